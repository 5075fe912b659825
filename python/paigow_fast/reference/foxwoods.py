"""The Foxwoods house way - the reference.

Written rule by rule from the Foxwoods way as the project documents it
(docs/house-ways/foxwoods.md, cited as "rule n"), with the same pattern
helpers as the Golden Nugget way (:mod:`.patterns`).  A setting is
``(high5, low2)``; every function here returns ``(setting, rule id)``, the id
being one of :data:`FOXWOODS_RULES` (a stable interface shared with the Rust
core: each hand is set by exactly one of them).

Reading the hand (docs/house-ways/foxwoods.md):

* Patterns are read with the joker as an ace ("a single ace" = exactly one
  ace, the joker counted), except where the joker completes a straight or a
  flush behind (through :func:`paigow_high_key`).
* Order of checks: five aces (rule 10), four of a kind (9), full house,
  including trips with two pairs (8), two trips (6), three pairs (4); then,
  for the no pair, one pair and three of a kind patterns, a straight, flush or
  straight flush (7); then three of a kind (5), two pairs (3), one pair (2),
  no pair (1).  Rules 4, 6 and 8-10 thus take precedence over rule 7, and a
  two-pair hand is set by rule 3 whatever straight or flush it holds (rule 7
  says so for two pairs; it does not list three pairs or two trips at all).
* A rule names the front by ranks.  Where several physical cards fit (which
  suit of a rank, the joker or a real ace), the strongest back is kept; equal
  fronts are decided by the stronger back (:func:`_with_front_ranks`).

The decisions of docs/house-ways/foxwoods.md ("Decisions") are followed
throughout.  Those that fix a setting the rules' text leaves open (each also
noted at its function):

* Rule 9, sixes and below "never split": the two highest of the three other
  cards in front, the four and the lowest other card behind (decision 11).
* Rule 9 with trips beside the four: a pair of the trips in front, their
  third card behind with the four (decision 9).
* Rule 8 with trips and two pairs: the higher of the two pairs in front, even
  when a pair from higher trips could legally go there (A-A-A-K-K-2-2 plays
  K-K, not A-A, in front) (decision 8).
* Rule 7 with trips: when no setting has both a pair of the trips in front
  and a straight or flush behind, rule 5 sets the hand (decision 6).
* Rule 10 with a pair other than kings beside the five aces: two aces in
  front, three aces and the pair behind (a full house).  Taken here: the rule
  names kings only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import ACE
from .evaluate import paigow_low_key
from .paigow import Setting
from .patterns import (
    JACK,
    KING,
    SEVEN,
    SIX,
    TEN,
    Ruled,
    _best_setting,
    _check_legal,
    _ranks_with,
    _read_hand,
    _straight_or_flush_settings,
    _trips_one_pair_or_no_pair,
    _with_front_ranks,
)

#: Every rule id of the Foxwoods way, in the order of its rules.
FOXWOODS_RULES: tuple[str, ...] = (
    "no-pair",
    "one-pair",
    "two-pairs-high",
    "two-pairs-mid-ace",
    "two-pairs-mid-split",
    "two-pairs-low-ace-king",
    "two-pairs-low-split",
    "three-pairs",
    "trip-aces",
    "trips",
    "two-trips",
    "straight-or-flush",
    "straight-or-flush-pair",
    "pair-and-ace-over-straight",
    "straight-or-flush-trips",
    "full-house",
    "full-house-two-pairs",
    "quads-with-pair",
    "quads-high",
    "quads-mid-keep",
    "quads-mid-split",
    "quads-low",
    "five-aces",
    "five-aces-kings",
)

QUEEN = 10  # rank index (2=0 ... A=12), beside those of .patterns

# The pairs for which rule 7's one-pair exception plays a single ace in front.
_EXCEPTION_PAIRS = frozenset({TEN, JACK, QUEEN, KING})


def _rule3_two_pairs(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 3, two pairs (H the higher pair, L the lower).

    Split = L in front, H and the three singles behind.  Together = both pairs
    and the lowest single behind, the two highest singles in front.

    * H is aces, kings, queens or jacks: split (``two-pairs-high``).
    * H is tens down to sevens: together when there is a single ace, the ace
      and the highest other single then going in front
      (``two-pairs-mid-ace``); otherwise split (``two-pairs-mid-split``).
    * H is sixes down to threes: together when there is a single king or ace,
      the highest single and the next then going in front
      (``two-pairs-low-ace-king``); otherwise split (``two-pairs-low-split``).

    A straight or flush in the hand is ignored (rule 7, two pairs).
    """
    high_pair, low_pair = _ranks_with(counts, 2)
    singles = _ranks_with(counts, 1)
    if high_pair >= JACK:
        return _with_front_ranks(hand, [low_pair, low_pair]), "two-pairs-high"
    if high_pair >= SEVEN:
        if counts.get(ACE, 0) == 1:  # the ace is then the highest single
            return _with_front_ranks(hand, singles[:2]), "two-pairs-mid-ace"
        return _with_front_ranks(hand, [low_pair, low_pair]), "two-pairs-mid-split"
    if singles[0] >= KING:  # H is 6 or lower, so a king or an ace is a single
        return _with_front_ranks(hand, singles[:2]), "two-pairs-low-ace-king"
    return _with_front_ranks(hand, [low_pair, low_pair]), "two-pairs-low-split"


