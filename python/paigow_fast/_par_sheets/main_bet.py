"""The main bet's wagers from the exact analysis's counts: the player's (the headline
strategy's wins, pushes and losses over every deal), the banker's view (a player who
banks against those hands), the commission grid, and the covariance of the main bet
with a side bet on the player's seven cards from the joint counts.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from .. import _core
from .._analysis import AnalysisResult, Outcomes
from .._side_bets import EVENTS, SideBetPrice
from .wagers import Outcome, Wager, frac

COMMISSIONS = tuple(Fraction(n, 100) for n in range(0, 11))
"""The commission grid's rows: 0% to 10% by 1%."""


def exact_commission(result: AnalysisResult) -> Fraction:
    return Fraction(str(result.commission))


def _even_money(
    name: str,
    kind: str,
    won: tuple[str, int],
    lost: tuple[str, int],
    c: Fraction,
    total: int,
    pushes: int,
    note: str,
) -> Wager:
    """A bet that wins 1 less the commission `c`, pushes, or loses the stake."""
    return Wager(
        name=name,
        kind=kind,
        outcomes=(
            Outcome(won[0], 1 - c, won[1]),
            Outcome("push", Fraction(0), pushes),
            Outcome(lost[0], Fraction(-1), lost[1]),
        ),
        total=total,
        note=note,
    )


def player_wager(result: AnalysisResult, commission: Fraction | None = None) -> Wager:
    """The headline player's main bet: a win pays 1 less the commission, a push 0, a
    loss costs the stake, over every deal of the game."""
    c = exact_commission(result) if commission is None else commission
    o = result.outcomes
    note = (
        f"every deal of the game counted: dealer {result.dealer.value}, player "
        f"{result.player} (house way {result.player_way.value}), variant "
        f"{result.variant}, commission {c} on a win; copies go to the dealer"
    )
    won, lost = ("win", o.wins), ("loss", o.losses)
    return _even_money(
        f"main bet ({result.player})", "main bet", won, lost, c, o.deals, o.pushes, note
    )


def banker_wager(result: AnalysisResult) -> Wager:
    """The banker's view: a player who banks against the headline player's hands wins
    their losses (less the commission) and pays their wins."""
    c = exact_commission(result)
    o = result.outcomes
    won, lost = ("player loses (banker wins)", o.losses), ("player wins (banker pays)", o.wins)
    note = f"a player banking against the {result.player} player's hands, commission {c}"
    return _even_money("banker's view", "banker", won, lost, c, o.deals, o.pushes, note)


def commission_grid(
    result: AnalysisResult, commissions: tuple[Fraction, ...] = COMMISSIONS
) -> list[dict[str, Any]]:
    """The player's and the banker's figures at each commission, from the same counts
    (the optimal player's choices are those made at the analysis's commission)."""
    rows = []
    for c in commissions:
        w = player_wager(result, c)
        b = result.outcomes.banker_ev(c)
        rows.append(
            {
                "commission": str(c),
                "house_edge": frac(w.house_edge),
                "element_of_risk": frac(w.element_of_risk),
                "sd": w.sd,
                "banker_ev": frac(b),
            }
        )
    return rows


def paid_line(bits: int, price: SideBetPrice) -> int | None:
    """The line of the priced table that pays a hand of event set `bits` (bits of
    EVENTS): its first event in the set; None when the bet loses."""
    return next((i for i, ln in enumerate(price.lines) if bits >> EVENTS.index(ln.event) & 1), None)


def covariance(
    result: AnalysisResult,
    rows: dict[int, tuple[Outcomes, Outcomes]],
    price: SideBetPrice,
) -> dict[str, Any]:
    """The covariance of a unit on the main bet (the headline player) and a unit on
    the side bet, exactly: E[XY] - E[X]E[Y] over every deal, the side bet paid by the
    player's seven cards; the joint's hands by line are checked against the price."""
    c = exact_commission(result)
    side = 0 if result.player != "optimal" else 1
    by_line = [0] * len(price.lines)
    nothing = 0
    xy = Fraction(0)
    for bits, counts in rows.items():
        o = counts[side]
        line = paid_line(bits, price)
        if line is None:
            nothing += o.hands
            y = Fraction(-1)
        else:
            by_line[line] += o.hands
            y = Fraction(price.lines[line].pays)
        xy += y * o.payout(c)
    if by_line != [ln.hands for ln in price.lines] or nothing != price.nothing:
        raise _core.Error(
            f"the joint counts' hands by line do not match the price of {price.table.name}"
        )
    return _covariance_entry(
        result, price, xy / result.outcomes.deals - player_wager(result).ev * price.ev
    )


def pushed_covariance(result: AnalysisResult, price: SideBetPrice) -> dict[str, Any]:
    """The covariance of the main bet and a bet on the dealer's seven cards that pays
    exactly when the variant pushes every main bet (Face Up's Ace-High bet): the main
    bet is 0 whenever the side bet wins and the side bet -1 otherwise, so E[XY] = -E[X]
    and the covariance is -E[X] (1 + E[Y]), exactly."""
    x = player_wager(result)
    return _covariance_entry(result, price, -x.ev * (1 + price.ev))


def _covariance_entry(result: AnalysisResult, price: SideBetPrice, cov: Fraction) -> dict[str, Any]:
    """A covariance's entry of the sheet: with the correlation and the combined bet."""
    x = player_wager(result)
    combined = x.variance + price.variance + 2 * cov
    return {
        "side_bet": price.table.name,
        "available": True,
        "covariance": frac(cov),
        "correlation": float(cov) / (x.sd * price.sd),
        "combined_variance": frac(combined),
        "combined_sd": math.sqrt(combined),
        "combined_house_edge": frac((x.house_edge + price.house_edge) / 2),
        "note": "one unit on the main bet and one on the side bet; the combined house "
        "edge is per unit of the two staked",
    }


def no_covariance(price: SideBetPrice, why: str) -> dict[str, Any]:
    return {"side_bet": price.table.name, "available": False, "why": why}
