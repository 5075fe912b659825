"""The paigow-fast command line: set, rank, settle, simulate, analyze, enumerate,
sidebet, bench.

Human output is compact rich tables (colour only on a terminal, NO_COLOR honoured);
``--json`` gives plain JSON on stdout. Bad input prints one line on stderr,
"paigow-fast: error: ...", and exits with status 2; Ctrl-C exits with 130.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import NoReturn

import paigow_fast as pg

from ._common import (
    PROG,
    CliError,
    make_console,
    one_line,
    parse_commission,
    parse_count,
    parse_game,
    parse_house_way,
    parse_seed,
    parse_threads,
)

__all__ = ["build_parser", "main"]

_EPILOG = """\
cards: "As Kd Th 9c 5s 5d Jk" (also 10h, suit symbols A♠, any case; the joker is Jk).
examples:
  paigow-fast set "As Kd Th 9c 5s 5d Jk"
  paigow-fast set --house-way foxwoods "Ac 2d 5h 5s Tc Td 8h"
  paigow-fast rank --game high "As Ks Qs Js Ts" "9c 9d 9h 9s 2c"
  paigow-fast settle "As Ad Kh Kc 9d / 8s 2h" "2c 3d 5h Ts Tc Qd Qh"
  paigow-fast simulate --rounds 10M --player optimal --seed 7 --plot edge.png
  paigow-fast enumerate --game paigow-high --cards 7
  paigow-fast analyze --dealer foxwoods --results runs/foxwoods
  paigow-fast sidebet --table jackpot --plot jackpot.png
  paigow-fast bench --quick
every command takes --json for machine output."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: "paigow-fast: error: ...", exit status 2."""

    def error(self, message: str) -> NoReturn:
        where = self.prog[len(PROG) :].strip()
        prefix = f"{where}: " if where else ""
        hint = f" (see '{self.prog} --help')"
        _fail(f"{prefix}{message}{hint}")


def _fail(message: str) -> NoReturn:
    _report(message)
    raise SystemExit(2)


def _report(message: str) -> None:
    """The one-line error on stderr; with --json also a JSON object on stdout."""
    sys.stderr.write(f"{PROG}: error: {message}\n")
    sys.stderr.flush()
    if _JSON[0]:
        sys.stdout.write(json.dumps({"error": message}) + "\n")
        sys.stdout.flush()


# Whether the command being run asked for --json (set once its arguments are parsed).
_JSON = [False]


def _add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--json",
        action="store_true",
        default=argparse.SUPPRESS,
        help="plain JSON on stdout instead of tables",
    )


