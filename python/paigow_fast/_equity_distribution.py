"""One player's equity hand by hand: ``equity_distribution`` holds each combo of the
player's range in turn against the other players' ranges and counts it exactly in the
core; ``EquityDistribution`` gives each combo's equity and weight, the histogram, the
equity-distribution curve, a plot and a Jupyter view (docs/equity.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from . import _core
from ._cards import card_ids
from ._choices import check_threads
from ._equity import Player, player_text
from ._html import percent, player_html, table_html


@dataclass(frozen=True, eq=False)
class EquityDistribution:
    """Each combo of player ``player``'s range (from 0) against the other players'
    ranges, exactly: ``combos`` the hands as text, ``equities`` each one's equity
    (float64; NaN for a combo the other ranges never leave a deal), ``win`` and ``tie``
    its probabilities, ``weights`` how often the player holds it relative to the
    average combo (the combo's weight in the range times the weight of the deals the
    other ranges leave it; they sum to the number of combos). ``mean`` is the
    player's ``pg.equity`` exactly."""

    combos: tuple[str, ...]
    equities: np.ndarray
    win: np.ndarray
    tie: np.ndarray
    weights: np.ndarray
    player: int
    players: tuple[str, ...]
    game: str
    board: tuple[int, ...]
    #: Per combo (weight in the range, deals' weight, pot count); pot counts in units
    #: of 1/pot_unit.
    rows: tuple[tuple[int, int, int], ...]
    pot_unit: int

    @property
    def fractions(self) -> tuple[Fraction | None, ...]:
        """Each combo's equity as a Fraction (None where it is never dealt)."""
        return tuple(
            Fraction(pot, total * self.pot_unit) if total else None for _, total, pot in self.rows
        )

    @property
    def mean_fraction(self) -> Fraction:
        """The weighted mean of the combos' equities as a Fraction: the player's equity."""
        pot = sum(w * p for w, _, p in self.rows)
        total = sum(w * t for w, t, _ in self.rows)
        return Fraction(pot, total * self.pot_unit)

    @property
    def mean(self) -> float:
        """The weighted mean equity, equal to ``pg.equity(...).equity[player]``."""
        return float(self.mean_fraction)

    @property
    def probabilities(self) -> np.ndarray:
        """The probability that the player holds each combo (summing to 1)."""
        return self.weights / self.weights.sum()

    def histogram(self, bins: int | Sequence[float] = 20) -> tuple[np.ndarray, np.ndarray]:
        """The share of the player's hands in each equity bin over [0, 1]: (shares,
        bin edges), as ``numpy.histogram``."""
        dealt = self.weights > 0
        return np.histogram(
            self.equities[dealt], bins=bins, range=(0.0, 1.0), weights=self.probabilities[dealt]
        )

    def curve(self) -> tuple[np.ndarray, np.ndarray]:
        """The equity-distribution curve: the combos from best to worst, (the share of
        the player's hands at or above each, its equity)."""
        dealt = np.flatnonzero(self.weights > 0)
        order = dealt[np.argsort(-self.equities[dealt], kind="stable")]
        return np.cumsum(self.probabilities[order]), self.equities[order]

    def plot(
        self, path: str | None = None, *, kind: str = "curve", ax: Any = None, bins: int = 20
    ) -> Any:
        """The equity-distribution curve (``kind="curve"``) or the histogram
        (``"histogram"``), with the mean (matplotlib, optional); saved to `path` when
        given. Returns the Axes."""
        if kind not in ("curve", "histogram"):
            raise _core.ArgumentError(f"kind is 'curve' or 'histogram', got {kind!r}")
        try:
            import matplotlib.pyplot as plt
        except ImportError:
            raise _core.ArgumentError(
                "plotting needs matplotlib, which is not installed: pip install matplotlib"
            ) from None
        fig = None
        if ax is None:
            fig, ax = plt.subplots(figsize=(7, 4.5))
        if kind == "curve":
            share, equity = self.curve()
            ax.step(np.concatenate([[0], share]), np.concatenate([equity[:1], equity]))
            ax.set_xlabel("share of the hands (best first)")
            ax.set_ylabel("equity")
            ax.axhline(self.mean, color="grey", linestyle="--", label=f"mean {self.mean:.4f}")
        else:
            shares, edges = self.histogram(bins)
            ax.bar(edges[:-1], shares, width=np.diff(edges), align="edge", edgecolor="white")
            ax.set_xlabel("equity")
            ax.set_ylabel("share of the hands")
            ax.axvline(self.mean, color="grey", linestyle="--", label=f"mean {self.mean:.4f}")
        ax.legend()
        ax.set_title(self._title())
        if path is not None:
            ax.figure.savefig(path, dpi=120, bbox_inches="tight")
            if fig is not None:
                plt.close(fig)
        return ax

    def _title(self) -> str:
        others = " vs ".join(p for i, p in enumerate(self.players) if i != self.player)
        return f"{self.game}: {self.players[self.player]} vs {others}"

    def __repr__(self) -> str:
        return (
            f"EquityDistribution({self.game}, player {self.player}, {len(self.combos)} combos, "
            f"mean {self.mean:.4f})"
        )

    def _repr_html_(self) -> str:
        shares, edges = self.histogram(10)
        bar = '<div style="background:#4a90d9;height:.8em;width:{:.0f}px"></div>'
        rows = [
            [f"{100 * lo:.0f}-{100 * hi:.0f}%", percent(s), bar.format(300 * s)]
            for lo, hi, s in zip(edges[:-1], edges[1:], shares)
        ]
        caption = f"{self._title()}: {len(self.combos)} combos, mean equity {self.mean:.4%}"
        best = np.argsort(-np.nan_to_num(self.equities, nan=-1), kind="stable")[:5]
        extremes = ", ".join(
            f"{player_html(self.combos[i])} {percent(self.equities[i])}" for i in best
        )
        return table_html(["Equity", "Hands", ""], rows, caption) + f"<p>Best: {extremes}</p>"


