"""Exact equity against the pure-Python brute force, and its exact invariants."""

from __future__ import annotations

from fractions import Fraction

import pytest

import paigow_fast as pg
from paigow_fast.reference import equity as reference

from .helpers import cards, class_combos, permute_suits, text, weighted


def fixed(*hands: str) -> list[list[tuple[list[int], Fraction]]]:
    return [weighted([cards(h)]) for h in hands]


def check_against_reference(game: str, hands: list[str], board: str, dead: str = "") -> None:
    got = pg.equity(hands, board=board, dead=dead, game=game, method="exact")
    want = reference.equity(game, fixed(*hands), cards(board), cards(dead) if dead else ())
    assert got.exact and got.method == "exact"
    assert got.fractions == want.equity
    assert got.win == pytest.approx([float(x) for x in want.win], abs=1e-12)
    assert got.tie == pytest.approx([float(x) for x in want.tie], abs=1e-12)
    assert got.high == pytest.approx([float(x) for x in want.high], abs=1e-12)
    assert got.low == pytest.approx([float(x) for x in want.low], abs=1e-12)
    assert sum(got.fractions) == 1


TURN_CASES = [
    ("holdem", ["AhKh", "QsQd"], "2h7hTd3c"),
    ("holdem", ["AhKh", "QsQd", "JcTc"], "2h7hTd3c"),
    ("holdem", ["AhKd", "AcKs"], "2h7hTd3c"),  # split pots
    # A qualifying low for both A2 hands (quartered), the high to the kings.
    ("holdem-hi-lo", ["As2d", "Ac2h", "KsKd"], "3h4c8dKc"),
    ("holdem-hi-lo", ["As2d", "KsKd"], "KhQcJdTs"),  # no low possible
    ("omaha", ["AhAdKcQs", "JhTh9c8c"], "2h7hTd3c"),
    ("omaha", ["AhAdKcQs", "JhTh9c8c", "5s5c6d7d"], "2h7hTd3c"),
    ("omaha-5", ["AhAdKcQsJs", "JhTh9c8c7s"], "2h7hTd3c"),
    ("omaha-6", ["AhAdKcQsJs2s", "JhTh9c8c7s6s"], "2h7hTd3c"),
    ("omaha-hi-lo", ["Ah2d3cKs", "Ac2h4dQs", "KhKdJcJd"], "5c8dTh9s"),
    ("omaha-hi-lo", ["Ah2d3cKs", "KhKdJcJd"], "KcQdTh9s"),  # no low possible
    ("omaha-5-hi-lo", ["Ah2d3cKs5s", "Ac2h4dQsJc"], "6c8dTh9s"),
]


@pytest.mark.parametrize(("game", "hands", "board"), TURN_CASES)
def test_exact_turn_equals_the_reference(game: str, hands: list[str], board: str) -> None:
    check_against_reference(game, hands, board)


FLOP_CASES = [
    ("holdem", ["AhKh", "QsQd"], "2h7hTd"),
    ("holdem", ["AhKh", "QsQd", "JcTc"], "2h7hTd"),
    ("holdem-hi-lo", ["As2d", "Ac3h"], "4c5d8h"),
    ("holdem-hi-lo", ["As2d", "Ac2h", "KsKd"], "3h4c9d"),
]


@pytest.mark.parametrize(("game", "hands", "board"), FLOP_CASES)
def test_exact_flop_equals_the_reference(game: str, hands: list[str], board: str) -> None:
    check_against_reference(game, hands, board)


