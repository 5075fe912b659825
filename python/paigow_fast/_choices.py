"""The choices of the library, each named once and built from what the core knows: the
games, the house ways and their rules, the strategies, the solving methods and the
analysis variants; and the checks of the plain arguments (threads, commission, seed,
rounds). It imports only the core: every other module takes its choices from here.

Every entry point, the API and the command line alike, reads a choice's name by the
core's one rule (:func:`name_key`: letters and digits, any case) and refuses a wrong
one with one message; the games are read by the core itself (``_core.ranking``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal

import numpy as np

from . import _core


def spelling(name: str) -> str:
    """A choice's name as the library writes it: stripped, case-folded, with '_' and runs
    of spaces made '-' ("Golden  Nugget", "GOLDEN_NUGGET": "golden-nugget"). Names are
    compared by :func:`same`, not by this."""
    return "-".join(name.strip().casefold().replace("_", "-").split())


name_key = _core.name_key
"""The one spelling rule of every choice, the core's: a name's letters and digits in
lower case ("Texas Hold'em": "texasholdem"); two names are one choice when their keys
are equal."""


def find(name: str, names: Any) -> Any:
    """The one of `names` that `name` spells (by :func:`name_key`), or None."""
    key = name_key(name)
    return next((n for n in names if name_key(str(n)) == key), None)


def _unknown(what: str, given: object, names: Any) -> _core.ArgumentError:
    return _core.ArgumentError(f"unknown {what} {given!r} (one of: {', '.join(names)})")


# --- games ------------------------------------------------------------------------------

# (member name, deck has the joker, card counts, category names, deck size), by value.
_GAMES: list[tuple[str, bool, list[int], list[str], int]] = _core.games()


class Ranking(IntEnum):
    """A hand ranking (an order of hands; the games played with them are named apart, see
    ``equity_games()``). The value is the id the Rust core uses; ``str()`` is the spelled
    name ("paigow-high"). ``Game`` is its former name, kept as an alias."""

    PAIGOW_HIGH = 0
    """Pai Gow five-card hand: best five of 5-7 cards, 53-card deck with the joker."""
    PAIGOW_LOW = 1
    """Pai Gow two-card hand."""
    HIGH = 2
    """Traditional high: best five of 5-7 cards."""
    ACE_TO_FIVE = 3
    """Ace-to-five low (razz), no qualifier."""
    ACE_TO_FIVE_8 = 4
    """Ace-to-five low with the eight-or-better qualifier."""
    DEUCE_TO_SEVEN = 5
    """Deuce-to-seven low."""
    BADUGI = 6
    """Badugi: four cards."""
    SHORT_DECK = 7
    """Short deck (six-plus hold'em): 36 cards, sixes to aces, best five of 5-7; a flush
    beats a full house, three of a kind beats a straight, A-6-7-8-9 the lowest straight."""
    SHORT_DECK_STRAIGHT_OVER_TRIPS = 8
    """Short deck with the other rule set: a straight beats three of a kind."""

    def __str__(self) -> str:
        return ranking_name(self)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    @property
    def categories(self) -> list[str]:
        """The category names of this game, best first."""
        return list(_GAMES[self][3])

    @property
    def uses_joker(self) -> bool:
        """Whether the game's deck has the joker (53 cards)."""
        return _GAMES[self][1]

    @property
    def deck_size(self) -> int:
        """The number of cards of the game's deck: 53 with the joker, 36 in the short deck
        (sixes to aces), 52 otherwise."""
        return _GAMES[self][4]

    @property
    def card_counts(self) -> tuple[int, ...]:
        """The numbers of cards a hand of this game may have."""
        return tuple(_GAMES[self][2])


def ranking_name(game: Ranking) -> str:
    """The spelled-out name of a game: 'paigow-high', 'ace-to-five-8'."""
    return spelling(game.name)


def as_ranking(game: Ranking | str | int) -> Ranking:
    """A Ranking from a member, its value, or its name in any spelling ('HIGH',
    'paigow-high', 'ace_to_five') or a common alias ('razz', '2-7', 'holdem'): the
    core's reading (:func:`_core.ranking`), as every call reads it."""
    if type(game) is Ranking:
        return game
    return Ranking(_core.ranking(game))


# --- house ways -------------------------------------------------------------------------


_tables: Any = None
"""The package _house_ways (``from_function``, ``load``, ``save``, ``digest_of``), which
builds on this module: paigow_fast/__init__.py connects it with one call to
:func:`connect_tables`, so that this module imports nothing above it."""


def connect_tables(tables: Any) -> None:
    """Gives HouseWay its table methods (from_function, load, save, digest): `tables`
    is the package _house_ways, connected once, by paigow_fast/__init__.py."""
    global _tables
    _tables = tables


class _HouseWayMember(str, Enum):
    """What every house way has (the members come from the core: see HouseWay)."""

    def __str__(self) -> str:
        return self.value

    @cached_property
    def rules(self) -> tuple[HouseWayRule, ...]:
        """Every rule of this way, in the order of the indices that
        :func:`paigow_fast.house_way_rule_many` returns."""
        way: HouseWay = self  # type: ignore[assignment]  # every member is a HouseWay
        return tuple(HouseWayRule(i, t, way) for i, t in _core.house_way_rules(self.value))

    @property
    def doc(self) -> str:
        """The page of the repository that writes this way's rules out (for a way of the
        user's own: the page on such ways)."""
        if not self.built_in:
            return "docs/house-ways/custom.md"
        return f"docs/house-ways/{self.value}.md"

    @property
    def built_in(self) -> bool:
        """Whether the way is compiled into the core (not one of the user's own)."""
        return self.value in _BUILT_IN

    @property
    def digest(self) -> str:
        """The SHA-256 of the way's table file content (name, rules, every decision)."""
        return _tables.digest_of(self)

    @staticmethod
    def from_function(
        name: str,
        fn: Any,
        *,
        rules: Any = None,
        check: float = 1.0,
        seed: int = 0,
        progress: Any = None,
    ) -> HouseWay:
        """A house way of the user's own: `fn(hand)`, `hand` a tuple of seven card ids,
        returns the setting (a :class:`Setting`, ``(high5, low2)`` ids or text
        ``"FRONT2 / BACK5"``), or ``(rule_id, setting)``. Called once per pattern of
        seven cards (292,253 calls), then once more on an alike hand (other suits, in
        another order) for a share `check` of the patterns; refused (ArgumentError naming
        the hand) when it raises, returns other cards or a foul, or sets alike hands
        otherwise. `rules` (id -> text) fixes the rule ids and their order (default: in
        order of first use). `progress(done, total)` is called as it goes. The way is
        then a HouseWay like the shipped ones, everywhere a way is taken, at their
        speed. See docs/house-ways/custom.md."""
        return _tables.from_function(
            name, fn, rules=rules, check=check, seed=seed, progress=progress
        )

    @staticmethod
    def load(path: Any, name: str | None = None) -> HouseWay:
        """The way of a table file written by :meth:`save` (under `name` if given); a file
        altered since, or of another format version, is refused."""
        return _tables.load(path, name)

    def save(self, path: Any) -> Any:
        """Writes the way's table file (docs/house-ways/custom.md; gzip when `path` ends
        in .gz); the shipped ways too. Returns the path."""
        return _tables.save(self, path)


_HOUSE_WAY_DOC = """A casino's house way: how the dealer sets seven cards. Wherever a way is taken,
its name ("golden-nugget", "foxwoods") is accepted too, in any spelling.

* ``GOLDEN_NUGGET`` (the default): the Golden Nugget way of the source document,
  ``docs/house-ways/golden-nugget.md``.
* ``FOXWOODS``: the Foxwoods way, the way of the one published exact analysis of
  the whole game, ``docs/house-ways/foxwoods.md``.

The members are the ways the core knows (``_core.house_ways()``), the default first."""

if TYPE_CHECKING:  # the ways compiled into the core, for type checkers

    class HouseWay(_HouseWayMember):
        GOLDEN_NUGGET = "golden-nugget"
        FOXWOODS = "foxwoods"

else:
    HouseWay = _HouseWayMember(
        "HouseWay",
        [(spelling(w).upper().replace("-", "_"), w) for w in _core.house_ways()],
        module=__name__,
        qualname="HouseWay",
    )
    HouseWay.__doc__ = _HOUSE_WAY_DOC

_BUILT_IN = frozenset(w.value for w in HouseWay)


def add_house_way(name: str) -> HouseWay:
    """The HouseWay member of a way just registered in the core (a way of the user's own)."""
    member = str.__new__(HouseWay, name)
    member._name_ = spelling(name).upper().replace("-", "_")
    member._value_ = name
    HouseWay._member_map_[member._name_] = member
    HouseWay._value2member_map_[name] = member
    HouseWay._member_names_.append(member._name_)
    return member


@dataclass(frozen=True)
class HouseWayRule:
    """One rule of a house way's text: a short stable ``id`` (e.g.
    ``"two-pairs-split-ace"``) and a sentence a dealer would say."""

    id: str
    text: str
    way: HouseWay

    def __str__(self) -> str:
        return f"{self.id}: {self.text}"


def as_house_way(way: HouseWay | str) -> HouseWay:
    """A HouseWay from a member or its name in any spelling."""
    if isinstance(way, HouseWay):
        return way
    member = find(way, HouseWay) if isinstance(way, str) else None
    if member is None:
        raise _unknown("house way", way, (w.value for w in HouseWay))
    return member


# --- strategies -------------------------------------------------------------------------

HOUSE = "house"
"""The strategy of playing the house way in play (the dealer's; for a dealer, the default)."""
OPTIMAL = "optimal"
"""The player's strategy of the best setting by expected value against the dealer."""

Side = Literal["player", "dealer"]


def strategies(side: Side) -> tuple[str, ...]:
    """The strategies a side may play: "house", the ways, and for the player "optimal"."""
    ways = tuple(w.value for w in HouseWay)
    return (HOUSE, *ways, OPTIMAL) if side == "player" else (HOUSE, *ways)


def as_strategy(strategy: HouseWay | str, side: Side) -> str:
    """A strategy's name ("house", "optimal" or a way's name) from a HouseWay or a name
    in any spelling; `side` says whose ("player" or "dealer": only a player may play
    "optimal")."""
    if isinstance(strategy, HouseWay):
        return strategy.value
    name = find(strategy, strategies(side)) if isinstance(strategy, str) else None
    if name is not None:
        return name
    raise _unknown(f"{side} strategy", strategy, strategies(side))


# --- solving methods and analysis variants ----------------------------------------------

Method = Literal["exact", "approx"]
METHODS: tuple[Method, ...] = tuple(_core.solve_methods())  # type: ignore[arg-type]
VARIANTS: tuple[str, ...] = tuple(_core.analysis_variants())


def as_method(method: str) -> Method:
    """A solving method ("exact" or "approx") from its name in any spelling."""
    name = find(method, (*METHODS, "approximate")) if isinstance(method, str) else None
    if name is not None:
        return "approx" if name == "approximate" else name
    raise _unknown("method", method, METHODS)


def as_variant(variant: str) -> str:
    """A variant of the main bet ("standard", "queen-high-push", "face-up") from its
    name in any spelling (the core's table of names and aliases)."""
    if isinstance(variant, str):
        return _core.analysis_variant(variant)
    raise _unknown("variant", variant, VARIANTS)


# --- plain arguments --------------------------------------------------------------------


def _is_int(x: object) -> bool:
    return isinstance(x, (int, np.integer)) and not isinstance(x, bool)


def check_threads(threads: int | None) -> int | None:
    """A thread count: None or a positive int (the core checks the cap when it runs;
    :func:`threads_in_range` before)."""
    if threads is None:
        return None
    if not _is_int(threads) or not 1 <= threads < 2**64:
        raise _core.ArgumentError(f"threads must be a positive int or None, got {threads!r}")
    return int(threads)


def threads_in_range(threads: int | None) -> int | None:
    """A thread count checked by the core's own rule (at most its cap), for the calls
    that do work before the core sees it."""
    n = check_threads(threads)
    _core.check_threads(n)
    return n


def check_commission(commission: float) -> float:
    """A commission as a float: any real number (the core checks the range where it
    takes the commission; :func:`commission_in_range` where it does not)."""
    if isinstance(commission, (str, bytes, bool)) or not isinstance(
        commission, (int, float, np.integer, np.floating)
    ):
        raise _core.ArgumentError(f"commission must be a number, got {commission!r}")
    return float(commission)


def commission_in_range(commission: float) -> float:
    """A commission checked by the core's own rule (in [0, 1)), for the calls whose
    commission the core never sees or sees only after work has begun."""
    c = check_commission(commission)
    _core.check_commission(c)
    return c


def check_seed(seed: int) -> int:
    if not _is_int(seed):
        raise _core.ArgumentError(f"seed must be an int, got {seed!r}")
    seed = int(seed)
    if not 0 <= seed < 2**64:
        raise _core.ArgumentError(f"seed must be in [0, 2**64), got {seed}")
    return seed


def check_rounds(rounds: int) -> int:
    if not _is_int(rounds) or rounds < 0:
        raise _core.ArgumentError(f"rounds must be a non-negative int, got {rounds!r}")
    if rounds >= 2**64:
        raise _core.ArgumentError(f"rounds must be below 2**64, got {rounds}")
    return int(rounds)
