"""paigow-fast equity: players' equities and the class grid, human and JSON output
matching the library, one-line errors naming the player and token, Ctrl-C's partial
result."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from fractions import Fraction

import pytest

import paigow_fast as pg

from .test_cli import PNG_SIGNATURE, assert_bad_input, cli, cli_json


def test_equity_json_matches_the_library(capsys) -> None:
    data = cli_json(capsys, "equity", "AhKh", "QQ+,AKs", "--board", "2h 7h Td")
    r = pg.equity(["AhKh", "QQ+,AKs"], board="2h7hTd")
    assert data["exact"] and data["completions"] == r.completions and not data["partial"]
    assert [p["equity"] for p in data["players"]] == list(r.equity)
    assert [Fraction(p["fraction"]) for p in data["players"]] == list(r.fractions or ())
    assert data["board"] == "2h 7h Td" and data["game"] == "holdem"


def test_equity_monte_carlo_is_seeded_and_split_pots_show_both_halves(capsys) -> None:
    argv = ("equity", "Ah2d3cKs", "KhKcQdQc", "--game", "omaha-hi-lo", "--board", "4c5d8h")
    data = cli_json(capsys, *argv, "--mc", "-n", "20000", "--seed", "5")
    r = pg.equity(
        ["Ah2d3cKs", "KhKcQdQc"],
        board="4c5d8h",
        game="omaha-hi-lo",
        method="monte-carlo",
        samples=20_000,
        seed=5,
    )
    assert data["samples"] == 20_000 and data["seed"] == 5
    assert [p["equity"] for p in data["players"]] == list(r.equity)
    assert [p["low"] for p in data["players"]] == list(r.low)
    code, out, err = cli(capsys, *argv, "--exact")
    assert code == 0, err
    assert "High" in out and "Low" in out and "Scoop" in out and "exact over" in out


def test_equity_human_output_names_the_players(capsys) -> None:
    code, out, _ = cli(capsys, "equity", "AhKh", "random", "--board", "2c 7d 9h Ts")
    assert code == 0
    assert "random" in out and "Equity" in out and "exact over 46 boards" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("AhKh", "AhQd"), ("player 2", "Ah")),
        (("AhKh", "QZ"), ("player 2", "QZ")),
        (("AhKh",), ("2 or more players",)),
        (("AhKh", "KK", "--game", "razz2"), ("unknown equity game", "razz2")),
        (("AhKh", "KK", "--board", "2c 2c 3d"), ("--board", "2c")),
        (("AhKh", "KK", "--plot", "x.png"), ("--grid",)),
        (("AhKh", "KK:1.5"), ("player 2", "weight")),
        (("--grid", "AZs"), ("the range", "AZs")),
    ],
)
def test_equity_errors_are_one_line(capsys, argv: tuple[str, ...], words: tuple[str, ...]) -> None:
    assert_bad_input(*cli(capsys, "equity", *argv), *words)


def test_grid_json_and_plot(capsys, tmp_path) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "grid.png"
    data = cli_json(capsys, "equity", "--grid", "QQ+", "--board", "2h7hTd", "--plot", str(path))
    g = pg.equity_grid("QQ+", board="2h7hTd")
    assert data["labels"][0][1] == "AKs" and data["classes_done"] == 169
    assert data["equity"][0][1] == g["AKs"] and data["equity"][2][2] == g["QQ"]
    assert path.read_bytes()[:8] == PNG_SIGNATURE
    blocked = cli_json(capsys, "equity", "--grid", "KK", "--board", "Ah Ad Ac", "--exact")
    assert blocked["equity"][0][0] is None and blocked["equity"][0][1] is not None


@pytest.mark.slow
def test_equity_ctrl_c_prints_the_partial_result() -> None:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "paigow_fast",
            "equity",
            "AhKh",
            "random",
            "random",
            "--mc",
            "--stdev",
            "0",
            "--seed",
            "1",
            "--json",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    time.sleep(3.0)  # well past start-up: the run is sampling
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, (out, err)
    assert "aborted" in err and "partial result" in err and "Traceback" not in err
    data = json.loads(out)
    assert data["partial"] and data["samples"] > 0 and data["seed"] == 1
    assert sum(p["equity"] for p in data["players"]) == pytest.approx(1)
