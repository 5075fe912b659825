"""The results directory of the exact analysis: ``manifest.json`` and one record a chunk
(``chunks/00042.json``), written atomically, and every one checked before it counts.

The manifest names the run's parameters and ``run``, the SHA-256 of those parameters
and the format version. Each record names its run and its chunk and carries
``digest``, the SHA-256 of the canonical JSON of its run, chunk and counts. On reading,
a record counts only if the file is one (plain JSON, no duplicate keys, integer counts
only), names this run and its file's chunk, matches its digest, and meets the engine's
invariants: the chunk's class count and player hands (known from the core without
computing), each side's wins + pushes + losses = its hands x C(46, 7), copies no more
than the deals, and the rule table summing to the side's counts. A file that fails is
refused with one line naming it and the check.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import re
import stat
import uuid
from pathlib import Path
from typing import Any

from . import _core

FORMAT = 2
"""The format of the manifest and the records (1: records without run and digest)."""

MANIFEST = "manifest.json"
KIND = "paigow_fast exact analysis"
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
_RECORD_NAME = re.compile(r"[0-9]{5}\.json")


class _NotJSON(ValueError):
    """JSON this format does not allow."""


class _Refused(ValueError):
    """A file that is not a record of the run: the check it fails."""


def canonical(data: Any) -> bytes:
    """The canonical JSON of `data`: sorted keys, no spaces, ASCII."""
    return json.dumps(data, sort_keys=True, separators=(",", ":")).encode("ascii")


def run_digest(params: dict[str, Any]) -> str:
    """The run's name: the SHA-256 of its parameters and the format version."""
    return hashlib.sha256(canonical({"format": FORMAT, **params})).hexdigest()


def record_digest(run: str, chunk: int, record: Any) -> str:
    """A record's digest: the SHA-256 of its run, chunk and counts."""
    return hashlib.sha256(canonical({"run": run, "chunk": chunk, "record": record})).hexdigest()


def new_manifest(
    dealer: str, player_way: str, commission: float, variant: str, version: str
) -> dict[str, Any]:
    """The manifest of a run: its parameters, the library version and the run digest."""
    params = {
        "dealer": dealer,
        "player_way": player_way,
        "commission": repr(commission),
        "variant": variant,
        "chunks": CHUNKS,
    }
    return {"kind": KIND, "format": FORMAT, "version": version, **params, "run": run_digest(params)}


@functools.cache
def chunk_shape(k: int) -> tuple[int, int]:
    """(classes, player hands) of chunk k, from the core's groups: the chunks cut the
    groups into equal runs in order, the last one shorter."""
    groups = _core.analysis_group_count()
    size = -(-groups // CHUNKS)
    classes = hands = 0
    for g in range(k * size, min((k + 1) * size, groups)):
        members = _core.analysis_group_classes(g)
        classes += len(members)
        hands += sum(weight for _, weight in members)
    return classes, hands


# Reading


def _refuse_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _NotJSON(f"the key {key!r} is given twice")
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
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise OSError(f"{path} is not a regular file")
        data = f.read(_MOST_BYTES + 1)
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
                "`python -m paigow_fast._results_migrate DIR`"
            )
        return f"format {data.get('format')!r}, this library reads format {FORMAT}"
    if set(data) != _MANIFEST_KEYS:
        return f"its keys are {sorted(data)}, expected {sorted(_MANIFEST_KEYS)}"
    if data["kind"] != KIND:
        return f"kind {data['kind']!r} is not {KIND!r}"
    from ._paigow import HouseWay

    ways = {w.value for w in HouseWay}
    for key in ("dealer", "player_way"):
        if data[key] not in ways:
            return f"{key} {data[key]!r} is not a house way ({', '.join(sorted(ways))})"
    if data["variant"] not in _core.analysis_variants():
        return f"variant {data['variant']!r} is not one of {_core.analysis_variants()}"
    commission = data["commission"]
    try:
        ok = isinstance(commission, str) and 0.0 <= float(commission) < 1.0
    except ValueError:
        ok = False
    if not ok:
        return f"commission {commission!r} is not a number in [0, 1) written as a string"
    if not isinstance(data["version"], str):
        return f"version {data['version']!r} is not a string"
    if data["chunks"] != CHUNKS or not _is_int(data["chunks"]):
        return f"chunks {data['chunks']!r}, the analysis has {CHUNKS}"
    run = run_digest({k: data[k] for k in PARAMETERS})
    if data["run"] != run:
        return f"run {data['run']!r} is not the digest of its parameters ({run})"
    return None


def _counts(x: Any, what: str) -> Counts:
    if not isinstance(x, list) or len(x) != _COUNTS:
        raise _Refused(f"{what} is not a list of {_COUNTS} counts")
    for v in x:
        if not _is_int(v) or not 0 <= v < 2**64:
            raise _Refused(f"{what} holds {v!r}, not a count (an integer 0 to 2**64 - 1)")
    return tuple(x)


