"""Pay tables: an ordered list of (event, pays N to 1), built in Python, taken by name
or read from TOML or JSON text or files with errors naming the line.

Whatever the input, a table either loads or raises one :class:`PayTableError` line:
text and files are read up to a size cap (``table_text.py``), pays up to caps on
their size, exponent and denominator (so that no input makes the parsers run for
long), and names are text that every format can write and read back (see
``docs/side-bets.md``, "Limits").
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from .. import _core
from .._choices import find
from .table_text import (
    MAX_NUMBER_TEXT,
    MAX_TEXT,
    PayTableError,
    key_lines,
    parse,
    read_file,
    shown,
    toml_string,
)

EVENTS: tuple[str, ...] = tuple(i for i, _ in _core.side_bet_event_ids())
"""Every event id, in the core's bit order."""

EVENT_NAMES: dict[str, str] = dict(_core.side_bet_event_ids())
"""What a pay table prints for each event id."""

Pays = int | Fraction

MAX_PAYS = 10**12
"""The largest pay, N to 1."""
MAX_DENOMINATOR = 10**9
"""The largest denominator of a pay in lowest terms (pays exact to 9 decimals)."""
MAX_NAME = 256
"""The longest table name, in characters."""

_EXPONENT = re.compile(r"[eE]\s*[-+]?(\d[\d_]*)")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _pays(value: object, where: str) -> Pays:
    """A pay as an exact non-negative int or Fraction within the caps."""
    if isinstance(value, bool) or not isinstance(value, int | Fraction | float | str):
        raise PayTableError(f"{where}pays must be a number, got {shown(value)}")
    p: Pays
    if isinstance(value, int | Fraction):
        p = value
    else:
        text = str(value).strip()
        if len(text) > MAX_NUMBER_TEXT:
            raise PayTableError(
                f"{where}pays {shown(value)} are longer than {MAX_NUMBER_TEXT} characters"
            )
        exponent = _EXPONENT.search(text)
        if exponent and int(exponent.group(1).replace("_", "")) > 100:
            raise PayTableError(
                f"{where}pays {shown(value)} have an exponent above 100 (pays are at most 10**12)"
            )
        try:
            p = Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise PayTableError(f"{where}pays must be a number, got {shown(value)}") from None
    if p < 0:
        raise PayTableError(f"{where}negative pay {shown(value)} (pays are N to 1, N >= 0)")
    if p > MAX_PAYS:
        raise PayTableError(f"{where}pays {shown(value)} are above the cap of 10**12 to 1")
    if isinstance(p, Fraction):
        if p.denominator > MAX_DENOMINATOR:
            raise PayTableError(
                f"{where}pays {shown(value)} are not exact to 9 decimals "
                "(denominators are at most 10**9)"
            )
        if p.denominator == 1:
            p = int(p)
    return p


def _event(value: object, where: str) -> str:
    """The event id `value` spells, by the library's one spelling rule ("Five Aces")."""
    event = find(value, EVENTS) if isinstance(value, str) else None
    if event is None:
        raise PayTableError(
            f"{where}unknown side-bet event {shown(value)} (events: {', '.join(EVENTS)})"
        )
    return event


