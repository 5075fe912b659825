"""House ways as a choice: pg.HouseWay everywhere a way is played, the rule that set each
hand, the rules pages of docs/ against the library, and the Foxwoods way's game figures
against the published exact analysis."""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import HouseWay, Ranking

DOCS = Path(__file__).resolve().parents[2] / "docs"
WAYS = list(HouseWay)
IDS = [w.value for w in WAYS]


def _examples(way: HouseWay) -> list[tuple[str, str, str, str]]:
    """(rule id, dealer's sentence, hand, "front / back") of every row of the way's
    page's rule tables."""
    text = (DOCS / "house-ways" / f"{way.value}.md").read_text(encoding="utf-8")
    rows = re.findall(r'^\| `([a-z-]+)` \| "([^"]+)" \| `([^`]+)` \| `([^`]+)` \|', text, re.M)
    assert rows, f"no rule table in {way.doc}"
    return rows


def _inline_examples(way: HouseWay) -> list[tuple[str, str]]:
    """(hand, "front / back") of every example written `hand` -> `front / back`."""
    text = (DOCS / "house-ways" / f"{way.value}.md").read_text(encoding="utf-8")
    found = re.findall(r"`([^`/]+)` -> `([^`]+ / [^`]+)`", text)
    return [(hand, setting) for hand, setting in found if hand != "hand"]  # not the legend


def _counts(r: pg.SimulationResult) -> tuple[int, ...]:
    return (r.rounds, r.wins, r.pushes, r.losses, r.copies, r.high_copies, r.low_copies)


def _classes(front: str, back: str) -> tuple[int, int]:
    return pg.rank(Ranking.PAIGOW_HIGH, back), pg.rank(Ranking.PAIGOW_LOW, front)


@pytest.mark.parametrize("way", WAYS, ids=IDS)
def test_every_rule_of_the_docs_page_is_the_librarys(way: HouseWay):
    rows = _examples(way)
    # The page lists every rule of the way, once, in the library's words.
    assert sorted(r[0] for r in rows) == sorted(r.id for r in way.rules)
    texts = {r.id: r.text for r in way.rules}
    for rule_id, sentence, hand, setting in rows:
        assert texts[rule_id] == sentence
        front, back = setting.split(" / ")
        s = pg.house_way(hand, way=way)
        assert (s.high_rank, s.low_rank) == _classes(front, back), f"{hand}: {s}"
        assert pg.house_way_rule(hand, way=way).id == rule_id, hand


@pytest.mark.parametrize("way", WAYS, ids=IDS)
def test_every_example_in_the_docs_text_is_what_the_library_does(way: HouseWay):
    examples = _inline_examples(way)
    assert examples
    for hand, setting in examples:
        front, back = setting.split(" / ")
        s = pg.house_way(hand, way=way)
        assert (s.high_rank, s.low_rank) == _classes(front, back), f"{hand}: {s}"


def test_names_and_strings():
    assert [w.value for w in HouseWay] == pg._core.house_ways()
    assert HouseWay("foxwoods") is HouseWay.FOXWOODS
    assert str(HouseWay.GOLDEN_NUGGET) == "golden-nugget"
    hand = "Ac 2d 5h 5s Tc Td 8h"
    for name in ("foxwoods", "FOXWOODS", " Foxwoods ", HouseWay.FOXWOODS):
        assert pg.house_way(hand, way=name) == pg.house_way(hand, way=HouseWay.FOXWOODS)
    for way in WAYS:
        assert (DOCS.parent / way.doc).is_file()
        assert all(isinstance(r, pg.HouseWayRule) and r.way is way for r in way.rules)


def test_defaults_are_the_golden_nugget_way():
    cards = pg.deal(2_000, seed=12)
    hands = np.ascontiguousarray(cards[:, :7])
    gn = HouseWay.GOLDEN_NUGGET
    assert np.array_equal(pg.house_way_many(hands), pg.house_way_many(hands, way=gn))
    assert np.array_equal(pg.house_way_rule_many(hands), pg.house_way_rule_many(hands, way=gn))
    for h in hands[:50].tolist():
        assert pg.house_way(h) == pg.house_way(h, gn)
        assert pg.house_way_rule(h) == pg.house_way_rule(h, gn)
    assert _counts(pg.simulate(50_000, seed=3)) == _counts(
        pg.simulate(50_000, seed=3, player="golden-nugget", dealer="golden-nugget")
    )
    s = pg.solve("5c 5d 4h 4s Qc 9d 2h")
    assert s.dealer is gn and s == pg.solve("5c 5d 4h 4s Qc 9d 2h", dealer=gn)


