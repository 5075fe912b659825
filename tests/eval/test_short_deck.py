"""Short deck (docs/rankings.md, "Short deck"): both rule sets on the core against the
closed-form counts of tests/counts.py, the pure-Python reference (every five-card hand,
the seven-card counts, a sample of seven-card hands) and pokerkit (a sample of
seven-card hands, where it is installed)."""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations, combinations_with_replacement
from math import comb, prod
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Ranking
from paigow_fast.reference import short_deck as ref

from counts import (
    SHORT_DECK_FIVE_CARD_COUNTS,
    SHORT_DECK_SEVEN_CARD_COUNTS,
    SHORT_DECK_STRAIGHT_OVER_TRIPS_SEVEN_CARD_COUNTS,
)

RULES = [Ranking.SHORT_DECK, Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS]
SEVEN = {
    Ranking.SHORT_DECK: SHORT_DECK_SEVEN_CARD_COUNTS,
    Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS: SHORT_DECK_STRAIGHT_OVER_TRIPS_SEVEN_CARD_COUNTS,
}
DECK = list(range(16, 52))  # 6c .. As
RANKINGS_PAGE = Path(__file__).resolve().parents[2] / "docs" / "rankings.md"


def test_names_and_categories():
    for name in ("6+", "six-plus", "6-plus hold'em", "Short-Deck", "SHORT_DECK"):
        assert pg.rank(name, "As 6h 7d 8c 9s") == pg.rank(Ranking.SHORT_DECK, "As 6h 7d 8c 9s")
    assert str(Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS) == "short-deck-straight-over-trips"
    for game in RULES:
        assert game.deck_size == 36 and game.card_counts == (5, 6, 7) and not game.uses_joker
        assert game.categories == ref.CATEGORIES[game.name]
    a, b = (g.categories for g in RULES)
    assert a[5:7] == b[6:4:-1] == ["three of a kind", "straight"]


@pytest.mark.parametrize("game", RULES, ids=lambda g: g.name)
def test_the_rules_in_a_few_hands(impl, game):
    k = lambda hand: impl.key(game.name, hand)  # noqa: E731
    # A flush beats a full house; four of a kind a flush; A-6-7-8-9 is the lowest straight.
    assert k("6c 6d 6h 6s 7c") > k("Ac Kc Qc Jc 9c") > k("As Ah Ad Kc Kd")
    assert k("6s 7h 8d 9c Ts") > k("As 6h 7d 8c 9s") > k("Ah Kd Qc Js 9d")
    assert k("Ah 6h 7h 8h 9h") > k("Kc Kd Kh Ks Ac")
    assert k("Ah 6h 7h 8h 9h") < k("6h 7h 8h 9h Th")
    trips, straight = k("7c 7d 7h As Kd"), k("Tc Jd Qh Ks Ad")
    assert (trips > straight) == (game is Ranking.SHORT_DECK)
    # Seven cards holding both: the better of the two under the rule.
    both = "7c 7d 7h 8s 9d Tc Jh"
    assert impl.category(game.name, both) == game.categories[5]


def test_describe_and_errors():
    for game in RULES:
        assert pg.describe(game, "As 6h 7d 8c 9s") == "Straight, nine high"
        assert pg.describe(game, "As Ks Qs Js Ts 6c 6d") == "Royal flush"
        assert pg.category(game, "Ac Kc 9c 7c 6c Ad Ah") == "flush"
        for fn in (pg.rank, pg.category, pg.describe):
            with pytest.raises(pg.CardError, match="5h is not a card of the short deck"):
                fn(game, "As 5h 7d 8c 9s")
        with pytest.raises(pg.CardError, match=r"row 1: 2c is not a card of the short deck"):
            pg.rank_many(game, np.array([[16, 20, 24, 28, 32], [0, 20, 24, 28, 32]]))
        with pytest.raises(pg.HandError, match="takes 5 to 7"):
            pg.rank(game, "As Ks Qs Js")
        with pytest.raises(pg.HandError):
            pg.rank(game, "As Ks Qs Js Jk")


@pytest.mark.parametrize("game", RULES, ids=lambda g: g.name)
def test_category_counts_five_cards(game):
    counts = pg.category_counts(game, 5)
    assert list(counts) == game.categories
    assert counts == SHORT_DECK_FIVE_CARD_COUNTS
    assert sum(counts.values()) == comb(36, 5)


@pytest.mark.parametrize("game", RULES, ids=lambda g: g.name)
def test_category_counts_seven_cards(game):
    counts = pg.category_counts(game, 7)
    assert list(counts) == game.categories
    assert counts == SEVEN[game]
    assert sum(counts.values()) == comb(36, 7)


