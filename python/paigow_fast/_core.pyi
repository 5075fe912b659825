"""Type stubs of the Rust extension module (keep in step with rust/bindings/)."""

from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from typing import SupportsIndex, final

import numpy as np

__version__: str
__all__ = [
    "Analysis",
    "ArgumentError",
    "CardError",
    "Error",
    "FoulError",
    "HandError",
    "PayTableError",
    "ShapeError",
    "ThreadError",
    "EquityResult",
    "Outcome",
    "Setting",
    "SolvedHand",
    "ValuedSetting",
    "__version__",
    "analysis_count_fields",
    "check_commission",
    "check_threads",
    "games",
    "solve_methods",
    "analysis_chunk_count",
    "analysis_chunk_pattern_hands",
    "analysis_chunk_shapes",
    "analysis_group_classes",
    "analysis_group_count",
    "analysis_variant",
    "analysis_variant_push_event",
    "analysis_variants",
    "categories",
    "category",
    "category_counts",
    "category_of_rank",
    "deal",
    "deal_many",
    "describe_many",
    "describe",
    "equity",
    "equity_grid",
    "equity_distribution",
    "preflop_counts",
    "equity_games",
    "house_way",
    "house_way_many",
    "house_way_rule",
    "house_way_rule_many",
    "house_way_rules",
    "house_ways",
    "house_way_alike",
    "house_way_pattern_of",
    "house_way_patterns",
    "house_way_table",
    "register_house_way_table",
    "register_omaha_ranking",
    "range_hands",
    "omaha_many",
    "strength_figures",
    "board_class_names",
    "board_classes",
    "board_classes_many",
    "hand_strength",
    "hand_strength_many",
    "hand_index",
    "hand_index_many",
    "hand_index_size",
    "hand_unindex",
    "hand_unindex_many",
    "omaha_rank",
    "rank",
    "rank_many",
    "bare_high7_sum",
    "row_path",
    "parse_cards",
    "equity_game_name",
    "card_ids",
    "ranking",
    "name_key",
    "settings",
    "settle",
    "settle_many",
    "side_bet_event_ids",
    "side_bet_events",
    "side_bet_events_many",
    "side_bet_price",
    "side_bet_qualifying_counts",
    "side_bet_way_event_ids",
    "simulate",
    "solve",
    "solve_many",
]

class Error(ValueError): ...
class CardError(Error): ...
class HandError(Error): ...
class FoulError(Error): ...
class ShapeError(HandError): ...
class ArgumentError(Error): ...
class PayTableError(ArgumentError): ...
class ThreadError(Error): ...

# Choices, rust/bindings/choices.rs
def games() -> list[tuple[str, bool, list[int], list[str], int]]: ...
def solve_methods() -> list[str]: ...
def analysis_count_fields() -> list[str]: ...
def check_commission(commission: float) -> None: ...
def check_threads(threads: int | None = None) -> None: ...

# Records, rust/bindings/records.rs
@final
class ValuedSetting:
    @property
    def low_positions(self) -> tuple[int, int]: ...
    @property
    def high_class(self) -> int: ...
    @property
    def low_class(self) -> int: ...
    @property
    def legal(self) -> bool: ...
    @property
    def wins(self) -> int: ...
    @property
    def pushes(self) -> int: ...
    @property
    def losses(self) -> int: ...
    @property
    def ev(self) -> float | None: ...

@final
class SolvedHand:
    @property
    def method(self) -> str: ...
    @property
    def total(self) -> int: ...
    @property
    def options(self) -> list[ValuedSetting]: ...
    @property
    def best(self) -> int: ...
    @property
    def house(self) -> int: ...
    @property
    def house_rule(self) -> int: ...

_Tally = dict[str, int]  # rounds, wins, losses, high_copies, low_copies, copies

# The typed boundary, rust/bindings/args.rs: cards (text in the one grammar, ids, a
# Hand, an iterable such as a numpy row) and choices (a member, its value, a name).
_Cards = str | Iterable[SupportsIndex | str]
_Ranking = SupportsIndex | str

# Single hands, rust/bindings/eval.rs, paigow.rs and setting.rs
def rank(game: _Ranking, cards: _Cards) -> int | None: ...
def category(game: _Ranking, cards: _Cards) -> str: ...
def category_of_rank(game: int, rank: int) -> str: ...
def categories(game: int) -> list[str]: ...
def describe(game: _Ranking, cards: _Cards) -> str: ...
def omaha_rank(game: _Ranking, hole: _Cards, board: _Cards) -> int | None: ...
def parse_cards(cards: _Cards) -> list[int]: ...
def card_ids(cards: _Cards) -> list[int]: ...
def ranking(game: _Ranking) -> int: ...
def name_key(name: str) -> str: ...

@final
class Setting:
    def __new__(cls, high: _Cards, low: _Cards) -> Setting: ...
    @classmethod
    def parse(cls, text: str) -> Setting: ...
    @property
    def high(self) -> tuple[int, ...]: ...
    @property
    def low(self) -> tuple[int, ...]: ...
    @property
    def cards(self) -> tuple[int, ...]: ...
    @property
    def high_rank(self) -> int: ...
    @property
    def low_rank(self) -> int: ...
    @property
    def is_legal(self) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[type[Setting], tuple[tuple[int, ...], tuple[int, ...]]]: ...
    def _repr_html_(self) -> str: ...

