"""The paigow-fast command line: set, rank, settle, simulate, analyze, enumerate,
sidebet, equity, house-way, optimal-house-way, par-sheet, bench.

Human output is compact rich tables (colour only on a terminal, NO_COLOR honoured);
``--json`` gives plain JSON on stdout. Bad input prints one line on stderr,
"paigow-fast: error: ...", and exits with status 2 (so do an argument that is not
UTF-8, a file a command cannot read or write, and a way's function file that cannot
be run); Ctrl-C exits with 130. Output
that cannot be written (stdout closed, a full disk) is one such line and status 1;
a reader that goes away (``| head``) ends the command quietly with status 1.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import re
import sys
from typing import Any, NoReturn

import paigow_fast as pg

from . import _common as common

__all__ = ["build_parser", "main"]

_EPILOG = """\
cards: "As Kd Th 9c 5s 5d Jk" (also 10h, suit symbols A♠, any case; the joker is Jk).
examples:
  paigow-fast set "As Kd Th 9c 5s 5d Jk"
  paigow-fast set --house-way foxwoods "Ac 2d 5h 5s Tc Td 8h"
  paigow-fast rank --game high "As Ks Qs Js Ts" "9c 9d 9h 9s 2c"
  paigow-fast settle "8s 2h / As Ad Kh Kc 9d" "2c 3d 5h Ts Tc Qd Qh"
  paigow-fast simulate --rounds 10M --player optimal --seed 7 --plot edge.png
  paigow-fast enumerate --game paigow-high --cards 7
  paigow-fast analyze --dealer foxwoods --results runs/foxwoods
  paigow-fast optimal-house-way --dealer foxwoods --results runs/optimal --save way.txt.gz
  paigow-fast sidebet --table jackpot --plot jackpot.png
  paigow-fast par-sheet --results results/golden-nugget --side-bet fortune --html sheet.html
  paigow-fast equity AhKh "QQ+,AKs" --board "2h 7h Td"
  paigow-fast equity --grid "QQ+,AKs" --plot grid.png
  paigow-fast bench --quick
every command takes --json for machine output."""


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: "paigow-fast: error: ...", exit status 2."""

    def error(self, message: str) -> NoReturn:
        where = self.prog[len(common.PROG) :].strip()
        prefix = f"{where}: " if where else ""
        hint = f" (see '{self.prog} --help')"
        _fail(f"{prefix}{message}{hint}")


def _fail(message: str) -> NoReturn:
    _report(message)
    raise SystemExit(2)


# An echo of input in a message: a quoted span (opened by a quote before a non-space,
# so that the close of a short one and the hint's quote are no span), or a run without
# spaces. An echo this long is cut (a path of a few directories is not).
_ECHO = re.compile(r"'(?!\s)[^'\n]{240,}'|\"(?!\s)[^\"\n]{240,}\"|\S{240,}")


def _shortened(message: str) -> str:
    """`message` with every long echo of input cut to its ends and its length, and
    at most 1,000 characters in all."""

    def cut(m: re.Match[str]) -> str:
        s = m.group()
        quote = s[0] if s[0] in "'\"" else ""
        return f"{s[:120]}…{s[-60:]} ({len(s) - 2 * len(quote):,} characters)"

    message = _ECHO.sub(cut, message)
    return message if len(message) <= 1000 else f"{message[:700]} … {message[-200:]}"


def _report(message: str) -> None:
    """The one-line error on stderr (echoes of input shortened, control characters
    escaped); with --json also a JSON object on stdout."""
    message = common.printable(_shortened(message))
    if sys.stderr is not None:
        sys.stderr.write(f"{common.PROG}: error: {message}\n")
        sys.stderr.flush()
    if _JSON[0]:
        try:
            sys.stdout.write(json.dumps({"error": message}) + "\n")
            sys.stdout.flush()
        except _OutputError:  # the error is on stderr: enough
            _silence_stdout()


class _OutputError(Exception):
    """Standard output could not be written (its OSError as the cause)."""


class _CheckedStdout:
    """sys.stdout whose failures to write or flush raise _OutputError, told apart
    from every other OSError of a command."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> Any:
        try:
            return self._stream.write(text)
        except OSError as e:
            raise _OutputError from e

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as e:
            raise _OutputError from e

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _silence_stdout() -> None:
    """Points stdout at /dev/null, so that flushing what is left of the output (at
    exit, too) does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


