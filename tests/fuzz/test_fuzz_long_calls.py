"""Fuzzing the long calls' contract (hypothesis, a fixed seed and budget): a progress
callback may call the library again, and one that raises (as Ctrl-C does, through the
same check) ends the call at once with its error, whatever the game, method and threads.
The same call without a callback gives the same result, whatever the callbacks did."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import paigow_fast as pg

from conftest import FUZZ

# (game, players, board): exact in milliseconds, Monte Carlo by its sample budget.
QUESTIONS = [
    ("holdem", ["AhKh", "QsQd"], "2c7dTh"),
    ("holdem", ["AKs,QQ+", "random"], ""),
    ("holdem-hi-lo", ["Ah2h", "KsKd"], "3c4d9h"),
    ("omaha", ["AsKsQdJd", "random"], "2c7h9s"),
    ("omaha-hi-lo", ["As2s3dKd", "QhQcJhTc"], "4s5h9c"),
    ("razz", ["As2d3c", "KsKdQh"], ""),
    ("stud-hi-lo", ["As2d3c4h", "KsKdQh9c"], ""),
    ("2-7-draw", ["2c3d4h", "7s5c"], ""),
    ("badugi-draw", ["Ac2d3h", "Kc"], ""),
]
QUESTION = st.sampled_from(QUESTIONS)
METHOD = st.sampled_from(["exact", "monte-carlo"])
THREADS = st.sampled_from([None, 1, 2])


class Stop(Exception):
    """What the callback raises."""


def _call(question, method, threads, **kw):
    game, players, board = question
    return pg.equity(
        players, board=board, game=game, method=method, samples=20_000, seed=7,
        threads=threads, **kw,
    )


@pytest.mark.slow
@settings(FUZZ, max_examples=10)
@given(QUESTION, METHOD, THREADS, QUESTION, METHOD, THREADS)
def test_a_callback_may_call_again(outer, method, threads, inner, inner_method, inner_threads):
    asked = []
    got = _call(
        outer, method, threads,
        progress=lambda d, t: asked.append(_call(inner, inner_method, inner_threads)),
    )
    assert got == _call(outer, method, threads)
    assert all(a == asked[0] for a in asked)


@settings(FUZZ, max_examples=25)
@given(QUESTION, METHOD, THREADS, st.integers(1, 3))
def test_a_callback_that_raises_ends_the_call(question, method, threads, at):
    calls = []

    def progress(done, total):
        calls.append(done)
        if len(calls) == at:
            raise Stop(len(calls))

    start = time.perf_counter()
    try:
        _call(question, method, threads, progress=progress)
    except Stop as stop:
        assert stop.args == (at,) and len(calls) == at  # no call after the raise
    else:
        assert len(calls) < at  # the call ended before the callback's turn came
    assert time.perf_counter() - start < 5


def _fn(hand):
    return pg.house_way(list(hand))


LONG_CALLS = {
    "simulate": lambda progress: pg.simulate(10**10, seed=1, progress=progress),
    "grid": lambda progress: pg.equity_grid(
        "random", method="monte-carlo", stdev=2e-3, seed=1, progress=progress
    ),
    "analyze": lambda progress: pg.analyze(dealer="foxwoods", progress=progress),
    "from_function": lambda progress: pg.HouseWay.from_function(
        "fuzz-stop", _fn, progress=progress
    ),
}


@pytest.mark.slow
@settings(FUZZ, max_examples=8)
@given(st.sampled_from(sorted(LONG_CALLS)), st.integers(1, 2))
def test_every_long_call_ends_when_its_callback_raises(call: str, at: int) -> None:
    calls = []
    raised = []

    def progress(*args):
        calls.append(args)
        if len(calls) == at:
            raised.append(time.perf_counter())
            raise Stop(at)

    try:
        LONG_CALLS[call](progress)
    except Stop as stop:
        assert stop.args == (at,) and len(calls) == at
    else:
        raise AssertionError(f"{call} ended without its callback's stop")
    assert time.perf_counter() - raised[0] < 2, call
