"""A results directory counts only the engine's own records: foreign, edited, swapped,
duplicated or malformed records and manifests are refused with one pg.Error line
naming the file and the check, never counted and never a traceback."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast._results import (
    ResultsDir,
    new_manifest,
    read_manifest,
    record_digest,
    run_digest,
)

RESULTS = Path(__file__).resolve().parents[2] / "results"
SOME = [0, 1, 300, 675]  # the chunks of the small copies below


def copy_run(run: str, to: Path, chunks: list[int] | None = SOME) -> Path:
    """A copy of a committed run (only `chunks`' records, all if None)."""
    src = RESULTS / run
    to.mkdir(parents=True, exist_ok=True)
    shutil.copy(src / "manifest.json", to / "manifest.json")
    if chunks is None:
        shutil.copytree(src / "chunks", to / "chunks")
    else:
        (to / "chunks").mkdir()
        for k in chunks:
            shutil.copy(src / "chunks" / f"{k:05d}.json", to / "chunks" / f"{k:05d}.json")
    return to


def record_path(folder: Path, k: int) -> Path:
    return folder / "chunks" / f"{k:05d}.json"


def rewrite(path: Path, edit, sign: bool = True) -> None:
    """Edit a record's JSON; with `sign`, its digest made to match again (so that the
    checks after the digest are the ones tried)."""
    data = json.loads(path.read_text())
    edit(data)
    if sign:
        data["digest"] = record_digest(data["run"], data["chunk"], data["record"])
    path.write_text(json.dumps(data))


def no_computing(*_: object) -> None:
    raise AssertionError("computed a chunk")


def refused(folder: Path, match: str, dealer: str = "golden-nugget", **kw) -> None:
    with pytest.raises(pg.Error, match=match) as e:
        pg.analyze(dealer=dealer, results=folder, chunks=SOME, progress=no_computing, **kw)
    assert "\n" not in str(e.value)


def test_a_copy_is_read_as_committed(tmp_path: Path) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    r = pg.analyze(dealer="golden-nugget", results=folder, chunks=SOME, progress=no_computing)
    assert r.chunks_done == len(SOME)


def test_a_foreign_record_is_refused(tmp_path: Path) -> None:
    # The reproducer: a whole copy, one record of another run dropped in.
    folder = copy_run("golden-nugget", tmp_path / "gn", chunks=None)
    shutil.copy(
        RESULTS / "golden-nugget-queen-high-push" / "chunks" / "00300.json",
        record_path(folder, 300),
    )
    with pytest.raises(pg.ArgumentError, match=r"00300.json is not a chunk record: it names run"):
        pg.analyze(dealer="golden-nugget", results=folder, progress=no_computing)


@pytest.mark.parametrize(
    ("edit", "sign", "match"),
    [
        (lambda d: d["record"][1].__setitem__(1, d["record"][1][1] + 1), False, "digest"),
        (lambda d: d["record"][1].__setitem__(1, d["record"][1][1] + 1), True, "wins \\+ pushes"),
        (lambda d: d["record"][3][5][0].__setitem__(1, 0), True, "rule table sums"),
        (lambda d: d["record"][1].__setitem__(2, -5), True, "not a count"),
        (lambda d: d["record"][1].__setitem__(2, 10**400), True, "not a count"),
        (lambda d: d["record"][1].pop(), True, "not a list of 7 counts"),
        (lambda d: d["record"][1].append(0), True, "not a list of 7 counts"),
        (lambda d: d["record"][3].pop(), True, "by_rule is not a list of"),
        (lambda d: d["record"][1].__setitem__(2, str(d["record"][1][2])), True, "not a count"),
        (lambda d: d["record"][1].__setitem__(6, True), True, "not a count"),
        (lambda d: d["record"][1].__setitem__(0, d["record"][1][0] + 1), True, "house hands"),
        (lambda d: d["record"].__setitem__(0, d["record"][0] + 1), True, "classes"),
        (lambda d: d.__setitem__("record", None), True, "record is not"),
        (lambda d: d.__setitem__("extra", 1), True, "its keys are"),
        (lambda d: d.pop("digest"), False, "its keys are"),
        (lambda d: d.__setitem__("chunk", 1), True, "holds chunk 1, its name says 0"),
        (lambda d: d.__setitem__("run", "0" * 64), True, "names run"),
        (lambda d: d.__setitem__("format", 1), True, "format 1"),
    ],
)
def test_an_edited_record_is_refused(tmp_path: Path, edit, sign: bool, match: str) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    rewrite(record_path(folder, 0), edit, sign)
    refused(folder, "00000.json is not a chunk record: .*" + match)


def test_a_record_of_another_chunk_is_refused(tmp_path: Path) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    one = record_path(folder, 1)
    # Copied, symlinked, and given as a duplicate key.
    shutil.copy(one, record_path(folder, 0))
    refused(folder, "00000.json is not a chunk record: it holds chunk 1")
    record_path(folder, 0).unlink()
    record_path(folder, 0).symlink_to(one)
    refused(folder, "00000.json is not a chunk record: it holds chunk 1")
    record_path(folder, 0).unlink()
    text = one.read_text()
    record_path(folder, 0).write_text(text[:-1] + ',"chunk":0}')
    refused(folder, "00000.json is not a chunk record: the key 'chunk' is given twice")
    # Re-signed as chunk 0: the counts are not chunk 0's.
    shutil.copy(one, record_path(folder, 0))
    rewrite(record_path(folder, 0), lambda d: d.__setitem__("chunk", 0))
    refused(folder, "00000.json is not a chunk record: 2,631 classes, chunk 0 has 843")


@pytest.mark.parametrize(
    ("old", "new", "match"),
    [
        ("[15200,", "[15200.0,", "15200.0 is not an integer"),
        ("[15200,", "[NaN,", "NaN is not a number"),
        ("[15200,", "[Infinity,", "Infinity is not a number"),
        ("[15200,", "[-Infinity,", "-Infinity is not a number"),
        ("[15200,", "[1e4,", "1e4 is not an integer"),
    ],
)
def test_numbers_that_are_not_integers_are_refused(tmp_path, old, new, match) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    path = record_path(folder, 0)
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    refused(folder, "00000.json is not a chunk record: " + match)


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"null", b"[]", b"\xff\xfe{}", b"[" * 100_000, b"0" * (2 << 20), b'{"a":1}'],
)
def test_a_file_that_is_not_a_record_is_refused(tmp_path: Path, content: bytes) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    record_path(folder, 0).write_bytes(content)
    refused(folder, "00000.json is not a chunk record")


