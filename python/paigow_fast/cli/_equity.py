"""paigow-fast equity PLAYER PLAYER ...: each player's share of the pot, exact or by
Monte Carlo, with a live bar on long runs; --grid RANGE: the 13x13 grid of the
starting-hand classes against a range (--plot draws it). Ctrl-C prints the result so
far (marked partial) and exits with 130."""

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


class _Live:
    """The last partial result and the work done, for the bar and an interrupted run."""

    def __init__(self) -> None:
        self.partial: Any = None
        self.done = 0
        self.total: int | None = None
        self.t0 = time.perf_counter()
        self.on_update: Callable[[], None] | None = None

    def __call__(self, done: int, total: int | None, partial: Any) -> None:
        self.done, self.total, self.partial = done, total, partial
        if self.on_update is not None:
            self.on_update()

    def fraction(self, stdev: float) -> float | None:
        """The share of the work done: of the total, or (a run to a standard error)
        the samples so far over those the running error says are needed."""
        if self.total:
            return self.done / self.total
        p = self.partial
        if isinstance(p, pg.EquityResult) and stdev > 0 and max(p.stderr) > 0:
            return min(1.0, (stdev / max(p.stderr)) ** 2)
        return None


def _run_live(
    args: argparse.Namespace, console: Console, title: str, call: Callable[..., Any]
) -> Any:
    """`call(progress=...)`, with a live bar on a terminal (not with --json)."""
    live = args.live
    if not (common.interactive(console) and not args.json):
        return call(progress=live)
    columns = common.progress_columns(title, TaskProgressColumn(), console)
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(title, total=1.0, rate="", edge="")

        def update() -> None:
            share = live.fraction(args.stdev)
            edge = ""
            if isinstance(live.partial, pg.EquityResult):
                edge = " ".join(common.pct(e, 2) for e in live.partial.equity)
            elif isinstance(live.partial, pg.EquityGrid):
                edge = f"{live.partial.done}/169 classes"
            bar.update(task, completed=share or 0.0, edge=edge)

        live.on_update = update
        return call(progress=live)


def _limits(args: argparse.Namespace) -> dict[str, Any]:
    return {
        "board": args.board,
        "dead": args.dead,
        "game": args.game,
        "method": args.method,
        "stdev": args.stdev,
        "samples": args.samples,
        "time": args.time,
        "seed": args.seed,
        "threads": args.threads,
    }


def run(args: argparse.Namespace, console: Console) -> int:
    if args.grid is None and len(args.players) < 2:
        raise common.CliError("equity takes 2 or more players (or --grid RANGE)")
    if args.grid is not None and args.players:
        raise common.CliError("give players or --grid RANGE, not both")
    if args.plot and args.grid is None:
        raise common.CliError("--plot draws the grid: give --grid RANGE")
    if args.plot:
        from . import _plot

        _plot.check_target(args.plot)
    for what in ("board", "dead"):
        common.cards_of(getattr(args, what), f"--{what}")  # one clear line for bad cards
    if args.grid is not None and args.stdev is None:
        args.stdev = 1e-3
    elif args.stdev is None:
        args.stdev = 5e-5
    args.live = _Live()
    if args.grid is not None:
        title, show_result = "Grid", _show_grid

        def call(progress: Any) -> Any:
            return pg.equity_grid(args.grid, progress=progress, **_limits(args))
    else:
        title, show_result = "Equity", _show

        def call(progress: Any) -> Any:
            return pg.equity(args.players, progress=progress, **_limits(args))

    try:
        result = _run_live(args, console, title, call)
        show_result(console, args, result, time.perf_counter() - args.live.t0)
    except KeyboardInterrupt:
        return _interrupted(console, args)
    return 0


def _interrupted(console: Console, args: argparse.Namespace) -> int:
    live = args.live
    elapsed = time.perf_counter() - live.t0
    share = live.fraction(args.stdev)
    done = "" if share is None else f" ({100 * share:.0f}% done)"
    partial = live.partial
    note = "; no partial result yet" if partial is None else "; partial result below"
    sys.stderr.write(f"{common.PROG}: equity aborted after {elapsed:.1f} s{done}{note}\n")
    sys.stderr.flush()
    if isinstance(partial, pg.EquityGrid):
        _show_grid(console, args, partial, elapsed, partial_run=True)
    elif partial is not None:
        _show(console, args, partial, elapsed, partial_run=True)
    return 130


def _how(result: pg.EquityResult, partial_run: bool) -> str:
    if result.exact:
        counted = f"{result.completions:,} boards"
        return (
            f"exact over the first {counted} (partial, in order)"
            if partial_run
            else f"exact over {counted}"
        )
    return f"Monte Carlo, {result.samples:,} samples (seed {result.seed})" + (
        ", partial" if partial_run else ""
    )


