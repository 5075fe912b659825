"""The optimal setting of seven cards against a dealer who plays a house way
(``docs/rules.md``): ``solve`` for one hand, ``solve_many`` in bulk.

``method="exact"`` counts every one of the C(46, 7) = 53,524,680 dealer hands that the
46 other cards allow, each set by the dealer's house way, copies going to the dealer (a
few milliseconds a hand: hands the house way must set alike are counted together).
``method="approx"`` ignores card removal: the dealer's hand is drawn from the full
53-card deck (154,143,080 hands), whose house-way outcomes are tabulated once per
process and way (about a quarter of a second on first use); it is labelled approximate
wherever it is shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from . import _core
from ._bulk import as_array
from ._cards import CardsLike, card_ids, format_cards
from ._choices import (
    HouseWay,
    HouseWayRule,
    Method,
    as_house_way,
    as_method,
    check_commission,
    check_threads,
)
from ._html import cards_html, percent, table_html
from ._paigow import Setting

_APPROX_NOTE = "approximate: card removal ignored, dealer drawn from the full 53-card deck"


@dataclass(frozen=True)
class SettingValue:
    """One setting valued against the house-way dealer: its probabilities of winning,
    pushing and losing the round, and its expected value per unit staked (``None``
    for a foul, which is never chosen)."""

    setting: Setting
    legal: bool
    win: float
    push: float
    loss: float
    ev: float | None
    counts: tuple[int, int, int] = field(repr=False)
    """Dealer hands won, pushed and lost against, out of ``Solution.dealer_hands``."""

    def __str__(self) -> str:
        cards = str(self.setting)
        if not self.legal:
            return f"{cards}  foul"
        return (
            f"{cards}  ev {self.ev:+.5f}  "
            f"win {self.win:.4f}  push {self.push:.4f}  loss {self.loss:.4f}"
        )


@dataclass(frozen=True)
class Solution:
    """All 21 settings of a hand valued against a dealer playing the house way
    ``dealer``.

    ``options`` are in :func:`paigow_fast.settings` order; ``best`` is the legal
    setting of highest expected value (ties: the house way's setting, then the stronger
    back hand); ``house`` is the setting the dealer's way gives the hand; ``method``
    says "exact" or "approx" (card removal ignored)."""

    hand: tuple[int, ...]
    options: tuple[SettingValue, ...]
    best: SettingValue
    house: SettingValue
    method: Method
    commission: float
    dealer_hands: int
    """Number of dealer hands counted: 53,524,680 (exact) or 154,143,080 (approx)."""
    dealer: HouseWay = HouseWay.GOLDEN_NUGGET
    """The dealer's house way (also the way of ``house``)."""
    house_rule: HouseWayRule | None = field(default=None, repr=False)
    """The rule of the dealer's way that sets the hand (the setting ``house``)."""
    best_index: int = field(default=-1, repr=False)
    """Index of ``best`` in ``options``."""
    house_index: int = field(default=-1, repr=False)
    """Index of ``house`` in ``options``."""

    @property
    def house_cost(self) -> float:
        """The value given up by playing the house way: ``best.ev - house.ev`` (>= 0)."""
        assert self.best.ev is not None and self.house.ev is not None
        return self.best.ev - self.house.ev

    @property
    def approximate(self) -> bool:
        """Whether card removal was ignored (``method == "approx"``)."""
        return self.method == "approx"

    def _label(self) -> str:
        if self.approximate:
            return f"approx ({_APPROX_NOTE})"
        return (
            f"exact (all {self.dealer_hands:,} dealer hands of the other 46 cards, "
            f"set by the {self.dealer.value} way)"
        )

    def __repr__(self) -> str:
        return (
            f"Solution(hand={format_cards(self.hand)!r}, best={self.best.setting!r}, "
            f"best_ev={self.best.ev:+.6f}, house_cost={self.house_cost:.6f}, "
            f"method={self.method!r}{' [APPROXIMATE]' if self.approximate else ''})"
        )

    def _ranked(self) -> list[int]:
        """Indices of the options, best first, fouls last."""
        return sorted(
            range(len(self.options)),
            key=lambda i: (self.options[i].ev is None, -(self.options[i].ev or 0.0), i),
        )

    def _repr_html_(self) -> str:
        rows = []
        for i in self._ranked():
            o = self.options[i]
            marks = ("best " if o is self.best else "") + ("house" if o is self.house else "")
            ev = "foul" if o.ev is None else f"{o.ev:+.5f}"
            cells = [percent(o.win), percent(o.push), percent(o.loss)]
            rows.append([o.setting._repr_html_(), ev, *cells, marks])
        caption = (
            f"{self._label()}, commission {self.commission:g}; "
            f"house cost {self.house_cost:.6f}"
        )
        return cards_html(self.hand) + table_html(
            ["Setting (front / back)", "EV", "Win", "Push", "Loss", ""], rows, caption
        )

    def __str__(self) -> str:
        lines = [
            f"{format_cards(self.hand)}: {self._label()}, commission {self.commission:g}",
        ]
        ranked = self._ranked()
        for i in ranked:
            o = self.options[i]
            marks = ("best " if o is self.best else "") + ("house " if o is self.house else "")
            lines.append(f"  {marks:<11}{o}")
        lines.append(f"house cost {self.house_cost:.6f}")
        if self.approximate:
            lines.append(f"(values are {_APPROX_NOTE})")
        return "\n".join(lines)


