"""Hold'em equity against OMPEval's ``EquityCalculator``, on this machine: OMPEval
built from a source directory you point it at, timed with this library's
``pg.equity`` on the same preflop questions in interleaved rounds on one pinned core
(one thread each), the best round of each.

    python benches/peer_equity.py --ompeval ~/src/OMPEval [--rounds 5] [--core 1]
    python benches/peer_equity.py --ompeval ~/src/OMPEval --spread 30   # Monte Carlo

It fetches nothing: it copies OMPEval's ``omp/`` and ``libdivide/`` to a temporary
directory, makes the copy build with current compilers there (``static constexpr``
on the generator's ``min()``/``max()`` in ``omp/Random.h``, ``<functional>``
included: the source directory is not touched) and compiles it with a small C shim
(``benches/peer_equity/omp_equity_shim.cpp``) into a shared library loaded with
ctypes, for one target CPU (``--target-cpu``, default ``x86-64-v2``, the wheel's
baseline). This library is the installed ``paigow_fast``, timed around
``pg.equity(..., threads=1)`` from Python (parsing and the call included; OMPEval's
time includes its range parsing). Exact cases enumerate every deal; the Monte Carlo
cases run both to the same standard error: as many samples on both sides as this
library needs to bring every player's standard error to ``--stdev``. It prints the
CPU (model name, family, model) and per case both times and their ratio.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from peer_eval import cpu, run  # noqa: E402

SHIM = HERE / "peer_equity" / "omp_equity_shim.cpp"
SOURCES = ("HandEvaluator.cpp", "EquityCalculator.cpp", "CardRange.cpp", "CombinedRange.cpp")

EXACT = (
    ("AhKh", "QsQd"),
    ("7c2d", "AhAs"),
    ("AhKh", "QsQd", "JcTc"),
    ("QQ+,AKs", "JJ-99,AQs+"),
    ("AhKh", "random"),
    ("AKs", "QQ"),
    ("AKs", "QQ", "JTs"),
)
MONTE_CARLO = (
    ("QQ+,AKs", "JJ-99,AQs+", "random"),
    ("random",) * 6,
)
# OMPEval spells the full range "random" too.


def patched_copy(ompeval: Path, dest: Path) -> Path:
    """OMPEval's sources copied to `dest`, patched to build with g++ 12 and later."""
    for part in ("omp", "libdivide"):
        shutil.copytree(ompeval / part, dest / part, dirs_exist_ok=True)
    random_h = dest / "omp" / "Random.h"
    text = random_h.read_text()
    for name in ("min", "max"):
        text = text.replace(f"static uint64_t {name}()", f"static constexpr uint64_t {name}()")
    random_h.write_text(text)
    return dest


def build(build_dir: Path, ompeval: Path, target_cpu: str) -> Path:
    """Compiles OMPEval's equity calculator with the shim; returns the library's path."""
    src = patched_copy(ompeval, build_dir / "src")
    flags = ["-O3", "-std=c++11", f"-march={target_cpu}", "-fPIC", "-pthread"]
    flags += ["-include", "functional", f"-I{src}"]
    library = build_dir / "libompequity.so"
    sources = [str(src / "omp" / name) for name in SOURCES]
    run(["g++", *flags, "-shared", *sources, str(SHIM), "-o", str(library)])
    return library


class Omp:
    """OMPEval's equity through the shim."""

    def __init__(self, library: Path) -> None:
        self.lib = ctypes.CDLL(str(library))
        f = self.lib.omp_equity
        double_p = ctypes.POINTER(ctypes.c_double)
        f.argtypes = [
            ctypes.POINTER(ctypes.c_char_p),
            ctypes.c_uint,
            ctypes.c_int,
            ctypes.c_ulonglong,
            double_p,
            double_p,
            ctypes.POINTER(ctypes.c_ulonglong),
        ]
        f.restype = ctypes.c_int

    def equity(self, players: tuple[str, ...], samples: int | None) -> dict[str, float]:
        """Exact when `samples` is None, else Monte Carlo of that many samples."""
        ranges = (ctypes.c_char_p * len(players))(*(p.encode() for p in players))
        seconds, equity, hands = ctypes.c_double(), ctypes.c_double(), ctypes.c_ulonglong()
        args = (ranges, len(players), int(samples is None), samples or 0)
        if self.lib.omp_equity(*args, *map(ctypes.byref, (seconds, equity, hands))):
            raise RuntimeError(f"OMPEval refused {players}")
        return {"seconds": seconds.value, "equity": equity.value, "samples": hands.value}


