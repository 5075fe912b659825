"""The format of the exact analysis's results: the manifest (a run's parameters and
``run``, the SHA-256 of those parameters and the format version) and the chunk records
(``{"format", "run", "chunk", "record", "digest"}``, ``digest`` the SHA-256 of the
canonical JSON of the run, chunk and counts), and the checks a record passes before it
counts: plain JSON (no key twice, integer counts only, no floats, NaN or Infinity), this
run and its file's chunk, its digest, its shape, and the engine's invariants (the
chunk's class count and player hands, known from the core without computing; each
side's wins + pushes + losses = its hands x C(46, 7); copies no more than the deals;
the rule table summing to the side's counts).
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import _core
from .._choices import HouseWay

FORMAT = 2
"""The format of the manifest and the records (1: records without run and digest)."""

MANIFEST = "manifest.json"
KIND = "paigow_fast exact analysis"
OPTIMAL_WAY_KIND = "paigow_fast optimal house way"
"""The kind of a run that also chooses the optimal house way (records of five fields)."""
KINDS = (KIND, OPTIMAL_WAY_KIND)
CHUNKS = _core.analysis_chunk_count()

DEALER_HANDS = math.comb(46, 7)
"""The dealer's hands against each player hand: C(46, 7)."""

_COUNTS = 7
"""A side's counts: hands, wins, pushes, losses, high, low and both copies."""

Counts = tuple[int, ...]
Record = tuple[int, Counts, Counts, list[tuple[Counts, Counts]]]

# The manifest's parameters (the run digest is of these and the format).
PARAMETERS = ("dealer", "player_way", "commission", "variant", "chunks")
_MANIFEST_KEYS = {"kind", "format", "version", "run", *PARAMETERS}
_RECORD_KEYS = {"format", "run", "chunk", "record", "digest"}
_MOST_BYTES = 1 << 20  # a record is about 4 KB, a manifest 300 bytes
RECORD_NAME = re.compile(r"[0-9]{5}\.json")


class _NotJSON(ValueError):
    """JSON this format does not allow."""


class Refused(ValueError):
    """A file that is not a record of the run: the check it fails."""


def canonical(data: Any) -> bytes:
    """The canonical JSON of `data`: sorted keys, no spaces, ASCII."""
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode("ascii")


def run_digest(params: dict[str, Any], kind: str = KIND) -> str:
    """The run's name: the SHA-256 of its parameters and the format version (and its
    kind, for a kind other than the plain analysis)."""
    of_kind = {} if kind == KIND else {"kind": kind}
    return hashlib.sha256(canonical({"format": FORMAT, **of_kind, **params})).hexdigest()


def record_digest(run: str, chunk: int, record: Any) -> str:
    """A record's digest: the SHA-256 of its run, chunk and counts."""
    return hashlib.sha256(canonical({"run": run, "chunk": chunk, "record": record})).hexdigest()


def new_manifest(
    dealer: str,
    player_way: str,
    commission: float,
    variant: str,
    version: str,
    kind: str = KIND,
) -> dict[str, Any]:
    """The manifest of a run: its parameters, the library version and the run digest."""
    params = {
        "dealer": dealer,
        "player_way": player_way,
        "commission": repr(commission),
        "variant": variant,
        "chunks": CHUNKS,
    }
    run = run_digest(params, kind)
    return {"kind": kind, "format": FORMAT, "version": version, **params, "run": run}


def chunk_shape(k: int) -> tuple[int, int]:
    """(classes, player hands) of chunk k, as the core cuts the groups into chunks."""
    return _chunk_shapes()[k]


@functools.cache
def _chunk_shapes() -> list[tuple[int, int]]:
    return _core.analysis_chunk_shapes()


# Reading


def _refuse_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _NotJSON(f"the key {shown(key)} is given twice")
        out[key] = value
    return out


def _refuse_float(text: str) -> Any:
    raise _NotJSON(f"{text} is not an integer")


def _refuse_constant(text: str) -> Any:
    raise _NotJSON(f"{text} is not a number")


