"""pg.analyze and `paigow-fast analyze` on bad arguments and unusable results
directories: one clear pg.Error line each, before any chunk is computed."""

from __future__ import annotations

import errno
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast._results import directory as _results_dir

RESULTS = Path(__file__).resolve().parents[2] / "results"


class NoComputing:
    """The core's game, whose chunks fail: nothing may be computed."""

    def __init__(self, *_: object) -> None:
        pass

    def chunk(self, *_: object) -> None:
        raise AssertionError("computed a chunk")


@pytest.fixture
def never_computes(monkeypatch):
    """The core's chunk call replaced by a failure: an error must come first."""
    monkeypatch.setattr(pg._core, "Analysis", NoComputing)


def one_line_error(kind: type[Exception], match: str, **kw) -> str:
    with pytest.raises(kind, match=match) as e:
        pg.analyze(**kw)
    assert "\n" not in str(e.value)
    return str(e.value)


@pytest.mark.parametrize(
    ("chunks", "match"),
    [
        ("675", "chunks must be an iterable of chunk numbers"),
        (b"6", "chunks must be an iterable of chunk numbers"),
        (5, "chunks must be an iterable of chunk numbers"),
        ([674.9], "chunks must be integers, got 674.9"),
        ([True], "chunks must be integers, got True"),
        (["5"], "chunks must be integers, got '5'"),
        ([None], "chunks must be integers"),
        ([-1], "numbered 0 to 675, got -1"),
        (range(10**10), "numbered 0 to 675, got 676"),  # checked lazily, not built
        (range(10**18, 10**18 + 5), "numbered 0 to 675"),
    ],
)
def test_bad_chunks(never_computes, chunks, match) -> None:
    one_line_error(pg.ArgumentError, match, chunks=chunks)


def test_numpy_chunk_numbers_are_chunk_numbers() -> None:
    np = pytest.importorskip("numpy")
    r = pg.analyze(chunks=np.array([675]))
    assert r.chunks_done == 1


@pytest.mark.parametrize(
    ("kw", "match"),
    [
        ({"client": 5}, "client must be a distributed.Client, got 5"),
        ({"client": "tcp://x:1"}, "client must be a distributed.Client"),
        ({"results": 5}, "results must be a directory path, got 5"),
        ({"results": ""}, "results must be a directory path, got ''"),
        ({"results": b"/tmp/x"}, "results must be a directory path"),
        ({"progress": 5}, "progress must be callable"),
        ({"progress": lambda done: None}, "progress must take three arguments"),
        ({"progress": lambda a, b, c, d: None}, "progress must take three arguments"),
    ],
)
def test_bad_arguments(never_computes, kw, match) -> None:
    one_line_error(pg.ArgumentError, match, chunks=[675], **kw)


def test_a_progress_with_defaults_or_varargs_is_taken() -> None:
    seen = []
    pg.analyze(chunks=[675], progress=lambda *a: seen.append(a))
    pg.analyze(chunks=[675], progress=lambda a, b, c, d=1: seen.append(a))
    assert len(seen) == 2


def test_unusable_results_directories(never_computes, tmp_path: Path) -> None:
    a_file = tmp_path / "file"
    a_file.write_text("x")
    one_line_error(pg.ArgumentError, "is not a directory", chunks=[675], results=a_file)
    one_line_error(pg.ArgumentError, "/dev/null is not a directory", chunks=[675],
                   results="/dev/null")
    one_line_error(pg.Error, "results directory /proc/paigow: cannot create it", chunks=[675],
                   results="/proc/paigow")
    one_line_error(pg.ArgumentError, "a part of its path is a file", chunks=[675],
                   results=a_file / "sub")
    chunks_a_file = tmp_path / "d"
    chunks_a_file.mkdir()
    (chunks_a_file / "chunks").write_text("x")
    one_line_error(pg.ArgumentError, "chunks is not a directory", chunks=[675],
                   results=chunks_a_file)


def test_a_read_only_directory_is_refused_before_computing(monkeypatch, tmp_path: Path) -> None:
    real = _results_dir.write_temporary

    def read_only(folder: Path, data: bytes) -> Path:
        if folder.name == "chunks":
            raise OSError(errno.EROFS, "Read-only file system")
        return real(folder, data)

    pg.analyze(chunks=[675], results=tmp_path / "ro")  # one record written
    monkeypatch.setattr(_results_dir, "write_temporary", read_only)
    monkeypatch.setattr(pg._core, "Analysis", NoComputing)
    one_line_error(pg.Error, "cannot write records in .*chunks: Read-only file system",
                   chunks=[674, 675], results=tmp_path / "ro")
    # What is recorded is read without writing (a read-only copy of a finished run).
    assert pg.analyze(chunks=[675], results=tmp_path / "ro").chunks_done == 1


def test_a_full_disk_is_one_line(monkeypatch, tmp_path: Path) -> None:
    pg.analyze(chunks=[675], results=tmp_path)  # one record written
    real = _results_dir.write_temporary

    def full(folder: Path, data: bytes) -> Path:
        if len(data) > 100:  # a record, not the probe
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(folder, data)

    monkeypatch.setattr(_results_dir, "write_temporary", full)
    msg = one_line_error(pg.Error, "cannot write 00674.json", chunks=[674, 675], results=tmp_path)
    assert "No space left on device" in msg and "1 records kept" in msg


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paigow_fast", "analyze", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def one_line_cli(match: str, *args: str) -> None:
    p = cli(*args)
    assert p.returncode == 2, p
    assert p.stdout == ""
    lines = p.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("paigow-fast: error: "), p.stderr
    assert match in lines[0], lines[0]


@pytest.mark.parametrize(
    ("args", "match"),
    [
        (["--chunks", "0-999999999999"], "chunks are numbered 0 to 675"),
        (["--chunks", "9" * 5000], "chunks are numbered 0 to 675"),
        (["--chunks", "5-1"], "an empty range"),
        (["--chunks", "1--2"], "write them like 0-9,100"),
        (["--chunks", ""], "write them like 0-9,100"),
        (["--chunks", "1,,2"], "write them like 0-9,100"),
        (["--resume", ""], "a directory is needed"),
        (["--results", ""], "a directory is needed"),
        (["--verify", ""], "a directory is needed"),
        (["--results", "/dev/null"], "is not a directory"),
        (["--resume", "/nonexistent/run"], "no manifest.json there"),
    ],
)
def test_cli_errors(args: list[str], match: str) -> None:
    one_line_cli(match, *args)


@pytest.mark.slow
def test_cli_resume_of_a_bad_manifest(tmp_path: Path) -> None:
    shutil.copytree(RESULTS / "foxwoods", tmp_path / "fw", ignore=shutil.ignore_patterns("0[1-6]*"))
    manifest = json.loads((tmp_path / "fw" / "manifest.json").read_text())
    cases = [
        ([], "is not a manifest: a JSON object is expected, not list"),
        (None, "is not a manifest: a JSON object is expected, not NoneType"),
        ({**manifest, "dealer": "vegas"}, "dealer 'vegas' is not a house way"),
        ({**manifest, "commission": "lots"}, "commission 'lots' is not a number"),
        ({**manifest, "variant": "queen-high-push"}, "is not the digest of its parameters"),
    ]
    for data, match in cases:
        (tmp_path / "fw" / "manifest.json").write_text(json.dumps(data))
        one_line_cli(match, "--resume", str(tmp_path / "fw"))
