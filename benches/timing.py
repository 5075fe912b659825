"""What the benchmark scripts share: the best of several timed calls, the CPU named as
`lscpu` names it, and whether a peer is installed."""

from __future__ import annotations

import importlib.util
import platform
import subprocess
import time
from collections.abc import Callable


def best(
    f: Callable[[], object], repeats: int, clock: Callable[[], float] = time.perf_counter
) -> float:
    """The least time of `repeats` calls of `f` by `clock` (wall time, or this process's
    CPU time: steadier on a shared machine for one thread)."""
    times = []
    for _ in range(repeats):
        t = clock()
        f()
        times.append(clock() - t)
    return min(times)


def cpu() -> str:
    """The CPU as `lscpu` names it: model name, family, model and CPU count."""
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return platform.processor() or "unknown CPU"
    fields = dict(line.split(":", 1) for line in out.splitlines() if ":" in line)
    name, family, model, cpus = (
        fields.get(k, "?").strip() for k in ("Model name", "CPU family", "Model", "CPU(s)")
    )
    return f"{name} (family {family}, model {model}, {cpus} CPUs)"


def installed(peer: str) -> bool:
    """Whether the peer module `peer` can be imported (said when it cannot)."""
    if importlib.util.find_spec(peer) is None:
        print(f"{peer} not installed: the peer is left out")
        return False
    return True
