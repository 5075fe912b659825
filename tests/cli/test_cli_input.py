"""The command line's one line and status 2 where a file cannot be written, a way's
function file cannot be run, or an argument is not UTF-8 (issue 35): handled once, in
the CLI's common error handling, for every subcommand."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys

import pytest

from paigow_fast import _house_ways
from paigow_fast.cli import main

from .test_cli import assert_bad_input, cli


def run_bytes(*argv: str | bytes) -> subprocess.CompletedProcess[str]:
    """`python -m paigow_fast ...` with arguments given as bytes where they are."""
    return subprocess.run(
        [sys.executable, "-m", "paigow_fast", *argv],
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=120,
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    "target,why",
    [
        (".", "Is a directory"),
        ("/nonexistent/x.txt", "No such file or directory"),
        ("/dev/full", "No space left on device"),
    ],
)
def test_an_output_file_that_cannot_be_written_is_one_line(capsys, target, why):
    if target == "/dev/full" and not os.path.exists(target):
        pytest.skip("needs /dev/full (Linux)")
    code, out, err = cli(capsys, "house-way", "--way", "foxwoods", "--out", target)
    assert_bad_input(code, out, err, repr(target), why)
    code, out, err = cli(capsys, "house-way", "--way", "foxwoods", "--out", target, "--json")
    assert_bad_input(code, out, err, why)
    assert why in json.loads(out)["error"]


@pytest.mark.slow
def test_as_a_subprocess_too(tmp_path):
    r = run_bytes("house-way", "--way", "foxwoods", "--out", str(tmp_path))
    assert_bad_input(r.returncode, r.stdout, r.stderr, "Is a directory")


def test_any_os_error_of_a_command_is_one_line(capsys, monkeypatch):
    def refuse(way, path):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(_house_ways, "save", refuse)
    code, out, err = cli(capsys, "house-way", "--way", "foxwoods", "--out", "x.txt")
    assert_bad_input(code, out, err, "'x.txt': Permission denied")


@pytest.mark.parametrize(
    "source,words",
    [
        ("def f(:\n", ["is not valid Python", "line 1"]),
        ("x = 1\n  y = 2\n", ["is not valid Python", "line 2", "indent"]),
        (b"x = '\xff'\n", ["is not valid Python"]),
        ("import no_such_module_anywhere\n", ["ModuleNotFoundError", "no_such_module"]),
        ("raise RuntimeError('bad\\nthing')\n", ["RuntimeError: bad thing"]),
        ("import sys\nsys.exit(3)\n", ["SystemExit: 3"]),
    ],
    ids=["syntax", "indentation", "not-utf8", "import", "raises", "exits"],
)
def test_a_function_file_that_cannot_run_is_one_line(capsys, tmp_path, source, words):
    path = tmp_path / "way.py"
    path.write_bytes(source if isinstance(source, bytes) else source.encode())
    out_file = tmp_path / "y.txt"
    code, out, err = cli(
        capsys, "house-way", "--function", f"{path}:f", "--name", "x", "--out", str(out_file)
    )
    assert_bad_input(code, out, err, str(path), *words)
    assert not out_file.exists()


def test_a_function_file_that_is_a_directory_is_one_line(capsys, tmp_path):
    folder = tmp_path / "pkg.py"
    folder.mkdir()
    code, out, err = cli(
        capsys, "house-way", "--function", f"{folder}:f", "--name", "x", "--out", str(folder)
    )
    assert_bad_input(code, out, err, str(folder))


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX argument bytes")
@pytest.mark.parametrize(
    "argv",
    [
        [b"equity", b"\xff\xfe", b"QQ"],
        [b"set", b"As Kd Th 9c 5s 5d J\xff"],
        [b"set", b"--house-way", b"\xff.txt", b"As Kd Th 9c 5s 5d Jk"],
        [b"sidebet", b"--table", b"caf\xe9.toml"],
    ],
    ids=lambda a: " ".join(x.decode("latin-1") for x in a),
)
def test_an_argument_not_utf8_is_one_line(argv):
    r = run_bytes(*argv)
    assert_bad_input(r.returncode, r.stdout, r.stderr, "is not UTF-8 text")
    bad = next(i for i, a in enumerate(argv, 1) if not _utf8(a))
    assert f"argument {bad} is not UTF-8" in r.stderr
    assert repr(argv[bad - 1])[1:] in r.stderr  # the bytes as given, escaped


def test_an_argument_not_utf8_in_process(capsys):
    # Python reads argument bytes it cannot decode as lone surrogates.
    code, out, err = cli(capsys, "equity", "\udcff\udcfe", "QQ", "--json")
    assert_bad_input(code, out, err, "argument 2 is not UTF-8 text", r"'\xff\xfe'")
    assert "not UTF-8" in json.loads(out)["error"]
    assert main(["rank", "As Ks Qs Js Ts"]) == 0  # UTF-8 arguments still run


def _utf8(arg: bytes) -> bool:
    try:
        arg.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
