"""Board classes, what Flopzilla shows: the weight of a range's hands in each made-hand
class and with each draw on a flop, turn or river, in hold'em and Omaha (4, 5, 6
cards). The definitions are in ``docs/board-classes.md``; the classifying is the
core's (``rust/equity/board_classes``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np

from . import _core
from ._bulk import as_array
from ._cards import card_ids, card_text, format_cards
from ._choices import check_threads
from ._html import cards_html, percent, table_html

_MADE, _DRAWS = _core.board_class_names()
#: The made-hand classes, best first: a hand's class code is its index here.
BOARD_CLASSES: tuple[str, ...] = tuple(_MADE)
#: The draws: bit ``i`` of a hand's draws' mask is ``BOARD_DRAWS[i]``.
BOARD_DRAWS: tuple[str, ...] = tuple(_DRAWS)


def _lookup(name: str) -> tuple[str, int]:
    """('made' or 'draw', index) of a class or draw named in any spelling."""
    key = _core.name_key(str(name))
    for kind, names in (("made", BOARD_CLASSES), ("draw", BOARD_DRAWS)):
        for i, n in enumerate(names):
            if _core.name_key(n) == key:
                return kind, i
    raise _core.ArgumentError(
        f"unknown board class {name!r} (one of: {', '.join(BOARD_CLASSES + BOARD_DRAWS)})"
    )


@dataclass(frozen=True, eq=False)
class BoardClasses:
    """A range's hands on a board by class. ``hands`` the live hands ((n, hole) uint8
    card ids: those sharing no card with the board or the dead cards), ``weights``
    their integer weights, ``made`` each one's class code (an index into
    :data:`BOARD_CLASSES`), ``draws`` each one's draws' mask (bit ``i`` for
    :data:`BOARD_DRAWS` ``[i]``); ``made_weights`` and ``draw_weights`` the exact
    weight in each class and with each draw, ``total`` the weight of every live
    hand."""

    range: str
    game: str
    board: tuple[int, ...]
    dead: tuple[int, ...]
    hands: np.ndarray
    weights: np.ndarray
    made: np.ndarray
    draws: np.ndarray
    made_weights: tuple[int, ...]
    draw_weights: tuple[int, ...]
    total: int

    def weight(self, name: str) -> int:
        """The exact weight of the hands in a class or with a draw (a name of
        :data:`BOARD_CLASSES` or :data:`BOARD_DRAWS`, any spelling)."""
        kind, i = _lookup(name)
        return (self.made_weights if kind == "made" else self.draw_weights)[i]

    def fraction(self, name: str) -> Fraction:
        """The share of the range's live weight in a class or with a draw, exactly."""
        return Fraction(self.weight(name), self.total) if self.total else Fraction(0)

    def share(self, name: str) -> float:
        """:meth:`fraction` as a float."""
        return float(self.fraction(name))

    @property
    def shares(self) -> dict[str, float]:
        """Every class's and draw's share, by name."""
        return {n: self.share(n) for n in BOARD_CLASSES + BOARD_DRAWS}

    def mask(self, name: str) -> np.ndarray:
        """Which hands (a boolean array over ``hands``) are in a class or have a draw."""
        kind, i = _lookup(name)
        if kind == "made":
            return self.made == i
        return (self.draws >> i) & 1 == 1

    def combos_in(self, name: str) -> list[str]:
        """The hands in a class or with a draw, as text (``"Ah Kh"``, as
        ``EquityDistribution.combos`` writes them), in the range's order."""
        return [format_cards(row.tolist()) for row in self.hands[self.mask(name)]]

    def as_dict(self) -> dict[str, Any]:
        """Plain data: the question, and per class and per draw its exact weight, its
        share and its number of hands."""

        def entry(name: str) -> dict[str, Any]:
            return {
                "weight": self.weight(name),
                "share": self.share(name),
                "combos": int(self.mask(name).sum()),
            }

        return {
            "range": self.range,
            "game": self.game,
            "board": "".join(card_text(c) for c in self.board),
            "dead": "".join(card_text(c) for c in self.dead),
            "total": self.total,
            "combos": len(self.hands),
            "made": {n: entry(n) for n in BOARD_CLASSES},
            "draws": {n: entry(n) for n in BOARD_DRAWS},
        }

    def _rows(self) -> list[tuple[str, int, float]]:
        """(name, weight, share) of every class and draw held by some hand."""
        names = [n for n in BOARD_CLASSES + BOARD_DRAWS if self.weight(n)]
        return [(n, self.weight(n), self.share(n)) for n in names]

    def __repr__(self) -> str:
        board = "".join(card_text(c) for c in self.board)
        lines = [f"BoardClasses({self.game}, {self.range!r} on {board}: {self.total} weight)"]
        lines += [f"  {n:<28} {w:>10} {100 * s:7.2f}%" for n, w, s in self._rows()]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        made = set(BOARD_CLASSES)
        rows = [
            [("" if n in made else "draw: ") + n, str(w), percent(s)] for n, w, s in self._rows()
        ]
        caption = f"{self.game}: {self.range} on the board (live weight {self.total})"
        return f"<p>{cards_html(self.board)}</p>" + table_html(
            ["Class", "Weight", "Share"], rows, caption
        )


