"""The solver (docs/rules.md "Strategies and value"): solve and solve_many, exact and approx.

The exact counts are checked hand by hand against the Rust house way in the Rust
tests (`cargo test --release solver`); here they are checked against a Monte Carlo
estimate that uses the pure-Python reference house way, which shares no code with it.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import reference as ref

from conftest import parallel_map

COMMISSION = 0.05
EXACT_TOTAL = 53_524_680
APPROX_TOTAL = 154_143_080

# Player hands whose own house way goes through each numbered rule (1 to 11) of the Golden
# Nugget way.
RULE_HANDS = {
    "1 five aces": "Ac Ad Ah As Jk Qc 7d",
    "2 four of a kind": "8c 8d 8h 8s 9c Kd 3h",
    "3 two trips": "5c 5d 5h 9c 9d 9h 3s",
    "4 trips and two pairs": "5c 5d 5h 9c 9d Th Ts",
    "5 full house": "5c 5d 5h 9c 9d Th As",
    "6 three pairs": "5c 5d 8h 8c 2d 2h As",
    "7 straight": "4c 5d 6h 7s 8c 9d Kh",
    "7 flush": "2h 5h 9h Jh Kh 3c 3d",
    "7 straight flush": "4h 5h 6h 7h 8h 9d Tc",
    "7a two pairs over a straight": "Ac 2d 3h 4s 5c 5d 4h",
    "8 trips": "5c 5d 5h 9c Jd Kh 3s",
    "8 three aces": "Ac Ad Jk 9c Jd Kh 3s",
    "9 two pairs": "2c 3d 5h Ts Tc Qd Qh",
    "10 one pair": "3c 6d 6h 7s Jc Kd Ah",
    "11 no pair": "2c 3d 9h 6s Jc Qd Ah",
}


def random_hands(n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.array([rng.permutation(53)[:7] for _ in range(n)], dtype=np.uint8)


@pytest.fixture(scope="module")
def exact_solutions() -> dict[str, pg.Solution]:
    return {name: pg.solve(text) for name, text in RULE_HANDS.items()}


def test_probabilities_sum_to_one_and_fouls_are_flagged(exact_solutions):
    for name, text in RULE_HANDS.items():
        for s in (exact_solutions[name], pg.solve(text, method="approx")):
            total = EXACT_TOTAL if s.method == "exact" else APPROX_TOTAL
            assert s.dealer_hands == total
            assert len(s.options) == 21
            assert [o.setting for o in s.options] == pg.settings(text)
            legal_evs = []
            for o in s.options:
                assert o.legal == o.setting.is_legal
                if o.legal:
                    assert sum(o.counts) == total
                    assert o.win + o.push + o.loss == pytest.approx(1.0, abs=1e-12)
                    assert o.ev == pytest.approx(o.win * (1 - COMMISSION) - o.loss, abs=1e-12)
                    legal_evs.append(o.ev)
                else:
                    assert o.ev is None
                    assert o is not s.best
            assert s.best.legal and s.best.ev == max(legal_evs)
            assert s.house.setting == pg.house_way(text)
            assert s.house_cost >= 0.0
            assert s.house_cost == s.best.ev - s.house.ev


def test_some_settings_are_fouls_and_never_chosen():
    s = pg.solve("As Kd Qh 7c 7d 3s 2h")
    fouls = [o for o in s.options if not o.legal]
    assert len(fouls) == 3  # A-7 in front of K-Q-7-3-2, and 7-7 in front of no pair
    assert all(o.ev is None and o.counts == (0, 0, 0) for o in fouls)
    assert s.best.legal


def test_house_cost_is_zero_when_the_house_way_is_optimal():
    s = pg.solve("As Kd Qh 7c 7d 3s 2h")
    assert s.best is s.house
    assert s.house_cost == 0.0


def test_ties_go_to_the_house_way():
    # Two pairs the house way splits; settings equal in classes to the house way's are
    # interchangeable, and whenever the best is one of them it is the house way's.
    for text in ["Kc Kd Kh Ks 9c 9d 3h", "2c 2d 7h 7s Jc Jd Qh", "Ac Ad Ah As Jk Kc Kd"]:
        for method in ("exact", "approx"):
            s = pg.solve(text, method=method)
            same = (s.best.setting.high_rank, s.best.setting.low_rank) == (
                s.house.setting.high_rank,
                s.house.setting.low_rank,
            )
            if same or s.best.ev == s.house.ev:
                assert s.best is s.house


def test_commission_changes_values_not_counts():
    a = pg.solve("Ac Ad 7h 7s Jc Qd 4h", commission=0.05)
    b = pg.solve("Ac Ad 7h 7s Jc Qd 4h", commission=0.0)
    for x, y in zip(a.options, b.options):
        assert x.counts == y.counts
        if x.legal:
            assert y.ev == pytest.approx(x.win - x.loss, abs=1e-12)


def _reference_outcomes(args: list[tuple[tuple[int, ...], list[tuple[int, ...]]]]) -> list[list]:
    """For each (player hand, dealer hands): per setting of the player, the number of
    dealer hands won and lost, by the pure-Python reference house way and keys."""
    out = []
    for hand, dealers in args:
        settings = [
            (ref.paigow_high_key(high), ref.paigow_low_key(low), ref.is_legal(high, low))
            for high, low in ref.settings(hand)
        ]
        wins = [0] * 21
        losses = [0] * 21
        for d in dealers:
            dh, dl = ref.house_way(d)
            dk, dlk = ref.paigow_high_key(dh), ref.paigow_low_key(dl)
            for k, (pk, plk, legal) in enumerate(settings):
                if not legal:
                    continue
                hi, lo = pk > dk, plk > dlk
                wins[k] += hi and lo
                losses[k] += not hi and not lo
        out.append([wins, losses])
    return out


@pytest.mark.slow
def test_exact_agrees_with_a_monte_carlo_of_the_reference_house_way(exact_solutions):
    samples = 2_500
    rng = random.Random(2024)
    jobs = []
    for text in RULE_HANDS.values():
        hand = tuple(pg.parse_cards(text))
        rest = [c for c in range(53) if c not in hand]
        dealers = [tuple(rng.sample(rest, 7)) for _ in range(samples)]
        # In chunks, so that the reference runs on every core.
        jobs.extend((hand, dealers[i : i + 500]) for i in range(0, samples, 500))
    results = parallel_map(_reference_outcomes, jobs, chunk=1)
    per_hand = len(results) // len(RULE_HANDS)
    worst = 0.0
    for h, name in enumerate(RULE_HANDS):
        chunk = results[h * per_hand : (h + 1) * per_hand]
        wins = np.sum([c[0] for c in chunk], axis=0)
        losses = np.sum([c[1] for c in chunk], axis=0)
        s = exact_solutions[name]
        for k, o in enumerate(s.options):
            if not o.legal:
                continue
            for p, hits in ((o.win, wins[k]), (o.loss, losses[k])):
                sigma = np.sqrt(max(p * (1 - p), 1 / samples) / samples)
                z = abs(hits / samples - p) / sigma
                worst = max(worst, z)
                assert z < 4.5, f"{name}: {o.setting} estimate {hits / samples} vs exact {p}"
            # The value, with its own error bar.
            w = 1 - COMMISSION
            mean = (w * wins[k] - losses[k]) / samples
            var = w * w * o.win + o.loss - o.ev**2
            sigma = np.sqrt(max(var, 1 / samples) / samples)
            assert abs(mean - o.ev) < 4.5 * sigma, f"{name}: {o.setting} ev {mean} vs {o.ev}"
    print(f"largest deviation from the exact values: {worst:.2f} sigma")


def test_approx_agrees_with_exact_on_the_best_setting(capsys):
    hands = random_hands(30, seed=5)
    agree = 0
    lost = []
    for row in hands.tolist():
        e = pg.solve(row)
        a = pg.solve(row, method="approx")
        assert a.method == "approx" and e.method == "exact"
        # The approximate choice valued exactly: what it gives up against the best.
        chosen = next(o for o in e.options if o.setting == a.best.setting)
        lost.append(e.best.ev - chosen.ev)
        agree += chosen.ev == e.best.ev
    rate = agree / len(hands)
    with capsys.disabled():
        print(
            f"\napprox vs exact: same best setting (by exact value) for {agree}/{len(hands)} "
            f"random hands ({rate:.0%}); mean exact value given up {np.mean(lost):.5f}"
        )
    assert rate >= 0.8
    assert max(lost) < 0.05


def test_solve_many_equals_solve():
    hands = random_hands(300, seed=7)
    many = pg.solve_many(hands)
    assert many.shape == (300, 7) and many.dtype == np.uint8
    for row, out in zip(hands.tolist(), many.tolist()):
        best = pg.solve(row, method="approx").best.setting
        assert pg.Setting(out[:5], out[5:]) == best
        assert sorted(out) == sorted(row)
        # The layout of house_way_many: the five-card hand in the row's order.
        assert out[:5] == [c for c in row if c in best.high]
    exact = pg.solve_many(hands[:4], method="exact")
    for row, out in zip(hands[:4].tolist(), exact.tolist()):
        assert pg.Setting(out[:5], out[5:]) == pg.solve(row).best.setting


def test_solve_many_is_the_same_for_any_thread_count():
    hands = random_hands(20_000, seed=11)
    one = pg.solve_many(hands, threads=1)
    two = pg.solve_many(hands, threads=2)
    default = pg.solve_many(hands)
    np.testing.assert_array_equal(one, two)
    np.testing.assert_array_equal(one, default)
    e1 = pg.solve_many(hands[:6], method="exact", threads=1)
    e2 = pg.solve_many(hands[:6], method="exact", threads=2)
    np.testing.assert_array_equal(e1, e2)


def test_solve_many_accepts_any_integer_array():
    hands = random_hands(50, seed=3)
    expect = pg.solve_many(hands)
    for dtype in (np.int8, np.int16, np.uint16, np.int32, np.int64, np.uint64):
        np.testing.assert_array_equal(pg.solve_many(hands.astype(dtype)), expect)
    np.testing.assert_array_equal(pg.solve_many(np.asfortranarray(hands)), expect)
    np.testing.assert_array_equal(pg.solve_many(hands.tolist()), expect)
    assert pg.solve_many(np.zeros((0, 7), dtype=np.uint8)).shape == (0, 7)


def test_solve_many_names_the_bad_row():
    hands = random_hands(10, seed=4).astype(np.int64)
    bad = hands.copy()
    bad[6, 3] = bad[6, 2]
    with pytest.raises(pg.CardError, match="row 6"):
        pg.solve_many(bad)
    bad = hands.copy()
    bad[4, 0] = 60
    with pytest.raises(pg.CardError, match="row 4.*60"):
        pg.solve_many(bad)
    bad[2, 1] = -1
    with pytest.raises(pg.CardError, match="row 2"):
        pg.solve_many(bad)
    with pytest.raises(pg.HandError):
        pg.solve_many(hands[:, :6])
    with pytest.raises(pg.HandError):
        pg.solve_many(hands.astype(np.float64))
    with pytest.raises(pg.Error, match="method"):
        pg.solve_many(hands, method="fast")
    with pytest.raises(pg.Error, match="commission"):
        pg.solve_many(hands, commission=1.5)
    with pytest.raises(pg.Error, match="threads"):
        pg.solve_many(hands, threads=0)


def test_solve_errors():
    with pytest.raises(pg.CardError):
        pg.solve("As As Kd Qh 7c 7d 3s")
    with pytest.raises(pg.HandError):
        pg.solve("As Kd Qh 7c 7d 3s")
    with pytest.raises(pg.Error, match="method"):
        pg.solve("As Kd Qh 7c 7d 3s 2h", method="fast")
    with pytest.raises(pg.Error, match="commission"):
        pg.solve("As Kd Qh 7c 7d 3s 2h", commission=-0.1)


def test_approx_is_labelled_approximate():
    a = pg.solve("As Kd Qh 7c 7d 3s 2h", method="approx")
    e = pg.solve("As Kd Qh 7c 7d 3s 2h")
    assert a.approximate and not e.approximate
    assert "approx" in repr(a) and "APPROXIMATE" in repr(a)
    assert "approximate" in str(a) and "card removal ignored" in str(a)
    assert "approximate" not in str(e) and "exact" in str(e)
    assert "best" in str(e) and "house" in str(e) and "foul" in str(e)


def test_optimal_player_beats_the_house_way_player(capsys):
    """Paired on the same deals: the optimal (approx) player against the house-way
    player, both facing the house-way dealer. The README records a longer run."""
    rounds = 1_000_000
    cards = pg.deal(rounds, seed=12345)
    player, dealer = cards[:, :7], cards[:, 7:]
    dealer_set = pg.house_way_many(dealer)
    optimal = pg.settle_many(pg.solve_many(player), dealer_set)
    house = pg.settle_many(pg.house_way_many(player), dealer_set)
    diff = optimal - house
    gap, stderr = diff.mean(), diff.std(ddof=1) / np.sqrt(rounds)
    with capsys.disabled():
        print(
            f"\noptimal (approx) minus house-way player over {rounds:,} paired rounds: "
            f"{gap:+.5f} +- {stderr:.5f} per unit; house way ev {house.mean():+.5f}"
        )
    assert gap > 0 and gap > 3 * stderr
    assert gap < 0.01
    # simulate(player="optimal") plays the same choices.
    sim = pg.simulate(50_000, player="optimal", seed=12345)
    first = optimal[:50_000]
    assert sim.wins == int(np.sum(first > 0)) and sim.losses == int(np.sum(first < 0))


@pytest.mark.slow
def test_ctrl_c_stops_an_exact_batch_promptly() -> None:
    import os
    import signal
    import threading
    import time

    hands = pg.deal(20_000, seed=3)[:, :7]  # about a minute of exact solving
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    try:
        start = time.monotonic()
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            pg.solve_many(hands, method="exact")
        elapsed = time.monotonic() - start
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert elapsed < 2.0, f"KeyboardInterrupt after {elapsed:.2f} s"
    # Batching changes nothing: a batch solved whole equals its rows one by one.
    few = hands[:40]
    got = pg.solve_many(few, method="exact")
    for row, s in zip(few.tolist(), got):
        best = pg.solve(row).best.setting
        assert pg.Setting(s[:5], s[5:]) == best
