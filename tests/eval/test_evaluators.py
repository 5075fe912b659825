"""The rules of every ranking, hand against hand (docs/rules.md for Pai Gow's hands and
the joker, docs/rankings.md for the others), on the core and on the reference (the `impl`
fixture): categories, order and ties. The reference's own keys (their exact values, the
dispatcher, its validation, a brute-force check of the joker) on the reference alone."""

import random
from itertools import combinations

import pytest

from paigow_fast.reference import (
    JOKER,
    ace_to_five_8_key,
    ace_to_five_key,
    badugi_key,
    category,
    deuce_to_seven_key,
    high_key,
    key,
    omaha_key,
    paigow_high_key,
    paigow_low_key,
    parse,
)


def better(impl, game, a, b):
    """Is hand a strictly better than hand b in `game`?"""
    return impl.key(game, a) > impl.key(game, b)


def same(impl, game, a, b):
    return impl.key(game, a) == impl.key(game, b)


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


# ---------------------------------------------------------------------------
# Traditional high
# ---------------------------------------------------------------------------


def test_high_wheel_is_lowest_straight(impl):
    assert better(impl, "HIGH", "2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c")
    assert better(impl, "HIGH", "Ac 2d 3h 4s 5c", "Ac Ad Ah Ks Qc")  # still a straight
    assert better(impl, "HIGH", "Ac Kd Qh Js Tc", "9c Td Jh Qs Kc")
    assert impl.category("HIGH", "Ac 2d 3h 4s 5c") == "straight"
    assert impl.category("HIGH", "Ah 2h 3h 4h 5h") == "straight flush"
    assert impl.category("HIGH", "Ah Kh Qh Jh Th") == "royal flush"
    assert better(impl, "HIGH", "2h 3h 4h 5h 6h", "Ah 2h 3h 4h 5h")


def test_high_seven_cards(impl):
    assert impl.category("HIGH", "Ah Kh Qh Jh Th 2c 3d") == "royal flush"
    assert same(impl, "HIGH", "Ac Ad Kh Ks Qc Qd 2h", "Ac Ad Kh Ks Qc")  # best kicker
    assert impl.category("HIGH", "Ac Ad Ah Ks Kc Qd Qh") == "full house"


# ---------------------------------------------------------------------------
# Ace-to-five
# ---------------------------------------------------------------------------


def test_ace_to_five(impl):
    assert better(impl, "ACE_TO_FIVE", "6c 4d 3h 2s Ac", "6d 5c 4s 2h Ad")  # 6-4 beats 6-5
    assert better(impl, "ACE_TO_FIVE", "5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac")  # wheel best
    assert same(impl, "ACE_TO_FIVE", "5h 4h 3h 2h Ah", "5c 4d 3h 2s Ac")  # straight/flush ignored
    assert better(impl, "ACE_TO_FIVE", "Kc Qd Jh 9s 8c", "2c 2d 3h 4s 5c")  # no pair beats pair
    assert better(impl, "ACE_TO_FIVE", "Ac Ad 3h 4s 5c", "2c 2d 3h 4s 5c")  # aces the lowest pair
    assert better(impl, "ACE_TO_FIVE", "2c 2d 8h 6s 5c", "3c 3d 6h 5s 4c")  # pair rank first
    assert better(impl, "ACE_TO_FIVE", "Kc Kd Qh Qs Jc", "2c 2d 2h 3s 4c")  # two pair beats trips
    assert better(impl, "ACE_TO_FIVE", "2c 2d 2h 3s 4c", "2c 2d 2h 3s 3c") is True
    assert better(impl, "ACE_TO_FIVE", "Kc Kd Kh Qs Qc", "2c 2d 2h 2s 3c")  # full house beats quads
    names = {
        "5c 4d 3h 2s Ac": "no pair",
        "5c 5d 3h 2s Ac": "pair",
        "5c 5d 3h 3s Ac": "two pair",
        "5c 5d 5h 3s Ac": "three of a kind",
        "5c 5d 5h 3s 3c": "full house",
        "5c 5d 5h 5s 3c": "four of a kind",
    }
    for hand, name in names.items():
        assert category("ACE_TO_FIVE", parse(hand)) == name
    assert same(impl, "ACE_TO_FIVE", "Kc Qd 5h 4s 3c 2d Ac", "5h 4s 3c 2d Ac")  # seven cards


def test_ace_to_five_8(impl):
    assert ace_to_five_8_key(parse("9c 4d 3h 2s Ac")) is None
    assert ace_to_five_8_key(parse("8c 8d 3h 2s Ac")) is None
    assert ace_to_five_8_key(parse("8c 7d 6h 5s 4c")) == ace_to_five_key(parse("8c 7d 6h 5s 4c"))
    assert ace_to_five_8_key(parse("Kc Qd 5h 4s 3c 2d Ac")) == ace_to_five_key(
        parse("5h 4s 3c 2d Ac")
    )
    assert ace_to_five_8_key(parse("Kc 8d 7h 2s 2c 3d Ac")) == ace_to_five_key(
        parse("8d 7h 3d 2s Ac")
    )
    assert impl.category("ACE_TO_FIVE_8", "8c 7d 6h 5s 4c") == "eight-or-better"
    assert impl.category("ACE_TO_FIVE_8", "9c 7d 6h 5s 4c") == "no low"
    assert key("ACE_TO_FIVE_8", parse("Kc Qd Jh Ts 9c 8d 7h")) is None


