"""The 13x13 grid of hold'em starting-hand classes against a range or hand (the
picture poker players read): ``equity_grid`` and its ``EquityGrid`` result."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import escape
from typing import Any

import numpy as np

from . import _core
from ._bulk import accepts_three_arguments
from ._cards import card_ids
from ._choices import check_rounds, check_seed, check_threads
from ._equity import Player, player_text, plot_axes
from ._html import heat_html

#: Rows and columns of the grid, in the order players read them.
RANKS = "AKQJT98765432"


@dataclass(frozen=True, eq=False)
class EquityGrid:
    """Each starting-hand class's equity against ``range``: ``equity`` a (13, 13)
    float64 array, aces first (row and column), pairs on the diagonal, suited classes
    above it (``AKs`` in row A, column K), offsuit below (``AKo`` in row K, column A);
    NaN where the known cards leave the class no hand. ``stderr`` the standard errors
    (0 where ``exact``), ``labels`` the classes as a (13, 13) array of str; ``done``
    the cells computed (169 unless the run was interrupted: the rest are NaN)."""

    equity: np.ndarray
    stderr: np.ndarray
    exact: np.ndarray
    labels: np.ndarray
    range: str
    board: tuple[int, ...]
    game: str
    seed: int
    done: int

    def __getitem__(self, label: str) -> float:
        """The equity of a class, e.g. ``grid["AKs"]``."""
        where = np.argwhere(self.labels == label.strip())
        if len(where) == 0:
            raise _core.ArgumentError(f"no class {label!r} in the grid (e.g. 'AA', 'AKs', 'AKo')")
        return float(self.equity[tuple(where[0])])

    def __repr__(self) -> str:
        return (
            f"EquityGrid({self.game}, vs {self.range!r}, "
            f"{self.done} of 169 classes, AA {self.equity[0, 0]:.4f}, 72o {self.equity[12, 7]:.4f})"
        )

    def _repr_html_(self) -> str:
        def cell(i: int, j: int) -> str:
            value = self.equity[i, j]
            shown = "" if np.isnan(value) else f"<br>{100 * value:.0f}"
            style = f"{heat_html(value)};text-align:center;font-size:80%"
            return f'<td style="{style}">{self.labels[i, j]}{shown}</td>'

        rows = "".join(
            "<tr>" + "".join(cell(i, j) for j in range(13)) + "</tr>" for i in range(13)
        )
        caption = escape(f"{self.game}: each class's equity (%) vs {self.range}")
        return f"<table><caption>{caption}</caption>{rows}</table>"

    def plot(self, path: str | None = None, *, ax: Any = None, title: str | None = None) -> Any:
        """The heatmap (matplotlib, optional: ``pip install matplotlib``) with each
        class's label and equity in its cell; saved to `path` when given. Returns the
        matplotlib Axes."""
        with plot_axes(ax, (9, 8), path) as ax:
            image = ax.imshow(self.equity, cmap="RdYlGn", vmin=0, vmax=1)
            for (i, j), label in np.ndenumerate(self.labels):
                value = self.equity[i, j]
                text = label if np.isnan(value) else f"{label}\n{100 * value:.0f}"
                ax.text(j, i, text, ha="center", va="center", fontsize=6.5)
            ax.set_xticks(range(13), list(RANKS))
            ax.set_yticks(range(13), list(RANKS))
            ax.set_title(title or f"{self.game}: each class's equity (%) vs {self.range}")
            ax.figure.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
        return ax


def _grid(raw: _core._GridRaw, **fields: Any) -> EquityGrid:
    """The result of the core's grid (cells row by row; missing ones NaN)."""
    game, labels, cells = raw
    missing = [(float("nan"), float("nan"), False)] * (169 - len(cells))
    full = np.array([c[:2] for c in cells + missing], dtype=np.float64).reshape(13, 13, 2)
    exact = np.array([c[2] for c in cells + missing], dtype=bool).reshape(13, 13)
    return EquityGrid(
        equity=full[..., 0],
        stderr=full[..., 1],
        exact=exact,
        labels=np.array(labels, dtype=str).reshape(13, 13),
        game=game,
        done=len(cells),
        **fields,
    )


def equity_grid(
    range_or_hand: Player,
    board: str | Iterable[int] = "",
    dead: str | Iterable[int] = "",
    game: str = "holdem",
    method: str = "auto",
    stdev: float = 1e-3,
    samples: int | None = None,
    time: float | None = None,
    seed: int | None = None,
    threads: int | None = None,
    progress: Callable[..., object] | None = None,
) -> EquityGrid:
    """Each of the 169 hold'em starting-hand classes' equity against `range_or_hand`
    on `board` with `dead` cards out, in one call on all cores: each cell is exact
    where that is quicker than Monte Carlo to `stdev` (default 1e-3, plenty for a
    picture), else seeded Monte Carlo (each class's limits as in :func:`equity`;
    `method` forces one). `progress(done, 169)` is called between batches of cells; a
    callback that takes a third argument also gets the grid so far. Ctrl-C raises
    KeyboardInterrupt within a batch."""
    seed = secrets.randbits(64) if seed is None else check_seed(seed)
    samples = None if samples is None else check_rounds(samples)
    text = player_text(range_or_hand)
    board_ids = card_ids(board)
    fields = {"range": text, "board": tuple(board_ids), "seed": seed}
    report = None
    if progress is not None:
        with_partial = accepts_three_arguments(progress)

        def report(done: int, total: int, partial: _core._GridRaw) -> None:
            if with_partial:
                progress(done, total, _grid(partial, **fields))
            else:
                progress(done, total)

    raw = _core.equity_grid(
        text,
        board_ids,
        card_ids(dead),
        game,
        method,
        stdev,
        samples,
        time,
        seed,
        check_threads(threads),
        report,
    )
    return _grid(raw, **fields)
