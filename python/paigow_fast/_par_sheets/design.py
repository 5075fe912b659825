"""The pay-table designer: integer pays for given events, monotone in the events'
rarity, whose exact house edge is as close as it can be to a target.

The events' hands are counted once (a table's counts do not depend on its pays: each
hand is paid by the first event of the list it qualifies for), so every candidate is
priced exactly from integers: the house edge of pays p_i on lines of n_i hands, with
m hands paid nothing, is (m - sum p_i n_i) / 154,143,080. A candidate starts from a
shape (pays proportional to probability**-exponent, or pays given), scaled to the
target (the scale searched near the exact one, as rounding moves the edge), made
monotone (a rarer line never pays less than a commoner one), then tuned line by line
from the commonest to the rarest: each line's pay moved by the whole number that
brings the edge nearest the target within its neighbours' bounds (first by at most a
tenth of its pay, then by any amount), the rare lines settling the remainder finely.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from .. import _core
from .._side_bets import PayTable, price
from .._side_bets.pricing import HANDS

EXPONENTS = tuple(Fraction(k, 40) for k in range(8, 49))
"""The shapes tried (pays ~ probability ** -exponent, 0.2 to 1.2) for an SD range."""


def design_pay_table(
    events: Iterable[str] | PayTable | Mapping[str, Any],
    *,
    target_edge: float | str | Fraction,
    exponent: float | str | Fraction = Fraction(6, 10),
    sd: tuple[float, float] | None = None,
    hit_frequency: tuple[float, float] | None = None,
    name: str = "designed",
    way: str = "golden-nugget",
    threads: int | None = None,
) -> PayTable:
    """A pay table on `events` (in pay order; a PayTable or a mapping gives its events
    and its pays as the starting shape) with integer pays of at least 1, rarer lines
    paying at least as much as commoner ones, whose exact house edge is the nearest to
    `target_edge` found. ``sd=(low, high)``: among the shapes pays ~ probability **
    -exponent (0.2 to 1.2), the nearest edge whose standard deviation is in the range.
    ``hit_frequency=(low, high)``: the events' hit frequency (fixed by the events)
    is checked to be in the range. Price the result with ``pg.price``."""
    target = _fraction(target_edge, "target_edge")
    lines, start = _events_and_shape(events)
    counts = price(PayTable([(e, 1) for e in lines]), way=way, threads=threads)
    n = [ln.hands for ln in counts.lines]
    nothing = counts.nothing
    if hit_frequency is not None:
        hit = Fraction(sum(n), HANDS)
        low, high = _range(hit_frequency, "hit_frequency")
        if not low <= hit <= high:
            raise _core.ArgumentError(
                f"the events' hit frequency is {float(hit):.4%}, outside {low:.4%} to "
                f"{high:.4%}: it is fixed by the events (add or remove events)"
            )
    if any(c == 0 for c in n):
        empty = [e for e, c in zip(lines, n) if c == 0]
        raise _core.ArgumentError(f"no hand is paid by {', '.join(empty)} in this order")
    shapes = [start] if start is not None else [_shape(n, _fraction(exponent, "exponent"))]
    if sd is not None:
        low, high = _range(sd, "sd")
        shapes = [start] if start is not None else [_shape(n, x) for x in EXPONENTS]
    best: tuple[Fraction, list[int]] | None = None
    for shape in shapes:
        pays = _fit(n, nothing, target, shape)
        if sd is not None and not low <= _sd(pays, n, nothing) <= high:
            continue
        miss = abs(_edge(pays, n, nothing) - target)
        if best is None or miss < best[0]:
            best = (miss, pays)
    if best is None:
        raise _core.ArgumentError(
            f"no table of these events near edge {float(target):.4%} has its SD in {sd}"
        )
    hand = events.hand if isinstance(events, PayTable) else "player"
    return PayTable(list(zip(lines, best[1])), name=name, hand=hand)


def _fraction(x: Any, what: str) -> Fraction:
    if isinstance(x, bool) or not isinstance(x, (int, float, str, Fraction)):
        raise _core.ArgumentError(f"{what} must be a number, got {x!r:.60}")
    try:
        f = Fraction(str(x)) if not isinstance(x, Fraction) else x
    except (ValueError, ZeroDivisionError):
        raise _core.ArgumentError(f"{what} must be a number, got {x!r:.60}") from None
    if what == "target_edge" and not -1 < f < 1:
        raise _core.ArgumentError(f"target_edge must be between -1 and 1, got {x!r}")
    return f


def _range(r: Any, what: str) -> tuple[float, float]:
    if not isinstance(r, Sequence) or len(r) != 2:
        raise _core.ArgumentError(f"{what} must be a (low, high) pair, got {r!r:.60}")
    low, high = (float(_fraction(v, what)) for v in r)
    if low > high:
        raise _core.ArgumentError(f"{what}: low {low} is above high {high}")
    return low, high


def _events_and_shape(events: Any) -> tuple[list[str], list[Fraction] | None]:
    """The events in pay order, and the starting pays if given."""
    if isinstance(events, PayTable):
        return list(events.events), [Fraction(ln.pays) for ln in events.lines]
    if isinstance(events, Mapping):
        table = PayTable(events)
        return list(table.events), [Fraction(ln.pays) for ln in table.lines]
    if isinstance(events, str) or not isinstance(events, Iterable):
        raise _core.ArgumentError(
            f"events must be a list of event ids, a PayTable or a mapping, got {events!r:.60}"
        )
    table = PayTable([(e, 1) for e in events])  # checks each event once
    return list(table.events), None


def _shape(n: list[int], exponent: Fraction) -> list[Fraction]:
    """Pays proportional to probability ** -exponent (floats made exact)."""
    return [Fraction(math.pow(HANDS / c, float(exponent))) for c in n]


def _edge(pays: list[int], n: list[int], nothing: int) -> Fraction:
    return Fraction(nothing - sum(p * c for p, c in zip(pays, n)), HANDS)


def _sd(pays: list[int], n: list[int], nothing: int) -> float:
    ev = -_edge(pays, n, nothing)
    second = Fraction(sum(p * p * c for p, c in zip(pays, n)) + nothing, HANDS)
    return math.sqrt(second - ev * ev)


def _monotone(pays: list[int], n: list[int]) -> list[int]:
    """Each line at least what every commoner line pays (and at least 1)."""
    order = sorted(range(len(n)), key=lambda i: -n[i])  # commonest first
    out = list(pays)
    floor = 1
    for i in order:
        out[i] = max(out[i], floor)
        floor = out[i]
    return out


def _rounded(n: list[int], shape: list[Fraction], scale: Fraction) -> list[int]:
    return _monotone([max(1, round(x * scale)) for x in shape], n)


def _fit(n: list[int], nothing: int, target: Fraction, shape: list[Fraction]) -> list[int]:
    """Integer pays near `shape` scaled so the edge is nearest `target`: the scale
    searched around the exact one (rounding moves the edge), then each line tuned
    within its neighbours' bounds, three sweeps by at most a tenth of its pay (at
    least 1), then two by whatever the target asks."""
    want = nothing - target * HANDS  # sum p_i n_i that hits the target
    base = sum(x * c for x, c in zip(shape, n))
    exact = want / base if base > 0 else Fraction(1)

    def gap(pays: list[int]) -> Fraction:
        return want - sum(p * c for p, c in zip(pays, n))

    scales = [exact * (1 + Fraction(j, 400)) for j in range(-40, 41)]
    pays = min((_rounded(n, shape, x) for x in scales), key=lambda p: abs(gap(p)))
    order = sorted(range(len(n)), key=lambda i: -n[i])  # commonest first
    for bounded in (True, True, True, False, False):
        for k, i in enumerate(order):
            low = pays[order[k - 1]] if k else 1
            high = pays[order[k + 1]] if k + 1 < len(order) else None
            most = max(1, pays[i] // 10) if bounded else abs(gap(pays))
            step = max(-most, min(most, round(gap(pays) / n[i])))
            moved = max(low, pays[i] + step)
            pays[i] = moved if high is None else min(moved, high)
    return pays
