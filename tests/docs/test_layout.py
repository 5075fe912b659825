"""The layout stays what the README says: the package's modules import one another
without a circle, and no source file grows past the size at which it is split by
concern."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "python" / "paigow_fast"
MOST_LINES = 600


def _module_name(path: Path) -> str:
    name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return name.removesuffix(".__init__")


def _imports() -> dict[str, set[str]]:
    """Each module of the package and the package modules it imports (any depth, lazy
    imports inside functions included)."""
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                target = f"{base}.{node.module}" if node.module else base
                if node.module and target in modules:
                    graph[name].add(target)
                graph[name] |= {f"{target}.{a.name}" for a in node.names} & modules.keys()
            elif isinstance(node, ast.Import):
                graph[name] |= {a.name for a in node.names} & modules.keys()
    return graph


def test_no_import_circle() -> None:
    graph = _imports()
    circles = []

    def walk(start: str, node: str, path: list[str]) -> None:
        for nxt in sorted(graph[node]):
            if nxt == start:
                circles.append(" -> ".join([*path, start]))
            elif nxt not in path and nxt > start:
                walk(start, nxt, [*path, nxt])

    for module in sorted(graph):
        walk(module, module, [module])
    assert not circles, circles


def test_no_private_name_imported_across_modules() -> None:
    """Outside reference/, a module takes from another only the names it offers (no
    ``from ._x import _y``); a subpackage offers its names in its __init__.py."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        if "reference" in path.relative_to(PACKAGE).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            names = [a.name for a in node.names]
            private = [n for n in names if n.startswith("_") and not n.startswith("__")]
            found += [
                f"{path.relative_to(PACKAGE)}: {n}"
                for n in private
                if n != "_core" and not _is_module(path, node, n)
            ]
    assert not found, found


def _is_module(path: Path, node: ast.ImportFrom, name: str) -> bool:
    """Whether `from <node.module> import name` in `path` names a module or package."""
    if not node.level:
        base = ROOT / "python" / Path(*str(node.module).split("."))
    else:
        base = path.parent
        for _ in range(node.level - 1):
            base = base.parent
        base = base.joinpath(*(node.module or "").split(".")) if node.module else base
    return (base / f"{name}.py").is_file() or (base / name / "__init__.py").is_file()


def test_the_import_walk_sees_the_package() -> None:
    graph = _imports()
    assert "paigow_fast._choices" in graph["paigow_fast._bulk"]
    assert "paigow_fast.cli._common" in graph["paigow_fast.cli._analyze"]


def test_no_source_file_past_the_split_size() -> None:
    sources = [*PACKAGE.rglob("*.py"), *(ROOT / "rust").rglob("*.rs")]
    assert len(sources) > 50
    long = {
        str(p.relative_to(ROOT)): n
        for p in sources
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert not long, long


#: A function this long is split by concern; these three read best whole (a walk over
#: suit masks, a hand's side-bet events, a house way's rules in the casino's order).
LONG_FUNCTION = 80
LONG_FUNCTIONS_KEPT = {"suit_parts", "events_of", "decide"}
_RUST_FN = re.compile(r"^(\s*)(pub(\([^)]*\))? )?(const )?(unsafe )?fn (\w+)")


def _function_lengths() -> list[tuple[int, str, str]]:
    """(lines, where, name) of every function of the Python and Rust sources, tests
    and benchmarks (a Rust function runs to the brace at its own indentation)."""
    found = []
    for folder in ("python", "tests", "benches"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    n = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                    found.append((n, f"{path.relative_to(ROOT)}:{node.lineno}", node.name))
    for path in (ROOT / "rust").rglob("*.rs"):
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            m = _RUST_FN.match(line)
            if m and not line.rstrip().endswith(";"):
                end = next((j for j in range(i, len(lines)) if lines[j] == m[1] + "}"), i)
                found.append((end - i + 1, f"{path.relative_to(ROOT)}:{i + 1}", m[6]))
    return found


def test_functions_stay_short() -> None:
    lengths = _function_lengths()
    assert any(name == "suit_parts" and n >= LONG_FUNCTION for n, _, name in lengths)
    long = [(n, where, name) for n, where, name in lengths if n >= LONG_FUNCTION]
    assert {name for _, _, name in long} <= LONG_FUNCTIONS_KEPT, sorted(long, reverse=True)
    assert len(long) <= len(LONG_FUNCTIONS_KEPT), long


README_MOST_LINES = 300


def _readme_layout() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Layout") :]
    return section[section.index("```\n") + 4 : section.index("\n```", section.index("```\n") + 4)]


def test_the_readme_is_a_door() -> None:
    """The README stays short: the details live in docs/."""
    lines = len((ROOT / "README.md").read_text(encoding="utf-8").splitlines())
    assert lines <= README_MOST_LINES, lines


def test_the_readme_layout_names_every_folder() -> None:
    """The README's Layout names every folder of the repository's sources, every folder
    and top-level file of the Rust core and every subpackage of the package."""
    layout = _readme_layout()
    rust = ROOT / "rust"
    names = [f"{p.name}/" for p in rust.iterdir() if p.is_dir()]
    names += [p.name for p in rust.glob("*.rs") if p.name != "lib.rs"]
    names += [f"{p.name}/" for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()]
    names += [f"{p.name}/" for p in (rust / "paigow").iterdir() if p.is_dir()]
    names += ["rust/", "python/paigow_fast/", "docs/", "tests/", "benches/", "examples/"]
    assert len(names) > 15
    missing = [name for name in names if name not in layout]
    assert not missing, missing