def read_json(path: Path) -> Any:
    """The JSON of a small regular file: integers only (no floats, NaN or Infinity),
    no key twice. Raises OSError (unreadable, not a regular file, too large) or
    ValueError (not such JSON)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # a FIFO never blocks
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        data = os.read(fd, _MOST_BYTES + 1)
    finally:
        os.close(fd)
    if len(data) > _MOST_BYTES:
        raise ValueError(f"larger than {_MOST_BYTES:,} bytes")
    try:
        text = data.decode("utf-8")
        return json.loads(
            text,
            object_pairs_hook=_refuse_duplicates,
            parse_float=_refuse_float,
            parse_constant=_refuse_constant,
        )
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except UnicodeDecodeError:
        raise ValueError("not UTF-8 text") from None


def shown(value: Any, most: int = 60) -> str:
    """`value`'s repr for an error line, cut short."""
    text = repr(value)
    return text if len(text) <= most else text[: most - 3] + "..."


def _is_int(x: Any) -> bool:
    return type(x) is int


def check_manifest(data: Any) -> str | None:
    """Why `data` is not a manifest of this format (None if it is one)."""
    if not isinstance(data, dict):
        return f"a JSON object is expected, not {type(data).__name__}"
    if data.get("format") != FORMAT:
        if data.get("format") == 1:
            return (
                "format 1 (records without run or digest): migrate it with "
                "`python -m paigow_fast._results.migrate DIR`"
            )
        return f"format {shown(data.get('format'))}, this library reads format {FORMAT}"
    if set(data) != _MANIFEST_KEYS:
        return f"its keys are {shown(sorted(data))}, expected {sorted(_MANIFEST_KEYS)}"
    if data["kind"] not in KINDS:
        return f"kind {shown(data['kind'])} is not one of {list(KINDS)}"
    for key in ("version", "dealer", "player_way", "variant", "commission", "run"):
        if not isinstance(data[key], str):
            return f"{key} {shown(data[key])} is not a string"
    ways = {w.value for w in HouseWay}
    for key in ("dealer", "player_way"):
        if data[key] not in ways:
            return (
                f"{key} {shown(data[key])} is not a house way ({', '.join(sorted(ways))}; "
                "a way of your own is loaded first: pg.HouseWay.load(FILE), --dealer FILE)"
            )
    if data["variant"] not in _core.analysis_variants():
        return f"variant {shown(data['variant'])} is not one of {_core.analysis_variants()}"
    commission = data["commission"]
    try:
        ok = 0.0 <= float(commission) < 1.0
    except ValueError:
        ok = False
    if not ok:
        return f"commission {shown(commission)} is not a number in [0, 1)"
    if data["chunks"] != CHUNKS or not _is_int(data["chunks"]):
        return f"chunks {shown(data['chunks'])}, the analysis has {CHUNKS}"
    run = run_digest({k: data[k] for k in PARAMETERS}, data["kind"])
    if data["run"] != run:
        return f"run {shown(data['run'])} is not the digest of its parameters ({run})"
    return None


def counts_of(x: Any, what: str) -> Counts:
    if not isinstance(x, list) or len(x) != _COUNTS:
        raise Refused(f"{what} is not a list of {_COUNTS} counts")
    for v in x:
        if not _is_int(v) or not 0 <= v < 2**64:
            raise Refused(f"{what} holds {shown(v)}, not a count (an integer 0 to 2**64 - 1)")
    return tuple(x)


def shape(record: Any, rules: int) -> Record:
    if not isinstance(record, list) or len(record) != 4:
        raise Refused("record is not [classes, house, optimal, by_rule]")
    classes, house, optimal, by_rule = record
    if not _is_int(classes):
        raise Refused(f"classes {shown(classes)} is not an integer")
    if not isinstance(by_rule, list) or len(by_rule) != rules:
        raise Refused(f"by_rule is not a list of {rules} rules")
    table = []
    for i, pair in enumerate(by_rule):
        if not isinstance(pair, list) or len(pair) != 2:
            raise Refused(f"by_rule[{i}] is not [house, optimal]")
        table.append(
            (counts_of(pair[0], f"by_rule[{i}][0]"), counts_of(pair[1], f"by_rule[{i}][1]"))
        )
    return classes, counts_of(house, "house"), counts_of(optimal, "optimal"), table


