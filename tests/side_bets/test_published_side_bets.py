"""Emperor's Challenge and the Dealer Bonus against their published exact tables
(Wizard of Odds), and the events they added (the natural royal match, the low hand a
house way sets) against the pure-Python reference, under each house way."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast.reference import side_bets as ref

from counts import EMPEROR, EMPEROR_EV, EMPEROR_NOTHING

HANDS = 154_143_080

DEALER_BONUS = [
    32, 196, 72, 1_128, 26_020, 184_644, 307_472, 4_188_528, 6_172_088, 7_672_500,
    11_034_204,
]  # fmt: skip
"""The published counts (the two seven-card straight flush lines published as one of
228), all but the last line, which depends on the house way."""
PUBLISHED_LOW_NINE = 3_844_650


def test_emperors_challenge_is_the_published_table() -> None:
    p = pg.price("emperor")
    assert [ln.hands for ln in p.lines] == EMPEROR
    assert p.nothing == EMPEROR_NOTHING and p.way is None
    assert round(float(p.ev), 6) == EMPEROR_EV  # published: house edge 4.17%


@pytest.mark.slow
@pytest.mark.parametrize(
    ("way", "low_nine"), [("golden-nugget", 4_043_100), ("foxwoods", 3_634_860)]
)
def test_dealer_bonus_is_the_published_table_but_the_house_ways_line(
    way: str, low_nine: int
) -> None:
    p = pg.price("dealer-bonus", way=way)
    assert p.way == way
    assert [ln.hands for ln in p.lines] == [*DEALER_BONUS, low_nine]
    assert p.nothing == HANDS - sum(DEALER_BONUS) - low_nine
    # With the published count of the last line, the published EV to its last digit.
    pays = [ln.pays for ln in p.lines]
    paid = [*DEALER_BONUS, PUBLISHED_LOW_NINE]
    ev = Fraction(sum(a * n for a, n in zip(pays, paid)) - (HANDS - sum(paid)), HANDS)
    assert round(float(ev), 6) == -0.047154  # published: house edge 4.72%
    assert pg.price("dealer-bonus") == pg.price("dealer-bonus", way="golden-nugget")


def test_a_table_without_house_way_events_is_priced_alike_under_any_way() -> None:
    assert pg.WAY_EVENTS == ("low-hand-9-high-or-less",)
    assert pg.price("mania", way="foxwoods") == pg.price("mania")
    qualifying = {ln.event: ln.qualifying for ln in pg.price("dealer-bonus").lines}
    assert qualifying["royal-match-natural"] == 72
    assert {ln.event: ln.qualifying for ln in pg.price("fortune").lines}["royal-match"] == 84


@pytest.mark.slow
@pytest.mark.parametrize("way", ["golden-nugget", "foxwoods"])
def test_the_new_events_match_the_reference(way: str) -> None:
    rng = random.Random(len(way))
    hands = [tuple(rng.sample(range(53), 7)) for _ in range(1_500)]
    # Royal flushes with an ace and a king beside them, natural or the joker.
    for s in range(4):
        royal = [r * 4 + s for r in range(8, 13)]
        for t in range(4):
            if t != s:
                hands.append((*royal, 12 * 4 + t, 11 * 4 + t))
                hands.append((*royal[1:], pg.JOKER, 12 * 4 + t, 11 * 4 + t))
                hands.append((*royal, pg.JOKER, 11 * 4 + t))
    masks = pg.side_bet_masks_many(np.array(hands), way=way).tolist()
    for h, m in zip(hands, masks):
        want = ref.events(h, way)
        got = {e for i, e in enumerate(pg.EVENTS) if m >> i & 1}
        assert got == want, pg.format_cards(h)
        assert set(pg.side_bet_events(h, way)) == want
    table = pg.PAY_TABLES["dealer-bonus"]
    lines = pg.side_bet_events_many(table, np.array(hands), way=way).tolist()
    for h, i in zip(hands[:300], lines):
        want_event = table.events[i] if i >= 0 else None
        assert pg.side_bet_event(table, h, way) == ref.paid(table.events, h, way) == want_event


def _three_card_event(hand: tuple[int, ...]) -> str:
    """Pai Gow Mania's three-card bet as docs/side-bets.md reads it: the joker completes
    a straight or flush where it can and is otherwise an ace."""
    real = [(c // 4, c % 4) for c in hand if c != pg.JOKER]
    joker = len(real) < 3
    made = set()
    for sub in [(r, s) for r in range(13) for s in range(4)] if joker else [None]:
        cards = real + ([sub] if sub else [])
        if len(set(cards)) < 3:
            continue
        ranks = sorted({r for r, _ in cards})
        straight = len(ranks) == 3 and (ranks[2] - ranks[0] == 2 or ranks == [0, 1, 12])
        flush = len({s for _, s in cards}) == 1
        made |= {"straight"} if straight else set()
        made |= {"flush"} if flush else set()
        if straight and flush:
            made.add("wild straight flush" if joker else "natural straight flush")
    ranks = [r for r, _ in real] + [12] * joker
    most = max(ranks.count(r) for r in ranks)
    made |= {"three of a kind"} if most == 3 else {"pair"} if most == 2 else set()
    order = ["natural straight flush", "three of a kind", "wild straight flush"]
    order += ["straight", "flush", "pair"]
    return next((e for e in order if e in made), "nothing")


def test_pai_gow_manias_three_card_table_is_the_three_card_hands_so_read() -> None:
    counts: dict[str, int] = {}
    for hand in itertools.combinations(range(53), 3):
        e = _three_card_event(hand)
        counts[e] = counts.get(e, 0) + 1
    assert counts == {
        "natural straight flush": 48, "three of a kind": 58, "wild straight flush": 100,
        "straight": 1_020, "flush": 1_308, "pair": 3_912, "nothing": 16_980,
    }  # fmt: skip
    pays = {"natural straight flush": 40, "three of a kind": 30, "wild straight flush": 5}
    pays |= {"straight": 4, "flush": 3, "pair": 1, "nothing": -1}
    ev = Fraction(sum(pays[e] * n for e, n in counts.items()), 23_426)
    assert round(float(ev), 5) == -0.03859  # published: house edge 3.86%
