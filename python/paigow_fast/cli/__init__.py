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

    _set.add_parser(sub)

    _rank.add_parser(sub)

    _settle.add_parser(sub)

    _simulate.add_parser(sub)

    _analyze.add_parser(sub)

    _enumerate.add_parser(sub)

    _sidebet.add_parser(sub)

    _bench.add_parser(sub)
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
