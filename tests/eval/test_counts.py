"""Every category count, one copy each (tests/counts.py), met three ways: the core
counts every hand (`pg.category_counts`, exhaustively in Rust); the reference counts
them fast, one hand for each way a hand can rank, weighted by the number of hands like
it; and the Counts table of docs/rankings.md says the same.

A five-card hand's key in these rankings depends only on its ranks and on whether it is
a flush, so every hand is represented by one hand with the same ranks and the same
flushness, weighted by how many hands share them: ``prod(C(4, m))`` over the ranks held
``m`` times, split for five different ranks into 4 flushes and ``4**5 - 4`` others.
(With the joker, the same holds for the four other cards.) A few thousand reference
calls replace the 2.6 million of an exhaustive loop.

The exhaustive checks of the reference over every hand are in
tests/eval/test_crosscheck_rankings.py and tests/paigow/test_crosscheck_paigow.py: there
the reference's dense ranks equal the core's ranks on every five-card hand and every
badugi hand, and the counts are asserted on the result.
"""

import re
from collections import Counter
from collections.abc import Iterator
from itertools import combinations_with_replacement
from math import comb, prod
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast import Ranking
from paigow_fast.reference import (
    JOKER,
    ace_to_five_8_key,
    ace_to_five_key,
    category,
    deuce_to_seven_key,
    high_key,
    paigow_high_key,
)

from counts import (
    ACE_TO_FIVE_FIVE_CARD_COUNTS,
    BADUGI_COUNTS,
    DEUCE_TO_SEVEN_FIVE_CARD_COUNTS,
    EIGHT_OR_BETTER,
    HIGH_FIVE_CARD_COUNTS,
    HIGH_SEVEN_CARD_COUNTS,
    PAIGOW_FIVE_CARD_COUNTS,
    PAIGOW_SEVEN_CARD_COUNTS,
    PAIGOW_TWO_CARD_COUNTS,
    RAZZ_SEVEN_CARD_COUNTS,
)

RANKINGS_PAGE = Path(__file__).resolve().parents[2] / "docs" / "rankings.md"


# ---- the core: every hand, exhaustively ------------------------------------------


def deck_of(game: Ranking) -> int:
    return 53 if game.uses_joker else 36 if game.name.startswith("SHORT_DECK") else 52


def test_category_counts_paigow_five() -> None:
    assert pg.category_counts(Ranking.PAIGOW_HIGH, 5) == PAIGOW_FIVE_CARD_COUNTS


def test_category_counts_paigow_seven() -> None:
    counts = pg.category_counts(Ranking.PAIGOW_HIGH, 7)
    assert list(counts) == Ranking.PAIGOW_HIGH.categories
    assert list(counts.items()) == list(PAIGOW_SEVEN_CARD_COUNTS.items())
    assert sum(counts.values()) == 154_143_080


def test_category_counts_high() -> None:
    five = pg.category_counts(Ranking.HIGH, 5)
    assert list(five.items()) == list(HIGH_FIVE_CARD_COUNTS.items())
    seven = pg.category_counts(Ranking.HIGH, 7)
    assert seven["royal flush"] == 4 * comb(47, 2)
    assert seven["royal flush"] + seven["straight flush"] == 41_584
    assert list(seven.items()) == list(HIGH_SEVEN_CARD_COUNTS.items())
    assert sum(seven.values()) == 133_784_560


def test_category_counts_low_games() -> None:
    assert pg.category_counts(Ranking.ACE_TO_FIVE, 7) == RAZZ_SEVEN_CARD_COUNTS
    assert pg.category_counts(Ranking.ACE_TO_FIVE_8, 7) == {
        "eight-or-better": EIGHT_OR_BETTER[7],
        "no low": 133_784_560 - EIGHT_OR_BETTER[7],
    }
    assert pg.category_counts(Ranking.ACE_TO_FIVE_8, 5)["eight-or-better"] == EIGHT_OR_BETTER[5]
    assert pg.category_counts(Ranking.BADUGI, 4) == BADUGI_COUNTS
    assert pg.category_counts(Ranking.PAIGOW_LOW, 2) == PAIGOW_TWO_CARD_COUNTS


