"""Fuzzing the input surfaces of issue 35 (hypothesis, a fixed seed and budget): a
house way's name (from_function, a table file's name line, load's name=), every
argument of from_function, gzip bytes of a table file, the house-way command's output
target and function file, and the side bets' way= and table names. Every input is
either taken or one pg.Error line; a name taken never makes a path out of its
directory; no bad argument reaches the way's function."""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
import math
import os
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paigow_fast as pg
from paigow_fast._choices import spelling
from paigow_fast._house_ways import tables
from paigow_fast.cli import main

FUZZ = settings(
    max_examples=150,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)

# Characters of paths and of terminals: separators, dots, drive colons, controls,
# bidirectional overrides, lone surrogates (undecodable file-name bytes).
NAME_PARTS = [*"./\\:-_ aZé🂡\x00\x1b\x7f\t\n\u202e\u2028\ufeff\ud800", "..", "../", "~"]
NAMES = st.lists(st.sampled_from(NAME_PARTS), max_size=10).map("".join)


class Called(Exception):
    """Raised by the way's function: it was called, so every argument was taken."""


def never(hand):
    raise Called


def one_line(e: BaseException) -> None:
    message = str(e)
    assert message and "\n" not in message and "Traceback" not in message, message


def inside(folder: Path, name: str) -> None:
    """The table file of the way `name` is a file of `folder` (and can be written)."""
    path = tables.table_file(folder, name)
    assert path.resolve().parent == folder.resolve(), (name, path)
    path.write_bytes(b"")
    assert [p.name for p in folder.iterdir()] == [path.name]
    path.unlink()


@pytest.mark.slow  # 10 to 45 s: table files of 13 MB, or a tabulation per example
@settings(FUZZ, max_examples=100)
@given(name=NAMES)
def test_names(tmp_path_factory: pytest.TempPathFactory, name: str) -> None:
    """from_function and load(name=) take a name that may name a file of a directory,
    and refuse every other in one line before any work."""
    try:
        pg.HouseWay.from_function(name, never, check=0)
    except pg.Error as e:
        one_line(e)
        if "the function raised Called" not in str(e):  # the name refused: no call
            assert "name" in str(e), e
            with pytest.raises(pg.ArgumentError, match="name"):
                pg.HouseWay.load(tmp_path_factory.mktemp("m") / "missing.txt", name=name)
            return
    inside(tmp_path_factory.mktemp("dir"), spelling(name))
    with pytest.raises(pg.ArgumentError, match="cannot be read"):  # the name taken
        pg.HouseWay.load(tmp_path_factory.mktemp("m") / "missing.txt", name=name)


@functools.cache
def _gn_lines() -> list[str]:
    folder = Path(tempfile.mkdtemp())
    text = pg.HouseWay.GOLDEN_NUGGET.save(folder / "gn.txt").read_text("utf-8")
    return text.rstrip("\n").split("\n")


def _with_name(name: str) -> bytes:
    lines = list(_gn_lines())
    lines[3] = f"name {name}"
    body = lines[:2] + lines[3:]
    digest = hashlib.sha256("\n".join(body).encode("utf-8", "surrogatepass")).hexdigest()
    text = "\n".join([*lines[:2], f"sha256 {digest}", *lines[3:]]) + "\n"
    return text.encode("utf-8", "surrogatepass")


@pytest.mark.slow  # 10 to 45 s: table files of 13 MB, or a tabulation per example
@settings(FUZZ, max_examples=15)
@given(name=NAMES.filter(lambda n: "\n" not in n))
def test_name_lines(tmp_path_factory: pytest.TempPathFactory, name: str) -> None:
    """A table file's name line is held to the same rule (a name it may take is not
    loaded here: each would take one of the core's 64 slots)."""
    if tables._name_problem(spelling(name)) is None:
        inside(tmp_path_factory.mktemp("dir"), spelling(name))
        return
    path = tmp_path_factory.mktemp("file") / "way.txt"
    path.write_bytes(_with_name(name))
    with pytest.raises(pg.Error) as e:
        pg.HouseWay.load(path)
    one_line(e.value)


