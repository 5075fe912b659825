"""The README's Python snippets run as written, and a comment that shows a value shows the
value the statement gives (``expr  # 7462``, ``expr  # Setting(high=..., low=...)``)."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
# A comment that starts like a value's repr is a claim about that value.
SHOWS_VALUE = re.compile(r"^(\[|\(|'|-?\d|None|True|False|Setting\(|Outcome\()")


def _statements(block: str) -> list[tuple[str, str | None]]:
    """(source, comment) of each top-level statement of a block."""
    lines = block.splitlines()
    out = []
    for node in ast.parse(block).body:
        source = "\n".join(lines[node.lineno - 1 : node.end_lineno])
        code, _, comment = lines[node.end_lineno - 1].partition("  #")
        out.append((source, comment.strip() or None))
    return out


def _claimed(comment: str) -> list[str]:
    """The readings of the value a comment shows: up to ':', ' (' or its end."""
    cuts = {len(comment)} | {m.start() for m in re.finditer(r":| \(|: ", comment)}
    return [comment[:c].strip() for c in sorted(cuts) if comment[:c].strip()]


def test_the_readme_has_snippets() -> None:
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_snippet_runs_as_written(index: int) -> None:
    namespace: dict = {}
    checked = 0
    cwd = os.getcwd()
    os.chdir(ROOT)  # the snippets name the repository's own files (results/)
    try:
        if index > 0:  # later snippets continue the first one's session
            exec("import paigow_fast as pg", namespace)
        for source, comment in _statements(BLOCKS[index]):
            if comment and "minutes" in comment:
                continue  # a documented long run
            node = ast.parse(source).body[0]
            if isinstance(node, ast.Expr):
                value = eval(compile(ast.Expression(node.value), "README", "eval"), namespace)
                if comment and SHOWS_VALUE.match(comment):
                    assert repr(value) in _claimed(comment), (source, repr(value), comment)
                    checked += 1
            else:
                exec(compile(ast.Module([node], []), "README", "exec"), namespace)
                if comment and SHOWS_VALUE.match(comment) and isinstance(node, ast.Assign):
                    target = node.targets[0]
                    assert isinstance(target, ast.Name)
                    assert repr(namespace[target.id]) in _claimed(comment), (source, comment)
                    checked += 1
    finally:
        os.chdir(cwd)
    assert checked > 0 or index >= 3, "a snippet without any value shown"
