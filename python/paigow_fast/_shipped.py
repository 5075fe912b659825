"""The data files shipped in the package's ``data/`` folder (the preflop atlas, the
Omaha ranking): each pinned by its SHA-256, checked before it counts, and regenerated
bit for bit by its build command (``python -m paigow_fast.<package>.build``)."""

from __future__ import annotations

import argparse
import hashlib
from collections.abc import Callable
from importlib import resources

from . import _core


def digest(data: bytes) -> str:
    """The SHA-256 of `data`, in hex."""
    return hashlib.sha256(data).hexdigest()


def shipped(name: str) -> bytes:
    """The bytes of the data file `name` as installed."""
    return (resources.files("paigow_fast") / "data" / name).read_bytes()


def checked(data: bytes, name: str, pinned: str) -> bytes:
    """`data`, once its SHA-256 is `pinned` (a changed file never counts)."""
    found = digest(data)
    if found != pinned:
        raise _core.Error(
            f"the data file {name} is damaged (SHA-256 {found[:16]}..., pinned "
            f"{pinned[:16]}...): reinstall paigow_fast"
        )
    return data


def build_command(
    prog: str,
    name: str,
    pinned: str,
    generate: Callable[[int | None, bool], bytes],
    argv: list[str] | None = None,
) -> int:
    """The build command of data file `name`: ``OUT`` writes what `generate(threads,
    verbose)` makes, ``--check`` compares it with the installed file and `pinned`."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("out", nargs="?", help="where to write the file")
    parser.add_argument(
        "--check", action="store_true", help=f"compare with the shipped {name} and its digest"
    )
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args(argv)
    if not args.out and not args.check:
        parser.error("give OUT, --check, or both")
    data = generate(args.threads, True)
    print(f"sha256 {digest(data)}, {len(data):,} bytes")
    if args.out:
        with open(args.out, "wb") as f:
            f.write(data)
    if args.check:
        installed = shipped(name)
        same = data == installed and digest(installed) == pinned
        print("the shipped file is reproduced bit for bit" if same else "MISMATCH")
        return 0 if same else 1
    return 0
