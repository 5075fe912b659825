"""Hand evaluation speed: our bulk and single-hand paths, the pure-Python reference,
and the evaluators a user would otherwise pick (phevaluator, eval7, treys, pokerkit).

Everything evaluates the same random seven-card hands (int ids rank * 4 + suit, the
order phevaluator uses too); the peers get them converted to their own card objects
beforehand, so only evaluation is timed. Peer rankings are checked against ours on a
sample first (a benchmark of a wrong answer is worthless)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Ranking

from conftest import cpu_name, import_peer, measure, random_hands

BULK = 4_000_000  # hands per bulk call
LOOP = 50_000  # hands per Python-loop call (fast single-hand evaluators)
SLOW = 2_000  # hands per call of the slow pure-Python evaluators

HIGH7 = random_hands(BULK, 7, 52, seed=1)
PAIGOW7 = random_hands(BULK, 7, 53, seed=2)
HIGH5 = random_hands(BULK, 5, 52, seed=3)
HIGH7_ROWS = HIGH7[:LOOP].tolist()
PAIGOW7_ROWS = PAIGOW7[:LOOP].tolist()
RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"


def card_text(c: int) -> str:
    return RANK_CHARS[c // 4] + SUIT_CHARS[c % 4]


# --- ours -------------------------------------------------------------------------


def test_rank_many_high7(benchmark: Any) -> None:
    out = measure(
        benchmark, "rank_many HIGH 7", lambda: pg.rank_many(Ranking.HIGH, HIGH7), BULK, rounds=10
    )
    assert out.shape == (BULK,)


def test_rank_many_high7_one_thread(benchmark: Any) -> None:
    measure(
        benchmark,
        "rank_many HIGH 7 (1 thread)",
        lambda: pg.rank_many(Ranking.HIGH, HIGH7, threads=1),
        BULK,
    )


def test_rank_many_overhead_against_the_bare_loop() -> None:
    """rank_many(HIGH, 7 cards, threads=1) from Python, validation and the output array
    included, against the bare Rust loop on the same hands (no validation, no output),
    interleaved in one run: the ratio is printed with the CPU."""
    import time

    from paigow_fast import _core

    hands = np.ascontiguousarray(HIGH7)
    expected = int(pg.rank_many(Ranking.HIGH, hands, threads=1).astype(np.uint64).sum())
    assert _core.bare_high7_sum(hands) == expected  # the same hands, the same ranks
    best = {"rank_many": float("inf"), "bare loop": float("inf")}
    for _ in range(7):
        t = time.perf_counter()
        pg.rank_many(Ranking.HIGH, hands, threads=1)
        best["rank_many"] = min(best["rank_many"], time.perf_counter() - t)
        t = time.perf_counter()
        _core.bare_high7_sum(hands)
        best["bare loop"] = min(best["bare loop"], time.perf_counter() - t)
    rates = {k: BULK / v / 1e6 for k, v in best.items()}
    print(
        f"\nrank_many HIGH 7 (1 thread) {rates['rank_many']:.0f} M hands/s, bare Rust loop "
        f"{rates['bare loop']:.0f} M hands/s: {rates['rank_many'] / rates['bare loop']:.2f}x "
        f"(CPU: {cpu_name()})"
    )


def test_rank_many_high7_int64_fortran(benchmark: Any) -> None:
    hands = np.asfortranarray(HIGH7.astype(np.int64))
    measure(
        benchmark,
        "rank_many HIGH 7 (int64 Fortran array: converted)",
        lambda: pg.rank_many(Ranking.HIGH, hands),
        BULK,
    )


def test_rank_many_paigow7(benchmark: Any) -> None:
    measure(
        benchmark,
        "rank_many PAIGOW_HIGH 7",
        lambda: pg.rank_many(Ranking.PAIGOW_HIGH, PAIGOW7),
        BULK,
        rounds=10,
    )


def test_rank_many_high5(benchmark: Any) -> None:
    measure(
        benchmark, "rank_many HIGH 5", lambda: pg.rank_many(Ranking.HIGH, HIGH5), BULK, rounds=10
    )


@pytest.mark.parametrize(
    ("ranking", "rows"),
    [(Ranking.HIGH, HIGH7_ROWS), (Ranking.PAIGOW_HIGH, PAIGOW7_ROWS)],
    ids=["high7", "paigow7"],
)
def test_rank_loop(benchmark: Any, ranking: Ranking, rows: list[list[int]]) -> None:
    def loop() -> int:
        rank = pg.rank
        return sum(rank(ranking, r) or 0 for r in rows)

    measure(benchmark, f"pg.rank loop {ranking.name} 7", loop, LOOP, rounds=3)


@pytest.mark.parametrize(
    ("ranking", "total"),
    [(Ranking.PAIGOW_HIGH, 154_143_080), (Ranking.HIGH, 133_784_560)],
    ids=["paigow7", "high7"],
)
def test_category_counts(benchmark: Any, ranking: Ranking, total: int) -> None:
    counts = measure(
        benchmark,
        f"category_counts {ranking.name} 7",
        lambda: pg.category_counts(ranking, 7),
        total,
        rounds=1,
    )
    assert sum(counts.values()) == total


# --- the pure-Python reference ----------------------------------------------------


@pytest.mark.parametrize(
    ("key", "rows", "label"),
    [("high_key", HIGH7_ROWS, "HIGH 7"), ("paigow_high_key", PAIGOW7_ROWS, "PAIGOW_HIGH 7")],
    ids=["high_key", "paigow_high_key"],
)
def test_reference_key(benchmark: Any, key: str, rows: list[list[int]], label: str) -> None:
    from paigow_fast import reference

    key_of = getattr(reference, key)
    rows = rows[:SLOW]
    measure(
        benchmark,
        f"reference {key} loop {label}",
        lambda: [key_of(r) for r in rows],
        SLOW,
        rounds=1,
    )


# --- peers ------------------------------------------------------------------------


def _ours(rows: list[list[int]]) -> np.ndarray:
    return pg.rank_many(Ranking.HIGH, np.array(rows, dtype=np.uint8)).astype(np.int64)


def test_phevaluator(benchmark: Any) -> None:
    phe = import_peer("phevaluator")
    evaluate_cards = phe.evaluate_cards
    rows = HIGH7_ROWS
    # phevaluator: 1 = best .. 7462 = worst, on the same int ids.
    sample = np.array([evaluate_cards(*r) for r in rows[:5000]])
    assert np.array_equal(7463 - sample, _ours(rows[:5000]))

    measure(
        benchmark,
        "phevaluator evaluate_cards loop HIGH 7",
        lambda: [evaluate_cards(*r) for r in rows],
        LOOP,
        rounds=3,
    )


def test_treys(benchmark: Any) -> None:
    treys = import_peer("treys")
    ev = treys.Evaluator()
    cards = [[treys.Card.new(card_text(c)) for c in r] for r in HIGH7_ROWS]
    sample = np.array([ev.evaluate(r[:5], r[5:]) for r in cards[:2000]])
    assert np.array_equal(7463 - sample, _ours(HIGH7_ROWS[:2000]))
    evaluate = ev.evaluate

    measure(
        benchmark,
        "treys evaluate loop HIGH 7",
        lambda: [evaluate(r[:5], r[5:]) for r in cards],
        LOOP,
        rounds=3,
    )


def test_eval7(benchmark: Any) -> None:
    eval7 = import_peer("eval7")
    cards = [[eval7.Card(card_text(c)) for c in r] for r in HIGH7_ROWS]
    # eval7's values are a different scale; the order must agree with ours.
    theirs = np.array([eval7.evaluate(r) for r in cards[:5000]])
    ours = _ours(HIGH7_ROWS[:5000])
    assert np.array_equal(np.argsort(theirs, kind="stable"), np.argsort(ours, kind="stable"))
    evaluate = eval7.evaluate

    measure(
        benchmark,
        "eval7 evaluate loop HIGH 7",
        lambda: [evaluate(r) for r in cards],
        LOOP,
        rounds=3,
    )


def test_pokerkit(benchmark: Any) -> None:
    pokerkit = import_peer("pokerkit")
    texts = [
        ("".join(map(card_text, r[:2])), "".join(map(card_text, r[2:]))) for r in HIGH7_ROWS[:SLOW]
    ]
    hand = pokerkit.StandardHighHand
    measure(
        benchmark,
        "pokerkit StandardHighHand loop HIGH 7",
        lambda: [hand.from_game(h, b) for h, b in texts],
        SLOW,
        rounds=1,
    )


@pytest.mark.parametrize("threads", [1, 2])
def test_rank_many_scaling(benchmark: Any, threads: int) -> None:
    measure(
        benchmark,
        f"rank_many PAIGOW_HIGH 7 ({threads} thread{'s' if threads > 1 else ''})",
        lambda: pg.rank_many(Ranking.PAIGOW_HIGH, PAIGOW7, threads=threads),
        BULK,
    )
