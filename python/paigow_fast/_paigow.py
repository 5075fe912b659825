"""Pai Gow Poker: settings, legality, the house way's setting and rule, settlement.

The rules are written out in the repository's ``docs/``: ``docs/rules.md`` (the game)
and one page per house way under ``docs/house-ways/``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from . import _core
from ._cards import CardsLike, _ids, format_cards, parse_cards
from ._choices import HouseWay, HouseWayRule, as_house_way, check_commission
from ._html import cards_html


@dataclass(frozen=True, eq=False)
class Setting:
    """Seven cards set as a five-card `high` hand (the back) and a two-card `low` hand
    (the front). Written, parsed and shown as ``"FRONT2 / BACK5"``, e.g.
    ``"Qd Jc / Ah 9h 6s 3d 2c"``, the dealer's layout (``str()``; :meth:`parse` also takes
    the five-card hand first).

    Equality and hashing go by content: the same cards in each hand, in any order."""

    high: tuple[int, ...]
    low: tuple[int, ...]
    high_rank: int = field(init=False, repr=False)
    """Pai Gow class of the five-card hand (larger is better)."""
    low_rank: int = field(init=False, repr=False)
    """Class of the two-card hand (larger is better)."""
    is_legal: bool = field(init=False, repr=False)
    """Whether the five-card hand ranks at least as high as the two-card hand."""

    def __init__(self, high: CardsLike, low: CardsLike) -> None:
        high_ids, low_ids = tuple(parse_cards(high)), tuple(parse_cards(low))
        self._set(high_ids, low_ids, *_core.setting_info(list(high_ids), list(low_ids)))

    @classmethod
    def _ranked(
        cls, high: tuple[int, ...], low: tuple[int, ...], high_rank: int, low_rank: int, legal: bool
    ) -> Setting:
        """A setting of checked cards that the core has already ranked."""
        s = cls.__new__(cls)
        s._set(high, low, high_rank, low_rank, legal)
        return s

    def _set(
        self,
        high: tuple[int, ...],
        low: tuple[int, ...],
        high_rank: int,
        low_rank: int,
        legal: bool,
    ) -> None:
        object.__setattr__(self, "high", high)
        object.__setattr__(self, "low", low)
        object.__setattr__(self, "high_rank", high_rank)
        object.__setattr__(self, "low_rank", low_rank)
        object.__setattr__(self, "is_legal", legal)

    def _content(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return tuple(sorted(self.high)), tuple(sorted(self.low))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Setting):
            return NotImplemented
        return self._content() == other._content()

    def __hash__(self) -> int:
        return hash(self._content())

    def __repr__(self) -> str:
        return f"Setting(low={format_cards(self.low)!r}, high={format_cards(self.high)!r})"

    def __str__(self) -> str:
        return f"{format_cards(self.low)} / {format_cards(self.high)}"

    def _repr_html_(self) -> str:
        foul = "" if self.is_legal else " <b style='color:#c0392b'>foul</b>"
        return f"{cards_html(self.low)} / {cards_html(self.high)}{foul}"

    @property
    def cards(self) -> tuple[int, ...]:
        """The seven cards, high hand first."""
        return self.high + self.low

    @classmethod
    def parse(cls, text: str) -> Setting:
        """A setting written with a slash, ``"FRONT2 / BACK5"`` (``"Qd Jc / Ah 9h 6s 3d 2c"``)
        or the other way round (``"Ah 9h 6s 3d 2c / Qd Jc"``): the hands' sizes tell which
        is which. Wrong sizes raise HandError."""
        parts = text.split("/")
        if len(parts) != 2:
            raise _core.HandError(
                f"setting {text.strip()!r}: write it as 'FRONT2 / BACK5' (two cards and five, "
                f"either order, e.g. 'Qd Jc / Ah 9h 6s 3d 2c')"
            )
        first, second = parse_cards(parts[0]), parse_cards(parts[1])
        sizes = (len(first), len(second))
        if sizes == (2, 5):
            return cls(second, first)
        if sizes == (5, 2):
            return cls(first, second)
        if 2 in sizes:  # the other hand is the five-card one
            wrong = f"the five-card hand has 5 cards, got {sizes[sizes[0] == 2]}"
        elif 5 in sizes:
            wrong = f"the two-card hand has 2 cards, got {sizes[sizes[0] == 5]}"
        else:
            wrong = (
                f"a setting is a two-card and a five-card hand, got {sizes[0]} and {sizes[1]} cards"
            )
        raise _core.HandError(f"setting {text.strip()!r}: {wrong}")


@dataclass(frozen=True)
class Outcome:
    """The result of a round for the player, and the payout per unit staked."""

    result: Literal["win", "push", "loss"]
    payout: float


def _from_core(record: tuple[list[int], list[int], int, int, bool]) -> Setting:
    """A Setting from the core's (high ids, low ids, high rank, low rank, legal)."""
    high, low, high_rank, low_rank, legal = record
    return Setting._ranked(tuple(high), tuple(low), high_rank, low_rank, legal)


def settings(hand7: CardsLike) -> list[Setting]:
    """All 21 settings of seven cards, in the order of the two low cards' positions
    in the input: (0,1), (0,2), ..., (5,6)."""
    return [_from_core(s) for s in _core.settings(_ids(hand7))]


def house_way(hand7: CardsLike, way: HouseWay | str = HouseWay.GOLDEN_NUGGET) -> Setting:
    """A house way's setting of seven cards (by default the Golden Nugget way of the
    source document; the rules: :attr:`HouseWay.doc`)."""
    return _from_core(_core.house_way(_ids(hand7), as_house_way(way).value))


def house_way_rule(hand7: CardsLike, way: HouseWay | str = HouseWay.GOLDEN_NUGGET) -> HouseWayRule:
    """The rule of the way's text that sets seven cards, e.g.
    ``HouseWayRule(id='two-pairs-split-ace', text='two pairs, jacks or better ...')``."""
    w = as_house_way(way)
    return w.rules[_core.house_way_rule(_ids(hand7), w.value)]


def _as_setting(s: Setting | CardsLike, way: HouseWay | str) -> Setting:
    """A Setting; a setting written with a slash (:meth:`Setting.parse`); or seven cards
    set by `way`."""
    if isinstance(s, Setting):
        return s
    if isinstance(s, str) and "/" in s:
        return Setting.parse(s)
    return house_way(s, way)


def settle(
    player: Setting | CardsLike,
    dealer: Setting | CardsLike,
    commission: float = 0.05,
    *,
    way: HouseWay | str = HouseWay.GOLDEN_NUGGET,
) -> Outcome:
    """Settle a round: each player hand wins only when strictly higher (copies go to the
    dealer); both win: +1 less the commission, both lose: -1, otherwise a push.

    Each side is a :class:`Setting`, a setting written ``"FRONT2 / BACK5"`` (either
    order, :meth:`Setting.parse`), or seven cards set by the house way `way`. A fouled
    setting raises FoulError; a card in both hands, CardError."""
    p, d = _as_setting(player, way), _as_setting(dealer, way)
    c = check_commission(commission)
    result, payout = _core.settle(list(p.high), list(p.low), list(d.high), list(d.low), c)
    return Outcome(result, payout)