SEEDS = st.one_of(
    st.integers(-3, 3),
    st.integers(-(2**80), 2**80),
    st.sampled_from([2**64 - 1, 2**64, -1]),
    st.floats(allow_nan=True),
    st.text(max_size=3),
    st.none(),
    st.booleans(),
)
CHECKS = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True), st.integers(-2, 2), st.text(max_size=2)
)
RULES = st.one_of(
    st.none(),
    st.integers(0, 400).map(lambda n: {f"r{i}": f"rule {i}" for i in range(n)}),
    st.dictionaries(st.sampled_from(["a", "b c", "", 3, "x\ty"]), st.sampled_from(["t", 4, "\n"])),
    st.lists(st.text(max_size=2), max_size=3),
    st.integers(),
)
PROGRESS = st.sampled_from([None, print, 3, "x"])


@pytest.mark.slow  # 10 to 45 s: table files of 13 MB, or a tabulation per example
@FUZZ
@given(seed=SEEDS, check=CHECKS, rules=RULES, progress=PROGRESS, fn=st.sampled_from([never, 3]))
def test_from_function_arguments(seed, check, rules, progress, fn) -> None:
    """A bad argument is one ArgumentError line, and the function is never called."""
    with pytest.raises(pg.Error) as e:
        pg.HouseWay.from_function("fuzzed-args", fn, rules=rules, check=check, seed=seed,
                                  progress=progress)  # fmt: skip
    one_line(e.value)
    if "the function raised Called" in str(e.value):  # every argument was taken
        assert fn is never and progress in (None, print)
        assert isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed < 2**64
        assert not isinstance(check, (bool, str)) and 0 <= check <= 1 and not math.isnan(check)
        assert rules is None or (isinstance(rules, dict) and 1 <= len(rules) <= 256)


@functools.cache
def _gn_gzip() -> bytes:
    return gzip.compress("\n".join(_gn_lines()).encode() + b"\n", compresslevel=1, mtime=0)


@pytest.mark.slow  # 10 to 45 s: table files of 13 MB, or a tabulation per example
@settings(FUZZ, max_examples=12)
@given(
    cut=st.integers(0, 400_000),
    flips=st.lists(st.tuples(st.integers(0, 400_000), st.integers(1, 255)), max_size=3),
)
def test_gzip_bytes(tmp_path_factory: pytest.TempPathFactory, cut: int, flips) -> None:
    """A gzip table file cut short or with bytes flipped loads or is one line."""
    data = bytearray(_gn_gzip())
    for at, mask in flips:
        data[at % len(data)] ^= mask
    data = data[: max(2, len(data) - cut)] if cut % 3 else data
    path = tmp_path_factory.mktemp("gz") / "way.txt.gz"
    path.write_bytes(bytes(data))
    try:
        way = pg.HouseWay.load(path, name="fuzzed-gzip-way")
    except pg.Error as e:
        one_line(e)
    else:
        assert way.value == "fuzzed-gzip-way"


# Relative paths that stay in the test's folder (no part climbs out of it: "dir/.."
# only), and whole paths that cannot be written.
OUT_PARTS = [".", "/", "x", "dir", "dir/..", "file", "missing/", "\udcff", " ", "\n"]
OUTS = st.one_of(
    st.lists(st.sampled_from(OUT_PARTS), min_size=1, max_size=4).map(lambda p: "./" + "".join(p)),
    st.sampled_from(["/dev/full", "/nonexistent/x.txt", "/"]),
)


