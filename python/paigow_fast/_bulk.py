"""Bulk analysis with numpy, on all cores: rank_many, describe_many, Omaha
(omaha_best_many, omaha_rank_many), house_way_many, settle_many, category_counts, the
seeded Monte Carlo of Pai Gow (simulate) and seeded deals (deal).

Card arrays hold one hand per row. Any integer dtype and any layout (slices,
transposes, Fortran order) is accepted; a C-contiguous ``uint8`` array is read without
a copy. Every function validates its whole input first and raises the package's
errors naming the first bad row (``HandError`` for a wrong shape, a non-integer dtype
or a joker where the game has none; ``CardError`` for an id outside 0..52 or a
duplicate in a row; ``FoulError`` for an illegal setting), releases the GIL, and runs
on all cores unless ``threads`` says otherwise. Results never depend on ``threads``.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import _core
from ._choices import (
    HouseWay,
    Ranking,
    as_house_way,
    as_ranking,
    as_strategy,
    check_rounds,
    check_seed,
    check_threads,
    commission_in_range,
)

ProgressCallback = Callable[..., object]


def as_array(cards: Any) -> Any:
    """An ndarray as is; array-likes (lists of rows) through numpy. Rows of Python ints
    too wide for any integer dtype (numpy makes them objects) are refused here, naming
    the first such value and its row; so are ragged rows, naming the first row whose
    length differs from the first's."""
    if isinstance(cards, np.ndarray):
        return cards
    try:
        array = np.asarray(cards)
    except ValueError:  # numpy's "inhomogeneous shape": rows of different lengths
        raise _ragged(cards) from None
    if array.dtype == object and array.ndim == 2:
        for i, row in enumerate(array):
            for v in row:
                if type(v) is int and not -(2**63) <= v < 2**64:
                    raise _core.CardError(f"row {i}: card id {v} is not a card (ids are 0..=52)")
    return array


def _ragged(rows: Any) -> _core.ShapeError:
    """The error of rows that numpy could not make one array of."""
    try:
        lengths = [len(row) for row in rows]
    except TypeError:
        return _core.ShapeError("cards must be a 2-D array of card ids, one hand per row")
    i = next((i for i, n in enumerate(lengths) if n != lengths[0]), 0)
    return _core.ShapeError(
        f"row {i}: {lengths[i]} cards where row 0 has {lengths[0]} (rows of one length)"
    )


def rank_many(game: Ranking | str, cards: Any, *, threads: int | None = None) -> np.ndarray:
    """The rank of every row of `cards` (shape (N, n) card ids) in `game`, as a uint32
    array of length N: the value of :func:`paigow_fast.rank`, 0 where that is None
    (no qualifying low in ACE_TO_FIVE_8)."""
    return _core.rank_many(int(as_ranking(game)), as_array(cards), check_threads(threads))


def house_way_many(
    hands: Any, *, way: HouseWay | str = HouseWay.GOLDEN_NUGGET, threads: int | None = None
) -> np.ndarray:
    """Every seven-card row of `hands` set by the house way `way`: a (N, 7) uint8 array
    with each row reordered so that ``[:, :5]`` is the five-card hand (in the row's
    order) and ``[:, 5:]`` the two-card hand."""
    w = as_house_way(way).value
    return _core.house_way_many(as_array(hands), w, check_threads(threads))


def house_way_rule_many(
    hands: Any, *, way: HouseWay | str = HouseWay.GOLDEN_NUGGET, threads: int | None = None
) -> np.ndarray:
    """The rule of `way` that sets each seven-card row of `hands`: a uint8 array of
    indices into ``HouseWay(way).rules`` (the bulk form of
    :func:`paigow_fast.house_way_rule`)."""
    w = as_house_way(way).value
    return _core.house_way_rule_many(as_array(hands), w, check_threads(threads))


def settle_many(
    player: Any, dealer: Any, commission: float = 0.05, *, threads: int | None = None
) -> np.ndarray:
    """The player's payout of every round (float64: +1 less the commission, 0 or -1),
    `player` and `dealer` being (N, 7) set hands in the layout of
    :func:`house_way_many`. A fouled setting raises FoulError naming its row."""
    return _core.settle_many(
        as_array(player),
        as_array(dealer),
        commission_in_range(commission),
        check_threads(threads),
    )


