"""Hostile or careless input to the house ways of the user's own (issue 35): a way's
name is data and never a path out of a directory; more rules than the core holds, a
bad seed or any other bad argument is one ArgumentError line before the tabulation;
threads loading one file get one way; a table file is read only up to a bound, and a
FIFO is never waited on."""

from __future__ import annotations

import gzip
import hashlib
import os
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast import _core
from paigow_fast._house_ways import tables

EVIL = ["../../evil", "..", ".", ".hidden", "a/b", "a\\b", "c:evil", "a\x00b", "a\x1bb"]
EVIL += ["a\u202eb", "house", "Optimal", "", "  "]


@pytest.fixture(scope="module")
def gn_lines() -> list[str]:
    """The lines of the Golden Nugget way's table file (saved once: about a second)."""
    folder = Path(tempfile.mkdtemp())
    text = pg.HouseWay.GOLDEN_NUGGET.save(folder / "gn.txt").read_text("utf-8")
    return text.rstrip("\n").split("\n")


def table_text(lines: list[str], name: str | None = None, rules: int | None = None) -> str:
    """A table file of `lines` named `name`, with rules added up to `rules`, its digest
    made anew (so that the loader's checks after the digest meet it)."""
    lines = list(lines)
    if name is not None:
        lines[3] = f"name {name}"
    if rules is not None:
        n = int(lines[4].split(" ")[1])
        extra = [f"rule extra-{k}\tan extra rule" for k in range(rules - n)]
        lines[4] = f"rules {rules}"
        lines[5 + n : 5 + n] = extra
    body = lines[:2] + lines[3:]
    digest = hashlib.sha256("\n".join(body).encode("utf-8")).hexdigest()
    return "\n".join([*lines[:2], f"sha256 {digest}", *lines[3:]]) + "\n"


def quickly_refused(call, match: str, seconds: float = 3.0) -> str:
    start = time.perf_counter()
    with pytest.raises(pg.ArgumentError, match=match) as e:
        call()
    assert time.perf_counter() - start < seconds
    message = str(e.value)
    assert "\n" not in message and "Traceback" not in message, message
    return message


