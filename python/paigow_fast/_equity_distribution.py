"""One player's equity hand by hand: ``equity_distribution`` holds each combo of the
player's range in turn against the other players' ranges and counts it exactly or
samples it in the core; ``EquityDistribution`` gives each combo's equity, its standard
error and weight, the histogram, the equity-distribution curve, a plot and a Jupyter
view (docs/equity.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from . import _core
from ._cards import card_ids
from ._choices import check_threads
from ._equity import Player, player_text, plot_axes
from ._html import percent, player_html, table_html


@dataclass(frozen=True, eq=False)
class EquityDistribution:
    """Each combo of player ``player``'s range (from 0) against the other players'
    ranges, counted exactly or by Monte Carlo (``method``): ``combos`` the hands as
    text, ``equities`` each one's equity (float64; NaN for a combo the other ranges
    never leave a deal), ``standard_errors`` their standard errors (0 when exact),
    ``win`` and ``tie`` its probabilities, ``weights`` how often the player holds it
    relative to the average combo (the combo's weight in the range times the weight of
    the deals the other ranges leave it, estimated with the samples by Monte Carlo;
    they sum to the number of combos). ``mean`` is the player's ``pg.equity``: exactly,
    or estimated with ``standard_error``."""

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
    #: of 1/pot_unit. Empty by Monte Carlo.
    rows: tuple[tuple[int, int, int], ...]
    pot_unit: int
    #: "exact" or "monte-carlo".
    method: str = "exact"
    #: Each combo's standard error (zeros when exact).
    standard_errors: np.ndarray | None = None
    #: Monte Carlo: the seed, each combo's samples, and (mean, its standard error).
    seed: int | None = None
    samples: np.ndarray | None = None
    estimate: tuple[float, float] | None = None

    def __post_init__(self) -> None:
        if self.standard_errors is None:
            object.__setattr__(self, "standard_errors", np.zeros(len(self.combos)))

    @property
    def fractions(self) -> tuple[Fraction | None, ...]:
        """Each combo's equity as a Fraction (None where it is never dealt); exact only."""
        self._exact_only("fractions")
        return tuple(
            Fraction(pot, total * self.pot_unit) if total else None for _, total, pot in self.rows
        )

    @property
    def mean_fraction(self) -> Fraction:
        """The weighted mean of the combos' equities as a Fraction: the player's
        equity; exact only."""
        self._exact_only("mean_fraction")
        pot = sum(w * p for w, _, p in self.rows)
        total = sum(w * t for w, t, _ in self.rows)
        return Fraction(pot, total * self.pot_unit)

    @property
    def mean(self) -> float:
        """The weighted mean equity, equal to ``pg.equity(...).equity[player]`` (by Monte
        Carlo, its estimate, the combos' estimates weighted by their deals')."""
        if self.estimate is not None:
            return self.estimate[0]
        return float(self.mean_fraction)

    @property
    def standard_error(self) -> float:
        """The standard error of ``mean`` (0 when exact)."""
        return 0.0 if self.estimate is None else self.estimate[1]

    def _exact_only(self, what: str) -> None:
        if self.method != "exact":
            raise _core.ArgumentError(
                f"{what} are exact counts: this distribution is a Monte Carlo estimate "
                "(method='exact' counts them)"
            )

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
        with plot_axes(ax, (7, 4.5), path) as ax:
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
        return ax

    def _title(self) -> str:
        others = " vs ".join(p for i, p in enumerate(self.players) if i != self.player)
        return f"{self.game}: {self.players[self.player]} vs {others}"

    def _mean_text(self, digits: int = 4) -> str:
        """The mean, with ± its standard error by Monte Carlo."""
        if self.estimate is None:
            return f"{self.mean:.{digits}f}"
        return f"{self.mean:.{digits}f} ± {self.standard_error:.{digits}f}"

    def __repr__(self) -> str:
        return (
            f"EquityDistribution({self.game}, player {self.player}, {len(self.combos)} combos, "
            f"{self.method}, mean {self._mean_text()})"
        )

    def _repr_html_(self) -> str:
        shares, edges = self.histogram(10)
        bar = '<div style="background:#4a90d9;height:.8em;width:{:.0f}px"></div>'
        rows = [
            [f"{100 * lo:.0f}-{100 * hi:.0f}%", percent(s), bar.format(300 * s)]
            for lo, hi, s in zip(edges[:-1], edges[1:], shares)
        ]
        mean = percent(self.mean)
        if self.estimate is not None:
            mean += f" ± {percent(self.standard_error)} (Monte Carlo)"
        caption = f"{self._title()}: {len(self.combos)} combos, mean equity {mean}"
        best = np.argsort(-np.nan_to_num(self.equities, nan=-1), kind="stable")[:5]
        extremes = ", ".join(
            f"{player_html(self.combos[i])} {percent(self.equities[i])}{self._error_text(i)}"
            for i in best
        )
        return table_html(["Equity", "Hands", ""], rows, caption) + f"<p>Best: {extremes}</p>"

    def _error_text(self, i: int) -> str:
        """± combo `i`'s standard error by Monte Carlo, else nothing."""
        assert self.standard_errors is not None
        return "" if self.estimate is None else f" ± {percent(self.standard_errors[i])}"


