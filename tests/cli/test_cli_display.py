"""What the command line shows a person (issue 19): a setting in one notation, read in
either order and shown two-card hand first; paths echoed as text, never as markup."""

from __future__ import annotations

import datetime
import json

import pytest

import paigow_fast as pg
from paigow_fast.cli import main

DEALER = "2c 3d 5h Ts Tc Qd Qh"


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_settle_reads_a_setting_in_either_order(capsys) -> None:
    answers = []
    for player in ("8s 2h / As Ad Kh Kc 9d", "As Ad Kh Kc 9d / 8s 2h"):
        code, out, err = _cli(capsys, "settle", player, DEALER, "--json")
        assert code == 0, err
        answers.append(json.loads(out))
    assert answers[0] == answers[1]
    assert answers[0]["player"]["setting"] == "8s 2h / As Ad Kh Kc 9d"
    assert list(answers[0]["player"])[:4] == ["set_by", "setting", "low", "high"]


def test_settle_and_set_show_the_two_card_hand_first(capsys) -> None:
    code, out, err = _cli(capsys, "settle", "As Ad Kh Kc 9d / 8s 2h", DEALER)
    assert code == 0, err
    assert out.index("Low (2)") < out.index("High (5)")
    code, out, err = _cli(capsys, "set", "As Kd Th 9c 5s 5d Jk", "--approx")
    assert code == 0, err
    house = pg.house_way("As Kd Th 9c 5s 5d Jk")
    shown = out[out.index("House way") :]
    low, high = (
        pg.describe(g, h)
        for g, h in ((pg.Ranking.PAIGOW_LOW, house.low), (pg.Ranking.PAIGOW_HIGH, house.high))
    )
    assert shown.index(low) < shown.index(high)
    assert out.index("Low (2)") < out.index("High (5)")  # the 21 settings' columns


PLOTTING = {
    "set": ["set", "As Kd Th 9c 5s 5d Jk", "--approx"],
    "simulate": ["simulate", "--rounds", "1000"],
    "analyze": ["analyze", "--chunks", "0"],
    "sidebet": ["sidebet", "--table", "fortune"],
}


@pytest.mark.parametrize("command", PLOTTING)
def test_a_plot_path_is_shown_as_text_not_markup(capsys, tmp_path, command) -> None:
    """A path with rich markup in it ("[/x]": a closing tag) is printed as it reads."""
    pytest.importorskip("matplotlib")
    (tmp_path / "run[").mkdir()
    path = tmp_path / "run[" / "x] [bold].png"
    code, out, err = _cli(capsys, *PLOTTING[command], "--plot", str(path))
    assert code == 0, err
    assert f"Plot written to {path}" in " ".join(out.split())  # however rich wraps it
    assert path.read_bytes().startswith(b"\x89PNG")


@pytest.mark.slow
def test_bench_names_the_machine_and_the_date(capsys) -> None:
    code, out, err = _cli(capsys, "bench", "--quick", "--json")
    assert code == 0, err
    data = json.loads(out)
    m = data["machine"]
    assert set(m) == {"cpu", "cpu_family", "cpu_model", "cores", "arch", "system", "rows_path"}
    assert m["rows_path"] in {"avx512", "avx2", "portable"}
    assert m["cpu"] and m["cores"] >= 1 and m["arch"]
    date = datetime.datetime.fromisoformat(data["date"])
    assert date.utcoffset() == datetime.timedelta(0)
    assert abs(datetime.datetime.now(datetime.timezone.utc) - date).total_seconds() < 600
    code, out, err = _cli(capsys, "bench", "--quick")
    assert code == 0, err
    shown = " ".join(out.split())
    assert m["cpu"] in shown and f"{m['cores']} cores" in shown and data["date"][:10] in shown
