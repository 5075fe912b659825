"""Reference cards module: ids, parse, fmt (spec/api.md "Cards")."""

import pytest

from paigow_fast.reference import JOKER, card_rank, card_suit, fmt, parse


def test_id_layout():
    assert parse("2c 2s As") == [0, 3, 51]
    assert JOKER == 52
    assert parse("Jk") == [52]
    assert card_rank(51) == 12 and card_suit(51) == 3
    assert card_rank(0) == 0 and card_suit(0) == 0


def test_round_trip_all_cards():
    text = fmt(range(53))
    assert parse(text) == list(range(53))
    assert fmt(parse("As Kd Th Jk")) == "As Kd Th Jk"


@pytest.mark.parametrize("bad", ["Ax", "1s", "10h", "As As", "A"])
def test_parse_rejects(bad):
    with pytest.raises(ValueError):
        parse(bad)


def test_joker_has_no_rank_or_suit():
    with pytest.raises(ValueError):
        card_rank(JOKER)
    with pytest.raises(ValueError):
        card_suit(JOKER)
