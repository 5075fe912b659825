"""The core's board classes against the pure-Python reference
(paigow_fast.reference.board_classes): every hold'em hand on a sample of flops, turns
and rivers, and random Omaha hands of 4, 5 and 6 cards."""

from __future__ import annotations

import random

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast.reference import board_classes as ref


def reference_codes(hole: list[int], board: list[int], omaha: bool) -> tuple[int, int]:
    made, draws = ref.classify(hole, board, omaha)
    return ref.MADE.index(made), sum(1 << ref.DRAWS.index(d) for d in draws)


def check_every_holdem_hand(board: str) -> None:
    r = pg.board_classes("random", board)
    ids = pg.parse_cards(board)
    for hole, made, draws in zip(r.hands.tolist(), r.made.tolist(), r.draws.tolist()):
        assert (made, draws) == reference_codes(hole, ids, False), (hole, board)


def test_the_names_agree() -> None:
    assert pg.BOARD_CLASSES == ref.MADE and pg.BOARD_DRAWS == ref.DRAWS


@pytest.mark.parametrize("board", ["Kh7h2c", "9s8s7s", "QdQc5h6h"])
def test_every_holdem_hand(board: str) -> None:
    check_every_holdem_hand(board)


@pytest.mark.slow
@pytest.mark.parametrize(
    "board",
    [
        "Ac4d5h",
        "Th9h8d",
        "7c7d7h2s9s",
        "AhKhQhJh",
        "5c6c7d8d",
        "2c2d2h3c",
        "AsKs9s4d2d",
        "5h6h7h8h9h",
        "TcJdQhKsAs",
        "KcKdKhKs2c",
    ],
)
def test_every_holdem_hand_on_more_boards(board: str) -> None:
    check_every_holdem_hand(board)


def random_rows(rng: random.Random, hole: int, board: int, n: int) -> np.ndarray:
    return np.array([rng.sample(range(52), hole + board) for _ in range(n)], dtype=np.uint8)


def check_omaha(hole: int, n: int, seed: int) -> None:
    rng = random.Random(seed)
    game = {4: "omaha", 5: "omaha-5", 6: "omaha-6"}[hole]
    for board in (3, 4, 5):
        rows = random_rows(rng, hole, board, n)
        made, draws = pg.board_classes_many(rows[:, :hole], rows[:, hole:], game=game)
        for row, m, d in zip(rows.tolist(), made.tolist(), draws.tolist()):
            assert (m, d) == reference_codes(row[:hole], row[hole:], True), (row, game)


@pytest.mark.parametrize("hole", [4, 5, 6])
def test_random_omaha_hands(hole: int) -> None:
    check_omaha(hole, 15, hole)


def test_suited_omaha_boards() -> None:
    """Two-tone and monotone boards, where the flush rules bite."""
    rng = random.Random(7)
    hearts = [c for c in range(52) if c % 4 == 2]
    rows = []
    for _ in range(60):
        board = rng.sample(hearts, 3) + rng.sample([c for c in range(52) if c % 4 != 2], 1)
        hole = rng.sample([c for c in range(52) if c not in board], 4)
        rows.append(hole + board)
    rows_a = np.array(rows, dtype=np.uint8)
    made, draws = pg.board_classes_many(rows_a[:, :4], rows_a[:, 4:], game="omaha")
    for row, m, d in zip(rows, made.tolist(), draws.tolist()):
        assert (m, d) == reference_codes(row[:4], row[4:], True), row


@pytest.mark.slow
@pytest.mark.parametrize("hole", [4, 5, 6])
def test_many_random_omaha_hands(hole: int) -> None:
    check_omaha(hole, 100, 100 + hole)


@pytest.mark.slow
def test_random_holdem_hands_on_random_boards() -> None:
    rng = random.Random(11)
    for board in (3, 4, 5):
        rows = random_rows(rng, 2, board, 600)
        made, draws = pg.board_classes_many(rows[:, :2], rows[:, 2:])
        for row, m, d in zip(rows.tolist(), made.tolist(), draws.tolist()):
            assert (m, d) == reference_codes(row[:2], row[2:], False), row
