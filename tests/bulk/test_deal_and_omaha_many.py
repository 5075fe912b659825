"""Seeded deals of any size (with or without the joker), Omaha in bulk (ranks and the
best five) and descriptions in bulk, each checked against the one-hand functions."""

from __future__ import annotations

import numpy as np
import pytest

import paigow_fast as pg


def test_a_deal_without_the_joker_ranks_in_the_traditional_games() -> None:
    hands = pg.deal(2_000, joker=False, seed=5)
    assert hands.shape == (2_000, 7) and hands.dtype == np.uint8 and hands.max() < 52
    assert all(len(set(row)) == 7 for row in hands.tolist())
    ranks = pg.rank_many("high", hands)
    assert [int(r) for r in ranks[:20]] == [pg.rank("high", h) for h in hands[:20].tolist()]
    assert np.array_equal(pg.deal(2_000, joker=False, seed=5, threads=1), hands)
    assert not np.array_equal(pg.deal(2_000, joker=False, seed=6), hands)
    # Every card comes up, about equally often.
    counts = np.bincount(hands.ravel(), minlength=52)
    assert counts.min() > 0.7 * counts.mean()


def test_deal_keeps_the_simulation_rounds_and_deals_other_widths() -> None:
    assert pg.deal(10, seed=1).shape == (10, 14)
    five = pg.deal(100, 5, seed=1)
    assert five.shape == (100, 5) and five.max() <= pg.JOKER
    assert pg.deal(3, 52, joker=False).shape == (3, 52)
    with pytest.raises(pg.ArgumentError, match="cards must be 1 to 52"):
        pg.deal(3, 53, joker=False)
    with pytest.raises(pg.ArgumentError, match="cards"):
        pg.deal(3, "7")  # type: ignore[arg-type]


def test_omaha_best_many_agrees_with_one_hand_omaha() -> None:
    rows = pg.deal(300, 9, joker=False, seed=2)
    holes, boards = rows[:, :4], rows[:, 4:]
    for game in (pg.Ranking.HIGH, pg.Ranking.ACE_TO_FIVE_8):
        ranks, best = pg.omaha_best_many(game, holes, boards)
        assert best.shape == (300, 5) and best.dtype == np.uint8
        assert np.array_equal(pg.omaha_rank_many(game, holes, boards), ranks)
        texts = pg.describe_many(game, best)
        for i in range(0, 300, 7):
            hole, board = holes[i].tolist(), boards[i].tolist()
            assert (pg.omaha_rank(game, hole, board) or 0) == ranks[i]
            five = best[i].tolist()
            assert set(five[:2]) <= set(hole) and set(five[2:]) <= set(board)
            assert pg.omaha_best(game, hole, board) == five
            assert (pg.rank(game, five) or 0) == ranks[i]
            assert texts[i] == pg.describe(game, five)


def test_omaha_one_board_for_every_hand_and_errors_name_the_row() -> None:
    board = pg.parse_cards("2c 7d 9h Ts Js")
    holes = np.array([pg.parse_cards("AhKhQhJh"), pg.parse_cards("8c8d6s5s")])
    ranks, best = pg.omaha_best_many("high", holes, board)
    assert pg.describe_many("high", best) == [
        pg.describe("high", pg.omaha_best("high", h, board)) for h in holes.tolist()
    ]
    assert pg.describe("high", best[1]) == "Straight, ten high"  # 8 6 and 9 T 7
    clash = np.array([pg.parse_cards("AhKhQhJh"), pg.parse_cards("2c8d6s5s")])
    with pytest.raises(pg.CardError, match="row 1"):
        pg.omaha_best_many("high", clash, board)
    with pytest.raises(pg.HandError, match="9 to 11"):
        pg.omaha_best_many("high", holes[:, :3], board)
    with pytest.raises(pg.ShapeError, match="one board or one a hand"):
        pg.omaha_best_many("high", holes, np.zeros((3, 5), dtype=np.uint8))
    with pytest.raises(pg.HandError, match="HIGH or ACE_TO_FIVE_8"):
        pg.omaha_best("badugi", "AhKhQhJh", board)