@final
class Outcome:
    def __new__(cls, result: str, payout: float) -> Outcome: ...
    @property
    def result(self) -> str: ...
    @property
    def payout(self) -> float: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[type[Outcome], tuple[str, float]]: ...

def settings(hand7: _Cards) -> list[Setting]: ...
def house_way(hand7: _Cards, way: str | None = None) -> Setting: ...
def house_way_rule(cards: _Cards, way: str | None = None) -> int: ...
def house_way_rules(way: str) -> list[tuple[str, str]]: ...
def house_ways() -> list[str]: ...
def house_way_patterns() -> np.ndarray: ...
def house_way_alike(seed: int) -> np.ndarray: ...
def house_way_pattern_of(cards: list[int]) -> int: ...
def house_way_table(way: str) -> tuple[np.ndarray, np.ndarray]: ...
def register_house_way_table(
    name: str, rules: list[tuple[str, str]], fronts: np.ndarray, rule_of: np.ndarray
) -> None: ...
def settle(
    player: Setting | _Cards,
    dealer: Setting | _Cards,
    commission: float | None = None,
    *,
    way: str | None = None,
    variant: str = "standard",
) -> Outcome: ...

# Bulk (numpy), rust/bindings/bulk.rs

def rank_many(game: int, cards: np.ndarray, threads: int | None = None) -> np.ndarray: ...
def bare_high7_sum(cards: np.ndarray) -> int: ...
def row_path() -> str: ...
def house_way_many(
    hands: np.ndarray, way: str = "golden-nugget", threads: int | None = None
) -> np.ndarray: ...
def house_way_rule_many(
    hands: np.ndarray, way: str = "golden-nugget", threads: int | None = None
) -> np.ndarray: ...
def settle_many(
    player: np.ndarray,
    dealer: np.ndarray,
    commission: float = 0.05,
    threads: int | None = None,
) -> np.ndarray: ...
def category_counts(game: int, n_cards: int, threads: int | None = None) -> dict[str, int]: ...
def simulate(
    rounds: int,
    player: str = "house",
    dealer: str = "house",
    seed: int = 0,
    threads: int | None = None,
    progress: Callable[[int, int, _Tally], object] | None = None,
) -> _Tally: ...
def deal(rounds: int, seed: int = 0, threads: int | None = None) -> np.ndarray: ...
def deal_many(
    rows: int, width: int, joker: bool, seed: int, threads: int | None = None
) -> np.ndarray: ...
def omaha_many(
    game: int, rows: np.ndarray, threads: int | None = None
) -> tuple[np.ndarray, np.ndarray]: ...
def describe_many(game: int, cards: np.ndarray, threads: int | None = None) -> list[str]: ...
def strength_figures() -> list[str]: ...
def hand_strength(
    hand: _Cards, board: _Cards, opponent: str = "random"
) -> tuple[list[float], list[int], list[list[int]]]: ...
def hand_strength_many(
    rows: object,
    opponent: str = "random",
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> np.ndarray: ...

# Board classes, rust/bindings/board_classes.rs
def board_class_names() -> tuple[list[str], list[str]]: ...
def board_classes(
    range: str,
    board: _Cards,
    game: _Ranking | None = None,
    dead: _Cards | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> tuple[str, np.ndarray, np.ndarray | None, np.ndarray, list[int], list[int], int]: ...
def board_classes_many(
    rows: object,
    game: _Ranking | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> np.ndarray: ...

# Solver, rust/bindings/solver.rs
def solve(
    cards: list[int], method: str = "exact", commission: float = 0.05, dealer: str = "golden-nugget"
) -> SolvedHand: ...
def solve_many(
    hands: np.ndarray,
    method: str = "approx",
    commission: float = 0.05,
    dealer: str = "golden-nugget",
    threads: int | None = None,
) -> np.ndarray: ...

# Exact analysis, rust/bindings/analysis.rs
_Counts = tuple[int, int, int, int, int, int, int]
_Record = tuple[int, _Counts, _Counts, list[tuple[_Counts, _Counts]]]
#: A pattern's choice: (pattern, front positions, rule, chosen counts, house counts).
_Choice = tuple[int, tuple[int, int], int, _Counts, _Counts]

def analysis_chunk_count() -> int: ...
def analysis_chunk_shapes() -> list[tuple[int, int]]: ...
def analysis_group_count() -> int: ...
def analysis_variants() -> list[str]: ...
def analysis_variant(name: str) -> str: ...
def analysis_variant_push_event(name: str) -> str | None: ...

@final
class Analysis:
    def __new__(
        cls, dealer: str, player: str, commission: float = 0.05, variant: str = "standard"
    ) -> Analysis: ...
    def chunk(self, index: int, threads: int | None = None) -> _Record: ...
    def chunk_patterns(
        self, index: int, threads: int | None = None
    ) -> tuple[_Record, list[_Choice]]: ...
    def group(self, index: int) -> _Record: ...
    def joint_chunk(
        self, index: int, way: str = "golden-nugget", threads: int | None = None
    ) -> _JointRows: ...
    def joint_group(self, index: int, way: str = "golden-nugget") -> _JointRows: ...

def analysis_chunk_pattern_hands(index: int) -> list[tuple[int, int]]: ...
def analysis_group_classes(index: int) -> list[tuple[list[int], int]]: ...

_JointRows = list[tuple[int, list[int], list[int]]]

# Side bets, rust/bindings/side_bet.rs
def side_bet_event_ids() -> list[tuple[str, str]]: ...
def side_bet_way_event_ids() -> list[str]: ...
def side_bet_events(cards: list[int], way: str = "golden-nugget") -> int: ...
def side_bet_events_many(
    hands: np.ndarray, way: str = "golden-nugget", threads: int | None = None
) -> np.ndarray: ...
def side_bet_price(
    events: list[str], way: str = "golden-nugget", threads: int | None = None
) -> tuple[list[int], int]: ...
def side_bet_qualifying_counts(
    way: str = "golden-nugget", threads: int | None = None
) -> list[int]: ...

# Equity, rust/bindings/equity.rs and equity_result.rs
@final
class EquityResult:
    @property
    def equity(self) -> tuple[float, ...]: ...
    @property
    def exact(self) -> bool: ...
    @property
    def fractions(self) -> tuple[Fraction, ...] | None: ...
    @property
    def win(self) -> tuple[float, ...]: ...
    @property
    def tie(self) -> tuple[float, ...]: ...
    @property
    def high(self) -> tuple[float, ...]: ...
    @property
    def low(self) -> tuple[float, ...]: ...
    @property
    def scoop(self) -> tuple[float, ...] | None: ...
    @property
    def stderr(self) -> tuple[float, ...]: ...
    @property
    def samples(self) -> int | None: ...
    @property
    def completions(self) -> int | None: ...
    @property
    def method(self) -> str: ...
    @property
    def game(self) -> str: ...
    @property
    def seed(self) -> int | None: ...
    @property
    def players(self) -> tuple[str, ...]: ...
    def __hash__(self) -> int: ...
    def _repr_html_(self) -> str: ...

def equity(
    players: Sequence[str | _Cards],
    board: _Cards | None = None,
    dead: _Cards | None = None,
    game: _Ranking | None = None,
    method: str | None = None,
    stdev: float | None = None,
    samples: int | None = None,
    time: float | None = None,
    seed: int | None = None,
    threads: int | None = None,
    progress: Callable[[int, int | None, EquityResult | None], object] | None = None,
) -> EquityResult: ...
def equity_games() -> list[str]: ...
def equity_game_name(name: str) -> str | None: ...

# Equity grid, rust/bindings/equity_grid.rs
#: (game name, class labels row by row, cells (equity, stderr, exact) so far)
_GridRaw = tuple[str, list[str], list[tuple[float, float, bool]]]

def equity_grid(
    range: str,
    board: list[int],
    dead: list[int],
    game: _Ranking | None = None,
    method: str = "auto",
    stdev: float = 0.001,
    samples: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    threads: int | None = None,
    progress: Callable[[int, int, _GridRaw], object] | None = None,
) -> _GridRaw: ...

# Equity distribution, rust/bindings/equity_distribution.rs
#: (cards, weight in the range, deals' weight, pot, win, tie, high, low) of a combo
_DistributionRow = tuple[str, int, int, int, int, int, int, int]
#: (cards, weight in the range, deals' weight, equity, its standard error, win, tie,
#: samples) of a sampled combo
_SampledRow = tuple[str, int, float, float, float, float, float, int]

def equity_distribution(
    players: Sequence[str | _Cards],
    board: _Cards | None = None,
    dead: _Cards | None = None,
    game: _Ranking | None = None,
    player: int = 0,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    method: str | None = None,
    stdev: float | None = None,
    samples: int | None = None,
    seed: int | None = None,
) -> tuple[
    str,
    int,
    int,
    list[_DistributionRow],
    tuple[int, float, float, list[_SampledRow]] | None,
]: ...

# Preflop atlas, rust/bindings/preflop.rs
def preflop_counts(
    pairs: list[tuple[int, int]],
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[tuple[int, int, int]]: ...

# Hand indexing (rust/bindings/indexing.rs)
def hand_index(cards: _Cards, rounds: str | Sequence[int]) -> int: ...
def hand_index_many(
    cards: np.ndarray, rounds: str | Sequence[int], threads: int | None = None
) -> np.ndarray: ...
def hand_unindex(index: SupportsIndex, rounds: str | Sequence[int]) -> list[int]: ...
def hand_unindex_many(
    indices: np.ndarray, rounds: str | Sequence[int], threads: int | None = None
) -> np.ndarray: ...
def hand_index_size(rounds: str | Sequence[int]) -> int: ...
def range_hands(range: str, game: object = None) -> tuple[np.ndarray, np.ndarray]: ...
def register_omaha_ranking(data: bytes) -> None: ...
