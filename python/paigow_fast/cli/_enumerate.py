"""paigow-fast enumerate --game GAME --cards K: every hand counted by category."""

from __future__ import annotations

import argparse
import math
import threading
import time
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

import paigow_fast as pg
from paigow_fast._choices import ranking_name

from . import _common as common


def _in_thread(fn: Any, console: Console, label: str, show: bool) -> Any:
    """Run fn() in a worker thread (so Ctrl-C is seen at once), with a spinner and a
    pulsing bar on a terminal."""
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 (handed to the main thread)
            box["error"] = e

    worker = threading.Thread(target=work, name="paigow-fast-work", daemon=True)
    worker.start()
    if common.show:
        columns = (SpinnerColumn(), TextColumn(label), BarColumn(bar_width=24), TimeElapsedColumn())
        with Progress(*columns, console=console, transient=True) as bar:
            bar.add_task(label, total=None)
            while worker.is_alive():
                worker.join(0.1)
    else:
        while worker.is_alive():
            worker.join(0.2)
    if "error" in box:
        raise box["error"]
    return box["value"]


def run(args: argparse.Namespace, console: Console) -> int:
    game: pg.Ranking = args.game
    k = args.cards if args.cards is not None else game.card_counts[0]
    if k not in game.card_counts:
        allowed = ", ".join(str(c) for c in game.card_counts)
        raise common.CliError(f"--cards {k}: {ranking_name(game)} hands have {allowed} cards")
    deck = game.deck_size
    total = math.comb(deck, k)
    label = f"Counting all {total:,} hands of {k} cards ({ranking_name(game)})"
    t0 = time.perf_counter()
    counts: dict[str, int] = _in_thread(
        lambda: pg.category_counts(game, k),
        console,
        label,
        common.interactive(console) and not args.json,
    )
    seconds = time.perf_counter() - t0
    counted = sum(counts.values())
    order = [c for c in game.categories if c in counts] + sorted(
        c for c in counts if c not in game.categories
    )

    if args.json:
        common.emit_json(
            {
                "game": game.name,
                "cards": k,
                "deck": deck,
                "total": counted,
                "counts": {c: int(counts[c]) for c in order},
                "categories": [
                    {
                        "category": c,
                        "count": int(counts[c]),
                        "probability": counts[c] / counted if counted else 0.0,
                    }
                    for c in order
                ],
                "seconds": seconds,
            }
        )
        return 0

    t = common.table(
        "Category",
        *common.right("Hands", "Probability", "Odds"),
        title=f"{ranking_name(game)}: every {k}-card hand from a {deck}-card deck",
    )
    for c in order:
        n = int(counts[c])
        p = n / counted if counted else 0.0
        odds = f"1 in {1 / p:,.1f}" if 0 < p < 1 else ("always" if p == 1 else "never")
        t.add_row(c, f"{n:,}", f"{100 * p:.6f}%", odds)
    t.add_section()
    t.add_row("total", f"{counted:,}", "100%", "", style="bold")
    common.show(console, t)
    note = "" if counted == total else f" [red](expected C({deck},{k}) = {total:,})[/]"
    console.print(f"[dim]exhaustive, {seconds:.2f} s[/]{note}")
    return 0


def add_parser(sub: Any) -> None:
    """The `enumerate` command and its arguments."""
    p = sub.add_parser(
        "enumerate",
        help="count every hand of a game by category",
        description="Every hand of K cards from the game's deck (53 cards with the joker "
        "for the Pai Gow games, 36 for the short deck, else 52), counted exhaustively by "
        "category.",
    )
    common.add_game(
        p,
        required=True,
        help="paigow-high, paigow-low, high, ace-to-five, ace-to-five-8, deuce-to-seven, badugi, "
        "short-deck, short-deck-straight-over-trips",
    )
    p.add_argument(
        "--cards",
        "-k",
        type=int,
        metavar="K",
        help="cards per hand (default: the game's smallest hand, 5, 2 or 4)",
    )
    common.add_json(p)
    p.set_defaults(func=run)