def test_a_record_that_is_not_a_file_is_refused(tmp_path: Path) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    record_path(folder, 0).unlink()
    os.mkfifo(record_path(folder, 0))  # would block a plain open()
    refused(folder, "00000.json is not a chunk record: .*not a regular file")
    record_path(folder, 0).unlink()
    record_path(folder, 0).mkdir()
    refused(folder, "00000.json is not a chunk record: .*not a regular file")
    record_path(folder, 0).rmdir()
    (folder / "chunks" / "1.json").write_text("{}")
    refused(folder, "1.json is not a chunk record: its name is not a chunk's")


@pytest.mark.parametrize(
    ("edit", "match"),
    [
        ({"commission": "0.0"}, "run .* is not the digest of its parameters"),
        ({"variant": "queen-high-push"}, "run .* is not the digest of its parameters"),
        ({"dealer": "vegas"}, "dealer 'vegas' is not a house way"),
        ({"commission": "five"}, "commission 'five' is not a number"),
        ({"commission": 0}, "commission 0 is not a string"),
        ({"commission": None}, "commission None"),
        ({"commission": "nan"}, "commission 'nan' is not a number"),
        ({"chunks": 675}, "chunks 675"),
        ({"format": 1}, "format 1 .*migrate"),
        ({"format": 3}, "format 3"),
        ({"kind": "other"}, "kind"),
        ({"extra": 1}, "its keys are"),
        ({"version": 1}, "version 1 is not a string"),
        ({"chunks": True}, "chunks True"),
    ],
)
def test_an_edited_manifest_is_refused(tmp_path: Path, edit: dict, match: str) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, **edit}))
    refused(folder, "manifest.json is not a manifest: " + match)


def test_a_manifest_with_a_float_is_refused(tmp_path: Path) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    manifest = json.loads((folder / "manifest.json").read_text())
    (folder / "manifest.json").write_text(json.dumps({**manifest, "commission": 0.05}))
    refused(folder, "manifest.json is not a readable manifest: 0.05 is not an integer")


