"""The Omaha ranking's data file (docs/equity.md, "Omaha ranges").

A file ranks the hands of one hole size (4, 5 or 6 cards): ``MAGIC``, the number of
classes (u32), the classes of ``pg.hand_index(cards, [hole])`` best first (u16 each
where the count fits in 16 bits, as the 16,432 of four cards do, else u32), then each
one's equity against a random hand in parts per billion (u32 each, in the same order);
little endian. The
same ranking gives the same bytes, so the file's SHA-256 pins it. The core reads the
ranking once it is registered (``load``, called when the package is imported).
"""

from __future__ import annotations

import warnings

import numpy as np

from .. import _core, _shipped

#: The first bytes of the file: its format and version.
MAGIC = b"PGOMTOP1"
#: The classes of each hole size's hands (``pg.hand_index_size([hole])``).
CLASSES_OF = {4: 16_432, 5: 134_459, 6: 962_988}
#: Each hole size's file, in the package's data folder.
NAMES = {4: "omaha-top.bin", 5: "omaha-5-top.bin", 6: "omaha-6-top.bin"}
#: The SHA-256 of each shipped file (``python -m paigow_fast._omaha_ranking.build
#: --check [--cards N]``); a hole size without one ships no ranking.
DIGESTS = {
    4: "fa5c07f637aa179144137b7fa5ec3e4eb100adcf8a61176dea09d2ac09196c23",
    5: "c245593cfa1160e5dd0f8eac660391dfd7a52fa4e50629d6f0d1e26a5e89ba26",
    6: "20b2b572cb41ec26bc5645c1b50d8359f3dba5c3c368cd01d039b299dd0599fa",
}
#: The 4-card file's figures.
CLASSES, NAME, DIGEST = CLASSES_OF[4], NAMES[4], DIGESTS[4]


def _width(hole: int) -> str:
    """The numpy type of a file's class entries."""
    return "<u2" if CLASSES_OF[hole] <= 1 << 16 else "<u4"


def encode(order: np.ndarray, equities: np.ndarray, hole: int = 4) -> bytes:
    """The file's bytes: `order` the classes best first, `equities` their equities
    (floats in [0, 1], in the same order)."""
    classes = CLASSES_OF[hole]
    order = np.asarray(order, dtype=np.int64)
    if len(order) != classes or not np.array_equal(np.sort(order), np.arange(classes)):
        raise _core.ArgumentError(f"the ranking lists each of the {classes} classes once")
    ppb = np.rint(np.asarray(equities, dtype=np.float64) * 1e9).astype("<u4")
    head = MAGIC + np.uint32(classes).astype("<u4").tobytes()
    return head + order.astype(_width(hole)).tobytes() + ppb.tobytes()


def decode(data: bytes, hole: int = 4) -> tuple[np.ndarray, np.ndarray]:
    """The classes best first and their equities (floats) of a file's bytes."""
    classes, width = CLASSES_OF[hole], np.dtype(_width(hole)).itemsize
    size = len(MAGIC) + 4 + (width + 4) * classes
    if not data.startswith(MAGIC) or len(data) != size:
        raise _core.ArgumentError(f"not an Omaha ranking file: {size} bytes starting {MAGIC!r}")
    start = len(MAGIC) + 4
    order = np.frombuffer(data, dtype=_width(hole), count=classes, offset=start)
    ppb = np.frombuffer(data, dtype="<u4", count=classes, offset=start + width * classes)
    return order.astype(np.int64), ppb / 1e9


def shipped_bytes(hole: int = 4) -> bytes:
    """The bytes of the file shipped in the package."""
    return _shipped.shipped(NAMES[hole])


def checked(data: bytes, hole: int = 4) -> bytes:
    """`data`, once its SHA-256 is the pinned one (a changed file never counts)."""
    return _shipped.checked(data, NAMES[hole], DIGESTS[hole])


def load() -> None:
    """Registers each shipped ranking in the core, its digest checked. A missing or
    damaged file is not registered: a warning says so, and that hole size's shares
    (``15%``) raise an ``ArgumentError``; everything else works."""
    for hole in DIGESTS:
        try:
            data = checked(shipped_bytes(hole), hole)
        except (OSError, _core.Error) as error:
            warnings.warn(
                f"{error}; {hole}-card Omaha ranges' shares (15%) are unavailable", stacklevel=2
            )
            continue
        _core.register_omaha_ranking(data)
