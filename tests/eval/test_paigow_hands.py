"""Pai Gow's five-card and two-card hands and the joker (docs/rules.md), hand against
hand on the core and on the reference (the `impl` fixture): categories, order, ties,
the joker's values, the best five of six and seven cards. A brute-force check of the
joker and every two-card hand on the reference's own keys."""

import random
from itertools import combinations

import pytest

from paigow_fast.reference import (
    JOKER,
    category,
    paigow_high_key,
    paigow_low_key,
    parse,
)

from ordering import better, same

# ---------------------------------------------------------------------------
# Pai Gow five-card hand
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand, name",
    [
        ("Ac Ad Ah As Jk", "five aces"),
        ("As Ks Qs Js Ts", "royal flush"),
        ("Ah 2h 3h 4h 5h", "straight flush"),
        ("9d Td Jd Qd Kd", "straight flush"),
        ("7c 7d 7h 7s 2c", "four of a kind"),
        ("7c 7d 7h 2s 2c", "full house"),
        ("Ac 9c 7c 4c 2c", "flush"),
        ("Ac 2d 3h 4s 5c", "straight"),
        ("Ac Kd Qh Js Tc", "straight"),
        ("7c 7d 7h 9s 2c", "three of a kind"),
        ("7c 7d 9h 9s 2c", "two pair"),
        ("7c 7d 9h Ks 2c", "pair"),
        ("Ac Jd 9h 7s 2c", "high card"),
    ],
)
def test_paigow_categories(impl, hand, name):
    assert impl.category("PAIGOW_HIGH", hand) == name


def test_paigow_category_order(impl):
    order = [
        "Ac Ad Ah As Jk",  # five aces
        "As Ks Qs Js Ts",  # royal
        "Ah 2h 3h 4h 5h",  # A-2-3-4-5 suited: second-best straight flush
        "9d Td Jd Qd Kd",  # K-high straight flush
        "2d 3d 4d 5d 6d",  # lowest straight flush
        "2c 2d 2h 2s 3c",  # quads
        "Ac Ad Ah Ks Kc",  # full house
        "Ac Kc Qc Jc 9c",  # flush
        "Ac Kd Qh Js Tc",  # straight A-K-Q-J-T
        "Ac 2d 3h 4s 5c",  # straight A-2-3-4-5 (second highest)
        "9c Td Jh Qs Kc",  # straight K-high
        "2c 3d 4h 5s 6c",  # straight 6-high (lowest)
        "Ac Ad Ah Ks Qc",  # trips
        "Ac Ad Kh Ks Qc",  # two pair
        "Ac Ad Kh Qs Jc",  # pair
        "Ac Kd Qh Js 9c",  # high card
        "2c 3d 4h 5s 7c",  # worst hand
    ]
    keys = [impl.key("PAIGOW_HIGH", h) for h in order]
    assert keys == sorted(keys, reverse=True)
    assert len(set(keys)) == len(keys)


def test_paigow_kicker_ties(impl):
    assert better(impl, "PAIGOW_HIGH", "Kc Kd 9h 5s 3c", "Kh Ks 9c 5d 2h")
    assert same(impl, "PAIGOW_HIGH", "Kc Kd 9h 5s 3c", "Kh Ks 9c 5d 3h")
    assert better(impl, "PAIGOW_HIGH", "Ac Ad 3h 3s 2c", "Kh Ks Qc Qd Jh")  # higher top pair
    # trips rank first
    assert better(impl, "PAIGOW_HIGH", "3c 3d 3h 2s 2c", "2h 2d 2s Ac Ad") is True
    assert same(impl, "PAIGOW_HIGH", "Ac 2c 3c 4c 5c", "Ad 2d 3d 4d 5d")  # suits never rank


def test_joker_completes_straight_as_best_value(impl):
    # Joker + 2-3-4-5: as an ace it makes A-2-3-4-5, the second-best straight,
    # which beats the 6-high straight it could also make.
    assert same(impl, "PAIGOW_HIGH", "Jk 2d 3h 4s 5c", "Ac 2d 3h 4s 5c")
    assert impl.category("PAIGOW_HIGH", "Jk Kd Qh Js Tc") == "straight"
    assert same(impl, "PAIGOW_HIGH", "Jk 9d Th Js Qc", "Kc 9d Th Js Qc")  # inside: joker as K
    assert same(impl, "PAIGOW_HIGH", "Jk 6d 7h 9s Tc", "8c 6d 7h 9s Tc")  # gap filled by an 8


def test_joker_in_flush_is_highest_missing_card(impl):
    # The joker is the highest card of the suit not already held (docs/rules.md).
    assert same(impl, "PAIGOW_HIGH", "As Ks Qs 5s Jk", "As Ks Qs Js 5s")
    assert same(impl, "PAIGOW_HIGH", "Ks Qs 9s 5s Jk", "As Ks Qs 9s 5s")
    assert impl.category("PAIGOW_HIGH", "As Ks Qs 5s Jk") == "flush"
    # no "double-ace flush": A-A-K-Q-5 would beat A-K-Q-J-5
    assert paigow_high_key(parse("As Ks Qs 5s Jk")) < paigow_high_key(parse("As Ks Qs Js 6s"))


