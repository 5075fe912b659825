"""The two implementations of the rules behind one small interface, so that one test
checks both: the Rust core through the public API (`paigow_fast`) and the pure-Python
reference (`paigow_fast.reference`), which shares no code with it. The `impl` fixture
of conftest.py runs a test once with each (ids `core` and `reference`).

Cards are given as text or ids; settings come back as (back, front) tuples of ids;
a game is its `pg.Ranking` name ("HIGH"); `key` is the core's rank or the reference's
key, which order hands alike (larger is better) but are different values."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import paigow_fast as pg
from paigow_fast import reference as ref
from paigow_fast.reference.house_ways import house_way_and_rule

Cards = str | Iterable[int]
Pair = tuple[tuple[int, ...], tuple[int, ...]]


class Core:
    name = "core"

    def parse(self, cards: Cards) -> list[int]:
        return pg.parse_cards(cards)

    def fmt(self, ids: Iterable[int]) -> str:
        return pg.format_cards(list(ids))

    def key(self, game: str, cards: Cards) -> object:
        return pg.rank(game, cards)

    def category(self, game: str, cards: Cards) -> str:
        return pg.category(game, cards)

    def settings(self, hand: Cards) -> list[Pair]:
        return [(s.high, s.low) for s in pg.settings(hand)]

    def is_legal(self, high: Cards, low: Cards) -> bool:
        return pg.Setting(high, low).is_legal

    def house_way(self, hand: Cards, way: str) -> tuple[Pair, str]:
        """(setting, id of the rule that set it)."""
        s = pg.house_way(hand, way=way)
        return (s.high, s.low), pg.house_way_rule(hand, way=way).id

    def settle(
        self,
        player: Sequence[Cards],
        dealer: Sequence[Cards],
        commission: float = 0.05,
        variant: str = "standard",
    ):
        """(result, payout) of two settings given as (back, front)."""
        out = pg.settle(pg.Setting(*player), pg.Setting(*dealer), commission, variant=variant)
        return out.result, out.payout


class Reference:
    name = "reference"

    def parse(self, cards: Cards) -> list[int]:
        return ref.parse(cards) if isinstance(cards, str) else list(cards)

    def fmt(self, ids: Iterable[int]) -> str:
        return ref.fmt(ids)

    def key(self, game: str, cards: Cards) -> object:
        return ref.key(game, self.parse(cards))

    def category(self, game: str, cards: Cards) -> str:
        return ref.category(game, self.parse(cards))

    def settings(self, hand: Cards) -> list[Pair]:
        return ref.settings(self.parse(hand))

    def is_legal(self, high: Cards, low: Cards) -> bool:
        return ref.is_legal(self.parse(high), self.parse(low))

    def house_way(self, hand: Cards, way: str) -> tuple[Pair, str]:
        """(setting, id of the rule that set it); the public calls and the one that
        returns both agree."""
        cards = self.parse(hand)
        setting, rule = house_way_and_rule(cards, way)
        assert (setting, rule) == (ref.house_way(cards, way), ref.house_way_rule(cards, way))
        return (tuple(setting[0]), tuple(setting[1])), rule

    def settle(self, player: Sequence[Cards], dealer: Sequence[Cards], *rules: object):
        """As `Core.settle`: `rules` its commission and variant, in order."""
        p = tuple(tuple(self.parse(h)) for h in player)
        d = tuple(tuple(self.parse(h)) for h in dealer)
        return ref.settle(p, d, *rules)


IMPLEMENTATIONS = [Core(), Reference()]
