"""Pai Gow Poker settings, legality, the house way and settlement - the reference.

Written plainly from the game's rules as the project documents them
(docs/rules.md, its sections cited by name: "Deck and joker", "Legal
settings", "Settlement") and, for the house way, from the Golden Nugget way
(docs/house-ways/golden-nugget.md, cited as "rule n").  The Foxwoods way lives
in :mod:`.foxwoods` and reuses the pattern helpers of this module.  A
*setting* is a pair ``(high5, low2)``: the five-card (big, back) hand and the
two-card (small, front) hand, each a tuple of card ids.

Decisions this module takes where the rules leave room (each also noted at the
function concerned):

* Legality ("Legal settings"): the back's category decides first - a back of two pair or
  better is always legal; a one-pair back against a pair in front compares the
  pair ranks; a high-card back against a non-pair front compares the back's
  two highest cards with the front's two cards; a high-card back is never
  legal behind a pair.  The joker is an ace in front; behind it takes its best
  value ("Deck and joker"), so a joker straight behind is a straight.
* House way, several concrete settings fitting a rule (e.g. which two of four
  aces go in front when the joker is one of them): the rule fixes the ranks
  of the front hand; among the settings with those front ranks the best one
  by (front, back) is taken, and among settings equal in both hands' ranks the
  first in :func:`settings` order ("settings equal in both hands' ranks are
  interchangeable", golden-nugget.md).  The Foxwoods way does the same.
* Golden Nugget rule 2, "keep": the front is the best two-card hand from the
  three other cards; whichever card of those three is then left over goes
  behind with the quads (it is the "weakest leftover" in the sense of not
  being used in the best two - with 5-5-K left, 5-5 goes in front and the king
  behind).
* Golden Nugget rule 2, "the rest holds a pair of tens (sevens) or better": the
  best two from the rest is a pair of that rank or higher; three of a kind in
  the rest counts as its pair (quad kings with 2-2-2 left are split).
* Golden Nugget rule 7, "the hand holds a straight/flush/straight flush": some
  setting has such a hand behind (the 21 backs are exactly the 21 five-card
  subsets).
* Golden Nugget rule 7c: S = the best setting by (front, back) with a straight
  flush (royal included) behind; B = rule 7b's setting.  B is taken only when
  B's front is strictly better than S's and is "jack-high or better" - a pair,
  or a non-pair whose higher card is a jack or higher.  When a royal flush is
  available behind (in any setting) the bar is "king-high or better" instead.
  (Checked over every hand holding a royal flush: whenever 7b's front is
  strictly better it is already king-high or a pair, so the royal bar never
  changes a decision; it is implemented as written all the same.)
* Golden Nugget rule 7a comes first within rule 7, so it also applies to a
  two-pair hand holding a straight flush.
* Rule ids: :func:`golden_nugget` returns with each setting the id of the rule
  that set it (:data:`GOLDEN_NUGGET_RULES`, shared with the Rust core).  Rule
  9(iii) (two pairs, aces up) is checked before 9(i), which it always also
  meets, so that its id is reachable; hands that rule 7a sends to rule 9 get
  rule 9's ids.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from itertools import combinations

from .cards import ACE, JOKER, card_rank, card_suit, fmt
from .evaluate import (
    FLUSH,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    Key,
    _validate,
    paigow_high_key,
    paigow_low_key,
)

Setting = tuple[tuple[int, ...], tuple[int, ...]]

# Rank indexes used by the house way (2=0 ... A=12).
TWO, SIX, SEVEN, TEN, JACK, KING = 0, 4, 5, 8, 9, 11


# ---------------------------------------------------------------------------
# Settings and legality (docs/rules.md, "Legal settings")
# ---------------------------------------------------------------------------


def settings(hand7: Iterable[int]) -> list[Setting]:
    """All C(7, 2) = 21 ways to split seven cards into (high5, low2) ("Legal settings").

    Ordered by the positions of the two low cards in the input: (0, 1), (0, 2),
    ..., (0, 6), (1, 2), ..., (5, 6); the high hand keeps the input order of
    the remaining five cards.  Legal or not, all 21 are listed.
    """
    hand = _validate(hand7, (7,), "Pai Gow hand", 53)
    out: list[Setting] = []
    for i, j in combinations(range(7), 2):
        low = (hand[i], hand[j])
        high = tuple(c for k, c in enumerate(hand) if k != i and k != j)
        out.append((high, low))
    return out


def _back_at_least_front(back: Key, front: Key) -> bool:
    """Legality on keys: does the five-card hand rank at least as high as the two-card hand?

    "Comparing category (pair or not) first and then ranks in order, the
    two-card hand having no further cards":

    * a back better than one pair (two pair, trips, straight, ...) outranks
      every two-card hand, whose best is a pair;
    * a one-pair back beats a non-pair front; against a pair front the pair
      ranks decide, equality being legal (K-K / K-K);
    * a high-card back loses to a pair front; against a non-pair front its
      highest card, then its second highest, are compared with the front's
      higher and lower card, equality being legal (K-8-7-5-3 / K-8).
    """
    front_is_pair = front[0] == 1
    if back[0] > PAIR:
        return True
    if back[0] == PAIR:
        return (not front_is_pair) or back[1] >= front[1]
    # back is a high-card hand: (HIGH_CARD, r1, r2, r3, r4, r5)
    if front_is_pair:
        return False
    return (back[1], back[2]) >= (front[1], front[2])


def is_legal(high5: Iterable[int], low2: Iterable[int]) -> bool:
    """Is the setting legal (docs/rules.md, "Legal settings")?  The back must rank at least as high.

    The front is keyed by :func:`paigow_low_key` (the joker an ace), the back by
    :func:`paigow_high_key` (the joker at its best value, "Deck and joker").  See
    :func:`_back_at_least_front` for how a five-card hand is compared with a
    two-card hand.  Equality is legal: K-K / K-K and
    K-8-7-5-3 / K-8 are legal, Q-8-7-5-3 / K-2 and 5-5 behind 6-6 are fouls.
    """
    high = _validate(high5, (5,), "five-card hand", 53)
    low = _validate(low2, (2,), "two-card hand", 53)
    _validate(high + low, (7,), "setting", 53)  # no card in both hands
    return _back_at_least_front(paigow_high_key(high), paigow_low_key(low))


# ---------------------------------------------------------------------------
# Pattern reading for the house ways (the joker counts as an ace)
# ---------------------------------------------------------------------------


def _pattern_rank(c: int) -> int:
    """A card's rank for the house ways' pattern analysis: the joker is an ace."""
    return ACE if c == JOKER else c // 4


def _rank_counts(hand: Sequence[int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for c in hand:
        r = _pattern_rank(c)
        counts[r] = counts.get(r, 0) + 1
    return counts


def _shape(counts: dict[int, int]) -> tuple[int, ...]:
    """Group sizes, largest first: e.g. (3, 2, 1, 1) for a full house and two singles."""
    return tuple(sorted(counts.values(), reverse=True))


def _ranks_with(counts: dict[int, int], n: int) -> list[int]:
    """The ranks held exactly ``n`` times, highest first."""
    return sorted((r for r, k in counts.items() if k == n), reverse=True)


def _best_two(cards: Sequence[int]) -> tuple[int, int]:
    """The strongest two-card hand from the cards X ("best two from X", golden-nugget.md)."""
    best = None
    for pair in combinations(cards, 2):
        if best is None or paigow_low_key(pair) > paigow_low_key(best):
            best = pair
    assert best is not None
    return best


def _better(a: Setting, b: Setting | None) -> bool:
    """Is setting ``a`` strictly better than ``b`` by (front, then back)?"""
    if b is None:
        return True
    return (paigow_low_key(a[1]), paigow_high_key(a[0])) > (
        paigow_low_key(b[1]),
        paigow_high_key(b[0]),
    )


def _best_setting(candidates: Iterable[Setting]) -> Setting | None:
    """The best setting by (front, back); the first of equals (interchangeable)."""
    best = None
    for s in candidates:
        if _better(s, best):
            best = s
    return best


def _with_front_ranks(hand: Sequence[int], front_ranks: Sequence[int]) -> Setting:
    """The setting whose two-card hand has the given ranks (joker = ace), everything else behind.

    The house-way rules name the front by rank.  When several concrete cards
    fit (which two of the four aces, say), the best such setting by (front,
    back) is chosen: the back can differ only when the joker could complete a
    straight or flush there.  Ties: the first in :func:`settings` order.
    """
    wanted = sorted(front_ranks)
    fitting = [s for s in settings(hand) if sorted(_pattern_rank(c) for c in s[1]) == wanted]
    best = _best_setting(fitting)
    if best is None:
        raise AssertionError(f"no setting of {fmt(hand)} has front ranks {wanted}")
    return best


# ---------------------------------------------------------------------------
# The Golden Nugget house way, rule by rule (docs/house-ways/golden-nugget.md)
#
# Each rule function returns ``(setting, rule id)``: the id names the rule (and
# the branch of it) that set the hand, one of GOLDEN_NUGGET_RULES.
# ---------------------------------------------------------------------------

Ruled = tuple[Setting, str]

#: Every rule id of the Golden Nugget way, in the order of its rules.  A stable
#: interface shared with the Rust core: each hand is set by exactly one of them.
GOLDEN_NUGGET_RULES: tuple[str, ...] = (
    "five-aces",
    "five-aces-kings",
    "quads-low",
    "quads-mid-keep",
    "quads-mid-split",
    "quads-high-keep",
    "quads-high-split",
    "quad-aces-keep",
    "quad-aces-split",
    "two-trips",
    "trips-two-pairs",
    "full-house",
    "full-house-twos-ace-king",
    "three-pairs",
    "straight-flush",
    "straight-flush-broken",
    "straight-or-flush",
    "trip-aces",
    "trips",
    "two-pairs-aces",
    "two-pairs-split",
    "two-pairs-split-ace",
    "two-pairs-together",
    "one-pair",
    "no-pair",
)


def _rule1_five_aces(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 1, five aces (four aces + joker).

    Three aces and the other two cards behind, two aces in front
    (``five-aces``); unless the other two cards are a pair of kings: then five
    aces behind, K-K in front (``five-aces-kings``).
    """
    if counts.get(KING, 0) == 2:
        return _with_front_ranks(hand, [KING, KING]), "five-aces-kings"
    return _with_front_ranks(hand, [ACE, ACE]), "five-aces"