def test_category_counts_totals_for_every_small_count() -> None:
    for game in Ranking:
        for k in game.card_counts:
            if k == 7 or (k == 6 and game is Ranking.DEUCE_TO_SEVEN):
                continue  # the seven-card counts are checked above (and take seconds)
            counts = pg.category_counts(game, k)
            assert list(counts) == game.categories
            assert sum(counts.values()) == comb(deck_of(game), k), (game, k)


def test_category_counts_bad_arguments() -> None:
    with pytest.raises(pg.HandError, match="HIGH takes 5 to 7"):
        pg.category_counts(Ranking.HIGH, 4)
    with pytest.raises(pg.HandError, match="PAIGOW_LOW takes 2"):
        pg.category_counts(Ranking.PAIGOW_LOW, 5)
    with pytest.raises(pg.HandError):
        pg.category_counts(Ranking.HIGH, -1)


# ---- the reference: one hand for each way a hand can rank, weighted ---------------


def weighted_hands(n: int) -> Iterator[tuple[list[int], int]]:
    """One hand of `n` cards (52-card deck) for each rank multiset and flushness, with
    the number of hands it stands for. The weights add up to C(52, n)."""
    for ranks in combinations_with_replacement(range(13), n):
        held = Counter(ranks)
        if max(held.values()) > 4:
            continue
        if len(held) == n:  # all ranks different: flushes and the rest
            yield [4 * r for r in ranks], 4  # all clubs
            yield [4 * r for r in ranks[:-1]] + [4 * ranks[-1] + 1], 4**n - 4
        else:  # a pair or more: never a flush; the copies of a rank take suits 0, 1, ...
            hand = [4 * r + s for r, m in held.items() for s in range(m)]
            yield hand, prod(comb(4, m) for m in held.values())


def test_weighted_hands_cover_every_hand_once():
    assert sum(w for _, w in weighted_hands(5)) == comb(52, 5)
    assert sum(w for _, w in weighted_hands(4)) == comb(52, 4)
    assert sum(1 for _ in weighted_hands(5)) == 6_175 + 1_287


def counts(fn, hands_and_weights) -> Counter:
    out: Counter = Counter()
    for hand, weight in hands_and_weights:
        out[fn(hand)] += weight
    return out


def test_high_five_card_counts_and_classes():
    assert counts(lambda h: category("HIGH", h), weighted_hands(5)) == HIGH_FIVE_CARD_COUNTS
    assert len({high_key(h) for h, _ in weighted_hands(5)}) == 7_462


def test_deuce_to_seven_five_card_counts_and_classes():
    hands = weighted_hands(5)
    assert counts(lambda h: category("DEUCE_TO_SEVEN", h), hands) == DEUCE_TO_SEVEN_FIVE_CARD_COUNTS
    assert len({deuce_to_seven_key(h) for h, _ in weighted_hands(5)}) == 7_462


def test_ace_to_five_five_card_counts_and_classes():
    hands = weighted_hands(5)  # straights and flushes ignored
    assert counts(lambda h: category("ACE_TO_FIVE", h), hands) == ACE_TO_FIVE_FIVE_CARD_COUNTS
    assert len({ace_to_five_key(h) for h, _ in weighted_hands(5)}) == 6_175


def test_ace_to_five_8_five_card_counts_and_classes():
    lows = counts(lambda h: category("ACE_TO_FIVE_8", h), weighted_hands(5))
    assert lows == {"eight-or-better": EIGHT_OR_BETTER[5], "no low": comb(52, 5) - 57_344}
    classes = {ace_to_five_8_key(h) for h, _ in weighted_hands(5)} - {None}
    assert len(classes) == 56


