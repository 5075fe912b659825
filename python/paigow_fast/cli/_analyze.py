"""paigow-fast analyze: the exact value of the whole game, every deal counted."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import MofNCompleteColumn, Progress

import paigow_fast as pg

from . import _plot
from ._common import (
    WAYS,
    CliError,
    add_commission,
    add_dealer,
    add_json,
    add_player,
    add_plot,
    add_threads,
    commission_text,
    emit_json,
    interactive,
    parse_variant,
    progress_columns,
    show,
    table,
)

_CLASSES = 6_972_147


def parse_chunks(text: str) -> list[int]:
    """Chunk numbers: "0-9,100,675"."""
    out: list[int] = []
    try:
        for part in text.split(","):
            a, _, b = part.strip().partition("-")
            out.extend(range(int(a), int(b or a) + 1))
    except ValueError:
        raise argparse.ArgumentTypeError(f"chunks {text!r}: write them like 0-9,100") from None
    return out


def _resume_parameters(args: argparse.Namespace) -> None:
    """--resume DIR: the parameters of DIR's manifest, where the command line gives none."""
    manifest = Path(args.resume) / "manifest.json"
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
        dealer, player_way, commission = data["dealer"], data["player_way"], data["commission"]
        variant = data.get("variant", "standard")
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise CliError(f"--resume {args.resume}: no readable manifest.json ({e})") from None
    args.dealer = args.dealer or pg.HouseWay(dealer)
    if args.player == "house" and player_way != args.dealer.value:
        args.player = player_way
    if args.commission is None:
        args.commission = float(commission)
    if args.variant == "standard":
        args.variant = variant
    args.results = args.resume


def _client(address: str | None) -> Any:
    if address is None:
        return None
    try:
        from distributed import Client
    except ImportError:
        raise CliError(
            '--scheduler needs Dask distributed: pip install "paigow_fast[cluster]"'
        ) from None
    try:
        return Client(address, timeout="20s")
    except OSError as e:
        raise CliError(f"--scheduler {address}: cannot reach the scheduler ({e})") from None


def run(args: argparse.Namespace, console: Console) -> int:
    if args.plot:
        _plot.check_target(args.plot)
    if args.resume:
        _resume_parameters(args)
    dealer = args.dealer or pg.HouseWay.GOLDEN_NUGGET
    client = _client(args.scheduler)
    params: dict[str, Any] = {
        "dealer": dealer,
        "player": args.player,
        "commission": args.commission,
        "variant": args.variant,
        "results": args.results,
        "client": client,
        "threads": args.threads,
        "chunks": args.chunks,
    }
    start = time.perf_counter()
    try:
        if interactive(console) and not args.json:
            result = _with_bar(console, params)
        else:
            result = pg.analyze(**params)
    finally:
        if client is not None:
            client.close()
    seconds = time.perf_counter() - start
    if args.json:
        emit_json({**result.to_json(), "seconds": seconds, "results": args.results})
    else:
        _print(console, result, seconds, args.results)
    if args.plot:
        _plot.rule_costs(args.plot, result)
        if not args.json:
            console.print(f"Plot written to {args.plot}")
    return 0


def _with_bar(console: Console, params: dict[str, Any]) -> pg.AnalysisResult:
    columns = progress_columns("Counting every deal", MofNCompleteColumn(), console)
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("analyze", total=None, rate="", edge="")

        def progress(done: int, total: int, partial: pg.AnalysisResult) -> None:
            rate = partial.classes / partial.seconds if partial.seconds else 0.0
            edge = f"edge so far {partial.house_edge:.4%} (exact)" if partial.deals else ""
            bar.update(
                task, completed=done, total=total, rate=f"{rate / 1e3:,.0f} k classes/s", edge=edge
            )

        return pg.analyze(**params, progress=progress)