def _shape(record: Any, rules: int) -> Record:
    if not isinstance(record, list) or len(record) != 4:
        raise _Refused("record is not [classes, house, optimal, by_rule]")
    classes, house, optimal, by_rule = record
    if not _is_int(classes):
        raise _Refused(f"classes {classes!r} is not an integer")
    if not isinstance(by_rule, list) or len(by_rule) != rules:
        raise _Refused(f"by_rule is not a list of {rules} rules")
    table = []
    for i, pair in enumerate(by_rule):
        if not isinstance(pair, list) or len(pair) != 2:
            raise _Refused(f"by_rule[{i}] is not [house, optimal]")
        table.append((_counts(pair[0], f"by_rule[{i}][0]"), _counts(pair[1], f"by_rule[{i}][1]")))
    return classes, _counts(house, "house"), _counts(optimal, "optimal"), table


def invariant_failure(k: int, record: Record) -> str | None:
    """Which invariant of the engine record `record` of chunk k breaks (None if none)."""
    classes, house, optimal, by_rule = record
    want_classes, want_hands = chunk_shape(k)
    if classes != want_classes:
        return f"{classes:,} classes, chunk {k} has {want_classes:,}"
    for side, (name, counts) in enumerate((("house", house), ("optimal", optimal))):
        hands, wins, pushes, losses, high, low, both = counts
        if hands != want_hands:
            return f"{name} hands {hands:,}, chunk {k} has {want_hands:,}"
        deals = hands * DEALER_HANDS
        if wins + pushes + losses != deals:
            return (
                f"{name} wins + pushes + losses = {wins + pushes + losses:,}, not the chunk's "
                f"{hands:,} hands x {DEALER_HANDS:,} = {deals:,}"
            )
        if not both <= min(high, low) or high + low - both > deals:
            return f"{name} copies {high:,} / {low:,} / {both:,} are not copies of {deals:,} deals"
        summed = tuple(sum(rule[side][i] for rule in by_rule) for i in range(_COUNTS))
        if summed != counts:
            return f"the {name} rule table sums to {list(summed)}, not to {list(counts)}"
    return None


def checked_record(data: Any, k: int, run: str, rules: int) -> Record:
    """The record of chunk k of run `run` in the JSON `data`; raises _Refused naming
    the first check it fails."""
    if not isinstance(data, dict) or set(data) != _RECORD_KEYS:
        keys = sorted(data) if isinstance(data, dict) else type(data).__name__
        raise _Refused(f"its keys are {keys}, expected {sorted(_RECORD_KEYS)}")
    if data["format"] != FORMAT:
        raise _Refused(f"format {data['format']!r}, not {FORMAT}")
    if data["run"] != run:
        raise _Refused(
            f"it names run {str(data['run'])[:16]}..., this directory's run is {run[:16]}..."
        )
    if data["chunk"] != k or not _is_int(data["chunk"]):
        raise _Refused(f"it holds chunk {data['chunk']!r}, its name says {k}")
    if data["digest"] != record_digest(run, k, data["record"]):
        raise _Refused("its digest does not match its content (the file was changed)")
    record = _shape(data["record"], rules)
    why = invariant_failure(k, record)
    if why is not None:
        raise _Refused(why)
    return record