def test_five_card_classes_on_the_core_and_the_reference():
    """One hand for each rank multiset and flushness (what a five-card hand's value
    depends on), weighted by the hands it stands for: the reference's keys, numbered
    densely, are the core's ranks, and its categories count as published."""
    hands, weights = [], []
    for ranks in combinations_with_replacement(range(4, 13), 5):
        held = Counter(ranks)
        if max(held.values()) > 4:
            continue
        if len(held) == 5:
            hands += [[4 * r for r in ranks], _no_flush_hand(ranks)]
            weights += [4, 4**5 - 4]
        else:
            hands.append(_no_flush_hand(ranks))
            weights.append(prod(comb(4, m) for m in held.values()))
    assert sum(weights) == comb(36, 5)
    for game in RULES:
        keys = [ref.key(game.name, h) for h in hands]
        dense = {k: i + 1 for i, k in enumerate(sorted(set(keys)))}
        assert len(dense) == 1404
        assert pg.rank_many(game, np.array(hands)).tolist() == [dense[k] for k in keys]
        names: Counter = Counter()
        for hand, weight in zip(hands, weights):
            names[ref.category(game.name, hand)] += weight
        assert names == SHORT_DECK_FIVE_CARD_COUNTS


@pytest.mark.slow
def test_every_five_card_hand_on_the_core_and_the_reference():
    """All 376,992 hands: the reference's keys, numbered densely, are the core's ranks;
    its categories count as published."""
    hands = np.array(list(combinations(DECK, 5)), dtype=np.uint8)
    for game in RULES:
        keys = [ref.key(game.name, h) for h in hands.tolist()]
        dense = {k: i + 1 for i, k in enumerate(sorted(set(keys)))}
        assert len(dense) == 1404
        assert pg.rank_many(game, hands).tolist() == [dense[k] for k in keys]
        order = game.categories[1:][::-1]  # worst first, the royal flush a straight flush
        names = Counter("royal flush" if k == (8, 12) else order[k[0]] for k in keys)
        assert names == SHORT_DECK_FIVE_CARD_COUNTS


def _no_flush_hand(ranks: tuple[int, ...]) -> list[int]:
    """Cards of these ranks with no five of a suit (suits dealt round in turn)."""
    return [4 * r + i % 4 for i, r in enumerate(ranks)]


def reference_seven_card_counts(game: Ranking) -> Counter:
    """Every seven-card hand counted by the reference without dealing each: a hand with
    no five of a suit ranks by its ranks alone, so each rank multiset is ranked once and
    weighted by its number of hands; the hands with five or more of a suit (at most one
    suit in seven cards) are then moved, by their suited ranks and the multiset of the
    others' ranks, from their multiset's category to their own."""
    out: Counter = Counter()
    plain: dict[tuple[int, ...], str] = {}  # the category of each multiset, no flush
    for ranks in combinations_with_replacement(range(4, 13), 7):
        held = Counter(ranks)
        if max(held.values()) <= 4:
            ways = prod(comb(4, m) for m in held.values())
            plain[ranks] = ref.category(game.name, _no_flush_hand(ranks))
            out[plain[ranks]] += ways
    for k in (5, 6, 7):
        for suited in combinations(range(4, 13), k):
            for others in combinations_with_replacement(range(4, 13), 7 - k):
                other_held = Counter(others)
                if max(other_held.values(), default=0) > 3:
                    continue
                ways = 4 * prod(comb(3, m) for m in other_held.values())  # 4 suits
                # The others take the three other suits (0 is the flush's suit).
                hand = [4 * r for r in suited] + [4 * r + 1 + i % 3 for i, r in enumerate(others)]
                out[plain[tuple(sorted(suited + others))]] -= ways
                out[ref.category(game.name, hand)] += ways
    return +out


@pytest.mark.parametrize(
    "game",
    [Ranking.SHORT_DECK, pytest.param(RULES[1], marks=pytest.mark.slow)],
    ids=lambda g: g.name,
)
def test_seven_card_counts_of_the_reference(game):
    counts = reference_seven_card_counts(game)
    assert counts == SEVEN[game]
    assert sum(counts.values()) == comb(36, 7)


def random_hands(n: int, seed: int, cards: int = 7) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.array([rng.permutation(DECK)[:cards] for _ in range(n)], dtype=np.uint8)


def assert_same_order(ranks: list[int], keys: list) -> None:
    """Two valuations of the same hands order them alike, ties included."""
    pairs = sorted(zip(ranks, keys))
    for (r1, k1), (r2, k2) in zip(pairs, pairs[1:]):
        assert (r1 < r2) == (k1 < k2) and (r1 == r2) == (k1 == k2), (r1, k1, r2, k2)


