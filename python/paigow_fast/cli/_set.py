"""paigow-fast set CARDS: the house way, the optimal setting, and all 21 settings."""

from __future__ import annotations

import argparse
import time
from typing import Any

from rich.console import Console
from rich.table import Table

import paigow_fast as pg

from . import _common as common
from . import _plot

_DEALER_HANDS = 53_524_680  # C(46, 7)

METHOD_TEXT = {
    "exact": f"exact values: every dealer hand the other 46 cards allow ({_DEALER_HANDS:,})",
    "approx": "APPROXIMATE values: dealer drawn from a full 53-card deck, card removal ignored",
}
PLOT_METHOD_TEXT = {
    "exact": f"exact EV against the dealer's house way ({_DEALER_HANDS:,} dealer hands)",
    "approx": "APPROXIMATE EV against the dealer's house way (card removal ignored)",
}


def _value_json(v: Any) -> dict[str, Any]:
    return {"win": v.win, "push": v.push, "loss": v.loss, "ev": v.ev}


def _solve(
    cards: list[int], method: Any, args: argparse.Namespace, console: Console, quiet: bool
) -> pg.Solution:
    def solve() -> pg.Solution:
        return pg.solve(cards, method=method, commission=args.commission, dealer=args.house_way)

    if quiet or not common.interactive(console):
        return solve()
    what = "exactly, against every dealer hand" if method == "exact" else "approximately"
    with console.status(f"Solving {what}...", spinner="dots"):
        return solve()


def run(args: argparse.Namespace, console: Console) -> int:
    cards = common.cards_of(args.cards, "the hand", 7)
    if args.plot:
        _plot.check_target(args.plot)
    t0 = time.perf_counter()
    solution = _solve(cards, "approx" if args.approx else "exact", args, console, bool(args.json))
    seconds = time.perf_counter() - t0
    values = list(solution.options)
    options = [v.setting for v in values]
    house_index, best_index = solution.house_index, solution.best_index

    # Best first: legal settings by EV (ties: the house way's, then the stronger back),
    # then the fouls in the library's order.
    def order_key(i: int) -> tuple[Any, ...]:
        ev = values[i].ev
        key = -(ev if ev is not None else 0.0)
        return (ev is None, key, i != best_index, i != house_index, -options[i].high_rank, i)

    order = sorted(range(len(options)), key=order_key)
    if args.json:
        common.emit_json(_json_data(cards, solution, order, args))
    else:
        fmt = common.Cards(console)
        console.print(f"[bold]Hand[/]  {fmt(common.display_order(cards))}")
        _print_head(console, fmt, solution, args)
        console.print()
        common.show(console, _settings_table(fmt, values, order, best_index, house_index))
        console.print(
            f"[dim]{METHOD_TEXT.get(solution.method, solution.method)}; the dealer plays the "
            f"{args.house_way.value} house way; solved in {seconds:.2f} s[/]"
        )
    if args.plot:
        _draw(args.plot, cards, options, values, order, house_index, best_index, solution.method)
        if not args.json:
            common.plot_written(console, args.plot)
    return 0


def _json_data(
    cards: list[int], solution: pg.Solution, order: list[int], args: argparse.Namespace
) -> dict[str, Any]:
    """The solution as the --json output writes it."""
    rule = solution.house_rule
    assert rule is not None
    best = solution.best
    return {
        "hand": {"cards": pg.format_cards(cards), "ids": cards},
        "method": solution.method,
        "commission": args.commission,
        "house_way": args.house_way.value,
        "house": {
            "index": solution.house_index,
            **common.setting_json(solution.house.setting),
            "rule": {"id": rule.id, "text": rule.text},
            **_value_json(solution.house),
        },
        "best": {
            "index": solution.best_index,
            **common.setting_json(best.setting),
            **_value_json(best),
        },
        "house_cost": solution.house_cost,
        "settings": [
            {"index": i, **common.setting_json(v.setting), **_value_json(v)}
            for i, v in enumerate(solution.options)
        ],
        "best_first": order,
    }


