"""Order and ties of hands in a ranking, on either implementation (the `impl` fixture)."""

from __future__ import annotations

from paigow_fast import Ranking

FIVE_CARD_GAMES = [Ranking.HIGH, Ranking.ACE_TO_FIVE, Ranking.ACE_TO_FIVE_8, Ranking.DEUCE_TO_SEVEN]
ALL_GAMES = [*FIVE_CARD_GAMES, Ranking.BADUGI]
# Rankings of the 36-card deck (no twos to fives): tested apart from the 52-card ones.
SHORT_DECK_GAMES = [Ranking.SHORT_DECK, Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS]


def assert_order(impl, game: Ranking, hands: list[str]) -> None:
    """`hands` are given best first, each strictly better than the next."""
    ranks = [impl.key(game.name, h) for h in hands]
    for (a, ra), (b, rb) in zip(zip(hands, ranks), zip(hands[1:], ranks[1:])):
        assert ra > rb, f"{game.name}: {a!r} ({ra}) should beat {b!r} ({rb})"


def assert_tie(impl, game: Ranking, *hands: str) -> None:
    ranks = {h: impl.key(game.name, h) for h in hands}
    assert len(set(ranks.values())) == 1, f"{game.name}: should tie: {ranks}"


def better(impl, game, a, b):
    """Is hand a strictly better than hand b in `game`?"""
    return impl.key(game, a) > impl.key(game, b)


def same(impl, game, a, b):
    return impl.key(game, a) == impl.key(game, b)
