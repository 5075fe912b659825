"""paigow-fast optimal-house-way: the best house way against a dealer's way, every deal
counted, saved as a table and set beside the optimal player."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path
from typing import Any

from rich.console import Console

import paigow_fast as pg
from paigow_fast._results import read_manifest

from . import _common as common
from ._analyze import add_chunks, add_sides


def _resume_parameters(args: argparse.Namespace) -> None:
    """--resume DIR: the dealer and commission of DIR's manifest, where not given."""
    data = read_manifest(Path(args.resume))
    if data is None:
        raise common.CliError(
            f"--resume {args.resume}: no manifest.json there (not a results directory)"
        )
    args.dealer = args.dealer or pg.HouseWay(data["dealer"])
    if args.commission is None:
        args.commission = float(data["commission"])
    args.results = args.resume


def run(args: argparse.Namespace, console: Console) -> int:
    if args.resume:
        _resume_parameters(args)
    params: dict[str, Any] = {
        "dealer": args.dealer or pg.HouseWay.GOLDEN_NUGGET,
        "commission": 0.05 if args.commission is None else args.commission,
        **common.run_options(args),
    }
    outcome = common.timed_run(
        console,
        args,
        lambda: _with_bar(console, params),
        lambda: pg.optimal_house_way(**params),
        lambda seconds: _interrupted(args, seconds),
    )
    if outcome is None:
        return 130
    result, seconds = outcome
    if args.save:
        result.way.save(args.save)
    if args.json:
        common.emit_json({**result.to_json(), "seconds": seconds, "results": args.results})
    else:
        _print(console, result, seconds, args)
    return 0


def _with_bar(console: Console, params: dict[str, Any]) -> pg.OptimalHouseWay:
    with common.deal_counting_bar(console, "optimal-house-way") as update:
        return pg.optimal_house_way(**params, progress=update)


def _interrupted(args: argparse.Namespace, seconds: float) -> None:
    if args.results:
        command = f"{common.PROG} optimal-house-way --resume {shlex.quote(args.results)}"
        then = f"the records are kept: resume with `{command}`"
    else:
        then = "nothing was saved (--results DIR keeps each chunk as it finishes)"
    sys.stderr.write(
        f"{common.PROG}: optimal-house-way interrupted after {seconds:.1f} s; {then}\n"
    )
    sys.stderr.flush()


def _print(console: Console, r: pg.OptimalHouseWay, seconds: float, args: Any) -> None:
    a = r.analysis
    scope = (
        "every one of the 8,250,459,031,214,400 deals"
        if r.complete
        else f"a partial sum: {a.chunks_done} of {a.chunks_total} chunks (not the game's figures)"
    )
    console.print(
        f"[bold]Optimal house way[/] against {r.dealer.value}: {scope}; commission "
        f"{common.commission_text(r.commission)}"
    )
    t = common.table(
        "",
        *common.right(f"House way ({a.player_way.value})", "Optimal house way", "Optimal player"),
        title="Player's result a deal"
        + ("" if r.complete else " in these chunks only (not the game's figures)"),
    )
    add_sides(t, (a.house, r.outcomes, a.optimal), r._commission, r.complete)
    common.show(console, t)
    console.print(
        f"the optimal house way keeps {r.kept:.4%} of the optimal gain "
        f"({float(r.gain_exact):+.6f} of {a.optimal_gain:+.6f} a unit); it sets "
        f"{r.changed_patterns:,} patterns ({r.changed_hands:,} hands) otherwise than "
        f"{a.player_way.value}"
    )
    changes = common.table(
        ("Rule", "left"),
        *common.right("Patterns changed", "Hands changed", "Gain"),
        title=f"What it changes ({a.player_way.value} rules; the gain a unit on every deal)",
    )
    for rule in sorted(r.rules, key=lambda x: -x.gain_exact):
        if rule.changed_patterns:
            changes.add_row(
                rule.rule.id,
                f"{rule.changed_patterns:,} of {rule.patterns:,}",
                f"{rule.changed_hands:,}",
                f"{rule.gain:+.5%}",
            )
    console.print()
    common.show(console, changes)
    where = f"; records in {args.results}" if args.results else ""
    saved = f"; the way's table in {args.save}" if args.save else ""
    console.print(f"[dim]{seconds:.1f} s{where}{saved}[/]")


def add_parser(sub: Any) -> None:
    """The `optimal-house-way` command and its arguments."""
    p = sub.add_parser(
        "optimal-house-way",
        help="the best house way against a dealer's way, every deal counted",
        description="The optimal house way against a dealer's way: for each of the 292,253 "
        "patterns a house way is tabulated on, the setting of highest exact value over the "
        "pattern's hands; priced exactly beside the dealer's way and the optimal player in "
        "one pass over every deal (676 chunks). --save FILE writes it as a house way table.",
    )
    common.add_dealer(p, f"the dealer's way: {common.WAYS}")
    common.add_commission(
        p, None, "commission on a winning round, 0 to 10%% or any rate below 1 (default 0.05)"
    )
    common.add_results(p)
    p.add_argument(
        "--save", metavar="FILE", help="write the way's table file (gzip when FILE ends in .gz)"
    )
    common.add_threads(p)
    add_chunks(p)
    common.add_json(p)
    p.set_defaults(func=run)