def category_counts(
    game: Ranking | str, n_cards: int, *, threads: int | None = None
) -> dict[str, int]:
    """How many of all hands of `n_cards` cards from the game's deck (53 cards with the
    joker for the Pai Gow games, 52 otherwise) fall in each category, exhaustively:
    a dict in the order of ``game.categories``. E.g. PAIGOW_HIGH with 7 cards counts
    all 154,143,080 hands."""
    g = as_ranking(game)
    if isinstance(n_cards, bool) or not isinstance(n_cards, (int, np.integer)):
        raise _core.ArgumentError(f"n_cards must be a card count, got {n_cards!r}")
    if n_cards not in g.card_counts:
        low, high = g.card_counts[0], g.card_counts[-1]
        counts = f"{low} to {high}" if high > low else f"{low}"
        raise _core.HandError(f"{g.name} takes {counts} cards a hand, not n_cards={n_cards}")
    n_cards = int(n_cards)
    return _core.category_counts(int(g), n_cards, check_threads(threads))


@dataclass(frozen=True)
class SimulationResult:
    """The counts of a Pai Gow simulation, from the player's side, and the statistics
    derived from them.

    A *copy* is an exact tie of one hand (it goes to the dealer); ``copies`` counts the
    rounds with at least one copy, ``high_copies`` and ``low_copies`` each hand's."""

    rounds: int
    wins: int
    pushes: int
    losses: int
    copies: int
    high_copies: int
    low_copies: int
    commission: float = 0.05
    seed: int = 0
    player: str = "house"
    dealer: str = "house"

    @property
    def ev(self) -> float:
        """Mean payout per round for the player (commission applied)."""
        if self.rounds == 0:
            return 0.0
        return ((1.0 - self.commission) * self.wins - self.losses) / self.rounds

    @property
    def house_edge(self) -> float:
        """The house's edge: ``-ev``."""
        return -self.ev

    @property
    def stderr(self) -> float:
        """Standard error of ``ev``: sqrt(s^2 / rounds), s^2 the sample variance of the
        per-round payouts (exact from the counts)."""
        n = self.rounds
        if n < 2:
            return 0.0
        win = 1.0 - self.commission
        total = win * self.wins - self.losses
        squares = win * win * self.wins + self.losses
        var = max(squares - total * total / n, 0.0) / (n - 1)
        return math.sqrt(var / n)

    def rate(self, count: int) -> float:
        """A count as a fraction of the rounds."""
        return count / self.rounds if self.rounds else 0.0

    @property
    def win_rate(self) -> float:
        return self.rate(self.wins)

    @property
    def push_rate(self) -> float:
        return self.rate(self.pushes)

    @property
    def loss_rate(self) -> float:
        return self.rate(self.losses)

    def __str__(self) -> str:
        r = self.rate
        return (
            f"{self.rounds:,} rounds, player {self.player!r} vs dealer {self.dealer!r} "
            f"(seed {self.seed}, commission {self.commission:g}): "
            f"wins {r(self.wins):.4%}, pushes {r(self.pushes):.4%}, "
            f"losses {r(self.losses):.4%}, copies {r(self.copies):.4%} "
            f"(high {r(self.high_copies):.4%}, low {r(self.low_copies):.4%}); "
            f"ev {self.ev:+.5f} +/- {self.stderr:.5f}, house edge {self.house_edge:.4%}"
        )


def simulate(
    rounds: int,
    *,
    player: HouseWay | str = "house",
    dealer: HouseWay | str = "house",
    seed: int = 0,
    commission: float = 0.05,
    threads: int | None = None,
    progress: ProgressCallback | None = None,
) -> SimulationResult:
    """Play `rounds` rounds of Pai Gow Poker, dealt from a seeded generator, the player
    and the dealer setting their hands by the named strategies ("house": the house
    way), and count the outcomes.

    The same seed gives the same result for any `threads`, and the first n rounds of
    a seed are the same whatever `rounds` is (:func:`deal` returns their cards). Memory
    stays flat: rounds are played in chunks and only counts are kept. The work runs in
    batches of about 0.1 s; after each batch Ctrl-C is checked (it raises
    KeyboardInterrupt) and ``progress(done_rounds, total_rounds)`` is called if given
    (an exception it raises stops the simulation and propagates); a callback that takes
    a third positional argument also gets the running :class:`SimulationResult`.

    The dealer sets by a house way: `dealer` is a :class:`HouseWay` or its name, or
    "house" (the default way, Golden Nugget). The player sets by a house way too
    ("house": the dealer's way), or "optimal": the setting :func:`solve_many` picks,
    by approximate expected value against the dealer's way, at the default 5%
    commission whatever `commission` settles the rounds."""
    rounds = check_rounds(rounds)
    player, dealer = as_strategy(player, "player"), as_strategy(dealer, "dealer")
    commission = commission_in_range(commission)
    seed = check_seed(seed)
    if progress is not None and not callable(progress):
        raise _core.ArgumentError(f"progress must be callable, got {progress!r}")

    def result(counts: dict[str, int]) -> SimulationResult:
        """The result of the core's counts (keyed by its tally's field names)."""
        pushes = counts["rounds"] - counts["wins"] - counts["losses"]
        return SimulationResult(
            **counts,
            pushes=pushes,
            commission=commission,
            seed=seed,
            player=player,
            dealer=dealer,
        )

    report = None
    if progress is not None:
        with_partial = accepts_three_arguments(progress)

        def report(done: int, total: int, counts: dict[str, int]) -> None:
            if with_partial:
                progress(done, total, result(counts))
            else:
                progress(done, total)

    return result(_core.simulate(rounds, player, dealer, seed, check_threads(threads), report))


