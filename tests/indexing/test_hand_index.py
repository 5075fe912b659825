"""Hand indexing (Waugh's suit-isomorphic indexer): the published sizes, bijections
checked exhaustively (preflop, flop, Omaha's four hole cards) against an independent
canonicalisation by every renaming of the suits, round trips on the turn and river,
and each bad argument as one error."""

from __future__ import annotations

from itertools import chain, combinations
from math import comb

import numpy as np
import pytest
from canonical import PERMUTATIONS, canonical_masks

import paigow_fast as pg

from counts import HAND_INDEX_SIZES


def all_hands(n: int) -> np.ndarray:
    """Every n cards of the deck, one hand a row."""
    flat = chain.from_iterable(combinations(range(52), n))
    return np.fromiter(flat, dtype=np.uint8, count=comb(52, n) * n).reshape(-1, n)


def random_hands(n_rows: int, n_cards: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n_rows, 52)), axis=1)[:, :n_cards].astype(np.uint8)


def check_same_index_iff_same_class(hands: np.ndarray, rounds: list[int]) -> None:
    """Two hands share an index exactly when the canonical forms agree."""
    index = pg.hand_index(hands, rounds)
    keys = canonical_masks(hands, rounds)
    pairs = np.unique(np.column_stack([keys, index]), axis=0)
    assert len(pairs) == len(np.unique(keys, axis=0)) == len(np.unique(index))


@pytest.mark.parametrize("rounds", list(HAND_INDEX_SIZES))
def test_sizes_are_the_published_ones(rounds: str | tuple[int, ...]) -> None:
    as_given = rounds if isinstance(rounds, str) else list(rounds)
    assert pg.hand_index_size(as_given) == HAND_INDEX_SIZES[rounds]


def test_round_names_are_holdem_rounds() -> None:
    for name, rounds in [("Preflop", [2]), ("FLOP", [2, 3]), ("turn", [2, 3, 1])]:
        assert pg.hand_index_size(name) == pg.hand_index_size(rounds)
    assert pg.hand_index_size((2, 3, 1, 1)) == pg.hand_index_size(np.array([2, 3, 1, 1]))


def check_bijection(hands: np.ndarray, rounds: list[int]) -> np.ndarray:
    """Every hand's index is in range and every index is hit; unindex inverts index."""
    size = pg.hand_index_size(rounds)
    index = pg.hand_index(hands, rounds)
    assert index.dtype == np.uint64
    hits = np.bincount(index.astype(np.int64), minlength=size)
    assert len(hits) == size and hits.min() > 0
    every = np.arange(size, dtype=np.uint64)
    canonical = pg.hand_unindex(every, rounds)
    assert canonical.shape == (size, sum(rounds)) and canonical.dtype == np.uint8
    assert np.array_equal(pg.hand_index(canonical, rounds), every)
    return index


def test_preflop_is_a_bijection_onto_the_169_classes() -> None:
    hands = all_hands(2)
    index = check_bijection(hands, [2])
    check_same_index_iff_same_class(hands, [2])
    # The classes are the 13 pairs, 78 suited and 78 offsuit hands.
    suited = (hands[:, 0] & 3) == (hands[:, 1] & 3)
    assert len(np.unique(index[suited])) == 78
    assert pg.format_cards(pg.hand_unindex(pg.hand_index("Ah Kd", "preflop"), [2])) == "As Kh"
    assert pg.format_cards(pg.hand_unindex(pg.hand_index("7c2c", [2]), [2])) == "7s 2s"


def test_omaha_hole_cards_are_a_bijection_onto_16432_classes() -> None:
    hands = all_hands(4)
    check_bijection(hands, [4])
    check_same_index_iff_same_class(hands, [4])


def flop_hands() -> np.ndarray:
    """Every hold'em hand on the flop: each five cards, split every way into two hole
    cards and three board cards (25,989,600 rows)."""
    five = all_hands(5)
    splits = [(h, tuple(i for i in range(5) if i not in h)) for h in combinations(range(5), 2)]
    order = np.array([h + b for h, b in splits])
    return five[:, order].reshape(-1, 5)