# ---------------------------------------------------------------------------
# Deuce-to-seven
# ---------------------------------------------------------------------------


def test_deuce_to_seven(impl):
    assert better(impl, "DEUCE_TO_SEVEN", "7c 5d 4h 3s 2c", "7d 6c 4s 3h 2d")  # 7-5 beats 7-6
    assert better(impl, "DEUCE_TO_SEVEN", "7c 5d 4h 3s 2c", "7d 6c 5s 3h 2d")  # the page's example
    assert impl.category("DEUCE_TO_SEVEN", "Ac 5d 4h 3s 2c") == "high card"
    assert better(impl, "DEUCE_TO_SEVEN", "Kc Qd Jh 9s 8c", "Ac 5d 4h 3s 2c")  # wheel = ace high
    # straight counts against
    assert better(impl, "DEUCE_TO_SEVEN", "Ac Kd Qh Js 9c", "6c 5d 4h 3s 2c")
    # flush counts against
    assert better(impl, "DEUCE_TO_SEVEN", "Ac Kd Qh Js 9c", "7h 5h 4h 3h 2h")
    assert better(impl, "DEUCE_TO_SEVEN", "Ac Kd Qh Js 9c", "2c 2d 3h 4s 5c")  # pair counts against
    assert impl.category("DEUCE_TO_SEVEN", "6c 5d 4h 3s 2c") == "straight"
    assert impl.category("DEUCE_TO_SEVEN", "Ah Kh Qh Jh Th") == "royal flush"
    best = parse("7c 5d 4h 3s 2c")
    assert all(
        deuce_to_seven_key(parse(h)) < deuce_to_seven_key(best)
        for h in ["7d 6c 5s 3h 2d", "8c 5d 4h 3s 2c", "7c 5c 4c 3c 2c", "6c 5d 4h 3s 2c"]
    )
    # seven cards: the best low five
    assert same(impl, "DEUCE_TO_SEVEN", "7c 5d 4h 3s 2c Kd Kh", "7c 5d 4h 3s 2c")
    assert same(impl, "DEUCE_TO_SEVEN", "6c 5d 4h 3s 2c 8d 9h", "8d 5d 4h 3s 2c")


# ---------------------------------------------------------------------------
# Badugi
# ---------------------------------------------------------------------------


def test_badugi_examples(impl):
    b = badugi_key
    assert impl.category("BADUGI", "Kc Qd Jh Ts") == "badugi"
    assert b(parse("4c 2d Ah 4s")) == (3, -3, -1, 0)  # a pair leaves 4-2-A
    assert b(parse("3c 2h Ad 9h")) == (3, -2, -1, 0)  # two hearts leave 3-2-A
    assert b(parse("5c 5d Ah As")) == (2, -4, 0)  # two pairs leave 5-A
    assert b(parse("2h 7h 9h Ac")) == (2, -1, 0)  # three hearts leave 2-A
    assert b(parse("Ac Ad Ah As")) == (1, 0)  # four aces play as an ace
    assert b(parse("9s 5s Ks 3s")) == (1, -2)  # four of one suit: the lowest card
    assert impl.category("BADUGI", "9s 5s Ks 3s") == "one-card"
    assert impl.category("BADUGI", "5c 5d Ah As") == "two-card"
    assert impl.category("BADUGI", "3c 2h Ad 9h") == "three-card"


def test_badugi_order_and_ties(impl):
    b = badugi_key
    # any badugi beats any three-card hand
    assert better(impl, "BADUGI", "Kc Qd Jh Ts", "Ac 2d 3h 3s")
    assert better(impl, "BADUGI", "Kc Qd Jh Jc", "Ac 2c 3d 3h")  # three-card beats two-card
    assert better(impl, "BADUGI", "4c 3d 2h As", "5c 3d 2h As")
    # compare from the highest card down
    assert better(impl, "BADUGI", "5c 3d 2h As", "5c 4d 2h As")
    assert better(impl, "BADUGI", "4c 3d 2h As", "4c 3d 2h Ac")  # four-card straight no penalty
    # the non-playing card never breaks a tie
    assert same(impl, "BADUGI", "4c 2d Ah 4s", "4c 2d Ah 4d")
    assert same(impl, "BADUGI", "4c 2d Ah 4s", "4h 2d Ac 2s")
    # the lowest set of the largest size: A-2-3 with a spade 9 is still a 4-card badugi
    assert b(parse("Ac 2d 3h 9s")) == (4, -8, -2, -1, 0)
    assert better(impl, "BADUGI", "2c 2d Ah 3s", "Ac 2d 4h 4s")


