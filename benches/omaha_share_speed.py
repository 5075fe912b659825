"""Omaha shares of every hole size: reading `15%` (and the widest share a range may
hold) and sampling a hand against it, each case in a fresh process so that the first
call's work and the peak memory are counted.

    python benches/omaha_share_speed.py [--repeats 3]

Per case: the least of `--repeats` runs of the call's seconds, the process's peak
resident memory, and for the equity runs the samples per second after the range is
read (the run's time less that of a 4,096-sample run), on the default threads.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from timing import cpu

#: (what, game, code): `code` binds `out` to what the case reports.
CASES = [
    ("range_hands('15%')", "omaha", "out = len(pg.range_hands('15%', game=GAME)[0])"),
    ("range_hands('15%')", "omaha-5", "out = len(pg.range_hands('15%', game=GAME)[0])"),
    ("range_hands('15%')", "omaha-6", "out = len(pg.range_hands('15%', game=GAME)[0])"),
    ("range_hands('39%')", "omaha-6", "out = len(pg.range_hands('39%', game=GAME)[0])"),
    ("range_hands('100%')", "omaha-5", "out = len(pg.range_hands('100%', game=GAME)[0])"),
]
#: A hand against `15%`, by game.
HEROES = {"omaha": "AsAhKsKh", "omaha-5": "AsAhKsKhQd", "omaha-6": "AsAhKsKhQdQh"}
SAMPLES = 2_000_000

PROGRAM = """
import json, logging, resource, time
import paigow_fast as pg
logging.getLogger("paigow_fast").setLevel(logging.ERROR)
GAME = {game!r}
start = time.perf_counter()
{code}
seconds = time.perf_counter() - start
print(json.dumps([seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, out]))
"""


def run(game: str, code: str, repeats: int) -> tuple[float, float, object]:
    """The least seconds of `repeats` fresh runs, the peak MB, what the case reports."""
    runs = []
    for _ in range(repeats):
        program = PROGRAM.format(game=game, code=code)
        done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    seconds, kb, out = min(runs)
    return seconds, kb / 1024, out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"CPU: {cpu()}")
    for what, game, code in CASES:
        seconds, mb, hands = run(game, code, args.repeats)
        print(f"{game:8} {what:20} {hands:>10,} hands {seconds:7.3f} s {mb:6.0f} MB")
    for game, hero in HEROES.items():
        call = "out = None\npg.equity([{!r}, '15%'], game=GAME, method='monte-carlo', "
        call += "samples={}, seed=1, stdev=0.0)"
        read, _, _ = run(game, call.format(hero, 4096), args.repeats)
        seconds, mb, _ = run(game, call.format(hero, SAMPLES + 4096), args.repeats)
        rate = SAMPLES / max(seconds - read, 1e-9) / 1e6
        print(f"{game:8} {hero} vs 15%: read {read:.2f} s, {rate:.2f} M samples/s, {mb:.0f} MB")


if __name__ == "__main__":
    main()
