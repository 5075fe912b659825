"""paigow-fast settle PLAYER DEALER: the outcome of a Pai Gow round."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console

import paigow_fast as pg

from . import _common as common


def _side(text: str, who: str, way: pg.HouseWay) -> tuple[pg.Setting, pg.HouseWayRule | None]:
    """A Setting from seven cards (set by the house way `way`; with the rule that set
    it) or a setting written "FRONT2 / BACK5", either order (no rule)."""
    if "/" in text:
        try:
            s = pg.Setting.parse(text)
        except pg.Error as e:  # the parser's own errors name the setting
            why = common.one_line(e)
            named = why if why.startswith("setting ") else f"setting {text.strip()!r}: {why}"
            raise common.CliError(f"the {who}'s {named}") from None
        if not s.is_legal:
            raise common.CliError(
                f"the {who}'s setting {s} is a foul: the two-card hand "
                f"{pg.format_cards(s.low)} outranks the five-card hand {pg.format_cards(s.high)}"
            )
        return s, None
    cards = common.cards_of(text, f"the {who}'s hand", 7)
    return pg.house_way(cards, way), pg.house_way_rule(cards, way)


def _set_by(rule: pg.HouseWayRule | None) -> dict[str, Any]:
    if rule is None:
        return {"set_by": "given"}
    return {"set_by": "house way", "house_way": rule.way.value, "rule": rule.id}


def _how_text(rule: pg.HouseWayRule | None) -> str:
    if rule is None:
        return "as given"
    return f"set by the {rule.way.value} house way ({rule.id})"


def _hand_result(p: int, d: int) -> str:
    return "win" if p > d else "copy" if p == d else "loss"


def run(args: argparse.Namespace, console: Console) -> int:
    player, p_rule = _side(args.player, "player", args.player_way or args.house_way)
    dealer, d_rule = _side(args.dealer, "dealer", args.dealer_way or args.house_way)
    try:
        outcome = pg.settle(player, dealer, commission=args.commission)
    except pg.Error as e:
        raise common.CliError(common.one_line(e)) from None

    hands = {  # the two-card hand first, as a setting is written ("FRONT2 / BACK5")
        "low": _hand_result(player.low_rank, dealer.low_rank),
        "high": _hand_result(player.high_rank, dealer.high_rank),
    }

    if args.json:
        data: dict[str, Any] = {
            "player": {**_set_by(p_rule), **common.setting_json(player)},
            "dealer": {**_set_by(d_rule), **common.setting_json(dealer)},
            "hands": hands,
            "copies": sum(r == "copy" for r in hands.values()),
            "result": outcome.result,
            "payout": outcome.payout,
            "commission": args.commission,
        }
        common.emit_json(data)
        return 0

    fmt = common.Cards(console)
    t = common.table("", "Player", "", "Dealer", "", "Result")
    labels = {"high": "High (5)", "low": "Low (2)"}
    games = {"high": pg.Ranking.PAIGOW_HIGH, "low": pg.Ranking.PAIGOW_LOW}
    words = {
        "win": "[green]player[/]",
        "loss": "[red]dealer[/]",
        "copy": "[yellow]copy[/] → dealer",
    }
    for part in hands:
        p_ids = getattr(player, part)
        d_ids = getattr(dealer, part)
        t.add_row(
            f"[bold]{labels[part]}[/]",
            fmt(common.display_order(p_ids)),
            pg.describe(games[part], p_ids),
            fmt(common.display_order(d_ids)),
            pg.describe(games[part], d_ids),
            words[hands[part]],
        )
    common.show(console, t)
    console.print(f"[dim]player's setting {_how_text(p_rule)}; dealer's {_how_text(d_rule)}[/]")
    if outcome.result == "win":
        text = (
            f"[bold green]Player wins[/] both hands: "
            f"[bold]{outcome.payout:+.2f}[/] per unit "
            f"(after {common.commission_text(args.commission)} commission)"
        )
    elif outcome.result == "push":
        text = "[bold yellow]Push[/]: one hand each, [bold]0[/]"
    else:
        copies = sum(r == "copy" for r in hands.values())
        how = (
            ""
            if not copies
            else " (a copy goes to the dealer)"
            if copies == 1
            else " (copies go to the dealer)"
        )
        text = f"[bold red]Dealer wins[/] both hands{how}: [bold]{outcome.payout:+.2f}[/] per unit"
    console.print(text)
    return 0


def add_parser(sub: Any) -> None:
    """The `settle` command and its arguments."""
    p = sub.add_parser(
        "settle",
        help="settle a Pai Gow round",
        description="Settle a Pai Gow round. PLAYER and DEALER are each seven cards, set "
        'by the house way, or an explicit setting written "FRONT2 / BACK5", e.g. '
        '"8s 2h / As Ad Kh Kc 9d" (the five-card hand first is read too). A player hand '
        "wins only when strictly higher: copies go to the dealer.",
    )
    p.add_argument("player", metavar="PLAYER", help="the player's seven cards or setting")
    p.add_argument("dealer", metavar="DEALER", help="the dealer's seven cards or setting")
    common.add_house_way(p, "that sets seven cards given for either side")
    p.add_argument(
        "--player-way",
        type=common.parse_house_way,
        metavar="WAY",
        help="the house way for the player's seven cards (default: --house-way)",
    )
    p.add_argument(
        "--dealer-way",
        type=common.parse_house_way,
        metavar="WAY",
        help="the house way for the dealer's seven cards (default: --house-way)",
    )
    common.add_commission(p)
    common.add_json(p)
    p.set_defaults(func=run)
