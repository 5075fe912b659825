"""The exact analysis on a Dask cluster that fails: a malformed scheduler address, a
task that kills every worker that runs it (KilledWorker), a scheduler lost mid-run.
One pg.Error line each; the chunks finished are kept and the resume named."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast._analysis import engines as _analysis_engines
from paigow_fast._analysis.runs import Job
from paigow_fast._results import ResultsDir

distributed = pytest.importorskip("distributed")


@pytest.mark.parametrize(
    ("address", "match"),
    [
        ("foo", "not a scheduler address (missing port number"),
        ("", "--scheduler needs an address"),
        ("tcp://[::1", "not a scheduler address (invalid address"),
        ("inproc://x", "not a scheduler address"),
        ("ucx://10.0.0.5:8786", "not a scheduler address"),
        ("tcp://host:abc", "not a scheduler address"),
        ("tcp://host:99999", "not a scheduler address"),
        ("x" * 5000, "not a scheduler address"),
    ],
)
def test_a_malformed_scheduler_address_is_one_line(address: str, match: str) -> None:
    p = subprocess.run(
        [sys.executable, "-m", "paigow_fast", "analyze", "--chunks", "675", "--scheduler", address],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert p.returncode == 2
    lines = p.stderr.splitlines()
    assert len(lines) == 1 and match in lines[0] and len(lines[0]) < 300, p.stderr


def _kept(folder: Path) -> dict:
    """The records left in `folder`, each passing its checks."""
    manifest = Job(
        pg.HouseWay.GOLDEN_NUGGET, "house", pg.HouseWay.GOLDEN_NUGGET, 0.05, "standard"
    ).manifest()
    return ResultsDir(folder, manifest).records()


@pytest.mark.slow
def test_killed_worker_is_one_line_and_the_records_are_kept(monkeypatch, tmp_path: Path) -> None:
    dask = pytest.importorskip("dask")
    with dask.config.set({"distributed.scheduler.allowed-failures": 1}):
        cluster = distributed.LocalCluster(
            n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = distributed.Client(cluster)
        try:
            real = _analysis_engines.chunk_task
            # Chunk 675 kills the worker that runs it, every time.
            monkeypatch.setattr(
                _analysis_engines,
                "chunk_task",
                lambda k, *a: os._exit(1) if k == 675 else real(k, *a),
            )
            with pytest.raises(pg.Error, match="the Dask cluster failed \\(KilledWorker") as e:
                pg.analyze(chunks=[674, 675], client=client, results=tmp_path)
        finally:
            client.close()
            cluster.close()
    message = str(e.value)
    assert "\n" not in message and f"paigow-fast analyze --resume {tmp_path}" in message
    assert 675 not in _kept(tmp_path)


@pytest.mark.slow
def test_a_lost_scheduler_is_one_line_and_the_records_are_kept(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    scheduler = subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
         "--port", str(port), "--no-dashboard"],
        **quiet,
    )
    worker = subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1",
         "--no-dashboard"],
        **quiet,
    )
    try:
        client = distributed.Client(address, timeout="60s")
        client.wait_for_workers(1, timeout=120)

        def lose_the_scheduler(done: int, total: int, partial: object) -> None:
            if done == 1:
                scheduler.kill()

        with pytest.raises(pg.Error, match="the Dask cluster failed") as e:
            pg.analyze(
                chunks=[672, 673, 674, 675], client=client, results=tmp_path,
                progress=lose_the_scheduler,
            )
        message = str(e.value)
        assert "\n" not in message and "chunks finished this run are kept" in message
        assert len(_kept(tmp_path)) >= 1
        try:
            client.close(timeout=2)
        except Exception:
            pass
    finally:
        for p in (scheduler, worker):
            p.kill()
            p.wait(timeout=30)
