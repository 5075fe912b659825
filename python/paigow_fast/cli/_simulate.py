"""paigow-fast simulate: rounds of Pai Gow, a live progress bar, the house edge.

The running house edge comes from the library's progress callback. When the callback
carries only the count of rounds done (``progress(done, total)``), the running figures
are taken at checkpoints instead: the first n rounds of a seed are the same whatever
the number of rounds, so ``simulate(n)`` for n = N/r^k, ..., N/r, N gives the running
house edge of this very simulation at those points, the last call being the full run.
With --plot, r = 2 (about twice the work, a point per doubling); for the live bar
alone, r = 10 (about 11% more work; the figure shown is the latest checkpoint's).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    Progress,
    SpinnerColumn,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

import paigow_fast as pg

from . import _plot
from ._common import PROG, commission_text, emit_json, interactive, pct, show, table

_STRATEGY_TEXT = {"optimal": "optimal (approx. values)"}
_MIN_CHECKPOINT = 1 << 14  # rounds
_MAX_CHECKPOINTS = 12


def _field(obj: Any, name: str) -> Any:
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def _figures(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[int | None, Any]:
    """(rounds done, partial result or None) from whatever the progress callback gets:
    progress(done, total), progress(done, total, partial) or progress(partial)."""
    done: int | None = None
    partial: Any = None
    for a in (*args, *kwargs.values()):
        if isinstance(a, bool):
            continue
        if isinstance(a, int) or type(a).__name__.startswith(("int", "uint")):
            if done is None:
                done = int(a)
        elif _field(a, "house_edge") is not None or _field(a, "ev") is not None:
            partial = a
    if partial is not None and _field(partial, "rounds") is not None:
        done = int(_field(partial, "rounds"))
    return done, partial


def _callback_has_figures() -> bool:
    """Whether pg.simulate's progress callback carries the running counts (probe: one
    round)."""
    seen: list[Any] = []

    def probe(*a: Any, **k: Any) -> None:
        seen.append(_figures(a, k)[1])

    pg.simulate(1, seed=0, progress=probe)
    return any(p is not None for p in seen)


class _Live:
    """The running figures shown on the bar and kept for the plot."""

    def __init__(self, rounds: int) -> None:
        self.rounds = rounds
        self.work_total = rounds  # rounds simulated in all (more with checkpoints)
        self.work_done = 0
        self.done = 0  # rounds of the running figures
        self.edge: float | None = None
        self.stderr: float | None = None
        self.series: list[tuple[int, float, float]] = []
        self.t0 = time.perf_counter()
        self.on_update: Callable[[], None] | None = None

    def record(self, rounds: int, partial: Any) -> None:
        edge = _field(partial, "house_edge")
        if edge is None and _field(partial, "ev") is not None:
            edge = -_field(partial, "ev")
        err = _field(partial, "stderr")
        if edge is None or not math.isfinite(edge) or rounds <= 0:
            return
        self.done = rounds
        self.edge = float(edge)
        self.stderr = float(err) if err is not None and math.isfinite(err) else None
        if self.stderr is not None:
            self.series.append((rounds, self.edge, self.stderr))

    def work(self, done: int) -> None:
        self.work_done = max(self.work_done, min(done, self.work_total))
        if self.on_update is not None:
            self.on_update()

    def edge_text(self) -> str:
        if self.edge is None:
            return ""
        err = "" if self.stderr is None else f" ± {pct(1.96 * self.stderr, 3)}"
        at = "" if self.done >= self.rounds else f" at {_short(self.done)}"
        return f"house edge {pct(self.edge, 3)}{err}{at}"


def _short(n: int) -> str:
    for div, unit in ((10**9, "G"), (10**6, "M"), (10**3, "k")):
        if n >= div:
            return f"{n / div:.3g}{unit}"
    return str(n)


def _rate_text(rate: float) -> str:
    if rate >= 1e6:
        return f"{rate / 1e6:.2f} M rounds/s"
    if rate >= 1e3:
        return f"{rate / 1e3:.1f} k rounds/s"
    return f"{rate:.0f} rounds/s"


def _checkpoints(rounds: int, ratio: int) -> list[int]:
    points = [rounds]
    while len(points) < _MAX_CHECKPOINTS and points[-1] // ratio >= _MIN_CHECKPOINT:
        points.append(points[-1] // ratio)
    return points[::-1]


def _dealer(args: argparse.Namespace) -> pg.HouseWay:
    """The dealer's way: --dealer, else --house-way."""
    return args.dealer or args.house_way


def _player_text(args: argparse.Namespace) -> str:
    if args.player == "house":
        return f"house way ({_dealer(args).value})"
    return _STRATEGY_TEXT.get(args.player, f"{args.player} house way")


def _run(args: argparse.Namespace, live: _Live, mode: str) -> Any:
    """mode: "plain" (no running figures), "callback" (running figures from the
    progress callback) or "checkpoints" (running figures at checkpoints)."""
    common: dict[str, Any] = {
        "player": args.player,
        "dealer": _dealer(args),
        "seed": args.seed,
        "commission": args.commission,
        "threads": args.threads,
    }
    if mode == "plain":
        return pg.simulate(args.rounds, **common)
    if mode == "callback":

        def progress(*a: Any, **k: Any) -> None:
            done, partial = _figures(a, k)
            if partial is not None and done is not None:
                live.record(done, partial)
            if done is not None:
                live.work(done)

        return pg.simulate(args.rounds, progress=progress, **common)

    points = _checkpoints(args.rounds, 2 if args.plot else 10)
    live.work_total = sum(points)
    base = 0
    result = None
    for n in points:
        result = pg.simulate(n, progress=lambda d, *_, b=base: live.work(b + int(d)), **common)
        base += n
        live.record(n, result)
        live.work(base)
    return result


