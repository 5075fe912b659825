"""Fuzzing pay-table text (hypothesis, a fixed seed and budget): TOML and JSON of
random structure, values and names, mutated text, raw bytes of a file, and inputs up
to and past the size caps. Every input either gives a table that writes and reads
back as itself, or raises one pg.Error line; each within a second or two.

`pytest --hypothesis-show-statistics` prints how many inputs parsed and how many
were refused, by surface."""

from __future__ import annotations

import io
import json
import time
from contextlib import redirect_stderr, redirect_stdout
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import paigow_fast as pg
from paigow_fast._side_bets import MAX_TEXT
from paigow_fast.cli import main

FUZZ = settings(
    max_examples=200,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)
SLOWEST = 2.0  # seconds an input may take (the worst cases of the caps take ~0.8 s)


class Raw(str):
    """A token written into the text as is (a number no serialiser would write)."""


# Characters that break things: quotes, escapes, controls, markup, non-BMP, surrogates.
TRICKY = list('"\'\\[]{}=:,.#$/\n\r\t\x00\x07\x1b\x7f\x85\u2028\u202e\ufeff') + [
    "🂡",
    "\U0010ffff",
    "\ud800",
    "\udc80",
    "é",
    "[/oops]",
    "[bold]",
]
TEXT = st.lists(st.one_of(st.characters(), st.sampled_from(TRICKY)), max_size=15).map("".join)
NUMBERS = st.one_of(
    st.integers(-5, 25_000),
    st.integers(-(10**30), 10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.fractions(max_denominator=10**12).map(str),
    # Text that looks like a number: signs, underscores, exponents, fractions, spaces.
    st.from_regex(
        r"\s?[-+]?[\d_]{0,4}(\.[\d_]{0,4})?([eE]\s?[-+]?[\d_]{0,10})?(/[-+]?[\d_]{0,4})?\s?",
        fullmatch=True,
    ),
    st.text(alphabet="0123456789_+-eE./ ", max_size=10),
    st.sampled_from(
        [
            Raw("1e400"),
            Raw("-1e400"),
            Raw("1e100000000"),
            Raw("9" * 400),
            Raw("9" * 4301),
            Raw("9" * 5001),
            Raw("0.1234567891"),
            Raw("1_000"),
            Raw("0x10"),
            Raw("NaN"),
            Raw("Infinity"),
            Raw("inf"),
            Raw("nan"),
            Raw("-0"),
            Raw("1e13"),
            Raw("1000000000000"),
            "1e100000000",
            "-1e-100000000",
            "1/0",
            "1e+_",
            "1e_0",
            "5/2",
            "1/1000000007",
            "1" * 101,
            " 4 ",
        ]
    ),
)
LEAVES = st.one_of(st.none(), st.booleans(), NUMBERS, TEXT)
VALUES = st.recursive(
    LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(TEXT, st.sampled_from(pg.EVENTS)), inner, max_size=4),
    ),
    max_leaves=12,
)
PAYS = st.one_of(NUMBERS, VALUES)
KEYS = st.one_of(
    st.sampled_from(pg.EVENTS), st.sampled_from(["name", "pays", "Flush", ""]), TEXT
)
VALID_PAYS = st.one_of(
    st.integers(0, 10**12),
    st.fractions(0, 10**6, max_denominator=10**9),
    st.fractions(0, 10**6, max_denominator=10**9).map(str),
    st.floats(0, 1e6),
)
VALID_TABLES = st.fixed_dictionaries(
    {"pays": st.dictionaries(st.sampled_from(pg.EVENTS), VALID_PAYS, min_size=1, max_size=8)},
    optional={"name": TEXT},
)
ANY_TABLES = st.fixed_dictionaries(
    {},
    optional={
        "name": st.one_of(TEXT, VALUES),
        "pays": st.one_of(
            st.lists(st.tuples(KEYS, PAYS), max_size=8).map(lambda kv: dict(kv)), VALUES
        ),
        "extra": VALUES,
    },
)
TABLES = st.one_of(VALID_TABLES, ANY_TABLES)


