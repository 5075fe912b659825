"""docs/board-classes.md: its Python snippets run as written, and every value a
comment shows is the value the expression gives; every class and draw of the core has
its row in the page's tables."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import paigow_fast as pg

PAGE = Path(__file__).resolve().parents[2] / "docs" / "board-classes.md"
TEXT = PAGE.read_text(encoding="utf-8")


def test_the_snippets_run_and_show_their_values() -> None:
    namespace: dict = {}
    shown = 0
    for block in re.findall(r"```python\n(.*?)```", TEXT, re.S):
        lines = block.splitlines()
        for node in ast.parse(block).body:
            comment = lines[node.end_lineno - 1].partition("  # ")[2].strip()
            if isinstance(node, ast.Expr) and comment:
                value = eval(compile(ast.Expression(node.value), "doc", "eval"), namespace)
                assert repr(value) == comment, (ast.unparse(node), value)
                shown += 1
            else:
                exec(compile(ast.Module([node], []), "doc", "exec"), namespace)
    assert shown >= 7


def test_every_class_and_draw_has_its_row() -> None:
    rows = re.findall(r"^\| +(\d+) \| ([a-z -]+) \|", TEXT, re.M)
    made = [name for code, name in rows[: len(pg.BOARD_CLASSES)]]
    draws = [name for code, name in rows[len(pg.BOARD_CLASSES) :]]
    assert tuple(made) == pg.BOARD_CLASSES and tuple(draws) == pg.BOARD_DRAWS
    assert [int(code) for code, _ in rows] == [
        *range(len(pg.BOARD_CLASSES)),
        *range(len(pg.BOARD_DRAWS)),
    ]
