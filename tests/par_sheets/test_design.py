"""The pay-table designer: integer pays, monotone in the events' rarity, hitting the
target edge (as exactly priced by pg.price) within what the rarest line's step allows,
an SD range and a hit-frequency range honoured or refused in one line; and the envy
bonus's exact value against its definition, its simulation and its linearity."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast._par_sheets import ENVY, ENVY_BET, envy_prices

HANDS = 154_143_080


def _check_monotone(table: pg.PayTable) -> None:
    hands = {ln.event: ln.hands for ln in pg.price(table).lines}
    lines = table.lines
    assert all(isinstance(ln.pays, int) and ln.pays >= 1 for ln in lines)
    for a in lines:
        for b in lines:
            if hands[a.event] < hands[b.event]:  # a rarer
                assert a.pays >= b.pays, (a, b)


@pytest.mark.parametrize("target", [Fraction(2, 100), Fraction("0.0775"), Fraction(12, 100)])
@pytest.mark.parametrize("start", ["fortune", "events"])
def test_the_designer_hits_the_target_and_is_monotone(target: Fraction, start: str) -> None:
    fortune = pg.PAY_TABLES["fortune"]
    events = fortune if start == "fortune" else list(fortune.events)
    table = pg.design_pay_table(events, target_edge=target)
    assert table.events == fortune.events
    _check_monotone(table)
    p = pg.price(table)
    rarest = min(ln.hands for ln in p.lines)
    # Within a step of the rarest line (a pay of 1 on its hands) of the target.
    assert abs(p.house_edge - target) <= Fraction(rarest, HANDS)


def test_the_designer_keeps_a_monotone_published_table_at_its_own_edge() -> None:
    # Mania and Fortune pay rarer hands more: at their own edge, their own pays.
    for name in ("mania", "fortune"):
        published = pg.PAY_TABLES[name]
        edge = pg.price(published).house_edge
        assert pg.design_pay_table(published, target_edge=edge) == published
    # Jackpot pays a straight 3 and the rarer three of a kind 2: made monotone.
    jackpot = pg.PAY_TABLES["jackpot"]
    table = pg.design_pay_table(jackpot, target_edge=pg.price(jackpot).house_edge)
    _check_monotone(table)
    assert table != jackpot


def test_sd_and_hit_frequency_ranges() -> None:
    events = list(pg.PAY_TABLES["mania"].events)
    low = pg.design_pay_table(events, target_edge=0.05, sd=(0, 3.5))
    high = pg.design_pay_table(events, target_edge=0.05, sd=(6, 100))
    assert pg.price(low).sd <= 3.5 and pg.price(high).sd >= 6
    _check_monotone(low)
    _check_monotone(high)
    with pytest.raises(pg.ArgumentError, match="has its SD in"):
        pg.design_pay_table(events, target_edge=0.05, sd=(0.01, 0.02))
    hit = Fraction(sum(ln.hands for ln in pg.price("mania").lines), HANDS)
    pg.design_pay_table(events, target_edge=0.05, hit_frequency=(0.19, 0.2))
    assert 0.19 < hit < 0.2
    with pytest.raises(pg.ArgumentError, match="hit frequency is 19.19"):
        pg.design_pay_table(events, target_edge=0.05, hit_frequency=(0.3, 0.4))


def test_designer_errors() -> None:
    with pytest.raises(pg.PayTableError, match="unknown side-bet event"):
        pg.design_pay_table(["no-such-event"], target_edge=0.05)
    with pytest.raises(pg.ArgumentError, match="target_edge"):
        pg.design_pay_table(["straight"], target_edge=2)
    with pytest.raises(pg.ArgumentError, match="no hand is paid by royal-flush"):
        pg.design_pay_table(["straight-flush", "royal-flush", "flush"], target_edge=0.1)


def test_envy_value_is_exact_linear_and_simulated_alike() -> None:
    fortune = pg.price("fortune")
    envy = envy_prices(fortune, rounds=4_000, seed=3)
    p = pg.price(ENVY)
    one = Fraction(sum(ln.pays * ln.hands for ln in p.lines), HANDS * ENVY_BET)
    assert Fraction(envy["envy_a_player"]["exact"]) == one
    for row in envy["by_others"]:
        k = row["others"]
        assert Fraction(row["envy_value"]["exact"]) == k * one
        assert Fraction(row["house_edge"]["exact"]) == fortune.house_edge - k * one
        exact = fortune.variance + k * Fraction(envy["envy_variance_a_player"]["exact"])
        assert Fraction(row["variance_without_sharing"]["exact"]) == exact
        assert abs(row["sd"] ** 2 - float(exact)) < 0.05 * float(exact)
        assert row["sd_standard_error"] > 0
    # The mean of simulated envy over other hands of one deck meets the exact value.
    cards = pg.deal(50_000, 7, seed=9)
    lines = pg.side_bet_events_many(ENVY, cards)
    pays = np.array([ln.pays for ln in ENVY.lines] + [0], dtype=float)
    got = pays[np.where(lines < 0, len(ENVY.lines), lines)] / ENVY_BET
    assert abs(got.mean() - float(one)) < 5 * got.std() / np.sqrt(len(got))
