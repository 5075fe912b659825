"""Side bets: the published tables reproduced exactly, every event against the
pure-Python reference (a large random sample and every hand of targeted families),
pay tables in Python, TOML and JSON, malformed tables, the command line."""

from __future__ import annotations

import itertools
import json
import random
import re
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast.cli import main
from paigow_fast.reference import side_bets as ref

from conftest import parallel_map
from counts import JACKPOT, JACKPOT_EV, MANIA, MANIA_EV, NOTHING

JOKER = 52
ACE = 12


def test_pai_gow_mania_exact() -> None:
    p = pg.price("mania")
    assert [ln.hands for ln in p.lines] == MANIA
    assert p.nothing == NOTHING
    assert p.hands == sum(MANIA) + NOTHING == 154_143_080
    assert round(float(p.ev), 6) == MANIA_EV
    assert p.house_edge == -p.ev and isinstance(p.ev, Fraction)
    assert [ln.event for ln in p.lines][-2:] == ["three-of-a-kind", "straight"]


def test_jackpot_pai_gow_exact() -> None:
    p = pg.price(pg.PAY_TABLES["jackpot"])
    assert [ln.hands for ln in p.lines] == JACKPOT
    assert p.nothing == NOTHING
    assert round(float(p.ev), 6) == JACKPOT_EV
    assert p.lines[0].pays == 20_000 and p.lines[0].hands == 12
    # Returns are exact fractions that add up to the EV.
    assert sum(ln.ret for ln in p.lines) - Fraction(NOTHING, p.hands) == p.ev


def test_fortune_is_priced() -> None:
    p = pg.price("fortune")
    assert sum(ln.hands for ln in p.lines) + p.nothing == p.hands
    by = {ln.event: ln.hands for ln in p.lines}
    assert by["seven-card-straight-flush-natural"] == 32
    assert by["five-aces"] == 1_128
    assert p.nothing == NOTHING
    assert 0.07 < float(p.house_edge) < 0.085  # published: about 7.8%


def test_qualifying_counts_and_order() -> None:
    # The same events in another order: counts move between lines, qualifying stay.
    a = pg.price(pg.PayTable({"straight": 1, "three-of-a-kind": 1}))
    b = pg.price(pg.PayTable({"three-of-a-kind": 1, "straight": 1}))
    assert a.lines[0].qualifying == b.lines[1].qualifying == a.lines[0].hands
    assert sum(ln.hands for ln in a.lines) == sum(ln.hands for ln in b.lines)
    assert a.ev == b.ev


# --- the shipped tables of docs/side-bets.md ------------------------------------


SIDE_BETS_PAGE = Path(__file__).resolve().parents[2] / "docs" / "side-bets.md"


def _page_tables() -> dict[str, tuple[list[tuple[str, ...]], str]]:
    """Each shipped table of the page by name: its rows (event, pays, hands,
    probability, return) and its EV line, from "### ... (`name`)" to the next heading."""
    text = SIDE_BETS_PAGE.read_text(encoding="utf-8")
    tables = {}
    for name, body in re.findall(r"^### [^\n]*\(`([\w-]+)`\)\n(.*?)(?=^##)", text, re.M | re.S):
        row = r"^\| ([a-z0-9 -]+) \| (-?\d+) \| ([\d,]+) \| ([\d.]+) \| (-?[\d.]+) \|$"
        rows = re.findall(row, body, re.M)
        ev = re.search(r"^EV (.+)$", body, re.M)
        assert ev, name
        tables[name] = (rows, ev[1])
    return tables


def test_the_shipped_tables_of_the_side_bets_page() -> None:
    tables = _page_tables()
    assert set(tables) == set(pg.PAY_TABLES)
    for name, (rows, ev_line) in tables.items():
        p = pg.price(name)
        lines = [(ln.name, ln.pays, ln.hands, ln.probability, ln.ret) for ln in p.lines]
        nothing = Fraction(p.nothing, p.hands)
        lines.append(("nothing", -1, p.nothing, nothing, -nothing))
        want = [
            (name, str(pays), f"{hands:,}", f"{float(prob):.8f}", f"{float(ret):.6f}")
            for name, pays, hands, prob, ret in lines
        ]
        assert rows == want, name
        ev = f"\u2212{-p.ev.numerator}/{p.ev.denominator} = \u2212{-float(p.ev):.6f} a unit"
        edge = f"house edge {float(p.house_edge) * 100:.4f}%."
        assert ev_line == f"{ev}: {edge}", name