@pytest.mark.slow
def test_flop_is_a_bijection_onto_its_classes_exhaustively() -> None:
    hands = flop_hands()
    assert len(hands) == 25_989_600
    index = check_bijection(hands, [2, 3])
    # The canonical hand of each hand's class is a renaming of it.
    sample = hands[::997]
    back = pg.hand_unindex(index[::997], [2, 3])
    assert np.array_equal(canonical_masks(back, [2, 3]), canonical_masks(sample, [2, 3]))


def test_flop_unindex_inverts_index_on_every_class() -> None:
    size = pg.hand_index_size("flop")
    every = np.arange(size, dtype=np.uint64)
    canonical = pg.hand_unindex(every, "flop")
    assert np.array_equal(pg.hand_index(canonical, "flop"), every)
    # Each canonical hand is its own class's only canonical hand.
    assert len(np.unique(canonical_masks(canonical[::50], [2, 3]), axis=0)) == len(every[::50])


@pytest.mark.parametrize("rounds", [[2, 3], [2, 3, 1], [2, 3, 1, 1], [4, 3], [4, 3, 1, 1], [6, 5]])
def test_random_hands_and_their_renamings_share_exactly_their_class(rounds: list[int]) -> None:
    hands = random_hands(3_000, sum(rounds), seed=sum(rounds) * 7 + len(rounds))
    # Renamings and reorderings within a round join each hand's class.
    rng = np.random.default_rng(1)
    perm = PERMUTATIONS[rng.integers(24, size=len(hands))]
    other = (hands & ~np.uint8(3)) | np.take_along_axis(perm, (hands & 3).astype(np.int64), 1)
    other = other[:, _reversed_within(rounds)]
    both = np.concatenate([hands, other])
    check_same_index_iff_same_class(both, rounds)
    index = pg.hand_index(both, rounds)
    assert np.array_equal(index[: len(hands)], index[len(hands) :])
    back = pg.hand_unindex(index, rounds)
    assert np.array_equal(pg.hand_index(back, rounds), index)
    assert np.array_equal(canonical_masks(back, rounds), canonical_masks(both, rounds))


def _reversed_within(rounds: list[int]) -> np.ndarray:
    """The columns of a hand with each round's cards in reverse order."""
    order: list[int] = []
    start = 0
    for n in rounds:
        order += range(start + n - 1, start - 1, -1)
        start += n
    return np.array(order)


def test_random_river_indices_round_trip() -> None:
    rng = np.random.default_rng(5)
    size = pg.hand_index_size("river")
    index = rng.integers(0, size, size=200_000, dtype=np.uint64)
    index[:2] = [0, size - 1]
    hands = pg.hand_unindex(index, "river")
    assert np.array_equal(pg.hand_index(hands, "river"), index)
    assert np.array_equal(pg.hand_index(hands, "river", threads=1), index)


def test_single_calls_agree_with_bulk() -> None:
    hands = random_hands(50, 7, seed=3)
    bulk = pg.hand_index(hands, "river")
    for row, i in zip(hands, bulk, strict=True):
        assert pg.hand_index([int(c) for c in row], [2, 3, 1, 1]) == i
        assert pg.hand_index(pg.format_cards(row), "river") == i
        assert pg.hand_unindex(int(i), "river") == list(pg.hand_unindex([i], "river")[0])
    assert pg.hand_index("AsKd 7h8h9c", [2, 3]) == pg.hand_index("KdAs 9c8h7h", "flop")
    assert pg.hand_index([[51, 50]], "preflop").tolist() == [pg.hand_index("AsAh", [2])]


