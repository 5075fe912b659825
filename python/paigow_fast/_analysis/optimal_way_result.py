"""The answer of `pg.optimal_house_way`: the optimal house way's exact counts beside
the house-way player's and the card-removal optimal player's (`OptimalHouseWay`), what
it changes in the hands of each rule of the dealer's way (`RuleChange`), and the way
itself as a table."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

import numpy as np

from .._choices import HouseWay, HouseWayRule
from .._results import Choice, way_table
from .result import (
    DEALS,
    OUTCOME_FIELDS,
    AnalysisResult,
    HeadlineFigures,
    Outcomes,
    outcomes_json,
)


@dataclass(frozen=True)
class RuleChange:
    """One rule of the dealer's way (the house-way player's): its patterns and hands,
    those the optimal house way sets otherwise, and what each side's settings meet in
    those (`house`: the way's, `chosen`: the optimal house way's)."""

    rule: HouseWayRule
    patterns: int
    hands: int
    changed_patterns: int
    house: Outcomes
    chosen: Outcomes
    commission: Fraction

    @property
    def changed_hands(self) -> int:
        return self.house.hands

    @property
    def gain_exact(self) -> Fraction:
        """What the changes gain, a unit staked on every deal of the game (so the
        rules' gains add up to the optimal house way's gain on the whole game)."""
        return (self.chosen.payout(self.commission) - self.house.payout(self.commission)) / DEALS

    @property
    def gain(self) -> float:
        return float(self.gain_exact)


@dataclass(frozen=True)
class OptimalHouseWay(HeadlineFigures):
    """The optimal house way against `dealer`: one setting per pattern a house way is
    tabulated on, the best by exact value over the pattern's hands (ties to the
    dealer's way's setting). `analysis` is the ordinary analysis of the same run (the
    house-way player and the card-removal optimal player), `outcomes` what the
    optimal house way's settings meet, `rules` what it changes by rule of the way."""

    analysis: AnalysisResult
    outcomes: Outcomes
    rules: tuple[RuleChange, ...]
    choices: tuple[Choice, ...] = field(repr=False)

    @property
    def dealer(self) -> HouseWay:
        return self.analysis.dealer

    @property
    def commission(self) -> float:
        return self.analysis.commission

    @property
    def complete(self) -> bool:
        return self.analysis.complete

    @property
    def _commission(self) -> Fraction:
        return Fraction(str(self.commission))

    @property
    def gain_exact(self) -> Fraction:
        """The optimal house way's EV minus the house-way player's, a deal."""
        return self.ev_exact - self.analysis.house.ev(self._commission)

    @property
    def kept_exact(self) -> Fraction:
        """The share of the optimal gain (the card-removal optimal player's EV minus the
        house-way player's) that the optimal house way keeps (1 when there is none)."""
        a, c = self.analysis, self._commission
        gain = a.optimal.ev(c) - a.house.ev(c)
        return self.gain_exact / gain if gain else Fraction(1)

    @property
    def kept(self) -> float:
        return float(self.kept_exact)

    @property
    def changed_patterns(self) -> int:
        return sum(r.changed_patterns for r in self.rules)

    @property
    def changed_hands(self) -> int:
        return sum(r.changed_hands for r in self.rules)

    @property
    def name(self) -> str:
        """The way's name: optimal-vs-DEALER (and the commission and variant where they
        are not 5% and standard; for a partial run, a digest of its chunks)."""
        a = self.analysis
        name = f"optimal-vs-{a.dealer.value}"
        if a.variant != "standard":
            name += f"-{a.variant}"
        if self._commission != Fraction(1, 20):
            name += f"-at-{a.commission:g}"
        if not self.complete:
            patterns = ",".join(str(c[0]) for c in self.choices)
            name += "-partial-" + hashlib.sha256(patterns.encode()).hexdigest()[:10]
        return name

    @cached_property
    def way(self) -> HouseWay:
        """The optimal house way as a way of its own (a table); for a partial run, the
        dealer's way's settings in the patterns not counted."""
        from .._house_ways import register

        player = self.analysis.player_way
        fronts, rule_of = way_table(player.value)
        table_fronts = np.array(fronts, np.uint8)
        changed = np.zeros(len(fronts), bool)
        for pattern, front, _, _, _ in self.choices:
            changed[pattern] = front != fronts[pattern]
            table_fronts[pattern] = front
        rule_ids: list[tuple[str, str]] = []
        index: dict[tuple[int, bool], int] = {}
        of_rule = np.array(rule_of, np.int64)
        for r, rule in enumerate(player.rules):
            for moved in (False, True):
                if np.any((of_rule == r) & (changed == moved)):
                    index[r, moved] = len(rule_ids)
                    rule_ids.append(
                        (
                            f"{rule.id}-changed",
                            f"where {player.value}'s rule {rule.id} sets otherwise: the "
                            f"setting of highest exact value against {self.dealer.value} "
                            "over the pattern's hands",
                        )
                        if moved
                        else (rule.id, f"as {player.value}: {rule.text}")
                    )
        table_rules = np.array(
            [index[r, bool(m)] for r, m in zip(rule_of, changed.tolist(), strict=True)], np.uint8
        )
        return register(self.name, rule_ids, (table_fronts, table_rules))

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: every count an exact integer, the shares as floats."""
        c = self._commission
        return {
            "way": self.name,
            "dealer": self.dealer.value,
            "commission": self.commission,
            "variant": self.analysis.variant,
            "complete": self.complete,
            "chunks_done": self.analysis.chunks_done,
            "chunks_total": self.analysis.chunks_total,
            "optimal_house_way": outcomes_json(self.outcomes, c),
            "house": outcomes_json(self.analysis.house, c),
            "optimal": outcomes_json(self.analysis.optimal, c),
            "gain": float(self.gain_exact),
            "optimal_gain": self.analysis.optimal_gain,
            "kept": self.kept,
            "kept_fraction": str(self.kept_exact),
            "patterns": len(self.choices),
            "changed_patterns": self.changed_patterns,
            "changed_hands": self.changed_hands,
            "rules": [
                {
                    "id": r.rule.id,
                    "text": r.rule.text,
                    "patterns": r.patterns,
                    "hands": r.hands,
                    "changed_patterns": r.changed_patterns,
                    "changed_hands": r.changed_hands,
                    "gain": r.gain,
                    "gain_fraction": str(r.gain_exact),
                    "house": dict(zip(OUTCOME_FIELDS, r.house.fields)),
                    "chosen": dict(zip(OUTCOME_FIELDS, r.chosen.fields)),
                }
                for r in self.rules
            ],
        }

    def __str__(self) -> str:
        a = self.analysis
        what = "all" if self.complete else f"{a.chunks_done} of {a.chunks_total} chunks of"
        return (
            f"optimal house way against {self.dealer.value} ({what} the deals), commission "
            f"{self.commission:g}: house edge {self.house_edge:.4%} (house way "
            f"{a.house_edge:.4%}, optimal player {a.house_edge - a.optimal_gain:.4%}); keeps "
            f"{self.kept:.4%} of the optimal gain; {self.changed_patterns:,} patterns "
            f"({self.changed_hands:,} hands) set otherwise than {a.player_way.value}"
        )