def solve(
    hand7: CardsLike,
    method: Method = "exact",
    commission: float = 0.05,
    *,
    dealer: HouseWay | str = HouseWay.GOLDEN_NUGGET,
) -> Solution:
    """Value all 21 settings of seven cards against a dealer who plays the house way
    `dealer`.

    ``method="exact"`` counts all 53,524,680 dealer hands of the 46 other cards;
    ``method="approx"`` draws the dealer from the full 53-card deck (card removal
    ignored, labelled approximate). A win pays 1 less ``commission``; copies go to the
    dealer."""
    method = as_method(method)
    way = as_house_way(dealer)
    commission = check_commission(commission)
    hand = tuple(card_ids(hand7))
    solved = _core.solve(list(hand), method, commission, way.value)
    total = solved.total
    options = tuple(_valued(hand, o, total) for o in solved.options)
    return Solution(
        hand=hand,
        options=options,
        best=options[solved.best],
        house=options[solved.house],
        method=as_method(solved.method),
        commission=commission,
        dealer_hands=total,
        dealer=way,
        house_rule=way.rules[solved.house_rule],
        best_index=solved.best,
        house_index=solved.house,
    )


def _valued(hand: tuple[int, ...], o: _core.ValuedSetting, total: int) -> SettingValue:
    """A SettingValue from the core's record, its Setting built without asking again."""
    i, j = o.low_positions
    high = tuple(c for k, c in enumerate(hand) if k != i and k != j)
    setting = Setting(high, (hand[i], hand[j]))
    legal = o.legal
    return SettingValue(
        setting=setting,
        legal=legal,
        win=o.wins / total if legal else 0.0,
        push=o.pushes / total if legal else 0.0,
        loss=o.losses / total if legal else 0.0,
        ev=o.ev,
        counts=(o.wins, o.pushes, o.losses),
    )


def solve_many(
    hands: Any,
    method: Method = "approx",
    commission: float = 0.05,
    *,
    dealer: HouseWay | str = HouseWay.GOLDEN_NUGGET,
    threads: int | None = None,
) -> np.ndarray:
    """The best setting of every seven-card row of `hands` (any integer array of card
    ids, shape (N, 7)): a (N, 7) uint8 array in the layout of
    :func:`paigow_fast.house_way_many`, ``[:, :5]`` the five-card hand (in the row's
    order) and ``[:, 5:]`` the two-card hand, the dealer playing the house way `dealer`.

    ``method="approx"`` (the default; card removal ignored) solves millions of hands a
    second; ``method="exact"`` counts each hand's 53.5 million dealer hands (about a
    hundred hands a second per core)."""
    method = as_method(method)
    commission = check_commission(commission)
    way = as_house_way(dealer).value
    return _core.solve_many(as_array(hands), method, commission, way, check_threads(threads))