def _add_plot(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument(
        "--plot", metavar="FILE.png", help=f"also draw {what} to FILE (needs matplotlib)"
    )


def _add_commission(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--commission",
        type=parse_commission,
        default=0.05,
        metavar="RATE",
        help="commission on a winning round: 0.05 or 5%% (default 0.05)",
    )


_WAYS = ", ".join(w.value for w in pg.HouseWay)


def _add_house_way(p: argparse.ArgumentParser, whose: str) -> None:
    p.add_argument(
        "--house-way",
        type=parse_house_way,
        default=pg.HouseWay.GOLDEN_NUGGET,
        metavar="WAY",
        help=f"the house way {whose}: {_WAYS} (default golden-nugget)",
    )


def build_parser() -> argparse.ArgumentParser:
    from . import _analyze, _bench, _enumerate, _rank, _set, _settle, _sidebet, _simulate

    parser = _Parser(
        prog=PROG,
        description="Poker hand rankings and an exact Pai Gow Poker solver, from the command line.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {pg.__version__}")
    parser.add_argument("--json", action="store_true", default=False, help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

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
    _add_house_way(p, "that sets the hand and the dealer's")
    _add_commission(p)
    _add_plot(p, "the EV of the 21 settings as a bar chart")
    _add_json(p)
    p.set_defaults(func=_set.run)

    p = sub.add_parser(
        "rank",
        help="rank hands in any game and say which wins",
        description="Rank, category and description of each hand (each CARDS argument is "
        "one hand), and which wins; ties are shown as ties.",
    )
    p.add_argument("hands", nargs="+", metavar="CARDS", help='one hand, e.g. "As Ks Qs Js Ts"')
    p.add_argument(
        "--game",
        "-g",
        type=parse_game,
        default=pg.Game.HIGH,
        metavar="GAME",
        help="high (default), paigow-high, paigow-low, ace-to-five (razz), ace-to-five-8, "
        "deuce-to-seven (2-7), badugi; any case",
    )
    p.add_argument(
        "--omaha",
        action="store_true",
        help="Omaha: each CARDS is 4-6 hole cards, two of which play with three of --board "
        "(games high and ace-to-five-8)",
    )
    p.add_argument("--board", metavar="CARDS", help="the five board cards, with --omaha")
    _add_json(p)
    p.set_defaults(func=_rank.run)

    p = sub.add_parser(
        "settle",
        help="settle a Pai Gow round",
        description="Settle a Pai Gow round. PLAYER and DEALER are each seven cards, set "
        'by the house way, or an explicit setting written "HIGH5 / LOW2", e.g. '
        '"As Ad Kh Kc 9d / 8s 2h". A player hand wins only when strictly higher: '
        "copies go to the dealer.",
    )
    p.add_argument("player", metavar="PLAYER", help="the player's seven cards or setting")
    p.add_argument("dealer", metavar="DEALER", help="the dealer's seven cards or setting")
    _add_house_way(p, "that sets seven cards given for either side")
    p.add_argument(
        "--player-way",
        type=parse_house_way,
        metavar="WAY",
        help="the house way for the player's seven cards (default: --house-way)",
    )
    p.add_argument(
        "--dealer-way",
        type=parse_house_way,
        metavar="WAY",
        help="the house way for the dealer's seven cards (default: --house-way)",
    )
    _add_commission(p)
    _add_json(p)
    p.set_defaults(func=_settle.run)

    p = sub.add_parser(
        "simulate",
        help="simulate rounds and measure the house edge",
        description="Simulate Pai Gow rounds (random deals from a 53-card deck) and measure "
        "the player's result and the house edge, with standard errors. The same seed "
        "gives the same result on any machine and for any --threads.",
    )
    p.add_argument(
        "--rounds",
        "-n",
        type=parse_count,
        default=1_000_000,
        metavar="N",
        help="rounds to play: 1000000, 1e6, 10M (default 1M)",
    )
    strategies = ["house", "optimal", *(w.value for w in pg.HouseWay)]
    p.add_argument(
        "--player",
        choices=strategies,
        default="house",
        help="the player's strategy: 'house' (the dealer's house way), a house way, or "
        "'optimal' (approximate values against the dealer's way, as solve_many plays; "
        "default house)",
    )
    p.add_argument(
        "--dealer",
        type=parse_house_way,
        metavar="WAY",
        help="the dealer's house way (default: --house-way)",
    )
    _add_house_way(p, "of the dealer (and of a 'house' player)")
    p.add_argument("--seed", type=parse_seed, default=0, help="random seed (default 0)")
    _add_commission(p)
    p.add_argument(
        "--threads", type=parse_threads, metavar="T", help="threads (default: all cores)"
    )
    _add_plot(p, "the running house edge with its 95%% confidence band")
    _add_json(p)
    p.set_defaults(func=_simulate.run)

    p = sub.add_parser(
        "analyze",
        help="the exact value of the whole game: every deal counted",
        description="Count every one of the 8,250,459,031,214,400 deals exactly (player "
        "hands by suit class, in 676 chunks): the house-way player and the optimal player "
        "against a house-way dealer, and where the edge comes from, rule by rule. With "
        "--results DIR each chunk is saved as it finishes; --resume DIR finishes a run. "
        "--scheduler runs the chunks on a Dask cluster.",
    )
    p.add_argument(
        "--dealer", type=parse_house_way, metavar="WAY", help=f"the dealer's way: {_WAYS}"
    )
    p.add_argument(
        "--player",
        choices=["house", "optimal", *(w.value for w in pg.HouseWay)],
        default="house",
        help="the headline player: 'house' (the dealer's way), a house way, or 'optimal' "
        "(both are always counted)",
    )
    p.add_argument(
        "--commission",
        type=parse_commission,
        metavar="RATE",
        help="commission on a winning round, 0 to 10%% or any rate below 1 (default 0.05; "
        "0 with --variant queen-high-push)",
    )
    p.add_argument(
        "--variant",
        choices=pg._core.analysis_variants(),
        default="standard",
        help="the main bet: standard, or queen-high-push (commission-free: every bet "
        "pushes when the dealer's seven cards are a queen-high pai gow)",
    )
    where = p.add_mutually_exclusive_group()
    where.add_argument("--results", metavar="DIR", help="save each chunk's record in DIR")
    where.add_argument("--resume", metavar="DIR", help="finish the run saved in DIR")
    p.add_argument(
        "--scheduler", metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://10.0.0.5:8786"
    )
    p.add_argument(
        "--threads", type=parse_threads, metavar="T", help="threads (default: all cores)"
    )
    p.add_argument(
        "--chunks", type=_analyze.parse_chunks, metavar="LIST", help="only these chunks: 0-9,100"
    )
    _add_plot(p, "each rule's part of the edge and what optimal play gains in it")
    _add_json(p)
    p.set_defaults(func=_analyze.run)

    p = sub.add_parser(
        "enumerate",
        help="count every hand of a game by category",
        description="Every hand of K cards from the game's deck (53 cards with the joker "
        "for the Pai Gow games, else 52), counted exhaustively by category.",
    )
    p.add_argument(
        "--game",
        "-g",
        type=parse_game,
        required=True,
        metavar="GAME",
        help="paigow-high, paigow-low, high, ace-to-five, ace-to-five-8, deuce-to-seven, badugi",
    )
    p.add_argument(
        "--cards",
        "-k",
        type=int,
        metavar="K",
        help="cards per hand (default: the game's smallest hand, 5, 2 or 4)",
    )
    _add_json(p)
    p.set_defaults(func=_enumerate.run)

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
    p.add_argument(
        "--threads", type=parse_threads, metavar="T", help="threads (default: all cores)"
    )
    _add_plot(p, "each pay line's part of the return")
    _add_json(p)
    p.set_defaults(func=_sidebet.run)

    p = sub.add_parser(
        "bench",
        help="the library's speed on this machine",
        description="Hands per second of each bulk path on this machine, on random hands.",
    )
    p.add_argument("--quick", action="store_true", help="a shorter run (less precise)")
    p.add_argument(
        "--threads", type=parse_threads, metavar="T", help="threads (default: all cores)"
    )
    _add_json(p)
    p.set_defaults(func=_bench.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    given = sys.argv[1:] if argv is None else argv
    if not given:  # no command: the help, as `paigow-fast --help` prints it
        parser.print_help()
        return 0
    _JSON[0] = "--json" in given
    args = parser.parse_args(given)
    _JSON[0] = bool(getattr(args, "json", False))
    console = make_console()
    try:
        return int(args.func(args, console) or 0)
    except (CliError, pg.Error) as e:
        _report(one_line(e))
        return 2
    except KeyboardInterrupt:
        sys.stderr.write(f"{PROG}: interrupted\n")
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): stop quietly.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except OSError:
            pass
        return 1
