"""Jupyter display (``_repr_html_``): card glyphs in their suit's colour for hands,
settings, solutions and equity results, from one HTML helper; plain reprs short."""

from __future__ import annotations

import re

import paigow_fast as pg

RED, BLACK = "#c0392b", "#1a1a1a"


def glyphs(html: str) -> list[tuple[str, str]]:
    """(colour, card text) of every card in the HTML, in order."""
    return re.findall(r"color:(#[0-9a-f]{6})\">([^<]+)</span>", html)


def test_a_hand_is_a_tuple_of_ids_with_a_short_repr_and_coloured_glyphs() -> None:
    hand = pg.Hand("As Kh Jk")
    assert hand == (51, 46, 52) and repr(hand) == "Hand('As Kh Jk')" and str(hand) == "As Kh Jk"
    assert pg.rank("paigow-high", pg.Hand("As Ks Qs Js Ts")) == pg.rank(
        "paigow-high", "As Ks Qs Js Ts"
    )
    assert glyphs(hand._repr_html_()) == [(BLACK, "A♠"), (RED, "K♥"), ("#7d3c98", "Jk")]


def test_settings_and_solutions_show_their_cards() -> None:
    setting = pg.house_way("As Kd Th 9c 5s 5d Jk")
    cards = [c for _, c in glyphs(setting._repr_html_())]
    assert cards == [pg.card_text(c, symbols=True) for c in (*setting.low, *setting.high)]
    foul = pg.Setting(high="2c 3d 4h 6s 8c", low="As Ad")
    assert "foul" in foul._repr_html_() and "foul" not in setting._repr_html_()
    solution = pg.solve("5c 5d 4h 4s Qc 9d 2h", method="approx")
    html = solution._repr_html_()
    assert html.count("<tr>") == 22 and "best" in html and "house" in html
    assert len(repr(solution)) < 200


def test_equity_results_and_grids_show_players_and_shares() -> None:
    r = pg.equity(["AhKh", "QQ+"], board="2c 3d 4h")
    html = r._repr_html_()
    assert f"{100 * r.equity[0]:.2f}%" in html and "QQ+" in html and "exact over" in html
    assert glyphs(html)[:2] == [(RED, "A♥"), (RED, "K♥")]
    assert r.players == ("AhKh", "QQ+") and len(repr(r)) < 120
    hi_lo = pg.equity(["Ah2d3cKs", "random"], game="omaha-hi-lo", board="4c5d8h", samples=5_000)
    assert "Scoop" in hi_lo._repr_html_() and "std err" in hi_lo._repr_html_()
    grid = pg.equity_grid("AA", board="2c 3d 4h")
    assert grid._repr_html_().count("<td") == 169 and "AKs" in grid._repr_html_()
