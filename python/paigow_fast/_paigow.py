"""Pai Gow Poker: settings, legality, the house way's setting and rule, settlement.

:class:`Setting` and :class:`Outcome` are the core's own classes, and ``settings``,
``house_way`` and ``settle`` its own calls: each reads its cards and its house way at
the typed boundary. The rules are written out in the repository's ``docs/``:
``docs/rules.md`` (the game) and one page per house way under ``docs/house-ways/``.
"""

from __future__ import annotations

from . import _core
from ._cards import CardsLike, card_ids
from ._choices import HouseWay, HouseWayRule, as_house_way

Setting = _core.Setting
Outcome = _core.Outcome
settings = _core.settings
house_way = _core.house_way
settle = _core.settle


def house_way_rule(hand7: CardsLike, way: HouseWay | str = HouseWay.GOLDEN_NUGGET) -> HouseWayRule:
    """The rule of the way's text that sets seven cards, e.g.
    ``HouseWayRule(id='two-pairs-split-ace', text='two pairs, jacks or better ...')``."""
    w = as_house_way(way)
    return w.rules[_core.house_way_rule(card_ids(hand7), w.value)]
