"""The evaluator against its peers, on this machine: OMPEval (C++) and
holdem-hand-evaluator (Rust), built from source directories you point it at, timed
with this library's evaluator on the same hands in interleaved rounds on one pinned
core, the best round of each.

    python benches/peer_eval.py --ompeval ~/src/OMPEval \\
        --holdem-hand-evaluator ~/src/holdem-hand-evaluator [--hands 10000000] [--rounds 9]

It fetches nothing: it compiles OMPEval's evaluator with ``g++`` and builds a small
timing program (``benches/peer_eval/main.rs``) against the two Rust crates with
``cargo`` (offline when the crates are already in cargo's cache). Everything is built
for one target CPU (``--target-cpu``, default ``x86-64-v2``, the wheel's baseline),
with loops aligned to 64 bytes (``-falign-loops=64``, ``-align-loops=64``) so that
where a hot loop lands in the binary does not decide a figure. This library's
random-hand figure is its rows path (what ``rank_many`` evaluates with), which picks
the widest instructions the processor has at run time, as the wheel does; its
portable path is timed beside it. It prints the CPU (model name, family, model) and,
for random seven-card hands and for the enumeration of all 133,784,560 hands, each
evaluator's rate and this library's ratio to the best peer.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "peer_eval"
REPO = Path(__file__).resolve().parent.parent
PEERS = ("OMPEval", "holdem-hand-evaluator")


def cpu() -> dict[str, str]:
    """The first processor's model name, family, model and vector extensions."""
    info: dict[str, str] = {}
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if not line.strip():
            break
        key, _, value = line.partition(":")
        info[key.strip()] = value.strip()
    flags = set(info.get("flags", "").split())
    return {
        "model": info.get("model name", "unknown"),
        "family": info.get("cpu family", "?"),
        "model_number": info.get("model", "?"),
        "vectors": " ".join(f for f in ("avx2", "avx512f", "avx512vl") if f in flags) or "none",
        "cores": str(os.cpu_count()),
    }


def run(cmd: list[str], **kwargs: object) -> None:
    print("+", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, check=True, **kwargs)  # type: ignore[call-overload]


def build(build_dir: Path, ompeval: Path, hhe: Path, target_cpu: str) -> Path:
    """Compiles OMPEval into a static library and the timing program; returns its path."""
    lib = build_dir / "lib"
    lib.mkdir(parents=True, exist_ok=True)
    flags = ["-O3", "-std=c++11", f"-march={target_cpu}", "-falign-loops=64", f"-I{ompeval}"]
    objects = []
    for name, source in (
        ("HandEvaluator.o", ompeval / "omp" / "HandEvaluator.cpp"),
        ("omp_shim.o", HERE / "omp_shim.cpp"),
    ):
        run(["g++", *flags, "-c", str(source), "-o", str(lib / name)])
        objects.append(str(lib / name))
    run(["ar", "rcs", str(lib / "libompeval.a"), *objects])

    # The sources stay in place: main.rs includes rust/benches/common.rs by its path.
    (build_dir / "Cargo.toml").write_text(
        "[package]\n"
        'name = "peer-eval"\nversion = "0.0.0"\nedition = "2021"\n'
        f"build = {json.dumps(str(HERE / 'build.rs'))}\n\n"
        f'[[bin]]\nname = "peer-eval"\npath = {json.dumps(str(HERE / "main.rs"))}\n\n'
        "[dependencies]\n"
        f"paigow_fast = {{ path = {json.dumps(str(REPO))} }}\n"
        f"holdem-hand-evaluator = {{ path = {json.dumps(str(hhe))} }}\n\n"
        '[profile.release]\nopt-level = 3\nlto = "fat"\ncodegen-units = 1\npanic = "abort"\n\n'
        "[workspace]\n"
    )
    rustflags = f"-C target-cpu={target_cpu} -C llvm-args=-align-loops=64"
    env = dict(os.environ, PEER_EVAL_LIB=str(lib), RUSTFLAGS=rustflags)
    cargo = ["cargo", "build", "--release", "--manifest-path", str(build_dir / "Cargo.toml")]
    try:
        run([*cargo, "--offline"], env=env)
    except subprocess.CalledProcessError:
        run(cargo, env=env)  # crates not in the cache yet: let cargo fetch them
    return build_dir / "target" / "release" / "peer-eval"


def measure(binary: Path, hands: int, rounds: int, core: int) -> dict[str, dict[str, float]]:
    """Rates in M hands/s by case ("random", "enumeration") and evaluator."""
    cmd = [str(binary), str(hands), str(rounds)]
    if shutil.which("taskset"):
        cmd = ["taskset", "-c", str(core), *cmd]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    rates: dict[str, dict[str, float]] = {}
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            rates.setdefault(parts[0], {})[parts[1]] = float(parts[2])
        else:
            print(line)
    return rates


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ompeval", type=Path, required=True, help="OMPEval's source directory")
    p.add_argument(
        "--holdem-hand-evaluator",
        type=Path,
        required=True,
        dest="hhe",
        help="holdem-hand-evaluator's source directory",
    )
    p.add_argument("--hands", type=int, default=10_000_000, help="random hands per round")
    p.add_argument("--rounds", type=int, default=9, help="interleaved rounds (best is kept)")
    p.add_argument("--core", type=int, default=1, help="the core to pin to (taskset)")
    p.add_argument("--target-cpu", default="x86-64-v2", help="one target for all three")
    p.add_argument("--build-dir", type=Path, help="keep the build here (default: a temp dir)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args(argv)
    for path in (args.ompeval / "omp" / "HandEvaluator.cpp", args.hhe / "Cargo.toml"):
        if not path.is_file():
            p.error(f"{path} not found: point --ompeval and --holdem-hand-evaluator at sources")

    with tempfile.TemporaryDirectory() as tmp:
        build_dir = args.build_dir or Path(tmp)
        binary = build(
            build_dir.resolve(), args.ompeval.resolve(), args.hhe.resolve(), args.target_cpu
        )
        rates = measure(binary, args.hands, args.rounds, args.core)

    machine = cpu()
    ratios = {case: r["paigow_fast"] / max(r[peer] for peer in PEERS) for case, r in rates.items()}
    if args.json:
        print(
            json.dumps(
                {
                    "cpu": machine,
                    "target_cpu": args.target_cpu,
                    "rates": rates,
                    "ratio_to_best_peer": ratios,
                },
                indent=2,
            )
        )
        return 0
    print(
        f"CPU: {machine['model']} (family {machine['family']}, model "
        f"{machine['model_number']}; {machine['vectors']}; {machine['cores']} cores), "
        f"pinned to core {args.core}, built for {args.target_cpu}, best of {args.rounds}"
    )
    for case, r in rates.items():
        line = ", ".join(f"{name} {rate:,.1f}" for name, rate in r.items())
        print(f"{case:12} M hands/s: {line}; paigow_fast / best peer = {ratios[case]:.3f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
