"""The exact analysis against solve(method="exact") on the same player classes, and the
Dask engine against the local core on the same chunks and cores."""

from __future__ import annotations

import os
from typing import Any

import pytest

import paigow_fast as pg

from conftest import measure

# Chunks spread over the game (groups of every shape).
PICKS = [k * 676 // 12 for k in range(12)]
CLASSES = pg.analyze(chunks=PICKS).classes


def test_analysis_one_thread(benchmark: Any) -> None:
    measure(
        benchmark,
        "analysis (1 thread)",
        lambda: pg.analyze(chunks=PICKS, threads=1),
        CLASSES,
        unit="classes",
        rounds=2,
    )


def test_solve_exact_same_classes(benchmark: Any) -> None:
    group_count = pg._core.analysis_group_count()
    hands = [
        pg._core.analysis_group_classes(min(k * 100, group_count - 1))[0][0] for k in PICKS
    ] * 3

    def loop() -> None:
        for h in hands:
            pg.solve(h)

    measure(benchmark, "solve exact loop", loop, len(hands), rounds=2)


def test_analysis_local(benchmark: Any) -> None:
    measure(benchmark, "analysis local", lambda: pg.analyze(chunks=PICKS), CLASSES, "classes", 2)


def test_analysis_dask(benchmark: Any) -> None:
    distributed = pytest.importorskip("distributed")
    cores = os.cpu_count() or 1
    with (
        distributed.LocalCluster(
            n_workers=cores, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        pg.analyze(chunks=PICKS[:cores], client=client)  # workers warm
        measure(
            benchmark,
            "analysis dask",
            lambda: pg.analyze(chunks=PICKS, client=client),
            CLASSES,
            "classes",
            2,
        )
