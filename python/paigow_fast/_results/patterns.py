"""The records of a run that also chooses the optimal house way (manifest kind
``OPTIMAL_WAY_KIND``): an analysis record with a fifth field, ``patterns``, one entry
per pattern of the chunk (``_core.analysis_chunk_pattern_hands``), by pattern index:
``[pattern, [i, j], rule, chosen, house]``, the best front (positions in the pattern's
hand, the player's way's own front where it is the way's setting), the rule of the
player's way that sets the pattern, and the seven counts of the best setting and of
the way's over the pattern's hands.

Checked beyond the analysis record (which is checked first, as format.py says):
the chunk's patterns, each side's hands, deals and copies, the rule the way gives the
pattern, the same counts where the front is the way's, the best setting worth no less
than the way's, the way's counts summing to the record's house-way player (in all and
by rule), and the best settings worth no more than the optimal player's.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from .. import _core
from .format import (
    Counts,
    Record,
    Refused,
    checked_counts,
    counts_of,
    plain,
    shown,
    side_failure,
)

Choice = tuple[int, tuple[int, int], int, Counts, Counts]
"""One pattern's entry: pattern, best front, the way's rule, best and way's counts."""
WayRecord = tuple[int, Counts, Counts, list[tuple[Counts, Counts]], list[Choice]]


@functools.cache
def chunk_patterns(k: int) -> tuple[tuple[int, int], ...]:
    """(pattern, player hands) of every pattern of chunk k, by pattern."""
    return tuple(_core.analysis_chunk_pattern_hands(k))


@functools.cache
def way_table(way: str) -> tuple[list[tuple[int, int]], list[int]]:
    """The way's front positions and rule for every pattern."""
    fronts, rules = _core.house_way_table(way)
    return [(int(i), int(j)) for i, j in fronts.tolist()], [int(r) for r in rules.tolist()]


def payout(counts: Counts, commission: Fraction) -> Fraction:
    """The player's total payout over a side's deals."""
    return (1 - commission) * counts[1] - counts[3]


def checker(player_way: str, commission: str, rules: int) -> Callable[[int, Any], WayRecord]:
    """The check of this kind's records of a run (`commission` as its manifest has it)."""
    c = Fraction(commission)
    return lambda k, record: checked_way_record(k, record, player_way, c, rules)


def checked_way_record(
    k: int, record: Any, player_way: str, commission: Fraction, rules: int
) -> WayRecord:
    """`record` as chunk k's record of this kind, checked; raises Refused naming the
    first check it fails."""
    record = plain(record)
    if not isinstance(record, list) or len(record) != 5:
        raise Refused("record is not [classes, house, optimal, by_rule, patterns]")
    counts = checked_counts(k, record[:4], rules)
    choices = _shape(record[4], rules)
    why = _failure(k, counts, choices, player_way, commission)
    if why is not None:
        raise Refused(why)
    return (*counts, choices)


def _shape(entries: Any, rules: int) -> list[Choice]:
    if not isinstance(entries, list):
        raise Refused("patterns is not a list")
    out: list[Choice] = []
    for n, e in enumerate(entries):
        what = f"patterns[{n}]"
        if not isinstance(e, list) or len(e) != 5:
            raise Refused(f"{what} is not [pattern, [i, j], rule, chosen, house]")
        pattern, front, rule = e[0], e[1], e[2]
        if type(pattern) is not int or type(rule) is not int or not 0 <= rule < rules:
            raise Refused(f"{what} has pattern {shown(pattern)} and rule {shown(rule)}")
        if (
            not isinstance(front, list)
            or len(front) != 2
            or not all(type(x) is int for x in front)
            or not 0 <= front[0] < front[1] < 7
        ):
            raise Refused(f"{what} has the front {shown(front)}, not positions 0 <= i < j < 7")
        chosen = counts_of(e[3], f"{what} chosen")
        house = counts_of(e[4], f"{what} house")
        out.append((pattern, (front[0], front[1]), rule, chosen, house))
    return out


def _failure(
    k: int, counts: Record, choices: list[Choice], player_way: str, c: Fraction
) -> str | None:
    _, house, optimal, by_rule = counts
    want = chunk_patterns(k)
    if [p for p, *_ in choices] != [p for p, _ in want]:
        return f"its patterns are not chunk {k}'s ({len(want)} patterns)"
    fronts, rule_of = way_table(player_way)
    summed = [0] * 7
    by_rule_summed = [[0] * 7 for _ in by_rule]
    best = Fraction(0)
    for (pattern, front, rule, chosen, way), (_, hands) in zip(choices, want, strict=True):
        where = f"pattern {pattern}"
        for name, side in (("chosen", chosen), ("house", way)):
            why = side_failure(f"{where} {name}", side, hands, where)
            if why is not None:
                return why
        if rule != rule_of[pattern]:
            return f"{where} names rule {rule}, the way sets it by rule {rule_of[pattern]}"
        if front == fronts[pattern] and chosen != way:
            return f"{where}: the way's front with other counts than the way's"
        if payout(chosen, c) < payout(way, c):
            return f"{where}: the chosen setting is worth less than the way's"
        best += payout(chosen, c)
        for i in range(7):
            summed[i] += way[i]
            by_rule_summed[rule][i] += way[i]
    if tuple(summed) != house:
        return f"the patterns' house counts sum to {summed}, not to the record's {list(house)}"
    for r, (row, (rule_house, _)) in enumerate(zip(by_rule_summed, by_rule, strict=True)):
        if tuple(row) != rule_house:
            return f"the patterns of rule {r} sum to {row}, not to by_rule[{r}][0]"
    if best > payout(optimal, c):
        return "the chosen settings are worth more than the optimal player's"
    return None