def test_the_ways_differ_where_their_rules_do():
    # Hands that the two ways set differently: "where the ways differ" in the tables of
    # examples (examples_golden_nugget.py, examples_foxwoods.py).
    # The ways agree on most hands (no pair, one pair) but not on all.
    cards = pg.deal(20_000, seed=5)[:, :7]
    fronts = [
        pg.rank_many(Ranking.PAIGOW_LOW, pg.house_way_many(cards, way=w)[:, 5:]) for w in WAYS
    ]
    assert 0.8 < float(np.mean(fronts[0] == fronts[1])) < 1.0


@pytest.mark.parametrize("way", WAYS, ids=IDS)
def test_every_call_takes_the_way(way: HouseWay):
    cards = pg.deal(3_000, seed=21)
    player, dealer = np.ascontiguousarray(cards[:, :7]), np.ascontiguousarray(cards[:, 7:])
    set_p = pg.house_way_many(player, way=way)
    rules = pg.house_way_rule_many(player, way=way)
    for i in range(0, 3_000, 97):
        s = pg.house_way(player[i].tolist(), way=way)
        assert (tuple(set_p[i, :5]), tuple(set_p[i, 5:])) == (s.high, s.low)
        assert way.rules[rules[i]] == pg.house_way_rule(player[i].tolist(), way=way)
        assert pg.settle(player[i].tolist(), dealer[i].tolist(), way=way) == pg.settle(
            s, pg.house_way(dealer[i].tolist(), way=way)
        )
    # The solver's dealer, exact and approximate: its house option is the way's setting.
    for method in ("exact", "approx"):
        sol = pg.solve(player[0].tolist(), method=method, dealer=way)
        assert sol.dealer is way
        assert sol.house.setting == pg.house_way(player[0].tolist(), way=way)
    best = pg.solve_many(player[:200], dealer=way)
    for i in range(0, 200, 40):
        s = pg.solve(player[i].tolist(), method="approx", dealer=way).best.setting
        assert pg.Setting(best[i, :5], best[i, 5:]) == s
    # Simulation: player "house" plays the dealer's way; the same seed, the same deals.
    sim = pg.simulate(40_000, player="house", dealer=way, seed=8)
    assert _counts(sim) == _counts(pg.simulate(40_000, player=way, dealer=way, seed=8))
    rounds = pg.deal(40_000, seed=8)
    p = pg.house_way_many(rounds[:, :7], way=way)
    d = pg.house_way_many(rounds[:, 7:], way=way)
    payouts = pg.settle_many(p, d)
    assert (sim.wins, sim.losses) == (int(np.sum(payouts > 0)), int(np.sum(payouts < 0)))
    opt = pg.simulate(40_000, player="optimal", dealer=way, seed=8)
    best = pg.solve_many(rounds[:, :7], dealer=way)
    payouts = pg.settle_many(best, d)
    assert (opt.wins, opt.losses) == (int(np.sum(payouts > 0)), int(np.sum(payouts < 0)))


def test_unknown_ways_are_argument_errors():
    hand = "Ac 2d 5h 5s Tc Td 8h"
    calls = [
        lambda: pg.house_way(hand, way="vegas"),
        lambda: pg.house_way_rule(hand, way="vegas"),
        lambda: pg.house_way_many(np.zeros((0, 7), np.uint8), way="vegas"),
        lambda: pg.house_way_rule_many(np.zeros((0, 7), np.uint8), way="vegas"),
        lambda: pg.solve(hand, dealer="vegas"),
        lambda: pg.solve_many(np.zeros((0, 7), np.uint8), dealer="vegas"),
        lambda: pg.settle(hand, "2c 3d 4h 6s 9c Jd Kh", way="vegas"),
        lambda: pg.simulate(10, dealer="vegas"),
        lambda: pg.simulate(10, player="vegas"),
        lambda: pg.simulate(10, dealer="optimal"),
    ]
    for call in calls:
        with pytest.raises(pg.ArgumentError, match="vegas|optimal"):
            call()
    assert issubclass(pg.ArgumentError, pg.Error) and not issubclass(pg.ArgumentError, pg.HandError)


@pytest.mark.slow
def test_foxwoods_simulation_matches_the_published_exact_analysis():
    # The published exact analysis of the whole game (Foxwoods way on both sides):
    # win 0.291195, push 0.404958, loss 0.303847. 20 million rounds: each share within
    # three standard errors.
    n = 20_000_000
    r = pg.simulate(n, player="foxwoods", dealer="foxwoods", seed=2013)
    for count, exact in ((r.wins, 0.291195), (r.pushes, 0.404958), (r.losses, 0.303847)):
        se = math.sqrt(exact * (1 - exact) / n)
        assert abs(count / n - exact) < 3 * se, (count / n, exact, se)
    # And the house edge, 2.7212%, within three of its own standard errors.
    assert abs(r.house_edge - 0.027212) < 3 * r.stderr