def _rule4_three_pairs(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 4, three pairs: the highest pair in front, the other two pairs and
    the single behind (``three-pairs``)."""
    highest = _ranks_with(counts, 2)[0]
    return _with_front_ranks(hand, [highest, highest]), "three-pairs"


def _rule6_two_trips(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 6, two threes of a kind: a pair from the higher trips in front, the
    lower trips, the third card and the single behind (``two-trips``)."""
    higher = _ranks_with(counts, 3)[0]
    return _with_front_ranks(hand, [higher, higher]), "two-trips"


def _rule7_straight_or_flush(
    hand: Sequence[int], counts: dict[int, int], shape: tuple[int, ...]
) -> Ruled | None:
    """Rule 7, a straight, flush or straight flush behind (five of the seven
    cards, the joker completing one where it can), for the no pair, one pair
    and three of a kind patterns.  None when the hand holds none, or when the
    trips case below finds no setting: the hand is then set by its pattern's
    own rule.

    * No pair: the highest two-card front that leaves a straight, flush or
      straight flush behind, equal fronts decided by the stronger back
      (``straight-or-flush``).
    * One pair: the same, the front a pair or not
      (``straight-or-flush-pair``).  **Exception**: with a single ace and a
      pair of kings, queens, jacks or tens, the ace and the highest other
      single go in front, the pair and the three others behind, when the
      best front that keeps a straight or flush behind holds no ace and is
      not a pair: the front "can be improved" by the ace
      (``pair-and-ace-over-straight``; **reading**: an ace already in that
      front keeps the straight or flush, even beside a lower card).  The joker
      as the single ace is played in front as the ace.
    * Three of a kind: among the settings with a pair of the trips' rank in
      front and a straight, flush or straight flush behind, the best back
      (``straight-or-flush-trips``).  If there is none - only possible when
      the trips are aces with the joker and the straight or flush needs two
      of them - rule 5 sets the hand.
    """
    candidates = _straight_or_flush_settings(hand)
    if not candidates:
        return None
    if shape == (3, 1, 1, 1, 1):
        trips = _ranks_with(counts, 3)[0]
        # a pair of the trips' rank in front: its key is (1, trips)
        fitting = [s for s in candidates if paigow_low_key(s[1]) == (1, trips)]
        best = _best_setting(fitting)  # equal fronts: the best back
        if best is None:
            return None
        return best, "straight-or-flush-trips"
    best = _best_setting(candidates)
    assert best is not None
    if shape == (1,) * 7:
        return best, "straight-or-flush"
    assert shape == (2, 1, 1, 1, 1, 1)
    pair = _ranks_with(counts, 2)[0]
    singles = _ranks_with(counts, 1)
    if pair in _EXCEPTION_PAIRS and counts.get(ACE, 0) == 1:
        front = paigow_low_key(best[1])
        if front[0] == 0 and front[1] != ACE:  # neither a pair nor ace-high: improvable
            return _with_front_ranks(hand, [ACE, singles[1]]), "pair-and-ace-over-straight"
    return best, "straight-or-flush-pair"


def _rule8_full_house(hand: Sequence[int], counts: dict[int, int], shape: tuple[int, ...]) -> Ruled:
    """Rule 8, full house: split, the trips behind.

    * Trips, a pair and two singles: the pair in front, the trips and the
      singles behind (``full-house``).  (A pair from the trips could go in
      front legally only if the trips were lower than the pair.)
    * Trips and two pairs: the higher of the two pairs in front, the trips and
      the lower pair behind (``full-house-two-pairs``).  **Decision**: this is
      so even when a pair from higher trips could legally go in front (with
      A-A-A-K-K-2-2, K-K goes in front, not A-A with A-K-K-2-2 behind).

    Takes precedence over rule 7: a straight or flush in the hand is ignored.
    """
    higher_pair = _ranks_with(counts, 2)[0]
    name = "full-house" if shape == (3, 2, 1, 1) else "full-house-two-pairs"
    return _with_front_ranks(hand, [higher_pair, higher_pair]), name


def _rule9_four_of_a_kind(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 9, four of a kind (the joker may be one of four aces).

    Keep = the four behind, two of the three other cards in front.  Split = a
    pair from the four in front, the other pair and the three others behind.

    * Aces, kings, queens, jacks: always split (``quads-high``), even with a
      pair or trips beside (**reading**: "always").
    * Tens and below with a pair or trips beside: keep, that pair in front
      (``quads-with-pair``).  **Decision**: with trips beside, a pair of them
      in front and their third card behind with the four.
    * Tens down to sevens: keep when one of the three others is a king or an
      ace (the joker counting as an ace), the two highest others then going in
      front (``quads-mid-keep``); otherwise split (``quads-mid-split``).
    * Sixes and below: never split (``quads-low``).  **Decision**: the two
      highest of the three others in front, the lowest behind with the four.

    Takes precedence over rule 7: a straight or flush in the hand is ignored.
    """
    quad = _ranks_with(counts, 4)[0]
    if quad >= JACK:
        return _with_front_ranks(hand, [quad, quad]), "quads-high"
    beside = [r for r, k in counts.items() if k in (2, 3)]
    if beside:
        return _with_front_ranks(hand, [beside[0], beside[0]]), "quads-with-pair"
    others = _ranks_with(counts, 1)  # the three other cards, all singles here
    if quad >= SEVEN:
        if others[0] >= KING:
            return _with_front_ranks(hand, others[:2]), "quads-mid-keep"
        return _with_front_ranks(hand, [quad, quad]), "quads-mid-split"
    assert quad <= SIX
    return _with_front_ranks(hand, others[:2]), "quads-low"


def _rule10_five_aces(hand: Sequence[int], counts: dict[int, int]) -> Ruled:
    """Rule 10, five aces (four aces and the joker): a pair of aces in front,
    three aces and the other two cards behind (``five-aces``); unless the
    other two cards are a pair of kings: then K-K in front, the five aces
    behind (``five-aces-kings``).  **Decision**: with a pair other than kings
    beside, two aces still go in front (a full house of aces behind)."""
    if counts.get(KING, 0) == 2:
        return _with_front_ranks(hand, [KING, KING]), "five-aces-kings"
    return _with_front_ranks(hand, [ACE, ACE]), "five-aces"


def foxwoods(hand7: Iterable[int]) -> Ruled:
    """The Foxwoods house way with the rule that decided: ``(setting, rule id)``.

    Seven cards -> one legal setting ``(high5, low2)`` (asserted) and the id of
    the rule that set it, one of :data:`FOXWOODS_RULES`.  The rules are
    checked in the order given in the module docstring.
    """
    hand, counts, shape = _read_hand(hand7)

    ruled: Ruled | None
    if shape[0] == 5:  # rule 10
        ruled = _rule10_five_aces(hand, counts)
    elif shape[0] == 4:  # rule 9
        ruled = _rule9_four_of_a_kind(hand, counts)
    elif shape in ((3, 2, 1, 1), (3, 2, 2)):  # rule 8
        ruled = _rule8_full_house(hand, counts, shape)
    elif shape == (3, 3, 1):  # rule 6
        ruled = _rule6_two_trips(hand, counts)
    elif shape == (2, 2, 2, 1):  # rule 4
        ruled = _rule4_three_pairs(hand, counts)
    elif shape == (2, 2, 1, 1, 1):  # rule 3 (rule 7 sends two pairs here too)
        ruled = _rule3_two_pairs(hand, counts)
    elif (ruled := _rule7_straight_or_flush(hand, counts, shape)) is not None:  # rule 7
        pass
    else:  # rules 5, 2 and 1: three of a kind, one pair, no pair
        ruled = _trips_one_pair_or_no_pair(hand, counts, shape)
    return _check_legal(hand, ruled)


def house_way(hand7: Iterable[int]) -> Setting:
    """The Foxwoods house way (docs/house-ways/foxwoods.md): seven cards -> one
    legal setting ``(high5, low2)``.  See :func:`foxwoods`."""
    return foxwoods(hand7)[0]


def house_way_rule(hand7: Iterable[int]) -> str:
    """The id of the Foxwoods rule that sets ``hand7`` (one of
    :data:`FOXWOODS_RULES`).  See :func:`foxwoods`."""
    return foxwoods(hand7)[1]
