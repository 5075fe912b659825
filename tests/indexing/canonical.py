"""An independent canonical form of hands dealt in rounds, by every renaming of the
suits (numpy; no code shared with the core): what the hand-indexing tests check
`pg.hand_index` against, and what its benchmark times as the peer one would write
without an indexer."""

from __future__ import annotations

from itertools import permutations

import numpy as np

PERMUTATIONS = np.array(list(permutations(range(4))), dtype=np.uint8)  # (24, 4)


def renamed(cards: np.ndarray, perm: np.ndarray) -> np.ndarray:
    """The cards with suit s renamed perm[s]."""
    return (cards & ~np.uint8(3)) | perm[cards & 3]


def canonical_masks(hands: np.ndarray, rounds: list[int]) -> np.ndarray:
    """An independent canonical form: for every renaming of the suits, each round's
    card set as a 52-bit mask; the lexicographically least tuple of masks over the 24
    renamings (one column a round)."""
    bits = np.uint64(1) << np.arange(52, dtype=np.uint64)
    best = None
    for perm in PERMUTATIONS:
        r = renamed(hands, perm)
        masks, start = [], 0
        for n in rounds:
            masks.append(np.bitwise_or.reduce(bits[r[:, start : start + n]], axis=1))
            start += n
        key = np.stack(masks, axis=1)
        if best is None:
            best = key
        else:
            # Row-wise lexicographic minimum.
            less = np.zeros(len(key), bool)
            decided = np.zeros(len(key), bool)
            for c in range(key.shape[1]):
                less |= ~decided & (key[:, c] < best[:, c])
                decided |= key[:, c] != best[:, c]
            best = np.where(less[:, None], key, best)
    assert best is not None
    return best