def test_joker_straight_flush_and_royal(impl):
    # K-high SF beats ace flush
    assert same(impl, "PAIGOW_HIGH", "9h Th Jh Qh Jk", "9h Th Jh Qh Kh")
    assert impl.category("PAIGOW_HIGH", "Th Jh Qh Kh Jk") == "royal flush"
    assert impl.category("PAIGOW_HIGH", "Ah Jh Qh Kh Jk") == "royal flush"
    assert same(impl, "PAIGOW_HIGH", "2h 3h 4h 5h Jk", "Ah 2h 3h 4h 5h")  # wheel SF beats 6-high SF


def test_joker_otherwise_an_ace(impl):
    # As a non-ace card the joker may only complete a straight/flush: K-K-7-4-Jk is
    # a pair of kings with an ace kicker, not three kings.
    assert same(impl, "PAIGOW_HIGH", "Kc Kd 7h 4s Jk", "Kc Kd 7h 4s Ac")
    assert impl.category("PAIGOW_HIGH", "Kc Kd 7h 4s Jk") == "pair"
    assert impl.category("PAIGOW_HIGH", "Ac Kd 7h 4s Jk") == "pair"  # pair of aces
    assert impl.category("PAIGOW_HIGH", "Ac Ad 7h 4s Jk") == "three of a kind"
    assert impl.category("PAIGOW_HIGH", "Ac Ad Kh Ks Jk") == "full house"
    assert impl.category("PAIGOW_HIGH", "Ac Ad Ah 4s Jk") == "four of a kind"
    assert impl.category("PAIGOW_HIGH", "Kc Qd 9h 4s Jk") == "high card"
    assert same(impl, "PAIGOW_HIGH", "Kc Qd 9h 4s Jk", "Kc Qd 9h 4s Ac")
    # two pair + joker: aces up? no - joker as ace gives K-K-Q-Q-A, not a full house
    assert same(impl, "PAIGOW_HIGH", "Kc Kd Qh Qs Jk", "Kc Kd Qh Qs Ac")


def _brute_force_joker(cards):
    """Independent plain check of the joker rule: try all 48 missing cards (plus a fifth
    ace)."""
    others = [c for c in cards if c != JOKER]
    best = None
    for sub in range(52):
        if sub in others:
            continue
        k = paigow_high_key(others + [sub])
        if sub // 4 != 12 and category("PAIGOW_HIGH", others + [sub]) not in (
            "straight",
            "flush",
            "straight flush",
            "royal flush",
        ):
            continue
        best = k if best is None or k > best else best
    if sum(1 for c in others if c // 4 == 12) == 4:
        best = max(best, (9,))  # five aces
    return best


def test_joker_matches_brute_force_on_random_hands():
    rng = random.Random(2024)
    deck = list(range(52))
    hands = [rng.sample(deck, 4) + [JOKER] for _ in range(1500)]
    # and hands built to be near straights/flushes
    hands += [[c * 4 + 2 for c in rs] + [JOKER] for rs in combinations(range(13), 4)][::7]
    for h in hands:
        assert paigow_high_key(h) == _brute_force_joker(h), h


def test_seven_cards_best_five(impl):
    assert impl.category("PAIGOW_HIGH", "As Ks Qs Js 9s 8c Jk") == "royal flush"
    assert impl.category("PAIGOW_HIGH", "Ac Ad Ah As Jk Kc Kd") == "five aces"
    assert impl.category("PAIGOW_HIGH", "2c 3d 4h 5s 9c Kd Jk") == "straight"
    assert paigow_high_key(parse("2c 3d 4h 5s 9c Kd Jk")) == paigow_high_key(
        parse("Ac 2d 3h 4s 5c")
    )
    six = parse("Ac Kd Qh Js Tc 2d")
    assert paigow_high_key(six) == max(paigow_high_key(f) for f in combinations(six, 5))


# ---------------------------------------------------------------------------
# Pai Gow two-card hand
# ---------------------------------------------------------------------------


def test_paigow_low(impl):
    assert same(impl, "PAIGOW_LOW", "Jk Ac", "Ad Ac")  # pair of aces
    assert same(impl, "PAIGOW_LOW", "Jk 4c", "Ad 4c")
    assert better(impl, "PAIGOW_LOW", "2c 2d", "Ac Kd")  # any pair beats any non-pair
    assert better(impl, "PAIGOW_LOW", "3c 3d", "2c 2d")
    assert better(impl, "PAIGOW_LOW", "Ac 3d", "Kc Qd")
    assert better(impl, "PAIGOW_LOW", "Kc 4d", "Kd 3c")
    assert same(impl, "PAIGOW_LOW", "Kc 4d", "Kd 4c")
    assert impl.category("PAIGOW_LOW", "Jk Ac") == "pair"
    assert impl.category("PAIGOW_LOW", "3c 2d") == "high card"


def test_paigow_low_all_two_card_hands():
    keys = [paigow_low_key(h) for h in combinations(range(53), 2)]
    assert len(keys) == 1378
    assert len(set(keys)) == 13 + 78
    assert sum(1 for k in keys if k[0] == 1) == 13 * 6 + 4
    assert max(keys) == paigow_low_key(parse("Ac Ad"))
    assert min(keys) == paigow_low_key(parse("3c 2d"))
