"""Hand strength (pg.ehs, pg.ehs_many): the published figures, the pure-Python
reference written from the definitions, pg.equity's exact equity, bulk against single
calls, and errors."""

from __future__ import annotations

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast.reference.strength import hand_strength as reference_strength


def test_the_published_example() -> None:
    # A♦Q♣ on 3♥4♣J♥ against a random hand (Papp 1998, Table 5.1; Billings et al.): 628
    # hands beaten, 9 tied, 444 ahead; 91,981 (hand, turn and river) pairs behind now and
    # ahead at the river; HS 0.585, PPot 0.208, NPot 0.274.
    s = pg.ehs("Ad Qc", "3h 4c Jh")
    assert s.now == (628, 9, 444)
    assert s.potential[2][0] == 91_981
    assert sum(map(sum, s.potential)) == 1081 * 990
    assert (round(s.hs, 3), round(s.ppot, 3), round(s.npot, 3)) == (0.585, 0.208, 0.274)
    assert s.ehs == pytest.approx(s.hs * (1 - s.npot) + (1 - s.hs) * s.ppot, abs=1e-15)


def _opponents(text: str) -> list[tuple[list[int], int]]:
    """A few hands in the reference's form (cards, weight)."""
    out = []
    for token in text.split(","):
        cards, _, weight = token.strip().partition(":")
        out.append((pg.parse_cards(cards), int(weight or 1)))
    return out


@pytest.mark.parametrize(
    ("hand", "board", "opponent"),
    [
        ("AhKh", "2c 7d Th Js 3h", None),  # river, a random hand
        ("8h7h", "9h 6c 2d Ks", "AsAd, 9c9d, Th5h:2, 4d3d:3, 6h6s"),  # turn, weighted hands
        ("QsQd", "Qh 8h 3h", "AhKh, 7h6h:2, 8s8c"),  # flop, a draw and a set
    ],
)
def test_the_core_is_the_reference(hand: str, board: str, opponent: str | None) -> None:
    if opponent is None:
        known = set(pg.parse_cards(hand + board))
        rest = [c for c in range(52) if c not in known]
        opponents = [([a, b], 1) for i, a in enumerate(rest) for b in rest[i + 1 :]]
        text = "random"
    else:
        opponents = _opponents(opponent)
        # Weights as the range grammar reads them: ratios kept exactly (1/3, 2/3, 1).
        text = ", ".join(
            f"{pg.format_cards(c).replace(' ', '')}:{ {1: '0.25', 2: '0.5', 3: '0.75'}[w] }"
            for c, w in opponents
        )
    got = pg.ehs(hand, board, text)
    want = reference_strength(pg.parse_cards(hand), pg.parse_cards(board), opponents)
    for name in pg.STRENGTH_FIGURES:
        assert getattr(got, name) == pytest.approx(float(want[name]), abs=1e-12), name


@pytest.mark.parametrize(
    ("hand", "board", "opponent"),
    [
        ("AdQc", "3h 4c Jh", "random"),
        ("9s8s", "7s 6d 2s Kh", "random"),
        ("KcKd", "Ah 7c 2d", "AK, 77:0.5, QJs"),
    ],
)
def test_equity_is_pg_equity(hand: str, board: str, opponent: str) -> None:
    exact = pg.equity([hand, opponent], board=board, method="exact")
    assert pg.ehs(hand, board, opponent).equity == pytest.approx(exact.equity[0], abs=1e-12)


def test_bulk_is_the_single_calls_on_any_threads() -> None:
    rng = np.random.default_rng(7)
    deals = np.array([rng.permutation(52)[:7] for _ in range(12)], dtype=np.uint8)
    hands, boards = deals[:, :2], deals[:, 2:]
    calls: list[tuple[int, int]] = []
    for width in (3, 4, 5):
        calls.clear()
        one = pg.ehs_many(
            hands, boards[:, :width], threads=1, progress=lambda d, t: calls.append((d, t))
        )
        two = pg.ehs_many(hands, boards[:, :width], threads=2)
        for name in pg.STRENGTH_FIGURES:
            assert one[name].tobytes() == two[name].tobytes()
        assert calls[-1] == (12, 12)
        for i in (0, 11):
            single = pg.ehs(hands[i].tolist(), boards[i, :width].tolist())
            assert [one[name][i] for name in pg.STRENGTH_FIGURES] == [
                getattr(single, name) for name in pg.STRENGTH_FIGURES
            ]


@pytest.mark.parametrize(
    ("call", "error", "match"),
    [
        (lambda: pg.ehs("AhKh", "2c 7d"), pg.HandError, "board of 3, 4 or 5 cards"),
        (lambda: pg.ehs("AhKhQh", "2c 7d 8s"), pg.HandError, "hand of 2 cards"),
        (lambda: pg.ehs("AhKh", "Ah 7d 8s"), pg.CardError, "Ah"),
        (lambda: pg.ehs("AhKh", "2c 7d 8s", "AhKh"), pg.ArgumentError, "no hand of the range"),
        (lambda: pg.ehs("AhKh", "2c 7d 8s", "AXs"), pg.ArgumentError, "opponent: not a range"),
        (lambda: pg.ehs("AhKh", "2c 7d Jk"), pg.HandError, "joker"),
        (
            lambda: pg.ehs_many(np.array([[51, 47, 0, 1, 51]]), np.zeros((1, 0))),
            pg.ShapeError,
            None,
        ),
        (lambda: pg.ehs_many([[51, 47]], [[0, 1]]), pg.HandError, "5 to 7"),
        (lambda: pg.ehs_many([[51, 47], [0, 1]], [[2, 3, 4], [2, 2, 4]]), pg.CardError, "row 1"),
        (lambda: pg.ehs_many([[51, 47]], [[2, 3]], threads=0), pg.ArgumentError, "threads"),
    ],
)
def test_bad_input_is_one_clear_error(call, error, match) -> None:
    with pytest.raises(error, match=match):
        call()
