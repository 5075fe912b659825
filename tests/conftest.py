"""Shared helpers of the test suite."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

import pytest
from hypothesis import HealthCheck, settings

T = TypeVar("T")
R = TypeVar("R")


# The published category counts of the 2,869,685 five-card hands of the 53-card deck.
PAIGOW_FIVE_CARD_COUNTS = {
    "five aces": 1,
    "royal flush": 24,
    "straight flush": 180,
    "four of a kind": 828,
    "full house": 4_368,
    "flush": 7_804,
    "straight": 20_532,
    "three of a kind": 63_360,
    "two pair": 138_600,
    "pair": 1_215_024,
    "high card": 1_418_964,
}


# The fuzz suites' budget: a fixed seed, no deadline, no example database.
FUZZ = settings(
    max_examples=400,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: exhaustive or long-running checks")


def parallel_map(
    fn: Callable[[list[T]], list[R]], items: Sequence[T], chunk: int = 20_000
) -> list[R]:
    """`fn` over chunks of `items` in worker processes (all cores), results in order.
    `fn` takes and returns a list, and must be a module-level function."""
    chunks = [list(items[i : i + chunk]) for i in range(0, len(items), chunk)]
    workers = max(1, os.cpu_count() or 1)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(itertools.chain.from_iterable(pool.map(fn, chunks)))


def dense_ranks(keys: Iterable[object]) -> list[int]:
    """Dense 1-based ranks of comparable keys (equal keys, equal ranks)."""
    keys = list(keys)
    order = {k: i + 1 for i, k in enumerate(sorted(set(keys)))}  # type: ignore[type-var]
    return [order[k] for k in keys]
