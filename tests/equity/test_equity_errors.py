"""Bad input to pg.equity: one clear pg.Error naming the player and the token."""

from __future__ import annotations

import pytest

import paigow_fast as pg

BOARD, GAME = "", "holdem"  # unless a case names its own

CASES = [
    (["AhKh", "AXs"], {}, pg.ArgumentError, r"player 2: not a range: 'AXs' at position 1"),
    (["AhKh", "QQ, JJ+, 7"], {}, pg.ArgumentError, r"player 2: .*'7' at position 10"),
    (["AhKh", "QQ-A9s"], {}, pg.ArgumentError, r"player 2: .*'QQ-A9s'"),
    (["AhKh", "AhQd"], {}, pg.CardError, r"player 2: card Ah is also held by player 1"),
    (["AhKh", "QsQd"], {"board": "Ah7hTd"}, pg.CardError, r"player 1: card Ah .*board"),
    (["AhKh", "QsQd"], {"board": "2h2h7d"}, pg.CardError, r"board: duplicate card 2h"),
    (["AhKh", "QQ"], {"board": "QcQdQh"}, pg.ArgumentError, r"player 2: no hand of 'QQ' is left"),
    (["random"] * 9, {"game": "omaha-6"}, pg.ArgumentError, r"9 players .* the deck holds 52"),
    (["AhKh", "AKs:1.5"], {}, pg.ArgumentError, r"player 2: weight outside \(0, 1\] in 'AKs:1.5'"),
    (["AhKh", "AKs:0"], {}, pg.ArgumentError, r"player 2: weight outside"),
    (
        ["AhKh", "QQ:0.5, QcQd"],
        {},
        pg.ArgumentError,
        r"player 2: QcQd listed with weights 0.5 and 1",
    ),
    (
        ["AhKhQh", "random"],
        {"game": "omaha"},
        pg.HandError,
        r"player 1: .*4 cards, 'AhKhQh' at position 1 has 3",
    ),
    (
        ["AhKhQhJh", "AA foo"],
        {"game": "omaha"},
        pg.ArgumentError,
        r"player 2: 'AA foo' at position 1: 'foo' is not a shape",
    ),
    (["AhKh", "QsQd"], {"game": "pineapple"}, pg.ArgumentError, r"unknown equity game 'pineapple'"),
    (["AhKh"], {}, pg.ArgumentError, r"2 to 10 players"),
    (["random"] * 11, {}, pg.ArgumentError, r"2 to 10 players"),
    (["AhKh", "QsQd"], {"board": "2h7h"}, pg.HandError, r"0, 3, 4 or 5"),
    (["AhKh", "QsQd, "], {}, pg.ArgumentError, r"player 2: empty .* position 7"),
]


@pytest.mark.parametrize(("players", "context", "error", "message"), CASES)
def test_errors_name_the_player_and_token(
    players: list[str], context: dict[str, str], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message) as info:
        pg.equity(players, **{"board": BOARD, "game": GAME, **context})
    assert "\n" not in str(info.value)


def test_bad_method_and_limits() -> None:
    with pytest.raises(pg.ArgumentError, match="unknown equity method 'fast'"):
        pg.equity(["AhKh", "QsQd"], method="fast")
    with pytest.raises(pg.ArgumentError, match="stdev >= 0"):
        pg.equity(["AhKh", "QsQd"], method="monte-carlo", stdev=-1)
    with pytest.raises(pg.ArgumentError, match="seed"):
        pg.equity(["AhKh", "QsQd"], method="monte-carlo", seed=-1)
    with pytest.raises(pg.ArgumentError, match="threads"):
        pg.equity(["AhKh", "QsQd"], threads=0)
    with pytest.raises(pg.ArgumentError, match="samples >= 1"):
        pg.equity(["AhKh", "QsQd"], method="monte-carlo", samples=0)


def test_too_large_for_exact_says_so() -> None:
    with pytest.raises(pg.ArgumentError, match="monte-carlo"):
        pg.equity(["random"] * 3, game="omaha-6", method="exact")
