"""Omaha ranges in ProPokerTools' generic syntax, read the slow and obvious way
(docs/equity.md, "Omaha ranges"): every hand of the deck is tested against the token.

Written for clarity and sharing no code with the core: a token becomes a predicate on
a hand (a tuple of card ids ``rank * 4 + suit``), and :func:`expand` keeps the hands
it accepts. A pattern of ``k`` cards matches a hand when ``k`` of the hand's cards can
be matched to the pattern's cards one to one, every rank variable (a letter that is no
rank, suit or suit variable) standing for one rank, different letters for different
ranks, none a rank the pattern names; every suit variable (``w x y z``) likewise for
suits. The ranking behind ``15%`` is not part of the reference.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_VARIABLES = "wxyz"
ALL_RANKS = frozenset(range(13))
ALL_SUITS = frozenset(range(4))

#: The rank macros: broadway, face, wheel, low, non-low.
RANK_MACROS = {
    "b": "AKQJT",
    "f": "KQJ",
    "w": "A2345",
    "l": "A2345678",
    "n": "KQJT9",
}

Hand = tuple[int, ...]


def _suit_counts(hand: Hand) -> list[int]:
    return [sum(1 for c in hand if c % 4 == s) for s in range(4)]


def _rank_counts(hand: Hand) -> list[int]:
    return list(Counter(c // 4 for c in hand).values())


def double_suited(hand: Hand) -> bool:
    counts = _suit_counts(hand)
    return counts.count(2) == 2 and max(counts) <= 2


def single_suited(hand: Hand) -> bool:
    counts = _suit_counts(hand)
    return counts.count(2) == 1 and max(counts) <= 2


def rainbow(hand: Hand) -> bool:
    return max(_suit_counts(hand)) <= 1


def no_pair(hand: Hand) -> bool:
    return max(_rank_counts(hand)) == 1


def one_pair(hand: Hand) -> bool:
    counts = _rank_counts(hand)
    return counts.count(2) == 1 and max(counts) == 2


def two_pair(hand: Hand) -> bool:
    counts = _rank_counts(hand)
    return counts.count(2) == 2 and max(counts) == 2


def no_trips(hand: Hand) -> bool:
    return max(_rank_counts(hand)) <= 2


SHAPES: dict[str, Callable[[Hand], bool]] = {
    "ds": double_suited,
    "ss": single_suited,
    "rb": rainbow,
    "rainbow": rainbow,
    "np": no_pair,
    "op": one_pair,
    "tp": two_pair,
    "nt": no_trips,
}


@dataclass
class Card:
    """One card of a pattern: the ranks it may have or a rank variable, and the suits
    it may have or a suit variable."""

    ranks: frozenset[int] = ALL_RANKS
    rank_variable: str | None = None
    suits: frozenset[int] = ALL_SUITS
    suit_variable: str | None = None


@dataclass
class Pattern:
    cards: list[Card]
    named_ranks: set[int]
    named_suits: set[int]

    def matches(self, hand: Hand) -> bool:
        return self._match(0, hand, frozenset(), {}, {})

    def _match(self, i, hand, used, rank_of, suit_of) -> bool:
        if i == len(self.cards):
            return True
        spec = self.cards[i]
        for card in hand:
            if card in used:
                continue
            rank, suit = card // 4, card % 4
            if rank not in spec.ranks or suit not in spec.suits:
                continue
            new_ranks = _bind(rank_of, spec.rank_variable, rank, self.named_ranks)
            new_suits = _bind(suit_of, spec.suit_variable, suit, self.named_suits)
            if new_ranks is None or new_suits is None:
                continue
            if self._match(i + 1, hand, used | {card}, new_ranks, new_suits):
                return True
        return False


def _bind(values: dict, variable: str | None, value: int, named: set[int]) -> dict | None:
    """The variables' values with `variable` taking `value`, or None if it cannot."""
    if variable is None:
        return values
    if variable in values:
        return values if values[variable] == value else None
    if value in named or value in values.values():
        return None
    return {**values, variable: value}


