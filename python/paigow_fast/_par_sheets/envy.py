"""The table, not one seat: the Fortune envy bonus, paid to a player with a Fortune bet
(of at least the qualifying bet) a fixed amount for each other player's hand of four
of a kind or better (not the player's own hand, not the dealer's), priced by the
number of other players.

Its mean is exact: each other player's seven cards are, alone, a uniform seven-card
hand, so the envy a round is worth is the number of other players times the envy's
exact price over all 154,143,080 hands. Its spread is not a sum of independent parts:
the variances are exact, and the small covariances that hands of one deck have are
simulated from seeded deals, with the standard error of the estimate stated.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import numpy as np

from .. import _core
from .._bulk import deal
from .._side_bets import PayTable, SideBetPrice, price, side_bet_events_many
from .wagers import frac

ENVY = PayTable(
    {
        "seven-card-straight-flush-natural": 5_000,
        "royal-match": 1_000,
        "seven-card-straight-flush-joker": 500,
        "five-aces": 250,
        "royal-flush": 50,
        "straight-flush": 20,
        "four-of-a-kind": 5,
    },
    name="Fortune envy bonus (amounts on a $5 bet)",
)
"""A posted envy schedule (Fortune's common pay table beside it): dollars paid for
each other player's hand, to a Fortune bet of $5 or more (the first event of the list
a hand qualifies for pays)."""
ENVY_BET = 5
"""The Fortune bet the envy amounts are paid on (the qualifying bet)."""
OTHERS = tuple(range(1, 7))
"""The numbers of other players the envy is priced for."""


def envy_prices(
    fortune: SideBetPrice,
    schedule: PayTable = ENVY,
    bet: int = ENVY_BET,
    rounds: int = 200_000,
    seed: int = 0,
    threads: int | None = None,
) -> dict[str, Any]:
    """The Fortune bet `fortune` with the envy `schedule` (amounts on a bet of `bet`),
    by number of other players: the envy's exact value and the bet's exact house edge
    with it, a unit of Fortune bet; and the standard deviation of the Fortune bet and
    its envy together: Var(own) and each other hand's Var(envy) exact, the covariances
    that sharing one deck makes (own hand with another's envy, two others' envies)
    simulated over `rounds` deals of seven hands (seed `seed`), their standard error
    carried into the SD's."""
    if isinstance(bet, bool) or not isinstance(bet, int) or bet < 1:
        raise _core.ArgumentError(f"the envy's qualifying bet must be a positive int, got {bet!r}")
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 2:
        raise _core.ArgumentError(f"envy rounds must be an int of at least 2, got {rounds!r}")
    envy = price(schedule)
    one = sum((Fraction(ln.pays) * ln.probability for ln in envy.lines), Fraction(0)) / bet
    second = sum((Fraction(ln.pays) ** 2 * ln.probability for ln in envy.lines), Fraction(0))
    var_one = second / bet**2 - one**2
    (c_oe, se_oe), (c_ee, se_ee) = _covariances(fortune, schedule, bet, one, rounds, seed, threads)
    rows = []
    for k in OTHERS:
        exact = fortune.variance + k * var_one
        var = float(exact) + 2 * k * c_oe + k * (k - 1) * c_ee
        se_var = math.hypot(2 * k * se_oe, k * (k - 1) * se_ee)
        sd = math.sqrt(max(var, 0.0))
        rows.append(
            {
                "others": k,
                "envy_value": frac(k * one),
                "house_edge": frac(fortune.house_edge - k * one),
                "variance_without_sharing": frac(exact),
                "sd": sd,
                "sd_standard_error": se_var / (2 * sd) if sd else 0.0,
            }
        )
    return {
        "side_bet": fortune.table.name,
        "schedule": {ln.event: str(ln.pays) for ln in schedule.lines},
        "qualifying_bet": bet,
        "envy_a_player": frac(one),
        "envy_variance_a_player": frac(var_one),
        "covariance_own_other": {"estimate": c_oe, "standard_error": se_oe},
        "covariance_two_others": {"estimate": c_ee, "standard_error": se_ee},
        "rounds": rounds,
        "seed": seed,
        "by_others": rows,
        "note": "the envy's value is exact (each other hand alone is uniform over every "
        "seven-card hand); the SD is exact but for the covariances of hands dealt from "
        f"one deck, simulated over {rounds:,} deals (seed {seed}) with their standard "
        "error carried into the SD's",
    }


def _pays(table: PayTable, hands: np.ndarray, threads: int | None) -> np.ndarray:
    """Each seven-card row's net pay by `table` (-1 for no line) as float."""
    pays = np.array([float(ln.pays) for ln in table.lines] + [-1.0])
    lines = side_bet_events_many(table, hands, threads=threads).astype(np.int64)
    return pays[np.where(lines < 0, len(table.lines), lines)]


def _covariances(
    fortune: SideBetPrice,
    schedule: PayTable,
    bet: int,
    one: Fraction,
    rounds: int,
    seed: int,
    threads: int | None,
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The covariance of the own Fortune pay with another hand's envy, and of two other
    hands' envies, from `rounds` deals of seven hands of one deck (the exact means
    subtracted), each with its standard error."""
    others = OTHERS[-1]
    cards = deal(rounds, 7 * (others + 1), seed=seed, threads=threads)
    own = _pays(fortune.table, cards[:, :7], threads) - float(fortune.ev)
    rest = cards[:, 7:].reshape(rounds * others, 7)
    envy = _pays(schedule, rest, threads).reshape(rounds, others)
    envy = np.where(envy > 0, envy, 0.0) / bet - float(one)
    total = envy.sum(axis=1)
    a = own * total / others
    b = (total**2 - (envy**2).sum(axis=1)) / (others * (others - 1))
    return (
        (float(a.mean()), float(a.std(ddof=1) / math.sqrt(rounds))),
        (float(b.mean()), float(b.std(ddof=1) / math.sqrt(rounds))),
    )


def as_schedule(envy: bool | PayTable | Mapping[str, Any] | None) -> PayTable | None:
    """The envy schedule a sheet prices: None/False none, True the common one, or a
    table (or its mapping) of amounts paid for each other player's hand."""
    if envy is None or envy is False:
        return None
    if envy is True:
        return ENVY
    if isinstance(envy, PayTable):
        return envy
    if isinstance(envy, Mapping):
        return PayTable(envy, name="envy bonus")
    raise _core.ArgumentError(
        f"envy must be True, a PayTable or a mapping of event to amount, got {envy!r:.60}"
    )