def accepts_three_arguments(fn: Callable[..., object]) -> bool:
    """Whether a callback can be called with three positional arguments."""
    try:
        inspect.signature(fn).bind(0, 0, None)
    except TypeError:
        return False
    except ValueError:  # no signature (some builtins): call it the documented way
        return False
    return True


def deal(
    rounds: int,
    cards: int | None = None,
    *,
    joker: bool = True,
    seed: int = 0,
    threads: int | None = None,
) -> np.ndarray:
    """Seeded deals, one a row of a uint8 array.

    With the joker and no `cards`: the cards of the first `rounds` rounds that
    :func:`simulate` deals with `seed`, a (rounds, 14) array, ``[:, :7]`` the player's
    cards, ``[:, 7:]`` the dealer's. Otherwise `rounds` rows of `cards` distinct cards
    (default 7) from the 53-card deck, or with ``joker=False`` the 52-card deck of the
    traditional games, so that ``rank_many("high", deal(n, joker=False))`` works. The
    same seed gives the same rows for any `threads`."""
    rounds, seed, threads = check_rounds(rounds), check_seed(seed), check_threads(threads)
    if not isinstance(joker, bool):
        raise _core.ArgumentError(f"joker must be True or False, got {joker!r}")
    if cards is None and joker:
        return _core.deal(rounds, seed, threads)
    width = 7 if cards is None else cards
    if isinstance(width, bool) or not isinstance(width, (int, np.integer)):
        raise _core.ArgumentError(f"cards must be a number of cards, got {cards!r}")
    if not 1 <= width <= 52 + joker:
        raise _core.ArgumentError(f"cards must be 1 to {52 + joker} a row, got {width}")
    return _core.deal_many(rounds, int(width), joker, seed, threads)


def describe_many(game: Ranking | str, cards: Any, *, threads: int | None = None) -> list[str]:
    """The phrase of every row of `cards` in `game` (the bulk form of
    :func:`paigow_fast.describe`), e.g. the best five of :func:`omaha_best_many`."""
    return _core.describe_many(int(as_ranking(game)), as_array(cards), check_threads(threads))


def _omaha_rows(holes: Any, boards: Any) -> Any:
    """Rows of hole cards then the five board cards; one board for every row when
    `boards` is a single board."""
    holes, boards = as_array(holes), as_array(boards)
    if holes.ndim != 2:
        raise _core.ShapeError(
            f"holes must be a 2-D array, one hand per row, got shape {holes.shape}"
        )
    if boards.ndim == 1:
        boards = np.broadcast_to(boards, (holes.shape[0], boards.shape[0]))
    if boards.ndim != 2 or boards.shape[0] != holes.shape[0]:
        raise _core.ShapeError(
            f"boards must be one board or one a hand: {holes.shape[0]} hands, "
            f"boards of shape {boards.shape}"
        )
    return np.hstack([holes, boards])


def omaha_best_many(
    game: Ranking | str, holes: Any, boards: Any, *, threads: int | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Omaha in bulk: for every row of `holes` (4 to 6 hole cards) and of `boards` (five
    cards each, or one board for every row), the rank as :func:`paigow_fast.omaha_rank`
    gives it (uint32, 0 where no eight-or-better low qualifies) and the best five cards,
    a (N, 5) uint8 array: the two hole cards used, then the three board cards (where
    no low qualifies, the first two hole and first three board cards). `game` is HIGH
    or ACE_TO_FIVE_8; :func:`describe_many` phrases the fives."""
    g = int(as_ranking(game))
    return _core.omaha_many(g, _omaha_rows(holes, boards), check_threads(threads))


def omaha_rank_many(
    game: Ranking | str, holes: Any, boards: Any, *, threads: int | None = None
) -> np.ndarray:
    """The ranks of :func:`omaha_best_many`."""
    return omaha_best_many(game, holes, boards, threads=threads)[0]
