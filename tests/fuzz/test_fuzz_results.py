"""Fuzzing the results directory (hypothesis, a fixed seed and budget): any single-byte
change, truncation, duplication or swap of a committed record, and any edit of a
manifest, is refused with pg.Error, or reads back exactly as committed: never counted
otherwise, never a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import paigow_fast as pg
from paigow_fast._results import ResultsDir

from conftest import FUZZ

# Every test reads and rewrites copies of committed records: 10 to 30 s each, some 120 s
# in all.
pytestmark = pytest.mark.slow

RESULTS = Path(__file__).resolve().parents[2] / "results"
RUNS = sorted(p.name for p in RESULTS.iterdir() if (p / "manifest.json").exists())
CHUNKS = [0, 1, 333, 674, 675]



@pytest.fixture(scope="module")
def folders(tmp_path_factory) -> dict[str, Path]:
    """A copy of CHUNKS' records of each committed run."""
    out = {}
    for run in RUNS:
        to = tmp_path_factory.mktemp(run)
        shutil.copy(RESULTS / run / "manifest.json", to / "manifest.json")
        for table in (RESULTS / run).glob("*.house-way.txt.gz"):  # a way of the user's own
            shutil.copy(table, to / table.name)
        (to / "chunks").mkdir()
        for k in CHUNKS:
            name = f"{k:05d}.json"
            shutil.copy(RESULTS / run / "chunks" / name, to / "chunks" / name)
        out[run] = to
    return out


def _read(folder: Path) -> dict:
    return ResultsDir.existing(folder).records()


def refused_or_unchanged(folder: Path, path: Path, content: bytes) -> str:
    """Write `content` to `path`, read the directory, put the file back; what happened."""
    original = path.read_bytes()
    expected = _read(folder)
    path.write_bytes(content)
    try:
        got = _read(folder)
    except pg.Error as e:
        assert "\n" not in str(e)
        return "refused"
    finally:
        path.write_bytes(original)
    assert got == expected, "a changed record was counted"
    return "same"


RUN = st.sampled_from(RUNS)
CHUNK = st.sampled_from(CHUNKS)


@FUZZ
@given(run=RUN, k=CHUNK, where=st.floats(0, 1, exclude_max=True), byte=st.integers(0, 255))
def test_a_single_byte_change_is_refused(folders, run, k, where, byte) -> None:
    path = folders[run] / "chunks" / f"{k:05d}.json"
    data = bytearray(path.read_bytes())
    i = int(where * len(data))
    if data[i] == byte:
        return
    data[i] = byte
    assert refused_or_unchanged(folders[run], path, bytes(data)) == "refused"


@FUZZ
@given(run=RUN, k=CHUNK, keep=st.floats(0, 1, exclude_max=True))
def test_a_truncated_record_is_refused(folders, run, k, keep) -> None:
    path = folders[run] / "chunks" / f"{k:05d}.json"
    data = path.read_bytes()
    assert refused_or_unchanged(folders[run], path, data[: int(keep * len(data))]) == "refused"


@FUZZ
@given(
    run=RUN,
    k=CHUNK,
    a=st.floats(0, 1, exclude_max=True),
    n=st.integers(1, 200),
    at=st.floats(0, 1),
)
def test_a_duplicated_span_is_refused(folders, run, k, a, n, at) -> None:
    path = folders[run] / "chunks" / f"{k:05d}.json"
    data = path.read_bytes()
    i = int(a * len(data))
    span = data[i : i + n]
    j = int(at * len(data))
    changed = data[:j] + span + data[j:]
    # A span repeated in place of itself can leave the text as it was.
    outcome = refused_or_unchanged(folders[run], path, changed)
    assert outcome == "refused" or changed == data


@FUZZ
@given(
    run=RUN,
    k=CHUNK,
    a=st.floats(0, 1, exclude_max=True),
    b=st.floats(0, 1, exclude_max=True),
    n=st.integers(1, 40),
)
def test_swapped_spans_are_refused(folders, run, k, a, b, n) -> None:
    path = folders[run] / "chunks" / f"{k:05d}.json"
    data = path.read_bytes()
    i, j = sorted((int(a * len(data)), int(b * len(data))))
    n = min(n, j - i)
    changed = data[:i] + data[j : j + n] + data[i + n : j] + data[i : i + n] + data[j + n :]
    if changed == data:  # equal spans
        return
    assert refused_or_unchanged(folders[run], path, changed) == "refused"


@FUZZ
@given(run=RUN, other=RUN, k=CHUNK, j=CHUNK)
def test_a_record_swapped_for_another_is_refused(folders, run, other, k, j) -> None:
    if (run, k) == (other, j):
        return
    path = folders[run] / "chunks" / f"{k:05d}.json"
    theirs = (folders[other] / "chunks" / f"{j:05d}.json").read_bytes()
    assert refused_or_unchanged(folders[run], path, theirs) == "refused"


JSON_VALUE = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**30), 10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["0.05", "0.0", "0.04", "foxwoods", "golden-nugget", "queen-high-push"]),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)


def _analyze(folder: Path, manifest: dict) -> pg.AnalysisResult:
    return pg.analyze(
        dealer=manifest["dealer"],
        player=manifest["player_way"],
        commission=float(manifest["commission"]),
        variant=manifest["variant"],
        results=folder,
        chunks=CHUNKS,
        progress=_no_computing,
    )


def _no_computing(*_: object) -> None:
    raise AssertionError("computed a chunk")


def manifest_outcome(folder: Path, content: bytes) -> str:
    """Write `content` as the manifest; read the directory as it describes itself and
    as the committed parameters ask; put the manifest back. Refused, or the counts as
    committed (a manifest whose only change is the library version still reads)."""
    path = folder / "manifest.json"
    original = path.read_bytes()
    manifest = json.loads(original)
    expected = _read(folder), _analyze(folder, manifest)
    path.write_bytes(content)
    outcomes = []
    try:
        for read, want in ((lambda: _read(folder), expected[0]),
                           (lambda: _analyze(folder, manifest), expected[1])):
            try:
                assert read() == want, "a changed manifest vouched for other counts"
                outcomes.append("same")
            except pg.Error as e:
                assert "\n" not in str(e)
                outcomes.append("refused")
    finally:
        path.write_bytes(original)
    return outcomes[1] if outcomes[0] == "same" else "refused"


@FUZZ
@given(
    run=RUN,
    key=st.sampled_from(
        ["kind", "format", "version", "dealer", "player_way", "commission", "variant", "chunks",
         "run", "extra"]
    ),
    value=JSON_VALUE,
    drop=st.booleans(),
)
def test_an_edited_manifest_is_refused(folders, run, key, value, drop) -> None:
    path = folders[run] / "manifest.json"
    manifest = json.loads(path.read_bytes())
    edited = dict(manifest)
    if drop:
        edited.pop(key, None)
    else:
        edited[key] = value
    content = json.dumps(edited, allow_nan=True).encode()
    assert manifest_outcome(folders[run], content) == "refused" or edited == manifest


@FUZZ
@given(run=RUN, where=st.floats(0, 1, exclude_max=True), byte=st.integers(0, 255))
def test_a_manifest_byte_change_is_refused(folders, run, where, byte) -> None:
    path = folders[run] / "manifest.json"
    data = bytearray(path.read_bytes())
    i = int(where * len(data))
    if data[i] == byte:
        return
    data[i] = byte
    assert manifest_outcome(folders[run], bytes(data)) == "refused"
