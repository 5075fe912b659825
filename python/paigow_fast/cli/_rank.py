"""paigow-fast rank --game GAME CARDS...: rank, category, description, and which wins."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console

import paigow_fast as pg
from paigow_fast._choices import ranking_name

from . import _common as common

_OMAHA_GAMES = (pg.Ranking.HIGH, pg.Ranking.ACE_TO_FIVE_8)


def _plain(game: pg.Ranking, i: int, ids: list[int]) -> dict[str, Any]:
    try:
        r = pg.rank(game, ids)
        return {
            "rank": r,
            "category": pg.category(game, ids),
            "description": pg.describe(game, ids),
            "best_five": None,
        }
    except pg.Error as e:
        raise common.CliError(f"hand {i} ({pg.format_cards(ids)}): {common.one_line(e)}") from None


def _omaha(game: pg.Ranking, i: int, hole: list[int], board: list[int]) -> dict[str, Any]:
    try:
        r = pg.omaha_rank(game, hole, board)
    except pg.Error as e:
        raise common.CliError(f"hand {i} ({pg.format_cards(hole)}): {common.one_line(e)}") from None
    five = pg.omaha_best(game, hole, board)  # with no qualifying low: two and three
    return {
        "rank": r,
        "category": pg.category(game, five),
        "description": pg.describe(game, five),
        "best_five": None if r is None else five,
    }


def run(args: argparse.Namespace, console: Console) -> int:
    game: pg.Ranking = args.game
    board = _board(args)
    hands = []
    for i, text in enumerate(args.hands, 1):
        ids = common.cards_of(text, f"hand {i}")
        if board is not None:
            shared = sorted(set(ids) & set(board))
            if shared:
                raise common.CliError(f"hand {i} shares {pg.format_cards(shared)} with the board")
            info = _omaha(game, i, ids, board)
        else:
            info = _plain(game, i, ids)
        hands.append({"index": i, **common.hand_json(ids), **info})
    winners = _judge(hands)
    compare = len(hands) > 1
    if args.json:
        data: dict[str, Any] = {"game": game.name, "omaha": bool(args.omaha)}
        if board is not None:
            data["board"] = common.hand_json(board)
        for h in hands:
            if h["best_five"] is not None:
                h["best_five"] = common.hand_json(h["best_five"])
            elif not args.omaha:
                del h["best_five"]
        data["hands"] = hands
        data["winners"] = winners if compare else None
        data["tie"] = compare and len(winners) > 1
        common.emit_json(data)
        return 0
    _show(console, game, board, hands)
    if compare:
        console.print(_verdict(hands, winners))
    return 0


def _board(args: argparse.Namespace) -> list[int] | None:
    """Omaha's board (--omaha --board), checked; None without --omaha."""
    if args.board is not None and not args.omaha:
        raise common.CliError("--board is for Omaha: add --omaha")
    if not args.omaha:
        return None
    if args.game not in _OMAHA_GAMES:
        raise common.CliError(
            f"--omaha plays high or ace-to-five-8, not {ranking_name(args.game)} (use --game)"
        )
    if args.board is None:
        raise common.CliError(
            '--omaha needs --board with five cards, e.g. --board "Ks 9d 5c 4h 2s"'
        )
    return common.cards_of(args.board, "the board", 5)


def _judge(hands: list[dict[str, Any]]) -> list[int]:
    """Each hand's result ("wins", "ties", "loses", "no low"; None for a hand alone),
    set in place; the winners' numbers."""
    ranks = [h["rank"] for h in hands if h["rank"] is not None]
    top = max(ranks) if ranks else None
    winners = [h["index"] for h in hands if top is not None and h["rank"] == top]
    for h in hands:
        if len(hands) == 1:
            h["result"] = None
        elif h["rank"] is None:
            h["result"] = "no low"
        elif h["rank"] == top:
            h["result"] = "wins" if len(winners) == 1 else "ties"
        else:
            h["result"] = "loses"
    return winners


def _show(
    console: Console, game: pg.Ranking, board: list[int] | None, hands: list[dict[str, Any]]
) -> None:
    """The hands' table."""
    fmt = common.Cards(console)
    compare = len(hands) > 1
    title = f"Ranking: {ranking_name(game)}" + (
        f", Omaha, board {fmt(board)}" if board is not None else ""
    )
    cols: list[Any] = ["#", "Hand"]
    if board is not None:
        cols.append("Best five")
    cols += [("Rank", "right"), "Category", "Description"]
    if compare:
        cols.append("Result")
    t = common.table(*cols, title=title)
    for h in hands:
        ids = h["ids"]
        row = [str(h["index"]), fmt(ids if board is not None else common.display_order(ids))]
        if board is not None:
            row.append(fmt(common.display_order(h["best_five"])) if h["best_five"] else "-")
        row += ["-" if h["rank"] is None else str(h["rank"]), h["category"], h["description"]]
        style = None
        if compare:
            res = h["result"]
            row.append(
                {"wins": "[bold green]wins[/]", "ties": "[bold yellow]ties[/]"}.get(res, res)
            )
            style = "bold" if res in ("wins", "ties") else None
        t.add_row(*row, style=style)
    common.show(console, t)


def _verdict(hands: list[dict[str, Any]], winners: list[int]) -> str:
    """Who wins, in a sentence."""
    if not winners:
        return "No hand qualifies for low: nobody wins."
    if len(winners) == 1:
        w = hands[winners[0] - 1]
        return f"Hand {w['index']} wins: {w['description']}."
    if len(winners) == len(hands):
        return f"All {len(hands)} hands tie: {hands[0]['description']}."
    names = ", ".join(str(i) for i in winners[:-1]) + f" and {winners[-1]}"
    return f"Hands {names} tie: {hands[winners[0] - 1]['description']}."


def add_parser(sub: Any) -> None:
    """The `rank` command and its arguments."""
    p = sub.add_parser(
        "rank",
        help="rank hands in any game and say which wins",
        description="Rank, category and description of each hand (each CARDS argument is "
        "one hand), and which wins; ties are shown as ties.",
    )
    p.add_argument("hands", nargs="+", metavar="CARDS", help='one hand, e.g. "As Ks Qs Js Ts"')
    common.add_game(
        p,
        required=False,
        help="high (default), paigow-high, paigow-low, ace-to-five (razz), ace-to-five-8, "
        "deuce-to-seven (2-7), badugi, short-deck (6+), short-deck-straight-over-trips; "
        "any case",
    )
    p.add_argument(
        "--omaha",
        action="store_true",
        help="Omaha: each CARDS is 4-6 hole cards, two of which play with three of --board "
        "(games high and ace-to-five-8)",
    )
    common.add_board(p, "the five board cards, with --omaha")
    common.add_json(p)
    p.set_defaults(func=run)