def _print(console: Console, r: pg.AnalysisResult, seconds: float, results: str | None) -> None:
    scope = (
        "every one of the 8,250,459,031,214,400 deals"
        if r.complete
        else f"{r.chunks_done} of {r.chunks_total} chunks ({r.classes:,} of {_CLASSES:,} classes)"
    )
    console.print(
        f"[bold]Exact analysis[/]: {scope}; dealer {r.dealer.value}, {r.variant} bet, "
        f"commission {commission_text(r.commission)}"
    )
    t = table(
        "",
        ("Wins", "right"),
        ("Pushes", "right"),
        ("Losses", "right"),
        ("EV", "right"),
        ("House edge", "right"),
        ("Banker EV", "right"),
        ("Copies", "right"),
        title="Player's result a deal",
    )
    c = r._commission
    for label, o in ((f"house way ({r.player_way.value})", r.house), ("optimal", r.optimal)):
        d = o.deals or 1
        t.add_row(
            label,
            f"{o.wins / d:.6f}",
            f"{o.pushes / d:.6f}",
            f"{o.losses / d:.6f}",
            f"{float(o.ev(c)):+.6f}",
            f"{-float(o.ev(c)):.4%}",
            f"{float(o.banker_ev(c)):+.6f}",
            f"{o.copies / d:.4%}",
        )
    show(console, t)
    console.print(
        f"deals won / pushed / lost by the house way: {r.house.wins:,} / {r.house.pushes:,} / "
        f"{r.house.losses:,}; optimal play gains {r.optimal_gain:+.6f} a unit"
    )
    costs = table(
        ("Rule", "left"),
        ("Hands", "right"),
        ("Edge", "right"),
        ("Optimal gains", "right"),
        ("", "left"),
        title=f"Where the edge comes from ({r.player_way.value} rules)",
    )
    for rule in sorted(r.rules, key=lambda x: -abs(x.edge)):
        if not rule.house.hands:
            continue
        costs.add_row(
            rule.rule.id,
            f"{rule.hand_share:.3%}",
            f"{rule.edge:+.4%}",
            f"{rule.optimal_gain:+.4%}",
            rule.rule.text,
        )
    console.print()
    show(console, costs)
    where = f"; records in {results}" if results else ""
    console.print(f"[dim]{seconds:.1f} s{where}[/]")


def add_parser(sub: Any) -> None:
    """The `analyze` command and its arguments."""
    p = sub.add_parser(
        "analyze",
        help="the exact value of the whole game: every deal counted",
        description="Count every one of the 8,250,459,031,214,400 deals exactly (player "
        "hands by suit class, in 676 chunks): the house-way player and the optimal player "
        "against a house-way dealer, and where the edge comes from, rule by rule. With "
        "--results DIR each chunk is saved as it finishes; --resume DIR finishes a run. "
        "--scheduler runs the chunks on a Dask cluster.",
    )
    add_dealer(p, f"the dealer's way: {WAYS}")
    add_player(
        p,
        "the headline player: 'house' (the dealer's way), a house way, or 'optimal' "
        "(both are always counted)",
    )
    add_commission(
        p,
        None,
        "commission on a winning round, 0 to 10%% or any rate below 1 (default 0.05; "
        "0 with --variant queen-high-push)",
    )
    p.add_argument(
        "--variant",
        type=parse_variant,
        default="standard",
        metavar="VARIANT",
        help="the main bet: standard, or queen-high-push (commission-free: every bet "
        "pushes when the dealer's seven cards are a queen-high pai gow)",
    )
    where = p.add_mutually_exclusive_group()
    where.add_argument("--results", metavar="DIR", help="save each chunk's record in DIR")
    where.add_argument("--resume", metavar="DIR", help="finish the run saved in DIR")
    p.add_argument(
        "--scheduler", metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://10.0.0.5:8786"
    )
    add_threads(p)
    p.add_argument("--chunks", type=parse_chunks, metavar="LIST", help="only these chunks: 0-9,100")
    add_plot(p, "each rule's part of the edge and what optimal play gains in it")
    add_json(p)
    p.set_defaults(func=run)
