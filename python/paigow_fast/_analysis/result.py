"""The records of the exact analysis: the seven counts of a side (`Outcomes`), the
cost of a house-way rule (`RuleCost`) and the whole answer (`AnalysisResult`)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Any

from .. import _core
from .._choices import HouseWay, HouseWayRule

DEALS = 8_250_459_031_214_400
"""C(53, 7) x C(46, 7): every deal of the game."""

CHUNKS = _core.analysis_chunk_count()
"""Number of chunks of the whole game."""


@dataclass(frozen=True)
class Outcomes:
    """What a strategy's settings met, exactly: player hands (``hands``, out of
    154,143,080), and deals won, pushed and lost, with the deals where the five-card
    hands, the two-card hands or both are copies (which go to the dealer)."""

    hands: int = 0
    wins: int = 0
    pushes: int = 0
    losses: int = 0
    high_copies: int = 0
    low_copies: int = 0
    both_copies: int = 0

    @classmethod
    def of(cls, fields: Iterable[int]) -> Outcomes:
        return cls(*(int(x) for x in fields))

    def __add__(self, other: Outcomes) -> Outcomes:
        return Outcomes(*(a + b for a, b in zip(self.fields, other.fields)))

    @property
    def fields(self) -> tuple[int, ...]:
        return tuple(getattr(self, name) for name in OUTCOME_FIELDS)

    @property
    def deals(self) -> int:
        return self.wins + self.pushes + self.losses

    @property
    def copies(self) -> int:
        """Deals with at least one copy."""
        return self.high_copies + self.low_copies - self.both_copies

    def payout(self, commission: Fraction) -> Fraction:
        """The player's total payout over these deals, exactly."""
        return (1 - commission) * self.wins - self.losses

    def ev(self, commission: Fraction) -> Fraction:
        """The player's exact expected value a deal (0 for no deal)."""
        return self.payout(commission) / self.deals if self.deals else Fraction(0)

    def banker_ev(self, commission: Fraction) -> Fraction:
        """Exact value a deal for a player who banks against these hands: wins the
        player's losses less commission, pays the player's wins."""
        if not self.deals:
            return Fraction(0)
        return ((1 - commission) * self.losses - self.wins) / self.deals

    def variance(self, commission: Fraction) -> Fraction:
        """The exact variance of the player's payout a deal (a unit staked: a win pays
        1 less the commission, a loss costs 1, a push 0)."""
        return _variance(1 - commission, self.wins, self.losses, self.deals)

    def sd(self, commission: Fraction) -> float:
        """The standard deviation of the player's payout a deal."""
        return math.sqrt(self.variance(commission))

    def banker_variance(self, commission: Fraction) -> Fraction:
        """The exact variance a deal of the banker's payout against these hands (the
        player's losses won less commission, the player's wins paid)."""
        return _variance(1 - commission, self.losses, self.wins, self.deals)

    def banker_sd(self, commission: Fraction) -> float:
        return math.sqrt(self.banker_variance(commission))


def _variance(win_pays: Fraction, wins: int, losses: int, deals: int) -> Fraction:
    """The variance of a bet that pays ``win_pays`` on ``wins`` of ``deals``, costs 1
    on ``losses`` and pushes otherwise (0 for no deal)."""
    if not deals:
        return Fraction(0)
    mean = Fraction(win_pays * wins - losses, deals)
    return Fraction(win_pays**2 * wins + losses, deals) - mean**2


@dataclass(frozen=True)
class RuleCost:
    """One rule of the player's house way: the hands it sets, what they cost the
    house-way player, and what the optimal player gains in them (a unit staked on
    every deal of the game, so the rules' shares add up to the whole game's)."""

    rule: HouseWayRule
    house: Outcomes
    optimal: Outcomes
    commission: Fraction

    @property
    def hand_share(self) -> float:
        """Share of all player hands."""
        return self.house.hands / 154_143_080

    @property
    def edge(self) -> float:
        """This rule's part of the house edge against the house-way player."""
        return float(-self.house.payout(self.commission) / DEALS)

    @property
    def optimal_gain(self) -> float:
        """What optimal play gains over the house way in these hands, a unit staked on
        every deal of the game."""
        gain = self.optimal.payout(self.commission) - self.house.payout(self.commission)
        return float(gain / DEALS)


class HeadlineFigures:
    """The figures of a result's headline strategy: its counts (``outcomes``) at the
    result's commission (``_commission``), both given by the result's class."""

    outcomes: Outcomes
    _commission: Fraction

    @property
    def wins(self) -> int:
        return self.outcomes.wins

    @property
    def pushes(self) -> int:
        return self.outcomes.pushes

    @property
    def losses(self) -> int:
        return self.outcomes.losses

    @property
    def deals(self) -> int:
        return self.outcomes.deals

    @property
    def ev_exact(self) -> Fraction:
        """The headline player's exact EV a deal."""
        return self.outcomes.ev(self._commission)

    @property
    def ev(self) -> float:
        return float(self.ev_exact)

    @property
    def house_edge(self) -> float:
        return -self.ev

    @property
    def banker_ev(self) -> float:
        """EV a deal of a player who banks against the headline player's hands."""
        return float(self.outcomes.banker_ev(self._commission))

    @property
    def variance_exact(self) -> Fraction:
        """The exact variance of the headline player's payout a deal."""
        return self.outcomes.variance(self._commission)

    @property
    def variance(self) -> float:
        return float(self.variance_exact)

    @property
    def sd(self) -> float:
        """The standard deviation of the headline player's payout a deal."""
        return self.outcomes.sd(self._commission)

    @property
    def banker_variance(self) -> float:
        """The variance a deal of the banker's payout against the headline player."""
        return float(self.outcomes.banker_variance(self._commission))

    @property
    def banker_sd(self) -> float:
        return self.outcomes.banker_sd(self._commission)