def _json(value: object) -> str:
    """JSON text of `value`, Raw tokens as is, non-finite floats as NaN/Infinity."""
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_json(str(k))}: {_json(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_json(v) for v in value) + "]"
    if value is None:
        return "null"
    if isinstance(value, Fraction):
        return json.dumps(str(value))
    return json.dumps(value, allow_nan=True)


def _toml_key(key: str) -> str:
    bare = key and all(c.isascii() and (c.isalnum() or c in "_-") for c in key)
    return key if bare else json.dumps(key)


def _toml_value(value: object) -> str:
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return {"inf": "inf", "-inf": "-inf", "nan": "nan"}.get(str(value), repr(value))
    if isinstance(value, dict):
        items = (f"{_toml_key(str(k))} = {_toml_value(v)}" for k, v in value.items())
        return "{" + ", ".join(items) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if value is None:
        return '""'
    return json.dumps(str(value))  # JSON escapes are TOML's, but for surrogates


def _toml(table: dict[str, object]) -> str:
    rows = [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in table.items() if k != "pays"]
    pays = table.get("pays")
    if isinstance(pays, dict):
        rows += ["[pays]"] + [f"{_toml_key(str(k))} = {_toml_value(v)}" for k, v in pays.items()]
    elif "pays" in table:
        rows.append(f"pays = {_toml_value(pays)}")
    return "\n".join(rows) + "\n"


def _parsed_or_refused(kind: str, text: str, surface: str) -> pg.PayTable | None:
    """The table of `text`, or None when it is refused with one pg.Error line."""
    load = pg.PayTable.from_toml if kind == "toml" else pg.PayTable.from_json
    start = time.perf_counter()
    try:
        table = load(text)
    except pg.Error as e:
        message = str(e)
        assert message and "\n" not in message, repr(message[:300])
        event(f"{surface}: refused")
        table = None
    else:
        event(f"{surface}: parsed")
        _writes_and_reads_back(table)
    assert time.perf_counter() - start < SLOWEST, f"{len(text):,} characters"
    return table


def _writes_and_reads_back(table: pg.PayTable) -> None:
    assert pg.PayTable.from_toml(table.to_toml()) == table
    assert pg.PayTable.from_toml(table.to_toml()).name == table.name
    assert pg.PayTable.from_json(table.to_json()).name == table.name
    json.dumps(table.to_dict(), allow_nan=False)
    for line in table.lines:
        assert 0 <= line.pays <= 10**12
        assert isinstance(line.pays, int) or line.pays.denominator <= 10**9


@FUZZ
@given(st.one_of(NUMBERS, VALUES))
def test_pays(pays: object) -> None:
    """A pay of any value, from Python: a table, or one pg.Error line."""
    start = time.perf_counter()
    try:
        table = pg.PayTable({"flush": pays})
    except pg.Error as e:
        assert str(e) and "\n" not in str(e)
        event("pays: refused")
    else:
        event("pays: parsed")
        _writes_and_reads_back(table)
    assert time.perf_counter() - start < SLOWEST


@FUZZ
@given(TABLES)
def test_json_tables(table: dict[str, object]) -> None:
    _parsed_or_refused("json", _json(table), "json")


@FUZZ
@given(TABLES)
def test_toml_tables(table: dict[str, object]) -> None:
    _parsed_or_refused("toml", _toml(table), "toml")


@FUZZ
@given(
    st.sampled_from(["toml", "json"]),
    st.sampled_from(["mania", "jackpot", "fortune"]),
    st.lists(
        st.tuples(
            st.sampled_from(["insert", "delete", "replace", "repeat", "cut"]),
            st.integers(0, 10**6),
            TEXT,
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_mutated_tables(kind: str, name: str, edits: list[tuple[str, int, str]]) -> None:
    table = pg.PAY_TABLES[name]
    text = table.to_toml() if kind == "toml" else table.to_json()
    for op, at, piece in edits:
        i = at % (len(text) + 1)
        if op == "insert":
            text = text[:i] + piece + text[i:]
        elif op == "delete":
            text = text[:i] + text[i + len(piece) + 1 :]
        elif op == "replace":
            text = text[:i] + piece + text[i + len(piece) :]
        elif op == "repeat":
            text = text[:i] + text[i : i + 20] * (at % 50) + text[i:]
        else:
            text = text[:i]
    _parsed_or_refused(kind, text, f"{kind} mutated")


# Fragments that, repeated, make the worst inputs for a parser or a line scan.
FRAGMENTS = [
    *("[", "{", "{a = ", '{"a": ', "a.", '"x".', "[a.", "9", "\n", "#", '\\"', '"', "\\"),
    *("k=1\n", '"k": 1, ', "[pays]\n", "[[a]]\n", "x = [1, ", "é", "\ud800", " "),
]


@settings(FUZZ, max_examples=60)
@given(
    st.sampled_from(["toml", "json"]),
    st.sampled_from(FRAGMENTS),
    st.one_of(st.integers(1, 5000), st.integers(MAX_TEXT - 2000, MAX_TEXT + 10)),
    st.sampled_from(["", "[pays]\nflush = 4\n", '{"pays": {"flush": 4}, "x": ', "x = "]),
)
def test_inputs_up_to_the_caps(kind: str, fragment: str, size: int, head: str) -> None:
    text = head + fragment * max(1, (size - len(head)) // len(fragment))
    _parsed_or_refused(kind, text, f"{kind} at the caps")


ENCODINGS = ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "latin-1", "utf-8-sig", "cp1252"]
MANIA_TOML = pg.PAY_TABLES["mania"].to_toml().replace("Mania", "Mañía")


@settings(FUZZ, max_examples=150)
@given(
    st.sampled_from(["toml", "json"]),
    st.one_of(
        st.binary(max_size=200),
        st.sampled_from(ENCODINGS).map(lambda enc: MANIA_TOML.encode(enc, "replace")),
        st.tuples(st.binary(max_size=30), st.binary(max_size=30)).map(
            lambda ab: ab[0] + b'[pays]\nflush = 4\n' + ab[1]
        ),
    ),
)
def test_file_bytes(tmp_path_factory: pytest.TempPathFactory, kind: str, data: bytes) -> None:
    path = Path(tmp_path_factory.mktemp("fuzz")) / f"table.{kind}"
    path.write_bytes(data)
    start = time.perf_counter()
    try:
        table = pg.PayTable.load(path)
    except pg.Error as e:
        assert str(e).startswith(str(path)) and "\n" not in str(e)
        event("file bytes: refused")
    else:
        event("file bytes: parsed")
        _writes_and_reads_back(table)
    assert time.perf_counter() - start < SLOWEST


@settings(FUZZ, max_examples=30)
@given(TEXT)
def test_names_on_the_command_line(tmp_path_factory: pytest.TempPathFactory, name: str) -> None:
    """Whatever the name, the sidebet command prints it as text, or refuses it in one
    line (a lone surrogate, too long)."""
    path = Path(tmp_path_factory.mktemp("names")) / "t.json"
    path.write_text(json.dumps({"name": name, "pays": {"flush": 4}}), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["sidebet", "--table", str(path)])
    if status == 0:
        event("names: shown")
        shown = out.getvalue()
        assert "\x1b" not in shown and "\x07" not in shown and "House edge" in shown
    else:
        event("names: refused")
        assert status == 2 and err.getvalue().count("\n") == 1, err.getvalue()


def test_fraction_pays_keep_their_value() -> None:
    table = pg.PayTable.from_toml('[pays]\nflush = "5/2"\nstraight = 0.125\n')
    assert [ln.pays for ln in table.lines] == [Fraction(5, 2), Fraction(1, 8)]
