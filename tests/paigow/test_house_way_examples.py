"""Every worked example of the house ways, one table for each way, on the core and on
the reference (the `impl` fixture): the setting (its cards, or its ranks where suits
are free), the rule that set it, the back's category where an example names it. The
examples of the docs pages themselves are read from the pages by test_house_ways.py."""

from __future__ import annotations

import pytest

from paigow_fast.reference import HOUSE_WAY_RULES

from examples_foxwoods import FOXWOODS
from examples_golden_nugget import GOLDEN_NUGGET
from house_way_example import check

TABLES = {"golden-nugget": GOLDEN_NUGGET, "foxwoods": FOXWOODS}
SECTIONS = [(way, name) for way, table in TABLES.items() for name in table]


@pytest.mark.parametrize(
    ("way", "section"), SECTIONS, ids=[f"{w}: {s}" for w, s in SECTIONS]
)
def test_house_way_example(impl, way: str, section: str) -> None:
    for example in TABLES[way][section]:
        check(impl, way, example)


def test_every_rule_has_an_example() -> None:
    for way, table in TABLES.items():
        shown = {e.rule for examples in table.values() for e in examples} - {None}
        assert shown == set(HOUSE_WAY_RULES[way]), way