def equity_distribution(
    players: Sequence[Player],
    board: str | Iterable[int] = "",
    dead: str | Iterable[int] = "",
    game: str = "holdem",
    method: str = "exact",
    player: int = 0,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> EquityDistribution:
    """Player `player`'s (from 0) equity hand by hand: each combo of their range held
    against the other players' ranges on `board`, counted exactly (``method`` ``"exact"``
    or ``"auto"``: no Monte Carlo yet). The arguments are read as :func:`equity` reads
    them; a ``random`` player lists every hand (board games). `progress(done, total)`
    is called between combos; Ctrl-C raises KeyboardInterrupt."""
    if _core.name_key(str(method)) not in ("auto", "exact", "enumeration"):
        raise _core.ArgumentError(
            f"equity_distribution counts exactly: method must be 'exact', got {method!r}"
        )
    if isinstance(player, bool) or not isinstance(player, int) or player < 0:
        raise _core.ArgumentError(f"player must be an int from 0, got {player!r}")
    board_ids = card_ids(board)
    game_name, pot_unit, _half, rows = _core.equity_distribution(
        players, board_ids, card_ids(dead), game, player, check_threads(threads), progress
    )
    texts = tuple(player_text(p) for p in players)
    return _build(rows, pot_unit, player, texts, game_name, tuple(board_ids))


def _build(
    rows: list[Any], pot_unit: int, player: int, texts: tuple[str, ...], game: str, board: tuple
) -> EquityDistribution:
    """The distribution of the core's rows (cards, weight, total, pot, win, tie, ...)."""
    totals = [r[2] for r in rows]
    deals = np.array([float(r[1] * r[2]) for r in rows])
    live = deals.sum()

    def ratio(column: int, unit: int) -> np.ndarray:
        return np.array(
            [float(Fraction(r[column], t * unit)) if t else np.nan for r, t in zip(rows, totals)]
        )

    return EquityDistribution(
        combos=tuple(r[0] for r in rows),
        equities=ratio(3, pot_unit),
        win=ratio(4, 1),
        tie=ratio(5, 1),
        weights=deals * (len(rows) / live),
        player=player,
        players=texts,
        game=game,
        board=board,
        rows=tuple((r[1], r[2], r[3]) for r in rows),
        pot_unit=pot_unit,
    )
