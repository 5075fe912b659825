"""Short-deck hold'em equity (docs/equity.md): the board machinery with the 36-card deck,
exact against the pure-Python brute force and pokerkit, Monte Carlo against exact, the
rule sets apart, and every card below the six refused."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import pytest

import paigow_fast as pg
from paigow_fast.reference import equity as reference

from .helpers import cards, class_combos, weighted

GAMES = ["short-deck", "short-deck-straight-over-trips"]


def check_against_reference(game: str, hands: list[str], board: str, dead: str = "") -> None:
    got = pg.equity(hands, board=board, dead=dead, game=game, method="exact")
    fixed = [weighted([cards(h)]) for h in hands]
    want = reference.equity(game, fixed, cards(board), cards(dead) if dead else ())
    assert got.exact and got.game == game
    assert got.fractions == want.equity
    assert got.win == pytest.approx([float(x) for x in want.win], abs=1e-12)
    assert got.tie == pytest.approx([float(x) for x in want.tie], abs=1e-12)


CASES = [
    (["AhKh", "QsQd"], "6h7hTd9c", ""),
    (["AhKh", "QsQd", "JcTc"], "6h7hTd", ""),
    (["Ah9d", "7c7d"], "6s8hKc", "Ts"),  # A-6-7-8-9 against a set
    (["AdKd", "AcKc"], "6h7hTs", ""),  # split pots
]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("hands", "board", "dead"), CASES)
def test_exact_equals_the_reference(game, hands, board, dead) -> None:
    check_against_reference(game, hands, board, dead)


def test_a_range_against_the_reference() -> None:
    got = pg.equity(["AA, AKs", "QQ"], board="6c 9d Td Jh", game="short-deck", method="exact")
    players = [
        weighted(class_combos("A", "A", None) + class_combos("A", "K", True)),
        weighted(class_combos("Q", "Q", None)),
    ]
    want = reference.equity("short-deck", players, cards("6c9dTdJh"))
    assert got.fractions == want.equity


def test_the_rule_sets_differ_on_trips_against_a_straight() -> None:
    board = "7c 7d 8h 9s Ts"
    for game, trips_share in (("short-deck", 1), ("short-deck-straight-over-trips", 0)):
        r = pg.equity(["7h Ad", "Jc Qd"], board=board, game=game)
        assert r.fractions == (Fraction(trips_share), Fraction(1 - trips_share))


def test_preflop_exact_and_monte_carlo() -> None:
    exact = pg.equity(["AhKh", "QsQd"], game="short-deck", method="exact")
    assert exact.completions == 201_376  # C(32, 5): the 36 cards less the four held
    mc = pg.equity(
        ["AhKh", "QsQd"], game="short-deck", method="monte-carlo", samples=200_000, seed=7
    )
    for e, m, s in zip(exact.equity, mc.equity, mc.stderr):
        assert abs(e - m) < 5 * s
    random = pg.equity(["AA", "random"], game="6+", samples=100_000, seed=3)
    assert 0.6 < random.equity[0] < 0.9


def test_random_and_ranges_hold_only_short_deck_cards() -> None:
    a = pg.equity(["random", "random"], board="6c 7d 8h 9s Ts", game="short-deck", method="exact")
    # Every pair of two-card hands from the 31 cards left, each once.
    assert a.fractions == (Fraction(1, 2), Fraction(1, 2))
    assert a.completions == 1
    b = pg.equity(["AA, AKs", "KK"], game="short-deck", board="Ad Kd 6c")
    assert b.exact


@pytest.mark.parametrize(
    ("players", "board", "dead", "what"),
    [
        (["AhKh", "22"], "", "", "player 2: 2c"),
        (["5s5d", "QQ"], "", "", "player 1: 5s"),
        (["AhKh", "QQ"], "2c 7d 9h", "", "board and dead: 2c"),
        (["AhKh", "QQ"], "", "4s", "board and dead: 4s"),
    ],
)
def test_cards_below_the_six_are_card_errors(players, board, dead, what) -> None:
    with pytest.raises(pg.CardError, match=f"^{what} is not a card of the short deck"):
        pg.equity(players, board=board, dead=dead, game="short-deck")


def test_the_games_are_listed() -> None:
    assert {"short-deck", "short-deck-straight-over-trips"} <= set(pg.equity_games())


def _pokerkit_equity(hands: list[str], board: str) -> tuple[Fraction, ...]:
    """Every river dealt, each hand valued by pokerkit's short-deck hold'em hand (a
    straight beats three of a kind), the pot split between the best."""
    pokerkit = pytest.importorskip("pokerkit")
    held = [cards(h) for h in hands]
    known = set(cards(board)) | {c for h in held for c in h}
    deck = [c for c in range(16, 52) if c not in known]
    shares = [Fraction(0)] * len(hands)
    boards = list(combinations(deck, 5 - len(cards(board))))
    for rest in boards:
        full = pg.format_cards([*cards(board), *rest])
        values = [pokerkit.ShortDeckHoldemHand.from_game(pg.format_cards(h), full) for h in held]
        best = max(values)
        winners = [i for i, v in enumerate(values) if v == best]
        for i in winners:
            shares[i] += Fraction(1, len(winners))
    return tuple(s / len(boards) for s in shares)


@pytest.mark.parametrize(
    ("hands", "board"),
    [(["AhKh", "QsQd"], "6h7hTd"), (["Ah9d", "7c7d", "JsTs"], "6s8hKc")],
)
def test_exact_equals_pokerkit(hands, board) -> None:
    want = _pokerkit_equity(hands, board)
    got = pg.equity(hands, board=board, game="short-deck-straight-over-trips", method="exact")
    assert got.fractions == want


def test_the_grid_blocks_the_classes_below_the_six() -> None:
    grid = pg.equity_grid("AA", game="short-deck", samples=2_000, seed=1)
    labels = [label for row in grid.labels for label in row]
    values = [v for row in grid.equity.tolist() for v in row]
    for label, value in zip(labels, values):
        low = any(c in "2345" for c in label[:2])
        assert (value != value) == low, (label, value)  # NaN exactly where a card is out
    assert abs(grid["AA"] - 0.5) < 0.05
