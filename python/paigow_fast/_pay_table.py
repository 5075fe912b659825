"""Pay tables: an ordered list of (event, pays N to 1), built in Python, taken by name
or read from TOML or JSON text or files with errors naming the line.

Whatever the input, a table either loads or raises one :class:`PayTableError` line:
text and files are read up to a size cap, numbers up to caps on their size, exponent
and denominator (so that no input makes the parsers run for long), and names are
text that every format can write and read back (see ``docs/side-bets.md``, "Limits").
"""

from __future__ import annotations

import codecs
import json
import os
import re
import reprlib
import stat
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from . import _core

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

EVENTS: tuple[str, ...] = tuple(i for i, _ in _core.side_bet_event_ids())
"""Every event id, in the core's bit order."""

EVENT_NAMES: dict[str, str] = dict(_core.side_bet_event_ids())
"""What a pay table prints for each event id."""

PayTableError = _core.PayTableError
Pays = int | Fraction

MAX_TEXT = 1 << 18
"""The largest pay-table text: 256 KiB (bytes of a file, characters of a string)."""
MAX_PAYS = 10**12
"""The largest pay, N to 1."""
MAX_DENOMINATOR = 10**9
"""The largest denominator of a pay in lowest terms (pays exact to 9 decimals)."""
MAX_NUMBER_TEXT = 100
"""The longest pay written as text (a string or a number's digits), in characters."""
MAX_NAME = 256
"""The longest table name, in characters."""

# Short echoes of the values in error messages.
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 60
_EXPONENT = re.compile(r"[eE]\s*[-+]?(\d[\d_]*)")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _shown(value: object) -> str:
    """A short repr of `value` for an error message (a huge integer by its size)."""
    if isinstance(value, Fraction):
        value = max(value.numerator, value.denominator, key=abs)
    if isinstance(value, int) and value.bit_length() > 200:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
    return _SHORT.repr(value)


def _pays(value: object, where: str) -> Pays:
    """A pay as an exact non-negative int or Fraction within the caps."""
    if isinstance(value, bool) or not isinstance(value, int | Fraction | float | str):
        raise PayTableError(f"{where}pays must be a number, got {_shown(value)}")
    p: Pays
    if isinstance(value, int | Fraction):
        p = value
    else:
        text = str(value).strip()
        if len(text) > MAX_NUMBER_TEXT:
            raise PayTableError(
                f"{where}pays {_shown(value)} are longer than {MAX_NUMBER_TEXT} characters"
            )
        exponent = _EXPONENT.search(text)
        if exponent and int(exponent.group(1).replace("_", "")) > 100:
            raise PayTableError(
                f"{where}pays {_shown(value)} have an exponent above 100 "
                "(pays are at most 10**12)"
            )
        try:
            p = Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise PayTableError(
                f"{where}pays must be a number, got {_shown(value)}"
            ) from None
    if p < 0:
        raise PayTableError(f"{where}negative pay {_shown(value)} (pays are N to 1, N >= 0)")
    if p > MAX_PAYS:
        raise PayTableError(f"{where}pays {_shown(value)} are above the cap of 10**12 to 1")
    if isinstance(p, Fraction):
        if p.denominator > MAX_DENOMINATOR:
            raise PayTableError(
                f"{where}pays {_shown(value)} are not exact to 9 decimals "
                "(denominators are at most 10**9)"
            )
        if p.denominator == 1:
            p = int(p)
    return p


def _event(value: object, where: str) -> str:
    if not isinstance(value, str) or value not in EVENT_NAMES:
        raise PayTableError(
            f"{where}unknown side-bet event {_shown(value)} (events: {', '.join(EVENTS)})"
        )
    return value


def _name(name: str, where: str) -> str:
    if len(name) > MAX_NAME:
        raise PayTableError(
            f"{where}a pay table's name is at most {MAX_NAME} characters, got {len(name):,}"
        )
    if _SURROGATE.search(name):
        raise PayTableError(
            f"{where}the name {_shown(name)} holds a lone surrogate (U+D800-U+DFFF), "
            "not a character"
        )
    return name


@dataclass(frozen=True)
class PayLine:
    """One line of a pay table: the event and what it pays (N to 1)."""

    event: str
    pays: Pays

    @property
    def name(self) -> str:
        return EVENT_NAMES[self.event]


