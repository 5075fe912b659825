"""Side bets on the player's seven cards: the events a hand qualifies for, and the
exact price of a pay table over all 154,143,080 seven-card hands.

A pay table (``pay_tables.py``) is an ordered list of (event, pays N to 1); a hand is
paid for the first event of the list it qualifies for and loses the stake otherwise.
Events are named by stable ids (:data:`EVENTS`); the rules of each are in
``docs/side-bets.md``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from .. import _core
from .._bulk import as_array
from .._cards import CardsLike, card_ids
from .._choices import HouseWay, as_house_way, check_threads
from .pay_tables import EVENTS, Pays, PayTable, as_pay_table, plain_pays

HANDS = 154_143_080
"""C(53, 7): every seven-card hand of the 53-card deck."""


def _events_of_mask(mask: int) -> list[str]:
    return [e for i, e in enumerate(EVENTS) if mask >> i & 1]


WAY_EVENTS: tuple[str, ...] = tuple(_core.side_bet_way_event_ids())
"""The events read from a house way's setting of the hand (``way=`` says which way;
Golden Nugget by default)."""

Way = HouseWay | str


def side_bet_events(hand7: CardsLike, way: Way = HouseWay.GOLDEN_NUGGET) -> list[str]:
    """Every event the seven cards qualify for (ids in :data:`EVENTS` order), those of
    :data:`WAY_EVENTS` read from the setting of the house way ``way``."""
    return _events_of_mask(_core.side_bet_events(card_ids(hand7), as_house_way(way).value))


def side_bet_event(
    paytable: PayTable | str, hand7: CardsLike, way: Way = HouseWay.GOLDEN_NUGGET
) -> str | None:
    """The event the pay table pays the seven cards for (its first event the hand
    qualifies for), or None when the bet loses."""
    table = as_pay_table(paytable)
    qualifying = set(side_bet_events(hand7, way))
    return next((e for e in table.events if e in qualifying), None)


def side_bet_masks_many(
    hands: Any, *, way: Way = HouseWay.GOLDEN_NUGGET, threads: int | None = None
) -> np.ndarray:
    """The events of every seven-card row as uint32 bit sets (bit i: ``EVENTS[i]``)."""
    return _core.side_bet_events_many(
        as_array(hands), as_house_way(way).value, check_threads(threads)
    )


def side_bet_events_many(
    paytable: PayTable | str,
    hands: Any,
    *,
    way: Way = HouseWay.GOLDEN_NUGGET,
    threads: int | None = None,
) -> np.ndarray:
    """For every seven-card row, the index of the pay-table line that pays it, -1 when
    the bet loses (int16, length N)."""
    table = as_pay_table(paytable)
    masks = side_bet_masks_many(hands, way=way, threads=threads)
    out = np.full(masks.shape, -1, dtype=np.int16)
    for i, event in reversed(list(enumerate(table.events))):
        bit = np.uint32(1 << EVENTS.index(event))
        out[(masks & bit) != 0] = i
    return out


@dataclass(frozen=True)
class EventPrice:
    """One line of a priced table: the hands it pays (out of :data:`HANDS`), their
    probability, the line's share of the return (``pays * probability``), and the
    hands qualifying for the event whatever pays them."""

    event: str
    name: str
    pays: Pays
    hands: int
    probability: Fraction
    ret: Fraction
    qualifying: int


@dataclass(frozen=True)
class SideBetPrice:
    """A pay table priced exactly over every seven-card hand; ``way`` is the house way
    the table's events of :data:`WAY_EVENTS` were read under (None for a table with
    none)."""

    table: PayTable
    lines: tuple[EventPrice, ...]
    nothing: int
    hands: int
    way: str | None = None

    @property
    def nothing_probability(self) -> Fraction:
        return Fraction(self.nothing, self.hands)

    @property
    def ev(self) -> Fraction:
        """The player's return per unit staked."""
        return sum((ln.ret for ln in self.lines), Fraction(0)) - self.nothing_probability

    @property
    def house_edge(self) -> Fraction:
        return -self.ev

    @property
    def variance(self) -> Fraction:
        """The exact variance of the return per unit staked (each line pays its pays,
        nothing costs the stake)."""
        second = sum((ln.pays * ln.ret for ln in self.lines), Fraction(0))
        return second + self.nothing_probability - self.ev**2

    @property
    def sd(self) -> float:
        """The standard deviation of the return per unit staked."""
        return math.sqrt(self.variance)

    def to_dict(self) -> dict[str, Any]:
        return {
            "table": self.table.name,
            "way": self.way,
            "hands": self.hands,
            "lines": [
                {
                    "event": ln.event,
                    "name": ln.name,
                    "pays": plain_pays(ln.pays),
                    "hands": ln.hands,
                    "probability": float(ln.probability),
                    "return": float(ln.ret),
                    "return_exact": str(ln.ret),
                    "qualifying": ln.qualifying,
                }
                for ln in self.lines
            ],
            "nothing": self.nothing,
            "nothing_probability": float(self.nothing_probability),
            "ev": float(self.ev),
            "ev_exact": str(self.ev),
            "house_edge": float(self.house_edge),
            "variance": float(self.variance),
            "variance_exact": str(self.variance),
            "sd": self.sd,
        }


def price(
    paytable: PayTable | str | Path,
    *,
    way: Way = HouseWay.GOLDEN_NUGGET,
    threads: int | None = None,
) -> SideBetPrice:
    """The exact price of a pay table: the hands each line pays and the hands paid
    nothing over all 154,143,080 seven-card hands, with probabilities, each line's
    return and the house edge as fractions. Events of :data:`WAY_EVENTS` are read from
    the setting of the house way ``way``. The hands are classified once a process and
    way (a few seconds on all cores); every later table is priced at once."""
    table = as_pay_table(paytable)
    threads = check_threads(threads)
    way = as_house_way(way)  # checked even where the table's events read no way
    by_way = any(e in WAY_EVENTS for e in table.events)
    name = way.value if by_way else HouseWay.GOLDEN_NUGGET.value
    paid, nothing = _core.side_bet_price(list(table.events), name, threads)
    qualifying = _core.side_bet_qualifying_counts(name, threads)
    lines = tuple(
        EventPrice(
            event=ln.event,
            name=ln.name,
            pays=ln.pays,
            hands=n,
            probability=Fraction(n, HANDS),
            ret=ln.pays * Fraction(n, HANDS),
            qualifying=qualifying[EVENTS.index(ln.event)],
        )
        for ln, n in zip(table.lines, paid)
    )
    return SideBetPrice(
        table=table, lines=lines, nothing=nothing, hands=HANDS, way=name if by_way else None
    )
