"""The preflop atlas's data file: the exact counts of every hold'em starting-hand
class against every other, heads-up, as integers (docs/preflop.md).

The file is ``HEADER`` then, for each pair of classes ``(a, b)`` with ``a <= b`` in
the grid's order (169 classes row by row: ``AA``, ``AKs``, ... ``22``), the deals
class ``a`` wins, splits and loses against class ``b`` (a combo of each sharing no
card, and a board of five), three unsigned 32-bit little-endian integers. Class ``b``
against class ``a`` is the same triple reversed. Nothing else: the same counts give
the same bytes, so the file's SHA-256 pins it.
"""

from __future__ import annotations

import numpy as np

from .. import _core, _shipped

#: The first bytes of the file: its format and version.
HEADER = b"paigow-atlas-v1\n"
#: Starting-hand classes (the grid's cells).
CLASSES = 169
#: Pairs of classes `(a, b)`, `a <= b`, in the file's order.
PAIRS = [(a, b) for a in range(CLASSES) for b in range(a, CLASSES)]
#: The shipped file, in the package's data folder.
NAME = "preflop-holdem.bin"
#: The SHA-256 of the shipped file (`python -m paigow_fast._atlas.build --check`).
DIGEST = "78edc78d61a3f98c1183cce5a85f51c0763186e83685d37c4caa919a1f2fa165"


def encode(counts: list[tuple[int, int, int]]) -> bytes:
    """The file's bytes of the counts of ``PAIRS``, in order."""
    if len(counts) != len(PAIRS):
        raise _core.ArgumentError(f"the atlas holds {len(PAIRS)} pairs, got {len(counts)}")
    body = np.array(counts, dtype=np.int64)
    if body.min() < 0 or body.max() >= 2**32:
        raise _core.ArgumentError("an atlas count is outside [0, 2**32)")
    return HEADER + body.astype("<u4").tobytes()


def decode(data: bytes) -> np.ndarray:
    """The (169, 169, 3) array of (win, tie, loss) counts, class by class, of a file's
    bytes."""
    size = len(HEADER) + 12 * len(PAIRS)
    if not data.startswith(HEADER) or len(data) != size:
        raise _core.ArgumentError(
            f"not a preflop atlas file: {size} bytes starting {HEADER!r} expected"
        )
    body = np.frombuffer(data, dtype="<u4", offset=len(HEADER)).astype(np.int64)
    body = body.reshape(len(PAIRS), 3)
    counts = np.zeros((CLASSES, CLASSES, 3), dtype=np.int64)
    a, b = np.array(PAIRS).T
    counts[a, b] = body
    counts[b, a] = body[:, ::-1]
    return counts


def shipped_bytes() -> bytes:
    """The bytes of the file shipped in the package."""
    return _shipped.shipped(NAME)


def checked(data: bytes) -> bytes:
    """`data`, once its SHA-256 is ``DIGEST`` (a changed file never counts)."""
    return _shipped.checked(data, NAME, DIGEST)
