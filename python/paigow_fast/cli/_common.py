"""Shared pieces of the command line: errors, argument types, cards, tables, JSON."""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

import paigow_fast as pg
from paigow_fast import _choices as choices

PROG = "paigow-fast"


class CliError(Exception):
    """Bad input or an unusable environment: one line on stderr, exit status 2."""


# --- argument types ---------------------------------------------------------------------


def _choice(parse: Callable[..., Any], *args: Any) -> Any:
    """The library's reading of an argument; its error as argparse's."""
    try:
        return parse(*args)
    except pg.Error as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def parse_game(text: str) -> pg.Ranking:
    """A Ranking from its name in any spelling, or a common alias."""
    return _choice(choices.as_ranking, text)


def _is_way_file(text: str) -> bool:
    """Whether `text` names a house way's table file rather than a way: not a way's
    name, and a path (an existing file, or written with a directory or a suffix)."""
    if choices.find(text, choices.strategies("player")) is not None:
        return False
    return os.path.isfile(text) or os.sep in text or "." in os.path.basename(text)


def parse_house_way(text: str) -> pg.HouseWay:
    """A HouseWay from its name in any spelling ('golden-nugget', 'Golden Nugget'), or
    the way of a table file (docs/house-ways/custom.md)."""
    if _is_way_file(text):
        return _choice(pg.HouseWay.load, text)
    return _choice(choices.as_house_way, text)


def parse_player(text: str) -> str:
    """The player's strategy: 'house', 'optimal' or a house way, in any spelling, or the
    way of a table file."""
    if _is_way_file(text):
        return str(parse_house_way(text).value)
    return _choice(choices.as_strategy, text, "player")


def parse_variant(text: str) -> str:
    """An analysis variant in any spelling ('standard', 'queen-high-push', 'face-up')."""
    return _choice(choices.as_variant, text)


def parse_count(text: str) -> int:
    """A positive whole number: '1000000', '1_000_000', '1,000,000', '1e6', '10M', '500k'."""
    t = text.strip().lower().replace("_", "").replace(",", "")
    scale = 1
    if t and t[-1] in "kmb":
        scale = {"k": 10**3, "m": 10**6, "b": 10**9}[t[-1]]
        t = t[:-1]
    try:
        value = float(t) * scale if ("e" in t or "." in t) else int(t) * scale
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not math.isfinite(value) or value != int(value):
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return int(value)


def parse_commission(text: str) -> float:
    """A commission rate in [0, 1): '0.05', or a percentage '5%'."""
    t = text.strip()
    try:
        value = float(t[:-1]) / 100 if t.endswith("%") else float(t)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    return _choice(choices.commission_in_range, value)