def _cli(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as e:  # argparse's usage errors
            status = e.code
    return status, err.getvalue()


@pytest.mark.slow  # each target written is a table file of 13 MB: some 7 s in all
@settings(FUZZ, max_examples=20)
@given(out=OUTS)
def test_house_way_output_targets(tmp_path_factory: pytest.TempPathFactory, out: str) -> None:
    """Whatever the output target, the house-way command writes it or says in one line
    why not (status 2)."""
    assert out.startswith("./") or out in ("/dev/full", "/nonexistent/x.txt", "/")
    folder = tmp_path_factory.mktemp("out")
    (folder / "dir").mkdir()
    (folder / "file").write_text("")
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        status, err = _cli(["house-way", "--way", "foxwoods", "--out", out])
    finally:
        os.chdir(cwd)
    assert status in (0, 2), (out, status, err)
    if status == 2:
        assert err.count("\n") == 1 and "Traceback" not in err, err


SOURCES = st.lists(
    st.sampled_from(["def f(h):", "\n", "    ", "return 1", "import sys", "sys.exit(4)",
                     "raise ValueError('x')", "(", "1/0", "\xff", "é", "\t", "f = 3"]),
    max_size=8,
).map("".join)  # fmt: skip


@settings(FUZZ, max_examples=40)
@given(source=SOURCES)
def test_function_files(tmp_path_factory: pytest.TempPathFactory, source: str) -> None:
    """A way's function file that cannot be run, or whose function fails, is one line
    and status 2 (the file's function is never a way here: every one fails)."""
    folder = tmp_path_factory.mktemp("fn")
    path = folder / "way.py"
    path.write_bytes(source.encode("latin-1", "replace"))
    argv = ["house-way", "--function", f"{path}:f", "--name", "fuzzed-fn", "--check", "0"]
    status, err = _cli([*argv, "--out", str(folder / "out.txt")])
    assert status == 2, (source, status, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err


@settings(FUZZ, max_examples=40)
@given(
    name=st.one_of(st.text(max_size=5), st.binary(max_size=3), st.integers(), st.none()),
    way=st.one_of(st.sampled_from(["golden-nugget", "FOXWOODS", "nope", ""]), st.integers()),
)
def test_side_bet_names_and_ways(name, way) -> None:
    """A pay table's name is a str or one PayTableError line; price checks its way."""
    try:
        table = pg.PayTable({"flush": 4}, name=name)
    except pg.PayTableError as e:
        one_line(e)
        assert not isinstance(name, str) or any("\ud800" <= c <= "\udfff" for c in name)
    else:
        assert isinstance(name, str) and table.name == name
    try:
        price = pg.price("mania", way=way)
    except pg.ArgumentError as e:
        one_line(e)
        assert "unknown house way" in str(e)
        assert not (isinstance(way, str) and spelling(way) in ("golden-nugget", "foxwoods"))
    else:
        assert price.way is None and spelling(way) in ("golden-nugget", "foxwoods")


COMMANDS = [
    ["equity", "AhKh", "QQ"],
    ["set", "As Kd Th 9c 5s 5d Jk"],
    ["rank", "As Ks Qs Js Ts"],
    ["settle", "As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd Qh"],
    ["set", "--house-way", "way.txt", "As Kd Th 9c 5s 5d Jk"],
    ["sidebet", "--table", "t.toml"],
]


@settings(FUZZ, max_examples=60)
@given(
    argv=st.sampled_from(COMMANDS),
    where=st.integers(0, 10),
    at=st.integers(0, 30),
    raw=st.binary(min_size=1, max_size=3).filter(lambda b: not _utf8(b)),
)
def test_arguments_not_utf8(argv: list[str], where: int, at: int, raw: bytes) -> None:
    """An argument that was not UTF-8 is one line and status 2, whatever the command
    and wherever its bad bytes are."""
    argv = list(argv)
    k = where % len(argv)
    arg = os.fsencode(argv[k])
    argv[k] = os.fsdecode(arg[: at % (len(arg) + 1)] + raw + arg[at % (len(arg) + 1) :])
    status, err = _cli(argv)
    assert status == 2, (argv, status, err)
    assert err.count("\n") == 1 and f"argument {k + 1} is not UTF-8 text" in err, err


def _utf8(b: bytes) -> bool:
    try:
        b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
