"""pg.board_classes and pg.board_classes_many: the classes of hands checked by hand from
the definitions (docs/board-classes.md), the weights of ranges, the result object and
the errors."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import paigow_fast as pg


def made(hand: str, board: str, game: str = "holdem") -> str:
    """The made class of one hand."""
    r = pg.board_classes(hand, board, game=game)
    (name,) = [n for n in pg.BOARD_CLASSES if r.weight(n)]
    return name


def draws(hand: str, board: str, game: str = "holdem") -> set[str]:
    r = pg.board_classes(hand, board, game=game)
    return {n for n in pg.BOARD_DRAWS if r.weight(n)}


@pytest.mark.parametrize(
    ("hand", "board", "expected"),
    [
        ("7h7d", "7cKs2d", "set"),
        ("Ah7d", "7c7sKd", "trips"),
        ("Kh2d", "7c2sKd", "two pair"),
        ("QhQd", "7c2sJd", "overpair"),
        ("AhKd", "Kc7s2d", "top pair top kicker"),
        ("KhQd", "Kc7s2d", "top pair good kicker"),
        ("KhJd", "Kc7s2d", "top pair good kicker"),
        ("KhTd", "Kc7s2d", "top pair weak kicker"),
        ("AhQd", "Ac7s2d", "top pair good kicker"),
        ("AhKd", "Ac7sKs", "two pair"),
        ("9h9d", "Kc7s2d", "pocket pair below top pair"),
        ("5h5d", "Kc7s2d", "pocket pair below top pair"),
        ("7h6d", "Kc7s2d", "middle pair"),
        ("2h6d", "Kc7s2d", "weak pair"),
        ("AhQd", "Kc7s2d", "ace high"),
        ("QhJd", "Kc7s2d", "no made hand"),
        ("AhQh", "Kh7h2h", "nut flush"),
        ("QhJh", "Kh7h2h", "flush"),
        ("Kh2c", "Ah7h2h5h", "nut flush"),
        ("9h8d", "Tc7s6d", "straight"),
        ("7h7d", "7cKsKd", "full house"),
        ("7h7d", "7c7sKd", "quads"),
        ("8h9h", "Th7h6h", "straight flush"),
        # Paired boards: the board's pair is nobody's.
        ("QhJd", "KcKs2d", "no made hand"),
        ("2hJd", "KcKs2d", "weak pair"),
        ("7hJd", "KcKs7d", "weak pair"),
        ("QhQd", "KcKs2d", "pocket pair below top pair"),
        ("AhAd", "KcKs2d", "overpair"),
        # The river: a board's straight is played, not held; a higher one is held.
        ("AhAd", "2c3s4d5h6c", "overpair"),
        ("7h2d", "2c3s4d5h6c", "straight"),
        ("AhQd", "KcKsKdKh", "ace high"),
    ],
)
def test_made_classes_by_hand(hand: str, board: str, expected: str) -> None:
    assert made(hand, board) == expected


@pytest.mark.parametrize(
    ("hand", "board", "expected"),
    [
        ("Ah5h", "Kh7h2c", {"flush draw", "nut flush draw"}),
        ("Qh5h", "Kh7h2c", {"flush draw"}),
        ("9h8d", "7c6s2d", {"open-ended straight draw", "two overcards"}),
        ("9h7d", "6c5s2d", {"gutshot", "two overcards"}),
        ("9h7d", "Jc8s5d", {"open-ended straight draw"}),  # a double gutter: T or 6
        ("AhQh", "Jc7h2d", {"backdoor flush draw", "two overcards"}),
        ("AhQd", "9c7s2d4h", {"two overcards"}),
        ("Ah5h", "Kh7h2c3d", {"flush draw", "nut flush draw", "gutshot", "combo draw"}),
        ("Ah5h", "Kh7h2c3d9s", set()),
        (
            "9h8h",
            "7h6c2h",
            {"flush draw", "open-ended straight draw", "combo draw", "two overcards"},
        ),
    ],
)
def test_draws_by_hand(hand: str, board: str, expected: set[str]) -> None:
    assert draws(hand, board) == expected


def test_omaha_takes_two_hole_cards_and_three_board_cards() -> None:
    assert made("Ah2c3d4s", "Kh7h2h", "omaha") == "weak pair"  # one heart: no flush
    assert made("AhJh3d4s", "Kh7h2h", "plo") == "nut flush"
    assert made("QhJh3d4s", "Kh7h2h", "omaha") == "flush"
    assert made("7hKd3d4s", "7c7s2d", "omaha") == "trips"
    assert made("QhQd3d4s", "7c7s7d", "omaha") == "full house"
    assert made("AhKd3d4s5c", "AcKs2d", "omaha-5") == "two pair"
    assert made("9h8d3d4s5c2c", "TcJsQd", "omaha-6") == "straight"
    assert made("9hKd3d4s", "TcJsQd", "omaha") == "straight"
    assert made("9h2d3d4s", "TcJsQd", "omaha") == "no made hand"  # one card of the straight
    assert draws("AhJh3d4s", "Kh7h2c", "omaha") >= {"flush draw", "nut flush draw"}
    assert "flush draw" not in draws("Ah3d4s5c", "Kh7h2c", "omaha")


def test_weights_of_a_range() -> None:
    r = pg.board_classes("AK, QQ:0.5, 72o:0.25", "AhKd2c")
    # Weights 1, 0.5, 0.25 scaled to 4, 2, 1. AK: 3 x 3 live, two pair; QQ: 6;
    # 72o: 4 sevens x 3 deuces less the 3 suited.
    assert len(r.combos_in("two pair")) == 9
    assert r.total == 9 * 4 + 6 * 2 + 9 * 1
    assert r.weight("weak pair") == 9
    assert r.weight("two pair") == 36
    assert r.weight("pocket pair below top pair") == 12
    assert sum(r.made_weights) == r.total == int(r.weights.sum())
    assert r.fraction("two pair") == Fraction(36, r.total)
    assert abs(sum(r.share(n) for n in pg.BOARD_CLASSES) - 1) < 1e-12
    assert r.combos_in("Two Pair") == r.combos_in("two-pair")


def test_random_is_every_live_hand() -> None:
    r = pg.board_classes("random", "AhKd2c", dead="3s")
    assert r.total == 48 * 47 // 2 == len(r.hands)
    assert r.weight("set") == 9
    assert r.weight("overpair") == 0
    plo = pg.board_classes("random", "Kh7h2cQs3d", game="omaha")
    assert plo.total == 47 * 46 * 45 * 44 // 24 == len(plo.hands)


def test_result_views() -> None:
    r = pg.board_classes("QQ+, AKs, AQs", "Kh7h2c")
    assert "set" in repr(r) and "BoardClasses(holdem" in repr(r)
    html = r._repr_html_()
    assert "<table>" in html and "top pair top kicker" in html
    d = r.as_dict()
    assert d["total"] == r.total and d["made"]["set"]["combos"] == 3
    assert d["draws"]["flush draw"]["weight"] == r.weight("flush draw")
    assert sorted(r.combos_in("set")) == ["Kc Kd", "Kc Ks", "Kd Ks"]
    assert r.combos_in("nut flush draw") == ["Ah Qh"]  # Ah Kh is off: the Kh is out


def test_many_agrees_with_one_at_a_time_and_threads() -> None:
    r = pg.board_classes("random", "Td9h4c")
    board = np.array([pg.parse_cards("Td9h4c")], dtype=np.uint8)
    one, mask = pg.board_classes_many(r.hands, board)
    assert (one == r.made).all() and (mask == r.draws).all()
    rows = np.repeat(board, len(r.hands), axis=0)
    again = pg.board_classes_many(r.hands, rows, threads=1)
    assert (again[0] == one).all() and (again[1] == mask).all()
    seen = []
    pg.board_classes_many(r.hands, board, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (len(r.hands), len(r.hands))


def test_errors_are_one_line() -> None:
    cases = [
        (pg.ArgumentError, lambda: pg.board_classes("AK", "AhKd")),
        (pg.ArgumentError, lambda: pg.board_classes("AK", "AhKd2c3c4c5c")),
        (pg.ArgumentError, lambda: pg.board_classes("AK", "AhKd2c", game="stud")),
        (pg.ArgumentError, lambda: pg.board_classes("AK", "AhKd2c", game="short-deck")),
        (pg.ArgumentError, lambda: pg.board_classes("AK", "AhKd2c", game="poker")),
        (pg.CardError, lambda: pg.board_classes("AK", "AhKd2x")),
        (pg.CardError, lambda: pg.board_classes("AK", "AhKdAh")),
        (pg.Error, lambda: pg.board_classes("AhKd", "2c3c4c", game="omaha")),
        (pg.Error, lambda: pg.board_classes("AK-", "2c3c4c")),
        (pg.ArgumentError, lambda: pg.board_classes("AK", "2c3c4c").weight("nuts")),
        (pg.Error, lambda: pg.board_classes_many([[0, 1]], [[2, 3, 4]], game="omaha")),
        (pg.Error, lambda: pg.board_classes_many([[0, 1]], [[1, 3, 4]])),
        (pg.ShapeError, lambda: pg.board_classes_many([[0, 1]] * 3, [[2, 3, 4]] * 2)),
    ]
    for error, call in cases:
        with pytest.raises(error) as info:
            call()
        assert "\n" not in str(info.value), str(info.value)


def test_dead_cards_remove_hands() -> None:
    assert pg.board_classes("AK", "AhKd2c").total == 9
    r = pg.board_classes("AK", "AhKd2c", dead="As")
    assert r.total == 6 and not any("As" in c for c in r.combos_in("two pair"))


def test_the_same_on_any_number_of_threads_with_progress() -> None:
    seen: list[tuple[int, int]] = []
    one = pg.board_classes("random", "Kh7h2c", game="omaha", threads=1)
    both = pg.board_classes(
        "random", "Kh7h2c", game="omaha", progress=lambda d, t: seen.append((d, t))
    )
    assert one.made_weights == both.made_weights and one.draw_weights == both.draw_weights
    assert (one.made == both.made).all() and (one.draws == both.draws).all()
    assert seen and seen[-1] == (one.total, one.total) == (211876, 211876)
    assert sum(one.made_weights) == one.total


def test_ctrl_c_and_callback_errors_stop_it() -> None:
    def stop(done: int, total: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        pg.board_classes("random", "Kh7h2c", game="omaha-5", progress=stop)
    rows = np.zeros((0, 5), np.uint8)
    made, draws = pg.board_classes_many(rows[:, :2], rows[:, 2:])
    assert made.shape == draws.shape == (0,)


def test_every_hand_on_a_flop_counted_by_hand() -> None:
    """Every hold'em hand on K♥7♥2♣, each class counted from the definitions with
    binomials: 3 cards left of each board rank, 4 of the others; 11 hearts and 38 other
    cards to come."""
    r = pg.board_classes("random", "Kh7h2c")
    other_ranks = 10  # A Q J T 9 8 6 5 4 3
    expected = {
        "set": 3 * 3,  # KK, 77, 22: three pairs of the three cards left
        "two pair": 3 * 3 * 3,  # K7, K2, 72
        "overpair": 6,  # AA
        "top pair top kicker": 4 * 3,  # AK
        "top pair good kicker": 2 * 4 * 3,  # KQ, KJ
        "top pair weak kicker": 7 * 4 * 3,  # KT ... K3 but K7, K2
        "pocket pair below top pair": 9 * 6,  # QQ ... 88, 66 ... 33
        "middle pair": other_ranks * 4 * 3,  # 7x
        "weak pair": other_ranks * 4 * 3,  # 2x
        "ace high": 9 * 4 * 4,  # Ax, x of Q ... 3 but 7, 2
        "flush draw": 11 * 10 // 2,  # two hearts
        "nut flush draw": 10,  # the Ah and another heart
        "backdoor flush draw": 11 * 38 + 12 * 11 // 2,  # one heart; two clubs
    }
    for name, weight in expected.items():
        assert r.weight(name) == weight, name
    made = sum(expected[n] for n in expected if n in pg.BOARD_CLASSES)
    assert r.weight("no made hand") == r.total - made == 1176 - made
    for name in ("straight", "flush", "open-ended straight draw", "gutshot", "two overcards"):
        assert r.weight(name) == 0, name
