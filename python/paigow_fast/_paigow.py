"""Pai Gow Poker: settings, legality, the house way, settlement."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from . import _core
from ._cards import CardsLike, format_cards, parse_cards


@dataclass(frozen=True, eq=False)
class Setting:
    """Seven cards set as a five-card `high` hand and a two-card `low` hand.

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
        high_rank, low_rank, legal = _core.setting_info(list(high_ids), list(low_ids))
        object.__setattr__(self, "high", high_ids)
        object.__setattr__(self, "low", low_ids)
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
        return f"Setting(high={format_cards(self.high)!r}, low={format_cards(self.low)!r})"

    @property
    def cards(self) -> tuple[int, ...]:
        """The seven cards, high hand first."""
        return self.high + self.low


@dataclass(frozen=True)
class Outcome:
    """The result of a round for the player, and the payout per unit staked."""

    result: Literal["win", "push", "loss"]
    payout: float


def _from_core(pair: tuple[list[int], list[int]]) -> Setting:
    return Setting(pair[0], pair[1])


def settings(hand7: CardsLike) -> list[Setting]:
    """All 21 settings of seven cards, in the order of the two low cards' positions
    in the input: (0,1), (0,2), ..., (5,6)."""
    return [_from_core(s) for s in _core.settings(parse_cards(hand7))]


def house_way(hand7: CardsLike) -> Setting:
    """The house way's setting (the Golden Nugget house way of the source documents)."""
    return _from_core(_core.house_way(parse_cards(hand7)))


def _as_setting(s: Setting | CardsLike) -> Setting:
    """A Setting, or seven cards set by the house way."""
    return s if isinstance(s, Setting) else house_way(s)


def settle(player: Setting, dealer: Setting, commission: float = 0.05) -> Outcome:
    """Settle a round: each player hand wins only when strictly higher (copies go to the
    dealer); both win: +1 less the commission, both lose: -1, otherwise a push.
    A fouled setting raises FoulError."""
    p, d = _as_setting(player), _as_setting(dealer)
    if not 0.0 <= commission < 1.0:
        raise _core.Error(f"commission must be in [0, 1), got {commission}")
    result, payout = _core.settle(list(p.high), list(p.low), list(d.high), list(d.low), commission)
    return Outcome(result, payout)
