"""paigow-fast sidebet [--table NAME|FILE] [--house-way WAY]: a pay table priced
exactly over every seven-card hand, the return table of a submission."""

from __future__ import annotations

import argparse
import os
import time
from typing import Any

from rich.console import Console

import paigow_fast as pg

from . import _common as common
from . import _plot

_NAMES = ", ".join(pg.PAY_TABLES)


def table_of(text: str) -> pg.PayTable:
    """A shipped table by name, or a TOML/JSON file."""
    if text.lower() in pg.PAY_TABLES:
        return pg.PAY_TABLES[text.lower()]
    if not os.path.exists(text):  # False too for a name the system refuses
        raise common.CliError(f"--table {text!r}: not a table ({_NAMES}) and no such file")
    return pg.PayTable.load(text)


def _odds(p: float) -> str:
    return f"1 in {1 / p:,.1f}" if p > 0 else "never"


def run(args: argparse.Namespace, console: Console) -> int:
    pay_table = table_of(args.table)
    if args.plot:
        _plot.check_target(args.plot)
    t0 = time.perf_counter()
    result = pg.price(pay_table, way=args.house_way, threads=args.threads)
    seconds = time.perf_counter() - t0

    if getattr(args, "json", False):
        data = result.to_dict()
        data["seconds"] = seconds
        data["pay_table"] = pay_table.to_dict()
        common.emit_json(data)
    else:
        name = common.as_text(pay_table.name)
        t = common.table(
            "Event",
            *common.right("Pays", "Hands", "Probability", "Odds", "Return"),
            title=f"{name}: every one of the {result.hands:,} seven-card hands"
            + (f", set by the {result.way} house way" if result.way else ""),
        )
        for ln in result.lines:
            p = float(ln.probability)
            t.add_row(
                ln.name, f"{ln.pays}", f"{ln.hands:,}", f"{p:.8f}", _odds(p), f"{float(ln.ret):.6f}"
            )
        q = float(result.nothing_probability)
        t.add_row("nothing", "-1", f"{result.nothing:,}", f"{q:.8f}", _odds(q), f"{-q:.6f}")
        t.add_section()
        t.add_row(
            "total", "", f"{result.hands:,}", "1", "", f"{float(result.ev):.6f}", style="bold"
        )
        common.show(console, t)
        console.print(
            f"House edge [bold]{100 * float(result.house_edge):.4f}%[/] "
            f"(player's return {float(result.ev):+.6f} a unit; exact: {result.ev}), "
            f"standard deviation {result.sd:.4f} a unit; "
            f"exact over every hand, {seconds:.2f} s"
        )
    if args.plot:
        _plot.side_bet_returns(args.plot, result)
        if not getattr(args, "json", False):
            common.plot_written(console, args.plot)
    return 0


def add_parser(sub: Any) -> None:
    """The `sidebet` command and its arguments."""
    p = sub.add_parser(
        "sidebet",
        help="a side bet's pay table priced exactly",
        description="A side bet's pay table priced exactly over all 154,143,080 seven-card "
        "hands: each event's pays, hands, probability and return, and the house edge. "
        f"Tables: {', '.join(pg.PAY_TABLES)}, or a TOML/JSON file "
        '(name = "..." and a [pays] table of event = N lines, first event paying).',
    )
    p.add_argument(
        "--table",
        "-t",
        default="mania",
        metavar="NAME|FILE",
        help=f"{', '.join(pg.PAY_TABLES)} or a .toml/.json file (default mania)",
    )
    common.add_house_way(p, "whose setting the events read from one are read from")
    common.add_threads(p)
    common.add_plot(p, "each pay line's part of the return")
    common.add_json(p)
    p.set_defaults(func=run)
