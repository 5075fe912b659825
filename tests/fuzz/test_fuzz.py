"""Fuzzing (hypothesis, a fixed seed and budget): every public call on random input
returns what the per-hand function returns, or raises a documented error class.

Bulk calls on integer arrays must agree row by row with the per-hand call, and when a
row is bad, name the same first problem ("row i: " + the per-hand message)."""

from __future__ import annotations

import contextlib
import io

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import paigow_fast as pg
from paigow_fast import cli

from conftest import FUZZ

# Documented error classes: the library's own, and MemoryError for a size no machine has.
ERRORS = (pg.Error, MemoryError)


GAMES = [*pg.Ranking, "razz", "2-7", "holdem", "Paigow High", "nope", 2.0, True, 99, -1]
WAYS = ["golden-nugget", "foxwoods", "FOXWOODS", "house", "", 3]
WHITESPACE = " \t\r\n\x0b\x0c\xa0\u3000\u2003\u2028"
CARD_TEXT = st.text(
    alphabet=st.sampled_from(list("AKQJT98765432cdhsxk10,;/♠♥♦♣Jk-") + list(WHITESPACE)),
    max_size=30,
)
CARD_ITEM = st.one_of(
    st.integers(0, 52),
    st.integers(-3, 60),
    st.integers(-(2**70), 2**70),
    st.booleans(),
    st.floats(allow_nan=True),
    st.sampled_from(["As", "Kd", "Jk", "10h", "zz", ""]),
    st.integers(0, 52).map(np.int64),
    st.integers(0, 52).map(np.uint8),
    st.just(None),
    st.binary(max_size=3),
)
CARDS = st.one_of(CARD_TEXT, st.lists(CARD_ITEM, max_size=9), st.binary(max_size=8), st.none())


def outcome(fn, *args, **kwargs):
    """("ok", value) or ("error", exception); anything undocumented fails the test."""
    try:
        return "ok", fn(*args, **kwargs)
    except ERRORS as e:
        assert str(e), f"{type(e).__name__} without a message"
        return "error", e


@FUZZ
@given(game=st.sampled_from(GAMES), cards=CARDS)
def test_per_hand_evaluation(game, cards):
    for fn in (pg.rank, pg.category, pg.describe):
        outcome(fn, game, cards)


@FUZZ
@given(cards=CARDS, way=st.sampled_from(WAYS), item=CARD_ITEM)
def test_per_hand_paigow_and_cards(cards, way, item):
    outcome(pg.parse_cards, cards)
    outcome(pg.card_text, item)
    outcome(pg.format_cards, cards if not isinstance(cards, str) else [item])
    outcome(pg.house_way, cards, way)
    outcome(pg.house_way_rule, cards, way)
    outcome(pg.settings, cards)
    outcome(pg.side_bet_events, cards)
    outcome(pg.side_bet_event, "fortune", cards)
    outcome(pg.solve, cards, "approx")


@FUZZ
@given(player=CARDS, dealer=CARDS, commission=st.sampled_from([0.05, 0, "0.05", -1, 2.0, True]))
def test_per_hand_settle(player, dealer, commission):
    outcome(pg.settle, player, dealer, commission)


INT_DTYPES = [np.uint8, np.int8, np.int16, np.uint16, np.int32, np.int64, np.uint64]
OTHER_DTYPES = [np.float64, np.bool_, np.float32, object, "U2"]


@st.composite
def arrays(draw, widths=(7,)):
    """A card array: mostly valid deals, with bad ids, duplicates, other dtypes and
    layouts (C, Fortran, strided views, broadcast)."""
    n = draw(st.integers(0, 12))
    k = draw(st.sampled_from([*widths, *widths, 0, 1, 4, 8]))
    rows = []
    for _ in range(n):
        row = list(draw(st.permutations(range(53)))[:k])
        if draw(st.integers(0, 3)) == 0 and k:
            row[draw(st.integers(0, k - 1))] = draw(
                st.one_of(st.integers(-300, 300), st.sampled_from(row))
            )
        rows.append(row)
    dtype = draw(st.sampled_from(INT_DTYPES + INT_DTYPES + OTHER_DTYPES))
    values = np.array(rows, dtype=np.int64).reshape(n, k)
    if np.dtype(dtype).kind in "iu":
        info = np.iinfo(dtype)
        values = np.clip(values, info.min, info.max)
    array = values.astype(dtype)
    layout = draw(st.sampled_from(["C", "F", "strided", "broadcast", "1d"]))
    if layout == "F":
        array = np.asfortranarray(array)
    elif layout == "strided":
        wide = np.zeros((n, 2 * k), dtype=array.dtype)
        wide[:, ::2] = array
        array = wide[:, ::2]
    elif layout == "broadcast" and n:
        array = np.broadcast_to(array[:1], (n, k))
    elif layout == "1d" and n:
        array = array[0]
    return array


def same_setting(row, setting) -> bool:
    """Whether a (7,) row in the house_way_many layout (five cards high, two low) holds
    the setting's hands."""
    high, low = (sorted(pg.parse_cards(h)) for h in (setting.high, setting.low))
    return sorted(int(c) for c in row[:5]) == high and sorted(int(c) for c in row[5:]) == low


