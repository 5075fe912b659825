"""What the exact analysis's runs share (`pg.analyze` and `pg.optimal_house_way`): the
job (what to count, at which commission, and its manifest), the running sum of chunk
records, the chunks asked for, the callbacks' checks, and the records a results
directory already holds.
"""

from __future__ import annotations

import inspect
import operator
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .. import _core
from .._choices import HouseWay
from .._results import Record, ResultsDir, new_manifest
from .result import CHUNKS, AnalysisResult, Outcomes, RuleCost


class RunningSum:
    """The running sum of chunk records."""

    def __init__(self, rules: int) -> None:
        self.classes = 0
        self.chunks = 0
        self.house = Outcomes()
        self.optimal = Outcomes()
        self.by_rule = [(Outcomes(), Outcomes())] * rules

    def add(self, record: Record) -> None:
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
class Job:
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
        from .. import __version__

        return new_manifest(
            self.dealer.value, self.player_way.value, self.chosen_at, self.variant, __version__
        )

    def result(self, s: RunningSum, seconds: float = 0.0) -> AnalysisResult:
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


def wanted_chunks(chunks: Iterable[int] | None) -> list[int]:
    """The chunk numbers asked for, sorted, each checked as it comes (a huge range
    stops at its first number out of range)."""
    if chunks is None:
        return list(range(CHUNKS))
    if isinstance(chunks, (str, bytes)) or not isinstance(chunks, Iterable):
        raise _core.ArgumentError(
            f"chunks must be an iterable of chunk numbers 0 to {CHUNKS - 1}, "
            f"got {short(repr(chunks))}"
        )
    wanted: set[int] = set()
    for k in chunks:
        try:
            n = operator.index(k)
        except TypeError:
            n = None
        if n is None or isinstance(k, bool):
            raise _core.ArgumentError(f"chunks must be integers, got {short(repr(k))}")
        if not 0 <= n < CHUNKS:
            raise _core.ArgumentError(f"chunks are numbered 0 to {CHUNKS - 1}, got {n}")
        wanted.add(n)
    return sorted(wanted)


def short(text: str, most: int = 60) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."


def check_callbacks(client: Any, progress: Any) -> None:
    if client is not None and not all(
        callable(getattr(client, name, None)) for name in ("submit", "nthreads")
    ):
        raise _core.ArgumentError(
            f"client must be a distributed.Client, got {short(repr(client))}"
        )
    if progress is None:
        return
    if not callable(progress):
        raise _core.ArgumentError(f"progress must be callable, got {short(repr(progress))}")
    try:
        inspect.signature(progress).bind(0, 0, None)
    except TypeError:
        raise _core.ArgumentError(
            f"progress must take three arguments (done, total, partial), got {progress!r}"
        ) from None
    except ValueError:  # no signature to read (some builtins): called as given
        pass


def resumed(
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