class PayTable:
    """An ordered, validated list of (event id, pays N to 1): at least one line, each
    event once, pays exact and non-negative. Equal when the lines are equal."""

    def __init__(
        self,
        lines: Iterable[PayLine | tuple[str, object]] | Mapping[str, object],
        name: str = "custom",
    ) -> None:
        items = list(lines.items() if isinstance(lines, Mapping) else lines)
        out: list[PayLine] = []
        first: dict[str, int] = {}
        for i, item in enumerate(items, 1):
            where = f"line {i}: "
            if isinstance(item, PayLine):
                event, pays = item.event, item.pays
            else:
                try:
                    event, pays = item
                except (TypeError, ValueError):
                    raise PayTableError(
                        f"{where}a pay-table line is (event, pays), got {_shown(item)}"
                    ) from None
            event = _event(event, where)
            if event in first:
                raise PayTableError(
                    f"{where}event {event!r} is in the pay table twice "
                    f"(first at line {first[event]})"
                )
            first[event] = i
            out.append(PayLine(event, _pays(pays, where)))
        if not out:
            raise PayTableError("a pay table needs at least one event")
        self.name = _name(str(name), "")
        self.lines: tuple[PayLine, ...] = tuple(out)

    @property
    def events(self) -> tuple[str, ...]:
        return tuple(line.event for line in self.lines)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PayTable) and self.lines == other.lines

    def __hash__(self) -> int:
        return hash(self.lines)

    def __repr__(self) -> str:
        inner = ", ".join(f"{line.event!r}: {line.pays}" for line in self.lines)
        return f"PayTable({{{inner}}}, name={self.name!r})"

    # Text formats: a name and the pays in order.

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "pays": {ln.event: _plain(ln.pays) for ln in self.lines}}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2) + "\n"

    def to_toml(self) -> str:
        rows = [f"name = {_toml_string(self.name)}", "", "[pays]"]
        rows += [f"{ln.event} = {_toml_value(ln.pays)}" for ln in self.lines]
        return "\n".join(rows) + "\n"

    @classmethod
    def from_toml(cls, text: str, source: str = "") -> PayTable:
        """A table from TOML: ``name = "..."`` and a ``[pays]`` table of
        ``event-id = N`` lines in pay-table order."""
        return _from_text(text, source, "toml")

    @classmethod
    def from_json(cls, text: str, source: str = "") -> PayTable:
        """A table from JSON: ``{"name": "...", "pays": {"event-id": N, ...}}``."""
        return _from_text(text, source, "json")

    @classmethod
    def load(cls, path: str | Path) -> PayTable:
        """A table from a ``.toml`` or ``.json`` file (by its suffix; TOML otherwise):
        a regular file of at most :data:`MAX_TEXT` bytes of UTF-8."""
        p = Path(path)
        kind = "json" if p.suffix.lower() == ".json" else "toml"
        return _from_text(_read(p), str(p), kind)

    @classmethod
    def named(cls, name: str) -> PayTable:
        """One of the shipped tables, by name (see :data:`PAY_TABLES`)."""
        try:
            return PAY_TABLES[name.lower()]
        except KeyError:
            raise PayTableError(
                f"unknown pay table {_shown(name)} (tables: {', '.join(PAY_TABLES)})"
            ) from None


SideBet = PayTable
"""Another name of :class:`PayTable`: a side bet is its pay table."""


def _plain(p: Pays) -> int | str:
    return p if isinstance(p, int) else str(p)


def _toml_value(p: Pays) -> str:
    return str(p) if isinstance(p, int) else json.dumps(str(p))


# What a TOML basic string must escape: the quote, the backslash, control characters.
_TOML_ESCAPED = re.compile(r'["\\\x00-\x1f\x7f]')


def _toml_string(text: str) -> str:
    """`text` as a TOML basic string: every other character as is (a character beyond
    the BMP is one character, not a JSON-style surrogate pair TOML refuses)."""
    return '"' + _TOML_ESCAPED.sub(lambda m: f"\\u{ord(m.group()):04X}", text) + '"'


