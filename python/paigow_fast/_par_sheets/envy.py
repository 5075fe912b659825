"""The table, not one seat: the Fortune envy bonus, paid to a player with a Fortune bet
(of at least the qualifying bet) a fixed amount for each other player's hand of four
of a kind or better (not the player's own hand, not the dealer's), priced by the
number of other players.

Its mean is exact: each other player's seven cards are, alone, a uniform seven-card
hand, so the envy a round is worth is the number of other players times the envy's
exact price over all 154,143,080 hands. Its spread is not a sum of independent parts
(the hands share one deck), so the standard deviation of the Fortune bet with its envy
is simulated from seeded deals, with the standard error of the estimate stated.
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
        "straight-flush": 25,
        "four-of-a-kind": 5,
    },
    name="Fortune envy bonus (amounts on a $5 bet)",
)
"""The common envy schedule: dollars paid for each other player's hand, to a Fortune
bet of $5 or more (the first event of the list a hand qualifies for pays)."""
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
    with it, a unit of Fortune bet; the standard deviation of the Fortune bet and its
    envy together, simulated over `rounds` deals a count of players (seed `seed`)."""
    if isinstance(bet, bool) or not isinstance(bet, int) or bet < 1:
        raise _core.ArgumentError(f"the envy's qualifying bet must be a positive int, got {bet!r}")
    envy = price(schedule)
    one = sum((Fraction(ln.pays) * ln.probability for ln in envy.lines), Fraction(0)) / bet
    rows = []
    for k in OTHERS:
        sd, se = _simulated_sd(fortune.table, schedule, bet, k, rounds, seed, threads)
        edge = fortune.house_edge - k * one
        rows.append(
            {
                "others": k,
                "envy_value": frac(k * one),
                "house_edge": frac(edge),
                "sd": sd,
                "sd_standard_error": se,
                "sd_rounds": rounds,
            }
        )
    return {
        "side_bet": fortune.table.name,
        "schedule": {ln.event: str(ln.pays) for ln in schedule.lines},
        "qualifying_bet": bet,
        "envy_a_player": frac(one),
        "by_others": rows,
        "note": "the envy's value is exact (each other hand alone is uniform over every "
        "seven-card hand); the standard deviation is simulated from seeded deals of one "
        f"deck (seed {seed}), its standard error from the sample's fourth moment",
    }


def _pays(table: PayTable, hands: np.ndarray, threads: int | None) -> np.ndarray:
    """Each seven-card row's net pay by `table` (-1 for no line) as float."""
    pays = np.array([float(ln.pays) for ln in table.lines] + [-1.0])
    lines = side_bet_events_many(table, hands, threads=threads).astype(np.int64)
    return pays[np.where(lines < 0, len(table.lines), lines)]


def _simulated_sd(
    fortune: PayTable,
    schedule: PayTable,
    bet: int,
    others: int,
    rounds: int,
    seed: int,
    threads: int | None,
) -> tuple[float, float]:
    """The simulated SD of a unit of Fortune bet with its envy from `others` other
    hands of one deck, and the SD's standard error (delta method: the variance's
    standard error sqrt((m4 - s^4) / n), over 2 s)."""
    cards = deal(rounds, 7 * (others + 1), seed=seed + others, threads=threads)
    own = _pays(fortune, cards[:, :7], threads)
    rest = cards[:, 7:].reshape(rounds * others, 7)
    envy = _pays(schedule, rest, threads).reshape(rounds, others)
    envy = np.where(envy > 0, envy, 0.0).sum(axis=1) / bet
    x = own + envy
    d = x - x.mean()
    var = float((d**2).mean())
    m4 = float((d**4).mean())
    sd = math.sqrt(var)
    se = math.sqrt(max(m4 - var**2, 0.0) / rounds) / (2 * sd) if sd else 0.0
    return sd, se


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
