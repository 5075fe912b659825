"""The optimal house way against a dealer's way (docs/house-ways/optimal.md): the best
strategy a house way can express, one setting per pattern a house way is tabulated on
(292,253), chosen by exact value against the dealer's way over all the hands of the
pattern, ties to the dealer's way's setting.

It comes out of the exact analysis's own pass: every pattern lies inside one rank
group, whose classes the analysis values on their 21 settings, so each chunk sums its
patterns' settings and picks their best (the core's ``Analysis.chunk_patterns``). A
chunk's record is the analysis record with the patterns' choices beside it, so one run
gives the house-way player, the card-removal optimal player and the optimal house way,
exactly; with ``results=DIR`` each chunk is written as it finishes, checked when read
back (_results.patterns), and a later call with the same directory resumes.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any

from .. import _core
from .._choices import (
    HOUSE,
    HouseWay,
    as_house_way,
    as_variant,
    commission_in_range,
    threads_in_range,
)
from .._house_ways import check_way_digests
from .._results import (
    OPTIMAL_WAY_KIND,
    Choice,
    Refused,
    ResultsDir,
    WayRecord,
    checked_way_record,
    load_ways_in,
    new_manifest,
    way_table,
)
from .optimal_way_result import OptimalHouseWay, RuleChange
from .result import AnalysisResult, Outcomes
from .runs import Job, RunningSum, check_callbacks, resumed, wanted_chunks

ProgressCallback = Callable[[int, int, AnalysisResult], object]


class _WaySum:
    """The running sum of records of this kind: the analysis's, and every choice."""

    def __init__(self, rules: int) -> None:
        self.analysis = RunningSum(rules)
        self.choices: list[Choice] = []

    def add(self, record: WayRecord) -> None:
        *counts, choices = record
        self.analysis.add(tuple(counts))  # type: ignore[arg-type]
        self.choices.extend(choices)

    def result(self, job: Job, seconds: float) -> OptimalHouseWay:
        c = Fraction(str(job.commission))
        fronts, _ = way_table(job.player_way.value)
        choices = sorted(self.choices)
        outcomes = Outcomes()
        rows: dict[int, list[Any]] = {}
        for pattern, front, rule, chosen, house in choices:
            outcomes += Outcomes.of(chosen)
            row = rows.setdefault(rule, [0, 0, 0, Outcomes(), Outcomes()])
            row[0] += 1
            row[1] += house[0]
            if front != fronts[pattern]:
                row[2] += 1
                row[3] += Outcomes.of(house)
                row[4] += Outcomes.of(chosen)
        rules = tuple(
            RuleChange(rule, *rows.get(r, [0, 0, 0, Outcomes(), Outcomes()]), c)
            for r, rule in enumerate(job.player_way.rules)
        )
        return OptimalHouseWay(job.result(self.analysis, seconds), outcomes, rules, tuple(choices))


def optimal_house_way(
    *,
    dealer: HouseWay | str = HouseWay.GOLDEN_NUGGET,
    commission: float = 0.05,
    variant: str = "standard",
    results: str | os.PathLike[str] | None = None,
    progress: ProgressCallback | None = None,
    threads: int | None = None,
    chunks: Iterable[int] | None = None,
    recompute_refused: bool = False,
) -> OptimalHouseWay:
    """The optimal house way against the dealer's way `dealer`: for every pattern a
    house way is tabulated on, the setting of highest exact value against the dealer
    summed over the pattern's hands (ties to the dealer's way's setting), priced
    exactly beside the house-way player (the dealer's way) and the card-removal
    optimal player, in one pass over every deal; ``.way`` is the way itself (a table:
    ``.way.save(path)``).

    ``commission`` decides the choices (a run is of one commission). ``results=DIR``
    writes each finished chunk to DIR and resumes from it, as `pg.analyze` does (its
    records are checked when read back); ``progress(done, total, partial)`` is called
    after every chunk (`partial`: the analysis's running result); ``chunks`` restricts
    the run to some chunk numbers (the result is then partial, and its way sets the
    other patterns as the dealer's way)."""
    from .. import __version__

    load_ways_in(results)
    way = as_house_way(dealer)
    variant = as_variant(variant)
    job = Job(way, HOUSE, way, commission_in_range(commission), variant)
    threads = threads_in_range(threads)
    check_callbacks(None, progress)
    wanted = wanted_chunks(chunks)
    manifest = new_manifest(
        way.value, way.value, job.commission, variant, __version__, OPTIMAL_WAY_KIND
    )
    store = ResultsDir(results, manifest) if results is not None else None
    if store is not None:
        check_way_digests(store.path, {way})
    total = _WaySum(len(way.rules))
    pending = resumed(store, wanted, total, recompute_refused)
    c = Fraction(str(job.commission))
    game = _core.Analysis(way.value, way.value, job.commission, variant)
    start = time.perf_counter()
    for k in pending:
        counts, choices = game.chunk_patterns(k, threads)
        record = [*counts, choices]
        try:
            checked = checked_way_record(k, record, way.value, c, len(way.rules))
        except Refused as e:
            raise _core.Error(f"chunk {k} as the core computed it fails a check: {e}") from None
        if store is not None:
            store.save(k, record)
        total.add(checked)
        if progress is not None:
            partial = job.result(total.analysis, time.perf_counter() - start)
            progress(total.analysis.chunks, len(wanted), partial)
    return total.result(job, time.perf_counter() - start)
