"""Where a par sheet's figures come from: the exact analysis (a complete results
directory, read without computing, or a run of its own), the main bet's counts by the
side-bet events of the player's seven cards (the joint pass, for the covariance), and
the provenance of each (library version, engine, run digest).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import _core
from .._analysis import CHUNKS, AnalysisResult, Outcomes, analyze
from .._results import ResultsDir, as_directory, read_manifest

KIND = "paigow_fast exact analysis"
"""The kind of results directory a par sheet reads (see _results.format)."""

JointProgress = Callable[[int, int], object]


@dataclass(frozen=True)
class Provenance:
    """Where a figure came from: the library version, the engine that counted it, the
    run digest of its results directory (None when computed without one) and the
    command that asks for it again."""

    version: str
    engine: str
    run: str | None
    command: str

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "engine": self.engine,
            "run": self.run,
            "command": self.command,
        }


def complete_directory(results: str | os.PathLike[str]) -> dict[str, Any]:
    """The manifest of a complete results directory of the exact analysis; one
    ArgumentError line for a directory that is missing, foreign or incomplete."""
    folder = as_directory(results)
    if not folder.is_dir():
        raise _core.ArgumentError(f"results directory {folder} does not exist")
    manifest = read_manifest(folder)  # a foreign manifest raises, naming the check
    if manifest is None:
        raise _core.ArgumentError(
            f"{folder} holds no manifest.json: not a results directory of the exact analysis"
        )
    if manifest["kind"] != KIND:
        raise _core.ArgumentError(
            f"{folder} is a results directory of {manifest['kind']!r}, not of the exact "
            f"analysis ({KIND!r}): a par sheet reads `paigow-fast analyze --results DIR`"
        )
    done = len(ResultsDir(folder, manifest).records())
    if done != CHUNKS:
        raise _core.ArgumentError(
            f"results directory {folder} is incomplete: {done} of {CHUNKS} chunks; finish "
            f"it first (paigow-fast analyze --resume {folder})"
        )
    return manifest


def analysis_of(
    results: str | os.PathLike[str] | None,
    dealer: Any,
    player: Any,
    commission: float | None,
    variant: str | None,
    progress: Callable[[int, int, AnalysisResult], object] | None,
    threads: int | None,
) -> tuple[AnalysisResult, str | None, str]:
    """The analysis a sheet prices, its run digest and its engine: read from a complete
    results directory (nothing computed: its dealer and player's way unless given, and
    other values refused as the analysis refuses them), or counted on the local core."""
    if results is None:
        result = analyze(
            dealer=dealer,
            player=player,
            commission=commission,
            variant=variant or "standard",
            progress=progress,
            threads=threads,
        )
        return result, None, "paigow_fast exact analysis, local Rust core"
    manifest = complete_directory(results)
    variant = variant or manifest["variant"]
    if commission is None and variant == manifest["variant"]:
        commission = float(manifest["commission"])
    result = analyze(
        dealer=manifest["dealer"] if dealer is None else dealer,
        player=manifest["player_way"] if player is None else player,
        commission=commission,
        variant=variant,
        results=results,
        threads=threads,
    )
    return result, str(manifest["run"]), f"paigow_fast exact analysis, results directory {results}"


JointRow = tuple[int, Outcomes, Outcomes]
"""An event set (bits of EVENTS) and the house-way and optimal player's counts."""


def joint_counts(
    result: AnalysisResult,
    way: str,
    progress: JointProgress | None = None,
    threads: int | None = None,
    chunks: list[int] | None = None,
) -> tuple[dict[int, tuple[Outcomes, Outcomes]], float]:
    """The main bet's counts by the side-bet event set of the player's seven cards,
    for the analysis of `result` (its dealer, player's way, variant and the commission
    its optimal player chose at), every chunk counted again on the local core (or
    `chunks`); the rows' sums are checked against `result`'s counts. Returns the rows
    and the seconds taken."""
    chosen = result.commission if result.optimal_commission is None else result.optimal_commission
    wanted = list(range(CHUNKS)) if chunks is None else chunks
    rows: dict[int, tuple[Outcomes, Outcomes]] = {}
    game = _core.Analysis(result.dealer.value, result.player_way.value, chosen, result.variant)
    start = time.perf_counter()
    for i, k in enumerate(wanted):
        for bits, h, o in game.joint_chunk(k, way, threads):
            old = rows.get(bits, (Outcomes(), Outcomes()))
            rows[bits] = (old[0] + Outcomes.of(h), old[1] + Outcomes.of(o))
        if progress is not None:
            progress(i + 1, len(wanted))
    if chunks is None:
        house = sum((h for h, _ in rows.values()), Outcomes())
        optimal = sum((o for _, o in rows.values()), Outcomes())
        if (house, optimal) != (result.house, result.optimal):
            raise _core.Error(
                "the joint pass does not add up to the analysis's counts: the results "
                "directory was not counted by this library's engine"
            )
    return rows, time.perf_counter() - start