def side_failure(name: str, counts: Counts, want_hands: int, where: str) -> str | None:
    """Which invariant the counts of one side (`name`) of `where` (of `want_hands`
    player hands) break: its hands, its deals, its copies (None if none)."""
    hands, wins, pushes, losses, high, low, both = counts
    if hands != want_hands:
        return f"{name} hands {hands:,}, {where} has {want_hands:,}"
    deals = hands * DEALER_HANDS
    if wins + pushes + losses != deals:
        return (
            f"{name} wins + pushes + losses = {wins + pushes + losses:,}, not {where}'s "
            f"{hands:,} hands x {DEALER_HANDS:,} = {deals:,}"
        )
    if not both <= min(high, low) or high + low - both > deals:
        return f"{name} copies {high:,} / {low:,} / {both:,} are not copies of {deals:,} deals"
    return None


def invariant_failure(k: int, record: Record) -> str | None:
    """Which invariant of the engine record `record` of chunk k breaks (None if none)."""
    classes, house, optimal, by_rule = record
    want_classes, want_hands = chunk_shape(k)
    if classes != want_classes:
        return f"{classes:,} classes, chunk {k} has {want_classes:,}"
    for side, (name, counts) in enumerate((("house", house), ("optimal", optimal))):
        why = side_failure(name, counts, want_hands, f"chunk {k}")
        if why is not None:
            return why
        summed = tuple(sum(rule[side][i] for rule in by_rule) for i in range(_COUNTS))
        if summed != counts:
            return f"the {name} rule table sums to {list(summed)}, not to {list(counts)}"
    return None


def checked_record(
    data: Any, k: int, run: str, rules: int, check: Callable[[int, Any], Any] | None = None
) -> Any:
    """The record of chunk k of run `run` in the JSON `data`, its counts checked by
    `check(k, counts)` (default: as an analysis record of `rules` rules); raises
    Refused naming the first check it fails."""
    if not isinstance(data, dict) or set(data) != _RECORD_KEYS:
        keys = shown(sorted(data)) if isinstance(data, dict) else type(data).__name__
        raise Refused(f"its keys are {keys}, expected {sorted(_RECORD_KEYS)}")
    if data["format"] != FORMAT:
        raise Refused(f"format {shown(data['format'])}, not {FORMAT}")
    if data["run"] != run:
        raise Refused(
            f"it names run {str(data['run'])[:16]}..., this directory's run is {run[:16]}..."
        )
    if data["chunk"] != k or not _is_int(data["chunk"]):
        raise Refused(f"it holds chunk {shown(data['chunk'])}, its name says {k}")
    if data["digest"] != record_digest(run, k, data["record"]):
        raise Refused("its digest does not match its content (the file was changed)")
    if check is not None:
        return check(k, data["record"])
    return checked_counts(k, data["record"], rules)


def checked_counts(k: int, record: Any, rules: int) -> Record:
    """`record` as the counts of chunk k, its shape and the engine's invariants checked;
    raises Refused naming the first check it fails."""
    counts = shape(plain(record), rules)
    why = invariant_failure(k, counts)
    if why is not None:
        raise Refused(why)
    return counts


def plain(record: Any) -> Any:
    """A record as its JSON reads back: tuples as lists."""
    return json.loads(json.dumps(record))


def record_file(run: str, k: int, record: Any) -> bytes:
    """The file of chunk k's record in run `run`: run, chunk, counts and digest."""
    counts = plain(record)
    data = {
        "format": FORMAT,
        "run": run,
        "chunk": k,
        "record": counts,
        "digest": record_digest(run, k, counts),
    }
    return json.dumps(data, separators=(",", ":")).encode("ascii")
