"""Reference Pai Gow settings, legality (§5) and settlement (§6)."""

import pytest

from paigow_fast.reference import JOKER, is_legal, parse, settings, settle


def legal(high, low):
    return is_legal(parse(high), parse(low))


# ---------------------------------------------------------------------------
# settings()
# ---------------------------------------------------------------------------


def test_settings_order_and_content():
    hand = parse("2c 3d 5h Tc Td Qh Qs")
    out = settings(hand)
    assert len(out) == 21
    assert out[0] == (tuple(hand[2:]), (hand[0], hand[1]))
    assert out[1] == ((hand[1], hand[3], hand[4], hand[5], hand[6]), (hand[0], hand[2]))
    assert out[5] == (tuple(hand[1:6]), (hand[0], hand[6]))
    assert out[6] == ((hand[0], hand[3], hand[4], hand[5], hand[6]), (hand[1], hand[2]))
    assert out[-1] == (tuple(hand[:5]), (hand[5], hand[6]))
    for high, low in out:
        assert sorted(high + low) == sorted(hand)
    assert len({low for _, low in out}) == 21


def test_settings_validation():
    with pytest.raises(ValueError):
        settings(parse("2c 3d 5h Tc Td Qh"))
    with pytest.raises(ValueError):
        settings([0, 1, 2, 3, 4, 5, 5])
    with pytest.raises(ValueError):
        settings([0, 1, 2, 3, 4, 5, 53])
    assert len(settings([0, 1, 2, 3, 4, 5, JOKER])) == 21


# ---------------------------------------------------------------------------
# Legality, §5 and its Decision
# ---------------------------------------------------------------------------


def test_spec_legality_decisions():
    assert legal("Kh Ks 7c 5d 2h", "Kc Kd")  # K-K / K-K: equality legal
    assert legal("Kc 8d 7h 5s 3c", "Kd 8c")  # K-8-7-5-3 / K-8: equality legal
    assert not legal("Qc 8d 7h 5s 3c", "Kd 2c")  # Q-high behind K-2: foul
    assert not legal("5c 5d Kh Qs Jc", "6c 6d")  # fives behind sixes: foul


def test_legality_by_category():
    assert legal("2c 2d 3h 3s 4c", "Ac Ad")  # two pair behind any pair
    assert legal("2c 3d 4h 5s 6c", "Ac Ad")  # straight
    assert legal("2c 2d 2h 9s 4c", "Ac Ad")  # trips
    assert legal("2c 2d 9h 8s 4c", "Ac Kd")  # pair behind non-pair
    assert legal("Ac Ad 9h 8s 4c", "Ah As")  # A-A / A-A
    assert not legal("Ac Kd Qh Js 9c", "2c 2d")  # high card behind a pair
    assert not legal("Kc 8d 7h 5s 3c", "Kd 9c")  # second card decides
    assert legal("Kc 9d 7h 5s 3c", "Kd 9c")
    assert legal("Kc 9d 7h 5s 3c", "Qd Jc")


def test_legality_with_joker():
    assert not legal("Kc Qd 9h 5s 3c", "Jk 2d")  # joker in front is an ace: A-2 > K
    assert legal("Jk Kc 9h 5s 3c", "Ad 2d")  # joker behind as ace: A-K-9 vs A-2
    assert not legal("Jk Kc 7h 5s 3c", "Ac Ad")  # A-K high behind A-A
    assert legal("Jk Ac 7h 5s 3c", "Ah Ad")  # pair of aces behind pair of aces
    assert legal("Jk 2c 3h 4s 5c", "Ah Ad")  # joker straight behind
    assert legal("Jk 2c 3h 4s 9c", "Ah Kd") is False  # A-9 high behind A-K
    assert legal("Ac Ad 3h 4s 9c", "Jk Kd")  # pair behind A-K made with the joker


def test_legality_validation():
    with pytest.raises(ValueError):
        is_legal(parse("Kc 8d 7h 5s"), parse("Kd 8c"))
    with pytest.raises(ValueError):
        is_legal(parse("Kc 8d 7h 5s 3c"), parse("Kc 8c"))  # Kc in both


# ---------------------------------------------------------------------------
# Settlement, §6
# ---------------------------------------------------------------------------


def S(high, low):
    return (tuple(parse(high)), tuple(parse(low)))


STRONG = S("Ac Ad Kh Ks 2c", "Qc Qd")
WEAK = S("9c 9d 5h 4s 2d", "Jc 8d")


def test_settle_win_with_commission():
    assert settle(STRONG, WEAK) == ("win", pytest.approx(0.95))
    assert settle(STRONG, WEAK, commission=0.0) == ("win", 1.0)
    assert settle(STRONG, WEAK, commission=0.04)[1] == pytest.approx(0.96)


def test_settle_loss_and_push():
    assert settle(WEAK, STRONG) == ("loss", -1.0)
    one_each = S("Ah As Kc Kd 3c", "Jh 8h")  # wins the back, loses (copies) the front
    assert settle(one_each, WEAK) == ("push", 0.0)
    front_only = S("9h 9s 5c 4d 2h", "Jh Th")  # copies the back, wins the front
    assert settle(front_only, WEAK) == ("push", 0.0)


def test_settle_copies_go_to_the_dealer():
    copy = S("9h 9s 5c 4d 2h", "Jh 8h")  # both hands equal in value to WEAK's
    assert settle(copy, WEAK) == ("loss", -1.0)
    assert settle(WEAK, copy) == ("loss", -1.0)


def test_settle_joker_values():
    player = S("Jk 2c 3h 4s 5c", "Ah Kd")  # A-2-3-4-5: second-best straight
    dealer = S("9c Td Jh Qs Kc", "Ac Qd")  # K-high straight
    assert settle(player, dealer) == ("win", pytest.approx(0.95))
    dealer2 = S("Ts Jd Qh Ks Ac", "As Kh")  # A-K-Q-J-T straight; A-K copy
    assert settle(player, dealer2) == ("loss", -1.0)


def test_settle_fouls_refused():
    foul = S("Qc 8d 7h 5s 3c", "Kd 2c")
    with pytest.raises(ValueError, match="player"):
        settle(foul, WEAK)
    with pytest.raises(ValueError, match="dealer"):
        settle(WEAK, foul)
    with pytest.raises(ValueError):
        settle(STRONG, WEAK, commission=-0.1)
