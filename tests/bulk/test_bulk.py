"""Bulk (numpy) functions: rank_many, house_way_many, settle_many (category_counts: in
tests/eval/test_counts.py).

Checked against the single-hand functions on random batches, for every game and card
count; thread-count independence; every kind of bad array; every array layout."""

from __future__ import annotations

import os

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Ranking

N = 3000


def random_hands(n: int, k: int, deck: int, seed: int) -> np.ndarray:
    """n rows of k distinct cards of a deck of `deck` cards (0..deck-1; the short deck's
    36 are 16..51), uint8, C-contiguous."""
    rng = np.random.default_rng(seed)
    first = 52 - deck if deck < 52 else 0
    return (np.argsort(rng.random((n, deck)), axis=1)[:, :k] + first).astype(np.uint8)


def deck_of(game: Ranking) -> int:
    return game.deck_size


GAME_COUNTS = [(g, k) for g in Ranking for k in g.card_counts]


@pytest.mark.parametrize(("game", "k"), GAME_COUNTS, ids=[f"{g.name}-{k}" for g, k in GAME_COUNTS])
def test_rank_many_equals_rank(game: Ranking, k: int) -> None:
    hands = random_hands(N, k, deck_of(game), seed=100 * int(game) + k)
    got = pg.rank_many(game, hands)
    assert got.dtype == np.uint32 and got.shape == (N,)
    expect = [pg.rank(game, row.tolist()) or 0 for row in hands]
    assert got.tolist() == expect


def test_rank_many_special_hands() -> None:
    rows = [
        pg.parse_cards("As Ad Ah Ac Jk Kd Ks"),  # five aces
        pg.parse_cards("As Ks Qs Js Ts 2d 3c"),  # royal flush
        pg.parse_cards("Jk 2s 3s 4s 5s 9d 9c"),  # joker straight flush
        pg.parse_cards("Jk As Ks Qs 2s Ah Ad"),  # four aces over the flush
    ]
    got = pg.rank_many(Ranking.PAIGOW_HIGH, np.array(rows))
    assert got.tolist() == [pg.rank(Ranking.PAIGOW_HIGH, r) for r in rows]
    no_low = np.array([pg.parse_cards("Kc Kd Qh Qs Jc Jd 9h")])
    assert pg.rank_many(Ranking.ACE_TO_FIVE_8, no_low).tolist() == [0]


def test_house_way_many_equals_house_way() -> None:
    hands = random_hands(N, 7, 53, seed=7)
    got = pg.house_way_many(hands)
    assert got.dtype == np.uint8 and got.shape == (N, 7)
    for row, out in zip(hands, got):
        s = pg.house_way(row.tolist())
        assert tuple(out[:5].tolist()) == s.high
        assert tuple(out[5:].tolist()) == s.low
        assert sorted(out.tolist()) == sorted(row.tolist())


def test_settle_many_equals_settle() -> None:
    rng = np.random.default_rng(11)
    cards = pg.deal(2000, seed=11)
    player = pg.house_way_many(cards[:, :7])
    dealer = pg.house_way_many(cards[:, 7:])
    # Every other round the player picks a random legal setting instead.
    for i in range(0, len(player), 2):
        legal = [s for s in pg.settings(cards[i, :7].tolist()) if s.is_legal]
        s = legal[rng.integers(len(legal))]
        player[i] = s.high + s.low
    for commission in (0.05, 0.0):
        got = pg.settle_many(player, dealer, commission=commission)
        assert got.dtype == np.float64
        expect = [
            pg.settle(
                pg.Setting(p[:5].tolist(), p[5:].tolist()),
                pg.Setting(d[:5].tolist(), d[5:].tolist()),
                commission=commission,
            ).payout
            for p, d in zip(player, dealer)
        ]
        assert got.tolist() == expect