def _output_failed(e: _OutputError) -> int:
    """Status 1 when stdout cannot be written: one line on stderr (none when the
    reader went away)."""
    cause = e.__cause__
    _silence_stdout()
    if not isinstance(cause, BrokenPipeError):
        _JSON[0] = False
        reason = cause.strerror if isinstance(cause, OSError) and cause.strerror else cause
        _report(f"cannot write the output to stdout ({reason})")
    return 1


# Whether the command being run asked for --json (set once its arguments are parsed).
_JSON = [False]


def build_parser() -> argparse.ArgumentParser:
    from . import (
        _analyze,
        _bench,
        _enumerate,
        _equity,
        _house_way,
        _optimal_house_way,
        _par_sheet,
        _rank,
        _set,
        _settle,
        _sidebet,
        _simulate,
    )

    parser = _Parser(
        prog=common.PROG,
        description="Poker hand rankings and an exact Pai Gow Poker solver, from the command line.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"{common.PROG} {pg.__version__}")
    parser.add_argument("--json", action="store_true", default=False, help=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    _set.add_parser(sub)

    _rank.add_parser(sub)

    _settle.add_parser(sub)

    _simulate.add_parser(sub)

    _analyze.add_parser(sub)

    _enumerate.add_parser(sub)

    _sidebet.add_parser(sub)

    _equity.add_parser(sub)
    _house_way.add_parser(sub)
    _optimal_house_way.add_parser(sub)
    _par_sheet.add_parser(sub)

    _bench.add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    if sys.stdout is None or _closed(sys.stdout):
        _report("stdout is closed: nowhere to write the output (run without >&-)")
        return 1
    stdout = sys.stdout
    sys.stdout = _CheckedStdout(stdout)  # type: ignore[assignment]
    try:
        try:
            return _run(argv)
        finally:
            sys.stdout.flush()
    except _OutputError as e:
        return _output_failed(e)
    finally:
        sys.stdout = stdout


def _closed(stream: Any) -> bool:
    """Whether the stream's file descriptor is closed (``>&-``)."""
    try:
        os.fstat(stream.fileno())
    except OSError as e:
        return e.errno == errno.EBADF
    except (AttributeError, ValueError):  # not a file (a test's capture): open
        pass
    return False


def _run(argv: list[str] | None) -> int:
    parser = build_parser()
    given = sys.argv[1:] if argv is None else argv
    if not given:  # no command: the help, as `paigow-fast --help` prints it
        parser.print_help()
        return 0
    _JSON[0] = "--json" in given
    for i, arg in enumerate(given, 1):
        if not _is_utf8(arg):
            _report(
                f"argument {i} is not UTF-8 text: {_raw(arg)} (arguments, and the cards, "
                "names and paths in them, are read as UTF-8)"
            )
            return 2
    args = parser.parse_args(given)
    _JSON[0] = bool(getattr(args, "json", False))
    console = common.make_console()
    try:
        return int(args.func(args, console) or 0)
    except (common.CliError, pg.Error) as e:
        _report(common.one_line(e))
        return 2
    except OSError as e:  # a file the command reads or writes (not stdout: _OutputError)
        _report(_os_error(e))
        return 2
    except KeyboardInterrupt:
        sys.stderr.write(f"{common.PROG}: interrupted\n")
        return 130


def _is_utf8(arg: str) -> bool:
    """Whether a command-line argument was valid UTF-8 (Python keeps the bytes it cannot
    decode as lone surrogates)."""
    try:
        arg.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _raw(arg: str) -> str:
    """An argument as its bytes were given, escaped: '\\xff\\xfe'."""
    return repr(os.fsencode(arg))[1:]


def _os_error(e: OSError) -> str:
    """The one line of a file a command cannot read or write: its name and the reason."""
    reason = e.strerror or common.one_line(e)
    files = [repr(os.fsdecode(f)) for f in (e.filename, e.filename2) if f is not None]
    return f"{' -> '.join(files)}: {reason}" if files else f"a file cannot be used: {reason}"