@pytest.mark.parametrize(
    ("cards", "rounds", "error", "words"),
    [
        ("AsKs Qs", "flop", pg.HandError, "take 5 cards, got 3"),
        ("AsAs", [2], pg.CardError, "duplicate card As"),
        (["As", 52], [2], pg.HandError, "joker"),
        ([51, 53], [2], pg.CardError, "53"),
        ("AsKs", [], pg.ArgumentError, "rounds"),
        ("AsKs", [2, 0], pg.ArgumentError, "rounds"),
        ("AsKs", [1] * 9, pg.ArgumentError, "rounds"),
        ("AsKs", [50, 3], pg.ArgumentError, "rounds"),
        ("AsKs", "flip", pg.ArgumentError, "unknown rounds 'flip'"),
        ("AsKs", [2.5], pg.ArgumentError, "rounds"),
        ("AsKs", 2, pg.ArgumentError, "rounds"),
        ("AsKs", [True, True], pg.ArgumentError, "rounds"),
        ("AsKs", [13, 13, 13, 13], pg.ArgumentError, "64-bit"),
    ],
)
def test_bad_hands_and_rounds_are_one_error(
    cards: object, rounds: object, error: type, words: str
) -> None:
    with pytest.raises(error, match=words):
        pg.hand_index(cards, rounds)  # type: ignore[arg-type]


def test_bad_indices_and_arrays_are_one_error() -> None:
    with pytest.raises(pg.ArgumentError, match="index 169 is not a class"):
        pg.hand_unindex(169, "preflop")
    with pytest.raises(pg.ArgumentError, match="hand index"):
        pg.hand_unindex(-1, "preflop")
    with pytest.raises(pg.ArgumentError, match="hand index"):
        pg.hand_unindex(True, "preflop")
    with pytest.raises(pg.ArgumentError, match="row 2: index -1"):
        pg.hand_unindex(np.array([0, 1, -1, 500]), "preflop")
    with pytest.raises(pg.ShapeError, match="1-D"):
        pg.hand_unindex(np.zeros((2, 2), np.int64), "preflop")
    with pytest.raises(pg.ShapeError, match="1-D"):
        pg.hand_unindex(np.zeros(2), "preflop")
    with pytest.raises(pg.ShapeError, match="take 5 cards a row"):
        pg.hand_index(np.zeros((3, 4), np.uint8), "flop")
    rows = np.array([[0, 1], [2, 3], [4, 4], [52, 1]], dtype=np.int64)
    with pytest.raises(pg.CardError, match="row 2: duplicate card 3c"):
        pg.hand_index(rows, "preflop")
    with pytest.raises(pg.HandError, match="row 0: .*joker"):
        pg.hand_index(np.array([[52, 1]], np.uint8), "preflop")
    with pytest.raises(pg.CardError, match="row 1: card id 99"):
        pg.hand_index(np.array([[0, 1], [99, 1]], np.int16), "preflop")
    assert pg.hand_index(np.zeros((0, 2), np.uint8), "preflop").shape == (0,)
    assert pg.hand_unindex([], "preflop").shape == (0, 2)


@pytest.mark.slow
def test_flop_boards_agree_with_the_poker_isomorphisms_peer() -> None:
    """Every three-card board: the same index exactly when poker-isomorphisms gives
    the same normal form, and there are as many normal forms as classes."""
    peer = pytest.importorskip("poker_isomorphisms")
    boards = all_hands(3)
    texts = [pg.format_cards(b).replace(" ", "") for b in boards]
    forms = [peer.flop_normalise(t) for t in texts]
    index = pg.hand_index(boards, [3])
    assert len(set(zip(forms, index.tolist(), strict=True))) == len(set(forms))
    assert len(set(forms)) == len(set(index.tolist())) == pg.hand_index_size([3])


def test_the_docs_examples_run_as_written() -> None:
    import doctest
    import re
    from pathlib import Path

    from paigow_fast import _indexing

    page = Path(__file__).resolve().parents[2] / "docs" / "indexing.md"
    blocks = re.findall(r"```python\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, str(page), "exec"), {})
    assert doctest.testmod(_indexing).failed == 0
