"""Fuzzing the house-way table file loader (hypothesis, a fixed seed and budget): raw
bytes, the header's lines replaced by random text, and pattern lines mutated with the
digest made anew (so the parser, not the digest, meets them). Every input either loads
as a way or raises one pg.Error line."""

from __future__ import annotations

import functools
import hashlib
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paigow_fast as pg

FUZZ = settings(
    max_examples=25,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
    database=None,
)
TEXT = st.lists(
    st.sampled_from([*"ab \t:0123456789-\x00é🂡/", "Kc", "As", "Jk", "\n", "rule ", "format "]),
    max_size=12,
).map("".join)


@functools.cache
def _lines() -> list[str]:
    folder = Path(tempfile.mkdtemp())
    text = pg.HouseWay.GOLDEN_NUGGET.save(folder / "gn.txt").read_text("utf-8")
    return text.rstrip("\n").split("\n")  # the loader's lines: no empty last one


def _digested(lines: list[str]) -> str:
    """The file of `lines` with its digest made anew, as the loader computes it (a
    digest over a last empty line would only ever meet the alteration check)."""
    body = lines[:2] + lines[3:]
    digest = hashlib.sha256("\n".join(body).encode("utf-8")).hexdigest()
    return "\n".join([*lines[:2], f"sha256 {digest}", *lines[3:]]) + "\n"


def _load(tmp: Path, data: bytes) -> None:
    path = tmp / "way.txt"
    path.write_bytes(data)
    try:
        way = pg.HouseWay.load(path, name="fuzzed-way")
    except pg.Error as e:
        assert "\n" not in str(e).strip() and "Traceback" not in str(e)
        return
    assert isinstance(way, pg.HouseWay)


@FUZZ
@given(data=st.binary(max_size=200))
def test_raw_bytes(tmp_path, data):
    _load(tmp_path, data)


@pytest.mark.slow  # some 20 s: a table file of 13 MB read per example
@settings(FUZZ, max_examples=12)
@given(line=st.integers(0, 8), text=TEXT)
def test_header_lines(tmp_path, line, text):
    lines = list(_lines())
    lines[line] = text
    _load(tmp_path, _digested(lines).encode("utf-8", "surrogatepass"))


@pytest.mark.slow  # some 20 s: a table file of 13 MB read per example
@settings(FUZZ, max_examples=8)
@given(line=st.integers(40, 292_000), part=st.integers(0, 2), text=TEXT)
def test_pattern_lines(tmp_path, line, part, text):
    lines = list(_lines())
    fields = lines[line].split("\t")
    fields[part % len(fields)] = text
    lines[line] = "\t".join(fields)
    _load(tmp_path, _digested(lines).encode("utf-8", "surrogatepass"))
