"""Face Up Pai Gow played deal by deal from the library's primitives (pg.deal or given
cards, pg.house_way_many, pg.settings, pg.side_bet_masks_many), for the Monte Carlo
checks of the exact counts: the dealer's setting by the house way, a push against an
ace-high pai gow (the seven cards' event), and two players, one setting by the house way
and one choosing the best of its legal settings knowing the dealer's."""

from __future__ import annotations

import numpy as np

import paigow_fast as pg

ACE_HIGH = 1 << pg.EVENTS.index("ace-high-pai-gow")


def results(player: np.ndarray, dealer: np.ndarray, way: str) -> tuple[np.ndarray, np.ndarray]:
    """(house-way player's, optimal player's) payouts of each deal, +1, 0 or -1: rows
    of seven player cards and seven dealer cards."""
    set_dealer = pg.house_way_many(dealer, way=way)
    set_player = pg.house_way_many(player, way=way)
    pushed = (pg.side_bet_masks_many(dealer, way=way) & ACE_HIGH) != 0
    dh = pg.rank_many("PAIGOW_HIGH", set_dealer[:, :5])
    dl = pg.rank_many("PAIGOW_LOW", set_dealer[:, 5:])
    ph = pg.rank_many("PAIGOW_HIGH", set_player[:, :5])
    pl = pg.rank_many("PAIGOW_LOW", set_player[:, 5:])
    house = np.where((ph > dh) & (pl > dl), 1, np.where((ph <= dh) & (pl <= dl), -1, 0))
    best = np.zeros(len(player), dtype=np.int64)
    for i in np.flatnonzero(~pushed):
        options = [
            (s.high_rank, s.low_rank)
            for s in pg.settings([int(c) for c in player[i]])
            if s.is_legal
        ]
        if any(h > dh[i] and lo > dl[i] for h, lo in options):
            best[i] = 1
        elif all(h <= dh[i] and lo <= dl[i] for h, lo in options):
            best[i] = -1
    house[pushed] = 0
    return house, best