def _show(
    console: Console,
    args: argparse.Namespace,
    r: pg.EquityResult,
    seconds: float,
    partial_run: bool = False,
) -> None:
    if args.json:
        common.emit_json(_json(args, r, seconds, partial_run))
        return
    cards = common.Cards(console)
    board = cards(pg.parse_cards(args.board)) if args.board else "none"
    console.print(
        f"[bold]{r.game}[/], board {board}: {_how(r, partial_run)} [dim]{seconds:.2f} s[/]"
    )
    split = r.scoop is not None
    columns: list[str | tuple[str, str]] = ["Player", ("Equity", "right")]
    if not r.exact:
        columns.append(("± std err", "right"))
    columns += [("Win", "right"), ("Tie", "right")]
    if split:
        columns += [("High", "right"), ("Low", "right"), ("Scoop", "right")]
    t = common.table(*columns)
    for i, player in enumerate(args.players):
        row = [_player_text(cards, player), common.pct(r.equity[i])]
        if not r.exact:
            row.append(common.pct(r.stderr[i], 3))
        row += [common.pct(r.win[i]), common.pct(r.tie[i])]
        if split:
            assert r.scoop is not None
            row += [common.pct(r.high[i]), common.pct(r.low[i]), common.pct(r.scoop[i])]
        t.add_row(*row)
    common.show(console, t)


def _player_text(cards: common.Cards, player: str) -> str:
    """A hand with suit symbols; a range as written."""
    try:
        return cards(pg.parse_cards(player))
    except pg.Error:
        return player


def _json(
    args: argparse.Namespace, r: pg.EquityResult, seconds: float, partial_run: bool
) -> dict[str, Any]:
    players = []
    for i, player in enumerate(args.players):
        entry: dict[str, Any] = {
            "player": player,
            "equity": r.equity[i],
            "win": r.win[i],
            "tie": r.tie[i],
            "stderr": r.stderr[i],
        }
        if r.fractions is not None:
            entry["fraction"] = str(r.fractions[i])
        if r.scoop is not None:
            entry.update(high=r.high[i], low=r.low[i], scoop=r.scoop[i])
        players.append(entry)
    return {
        "game": r.game,
        "board": pg.format_cards(pg.parse_cards(args.board)),
        "dead": pg.format_cards(pg.parse_cards(args.dead)),
        "method": r.method,
        "exact": r.exact,
        "completions": r.completions,
        "samples": r.samples,
        "seed": r.seed,
        "partial": partial_run,
        "seconds": seconds,
        "players": players,
    }


def _nullable(matrix: Any) -> list[list[float | None]]:
    return [[None if math.isnan(v) else float(v) for v in row] for row in matrix]


def _show_grid(
    console: Console,
    args: argparse.Namespace,
    g: pg.EquityGrid,
    seconds: float,
    partial_run: bool = False,
) -> None:
    if args.json:
        common.emit_json(
            {
                "game": g.game,
                "range": g.range,
                "board": pg.format_cards(g.board),
                "seed": g.seed,
                "classes_done": g.done,
                "partial": partial_run,
                "seconds": seconds,
                "labels": g.labels.tolist(),
                "equity": _nullable(g.equity),
                "stderr": _nullable(g.stderr),
            }
        )
    else:
        board = common.Cards(console)(g.board) if g.board else "none"
        console.print(
            f"[bold]{g.game}[/]: each class's equity (%) vs [bold]{g.range}[/], board {board} "
            f"[dim]({g.done} of 169 classes, {seconds:.2f} s)[/]"
        )
        t = common.table("", *[(r, "right") for r in "AKQJT98765432"])
        for i, rank in enumerate("AKQJT98765432"):
            t.add_row(rank, *["-" if math.isnan(v) else f"{100 * v:.0f}" for v in g.equity[i]])
        common.show(console, t)
        console.print("[dim]pairs on the diagonal, suited above it, offsuit below[/]")
    if args.plot and not partial_run:
        g.plot(args.plot)
        if not args.json:
            common.plot_written(console, args.plot)


def add_parser(sub: Any) -> None:
    """The `equity` command and its arguments."""
    p = sub.add_parser(
        "equity",
        help="each player's equity (hold'em, Omaha, hi-lo), or the 13x13 class grid",
        description="Each player's share of the pot: hands ('AhKh') or ranges "
        "('QQ+,AKs:0.5', 'random'), exact where it is quick, else seeded Monte Carlo. "
        "--grid RANGE: every starting-hand class against RANGE (--plot draws it). "
        "Ctrl-C prints the result so far.",
    )
    p.add_argument("players", nargs="*", metavar="PLAYER", help="a hand or a range per player")
    common.add_board(p, "known board cards, e.g. '2h 7h Td'", default="")
    p.add_argument("--dead", "-d", default="", help="dead cards, out of play")
    common.add_game(
        p,
        required=False,
        help=f"one of: {', '.join(pg.equity_games())} (default holdem)",
        parse=str,
        default="holdem",
    )
    method = p.add_mutually_exclusive_group()
    method.add_argument(
        "--method", default="auto", choices=("auto", "exact", "monte-carlo"), help="default auto"
    )
    method.add_argument(
        "--exact", dest="method", action="store_const", const="exact", help="--method exact"
    )
    method.add_argument(
        "--mc",
        dest="method",
        action="store_const",
        const="monte-carlo",
        help="--method monte-carlo",
    )
    p.add_argument(
        "--stdev",
        type=float,
        default=None,
        help="Monte Carlo: stop at this standard error (default 5e-5; 1e-3 for --grid)",
    )
    p.add_argument(
        "--samples", "-n", type=common.parse_count, help="Monte Carlo: at most N samples"
    )
    p.add_argument("--time", type=float, metavar="SECONDS", help="Monte Carlo: at most this long")
    common.add_seed(p, None, "random seed (default: drawn, and reported)")
    common.add_threads(p)
    p.add_argument("--grid", metavar="RANGE", help="the 13x13 grid of classes against RANGE")
    common.add_plot(p, "the --grid heatmap")
    common.add_json(p)
    p.set_defaults(func=run)
