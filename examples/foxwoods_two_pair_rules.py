"""The Foxwoods way with another two-pair rule, as house ways of the user's own
(docs/house-ways/custom.md): every hand set as Foxwoods sets it, except the hands its
two-pair rules set, which follow

* ``woo``: the rule the Wizard of Odds published against the Trump Plaza way: split the
  two pairs unless the sum of their ranks (aces 14, kings 13, ...) is 9 or less with a
  king or ace single, or 15 or less with an ace single;
* ``trump-plaza``: the Trump Plaza two-pair rule (low pairs 2-6, medium 7-10, high J-K):
  low + low and low + medium split unless there is a king or better single; low + high
  and medium + medium split unless there is an ace single; medium + high, high + high
  and aces with any pair always split.

Not splitting keeps both pairs behind and plays the two highest singles in front;
splitting plays the lower pair in front. The joker is an ace, as Foxwoods reads it.

Run ``python examples/foxwoods_two_pair_rules.py woo|trump-plaza`` for the whole
game's exact analysis of one of them into ``results/foxwoods-<name>-two-pair`` (it
resumes from what that directory holds).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

import paigow_fast as pg

FOXWOODS = pg.HouseWay.FOXWOODS
ACE, KING = 14, 13


def _rank(card: int) -> int:
    """A card's rank for the two-pair rules: 2..14, the joker an ace."""
    return ACE if card == pg.JOKER else card // 4 + 2


def woo_keeps_together(high: int, low: int, singles: list[int]) -> bool:
    """The Wizard of Odds rule: both pairs behind when their ranks sum to 9 or less with
    a king or ace single, or to 15 or less with an ace single."""
    best = max(singles)
    return (high + low <= 9 and best >= KING) or (high + low <= 15 and best == ACE)


def trump_plaza_keeps_together(high: int, low: int, singles: list[int]) -> bool:
    """The Trump Plaza rule, by the pairs' sizes (low 2-6, medium 7-10, high J-K)."""
    size = {r: 0 if r <= 6 else 1 if r <= 10 else 2 for r in range(2, ACE)}
    if high == ACE:
        return False
    pairs = sorted((size[high], size[low]))
    best = max(singles)
    if pairs in ([0, 0], [0, 1]):
        return best >= KING
    if pairs in ([0, 2], [1, 1]):
        return best == ACE
    return False


def two_pair_way(
    keeps_together: Callable[[int, int, list[int]], bool], tag: str
) -> Callable[[tuple[int, ...]], tuple[str, pg.Setting]]:
    """The Foxwoods way with the two-pair rule `keeps_together`, its two-pair rules
    named ``two-pairs-<tag>-together`` and ``two-pairs-<tag>-split``."""

    def way(hand: tuple[int, ...]) -> tuple[str, pg.Setting]:
        rule = pg.house_way_rule(hand, FOXWOODS).id
        if not rule.startswith("two-pairs-"):
            return rule, pg.house_way(hand, FOXWOODS)
        by_rank: dict[int, list[int]] = {}
        for c in hand:
            by_rank.setdefault(_rank(c), []).append(c)
        pairs = sorted((r for r, cs in by_rank.items() if len(cs) == 2), reverse=True)
        singles = sorted((c for c in hand if len(by_rank[_rank(c)]) == 1), key=_rank)
        high, low = pairs
        if keeps_together(high, low, [_rank(c) for c in singles]):
            front = singles[-2:]
            rule = f"two-pairs-{tag}-together"
        else:
            front = by_rank[low]
            rule = f"two-pairs-{tag}-split"
        return rule, pg.Setting([c for c in hand if c not in front], front)

    return way


def rules(tag: str, together: str, split: str) -> dict[str, str]:
    """The Foxwoods rules with its two-pair rules replaced (ids and texts)."""
    out = {r.id: r.text for r in FOXWOODS.rules if not r.id.startswith("two-pairs-")}
    out[f"two-pairs-{tag}-together"] = together
    out[f"two-pairs-{tag}-split"] = split
    return out


WOO = two_pair_way(woo_keeps_together, "woo")
WOO_RULES = rules(
    "woo",
    "two pairs summing to 9 or less with a king or ace, or 15 or less with an ace: "
    "both behind, the two highest singles in front",
    "two pairs, otherwise: split, the lower pair in front",
)
TRUMP_PLAZA = two_pair_way(trump_plaza_keeps_together, "trump-plaza")
TRUMP_PLAZA_RULES = rules(
    "trump-plaza",
    "small pairs with a king or better, or small and high or two medium pairs with an "
    "ace: both behind, the two highest singles in front",
    "two pairs, otherwise (and medium + high, high + high, aces with any pair): split",
)

WAYS = {"woo": (WOO, WOO_RULES), "trump-plaza": (TRUMP_PLAZA, TRUMP_PLAZA_RULES)}


def house_way(tag: str, **options: object) -> pg.HouseWay:
    """The way ``foxwoods-<tag>-two-pair`` of this module (tabulated once per process)."""
    fn, rule_texts = WAYS[tag]
    return pg.HouseWay.from_function(
        f"foxwoods-{tag}-two-pair",
        fn,
        rules=rule_texts,
        **options,  # type: ignore[arg-type]
    )


if __name__ == "__main__":
    tag = sys.argv[1]
    way = house_way(tag)
    result = pg.analyze(
        dealer=way,
        results=f"results/foxwoods-{tag}-two-pair",
        progress=lambda done, total, r: print(f"{done}/{total} chunks", flush=True),
    )
    print(result)
