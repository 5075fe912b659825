"""Equity in hold'em and Omaha, high and hi-lo, and in stud, stud hi-lo, razz and the
single-draw games: each player's expected share of the pot, for hands and weighted
ranges, exact or by seeded Monte Carlo (docs/equity.md).

Thin: the core checks and converts every argument, does all the work and builds the
result (``EquityResult``, its figures computed from the integer counts when read);
this module adapts a two-argument progress callback and shows a result in Jupyter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from . import _core
from ._bulk import accepts_three_arguments
from ._cards import format_cards
from ._html import percent, player_html, table_html

#: A player: a range or hand as text ("AKs:0.5, QQ+", "AhKh", "random") or card ids.
Player = str | Iterable[int]


EquityResult = _core.EquityResult


def player_text(player: Player) -> str:
    return player if isinstance(player, str) else format_cards(player)


@contextmanager
def plot_axes(ax: Any, figsize: tuple[float, float], path: str | None) -> Iterator[Any]:
    """The matplotlib Axes an equity result's plot draws on (matplotlib is optional:
    one clear error without it): `ax`, or those of a new figure of `figsize`. After
    the drawing the figure is saved to `path` when given, and a new one closed."""
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        raise _core.ArgumentError(
            "plotting needs matplotlib, which is not installed: pip install matplotlib"
        ) from None
    fig = None
    if ax is None:
        fig, ax = plt.subplots(figsize=figsize)
    yield ax
    if path is not None:
        ax.figure.savefig(path, dpi=120, bbox_inches="tight")
        if fig is not None:
            plt.close(fig)


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
    progress: Callable[..., object] | None = None,
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
    that takes about a second or less. Work estimated under a millisecond runs on the
    calling thread. `progress(done, total)` is called as the run goes (soon after it
    starts, then at most every 0.1 s, and at the end; total None when open-ended); a
    callback that takes a third positional argument also gets the result so far (None
    before a sample counts; an exact one counts only the boards enumerated so far).
    Ctrl-C raises KeyboardInterrupt within a second. Errors name the player and the
    token. The core checks and converts every argument.
    """
    if progress is not None and callable(progress) and not accepts_three_arguments(progress):
        two = progress

        def progress(done: int, total: int | None, partial: object) -> None:
            two(done, total)

    return _core.equity(
        players, board, dead, game, method, stdev, samples, time, seed, threads, progress
    )


def result_html(result: EquityResult) -> str:
    """An equity result as an HTML table (Jupyter)."""
    split = result.scoop is not None
    header = ["Player", "Equity"] + ([] if result.exact else ["± std err"]) + ["Win", "Tie"]
    header += ["High", "Low", "Scoop"] if split else []
    rows = []
    players = result.players or tuple(f"player {i + 1}" for i in range(len(result.equity)))
    for i, player in enumerate(players):
        row = [player_html(player), percent(result.equity[i])]
        row += [] if result.exact else [percent(result.stderr[i])]
        row += [percent(result.win[i]), percent(result.tie[i])]
        if result.scoop is not None:
            row += [percent(result.high[i]), percent(result.low[i]), percent(result.scoop[i])]
        rows.append(row)
    how = (
        f"exact over {result.completions:,} boards"
        if result.exact
        else f"Monte Carlo, {result.samples:,} samples (seed {result.seed})"
    )
    return table_html(header, rows, f"{result.game}: {how}")


def equity_games() -> tuple[str, ...]:
    """The names of the games `equity` settles."""
    return tuple(_core.equity_games())