# --- every event against the reference ---------------------------------------


def _mask_of(events: set[str]) -> int:
    return sum(1 << pg.EVENTS.index(e) for e in events)


def _reference_masks(hands: list[tuple[int, ...]]) -> list[int]:
    return [_mask_of(ref.events(h)) for h in hands]


def _check_against_reference(hands: list[tuple[int, ...]]) -> None:
    got = pg.side_bet_masks_many(np.array(hands, dtype=np.uint8))
    want = parallel_map(_reference_masks, hands, chunk=5_000)
    bad = [i for i, (g, w) in enumerate(zip(got.tolist(), want)) if g != w]
    if bad:
        h = hands[bad[0]]
        diff = {e for i, e in enumerate(pg.EVENTS) if (int(got[bad[0]]) ^ want[bad[0]]) >> i & 1}
        pytest.fail(f"{len(bad)} hands differ, first {pg.format_cards(h)}: {sorted(diff)}")


@pytest.mark.slow
def test_random_hands_match_the_reference() -> None:
    rng = random.Random(13)
    hands = [tuple(rng.sample(range(53), 7)) for _ in range(60_000)]
    _check_against_reference(hands)


def _seven_card_straight_flushes() -> list[tuple[int, ...]]:
    windows = [[ACE, 0, 1, 2, 3, 4, 5]] + [list(range(i, i + 7)) for i in range(7)]
    out = set()
    for s in range(4):
        for w in windows:
            cards = [r * 4 + s for r in w]
            out.add(tuple(sorted(cards)))
            for gap in range(7):
                out.add(tuple(sorted([*cards[:gap], *cards[gap + 1 :], JOKER])))
    return sorted(out)