class Calls:
    """A way's function that counts its calls (and sets hands as Foxwoods does)."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self, hand):
        self.n += 1
        return pg.house_way(hand, "foxwoods")


# --- (4) a name is never a path out of a directory ---------------------------------


@pytest.mark.parametrize("name", EVIL, ids=repr)
def test_a_name_that_is_a_path_is_refused_by_from_function(name):
    fn = Calls()
    quickly_refused(lambda: pg.HouseWay.from_function(name, fn), "house way's name")
    assert fn.n == 0
    assert name not in [w.value for w in pg.HouseWay]


@pytest.mark.parametrize("name", ["../../evil", ".hidden", "a\x1bb", "house"], ids=repr)
def test_a_name_that_is_a_path_is_refused_in_a_table_file(tmp_path, gn_lines, name):
    (tmp_path / "run").mkdir()
    path = tmp_path / "evil.txt"
    path.write_text(table_text(gn_lines, name=name), "utf-8")
    quickly_refused(lambda: pg.HouseWay.load(path), "house way's name")
    quickly_refused(lambda: pg.HouseWay.load(tmp_path / "missing", name=name), "way's name")
    assert not list(tmp_path.rglob("*evil.house-way*"))


def test_table_files_stay_in_the_results_directory(tmp_path):
    folder = tmp_path / "a" / "run"
    folder.mkdir(parents=True)
    assert tables.table_file(folder, "my-way") == folder / "my-way.house-way.txt.gz"
    for name in ("../../evil", "../evil", "/etc/evil", "..", "a\x00b"):
        with pytest.raises(pg.ArgumentError, match="house way's name"):
            tables.table_file(folder, name)
    # A link in the directory that points out of it is refused too.
    (folder / "linked.house-way.txt.gz").symlink_to(tmp_path / "elsewhere.gz")
    with pytest.raises(pg.ArgumentError, match="outside the results directory"):
        tables.table_file(folder, "linked")


def test_a_manifest_naming_a_path_reads_no_file_out_of_the_directory(tmp_path, monkeypatch):
    read = []
    monkeypatch.setattr(tables, "load", lambda path, name=None: read.append(path))
    (tmp_path / "evil.house-way.txt.gz").write_bytes(b"")
    (tmp_path / "run").mkdir()
    tables.load_ways_of(tmp_path / "run", ["../evil", "..", None, 3])
    assert read == []


# --- (5) more rules than a way holds -------------------------------------------------


def test_more_than_256_rules_are_refused_before_the_tabulation(tmp_path, gn_lines):
    fn = Calls()
    rules = {f"r{i}": f"rule {i}" for i in range(300)}
    message = quickly_refused(
        lambda: pg.HouseWay.from_function("many-rules", fn, rules=rules), "300 rules"
    )
    assert "256" in message and fn.n == 0
    quickly_refused(lambda: pg.HouseWay.from_function("no-rules", fn, rules={}), "0 rules")
    assert fn.n == 0
    path = tmp_path / "r257.txt"
    path.write_text(table_text(gn_lines, name="many-rules", rules=257), "utf-8")
    message = quickly_refused(lambda: pg.HouseWay.load(path), "line 5: 257 rules")
    assert "256" in message
    assert "many-rules" not in [w.value for w in pg.HouseWay]


@pytest.mark.slow
def test_a_table_of_256_rules_loads(tmp_path, gn_lines):
    path = tmp_path / "r256.txt"
    path.write_text(table_text(gn_lines, name="two-hundred-fifty-six-rules", rules=256))
    way = pg.HouseWay.load(path)
    assert len(way.rules) == 256 and pg.HouseWay.load(path) is way


def test_the_command_line_refuses_a_file_of_257_rules_in_one_line(tmp_path, gn_lines, capsys):
    from paigow_fast.cli import main

    path = tmp_path / "r257.txt"
    path.write_text(table_text(gn_lines, name="many-rules-cli", rules=257), "utf-8")
    with pytest.raises(SystemExit) as e:  # argparse's error: the --house-way type
        main(["set", "--house-way", str(path), "As Kd Th 9c 5s 5d Jk"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "257 rules" in err and "Traceback" not in err


# --- (8) every argument checked first -----------------------------------------------


@pytest.mark.parametrize(
    "kwargs,match",
    [
        ({"seed": -1}, r"seed must be in \[0, 2\*\*64\), got -1"),
        ({"seed": 2**80}, r"seed must be in \[0, 2\*\*64\)"),
        ({"seed": "x"}, "seed must be an int, got 'x'"),
        ({"seed": 1.5}, "seed must be an int"),
        ({"seed": True}, "seed must be an int"),
        ({"check": float("nan")}, "check must be a fraction"),
        ({"rules": ["a", "b"]}, "rules= must be a mapping"),
        ({"rules": {"a": "b", "two words": "c"}}, "one word"),
        ({"rules": {"a": "line\nbreak"}}, "line break"),
        ({"progress": 3}, "progress must be callable"),
    ],
    ids=repr,
)
def test_every_argument_is_checked_before_the_tabulation(kwargs, match):
    fn = Calls()
    quickly_refused(lambda: pg.HouseWay.from_function("checked-way", fn, **kwargs), match)
    assert fn.n == 0


def test_a_function_that_is_not_callable_and_a_full_core_are_refused_first(monkeypatch):
    quickly_refused(lambda: pg.HouseWay.from_function("uncallable", 3), "must be callable")
    monkeypatch.setattr(tables, "CAPACITY", len(pg.HouseWay))
    fn = Calls()
    quickly_refused(lambda: pg.HouseWay.from_function("one-too-many", fn), "holds .* ways")
    assert fn.n == 0


@pytest.mark.slow
def test_threads_loading_one_file_at_once_get_one_way(tmp_path, gn_lines, monkeypatch):
    path = tmp_path / "race.txt"
    path.write_text(table_text(gn_lines, name="raced-way"), "utf-8")
    register = _core.register_house_way_table

    def slow_register(*args):  # a wider window between the lookup and the registration
        time.sleep(0.3)
        return register(*args)

    monkeypatch.setattr(_core, "register_house_way_table", slow_register)
    start = threading.Barrier(3)
    ways, errors = [], []

    def load():
        start.wait()
        try:
            ways.append(pg.HouseWay.load(path))
        except pg.Error as e:
            errors.append(e)

    threads = [threading.Thread(target=load) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(ways) == 3
    assert ways[0] is ways[1] is ways[2] is pg.HouseWay("raced-way")


def test_a_huge_gzip_file_is_refused_without_inflating_it(tmp_path, monkeypatch):
    monkeypatch.setattr(tables, "MAX_FILE_BYTES", 4 << 20)
    bomb = tmp_path / "bomb.txt.gz"
    with gzip.open(bomb, "wb", compresslevel=1) as f:
        for _ in range(256):  # 256 MiB of zeros, some 250 kB compressed
            f.write(bytes(1 << 20))
    tracemalloc.start()
    try:
        message = quickly_refused(lambda: pg.HouseWay.load(bomb), "larger than 4,194,304 bytes")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 32 << 20, peak  # read up to the bound, not inflated in full
    assert "decompressed" in message
    plain = tmp_path / "huge.txt"
    with open(plain, "wb") as f:
        f.truncate(64 << 20)
    quickly_refused(lambda: pg.HouseWay.load(plain), "larger than")


def test_the_bound_holds_every_file_of_short_rule_ids(gn_lines):
    # 256 rules, ids of 64 characters, texts of 400: the largest file a table of
    # generous rules makes is well under the bound.
    line = max(len(x.encode()) for x in gn_lines[-292_253:])
    longest = 292_253 * (line + 64) + 256 * (5 + 64 + 1 + 400 + 1) + 200
    assert longest < tables.MAX_FILE_BYTES


def test_a_corrupt_gzip_file_is_one_line(tmp_path):
    good = gzip.compress(b"paigow_fast house way table\nformat 1\n" * 1000)
    for k, data in enumerate([good[:20], good[:10] + b"\xff" * 40 + good[50:]]):
        path = tmp_path / f"corrupt{k}.gz"
        path.write_bytes(data)
        quickly_refused(lambda p=path: pg.HouseWay.load(p), "cannot be read")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs")
def test_a_fifo_is_refused_without_waiting(tmp_path):
    fifo = tmp_path / "way.fifo"
    os.mkfifo(fifo)
    outcome = []

    def load():
        try:
            pg.HouseWay.load(fifo)
        except pg.Error as e:
            outcome.append(str(e))

    t = threading.Thread(target=load, daemon=True)
    t.start()
    t.join(10)
    if t.is_alive():  # blocked opening the FIFO: let it go before failing
        with open(fifo, "wb"):
            pass
        t.join(10)
        pytest.fail("loading a FIFO waited for a writer")
    assert outcome and "not a regular file" in outcome[0]


def test_a_path_that_is_not_one_is_refused():
    for path in (None, 3, b"way.txt"):
        quickly_refused(lambda p=path: pg.HouseWay.load(p), "a house way file is a path")


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX paths")
def test_save_refuses_a_target_it_cannot_write_in_one_line(tmp_path):
    for target, why in [
        (tmp_path, "Is a directory"),
        (tmp_path / "missing" / "x.txt", "No such file or directory"),
        ("/dev/full", "No space left on device"),
        ("a\x00b.txt", "null"),
    ]:
        if str(target) == "/dev/full" and not os.path.exists(target):
            continue
        quickly_refused(
            lambda t=target: pg.HouseWay.FOXWOODS.save(t), f"cannot be written: .*{why}"
        )
