"""The Rust evaluators of HIGH, ACE_TO_FIVE, ACE_TO_FIVE_8, DEUCE_TO_SEVEN, BADUGI and
Omaha against the pure-Python reference (paigow_fast.reference), which shares no code
with them.

* Every five-card hand, and every four-card hand for badugi, exhaustively: Rust's ranks
  are exactly the reference's dense ranks (same order, same ties), and the two agree on
  the category of every class. So the published five-card counts (tests/counts.py) hold
  for both sides. These are the suite's only exhaustive passes of the reference over
  these games (tests/eval/test_counts.py keeps fast checks only).
* Random six- and seven-card hands and Omaha deals, 200,000 of each and more: Rust's rank
  is the best reference rank over the five-card combinations the rules allow (all C(n, 5)
  of them, or two hole cards and three board cards for Omaha). That is what the
  reference's own n-card functions compute (the max over `itertools.combinations` of the
  five-card key), done here in numpy with the reference's five-card ranks from the
  exhaustive pass, because the reference itself takes 0.2-3 ms a hand. The reference's
  own n-card functions (high_key, ..., omaha_key) are then run on a smaller sample.
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Ranking
from paigow_fast import reference as ref

from conftest import parallel_map
from counts import (
    ACE_TO_FIVE_FIVE_CARD_COUNTS,
    BADUGI_COUNTS,
    DEUCE_TO_SEVEN_FIVE_CARD_COUNTS,
    EIGHT_OR_BETTER,
    HIGH_FIVE_CARD_COUNTS,
)

FIVE_CARD_GAMES = [Ranking.HIGH, Ranking.ACE_TO_FIVE, Ranking.ACE_TO_FIVE_8, Ranking.DEUCE_TO_SEVEN]

FIVE_CARD_EXPECTED = {
    # game: (distinct classes, hands by category)
    Ranking.HIGH: (7_462, HIGH_FIVE_CARD_COUNTS),
    Ranking.ACE_TO_FIVE: (6_175, ACE_TO_FIVE_FIVE_CARD_COUNTS),
    Ranking.ACE_TO_FIVE_8: (
        56,
        {"eight-or-better": EIGHT_OR_BETTER[5], "no low": 2_598_960 - EIGHT_OR_BETTER[5]},
    ),
    Ranking.DEUCE_TO_SEVEN: (7_462, DEUCE_TO_SEVEN_FIVE_CARD_COUNTS),
}

N_RANDOM = 200_000  # uniform random hands or deals of each kind (plus a rich sample)
N_RICH = 50_000  # hands from narrow decks: many pairs, straights, flushes, low hands
N_DIRECT = 2_000  # hands run through the reference's own n-card functions
N_DIRECT_OMAHA = 400

_REF_KEY = {
    "HIGH": ref.high_key,
    "ACE_TO_FIVE": ref.ace_to_five_key,
    "ACE_TO_FIVE_8": ref.ace_to_five_8_key,
    "DEUCE_TO_SEVEN": ref.deuce_to_seven_key,
    "BADUGI": ref.badugi_key,
}


# ---- reference workers (module level: they run in worker processes) --------------


def _ref_keys(game: str, hands: list[list[int]]) -> list[tuple | None]:
    key = _REF_KEY[game]
    return [key(h) for h in hands]


def _ref_omaha_keys(game: str, n_hole: int, deals: list[list[int]]) -> list[tuple | None]:
    return [ref.omaha_key(game, d[:n_hole], d[n_hole:]) for d in deals]


def _ref_classes(game: str, n_cards: int, firsts: list[int]) -> list[tuple[list, np.ndarray]]:
    """The reference keys of every `n_cards`-card hand whose lowest card is in `firsts`
    (itertools order), compactly: for each first card, the distinct keys and, for each
    hand, the index of its key among them."""
    key = _REF_KEY[game]
    out = []
    for first in firsts:
        index: dict = {}
        codes = [
            index.setdefault(key((first, *rest)), len(index))
            for rest in itertools.combinations(range(first + 1, 52), n_cards - 1)
        ]
        out.append((list(index), np.array(codes, dtype=np.int32)))
    return out


# ---- the exhaustive reference tables ---------------------------------------------

_BINOM = np.array([[math.comb(n, k) for k in range(6)] for n in range(53)], dtype=np.int32)


# A sorting network for five values (9 compare-exchanges), far faster on columns than
# np.sort along rows of five.
_SORT_FIVE = [(0, 3), (1, 4), (0, 2), (1, 3), (0, 1), (2, 4), (1, 2), (3, 4), (2, 3)]


def _colex(rows: np.ndarray) -> np.ndarray:
    """The index of each row (k distinct card ids of 0..51) among all k-card hands in
    colexicographic order: a perfect index into a table of every hand."""
    if rows.shape[1] == 5:
        cols = [rows[:, i] for i in range(5)]
        for i, j in _SORT_FIVE:
            cols[i], cols[j] = np.minimum(cols[i], cols[j]), np.maximum(cols[i], cols[j])
    else:
        s = np.sort(rows, axis=1)
        cols = [s[:, i] for i in range(s.shape[1])]
    return sum(_BINOM[c, i + 1] for i, c in enumerate(cols))


@functools.cache
def _all_hands(n: int) -> np.ndarray:
    """Every n-card hand of the 52-card deck, in itertools.combinations order."""
    flat = itertools.chain.from_iterable(itertools.combinations(range(52), n))
    return np.fromiter(flat, dtype=np.uint8, count=math.comb(52, n) * n).reshape(-1, n)


@dataclass(frozen=True)
class ReferenceTable:
    """The reference over every hand of `hands` (all n-card hands, itertools order)."""

    hands: np.ndarray
    ranks: np.ndarray  # the reference's dense rank of each hand (1 = worst; 0 = no low)
    by_colex: np.ndarray  # the same ranks, indexed by _colex(hand)
    rank_of_key: dict  # reference key -> dense rank (None -> 0)


@functools.cache
def _reference_table(game: Ranking) -> ReferenceTable:
    """One exhaustive pass of the reference over `game` (cached for the module): the
    dense ranks of its keys (equal keys, equal ranks; None, no low, ranked 0)."""
    n_cards = 4 if game is Ranking.BADUGI else 5
    hands = _all_hands(n_cards)
    worker = functools.partial(_ref_classes, game.name, n_cards)
    parts = parallel_map(worker, range(52 - n_cards + 1), chunk=1)
    distinct = set().union(*(keys for keys, _ in parts))
    rank_of_key: dict = {k: i + 1 for i, k in enumerate(sorted(distinct - {None}))}
    rank_of_key[None] = 0
    ranks = np.concatenate(
        [np.array([rank_of_key[k] for k in keys], dtype=np.uint32)[codes] for keys, codes in parts]
    )
    by_colex = np.zeros(len(hands), dtype=np.uint32)
    by_colex[_colex(hands)] = ranks
    return ReferenceTable(hands, ranks, by_colex, rank_of_key)


def _assert_same(what: str, rows: list | np.ndarray, rust, reference, describe=None) -> None:
    rust = np.asarray(rust, dtype=np.int64)
    reference = np.asarray(reference, dtype=np.int64)
    assert rust.shape == reference.shape
    bad = np.flatnonzero(rust != reference)
    if bad.size:
        lines = []
        for i in bad[:5]:
            shown = describe(rows[i]) if describe else pg.format_cards(rows[i])
            lines.append(f"  {shown}: rust {rust[i]}, reference {reference[i]}")
        pytest.fail(f"{what}: {bad.size} of {len(rust)} differ, e.g.\n" + "\n".join(lines))


def _assert_categories(game: Ranking, table: ReferenceTable, expected: dict[str, int]) -> None:
    """Rust and the reference name every class alike, and the hands count as expected."""
    _, first, counts = np.unique(table.ranks, return_index=True, return_counts=True)
    by_category: dict[str, int] = {}
    for i, n in zip(first.tolist(), counts.tolist()):
        hand = table.hands[i].tolist()
        name = pg.category(game, hand)
        assert name == ref.category(game.name, hand), pg.format_cards(hand)
        by_category[name] = by_category.get(name, 0) + n
    assert by_category == {k: v for k, v in expected.items() if v}
    assert pg.category_counts(game, len(table.hands[0])) == expected


# ---- exhaustive --------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("game", FIVE_CARD_GAMES, ids=lambda g: g.name)
def test_every_five_card_hand_ranks_exactly_as_the_reference(game):
    table = _reference_table(game)
    assert len(table.hands) == 2_598_960
    # Same order and same ties: the reference's dense ranks are Rust's ranks.
    _assert_same(game.name, table.hands, pg.rank_many(game, table.hands), table.ranks)
    classes, by_category = FIVE_CARD_EXPECTED[game]
    assert table.ranks.max() == classes
    assert len(table.rank_of_key) - 1 == classes  # distinct keys (None aside)
    if game is Ranking.ACE_TO_FIVE_8:
        assert np.count_nonzero(table.ranks) == 57_344
    _assert_categories(game, table, by_category)


@pytest.mark.slow
def test_every_badugi_hand_ranks_exactly_as_the_reference():
    table = _reference_table(Ranking.BADUGI)
    assert len(table.hands) == 270_725
    _assert_same("BADUGI", table.hands, pg.rank_many(Ranking.BADUGI, table.hands), table.ranks)
    assert table.ranks.min() == 1
    assert table.ranks.max() == len(table.rank_of_key) - 1 == 1_092
    # The key's first element is the number of playing cards.
    sizes = np.fromiter((k[0] for k in table.rank_of_key if k is not None), dtype=np.int64)
    assert sorted(np.unique(sizes).tolist()) == [1, 2, 3, 4]
    _assert_categories(Ranking.BADUGI, table, BADUGI_COUNTS)


# ---- random six- and seven-card hands ---------------------------------------------


def _random_hands(n_hands: int, n_cards: int, seed: int) -> np.ndarray:
    """Uniform random hands: `n_cards` distinct cards of 52 per row, in random order."""
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n_hands, 52)), axis=1)[:, :n_cards].astype(np.uint8)


# Rank windows with the ace at both ends, so that wheels and broadways are common.
_ACE_BOTH_ENDS = np.array([12, *range(13)])


def _rich_hands(n_hands: int, n_cards: int, seed: int) -> np.ndarray:
    """Hands from narrow decks: half from seven consecutive ranks (all suits: pairs, trips,
    quads, straights, many low hands), half from two suits (flushes, straight flushes)."""
    rng = np.random.default_rng(seed)
    half = n_hands // 2
    start = rng.integers(0, len(_ACE_BOTH_ENDS) - 6, size=half)
    ranks = _ACE_BOTH_ENDS[start[:, None] + np.arange(7)]  # (half, 7)
    window = (ranks[:, :, None] * 4 + np.arange(4)).reshape(half, 28)
    pick = np.argsort(rng.random((half, 28)), axis=1)[:, :n_cards]
    narrow = np.take_along_axis(window, pick, axis=1)
    rest = n_hands - half
    suits = np.argsort(rng.random((rest, 4)), axis=1)[:, :2]  # (rest, 2)
    deck = (np.arange(13)[None, :, None] * 4 + suits[:, None, :]).reshape(rest, 26)
    pick = np.argsort(rng.random((rest, 26)), axis=1)[:, :n_cards]
    suited = np.take_along_axis(deck, pick, axis=1)
    return np.vstack([narrow, suited]).astype(np.uint8)


def _best_of(table: ReferenceTable, fives: list[np.ndarray]) -> np.ndarray:
    """Row by row, the best reference rank among the five-card hands `fives`."""
    best = np.zeros(len(fives[0]), dtype=np.uint32)
    for five in fives:
        np.maximum(best, table.by_colex[_colex(five)], out=best)
    return best


@pytest.mark.slow
@pytest.mark.parametrize("n_cards", [6, 7])
@pytest.mark.parametrize("game", FIVE_CARD_GAMES, ids=lambda g: g.name)
def test_random_hands_rank_as_the_best_reference_five(game, n_cards):
    seed = 100 * int(game) + n_cards
    hands = np.vstack(
        [_random_hands(N_RANDOM, n_cards, seed), _rich_hands(N_RICH, n_cards, seed + 1)]
    )
    table = _reference_table(game)
    subsets = itertools.combinations(range(n_cards), 5)
    expected = _best_of(table, [hands[:, list(s)] for s in subsets])
    rust = pg.rank_many(game, hands)
    _assert_same(f"{game.name}, {n_cards} cards", hands, rust, expected)
    if game is not Ranking.ACE_TO_FIVE_8:
        assert expected.min() > 0

    # The reference's own n-card function and pg.rank, one hand at a time, on the first
    # hands of the uniform sample and of the rich one.
    picked = np.r_[: N_DIRECT // 2, N_RANDOM : N_RANDOM + N_DIRECT // 2]
    rows = hands[picked]
    rows_list = rows.tolist()
    keys = parallel_map(functools.partial(_ref_keys, game.name), rows_list, chunk=250)
    direct = [table.rank_of_key[k] for k in keys]
    _assert_same(f"{game.name}, {n_cards} cards, reference key", rows, rust[picked], direct)
    single = [pg.rank(game, h) or 0 for h in rows_list]
    _assert_same(f"{game.name}, {n_cards} cards, pg.rank", rows, single, direct)


# ---- Omaha ---------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("n_hole", [4, 5, 6])
def test_omaha_deals_rank_as_the_best_reference_two_plus_three(n_hole):
    n = n_hole + 5
    deals = np.vstack(
        [_random_hands(N_RANDOM, n, 600 + n_hole), _rich_hands(N_RICH, n, 700 + n_hole)]
    )
    hole, board = deals[:, :n_hole], deals[:, n_hole:]
    games = (Ranking.HIGH, Ranking.ACE_TO_FIVE_8)
    tables = [_reference_table(game) for game in games]
    # Exactly two hole cards and exactly three board cards.
    expected = [np.zeros(len(deals), dtype=np.uint32) for _ in games]
    for two in itertools.combinations(range(n_hole), 2):
        for three in itertools.combinations(range(5), 3):
            index = _colex(np.concatenate([hole[:, list(two)], board[:, list(three)]], axis=1))
            for best, table in zip(expected, tables):
                np.maximum(best, table.by_colex[index], out=best)

    def show(deal) -> str:
        return f"hole {pg.format_cards(deal[:n_hole])} board {pg.format_cards(deal[n_hole:])}"

    hole_list, board_list = hole.tolist(), board.tolist()
    picked = np.r_[: N_DIRECT_OMAHA // 2, N_RANDOM : N_RANDOM + N_DIRECT_OMAHA // 2]
    for game, table, best in zip(games, tables, expected):
        what = f"Omaha {game.name}, {n_hole} hole cards"
        # The core's omaha_rank in a loop (pg.omaha_rank is it after parse_cards, which
        # would triple the time; it runs on the smaller sample below).
        rust = np.array(
            [pg._core.omaha_rank(int(game), h, b) or 0 for h, b in zip(hole_list, board_list)],
            dtype=np.uint32,
        )
        _assert_same(what, deals, rust, best, show)
        # The reference's own omaha_key and the public pg.omaha_rank on a smaller sample.
        keys = parallel_map(
            functools.partial(_ref_omaha_keys, game.name, n_hole), deals[picked].tolist(), chunk=50
        )
        direct = [table.rank_of_key[k] for k in keys]
        _assert_same(f"{what}, reference omaha_key", deals[picked], rust[picked], direct, show)
        public = [pg.omaha_rank(game, hole_list[i], board_list[i]) or 0 for i in picked]
        _assert_same(f"{what}, pg.omaha_rank", deals[picked], public, direct, show)
