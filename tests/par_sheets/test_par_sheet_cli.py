"""paigow-fast par-sheet: the sheet written as HTML and JSON from a complete results
directory, and one error line (status 2) for an incomplete one."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast.cli import main

RESULTS = Path(__file__).resolve().parents[2] / "results"


def test_par_sheet_writes_html_and_json(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    html, data = tmp_path / "sheet.html", tmp_path / "sheet.json"
    argv = ["par-sheet", "--results", str(RESULTS / "golden-nugget"), "--side-bet", "mania"]
    argv += ["--no-covariance", "--html", str(html), "--json", str(data)]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Pai Gow Mania" in out and "2.6970%" in out
    sheet = json.loads(data.read_text())
    edge = -pg.analyze(results=RESULTS / "golden-nugget").ev_exact
    assert Fraction(sheet["wagers"][0]["house_edge"]["exact"]) == edge
    provenance = sheet["provenance"][sheet["wagers"][0]["name"]]
    assert provenance["command"].startswith("paigow-fast ") or "par_sheet(" in provenance["command"]
    assert "http" not in html.read_text()


def test_par_sheet_refuses_an_incomplete_directory(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    pg.analyze(chunks=[675], results=tmp_path)
    assert main(["par-sheet", "--results", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "incomplete: 1 of 676 chunks" in err
