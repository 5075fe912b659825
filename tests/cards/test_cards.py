"""Card ids, parsing and formatting (README "Cards are int ids"), on the core and on the
reference where both answer alike (the `impl` fixture); the core's other spellings and
its error classes."""

import pytest

import paigow_fast as pg
from paigow_fast import reference as ref


def test_ids_follow_rank_times_four_plus_suit(impl):
    assert impl.parse("2c 2s As") == [0, 3, 51]
    assert pg.JOKER == ref.JOKER == 52
    assert impl.parse("Jk") == [52]


def test_round_trip_all_cards(impl):
    text = impl.fmt(range(53))
    assert impl.parse(text) == list(range(53))
    assert impl.fmt(impl.parse("As Kd Th Jk")) == "As Kd Th Jk"


@pytest.mark.parametrize("bad", ["Ax", "1s", "As As", "A"])
def test_parse_rejects(impl, bad):
    with pytest.raises(ValueError):
        impl.parse(bad)


def test_the_reference_reads_only_its_own_spelling():
    # The reference parses "As Kd Th Jk" only; the core also reads "10h" (above).
    with pytest.raises(ValueError):
        ref.parse("10h")


def test_reference_rank_and_suit_of_an_id():
    assert ref.card_rank(51) == 12 and ref.card_suit(51) == 3
    assert ref.card_rank(0) == 0 and ref.card_suit(0) == 0
    with pytest.raises(ValueError):
        ref.card_rank(ref.JOKER)
    with pytest.raises(ValueError):
        ref.card_suit(ref.JOKER)


@pytest.mark.parametrize(
    "text",
    [
        "As Kd 10h Jk",
        "AsKdThJk",
        "As,Kd,Th,Jk",
        "A♠ K♦ T♥ JK",
        "as kd th joker",
        "As Kd 10h Xx",
        "AS, KD; TH / jk",
    ],
)
def test_parse_accepts_the_documented_spellings(text):
    assert pg.parse_cards(text) == [51, 45, 34, 52]


def test_parse_accepts_iterables_of_strings_and_ints():
    assert pg.parse_cards(["As", "Kd", 34, "Jk"]) == [51, 45, 34, 52]
    assert pg.parse_cards((0, 1, 2)) == [0, 1, 2]


@pytest.mark.parametrize(
    ("bad", "needle"),
    [
        ("As As", "As"),
        ("As Zz", "Zz"),
        ("1s", "1s"),
        ([53], "53"),
        ([-1], "-1"),
        (["As", 51], "As"),
        ("As Kd 11h", "11h"),
        ([1.5], "1.5"),
    ],
)
def test_bad_cards_raise_card_error_naming_the_card(bad, needle):
    with pytest.raises(pg.CardError, match=needle.replace("-", r"\-")):
        pg.parse_cards(bad)


def test_format_round_trips():
    ids = list(range(53))
    assert pg.parse_cards(pg.format_cards(ids)) == ids
    assert pg.format_cards([51, 45, 34, 52]) == "As Kd Th Jk"
    assert pg.format_cards([51, 52], symbols=True) == "A♠ Jk"


def test_error_classes_form_a_hierarchy():
    for cls in (pg.CardError, pg.HandError, pg.FoulError):
        assert issubclass(cls, pg.Error)
    assert issubclass(pg.Error, ValueError)


def test_regressions_of_the_hardening_issue():
    # Any Unicode whitespace, also at the end; an empty token between separators named.
    for text in ("As Kd\r", "As\x0bKd", "As\xa0Kd\u3000", "As Kd ,\r\n"):
        assert pg.parse_cards(text) == [51, 45]
    with pytest.raises(pg.CardError, match="empty card between two separators"):
        pg.parse_cards("As,,Kd")
    # Bools, floats and bytes are not cards, nor games.
    for call in (
        lambda: pg.card_text(True),
        lambda: pg.format_cards([3.5]),
        lambda: pg.rank("high", [True, False, 2, 3, 4]),
        lambda: pg.parse_cards(b"As"),
        lambda: pg.parse_cards([2**63]),
    ):
        with pytest.raises(pg.CardError):
            call()
    with pytest.raises(pg.ArgumentError, match="a ranking is"):
        pg.rank(2.0, "As Ks Qs Js Ts")
    # Integers too large for the core are the documented errors, not OverflowError.
    for call in (lambda: pg.simulate(10**20), lambda: pg.deal(2**64)):
        with pytest.raises(pg.ArgumentError, match="below 2"):
            call()
    with pytest.raises(pg.HandError, match="n_cards=4"):
        pg.category_counts("high", 4)
    with pytest.raises(pg.HandError, match="n_cards"):
        pg.category_counts("high", 2**64)


def test_numpy_integers_are_integers_everywhere():
    import numpy as np

    i = np.int64
    assert pg.rank(i(2), "As Ks Qs Js Ts") == pg.rank(2, "As Ks Qs Js Ts")
    assert pg.card_text(np.uint8(51)) == "As"
    assert pg.parse_cards([i(3), np.uint8(5)]) == [3, 5]
    assert pg.simulate(i(1000), seed=np.uint64(3), threads=i(2)).rounds == 1000
    assert pg.deal(i(3), seed=i(1)).shape == (3, 14)
    assert pg.category_counts("high", i(5)) == pg.category_counts("high", 5)
    ev = pg.solve("As Ad Kh Kc 9d 8s 2h", commission=np.float64(0.05)).best.ev
    assert ev == pg.solve("As Ad Kh Kc 9d 8s 2h").best.ev
