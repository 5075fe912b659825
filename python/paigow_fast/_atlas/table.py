"""``PreflopTable``: the exact heads-up equity of every hold'em starting-hand class
against every other, read from the shipped counts, with each class's equity against a
random hand, its percentile and the "top X%" ranges (docs/preflop.md)."""

from __future__ import annotations

from fractions import Fraction
from functools import cached_property
from typing import Any, NamedTuple

import numpy as np

from .. import _core
from .._equity_grid import RANKS, EquityGrid
from .data_file import CLASSES, checked, decode, shipped_bytes

#: Combos of a pair, a suited class, an offsuit class.
COMBOS = {"pair": 6, "suited": 4, "offsuit": 12}
#: Every two-card hand.
ALL_COMBOS = 1326


def class_label(index: int) -> str:
    """The class of grid cell `index` (row by row): ``AA``, ``AKs``, ``AKo`` ..."""
    row, col = divmod(index, 13)
    high, low = RANKS[min(row, col)], RANKS[max(row, col)]
    return high + low + ("" if row == col else "s" if row < col else "o")


LABELS = tuple(class_label(i) for i in range(CLASSES))
INDEX = {label: i for i, label in enumerate(LABELS)}


def combos_of(index: int) -> int:
    row, col = divmod(index, 13)
    return COMBOS["pair" if row == col else "suited" if row < col else "offsuit"]


class ClassCounts(NamedTuple):
    """The deals (a combo of each class sharing no card, a board of five) the first
    class wins, splits and loses against the second."""

    win: int
    tie: int
    loss: int

    @property
    def total(self) -> int:
        return self.win + self.tie + self.loss

    @property
    def equity(self) -> Fraction:
        """The first class's share of the pot (a tie splits it)."""
        return Fraction(2 * self.win + self.tie, 2 * self.total)


class PreflopTable:
    """Hold'em heads-up preflop, exactly: ``table["AKs", "QQ"]`` the equity of the first
    class against the second (every pair of their combos sharing no card, equally
    likely, and every board), ``counts(a, b)`` its integer counts, ``equity`` the (169,
    169) array, ``labels`` the classes in the grid's order (row by row)."""

    def __init__(self, counts: np.ndarray) -> None:
        self._counts = counts
        self.labels = LABELS

    def index(self, label: str) -> int:
        """The grid number of a class, e.g. ``"AKs"``, ``"aks"``, ``"QQ"``."""
        text = label.strip() if isinstance(label, str) else ""
        text = text[:2].upper() + text[2:].lower()
        if len(text) in (2, 3) and all(r in RANKS for r in text[:2]):
            if RANKS.index(text[0]) > RANKS.index(text[1]):
                text = text[1] + text[0] + text[2:]
        if text not in INDEX:
            raise _core.ArgumentError(
                f"not a starting-hand class: {label!r} (e.g. 'AA', 'AKs', 'AKo')"
            )
        return INDEX[text]

    def counts(self, a: str, b: str) -> ClassCounts:
        """The exact counts of class `a` against class `b`."""
        return ClassCounts(*(int(n) for n in self._counts[self.index(a), self.index(b)]))

    def fraction(self, a: str, b: str) -> Fraction:
        """The equity of class `a` against class `b` as a Fraction."""
        return self.counts(a, b).equity

    def __getitem__(self, pair: tuple[str, str]) -> float:
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise _core.ArgumentError("index the table by two classes: table['AKs', 'QQ']")
        return float(self.fraction(*pair))

    @cached_property
    def equity(self) -> np.ndarray:
        """Each class's equity (row) against each class (column), grid order."""
        c = self._counts.astype(np.float64)
        return (2 * c[..., 0] + c[..., 1]) / (2 * c.sum(axis=2))

    @cached_property
    def _versus_random(self) -> list[Fraction]:
        # A random hand is every combo sharing no card with the class's, equally
        # likely: the sum over the classes of the counts (a Python int sum: exact).
        sums = self._counts.sum(axis=1, dtype=object)
        return [Fraction(2 * w + t, 2 * (w + t + lo)) for w, t, lo in sums]

    def versus_random(self, label: str) -> Fraction:
        """The exact equity of a class against a random hand (``pg.equity([label,
        "random"])``)."""
        return self._versus_random[self.index(label)]

    @cached_property
    def ranking(self) -> tuple[str, ...]:
        """The classes from best to worst by equity against a random hand (ties, if
        any, in the grid's order)."""
        order = sorted(range(CLASSES), key=lambda i: (-self._versus_random[i], i))
        return tuple(LABELS[i] for i in order)

    @cached_property
    def _percentiles(self) -> dict[str, Fraction]:
        out, seen = {}, 0
        for label in self.ranking:
            seen += combos_of(INDEX[label])
            out[label] = Fraction(seen, ALL_COMBOS)
        return out

    def percentile(self, label: str) -> float:
        """The share of the 1,326 hands in the classes ranked as good as `label` or
        better, its own combos included: AA 6/1326 (0.45%), the worst class 1."""
        return float(self._percentiles[LABELS[self.index(label)]])

    def top(self, share: float) -> str:
        """The best classes by ``ranking`` holding at most `share` of the 1,326 hands
        (every class whose percentile is at most `share`), as a range for
        ``pg.equity``: ``top(0.1)`` is the top 10%."""
        if not isinstance(share, (int, float)) or not 0 < share <= 1:
            raise _core.ArgumentError(f"top takes a share in (0, 1], got {share!r}")
        bound = Fraction(share)
        chosen = [c for c in self.ranking if self._percentiles[c] <= bound]
        if not chosen:
            raise _core.ArgumentError(
                f"top({share}) holds no class: the best, AA, is 6 of 1,326 hands (0.45%)"
            )
        return ", ".join(chosen)

    def grid(self, against: str = "random") -> EquityGrid:
        """The 13x13 grid of every class's exact equity against class `against`, or
        against a random hand: the same picture as ``pg.equity_grid``, instantly."""
        if against.strip().lower() == "random":
            values = np.array([float(f) for f in self._versus_random])
            against = "random"
        else:
            values = self.equity[:, self.index(against)]
            against = LABELS[self.index(against)]
        return EquityGrid(
            equity=values.reshape(13, 13),
            stderr=np.zeros((13, 13)),
            exact=np.ones((13, 13), dtype=bool),
            labels=np.array(LABELS, dtype=str).reshape(13, 13),
            range=against,
            board=(),
            game="holdem",
            seed=0,
            done=CLASSES,
        )

    def plot(self, against: str = "random", path: str | None = None, **kwargs: Any) -> Any:
        """The 13x13 heatmap of ``grid(against)`` (matplotlib); saved to `path` when
        given. Returns the Axes."""
        return self.grid(against).plot(path, **kwargs)

    def __repr__(self) -> str:
        return f"PreflopTable(holdem, 169 x 169 classes, exact; AA vs KK {self['AA', 'KK']:.4f})"

    def _repr_html_(self) -> str:
        return self.grid()._repr_html_()


_TABLE: list[PreflopTable] = []


def preflop_table() -> PreflopTable:
    """The preflop atlas: hold'em heads-up, every starting-hand class against every
    other, exact (read once from the package's data file, its digest checked)."""
    if not _TABLE:
        _TABLE.append(PreflopTable(decode(checked(shipped_bytes()))))
    return _TABLE[0]