def equity_distribution(
    players: Sequence[Player],
    board: str | Iterable[int] = "",
    dead: str | Iterable[int] = "",
    game: str = "holdem",
    method: str = "exact",
    player: int = 0,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    *,
    stdev: float = 1e-3,
    samples: int | None = None,
    seed: int | None = None,
) -> EquityDistribution:
    """Player `player`'s (from 0) equity hand by hand: each combo of their range held
    against the other players' ranges on `board`. ``method="exact"`` counts each combo
    exactly; ``"monte-carlo"`` samples each with ``pg.equity``'s sampler until its
    standard error is at most `stdev` (default 1e-3) or it has `samples` samples (a
    combo), seeded by `seed` (None draws one; the same figures on any number of
    threads); ``"auto"`` counts exactly when that is estimated to take about a second
    or less, else samples. The arguments are read as :func:`equity` reads them; a
    ``random`` player lists every hand (board games). `progress(done, total)` is called
    between combos; Ctrl-C raises KeyboardInterrupt."""
    if isinstance(player, bool) or not isinstance(player, int) or player < 0:
        raise _core.ArgumentError(f"player must be an int from 0, got {player!r}")
    board_ids = card_ids(board)
    game_name, pot_unit, _half, rows, sampled = _core.equity_distribution(
        players,
        board_ids,
        card_ids(dead),
        game,
        player,
        check_threads(threads),
        progress,
        method,
        stdev,
        samples,
        seed,
    )
    texts = tuple(player_text(p) for p in players)
    if sampled is not None:
        return _build_sampled(sampled, player, texts, game_name, tuple(board_ids))
    return _build(rows, pot_unit, player, texts, game_name, tuple(board_ids))


def _build_sampled(
    sampled: tuple[int, float, float, list[Any]],
    player: int,
    texts: tuple[str, ...],
    game: str,
    board: tuple,
) -> EquityDistribution:
    """The distribution of a Monte Carlo run: (seed, mean, its standard error, rows of
    cards, weight, deals, equity, standard error, win, tie, samples)."""
    seed, mean, stderr, rows = sampled

    def column(i: int) -> np.ndarray:
        return np.array([r[i] for r in rows], dtype=np.float64)

    deals = column(1) * column(2)
    return EquityDistribution(
        combos=tuple(r[0] for r in rows),
        equities=column(3),
        win=column(5),
        tie=column(6),
        weights=deals * (len(rows) / deals.sum()),
        player=player,
        players=texts,
        game=game,
        board=board,
        rows=(),
        pot_unit=0,
        method="monte-carlo",
        standard_errors=column(4),
        seed=seed,
        samples=np.array([r[7] for r in rows], dtype=np.int64),
        estimate=(mean, stderr),
    )


def _build(
    rows: list[Any], pot_unit: int, player: int, texts: tuple[str, ...], game: str, board: tuple
) -> EquityDistribution:
    """The distribution of the core's rows (cards, weight, total, pot, win, tie, ...)."""
    totals = [r[2] for r in rows]
    deals = np.array([float(r[1] * r[2]) for r in rows])
    live = deals.sum()

    def ratio(column: int, unit: int) -> np.ndarray:
        # Python's int division is correctly rounded: float(Fraction(a, b)) exactly.
        return np.array([r[column] / (t * unit) if t else np.nan for r, t in zip(rows, totals)])

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
