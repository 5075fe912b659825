"""The house ways of the reference, by name: one setting and one rule id a hand.

Two ways, as the project documents them:

* ``"golden-nugget"`` (the default): docs/house-ways/golden-nugget.md,
  implemented in :mod:`.golden_nugget`;
* ``"foxwoods"``: docs/house-ways/foxwoods.md, implemented in :mod:`.foxwoods`.

Each hand is set by exactly one rule of its way, named by a stable id
(:data:`HOUSE_WAY_RULES`); the Rust core reports the same ids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .foxwoods import FOXWOODS_RULES, foxwoods
from .golden_nugget import GOLDEN_NUGGET_RULES, golden_nugget
from .paigow import Setting
from .patterns import Ruled

_WAYS: dict[str, Callable[[Iterable[int]], Ruled]] = {
    "golden-nugget": golden_nugget,
    "foxwoods": foxwoods,
}

#: Every rule id of each house way, in the order of that way's rules.
HOUSE_WAY_RULES: dict[str, tuple[str, ...]] = {
    "golden-nugget": GOLDEN_NUGGET_RULES,
    "foxwoods": FOXWOODS_RULES,
}


def _way(way: object) -> Callable[[Iterable[int]], Ruled]:
    """The function of a house way's name; ValueError naming any other way."""
    if isinstance(way, str) and way in _WAYS:
        return _WAYS[way]
    names = ", ".join(repr(name) for name in _WAYS)
    raise ValueError(f"unknown house way {way!r}: expected one of {names}")


def house_way_and_rule(hand7: Iterable[int], way: str = "golden-nugget") -> Ruled:
    """``(setting, rule id)`` of seven cards set by the house way ``way``."""
    return _way(way)(hand7)


def house_way(hand7: Iterable[int], way: str = "golden-nugget") -> Setting:
    """The house way's setting ``(high5, low2)`` of seven cards (always legal).

    ``way`` is ``"golden-nugget"`` (the default) or ``"foxwoods"``; any other
    value raises ValueError naming it, as does an invalid hand.
    """
    return _way(way)(hand7)[0]


def house_way_rule(hand7: Iterable[int], way: str = "golden-nugget") -> str:
    """The id of the rule of house way ``way`` that sets these seven cards, one
    of ``HOUSE_WAY_RULES[way]``."""
    return _way(way)(hand7)[1]
