"""Side bets on the player's seven cards: pay tables, the events a hand qualifies
for, and the exact price of a table over all 154,143,080 seven-card hands.

A pay table is an ordered list of (event, pays N to 1); a hand is paid for the first
event of the list it qualifies for and loses the stake otherwise. Events are named by
stable ids (:data:`EVENTS`); the rules of each are in ``docs/side-bets.md``. Tables
are built in Python (:class:`PayTable`), taken by name (:data:`PAY_TABLES`: "mania",
"jackpot", "fortune") or read from TOML or JSON text or files, with errors naming the
line.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from . import _core
from ._bulk import _as_array, _check_threads
from ._cards import CardsLike, _ids

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

HANDS = 154_143_080
"""C(53, 7): every seven-card hand of the 53-card deck."""

EVENTS: tuple[str, ...] = tuple(i for i, _ in _core.side_bet_event_ids())
"""Every event id, in the core's bit order."""

EVENT_NAMES: dict[str, str] = dict(_core.side_bet_event_ids())
"""What a pay table prints for each event id."""

PayTableError = _core.PayTableError
Pays = int | Fraction


def _pays(value: object, where: str) -> Pays:
    """A pay as an exact non-negative int or Fraction."""
    if isinstance(value, bool):
        raise PayTableError(f"{where}pays must be a number, got {value!r}")
    if isinstance(value, int | Fraction):
        p: Pays = value
    elif isinstance(value, float | str):
        try:
            p = Fraction(str(value).strip())
        except (ValueError, ZeroDivisionError):
            raise PayTableError(f"{where}pays must be a number, got {value!r}") from None
    else:
        raise PayTableError(f"{where}pays must be a number, got {value!r}")
    if p < 0:
        raise PayTableError(f"{where}negative pay {value!r} (pays are N to 1, N >= 0)")
    if isinstance(p, Fraction) and p.denominator == 1:
        p = int(p)
    return p


def _event(value: object, where: str) -> str:
    if not isinstance(value, str) or value not in EVENT_NAMES:
        raise PayTableError(
            f"{where}unknown side-bet event {value!r} (events: {', '.join(EVENTS)})"
        )
    return value


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
                        f"{where}a pay-table line is (event, pays), got {item!r}"
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
        self.name = str(name)
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
        rows = [f"name = {json.dumps(self.name)}", "", "[pays]"]
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
        """A table from a ``.toml`` or ``.json`` file (by its suffix; TOML otherwise)."""
        p = Path(path)
        try:
            text = p.read_text(encoding="utf-8")
        except OSError as e:
            raise PayTableError(f"{p}: cannot read the pay table ({e.strerror})") from None
        kind = "json" if p.suffix.lower() == ".json" else "toml"
        return _from_text(text, str(p), kind)

    @classmethod
    def named(cls, name: str) -> PayTable:
        """One of the shipped tables, by name (see :data:`PAY_TABLES`)."""
        try:
            return PAY_TABLES[name.lower()]
        except KeyError:
            raise PayTableError(
                f"unknown pay table {name!r} (tables: {', '.join(PAY_TABLES)})"
            ) from None


SideBet = PayTable
"""Another name of :class:`PayTable`: a side bet is its pay table."""


def _plain(p: Pays) -> int | str:
    return p if isinstance(p, int) else str(p)


def _toml_value(p: Pays) -> str:
    return str(p) if isinstance(p, int) else json.dumps(str(p))


_TOML_KEY = re.compile(r"""^\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*=""")


def _key_lines(text: str, kind: str) -> list[tuple[str, int]]:
    """The (key, line number) of every key of the pays, in order, found by a line
    scan (for error messages: the parsers do not tell where a value was)."""
    out: list[tuple[str, int]] = []
    section = ""
    in_pays = kind == "json"
    for n, line in enumerate(text.splitlines(), 1):
        if kind == "toml":
            s = line.strip()
            if s.startswith("["):
                section = s.strip("[] ")
                continue
            m = _TOML_KEY.match(line)
            if m and section == "pays":
                out.append((next(g for g in m.groups() if g is not None), n))
        else:
            if re.search(r'"pays"\s*:', line):
                in_pays = True
            for m in re.finditer(r'"((?:[^"\\]|\\.)*)"\s*:', line):
                if in_pays and m.group(1) not in ("pays", "name"):
                    out.append((m.group(1), n))
    return out


