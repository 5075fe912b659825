"""paigow_fast: poker hand evaluators for every classic ranking and an exact Pai Gow
Poker solver, with a Rust core.

Cards are int ids ``rank * 4 + suit`` (2c = 0, As = 51) and the joker is 52.
"""

from . import _choices, _house_ways, _omaha_ranking
from ._analysis import (
    AnalysisResult,
    OptimalHouseWay,
    Outcomes,
    RuleChange,
    RuleCost,
    analyze,
    optimal_house_way,
)
from ._atlas import PreflopTable, preflop_table
from ._board_classes import (
    BOARD_CLASSES,
    BOARD_DRAWS,
    BoardClasses,
    board_classes,
    board_classes_many,
)
from ._bulk import (
    SimulationResult,
    category_counts,
    deal,
    describe_many,
    house_way_many,
    house_way_rule_many,
    omaha_best_many,
    omaha_rank_many,
    rank_many,
    settle_many,
    simulate,
)
from ._cards import JOKER, card_text, format_cards, parse_cards
from ._choices import HouseWay, HouseWayRule, Ranking
from ._core import (
    ArgumentError,
    CardError,
    Error,
    FoulError,
    HandError,
    PayTableError,
    ShapeError,
    ThreadError,
)
from ._equity import EquityResult, equity, equity_games
from ._equity_distribution import EquityDistribution, equity_distribution
from ._equity_grid import EquityGrid, equity_grid
from ._eval import category, describe, omaha_best, omaha_rank, rank
from ._hand import Hand
from ._indexing import hand_index, hand_index_size, hand_unindex
from ._paigow import (
    Outcome,
    Setting,
    house_way,
    house_way_rule,
    settings,
    settle,
)
from ._par_sheets import ParSheet, design_pay_table, par_sheet
from ._ranges import range_hands
from ._showdown import Showdown, compare, showdown, winners
from ._side_bets import (
    EVENT_NAMES,
    EVENTS,
    PAY_TABLES,
    WAY_EVENTS,
    EventPrice,
    PayLine,
    PayTable,
    SideBet,
    SideBetPrice,
    price,
    side_bet_event,
    side_bet_events,
    side_bet_events_many,
    side_bet_masks_many,
)
from ._solver import SettingValue, Solution, solve, solve_many
from ._strength import STRENGTH_FIGURES, HandStrength, ehs, ehs_many

__version__ = "0.1.0"

#: The former name of :class:`Ranking` (a hand order, not a game played), kept as an alias.
Game = Ranking

# HouseWay's table methods (from_function, load, save, digest) are those of _house_ways,
# which builds on _choices: connected here, once, so that _choices imports nothing above it.
_choices.connect_tables(_house_ways)

# The 4-card Omaha ranking behind the ranges' "15%", its digest checked, given to the core.
_omaha_ranking.load()

__all__ = [
    "EVENTS",
    "EVENT_NAMES",
    "JOKER",
    "PAY_TABLES",
    "STRENGTH_FIGURES",
    "BOARD_CLASSES",
    "BOARD_DRAWS",
    "BoardClasses",
    "board_classes",
    "board_classes_many",
    "WAY_EVENTS",
    "AnalysisResult",
    "ArgumentError",
    "CardError",
    "Error",
    "EquityDistribution",
    "EquityGrid",
    "EquityResult",
    "EventPrice",
    "FoulError",
    "Game",
    "Hand",
    "HandError",
    "HandStrength",
    "HouseWay",
    "HouseWayRule",
    "OptimalHouseWay",
    "Outcome",
    "Outcomes",
    "PayLine",
    "PayTable",
    "ParSheet",
    "PayTableError",
    "PreflopTable",
    "Ranking",
    "RuleChange",
    "RuleCost",
    "Setting",
    "SettingValue",
    "Showdown",
    "ShapeError",
    "SideBet",
    "SideBetPrice",
    "SimulationResult",
    "Solution",
    "ThreadError",
    "analyze",
    "card_text",
    "category",
    "category_counts",
    "compare",
    "deal",
    "describe",
    "describe_many",
    "design_pay_table",
    "ehs",
    "ehs_many",
    "equity",
    "equity_distribution",
    "equity_games",
    "equity_grid",
    "format_cards",
    "hand_index",
    "hand_index_size",
    "hand_unindex",
    "house_way",
    "house_way_many",
    "house_way_rule",
    "house_way_rule_many",
    "omaha_best",
    "omaha_best_many",
    "preflop_table",
    "omaha_rank",
    "omaha_rank_many",
    "optimal_house_way",
    "par_sheet",
    "parse_cards",
    "price",
    "range_hands",
    "rank",
    "rank_many",
    "settings",
    "settle",
    "settle_many",
    "showdown",
    "side_bet_event",
    "side_bet_events",
    "side_bet_events_many",
    "side_bet_masks_many",
    "simulate",
    "solve",
    "solve_many",
    "winners",
]
