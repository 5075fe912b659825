"""Face Up Pai Gow's settlement (docs/rules.md, "Variants of the main bet"), in the core
and the reference (the `impl` fixture): every bet pushes when the dealer's seven cards
are an ace-high pai gow (the joker an ace unless it completes a straight or flush),
otherwise the standard settlement without commission; and the player who sees the
dealer's setting, the best of its legal settings, checked deal by deal between the two."""

from __future__ import annotations

import pytest

import paigow_fast as pg
from paigow_fast import reference as ref

PLAYER = ("Ks Kh 9c 8d 2s", "Kc Qd")  # a pair of kings / K-Q

EXAMPLES = [
    # (dealer back, front, standard result, face-up result)
    ("Ah 7s 5c 4d 3h", "Jd Td", "win", "push"),  # ace-high pai gow: a push
    ("Jk 8s 5c 4d 2h", "Jd Td", "win", "push"),  # the joker is the ace
    ("Kd 7s 5c 4d 3h", "Jd Td", "win", "win"),  # king-high: settled, no commission
    ("Jk 7s 5c 4d 3h", "Jd Td", "push", "push"),  # the joker completes 3-7: a straight
    ("Ah As 5c 4d 3h", "Ad Td", "loss", "loss"),  # three aces
    ("Ah As 5c 4d 3h", "Jd Td", "push", "push"),  # a pair of aces behind, J-T in front
]


@pytest.mark.parametrize(("back", "front", "standard", "face_up"), EXAMPLES)
def test_worked_examples(impl, back, front, standard, face_up):
    payout = {"win": 1.0, "push": 0.0, "loss": -1.0}
    assert impl.settle(PLAYER, (back, front), 0.0) == (standard, payout[standard])
    assert impl.settle(PLAYER, (back, front), 0.0, "face-up") == (face_up, payout[face_up])


def test_copies_go_to_the_dealer(impl):
    player = ("As Ah 9h 8s 2c", "Kd Qs")
    dealer = ("Ad Ac 9d 8c 2d", "Kh Qh")
    assert impl.settle(player, dealer, 0.0, "face-up") == ("loss", -1.0)


def test_the_core_defaults_to_no_commission():
    dealer = "Jd Td / Kd 7s 5c 4d 3h"
    assert pg.settle("Kc Qd / Ks Kh 9c 8d 2s", dealer, variant="face-up").payout == 1.0
    assert pg.settle("Kc Qd / Ks Kh 9c 8d 2s", dealer).payout == pytest.approx(0.95)


def test_random_deals_agree_with_the_reference():
    # Seeded deals, many of them against an ace-high pai gow dealer: the core's
    # settlement and best setting knowing the dealer against the reference's.
    deals = pg.deal(1_500, seed=36)
    dealers = pg.house_way_many(deals[:, 7:])
    pushed = 0
    for row, dealer in zip(deals, dealers):
        hand = [int(c) for c in row[:7]]
        d = (tuple(int(c) for c in dealer[:5]), tuple(int(c) for c in dealer[5:]))
        options = [s for s in pg.settings(hand) if s.is_legal]
        core = max(
            (pg.settle(s, pg.Setting(*d), 0.0, variant="face-up") for s in options),
            key=lambda o: o.payout,
        )
        assert (core.result, core.payout) == ref.best_knowing_dealer(hand, d), (hand, d)
        house = pg.house_way(hand)
        want = ref.settle((house.high, house.low), d, 0.0, "face-up")
        got = pg.settle(house, pg.Setting(*d), variant="face-up")
        assert (got.result, got.payout) == want
        pushed += ref.pushes_every_bet(d[0] + d[1], "face-up")
    assert 80 < pushed < 170  # about 8% of dealer hands are ace-high pai gows