def _from_text(text: str, source: str, kind: str) -> PayTable:
    prefix = f"{source}: " if source else ""
    lines = _key_lines(text, kind)
    if kind == "toml":
        seen: dict[str, int] = {}
        for key, n in lines:
            if key in seen:
                raise PayTableError(
                    f"{prefix}line {n}: event {key!r} is in the pay table twice "
                    f"(first at line {seen[key]})"
                )
            seen[key] = n
        try:
            data: Any = tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            raise PayTableError(f"{prefix}not a TOML pay table: {e}") from None
    else:
        pairs_seen: list[list[tuple[str, Any]]] = []

        def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
            pairs_seen.append(pairs)
            keys = [k for k, _ in pairs]
            for i, k in enumerate(keys):
                if k in keys[:i]:
                    at = [n for key, n in lines if key == k]
                    where = f"line {at[1]}: " if len(at) > 1 else ""
                    first = f" (first at line {at[0]})" if at else ""
                    raise PayTableError(
                        f"{prefix}{where}event {k!r} is in the pay table twice{first}"
                    )
            return dict(pairs)

        try:
            data = json.loads(text, object_pairs_hook=hook)
        except json.JSONDecodeError as e:
            raise PayTableError(f"{prefix}not a JSON pay table: {e}") from None
    if not isinstance(data, dict) or not isinstance(data.get("pays"), dict):
        want = "a [pays] table" if kind == "toml" else 'a "pays" object'
        raise PayTableError(f"{prefix}a pay table needs {want} of event = pays lines")
    unknown = set(data) - {"name", "pays"}
    if unknown:
        raise PayTableError(f"{prefix}unknown key(s) {', '.join(sorted(unknown))}")
    line_of = {}
    for key, n in lines:
        line_of.setdefault(key, n)
    items = list(data["pays"].items())
    out = []
    for event, pays in items:
        where = f"{prefix}line {line_of.get(event, '?')}: "
        out.append(PayLine(_event(event, where), _pays(pays, where)))
    if not out:
        raise PayTableError(f"{prefix}a pay table needs at least one event")
    return PayTable(out, name=str(data.get("name", Path(source).stem if source else "custom")))


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
        f"{table!r} is not a pay table (a PayTable, one of {', '.join(PAY_TABLES)}, "
        "or a .toml/.json file)"
    )


def _events_of_mask(mask: int) -> list[str]:
    return [e for i, e in enumerate(EVENTS) if mask >> i & 1]


def side_bet_events(hand7: CardsLike) -> list[str]:
    """Every event the seven cards qualify for (ids in :data:`EVENTS` order)."""
    return _events_of_mask(_core.side_bet_events(_ids(hand7)))


def side_bet_event(paytable: PayTable | str, hand7: CardsLike) -> str | None:
    """The event the pay table pays the seven cards for (its first event the hand
    qualifies for), or None when the bet loses."""
    table = as_pay_table(paytable)
    qualifying = set(side_bet_events(hand7))
    return next((e for e in table.events if e in qualifying), None)


def side_bet_masks_many(hands: Any, *, threads: int | None = None) -> np.ndarray:
    """The events of every seven-card row as uint32 bit sets (bit i: ``EVENTS[i]``)."""
    return _core.side_bet_events_many(_as_array(hands), _check_threads(threads))


def side_bet_events_many(
    paytable: PayTable | str, hands: Any, *, threads: int | None = None
) -> np.ndarray:
    """For every seven-card row, the index of the pay-table line that pays it, -1 when
    the bet loses (int16, length N)."""
    table = as_pay_table(paytable)
    masks = side_bet_masks_many(hands, threads=threads)
    out = np.full(masks.shape, -1, dtype=np.int16)
    for i, event in reversed(list(enumerate(table.events))):
        bit = np.uint32(1 << EVENTS.index(event))
        out[(masks & bit) != 0] = i
    return out


@dataclass(frozen=True)
class EventPrice:
    """One line of a priced table: the hands it pays (out of :data:`HANDS`), their
    probability, the line's share of the return (``pays * probability``), and the
    hands qualifying for the event whatever pays them."""

    event: str
    name: str
    pays: Pays
    hands: int
    probability: Fraction
    ret: Fraction
    qualifying: int


@dataclass(frozen=True)
class SideBetPrice:
    """A pay table priced exactly over every seven-card hand."""

    table: PayTable
    lines: tuple[EventPrice, ...]
    nothing: int
    hands: int

    @property
    def nothing_probability(self) -> Fraction:
        return Fraction(self.nothing, self.hands)

    @property
    def ev(self) -> Fraction:
        """The player's return per unit staked."""
        return sum((ln.ret for ln in self.lines), Fraction(0)) - self.nothing_probability

    @property
    def house_edge(self) -> Fraction:
        return -self.ev

    def to_dict(self) -> dict[str, Any]:
        return {
            "table": self.table.name,
            "hands": self.hands,
            "lines": [
                {
                    "event": ln.event,
                    "name": ln.name,
                    "pays": _plain(ln.pays),
                    "hands": ln.hands,
                    "probability": float(ln.probability),
                    "return": float(ln.ret),
                    "return_exact": str(ln.ret),
                    "qualifying": ln.qualifying,
                }
                for ln in self.lines
            ],
            "nothing": self.nothing,
            "nothing_probability": float(self.nothing_probability),
            "ev": float(self.ev),
            "ev_exact": str(self.ev),
            "house_edge": float(self.house_edge),
        }


def price(paytable: PayTable | str | Path, *, threads: int | None = None) -> SideBetPrice:
    """The exact price of a pay table: the hands each line pays and the hands paid
    nothing over all 154,143,080 seven-card hands, with probabilities, each line's
    return and the house edge as fractions. The hands are classified once a process
    (a second or two on all cores); every later table is priced at once."""
    table = as_pay_table(paytable)
    threads = _check_threads(threads)
    paid, nothing = _core.side_bet_price(list(table.events), threads)
    qualifying = _core.side_bet_qualifying_counts(threads)
    lines = tuple(
        EventPrice(
            event=ln.event,
            name=ln.name,
            pays=ln.pays,
            hands=n,
            probability=Fraction(n, HANDS),
            ret=ln.pays * Fraction(n, HANDS),
            qualifying=qualifying[EVENTS.index(ln.event)],
        )
        for ln, n in zip(table.lines, paid)
    )
    return SideBetPrice(table=table, lines=lines, nothing=nothing, hands=HANDS)
