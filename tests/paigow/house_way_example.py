"""One worked example of a house way, and its check on either implementation (the
`impl` fixture): the tables are examples_golden_nugget.py and examples_foxwoods.py."""

from __future__ import annotations

from typing import NamedTuple

from conftest import rank_string

JOKER = 52


class Example(NamedTuple):
    """The way sets `hand` with `front` in front and `back` behind, by `rule`.

    A side is written as its cards ("Ac Kd": exactly these) or as its ranks, highest
    first, the joker read as an ace ("AK": any suits); None leaves it unchecked, as
    does a rule of None."""

    hand: str
    front: str
    back: str | None
    rule: str | None
    back_category: str | None = None  # the Pai Gow category of the back
    joker: str | None = None  # "back": the joker stays behind


def check(impl, way: str, example: Example) -> None:
    (high, low), rule = impl.house_way(example.hand, way)
    assert impl.is_legal(high, low), example
    assert sorted(high + low) == sorted(impl.parse(example.hand)), example
    for cards, want in ((low, example.front), (high, example.back)):
        if want is None:
            continue
        if " " in want:
            assert impl.fmt(sorted(cards)) == impl.fmt(sorted(impl.parse(want))), example
        else:
            assert rank_string(cards) == want, (impl.fmt(cards), example)
    if example.rule is not None:
        assert rule == example.rule, example
    if example.back_category is not None:
        assert impl.category("PAIGOW_HIGH", high) == example.back_category, example
    if example.joker == "back":
        assert JOKER in high, example