def _read(p: Path) -> str:
    """The text of a pay-table file, refused unless a regular file of at most
    :data:`MAX_TEXT` bytes of UTF-8 (a FIFO or a device is never waited on)."""
    try:
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            regular = stat.S_ISREG(os.fstat(fd).st_mode)
            data = f.read(MAX_TEXT + 1) if regular else b""
    except (OSError, ValueError) as e:  # ValueError: a NUL in the path
        reason = getattr(e, "strerror", None) or e
        raise PayTableError(f"{p}: cannot read the pay table ({reason})") from None
    if not regular:
        raise PayTableError(f"{p}: the pay table is not a regular file")
    if len(data) > MAX_TEXT:
        raise PayTableError(f"{p}: the pay table is larger than {MAX_TEXT:,} bytes")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise PayTableError(f"{p}: the pay table is UTF-16 text; save it as UTF-8")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise PayTableError(
            f"{p}: line {line}: not UTF-8 text (byte 0x{data[e.start]:02x}); "
            "save the pay table as UTF-8"
        ) from None


_TOML_KEY = re.compile(r"""^\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*=""")
# A JSON string on one line (its text, and the colon when it is a key); else an
# unterminated string, skipped to the end of its line; else anything up to a quote.
# Each character is read once or twice, whatever the text (a scan restarting inside
# strings was quadratic).
_JSON_TOKEN = re.compile(r'"((?:[^"\\\n]|\\.)*)"(\s*:)?|"[^\n]*|[^"]+')
# A TOML key of more than 100 dotted parts (tomllib's memory grows with the square
# of the parts: 6,000 took 150 MB), each part bare or quoted, from its first character.
_DOTTED_KEY = re.compile(
    r"""(?<![A-Za-z0-9_-])(?:(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')\s*\.\s*){100}"""
)


def _key_lines(text: str, kind: str) -> list[tuple[str, int]]:
    """The (key, line number) of every key of the pays, in order, found by a scan of
    the text (for error messages: the parsers do not tell where a value was)."""
    out: list[tuple[str, int]] = []
    if kind == "toml":
        section = ""
        for n, line in enumerate(text.splitlines(), 1):
            s = line.strip()
            if s.startswith("["):
                section = s.strip("[] ")
                continue
            m = _TOML_KEY.match(line)
            if m and section == "pays":
                out.append((next(g for g in m.groups() if g is not None), n))
        return out
    line, at, in_pays = 1, 0, False
    for m in _JSON_TOKEN.finditer(text):
        if m.group(2) is None:
            continue
        line += text.count("\n", at, m.start())
        at = m.start()
        key = m.group(1)
        in_pays = in_pays or key == "pays"
        if in_pays and key not in ("pays", "name"):
            out.append((key, line))
    return out


