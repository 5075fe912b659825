"""Every link from the README and docs/ to a file of the repository leads to a file
that exists, and a link to a heading (`page.md#heading`) to a heading of that page."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _anchors(page: Path) -> set[str]:
    """The anchors GitHub gives the page's headings: lower case, punctuation dropped,
    spaces as '-'."""
    headings = re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings}


def _local_links() -> list[tuple[Path, str]]:
    return [
        (page, target)
        for page in PAGES
        for target in LINK.findall(page.read_text(encoding="utf-8"))
        if not re.match(r"[a-z]+:", target)
    ]


def test_the_pages_link_to_one_another() -> None:
    links = _local_links()
    assert len(links) > 30
    assert any(target == "docs/benchmarks.md" for _, target in links)


def test_every_local_link_leads_somewhere() -> None:
    broken = []
    for page, target in _local_links():
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{page.relative_to(ROOT)}: {target} (no such file)")
        elif anchor and file.suffix == ".md" and anchor not in _anchors(file):
            broken.append(f"{page.relative_to(ROOT)}: {target} (no such heading)")
    assert not broken, broken
