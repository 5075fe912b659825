"""Short deck (six-plus hold'em): `rank_many` on random seven-card hands of the 36-card
deck, on all threads and on one, against pokerkit's `ShortDeckHoldemHand` (its rule:
a straight beats three of a kind) on the same hands, after checking on a sample that
both order the hands alike."""

from __future__ import annotations

from typing import Any

import numpy as np

import paigow_fast as pg
from paigow_fast import Ranking

from conftest import import_peer, measure

BULK = 4_000_000  # hands per bulk call
SLOW = 2_000  # hands per call of pokerkit's evaluator
GAME = Ranking.SHORT_DECK_STRAIGHT_OVER_TRIPS


def short_deck_hands(n: int, seed: int) -> np.ndarray:
    """n rows of 7 distinct cards of the short deck (ids 16..51), uint8."""
    rng = np.random.default_rng(seed)
    return (np.argsort(rng.random((n, 36)), axis=1)[:, :7] + 16).astype(np.uint8)


HANDS = short_deck_hands(BULK, seed=36)


def test_rank_many_short_deck7(benchmark: Any) -> None:
    out = measure(benchmark, "rank_many SHORT_DECK 7", lambda: pg.rank_many(GAME, HANDS), BULK)
    assert out.shape == (BULK,)


def test_rank_many_short_deck7_one_thread(benchmark: Any) -> None:
    measure(
        benchmark,
        "rank_many SHORT_DECK 7 (1 thread)",
        lambda: pg.rank_many(GAME, HANDS, threads=1),
        BULK,
    )


def test_pokerkit_short_deck(benchmark: Any) -> None:
    pokerkit = import_peer("pokerkit")
    rows = HANDS[:SLOW].tolist()
    texts = [pg.format_cards(r) for r in rows]
    hand = pokerkit.ShortDeckHoldemHand
    values = [hand.from_game(t, "") for t in texts]
    ours = pg.rank_many(GAME, HANDS[:SLOW]).tolist()
    order = sorted(range(SLOW), key=lambda i: ours[i])
    for a, b in zip(order, order[1:]):  # the same order, ties included
        assert (ours[a] < ours[b]) == (values[a] < values[b])
    measure(
        benchmark,
        "pokerkit ShortDeckHoldemHand loop SHORT_DECK 7",
        lambda: [hand.from_game(t, "") for t in texts],
        SLOW,
        rounds=1,
    )
