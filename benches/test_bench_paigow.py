"""Pai Gow speed: the house way in bulk and hand by hand, settlement, and the seeded
simulation, beside the pure-Python reference and pygow-poker (a Python Pai Gow
simulator, playing its own house way for both sides)."""

from __future__ import annotations

import random
from typing import Any

import numpy as np

import paigow_fast as pg

from conftest import import_pygow, measure, random_hands

BULK = 1_000_000
HANDS = random_hands(BULK, 7, 53, seed=4)
SIM_ROUNDS = 4_000_000


def test_house_way_many(benchmark: Any) -> None:
    out = measure(benchmark, "house_way_many", lambda: pg.house_way_many(HANDS), BULK)
    assert out.shape == (BULK, 7)


def test_house_way_many_foxwoods(benchmark: Any) -> None:
    out = measure(
        benchmark,
        "house_way_many foxwoods",
        lambda: pg.house_way_many(HANDS, way="foxwoods"),
        BULK,
    )
    assert out.shape == (BULK, 7)


def test_house_way_rule_many(benchmark: Any) -> None:
    measure(benchmark, "house_way_rule_many", lambda: pg.house_way_rule_many(HANDS), BULK)


def test_house_way_many_one_thread(benchmark: Any) -> None:
    measure(
        benchmark,
        "house_way_many (1 thread)",
        lambda: pg.house_way_many(HANDS, threads=1),
        BULK,
        rounds=3,
    )


def test_house_way_loop(benchmark: Any) -> None:
    rows = HANDS[:20_000].tolist()
    measure(
        benchmark, "pg.house_way loop", lambda: [pg.house_way(r) for r in rows], len(rows), rounds=3
    )


def test_reference_house_way(benchmark: Any) -> None:
    from paigow_fast.reference import house_way

    rows = HANDS[:300].tolist()
    measure(
        benchmark,
        "reference house_way loop",
        lambda: [house_way(r) for r in rows],
        len(rows),
        rounds=1,
    )


def test_settle_many(benchmark: Any) -> None:
    cards = pg.deal(BULK, seed=1)
    player = pg.house_way_many(cards[:, :7])
    dealer = pg.house_way_many(cards[:, 7:])
    out = measure(
        benchmark, "settle_many", lambda: pg.settle_many(player, dealer), BULK, unit="rounds"
    )
    assert out.shape == (BULK,)


def test_deal(benchmark: Any) -> None:
    measure(benchmark, "deal", lambda: pg.deal(SIM_ROUNDS, seed=1), SIM_ROUNDS, unit="rounds")


def test_simulate(benchmark: Any) -> None:
    r = measure(
        benchmark,
        "simulate house vs house",
        lambda: pg.simulate(SIM_ROUNDS, seed=1),
        SIM_ROUNDS,
        unit="rounds",
        rounds=3,
    )
    assert r.rounds == SIM_ROUNDS


def test_simulate_foxwoods(benchmark: Any) -> None:
    measure(
        benchmark,
        "simulate foxwoods vs foxwoods",
        lambda: pg.simulate(SIM_ROUNDS, player="foxwoods", dealer="foxwoods", seed=1),
        SIM_ROUNDS,
        unit="rounds",
        rounds=3,
    )


def test_simulate_one_thread(benchmark: Any) -> None:
    measure(
        benchmark,
        "simulate house vs house (1 thread)",
        lambda: pg.simulate(SIM_ROUNDS // 4, seed=1, threads=1),
        SIM_ROUNDS // 4,
        unit="rounds",
        rounds=2,
    )


def test_single_round_loop(benchmark: Any) -> None:
    cards = pg.deal(5_000, seed=2).tolist()

    def loop() -> float:
        total = 0.0
        for row in cards:
            total += pg.settle(pg.house_way(row[:7]), pg.house_way(row[7:])).payout
        return total

    measure(
        benchmark, "pg.house_way + pg.settle round loop", loop, len(cards), unit="rounds", rounds=2
    )


def test_pygow_poker(benchmark: Any) -> None:
    game, house_strat = import_pygow()
    deck = list(game.DECK)
    rng = random.Random(1)
    n = 1_000

    def loop() -> int:
        player_wins = 0
        for _ in range(n):
            rng.shuffle(deck)
            p = house_strat.house_strat(tuple(deck[:7]))
            d = house_strat.house_strat(tuple(deck[7:14]))
            player_wins += game.determine_winner(p, d) == "Player Wins"
        return player_wins

    measure(benchmark, "pygow-poker round loop", loop, n, unit="rounds", rounds=1)


def test_simulation_agrees_with_bulk() -> None:
    """Not a benchmark: the simulated counts are those of the bulk path on the same
    dealt cards (a guard that the benchmarks time the same work)."""
    n = 100_000
    cards = pg.deal(n, seed=3)
    pay = pg.settle_many(pg.house_way_many(cards[:, :7]), pg.house_way_many(cards[:, 7:]))
    r = pg.simulate(n, seed=3)
    assert (r.wins, r.losses) == (int(np.sum(pay > 0)), int(np.sum(pay < 0)))