def _rank_list(text: str) -> frozenset[int]:
    """The ranks of a bracketed list: ``AKQ``, ``A,2,3``, ``A-T``, ``T+``, ``9-``, ``$W``."""
    items = text.replace(",", "").replace(" ", "")
    ranks: set[int] = set()
    i = 0
    while i < len(items):
        if items[i] == "$":
            name = items[i + 1].lower()
            ranks |= {RANKS.index(r) for r in RANK_MACROS[name]}
            i += 2
            continue
        r = RANKS.index(items[i].upper())
        nxt = items[i + 1 : i + 2]
        after = items[i + 2 : i + 3]
        if nxt == "-" and after and after.upper() in RANKS:
            lo, hi = sorted((r, RANKS.index(after.upper())))
            ranks |= set(range(lo, hi + 1))
            i += 3
        elif nxt == "+":
            ranks |= set(range(r, 13))
            i += 2
        elif nxt == "-":
            ranks |= set(range(0, r + 1))
            i += 2
        else:
            ranks.add(r)
            i += 1
    return frozenset(ranks)


def _split_pieces(word: str) -> list[tuple[str, str]]:
    """The word as (kind, text) pieces: rank, suit, suitvar, rankvar, list, macro."""
    pieces = []
    i = 0
    while i < len(word):
        c = word[i]
        if c == "[":
            end = word.index("]", i)
            pieces.append(("list", word[i + 1 : end]))
            i = end + 1
            continue
        if c == "$":
            rest = word[i + 1 :].lower()
            names = [n for n in list(SHAPES) + list(RANK_MACROS) if rest.startswith(n)]
            if not names:
                raise ValueError(f"unknown macro in {word!r}")
            name = max(names, key=len)
            pieces.append(("shape" if name in SHAPES else "macro", name))
            i += 1 + len(name)
            continue
        if c == "*":
            pieces.append(("rank", "*"))
        elif c in SUITS:
            pieces.append(("suit", c))
        elif c in SUIT_VARIABLES:
            pieces.append(("suitvar", c))
        elif c.upper() in RANKS:
            pieces.append(("rank", c.upper()))
        elif c.isalpha():
            pieces.append(("rankvar", c.upper()))
        else:
            raise ValueError(f"{c!r} in {word!r}")
        i += 1
    return pieces


def read_word(word: str) -> tuple[Pattern, list[str]]:
    """The pattern of a word and the shape names written in it."""
    pattern = Pattern([], set(), set())
    shapes: list[str] = []
    current: Card | None = None
    for kind, text in _split_pieces(word):
        if kind == "shape":
            shapes.append(text)
            continue
        if kind in ("suit", "suitvar") or (kind == "list" and set(text) <= set(SUITS + ", ")):
            card = current or Card()
            current = None
            if kind == "suitvar":
                card.suit_variable = text
            else:
                suits = frozenset(SUITS.index(s) for s in text if s in SUITS)
                card.suits = suits
                if kind == "suit":
                    pattern.named_suits |= suits
            pattern.cards.append(card)
            continue
        if current is not None:
            pattern.cards.append(current)
        if kind == "rank" and text == "*":
            current = Card()
        elif kind == "rank":
            current = Card(ranks=frozenset({RANKS.index(text)}))
            pattern.named_ranks.add(RANKS.index(text))
        elif kind == "rankvar":
            current = Card(rank_variable=text)
        elif kind == "macro":
            current = Card(ranks=frozenset(RANKS.index(r) for r in RANK_MACROS[text]))
        else:
            current = Card(ranks=_rank_list(text))
    if current is not None:
        pattern.cards.append(current)
    return pattern, shapes


def _single_rank(card: Card) -> int | None:
    return next(iter(card.ranks)) if len(card.ranks) == 1 and card.rank_variable is None else None