class ResultsDir:
    """A results directory for the run of `manifest` (see :func:`new_manifest`):
    opened (created, the manifest written exclusively, if new) and checked writable;
    a directory of another run, a manifest that is not one, or records without a
    manifest are refused."""

    def __init__(self, path: Any, manifest: dict[str, Any]) -> None:
        if not isinstance(path, (str, os.PathLike)) or isinstance(path, bytes):
            raise _core.ArgumentError(f"results must be a directory path, got {path!r}")
        if not os.fspath(path):
            raise _core.ArgumentError("results must be a directory path, got ''")
        self.path = Path(path)
        self.chunks = self.path / "chunks"
        self.manifest_path = self.path / MANIFEST
        self.manifest = manifest
        self.run = str(manifest["run"])
        self.rules = rule_count(manifest["player_way"])
        theirs = self._read_manifest()
        if theirs is None:
            if self._record_files():
                raise _core.ArgumentError(
                    f"{self.manifest_path} is missing beside the records in {self.chunks}: "
                    "refused (restore the manifest, or use a new directory)"
                )
            self._create_manifest()
            theirs = self._read_manifest()
        if theirs != manifest:
            raise _core.ArgumentError(_another_analysis(self.path, theirs, manifest))
        self._check_writable()

    def _io_error(self, what: str, e: OSError) -> _core.Error:
        return _core.Error(f"results directory {self.path}: {what}: {e.strerror or e}")

    def _read_manifest(self) -> dict[str, Any] | None:
        """The manifest on disk, checked; None if there is none."""
        if self.path.exists() and not self.path.is_dir():
            raise _core.ArgumentError(f"results directory {self.path} is not a directory")
        try:
            data = read_json(self.manifest_path)
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as e:
            why = e.strerror if isinstance(e, OSError) and e.strerror else e
            raise _core.ArgumentError(
                f"{self.manifest_path} is not a readable manifest: {why}"
            ) from None
        why = check_manifest(data)
        if why is not None:
            raise _core.ArgumentError(f"{self.manifest_path} is not a manifest: {why}")
        return data

    def _record_files(self) -> list[Path]:
        try:
            return sorted(p for p in self.chunks.iterdir() if p.name.endswith(".json"))
        except FileNotFoundError:
            return []
        except NotADirectoryError:
            raise _core.ArgumentError(f"{self.chunks} is not a directory") from None
        except OSError as e:
            raise self._io_error(f"cannot list {self.chunks}", e) from None

    def _create_manifest(self) -> None:
        """Write the manifest if there is none, exclusively: of two runs creating one
        directory, one writes it and the other then reads it (and is refused)."""
        try:
            self.path.mkdir(parents=True, exist_ok=True)
            tmp = write_temporary(self.path, canonical(self.manifest))
        except OSError as e:
            raise self._io_error("cannot create it", e) from None
        try:
            os.link(tmp, self.manifest_path)  # fails if another run wrote it first
        except FileExistsError:
            pass
        except OSError as e:
            raise self._io_error(f"cannot write {MANIFEST}", e) from None
        finally:
            tmp.unlink(missing_ok=True)

    def _check_writable(self) -> None:
        """Refuse a directory where records cannot be written, before any computing."""
        try:
            self.chunks.mkdir(exist_ok=True)
            write_temporary(self.chunks, b"{}").unlink()
        except FileExistsError:
            raise _core.ArgumentError(f"{self.chunks} is not a directory") from None
        except OSError as e:
            raise self._io_error(f"cannot write records in {self.chunks}", e) from None

    def records(self, set_aside_refused: bool = False) -> dict[int, Record]:
        """The records written so far, by chunk, each checked. A file that is not a
        record of this run is refused (pg.ArgumentError naming it and the check), or
        with `set_aside_refused` renamed to ``NAME.refused`` and left out."""
        out: dict[int, Record] = {}
        for p in self._record_files():
            try:
                out[int(p.name[:5])] = self.read(p)
            except _Refused as e:
                if not set_aside_refused:
                    raise _core.ArgumentError(
                        f"{p} is not a chunk record: {e} (`--resume DIR --recompute-refused` "
                        "sets refused records aside and computes their chunks again)"
                    ) from None
                try:
                    os.replace(p, p.with_name(p.name + ".refused"))
                except OSError as e:
                    raise self._io_error(f"cannot set {p.name} aside", e) from None
        return out

    def read(self, p: Path) -> Record:
        """The record in file `p`, checked; raises _Refused naming the check it fails."""
        if not _RECORD_NAME.fullmatch(p.name) or int(p.name[:5]) >= CHUNKS:
            raise _Refused(f"its name is not a chunk's (00000.json to {CHUNKS - 1:05d}.json)")
        try:
            data = read_json(p)
        except (OSError, ValueError) as e:
            raise _Refused(e.strerror if isinstance(e, OSError) and e.strerror else e) from None
        return checked_record(data, int(p.name[:5]), self.run, self.rules)

    def save(self, k: int, record: Record) -> None:
        """Write chunk k's record (a temporary file renamed into place)."""
        path = self.chunks / f"{k:05d}.json"
        try:
            write_atomically(path, record_file(self.run, k, record))
        except OSError as e:
            raise self._io_error(
                f"cannot write {path.name} ({len(self._record_files())} records kept; "
                "resume with the same directory once it is writable)",
                e,
            ) from None


def write_temporary(folder: Path, data: bytes) -> Path:
    """`data` in a new temporary file of `folder` (its mode as the umask allows), synced."""
    tmp = folder / f".tmp-{uuid.uuid4().hex}.json"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def write_atomically(path: Path, data: bytes) -> None:
    """`data` as the file `path`: a temporary file renamed into place."""
    tmp = write_temporary(path.parent, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def record_file(run: str, k: int, record: Any) -> bytes:
    """The file of chunk k's record in run `run`: run, chunk, counts and digest."""
    plain = json.loads(json.dumps(record))  # tuples as lists, as read back
    data = {
        "format": FORMAT,
        "run": run,
        "chunk": k,
        "record": plain,
        "digest": record_digest(run, k, plain),
    }
    return json.dumps(data, separators=(",", ":")).encode("ascii")


def rule_count(way: str) -> int:
    from ._paigow import as_house_way

    return len(as_house_way(way).rules)


def _another_analysis(path: Path, theirs: dict[str, Any], mine: dict[str, Any]) -> str:
    diff = ", ".join(
        f"{k} {theirs.get(k)!r} (asked: {mine.get(k)!r})"
        for k in sorted(set(theirs) | set(mine))
        if theirs.get(k) != mine.get(k) and k != "run"
    )
    return (
        f"results directory {path} holds another analysis: {diff}; "
        "resume it with the same parameters, or use a new directory"
    )

