"""Who wins a showdown: the pot settled on known cards (``showdown``, ``winners``,
``compare``), in the equity games (hold'em, Omaha, high and hi-lo: the library's
exact equity on a deal with nothing left to come) or in a ranking ``Ranking`` (the best
hand of each player's cards and the board)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from . import _core
from ._cards import CardsLike, card_ids
from ._choices import Ranking, as_ranking
from ._equity import equity
from ._eval import rank


@dataclass(frozen=True)
class Showdown:
    """The pot settled: ``shares`` each player's share of it (Fractions summing to 1),
    ``winners`` the players (from 0) with the largest share, ``high`` those sharing the
    high pot (the high half, or the whole pot when no low qualifies) and ``low`` those
    sharing the low half (empty when no low qualifies or the game has none)."""

    shares: tuple[Fraction, ...]
    winners: tuple[int, ...]
    high: tuple[int, ...]
    low: tuple[int, ...]
    game: str


def _hand(i: int, hand: CardsLike) -> list[int]:
    try:
        return card_ids(hand)
    except _core.Error as e:
        raise type(e)(f"player {i + 1}: {e}") from None


def showdown(
    hands: Sequence[CardsLike], board: CardsLike = "", game: Ranking | str = "holdem"
) -> Showdown:
    """The pot between `hands` (each player's cards) on `board`: in an equity game
    (``equity_games()``) every card must be known (a full board); in a ranking
    ``Ranking`` each player's best hand of their cards and the board wins. Errors name the
    player and the card."""
    if isinstance(hands, str):
        raise _core.ArgumentError("hands must be a list of hands, not one string")
    players = [_hand(i, h) for i, h in enumerate(hands)]
    played = _core.equity_game_name(game) if isinstance(game, str) else None
    if played is not None:
        r = equity(players, board=board, game=played, method="exact")
        if r.completions != 1:
            raise _core.ArgumentError(
                f"a showdown needs every card known: {r.completions:,} boards could still come"
            )
        assert r.fractions is not None
        high = tuple(i for i, h in enumerate(r.high) if h > 0)
        low = tuple(i for i, x in enumerate(r.low) if x > 0)
        return _settled(r.fractions, high, low, r.game)
    g = as_ranking(game)
    if len(players) < 2:
        raise _core.ArgumentError(f"a showdown takes 2 or more hands, got {len(players)}")
    common = card_ids(board)
    ranks = [rank(g, p + common) or 0 for p in players]
    best = max(ranks)
    high = tuple(i for i, r in enumerate(ranks) if r == best)
    shares = tuple(Fraction(1, len(high)) if i in high else Fraction(0) for i in range(len(ranks)))
    return _settled(shares, high, (), g.name.lower())


def _settled(
    shares: Iterable[Fraction], high: tuple[int, ...], low: tuple[int, ...], game: str
) -> Showdown:
    shares = tuple(shares)
    top = max(shares)
    winners = tuple(i for i, s in enumerate(shares) if s == top)
    return Showdown(shares=shares, winners=winners, high=high, low=low, game=game)


def winners(
    hands: Sequence[CardsLike], board: CardsLike = "", game: Ranking | str = "holdem"
) -> tuple[int, ...]:
    """The players (from 0) who take the largest share of the pot (see ``showdown``)."""
    return showdown(hands, board, game).winners


def compare(
    a: CardsLike, b: CardsLike, board: CardsLike = "", game: Ranking | str = "holdem"
) -> int:
    """1 when hand `a` takes more of the pot than `b` at showdown, -1 when less, 0 when
    they split it evenly (see ``showdown``). Two hands of five to seven cards and no
    board, in hold'em or Omaha, are compared as they stand (the best five of each, by
    the HIGH ranking)."""
    played = _core.equity_game_name(game) if isinstance(game, str) else None
    if played in ("holdem", "omaha", "omaha-5", "omaha-6") and not card_ids(board):
        if len(_hand(0, a)) >= 5 and len(_hand(1, b)) >= 5:
            game = Ranking.HIGH
    shares = showdown([a, b], board, game).shares
    return (shares[0] > shares[1]) - (shares[0] < shares[1])
