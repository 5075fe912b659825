"""Hostile or careless pay-table input: every case is one pg.PayTableError line,
quickly, never a traceback, a hang or a long computation (issue 19)."""

from __future__ import annotations

import json
import os
import sys
import time
from fractions import Fraction
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast.cli import main


def _refused(load, match: str, longest: int = 1000) -> str:
    start = time.perf_counter()
    with pytest.raises(pg.PayTableError, match=match) as e:
        load()
    assert time.perf_counter() - start < 2.0
    message = str(e.value)
    assert "\n" not in message and len(message) < longest, message
    return message


# --- files -----------------------------------------------------------------------


def test_a_file_not_utf8_is_named(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('name = "Caf\xe9"\n[pays]\nflush = 4\n'.encode("latin-1"))
    _refused(lambda: pg.PayTable.load(path), r"line 1: not UTF-8 text \(byte 0xe9\)")
    for bom in ("utf-16", "utf-16-be"):
        path = tmp_path / f"{bom}.toml"
        path.write_bytes("\ufeff[pays]\nflush = 4\n".encode(bom))
        _refused(lambda p=path: pg.PayTable.load(p), "UTF-16 text; save it as UTF-8")


def test_a_utf8_bom_is_read(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + b'{"pays": {"flush": 4}}')
    assert pg.PayTable.load(path).events == ("flush",)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_devices_fifos_and_directories_are_not_read(tmp_path: Path) -> None:
    _refused(lambda: pg.PayTable.load("/dev/zero"), "not a regular file")
    _refused(lambda: pg.PayTable.load(tmp_path), "not a regular file|Is a directory")
    fifo = tmp_path / "table.toml"
    os.mkfifo(fifo)  # nobody writes to it: opening it must not wait
    _refused(lambda: pg.PayTable.load(fifo), "not a regular file")
    _refused(lambda: pg.PayTable.load(tmp_path / "none.toml"), "cannot read the pay table")
    _refused(lambda: pg.PayTable.load("nul\x00.toml"), "cannot read the pay table")
    _refused(lambda: pg.PayTable.from_toml(b"[pays]\nflush = 4\n"), "text is a str, not bytes")
    long_name = "x" * 5000 + ".toml"
    _refused(lambda: pg.PayTable.load(long_name), "cannot read the pay table", 6000)


def test_files_and_texts_above_the_size_cap(tmp_path: Path) -> None:
    text = "[pays]\nflush = 4\n" + "#" * (1 << 18)
    path = tmp_path / "big.toml"
    path.write_text(text)
    _refused(lambda: pg.PayTable.load(path), "larger than 262,144 bytes")
    _refused(lambda: pg.PayTable.from_toml(text), "longer than 262,144 characters")
    # Just under the cap: read (and quickly).
    ok = "[pays]\nflush = 4\n" + "#" * ((1 << 18) - 40) + "\n"
    path.write_text(ok)
    start = time.perf_counter()
    assert pg.PayTable.load(path).events == ("flush",)
    assert time.perf_counter() - start < 2.0


# --- structure ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "text"),
    [
        ("json", '{"pays": ' + "[" * 100_000 + "]" * 100_000 + "}"),
        ("json", "[" * 200_000),
        ("toml", "x = " + "[" * 100_000),
        ("toml", "x = " + "{a = " * 10_000 + "1" + "}" * 10_000),
        ("toml", "a" + ".a" * 100_000 + " = 1\n"),  # tomllib: memory ~ parts squared
        ("toml", "[pays." + ".".join(['"x"'] * 150) + "]\n"),
        ("json", '"' + '\\"' * 100_000),  # a line scan restarting in strings: quadratic
    ],
)
def test_deep_nesting(kind: str, text: str) -> None:
    load = pg.PayTable.from_json if kind == "json" else pg.PayTable.from_toml
    _refused(lambda: load(text), "nested too deeply|not a (TOML|JSON) pay table|dotted parts")


def test_many_keys_are_not_quadratic() -> None:
    keys = ", ".join(f'"k{i}": 1' for i in range(20_000))
    _refused(lambda: pg.PayTable.from_json('{"pays": {' + keys + "}}"), "unknown side-bet event")
    dup = '{"x": {' + ", ".join(f'"k{i}": 1' for i in range(20_000)) + ', "k0": 2}}'
    _refused(lambda: pg.PayTable.from_json(dup), "twice")