def _rule2_four_of_a_kind(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 2, four of a kind (the quads may include the joker as an ace).

    The rest = the three other cards.  Keep = quads plus the leftover card
    behind, the best two from the rest in front.  Split = two of the quads in
    front, everything else behind.

    * 2 to 6: keep (``quads-low``).
    * 7 to T: split, unless the best two from the rest is ace-high or better
      (contains an ace or is a pair): then keep (``quads-mid-keep`` /
      ``quads-mid-split``).
    * J, Q, K: split, unless the rest holds a pair of tens or better: then keep
      (``quads-high-keep`` / ``quads-high-split``).
    * Aces: split, unless the rest holds a pair of sevens or better: then keep
      (``quad-aces-keep`` / ``quad-aces-split``).
    """
    quad = _ranks_with(counts, 4)[0]
    rest = [c for c in hand if _pattern_rank(c) != quad]
    best_two = _best_two(rest)
    front = paigow_low_key(best_two)
    rest_pair = front[1] if front[0] == 1 else None  # rank of the pair in the best two, if any

    if quad <= SIX:  # 2 to 6
        keep, name = True, "quads-low"
    elif quad <= TEN:  # 7 to T
        keep = rest_pair is not None or ACE in (_pattern_rank(c) for c in best_two)
        name = "quads-mid-keep" if keep else "quads-mid-split"
    elif quad <= KING:  # J, Q, K
        keep = rest_pair is not None and rest_pair >= TEN
        name = "quads-high-keep" if keep else "quads-high-split"
    else:  # aces
        keep = rest_pair is not None and rest_pair >= SEVEN
        name = "quad-aces-keep" if keep else "quad-aces-split"

    if keep:
        return _with_front_ranks(hand, [_pattern_rank(c) for c in best_two]), name
    return _with_front_ranks(hand, [quad, quad]), name


def _rule3_two_trips(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 3, two threes of a kind: a pair from the higher trips in front;
    the lower trips, the third card and the single behind (``two-trips``)."""
    higher = _ranks_with(counts, 3)[0]
    return _with_front_ranks(hand, [higher, higher]), "two-trips"


def _rule4_trips_and_two_pairs(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 4, three of a kind and two pairs: the higher pair in front;
    trips and the lower pair behind (``trips-two-pairs``)."""
    higher_pair = _ranks_with(counts, 2)[0]
    return _with_front_ranks(hand, [higher_pair, higher_pair]), "trips-two-pairs"


def _rule5_full_house(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 5, full house (trips + pair + two singles): trips and the singles
    behind, the pair in front (``full-house``); except when the pair is twos and
    the two singles are an ace and a king: then the full house behind and A-K in
    front (``full-house-twos-ace-king``)."""
    pair = _ranks_with(counts, 2)[0]
    singles = _ranks_with(counts, 1)
    if pair == TWO and singles == [ACE, KING]:
        return _with_front_ranks(hand, [ACE, KING]), "full-house-twos-ace-king"
    return _with_front_ranks(hand, [pair, pair]), "full-house"


def _rule6_three_pairs(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 6, three pairs: the highest pair in front, the other pairs and the
    single behind (``three-pairs``)."""
    highest = _ranks_with(counts, 2)[0]
    return _with_front_ranks(hand, [highest, highest]), "three-pairs"


def _holds_straight_or_flush(hand: Sequence[int]) -> bool:
    """Whether some five of the seven cards make a straight or a flush, the joker wild:
    five cards of a suit (the joker counting in any suit), or five consecutive ranks
    (A-2-3-4-5 included) with at most one of them missing when the joker is held."""
    jokers = sum(1 for c in hand if c == JOKER)
    suited = [sum(1 for c in hand if c != JOKER and card_suit(c) == s) for s in range(4)]
    if max(suited) + jokers >= 5:
        return True
    ranks = {card_rank(c) for c in hand if c != JOKER}
    windows = [[ACE, 0, 1, 2, 3]] + [list(range(low, low + 5)) for low in range(0, 9)]
    return any(sum(1 for r in w if r not in ranks) <= jokers for w in windows)


def _straight_or_flush_settings(hand: Sequence[int]) -> list[Setting]:
    """Settings with a straight, flush or straight flush (royal included) behind
    (the 21 backs are exactly the 21 five-card subsets of the hand)."""
    if not _holds_straight_or_flush(hand):
        return []
    return [
        s for s in settings(hand) if paigow_high_key(s[0])[0] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH)
    ]


def _rule7a_two_pair_override(counts: dict[int, int]) -> bool:
    """Rule 7a: exactly two pairs (pattern 2-2-1-1-1) and (i) a single ace, or
    (ii) the higher pair jacks or better and the lower pair sixes or better
    (**Decision** "or better"), or (iii) a pair of aces: then ignore the
    straight or flush and set the hand by rule 9 (so it gets rule 9's id)."""
    if _shape(counts) != (2, 2, 1, 1, 1):
        return False
    high_pair, low_pair = _ranks_with(counts, 2)
    single_ace = counts.get(ACE, 0) == 1
    return single_ace or (high_pair >= JACK and low_pair >= SIX) or high_pair == ACE


def _rule7b_keep_straight_or_flush(hand: Sequence[int]) -> Setting:
    """Rule 7b: keep a straight, flush or straight flush behind, choosing among
    all such settings the one with the best front, and among equal fronts the
    best back (``straight-or-flush``)."""
    best = _best_setting(_straight_or_flush_settings(hand))
    assert best is not None
    return best


def _meets_7c_bar(front: Key, royal_available: bool) -> bool:
    """Rule 7c's bar: jack-high or better (king-high or better with a royal);
    any pair counts as better."""
    if front[0] == 1:
        return True
    return front[1] >= (KING if royal_available else JACK)


def _rule7c_straight_flush(hand: Sequence[int], sf_settings: list[Setting]) -> Ruled:
    """Rule 7c: with a straight flush, first take the best setting (by front,
    then back) that keeps a straight flush behind (``straight-flush``).  Give it
    up for rule 7b's setting only when 7b's front is strictly better and is
    jack-high or better (a pair counts as better); when the best straight flush
    available is a royal flush, the bar is king-high or better
    (``straight-flush-broken``; 7b's back is then a straight or a flush, never
    a straight flush, or its front would not beat the straight flush's)."""
    sf_best = _best_setting(sf_settings)
    assert sf_best is not None
    royal_available = any(paigow_high_key(s[0]) == (STRAIGHT_FLUSH, 13) for s in sf_settings)
    other = _rule7b_keep_straight_or_flush(hand)
    other_front = paigow_low_key(other[1])
    if other_front > paigow_low_key(sf_best[1]) and _meets_7c_bar(other_front, royal_available):
        return other, "straight-flush-broken"
    return sf_best, "straight-flush"


def _rule8_three_of_a_kind(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 8, three of a kind: trips behind, the two highest singles in front
    (``trips``).  Three aces are split: a pair of aces and the three lowest
    singles behind, an ace and the highest single in front (``trip-aces``)."""
    trips = _ranks_with(counts, 3)[0]
    singles = _ranks_with(counts, 1)
    if trips == ACE:
        return _with_front_ranks(hand, [ACE, singles[0]]), "trip-aces"
    return _with_front_ranks(hand, singles[:2]), "trips"


def _rule9_two_pairs(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 9, two pairs (H higher, L lower).  Split - H and the three singles
    behind, L in front - when (iii) H is aces (``two-pairs-aces``), or (i) H is
    sevens or better and there is no single ace (``two-pairs-split``), or (ii)
    H is jacks or better, L sixes or better and there is a single ace
    (``two-pairs-split-ace``).  Otherwise both pairs and the lowest single
    behind, the two highest singles in front (``two-pairs-together``).

    (iii) is checked first: a hand with a pair of aces never holds a single ace,
    so it always meets (i) too, and (iii)'s id would otherwise be unreachable.
    The setting is the same either way."""
    high_pair, low_pair = _ranks_with(counts, 2)
    singles = _ranks_with(counts, 1)
    single_ace = counts.get(ACE, 0) == 1
    if high_pair == ACE:  # (iii)
        name = "two-pairs-aces"
    elif high_pair >= SEVEN and not single_ace:  # (i)
        name = "two-pairs-split"
    elif high_pair >= JACK and low_pair >= SIX and single_ace:  # (ii)
        name = "two-pairs-split-ace"
    else:
        return _with_front_ranks(hand, singles[:2]), "two-pairs-together"
    return _with_front_ranks(hand, [low_pair, low_pair]), name


def _rule10_one_pair(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 10, one pair: the pair and the three lowest singles behind, the two
    highest singles in front (``one-pair``)."""
    singles = _ranks_with(counts, 1)
    return _with_front_ranks(hand, singles[:2]), "one-pair"


def _rule11_no_pair(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 11, no pair: the highest card and the four lowest behind, the second
    and third highest in front (``no-pair``)."""
    ranks = _ranks_with(counts, 1)
    return _with_front_ranks(hand, ranks[1:3]), "no-pair"


def _check_legal(hand: Sequence[int], ruled: Ruled) -> Ruled:
    """Return ``ruled`` after asserting that its setting is legal (no house way fouls)."""
    setting, rule = ruled
    if not is_legal(*setting):
        raise AssertionError(
            f"house way produced a foul for {fmt(hand)} by rule {rule}: {_describe(setting)}"
        )
    return ruled


def golden_nugget(hand7: Iterable[int]) -> Ruled:
    """The Golden Nugget house way with the rule that decided: ``(setting, rule id)``.

    Patterns are read with the joker as an ace and checked in the order of the
    rules (docs/house-ways/golden-nugget.md, rules 1-11); the first that applies
    decides.  The joker is wild only in rule 7 (for straights and flushes,
    through :func:`paigow_high_key`).  The rule id is one of
    :data:`GOLDEN_NUGGET_RULES`; see the module docstring for the decisions.
    """
    hand = _validate(hand7, (7,), "Pai Gow hand", 53)
    counts = _rank_counts(hand)
    shape = _shape(counts)

    if shape[0] == 5:  # rule 1
        ruled = _rule1_five_aces(hand, counts)
    elif shape[0] == 4:  # rule 2
        ruled = _rule2_four_of_a_kind(hand, counts)
    elif shape == (3, 3, 1):  # rule 3
        ruled = _rule3_two_trips(hand, counts)
    elif shape == (3, 2, 2):  # rule 4
        ruled = _rule4_trips_and_two_pairs(hand, counts)
    elif shape == (3, 2, 1, 1):  # rule 5
        ruled = _rule5_full_house(hand, counts)
    elif shape == (2, 2, 2, 1):  # rule 6
        ruled = _rule6_three_pairs(hand, counts)
    elif sf_or_flush := _straight_or_flush_settings(hand):  # rule 7
        sf_settings = [s for s in sf_or_flush if paigow_high_key(s[0])[0] == STRAIGHT_FLUSH]
        if _rule7a_two_pair_override(counts):  # 7a: rule 9 and its ids
            ruled = _rule9_two_pairs(hand, counts)
        elif sf_settings:  # 7c
            ruled = _rule7c_straight_flush(hand, sf_settings)
        else:  # 7b
            ruled = _rule7b_keep_straight_or_flush(hand), "straight-or-flush"
    elif shape == (3, 1, 1, 1, 1):  # rule 8
        ruled = _rule8_three_of_a_kind(hand, counts)
    elif shape == (2, 2, 1, 1, 1):  # rule 9
        ruled = _rule9_two_pairs(hand, counts)
    elif shape == (2, 1, 1, 1, 1, 1):  # rule 10
        ruled = _rule10_one_pair(hand, counts)
    else:  # rule 11
        assert shape == (1,) * 7
        ruled = _rule11_no_pair(hand, counts)
    return _check_legal(hand, ruled)


def house_way(hand7: Iterable[int]) -> Setting:
    """The Golden Nugget house way (docs/house-ways/golden-nugget.md): seven
    cards -> one legal setting ``(high5, low2)``.  See :func:`golden_nugget`."""
    return golden_nugget(hand7)[0]


def house_way_rule(hand7: Iterable[int]) -> str:
    """The id of the Golden Nugget rule that sets ``hand7`` (one of
    :data:`GOLDEN_NUGGET_RULES`).  See :func:`golden_nugget`."""
    return golden_nugget(hand7)[1]


# ---------------------------------------------------------------------------
# Settlement (docs/rules.md, "Settlement")
# ---------------------------------------------------------------------------


def _describe(setting: Setting) -> str:
    return f"{fmt(setting[0])} / {fmt(setting[1])}"


def _checked_setting(setting: object, who: str) -> Setting:
    try:
        high, low = setting  # type: ignore[misc]
    except (TypeError, ValueError):
        raise ValueError(f"{who} setting must be a (high5, low2) pair, got {setting!r}") from None
    high = _validate(high, (5,), f"{who} five-card hand", 53)
    low = _validate(low, (2,), f"{who} two-card hand", 53)
    _validate(high + low, (7,), f"{who} setting", 53)
    if not is_legal(high, low):
        raise ValueError(
            f"{who} setting is fouled (illegal): the five-card hand {fmt(high)} "
            f"ranks below the two-card hand {fmt(low)}"
        )
    return high, low


def settle(player: Setting, dealer: Setting, commission: float = 0.05) -> tuple[str, float]:
    """Settle one round (docs/rules.md, "Settlement"): ``(result, payout)`` per unit staked.

    Each player hand is compared with the dealer's hand of the same size and
    wins only when strictly higher: a copy (equal value) goes to the dealer.
    Both win: ``("win", 1 - commission)``; both lose (two copies included):
    ``("loss", -1.0)``; one each: ``("push", 0.0)``.  A fouled setting, the
    player's or the dealer's, raises ValueError naming the hand; it is never
    settled.  The two settings are not checked against each other for shared
    cards.  ``commission`` must lie in [0, 1].
    """
    if not (isinstance(commission, (int, float)) and math.isfinite(commission)):
        raise ValueError(f"commission must be a finite number, got {commission!r}")
    if not 0.0 <= commission <= 1.0:
        raise ValueError(f"commission must lie in [0, 1], got {commission!r}")
    p_high, p_low = _checked_setting(player, "player")
    d_high, d_low = _checked_setting(dealer, "dealer")
    wins_high = paigow_high_key(p_high) > paigow_high_key(d_high)
    wins_low = paigow_low_key(p_low) > paigow_low_key(d_low)
    if wins_high and wins_low:
        return ("win", 1.0 - commission)
    if not wins_high and not wins_low:
        return ("loss", -1.0)
    return ("push", 0.0)
