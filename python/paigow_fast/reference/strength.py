"""Hand strength (HS, PPot, NPot, EHS, E[HS²], equity) written from its definitions
(docs/equity.md), as exact fractions: every opponent hand, every completion of the
board, compared with :func:`high_key`. Slow; for cross-checking the core."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import combinations

from .evaluate import high_key

AHEAD, TIED, BEHIND = 0, 1, 2


def _state(ours: tuple, theirs: tuple) -> int:
    return AHEAD if ours > theirs else TIED if ours == theirs else BEHIND


def _share(counts: Sequence[int]) -> Fraction:
    total = sum(counts)
    return Fraction(2 * counts[AHEAD] + counts[TIED], 2 * total) if total else Fraction(0)


def hand_strength(
    hand: Sequence[int], board: Sequence[int], opponents: Sequence[tuple[Sequence[int], int]]
) -> dict[str, Fraction]:
    """The figures of `hand` on `board` against `opponents`, a list of (two cards,
    integer weight); hands sharing a card with `hand` or `board` are left out."""
    known = set(hand) | set(board)
    opponents = [(tuple(o), w) for o, w in opponents if not known & set(o)]
    now = [0, 0, 0]
    hp = [[0, 0, 0] for _ in range(3)]
    squares, weights = Fraction(0), 0
    ours_now = high_key([*hand, *board])
    unseen = [c for c in range(52) if c not in known]
    for completion in combinations(unseen, 5 - len(board)):
        river = [*board, *completion]
        ours = high_key([*hand, *river])
        seen = [0, 0, 0]
        for cards, w in opponents:
            if set(cards) & set(completion):
                continue
            before = _state(ours_now, high_key([*cards, *board]))
            after = _state(ours, high_key([*cards, *river]))
            hp[before][after] += w
            seen[after] += w
        if sum(seen):
            squares += sum(seen) * _share(seen) ** 2
            weights += sum(seen)
    for cards, w in opponents:
        now[_state(ours_now, high_key([*cards, *board]))] += w
    row = [sum(r) for r in hp]

    def ratio(num: Fraction, den: Fraction | int) -> Fraction:
        return num / den if den else Fraction(0)

    half = Fraction(1, 2)
    hs = _share(now)
    ppot = ratio(
        hp[BEHIND][AHEAD] + half * hp[BEHIND][TIED] + half * hp[TIED][AHEAD],
        row[BEHIND] + half * row[TIED],
    )
    npot = ratio(
        hp[AHEAD][BEHIND] + half * hp[TIED][BEHIND] + half * hp[AHEAD][TIED],
        row[AHEAD] + half * row[TIED],
    )
    river_states = [sum(hp[s][f] for s in range(3)) for f in range(3)]
    return {
        "hs": hs,
        "ppot": ppot,
        "npot": npot,
        "ehs": hs * (1 - npot) + (1 - hs) * ppot,
        "ehs2": ratio(squares, weights),
        "equity": _share(river_states),
    }
