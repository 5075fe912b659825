"""Migrate a results directory of format 1 (records without run or digest) to the
current format, without computing: every old record is read strictly and checked
against the engine's invariants (as a current record is), then written again with its
run, chunk and digest, and the manifest last.

    python -m paigow_fast._results.migrate DIR [DIR ...]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from .. import _core
from .directory import ResultsDir, rule_count, write_atomically
from .format import (
    CHUNKS,
    FORMAT,
    KIND,
    MANIFEST,
    PARAMETERS,
    RECORD_NAME,
    Record,
    Refused,
    canonical,
    checked_counts,
    checked_record,
    new_manifest,
    read_json,
    record_file,
)

_OLD_KEYS = {"kind", "format", "version", *PARAMETERS}


def _old_manifest(path: Path) -> dict[str, Any]:
    data = read_json(path / MANIFEST)
    if not isinstance(data, dict) or set(data) != _OLD_KEYS:
        raise _core.ArgumentError(f"{path / MANIFEST} is not a manifest of format 1")
    if data["kind"] != KIND or data["format"] != 1 or data["chunks"] != CHUNKS:
        raise _core.ArgumentError(f"{path / MANIFEST} is not a format-1 manifest of this analysis")
    return data


def migrate(path: Path) -> int:
    """Migrate the directory `path`; returns the number of records written. Nothing is
    written unless every record passes its checks."""
    data = read_json(path / MANIFEST)
    if isinstance(data, dict) and data.get("format") == FORMAT:  # migrated: checked, left
        return len(ResultsDir.existing(path).records())
    old = _old_manifest(path)
    manifest = new_manifest(
        old["dealer"], old["player_way"], float(old["commission"]), old["variant"], old["version"]
    )
    if any(manifest[k] != old[k] for k in PARAMETERS):
        raise _core.ArgumentError(f"{path / MANIFEST}: its parameters are not written canonically")
    rules = rule_count(old["player_way"])
    records: dict[int, Record] = {}
    for p in sorted((path / "chunks").glob("*.json")):
        if not RECORD_NAME.fullmatch(p.name) or int(p.name[:5]) >= CHUNKS:
            raise _core.ArgumentError(f"{p}: not a chunk record's name")
        k = int(p.name[:5])
        data = read_json(p)
        try:
            if isinstance(data, dict) and data.get("format") == manifest["format"]:
                records[k] = checked_record(data, k, manifest["run"], rules)  # already done
                continue
            if not isinstance(data, dict) or set(data) != {"chunk", "record"}:
                raise Refused("not a format-1 record {chunk, record}")
            if data["chunk"] != k or type(data["chunk"]) is not int:
                raise Refused(f"it holds chunk {data['chunk']!r}")
            record = checked_counts(k, data["record"], rules)
        except Refused as e:
            raise _core.ArgumentError(f"{p} is not a chunk record: {e}") from None
        records[k] = record
    for k, record in records.items():
        write_atomically(path / "chunks" / f"{k:05d}.json", record_file(manifest["run"], k, record))
    write_atomically(path / MANIFEST, canonical(manifest))
    return len(records)


def main(argv: list[str]) -> int:
    for name in argv:
        try:
            n = migrate(Path(name))
        except (OSError, ValueError) as e:
            print(f"{name}: {e}", file=sys.stderr)
            return 2
        print(f"{name}: {n} records migrated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
