"""The choices of the library (python/paigow_fast/_choices.py): one spelling rule and one
message for every entry point, the API and the command line alike, checked from one
table of accepted and refused spellings; and the choices built from the core's own
metadata."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

import pytest

import paigow_fast as pg
from paigow_fast import _choices, _core
from paigow_fast.cli import main

HAND = "As Kd Th 9c 5s 5d Jk"

# (what, spelling given, the canonical choice it means, or None for a refusal)
SPELLINGS: list[tuple[str, str, str | None]] = [
    ("house way", "golden-nugget", "golden-nugget"),
    ("house way", "golden nugget", "golden-nugget"),
    ("house way", "  Golden   Nugget ", "golden-nugget"),
    ("house way", "GOLDEN_NUGGET", "golden-nugget"),
    ("house way", "Foxwoods", "foxwoods"),
    ("house way", "vegas", None),
    ("house way", "house", None),
    ("house way", "golden", None),
    ("house way", "", None),
    ("player strategy", "house", "house"),
    ("player strategy", "HOUSE", "house"),
    ("player strategy", "Optimal", "optimal"),
    ("player strategy", "golden nugget", "golden-nugget"),
    ("player strategy", "FOXWOODS", "foxwoods"),
    ("player strategy", "wizard", None),
    ("dealer strategy", "house", "house"),
    ("dealer strategy", "Golden_Nugget", "golden-nugget"),
    ("dealer strategy", "optimal", None),
    ("game", "high", "HIGH"),
    ("game", "Paigow  High", "PAIGOW_HIGH"),
    ("game", "ace_to_five", "ACE_TO_FIVE"),
    ("game", "razz", "ACE_TO_FIVE"),
    ("game", "2-7", "DEUCE_TO_SEVEN"),
    ("game", "poker", None),
    ("variant", "Queen High Push", "queen-high-push"),
    ("variant", "standard", "standard"),
    ("variant", "nope", None),
    ("method", "Exact", "exact"),
    ("method", "approx", "approx"),
    ("method", "fast", None),
]

SIM = {"rounds": 10}


def _api(what: str, text: str) -> Callable[[], str]:
    """The library's reading of `text` as a `what`, through a public function."""
    calls: dict[str, Callable[[], str]] = {
        "house way": lambda: pg.solve(HAND, "approx", dealer=text).dealer.value,
        "player strategy": lambda: pg.simulate(10, player=text).player,
        "dealer strategy": lambda: pg.simulate(10, dealer=text).dealer,
        "game": lambda: _game(text),
        "variant": lambda: pg.analyze(variant=text, chunks=[]).variant,
        "method": lambda: pg.solve(HAND, method=text).method,
    }
    return calls[what]


def _game(text: str) -> str:
    """A game read by a public function (which refuses a wrong name), and its member."""
    pg.rank(text, "As Ks Qs Js Ts")
    return _choices.as_ranking(text).name


# The command line's reading of `text` as a `what`: argv, and the JSON answer's field.
CLI: dict[str, tuple[list[str], Callable[[dict[str, Any]], str]]] = {
    "house way": (["set", "--approx", "--house-way", "{}", HAND], lambda d: d["house_way"]),
    "player strategy": (["simulate", "-n", "10", "--player", "{}"], lambda d: d["player"]),
    "game": (["rank", "--game", "{}", "As Ks Qs Js Ts"], lambda d: d["game"]),
    "variant": (["analyze", "--variant", "{}", "--chunks", "999"], lambda d: d["variant"]),
}