OMAHA_FLOP_CASES = [
    ("omaha", ["AhAdKcQs", "JhTh9c8c"], "2h7hTd"),
    ("omaha-5", ["AhAdKcQsJs", "JhTh9c8c7s"], "2h7hTd"),
    ("omaha-6", ["AhAdKcQsJs2s", "JhTh9c8c7s6s"], "2h7hTd"),
    ("omaha-hi-lo", ["Ah2d3cKs", "Ac2h4dQs", "KhKdJcJd"], "5c8dTh"),
    ("omaha-5-hi-lo", ["Ah2d3cKs5s", "Ac2h4dQsJc"], "6c8dTh"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("game", "hands", "board"), OMAHA_FLOP_CASES)
def test_exact_omaha_flop_equals_the_reference(game: str, hands: list[str], board: str) -> None:
    check_against_reference(game, hands, board)


def test_dead_cards_are_out() -> None:
    check_against_reference("holdem", ["AhKh", "QsQd"], "2h7hTd3c", dead="4h5h")


def test_weights_equal_half_weighting_by_hand() -> None:
    board = "2h7hTd3c"
    aks = class_combos("A", "K", True)
    qq = class_combos("Q", "Q", False)
    hand_made = weighted(aks, Fraction(1, 2)) + weighted(qq)
    want = reference.equity("holdem", [hand_made, weighted([cards("JcJd")])], cards(board))
    got = pg.equity(["AKs:0.5, QQ", "JcJd"], board=board, method="exact")
    assert got.fractions == want.equity
    spelled = ", ".join(f"{''.join(pg.format_cards(h).split())}:0.5" for h in aks) + ", QQ"
    assert pg.equity([spelled, "JcJd"], board=board, method="exact").fractions == got.fractions


@pytest.mark.slow
def test_overlapping_ranges_equal_the_reference() -> None:
    board = "2h7hTd3c"
    ak = class_combos("A", "K", None)
    kk = class_combos("K", "K", False)
    aq = class_combos("A", "Q", True)
    players = [weighted(ak) + weighted(kk, Fraction(1, 4)), weighted(aq) + weighted(kk)]
    want = reference.equity("holdem", players, cards(board))
    got = pg.equity(["AK, KK:0.25", "AQs, KK"], board=board, method="exact")
    assert got.fractions == want.equity


def test_fractions_sum_to_one_and_suits_and_order_do_not_matter() -> None:
    hands = ["AhKh", "QsQd", "JcTc"]
    board = "2h7hTd"
    base = pg.equity(hands, board=board, method="exact")
    assert base.fractions is not None and sum(base.fractions) == 1
    for perm in ["hdcs", "sdhc", "cshd"]:
        moved = pg.equity(
            [permute_suits(h, perm) for h in hands], board=permute_suits(board, perm),
            method="exact",
        )
        assert moved.fractions == base.fractions
    reordered = pg.equity(hands[::-1], board=board, method="exact")
    assert reordered.fractions == base.fractions[::-1]


def test_preflop_hand_against_hand_is_exact_and_auto() -> None:
    r = pg.equity(["AhKh", "QsQd"])
    assert r.method == "exact" and r.completions == 1712304
    assert r.fractions is not None and sum(r.fractions) == 1
    assert "EquityResult(holdem" in repr(r) and len(repr(r)) < 120


@pytest.mark.parametrize("method", ["exact", "monte-carlo"])
def test_a_result_is_frozen_equal_by_value_and_hashable(method: str) -> None:
    def run():
        return pg.equity(["AhKh", "QsQd"], board="2h7hTd", method=method, samples=5000, seed=3)

    r, again = run(), run()
    assert r == again and hash(r) == hash(again) and r is not again
    assert r != pg.equity(["AhKh", "QsQd"], board="2h7h8h", method=method, samples=5000, seed=3)
    with pytest.raises(AttributeError):
        r.equity = (0.5, 0.5)  # type: ignore[misc]
    fields = ("equity", "exact", "fractions", "win", "tie", "high", "low", "scoop", "stderr")
    fields += ("samples", "completions", "method", "game", "seed", "players")
    assert all(hasattr(r, f) for f in fields)
    assert r.players == ("AhKh", "QsQd") and r.game == "holdem" and r.method == method
    if r.fractions is not None:
        assert r.equity == tuple(float(f) for f in r.fractions)
        assert r.seed is None and r.samples is None and r.stderr == (0.0, 0.0)
    else:
        assert r.seed == 3 and r.completions is None and r.samples >= 5000


def test_auto_samples_what_it_cannot_count() -> None:
    r = pg.equity(["random", "random", "random"], stdev=2e-3, seed=1)
    assert r.method == "monte-carlo" and not r.exact and r.fractions is None
    assert sum(r.equity) == pytest.approx(1)


def test_card_ids_and_text_give_the_same_result() -> None:
    by_text = pg.equity(["AhKh", "QsQd"], board="2h7hTd3c", game="Holdem", method="exact")
    by_ids = pg.equity(
        [pg.parse_cards("Ah Kh"), pg.parse_cards("Qs Qd")], board=pg.parse_cards("2h 7h Td 3c"),
        method="exact",
    )
    assert by_ids == by_text


def test_preflop_ranges_equal_the_average_of_their_hand_pairs() -> None:
    # Counted by pattern of ranks at once; each hand against hand is checked against
    # every board dealt (Rust tests).
    first = class_combos("Q", "Q", False) + class_combos("K", "K", False)
    first += class_combos("A", "A", False) + class_combos("A", "K", True)
    second = [h for r in "JT9" for h in class_combos(r, r, False)]
    second += class_combos("A", "Q", True) + class_combos("A", "K", True)
    pairs = [(a, b) for a in first for b in second if not set(a) & set(b)]
    assert len(pairs) == 516
    total = [Fraction(0), Fraction(0)]
    for a, b in pairs:
        r = pg.equity([text(a), text(b)], method="exact")
        assert r.fractions is not None
        total = [t + f for t, f in zip(total, r.fractions)]
    got = pg.equity(["QQ+,AKs", "JJ-99,AQs+"], method="exact")
    assert got.fractions == tuple(t / len(pairs) for t in total)
