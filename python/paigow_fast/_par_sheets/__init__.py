"""Par sheets: what a regulator and a table-games manager read for each wager of a
table (sheet.py: ``par_sheet`` and ``ParSheet``), from the exact analysis and the side
bets' exact prices (source.py: a complete results directory or a run, the joint pass
for the covariance, provenance), the figures of one wager (wagers.py), the main bet's
wagers, banker's view, commission grid and covariance (main_bet.py), the envy bonus
by number of other players (envy.py), the page (html.py) and the pay-table designer
(design.py).
"""

from .design import design_pay_table
from .envy import ENVY, ENVY_BET, envy_prices
from .sheet import ParSheet, par_sheet, side_wager
from .source import complete_directory, joint_counts
from .wagers import ROUNDS, Outcome, Wager, win_interval

__all__ = [
    "ENVY",
    "ENVY_BET",
    "ROUNDS",
    "Outcome",
    "ParSheet",
    "Wager",
    "complete_directory",
    "design_pay_table",
    "envy_prices",
    "joint_counts",
    "par_sheet",
    "side_wager",
    "win_interval",
]