def _five_aces() -> list[tuple[int, ...]]:
    aces = [ACE * 4 + s for s in range(4)] + [JOKER]
    rest = [c for c in range(52) if c // 4 != ACE]
    return [tuple(sorted(aces + list(p))) for p in itertools.combinations(rest, 2)]


def _royal_flushes() -> list[tuple[int, ...]]:
    out = set()
    for s in range(4):
        royal = [r * 4 + s for r in range(8, 13)]
        for made in [royal] + [[*royal[:i], *royal[i + 1 :], JOKER] for i in range(5)]:
            rest = [c for c in range(53) if c not in made]
            for p in itertools.combinations(rest, 2):
                out.add(tuple(sorted(made + list(p))))
    return sorted(out)


@pytest.mark.slow
def test_targeted_families_match_the_reference() -> None:
    sf7 = _seven_card_straight_flushes()
    aces = _five_aces()
    royals = _royal_flushes()
    assert len(aces) == 1_128
    masks = pg.side_bet_masks_many(np.array(sf7))
    natural = 1 << pg.EVENTS.index("seven-card-straight-flush-natural")
    joker = 1 << pg.EVENTS.index("seven-card-straight-flush-joker")
    assert sum(1 for m in masks if m & natural) == 32
    assert all(m & (natural | joker) for m in masks)
    _check_against_reference(sf7 + aces + royals)


@pytest.mark.slow
def test_single_hand_paths_agree_with_bulk() -> None:
    rng = random.Random(5)
    hands = [rng.sample(range(53), 7) for _ in range(2_000)]
    for name, table in pg.PAY_TABLES.items():
        lines = pg.side_bet_events_many(table, np.array(hands))
        for h, i in zip(hands[:300], lines.tolist()):
            want = table.events[i] if i >= 0 else None
            assert pg.side_bet_event(name, h) == want
            assert ref.paid(table.events, h) == want
    assert pg.side_bet_event("jackpot", "As Ks Qs Js Ts Ah Ad") == (
        "natural-royal-plus-natural-aces"
    )
    assert "straight-plus-pair" in pg.side_bet_events("Kc Kd Kh Ad Qs Jh Jk")
    with pytest.raises(pg.HandError):
        pg.side_bet_events("As Ks Qs Js Ts")
    with pytest.raises(pg.CardError, match="row 1"):
        pg.side_bet_masks_many(np.array([[0, 1, 2, 3, 4, 5, 6], [0, 0, 1, 2, 3, 4, 5]]))


# --- pay tables: Python, TOML, JSON, errors ----------------------------------

CUSTOM = {
    "seven-card-straight-flush-joker": 750,
    "royal-flush-plus-pair": 300,
    "five-aces": 200,
    "straight-flush": 40,
    "ace-high-pai-gow": Fraction(1, 2),
    "two-pair-plus-pair": 1,
}


def test_round_trip_through_toml_and_json(tmp_path) -> None:
    table = pg.PayTable(CUSTOM, name="my bet")
    toml_path = tmp_path / "bet.toml"
    json_path = tmp_path / "bet.json"
    toml_path.write_text(table.to_toml())
    json_path.write_text(table.to_json())
    for loaded in (pg.PayTable.load(toml_path), pg.PayTable.load(json_path)):
        assert loaded == table and loaded.name == "my bet"
    want = pg.price(table)
    assert pg.price(pg.PayTable.load(toml_path)).ev == want.ev
    assert pg.price(str(json_path)).lines == want.lines
    text = '[pays]\nfive-aces = 500\n"royal-flush" = 250\nstraight = "5/2"\n'
    t = pg.PayTable.from_toml(text)
    assert t.events == ("five-aces", "royal-flush", "straight")
    assert t.lines[2].pays == Fraction(5, 2)


@pytest.mark.parametrize(
    ("kind", "text", "match"),
    [
        ("toml", 'name = "x"\n[pays]\nflush = 4\nroyal = 100\n', r"line 4: unknown side-bet event"),
        ("toml", "[pays]\nflush = 4\nstraight = -2\n", r"line 3: negative pay"),
        ("toml", "[pays]\nflush = 4\nstraight = 2\nflush = 5\n", r"line 4: event 'flush' .*twice"),
        ("toml", "[pays]\nflush = \n", r"not a TOML pay table.*line 2"),
        ("toml", "flush = 4\n", r"\[pays\] table"),
        ("json", '{"pays": {\n "flush": 4,\n "nope": 1\n}}', r"line 3: unknown side-bet event"),
        ("json", '{"pays": {\n "flush": 4,\n "straight": -1\n}}', r"line 3: negative pay"),
        (
            "json",
            '{"pays": {\n "flush": 4,\n "pair": 1,\n "flush": 2\n}}',
            r"line 4: event 'flush' .*twice \(first at line 2\)",
        ),
        ("json", '{"pays": {"flush": "lots"}}', r"line 1: pays must be a number"),
    ],
)
def test_malformed_tables_name_the_line(tmp_path, kind: str, text: str, match: str) -> None:
    path = tmp_path / f"bad.{kind}"
    path.write_text(text)
    with pytest.raises(pg.PayTableError, match=match) as e:
        pg.PayTable.load(path)
    assert str(path) in str(e.value)
    assert isinstance(e.value, pg.ArgumentError)


def test_python_tables_are_validated() -> None:
    with pytest.raises(pg.PayTableError, match="line 2: event 'flush' is in the pay table twice"):
        pg.PayTable([("flush", 4), ("flush", 5)])
    with pytest.raises(pg.PayTableError, match="line 1: unknown side-bet event 'royal'"):
        pg.PayTable({"royal": 4})
    with pytest.raises(pg.PayTableError, match="negative"):
        pg.PayTable({"flush": -1})
    with pytest.raises(pg.PayTableError, match="at least one"):
        pg.PayTable({})
    with pytest.raises(pg.PayTableError, match="unknown pay table"):
        pg.PayTable.named("nope")
    with pytest.raises(pg.PayTableError, match="twice"):
        pg._core.side_bet_price(["flush", "flush"])
    assert pg.SideBet is pg.PayTable
    assert set(pg.EVENT_NAMES) == set(pg.EVENTS)


# --- command line ------------------------------------------------------------


def test_cli_sidebet(capsys, tmp_path) -> None:
    assert main(["sidebet", "--table", "jackpot", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [ln["hands"] for ln in data["lines"]] == JACKPOT
    assert data["nothing"] == NOTHING
    assert round(data["ev"], 6) == -0.022088
    assert Fraction(data["ev_exact"]) == pg.price("jackpot").ev

    bad = tmp_path / "bad.toml"
    bad.write_text("[pays]\nflush = 4\nflush = 3\n")
    assert main(["sidebet", "--table", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "line 3" in err
    assert main(["sidebet", "--table", "nosuch"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_cli_sidebet_plot(capsys, tmp_path) -> None:
    pytest.importorskip("matplotlib")
    path = tmp_path / "mine.toml"
    path.write_text(pg.PayTable(CUSTOM, name="mine").to_toml())
    plot = tmp_path / "ret.png"
    assert main(["sidebet", "--table", str(path), "--plot", str(plot)]) == 0
    out = capsys.readouterr().out
    assert "mine" in out and "House edge" in out
    assert plot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
