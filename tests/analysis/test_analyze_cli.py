"""What a person sees on `paigow-fast analyze`: the headline at 80 columns, a partial
run labelled a partial sum, Ctrl-C's partial counts and resume command, --verify and
--recompute-refused."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from paigow_fast._results import record_digest

RESULTS = Path(__file__).resolve().parents[2] / "results"
RUNS = sorted(p.name for p in RESULTS.iterdir() if (p / "manifest.json").exists())
"""The committed results directories (not the optimal house way's summaries)."""


def cli(*args: str, columns: int = 80) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": str(columns), "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "paigow_fast", "analyze", *args],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )


def copy_run(run: str, to: Path, chunks: list[int]) -> Path:
    to.mkdir(parents=True)
    shutil.copy(RESULTS / run / "manifest.json", to / "manifest.json")
    (to / "chunks").mkdir()
    for k in chunks:
        shutil.copy(RESULTS / run / "chunks" / f"{k:05d}.json", to / "chunks" / f"{k:05d}.json")
    return to


def test_the_headline_fits_80_columns() -> None:
    p = cli("--resume", str(RESULTS / "foxwoods"))
    assert p.returncode == 0, p.stderr
    head = p.stdout.split("Where the edge comes from")[0]
    assert "…" not in head
    for figure in ("0.291191", "0.404962", "0.303847", "-0.027216", "2.7216%", "2.5187%"):
        assert figure in head
    assert "foxwoods" in head


def test_a_partial_run_is_a_partial_sum() -> None:
    p = cli("--chunks", "675")
    assert p.returncode == 0, p.stderr
    assert "a partial sum: 1 of 676 chunks" in p.stdout
    assert "not the game's figures" in p.stdout
    assert "House edge" not in p.stdout


def test_ctrl_c_prints_the_partial_counts_and_the_resume_command(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    proc = subprocess.Popen(
        [sys.executable, "-m", "paigow_fast", "analyze", "--results", str(folder),
         "--chunks", "600-675", "--threads", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 300
    while not (folder / "chunks").is_dir() or len(list((folder / "chunks").glob("0*.json"))) < 2:
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert "analyze interrupted" in err and "a partial sum" in err
    assert "house way wins / pushes / losses" in err
    assert f"paigow-fast analyze --resume {folder} --chunks 600-675" in err
    done = len(list((folder / "chunks").glob("0*.json")))
    assert f"{done} chunks counted" in err


@pytest.mark.slow
def test_verify_recomputes_chunks(tmp_path: Path) -> None:
    folder = copy_run("golden-nugget", tmp_path / "gn", [674, 675])
    p = cli("--verify", str(folder))
    assert p.returncode == 0, p.stderr
    assert "chunk 674: computed again, equal" in p.stdout
    assert "all 2 equal" in p.stdout
    p = cli("--verify", str(folder), "--chunks", "675", "--json")
    data = json.loads(p.stdout)
    assert data["equal"] and [c["chunk"] for c in data["chunks"]] == [675]
    p = cli("--verify", str(folder), "--chunks", "3")
    assert p.returncode == 2 and "has no record of chunk 3" in p.stderr


def test_verify_finds_a_record_that_passes_every_check_but_is_not_the_engines(tmp_path: Path):
    folder = copy_run("golden-nugget", tmp_path / "gn", [675])
    path = folder / "chunks" / "00675.json"
    data = json.loads(path.read_text())
    house, by_rule = data["record"][1], data["record"][3]
    rule = next(r for r in by_rule if r[0][1] > 0)  # a rule with wins: one becomes a push
    for counts in (house, rule[0]):
        counts[1] -= 1
        counts[2] += 1
    data["digest"] = record_digest(data["run"], 675, data["record"])
    path.write_text(json.dumps(data))
    p = cli("--verify", str(folder))
    assert p.returncode == 2
    assert "chunk 675: computed again, DIFFERENT" in p.stdout
    want = f"paigow-fast: error: --verify {folder}: chunks [675] differ from their records"
    assert p.stderr.strip() == want


def test_verify_and_resume_refuse_a_bad_record_and_recompute_it_when_asked(tmp_path: Path):
    folder = copy_run("golden-nugget", tmp_path / "gn", [675])
    path = folder / "chunks" / "00675.json"
    good = json.loads(path.read_text())
    path.write_text(path.read_text().replace("[", "[1", 1))
    for args in (["--verify", str(folder)], ["--resume", str(folder), "--chunks", "675"]):
        p = cli(*args)
        assert p.returncode == 2
        assert len(p.stderr.splitlines()) == 1 and "00675.json is not a chunk record" in p.stderr
    p = cli("--resume", str(folder), "--chunks", "675", "--recompute-refused")
    assert p.returncode == 0, p.stderr
    assert json.loads(path.read_text()) == good
    assert (folder / "chunks" / "00675.json.refused").exists()


@pytest.mark.slow
@pytest.mark.parametrize("run", RUNS)
def test_verify_a_committed_run(run: str) -> None:
    p = cli("--verify", str(RESULTS / run), "--chunks", "675")
    assert p.returncode == 0, p.stderr
    assert "all 1 equal" in p.stdout


@pytest.mark.slow
def test_a_finished_run_answers_any_commission_for_the_house_way_player() -> None:
    import paigow_fast as pg

    at5 = pg.analyze(dealer="foxwoods", results=RESULTS / "foxwoods")
    at4 = pg.analyze(dealer="foxwoods", results=RESULTS / "foxwoods", commission=0.04)
    assert at4.complete and at4.house == at5.house and at4.optimal_commission == 0.05
    assert at5.optimal_commission is None
    assert "optimal play at 0.04 needs a run of its own" in str(at4)
    p = cli("--resume", str(RESULTS / "foxwoods"), "--commission", "4%")
    assert p.returncode == 0, p.stderr
    assert "-0.024304" in p.stdout and "Optimal at 5%*" in p.stdout
    assert "optimal play at 4% needs a run of its own" in " ".join(p.stdout.split())
    p = cli("--resume", str(RESULTS / "foxwoods"), "--commission", "4%", "--player", "optimal")
    assert p.returncode == 2 and "needs a run of its own" in p.stderr


def test_the_repr_of_a_result_is_short() -> None:
    import paigow_fast as pg

    r = pg.analyze(dealer="foxwoods", results=RESULTS / "foxwoods")
    assert len(repr(r)) < 300
    assert repr(r).startswith("AnalysisResult(dealer='foxwoods', player='house'")
    assert "chunks_done=676/676" in repr(r) and f"wins={r.wins}" in repr(r)


def test_the_bar_shows_rates_and_no_running_edge(monkeypatch) -> None:
    import io

    from rich.console import Console
    from rich.progress import Progress

    from paigow_fast.cli import _analyze

    updates: list[dict] = []
    real = Progress.update

    def update(self, task, **fields):
        updates.append(fields)
        return real(self, task, **fields)

    monkeypatch.setattr(Progress, "update", update)
    console = Console(file=io.StringIO(), width=80, force_terminal=True, color_system=None)
    latest: list = []
    params = {"chunks": [674, 675], "threads": 1}
    result = _analyze._with_bar(console, params, latest)
    assert result.chunks_done == 2 and latest[0].chunks_done == 2
    assert [u["completed"] for u in updates] == [1, 2]
    for u in updates:
        assert u["rate"].endswith(" k classes/s") and u["edge"].endswith(" chunks/s"), u
        assert "edge" not in u["rate"] + u["edge"] and "%" not in u["edge"]
