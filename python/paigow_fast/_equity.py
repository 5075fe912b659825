"""Equity in hold'em and Omaha, high and hi-lo, and in stud, stud hi-lo, razz and the
single-draw games: each player's expected share of the pot, for hands and weighted
ranges, exact or by seeded Monte Carlo (docs/equity.md).

Thin: the core checks every argument and does all the work; this module converts the
arguments and builds the result (exact fractions from the core's integer counts).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from . import _core
from ._bulk import _accepts_three_arguments
from ._cards import _ids, format_cards
from ._choices import check_rounds, check_seed, check_threads
from ._html import percent, player_html, table_html

#: A player: a range or hand as text ("AKs:0.5, QQ+", "AhKh", "random") or card ids.
Player = str | Iterable[int]


@dataclass(frozen=True)
class EquityResult:
    """Each player's share of the pot.

    ``equity``: expected share of the pot (floats summing to 1); ``fractions``: the same
    as exact ``Fraction``s when ``exact``; ``win``: probability of taking the whole pot
    alone (a scoop in split-pot games); ``tie``: of taking part of it, not all; ``high``:
    expected share of the high pot (the high half, or the whole pot when no low
    qualifies); ``low``: of the low half (split-pot games; 0 otherwise); ``scoop``:
    ``win`` in split-pot games, None otherwise. ``stderr``: standard errors of the
    equities (0 when exact); ``samples`` (Monte Carlo) or ``completions`` (exact: the
    board completions, or the stud and draw card deals, enumerated); ``method``:
    ``"exact"`` or ``"monte-carlo"``; ``game``: the game's name; ``seed``: the seed
    sampled with (None when exact), so that a run without a given seed can be
    repeated.
    """

    equity: tuple[float, ...]
    exact: bool
    fractions: tuple[Fraction, ...] | None
    win: tuple[float, ...]
    tie: tuple[float, ...]
    high: tuple[float, ...]
    low: tuple[float, ...]
    scoop: tuple[float, ...] | None
    stderr: tuple[float, ...]
    samples: int | None
    completions: int | None
    method: str
    game: str
    seed: int | None
    players: tuple[str, ...] = field(default=(), repr=False, compare=False)
    """The players as asked (hands and ranges as text)."""

    @classmethod
    def _of(cls, **fields: object) -> EquityResult:
        """The result of every field, set without the frozen dataclass's
        ``object.__setattr__`` per field (a third of a river call's time in Python);
        frozen all the same."""
        result = object.__new__(cls)
        result.__dict__.update(fields)
        return result

    def __repr__(self) -> str:
        shares = ", ".join(f"{e:.4f}" for e in self.equity)
        count = f"completions={self.completions}" if self.exact else f"samples={self.samples}"
        return f"EquityResult({self.game}, equity=({shares}), {self.method}, {count})"

    def _repr_html_(self) -> str:
        split = self.scoop is not None
        header = ["Player", "Equity"] + ([] if self.exact else ["± std err"]) + ["Win", "Tie"]
        header += ["High", "Low", "Scoop"] if split else []
        rows = []
        players = self.players or tuple(f"player {i + 1}" for i in range(len(self.equity)))
        for i, player in enumerate(players):
            row = [player_html(player), percent(self.equity[i])]
            row += [] if self.exact else [percent(self.stderr[i])]
            row += [percent(self.win[i]), percent(self.tie[i])]
            if self.scoop is not None:
                row += [percent(self.high[i]), percent(self.low[i]), percent(self.scoop[i])]
            rows.append(row)
        how = (
            f"exact over {self.completions:,} boards"
            if self.exact
            else f"Monte Carlo, {self.samples:,} samples (seed {self.seed})"
        )
        return table_html(header, rows, f"{self.game}: {how}")


def _player_text(player: Player) -> str:
    return player if isinstance(player, str) else format_cards(player)


def equity(
    players: Sequence[Player],
    board: str | Iterable[int] = "",
    dead: str | Iterable[int] = "",
    game: str = "holdem",
    method: str = "auto",
    stdev: float = 5e-5,
    samples: int | None = None,
    time: float | None = None,
    seed: int | None = None,
    threads: int | None = None,
    progress: Callable[[int, int | None], object] | None = None,
) -> EquityResult:
    """Each player's equity: `players` as ranges or hands, the known `board` (0, 3, 4
    or 5 cards) and `dead` cards out of play, in `game` (see ``equity_games()``).
    In stud, stud hi-lo and razz a player is their known cards (up to seven), in the
    draw games the cards they keep (up to five, badugi four), the rest dealt from the
    unseen cards (one draw; stud's community card when the deck runs out); no board.

    ``method="exact"`` enumerates every completion and every tuple of hands;
    ``"monte-carlo"`` samples until every standard error is at most `stdev`, or
    `samples` samples, or `time` seconds, whichever comes first (seeded: the same
    result on any number of threads; `seed` None draws one); ``"auto"`` is exact when
    that takes about a second or less. `progress(done, total)` is called as the run
    goes (soon after it starts, then at most every 0.1 s, and at the end; total None
    when open-ended); a callback that takes a third positional
    argument also gets the result so far (None before a sample counts; an exact one
    counts only the boards enumerated so far). Ctrl-C raises KeyboardInterrupt within
    a second. Errors name the player and the token.
    """
    if isinstance(players, str):
        raise _core.ArgumentError("players must be a list of hands or ranges, not one string")
    texts = [_player_text(p) for p in players]
    seed = secrets.randbits(64) if seed is None else check_seed(seed)
    samples = None if samples is None else check_rounds(samples)
    report = None
    if progress is not None:
        with_partial = _accepts_three_arguments(progress)

        def report(done: int, total: int | None, partial: _core._EquityRaw | None) -> None:
            if with_partial:
                progress(done, total, None if partial is None else _result(partial, seed, texts))
            else:
                progress(done, total)

    raw = _core.equity(
        texts, _ids(board), _ids(dead), game, method, stdev, samples, time, seed,
        check_threads(threads),
        report,
    )
    return _result(raw, seed, texts)


def _result(raw: _core._EquityRaw, seed: int, players: list[str]) -> EquityResult:
    """The result of the core's outcome (see ``_core.equity``)."""
    (game_name, hi_lo), name, count, total, exact_rows, estimate_rows, units = raw
    pot_unit, half_unit = units
    if name == "exact":
        pot, half = total * pot_unit, total * half_unit
        equity, win, tie, high, low = zip(
            *[(p / pot, w / total, t / total, h / half, lo / half) for p, w, t, h, lo in exact_rows]
        )
        return EquityResult._of(
            equity=equity,
            exact=True,
            fractions=tuple(Fraction(r[0], pot) for r in exact_rows),
            win=win,
            tie=tie,
            high=high,
            low=low,
            scoop=win if hi_lo else None,
            stderr=(0.0,) * len(exact_rows),
            samples=None,
            completions=count,
            method=name,
            game=game_name,
            seed=None,
            players=tuple(players),
        )
    equity, stderr, win, tie, high, low = zip(*estimate_rows)
    return EquityResult._of(
        equity=equity,
        exact=False,
        fractions=None,
        win=win,
        tie=tie,
        high=high,
        low=low,
        scoop=win if hi_lo else None,
        stderr=stderr,
        samples=count,
        completions=None,
        method=name,
        game=game_name,
        seed=seed,
        players=tuple(players),
    )


def equity_games() -> tuple[str, ...]:
    """The names of the games `equity` settles."""
    return tuple(_core.equity_games())
