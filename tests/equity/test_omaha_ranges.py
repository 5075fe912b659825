"""Omaha ranges in ProPokerTools' generic syntax (docs/equity.md, "Omaha ranges"):
each construct's hands against a plain numpy predicate over every hand of the deck,
the core against the pure-Python reference, equity with a syntax range against the
same hands listed, the top-N% ranking and its data file, and the errors."""

from __future__ import annotations

from itertools import combinations
from math import comb

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast._omaha_ranking import data_file
from paigow_fast._shipped import digest
from paigow_fast.reference import omaha_ranges as ref

A, K, Q, J, T = 12, 11, 10, 9, 8


@pytest.fixture(scope="module")
def deck4() -> np.ndarray:
    """Every 4-card hand (270,725 rows), cards lowest first."""
    return np.array(list(combinations(range(52), 4)), dtype=np.uint8)


def masks(rows) -> np.ndarray:
    """Each hand (a row of card ids) as a 52-bit card set, sorted."""
    rows = np.asarray(rows, dtype=np.uint64).reshape(len(rows), -1)
    return np.sort(np.bitwise_or.reduce(np.left_shift(np.uint64(1), rows), axis=1))


def expanded(text: str, game: str = "omaha") -> np.ndarray:
    return masks(pg.range_hands(text, game)[0])


