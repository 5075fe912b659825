"""Pai Gow settings, legality and settlement (docs/rules.md), on the core and on the
reference where both answer alike (the `impl` fixture); the public API's own types
(Setting, Outcome) and bad input. The house ways' examples are in
test_house_way_examples.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast import Ranking

RULES_PAGE = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


# ---- docs/rules.md ------------------------------------------------------------------


def test_the_categories_table_of_the_rules_page(impl):
    """The page's five-card categories, best first, each with an example hand."""
    text = RULES_PAGE.read_text(encoding="utf-8")
    rows = re.findall(r"^\| ([a-z ]+?)(?: \(([a-z ]+) at the top\))? \| `([^`]+)` \|$", text, re.M)
    assert len(rows) == 10
    for category, top, hand in rows:  # "straight flush (royal flush at the top)"
        assert impl.category("PAIGOW_HIGH", hand) in {category, top}, hand
    keys = [impl.key("PAIGOW_HIGH", hand) for *_, hand in rows]
    assert keys == sorted(keys, reverse=True)


def test_the_legal_settings_table_of_the_rules_page(impl):
    text = RULES_PAGE.read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([^`/]+) / ([^`]+)`[^|]*\| (yes|no)\b", text, re.M)
    assert len(rows) == 4
    for front, back, legal in rows:
        assert impl.is_legal(back, front) is (legal == "yes"), (front, back)


# ---- settings and legality -------------------------------------------------------


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


def test_a_setting_written_with_a_slash_parses_in_either_order():
    """The docs' "FRONT2 / BACK5" and the five-card hand first are the same setting; it
    is shown front first, as written in docs/ (str, repr, and parsed back)."""
    front_first = pg.Setting.parse("Qd Jc / Ah 9h 6s 3d 2c")
    back_first = pg.Setting.parse("Ah 9h 6s 3d 2c / Qd Jc")
    assert front_first == back_first == pg.Setting(high="Ah 9h 6s 3d 2c", low="Qd Jc")
    assert front_first.high == back_first.high and front_first.low == back_first.low
    assert str(back_first) == "Qd Jc / Ah 9h 6s 3d 2c"
    assert repr(back_first) == "Setting(low='Qd Jc', high='Ah 9h 6s 3d 2c')"
    assert eval(repr(back_first), {"Setting": pg.Setting}) == back_first
    assert pg.Setting.parse(str(back_first)) == back_first
    dealer = "2c 3d 5h Ts Tc Qd Qh"
    both = [pg.settle(p, dealer) for p in ("8s 2h / As Ad Kh Kc 9d", "As Ad Kh Kc 9d / 8s 2h")]
    assert both[0] == both[1]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("As Ad Kh / Kc 9d 8s 2h", ["3 and 4 cards", "two-card", "five-card"]),
        ("As Ad / Kh Kc 9d 8s", ["five-card hand has 5 cards, got 4"]),
        ("Kh Kc 9d 8s 2h / As", ["two-card hand has 2 cards, got 1"]),
        ("Kh Kc 9d 8s 2h 3c / As", ["6 and 1 cards"]),
        ("As Ad Kh Kc 9d / 8s / 2h", ["FRONT2 / BACK5", "either order"]),
        ("As Ad Kh Kc 9d 8s 2h", ["FRONT2 / BACK5"]),
    ],
)
def test_a_setting_of_the_wrong_sizes_is_one_hand_error_line(text, words):
    with pytest.raises(pg.HandError) as e:
        pg.Setting.parse(text)
    assert "\n" not in str(e.value) and all(w in str(e.value) for w in words), str(e.value)
    with pytest.raises(pg.HandError):
        pg.settle(text if "/" in text else f"{text} /", "2c 3d 5h Ts Tc Qd Qh")


def test_settings_order_and_content(impl):
    hand = impl.parse("2c 3d 5h Tc Td Qh Qs")
    out = impl.settings(hand)
    assert len(out) == 21
    assert out[0] == (tuple(hand[2:]), (hand[0], hand[1]))
    assert out[1] == ((hand[1], hand[3], hand[4], hand[5], hand[6]), (hand[0], hand[2]))
    assert out[5] == (tuple(hand[1:6]), (hand[0], hand[6]))
    assert out[6] == ((hand[0], hand[3], hand[4], hand[5], hand[6]), (hand[1], hand[2]))
    assert out[-1] == (tuple(hand[:5]), (hand[5], hand[6]))
    for high, low in out:
        assert sorted(high + low) == sorted(hand)
    assert len({low for _, low in out}) == 21


def test_settings_validation(impl):
    with pytest.raises(ValueError):
        impl.settings(impl.parse("2c 3d 5h Tc Td Qh"))
    with pytest.raises(ValueError):
        impl.settings([0, 1, 2, 3, 4, 5, 5])
    with pytest.raises(ValueError):
        impl.settings([0, 1, 2, 3, 4, 5, 53])
    assert len(impl.settings([0, 1, 2, 3, 4, 5, 52])) == 21


@pytest.mark.parametrize(
    ("high", "low", "legal"),
    [
        ("Kc Kd 2c 3d 4h", "Kh Ks", True),  # decision: K-K / K-K is legal
        ("Kh Ks 7c 5d 2h", "Kc Kd", True),  # K-K / K-K: equality legal
        ("Kc 8d 7h 5s 3c", "Kd 8c", True),  # decision: K-8-7-5-3 / K-8 is legal
        ("Qc 8d 7h 5s 3c", "Kd 2c", False),  # Q-8-7-5-3 / K-2 is a foul
        ("5c 5d 2c 7h 9s", "6c 6d", False),  # fives behind sixes is a foul
        ("5c 5d Kh Qs Jc", "6c 6d", False),  # fives behind sixes is a foul
        ("Kc Kd 2c 3d 4h", "Jk As", False),  # the joker in front is an ace: A-A
        ("Kc Kd 2c 3d 4h", "Jk Qs", True),  # A-Q in front of kings
        ("Jk 2c 3d 4h 5s", "Kc Kd", True),  # the joker completes a straight behind
        ("Ac 9d 7h 5s 3c", "Ad 9c", True),  # equal leading cards
        ("Ac 9d 7h 5s 3c", "Ad Tc", False),
        # by category
        ("2c 2d 3h 3s 4c", "Ac Ad", True),  # two pair behind any pair
        ("2c 3d 4h 5s 6c", "Ac Ad", True),  # straight
        ("2c 2d 2h 9s 4c", "Ac Ad", True),  # trips
        ("2c 2d 9h 8s 4c", "Ac Kd", True),  # pair behind non-pair
        ("Ac Ad 9h 8s 4c", "Ah As", True),  # A-A / A-A
        ("Ac Kd Qh Js 9c", "2c 2d", False),  # high card behind a pair
        ("Kc 8d 7h 5s 3c", "Kd 9c", False),  # second card decides
        ("Kc 9d 7h 5s 3c", "Kd 9c", True),
        ("Kc 9d 7h 5s 3c", "Qd Jc", True),
        # with the joker
        ("Kc Qd 9h 5s 3c", "Jk 2d", False),  # joker in front is an ace: A-2 > K
        ("Jk Kc 9h 5s 3c", "Ad 2d", True),  # joker behind as ace: A-K-9 vs A-2
        ("Jk Kc 7h 5s 3c", "Ac Ad", False),  # A-K high behind A-A
        ("Jk Ac 7h 5s 3c", "Ah Ad", True),  # pair of aces behind pair of aces
        ("Jk 2c 3h 4s 5c", "Ah Ad", True),  # joker straight behind
        ("Jk 2c 3h 4s 9c", "Ah Kd", False),  # A-9 high behind A-K
        ("Ac Ad 3h 4s 9c", "Jk Kd", True),  # pair behind A-K made with the joker
    ],
)
def test_legality_decisions(impl, high, low, legal):
    assert impl.is_legal(high, low) is legal


def test_legality_validation(impl):
    with pytest.raises(ValueError):
        impl.is_legal("Kc 8d 7h 5s", "Kd 8c")
    with pytest.raises(ValueError):
        impl.is_legal("Kc 8d 7h 5s 3c", "Kc 8c")  # Kc in both


def test_legality_is_the_settings_is_legal():
    assert pg.Setting("Kc 8d 7h 5s 3c", "Kd 8c").is_legal is True
    assert pg.Setting("Qc 8d 7h 5s 3c", "Kd 2c").is_legal is False


# ---- settlement -------------------------------------------------------------------

STRONG = ("As Ad Kh Kc 9d", "Qs Jh")  # two pair / Q-J
WEAK = ("2c 2d 7h 5c 3d", "9s 8h")  # pair of twos / 9-8
STRONGER = ("Ac Ad Kh Ks 2c", "Qc Qd")
WEAKER = ("9c 9d 5h 4s 2d", "Jc 8d")


def test_both_hands_win(impl):
    assert impl.settle(STRONG, WEAK) == ("win", pytest.approx(0.95))
    assert impl.settle(STRONGER, WEAKER) == ("win", pytest.approx(0.95))
    assert impl.settle(STRONGER, WEAKER, 0.0) == ("win", 1.0)
    assert impl.settle(STRONGER, WEAKER, 0.04)[1] == pytest.approx(0.96)


def test_both_hands_lose(impl):
    assert impl.settle(WEAK, STRONG) == ("loss", -1.0)
    assert impl.settle(WEAKER, STRONGER) == ("loss", -1.0)


def test_one_each_is_a_push(impl):
    mixed = ("2h 2s 7c 5d 3c", "Ks Qh")
    assert impl.settle(mixed, STRONG) == ("push", 0.0)
    one_each = ("Ah As Kc Kd 3c", "Jh 8h")  # wins the back, loses (copies) the front
    assert impl.settle(one_each, WEAKER) == ("push", 0.0)
    front_only = ("9h 9s 5c 4d 2h", "Jh Th")  # copies the back, wins the front
    assert impl.settle(front_only, WEAKER) == ("push", 0.0)


def test_copy_in_the_low_hand_goes_to_the_dealer(impl):
    player = ("As Ad Kh Kc 9d", "9c 8d")  # low copies the dealer's 9-8
    assert impl.settle(player, WEAK)[0] == "push"


def test_copy_in_the_high_hand_goes_to_the_dealer(impl):
    player = ("2h 2s 7c 5s 3h", "Qs Jh")  # high copies the dealer's 2-2-7-5-3
    assert impl.settle(player, WEAK)[0] == "push"


def test_two_copies_lose(impl):
    player = ("2h 2s 7c 5s 3h", "9c 8d")
    assert impl.settle(player, WEAK) == ("loss", -1.0)
    copy = ("9h 9s 5c 4d 2h", "Jh 8h")  # both hands equal in value to WEAKER's
    assert impl.settle(copy, WEAKER) == ("loss", -1.0)
    assert impl.settle(WEAKER, copy) == ("loss", -1.0)


def test_settle_joker_values(impl):
    player = ("Jk 2c 3h 4s 5c", "Ah Kd")  # A-2-3-4-5: second-best straight
    dealer = ("9c Td Jh Qs Kc", "Ac Qd")  # K-high straight
    assert impl.settle(player, dealer) == ("win", pytest.approx(0.95))
    dealer2 = ("Ts Jd Qh Ks Ac", "As Kh")  # A-K-Q-J-T straight; A-K copy
    assert impl.settle(player, dealer2) == ("loss", -1.0)


@pytest.mark.parametrize("commission", [0.0, 0.05, 0.1])
def test_commission_is_a_parameter(impl, commission):
    assert impl.settle(STRONG, WEAK, commission)[1] == pytest.approx(1 - commission)


def test_a_foul_is_refused(impl):
    for foul, other in ((("Qc 8d 7s 5s 3c", "Kd 2h"), WEAK), (("Qc 8d 7h 5s 3c", "Kd 2c"), WEAKER)):
        with pytest.raises(ValueError, match="player"):
            impl.settle(foul, other)
        with pytest.raises(ValueError, match="dealer"):
            impl.settle(other, foul)
    with pytest.raises(ValueError):
        impl.settle(STRONGER, WEAKER, -0.1)


def test_the_outcome_and_the_foul_error_of_the_api():
    out = pg.settle(pg.Setting(*STRONG), pg.Setting(*WEAK))
    assert out.result == "win" and out.payout == pytest.approx(0.95)
    foul = pg.Setting("Qc 8d 7s 5s 3c", "Kd 2h")
    with pytest.raises(pg.FoulError, match="player"):
        pg.settle(foul, pg.Setting(*WEAK))
    with pytest.raises(pg.FoulError, match="dealer"):
        pg.settle(pg.Setting(*WEAK), foul)


def test_settle_sets_seven_cards_by_the_house_way():
    assert pg.settle("As Ad Kh Kc 9d Qs Jh", "2c 2d 7h 5c 3d 9s 8h").result == "win"


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
        (lambda: pg.rank(Ranking.HIGH, "As Kd Qh Jc"), pg.HandError),
        (lambda: pg.rank(Ranking.HIGH, "As Kd Qh Jc Jk"), pg.HandError),
        (lambda: pg.rank(Ranking.PAIGOW_LOW, "As Kd Qh"), pg.HandError),
        (lambda: pg.rank("no-such-game", "As Kd Qh Jc 9s"), pg.ArgumentError),
    ],
)
def test_bad_input_raises_the_right_class(call, error):
    with pytest.raises(error):
        call()