def ours(players: tuple[str, ...], samples: int | None, stdev: float = 0.0, seed: int = 0) -> dict:
    """Exact when `samples` is None, else Monte Carlo of that many samples (or, with
    `stdev`, until every standard error reaches it)."""
    import paigow_fast as pg

    kwargs = (
        {"method": "exact"}
        if samples is None and not stdev
        else {"method": "monte-carlo", "stdev": stdev, "samples": samples, "seed": seed}
    )
    start = time.perf_counter()
    r = pg.equity(list(players), threads=1, **kwargs)
    seconds = time.perf_counter() - start
    return {
        "seconds": seconds,
        "equity": r.equity[0],
        "samples": r.samples or r.completions,
        "stderr": max(r.stderr),
        "stderr_1": r.stderr[0],
    }


def measure(library: Path, rounds: int, core: int, stdev: float) -> list[dict[str, object]]:
    """Per case: the best round of each side (both timed in this pinned process). Monte
    Carlo runs as many samples on both sides: as many as this library needs to bring
    every standard error to `stdev` (OMPEval's own standard error, from a few batches,
    is too rough to stop on)."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {core})
    omp = Omp(library)
    cases: list[tuple[tuple[str, ...], int | None]] = [(c, None) for c in EXACT]
    for players in MONTE_CARLO:
        cases.append((players, int(ours(players, None, stdev)["samples"])))
    out = []
    for players, samples in cases:
        best: dict[str, dict] = {}
        # A random hand against everything takes a second a round: fewer rounds.
        n = (rounds + 1) // 2 if samples is None and "random" in players else rounds
        for r in range(n):
            sides = ("OMPEval", "paigow_fast") if r % 2 == 0 else ("paigow_fast", "OMPEval")
            for name in sides:
                if name == "OMPEval":
                    result = omp.equity(players, samples)
                else:
                    result = ours(players, samples, seed=r)
                if name not in best or result["seconds"] < best[name]["seconds"]:
                    best[name] = result
        label = " vs ".join(players) if len(set(players)) > 1 else f"{len(players)}-way random"
        out.append(
            {
                "case": label,
                "method": "exact" if samples is None else "monte-carlo",
                "samples": samples,
                "rounds": n,
                **{name: best[name] for name in ("paigow_fast", "OMPEval")},
                "ratio": best["OMPEval"]["seconds"] / best["paigow_fast"]["seconds"],
            }
        )
    return out


#: Monte Carlo cases to the same standard error: the Monte Carlo cases, and the three
#: ranges of docs/equity.md.
SPREAD_CASES = (*MONTE_CARLO, ("AK,QQ+", "AQ+,KK+,JTs", "QQ+,AKs"))


def spread(library: Path, runs: int, core: int, samples: int) -> list[dict[str, object]]:
    """Per Monte Carlo case, each side's time to the same standard error of player 1's
    equity: the standard deviation of one sample (OMPEval's from the spread of player
    1's equity over `runs` runs of `samples` samples, its samples being correlated;
    ours from its own standard error, its samples independent) times the fastest
    run's time a sample. The runs alternate, one of each side in turn (ours seeded 0,
    1, ...), so that both see the same moments of a machine that is noisy in bursts.
    The ratio is of the times their variance a sample asks for."""
    import statistics

    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {core})
    omp = Omp(library)
    out = []
    for players in SPREAD_CASES:
        theirs, mine = [], []
        for r in range(runs):
            theirs.append(omp.equity(players, samples))
            mine.append(ours(players, samples, seed=r))
        sides = {
            "OMPEval": {
                "sd": statistics.stdev(x["equity"] for x in theirs) * samples**0.5,
                "seconds_per_sample": min(x["seconds"] / x["samples"] for x in theirs),
            },
            "paigow_fast": {
                "sd": mine[0]["stderr_1"] * samples**0.5,
                "seconds_per_sample": min(x["seconds"] / x["samples"] for x in mine),
            },
        }
        cost = {name: s["sd"] ** 2 * s["seconds_per_sample"] for name, s in sides.items()}
        label = " vs ".join(players) if len(set(players)) > 1 else f"{len(players)}-way random"
        ratio = cost["OMPEval"] / cost["paigow_fast"]
        out.append({"case": label, "runs": runs, "samples": samples, **sides, "ratio": ratio})
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ompeval", type=Path, required=True, help="OMPEval's source directory")
    p.add_argument("--rounds", type=int, default=5, help="interleaved rounds (best is kept)")
    p.add_argument("--core", type=int, default=1, help="the core to pin to")
    p.add_argument("--stdev", type=float, default=2e-4, help="Monte Carlo standard error")
    p.add_argument("--target-cpu", default="x86-64-v2", help="OMPEval's target (g++ -march)")
    p.add_argument("--build-dir", type=Path, help="keep the build here (default: a temp dir)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument(
        "--spread",
        type=int,
        metavar="RUNS",
        help="Monte Carlo only: time to the same standard error, OMPEval's from RUNS runs",
    )
    p.add_argument("--spread-samples", type=int, default=1_000_000, help="samples a run")
    args = p.parse_args(argv)
    if not (args.ompeval / "omp" / "EquityCalculator.cpp").is_file():
        p.error(f"{args.ompeval}/omp/EquityCalculator.cpp not found: point --ompeval at it")

    with tempfile.TemporaryDirectory() as tmp:
        build_dir = (args.build_dir or Path(tmp)).resolve()
        build_dir.mkdir(parents=True, exist_ok=True)
        library = build(build_dir, args.ompeval.resolve(), args.target_cpu)
        if args.spread:
            spreads = spread(library, args.spread, args.core, args.spread_samples)
        else:
            cases = measure(library, args.rounds, args.core, args.stdev)

    machine = cpu()
    if args.spread:
        if args.json:
            print(json.dumps({"cpu": machine, "cases": spreads}, indent=2))
            return 0
        print(
            f"CPU: {machine['model']} (family {machine['family']}, model "
            f"{machine['model_number']}), one thread each pinned to core {args.core}; "
            f"{args.spread} runs of OMPEval, {args.spread_samples:,} samples each"
        )
        for c in spreads:
            us, omp = c["paigow_fast"], c["OMPEval"]
            print(
                f"{c['case']:32} sd a sample {us['sd']:.3f} vs {omp['sd']:.3f}, "
                f"{us['seconds_per_sample'] * 1e9:.1f} vs {omp['seconds_per_sample'] * 1e9:.1f}"
                f" ns a sample: {c['ratio']:.2f}x the time to the same standard error"
            )
        return 0
    if args.json:
        print(json.dumps({"cpu": machine, "stdev": args.stdev, "cases": cases}, indent=2))
        return 0
    print(
        f"CPU: {machine['model']} (family {machine['family']}, model "
        f"{machine['model_number']}; {machine['cores']} cores), one thread each pinned to "
        f"core {args.core}, OMPEval built for {args.target_cpu}, best of {args.rounds} "
        f"interleaved rounds; Monte Carlo to standard error {args.stdev:g}"
    )
    for c in cases:
        ours_, omp = c["paigow_fast"], c["OMPEval"]
        line = (
            f"{c['case']:32} {c['method']:11} paigow_fast {ours_['seconds'] * 1e3:9.2f} ms "
            f"(equity {ours_['equity']:.4f}), OMPEval {omp['seconds'] * 1e3:9.2f} ms "
            f"(equity {omp['equity']:.4f}): {c['ratio']:.2f}x"
        )
        if c["method"] == "monte-carlo":
            rates = [f"{s['samples'] / s['seconds'] / 1e6:.1f}" for s in (ours_, omp)]
            line += (
                f" [{c['samples']:,} samples each, stderr {ours_['stderr']:.1e}: "
                f"{rates[0]} vs {rates[1]} M samples/s]"
            )
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
