"""The command line when its output cannot be written (stdout closed, a full disk),
and what its error lines echo of the input (issue 19)."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

import pytest

from paigow_fast.cli import build_parser, main

# Every subcommand with quick arguments.
QUICK = {
    "set": ["set", "As Kd Th 9c 5s 5d Jk"],
    "rank": ["rank", "As Ks Qs Js Ts", "9c 9d 9h 9s 2c"],
    "settle": ["settle", "As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd Qh"],
    "simulate": ["simulate", "--rounds", "1000"],
    "analyze": ["analyze", "--chunks", "0"],
    "enumerate": ["enumerate", "--game", "high", "--cards", "5"],
    "sidebet": ["sidebet"],
    "equity": ["equity", "AhKh", "QsQd", "--board", "2c 7d 9h"],
    "house-way": ["house-way", "--way", "foxwoods", "--out", os.devnull],
    "optimal-house-way": ["optimal-house-way", "--chunks", "675"],
    "par-sheet": ["par-sheet", "--side-bet", "mania", "--no-base"],
    "bench": ["bench", "--quick"],
}

pytestmark = pytest.mark.skipif(
    not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)"
)


def test_every_subcommand_is_covered() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert set(sub.choices) == set(QUICK)


_MAIN = "from paigow_fast.cli import main; raise SystemExit(main())"


def _run(args: list[str], stdout: str, module: bool = False) -> subprocess.CompletedProcess[str]:
    """Runs the command line with stdout closed ("closed") or on /dev/full."""
    prog = ["-m", "paigow_fast"] if module else ["-c", _MAIN]
    if stdout == "closed":
        # The shell's `>&-`: the child starts without a file descriptor 1.
        cmd = 'exec "$@" >&-'
        return subprocess.run(
            ["sh", "-c", cmd, "sh", sys.executable, *prog, *args],
            capture_output=False,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    with open("/dev/full", "w") as full:
        return subprocess.run(
            [sys.executable, *prog, *args],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )


def _one_error_line(r: subprocess.CompletedProcess[str], what: str) -> None:
    assert r.returncode == 1, (what, r.returncode, r.stderr)
    assert "Traceback" not in r.stderr and "Exception ignored" not in r.stderr, (what, r.stderr)
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("paigow-fast: error: "), (what, r.stderr)


@pytest.mark.slow
@pytest.mark.parametrize("command", sorted(QUICK))
@pytest.mark.parametrize("stdout", ["closed", "full"])
def test_unwritable_stdout_is_one_line(command: str, stdout: str) -> None:
    for args in (QUICK[command], [*QUICK[command], "--json"]):
        r = _run(args, stdout)
        _one_error_line(r, f"{args} {stdout}")
        want = "stdout is closed" if stdout == "closed" else "No space left on device"
        assert want in r.stderr


@pytest.mark.slow
@pytest.mark.parametrize("stdout", ["closed", "full"])
def test_unwritable_stdout_help_version_and_module(stdout: str) -> None:
    for args in ([], ["--help"], ["--version"], ["set", "--help"]):
        _one_error_line(_run(args, stdout), f"{args} {stdout}")
    _one_error_line(_run(QUICK["set"], stdout, module=True), f"-m {stdout}")


def test_bad_input_on_a_full_disk_is_its_own_error_only() -> None:
    r = _run(["set", "--json", "Xx"], "full")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.count("\n") == 1 and "7 cards" in r.stderr


def test_a_reader_that_goes_away_ends_quietly() -> None:
    command = ["enumerate", "--game", "paigow-high", "--cards", "5", "--json"]
    r = subprocess.run(
        ["sh", "-c", '"$@" | head -c 10 > /dev/null', "sh", sys.executable, "-m", "paigow_fast"]
        + command,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in r.stderr and "Exception ignored" not in r.stderr, r.stderr


def _status(args: list[str]) -> int:
    """main's status, argparse's errors (SystemExit) included."""
    try:
        return main(args)
    except SystemExit as e:
        return int(e.code or 0)


def test_long_echoes_are_cut(capsys: pytest.CaptureFixture[str]) -> None:
    big = "Xy" * 65_000  # 130 KB
    for args in (
        ["set", big],
        ["sidebet", "--table", big],
        ["set", "--house-way", big, "As"],
        ["enumerate", "--game", big],
        ["analyze", "--resume", big],
        ["set", "As " * 40_000],
    ):
        assert _status(args) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and len(err) < 1100, (args[:2], len(err), err[:200])
        assert " characters)" in err or big not in args


def test_control_characters_in_errors_are_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sidebet", "--table", "no\x1b[31mfile\x07"]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\x07" not in err and "\\x1b" in err


def test_a_commission_shows_its_digits(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["set", "--commission", "99.9999%", "As Kd Th 9c 5s 5d Jk"]) == 0
    assert "commission 99.9999%" in capsys.readouterr().out
    assert main(["set", "As Kd Th 9c 5s 5d Jk"]) == 0
    assert "commission 5%" in capsys.readouterr().out


def test_a_table_name_is_shown_as_text(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.toml"
    path.write_text('name = "[/oops] [bold]x $a^$ \\u001b[31mred\\u0007"\n[pays]\nflush = 4\n')
    plot = tmp_path / "p.png"
    assert main(["sidebet", "--table", str(path), "--plot", str(plot)]) == 0
    out = capsys.readouterr().out
    assert "[/oops] [bold]x $a^$ \\x1b[31mred\\x07" in out
    assert "\x1b" not in out and "\x07" not in out
    assert plot.read_bytes().startswith(b"\x89PNG")
