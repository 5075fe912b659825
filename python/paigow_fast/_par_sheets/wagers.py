"""The figures of one wager, from its exact outcome table: the outcomes (event, pays,
combinations, probability, return), house edge per hand and per unit resolved
(element of risk), hit frequency, variance and standard deviation, the banker's view,
the casino's win over N rounds with its 95% interval and the theoretical win per
hour. Every figure is computed from the integers of the table, exactly where it is a
fraction (the standard deviation, a square root, is the one float).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

ROUNDS = (100, 1_000, 10_000, 100_000, 1_000_000)
"""The numbers of rounds the casino's win is stated over."""

Z95 = Fraction(196, 100)
"""The normal quantile of a two-sided 95% interval, as the sheets state it: 1.96."""


@dataclass(frozen=True)
class Outcome:
    """One line of a wager's outcome table: the player's net pay a unit staked
    (``pays``, -1 for a loss, 0 for a push) on ``combinations`` of the table's total."""

    event: str
    pays: Fraction
    combinations: int


@dataclass(frozen=True)
class Wager:
    """A wager's exact outcome table (the combinations sum to ``total``) and what it is:
    its name, its kind ("main bet", "side bet", ...) and a note on how it is counted."""

    name: str
    kind: str
    outcomes: tuple[Outcome, ...]
    total: int
    note: str = ""

    def __post_init__(self) -> None:
        if sum(o.combinations for o in self.outcomes) != self.total:
            raise ValueError(f"{self.name}: the combinations do not sum to {self.total}")

    def probability(self, o: Outcome) -> Fraction:
        return Fraction(o.combinations, self.total)

    @property
    def ev(self) -> Fraction:
        """The player's exact return a unit staked."""
        return sum((o.pays * self.probability(o) for o in self.outcomes), Fraction(0))

    @property
    def house_edge(self) -> Fraction:
        return -self.ev

    @property
    def resolved(self) -> Fraction:
        """The probability the wager is resolved (not a push)."""
        return sum((self.probability(o) for o in self.outcomes if o.pays != 0), Fraction(0))

    @property
    def element_of_risk(self) -> Fraction:
        """The house edge a unit resolved (pushes not counted)."""
        return self.house_edge / self.resolved if self.resolved else Fraction(0)

    @property
    def hit_frequency(self) -> Fraction:
        """The probability the player is paid (net pay above 0)."""
        return sum((self.probability(o) for o in self.outcomes if o.pays > 0), Fraction(0))

    @property
    def variance(self) -> Fraction:
        second = sum((o.pays**2 * self.probability(o) for o in self.outcomes), Fraction(0))
        return second - self.ev**2

    @property
    def sd(self) -> float:
        return math.sqrt(self.variance)


def win_interval(edge: Fraction, sd: float, rounds: int) -> dict[str, Any]:
    """The casino's win over `rounds` rounds of one unit: the mean (rounds x edge,
    exact) and its 95% interval (mean -/+ 1.96 x SD x sqrt(rounds)), in units and as a
    share of the handle."""
    mean = edge * rounds
    half = float(Z95) * sd * math.sqrt(rounds)
    return {
        "rounds": rounds,
        "mean": str(mean),
        "mean_float": float(mean),
        "half_width": half,
        "low": float(mean) - half,
        "high": float(mean) + half,
        "low_share": (float(mean) - half) / rounds,
        "high_share": (float(mean) + half) / rounds,
    }


def per_hour(edge: Fraction, hands_per_hour: int, average_bet: Fraction) -> dict[str, Any]:
    """The theoretical win an hour: hands an hour x average bet x house edge."""
    win = edge * hands_per_hour * average_bet
    return {
        "hands_per_hour": hands_per_hour,
        "average_bet": str(average_bet),
        "win": str(win),
        "win_float": float(win),
    }


def frac(x: Fraction) -> dict[str, Any]:
    """An exact figure as JSON: its fraction as a string and its float."""
    return {"exact": str(x), "float": float(x)}


def wager_json(
    w: Wager, rounds: tuple[int, ...], hands_per_hour: int, average_bet: Fraction
) -> dict[str, Any]:
    """A wager's figures as plain JSON: exact integers, fractions as strings."""
    sd = w.sd
    return {
        "name": w.name,
        "kind": w.kind,
        "note": w.note,
        "combinations": w.total,
        "outcomes": [
            {
                "event": o.event,
                "pays": str(o.pays),
                "combinations": o.combinations,
                "probability": frac(w.probability(o)),
                "return": frac(o.pays * w.probability(o)),
            }
            for o in w.outcomes
        ],
        "ev": frac(w.ev),
        "house_edge": frac(w.house_edge),
        "element_of_risk": frac(w.element_of_risk),
        "hit_frequency": frac(w.hit_frequency),
        "variance": frac(w.variance),
        "sd": sd,
        "win_interval": [win_interval(w.house_edge, sd, n) for n in rounds],
        "win_per_hour": per_hour(w.house_edge, hands_per_hour, average_bet),
    }


def check_rounds(rounds: Any) -> tuple[int, ...]:
    """Numbers of rounds, each 1 to 10**12."""
    from .. import _core

    out = []
    for n in rounds:
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 10**12:
            raise _core.ArgumentError(f"rounds must be integers 1 to 10**12, got {n!r}")
        out.append(n)
    if not out:
        raise _core.ArgumentError("rounds must name at least one number of rounds")
    return tuple(out)