def _name(name: object, where: str) -> str:
    """A table's name: a str (no other object's text) of at most MAX_NAME characters."""
    if not isinstance(name, str):
        raise PayTableError(f"{where}the name must be a string, got {shown(name)}")
    if len(name) > MAX_NAME:
        raise PayTableError(
            f"{where}a pay table's name is at most {MAX_NAME} characters, got {len(name):,}"
        )
    if _SURROGATE.search(name):
        raise PayTableError(
            f"{where}the name {shown(name)} holds a lone surrogate (U+D800-U+DFFF), not a character"
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
    event once, pays exact and non-negative; `hand`: whose seven cards it is paid on,
    the player's (the default) or the dealer's (the Dealer Bonus, Face Up's Ace-High
    bet). Equal when the lines and the hand are equal."""

    def __init__(
        self,
        lines: Iterable[PayLine | tuple[str, object]] | Mapping[str, object],
        name: str = "custom",
        hand: str = "player",
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
                        f"{where}a pay-table line is (event, pays), got {shown(item)}"
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
        self.name = _name(name, "")
        self.lines: tuple[PayLine, ...] = tuple(out)
        self.hand = _hand(hand, "")

    @property
    def events(self) -> tuple[str, ...]:
        return tuple(line.event for line in self.lines)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PayTable) and (self.lines, self.hand) == (
            other.lines,
            other.hand,
        )

    def __hash__(self) -> int:
        return hash((self.lines, self.hand))

    def __repr__(self) -> str:
        inner = ", ".join(f"{line.event!r}: {line.pays}" for line in self.lines)
        hand = "" if self.hand == "player" else f", hand={self.hand!r}"
        return f"PayTable({{{inner}}}, name={self.name!r}{hand})"

    # Text formats: a name and the pays in order.

    def to_dict(self) -> dict[str, Any]:
        hand = {} if self.hand == "player" else {"hand": self.hand}
        pays = {ln.event: plain_pays(ln.pays) for ln in self.lines}
        return {"name": self.name, **hand, "pays": pays}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=2) + "\n"

    def to_toml(self) -> str:
        rows = [f"name = {toml_string(self.name)}"]
        rows += [] if self.hand == "player" else [f"hand = {toml_string(self.hand)}"]
        rows += ["", "[pays]"]
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
        return _from_text(read_file(p), str(p), kind)

    @classmethod
    def named(cls, name: str) -> PayTable:
        """One of the shipped tables, by name (see :data:`PAY_TABLES`)."""
        key = find(name, [*PAY_TABLES, *_TABLE_ALIASES]) if isinstance(name, str) else None
        if key is not None:
            return PAY_TABLES[_TABLE_ALIASES.get(key, key)]
        raise PayTableError(f"unknown pay table {shown(name)} (tables: {', '.join(PAY_TABLES)})")


SideBet = PayTable
"""Another name of :class:`PayTable`: a side bet is its pay table."""


def plain_pays(p: Pays) -> int | str:
    return p if isinstance(p, int) else str(p)


def _toml_value(p: Pays) -> str:
    return str(p) if isinstance(p, int) else json.dumps(str(p))


def _from_text(text: str, source: str, kind: str) -> PayTable:
    prefix = f"{source}: " if source else ""
    if not isinstance(text, str):
        raise PayTableError(f"{prefix}a pay table's text is a str, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise PayTableError(f"{prefix}the pay table is longer than {MAX_TEXT:,} characters")
    if kind == "toml":  # tomllib's error on a key twice names no line
        seen: dict[str, int] = {}
        for key, n in key_lines(text, kind):
            if key in seen:
                raise PayTableError(
                    f"{prefix}line {n}: event {shown(key)} is in the pay table twice "
                    f"(first at line {seen[key]})"
                )
            seen[key] = n
    data = parse(text, prefix, kind)
    if not isinstance(data, dict) or not isinstance(data.get("pays"), dict):
        want = "a [pays] table" if kind == "toml" else 'a "pays" object'
        raise PayTableError(f"{prefix}a pay table needs {want} of event = pays lines")
    unknown = set(data) - {"name", "hand", "pays"}
    if unknown:
        raise PayTableError(f"{prefix}unknown key(s) {shown(', '.join(sorted(unknown)))}")
    stem = _SURROGATE.sub("\ufffd", Path(source).stem)  # an undecodable file name
    name = data.get("name", stem if source else "custom")
    _name(name, prefix)
    line_of: dict[str, int] = {}
    for key, n in key_lines(text, kind):
        line_of.setdefault(key, n)
    out = []
    for event, pays in data["pays"].items():
        where = f"{prefix}line {line_of.get(event, '?')}: "
        out.append(PayLine(_event(event, where), _pays(pays, where)))
    if not out:
        raise PayTableError(f"{prefix}a pay table needs at least one event")
    return PayTable(out, name=name, hand=_hand(data.get("hand", "player"), prefix))


def _hand(hand: object, prefix: str) -> str:
    """Whose hand a table is paid on: "player" or "dealer", in any spelling."""
    key = find(hand, ["player", "dealer"]) if isinstance(hand, str) else None
    if key is None:
        raise PayTableError(f"{prefix}hand must be 'player' or 'dealer', not {shown(hand)}")
    return key


_TABLE_ALIASES = {
    "pai-gow-mania": "mania",
    "emperors-challenge": "emperor",
    "jackpot-pai-gow": "jackpot",
    "fortune-pai-gow": "fortune",
    "fortune-bonus": "fortune",
}
"""Other names of the shipped tables, as players and casinos write them."""

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
    "emperor": PayTable(
        {
            "seven-card-straight-flush-natural": 5_000,
            "seven-card-straight-flush-joker": 1_000,
            "five-aces": 500,
            "royal-flush": 150,
            "straight-flush": 50,
            "four-of-a-kind": 25,
            "full-house": 5,
            "flush": 4,
            "three-of-a-kind": 3,
            "straight": 2,
            "9-high-pai-gow": 40,
            "10-high-pai-gow": 5,
            "jack-high-pai-gow": 2,
        },
        name="Emperor's Challenge",
    ),
    "dealer-bonus": PayTable(
        {
            "seven-card-straight-flush-natural": 500,
            "seven-card-straight-flush-joker": 500,
            "royal-match-natural": 500,
            "five-aces": 500,
            "royal-flush": 150,
            "straight-flush": 50,
            "four-of-a-kind": 25,
            "full-house": 4,
            "flush": 3,
            "three-of-a-kind": 2,
            "straight": 2,
            "low-hand-9-high-or-less": 5,
        },
        name="Dealer Bonus",
        hand="dealer",
    ),
}
"""The shipped tables: Pai Gow Mania's seven-card bet, Jackpot Pai Gow at a top
award of 20,000 to 1, Fortune's common table (no envy bonus), Emperor's Challenge and
the Dealer Bonus (on the dealer's seven cards, its low hand as a house way sets it)."""


def as_pay_table(table: PayTable | str | Path) -> PayTable:
    """A table as is; a name of :data:`PAY_TABLES`; or a path to a TOML/JSON file."""
    if isinstance(table, PayTable):
        return table
    if isinstance(table, str) and find(table, [*PAY_TABLES, *_TABLE_ALIASES]) is not None:
        return PayTable.named(table)
    if isinstance(table, str | Path) and Path(table).suffix.lower() in (".toml", ".json"):
        return PayTable.load(table)
    if isinstance(table, Mapping | list | tuple):
        return PayTable(table)
    raise PayTableError(
        f"{shown(table)} is not a pay table (a PayTable, one of {', '.join(PAY_TABLES)}, "
        "or a .toml/.json file)"
    )
