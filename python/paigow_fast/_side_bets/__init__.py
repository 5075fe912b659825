"""Side bets on the player's seven cards: pay tables (pay_tables.py: built in Python,
taken by name or read from TOML or JSON, the shipped ones in ``PAY_TABLES``), the
reading of their text and files under caps (table_text.py), and the events of hands
and the exact price of a table over every hand (pricing.py).
"""

from .pay_tables import (
    EVENT_NAMES,
    EVENTS,
    MAX_TEXT,
    PAY_TABLES,
    PayLine,
    PayTable,
    SideBet,
    as_pay_table,
)
from .pricing import (
    WAY_EVENTS,
    EventPrice,
    SideBetPrice,
    price,
    side_bet_event,
    side_bet_events,
    side_bet_events_many,
    side_bet_masks_many,
)

__all__ = [
    "EVENTS",
    "EVENT_NAMES",
    "MAX_TEXT",
    "PAY_TABLES",
    "WAY_EVENTS",
    "EventPrice",
    "PayLine",
    "PayTable",
    "SideBet",
    "SideBetPrice",
    "as_pay_table",
    "price",
    "side_bet_event",
    "side_bet_events",
    "side_bet_events_many",
    "side_bet_masks_many",
]