def parse_threads(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    return _choice(choices.check_threads, value)


def parse_seed(text: str) -> int:
    try:
        value = int(text.strip().replace("_", ""), 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    return _choice(choices.check_seed, value)


def cards_of(text: str | Sequence[str], what: str, count: int | None = None) -> list[int]:
    """Parse card text, naming `what` in the error; check the number of cards."""
    joined = text if isinstance(text, str) else " ".join(text)
    try:
        ids = pg.parse_cards(joined)
    except pg.Error as e:
        raise CliError(f"{what}: {e}") from None
    if count is not None and len(ids) != count:
        raise CliError(f"{what} must have {count} cards, got {len(ids)}: {joined.strip()!r}")
    return ids


# --- the optional parts of the library ----------------------------------------------------


# --- output -----------------------------------------------------------------------------


def make_console() -> Console:
    """The console for human output. Rich turns colours off when stdout is not a terminal
    and honours NO_COLOR; highlighting of numbers is off so that tables stay calm."""
    console = Console(highlight=False)
    if not console.is_terminal and "COLUMNS" not in os.environ:
        # Piped or redirected: do not wrap tables at 80 columns.
        console = Console(highlight=False, width=160)
    return console


def _symbols_ok(console: Console) -> bool:
    encoding = getattr(console.file, "encoding", None) or "utf-8"
    try:
        "♠♥♦♣".encode(encoding)
    except (LookupError, UnicodeEncodeError):
        return False
    return True


_SUIT_STYLE = {0: "", 1: "red", 2: "red", 3: ""}  # c d h s


class Cards:
    """Formats cards for a console: suit symbols where the terminal can show them,
    hearts and diamonds coloured when colour is on."""

    def __init__(self, console: Console) -> None:
        self.symbols = _symbols_ok(console)
        self.colour = console.color_system is not None and not console.no_color

    def one(self, card: int) -> str:
        text = pg.card_text(card, symbols=self.symbols)
        if not self.colour:
            return text
        if card == pg.JOKER:
            return f"[bold magenta]{text}[/]"
        style = _SUIT_STYLE[card % 4]
        return f"[{style}]{text}[/]" if style else text

    def __call__(self, cards: Iterable[int]) -> str:
        return " ".join(self.one(int(c)) for c in cards)


def table(*columns: str | tuple[str, str], title: str | None = None) -> Table:
    """A compact table; a column given as (name, 'right') is right-aligned."""
    t = Table(
        box=box.SIMPLE_HEAD,
        padding=(0, 1),
        pad_edge=False,
        show_edge=False,
        header_style="bold",
    )
    t.pg_title = title  # type: ignore[attr-defined]  # printed above by show()
    for col in columns:
        if isinstance(col, tuple):
            t.add_column(col[0], justify=col[1])  # type: ignore[arg-type]
        else:
            t.add_column(col)
    return t


def right(*names: str) -> tuple[tuple[str, str], ...]:
    """Right-aligned columns for `table`."""
    return tuple((name, "right") for name in names)


def show(console: Console, t: Table) -> None:
    """Print a table from table(), its title on a line of its own above it (a rich
    table title would wrap to the table's width)."""
    title = getattr(t, "pg_title", None)
    if title:
        console.print(f"[bold]{title}[/]")
    console.print(t)


def pct(x: float | None, digits: int = 2) -> str:
    """A share as a percentage; no "-0.00%" for a value that rounds to zero."""
    if x is None:
        return "-"
    text = f"{100 * x:.{digits}f}%"
    return text[1:] if text.startswith("-") and float(text[:-1]) == 0 else text


def signed(x: float | None, digits: int = 4) -> str:
    return "foul" if x is None else f"{x:+.{digits}f}"


def hand_json(ids: Iterable[int]) -> dict[str, Any]:
    """Cards for machine output: text ("As Kd") and ids."""
    ids = [int(c) for c in ids]
    return {"cards": pg.format_cards(ids), "ids": ids}


def setting_json(s: pg.Setting) -> dict[str, Any]:
    """A setting for machine output, the two-card hand first as it is written."""
    return {
        "setting": str(s),
        "low": {
            **hand_json(s.low),
            "rank": s.low_rank,
            "description": pg.describe(pg.Ranking.PAIGOW_LOW, s.low),
        },
        "high": {
            **hand_json(s.high),
            "rank": s.high_rank,
            "description": pg.describe(pg.Ranking.PAIGOW_HIGH, s.high),
        },
        "legal": s.is_legal,
    }


# A JSON list of numbers spread over lines by indent=2: shown on one line instead.
_NUMBER_LIST = re.compile(r"\[\s*((?:-?[0-9.eE+-]+,\s*)*-?[0-9.eE+-]+)\s*\]")


def emit_json(data: Any) -> None:
    """Plain JSON on stdout (no colour, no markup)."""
    text = json.dumps(data, indent=2, allow_nan=False)
    text = _NUMBER_LIST.sub(
        lambda m: "[" + ", ".join(x.strip() for x in m.group(1).split(",")) + "]", text
    )
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def interactive(console: Console) -> bool:
    """Whether to show live progress: only when stdout is a terminal."""
    return console.is_terminal and not console.is_dumb_terminal


def display_order(ids: Iterable[int]) -> list[int]:
    """Cards as a player reads them: the joker first, then by rank, highest first."""
    return sorted((int(c) for c in ids), reverse=True)


# Characters a terminal acts on rather than shows: C0 and C1 controls (ESC, BEL, ...),
# DEL, line and paragraph separators and the bidirectional overrides.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """`text` with the characters a terminal would act on written as escapes (\\x1b)."""
    return _CONTROL.sub(lambda m: repr(m.group())[1:-1], text)


def as_text(text: str) -> str:
    """`text` (a path, a name) to print through rich markup as it reads: its brackets are
    not markup and its terminal controls are escapes."""
    return escape(printable(text))


def plot_written(console: Console, path: str) -> None:
    console.print(f"Plot written to {as_text(path)}")


def one_line(message: object) -> str:
    return " ".join(str(message).split())


def commission_text(rate: float) -> str:
    return f"{100 * rate:.12g}%"  # 99.9999% is not 100%


def progress_columns(
    title: str, count: ProgressColumn, console: Console
) -> tuple[ProgressColumn, ...]:
    """The columns of a long command's live bar: `title`, the bar, `count` (a share or
    done of total), the task's `rate` and `edge` fields, elapsed time and ETA. Below 110
    columns the bar, the rate and the elapsed time are left out, so that one line of 80
    columns still holds the progress, the running edge and the ETA."""
    wide = console.width >= 110
    columns: list[ProgressColumn] = [SpinnerColumn(), TextColumn(f"[bold]{title}")]
    if wide:
        columns.append(BarColumn(bar_width=24))
    columns.append(count)
    if wide:
        columns.append(TextColumn("{task.fields[rate]}"))
    columns.append(TextColumn("{task.fields[edge]}"))
    if wide:
        columns.append(TimeElapsedColumn())
    columns += [TextColumn("eta"), TimeRemainingColumn()]
    return tuple(columns)


@contextmanager
def deal_counting_bar(console: Console, task: str) -> Iterator[Callable[..., None]]:
    """The live bar of a run over every deal (analyze, optimal-house-way): yields
    `update(done, total, partial, **fields)`, which shows the chunks done and the
    partial result's classes a second (and any other field, such as `edge`)."""
    columns = progress_columns("Counting every deal", MofNCompleteColumn(), console)
    with Progress(*columns, console=console, transient=True) as bar:
        task_id = bar.add_task(task, total=None, rate="", edge="")

        def update(done: int, total: int, partial: Any, **fields: str) -> None:
            seconds = partial.seconds or 1e-9
            rate = f"{partial.classes / seconds / 1e3:,.0f} k classes/s"
            bar.update(task_id, completed=done, total=total, rate=rate, **fields)

        yield update


# --- arguments shared by several commands ---------------------------------------------


def add_json(p: argparse.ArgumentParser, to_file: bool = False) -> None:
    """--json: plain JSON on stdout (`to_file`: --json [FILE], to FILE or, alone or '-',
    on stdout)."""
    how: dict[str, Any] = (
        {"nargs": "?", "const": "-", "metavar": "FILE"}
        if to_file
        else {"action": "store_true", "default": argparse.SUPPRESS}
    )
    where = "to FILE (alone, or '-': on stdout instead of tables)" if to_file else "on stdout"
    p.add_argument(
        "--json", **how, help=f"plain JSON {where}" + ("" if to_file else " instead of tables")
    )


def add_plot(p: argparse.ArgumentParser, what: str) -> None:
    """--plot FILE: also draw `what`."""
    p.add_argument(
        "--plot", metavar="FILE.png", help=f"also draw {what} to FILE (needs matplotlib)"
    )


def add_commission(
    p: argparse.ArgumentParser,
    default: float | None = 0.05,
    help: str = "commission on a winning round: 0.05 or 5%% (default 0.05)",
) -> None:
    """--commission RATE (default 5%; None: the command decides)."""
    p.add_argument(
        "--commission", type=parse_commission, default=default, metavar="RATE", help=help
    )


def add_player(p: argparse.ArgumentParser, help: str, default: Any = choices.HOUSE) -> None:
    """--player: 'house' (the dealer's way), 'optimal' or a house way."""
    p.add_argument(
        "--player",
        type=parse_player,
        default=default,
        metavar="STRATEGY",
        help=f"{help}; one of: {', '.join(choices.strategies('player'))}",
    )


def add_variant(p: argparse.ArgumentParser, default: str | None, help: str) -> None:
    """--variant VARIANT: the main bet's rules."""
    p.add_argument("--variant", type=parse_variant, default=default, metavar="VARIANT", help=help)


def add_dealer(p: argparse.ArgumentParser, help: str) -> None:
    """--dealer WAY: the dealer's house way."""
    p.add_argument("--dealer", type=parse_house_way, metavar="WAY", help=help)


WAYS = ", ".join(w.value for w in pg.HouseWay)


def add_house_way(p: argparse.ArgumentParser, whose: str) -> None:
    """--house-way WAY (default golden-nugget)."""
    p.add_argument(
        "--house-way",
        type=parse_house_way,
        default=pg.HouseWay.GOLDEN_NUGGET,
        metavar="WAY",
        help=f"the house way {whose}: {WAYS}, or a way's table FILE (default golden-nugget)",
    )


def directory(value: str) -> str:
    """A directory argument: not empty."""
    if not value.strip():
        raise argparse.ArgumentTypeError("a directory is needed, got ''")
    return value


def add_results(p: argparse.ArgumentParser) -> Any:
    """--results DIR / --resume DIR (one of them: the group, for more), and
    --recompute-refused."""
    where = p.add_mutually_exclusive_group()
    add_results_directory(where, "save each chunk's record in DIR")
    where.add_argument(
        "--resume", metavar="DIR", type=directory, help="finish the run saved in DIR"
    )
    p.add_argument(
        "--recompute-refused",
        action="store_true",
        help="with --resume: set aside records that fail their checks (NAME.refused) and "
        "compute those chunks again, instead of stopping",
    )
    return where


def run_options(args: argparse.Namespace) -> dict[str, Any]:
    """The keyword arguments of a run over every deal given by --results or --resume,
    --recompute-refused, --chunks and --threads (analyze, optimal-house-way)."""
    return {k: getattr(args, k) for k in ("results", "threads", "chunks", "recompute_refused")}


def timed_run(
    console: Console,
    args: argparse.Namespace,
    with_bar: Callable[[], Any],
    plain: Callable[[], Any],
    interrupted: Callable[[float], None],
) -> tuple[Any, float] | None:
    """The result of `with_bar()` on an interactive console (without --json), else of
    `plain()`, with its seconds; None after Ctrl-C, reported by `interrupted(seconds)`."""
    start = time.perf_counter()
    try:
        result = with_bar() if interactive(console) and not args.json else plain()
    except KeyboardInterrupt:
        interrupted(time.perf_counter() - start)
        return None
    return result, time.perf_counter() - start


def add_results_directory(p: Any, help: str) -> None:
    """--results DIR, on a parser or a group."""
    p.add_argument("--results", metavar="DIR", type=directory, help=help)


def add_threads(p: argparse.ArgumentParser) -> None:
    """--threads T (default: all cores)."""
    p.add_argument(
        "--threads", type=parse_threads, metavar="T", help="threads (default: all cores)"
    )


def add_game(
    p: argparse.ArgumentParser,
    *,
    required: bool,
    help: str,
    parse: Callable[[str], Any] = parse_game,
    default: Any = pg.Ranking.HIGH,
) -> None:
    """--game/-g GAME, read by `parse` (a Ranking by any name or alias; `default`
    unless required)."""
    p.add_argument(
        "--game",
        "-g",
        type=parse,
        required=required,
        default=None if required else default,
        metavar="GAME",
        help=help,
    )


def add_board(p: argparse.ArgumentParser, help: str, default: str | None = None) -> None:
    """--board CARDS."""
    p.add_argument("--board", "-b", metavar="CARDS", default=default, help=help)


def add_seed(p: argparse.ArgumentParser, default: int | None, help: str) -> None:
    """--seed N (decimal or 0x hex)."""
    p.add_argument("--seed", type=parse_seed, default=default, help=help)
