"""paigow-fast simulate: rounds of Pai Gow, a live progress bar, the house edge.

The running house edge (on the bar, and the points of --plot) comes from the library's
progress callback, ``progress(done, total, partial)``, called between batches.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.progress import Progress, TaskProgressColumn

import paigow_fast as pg

from . import _common as common
from . import _plot

_STRATEGY_TEXT = {"optimal": "optimal (approx. values)"}


class _Live:
    """The running figures shown on the bar and kept for the plot."""

    def __init__(self, rounds: int) -> None:
        self.rounds = rounds
        self.work_total = rounds
        self.work_done = 0
        self.done = 0  # rounds of the running figures
        self.edge: float | None = None
        self.stderr: float | None = None
        self.series: list[tuple[int, float, float]] = []
        self.t0 = time.perf_counter()
        self.on_update: Callable[[], None] | None = None

    def record(self, partial: pg.SimulationResult) -> None:
        if partial.rounds <= 0:
            return
        self.done = partial.rounds
        self.edge = partial.house_edge
        self.stderr = partial.stderr
        self.series.append((partial.rounds, self.edge, self.stderr))

    def work(self, done: int) -> None:
        self.work_done = max(self.work_done, min(done, self.work_total))
        if self.on_update is not None:
            self.on_update()

    def edge_text(self) -> str:
        if self.edge is None:
            return ""
        err = "" if self.stderr is None else f" ±{common.pct(1.96 * self.stderr, 3)} (95%)"
        at = "" if self.done >= self.rounds else f" at {_short(self.done)}"
        return f"edge {common.pct(self.edge, 3)}{err}{at}"


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


def _dealer(args: argparse.Namespace) -> pg.HouseWay:
    """The dealer's way: --dealer, else --house-way."""
    return args.dealer or args.house_way


def _player_text(args: argparse.Namespace) -> str:
    if args.player == "house":
        return f"house way ({_dealer(args).value})"
    return _STRATEGY_TEXT.get(args.player, f"{args.player} house way")


def _run(args: argparse.Namespace, live: _Live) -> pg.SimulationResult:
    """The simulation, with the running figures kept in `live` (for the bar, the plot and
    the partial result of an interrupted run, on a terminal or not)."""
    common: dict[str, Any] = {
        "player": args.player,
        "dealer": _dealer(args),
        "seed": args.seed,
        "commission": args.commission,
        "threads": args.threads,
    }

    def progress(done: int, total: int, partial: pg.SimulationResult) -> None:
        live.record(partial)
        live.work(done)

    return pg.simulate(args.rounds, progress=progress, **common)


def run(args: argparse.Namespace, console: Console) -> int:
    if args.plot:
        _plot.check_target(args.plot)
    live_bar = common.interactive(console) and not args.json
    live = _Live(args.rounds)

    try:
        if live_bar:
            columns = common.progress_columns("Simulating", TaskProgressColumn(), console)
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
                result = _run(args, live)
        else:
            result = _run(args, live)
    except KeyboardInterrupt:
        elapsed = time.perf_counter() - live.t0
        part = live.work_done / live.work_total if live.work_total else 0.0
        so_far = ""
        if live.edge is not None:
            err = (
                ""
                if live.stderr is None
                else f" ± {common.pct(1.96 * live.stderr, 3)} (95% interval)"
            )
            so_far = (
                f"; partial result: house edge {common.pct(live.edge, 3)}{err} "
                f"over the first {live.done:,} rounds"
            )
        sys.stderr.write(
            f"{common.PROG}: simulate aborted after {elapsed:.1f} s "
            f"({100 * part:.0f}% done){so_far}\n"
        )
        sys.stderr.flush()
        return 130
    seconds = time.perf_counter() - live.t0

    if args.json:
        common.emit_json(_result_json(result, args, seconds))
    else:
        _print_result(console, result, args, seconds, live.work_total)
    if args.plot:
        series = sorted(set(live.series))
        if not series or series[-1][0] < result.rounds:
            series.append((int(result.rounds), float(result.house_edge), float(result.stderr)))
        title = (
            f"Pai Gow: running house edge, player {_player_text(args)} "
            f"vs dealer {_dealer(args).value}\n{int(result.rounds):,} rounds, seed {args.seed}, "
            f"commission {common.commission_text(args.commission)}"
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
            common.plot_written(console, args.plot)
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
        f"{n:,} round{'' if n == 1 else 's'}: player {_player_text(args)} "
        f"vs dealer {_dealer(args).value} house way "
        f"[dim](seed {args.seed}, commission {common.commission_text(args.commission)})[/]"
    )
    console.print(title)
    t = common.table("", *common.right("Rounds", "Share", "Std error"))

    def share_row(label: str, k: int, style: str | None = None) -> None:
        p = k / n if n else 0.0
        se = math.sqrt(p * (1 - p) / n) if n else 0.0
        t.add_row(label, f"{k:,}", common.pct(p, 3), common.pct(se, 3), style=style)

    share_row("Player wins", int(result.wins))
    share_row("Pushes", int(result.pushes))
    share_row("Dealer wins", int(result.losses))
    share_row("Rounds with a copy", int(result.copies), style="dim")
    t.add_section()
    t.add_row("Player EV per round", "", f"{result.ev:+.5f}", f"{result.stderr:.5f}")
    t.add_row(
        "House edge",
        "",
        common.pct(result.house_edge, 3),
        common.pct(result.stderr, 3),
        style="bold",
    )
    common.show(console, t)
    lo, hi = result.house_edge - 1.96 * result.stderr, result.house_edge + 1.96 * result.stderr
    rate = work / seconds if seconds > 0 else 0.0
    console.print(
        f"95% interval for the house edge: {common.pct(lo, 2)} to {common.pct(hi, 2)}   "
        f"[dim]{seconds:.2f} s, {_rate_text(rate)}[/]"
    )


def add_parser(sub: Any) -> None:
    """The `simulate` command and its arguments."""
    p = sub.add_parser(
        "simulate",
        help="simulate rounds and measure the house edge",
        description="Simulate Pai Gow rounds (random deals from a 53-card deck) and measure "
        "the player's result and the house edge, with standard errors. The same seed "
        "gives the same result on any machine and for any --threads.",
    )
    p.add_argument(
        "--rounds",
        "-n",
        type=common.parse_count,
        default=1_000_000,
        metavar="N",
        help="rounds to play: 1000000, 1e6, 10M (default 1M)",
    )
    common.add_player(
        p,
        "the player's strategy: 'house' (the dealer's house way), a house way, or "
        "'optimal' (approximate values against the dealer's way, as solve_many plays; "
        "default house)",
    )
    common.add_dealer(p, "the dealer's house way (default: --house-way)")
    common.add_house_way(p, "of the dealer (and of a 'house' player)")
    common.add_seed(p, 0, "random seed (default 0)")
    common.add_commission(p)
    common.add_threads(p)
    common.add_plot(p, "the running house edge with its 95%% confidence band")
    common.add_json(p)
    p.set_defaults(func=run)
