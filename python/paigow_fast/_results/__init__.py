"""The results directories of the exact analysis and of the optimal house way: their
file format and the checks every record passes before it counts (format.py), the
directory itself, written atomically and resumed from (directory.py), the records of
the optimal house way's patterns (patterns.py), recomputing chunks to compare with
their records (verification.py), and migrating a directory of format 1 (migrate.py,
``python -m paigow_fast._results.migrate DIR``).
"""

from .directory import ResultsDir, as_directory, load_ways_in, read_manifest
from .format import (
    OPTIMAL_WAY_KIND,
    Record,
    Refused,
    checked_counts,
    new_manifest,
    record_digest,
    run_digest,
)
from .patterns import Choice, WayRecord, checked_way_record, way_table
from .verification import Verified, chunks_to_verify, verify

__all__ = [
    "OPTIMAL_WAY_KIND",
    "Choice",
    "Record",
    "Refused",
    "ResultsDir",
    "Verified",
    "WayRecord",
    "as_directory",
    "checked_counts",
    "checked_way_record",
    "chunks_to_verify",
    "load_ways_in",
    "new_manifest",
    "read_manifest",
    "record_digest",
    "run_digest",
    "verify",
    "way_table",
]