@dataclass(frozen=True)
class AnalysisResult(HeadlineFigures):
    """The exact counts of the game (or of the chunks run so far: ``complete`` says),
    for the house-way player and the optimal player against a house-way dealer.

    ``player`` names the strategy the headline figures (``wins``, ``ev``,
    ``house_edge``, ...) are of: a house way's name or "optimal".

    ``optimal_commission`` is None, or the commission the optimal player chose at when
    it is not ``commission`` (a results directory of another commission answers for the
    house-way player, whose counts do not depend on it; optimal play at ``commission``
    needs a run of its own)."""

    dealer: HouseWay
    player: str
    player_way: HouseWay
    commission: float
    variant: str
    classes: int
    chunks_done: int
    house: Outcomes
    optimal: Outcomes
    rules: tuple[RuleCost, ...]
    chunks_total: int = CHUNKS
    seconds: float = field(default=0.0, compare=False)
    optimal_commission: float | None = None

    @property
    def complete(self) -> bool:
        return self.chunks_done == self.chunks_total

    @property
    def _commission(self) -> Fraction:
        return Fraction(str(self.commission))

    @property
    def outcomes(self) -> Outcomes:
        """The headline strategy's counts."""
        return self.optimal if self.player == "optimal" else self.house

    @property
    def optimal_gain(self) -> float:
        """Optimal play's EV minus the house way's, a deal."""
        c = self._commission
        return float(self.optimal.ev(c) - self.house.ev(c))

    def rate(self, count: int) -> float:
        """A count as a share of the deals counted."""
        return count / self.deals if self.deals else 0.0

    def to_json(self) -> dict[str, Any]:
        """Plain JSON: every count an exact integer, the rates as floats."""
        c = self._commission
        return {
            "dealer": self.dealer.value,
            "player": self.player,
            "player_way": self.player_way.value,
            "commission": self.commission,
            "variant": self.variant,
            "complete": self.complete,
            "chunks_done": self.chunks_done,
            "chunks_total": self.chunks_total,
            "classes": self.classes,
            "house": outcomes_json(self.house, c),
            "optimal": outcomes_json(self.optimal, c),
            "optimal_gain": self.optimal_gain,
            "optimal_commission": self.optimal_commission,
            "rules": [
                {
                    "id": r.rule.id,
                    "text": r.rule.text,
                    "hands": r.house.hands,
                    "hand_share": r.hand_share,
                    "edge": r.edge,
                    "optimal_gain": r.optimal_gain,
                    "house": dict(zip(OUTCOME_FIELDS, r.house.fields)),
                    "optimal": dict(zip(OUTCOME_FIELDS, r.optimal.fields)),
                }
                for r in self.rules
            ],
        }

    def __str__(self) -> str:
        what = "all" if self.complete else f"{self.chunks_done} of {self.chunks_total} chunks of"
        edge = "house edge" if self.complete else "loss a deal in these chunks"
        text = (
            f"exact analysis ({what} the deals), dealer {self.dealer.value}, player "
            f"{self.player}, {self.variant}, commission {self.commission:g}: "
            f"wins {self.rate(self.wins):.6f}, "
            f"pushes {self.rate(self.pushes):.6f}, losses {self.rate(self.losses):.6f}; "
            f"ev {self.ev:+.6f}, {edge} {self.house_edge:.4%}, "
            f"optimal gain {self.optimal_gain:+.6f}"
        )
        if self.optimal_commission is not None:
            text += (
                f" (optimal play as chosen at commission {self.optimal_commission:g}: "
                f"optimal play at {self.commission:g} needs a run of its own)"
            )
        return text

    def __repr__(self) -> str:
        return (
            f"AnalysisResult(dealer={self.dealer.value!r}, player={self.player!r}, "
            f"commission={self.commission!r}, variant={self.variant!r}, "
            f"chunks_done={self.chunks_done}/{self.chunks_total}, wins={self.wins}, "
            f"pushes={self.pushes}, losses={self.losses}, ev={self.ev:+.6f})"
        )


def outcomes_json(o: Outcomes, c: Fraction) -> dict[str, Any]:
    """A side's counts and figures at commission `c`, as plain JSON."""
    return {
        **dict(zip(OUTCOME_FIELDS, o.fields)),
        "deals": o.deals,
        "copies": o.copies,
        "ev": float(o.ev(c)),
        "ev_fraction": str(o.ev(c)),
        "house_edge": -float(o.ev(c)),
        "banker_ev": float(o.banker_ev(c)),
        "variance": float(o.variance(c)),
        "variance_fraction": str(o.variance(c)),
        "sd": o.sd(c),
        "banker_variance": float(o.banker_variance(c)),
        "banker_variance_fraction": str(o.banker_variance(c)),
        "banker_sd": o.banker_sd(c),
        "win": o.wins / o.deals if o.deals else 0.0,
        "push": o.pushes / o.deals if o.deals else 0.0,
        "loss": o.losses / o.deals if o.deals else 0.0,
    }


OUTCOME_FIELDS = tuple(f.name for f in fields(Outcomes))
"""The names of the seven counts, in the order of the core's records."""
