"""One call from Python, timed in one process beside the peers, and equity under load.

    python benches/per_call.py [--repeats 7] [--load-seconds 1] [--load-rounds 5]

Part 1, in one process: each call of the library (the general API: a game by name,
cards as text or ids) and each peer's nearest call (eval7, treys, phevaluator,
holdem-hand-evaluator; those not installed are left out), each the least of
`--repeats` timeit repeats, interleaved call by call; the ratio of each of ours to
``eval7.evaluate`` of seven cards, and to the targets of the per-call issue.

Part 2, under load: cores + 1 processes, each calling ``pg.equity`` in a loop on the
river and on the flop for `--load-seconds`, with the default threads and with
``threads=1`` in turn for `--load-rounds` rounds; the least median time per call of
each, and their ratio (target: default threads within 1.5x of one thread). Peers:
``pip install ".[bench]"``.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import platform
import statistics
import time
import timeit

import paigow_fast as pg

TEXT7 = "As Ks Qs Js Ts 2c 3c"
IDS7 = pg.parse_cards(TEXT7)
HAND = "2c 3d 5h Ts Tc Qd Qh"
DEALER = "3c 6d 6h 7s Jc Kd Ah"
RIVER = "2h7hTd3c4s"
FLOP = "2h7hTd"

# Ours: (label, statement, target as a multiple of eval7.evaluate, or of the named peer).
OURS = [
    ("pg.rank('high', text)", "pg.rank('high', TEXT7)", ("holdem_hand_evaluator", 1.0)),
    ("pg.rank(Ranking.HIGH, ids)", "pg.rank(HIGH, IDS7)", ("eval7", 0.6)),
    ("pg.rank('high', ids)", "pg.rank('high', IDS7)", ("eval7", 0.7)),
    ("pg.parse_cards(text)", "pg.parse_cards(TEXT7)", ("eval7 parse", 0.5)),
    ("pg.house_way(text)", "pg.house_way(HAND)", ("eval7", 3.0)),
    ("pg.settle(text, text)", "pg.settle(HAND, DEALER)", ("eval7", 6.0)),
    ("pg.equity river", "pg.equity(['AhKh', 'QsQd'], board=RIVER)", ("eval7", 8.0)),
    ("pg.equity flop", "pg.equity(['AhKh', 'QsQd'], board=FLOP)", None),
]


def peers() -> list[tuple[str, str, dict]]:
    """(label, statement, globals) of each installed peer."""
    out = []
    try:
        import eval7

        cards = [eval7.Card(c) for c in TEXT7.split()]
        g = {"eval7": eval7, "cards": cards, "TEXT7": TEXT7}
        out.append(("eval7", "eval7.evaluate(cards)", g))
        out.append(("eval7 parse", "[eval7.Card(c) for c in TEXT7.split()]", g))
    except ImportError:
        pass
    try:
        import holdem_hand_evaluator

        g = {"h": holdem_hand_evaluator, "t": TEXT7.replace(" ", "")}
        out.append(("holdem_hand_evaluator", "h.evaluate_hand(t)", g))
    except ImportError:
        pass
    try:
        from treys import Card, Evaluator

        ev = Evaluator()
        cards = [Card.new(c) for c in TEXT7.split()]
        g = {"ev": ev, "board": cards[:5], "hand": cards[5:]}
        out.append(("treys", "ev.evaluate(board, hand)", g))
    except ImportError:
        pass
    try:
        from phevaluator import evaluate_cards

        g = {"f": evaluate_cards, "c": TEXT7.split()}
        out.append(("phevaluator", "f(*c)", g))
    except ImportError:
        pass
    return out


def best(stmt: str, g: dict, repeats: int) -> float:
    """Least seconds per call over `repeats` timeit repeats."""
    timer = timeit.Timer(stmt, globals=g)
    n, _ = timer.autorange()
    n = max(n, 1000)
    return min(timer.repeat(repeat=repeats, number=n)) / n


def one_process(repeats: int) -> None:
    ours_g = {
        "pg": pg,
        "HIGH": pg.Ranking.HIGH,
        "TEXT7": TEXT7,
        "IDS7": IDS7,
        "HAND": HAND,
        "DEALER": DEALER,
        "RIVER": RIVER,
        "FLOP": FLOP,
    }
    theirs = peers()
    times: dict[str, float] = {}
    # Interleaved: every call once per round, the least of the rounds kept.
    for _ in range(repeats):
        for label, stmt, _target in OURS:
            t = best(stmt, ours_g, 1)
            times[label] = min(times.get(label, t), t)
        for label, stmt, g in theirs:
            t = best(stmt, g, 1)
            times[label] = min(times.get(label, t), t)
    base = times.get("eval7")
    print(f"{'call':34} {'us':>8} {'x eval7':>8}   target")
    for label, _stmt, _g in theirs:
        ratio = f"{times[label] / base:8.2f}" if base else " " * 8
        print(f"{label:34} {times[label] * 1e6:8.3f} {ratio}")
    for label, _stmt, target in OURS:
        ratio = f"{times[label] / base:8.2f}" if base else " " * 8
        goal = ""
        if target and target[0] in times:
            peer, limit = target
            got = times[label] / times[peer]
            verdict = "met" if got <= limit else "MISSED"
            goal = f"<= {limit}x {peer}: {got:.2f}x {verdict}"
        print(f"{label:34} {times[label] * 1e6:8.3f} {ratio}   {goal}")


def _loop(stmt: str, setup: str, seconds: float, out: mp.Queue) -> None:
    """Runs `stmt` (after `setup`, with ``pg`` imported, and once untimed: tables built
    at first use) in a loop for `seconds`; puts the median seconds per call."""
    g: dict = {"pg": pg}
    exec(setup, g)
    code = compile(stmt, "<call>", "exec")
    exec(code, g)
    calls = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t = time.perf_counter()
        exec(code, g)
        calls.append(time.perf_counter() - t)
    out.put(statistics.median(calls))


def loaded(stmt: str, setup: str, procs: int, seconds: float) -> float:
    """The median time per call of `stmt` over `procs` processes calling at once."""
    # Spawned, not forked: a child forked after this process started its thread pools
    # would inherit pools without threads and wait on them forever.
    ctx = mp.get_context("spawn")
    q = ctx.Queue()
    ps = [ctx.Process(target=_loop, args=(stmt, setup, seconds, q)) for _ in range(procs)]
    for p in ps:
        p.start()
    got = [q.get() for _ in ps]
    for p in ps:
        p.join()
    return statistics.median(got)


def default_against_one_thread(
    stmt: str, setup: str, procs: int, seconds: float, rounds: int
) -> tuple[float, float]:
    """`stmt` (with ``{threads}`` for the threads argument) under load with the default
    threads and with ``threads=1``, the two in turn round by round: the least median
    of the rounds of each."""
    medians: dict[int | None, float] = {}
    for _ in range(rounds):
        for threads in (None, 1):
            m = loaded(stmt.format(threads=threads), setup, procs, seconds)
            medians[threads] = min(medians.get(threads, m), m)
    return medians[None], medians[1]


def under_load(seconds: float, rounds: int) -> None:
    """Default threads against threads=1 with cores + 1 processes: the two interleaved
    round by round, the least median of the rounds kept for each."""
    procs = (os.cpu_count() or 1) + 1
    print(
        f"\nunder load: {procs} processes on {os.cpu_count()} cores, {rounds} rounds of "
        f"{seconds} s each, interleaved"
    )
    print(f"{'board':8} {'threads':>8} {'median us':>10}")
    for name, board in (("river", RIVER), ("flop", FLOP)):
        stmt = f"pg.equity(['AhKh', 'QsQd'], board={board!r}, threads={{threads}})"
        default, one = default_against_one_thread(stmt, "", procs, seconds, rounds)
        print(f"{name:8} {'default':>8} {default * 1e6:10.1f}")
        print(f"{name:8} {'1':>8} {one * 1e6:10.1f}")
        ratio = default / one
        verdict = "met" if ratio <= 1.5 else "MISSED"
        print(f"{name:8} default / threads=1: {ratio:.2f}x (target <= 1.5x: {verdict})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--load-seconds", type=float, default=1.0)
    ap.add_argument("--load-rounds", type=int, default=5)
    args = ap.parse_args()
    print(f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    one_process(args.repeats)
    under_load(args.load_seconds, args.load_rounds)


if __name__ == "__main__":
    main()
