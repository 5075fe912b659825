"""The paigow-fast command line: every subcommand runs, --json agrees with the library,
bad input exits 2 with one line on stderr, --plot writes a PNG."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

import paigow_fast as pg
from paigow_fast.cli import main

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
HAND = "As Kd Th 9c 5s 5d Jk"


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run main(argv) in-process: (exit status, stdout, stderr)."""
    try:
        code = main(list(argv))
    except SystemExit as e:  # argparse: --help, --version, usage errors
        code = e.code if isinstance(e.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def cli_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code, out, err = cli(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


def run(
    *argv: str, env: dict[str, str] | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run `python -m paigow_fast ...` in a subprocess (stdout is a pipe)."""
    full_env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("FORCE_COLOR", "NO_COLOR", "COLUMNS", "TERM")
    }
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "paigow_fast", *argv],
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=full_env,
        timeout=timeout,
    )


def assert_bad_input(code: int, out: str, err: str, *words: str) -> None:
    assert code == 2, (code, out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("paigow-fast: error: "), err
    assert "Traceback" not in err
    for w in words:
        assert w.lower() in lines[0].lower(), (w, lines[0])


def setting_of(d: dict) -> pg.Setting:
    return pg.Setting(d["high"]["ids"], d["low"]["ids"])


# --- the entry points ---------------------------------------------------------------------


def test_module_entry_point_and_help() -> None:
    r = run("--help")
    assert r.returncode == 0, r.stderr
    for sub in ("set", "rank", "settle", "simulate", "enumerate", "bench"):
        assert sub in r.stdout
    r = run("--version")
    assert r.returncode == 0 and pg.__version__ in r.stdout


def test_console_script() -> None:
    exe = shutil.which("paigow-fast")
    if exe is None:
        pytest.skip("the paigow-fast console script is not on PATH")
    r = subprocess.run(
        [exe, "rank", "As Ks Qs Js Ts"],
        check=False,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert r.returncode == 0, r.stderr
    assert "Royal flush" in r.stdout


def test_human_output_has_suit_symbols_and_no_colour_when_piped() -> None:
    r = run("rank", "--game", "high", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th")
    assert r.returncode == 0, r.stderr
    assert "A♠" in r.stdout and "K♥" in r.stdout
    assert "\x1b[" not in r.stdout
    assert "tie" in r.stdout


def test_no_color_is_honoured_on_a_terminal() -> None:
    r = run("rank", "Ah Kh Qh Jh Th", env={"FORCE_COLOR": "1"})
    assert "\x1b[31m" in r.stdout  # hearts in red on a (forced) terminal
    r = run("rank", "Ah Kh Qh Jh Th", env={"FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert r.returncode == 0
    assert "\x1b[31m" not in r.stdout


# --- set ----------------------------------------------------------------------------------


def test_set_json_house_way_and_settings_match_the_library(capsys) -> None:
    argv = ["set", HAND, "--approx"]
    data = cli_json(capsys, *argv)
    ids = pg.parse_cards(HAND)
    assert data["hand"] == {"cards": pg.format_cards(ids), "ids": ids}
    assert setting_of(data["house"]) == pg.house_way(HAND)
    lib = pg.settings(HAND)
    assert [setting_of(s) for s in data["settings"]] == lib
    assert [s["legal"] for s in data["settings"]] == [s.is_legal for s in lib]
    assert data["settings"][data["house"]["index"]]["high"] == data["house"]["high"]
    assert sorted(data["best_first"]) == list(range(21))
    for s, ref in zip(data["settings"], lib):
        assert s["high"]["description"] == pg.describe(pg.Ranking.PAIGOW_HIGH, ref.high)
        assert s["low"]["rank"] == ref.low_rank


def test_set_json_values_match_solve_approx(capsys) -> None:
    data = cli_json(capsys, "set", HAND, "--approx")
    sol = pg.solve(HAND, method="approx")
    assert data["method"] == sol.method == "approx"
    assert setting_of(data["best"]) == sol.best.setting
    assert data["best"]["ev"] == pytest.approx(sol.best.ev)
    assert data["house"]["ev"] == pytest.approx(sol.house.ev)
    assert data["house_cost"] == pytest.approx(sol.house_cost)
    for s, v in zip(data["settings"], sol.options):
        assert setting_of(s) == v.setting
        assert s["legal"] == v.legal
        if v.ev is None:
            assert s["ev"] is None
        else:
            assert s["ev"] == pytest.approx(v.ev)
            assert s["win"] == pytest.approx(v.win)
    evs = [data["settings"][i]["ev"] for i in data["best_first"]]
    legal = [e for e in evs if e is not None]
    assert legal == sorted(legal, reverse=True)
    assert evs[len(legal) :] == [None] * (len(evs) - len(legal))  # fouls last


def test_set_exact_human_output() -> None:
    r = run("set", HAND)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "House way" in out and "Optimal" in out
    assert "All 21 settings" in out
    assert "Jk" in out and "A♠" in out
    assert "foul" in out  # 5-5 / K-T-9-... behind a pair of aces in front
    assert pg.describe(pg.Ranking.PAIGOW_HIGH, pg.house_way(HAND).high) in out
    assert "exact" in out


def test_set_human_output_without_json(capsys) -> None:
    # Seven separate arguments work as well as one.
    code, out, err = cli(capsys, "set", "2c", "3d", "5h", "Ts", "Tc", "Qd", "Qh", "--approx")
    assert code == 0, err
    assert "Q♥ Q♦ 5♥ 3♦ 2♣" in out and "T♠ T♣" in out  # the Golden Nugget page's worked example
    assert "approximate" in out.lower()


def test_set_plot_writes_a_png(tmp_path, capsys) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "settings.png"
    code, _, err = cli(capsys, "set", HAND, "--approx", "--plot", str(path))
    assert code == 0, err
    assert path.read_bytes()[:8] == PNG_SIGNATURE
    assert path.stat().st_size > 5000


# --- rank ---------------------------------------------------------------------------------

RANK_CASES = [
    ("high", ["As Ks Qs Js Ts", "9c 9d 9h 9s 2c", "Ah Kh Qh Jh Th"]),
    ("PAIGOW-HIGH", ["As Ad Ah Ac Jk", "Ah 2c 3d 4s 5h 9c 9d"]),
    ("paigow_low", ["Jk Ac", "Kd Kc", "3c 2d"]),
    ("Ace-To-Five-8", ["As 2d 3c 4h 5s", "9c Kd Qh Js 2c", "Ac 2c 3d 4d 8h 9h Kd"]),
    ("razz", ["As 2d 3c 4h 5s 9c Kd", "6s 4d 3c 2h Ac"]),
    ("2-7", ["7s 5d 4c 3h 2s", "7c 5c 4c 3c 2c"]),
    ("badugi", ["As 2d 3c 4h", "As 2d 3c 4s", "Ah 2c 3d 4s"]),
]


@pytest.mark.parametrize("game,hands", RANK_CASES)
def test_rank_json_matches_the_library(capsys, game, hands) -> None:
    data = cli_json(capsys, "rank", "--game", game, *hands)
    g = pg.Ranking[data["game"]]
    ranks = [pg.rank(g, h) for h in hands]
    assert [h["rank"] for h in data["hands"]] == ranks
    assert [h["category"] for h in data["hands"]] == [pg.category(g, h) for h in hands]
    assert [h["description"] for h in data["hands"]] == [pg.describe(g, h) for h in hands]
    assert [h["ids"] for h in data["hands"]] == [pg.parse_cards(h) for h in hands]
    top = max(r for r in ranks if r is not None)
    assert data["winners"] == [i + 1 for i, r in enumerate(ranks) if r == top]
    assert data["tie"] == (len(data["winners"]) > 1)
    for h, r in zip(data["hands"], ranks):
        expected = (
            "no low" if r is None else "loses" if r != top else "ties" if data["tie"] else "wins"
        )
        assert h["result"] == expected


def test_rank_ties_are_shown_as_ties(capsys) -> None:
    code, out, _ = cli(capsys, "rank", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "2c 3c 4c 5c 7d")
    assert code == 0
    assert "ties" in out and "Hands 1 and 2 tie" in out


def test_rank_omaha_matches_omaha_rank(capsys) -> None:
    board = "Ks 9d 5c 4h 2s"
    hands = ["As Ac 3d 7h", "Kh Kd 8c 7c", "Qc Qd Jh Th 8s"]
    for game in ("high", "ace-to-five-8"):
        data = cli_json(capsys, "rank", "--omaha", "--game", game, "--board", board, *hands)
        g = pg.Ranking[data["game"]]
        assert [h["rank"] for h in data["hands"]] == [pg.omaha_rank(g, h, board) for h in hands]
        for h in data["hands"]:
            if h["rank"] is not None:
                five = h["best_five"]["ids"]
                assert pg.rank(g, five) == h["rank"]
                assert len(set(five) & set(pg.parse_cards(board))) == 3


# --- settle -------------------------------------------------------------------------------

SETTLE_CASES = [
    ("As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd Qh"),
    ("2c 3d 5h Ts Tc Qd Qh", "As Ad Kh Kc 9d 8s 2h"),
    ("Ac Ad Kh Kc Qd / Jc Jh", "2c 3d 5h 7s 9c Td 4h"),
    ("Ac Kd Qh Js 9c / 8d 7h", "As Kh Qc Jd 9s / 8h 7c"),  # two copies: dealer
]


@pytest.mark.parametrize("player,dealer", SETTLE_CASES)
@pytest.mark.parametrize("commission", ["0.05", "0"])
def test_settle_json_matches_the_library(capsys, player, dealer, commission) -> None:
    data = cli_json(capsys, "settle", player, dealer, "--commission", commission)

    def lib_setting(text: str) -> pg.Setting:
        if "/" in text:
            high, low = text.split("/")
            return pg.Setting(high, low)
        return pg.house_way(text)

    p, d = lib_setting(player), lib_setting(dealer)
    assert setting_of(data["player"]) == p and setting_of(data["dealer"]) == d
    outcome = pg.settle(p, d, commission=float(commission))
    assert data["result"] == outcome.result
    assert data["payout"] == pytest.approx(outcome.payout)
    assert data["player"]["set_by"] == ("given" if "/" in player else "house way")


def test_settle_copies_go_to_the_dealer(capsys) -> None:
    code, out, err = cli(capsys, "settle", *SETTLE_CASES[3])
    assert code == 0, err
    assert "copy" in out and "Dealer wins" in out
    data = cli_json(capsys, "settle", *SETTLE_CASES[3])
    assert data["hands"] == {"high": "copy", "low": "copy"} and data["copies"] == 2
    assert data["result"] == "loss" and data["payout"] == -1


def test_settle_human_output(capsys) -> None:
    code, out, err = cli(capsys, "settle", "Ac Ad Kh Kc Qd / Jc Jh", "2c 3d 5h 7s 9c Td 4h")
    assert code == 0, err
    assert "Player wins" in out and "+0.95" in out
    assert "A♦ A♣ K♥ K♣ Q♦" in out


# --- enumerate ----------------------------------------------------------------------------


@pytest.mark.parametrize("game,k", [("paigow-low", 2), ("badugi", 4)])
def test_enumerate_json_matches_category_counts(capsys, game, k) -> None:
    data = cli_json(capsys, "enumerate", "--game", game, "--cards", str(k))
    g = pg.Ranking[data["game"]]
    counts = pg.category_counts(g, k)
    assert data["counts"] == counts
    assert data["total"] == sum(counts.values())
    assert sum(c["probability"] for c in data["categories"]) == pytest.approx(1.0)


def test_enumerate_human_output(capsys) -> None:
    code, out, err = cli(capsys, "enumerate", "--game", "paigow-low")
    assert code == 0, err
    assert "1,378" in out  # C(53, 2)
    assert "pair" in out and "high card" in out


# --- simulate -----------------------------------------------------------------------------


def test_simulate_json_matches_the_library(capsys) -> None:
    data = cli_json(capsys, "simulate", "--rounds", "20000", "--seed", "7")
    ref = pg.simulate(20000, seed=7)
    for field in ("rounds", "wins", "pushes", "losses"):
        assert data[field] == getattr(ref, field)
    for field in ("ev", "house_edge", "stderr"):
        assert data[field] == pytest.approx(getattr(ref, field))
    assert data["wins"] + data["pushes"] + data["losses"] == 20000


def test_simulate_optimal_player_json(capsys) -> None:
    data = cli_json(capsys, "simulate", "-n", "2k", "--player", "optimal", "--seed", "3")
    ref = pg.simulate(2000, player="optimal", seed=3)
    assert (data["wins"], data["pushes"], data["losses"]) == (ref.wins, ref.pushes, ref.losses)


@pytest.mark.slow
def test_simulate_human_output_and_plot(tmp_path) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "edge.png"
    r = run("simulate", "--rounds", "200000", "--seed", "1", "--plot", str(path))
    assert r.returncode == 0, r.stderr
    assert "House edge" in r.stdout and "Std error" in r.stdout
    assert "\x1b[" not in r.stdout  # no live bar or colour when piped
    assert path.read_bytes()[:8] == PNG_SIGNATURE


def test_simulate_with_plot_plays_the_same_rounds(capsys, tmp_path) -> None:
    pytest.importorskip("matplotlib")
    # --plot takes running figures at checkpoints; the result is still the full run.
    path = tmp_path / "edge.png"
    data = cli_json(capsys, "simulate", "-n", "50000", "--seed", "4", "--plot", str(path))
    ref = pg.simulate(50000, seed=4)
    assert (data["wins"], data["pushes"], data["losses"]) == (ref.wins, ref.pushes, ref.losses)
    assert path.read_bytes()[:8] == PNG_SIGNATURE


def test_simulate_keeps_the_running_figures_of_the_callback() -> None:
    import argparse

    from paigow_fast.cli._simulate import _Live, _run

    args = argparse.Namespace(
        rounds=400_000,
        player="house",
        dealer=None,
        house_way=pg.HouseWay.GOLDEN_NUGGET,
        seed=1,
        commission=0.05,
        threads=None,
    )
    live = _Live(args.rounds)
    result = _run(args, live)
    # One point a batch, the last the whole run's, each the partial result at that point.
    assert live.series and live.series[-1] == (result.rounds, result.house_edge, result.stderr)
    rounds = [r for r, _, _ in live.series]
    assert rounds == sorted(rounds) and live.work_done == result.rounds
    first = pg.simulate(rounds[0], seed=1)
    assert live.series[0][1] == first.house_edge


@pytest.mark.slow
def test_simulate_ctrl_c_exits_130() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "paigow_fast", "simulate", "--rounds", "1e11"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    time.sleep(3.0)  # well past start-up: the simulation is running
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, (out, err)
    assert "aborted" in err and "Traceback" not in err
    # piped as on a terminal: the figures of the rounds played so far
    assert "partial result: house edge" in err and "(95% interval)" in err, err


# --- bench --------------------------------------------------------------------------------


def test_bench_quick_json(capsys) -> None:
    data = cli_json(capsys, "bench", "--quick")
    names = [r["name"] for r in data["results"]]
    assert len(names) == 6 and any("solve_many" in n for n in names)
    assert all(r["per_second"] > 0 for r in data["results"])


# --- bad input ----------------------------------------------------------------------------

BAD = [
    (["set", "As Kd Th 9c 5s 5d"], ["7 cards"]),
    (["set", "As Kd Th 9c 5s 5d Zz"], ["Zz"]),
    (["set", "As As Th 9c 5s 5d Jk"], ["duplicate", "As"]),
    (["set"], ["CARDS"]),
    (["rank", "--game", "poker", "As Ks Qs Js Ts"], ["unknown ranking", "poker"]),
    (["rank", "As Ks"], ["hand 1"]),
    (["rank", "--game", "badugi", "As Ks Qs Js"], []),  # valid: a one-card badugi
    (["rank", "--game", "badugi", "As Ks Jk 2c"], ["hand 1", "joker"]),
    (["rank", "--omaha", "As Ks Qs Js"], ["--board"]),
    (["rank", "--omaha", "--board", "Ks 9d 5c 4h 2s", "As Ks Qs Jd"], ["board"]),
    (["rank", "--omaha", "--game", "badugi", "--board", "Ks 9d 5c 4h 2s", "Ac"], ["omaha"]),
    (["settle", "As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd 2h"], ["2h", "both"]),
    (["settle", "Qs 8d 7c 5h 3c / Kd 2c", "2c 3d 5h Ts Tc Qd Qh"], ["foul"]),
    (["settle", "As Ad Kh Kc / 8s 2h", "2c 3d 5h Ts Tc Qd Qh"], ["five-card", "5 cards"]),
    (["settle", "As Ad Kh Kc 9d / 8s / 2h", "2c 3d 5h Ts Tc Qd Qh"], ["FRONT2 / BACK5"]),
    (["settle", "As Ad Kh", "2c 3d 5h Ts Tc Qd Qh"], ["player", "7 cards"]),
    (
        ["settle", "As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd Qh", "--commission", "1.5"],
        ["commission"],
    ),
    (["simulate", "--rounds", "lots"], ["rounds", "lots"]),
    (["simulate", "--rounds", "0"], ["rounds"]),
    (["simulate", "--player", "wizard"], ["player", "wizard"]),
    (["simulate", "--plot", "edge.gif"], ["plot", ".gif"]),
    (["simulate", "--plot", "/no/such/folder/edge.png"], ["plot", "folder"]),
    (["enumerate", "--game", "badugi", "--cards", "5"], ["cards"]),
    (["enumerate"], ["--game"]),
    (["bench", "--threads", "0"], ["threads"]),
    (["frobnicate"], ["frobnicate"]),
]


@pytest.mark.parametrize("argv,words", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_input_exits_2_with_one_line(capsys, argv, words) -> None:
    if argv[:3] == ["rank", "--game", "badugi"] and not words:
        code, _, err = cli(capsys, *argv)
        assert code == 0, err
        return
    code, out, err = cli(capsys, *argv)
    assert_bad_input(code, out, err, *words)
    code, out, err = cli(capsys, *argv, "--json") if argv[0] != "frobnicate" else (code, out, err)
    assert_bad_input(code, out, err, *words)


def test_bad_input_in_a_subprocess_has_no_traceback() -> None:
    r = run("settle", "As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd 2h")
    assert_bad_input(r.returncode, r.stdout, r.stderr, "2h")
    r = run("rank", "--game", "nope", "As Ks Qs Js Ts")
    assert_bad_input(r.returncode, r.stdout, r.stderr, "nope")


def test_plot_without_matplotlib_is_a_clear_error(capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib -> ImportError
    for argv in (["simulate", "--rounds", "1000"], ["set", HAND, "--approx"]):
        code, out, err = cli(capsys, *argv, "--plot", str(tmp_path / "x.png"))
        assert_bad_input(code, out, err, "matplotlib", "pip install")
        assert not (tmp_path / "x.png").exists()


def test_json_errors_and_argument_checks(capsys):
    from paigow_fast.cli import main

    # --json on a failing command: the one-line error on stderr, a JSON object on stdout.
    assert main(["rank", "--game", "high", "As Ks Qs Js Zz", "--json"]) == 2
    out, err = capsys.readouterr()
    assert "unknown card" in json.loads(out)["error"] and err.startswith("paigow-fast")
    for argv in (["simulate", "--rounds", "1e30", "--json"], ["simulate", "--bogus", "--json"]):
        try:
            code = main(argv)
        except SystemExit as e:  # an argument error, from the parser
            code = e.code
        assert code == 2
        out, err = capsys.readouterr()
        assert "error" in json.loads(out) and err.startswith("paigow-fast: error")
    # Without --json nothing on stdout.
    assert main(["rank", "--game", "high", "As Ks Qs Js Zz"]) == 2
    assert capsys.readouterr().out == ""
    # A string commission is refused everywhere; no "-0.000%".
    for call in (
        lambda: pg.settle("As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd Qh", commission="0.05"),
        lambda: pg.simulate(10, commission="0.05"),
        lambda: pg.solve("As Ad Kh Kc 9d 8s 2h", commission="0.05"),
    ):
        with pytest.raises(pg.ArgumentError, match="commission must be a number"):
            call()
    from paigow_fast.cli._common import pct

    assert pct(-0.0000001, 3) == "0.000%" and pct(-0.01, 1) == "-1.0%"


def test_no_arguments_prints_the_help(capsys):
    from paigow_fast.cli import main

    assert main([]) == 0
    assert "usage: paigow-fast" in capsys.readouterr().out


@pytest.mark.parametrize("width", [80, 120])
def test_progress_bar_fits_the_terminal(width: int) -> None:
    """The live bar keeps the share done, the labelled running edge and the ETA on one line."""
    import io

    from rich.console import Console
    from rich.progress import Progress, TaskProgressColumn

    from paigow_fast.cli._common import progress_columns
    from paigow_fast.cli._simulate import _Live

    live = _Live(10**9)
    live.record(pg.simulate(100_000, seed=1))
    live.work(450_000_000)
    buf = io.StringIO()
    console = Console(file=buf, width=width, force_terminal=True, color_system=None)
    bar = Progress(*progress_columns("Simulating", TaskProgressColumn(), console), console=console)
    task = bar.add_task("simulate", total=10**9, rate="12.3 M rounds/s", edge=live.edge_text())
    bar.update(task, completed=live.work_done)
    console.print(bar.get_renderable())
    line = buf.getvalue().rstrip("\n")
    assert "\n" not in line and len(line) <= width, line
    assert "45%" in line and "(95%)" in line and "eta" in line and "…" not in line, line


def test_every_flag_is_defined_once() -> None:
    """Each command's module defines its arguments; a flag several commands share is
    defined once, in the CLI's common module (--json also on the top-level parser)."""
    import collections
    import re
    from pathlib import Path

    import paigow_fast.cli as cli_package

    folder = Path(cli_package.__file__).parent
    flags = collections.Counter(
        flag
        for path in folder.glob("*.py")
        for flag in re.findall(r'add_argument\(\s*"(--[a-z-]+)"', path.read_text("utf-8"))
    )
    assert flags["--threads"] == 1 and flags["--commission"] == 1, flags
    assert {f: n for f, n in flags.items() if n > 1} == {"--json": 2}, flags
    for command in ("set", "rank", "settle", "simulate", "analyze", "enumerate", "sidebet"):
        module = (folder / f"_{command}.py").read_text("utf-8")
        assert "def add_parser(" in module, command