def test_thread_count_independence() -> None:
    for game in Ranking:
        k = max(game.card_counts)
        rows = random_hands(50_000, k, deck_of(game), seed=int(game))
        base = pg.rank_many(game, rows, threads=1)
        for threads in (2, 3, None):
            assert np.array_equal(pg.rank_many(game, rows, threads=threads), base)
    cards = pg.deal(50_000, seed=3)
    hands = cards[:, :7]
    base = pg.house_way_many(hands, threads=1)
    for threads in (2, None):
        assert np.array_equal(pg.house_way_many(hands, threads=threads), base)
    dealer = pg.house_way_many(cards[:, 7:])
    base = pg.settle_many(base, dealer, threads=1)
    for threads in (2, None):
        assert np.array_equal(
            pg.settle_many(pg.house_way_many(hands), dealer, threads=threads), base
        )
    counts = pg.category_counts(Ranking.HIGH, 5, threads=1)
    assert pg.category_counts(Ranking.HIGH, 5, threads=2) == counts


LAYOUTS = {
    "int64": lambda a: a.astype(np.int64),
    "int8": lambda a: a.astype(np.int8),
    "uint16": lambda a: a.astype(np.uint16),
    "int32-big-endian": lambda a: a.astype(">i4"),
    "fortran": lambda a: np.asfortranarray(a),
    "transposed": lambda a: np.ascontiguousarray(a.T).T,
    "sliced-rows": lambda a: np.repeat(a, 2, axis=0)[::2],
    "sliced-columns": lambda a: np.concatenate([a, a], axis=1)[:, : a.shape[1]],
    "negative-strides": lambda a: a[::-1, ::-1].copy()[::-1, ::-1],
    "int64-fortran": lambda a: np.asfortranarray(a.astype(np.int64)),
    "int64-transposed-negative": lambda a: np.ascontiguousarray(a.T[::-1]).astype(np.int64)[::-1].T,
    "read-only": lambda a: _read_only(a),
    "list": lambda a: a.tolist(),
}


def _read_only(a: np.ndarray) -> np.ndarray:
    b = a.copy()
    b.flags.writeable = False
    return b


@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_any_integer_array_and_layout(layout: str) -> None:
    cards = pg.deal(500, seed=5)
    hands = np.ascontiguousarray(cards[:, :7])
    other = LAYOUTS[layout](hands)
    assert np.array_equal(
        pg.rank_many(Ranking.PAIGOW_HIGH, other), pg.rank_many(Ranking.PAIGOW_HIGH, hands)
    )
    assert np.array_equal(pg.house_way_many(other), pg.house_way_many(hands))
    set_hands = pg.house_way_many(hands)
    dealer = pg.house_way_many(cards[:, 7:])
    assert np.array_equal(
        pg.settle_many(LAYOUTS[layout](set_hands), dealer), pg.settle_many(set_hands, dealer)
    )


def test_empty_arrays() -> None:
    empty = np.zeros((0, 7), dtype=np.uint8)
    assert pg.rank_many(Ranking.HIGH, empty).shape == (0,)
    assert pg.house_way_many(empty).shape == (0, 7)
    assert pg.settle_many(empty, empty).shape == (0,)


# --- bad inputs: the documented error class, naming the first bad row -------------


def _with(hands: np.ndarray, row: int, col: int, value: int) -> np.ndarray:
    out = hands.astype(np.int64)
    out[row, col] = value
    return out


def test_non_integer_dtypes_are_hand_errors() -> None:
    hands = random_hands(10, 7, 52, seed=1)
    for bad in (hands.astype(np.float64), hands.astype(bool), hands.astype(object)):
        with pytest.raises(pg.HandError, match="integer card ids"):
            pg.rank_many(Ranking.HIGH, bad)
    with pytest.raises(pg.HandError, match="float64"):
        pg.house_way_many(hands.astype(np.float64))


def test_shape_errors_are_hand_errors() -> None:
    hands = random_hands(10, 7, 52, seed=1)
    with pytest.raises(pg.HandError, match="2-D"):
        pg.rank_many(Ranking.HIGH, hands[0])
    with pytest.raises(pg.HandError, match="2-D"):
        pg.rank_many(Ranking.HIGH, hands[None])
    with pytest.raises(pg.HandError, match="HIGH takes 5 to 7 cards"):
        pg.rank_many(Ranking.HIGH, random_hands(10, 4, 52, seed=1))
    with pytest.raises(pg.HandError, match="BADUGI takes 4"):
        pg.rank_many(Ranking.BADUGI, hands)
    with pytest.raises(pg.HandError, match="7 cards per row"):
        pg.house_way_many(hands[:, :6])
    with pytest.raises(pg.HandError, match="7 cards per row"):
        pg.settle_many(hands, hands[:, :5])
    with pytest.raises(pg.HandError, match="same number of rows"):
        pg.settle_many(hands, hands[:5])


