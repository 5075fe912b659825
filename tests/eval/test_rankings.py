"""Every ranking of docs/rankings.md as a whole: the phrases of pg.describe, categories
and phrases that follow the rank, bad input, and the page's example tables (category,
phrase and rank of each example; their order on the core and on the reference). The
rules game by game: test_high.py, test_lows.py, test_badugi_and_omaha.py and, for Pai
Gow's hands, test_paigow_hands.py. Larger is better, in every game."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Ranking

from ordering import ALL_GAMES, SHORT_DECK_GAMES

RANKINGS_PAGE = Path(__file__).resolve().parents[2] / "docs" / "rankings.md"


# ---- describe phrases (docs/rankings.md) --------------------------------------------------


def test_describe_phrases_of_the_api():
    assert (
        pg.describe(Ranking.PAIGOW_HIGH, "Ac 2d 3h 4s 5c")
        == "Straight, ace to five (second highest)"
    )
    assert pg.describe(Ranking.DEUCE_TO_SEVEN, "7c 5d 4h 3s 2c") == "Seven-five low"
    assert pg.describe(Ranking.ACE_TO_FIVE, "7c 5d 4h 3s Ac") == "Seven-five low"
    assert pg.describe(Ranking.ACE_TO_FIVE_8, "7c 5d 4h 3s Ac") == "Seven-five low"
    assert pg.describe(Ranking.BADUGI, "As 2d 4h 4c") == "Three-card 4-2-A"


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_describe_and_category_follow_the_rank(game):
    """Hands of equal rank get the same phrase and category; the phrase is text."""
    rng = np.random.default_rng(int(game))
    n = 4 if game is Ranking.BADUGI else 5
    seen: dict = {}
    for _ in range(2_000):
        hand = rng.permutation(52)[:n].tolist()
        r = pg.rank(game, hand)
        said = (pg.describe(game, hand), pg.category(game, hand))
        assert isinstance(said[0], str) and said[0]
        assert seen.setdefault(r, said) == said
        assert said[1] in game.categories


# ---- bad input ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_a_joker_is_a_hand_error(game):
    hand = "Jk 2c 3d 4h" if game is Ranking.BADUGI else "Jk 2c 3d 4h 5s"
    for fn in (pg.rank, pg.category, pg.describe):
        with pytest.raises(pg.HandError):
            fn(game, hand)
    with pytest.raises(pg.HandError):
        pg.rank_many(game, np.array([pg.parse_cards(hand)]))


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_wrong_card_counts_are_hand_errors(game):
    deck = pg.parse_cards("2c 3d 4h 5s 6c 7d 8h 9s")
    counts = [3, 5] if game is Ranking.BADUGI else [0, 4, 8]
    for n in counts:
        for fn in (pg.rank, pg.category, pg.describe):
            with pytest.raises(pg.HandError):
                fn(game, deck[:n])
    for n in [4] if game is Ranking.BADUGI else [5, 6, 7]:
        assert pg.rank(game, deck[:n]) is not None


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_duplicate_cards_are_card_errors(game):
    hand = "As As 2c 3d" if game is Ranking.BADUGI else "As As 2c 3d 4h"
    with pytest.raises(pg.CardError):
        pg.rank(game, hand)


# ---- the tables of docs/rankings.md ---------------------------------------------------


def _page_examples() -> list[tuple[str, str, str, str, str]]:
    """(game, category, hand, phrase, rank) of every row of the page's example tables,
    the game from the heading above the table, e.g. "## Traditional high (`HIGH`)"."""
    rows = []
    game = None
    for line in RANKINGS_PAGE.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^## .*\(`([A-Z_0-9]+)`\)$", line)
        if heading:
            game = heading[1]
        row = re.match(r"^\| ([a-z -]+) \| `([^`]+)` \| ([^|]+) \| `?(\w+)`? \|$", line)
        if row and game:
            rows.append((game, *row.groups()))
    return rows


def test_the_rankings_page_has_example_tables():
    assert {game for game, *_ in _page_examples()} == {
        "HIGH",
        "ACE_TO_FIVE",
        "ACE_TO_FIVE_8",
        "DEUCE_TO_SEVEN",
        "BADUGI",
        "SHORT_DECK",
        "SHORT_DECK_STRAIGHT_OVER_TRIPS",
    }


@pytest.mark.parametrize("game", [g.name for g in ALL_GAMES + SHORT_DECK_GAMES])
def test_the_example_tables_of_the_rankings_page(impl, game):
    rows = [row for row in _page_examples() if row[0] == game]
    assert rows
    for _, category, hand, phrase, rank in rows:
        assert impl.category(game, hand) == category, hand
        if impl.name == "core":
            assert pg.describe(game, hand) == phrase, hand
            assert pg.rank(game, hand) == (None if rank == "None" else int(rank)), hand
    # The rows are given best first: the same order on both implementations.
    keys = [impl.key(game, hand) for _, _, hand, _, rank in rows if rank != "None"]
    assert all(a >= b for a, b in zip(keys, keys[1:])), game
