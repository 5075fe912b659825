"""The reference's dispatcher `key(game, cards)` and its validation: one key function per
game, and one clear ValueError for each kind of bad input."""

import pytest

from paigow_fast import reference as ref
from paigow_fast.reference import category, key, parse

# ---------------------------------------------------------------------------
# Dispatcher and validation
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "key_of", "size"),
    [
        ("HIGH", ref.high_key, 5),
        ("PAIGOW_HIGH", ref.paigow_high_key, 5),
        ("ACE_TO_FIVE", ref.ace_to_five_key, 5),
        ("DEUCE_TO_SEVEN", ref.deuce_to_seven_key, 5),
        ("BADUGI", ref.badugi_key, 4),
        ("PAIGOW_LOW", ref.paigow_low_key, 2),
    ],
)
def test_key_dispatch(game, key_of, size):
    h = parse("Ac Kd Qh Js 9c")[:size]
    assert key(game, h) == key_of(h)


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