def _moved(pattern: Pattern, moving: list[bool], by: int) -> Pattern | None:
    """The pattern with its moving cards' ranks moved `by` (None: off the deck)."""
    cards, named = [], set()
    for card, moves in zip(pattern.cards, moving):
        rank = _single_rank(card)
        if moves:
            if not 0 <= rank + by <= 12:
                return None
            card = Card(frozenset({rank + by}), None, card.suits, card.suit_variable)
            named.add(rank + by)
        elif rank is not None and rank in pattern.named_ranks:
            named.add(rank)
        cards.append(card)
    return Pattern(cards, named, pattern.named_suits)


def _outside_brackets(word: str, char: str) -> int:
    depth = 0
    for i, c in enumerate(word):
        depth += (c == "[") - (c == "]")
        if depth == 0 and c == char:
            return i
    return -1


def read_first_word(word: str) -> tuple[list[Pattern], list[str]]:
    """The patterns of a term's first word (several for a span) and its shapes."""
    for suffix in ("ds", "ss"):
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and stem and all(c in RANKS + "*+-" for c in stem):
            patterns, shapes = read_first_word(stem)
            return patterns, [*shapes, suffix]
    dash = _outside_brackets(word, "-")
    if dash >= 0:
        (high, s1), (low, s2) = read_word(word[:dash]), read_word(word[dash + 1 :])
        gaps = {
            _single_rank(h) - _single_rank(low_card)
            for h, low_card in zip(high.cards, low.cards)
            if h != low_card
        }
        if len(high.cards) != len(low.cards) or len(gaps) != 1:
            raise ValueError(f"not a span: {word!r}")
        gap = gaps.pop()
        if gap < 0:
            high, low, gap = low, high, -gap
        moving = [h != low_card for h, low_card in zip(high.cards, low.cards)]
        return [_moved(high, moving, -t) for t in range(gap + 1)], s1 + s2
    if word.endswith("+"):
        base, shapes = read_word(word[:-1])
        moving = [
            _single_rank(c) is not None and _single_rank(c) in base.named_ranks for c in base.cards
        ]
        shifted = [_moved(base, moving, t) for t in range(13)]
        return [p for p in shifted if p is not None], shapes
    pattern, shapes = read_word(word)
    return [pattern], shapes


def term_predicate(term: str, hole: int) -> Callable[[Hand], bool]:
    """A predicate accepting the hands of one term."""
    words = term.split()
    if words[0].lower() in SHAPES:
        patterns, shapes = [Pattern([], set(), set())], [words[0].lower()]
    else:
        patterns, shapes = read_first_word(words[0])
    shapes += ["rainbow" if w.lower() == "r" else w.lower() for w in words[1:]]
    tests = [SHAPES[s] for s in shapes]
    if any(len(p.cards) > hole for p in patterns):
        raise ValueError(f"{term!r} names more cards than a hand holds")
    return lambda hand: all(t(hand) for t in tests) and any(p.matches(hand) for p in patterns)


def token_predicate(body: str, hole: int) -> Callable[[Hand], bool]:
    """A predicate accepting the hands of a token: terms joined by ``:`` and ``!``,
    left to right."""
    parts, ops, depth, current = [], [], 0, ""
    for c in body:
        depth += (c == "[") - (c == "]")
        if depth == 0 and c in ":!":
            parts.append(current)
            ops.append(c)
            current = ""
        else:
            current += c
    parts.append(current)
    tests = [term_predicate(p.strip(), hole) for p in parts]

    def accepts(hand: Hand) -> bool:
        ok = tests[0](hand)
        for op, test in zip(ops, tests[1:]):
            ok = ok and (test(hand) if op == ":" else not test(hand))
        return ok

    return accepts


def _body(token: str) -> str:
    """The token without its weight (after the last ``:`` when a number follows)."""
    head, sep, tail = token.rpartition(":")
    if sep and tail.strip() and all(c.isdigit() or c == "." for c in tail.strip()):
        return head.strip()
    return token.strip()


def expand(text: str, hole: int = 4) -> set[Hand]:
    """Every hand of `hole` cards (sorted card ids) that some token of the range
    accepts. Slow (each token tests every hand): meant for 4-card Omaha."""
    tests = [token_predicate(_body(t), hole) for t in text.split(",")]
    return {hand for hand in combinations(range(52), hole) if any(t(hand) for t in tests)}
