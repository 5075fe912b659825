"""Plain hand evaluators written from the rules pages (the reference the Rust core is
checked against).

Every ``*_key`` function returns a tuple that compares with Python's ordering:
**larger is better** in every game, low games included, and two hands tie
exactly when their keys are equal (docs/rankings.md, "Ranks, categories and
phrases").  The first element of each key is the hand's category (or class of
badness), so tuples of different categories never need their later elements
compared.

Sources:

* ``docs/rules.md`` ("Deck and joker", "The five-card hand (back)", "The two-card
  hand (front)"): the 53-card Pai Gow five-card and two-card hands, the joker.
* ``docs/rankings.md``: traditional high, ace-to-five (with and without the
  eight-or-better qualifier), deuce-to-seven, badugi, Omaha's two-plus-three rule.

Cards are ids ``rank * 4 + suit`` (see :mod:`.cards`); the joker (52) exists only
in the Pai Gow games.  The code favours clarity over speed: the best five of six
or seven cards is found by trying all C(n, 5) subsets.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import combinations

from . import short_deck
from .cards import ACE, JOKER, card_name

# ---------------------------------------------------------------------------
# Category codes of the "high" style rankings (Pai Gow five-card hand, traditional
# high, and - negated - deuce-to-seven).  Larger code = better category.
# ---------------------------------------------------------------------------

HIGH_CARD = 0
PAIR = 1
TWO_PAIR = 2
THREE_OF_A_KIND = 3
STRAIGHT = 4
FLUSH = 5
FULL_HOUSE = 6
FOUR_OF_A_KIND = 7
STRAIGHT_FLUSH = 8  # the royal flush is the top straight flush, not its own code
FIVE_ACES = 9  # Pai Gow only (docs/rules.md, "The five-card hand (back)")

_CATEGORY_NAMES = {
    HIGH_CARD: "high card",
    PAIR: "pair",
    TWO_PAIR: "two pair",
    THREE_OF_A_KIND: "three of a kind",
    STRAIGHT: "straight",
    FLUSH: "flush",
    FULL_HOUSE: "full house",
    FOUR_OF_A_KIND: "four of a kind",
    STRAIGHT_FLUSH: "straight flush",
    FIVE_ACES: "five aces",
}

#: The "shape" of a five-card hand (sizes of its rank groups, largest first) and
#: the category it makes when it is neither a straight nor a flush.
_SHAPE_CATEGORY = {
    (1, 1, 1, 1, 1): HIGH_CARD,
    (2, 1, 1, 1): PAIR,
    (2, 2, 1): TWO_PAIR,
    (3, 1, 1): THREE_OF_A_KIND,
    (3, 2): FULL_HOUSE,
    (4, 1): FOUR_OF_A_KIND,
    (5,): FIVE_ACES,  # only possible as four aces plus the joker
}

#: Ace-to-five: how bad each shape is (docs/rankings.md, "Ace-to-five low": no
#: pair beats one pair beats two pair ... up to quads).  0 is best.
_LOW_BADNESS = {
    (1, 1, 1, 1, 1): 0,
    (2, 1, 1, 1): 1,
    (2, 2, 1): 2,
    (3, 1, 1): 3,
    (3, 2): 4,
    (4, 1): 5,
}
_LOW_BADNESS_NAMES = [
    "no pair",
    "pair",
    "two pair",
    "three of a kind",
    "full house",
    "four of a kind",
]

_WHEEL = frozenset({ACE, 0, 1, 2, 3})  # A-2-3-4-5 as rank indexes
#: The ten sets of five ranks that make a straight: the wheel, 2-6, ..., T-A.
_ALL_STRAIGHTS = [_WHEEL] + [frozenset(range(low, low + 5)) for low in range(9)]

#: The games :func:`key` and :func:`category` understand, with their deck size.
GAMES = {
    "PAIGOW_HIGH": 53,
    "PAIGOW_LOW": 53,
    "HIGH": 52,
    "ACE_TO_FIVE": 52,
    "ACE_TO_FIVE_8": 52,
    "DEUCE_TO_SEVEN": 52,
    "BADUGI": 52,
    "SHORT_DECK": 36,
    "SHORT_DECK_STRAIGHT_OVER_TRIPS": 36,
}

Key = tuple  # a comparable hand strength, larger = better


# ---------------------------------------------------------------------------
# Input validation
# ---------------------------------------------------------------------------


def _validate(cards: Iterable[int], sizes: Sequence[int], what: str, deck: int) -> tuple[int, ...]:
    """Check a hand and return it as a tuple of ints.

    Raises ValueError for: a non-integer id, an id outside the deck, the joker
    in a 52-card game, a duplicate card, a number of cards not in ``sizes``.
    """
    try:
        ids = list(cards)
    except TypeError:
        raise ValueError(f"{what}: expected a sequence of card ids, got {cards!r}") from None
    for i, c in enumerate(ids):
        if type(c) is not int:  # accept int-like ids (e.g. numpy integers), refuse bools
            if isinstance(c, bool):
                raise ValueError(f"{what}: card ids must be integers, got {c!r}")
            try:
                ids[i] = c = operator.index(c)
            except TypeError:
                raise ValueError(f"{what}: card ids must be integers, got {c!r}") from None
        if not 0 <= c <= JOKER:
            raise ValueError(f"{what}: card id {c} is outside 0..52")
        if c == JOKER and deck == 52:
            raise ValueError(f"{what}: the joker (52) is not part of this game's 52-card deck")
    if len(set(ids)) != len(ids):
        seen: set[int] = set()
        for c in ids:
            if c in seen:
                raise ValueError(f"{what}: duplicate card {card_name(c)} (id {c})")
            seen.add(c)
    if len(ids) not in sizes:
        if len(sizes) == 1:
            wanted = str(sizes[0])
        else:
            wanted = f"{min(sizes)} to {max(sizes)}"
        raise ValueError(f"{what} takes {wanted} cards, got {len(ids)}")
    return tuple(ids)


def _game_name(game: object) -> str:
    """Accept ``"HIGH"`` or any enum-like object whose ``.name`` is a game name."""
    name = getattr(game, "name", game)
    if not isinstance(name, str) or name.upper() not in GAMES:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
    return name.upper()


# ---------------------------------------------------------------------------
# The shared five-card machinery
# ---------------------------------------------------------------------------


def _grouped(ranks: Sequence[int]) -> tuple[list[int], tuple[int, ...]]:
    """Order the distinct ranks by (group size, rank), largest first.

    Returns ``(ordered, shape)``; e.g. K-K-7-7-2 gives ``([K, 7, 2], (2, 2, 1))``.
    Comparing ``ordered`` lexicographically is the traditional tie rule
    (docs/rankings.md, "Traditional high"): the bigger group first, then the
    kickers in order.
    """
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    if len(counts) == len(ranks):  # all different: just highest first
        return sorted(counts, reverse=True), (1,) * len(ranks)
    ordered = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    return ordered, tuple(counts[r] for r in ordered)


def _straight_paigow(distinct: frozenset[int] | set[int]) -> int | None:
    """Pai Gow straights (docs/rules.md): A-K-Q-J-T best (13), A-2-3-4-5 second (12),
    then K-high (11) down to 6-high (4).  ``distinct`` holds five different ranks."""
    if distinct == _WHEEL:
        return 12
    top = max(distinct)
    if top - min(distinct) == 4:
        return 13 if top == ACE else top
    return None


def _straight_high(distinct: frozenset[int] | set[int]) -> int | None:
    """Traditional straights (docs/rankings.md): ace high or low, 5-4-3-2-A the lowest (3)."""
    if distinct == _WHEEL:
        return 3
    top = max(distinct)
    return top if top - min(distinct) == 4 else None


def _straight_ace_high_only(distinct: frozenset[int] | set[int]) -> int | None:
    """Deuce-to-seven straights: the ace is always high, so A-5-4-3-2 is no straight."""
    top = max(distinct)
    return top if top - min(distinct) == 4 else None


def _five_key(
    ranks: Sequence[int],
    suits: Sequence[int | None],
    straight_value: Callable[[frozenset[int] | set[int]], int | None],
) -> Key:
    """Key of five concrete cards in a high-style ranking.

    ``suits`` may contain ``None`` for a card of no suit (the joker used as an
    extra ace), which never takes part in a flush.  ``straight_value`` says which
    rank sets are straights and how they order.

    Key layout: ``(category, *ordered ranks)``, or ``(category, straight value)``
    for straights and straight flushes, or ``(FIVE_ACES,)``.
    """
    ordered, shape = _grouped(ranks)
    flush = suits[0] is not None and suits.count(suits[0]) == 5
    straight = straight_value(set(ordered)) if len(ordered) == 5 else None
    if straight is not None:
        return (STRAIGHT_FLUSH if flush else STRAIGHT, straight)
    if flush:
        return (FLUSH, *ordered)
    category = _SHAPE_CATEGORY[shape]
    if category == FIVE_ACES:
        return (FIVE_ACES,)
    return (category, *ordered)


def _best(keys: Iterable[Key | None]) -> Key | None:
    """The largest non-None key, or None if there is none."""
    best = None
    for k in keys:
        if k is not None and (best is None or k > best):
            best = k
    return best


# ---------------------------------------------------------------------------
# Pai Gow five-card hand (docs/rules.md, "Deck and joker", "The five-card hand (back)")
# ---------------------------------------------------------------------------


def _joker_substitutes(others: Sequence[int]) -> list[tuple[int, int | None]]:
    """The (rank, suit) values the joker may take beside four concrete cards.

    docs/rules.md, "Deck and joker": the joker counts as an ace, unless using it
    as some other card completes a straight, a flush or a straight flush.  So the
    candidates are:

    * an ace of no suit - the joker "as an ace" whatever aces are held; with four
      aces held this is the fifth ace (five aces).  Having no suit, it never
      makes a flush by duplicating a held card: in a flush the joker is the
      highest card of the suit *not already held* (no "double ace flush");
    * each ace not held (an ace of a real suit, which may complete a flush);
    * any other card not held whose suit completes a flush with the four others
      or whose rank completes a straight with them.

    A non-ace card that neither completes a flush nor a straight is never
    allowed, so leaving those out is the same as trying all 48 cards and
    discarding the disallowed ones; :func:`_paigow_five` re-checks anyway.
    """
    held = set(others)
    ranks = {c // 4 for c in others}
    suits = {c % 4 for c in others}
    out: list[tuple[int, int | None]] = [(ACE, None)]
    # the joker as an ace of a suit not held
    out += [(ACE, suit) for suit in range(4) if ACE * 4 + suit not in held]
    # the joker as a missing card of the suit that the four others share
    flush_suit = next(iter(suits)) if len(suits) == 1 else None
    if flush_suit is not None:
        out += [(rank, flush_suit) for rank in range(ACE) if rank * 4 + flush_suit not in held]
    # the joker as a card of a rank that makes the five ranks a straight
    if len(ranks) == 4:
        for straight in _ALL_STRAIGHTS:
            if ranks < straight:
                (rank,) = straight - ranks
                if rank != ACE:  # the aces are already in
                    out += [(rank, suit) for suit in range(4) if suit != flush_suit]
    return out


def _paigow_five(cards: Sequence[int]) -> Key:
    """Key of exactly five cards of the 53-card deck (validated by the caller).

    With the joker, every substitution of :func:`_joker_substitutes` is tried
    and the best allowed hand kept ("Deck and joker": "It always takes the value
    that makes the best hand"); a substitution other than an ace counts
    only if the hand is then a straight, flush or straight flush.
    """
    if JOKER not in cards:
        return _five_key([c // 4 for c in cards], [c % 4 for c in cards], _straight_paigow)
    others = [c for c in cards if c != JOKER]
    ranks = [c // 4 for c in others]
    suits: list[int | None] = [c % 4 for c in others]
    best: Key | None = None
    for rank, suit in _joker_substitutes(others):
        k = _five_key(ranks + [rank], suits + [suit], _straight_paigow)
        if rank != ACE and k[0] not in (STRAIGHT, FLUSH, STRAIGHT_FLUSH):
            continue  # as a non-ace the joker may only complete a straight/flush
        if best is None or k > best:
            best = k
    assert best is not None  # the ace substitution is always allowed
    return best


def paigow_high_key(cards: Iterable[int]) -> Key:
    """Pai Gow five-card (big, back) hand: best five of 5, 6 or 7 cards, 53-card deck.

    docs/rules.md, "The five-card hand (back)", best first: five aces; straight
    flush (royal A-K-Q-J-T, then A-2-3-4-5 suited second, then K-high down to
    6-high); four of a kind; full house; flush; straight (A-K-Q-J-T, A-2-3-4-5,
    K-Q-J-T-9, ..., 6-5-4-3-2); three of a kind; two pair; pair; high card.
    Ties within a category: the kickers in order.  The joker follows "Deck and
    joker" (see :func:`_joker_substitutes`).

    Key: ``(category, ...)`` with the category codes of this module; a straight
    (flush) carries its straight value 13 (A-K-Q-J-T), 12 (A-2-3-4-5), 11
    (K-high) ... 4 (6-high).
    """
    hand = _validate(cards, (5, 6, 7), "PAIGOW_HIGH", 53)
    return _paigow_best_five(tuple(sorted(hand)))


@lru_cache(maxsize=64)
def _paigow_best_five(hand: tuple[int, ...]) -> Key:
    """The best five of a sorted hand. Memoised only because the house way asks for
    the same back hand several times while comparing settings."""
    if len(hand) == 5:
        return _paigow_five(hand)
    return max(_paigow_five(five) for five in combinations(hand, 5))


def paigow_low_key(cards: Iterable[int]) -> Key:
    """Pai Gow two-card (small, front) hand, docs/rules.md, "The two-card hand (front)".

    The joker is always an ace here (joker+A is a pair of aces, joker+4 is A-4).
    A pair beats any non-pair; pairs by rank; non-pairs by the higher card,
    then the lower.  Key: ``(1, pair rank)`` or ``(0, higher, lower)``.
    """
    a, b = _validate(cards, (2,), "PAIGOW_LOW", 53)
    ra = ACE if a == JOKER else a // 4
    rb = ACE if b == JOKER else b // 4
    if ra == rb:
        return (1, ra)
    return (0, max(ra, rb), min(ra, rb))


# ---------------------------------------------------------------------------
# Traditional high (docs/rankings.md)
# ---------------------------------------------------------------------------


def _high_five(cards: Sequence[int]) -> Key:
    return _five_key([c // 4 for c in cards], [c % 4 for c in cards], _straight_high)


def high_key(cards: Iterable[int]) -> Key:
    """Traditional high: best five of 5-7 cards, 52-card deck (docs/rankings.md).

    Ace high or low in straights: A-K-Q-J-T (straight value 12) is the best
    straight, 5-4-3-2-A (value 3) the worst.  The royal flush is the straight
    flush of value 12.  Ties: the kickers in order, always (a decision of
    docs/rankings.md, "Traditional high").
    """
    hand = _validate(cards, (5, 6, 7), "HIGH", 52)
    if len(hand) == 5:
        return _high_five(hand)
    return max(_high_five(five) for five in combinations(hand, 5))


# ---------------------------------------------------------------------------
# Ace-to-five low, with and without the eight-or-better qualifier
# ---------------------------------------------------------------------------


def _low_rank(c: int) -> int:
    """Rank with the ace low: A=0, 2=1, ..., K=12."""
    r = c // 4
    return 0 if r == ACE else r + 1


def _ace_to_five_five(cards: Sequence[int]) -> Key:
    """Ace-to-five key of five cards.

    Straights and flushes are ignored, the ace is low.  First the shape's
    badness (no pair < pair < two pair < trips < full house < quads), then the
    ranks in group order (the paired ranks first, then the kickers, each from
    the highest down), the lower the better.  Stored negated so that larger is
    better: ``(-badness, -r1, -r2, ...)``.

    **Decision** (docs/rankings.md, "Ace-to-five low"; the source orders only
    no-pair hands): paired hands compare as the exact reverse of traditional
    high with the ace low, i.e. the pair's rank first (2-2-8-6-5 beats
    3-3-6-5-4), then the kickers.
    """
    ordered, shape = _grouped([_low_rank(c) for c in cards])
    return (-_LOW_BADNESS[shape], *(-r for r in ordered))


def ace_to_five_key(cards: Iterable[int]) -> Key:
    """Ace-to-five (razz) low, best five of 5-7 cards, 52-card deck; larger = better low.

    docs/rankings.md: 6-4-3-2-A beats 6-5-4-2-A; the wheel 5-4-3-2-A is best.
    """
    hand = _validate(cards, (5, 6, 7), "ACE_TO_FIVE", 52)
    if len(hand) == 5:
        return _ace_to_five_five(hand)
    return max(_ace_to_five_five(five) for five in combinations(hand, 5))


def _ace_to_five_8_five(cards: Sequence[int]) -> Key | None:
    """The ace-to-five key of five cards if they make an 8-or-better low, else None."""
    lows = [_low_rank(c) for c in cards]
    if len(set(lows)) == 5 and max(lows) <= 7:  # unpaired, all 8 or lower (8 -> 7)
        return _ace_to_five_five(cards)
    return None


def ace_to_five_8_key(cards: Iterable[int]) -> Key | None:
    """Ace-to-five with the eight-or-better qualifier (docs/rankings.md, "Eight or better").

    The best five unpaired cards of rank 8 or lower (ace low) among 5-7 cards,
    keyed as :func:`ace_to_five_key`; None when no five cards qualify (no low
    is an answer, not an error).
    """
    hand = _validate(cards, (5, 6, 7), "ACE_TO_FIVE_8", 52)
    return _best(_ace_to_five_8_five(five) for five in combinations(hand, 5))


# ---------------------------------------------------------------------------
# Deuce-to-seven low
# ---------------------------------------------------------------------------


def _deuce_to_seven_high_key(cards: Sequence[int]) -> Key:
    """The traditional-high key of five cards with the ace always high (no wheel)."""
    return _five_key([c // 4 for c in cards], [c % 4 for c in cards], _straight_ace_high_only)


def _deuce_to_seven_five(cards: Sequence[int]) -> Key:
    # Every element negated: within a category keys have equal length, so this
    # reverses the traditional order exactly.
    return tuple(-x for x in _deuce_to_seven_high_key(cards))


def deuce_to_seven_key(cards: Iterable[int]) -> Key:
    """Deuce-to-seven low: best five of 5-7 cards, 52-card deck (docs/rankings.md).

    The traditional high ranking reversed, the ace always high: A-5-4-3-2 is an
    ace-high no-pair hand, straights and flushes count against the hand; the
    best hand is 7-5-4-3-2 of mixed suits.  The key is the elementwise negation
    of the high key (with ace-high-only straights) of the best low five.
    """
    hand = _validate(cards, (5, 6, 7), "DEUCE_TO_SEVEN", 52)
    if len(hand) == 5:
        return _deuce_to_seven_five(hand)
    return max(_deuce_to_seven_five(five) for five in combinations(hand, 5))


# ---------------------------------------------------------------------------
# Badugi
# ---------------------------------------------------------------------------


def badugi_key(cards: Iterable[int]) -> Key:
    """Badugi, exactly four cards, ace low (docs/rankings.md).

    Only cards of different suits and different ranks play.  The hand plays
    the largest such set, and among sets of that size the lowest one.  Key:
    ``(number of playing cards, -highest, -next, ...)`` - more cards first,
    then the lower highest card, and so on.  The cards that do not play are
    not in the key, so they never break a tie.
    """
    hand = _validate(cards, (4,), "BADUGI", 52)
    for size in (4, 3, 2, 1):
        best = None
        for subset in combinations(hand, size):
            ranks = {_low_rank(c) for c in subset}
            suits = {c % 4 for c in subset}
            if len(ranks) == size and len(suits) == size:
                k = (size, *sorted(-r for r in ranks))
                if best is None or k > best:
                    best = k
        if best is not None:
            return best
    raise AssertionError("unreachable: any single card plays")


# ---------------------------------------------------------------------------
# Omaha
# ---------------------------------------------------------------------------


def omaha_key(game: object, hole: Iterable[int], board: Iterable[int]) -> Key | None:
    """Omaha: exactly two of the 4-6 hole cards and exactly three of the 5 board cards.

    ``game`` is ``"HIGH"`` or ``"ACE_TO_FIVE_8"`` (docs/rankings.md, "Omaha": hi-lo
    scores high and low separately, each with the two-plus-three rule).
    Returns the best key, or None for ``ACE_TO_FIVE_8`` with no qualifying low.
    """
    name = _game_name(game)
    if name == "HIGH":
        five_key: Callable[[Sequence[int]], Key | None] = _high_five
    elif name == "ACE_TO_FIVE_8":
        five_key = _ace_to_five_8_five
    else:
        raise ValueError(f"omaha_key supports HIGH and ACE_TO_FIVE_8, not {name}")
    h = _validate(hole, (4, 5, 6), "Omaha hole", 52)
    b = _validate(board, (5,), "Omaha board", 52)
    _validate(h + b, (len(h) + 5,), "Omaha hole + board", 52)  # no card in both
    return _best(
        five_key(two + three) for two in combinations(h, 2) for three in combinations(b, 3)
    )


# ---------------------------------------------------------------------------
# Dispatch and category names
# ---------------------------------------------------------------------------

_KEY_FUNCTIONS: dict[str, Callable[[Iterable[int]], Key | None]] = {
    "PAIGOW_HIGH": paigow_high_key,
    "PAIGOW_LOW": paigow_low_key,
    "HIGH": high_key,
    "ACE_TO_FIVE": ace_to_five_key,
    "ACE_TO_FIVE_8": ace_to_five_8_key,
    "DEUCE_TO_SEVEN": deuce_to_seven_key,
    "BADUGI": badugi_key,
    "SHORT_DECK": lambda cards: short_deck.key("SHORT_DECK", cards),
    "SHORT_DECK_STRAIGHT_OVER_TRIPS": lambda cards: short_deck.key(
        "SHORT_DECK_STRAIGHT_OVER_TRIPS", cards
    ),
}


def key(game: object, cards: Iterable[int]) -> Key | None:
    """The key of ``cards`` in ``game`` (one of :data:`GAMES`); larger = better.

    None only for ``ACE_TO_FIVE_8`` without a qualifying low.
    """
    return _KEY_FUNCTIONS[_game_name(game)](cards)


def _high_category(k: Key, royal_value: int) -> str:
    if k[0] == STRAIGHT_FLUSH and k[1] == royal_value:
        return "royal flush"
    return _CATEGORY_NAMES[k[0]]


def category(game: object, cards: Iterable[int]) -> str:
    """Lower-case category name of ``cards`` in ``game`` (docs/rankings.md, docs/rules.md).

    * PAIGOW_HIGH: five aces, royal flush, straight flush, four of a kind, full
      house, flush, straight, three of a kind, two pair, pair, high card.
    * HIGH, DEUCE_TO_SEVEN: the same without five aces; for DEUCE_TO_SEVEN the
      traditional category of the best low five, with A-5-4-3-2 a "high card".
    * PAIGOW_LOW: pair, high card.
    * ACE_TO_FIVE: no pair, pair, two pair, three of a kind, full house, four of a kind.
    * ACE_TO_FIVE_8: eight-or-better, no low.
    * BADUGI: badugi, three-card, two-card, one-card.
    """
    name = _game_name(game)
    if name in short_deck.RULES:
        return short_deck.category(name, cards)
    k = key(name, cards)
    if name == "PAIGOW_HIGH":
        assert k is not None
        return _high_category(k, 13)
    if name == "HIGH":
        assert k is not None
        return _high_category(k, 12)
    if name == "DEUCE_TO_SEVEN":
        assert k is not None
        return _high_category(tuple(-x for x in k), 12)
    if name == "PAIGOW_LOW":
        assert k is not None
        return "pair" if k[0] == 1 else "high card"
    if name == "ACE_TO_FIVE":
        assert k is not None
        return _LOW_BADNESS_NAMES[-k[0]]
    if name == "ACE_TO_FIVE_8":
        return "no low" if k is None else "eight-or-better"
    assert k is not None  # BADUGI
    return {4: "badugi", 3: "three-card", 2: "two-card", 1: "one-card"}[k[0]]