# ---------------------------------------------------------------------------
# Omaha
# ---------------------------------------------------------------------------


def test_omaha_high_two_plus_three(impl):
    assert omaha_key("HIGH", parse("As Ks 2c 3d"), parse("Qs Js Ts 4h 5h")) == high_key(
        parse("As Ks Qs Js Ts")
    )
    # four hearts on board, one in the hand: no flush with exactly two hole cards
    hole, board = parse("3h 4c 9d 9s"), parse("Ah Kh Qh Jh 2c")
    k = omaha_key("HIGH", hole, board)
    assert impl.category("HIGH", "3h 9d 9s Ah Kh Qh Jh") == "flush"  # best-of-7 would be
    assert k == high_key(parse("9d 9s Ah Kh Qh"))  # a pair of nines
    # one card in the hand does not make a straight with four on board
    assert omaha_key("HIGH", parse("Tc 2d 2h 3s"), parse("Ah Kd Qc Jc 7d")) == high_key(
        parse("2d 2h Ah Kd Qc")
    )


def test_omaha_low():
    assert omaha_key("ACE_TO_FIVE_8", parse("Ac 2d Kh Ks"), parse("3c 4d 5h Qs Qd")) == (
        ace_to_five_key(parse("Ac 2d 3c 4d 5h"))
    )
    assert omaha_key("ACE_TO_FIVE_8", parse("Ac 2d Kh Ks"), parse("3c 4d Kc Qs Qd")) is None
    # a low needs two of the hole cards: A-2-3-4 in the hand and 8-7-6-K-K board -> 8-7-6-2-A
    assert omaha_key("ACE_TO_FIVE_8", parse("Ac 2d 3h 4s"), parse("8c 7d 6h Ks Kd")) == (
        ace_to_five_key(parse("8c 7d 6h 2d Ac"))
    )
    # five and six hole cards are allowed
    assert omaha_key("HIGH", parse("As Ks 2c 3d 4d"), parse("Qs Js Ts 4h 5h")) is not None
    assert omaha_key("HIGH", parse("As Ks 2c 3d 4d 6c"), parse("Qs Js Ts 4h 5h")) is not None


def test_omaha_errors():
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c"), parse("Qs Js Ts 4h 5h"))
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c 3c"), parse("Qs Js Ts 4h"))
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c 3c"), parse("As Js Ts 4h 5h"))  # card in both
    with pytest.raises(ValueError):
        omaha_key("BADUGI", parse("As Ks 2c 3c"), parse("Qs Js Ts 4h 5h"))
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c Jk"), parse("Qs Js Ts 4h 5h"))


# ---------------------------------------------------------------------------
# Dispatcher and validation
# ---------------------------------------------------------------------------


def test_key_dispatch():
    h = parse("Ac Kd Qh Js 9c")
    assert key("HIGH", h) == high_key(h)
    assert key("PAIGOW_HIGH", h) == paigow_high_key(h)
    assert key("ACE_TO_FIVE", h) == ace_to_five_key(h)
    assert key("DEUCE_TO_SEVEN", h) == deuce_to_seven_key(h)
    assert key("BADUGI", h[:4]) == badugi_key(h[:4])
    assert key("PAIGOW_LOW", h[:2]) == paigow_low_key(h[:2])


@pytest.mark.parametrize(
    "game, cards, fragment",
    [
        ("HIGH", [0, 1, 2, 3], "5 to 7"),
        ("HIGH", [0, 1, 2, 3, 4, 5, 6, 7], "5 to 7"),
        ("HIGH", [0, 1, 2, 3, 52], "joker"),
        ("ACE_TO_FIVE", [0, 1, 2, 3, 52], "joker"),
        ("DEUCE_TO_SEVEN", [0, 1, 2, 3, 52], "joker"),
        ("BADUGI", [0, 1, 2, 52], "joker"),
        ("PAIGOW_HIGH", [0, 1, 2, 3, 53], "outside"),
        ("PAIGOW_HIGH", [0, 1, 2, 3, -1], "outside"),
        ("PAIGOW_HIGH", [0, 1, 2, 3, 3], "duplicate"),
        ("PAIGOW_LOW", [0, 1, 2], "2 cards"),
        ("BADUGI", [0, 1, 2, 3, 4], "4 cards"),
        ("PAIGOW_HIGH", [0, 1, 2, 3, "4"], "integers"),
        ("PAIGOW_HIGH", [0, 1, 2, 3, True], "integers"),
        ("NOT_A_GAME", [0, 1, 2, 3, 4], "unknown game"),
    ],
)
def test_validation(game, cards, fragment):
    with pytest.raises(ValueError, match=fragment):
        key(game, cards)


def test_joker_allowed_in_paigow():
    assert category("PAIGOW_HIGH", [0, 5, 10, 15, 52]) in {"high card", "pair", "straight"}
    assert category("PAIGOW_LOW", [52, 51]) == "pair"