def run(args: argparse.Namespace, console: Console) -> int:
    if args.plot:
        _plot.check_target(args.plot)
    live_bar = interactive(console) and not args.json
    mode = "plain"
    if live_bar or args.plot:
        # Running figures: from the callback if it has them, else from checkpoints.
        mode = "callback" if _callback_has_figures() else "checkpoints"
    live = _Live(args.rounds)

    try:
        if live_bar:
            columns = (
                SpinnerColumn(),
                TextColumn("[bold]Simulating"),
                BarColumn(bar_width=24),
                TaskProgressColumn(),
                TextColumn("{task.fields[rate]}"),
                TextColumn("{task.fields[edge]}"),
                TimeElapsedColumn(),
                TextColumn("eta"),
                TimeRemainingColumn(),
            )
            with Progress(*columns, console=console, transient=True) as bar:
                task = bar.add_task("simulate", total=live.work_total, rate="", edge="")

                def update() -> None:
                    elapsed = time.perf_counter() - live.t0
                    rate = live.work_done / elapsed if elapsed > 0 else 0.0
                    bar.update(
                        task,
                        total=live.work_total,
                        completed=live.work_done,
                        rate=_rate_text(rate) if live.work_done else "",
                        edge=live.edge_text(),
                    )

                live.on_update = update
                result = _run(args, live, mode)
        else:
            result = _run(args, live, mode)
    except KeyboardInterrupt:
        elapsed = time.perf_counter() - live.t0
        part = live.work_done / live.work_total if live.work_total else 0.0
        so_far = ""
        if live.edge is not None:
            err = "" if live.stderr is None else f" ± {pct(1.96 * live.stderr, 3)}"
            so_far = (
                f"; partial result: house edge {pct(live.edge, 3)}{err} "
                f"over the first {live.done:,} rounds"
            )
        sys.stderr.write(
            f"{PROG}: simulate aborted after {elapsed:.1f} s ({100 * part:.0f}% done){so_far}\n"
        )
        sys.stderr.flush()
        return 130
    seconds = time.perf_counter() - live.t0

    if args.json:
        emit_json(_result_json(result, args, seconds))
    else:
        _print_result(console, result, args, seconds, live.work_total)
    if args.plot:
        series = sorted(set(live.series))
        if not series or series[-1][0] < result.rounds:
            series.append((int(result.rounds), float(result.house_edge), float(result.stderr)))
        title = (
            f"Pai Gow: running house edge, player {_player_text(args)} "
            f"vs dealer {_dealer(args).value}\n{int(result.rounds):,} rounds, seed {args.seed}, "
            f"commission {commission_text(args.commission)}"
        )
        _plot.running_edge(
            args.plot,
            [s[0] for s in series],
            [s[1] for s in series],
            [s[2] for s in series],
            title,
            (float(result.house_edge), float(result.stderr)),
        )
        if not args.json:
            console.print(f"Plot written to {args.plot}")
    return 0


def _result_json(result: Any, args: argparse.Namespace, seconds: float) -> dict[str, Any]:
    data: dict[str, Any] = {
        "rounds": int(result.rounds),
        "wins": int(result.wins),
        "pushes": int(result.pushes),
        "losses": int(result.losses),
    }
    for name in ("copies", "high_copies", "low_copies"):
        value = getattr(result, name, None)
        if value is not None:
            data[name] = int(value)
    data.update(
        {
            "ev": float(result.ev),
            "house_edge": float(result.house_edge),
            "stderr": float(result.stderr),
            "player": args.player,
            "dealer": _dealer(args).value,
            "seed": args.seed,
            "commission": args.commission,
            "threads": args.threads,
            "seconds": seconds,
        }
    )
    return data


def _print_result(
    console: Console, result: Any, args: argparse.Namespace, seconds: float, work: int
) -> None:
    n = int(result.rounds)
    title = (
        f"{n:,} rounds: player {_player_text(args)} vs dealer {_dealer(args).value} house way "
        f"[dim](seed {args.seed}, commission {commission_text(args.commission)})[/]"
    )
    console.print(title)
    t = table("", ("Rounds", "right"), ("Share", "right"), ("Std err", "right"))

    def share_row(label: str, k: int, style: str | None = None) -> None:
        p = k / n if n else 0.0
        se = math.sqrt(p * (1 - p) / n) if n else 0.0
        t.add_row(label, f"{k:,}", pct(p, 3), pct(se, 3), style=style)

    share_row("Player wins", int(result.wins))
    share_row("Pushes", int(result.pushes))
    share_row("Dealer wins", int(result.losses))
    copies = getattr(result, "copies", None)
    if copies is not None:
        share_row("Rounds with a copy", int(copies), style="dim")
    t.add_section()
    t.add_row("Player EV per round", "", f"{result.ev:+.5f}", f"{result.stderr:.5f}")
    t.add_row("House edge", "", pct(result.house_edge, 3), pct(result.stderr, 3), style="bold")
    show(console, t)
    lo, hi = result.house_edge - 1.96 * result.stderr, result.house_edge + 1.96 * result.stderr
    rate = work / seconds if seconds > 0 else 0.0
    console.print(
        f"95% interval for the house edge: {pct(lo, 2)} to {pct(hi, 2)}   "
        f"[dim]{seconds:.2f} s, {_rate_text(rate)}[/]"
    )
