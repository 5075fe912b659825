"""`par_sheet`: what a regulator and a table-games manager read for each wager of a
table, from the exact analysis (a complete results directory or a run of its own)
and the side bets' exact prices, as a :class:`ParSheet` (``to_json``, ``to_html``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from .. import _core
from .._analysis import AnalysisResult
from .._choices import as_house_way, as_variant, check_threads
from .._side_bets import WAY_EVENTS, PayTable, SideBetPrice, as_pay_table, price
from .envy import as_schedule, envy_prices
from .main_bet import banker_wager, commission_grid, covariance, no_covariance, player_wager
from .source import Provenance, analysis_of, joint_counts
from .wagers import ROUNDS, Outcome, Wager, check_rounds, wager_json

FORMAT = 1
"""The version of the sheet's JSON."""


def side_wager(p: SideBetPrice) -> Wager:
    """A side bet's wager: each line's hands and pays, and the hands paid nothing."""
    outcomes = tuple(Outcome(ln.name, Fraction(ln.pays), ln.hands) for ln in p.lines)
    return Wager(
        name=p.table.name,
        kind="side bet",
        outcomes=(*outcomes, Outcome("nothing", Fraction(-1), p.nothing)),
        total=p.hands,
        note="every seven-card hand of the 53-card deck counted"
        + (f"; events read from the {p.way} house way's setting" if p.way else ""),
    )


@dataclass(frozen=True)
class ParSheet:
    """A par sheet: each wager's figures (``wagers``: JSON-ready dicts, exact integers
    and fractions as strings), the main bet's banker's view and commission grid, the
    covariance of the main bet with each side bet, the envy bonus by number of other
    players, and the provenance of every figure. ``to_json()`` is the whole sheet as
    plain JSON; ``to_html(path)`` writes it as one self-contained page."""

    parameters: dict[str, Any]
    wagers: list[dict[str, Any]]
    banker: dict[str, Any] | None
    commission_grid: list[dict[str, Any]] | None
    covariance: list[dict[str, Any]]
    envy: dict[str, Any] | None
    provenance: dict[str, Any]
    analysis: AnalysisResult | None = field(default=None, compare=False, repr=False)
    prices: tuple[SideBetPrice, ...] = field(default=(), compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        from .. import __version__

        return {
            "kind": "paigow_fast par sheet",
            "format": FORMAT,
            "version": __version__,
            "parameters": self.parameters,
            "wagers": self.wagers,
            "banker": self.banker,
            "commission_grid": self.commission_grid,
            "covariance": self.covariance,
            "envy": self.envy,
            "provenance": self.provenance,
        }

    def save_json(self, path: str | os.PathLike[str]) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1) + "\n", encoding="utf-8")

    def to_html(self, path: str | os.PathLike[str] | None = None) -> str:
        """The sheet as one HTML page (inline SVG plots, no link to anything); written
        to `path` if given. Returns the page."""
        from .html import sheet_html

        page = sheet_html(self.to_json())
        if path is not None:
            Path(path).write_text(page, encoding="utf-8")
        return page

    def __str__(self) -> str:
        rows = [
            f"{w['name']}: house edge {w['house_edge']['float']:.4%}, element of risk "
            f"{w['element_of_risk']['float']:.4%}, hit frequency "
            f"{w['hit_frequency']['float']:.4%}, SD {w['sd']:.4f}"
            for w in self.wagers
        ]
        return "\n".join(rows)


def _command(params: dict[str, Any]) -> str:
    """The Python call that asks for the sheet again."""
    shown = ", ".join(f"{k}={v!r}" for k, v in params.items() if v is not None)
    return f"paigow_fast.par_sheet({shown})"


