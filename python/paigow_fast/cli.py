"""The paigow-fast command line."""

from __future__ import annotations

import argparse
import sys

from rich.console import Console

from . import Error, Game, describe, format_cards, house_way, parse_cards


def _cmd_set(args: argparse.Namespace, console: Console) -> int:
    cards = parse_cards(args.cards)
    s = house_way(cards)
    high = describe(Game.PAIGOW_HIGH, s.high)
    low = describe(Game.PAIGOW_LOW, s.low)
    console.print(f"House way for {format_cards(cards, symbols=True)}")
    console.print(f"  high (5): {format_cards(s.high, symbols=True)}  {high}")
    console.print(f"  low  (2): {format_cards(s.low, symbols=True)}  {low}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="paigow-fast", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p_set = sub.add_parser("set", help="set seven cards by the house way")
    p_set.add_argument("cards", nargs="+", help='seven cards, e.g. "As Kd 10h 9c 5s 5d Jk"')
    p_set.set_defaults(func=_cmd_set)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    console = Console()
    try:
        return args.func(args, console)
    except Error as e:
        print(f"paigow-fast: error: {e}", file=sys.stderr)
        return 2
