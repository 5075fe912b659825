"""Pai Gow through the public API: settings, legality (§5), the house way rule by rule
(§7, one named test for each rule and decision), settlement (§6), bad input."""

from __future__ import annotations

import pytest

import paigow_fast as pg
from paigow_fast import Game

ORDER = "23456789TJQKA"


def front(text: str) -> str:
    """The house way's front as ranks, high first (the joker shown as an ace)."""
    s = pg.house_way(text)
    assert s.is_legal
    ranks = ["A" if c == pg.JOKER else ORDER[c // 4] for c in s.low]
    return "".join(sorted(ranks, key=ORDER.index, reverse=True))


def back_category(text: str) -> str:
    return pg.category(Game.PAIGOW_HIGH, pg.house_way(text).high)


# ---- settings and legality (§5) -------------------------------------------------


def test_settings_are_the_21_splits_in_position_order():
    hand = pg.parse_cards("2c 3d 4h 5s 6c 7d 8h")
    all21 = pg.settings(hand)
    assert len(all21) == 21
    assert all21[0] == pg.Setting(hand[2:], hand[:2])
    assert all21[1].low == (hand[0], hand[2])
    assert all21[-1].low == (hand[5], hand[6])
    assert len(set(all21)) == 21


def test_setting_equality_is_by_content():
    a = pg.Setting("As Kd Qh Jc 9s", "2c 3d")
    b = pg.Setting("Kd As Jc Qh 9s", "3d 2c")
    assert a == b and hash(a) == hash(b)
    assert a != pg.Setting("As Kd Qh Jc 2c", "9s 3d")


@pytest.mark.parametrize(
    ("high", "low", "legal"),
    [
        ("Kc Kd 2c 3d 4h", "Kh Ks", True),  # decision: K-K / K-K is legal
        ("Kc 8d 7h 5s 3c", "Kd 8c", True),  # decision: K-8-7-5-3 / K-8 is legal
        ("Qc 8d 7h 5s 3c", "Kd 2c", False),  # Q-8-7-5-3 / K-2 is a foul
        ("5c 5d 2c 7h 9s", "6c 6d", False),  # fives behind sixes is a foul
        ("Kc Kd 2c 3d 4h", "Jk As", False),  # the joker in front is an ace: A-A
        ("Kc Kd 2c 3d 4h", "Jk Qs", True),  # A-Q in front of kings
        ("Jk 2c 3d 4h 5s", "Kc Kd", True),  # the joker completes a straight behind
        ("Ac 9d 7h 5s 3c", "Ad 9c", True),  # equal leading cards
        ("Ac 9d 7h 5s 3c", "Ad Tc", False),
    ],
)
def test_legality_decisions(high, low, legal):
    assert pg.Setting(high, low).is_legal is legal


# ---- the house way (§7) -----------------------------------------------------------


def test_seed_004_example_1():
    s = pg.house_way("2c 3d 5h Ts Tc Qd Qh")
    assert front("2c 3d 5h Ts Tc Qd Qh") == "TT"
    assert sorted(c // 4 for c in s.high) == sorted(ORDER.index(r) for r in "QQ532")


def test_seed_004_example_2():
    assert front("3c 6d 6h 7s Jc Kd Ah") == "AK"
    assert back_category("3c 6d 6h 7s Jc Kd Ah") == "pair"


def test_rule1_five_aces_split():
    assert front("Ac Ad Ah As Jk Qc 4d") == "AA"
    assert front("Ac Ad Ah As Jk Qc Qd") == "AA"


def test_rule1_five_aces_with_kings_kept():
    assert front("Ac Ad Ah As Jk Kc Kd") == "KK"
    assert back_category("Ac Ad Ah As Jk Kc Kd") == "five aces"


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("2c 2d 2h 2s 9c Kd Ah", "AK"),  # 2-6: keep
        ("6c 6d 6h 6s 9c Kd 3h", "K9"),  # 2-6: keep
        ("8c 8d 8h 8s 9c Kd 3h", "88"),  # 7-T: split
        ("Tc Td Th Ts 9c Kd 3h", "TT"),  # 7-T: split
        ("8c 8d 8h 8s 9c Ad 3h", "A9"),  # 7-T: keep with an ace
        ("7c 7d 7h 7s 9c Jk 3h", "A9"),  # 7-T: keep with the joker as the ace
        ("8c 8d 8h 8s 2c 2d 3h", "22"),  # 7-T: keep with a pair
        ("9c 9d 9h 9s 4c 4d 4h", "44"),  # 7-T with trips beside: keep a pair of them
        ("Kc Kd Kh Ks 9c 9d 3h", "KK"),  # J-K: split with nines
        ("Kc Kd Kh Ks Tc Td 3h", "TT"),  # J-K: keep with tens
        ("Jc Jd Jh Js Ac Qd 3h", "JJ"),  # J-K: split even with A-Q
        ("Ac Ad Ah As 7c 7d 3h", "77"),  # aces: keep with sevens
        ("Ac Ad Ah As 6c 6d 3h", "AA"),  # aces: split with sixes
        ("Ac Ad Ah Jk 7c 7d 3h", "77"),  # quads with the joker as an ace
        ("Ac Ad Ah Jk Kc Qd 3h", "AA"),  # joker quads split
    ],
)
def test_rule2_four_of_a_kind(hand, expected):
    assert front(hand) == expected


def test_rule2_split_leaves_the_strongest_back():
    # A♠ A♥ A♦ + joker are four aces; split two to the front. Keeping A♠ and the
    # joker behind with K♠ Q♠ 2♠ makes a flush (decision: the strongest back).
    assert front("As Ah Ad Jk Ks Qs 2s") == "AA"
    assert back_category("As Ah Ad Jk Ks Qs 2s") == "flush"


def test_rule3_two_trips():
    assert front("5c 5d 5h 9c 9d 9h 3h") == "99"
    assert back_category("5c 5d 5h 9c 9d 9h 3h") == "three of a kind"


def test_rule4_trips_and_two_pairs():
    assert front("5c 5d 5h 9c 9d Th Ts") == "TT"


def test_rule5_full_house_split():
    assert front("5c 5d 5h 9c 9d Th As") == "99"


def test_rule5_full_house_twos_with_ace_king():
    assert front("5c 5d 5h 2c 2d Kh As") == "AK"
    assert back_category("5c 5d 5h 2c 2d Kh As") == "full house"


def test_rule5_full_house_twos_without_ace_king_split():
    assert front("5c 5d 5h 2c 2d Qh As") == "22"


def test_rule6_three_pairs():
    assert front("5c 5d 8h 8c 2d 2h As") == "88"


def test_rule7a_two_pairs_with_single_ace_override_the_flush():
    # Hearts A K 9 5 4 make a flush; K-K 5-5 with a single ace is set as two pairs.
    assert front("Ah Kd Kh 5s 5h 4h 9h") == "A9"


def test_rule7a_jacks_over_sixes_or_better_override():
    # Decision: "sixes or better". J-J 6-6: set by rule 9 (split).
    assert front("Jh Jd 6h 6s 2h 4h 9h") == "66"
    # J-J 5-5 does not override: the flush stays behind.
    assert front("Jh Jd 5h 5s 2h 4h 9h") == "J5"
    assert back_category("Jh Jd 5h 5s 2h 4h 9h") == "flush"


def test_rule7a_pair_of_aces_overrides():
    assert front("Ah Ad 5h 5s 2h 4h 9h") == "55"


def test_rule7a_two_pair_override_on_a_straight():
    # A-2-3-4-5 with 4-4 and 5-5 and a single ace: two pairs, both behind.
    assert front("Ac 2d 3h 4s 5c 5d 4h") == "A3"


def test_rule7b_six_card_straight_best_front():
    assert front("4c 5d 6h 7s 8c 9d Kh") == "K9"
    assert back_category("4c 5d 6h 7s 8c 9d Kh") == "straight"


def test_rule7b_seven_card_flush():
    assert front("2h 5h 7h 9h Jh Kh Ah") == "AK"


def test_rule7b_straight_with_a_pair_keeps_the_straight():
    assert front("4c 5d 6h 7s 8c 8d Kh") == "K8"


def test_rule7b_joker_completes_the_straight():
    assert front("Jk 3c 4d 5h 6s 9c Kd") == "K9"
    assert back_category("Jk 3c 4d 5h 6s 9c Kd") == "straight"


def test_rule7b_trips_with_a_straight():
    assert front("5c 5d 5h 6s 7c 8d 9h") == "55"
    assert back_category("5c 5d 5h 6s 7c 8d 9h") == "straight"


def test_rule7c_straight_flush_kept_below_the_jack_bar():
    # The straight flush keeps 9-3 in front; a straight would allow 9-8: better, but
    # not jack-high.
    assert front("4h 5h 6h 7h 8h 3c 9c") == "93"
    assert back_category("4h 5h 6h 7h 8h 3c 9c") == "straight flush"


def test_rule7c_straight_flush_given_up_for_jack_high_or_better():
    assert front("8d 9s Ts Js Qs Ks Ac") == "AK"
    assert back_category("8d 9s Ts Js Qs Ks Ac") == "straight"


def test_rule7c_royal_flush_kept_without_an_alternative():
    assert front("Ts Js Qs Ks As 2d 3c") == "32"
    assert back_category("Ts Js Qs Ks As 2d 3c") == "royal flush"


def test_rule7c_royal_flush_with_the_joker():
    assert front("Jk Js Qs Ks As 2d 3c") == "32"
    assert back_category("Jk Js Qs Ks As 2d 3c") == "royal flush"
    # With 9d the straight 9-K behind lets A-3 go in front: ace-high clears the
    # royal flush's king-high bar.
    assert front("Jk Js Qs Ks As 9d 3c") == "A3"


def test_rule8_three_of_a_kind():
    assert front("5c 5d 5h 9c Jd Kh 3s") == "KJ"


def test_rule8_three_aces_split():
    assert front("Ac Ad Ah 9c Jd Kh 3s") == "AK"
    assert front("Ac Ad Jk 9c Jd Kh 3s") == "AK"


def test_rule9_split_sevens_or_better_without_single_ace():
    assert front("2c 3d 5h 8s 8c Qd Qh") == "88"


def test_rule9_split_jacks_and_sixes_with_single_ace():
    assert front("2c 6d 6h Js Jc Qd Ah") == "66"


def test_rule9_jacks_and_fives_with_single_ace_stay_together():
    assert front("2c 5d 5h Js Jc Qd Ah") == "AQ"


def test_rule9_aces_always_split():
    assert front("2c 3d 3h 6s Jc Ad Ah") == "33"
    assert front("2c 3d 3h 6s Jc Ad Jk") == "33"


def test_rule9_low_pairs_stay_together():
    assert front("2c 3d 3h 6s 6c Jd Kh") == "KJ"


def test_rule9_single_ace_is_the_joker():
    # The joker is the single ace: 8-8 4-4 with a single ace stay together.
    assert front("2c 4d 4h 8s 8c Jd Jk") == "AJ"


def test_rule10_one_pair():
    assert front("2c 3d 9h 6s Jc Jd Ah") == "A9"
    assert front("Jk 3d 5h 5s 9c Jd Kh") == "AK"


def test_rule11_no_pair():
    assert front("2c 3d 9h 6s Jc Qd Ah") == "QJ"
    assert front("Jk 3d 5h 7s 9c Jd Kh") == "KJ"


# ---- settlement (§6) -------------------------------------------------------------


def S(high: str, low: str) -> pg.Setting:
    return pg.Setting(high, low)


STRONG = S("As Ad Kh Kc 9d", "Qs Jh")  # two pair / Q-J
WEAK = S("2c 2d 7h 5c 3d", "9s 8h")  # pair of twos / 9-8


def test_both_hands_win():
    out = pg.settle(STRONG, WEAK)
    assert out.result == "win" and out.payout == pytest.approx(0.95)


def test_both_hands_lose():
    out = pg.settle(WEAK, STRONG)
    assert out.result == "loss" and out.payout == -1.0


def test_one_each_is_a_push():
    mixed = S("2h 2s 7c 5d 3c", "Ks Qh")
    assert pg.settle(mixed, STRONG).result == "push"
    assert pg.settle(mixed, STRONG).payout == 0.0


def test_copy_in_the_low_hand_goes_to_the_dealer():
    player = S("As Ad Kh Kc 9d", "9c 8d")  # low copies the dealer's 9-8
    out = pg.settle(player, WEAK)
    assert out.result == "push"


def test_copy_in_the_high_hand_goes_to_the_dealer():
    player = S("2h 2s 7c 5s 3h", "Qs Jh")  # high copies the dealer's 2-2-7-5-3
    assert pg.settle(player, WEAK).result == "push"


def test_two_copies_lose():
    player = S("2h 2s 7c 5s 3h", "9c 8d")
    out = pg.settle(player, WEAK)
    assert out.result == "loss" and out.payout == -1.0


@pytest.mark.parametrize("commission", [0.0, 0.05, 0.1])
def test_commission_is_a_parameter(commission):
    assert pg.settle(STRONG, WEAK, commission=commission).payout == pytest.approx(1 - commission)


def test_settle_sets_seven_cards_by_the_house_way():
    assert pg.settle("As Ad Kh Kc 9d Qs Jh", "2c 2d 7h 5c 3d 9s 8h").result == "win"


def test_a_foul_is_refused():
    foul = S("Qc 8d 7s 5s 3c", "Kd 2h")
    with pytest.raises(pg.FoulError, match="player"):
        pg.settle(foul, WEAK)
    with pytest.raises(pg.FoulError, match="dealer"):
        pg.settle(WEAK, foul)


# ---- bad input --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: pg.house_way("As Kd Qh Jc 9s 8d"), pg.HandError),
        (lambda: pg.house_way("As Kd Qh Jc 9s 8d 7c 6h"), pg.HandError),
        (lambda: pg.house_way("As Kd Qh Jc 9s 8d As"), pg.CardError),
        (lambda: pg.house_way([0, 1, 2, 3, 4, 5, 99]), pg.CardError),
        (lambda: pg.settings("As Kd"), pg.HandError),
        (lambda: pg.Setting("As Kd Qh Jc", "2c 3d"), pg.HandError),
        (lambda: pg.Setting("As Kd Qh Jc 9s", "2c As"), pg.CardError),
        (lambda: pg.rank(Game.HIGH, "As Kd Qh Jc"), pg.HandError),
        (lambda: pg.rank(Game.HIGH, "As Kd Qh Jc Jk"), pg.HandError),
        (lambda: pg.rank(Game.PAIGOW_LOW, "As Kd Qh"), pg.HandError),
        (lambda: pg.rank("no-such-game", "As Kd Qh Jc 9s"), pg.ArgumentError),
    ],
)
def test_bad_input_raises_the_right_class(call, error):
    with pytest.raises(error):
        call()
