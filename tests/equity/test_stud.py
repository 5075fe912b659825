"""Stud, stud hi-lo and razz equity: exact against the reference's brute force,
Monte Carlo against exact, the community card of a full table."""

from __future__ import annotations

import pytest

import paigow_fast as pg

from .stud_draw_helpers import check_against_reference, check_monte_carlo

SIXTH_STREET = [
    ("stud", ["AhAd2c3c4d6s", "KsKd5h6h7s8d"]),
    ("stud", ["Ah2h5h9hKcQd", "JsJdTs9s8s2d"]),  # a flush draw against a straight draw
    ("stud", ["AhKdQcJs9h2c", "AsKhQdJc9s2d"]),  # split pots
    ("stud", ["AhAd2c3c4d6s7h", "KsKd5h6h7s8dKc", "QhQdQc2s3s"]),  # multiway, 7th street
    ("stud-hi-lo", ["Ah2d3c4s8hKd", "KsKhKc7d9c9d"]),  # a low made, a full house drawing
    ("stud-hi-lo", ["KhKdQcQsJhJd", "AhAsTc9d9h9s"]),  # no low possible: high takes all
    ("stud-hi-lo", ["As2d3c4h6sKd", "Ac2h3d4s6cQd"]),  # tied lows: quartered pots
    ("stud-hi-lo", ["As2d3c4h5sKd7c", "Ac2h3d4s6cQd8d", "KsKhQc9d9s8c"]),  # scoops, 3 ways
    ("razz", ["AsAd2s2d3c3h", "KsKdQsQdJcJh"]),  # pairs
    ("razz", ["As2d3c4h8sKd", "Ac2h3d5s6c9c"]),
]


@pytest.mark.parametrize(("game", "players"), SIXTH_STREET)
def test_exact_equals_the_reference(game: str, players: list[str]) -> None:
    check_against_reference(game, players)


@pytest.mark.slow
def test_weighted_ranges_and_dead_cards_equal_the_reference() -> None:
    players = ["As2d3c4h8sKd", "Ac2h3d5s6c7c:0.5, KcKhQsQd2s3s"]
    check_against_reference("razz", players, dead="7h7d")
    check_against_reference("stud-hi-lo", players, dead="7h7d")


def test_the_community_card_on_a_full_table() -> None:
    # Eight players: 47 cards known, 5 unseen, nine cards to deal: one community
    # card is everyone's seventh, the last player takes one more of their own.
    players = [
        "As2s3s4s5s6s",
        "Ah2h3h4h5h6h",
        "Ad2d3d4d5d6d",
        "Ac2c3c4c5c6c",
        "7s8s9sTsJsQs",
        "7h8h9hThJhQh",
        "7d8d9dTdJdQd",
        "7c8c9cTcJc",
    ]
    r = check_against_reference("stud", players)
    assert r.completions == 5 * 4
    check_against_reference("stud-hi-lo", players)
    check_against_reference("razz", players)  # the community card as a rank
    mc = pg.equity(players, game="stud", method="monte-carlo", samples=20_000, stdev=0, seed=1)
    for e, m, s in zip(r.equity, mc.equity, mc.stderr):
        assert abs(e - m) <= 4 * s + 1e-12


def test_seven_players_need_no_community_card() -> None:
    r = pg.equity(["random"] * 7, game="stud", method="monte-carlo", samples=5_000, seed=1)
    assert sum(r.equity) == pytest.approx(1)
    with pytest.raises(pg.ArgumentError, match="2 to 8 players"):
        pg.equity(["random"] * 9, game="stud")


@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("razz", ["As2d3c", "KsKdQh"]),  # third street: rank multisets
        ("stud-hi-lo", ["As2d3c4h5s", "KsKd9h9c8d"]),
        ("stud", ["Ah2h5h9hKc", "JsJdTs9s8s, QsQd9s9d8d:0.5"]),
    ],
)
def test_monte_carlo_agrees_with_exact(game: str, players: list[str]) -> None:
    check_monte_carlo(game, players)


def test_razz_from_third_street_is_exact_by_default() -> None:
    r = pg.equity(["As2d3c", "KsKdQh"], game="razz")
    assert r.exact and r.completions == 163_185 * 111_930  # C(46, 4) * C(42, 4)
    swapped = pg.equity(["KsKdQh", "As2d3c"], game="razz")
    assert swapped.fractions == r.fractions[::-1]  # type: ignore[index]


def test_seeded_monte_carlo_is_the_same_on_one_and_two_threads() -> None:
    args = dict(game="stud-hi-lo", method="monte-carlo", samples=30_000, stdev=0, seed=5)
    players = ["As2d3c", "KsKd9h, QsQd9c:0.5", "random"]
    one = pg.equity(players, threads=1, **args)  # type: ignore[arg-type]
    two = pg.equity(players, threads=2, **args)  # type: ignore[arg-type]
    assert one == two and one.samples == 30_000


def test_exact_refuses_what_it_cannot_list() -> None:
    with pytest.raises(pg.ArgumentError, match="too many draws .* use monte-carlo"):
        pg.equity(["random", "random"], game="stud", method="exact")
    assert not pg.equity(["random", "random"], game="stud", stdev=1e-2).exact


def test_known_cards_in_every_spelling_of_the_grammar() -> None:
    # A player is read once, by the card grammar: "10h" is one card, as are "T♥" and ids.
    expected = pg.equity(["Th 9d 8c", "As Ks Qs"], game="stud", samples=2_000, seed=3).equity
    for hero in ("10h 9d 8c", "T♥9♦8♣", [34, 29, 24], pg.parse_cards("10h9d8c")):
        got = pg.equity([hero, "AsKsQs"], game="stud", samples=2_000, seed=3)
        assert got.equity == expected, hero