def test_paigow_high_five_card_counts_53_card_deck():
    with_joker = (([*hand, JOKER], w) for hand, w in weighted_hands(4))
    by_category = counts(lambda h: category("PAIGOW_HIGH", h), weighted_hands(5))
    by_category += counts(lambda h: category("PAIGOW_HIGH", h), with_joker)
    assert by_category == PAIGOW_FIVE_CARD_COUNTS
    assert sum(by_category.values()) == comb(53, 5)
    keys = {paigow_high_key(h) for h, _ in weighted_hands(5)}
    keys |= {paigow_high_key([*h, JOKER]) for h, _ in weighted_hands(4)}
    assert len(keys) == 7_463  # 7,462 as in traditional high, plus five aces


# ---- docs/rankings.md ---------------------------------------------------------------


def _number(text: str) -> int:
    return int(text.replace(",", ""))


def _counts_section() -> str:
    text = RANKINGS_PAGE.read_text(encoding="utf-8")
    return text[text.index("## Counts") :]


def test_the_counts_table_of_the_rankings_page() -> None:
    section = _counts_section()
    rows = re.findall(r"^\| ([a-z ]+) \| ([\d,]+) \| ([\d,]+) \|$", section, re.M)
    five = {name: _number(a) for name, a, _ in rows if name != "all"}
    seven = {name: _number(b) for name, _, b in rows if name != "all"}
    assert list(five.items()) == list(HIGH_FIVE_CARD_COUNTS.items())
    assert list(seven.items()) == list(HIGH_SEVEN_CARD_COUNTS.items())
    assert ("all", "2,598,960", "133,784,560") in rows


def test_the_counts_in_the_text_of_the_rankings_page() -> None:
    section = " ".join(_counts_section().split())
    razz = re.search(r"`ACE_TO_FIVE`, 7 cards \(razz\): ([^.]+)\.", section)
    assert razz, "no razz counts on the page"
    said = {name.strip(): _number(n) for name, n in re.findall(r"([a-z ]+?) ([\d,]+)", razz[1])}
    assert said == {k.strip(): v for k, v in RAZZ_SEVEN_CARD_COUNTS.items() if v}
    low = re.search(
        r"`ACE_TO_FIVE_8`: eight-or-better ([\d,]+) of the 2,598,960 five-card hands, "
        r"([\d,]+) of the 133,784,560 seven-card hands",
        section,
    )
    assert low and (_number(low[1]), _number(low[2])) == (EIGHT_OR_BETTER[5], EIGHT_OR_BETTER[7])
    badugi = re.search(r"`BADUGI`, all 270,725 hands: ([^.]+)\.", section)
    assert badugi, "no badugi counts on the page"
    said = {name.strip(): _number(n) for name, n in re.findall(r"([a-z -]+?) ([\d,]+)", badugi[1])}
    assert said == BADUGI_COUNTS


BEST_HANDS = {
    "HIGH": "As Ks Qs Js Ts",
    "ACE_TO_FIVE": "5c 4d 3h 2s Ac",
    "ACE_TO_FIVE_8": "5c 4d 3h 2s Ac",
    "DEUCE_TO_SEVEN": "7c 5d 4h 3s 2c",
    "BADUGI": "4c 3d 2h As",
    "PAIGOW_HIGH": "Ac Ad Ah As Jk",
    "PAIGOW_LOW": "Ac Ad",
    "SHORT_DECK": "As Ks Qs Js Ts",
    "SHORT_DECK_STRAIGHT_OVER_TRIPS": "As Ks Qs Js Ts",
}


def test_the_classes_of_the_rankings_page() -> None:
    """The "classes" column of the page's table in brief: the ranks of a game run from 1
    to its number of classes, so its best hand ranks that number."""
    text = RANKINGS_PAGE.read_text(encoding="utf-8")
    said: dict[str, int] = {}
    rows = re.findall(r"^\| \[[^]]+\]\([^)]+\)[^|]*\| ([^|]+) \|.*\| ([^|]+) \|$", text, re.M)
    for games, classes in rows:
        names = re.findall(r"`([A-Z_0-9]+)`", games)
        numbers = [_number(n) for n in re.findall(r"\d[\d,]*", classes)]
        if len(numbers) == len(names):
            said.update(zip(names, numbers))
    assert said == {game: pg.rank(game, hand) for game, hand in BEST_HANDS.items()}