@pytest.mark.parametrize("dtype", [np.uint8, np.int64])
def test_bad_ids_name_the_row(dtype: type) -> None:
    hands = random_hands(100, 7, 52, seed=2)
    high = Ranking.HIGH
    with pytest.raises(pg.CardError, match=r"^row 17: card id 60 is not a card"):
        pg.rank_many(high, _with(hands, 17, 3, 60).astype(dtype))
    with pytest.raises(pg.CardError, match=r"^row 17: card id 53 is not a card"):
        pg.rank_many(Ranking.PAIGOW_HIGH, _with(hands, 17, 0, 53).astype(dtype))
    dup = hands.astype(np.int64)
    dup[17, 4] = dup[17, 1]
    name = pg.format_cards([int(dup[17, 1])])
    with pytest.raises(pg.CardError, match=rf"^row 17: duplicate card {name}"):
        pg.rank_many(high, dup.astype(dtype))
    with pytest.raises(pg.CardError, match=rf"^row 17: duplicate card {name}"):
        pg.house_way_many(dup.astype(dtype))
    with pytest.raises(pg.HandError, match=r"^row 17: .*joker"):
        pg.rank_many(high, _with(hands, 17, 6, 52).astype(dtype))


def test_negative_and_huge_ids_name_the_row() -> None:
    hands = random_hands(100, 7, 53, seed=2)
    with pytest.raises(pg.CardError, match=r"^row 5: card id -1 is not a card"):
        pg.rank_many(Ranking.PAIGOW_HIGH, _with(hands, 5, 2, -1))
    with pytest.raises(pg.CardError, match=r"^row 5: card id 256 is not a card"):
        pg.house_way_many(_with(hands, 5, 2, 256))
    big = hands.astype(np.uint64)
    big[9, 0] = 2**64 - 1
    with pytest.raises(pg.CardError, match=rf"^row 9: card id {2**64 - 1} is not a card"):
        pg.rank_many(Ranking.PAIGOW_HIGH, big)


def test_the_first_bad_row_is_named() -> None:
    hands = random_hands(20_000, 7, 52, seed=8).astype(np.int64)
    hands[15_000, 0] = -3  # out of range, late
    hands[9_000, 1] = hands[9_000, 2]  # duplicate, earlier
    with pytest.raises(pg.CardError, match=r"^row 9000: duplicate"):
        pg.rank_many(Ranking.HIGH, hands)
    hands[4_000, 5] = 52  # joker, earlier still
    with pytest.raises(pg.HandError, match=r"^row 4000: "):
        pg.rank_many(Ranking.HIGH, hands)
    hands[100, 6] = 99  # out of range, first
    with pytest.raises(pg.CardError, match=r"^row 100: card id 99"):
        pg.rank_many(Ranking.HIGH, hands)
    with pytest.raises(pg.CardError, match=r"^row 100: card id 99"):
        pg.rank_many(Ranking.HIGH, np.asfortranarray(hands))