# --- numbers --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "pays", "match"),
    [
        ("toml", "1e400", "must be a number, got inf"),
        ("json", "1e400", "must be a number, got inf"),
        ("json", "NaN", "must be a number, got nan"),
        ("toml", "9" * 400, "too long to read|above the cap"),
        ("json", "9" * 400, "a number of 400 digits"),
        ("toml", "9" * 5001, "too long to read"),
        ("json", "9" * 5001, "a number of 5,001 digits"),
        ("toml", '"1e100000000"', "exponent above 100"),
        ("json", '"1e100000000"', "exponent above 100"),
        ("json", '"1e-100000000"', "exponent above 100"),
        ("toml", '"1/' + "7" * 99 + '"', "longer than 100 characters"),
        ("toml", '"1e400"', "exponent above 100"),
        ("toml", '"1e13"', "above the cap of 10\\*\\*12 to 1"),
        ("toml", "1000000000001", "above the cap"),
        ("toml", '"1e+_"', "must be a number"),
        ("toml", '"1/1000000007"', "not exact to 9 decimals"),
        ("toml", "0.1234567891", "not exact to 9 decimals"),
    ],
)
def test_huge_pays_and_long_numbers(kind: str, pays: str, match: str) -> None:
    if kind == "toml":
        text = f"[pays]\nflush = {pays}\n"
        _refused(lambda: pg.PayTable.from_toml(text), match)
    else:
        text = f'{{"pays": {{"flush": {pays}}}}}'
        _refused(lambda: pg.PayTable.from_json(text), match)


def test_huge_pays_from_python() -> None:
    _refused(lambda: pg.PayTable({"flush": 10**5000}), "a number of about 5,001 digits")
    _refused(lambda: pg.PayTable({"flush": 10**400}), "above the cap")
    _refused(lambda: pg.PayTable({"flush": Fraction(1, 10**400)}), "exact to 9 decimals")
    _refused(lambda: pg.PayTable({"flush": 1e400}), "must be a number, got inf")
    _refused(lambda: pg.PayTable({"flush": "1e100000000"}), "exponent above 100")
    # At the caps: priced, and every figure converts to float.
    table = pg.PayTable({"five-aces": 10**12, "flush": Fraction(1, 10**9)})
    data = pg.price(table).to_dict()
    assert data["lines"][0]["pays"] == 10**12 and data["lines"][1]["pays"] == "1/1000000000"
    json.dumps(data, allow_nan=False)
    assert pg.PayTable.from_toml(table.to_toml()) == table
    assert pg.PayTable.from_json(table.to_json()) == table


def test_pays_at_the_caps_on_the_command_line(tmp_path: Path, capsys) -> None:
    path = tmp_path / "caps.toml"
    path.write_text('[pays]\nfive-aces = 1000000000000\nflush = "1/1000000000"\n')
    assert main(["sidebet", "--table", str(path)]) == 0
    assert "House edge" in capsys.readouterr().out
    assert main(["sidebet", "--table", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["lines"][0]["pays"] == 10**12


# --- names -----------------------------------------------------------------------


def test_names_round_trip_whatever_their_characters() -> None:
    names = ["Ünïcödé 🂡🃏", 'quote " and \\ backslash', "bell \a esc \x1b del \x7f", "tab\tnl\n"]
    for name in names:
        table = pg.PayTable({"flush": 4}, name=name)
        assert pg.PayTable.from_toml(table.to_toml()).name == name
        assert pg.PayTable.from_json(table.to_json()).name == name
    assert "🂡" in pg.PayTable({"flush": 4}, name="🂡").to_toml()


def test_lone_surrogates_and_long_names_are_refused() -> None:
    _refused(lambda: pg.PayTable({"flush": 4}, name="a\ud800b"), "lone surrogate")
    _refused(
        lambda: pg.PayTable.from_json('{"name": "\\udc80", "pays": {"flush": 4}}'),
        "lone surrogate",
    )
    _refused(lambda: pg.PayTable({"flush": 4}, name="n" * 257), "at most 256 characters")
    _refused(lambda: pg.PayTable.from_toml('name = 5\n[pays]\nflush = 4\n'), "must be a string")


@pytest.mark.skipif(sys.platform != "linux", reason="file names of raw bytes")
def test_a_file_name_not_utf8_makes_a_usable_default_name(tmp_path: Path) -> None:
    path = os.path.join(os.fsencode(tmp_path), b"caf\xe9.toml")
    with open(path, "w") as f:
        f.write("[pays]\nflush = 4\n")
    table = pg.PayTable.load(os.fsdecode(path))
    assert table.name == "caf\ufffd"
    assert pg.PayTable.from_toml(table.to_toml()) == table


def test_error_echoes_are_short() -> None:
    _refused(lambda: pg.PayTable({"x" * 100_000: 4}), "unknown side-bet event")
    _refused(lambda: pg.PayTable({"flush": "x" * 100_000}), "longer than 100 characters")
    _refused(lambda: pg.PayTable([("flush",) * 1000]), "a pay-table line is")


# --- a name is a str; a way is checked whatever the table (issue 35) ----------------


@pytest.mark.parametrize("name", [b"x", 3, None, ["a"], Path("p")], ids=repr)
def test_a_name_that_is_not_a_str_is_refused(name) -> None:
    _refused(lambda: pg.PayTable({"flush": 4}, name=name), "the name must be a string")
    _refused(lambda: pg.PayTable.named(name), "unknown pay table")


@pytest.mark.parametrize("table", ["mania", "dealer-bonus"])
def test_price_refuses_an_unknown_way_whatever_the_table(table) -> None:
    start = time.perf_counter()
    for way in ("nope", 3, None):
        with pytest.raises(pg.ArgumentError, match=f"unknown house way {way!r}"):
            pg.price(table, way=way)
    assert time.perf_counter() - start < 2.0