def board_classes(
    range: str,
    board: str | Iterable[int],
    game: str = "holdem",
    dead: str | Iterable[int] = "",
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> BoardClasses:
    """The hands of `range` (the range grammar of :func:`paigow_fast.equity`, or
    ``"random"``) on `board` (3, 4 or 5 cards) by made-hand class and draw, in
    ``game`` ``"holdem"``, ``"omaha"``, ``"omaha-5"`` or ``"omaha-6"`` (any spelling).
    Hands sharing a card with the board or `dead` are removed. `progress(done,
    total)` is called between the core's batches; Ctrl-C stops it."""
    if not isinstance(range, str):
        raise _core.ArgumentError(f"range must be a range's text, not {type(range).__name__}")
    board_ids, dead_ids = card_ids(board), card_ids(dead)
    name, hands, weights, codes, made_w, draw_w, total = _core.board_classes(
        range, board_ids, game, dead_ids, check_threads(threads), progress
    )
    return BoardClasses(
        range=range,
        game=name,
        board=tuple(board_ids),
        dead=tuple(dead_ids),
        hands=hands,
        weights=np.ones(len(hands), np.uint64) if weights is None else weights,
        made=codes[:, 0].copy(),
        draws=codes[:, 1].copy(),
        made_weights=tuple(made_w),
        draw_weights=tuple(draw_w),
        total=total,
    )


def board_classes_many(
    holes: Any,
    boards: Any,
    game: str = "holdem",
    *,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The classes of many hands: `holes` (N, hole) card ids, `boards` (N, k) or one
    board (1, k) for every hand, k = 3, 4 or 5. Returns (made, draws), uint8 arrays of
    length N: the class code (index into :data:`BOARD_CLASSES`) and the draws' mask
    (bit ``i`` for :data:`BOARD_DRAWS` ``[i]``). On all cores (`threads` to limit),
    `progress(done, total)` between batches; Ctrl-C stops it."""
    holes, boards = as_array(holes), as_array(boards)
    if holes.ndim != 2 or boards.ndim != 2 or len(boards) not in (1, len(holes)):
        raise _core.ShapeError(
            "holes and boards must be 2-D arrays, boards one row per hand or one row for"
            f" all, got shapes {holes.shape} and {boards.shape}"
        )
    if len(boards) == 1:
        boards = np.broadcast_to(boards, (len(holes), boards.shape[1]))
    rows = np.concatenate([holes, boards], axis=1)
    codes = _core.board_classes_many(rows, game, check_threads(threads), progress)
    return codes[:, 0].copy(), codes[:, 1].copy()
