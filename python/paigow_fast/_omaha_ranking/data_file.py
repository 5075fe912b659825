"""The Omaha ranking's data file (docs/equity.md, "Omaha ranges").

The file is ``MAGIC``, the number of classes (u32), the 16,432 classes of
``pg.hand_index(cards, [4])`` best first (u16 each), then each one's equity against a
random hand in parts per billion (u32 each, in the same order); little endian. The
same ranking gives the same bytes, so the file's SHA-256 pins it. The core reads the
ranking once it is registered (``load``, called when the package is imported).
"""

from __future__ import annotations

import warnings

import numpy as np

from .. import _core, _shipped

#: The first bytes of the file: its format and version.
MAGIC = b"PGOMTOP1"
#: The classes of 4-card hands (``pg.hand_index_size([4])``).
CLASSES = 16_432
#: The shipped file, in the package's data folder.
NAME = "omaha-top.bin"
#: The SHA-256 of the shipped file (``python -m paigow_fast._omaha_ranking.build --check``).
DIGEST = "fa5c07f637aa179144137b7fa5ec3e4eb100adcf8a61176dea09d2ac09196c23"


def encode(order: np.ndarray, equities: np.ndarray) -> bytes:
    """The file's bytes: `order` the classes best first, `equities` their equities
    (floats in [0, 1], in the same order)."""
    order = np.asarray(order, dtype=np.int64)
    if sorted(order.tolist()) != list(range(CLASSES)):
        raise _core.ArgumentError(f"the ranking lists each of the {CLASSES} classes once")
    ppb = np.rint(np.asarray(equities, dtype=np.float64) * 1e9).astype("<u4")
    head = MAGIC + np.uint32(CLASSES).astype("<u4").tobytes()
    return head + order.astype("<u2").tobytes() + ppb.tobytes()


def decode(data: bytes) -> tuple[np.ndarray, np.ndarray]:
    """The classes best first and their equities (floats) of a file's bytes."""
    size = len(MAGIC) + 4 + 6 * CLASSES
    if not data.startswith(MAGIC) or len(data) != size:
        raise _core.ArgumentError(f"not an Omaha ranking file: {size} bytes starting {MAGIC!r}")
    start = len(MAGIC) + 4
    order = np.frombuffer(data, dtype="<u2", count=CLASSES, offset=start)
    ppb = np.frombuffer(data, dtype="<u4", count=CLASSES, offset=start + 2 * CLASSES)
    return order.astype(np.int64), ppb / 1e9


def shipped_bytes() -> bytes:
    """The bytes of the file shipped in the package."""
    return _shipped.shipped(NAME)


def checked(data: bytes) -> bytes:
    """`data`, once its SHA-256 is ``DIGEST`` (a changed file never counts)."""
    return _shipped.checked(data, NAME, DIGEST)


def load() -> None:
    """Registers the shipped ranking in the core, its digest checked. A missing or
    damaged file is not registered: a warning says so, and ranges' shares (``15%``)
    raise an ``ArgumentError``; everything else works."""
    try:
        data = checked(shipped_bytes())
    except (OSError, _core.Error) as error:
        warnings.warn(f"{error}; Omaha ranges' shares (15%) are unavailable", stacklevel=2)
        return
    _core.register_omaha_ranking(data)
