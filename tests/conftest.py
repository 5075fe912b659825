"""Shared helpers of the test suite."""

from __future__ import annotations

import itertools
import os
import random
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

import pytest
from hypothesis import HealthCheck, settings

from impls import IMPLEMENTATIONS

T = TypeVar("T")
R = TypeVar("R")


RANKS = "23456789TJQKA"


@pytest.fixture(params=IMPLEMENTATIONS, ids=lambda impl: impl.name)
def impl(request: pytest.FixtureRequest):
    """The core, then the pure-Python reference (tests/impls.py)."""
    return request.param


# Unmarked tests slower than this are listed at the end of every run (the `slow` marker
# itself is registered in pyproject.toml).
SLOW_REPORT_SECONDS = 5.0


class _SlowTestReport:
    """Times each test (setup, call and teardown) and lists, after the run, the tests
    without the `slow` marker that took longer than SLOW_REPORT_SECONDS: candidates for
    the marker, so that plain `pytest` (no slow tests) stays quick. A report, never a failure:
    timings on a shared machine are noisy."""

    def __init__(self) -> None:
        self.marked: set[str] = set()
        self.seconds: dict[str, float] = {}

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        self.marked = {item.nodeid for item in items if item.get_closest_marker("slow")}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.seconds[report.nodeid] = self.seconds.get(report.nodeid, 0.0) + report.duration

    def pytest_terminal_summary(self, terminalreporter) -> None:
        slow = sorted(
            ((s, n) for n, s in self.seconds.items() if s > SLOW_REPORT_SECONDS),
            reverse=True,
        )
        unmarked = [(s, n) for s, n in slow if n not in self.marked]
        if not unmarked:
            return
        terminalreporter.section(f"unmarked tests slower than {SLOW_REPORT_SECONDS:g} s")
        for seconds, nodeid in unmarked:
            terminalreporter.write_line(f"{seconds:7.2f}s {nodeid}")


# The fuzz suites' budget: a fixed seed, no deadline, no example database.
FUZZ = settings(
    max_examples=400,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(_SlowTestReport(), "slow-test-report")


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


def rank_string(cards: Iterable[int]) -> str:
    """Ranks highest first, the joker read as an ace (as the house ways read patterns):
    e.g. 'AK'."""
    ranks = sorted((12 if c == 52 else c // 4 for c in cards), reverse=True)
    return "".join(RANKS[r] for r in ranks)


def random_hands(n: int, seed: int) -> list[list[int]]:
    """`n` random seven-card hands of the 53-card deck (Python's `random`, seeded)."""
    rng = random.Random(seed)
    return [rng.sample(range(53), 7) for _ in range(n)]
