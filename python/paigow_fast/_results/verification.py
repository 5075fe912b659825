"""Re-verifying a results directory: chosen chunks computed again, each compared with
its record to the last integer."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .. import _core
from .directory import ResultsDir
from .format import CHUNKS, plain

SAMPLE = 3
"""Chunks computed again when none are named."""


@dataclass(frozen=True)
class Verified:
    """One chunk computed again: whether it equals its record, and in how long."""

    chunk: int
    equal: bool
    seconds: float


def chunks_to_verify(store: ResultsDir, chunks: list[int] | None, seed: int) -> list[int]:
    """The chunks named (each must have a record), or SAMPLE records chosen by `seed`."""
    done = sorted(store.records())
    if chunks is None:
        return sorted(random.Random(seed).sample(done, min(SAMPLE, len(done))))
    missing = sorted(set(chunks) - set(done))
    if missing:
        raise _core.ArgumentError(
            f"{store.path} has no record of chunk {missing[0]} "
            f"({len(done)} of {CHUNKS} chunks recorded)"
        )
    return sorted(set(chunks))


def verify(store: ResultsDir, chunks: list[int], threads: int | None) -> Iterator[Verified]:
    """Each of `chunks` computed again from the manifest's parameters and compared with
    its (checked) record."""
    m: dict[str, Any] = store.manifest
    records = store.records()
    game = _core.Analysis(m["dealer"], m["player_way"], float(m["commission"]), m["variant"])
    for k in chunks:
        start = time.perf_counter()
        got = game.chunk(k, threads)
        yield Verified(k, plain(got) == plain(records[k]), time.perf_counter() - start)
