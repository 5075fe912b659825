"""The results directory of the exact analysis: ``manifest.json`` and one record a
chunk (``chunks/00042.json``), each written atomically (a temporary file renamed, its
mode as the umask allows), the manifest exclusively; every record read is checked as
_results_format says, and a file that fails is refused with one line naming it and
the check.
"""

from __future__ import annotations

import errno
import os
import stat
import uuid
from pathlib import Path
from typing import Any

from .. import _core
from .._choices import as_house_way
from .._house_ways import load_ways_of
from .format import (
    CHUNKS,
    MANIFEST,
    OPTIMAL_WAY_KIND,
    RECORD_NAME,
    Refused,
    canonical,
    check_manifest,
    checked_record,
    read_json,
    record_file,
)
from .patterns import checker


class ResultsDir:
    """A results directory for the run of `manifest` (see :func:`new_manifest`):
    opened (created, the manifest written exclusively, if new); a directory of another
    run, a manifest that is not one, or records without a manifest are refused."""

    def __init__(self, path: Any, manifest: dict[str, Any]) -> None:
        self.path = as_directory(path)
        self.chunks = self.path / "chunks"
        self.manifest_path = self.path / MANIFEST
        self.manifest = manifest
        self.run = str(manifest["run"])
        self.rules = rule_count(manifest["player_way"])
        self.check = (
            checker(manifest["player_way"], manifest["commission"], self.rules)
            if manifest["kind"] == OPTIMAL_WAY_KIND
            else None
        )
        theirs = read_manifest(self.path)
        if theirs is None:
            if self._record_files():
                raise _core.ArgumentError(
                    f"{self.manifest_path} is missing beside the records in {self.chunks}: "
                    "refused (restore the manifest, or use a new directory)"
                )
            self._create_manifest()
            theirs = read_manifest(self.path)
        if theirs != manifest:
            raise _core.ArgumentError(_another_analysis(self.path, theirs, manifest))

    @classmethod
    def existing(cls, path: Any) -> ResultsDir:
        """The directory `path` as its manifest describes it, for reading."""
        folder = as_directory(path)
        manifest = read_manifest(folder)
        if manifest is None:
            raise _core.ArgumentError(f"{folder} holds no {MANIFEST}: not a results directory")
        return cls(folder, manifest)

    def _io_error(self, what: str, e: OSError) -> _core.Error:
        return _core.Error(f"results directory {self.path}: {what}: {e.strerror or e}")

    def _record_files(self) -> list[Path]:
        try:
            return sorted(
                p
                for p in self.chunks.iterdir()
                if p.name.endswith(".json") and not p.name.startswith(".")  # not temporaries
            )
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
            if e.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP):
                raise self._io_error(f"cannot write {MANIFEST}", e) from None
            self._create_manifest_in_place()  # no hard links on this file system
        finally:
            tmp.unlink(missing_ok=True)

    def _create_manifest_in_place(self) -> None:
        try:
            fd = os.open(self.manifest_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            return
        except OSError as e:
            raise self._io_error(f"cannot write {MANIFEST}", e) from None
        with os.fdopen(fd, "wb") as f:
            f.write(canonical(self.manifest))

    def check_writable(self) -> None:
        """Refuse a directory where records cannot be written (before computing any)."""
        try:
            self.chunks.mkdir(exist_ok=True)
            write_temporary(self.chunks, b"{}").unlink()
        except FileExistsError:
            raise _core.ArgumentError(f"{self.chunks} is not a directory") from None
        except OSError as e:
            raise self._io_error(f"cannot write records in {self.chunks}", e) from None

    def records(self, set_aside_refused: bool = False) -> dict[int, Any]:
        """The records written so far, by chunk, each checked. A file that is not a
        record of this run is refused (pg.ArgumentError naming it and the check), or
        with `set_aside_refused` renamed to ``NAME.refused`` and left out."""
        out: dict[int, Any] = {}
        for p in self._record_files():
            try:
                out[int(p.name[:5])] = self.read(p)
            except Refused as e:
                if not set_aside_refused:
                    raise _core.ArgumentError(
                        f"{p} is not a chunk record: {e} (recompute_refused=True, or "
                        "--recompute-refused with --resume, sets refused records aside and "
                        "computes their chunks again)"
                    ) from None
                try:
                    os.replace(p, p.with_name(p.name + ".refused"))
                except OSError as e:
                    raise self._io_error(f"cannot set {p.name} aside", e) from None
        return out

    def read(self, p: Path) -> Any:
        """The record in file `p`, checked; raises Refused naming the check it fails."""
        if not RECORD_NAME.fullmatch(p.name) or int(p.name[:5]) >= CHUNKS:
            raise Refused(f"its name is not a chunk's (00000.json to {CHUNKS - 1:05d}.json)")
        try:
            data = read_json(p)
        except (OSError, ValueError) as e:
            raise Refused(e.strerror if isinstance(e, OSError) and e.strerror else e) from None
        return checked_record(data, int(p.name[:5]), self.run, self.rules, self.check)

    def save(self, k: int, record: Any) -> None:
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


def as_directory(path: Any) -> Path:
    """`path` (a str or os.PathLike, not empty) as a Path."""
    if not isinstance(path, (str, os.PathLike)) or isinstance(path, bytes):
        raise _core.ArgumentError(f"results must be a directory path, got {path!r:.60}")
    if not os.fspath(path):
        raise _core.ArgumentError("results must be a directory path, got ''")
    return Path(path)


def read_manifest(folder: Path) -> dict[str, Any] | None:
    """The manifest of the directory `folder`, checked; None if it has none."""
    try:
        if not stat.S_ISDIR(os.stat(folder).st_mode):
            raise _core.ArgumentError(f"results directory {folder} is not a directory")
    except (FileNotFoundError, NotADirectoryError):
        pass  # to be created (or refused below, if a part of the path is a file)
    except OSError as e:
        raise _core.Error(f"results directory {folder}: {e.strerror or e}") from None
    path = folder / MANIFEST
    try:
        data = read_json(path)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        raise _core.ArgumentError(
            f"results directory {folder} is not a directory (a part of its path is a file)"
        ) from None
    except (OSError, ValueError) as e:
        why = e.strerror if isinstance(e, OSError) and e.strerror else e
        raise _core.ArgumentError(f"{path} is not a readable manifest: {why}") from None
    if isinstance(data, dict):
        load_ways_of(folder, [data.get("dealer"), data.get("player_way")])
    why = check_manifest(data)
    if why is not None:
        raise _core.ArgumentError(f"{path} is not a manifest: {why}")
    return data


def load_ways_in(results: Any) -> None:
    """Registers the ways of the user's own that the results directory `results` keeps
    (if it exists), so that a run can name them before they are loaded."""
    if results is not None:
        read_manifest(as_directory(results))


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


def rule_count(way: str) -> int:
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
