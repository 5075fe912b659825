"""House ways of the user's own (docs/house-ways/custom.md): a copy of each shipped way
tabulated from its Python calls equals it on every path; the two-pair examples equal
their functions; every refusal names what is wrong; the table file round-trips and
refuses alteration."""

from __future__ import annotations

import functools
import gzip
import importlib.util
import tempfile
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import _core

# Each way of the user's own here is tabulated through some 300,000 calls of Python (the
# copies cached and shared by the tests): some 300 s in all.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
BUILT_IN = [pg.HouseWay.GOLDEN_NUGGET, pg.HouseWay.FOXWOODS]


@functools.cache
def examples():
    spec = importlib.util.spec_from_file_location(
        "foxwoods_two_pair_rules", ROOT / "examples" / "foxwoods_two_pair_rules.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@functools.cache
def copy_of(way: pg.HouseWay) -> pg.HouseWay:
    """`way` tabulated from its Python calls (one per pattern; 2% checked on alike hands);
    the Golden Nugget way's copy from its exported table, read under another name (each
    tabulation is some 300,000 calls of Python)."""
    if way == pg.HouseWay.GOLDEN_NUGGET:
        folder = Path(tempfile.mkdtemp())
        return pg.HouseWay.load(way.save(folder / "gn.txt.gz"), name=f"{way.value}-copy")

    def fn(hand):
        return pg.house_way_rule(hand, way).id, pg.house_way(hand, way)

    rules = {r.id: r.text for r in way.rules}
    return pg.HouseWay.from_function(f"{way.value}-copy", fn, rules=rules, check=0.02)


@functools.cache
def hands() -> np.ndarray:
    """A million random hands (500,000 rounds of both sides), then every pattern and a
    hand alike to each (so every rare pattern)."""
    dealt = pg.deal(500_000, seed=11).reshape(-1, 7)
    return np.concatenate([dealt, _core.house_way_patterns(), _core.house_way_alike(5)])


def classes(set_hands: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return (
        pg.rank_many(pg.Ranking.PAIGOW_HIGH, np.ascontiguousarray(set_hands[:, :5])),
        pg.rank_many(pg.Ranking.PAIGOW_LOW, np.ascontiguousarray(set_hands[:, 5:])),
    )


def rule_ids(way: pg.HouseWay, h: np.ndarray) -> np.ndarray:
    return np.array([r.id for r in way.rules])[pg.house_way_rule_many(h, way=way)]


@pytest.mark.parametrize("way", BUILT_IN, ids=str)
def test_a_copy_of_each_shipped_way_sets_every_hand_as_it_does(way):
    copy = copy_of(way)
    assert copy in list(pg.HouseWay) and not copy.built_in and way.built_in
    assert [(r.id, r.text) for r in copy.rules] == [(r.id, r.text) for r in way.rules]
    h = hands()
    mine, theirs = pg.house_way_many(h, way=copy), pg.house_way_many(h, way=way)
    for a, b in zip(classes(mine), classes(theirs), strict=True):
        assert np.array_equal(a, b)
    assert np.array_equal(np.sort(mine, axis=1), np.sort(h, axis=1))
    assert np.array_equal(rule_ids(copy, h), rule_ids(way, h))
    for row in h[::50_000]:
        hand = row.tolist()
        s = pg.house_way(hand, copy)
        assert (s.high_rank, s.low_rank) == (
            pg.house_way(hand, way).high_rank,
            pg.house_way(hand, way).low_rank,
        )
        assert pg.house_way_rule(hand, copy).id == pg.house_way_rule(hand, way).id
    p, d = h[0].tolist(), h[1].tolist()
    assert pg.settle(p, d, way=copy) == pg.settle(p, d, way=way)
    a, b = pg.solve(p, dealer=copy), pg.solve(p, dealer=way)
    assert [o.ev for o in a.options] == [o.ev for o in b.options]
    assert a.house.setting.low_rank == b.house.setting.low_rank
    few = np.ascontiguousarray(h[:3000])
    assert np.array_equal(
        classes(pg.solve_many(few, dealer=copy))[1], classes(pg.solve_many(few, dealer=way))[1]
    )
    for player in ("house", "optimal"):
        x = pg.simulate(20_000, player=player, dealer=copy, seed=3)
        y = pg.simulate(20_000, player=player, dealer=way, seed=3)
        assert (x.wins, x.pushes, x.losses) == (y.wins, y.pushes, y.losses)


@pytest.mark.parametrize("way", BUILT_IN, ids=str)
def test_a_copy_gives_the_shipped_ways_analysis_integers(way):
    chunks = [3, 400] if way == pg.HouseWay.FOXWOODS else [600]
    a = pg.analyze(dealer=copy_of(way), chunks=chunks)
    b = pg.analyze(dealer=way, chunks=chunks)
    assert (a.house, a.optimal) == (b.house, b.optimal)
    assert [(r.rule.id, r.house, r.optimal) for r in a.rules] == [
        (r.rule.id, r.house, r.optimal) for r in b.rules
    ]
    c = pg.analyze(dealer=way, player=copy_of(way), chunks=chunks[:1])
    assert c.house == pg.analyze(dealer=way, chunks=chunks[:1]).house


def _woo_expected(h: np.ndarray):
    """The Wizard of Odds two-pair rule on Foxwoods, by numpy: per hand, whether it is a
    Foxwoods two-pair hand, whether the rule keeps the pairs together, and the front's
    two pattern ranks (2..14) the rule plays."""
    fox = pg.HouseWay.FOXWOODS
    two_pair = np.char.startswith(rule_ids(fox, h), "two-pairs-")
    ranks = np.where(h == pg.JOKER, 14, h // 4 + 2)
    counts = np.zeros((len(h), 15), np.int64)
    np.add.at(counts, (np.arange(len(h))[:, None], ranks), 1)
    r = np.arange(15)
    pairs = np.where(counts == 2, r, 0)
    high, low = pairs.max(axis=1), np.where(counts == 2, r, 99).min(axis=1)
    singles = np.where(counts == 1, r, 0)
    s = np.sort(singles, axis=1)
    best, second = s[:, -1], s[:, -2]
    total = high + low
    together = ((total <= 9) & (best >= 13)) | ((total <= 15) & (best == 14))
    front = np.where(together[:, None], np.stack([best, second], 1), np.stack([low, low], 1))
    return two_pair, together, np.sort(front, axis=1)


def test_the_woo_two_pair_way_equals_its_function():
    ex = examples()
    way = ex.house_way("woo", check=0.01)
    h = hands()[:1_000_000]
    two_pair, together, front = _woo_expected(h)
    assert 0.2 < two_pair.mean() < 0.3
    ids = rule_ids(way, h)
    assert np.array_equal(ids[two_pair] == "two-pairs-woo-together", together[two_pair])
    set_hands = pg.house_way_many(h, way=way)
    got = np.sort(np.where(set_hands[:, 5:] == pg.JOKER, 14, set_hands[:, 5:] // 4 + 2), axis=1)
    assert np.array_equal(got[two_pair], front[two_pair])
    mine, fox = classes(set_hands), classes(pg.house_way_many(h, way="foxwoods"))
    assert all(np.array_equal(a[~two_pair], b[~two_pair]) for a, b in zip(mine, fox))
    # The function itself on random hands, flush and joker hands among them.
    rng = np.random.default_rng(1)
    flush_hands = [
        [s + 4 * r for r in rng.choice(13, 5, replace=False)]
        + list(rng.choice([c for c in range(53) if c % 4 != s or c == 52], 2, replace=False))
        for s in rng.integers(0, 4, 3000)
    ]
    sample = [*h[:6000].tolist(), *flush_hands, *h[h.max(axis=1) == 52][:3000].tolist()]
    sample = [[int(c) for c in hand] for hand in sample]
    for hand in sample:
        rule, setting = ex.WOO(tuple(hand))
        s = pg.house_way(hand, way)
        assert (s.high_rank, s.low_rank, pg.house_way_rule(hand, way).id) == (
            setting.high_rank,
            setting.low_rank,
            rule,
        ), hand


def test_the_trump_plaza_rule_examples():
    way = examples().house_way("trump-plaza", check=0.0)
    for hand, front in [
        ("5c 5d 4h 4s Kc 8d 2h", "Kc 8d"),  # low + low, a king: together
        ("5c 5d 4h 4s Qc 8d 2h", "4h 4s"),  # low + low, no king: split
        ("9c 9d 4h 4s Kc 8d 2h", "Kc 8d"),  # low + medium, a king: together
        ("Jc Jd 4h 4s Kc 8d 2h", "4h 4s"),  # low + high, a king only: split
        ("Jc Jd 4h 4s Ac 8d 2h", "Ac 8d"),  # low + high, an ace: together
        ("9c 9d 8h 8s Ac 5d 2h", "Ac 5d"),  # medium + medium, an ace: together
        ("Jc Jd 8h 8s Ac 5d 2h", "8h 8s"),  # medium + high: always split
        ("Ac Jk 3h 3s Kc 5d 2h", "3h 3s"),  # aces with any pair: split
    ]:
        assert set(pg.house_way(hand, way).low) == set(pg.parse_cards(front)), hand


def _refused(fn, match, **kw):
    with pytest.raises(pg.ArgumentError, match=match):
        pg.HouseWay.from_function(kw.pop("name", "refused-way"), fn, **kw)


def test_every_bad_function_is_refused_naming_the_hand():
    fox = lambda hand: pg.house_way(hand, "foxwoods")  # noqa: E731
    first = "Kc Kd Kh As Ac Ad Ah"  # the first pattern
    _refused(lambda hand: 1 / 0, f"raised ZeroDivisionError: division by zero on {first}")
    _refused(lambda hand: 42, f"answer 42 on {first} is not a setting")
    _refused(lambda hand: ([0, 1, 2, 3, 4], [5, 6]), r"other cards than the hand's")
    no_pair_foul = lambda hand: (  # noqa: E731
        pg.Setting(hand[:5], hand[5:]) if len({c // 4 for c in hand}) == 7 else fox(hand)
    )
    _refused(no_pair_foul, "as .* a foul")
    _refused(lambda hand: ("two words", fox(hand)), r"rule id 'two words': one word")
    _refused(lambda hand: fox(hand), "rule 'by-function' .* is not in rules=", rules={"a": "b"})
    # Suits read where a way may not: the Golden Nugget setting with the 2c, else Foxwoods.
    _refused(
        lambda hand: pg.house_way(hand, "golden-nugget") if 0 in hand else fox(hand),
        r"sets .* but the alike hand .* alike",
    )
    _refused(fox, "a way of that name exists already", name="golden-nugget")
    _refused(fox, "non-empty text", name="  ")
    with pytest.raises(pg.ArgumentError, match="check must be a fraction"):
        pg.HouseWay.from_function("x", fox, check=2)
    assert "refused-way" not in [w.value for w in pg.HouseWay]


def test_the_same_table_under_its_name_is_the_same_way(tmp_path):
    way = copy_of(pg.HouseWay.GOLDEN_NUGGET)
    path = pg.HouseWay.GOLDEN_NUGGET.save(tmp_path / "gn.txt")
    assert pg.HouseWay.load(path, name=way.value) is way
    assert pg.HouseWay.load(way.save(tmp_path / "copy.txt")) is way


def test_save_and_load_round_trip(tmp_path):
    way = copy_of(pg.HouseWay.FOXWOODS)
    for name in ("fox.txt", "fox.txt.gz"):
        path = way.save(tmp_path / name)
        assert pg.HouseWay.load(path) is way
        other = pg.HouseWay.load(path, name=f"fox-from-{name.replace('.', '-')}")
        assert other.digest != way.digest  # the name is part of the table
        h = hands()[:50_000]
        assert np.array_equal(pg.house_way_many(h, way=other), pg.house_way_many(h, way=way))
    shipped = pg.HouseWay.FOXWOODS.save(tmp_path / "foxwoods.txt")
    assert pg.HouseWay.load(shipped) is pg.HouseWay.FOXWOODS
    lines = shipped.read_text().splitlines()
    assert lines[:2] == ["paigow_fast house way table", "format 1"]
    assert lines[2] == f"sha256 {pg.HouseWay.FOXWOODS.digest}"
    assert len(lines) == 3 + 2 + len(pg.HouseWay.FOXWOODS.rules) + 1 + 292_253


def test_altered_and_foreign_files_are_refused(tmp_path):
    path = pg.HouseWay.FOXWOODS.save(tmp_path / "foxwoods.txt")
    text = path.read_text()
    altered = tmp_path / "altered.txt"
    altered.write_text(text.replace("\ttwo-pairs-high\n", "\ttwo-pairs-mid-split\n", 1))
    with pytest.raises(pg.ArgumentError, match="was altered: its content does not match"):
        pg.HouseWay.load(altered)
    other = tmp_path / "v2.txt"
    other.write_text(text.replace("format 1\n", "format 2\n", 1))
    with pytest.raises(pg.ArgumentError, match="'format 2', this library reads format 1"):
        pg.HouseWay.load(other)
    for content, match in [
        (b"hello\n", "is not a house way table"),
        (b"\x1f\x8bnot gzip", "cannot be read"),
        (gzip.compress(b"\xff\xfe"), "cannot be read"),
    ]:
        (tmp_path / "bad").write_bytes(content)
        with pytest.raises(pg.ArgumentError, match=match):
            pg.HouseWay.load(tmp_path / "bad")
    with pytest.raises(pg.ArgumentError, match="cannot be read"):
        pg.HouseWay.load(tmp_path / "missing.txt")


def test_a_results_directory_pins_the_table_of_its_way(tmp_path):
    way = copy_of(pg.HouseWay.GOLDEN_NUGGET)
    pg.analyze(dealer=way, chunks=[675], results=tmp_path / "run")
    pins = (tmp_path / "run" / "house-way-digests.json").read_text()
    assert way.digest in pins
    (tmp_path / "run" / "house-way-digests.json").write_text(
        pins.replace(way.digest, "0" * 64)
    )
    with pytest.raises(pg.ArgumentError, match="counts another table of the house way"):
        pg.analyze(dealer=way, chunks=[675], results=tmp_path / "run")


def test_the_command_line_takes_a_table_file(tmp_path, capsys):
    from paigow_fast.cli import main

    path = copy_of(pg.HouseWay.FOXWOODS).save(tmp_path / "copy.txt.gz")
    hand = "Jc Jd 2h 2s Ac 8d 3h"
    assert main(["set", "--approx", "--json", "--house-way", str(path), hand]) == 0
    mine = capsys.readouterr().out
    assert main(["set", "--approx", "--json", "--house-way", "foxwoods", hand]) == 0
    theirs = capsys.readouterr().out
    assert mine.replace("foxwoods-copy", "foxwoods") == theirs
    out = tmp_path / "gn.txt"
    assert main(["house-way", "--way", "golden-nugget", "--out", str(out), "--json"]) == 0
    assert pg.HouseWay.load(out) is pg.HouseWay.GOLDEN_NUGGET
    assert main(["house-way", "--function", "nofile.py:f", "--name", "x", "-o", "y"]) == 2
    assert "no such file" in capsys.readouterr().err
