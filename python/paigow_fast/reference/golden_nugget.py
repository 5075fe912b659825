"""The Golden Nugget house way, rule by rule - the reference.

Written from docs/house-ways/golden-nugget.md (cited as "rule n"); the
pattern helpers it shares with the Foxwoods way are in :mod:`.patterns`.

Decisions this module takes where the rules leave room (each also noted at the
function concerned):

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

from collections.abc import Iterable, Sequence

from .cards import ACE
from .evaluate import (
    STRAIGHT_FLUSH,
    Key,
    paigow_high_key,
    paigow_low_key,
)
from .paigow import Setting
from .patterns import (
    JACK,
    KING,
    SEVEN,
    SIX,
    TEN,
    TWO,
    Ruled,
    _best_setting,
    _best_two,
    _check_legal,
    _pattern_rank,
    _ranks_with,
    _read_hand,
    _shape,
    _straight_or_flush_settings,
    _trips_one_pair_or_no_pair,
    _with_front_ranks,
)

# ---------------------------------------------------------------------------
# The Golden Nugget house way, rule by rule (docs/house-ways/golden-nugget.md)
#
# Each rule function returns ``(setting, rule id)``: the id names the rule (and
# the branch of it) that set the hand, one of GOLDEN_NUGGET_RULES.
# ---------------------------------------------------------------------------


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


def golden_nugget(hand7: Iterable[int]) -> Ruled:
    """The Golden Nugget house way with the rule that decided: ``(setting, rule id)``.

    Patterns are read with the joker as an ace and checked in the order of the
    rules (docs/house-ways/golden-nugget.md, rules 1-11); the first that applies
    decides.  The joker is wild only in rule 7 (for straights and flushes,
    through :func:`paigow_high_key`).  The rule id is one of
    :data:`GOLDEN_NUGGET_RULES`; see the module docstring for the decisions.
    """
    hand, counts, shape = _read_hand(hand7)

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
    elif shape == (2, 2, 1, 1, 1):  # rule 9
        ruled = _rule9_two_pairs(hand, counts)
    else:  # rules 8, 10 and 11: three of a kind, one pair, no pair
        ruled = _trips_one_pair_or_no_pair(hand, counts, shape)
    return _check_legal(hand, ruled)
