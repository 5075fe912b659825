"""The exact analysis against another engine (an older build): every `--step`-th chunk
on one thread, the two engines interleaved chunk by chunk, each in its own process,
the best of `--rounds` times a chunk (processor time: a shared machine's other work
does not count); the integers must be identical. The sum of the
best times over the chunks, times `--step`, estimates the whole game on one thread.

    python benches/analysis_speed.py OLD_PACKAGE_PARENT [--step 20] [--rounds 3]

OLD_PACKAGE_PARENT is a directory holding another build's `paigow_fast` package (for
example a copy of a checkout's `python/` after `pip install -e .`); pin the run to one
core with `taskset -c 1` on a shared machine.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

WORKER = """
import json, sys, time
import paigow_fast as pg
if hasattr(pg._core, "Analysis"):
    chunk = pg._core.Analysis("foxwoods", "foxwoods").chunk
else:  # a build from before the game was a class
    chunk = lambda k, threads: pg._core.analysis_chunk(k, "foxwoods", "foxwoods", 0.05, threads)
chunk(0, threads=1)  # tables built
print(json.dumps(pg.__file__), flush=True)
for line in sys.stdin:
    k = int(line)
    t = time.process_time()
    r = chunk(k, threads=1)
    print(json.dumps([time.process_time() - t, r]), flush=True)
"""


def engine(path: str | None) -> subprocess.Popen[str]:
    env = dict(os.environ)
    if path is not None:
        env["PYTHONPATH"] = path
    p = subprocess.Popen(
        [sys.executable, "-c", WORKER],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert p.stdout is not None
    print("engine:", json.loads(p.stdout.readline()))
    return p


def run(p: subprocess.Popen[str], k: int) -> tuple[float, object]:
    assert p.stdin is not None and p.stdout is not None
    p.stdin.write(f"{k}\n")
    p.stdin.flush()
    t, r = json.loads(p.stdout.readline())
    return t, r


def main() -> None:
    a = argparse.ArgumentParser()
    a.add_argument("old", help="directory holding the other build's paigow_fast")
    a.add_argument("--step", type=int, default=20)
    a.add_argument("--rounds", type=int, default=3)
    a.add_argument("--chunks", type=int, nargs="*", help="these chunks instead (no estimate)")
    args = a.parse_args()
    old, new = engine(args.old), engine(None)
    chunks = args.chunks or range(args.step // 2, 676, args.step)
    best_old, best_new = {}, {}
    for k in chunks:
        for _ in range(args.rounds):
            (t_old, r_old), (t_new, r_new) = run(old, k), run(new, k)
            if r_old != r_new:
                sys.exit(f"chunk {k}: the engines' integers differ")
            best_old[k] = min(best_old.get(k, t_old), t_old)
            best_new[k] = min(best_new.get(k, t_new), t_new)
        print(
            f"chunk {k:3}: {best_old[k]:6.3f} s -> {best_new[k]:6.3f} s "
            f"({best_old[k] / best_new[k]:4.2f}x)",
            flush=True,
        )
    total_old, total_new = sum(best_old.values()), sum(best_new.values())
    print(
        f"{len(best_old)} chunks, identical integers: {total_old:.2f} s -> "
        f"{total_new:.2f} s, {total_old / total_new:.2f}x; whole game on one thread "
        f"about {total_old * args.step / 60:.1f} -> {total_new * args.step / 60:.1f} min"
    )


if __name__ == "__main__":
    main()
