"""paigow-fast house-way: a house way of your own tabulated from a Python function
into a table file (a live progress bar), or any way's table exported; the file is then
a way wherever one is taken (``--house-way FILE``, ``--dealer FILE``)."""

from __future__ import annotations

import argparse
import importlib.util
import time
from typing import Any

from rich.console import Console
from rich.progress import MofNCompleteColumn, Progress

import paigow_fast as pg

from . import _common as common


def _function(spec: str) -> Any:
    """The function FILE.py:NAME (a module's file and a function of it)."""
    path, sep, name = spec.rpartition(":")
    if not sep or not path or not name:
        raise common.CliError(f"{spec!r}: write the function as FILE.py:NAME")
    module_spec = importlib.util.spec_from_file_location("_house_way_source", path)
    if module_spec is None or module_spec.loader is None:
        raise common.CliError(f"{path!r} is not a Python file")
    module = importlib.util.module_from_spec(module_spec)
    try:
        module_spec.loader.exec_module(module)
    except FileNotFoundError:
        raise common.CliError(f"{path!r}: no such file") from None
    except SyntaxError as e:  # a SyntaxError, not a subclass: whatever the file's text
        where = f"line {e.lineno}: " if e.lineno else ""
        raise common.CliError(f"{path!r} is not valid Python: {where}{e.msg}") from None
    except OSError as e:
        raise common.CliError(f"{path!r} cannot be read: {e.strerror or e}") from None
    except (Exception, SystemExit) as e:  # the user's code, run at import
        raise common.CliError(
            f"{path!r}: running the file raised {type(e).__name__}: {common.one_line(e)}"
        ) from None
    fn = getattr(module, name, None)
    if not callable(fn):
        raise common.CliError(f"{path!r} has no function {name!r}")
    return fn, getattr(module, f"{name}_RULES", None)


def run(args: argparse.Namespace, console: Console) -> int:
    t0 = time.perf_counter()
    if args.function:
        fn, rules = _function(args.function)
        if not args.name:
            raise common.CliError("--name NAME: the way's name is needed with --function")
        show = console.is_terminal and not getattr(args, "json", False)
        columns = common.progress_columns("tabulate", MofNCompleteColumn(), console)
        with Progress(*columns, console=console, transient=True, disable=not show) as bar:
            task = bar.add_task("tabulate", total=None, rate="", edge="")

            def progress(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            way = pg.HouseWay.from_function(
                args.name, fn, rules=rules, check=args.check, progress=progress
            )
    else:
        way = args.way
    path = way.save(args.out)
    data = {
        "house_way": way.value,
        "rules": len(way.rules),
        "file": str(path),
        "sha256": way.digest,
        "seconds": time.perf_counter() - t0,
    }
    if getattr(args, "json", False):
        common.emit_json(data)
    else:
        console.print(
            f"house way [bold]{way.value}[/] ({len(way.rules)} rules) written to {path}; "
            f"sha256 {way.digest}; {data['seconds']:.1f} s"
        )
    return 0


def add_parser(sub: Any) -> None:
    """The `house-way` command and its arguments."""
    p = sub.add_parser(
        "house-way",
        help="a house way of your own from a Python function, or a way's table, to a file",
        description="Tabulate a house way written as a Python function (FILE.py:NAME, "
        "fn(hand) -> setting or (rule id, setting); NAME_RULES in the file, if any, the "
        "rule texts) into a table file, or export a way's table (--way). The file is then "
        "a house way wherever one is taken: --house-way FILE, --dealer FILE, --player "
        "FILE. Format: docs/house-ways/custom.md.",
    )
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--function", metavar="FILE.py:NAME", help="the way's function")
    src.add_argument("--way", type=common.parse_house_way, metavar="WAY", help="a way to export")
    p.add_argument("--name", help="the new way's name (with --function)")
    p.add_argument(
        "--check",
        type=float,
        default=1.0,
        help="the share of patterns checked on an alike hand (default 1: all)",
    )
    p.add_argument("--out", "-o", required=True, metavar="FILE", help="the table file to write")
    common.add_json(p)
    p.set_defaults(func=run)
