"""What the README and docs/ tell a reader, against the library: every spelling of the
joker they give parses as the joker; every setting written with a slash is written one
way, the two-card hand first ("FRONT2 / BACK5", the dealer's layout), and parses as
written; the README names every error class and how to verify a results directory."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import paigow_fast as pg

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
CARD = r"(?:[2-9TJQKA][cdhs]|Jk|Xx)"
HAND = rf"{CARD}(?:\s+{CARD})*"
# A setting in backquotes or double quotes (its text may wrap to the next line).
SETTING = re.compile(rf"[`\"]({HAND}\s+/\s+{HAND})[`\"]")


def _written() -> list[tuple[str, str]]:
    return [
        (page.relative_to(ROOT).as_posix(), " ".join(m.group(1).split()))
        for page in PAGES
        for m in SETTING.finditer(page.read_text(encoding="utf-8"))
    ]


def test_every_written_setting_is_front_first_and_parses() -> None:
    written = _written()
    pages = {page for page, _ in written}
    assert "README.md" in pages and "docs/rules.md" in pages and len(written) > 50
    wrong = [
        f"{page} writes {text!r}: write {str(pg.Setting.parse(text))!r}"
        for page, text in written
        if str(pg.Setting.parse(text)) != text
    ]
    assert not wrong, wrong


# The sentence that names the joker's spellings: "the joker is `Jk`, also written `Xx` ...".
JOKER_SENTENCE = re.compile(r"the joker is `Jk`[^.;]*", re.S)


@pytest.mark.parametrize("page", ["README.md", "docs/rules.md", "docs/rankings.md"])
def test_the_card_paragraph_names_every_joker_spelling(page: str) -> None:
    found = JOKER_SENTENCE.search((ROOT / page).read_text(encoding="utf-8"))
    assert found, f"{page} does not say how the joker is written"
    spellings = re.findall(r"`([^`]+)`", found.group())
    assert {"Jk", "Xx", "joker"} <= set(spellings), spellings
    for text in spellings:
        assert pg.parse_cards(text) == [pg.JOKER]
        assert pg.parse_cards(text.upper()) == [pg.JOKER]


def test_the_readme_names_every_error_class() -> None:
    """The errors paragraph lists every pg.Error subclass the package exports."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    paragraph = readme[readme.index("Errors are `pg.Error`") :].split("\n\n")[0]
    errors = {
        name
        for name in pg.__all__
        if isinstance(getattr(pg, name), type) and issubclass(getattr(pg, name), pg.Error)
    }
    assert "ThreadError" in errors
    missing = {name for name in errors - {"Error"} if f"`{name}`" not in paragraph}
    assert not missing, missing


def test_the_readme_shows_how_to_verify_and_recompute_a_results_directory() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    for text in ("analyze --verify DIR", "--recompute-refused", "recompute_refused=True"):
        assert text in readme, text


def test_the_quick_start_says_a_rust_toolchain_builds_from_source() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quick_start = readme[readme.index("## Quick start") : readme.index("## Examples")]
    words = " ".join(quick_start.split())
    for text in ("Rust toolchain", "cargo", "offline", "abi3 wheel", "pip wheel --no-deps"):
        assert text in words, text
