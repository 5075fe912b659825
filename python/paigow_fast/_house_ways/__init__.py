"""House ways of the user's own (tables.py): a Python function tabulated once per
pattern of seven cards, checked and registered in the core; the table file that saves
and loads any way, with its SHA-256 digest; the digests a results directory pins; and
a way shipped to another process (a Dask worker). paigow_fast/__init__.py connects
``from_function``, ``load``, ``save`` and ``digest_of`` to HouseWay's methods
(``_choices.connect_tables``).
"""

from .tables import (
    MAX_FILE_BYTES,
    Shipment,
    check_way_digests,
    digest_of,
    from_function,
    load,
    load_ways_of,
    receive,
    register,
    save,
    shipment,
    table_file,
)

__all__ = [
    "MAX_FILE_BYTES",
    "Shipment",
    "check_way_digests",
    "digest_of",
    "from_function",
    "load",
    "load_ways_of",
    "receive",
    "register",
    "save",
    "shipment",
    "table_file",
]
