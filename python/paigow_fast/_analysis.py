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

import inspect
import operator
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from . import _core
from ._analysis_engines import ClusterFailed, run_dask, run_local
from ._analysis_result import CHUNKS, AnalysisResult, Outcomes, RuleCost
from ._choices import (
    HOUSE,
    OPTIMAL,
    HouseWay,
    as_house_way,
    as_strategy,
    as_variant,
    commission_in_range,
    threads_in_range,
)
from ._house_way_tables import check_way_digests
from ._results_dir import ResultsDir, as_directory, load_ways_in, read_manifest
from ._results_format import Record as _Record
from ._results_format import new_manifest

ProgressCallback = Callable[[int, int, AnalysisResult], object]


class _Sum:
    """The running sum of chunk records."""

    def __init__(self, rules: int) -> None:
        self.classes = 0
        self.chunks = 0
        self.house = Outcomes()
        self.optimal = Outcomes()
        self.by_rule = [(Outcomes(), Outcomes())] * rules

    def add(self, record: _Record) -> None:
        classes, house, optimal, by_rule = record
        self.chunks += 1
        self.classes += int(classes)
        self.house += Outcomes.of(house)
        self.optimal += Outcomes.of(optimal)
        self.by_rule = [
            (h + Outcomes.of(rh), o + Outcomes.of(ro))
            for (h, o), (rh, ro) in zip(self.by_rule, by_rule, strict=True)
        ]


@dataclass(frozen=True)
class _Job:
    """What to count (`run_commission`: the commission the optimal player chooses at,
    None for `commission`) and at which commission to price it."""

    dealer: HouseWay
    player: str
    player_way: HouseWay
    commission: float
    variant: str
    run_commission: float | None = None

    @property
    def chosen_at(self) -> float:
        return self.commission if self.run_commission is None else self.run_commission

    def manifest(self) -> dict[str, Any]:
        from . import __version__

        return new_manifest(
            self.dealer.value, self.player_way.value, self.chosen_at, self.variant, __version__
        )

    def result(self, s: _Sum, seconds: float = 0.0) -> AnalysisResult:
        c = Fraction(str(self.commission))
        rules = tuple(
            RuleCost(rule, h, o, c)
            for rule, (h, o) in zip(self.player_way.rules, s.by_rule, strict=True)
        )
        return AnalysisResult(
            dealer=self.dealer,
            player=self.player,
            player_way=self.player_way,
            commission=self.commission,
            variant=self.variant,
            classes=s.classes,
            chunks_done=s.chunks,
            house=s.house,
            optimal=s.optimal,
            rules=rules,
            seconds=seconds,
            optimal_commission=self.run_commission,
        )


def _wanted_chunks(chunks: Iterable[int] | None) -> list[int]:
    """The chunk numbers asked for, sorted, each checked as it comes (a huge range
    stops at its first number out of range)."""
    if chunks is None:
        return list(range(CHUNKS))
    if isinstance(chunks, (str, bytes)) or not isinstance(chunks, Iterable):
        raise _core.ArgumentError(
            f"chunks must be an iterable of chunk numbers 0 to {CHUNKS - 1}, "
            f"got {_short(repr(chunks))}"
        )
    wanted: set[int] = set()
    for k in chunks:
        try:
            n = operator.index(k)
        except TypeError:
            n = None
        if n is None or isinstance(k, bool):
            raise _core.ArgumentError(f"chunks must be integers, got {_short(repr(k))}")
        if not 0 <= n < CHUNKS:
            raise _core.ArgumentError(f"chunks are numbered 0 to {CHUNKS - 1}, got {n}")
        wanted.add(n)
    return sorted(wanted)


def _short(text: str, most: int = 60) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."


def _check_callbacks(client: Any, progress: Any) -> None:
    if client is not None and not all(
        callable(getattr(client, name, None)) for name in ("submit", "nthreads")
    ):
        raise _core.ArgumentError(
            f"client must be a distributed.Client, got {_short(repr(client))}"
        )
    if progress is None:
        return
    if not callable(progress):
        raise _core.ArgumentError(f"progress must be callable, got {_short(repr(progress))}")
    try:
        inspect.signature(progress).bind(0, 0, None)
    except TypeError:
        raise _core.ArgumentError(
            f"progress must take three arguments (done, total, partial), got {progress!r}"
        ) from None
    except ValueError:  # no signature to read (some builtins): called as given
        pass


def _job_of_directory(results: Any, job: _Job) -> _Job:
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


def _resumed(
    store: ResultsDir | None, wanted: list[int], total: Any, recompute_refused: bool
) -> list[int]:
    """Adds the records `store` holds of the chunks `wanted` into `total` (anything with
    ``add``); returns the chunks left to count (the directory checked writable if any)."""
    done = store.records(set_aside_refused=recompute_refused) if store is not None else {}
    for k in wanted:
        if k in done:
            total.add(done[k])
    pending = [k for k in wanted if k not in done]
    if store is not None and pending:
        store.check_writable()
    return pending


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

    ``results=DIR`` writes each finished chunk to DIR and resumes from it (a directory
    made for other parameters is refused, and so is any record in it that is not this
    run's, checked as the module _results_dir says; ``recompute_refused=True`` sets
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
        commission = 0.0 if variant == "queen-high-push" else 0.05
    job = _Job(way, name, player_way, commission_in_range(commission), variant)
    threads = threads_in_range(threads)
    _check_callbacks(client, progress)
    wanted = _wanted_chunks(chunks)

    if results is not None:
        job = _job_of_directory(results, job)
    store = ResultsDir(results, job.manifest()) if results is not None else None
    if store is not None:
        check_way_digests(store.path, {job.dealer, job.player_way})
    total = _Sum(len(player_way.rules))
    pending = _resumed(store, wanted, total, recompute_refused)
    start = time.perf_counter()
    args = (job.dealer.value, job.player_way.value, job.chosen_at, job.variant)
    runs = (
        run_dask(client, pending, args, len(player_way.rules))
        if client is not None
        else run_local(pending, args, threads)
    )
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
                progress(total.chunks, len(wanted), job.result(total, time.perf_counter() - start))
    except ClusterFailed as e:
        kept = (
            f"the {len(seen)} chunks finished this run are kept in {results}: resume from it "
            f"(paigow-fast analyze --resume {results})"
            if store is not None
            else "nothing was saved (results=DIR keeps each chunk as it finishes)"
        )
        raise _core.Error(f"{e}; {kept}") from None
    result = job.result(total, time.perf_counter() - start)
    if chunks is None:
        assert result.complete
    return result