class _DuplicateKey(Exception):
    """A key twice in a JSON object (its key as the argument)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for k, _ in pairs:
        if k in seen:
            raise _DuplicateKey(k)
        seen.add(k)
    return dict(pairs)


def _parse(text: str, prefix: str, kind: str) -> Any:
    """The TOML or JSON data of `text`, or one PayTableError line."""

    def short_int(digits: str) -> int:
        if len(digits) > MAX_NUMBER_TEXT:
            raise PayTableError(
                f"{prefix}a number of {len(digits):,} digits (pays are at most 10**12)"
            )
        return int(digits)

    what = "TOML" if kind == "toml" else "JSON"
    try:
        if kind == "toml":
            if _DOTTED_KEY.search(text):
                raise PayTableError(f"{prefix}a key of more than 100 dotted parts")
            return tomllib.loads(text)
        return json.loads(text, object_pairs_hook=_unique_keys, parse_int=short_int)
    except PayTableError:
        raise
    except _DuplicateKey as e:
        k = e.args[0]
        at = [n for key, n in _key_lines(text, kind) if key == k]
        where = f"line {at[1]}: " if len(at) > 1 else ""
        first = f" (first at line {at[0]})" if at else ""
        raise PayTableError(
            f"{prefix}{where}event {_shown(k)} is in the pay table twice{first}"
        ) from None
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as e:
        raise PayTableError(f"{prefix}not a {what} pay table: {e}") from None
    except RecursionError:
        raise PayTableError(f"{prefix}not a {what} pay table: nested too deeply") from None
    except ValueError:  # an integer too long to convert (Python's cap of 4,300 digits)
        raise PayTableError(
            f"{prefix}a number too long to read (pays are at most 10**12)"
        ) from None


def _from_text(text: str, source: str, kind: str) -> PayTable:
    prefix = f"{source}: " if source else ""
    if not isinstance(text, str):
        raise PayTableError(f"{prefix}a pay table's text is a str, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise PayTableError(f"{prefix}the pay table is longer than {MAX_TEXT:,} characters")
    if kind == "toml":  # tomllib's error on a key twice names no line
        seen: dict[str, int] = {}
        for key, n in _key_lines(text, kind):
            if key in seen:
                raise PayTableError(
                    f"{prefix}line {n}: event {_shown(key)} is in the pay table twice "
                    f"(first at line {seen[key]})"
                )
            seen[key] = n
    data = _parse(text, prefix, kind)
    if not isinstance(data, dict) or not isinstance(data.get("pays"), dict):
        want = "a [pays] table" if kind == "toml" else 'a "pays" object'
        raise PayTableError(f"{prefix}a pay table needs {want} of event = pays lines")
    unknown = set(data) - {"name", "pays"}
    if unknown:
        raise PayTableError(f"{prefix}unknown key(s) {_shown(', '.join(sorted(unknown)))}")
    stem = _SURROGATE.sub("\ufffd", Path(source).stem)  # an undecodable file name
    name = data.get("name", stem if source else "custom")
    if not isinstance(name, str):
        raise PayTableError(f"{prefix}the name must be a string, got {_shown(name)}")
    _name(name, prefix)
    line_of: dict[str, int] = {}
    for key, n in _key_lines(text, kind):
        line_of.setdefault(key, n)
    out = []
    for event, pays in data["pays"].items():
        where = f"{prefix}line {line_of.get(event, '?')}: "
        out.append(PayLine(_event(event, where), _pays(pays, where)))
    if not out:
        raise PayTableError(f"{prefix}a pay table needs at least one event")
    return PayTable(out, name=name)


PAY_TABLES: dict[str, PayTable] = {
    "mania": PayTable(
        {
            "five-aces": 500,
            "royal-flush": 250,
            "straight-flush": 50,
            "four-of-a-kind": 25,
            "full-house": 5,
            "flush": 4,
            "three-of-a-kind": 3,
            "straight": 2,
        },
        name="Pai Gow Mania (seven-card)",
    ),
    "jackpot": PayTable(
        {
            "natural-royal-plus-natural-aces": 20_000,
            "five-aces-plus-pair": 400,
            "royal-flush-plus-pair": 200,
            "five-aces": 200,
            "royal-flush": 100,
            "straight-flush-plus-pair": 60,
            "four-of-a-kind-plus-pair": 40,
            "straight-flush": 30,
            "four-of-a-kind": 20,
            "full-house-plus-pair": 12,
            "flush-plus-pair": 8,
            "straight-plus-pair": 6,
            "full-house": 6,
            "flush": 4,
            "straight": 3,
            "three-of-a-kind": 2,
        },
        name="Jackpot Pai Gow",
    ),
    "fortune": PayTable(
        {
            "seven-card-straight-flush-natural": 8_000,
            "royal-match": 2_000,
            "seven-card-straight-flush-joker": 1_000,
            "five-aces": 400,
            "royal-flush": 150,
            "straight-flush": 50,
            "four-of-a-kind": 25,
            "full-house": 5,
            "flush": 4,
            "three-of-a-kind": 3,
            "straight": 2,
        },
        name="Fortune bonus",
    ),
}
"""The shipped tables: Pai Gow Mania's seven-card bet, Jackpot Pai Gow at a top
award of 20,000 to 1, and Fortune's common table (no envy bonus)."""


def as_pay_table(table: PayTable | str | Path) -> PayTable:
    """A table as is; a name of :data:`PAY_TABLES`; or a path to a TOML/JSON file."""
    if isinstance(table, PayTable):
        return table
    if isinstance(table, str) and table.lower() in PAY_TABLES:
        return PAY_TABLES[table.lower()]
    if isinstance(table, str | Path) and Path(table).suffix.lower() in (".toml", ".json"):
        return PayTable.load(table)
    if isinstance(table, Mapping | list | tuple):
        return PayTable(table)
    raise PayTableError(
        f"{_shown(table)} is not a pay table (a PayTable, one of {', '.join(PAY_TABLES)}, "
        "or a .toml/.json file)"
    )