def _print_head(
    console: Console, fmt: common.Cards, solution: pg.Solution, args: argparse.Namespace
) -> None:
    """The house way's setting and its rule, the optimal one, and what the way gives up."""
    rule = solution.house_rule
    assert rule is not None
    head = Table.grid(padding=(0, 2))
    for _ in range(4):
        head.add_column()
    head.columns[3].justify = "right"

    def add_setting(label: str, s: pg.Setting, ev: float | None) -> None:
        """Two lines: the two-card hand, then the five-card hand (as "FRONT2 / BACK5")."""
        head.add_row(
            f"[bold]{label}[/]",
            fmt(common.display_order(s.low)),
            pg.describe(pg.Ranking.PAIGOW_LOW, s.low),
            "" if ev is None else f"EV {common.signed(ev)}",
        )
        head.add_row(
            "", fmt(common.display_order(s.high)), pg.describe(pg.Ranking.PAIGOW_HIGH, s.high), ""
        )

    add_setting("House way", solution.house.setting, solution.house.ev)
    head.add_row("", f"[dim]{args.house_way.value}, rule {rule.id}: {rule.text}[/]", "", "")
    if solution.best_index == solution.house_index:
        head.add_row("[bold]Optimal[/]", "same as the house way", "", "")
    else:
        add_setting("Optimal", solution.best.setting, solution.best.ev)
    console.print(head)
    cost = solution.house_cost
    if cost <= 0:
        verdict = "The house way is optimal for this hand"
    else:
        verdict = f"The house way gives up [bold]{cost:.4f}[/] per unit staked"
    note = "exact" if solution.method == "exact" else "[bold yellow]approximate[/]"
    console.print(
        f"{verdict} [dim]({note}, commission {common.commission_text(args.commission)})[/]"
    )


def _settings_table(
    fmt: common.Cards, values: list[Any], order: list[int], best_index: int, house_index: int
) -> Any:
    """All 21 settings, best first, marked best and house."""
    t = common.table(
        "#",
        ("Low (2)", "left"),
        ("High (5)", "left"),
        "Legal",
        *common.right("Win", "Push", "Loss", "EV"),
        "",
        title="All 21 settings, best first",
    )
    for n, i in enumerate(order, 1):
        v = values[i]
        s = v.setting
        marks = [m for m, k in (("best", best_index), ("house", house_index)) if i == k]
        legal = "yes" if s.is_legal else "[red]foul[/]"
        nums = (
            [
                common.pct(v.win, 1),
                common.pct(v.push, 1),
                common.pct(v.loss, 1),
                common.signed(v.ev),
            ]
            if s.is_legal
            else ["-", "-", "-", "-"]
        )
        t.add_row(
            str(n),
            fmt(common.display_order(s.low)),
            fmt(common.display_order(s.high)),
            legal,
            *nums,
            ", ".join(marks),
            style="bold" if i == best_index else None,
        )
    return t


def _draw(
    path: str,
    cards: list[int],
    options: list[pg.Setting],
    values: Any,
    order: list[int],
    house: int,
    best: int | None,
    method: str,
) -> None:
    labels = [
        f"{pg.format_cards(common.display_order(options[i].low), symbols=True)}  /  "
        f"{pg.format_cards(common.display_order(options[i].high), symbols=True)}"
        for i in order
    ]
    evs = [values[i].ev for i in order]
    title = f"The 21 settings of {pg.format_cards(common.display_order(cards), symbols=True)}"
    sub = PLOT_METHOD_TEXT.get(method, method)
    _plot.settings_ev(
        path,
        title,
        labels,
        evs,
        order.index(house),
        order.index(best) if best is not None else -1,
        sub,
    )


def add_parser(sub: Any) -> None:
    """The `set` command and its arguments."""
    p = sub.add_parser(
        "set",
        help="set seven cards: the house way, the optimal setting, all 21 settings",
        description="The house way's setting of seven cards and the rule that set it, the "
        "optimal setting by exact value against a dealer who plays the house way (every "
        "dealer hand the other 46 cards allow), the value the house way gives up, and all 21 "
        "settings best first.",
    )
    p.add_argument(
        "cards", nargs="+", metavar="CARDS", help='seven cards, e.g. "As Kd Th 9c 5s 5d Jk"'
    )
    p.add_argument(
        "--approx",
        action="store_true",
        help="approximate values (dealer from a full deck, card removal ignored): faster",
    )
    common.add_house_way(p, "that sets the hand and the dealer's")
    common.add_commission(p)
    common.add_plot(p, "the EV of the 21 settings as a bar chart")
    common.add_json(p)
    p.set_defaults(func=run)
