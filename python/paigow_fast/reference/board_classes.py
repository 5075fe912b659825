"""Board classes (docs/board-classes.md) in plain Python, written from the definitions
for clarity: the made-hand class and the draws of a hold'em or Omaha hand on a flop,
turn or river. Shares no code with the core; the tests check one against the other.

Cards are ids ``rank * 4 + suit`` (ranks 0 = deuce .. 12 = ace). ``hole`` holds 2 cards
in hold'em, 4 to 6 in Omaha (``omaha=True``: exactly two hole cards and three board
cards make every hand).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from .evaluate import FOUR_OF_A_KIND, STRAIGHT, high_key

MADE = (
    "straight flush",
    "quads",
    "full house",
    "nut flush",
    "flush",
    "straight",
    "set",
    "trips",
    "two pair",
    "overpair",
    "top pair top kicker",
    "top pair good kicker",
    "top pair weak kicker",
    "pocket pair below top pair",
    "middle pair",
    "weak pair",
    "ace high",
    "no made hand",
)
DRAWS = (
    "flush draw",
    "nut flush draw",
    "open-ended straight draw",
    "gutshot",
    "combo draw",
    "backdoor flush draw",
    "two overcards",
)
ACE = 12
_BY_CATEGORY = {8: "straight flush", 7: "quads", 6: "full house", 5: "flush", 4: "straight"}


def rank(card: int) -> int:
    return card // 4


def suit(card: int) -> int:
    return card % 4


def hands_of(hole: Sequence[int], board: Sequence[int], omaha: bool) -> list[tuple[int, ...]]:
    """Every five-card hand the player may make: hold'em any five of hole and board;
    Omaha two hole cards and three board cards."""
    if omaha:
        return [p + t for p in combinations(hole, 2) for t in combinations(board, 3)]
    return list(combinations(list(hole) + list(board), 5))


# --- flushes and straights the player holds ---------------------------------------


def player_flush(hole: Sequence[int], board: Sequence[int], omaha: bool) -> tuple | None:
    """The player's best flush, its five ranks high to low (None: none of their own).
    Hold'em: the five highest cards of a suit with five or more among hole and board,
    when one of them is a hole card. Omaha: two hole and three board cards of a suit."""
    best = None
    for s in range(4):
        if omaha:
            pairs = combinations([c for c in hole if suit(c) == s], 2)
            triples = list(combinations([c for c in board if suit(c) == s], 3))
            for five in (p + t for p in pairs for t in triples):
                ranks = tuple(sorted(map(rank, five), reverse=True))
                best = ranks if best is None or ranks > best else best
        else:
            cards = sorted((c for c in [*hole, *board] if suit(c) == s), key=rank, reverse=True)
            if len(cards) >= 5 and any(c in hole for c in cards[:5]):
                best = tuple(rank(c) for c in cards[:5])
    return best


def _straight_high(ranks: set[int]) -> int | None:
    """The top rank of the highest straight of five ranks in a row (the wheel's top is
    the five, rank 3)."""
    for top in range(12, 3, -1):
        if all(r in ranks for r in range(top - 4, top + 1)):
            return top
    return 3 if {12, 0, 1, 2, 3} <= ranks else None


def _straight_ranks(top: int) -> set[int]:
    return {12, 0, 1, 2, 3} if top == 3 else set(range(top - 4, top + 1))


def player_straight(hole: Sequence[int], board: Sequence[int], omaha: bool) -> bool:
    """Whether the player holds a straight of their own. Hold'em: the highest straight
    of hole and board is not made of board ranks alone. Omaha: two hole cards of
    different ranks and three board cards make one."""
    if omaha:
        for pair in combinations(hole, 2):
            for triple in combinations(board, 3):
                ranks = {rank(c) for c in pair + triple}
                if len(ranks) == 5 and _straight_high(ranks) is not None:
                    return True
        return False
    top = _straight_high({rank(c) for c in [*hole, *board]})
    return top is not None and not _straight_ranks(top) <= {rank(c) for c in board}


def is_nut_flush(hole: Sequence[int], board: Sequence[int], omaha: bool) -> bool:
    """Whether the player's flush is at least as high as the flush of any two cards
    left (off the board and out of the hand) under the game's rule. A rival's cards of
    other suits do not matter: one card off the suit stands for them all."""
    mine = player_flush(hole, board, omaha)
    if mine is None:
        return False
    s = next(s for s in range(4) if sum(suit(c) == s for c in board) >= 3)
    left = [c for c in range(52) if c not in hole and c not in board]
    suited = [c for c in left if suit(c) == s]
    other = [c for c in left if suit(c) != s][:1]
    for rival in combinations(suited + other, 2):
        theirs = player_flush(rival, board, omaha) if omaha else _any_flush([*rival, *board])
        if theirs is not None and theirs > mine:
            return False
    return True


def _any_flush(cards: list[int]) -> tuple | None:
    """The best flush among any five of the cards (a hold'em rival's, the board's own
    counted)."""
    best = None
    for five in combinations(cards, 5):
        if len({suit(c) for c in five}) == 1:
            ranks = tuple(sorted(map(rank, five), reverse=True))
            best = ranks if best is None or ranks > best else best
    return best


# --- the made class ---------------------------------------------------------------


def made_class(hole: Sequence[int], board: Sequence[int], omaha: bool) -> str:
    """The made-hand class of the hand (docs/board-classes.md)."""
    best = max(high_key(five) for five in hands_of(hole, board, omaha))
    category = best[0]
    if category >= STRAIGHT:
        board_ranks = Counter(rank(c) for c in board)
        if omaha:
            plays = True
        elif category == FOUR_OF_A_KIND:
            plays = 4 not in board_ranks.values()
        else:
            plays = len(board) < 5 or best > high_key(board)
        if plays:
            name = _BY_CATEGORY[category]
            if name == "flush" and is_nut_flush(hole, board, omaha):
                return "nut flush"
            return name
    classes = [pair_class(a, b, board) for a, b in combinations(hole, 2)]
    return min(classes, key=MADE.index)


def pair_class(a: int, b: int, board: Sequence[int]) -> str:
    """The class of two hole cards by the pairs they make with the board."""
    count = Counter(rank(c) for c in board)
    distinct = sorted(count, reverse=True)
    ra, rb = rank(a), rank(b)
    if ra == rb:
        if count[ra]:
            return "set"
        if ra > distinct[0]:
            return "overpair"
        if ra > distinct[-1]:
            return "pocket pair below top pair"
        return "weak pair"
    if count[ra] >= 2 or count[rb] >= 2:
        return "trips"
    if count[ra] and count[rb]:
        return "two pair"
    if count[ra] or count[rb]:
        paired, kicker = (ra, rb) if count[ra] else (rb, ra)
        if paired == distinct[0]:
            better = len([r for r in range(kicker + 1, 13) if not count[r]])
            if better == 0:
                return "top pair top kicker"
            return "top pair good kicker" if better <= 2 else "top pair weak kicker"
        if len(distinct) >= 3 and paired == distinct[1]:
            return "middle pair"
        return "weak pair"
    return "ace high" if ACE in (ra, rb) else "no made hand"


# --- the draws --------------------------------------------------------------------


def draws(hole: Sequence[int], board: Sequence[int], omaha: bool) -> set[str]:
    """The draws of the hand (none on the river)."""
    if len(board) >= 5:
        return set()
    out: set[str] = set()
    to_come = [c for c in range(52) if c not in hole and c not in board]
    if player_flush(hole, board, omaha) is None:
        outs = [c for c in to_come if player_flush(hole, [*board, c], omaha) is not None]
        if outs:
            out.add("flush draw")
            if all(is_nut_flush(hole, [*board, c], omaha) for c in outs):
                out.add("nut flush draw")
        elif len(board) == 3 and any(
            player_flush(hole, [*board, c, d], omaha) is not None
            for c, d in combinations(to_come, 2)
            if suit(c) == suit(d)
        ):
            out.add("backdoor flush draw")
    if not player_straight(hole, board, omaha):
        ranks = {rank(c) for c in to_come if player_straight(hole, [*board, c], omaha)}
        if len(ranks) >= 2:
            out.add("open-ended straight draw")
        elif len(ranks) == 1:
            out.add("gutshot")
    if "flush draw" in out and out & {"open-ended straight draw", "gutshot"}:
        out.add("combo draw")
    top = max(rank(c) for c in board)
    if made_class(hole, board, omaha) in ("ace high", "no made hand") and any(
        rank(a) != rank(b) and min(rank(a), rank(b)) > top for a, b in combinations(hole, 2)
    ):
        out.add("two overcards")
    return out


def classify(
    hole: Sequence[int], board: Sequence[int], omaha: bool = False
) -> tuple[str, set[str]]:
    """(made class, draws) of a hand on a board."""
    return made_class(hole, board, omaha), draws(hole, board, omaha)