def same(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape == b.shape and bool((a == b).all())


def rank_counts(hands: np.ndarray) -> np.ndarray:
    ranks = hands // 4
    return np.stack([(ranks == r).sum(1) for r in range(13)], axis=1)


def suit_counts(hands: np.ndarray) -> np.ndarray:
    suits = hands % 4
    return np.stack([(suits == s).sum(1) for s in range(4)], axis=1)


def predicates(h: np.ndarray) -> dict[str, np.ndarray]:
    """Each range's hands among the rows `h`, by a plain predicate."""
    rc, sc = rank_counts(h), suit_counts(h)
    pairs, suited = (rc == 2).sum(1), (sc == 2).sum(1)
    ds = (suited == 2) & (sc.max(1) <= 2)
    ss = (suited == 1) & (sc.max(1) <= 2)
    has = lambda card: (h == card).any(1)  # noqa: E731
    return {
        "AA": rc[:, A] >= 2,
        "AA**": rc[:, A] >= 2,
        "AA!AAA": rc[:, A] == 2,
        "AA ds": (rc[:, A] >= 2) & ds,
        "AxAyxy": (rc[:, A] >= 2) & ds,
        "KK-TT": (rc[:, T:A] >= 2).any(1),
        "TT+": (rc[:, T:] >= 2).any(1),
        "KK-QQds": (rc[:, Q:A] >= 2).any(1) & ds,
        "AsKs**": has(A * 4 + 3) & has(K * 4 + 3),
        "AKQJds": (rc[:, A] == 1) & (rc[:, K] == 1) & (rc[:, Q] == 1) & (rc[:, J] == 1) & ds,
        "ds": ds,
        "ss": ss,
        "rainbow": sc.max(1) == 1,
        "AKQJ r": (rc[:, J:].min(1) == 1) & (sc.max(1) == 1),
        "$B$B$B$B": (h // 4 >= T).all(1),
        "[A-T][A-T]**": (h // 4 >= T).sum(1) >= 2,
        "$W$W$W": np.isin(h // 4, [A, 0, 1, 2, 3]).sum(1) >= 3,
        "np": rc.max(1) == 1,
        "$np": rc.max(1) == 1,
        "op": (pairs == 1) & (rc.max(1) == 2),
        "tp": pairs == 2,
        "RROO": pairs == 2,
        "nt": rc.max(1) <= 2,
        "AARR": (rc[:, A] == 2) & (pairs == 2),
        "sshh": (sc[:, 3] >= 2) & (sc[:, 2] >= 2),
        "AA:$ds, KK$ds!AA": ((rc[:, A] >= 2) | (rc[:, K] >= 2)) & ds,
    }


def test_each_construct_names_the_hands_its_predicate_names(deck4) -> None:
    for text, keep in predicates(deck4).items():
        assert same(expanded(text), masks(deck4[keep])), text


def test_shape_counts_are_the_combinatorial_counts(deck4) -> None:
    # 4-card suit shapes: rainbow 13^4; double suited C(4,2) C(13,2)^2; single suited
    # 4 (suited pair's suit) * C(13,2) * C(3,2) * 13^2.
    assert len(expanded("rainbow")) == 13**4
    assert len(expanded("ds")) == 6 * 78 * 78
    assert len(expanded("ss")) == 4 * 78 * 3 * 13 * 13
    # at least two aces: C(4,2) C(48,2) + C(4,3) 48 + 1
    assert len(expanded("AA")) == 6 * 1128 + 4 * 48 + 1


@pytest.mark.slow
def test_five_card_omaha_by_brute_force() -> None:
    hands = np.fromiter(
        (c for hand in combinations(range(52), 5) for c in hand), dtype=np.uint8
    ).reshape(-1, 5)
    rc, sc = rank_counts(hands), suit_counts(hands)
    ds = ((sc == 2).sum(1) == 2) & (sc.max(1) <= 2)
    assert len(expanded("AA ds", "omaha-5")) == int(((rc[:, A] >= 2) & ds).sum())
    assert len(expanded("$B$B$B", "plo5")) == int(((hands // 4 >= T).sum(1) >= 3).sum())


def test_six_card_omaha_counts() -> None:
    # at least two aces of six cards: sum over a = 2..4 of C(4, a) C(48, 6 - a)
    assert len(expanded("AA", "omaha-6")) == 6 * 194_580 + 4 * 17_296 + 1_128


@pytest.mark.parametrize("text", ["AA ds", "KK-TT!KKK"])
def test_core_and_reference_agree(text: str) -> None:
    assert same(expanded(text), masks(sorted(ref.expand(text, 4))))


REFERENCE_RANGES = [
    "RRON",
    "AAxx ds",
    "AKQJds",
    "xxyy",
    "wxyz",
    "AxKx**",
    "[T+][9-]ss",
    "$L$L$L:$np",
    "A$B$ds",
    "JT98-5432",
    "AKxx-ATxx",
    "A[sh]K",
    "RRO",
    "AA$ds:0.5, KK$ds!AA",
    "sshh, tp",
    "TT+ds",
]


@pytest.mark.slow
@pytest.mark.parametrize("text", REFERENCE_RANGES)
def test_core_and_reference_agree_on_more_ranges(text: str) -> None:
    assert same(expanded(text), masks(sorted(ref.expand(text, 4))))


def test_weights_work_as_in_holdem() -> None:
    hands, weights = pg.range_hands("AA$ds:0.5, KsKhQsQh", "omaha")
    by_hand = dict(zip(map(tuple, hands.tolist()), weights.tolist()))
    kkqq = tuple(sorted(pg.parse_cards("KsKhQsQh")))
    assert by_hand[kkqq] == 2 and set(by_hand.values()) == {1, 2}


def test_equity_of_a_syntax_range_is_that_of_its_hands_listed() -> None:
    hands, _ = pg.range_hands("AA$ds!AAA", "omaha")
    listed = ", ".join(pg.format_cards(list(h)).replace(" ", "") for h in hands)
    board = "2c7d9h"
    by_syntax = pg.equity(["AA$ds!AAA", "KsKdQhJc"], board=board, game="omaha", method="exact")
    by_list = pg.equity([listed, "KsKdQhJc"], board=board, game="omaha", method="exact")
    assert by_syntax.fractions == by_list.fractions


def test_top_shares_are_nested_and_sized(deck4) -> None:
    index = pg.hand_index(deck4, [4])
    order, equities = data_file.decode(data_file.shipped_bytes())
    assert (np.diff(equities) <= 0).all()
    size = np.bincount(index, minlength=data_file.CLASSES)[order]
    previous: set = set()
    for share in (1, 5, 10, 15, 50, 100):
        top = set(expanded(f"{share}%").tolist())
        fits = int((np.cumsum(size) * 100 <= share * 270_725).sum())
        assert len(top) == int(size[:fits].sum())
        assert previous <= top
        previous = top
    difference = set(expanded("15%").tolist()) - set(expanded("5%").tolist())
    assert set(expanded("5%-15%").tolist()) == difference
    assert len(expanded("100%")) == 270_725


def test_the_best_hands_are_those_players_expect() -> None:
    order, _ = data_file.decode(data_file.shipped_bytes())
    best = [pg.hand_unindex(int(c), [4]) for c in order[:39]]
    assert all(sum(c // 4 == A for c in hand) == 2 for hand in best)
    suits = [sorted(np.bincount(np.array(hand) % 4, minlength=4)) for hand in best[:10]]
    assert all(s == [0, 0, 2, 2] for s in suits)


def test_a_damaged_ranking_file_is_refused() -> None:
    data = bytearray(data_file.shipped_bytes())
    assert digest(bytes(data)) == data_file.DIGEST
    data[100] ^= 1
    with pytest.raises(pg.Error, match="damaged"):
        data_file.checked(bytes(data))
    with pytest.raises(pg.ArgumentError, match="Omaha ranking"):
        pg._core.register_omaha_ranking(bytes(data[:50]))


def test_a_damaged_file_is_not_loaded_and_says_so(monkeypatch) -> None:
    damaged = bytearray(data_file.shipped_bytes())
    damaged[-1] ^= 1
    monkeypatch.setattr(data_file, "shipped_bytes", lambda hole=4: bytes(damaged))
    with pytest.warns(UserWarning, match="damaged.*unavailable"):
        data_file.load()


@pytest.mark.parametrize(
    ("text", "game", "named"),
    [
        ("AA(", "omaha", "parentheses"),
        ("$Q", "omaha", "unknown macro"),
        ("AKQJT", "omaha", "names 5 cards"),
        ("AA foo", "omaha", "'foo' is not a shape"),
        ("[AK", "omaha", "'['"),
        ("KK-T", "omaha", "span"),
        ("AA!AA", "omaha", "matches no hand"),
        ("101%", "omaha-6", "not a share in (0, 100]"),
        ("0%", "omaha", "share"),
        ("AA:0", "omaha", "weight"),
        ("rainbow", "omaha-5", "matches no hand"),
        ("*", "omaha-6", "more than 8000000 hands"),
    ],
)
def test_bad_tokens_are_one_line_naming_the_token(text: str, game: str, named: str) -> None:
    with pytest.raises(pg.ArgumentError) as err:
        pg.range_hands(f"AA, {text}", game)
    message = str(err.value)
    assert named in message and "\n" not in message
    assert f"'{text}' at position 5" in message or "weight" in message


@pytest.mark.parametrize("hole", [4, 5, 6])
def test_shipped_equities_are_the_build_commands(hole: int) -> None:
    from paigow_fast._omaha_ranking import build

    order, equities = data_file.decode(data_file.shipped_bytes(hole), hole)
    classes = data_file.CLASSES_OF[hole]
    places = [0, 1, classes - 1, *np.random.default_rng(hole).integers(0, classes, 5)]
    for place in places:
        again = build.class_equity(int(order[place]), hole)
        assert round(again * 1e9) == round(equities[place] * 1e9), place


def test_syntax_ranges_play_in_hi_lo_and_five_card_games() -> None:
    for game, players in (("omaha-hi-lo", ["$L$L$L$L:$ds", "AA"]), ("omaha-5", ["AA$ds", "KK"])):
        r = pg.equity(players, game=game, method="monte-carlo", samples=2_000, seed=1, stdev=0.0)
        assert r.samples == 2_000 and abs(sum(r.equity) - 1) < 1e-12


@pytest.mark.parametrize("hole", [5, 6])
def test_five_and_six_card_shares_read_their_own_ranking(hole: int) -> None:
    data = data_file.shipped_bytes(hole)
    assert digest(data) == data_file.DIGESTS[hole]
    order, equities = data_file.decode(data, hole)
    assert np.array_equal(np.sort(order), np.arange(data_file.CLASSES_OF[hole]))
    assert np.all(np.diff(equities) <= 0)
    game = f"omaha-{hole}"
    hands_of = {p: pg.range_hands(f"{p}%", game=game)[0] for p in (2, 5)}
    all_hands = comb(52, hole)
    for p, rows in hands_of.items():
        assert (p - 0.1) / 100 * all_hands < len(rows) <= p / 100 * all_hands
    two = {r.tobytes() for r in hands_of[2]}
    assert two <= {r.tobytes() for r in hands_of[5]}
    # The best class is the first of the ranking.
    best = pg.hand_index(hands_of[2], [hole])
    assert order[0] in set(best.tolist())