def _check_bulk_against_rows(many, one, array, same=lambda a, b: a == b):
    """The bulk call on `array` equals `one` on each row, or names the first bad row."""
    got = outcome(many, array)
    integer = array.dtype.kind in "iu" and array.ndim == 2 and array.shape[0] > 0
    if not integer:
        return
    rows = [outcome(one, [int(v) for v in row]) for row in array]
    bad = [(i, r[1]) for i, r in enumerate(rows) if r[0] == "error"]
    if bad and isinstance(bad[0][1], pg.ShapeError | pg.HandError) and "cards" in str(bad[0][1]):
        # the row width is wrong for the game: the bulk call refuses the shape
        assert got[0] == "error", (array, got)
        return
    if bad:
        i, e = bad[0]
        assert got[0] == "error", (array, i, e, got)
        assert type(got[1]) is type(e), (array, e, got[1])
        assert str(got[1]) == f"row {i}: {e}", (array, str(e), str(got[1]))
    else:
        assert got[0] == "ok", (array, got)
        for i, r in enumerate(rows):
            assert same(got[1][i], r[1]), (array, i, got[1][i], r[1])


@pytest.mark.slow  # 10 to 25 s: large arrays or a process per example
@FUZZ
@given(game=st.sampled_from(list(pg.Ranking)), data=st.data())
def test_rank_many_is_rank_per_row(game, data):
    widths = game.card_counts
    array = data.draw(arrays(widths))
    _check_bulk_against_rows(
        lambda a: pg.rank_many(game, a),
        lambda r: pg.rank(game, r),
        array,
        same=lambda a, b: int(a) == (b or 0),
    )


@pytest.mark.slow  # 10 to 25 s: large arrays or a process per example
@FUZZ
@given(array=arrays(), way=st.sampled_from(["golden-nugget", "foxwoods"]))
def test_house_way_many_is_house_way_per_row(array, way):
    _check_bulk_against_rows(
        lambda a: pg.house_way_many(a, way=way),
        lambda r: pg.house_way(r, way),
        array,
        same=same_setting,
    )
    _check_bulk_against_rows(
        lambda a: pg.house_way_rule_many(a, way=way),
        lambda r: pg.house_way_rule(r, way),
        array,
        same=lambda a, b: pg.HouseWay(way).rules[int(a)] == b,
    )


@pytest.mark.slow  # 10 to 25 s: large arrays or a process per example
@FUZZ
@given(array=arrays())
def test_side_bets_and_solver_per_row(array):
    events = pg.PAY_TABLES["fortune"].events
    _check_bulk_against_rows(
        lambda a: pg.side_bet_events_many("fortune", a),
        lambda r: pg.side_bet_event("fortune", r),
        array,
        same=lambda a, b: (events[a] if a >= 0 else None) == b,
    )
    _check_bulk_against_rows(
        lambda a: pg.solve_many(a, "approx"),
        lambda r: pg.solve(r, "approx"),
        array,
        same=lambda a, b: same_setting(a, b.best.setting),
    )


@pytest.mark.slow  # 10 to 25 s: large arrays or a process per example
@FUZZ
@given(player=arrays(), dealer=arrays())
def test_settle_many_never_fails_undocumented(player, dealer):
    outcome(pg.settle_many, player, dealer)


@FUZZ
@given(
    n=st.one_of(st.integers(-3, 3), st.integers(2**62, 2**70), st.just(True), st.just(2.5)),
    threads=st.one_of(st.none(), st.integers(-2, 3), st.integers(2**40, 2**70), st.just(1.5)),
)
def test_sizes_and_threads(n, threads):
    outcome(pg.deal, n, threads=threads)
    if not isinstance(n, int) or n < 2**62:  # a valid size this large runs for ages
        outcome(pg.simulate, n, threads=threads)
    outcome(pg.simulate, 2**64 + abs(int(n)), threads=threads)
    outcome(pg.category_counts, "high", n, threads=threads)
    outcome(pg.rank_many, "high", np.zeros((0, 7), np.uint8), threads=threads)


CLI_TOKENS = st.sampled_from(
    [
        "rank",
        "set",
        "settle",
        "simulate",
        "solve",
        "enumerate",
        "sidebet",
        "analyze",
        "--game",
        "razz",
        "2-7",
        "high",
        "--json",
        "--rounds",
        "1e30",
        "10",
        "-1",
        "18446744073709551616",
        "--threads",
        "99999999999999999999999",
        "0",
        "1",
        "As Kd Qh Js Ts 9c 8c",
        "As Ad Kh Kc 9d / 8s 2h",
        "2c 3d 5h Ts Tc Qd Qh",
        "--house-way",
        "foxwoods",
        "nope",
        "--seed",
        "x",
        "--cards",
        "5",
        "--method",
        "approx",
        "--chunks",
        "0",
        "--bogus",
        "",
        "\r",
        "Jk",
        # Arguments that were not UTF-8 (Python keeps their bytes as lone surrogates),
        # and the house-way command (no --out here: it never writes).
        "\udcff\udcfe",
        "As Kd Th 9c 5s 5d J\udcff",
        "house-way",
        "--way",
        "--function",
        "nofile.py:f",
        "equity",
        "QQ",
    ]  # fmt: skip
)


@pytest.mark.slow  # 10 to 25 s: large arrays or a process per example
@FUZZ
@given(argv=st.lists(CLI_TOKENS, max_size=6))
def test_cli_exits_zero_or_two(argv):
    # Whole-game and seven-card counts run for seconds to minutes: not fuzzed here.
    if "analyze" in argv or ("enumerate" in argv and "--cards" not in argv):
        argv = [a for a in argv if a not in ("analyze", "enumerate")]
    if "simulate" in argv:
        argv = [*argv, "--rounds", "1000"]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main(argv)
        except SystemExit as e:  # argparse: usage errors exit 2, --help exits 0
            status = e.code
    assert status in (0, 2), (argv, status, err.getvalue())
    if status == 2:
        assert err.getvalue().strip(), argv
        assert "Traceback" not in err.getvalue(), err.getvalue()


if __name__ == "__main__":  # pragma: no cover
    pytest.main([__file__, "-q"])
