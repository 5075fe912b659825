"""paigow-fast par-sheet [--results DIR] [--side-bet TABLE ...] [--html FILE] [--json FILE]:
the par sheet of a table, from the exact analysis and the side bets' exact prices."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from typing import Any

from rich.console import Console

import paigow_fast as pg

from . import _common as common
from ._sidebet import table_of


def run(args: argparse.Namespace, console: Console) -> int:
    tables = [table_of(t) for t in args.side_bet or []]
    command = "paigow-fast " + shlex.join(sys.argv[1:]) if sys.argv[1:] else None
    t0 = time.perf_counter()
    if args.envy and not tables:
        raise common.CliError("--envy rides on a side bet: give --side-bet fortune")
    if args.covariance and tables and not args.no_base and not args.json == "-":
        console.print("[dim]counting the main bet by the side bets' events (every deal)...[/]")
    sheet = pg.par_sheet(
        dealer=args.dealer,
        player=args.player,
        commission=args.commission,
        variant=args.variant,
        results=args.results,
        side_bets=tables,
        base=not args.no_base,
        covariance=args.covariance,
        envy=args.envy or None,
        envy_rounds=args.envy_rounds,
        hands_per_hour=args.hands_per_hour,
        average_bet=args.average_bet,
        threads=args.threads,
        command=command,
    )
    seconds = time.perf_counter() - t0
    if args.html:
        sheet.to_html(args.html)
    if args.json == "-":
        common.emit_json(sheet.to_json())
        return 0
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            f.write(json.dumps(sheet.to_json(), indent=1) + "\n")
    _show(sheet, console)
    written = [f for f in (args.html, args.json) if f]
    tail = f"; written: {', '.join(written)}" if written else ""
    console.print(f"{seconds:.1f} s{tail}")
    return 0


def _show(sheet: pg.ParSheet, console: Console) -> None:
    t = common.table(
        "Wager",
        *common.right("House edge", "Element of risk", "Hit frequency", "SD", "Win/hour"),
        title="Par sheet",
    )
    for w in sheet.wagers:
        t.add_row(
            w["name"],
            f"{w['house_edge']['float']:.4%}",
            f"{w['element_of_risk']['float']:.4%}",
            f"{w['hit_frequency']['float']:.4%}",
            f"{w['sd']:.4f}",
            f"{w['win_per_hour']['win_float']:,.2f}",
        )
    common.show(console, t)
    for c in sheet.covariance:
        if c["available"]:
            console.print(
                f"{c['side_bet']}: covariance with the main bet {c['covariance']['float']:+.6f}, "
                f"SD of both {c['combined_sd']:.4f}"
            )
        else:
            console.print(f"{c['side_bet']}: covariance {c['why']}")
    if sheet.envy is not None:
        e = sheet.envy
        t = common.table(
            *common.right("Other players", "Envy value", "House edge with envy", "SD (simulated)"),
            title=f"Envy bonus with {e['side_bet']} (exact value; SD +/- its standard error)",
        )
        for r in e["by_others"]:
            t.add_row(
                str(r["others"]),
                f"{r['envy_value']['float']:.4%}",
                f"{r['house_edge']['float']:.4%}",
                f"{r['sd']:.4f} +/- {r['sd_standard_error']:.4f}",
            )
        common.show(console, t)


def add_parser(sub: Any) -> None:
    """The `par-sheet` command and its arguments."""
    p = sub.add_parser(
        "par-sheet",
        help="a table's par sheet: every wager's exact figures",
        description="The par sheet of a table: for the main bet (from a complete results "
        "directory of `analyze`, or counted) and each side bet (priced exactly), the "
        "outcome table, house edge, element of risk, hit frequency, SD, the banker's view, "
        "a commission grid, the covariance of main bet and side bet, the casino's win over "
        "N rounds with its 95%% interval and the win an hour; the envy bonus by number of "
        "other players; with the provenance of every figure.",
    )
    common.add_results_directory(p, "a complete results directory")
    common.add_dealer(
        p, f"the dealer's way: {common.WAYS} (default: the directory's, or golden-nugget)"
    )
    common.add_player(p, "the player (default: the directory's)", default=None)
    common.add_commission(p, None, "commission on a win (default: the directory's, or 0.05)")
    common.add_variant(
        p, None, "standard or queen-high-push (default: the directory's, or standard)"
    )
    p.add_argument(
        "--side-bet",
        action="append",
        metavar="TABLE",
        help=f"a side bet: {', '.join(pg.PAY_TABLES)} or a .toml/.json file (repeat for more)",
    )
    p.add_argument("--no-base", action="store_true", help="the side bets alone")
    p.add_argument(
        "--no-covariance",
        dest="covariance",
        action="store_false",
        help="skip the pass over every deal that gives each side bet's covariance",
    )
    p.add_argument("--envy", action="store_true", help="the Fortune envy bonus, 1 to 6 others")
    p.add_argument("--envy-rounds", type=common.parse_count, default=200_000, metavar="N")
    p.add_argument("--hands-per-hour", type=common.parse_count, default=30, metavar="N")
    p.add_argument("--average-bet", default="25", metavar="AMOUNT")
    p.add_argument("--html", metavar="FILE", help="write the sheet as one HTML page")
    common.add_json(p, to_file=True)
    common.add_threads(p)
    p.set_defaults(func=run)