def test_settle_many_errors_name_the_row() -> None:
    cards = pg.deal(50, seed=3)
    player = pg.house_way_many(cards[:, :7])
    dealer = pg.house_way_many(cards[:, 7:])
    foul = pg.parse_cards("Qc 8d 7h 5s 3c Kd 2h")  # Q-high behind K-2: a foul
    # Row 12's other hands: legal, and no card in common with the foul or each other.
    player[12] = pg.parse_cards("As Ah Ad Ac Ks Kh Kc")
    dealer[12] = pg.parse_cards("Js Jh Jd Jc Ts Th Tc")
    bad = player.copy()
    bad[12] = foul
    with pytest.raises(pg.FoulError, match=r"^row 12: the player's setting is a foul"):
        pg.settle_many(bad, dealer)
    bad_dealer = dealer.copy()
    bad_dealer[12] = foul
    with pytest.raises(pg.FoulError, match=r"^row 12: the dealer's setting is a foul"):
        pg.settle_many(player, bad_dealer)
    dup = dealer.astype(np.int64)
    dup[7, 0] = dup[7, 6]
    with pytest.raises(pg.CardError, match=r"^row 7: dealer: duplicate card"):
        pg.settle_many(bad, dup)
    neg = player.astype(np.int64)
    neg[3, 2] = -7
    with pytest.raises(pg.CardError, match=r"^row 3: player: card id -7"):
        pg.settle_many(neg, dup)
    neg_dealer = dealer.astype(np.int64)
    neg_dealer[3, 2] = -7
    with pytest.raises(pg.CardError, match=r"^row 3: dealer: card id -7"):
        pg.settle_many(player, neg_dealer)
    with pytest.raises(pg.ArgumentError, match="commission"):
        pg.settle_many(player, dealer, commission=1.5)
    # One deck: a card in both hands of a round is refused, as by settle.
    shared = dealer.copy()
    shared[20, 6] = player[20, 0]
    with pytest.raises(pg.CardError, match=r"^row 20: .* in both the player's and the dealer's"):
        pg.settle_many(player, shared)


def test_bad_arguments() -> None:
    hands = random_hands(10, 7, 52, seed=1)
    with pytest.raises(pg.Error, match="threads"):
        pg.rank_many(Ranking.HIGH, hands, threads=0)
    with pytest.raises(pg.ArgumentError, match="unknown ranking"):
        pg.rank_many("NOPE", hands)
    assert pg.rank_many("high", hands).tolist() == pg.rank_many(Ranking.HIGH, hands).tolist()


def test_thread_pools_are_few_and_bounded() -> None:
    # A pool a distinct `threads` value used to be kept for ever: now a few are kept
    # and the rest end with their calls.
    hands = np.ascontiguousarray(pg.deal(2_000, seed=9)[:, :7])
    for n in range(1, 41):
        pg.house_way_many(hands, threads=n)
    tasks = len(os.listdir("/proc/self/task")) if os.path.isdir("/proc/self/task") else 0
    assert tasks < 320  # four kept pools of up to 40 threads; one a value made 820
    for bad in (0, 513, 2**64, True, 2.0):
        with pytest.raises(pg.ArgumentError, match="threads"):
            pg.rank_many(Ranking.HIGH, hands[:, :5], threads=bad)


def test_huge_inputs_are_memory_errors_not_aborts() -> None:
    huge = np.broadcast_to(np.arange(7), (10**11, 7))  # 700 GB once copied
    calls = [
        lambda: pg.rank_many(Ranking.HIGH, huge),
        lambda: pg.house_way_many(huge),
        lambda: pg.settle_many(huge, huge),
        lambda: pg.solve_many(huge),
        lambda: pg.deal(10**12),
    ]
    for call in calls:
        with pytest.raises(MemoryError):
            call()
    # The process is alive and well.
    assert pg.rank_many(Ranking.HIGH, np.arange(7, dtype=np.uint8).reshape(1, 7)).shape == (1,)


def test_ints_too_wide_for_any_dtype_name_their_row_and_value() -> None:
    rows = [[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 2**70]]
    for call in (
        lambda: pg.rank_many("high", rows),
        lambda: pg.house_way_many(rows),
        lambda: pg.solve_many(rows),
        lambda: pg.settle_many(rows, rows),
    ):
        with pytest.raises(pg.CardError, match=rf"row 1: card id {2**70} is not a card"):
            call()


def test_ragged_rows_are_a_shape_error_naming_the_row() -> None:
    for call in (
        lambda rows: pg.rank_many("high", rows),
        lambda rows: pg.house_way_many(rows),
        lambda rows: pg.solve_many(rows),
    ):
        with pytest.raises(pg.ShapeError, match=r"^row 2: 6 cards where row 0 has 7"):
            call([[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13], [14, 15, 16, 17, 18, 19]])
        with pytest.raises(pg.ShapeError, match="2-D array"):
            call([[0, 1, 2, 3, 4, 5, 6], 7])
