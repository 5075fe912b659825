"""The migration of a format-1 results directory (records without run or digest):
every old record checked, the new files exactly the committed ones, nothing written
when a record fails."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast._results.migrate import main, migrate

RESULTS = Path(__file__).resolve().parents[2] / "results"
SOME = [0, 1, 300, 675]


def format_1(run: str, to: Path) -> Path:
    """SOME records of a committed run written back as format 1 wrote them."""
    (to / "chunks").mkdir(parents=True)
    manifest = json.loads((RESULTS / run / "manifest.json").read_text())
    old = {k: v for k, v in manifest.items() if k != "run"} | {"format": 1}
    (to / "manifest.json").write_text(json.dumps(old, separators=(",", ":")))
    for k in SOME:
        data = json.loads((RESULTS / run / "chunks" / f"{k:05d}.json").read_text())
        record = {"chunk": k, "record": data["record"]}
        (to / "chunks" / f"{k:05d}.json").write_text(json.dumps(record, separators=(",", ":")))
    return to


@pytest.mark.parametrize("run", ["golden-nugget", "golden-nugget-queen-high-push"])
def test_migration_writes_the_committed_files(run: str, tmp_path: Path) -> None:
    folder = format_1(run, tmp_path / run)
    with pytest.raises(pg.ArgumentError, match="format 1 .*migrate"):
        pg.analyze(dealer="golden-nugget", results=folder, chunks=SOME)
    assert migrate(folder) == len(SOME)
    assert json.loads((folder / "manifest.json").read_text()) == json.loads(
        (RESULTS / run / "manifest.json").read_text()
    )
    for k in SOME:
        name = f"chunks/{k:05d}.json"
        assert (folder / name).read_bytes() == (RESULTS / run / name).read_bytes()
    assert migrate(folder) == len(SOME)  # again: a migrated directory is left as it is


def test_migration_writes_nothing_when_a_record_fails(tmp_path: Path, capsys) -> None:
    folder = format_1("foxwoods", tmp_path / "fw")
    path = folder / "chunks" / "00300.json"
    data = json.loads(path.read_text())
    data["record"][1][1] += 1
    path.write_text(json.dumps(data))
    before = {p: p.read_bytes() for p in folder.rglob("*.json")}
    assert main([str(folder)]) == 2
    err = capsys.readouterr().err
    assert "00300.json is not a chunk record: house wins + pushes + losses" in err
    assert {p: p.read_bytes() for p in folder.rglob("*.json")} == before
    shutil.rmtree(folder)