def test_a_manifest_edited_with_its_run_digest_does_not_vouch_for_the_records(tmp_path: Path):
    # The manifest made consistent with itself for another game: the records still
    # name the old run, so none counts (the issue: --resume reported the other game).
    folder = copy_run("golden-nugget", tmp_path / "gn")
    manifest = json.loads((folder / "manifest.json").read_text())
    params = {k: manifest[k] for k in ("dealer", "player_way", "commission", "variant", "chunks")}
    params["variant"] = "queen-high-push"
    (folder / "manifest.json").write_text(
        json.dumps({**manifest, **params, "run": run_digest(params)})
    )
    refused(folder, "00000.json is not a chunk record: it names run", commission=0.05,
            variant="queen-high-push")


@pytest.mark.parametrize("content", [b"[]", b"null", b"{", b"\xff", b"1e999", b"[" * 50_000])
def test_a_manifest_that_is_not_one_is_refused(tmp_path: Path, content: bytes) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn")
    (folder / "manifest.json").write_bytes(content)
    refused(folder, "manifest.json is not a (readable )?manifest")


def test_records_without_their_manifest_are_refused(tmp_path: Path) -> None:
    folder = copy_run("foxwoods", tmp_path / "fw")
    (folder / "manifest.json").unlink()
    # The issue: a new manifest was written for whatever was asked, the records reused.
    refused(folder, "manifest.json is missing beside the records", dealer="foxwoods",
            variant="queen-high-push")
    assert not (folder / "manifest.json").exists()


def test_refused_records_are_computed_again_only_when_asked(tmp_path: Path) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn", chunks=[675, 674])
    good = record_path(folder, 675).read_bytes()
    rewrite(record_path(folder, 675), lambda d: d["record"][1].__setitem__(1, 0), sign=False)
    with pytest.raises(pg.ArgumentError, match="--recompute-refused"):
        pg.analyze(results=folder, chunks=[675], progress=no_computing)
    r = pg.analyze(results=folder, chunks=[674, 675], recompute_refused=True)
    assert r.chunks_done == 2
    assert (folder / "chunks" / "00675.json.refused").exists()
    assert json.loads(record_path(folder, 675).read_bytes()) == json.loads(good)


def _race(folder: str, variant: str, barrier, trials: int, out) -> None:
    """One of two processes creating the same directories, trial by trial."""
    commission = 0.05 if variant == "standard" else 0.0
    for t in range(trials):
        barrier.wait()
        try:
            pg.analyze(
                results=Path(folder) / str(t), chunks=[675], variant=variant,
                commission=commission, threads=1,
            )
            out.put((t, variant, "ok"))
        except pg.ArgumentError as e:
            out.put((t, variant, "refused" if "holds another analysis" in str(e) else str(e)))


@pytest.mark.slow
def test_two_runs_creating_one_directory_one_wins(tmp_path: Path) -> None:
    trials = 20
    ctx = multiprocessing.get_context("spawn")
    barrier, out = ctx.Barrier(2), ctx.Queue()
    procs = [
        ctx.Process(target=_race, args=(str(tmp_path), v, barrier, trials, out))
        for v in ("standard", "queen-high-push")
    ]
    for p in procs:
        p.start()
    got = [out.get(timeout=300) for _ in range(2 * trials)]
    for p in procs:
        p.join(timeout=60)
    for t in range(trials):
        outcomes = {v: o for (tt, v, o) in got if tt == t}
        assert sorted(outcomes.values()) == ["ok", "refused"], (t, outcomes)
        winner = next(v for v, o in outcomes.items() if o == "ok")
        folder = tmp_path / str(t)
        manifest = read_manifest(folder)
        assert manifest is not None and manifest["variant"] == winner
        # Never a mixed directory: every record is the winner's run's.
        records = ResultsDir(folder, manifest).records()
        assert sorted(records) == [675]


@pytest.mark.slow
def test_results_files_honour_the_umask(tmp_path: Path) -> None:
    for mask, mode in ((0o022, 0o644), (0o077, 0o600), (0o002, 0o664)):
        folder = tmp_path / f"m{mask:o}"
        old = os.umask(mask)
        try:
            pg.analyze(results=folder, chunks=[675])
        finally:
            os.umask(old)
        for f in (folder / "manifest.json", record_path(folder, 675)):
            assert f.stat().st_mode & 0o777 == mode, (f, oct(mask))


def test_new_manifest_names_its_run() -> None:
    m = new_manifest("foxwoods", "foxwoods", 0.05, "standard", pg.__version__)
    assert read_manifest(RESULTS / "foxwoods") == m