@pytest.mark.parametrize("game", RULES, ids=lambda g: g.name)
def test_seven_card_sample_on_the_core_and_the_reference(game):
    hands = random_hands(4_000, int(game))
    ranks = pg.rank_many(game, hands).tolist()
    assert ranks == [pg.rank(game, h) for h in hands.tolist()]
    assert_same_order(ranks, [ref.key(game.name, h) for h in hands.tolist()])
    for width in (5, 6):
        part = np.ascontiguousarray(hands[:, :width])
        assert_same_order(
            pg.rank_many(game, part).tolist(), [ref.key(game.name, h) for h in part.tolist()]
        )


def pokerkit_keys(game: Ranking, hands: np.ndarray) -> list:
    """pokerkit's short-deck hold'em hand (a straight beats three of a kind) of each
    hand, as (category place under `game`, pokerkit's index): where three of a kind
    beats a straight, a hand pokerkit calls a straight may hold three of a kind too, so
    those are left out (None)."""
    pokerkit = pytest.importorskip("pokerkit")
    label_names = {
        "Straight flush": "straight flush",
        "Four of a kind": "four of a kind",
        "Flush": "flush",
        "Full house": "full house",
        "Straight": "straight",
        "Three of a kind": "three of a kind",
        "Two pair": "two pair",
        "One pair": "pair",
        "High card": "high card",
    }
    order = game.categories[1:][::-1]  # worst first, the royal flush a straight flush
    out = []
    for hand in hands.tolist():
        entry = pokerkit.ShortDeckHoldemHand.from_game(pg.format_cards(hand), "").entry
        name = label_names[entry.label.value]
        if game is Ranking.SHORT_DECK and name == "straight":
            out.append(None)
        else:
            out.append((order.index(name), entry.index))
    return out


def check_against_pokerkit(game, n: int, seed: int) -> tuple:
    """Random seven-card hands ranked alike by the core and pokerkit (the hands pokerkit
    ranks, see `pokerkit_keys`); the hands and pokerkit's keys."""
    hands = random_hands(n, seed)
    keys = pokerkit_keys(game, hands)
    ranks = pg.rank_many(game, hands).tolist()
    kept = [(r, k) for r, k in zip(ranks, keys) if k is not None]
    assert len(kept) > n * 0.65
    assert_same_order([r for r, _ in kept], [k for _, k in kept])
    return hands, keys


@pytest.mark.parametrize("game", RULES, ids=lambda g: g.name)
def test_seven_card_sample_against_pokerkit(game):
    hands, keys = check_against_pokerkit(game, 2_000, 100 + int(game))
    # Straights by pokerkit are straights or, where it beats them, three of a kind.
    left_out = {pg.category(game, h) for h, k in zip(hands.tolist(), keys) if k is None}
    assert left_out <= {"straight", "three of a kind"}


def test_the_counts_table_of_the_rankings_page():
    text = RANKINGS_PAGE.read_text(encoding="utf-8")
    section = text[
        text.index("## Short deck (`SHORT_DECK`)") : text.index("### Decisions\n\n1. **Both")
    ]
    rows = re.findall(r"^\| ([a-z ]+) \| ([\d,]+) \| ([\d,]+) \| ([\d,]+) \|$", section, re.M)
    number = lambda text: int(text.replace(",", ""))  # noqa: E731
    table = {name: [number(n) for n in ns] for name, *ns in rows}
    assert table.pop("all") == [comb(36, 5), comb(36, 7), comb(36, 7)]
    assert {name: five for name, (five, _, _) in table.items()} == SHORT_DECK_FIVE_CARD_COUNTS
    assert {name: a for name, (_, a, _) in table.items()} == SHORT_DECK_SEVEN_CARD_COUNTS
    assert {name: b for name, (_, _, b) in table.items()} == (
        SHORT_DECK_STRAIGHT_OVER_TRIPS_SEVEN_CARD_COUNTS
    )
    both = (
        SHORT_DECK_SEVEN_CARD_COUNTS["three of a kind"]
        - (SHORT_DECK_STRAIGHT_OVER_TRIPS_SEVEN_CARD_COUNTS["three of a kind"])
    )
    assert f"holding both ({both:,} of them)" in " ".join(section.split())


@pytest.mark.slow
@pytest.mark.parametrize("game", RULES, ids=lambda g: g.name)
def test_large_seven_card_sample_against_pokerkit(game):
    check_against_pokerkit(game, 20_000, 200 + int(game))
