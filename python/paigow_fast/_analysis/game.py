"""The exact value of the whole game: every one of the C(53,7) x C(46,7) =
8,250,459,031,214,400 deals counted, in integers.

The player's hands are counted by suit-isomorphism class (6,972,147 classes), in 676
fixed, numbered chunks; a chunk's result is a record of exact integers (the deals won,
pushed and lost by the house-way player and by the optimal player, copies, and the
same by the house-way rule that sets the hand). Chunks run on the local Rust core (all
cores) or on a Dask cluster, in any order; their records are summed, so the result is
the same to the last integer whatever the engine, the number of workers or threads,
and across interruptions: with ``results=DIR`` every finished chunk is written to the
directory at once (atomically), and a later call with the same directory runs only the
chunks still missing.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from .. import _core
from .._choices import (
    HOUSE,
    OPTIMAL,
    HouseWay,
    as_house_way,
    as_strategy,
    as_variant,
    commission_in_range,
    threads_in_range,
)
from .._house_ways import check_way_digests
from .._results import ResultsDir, as_directory, load_ways_in, read_manifest
from .engines import ClusterFailed, run_dask, run_local
from .result import AnalysisResult
from .runs import Job, RunningSum, check_callbacks, resumed, wanted_chunks

ProgressCallback = Callable[[int, int, AnalysisResult], object]


def _job_of_directory(results: Any, job: Job) -> Job:
    """`job`, or where `results` holds the same run at another commission, that run
    priced at `job`'s commission: the house-way player's counts do not depend on it.
    The optimal player's choices do: for it a run is needed."""
    theirs = read_manifest(as_directory(results))
    if theirs is None or theirs["commission"] == repr(job.commission):
        return job
    run = replace(job, run_commission=float(theirs["commission"]))
    if run.manifest() != theirs:
        return job  # another analysis: ResultsDir names the difference
    if job.player == "optimal":
        raise _core.ArgumentError(
            f"results directory {results} was run at commission {run.chosen_at:g}, and the "
            f"optimal player's choices depend on it: optimal play at {job.commission:g} "
            "needs a run of its own (a new directory); the house-way player is answered "
            "from this one at any commission"
        )
    return run


def _count(
    runs: Iterable[tuple[int, Any]],
    store: ResultsDir | None,
    results: object,
    total: RunningSum,
    partial: Callable[[], AnalysisResult],
    progress: Callable[[int, AnalysisResult], object] | None,
) -> None:
    """Adds each chunk's record of `runs` to `total` once (saved first to `store`, the
    directory `results`), then calls `progress(done, partial())`; a cluster lost is one
    error saying what was kept."""
    seen: set[int] = set()
    try:
        for k, record in runs:
            if k in seen:  # a chunk reported twice counts once
                continue
            seen.add(k)
            if store is not None:
                store.save(k, record)
            total.add(record)
            if progress is not None:
                progress(total.chunks, partial())
    except ClusterFailed as e:
        kept = (
            f"the {len(seen)} chunks finished this run are kept in {results}: resume from "
            f"it (paigow-fast analyze --resume {results})"
            if store is not None
            else "nothing was saved (results=DIR keeps each chunk as it finishes)"
        )
        raise _core.Error(f"{e}; {kept}") from None


def analyze(
    *,
    dealer: HouseWay | str = HouseWay.GOLDEN_NUGGET,
    player: HouseWay | str = "house",
    commission: float | None = None,
    variant: str = "standard",
    results: str | os.PathLike[str] | None = None,
    client: Any = None,
    progress: ProgressCallback | None = None,
    threads: int | None = None,
    chunks: Iterable[int] | None = None,
    recompute_refused: bool = False,
) -> AnalysisResult:
    """Count every deal of the game exactly: the dealer setting by the house way
    `dealer`, the player by a house way (`player` a way's name, or "house": the
    dealer's way) and optimally (the setting of highest exact EV against the dealer,
    ties to the dealer's way's setting) at once; `player="optimal"` makes the optimal
    player the headline and the dealer's way the house-way player.

    ``commission`` (default 0.05; any value in [0, 1)) is paid on a winning bet.
    ``variant="queen-high-push"`` counts the commission-free game (commission 0 by
    default): every bet pushes when the dealer's seven cards are a queen-high pai gow.
    ``variant="face-up"`` counts Face Up Pai Gow (commission 0 by default): the
    dealer's hand is set face up before the player sets, every bet pushes when the
    dealer's seven cards are an ace-high pai gow (the joker an ace), and the optimal
    player sets each deal knowing the dealer's setting (the best of the 21 against it;
    its copies are not counted: 0).

    ``results=DIR`` writes each finished chunk to DIR and resumes from it (a directory
    made for other parameters is refused, and so is any record in it that is not this
    run's, checked as the module _results.directory says; ``recompute_refused=True`` sets
    such records aside and computes their chunks again); ``client=`` a
    ``distributed.Client`` runs the chunks on its cluster (``pip install
    "paigow_fast[cluster]"``), otherwise the local core runs them on all cores (or
    ``threads``). ``progress(done, total, partial)`` is called after every chunk with
    the running result. ``chunks`` restricts the run to some chunk numbers (0 to 675):
    the result is then partial. Ctrl-C stops the run; the chunks written are kept."""
    import time

    load_ways_in(results)
    way = as_house_way(dealer)
    name = as_strategy(player, "player")
    player_way = way if name in (HOUSE, OPTIMAL) else HouseWay(name)
    variant = as_variant(variant)
    if commission is None:
        commission = 0.05 if variant == "standard" else 0.0
    job = Job(way, name, player_way, commission_in_range(commission), variant)
    threads = threads_in_range(threads)
    check_callbacks(client, progress)
    wanted = wanted_chunks(chunks)

    if results is not None:
        job = _job_of_directory(results, job)
    store = ResultsDir(results, job.manifest()) if results is not None else None
    if store is not None:
        check_way_digests(store.path, {job.dealer, job.player_way})
    total = RunningSum(len(player_way.rules))
    pending = resumed(store, wanted, total, recompute_refused)
    start = time.perf_counter()
    args = (job.dealer.value, job.player_way.value, job.chosen_at, job.variant)
    runs = (
        run_dask(client, pending, args, len(player_way.rules))
        if client is not None
        else run_local(pending, args, threads)
    )
    report = (
        None if progress is None else lambda done, partial: progress(done, len(wanted), partial)
    )
    _count(
        runs, store, results, total, lambda: job.result(total, time.perf_counter() - start), report
    )
    result = job.result(total, time.perf_counter() - start)
    if chunks is None:
        assert result.complete
    return result
