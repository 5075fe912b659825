"""The optimal house way (pg.optimal_house_way): its table, used as the player's way in
the ordinary analysis, gives exactly the counts its records claim; it is worth no less
than the dealer's way and no more than the card-removal optimal player on every chunk;
on small groups each pattern's choice is the best of the sums of `pg.solve` over the
pattern's hands; and its records are checked when read back."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast import _core
from paigow_fast._results import way_table

C = Fraction(1, 20)
CHUNKS_TOTAL = _core.analysis_chunk_count()
FIELDS = ("hands", "wins", "pushes", "losses", "high_copies", "low_copies", "both_copies")
CHUNKS = (2, 675)
"""Two small chunks: chunk 2 holds group 279 (9 J Q K A A A, a flush pattern)."""


def payout(counts: tuple[int, ...] | pg.Outcomes) -> Fraction:
    fields = counts.fields if isinstance(counts, pg.Outcomes) else counts
    return (1 - C) * fields[1] - fields[3]


@pytest.fixture(scope="module", params=["foxwoods", "golden-nugget"])
def result(request: pytest.FixtureRequest) -> pg.OptimalHouseWay:
    return pg.optimal_house_way(dealer=request.param, chunks=CHUNKS)


def chunk_choices(r: pg.OptimalHouseWay, k: int) -> list[tuple]:
    patterns = {p for p, _ in _core.analysis_chunk_pattern_hands(k)}
    return [c for c in r.choices if c[0] in patterns]


@pytest.mark.slow
def test_its_table_as_the_player_way_counts_what_its_records_claim(result):
    way = result.way
    dealer = result.dealer.value
    for k in CHUNKS:
        classes, house, _, by_rule = _core.Analysis(dealer, way.value).chunk(k)
        choices = chunk_choices(result, k)
        assert list(house) == [sum(c[3][i] for c in choices) for i in range(7)]
        # By the table's own rules: a rule of the dealer's way where the setting is the
        # way's, "<rule>-changed" where it is not.
        fronts, _ = way_table(dealer)
        ids = [r.id for r in way.rules]
        dealer_ids = [r.id for r in result.dealer.rules]
        for rule_id, (counts, _) in zip(ids, by_rule, strict=True):
            want = [0] * 7
            for pattern, front, rule, chosen, _ in choices:
                changed = front != fronts[pattern]
                if rule_id == dealer_ids[rule] + ("-changed" if changed else ""):
                    want = [a + b for a, b in zip(want, chosen, strict=True)]
            assert list(counts) == want, rule_id


def test_it_is_between_the_dealers_way_and_the_optimal_player_on_every_chunk(result):
    for k in CHUNKS:
        way = result.dealer.value
        _, house, optimal, _ = _core.Analysis(way, way).chunk(k)
        chosen = sum(payout(c[3]) for c in chunk_choices(result, k))
        assert payout(house) <= chosen <= payout(optimal)
    a = result.analysis
    assert a.house.ev(C) <= result.ev_exact <= a.optimal.ev(C)
    assert 0 <= result.kept_exact <= 1
    gain = sum((r.gain_exact for r in result.rules), Fraction(0))
    assert gain * 8_250_459_031_214_400 == payout(result.outcomes) - payout(a.house)


def front_code(hand: tuple[int, ...], cards: tuple[int, ...]) -> tuple:
    """The kinds of a front's cards, as the table keeps them: the joker; by rank, a card
    of the suit that can make a flush, or another real card."""
    real = [c for c in hand if c != pg.JOKER]
    need = 5 - (len(real) < 7)
    suits = [s for s in range(4) if sum(c % 4 == s for c in real) >= need]

    def kind(c: int) -> tuple:
        if c == pg.JOKER:
            return ("joker",)
        return ("flush" if suits and c % 4 == suits[0] else "other", c // 4)

    return tuple(sorted(kind(c) for c in cards))


@pytest.mark.parametrize("group", [279, 49231])
def test_each_choice_is_the_best_sum_of_solve_over_the_patterns_hands(group):
    """Group 279 (9 J Q K A A A) and group 49231 (J Q K K K A and the joker): each
    pattern's settings summed over its hands by `pg.solve`, class by class."""
    way = pg.HouseWay.FOXWOODS
    sums: dict[int, dict[tuple, list[int]]] = {}
    dealer_code: dict[int, tuple] = {}
    for hand, weight in _core.analysis_group_classes(group):
        hand = tuple(hand)
        pattern = _core.house_way_pattern_of(list(hand))
        s = pg.solve(hand, dealer=way)
        seen = set()
        for o in s.options:
            code = front_code(hand, o.setting.low)
            if o.legal and code not in seen:
                seen.add(code)
                row = sums.setdefault(pattern, {}).setdefault(code, [0, 0, 0, 0])
                row[0] += weight
                for i, n in enumerate(o.counts):
                    row[1 + i] += weight * n
        dealer_code[pattern] = front_code(hand, s.house.setting.low)
    r = pg.optimal_house_way(dealer=way, chunks=[group // 100])
    choices = {c[0]: c for c in r.choices}
    hands = _core.house_way_patterns()
    for pattern, by_code in sums.items():
        _, front, _, chosen, house = choices[pattern]
        rep = tuple(int(c) for c in hands[pattern])
        code = front_code(rep, (rep[front[0]], rep[front[1]]))
        best = max(payout(v) for v in by_code.values())
        assert list(chosen[:4]) == by_code[code]
        assert payout(by_code[code]) == best
        assert list(house[:4]) == by_code[dealer_code[pattern]]
        if payout(by_code[dealer_code[pattern]]) == best:
            assert code == dealer_code[pattern]


def test_a_run_resumes_and_its_records_are_checked_when_read(tmp_path):
    folder = tmp_path / "run"
    first = pg.optimal_house_way(dealer="foxwoods", results=folder, chunks=[675])
    again = pg.optimal_house_way(dealer="foxwoods", results=folder, chunks=[675])
    assert again.outcomes == first.outcomes and again.choices == first.choices
    record = folder / "chunks" / "00675.json"
    data = json.loads(record.read_text())
    data["record"][4][0][3][1] += 1
    record.write_text(json.dumps(data))
    with pytest.raises(pg.ArgumentError, match="00675.json is not a chunk record: its digest"):
        pg.optimal_house_way(dealer="foxwoods", results=folder, chunks=[675])


def test_a_record_whose_choices_break_the_invariants_is_refused():
    from paigow_fast._results import Refused, checked_way_record

    counts, choices = _core.Analysis("foxwoods", "foxwoods").chunk_patterns(675)
    record = json.loads(json.dumps([*counts, choices]))
    checked_way_record(675, record, "foxwoods", C, len(pg.HouseWay.FOXWOODS.rules))

    def refused(edit, message):
        bad = json.loads(json.dumps(record))
        edit(bad[4])
        with pytest.raises(Refused, match=message):
            checked_way_record(675, bad, "foxwoods", C, len(pg.HouseWay.FOXWOODS.rules))

    refused(lambda p: p.pop(), "its patterns are not chunk 675's")
    refused(lambda p: p[0][3].__setitem__(0, p[0][3][0] + 1), "chosen hands")
    refused(lambda p: p[0].__setitem__(2, (p[0][2] + 1) % 3), "names rule")

    def worse(p):  # the way's counts as the choice and the choice's as the way's
        e = next(e for e in p if e[3] != e[4])
        e[3], e[4] = e[4], e[3]

    refused(worse, "worth less than the way's|sum to")


def test_an_analysis_directory_is_not_an_optimal_house_way_run(tmp_path):
    pg.analyze(dealer="foxwoods", results=tmp_path, chunks=[675])
    with pytest.raises(pg.ArgumentError, match="holds another analysis: kind"):
        pg.optimal_house_way(dealer="foxwoods", results=tmp_path, chunks=[675])


RESULTS = Path(__file__).resolve().parents[2] / "results"
COMMITTED = sorted(p.name for p in RESULTS.glob("optimal-house-way-*") if p.is_dir())
DEALS = 8_250_459_031_214_400


@pytest.mark.slow
@pytest.mark.parametrize("run", COMMITTED)
def test_a_committed_optimal_house_way_is_its_runs_and_reproduced(run: str) -> None:
    """The committed summary: its dealer's way and optimal player equal the committed
    analysis of that dealer, to the deal; the optimal house way lies between them; the
    committed table loads under its name and, on a chunk chosen afresh, holds the
    fronts the engine chooses; the ordinary analysis with the table as the player's
    way, where committed, counts what the summary says."""
    path = RESULTS / run
    summary = json.loads((path / "summary.json").read_text())
    dealer = summary["dealer"]
    assert summary["complete"] and summary["way"] == f"optimal-vs-{dealer}"
    mine = summary["optimal_house_way"]
    assert mine["hands"] == 154_143_080 and mine["deals"] == DEALS
    a = pg.analyze(dealer=dealer, results=RESULTS / dealer)
    for side, counts in (("house", a.house), ("optimal", a.optimal)):
        assert [summary[side][f] for f in FIELDS] == list(counts.fields), side
    ev = Fraction(mine["ev_fraction"])
    assert a.house.ev(C) <= ev <= a.optimal.ev(C)
    assert Fraction(summary["kept_fraction"]) == (ev - a.house.ev(C)) / (
        a.optimal.ev(C) - a.house.ev(C)
    )
    gain = sum(Fraction(r["gain_fraction"]) for r in summary["rules"])
    assert gain == ev - a.house.ev(C)
    assert sum(r["changed_hands"] for r in summary["rules"]) == summary["changed_hands"]
    way = pg.HouseWay.load(path / f"{summary['way']}.house-way.txt.gz")
    assert way.value == summary["way"]
    k = random.SystemRandom().randrange(CHUNKS_TOTAL)
    _, choices = _core.Analysis(dealer, dealer).chunk_patterns(k)
    fronts, _ = way_table(way.value)
    assert [tuple(c[1]) for c in choices] == [fronts[c[0]] for c in choices], f"chunk {k}"
    priced = RESULTS / summary["way"]
    if priced.exists():
        r = pg.analyze(dealer=dealer, player=way, results=priced)
        assert r.complete and [mine[f] for f in FIELDS] == list(r.house.fields)


@pytest.mark.slow
def test_the_command_prints_json_saves_the_table_and_resumes(tmp_path):
    import subprocess
    import sys

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "paigow_fast", "optimal-house-way", *args]
        return subprocess.run(command, capture_output=True, text=True, timeout=300)

    folder, table = tmp_path / "run", tmp_path / "way.txt.gz"
    p = cli("--dealer", "foxwoods", "--chunks", "675", "--results", str(folder), "--json")
    assert p.returncode == 0, p.stderr
    first = json.loads(p.stdout)
    assert first["dealer"] == "foxwoods" and first["chunks_done"] == 1
    p = cli("--resume", str(folder), "--chunks", "675", "--save", str(table))
    assert p.returncode == 0, p.stderr
    assert "Optimal house way" in p.stdout and "of the optimal gain" in p.stdout
    assert pg.HouseWay.load(table).value == first["way"]
    p = cli("--resume", str(tmp_path / "none"))
    assert p.returncode == 2 and "no manifest.json there" in p.stderr
