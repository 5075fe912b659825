"""Shared by the equity tests: hold'em combos spelled out by hand, card text for the
reference, suit permutations."""

from __future__ import annotations

from fractions import Fraction

from paigow_fast.reference import parse

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def cards(text: str) -> list[int]:
    """Card ids of a text without spaces ("AhKh") or with ("Ah Kh")."""
    t = text.replace(" ", "")
    return parse(" ".join(t[i : i + 2] for i in range(0, len(t), 2)))


def class_combos(high: str, low: str, suited: bool | None) -> list[list[int]]:
    """The combos of a hold'em class, written out: a pair (high == low), suited,
    offsuit, or both (suited None)."""
    out = []
    for i, s1 in enumerate(SUITS):
        for j, s2 in enumerate(SUITS):
            if high == low and i >= j:
                continue
            if high != low and suited is not None and (i == j) != suited:
                continue
            out.append(cards(high + s1 + low + s2))
    return out


def weighted(
    hands: list[list[int]], weight: Fraction | int = 1
) -> list[tuple[list[int], Fraction]]:
    return [(h, Fraction(weight)) for h in hands]


def text(hand: list[int]) -> str:
    return "".join(RANKS[c // 4] + SUITS[c % 4] for c in hand)


def permute_suits(text_: str, perm: str) -> str:
    """A card text with suit `SUITS[i]` replaced by `perm[i]`."""
    table = {s: p for s, p in zip(SUITS, perm)}
    return "".join(table.get(ch, ch) for ch in text_)
