"""The exact analysis of the whole game: classes against raw hands, the analysis against
solving every raw hand, suit invariance, engines (local, Dask) and resume giving the
same integers, and the committed whole-game figures against the published Foxwoods
analysis and against simulation."""

from __future__ import annotations

import itertools
import json
import math
import os
import random
import signal
from fractions import Fraction
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast import HouseWay
from paigow_fast._analysis import CHUNKS, DEALS, Outcomes
from paigow_fast._house_ways import load_ways_of

from counts import FOXWOODS_ANALYSIS, FOXWOODS_EV

RESULTS = Path(__file__).resolve().parents[2] / "results"
RUNS = sorted(p.name for p in RESULTS.iterdir() if (p / "manifest.json").exists())
"""The committed results directories (not the optimal house way's summaries)."""
SUIT_PERMUTATIONS = list(itertools.permutations(range(4)))


def _permute(hand: list[int], perm: tuple[int, ...]) -> list[int]:
    return [c if c == pg.JOKER else (c // 4) * 4 + perm[c % 4] for c in hand]


def _raw_hands(rep: list[int]) -> set[tuple[int, ...]]:
    return {tuple(sorted(_permute(rep, p))) for p in SUIT_PERMUTATIONS}


def _small_groups(seed: int, k: int, most: int) -> list[int]:
    """k random groups with at most `most` raw hands."""
    rng = random.Random(seed)
    n = pg._core.analysis_group_count()
    picked: list[int] = []
    while len(picked) < k:
        g = rng.randrange(n)
        classes = pg._core.analysis_group_classes(g)
        if sum(w for _, w in classes) <= most and g not in picked:
            picked.append(g)
    return picked


def test_classes_are_the_suit_orbits_of_their_groups():
    for g in _small_groups(seed=1, k=25, most=2_000):
        seen: set[tuple[int, ...]] = set()
        for rep, weight in pg._core.analysis_group_classes(g):
            orbit = _raw_hands(rep)
            assert len(orbit) == weight
            assert not orbit & seen
            seen |= orbit
        # The group's hands all have the same ranks: the raw hands of those ranks.
        ranks = sorted(c // 4 for c in rep if c != pg.JOKER)
        counts = [ranks.count(r) for r in range(13)]
        assert len(seen) == math.prod(math.comb(4, n) for n in counts)


@pytest.mark.parametrize("way", list(HouseWay), ids=[w.value for w in HouseWay])
def test_a_group_equals_solving_every_raw_hand(way: HouseWay):
    # The analysis of a group (its classes weighted) equals pg.solve(method="exact")
    # on every raw hand of the group, summed: house way and optimal, by rule too.
    for g in _small_groups(seed=7 + len(way.value), k=3, most=150):
        classes, house, optimal, by_rule = pg._core.Analysis(way.value, way.value).group(g)
        house_sum = Outcomes()
        optimal_sum = Outcomes()
        rules = {r.id: (Outcomes(), Outcomes()) for r in way.rules}
        hands = set().union(*(_raw_hands(rep) for rep, _ in pg._core.analysis_group_classes(g)))
        for hand in hands:
            s = pg.solve(list(hand), dealer=way)
            h, o = (Outcomes(1, *v.counts) for v in (s.house, s.best))
            house_sum += h
            optimal_sum += o
            rule = pg.house_way_rule(list(hand), way).id
            rules[rule] = (rules[rule][0] + h, rules[rule][1] + o)
        assert Outcomes.of(house).fields[:4] == house_sum.fields[:4]
        assert Outcomes.of(optimal).fields[:4] == optimal_sum.fields[:4]
        for rule, (rh, ro) in zip(way.rules, by_rule):
            assert Outcomes.of(rh).fields[:4] == rules[rule.id][0].fields[:4]
            assert Outcomes.of(ro).fields[:4] == rules[rule.id][1].fields[:4]


def test_suit_invariance():
    rng = random.Random(3)
    for hand in pg.deal(6, seed=4)[:, :7].tolist():
        base = pg.solve(hand)
        for perm in rng.sample(SUIT_PERMUTATIONS, 3):
            other = pg.solve(_permute(hand, perm))
            assert [o.counts for o in other.options] == [o.counts for o in base.options]


SUBSET = [0, 1, 337, 675]


@pytest.mark.slow
def test_local_engine_thread_independence_and_resume(tmp_path: Path):
    straight = pg.analyze(dealer="foxwoods", chunks=SUBSET, threads=1)
    assert not straight.complete and straight.chunks_done == len(SUBSET)
    assert pg.analyze(dealer="foxwoods", chunks=SUBSET) == straight
    # Interrupted after two chunks (as Ctrl-C would), then resumed: the same integers.
    calls = []

    def stop_after_two(done: int, total: int, partial: pg.AnalysisResult) -> None:
        calls.append((done, total, partial.chunks_done))
        if done == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        pg.analyze(dealer="foxwoods", chunks=SUBSET, results=tmp_path, progress=stop_after_two)
    assert calls == [(1, 4, 1), (2, 4, 2)]
    assert len(list((tmp_path / "chunks").glob("*.json"))) == 2
    resumed = pg.analyze(dealer="foxwoods", chunks=SUBSET, results=tmp_path)
    assert resumed == straight
    # A finished directory answers without computing; another analysis is refused.
    assert pg.analyze(dealer="foxwoods", chunks=SUBSET, results=tmp_path) == straight
    others = (
        {"dealer": "golden-nugget"},
        {"player": "golden-nugget"},
        {"variant": "queen-high-push"},
    )
    for other in others:
        args = {"dealer": "foxwoods", "chunks": SUBSET, "results": tmp_path, **other}
        with pytest.raises(pg.ArgumentError, match="holds another analysis"):
            pg.analyze(**args)
    # Another commission: the house-way player is answered at once (its counts do not
    # depend on it); the optimal player's choices do, so for it a run is needed.
    priced = pg.analyze(
        dealer="foxwoods", chunks=SUBSET, results=tmp_path, commission=0.04, progress=_no_computing
    )
    assert priced.house == straight.house and priced.optimal_commission == 0.05
    assert priced.ev_exact == priced.house.ev(Fraction(4, 100))
    with pytest.raises(pg.ArgumentError, match="optimal play at 0.04 needs a run of its own"):
        pg.analyze(
            dealer="foxwoods", player="optimal", chunks=SUBSET, results=tmp_path, commission=0.04
        )
    # A damaged record is named.
    bad = tmp_path / "chunks" / "00001.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(pg.ArgumentError, match="00001.json is not a chunk record"):
        pg.analyze(dealer="foxwoods", chunks=SUBSET, results=tmp_path)


def test_bad_arguments():
    with pytest.raises(pg.ArgumentError, match="numbered 0 to 675"):
        pg.analyze(chunks=[676])
    with pytest.raises(pg.ArgumentError):
        pg.analyze(dealer="vegas", chunks=[0])
    with pytest.raises(pg.ArgumentError):
        pg.analyze(player="vegas", chunks=[0])
    with pytest.raises(pg.ArgumentError, match="commission"):
        pg.analyze(commission=1.0, chunks=[0])
    with pytest.raises(pg.ArgumentError):
        pg._core.Analysis("foxwoods", "foxwoods").chunk(676)


@pytest.fixture(scope="module")
def dask_client():
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    )
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


@pytest.mark.slow
def test_dask_engine_gives_the_same_integers(dask_client, tmp_path: Path):
    local = pg.analyze(dealer="golden-nugget", player="optimal", chunks=SUBSET)
    assert (
        pg.analyze(dealer="golden-nugget", player="optimal", chunks=SUBSET, client=dask_client)
        == local
    )
    # Into a results directory, then resumed locally: the same again.
    pg.analyze(chunks=SUBSET[:2], player="optimal", client=dask_client, results=tmp_path)
    assert pg.analyze(chunks=SUBSET, player="optimal", results=tmp_path) == local


@pytest.mark.slow
def test_dask_engine_counts_face_up_as_the_local_engine(dask_client, tmp_path: Path):
    # The variant goes to the workers unchanged; a directory begun on Dask resumes locally.
    local = pg.analyze(variant="face-up", chunks=[0, 675])
    pg.analyze(variant="Face Up", chunks=[0], client=dask_client, results=tmp_path)
    assert pg.analyze(variant="faceup", chunks=[0, 675], results=tmp_path) == local


@pytest.mark.slow
def test_dask_workers_receive_a_way_of_the_users_own(dask_client, tmp_path: Path):
    # The workers are other processes: the way's table goes to them with the tasks, and
    # a copy of the Foxwoods way gives the Foxwoods way's integers there too.
    saved = pg.HouseWay.FOXWOODS.save(tmp_path / "foxwoods.txt.gz")
    own = pg.HouseWay.load(saved, name="foxwoods-on-dask")
    chunks = [0, 675]
    local = pg.analyze(dealer="foxwoods", chunks=chunks)
    got = pg.analyze(dealer=own, player=own, chunks=chunks, client=dask_client)
    assert (got.wins, got.pushes, got.losses) == (local.wins, local.pushes, local.losses)


@pytest.mark.slow
def test_dask_worker_lost_mid_run(dask_client):
    # A worker dies while chunks are in flight: its tasks run again elsewhere, each
    # chunk counted once.
    chunks = list(range(600, 612))
    local = pg.analyze(dealer="foxwoods", chunks=chunks)
    killed = []

    def kill_one(done: int, total: int, partial: pg.AnalysisResult) -> None:
        if done == 2 and not killed:
            worker = sorted(dask_client.scheduler_info()["workers"])[0]
            pid = dask_client.run(os.getpid, workers=[worker])[worker]
            os.kill(pid, signal.SIGKILL)  # as a machine lost with its tasks
            killed.append(worker)

    got = pg.analyze(dealer="foxwoods", chunks=chunks, client=dask_client, progress=kill_one)
    assert killed and got == local


def _committed(way: str) -> pg.AnalysisResult:
    path = RESULTS / way
    if not (path / "manifest.json").exists():
        pytest.skip(f"no committed run in {path}")
    manifest = json.loads((path / "manifest.json").read_text())
    if manifest["version"] != pg.__version__:
        pytest.skip(f"the committed run is of version {manifest['version']}")
    return _resume(way, path)


def _resume(way: str, path: Path) -> pg.AnalysisResult:
    done = len(list((path / "chunks").glob("*.json")))
    if done < CHUNKS:
        pytest.skip(f"the committed run in {path} has {done} of {CHUNKS} chunks")
    return pg.analyze(dealer=way, results=path, progress=_no_computing)


def _no_computing(*_: object) -> None:
    raise AssertionError("a complete results directory needs no computing")


def test_committed_foxwoods_run_reproduces_the_published_exact_analysis():
    r = _committed("foxwoods")
    assert r.complete and r.deals == DEALS and r.house.hands == 154_143_080
    assert r.classes == 6_972_147
    # The published exact counts (2013), which the issue asks to meet within 0.000005
    # in each share (docs/house-ways/foxwoods.md: the readings tried, their counts).
    published = FOXWOODS_ANALYSIS
    assert sum(published) == DEALS
    for ours, theirs in zip((r.wins, r.pushes, r.losses), published):
        assert abs(ours - theirs) / DEALS < 0.000005
    assert abs(r.ev - FOXWOODS_EV) < 0.000005


@pytest.mark.slow
@pytest.mark.parametrize("run", RUNS)
def test_committed_chunks_are_computed_again_exactly(run: str) -> None:
    """A few chunks of each committed run, chosen afresh each time (the seed is in the
    message), computed again equal their committed records to the last integer."""
    path = RESULTS / run
    manifest = json.loads((path / "manifest.json").read_text())
    if manifest["version"] != pg.__version__:
        pytest.skip(f"the committed run is of version {manifest['version']}")
    load_ways_of(path, [manifest["dealer"], manifest["player_way"]])  # ways of the user's own
    seed = random.SystemRandom().randrange(2**32)
    saved = sorted(path.glob("chunks/*.json"))
    for chunk in random.Random(seed).sample(saved, min(2, len(saved))):
        record = json.loads(chunk.read_text())
        game = pg._core.Analysis(
            manifest["dealer"],
            manifest["player_way"],
            float(manifest["commission"]),
            manifest["variant"],
        )
        got = game.chunk(record["chunk"])
        assert json.loads(json.dumps(got)) == record["record"], f"{run} {chunk.name} seed {seed}"


@pytest.mark.slow
def test_committed_golden_nugget_run_agrees_with_simulation():
    r = _committed("golden-nugget")
    assert r.complete and r.deals == DEALS and r.classes == 6_972_147
    sim = pg.simulate(20_000_000, seed=11)
    for count, exact in ((sim.wins, r.house.wins), (sim.losses, r.house.losses)):
        p = exact / DEALS
        assert abs(count / sim.rounds - p) < 4 * math.sqrt(p * (1 - p) / sim.rounds)
    assert abs(sim.house_edge - r.house_edge) < 4 * sim.stderr
    # Optimal play gains, and the rules' parts add up to the whole.
    assert r.optimal_gain > 0
    assert math.isclose(sum(x.edge for x in r.rules), r.house_edge, rel_tol=1e-12)
    assert sum(x.house.hands for x in r.rules) == 154_143_080


def test_queen_high_push_variant():
    # The same deals, the same house-way settings: only wins and losses against a
    # queen-high pai gow dealer become pushes (the core's own test counts them against
    # full dealer histograms).
    std = pg.analyze(chunks=SUBSET, commission=0.0)
    ez = pg.analyze(chunks=SUBSET, variant="queen-high-push")
    assert ez.commission == 0.0 and ez.variant == "queen-high-push"
    assert ez.house.deals == std.house.deals
    assert ez.house.wins < std.house.wins and ez.house.losses <= std.house.losses
    assert ez.house.pushes - std.house.pushes == (std.house.wins - ez.house.wins) + (
        std.house.losses - ez.house.losses
    )
    # The optimal player chooses by the variant's values: never worse than the house way.
    assert ez.optimal.payout(Fraction(0)) >= ez.house.payout(Fraction(0))
    with pytest.raises(pg.ArgumentError, match="unknown variant"):
        pg.analyze(chunks=[0], variant="ez")


def test_any_commission_is_exact():
    # The house-way player's deals do not depend on the commission; its EV is exact.
    a = pg.analyze(chunks=SUBSET[:2], commission=0.0)
    b = pg.analyze(chunks=SUBSET[:2], commission=0.1)
    assert a.house == b.house
    wins, losses, deals = b.house.wins, b.house.losses, b.house.deals
    assert b.ev_exact == (Fraction(9, 10) * wins - losses) / deals
    assert b.banker_ev == float((Fraction(9, 10) * losses - wins) / deals)