@pytest.mark.parametrize("what,text,meant", SPELLINGS, ids=[f"{w}:{t!r}" for w, t, _ in SPELLINGS])
def test_one_spelling_rule_and_one_message(capsys, what: str, text: str, meant: str | None) -> None:
    if meant is None:
        with pytest.raises(pg.ArgumentError) as refused:
            _api(what, text)()
        message = str(refused.value)
        assert repr(text) in message and "one of" in message
    else:
        message = ""
        assert _api(what, text)() == meant
    if what not in CLI:
        return
    argv, field = CLI[what]
    argv = [a.format(text) for a in argv]
    try:
        code = main([*argv, "--json"])
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    if meant is None:
        assert code == 2 and message in err, err
    elif what == "variant":  # chunk 999 is refused after the variant is read
        assert code == 2 and "chunks are numbered" in err, err
    else:
        assert code == 0, err
        assert field(json.loads(out)) == meant


def test_spelling_rule() -> None:
    assert _choices.spelling("  Golden   Nugget ") == "golden-nugget"
    assert _choices.spelling("ACE_TO_FIVE_8") == "ace-to-five-8"
    for bad in (None, 3, pg.Ranking.HIGH):
        with pytest.raises(pg.ArgumentError, match="unknown house way"):
            _choices.as_house_way(bad)  # type: ignore[arg-type]


def test_choices_come_from_the_core() -> None:
    assert [w.value for w in pg.HouseWay] == _core.house_ways()
    assert pg.HouseWay.GOLDEN_NUGGET.value == "golden-nugget" and str(pg.HouseWay.FOXWOODS) == (
        "foxwoods"
    )
    for way in pg.HouseWay:
        assert [(r.id, r.text) for r in way.rules] == _core.house_way_rules(way.value)
        page = way.value if way.built_in else "custom"  # a way of the user's own
        assert way.doc == f"docs/house-ways/{page}.md"
    assert {w.value for w in pg.HouseWay if w.built_in} == {"golden-nugget", "foxwoods"}
    infos = [
        (g.name, g.uses_joker, list(g.card_counts), g.categories, g.deck_size) for g in pg.Ranking
    ]
    assert infos == _core.games()
    assert all(g.categories == _core.categories(g) for g in pg.Ranking)
    assert [g.value for g in pg.Ranking] == list(range(len(_core.games())))
    assert _choices.METHODS == tuple(_core.solve_methods())
    assert _choices.VARIANTS == tuple(_core.analysis_variants())
    fields = [f.name for f in dataclasses.fields(pg.Outcomes)]
    assert fields == _core.analysis_count_fields()


def test_game_prints_its_name() -> None:
    assert str(pg.Ranking.HIGH) == "high" and f"{pg.Ranking.PAIGOW_HIGH}" == "paigow-high"
    assert pg.Ranking.HIGH == 2 and isinstance(pg.Ranking.HIGH, int)


def test_ranges_are_the_cores() -> None:
    # Python checks the type; the range is the core's one check, with its message,
    # whichever entry point takes the value.
    for call in (
        lambda: pg.solve(HAND, commission=1.5),
        lambda: pg.simulate(10, commission=1.5),
        lambda: pg.settle("As Ad Kh Kc 9d / 8s 2h", "2c 3d 5h Ts Tc Qd Qh", commission=1.5),
        lambda: pg.analyze(commission=1.5, chunks=[]),
    ):
        with pytest.raises(pg.ArgumentError, match=r"^commission must be in \[0, 1\), got 1.5$"):
            call()
    for call in (
        lambda: pg.rank_many(pg.Ranking.HIGH, [[0, 1, 2, 3, 4]], threads=513),
        lambda: pg.analyze(threads=513, chunks=[]),
    ):
        with pytest.raises(pg.ArgumentError, match="^threads must be at most 512, got 513$"):
            call()


def test_game_is_the_former_name_of_ranking() -> None:
    import paigow_fast as pg

    assert pg.Game is pg.Ranking
    assert pg.rank(pg.Ranking.HIGH, "As Ks Qs Js Ts") == pg.rank("high", "As Ks Qs Js Ts")
    with pytest.raises(pg.ArgumentError, match="unknown ranking 'poker'"):
        pg.rank("poker", "As Ks Qs Js Ts")
