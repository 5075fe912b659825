"""The exact analysis of the whole game and what is counted in its passes: `analyze`
(game.py: every deal, the house-way and the optimal player), `optimal_house_way`
(optimal_way.py: the best table a house way can be), their results (result.py,
optimal_way_result.py), the shared run machinery (runs.py: the job, the running sum,
resuming from a results directory) and the engines that count chunks (engines.py: the
local core or a Dask cluster). Results directories are the package _results; ways of
the user's own, _house_ways.
"""

from .game import analyze
from .optimal_way import optimal_house_way
from .optimal_way_result import OptimalHouseWay, RuleChange
from .result import CHUNKS, DEALS, AnalysisResult, Outcomes, RuleCost

__all__ = [
    "CHUNKS",
    "DEALS",
    "AnalysisResult",
    "OptimalHouseWay",
    "Outcomes",
    "RuleChange",
    "RuleCost",
    "analyze",
    "optimal_house_way",
]
