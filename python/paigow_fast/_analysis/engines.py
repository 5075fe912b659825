"""The engines that compute the exact analysis's chunks: the local Rust core, or a
Dask cluster. Each yields (chunk, record) as chunks finish, in any order."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from itertools import islice
from typing import Any

from .. import _core
from .._choices import HouseWay
from .._house_ways import Shipment, receive, shipment
from .._results import Record, Refused, checked_counts

Parameters = tuple[str, str, float, str]
"""What a chunk is counted for: dealer's way, player's way, commission, variant."""


def chunk_task(
    k: int, dealer: str, player: str, commission: float, variant: str, ways: list[Shipment]
) -> tuple[int, Record]:
    """One chunk on a Dask worker: one thread (the worker runs several tasks), the ways
    of the user's own among the two registered first (once a worker)."""
    for shipped in ways:
        receive(shipped)
    return k, _core.Analysis(dealer, player, commission, variant).chunk(k, 1)


def run_local(
    pending: list[int], params: Parameters, threads: int | None
) -> Iterator[tuple[int, Record]]:
    """Chunks one after the other on the local core, each on `threads` threads."""
    game = _core.Analysis(*params)
    for k in pending:
        yield k, game.chunk(k, threads)


class ClusterFailed(Exception):
    """The cluster stopped the run (the chunks recorded so far are kept)."""


def run_dask(
    client: Any, pending: list[int], params: Parameters, rules: int
) -> Iterator[tuple[int, Record]]:
    """Chunks on a Dask cluster, at most two a worker thread in flight; a task lost
    with its worker is run again elsewhere (Dask's retries). A worker's record is
    checked against the engine's invariants before it is yielded; the cluster's own
    failures (a lost scheduler, KilledWorker, ...) raise ClusterFailed. The tables of
    the ways of the user's own go to the workers once, with the first tasks."""
    from distributed import as_completed

    threads = max(1, sum(client.nthreads().values()))
    todo = iter(pending)
    run = uuid.uuid4().hex[:12]
    own = sorted({HouseWay(w) for w in params[:2]} - {w for w in HouseWay if w.built_in})

    def submit(k: int) -> Any:
        return client.submit(
            chunk_task, k, *params, ways, key=f"paigow-analysis-{run}-{k}", retries=5
        )

    try:
        ways = client.scatter([shipment(w) for w in own], broadcast=True) if own else []
        futures = as_completed([submit(k) for k in islice(todo, 2 * threads)])
        for future in futures:
            k, record = future.result()
            future.release()
            try:
                checked_counts(k, record, rules)
            except Refused as e:
                raise _core.Error(
                    f"chunk {k} as a Dask worker computed it fails a check: {e}"
                ) from None
            yield k, record
            nxt = next(todo, None)
            if nxt is not None:
                futures.add(submit(nxt))
    except (_core.Error, KeyboardInterrupt, GeneratorExit):
        raise
    except Exception as e:  # the cluster's failures
        text = " ".join(str(e).split())[:200]
        raise ClusterFailed(f"the Dask cluster failed ({type(e).__name__}: {text})") from None