def par_sheet(
    *,
    dealer: Any = None,
    player: Any = None,
    commission: float | None = None,
    variant: str = "standard",
    results: str | os.PathLike[str] | None = None,
    side_bets: Iterable[PayTable | str | Path] = (),
    base: bool = True,
    covariance: bool = True,
    envy: bool | PayTable | Mapping[str, Any] | None = None,
    envy_bet: int = 5,
    envy_rounds: int = 200_000,
    seed: int = 0,
    rounds: Iterable[int] = ROUNDS,
    hands_per_hour: int = 30,
    average_bet: float | str | Fraction = 25,
    progress: Callable[[int, int, Any], object] | None = None,
    threads: int | None = None,
    command: str | None = None,
) -> ParSheet:
    """The par sheet of a table: the main bet (``base=True``; dealer's way, player's
    strategy: a house way, "optimal" or a way of the user's own, commission, variant),
    read from the complete results directory ``results`` or counted by the exact
    analysis, and each of ``side_bets`` (pay tables, by object, name or file) priced
    exactly. ``covariance=True`` counts the main bet by the side-bet events of the
    player's seven cards (one more pass over every deal, as long as the analysis) for
    each side bet's covariance with the main bet. ``envy`` (True: the common Fortune
    envy schedule; or a table of amounts on a bet of ``envy_bet``) prices the envy
    bonus with the first side bet for 1 to 6 other players. ``rounds``: the numbers
    of rounds the casino's win is stated over; ``hands_per_hour`` and ``average_bet``
    give the theoretical win an hour. ``base=False``: the side bets alone."""
    if not isinstance(base, bool) or not isinstance(covariance, bool):
        raise _core.ArgumentError("base and covariance must be True or False")
    rounds = check_rounds(rounds)
    bet = _average_bet(average_bet)
    if isinstance(hands_per_hour, bool) or not isinstance(hands_per_hour, int) or hands_per_hour < 1:
        raise _core.ArgumentError(f"hands_per_hour must be a positive int, got {hands_per_hour!r}")
    threads = check_threads(threads)
    variant = as_variant(variant)
    tables = [as_pay_table(t) for t in ([side_bets] if isinstance(side_bets, str) else side_bets)]
    schedule = as_schedule(envy)
    if not base and not tables:
        raise _core.ArgumentError("a sheet without the main bet (base=False) needs side_bets")
    if schedule is not None and not tables:
        raise _core.ArgumentError("the envy bonus rides on a side bet: give side_bets")
    params = {
        "dealer": None if dealer is None else as_house_way(dealer).value,
        "player": player if player is None or isinstance(player, str) else str(player),
        "commission": commission,
        "variant": variant,
        "results": None if results is None else os.fspath(results),
        "side_bets": [t.name for t in tables],
        "base": base,
        "covariance": covariance,
        "hands_per_hour": hands_per_hour,
        "average_bet": str(bet),
    }
    command = command or _command(params)
    analysis = run = None
    engine = ""
    if base:
        analysis, run, engine = analysis_of(
            results, dealer, player, commission, variant, progress, threads
        )
        if not analysis.complete:
            raise _core.ArgumentError("the analysis is incomplete: a par sheet needs every deal")
    way = analysis.dealer.value if analysis is not None else as_house_way(dealer or "golden-nugget").value
    prices = tuple(price(t, way=way, threads=threads) for t in tables)
    return _assemble(
        params, analysis, run, engine, prices, covariance, schedule, envy_bet,
        envy_rounds, seed, rounds, hands_per_hour, bet, threads, command,
    )  # fmt: skip


def _average_bet(x: Any) -> Fraction:
    try:
        bet = Fraction(str(x)) if not isinstance(x, Fraction) else x
    except (ValueError, ZeroDivisionError):
        bet = Fraction(-1)
    if isinstance(x, bool) or bet <= 0:
        raise _core.ArgumentError(f"average_bet must be a positive number, got {x!r}")
    return bet


def _assemble(
    params: dict[str, Any],
    analysis: AnalysisResult | None,
    run: str | None,
    engine: str,
    prices: tuple[SideBetPrice, ...],
    with_covariance: bool,
    schedule: PayTable | None,
    envy_bet: int,
    envy_rounds: int,
    seed: int,
    rounds: tuple[int, ...],
    hands_per_hour: int,
    bet: Fraction,
    threads: int | None,
    command: str,
) -> ParSheet:
    from .. import __version__

    figures = (rounds, hands_per_hour, bet)
    wagers, provenance = [], {}
    banker = grid = None
    cov: list[dict[str, Any]] = []
    if analysis is not None:
        params |= {
            "dealer": analysis.dealer.value,
            "player": analysis.player,
            "commission": analysis.commission,
        }
        main = player_wager(analysis)
        wagers.append(wager_json(main, *figures))
        banker = wager_json(banker_wager(analysis), *figures)
        grid = commission_grid(analysis)
        provenance[main.name] = Provenance(__version__, engine, run, command).to_json()
        cov = _covariances(analysis, prices, with_covariance, threads)
    for p in prices:
        w = side_wager(p)
        wagers.append(wager_json(w, *figures))
        engine = "paigow_fast exact side-bet price (every seven-card hand, Rust core)"
        provenance[w.name] = Provenance(__version__, engine, None, command).to_json()
    envy = None
    if schedule is not None:
        envy = envy_prices(prices[0], schedule, envy_bet, envy_rounds, seed, threads)
    return ParSheet(params, wagers, banker, grid, cov, envy, provenance, analysis, prices)


def _covariances(
    analysis: AnalysisResult,
    prices: tuple[SideBetPrice, ...],
    wanted: bool,
    threads: int | None,
) -> list[dict[str, Any]]:
    """Each side bet's covariance with the main bet (one joint pass for all), or why
    it is not given."""
    if not prices:
        return []
    if not wanted:
        why = "not computed (covariance=True counts the main bet by the side-bet events)"
        return [no_covariance(p, why) for p in prices]
    by_player = [p for p in prices if not set(p.table.events) & set(WAY_EVENTS)]
    rows = joint_counts(analysis, analysis.dealer.value, threads=threads)[0] if by_player else {}
    return [
        covariance(analysis, rows, p)
        if p in by_player
        else no_covariance(
            p, "a bet on the dealer's seven cards (its low hand set by the house way): its "
            "joint counts with the player's main bet are not counted yet",
        )
        for p in prices
    ]
