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
from .._choices import as_house_way, as_variant, check_seed, check_threads
from .._side_bets import WAY_EVENTS, PayTable, SideBetPrice, as_pay_table, price
from .envy import as_schedule, envy_prices
from .main_bet import (
    banker_wager,
    commission_grid,
    covariance,
    no_covariance,
    player_wager,
    pushed_covariance,
)
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


@dataclass(frozen=True)
class _Figures:
    """What the win figures are stated for: the rounds, hands an hour, average bet."""

    rounds: tuple[int, ...]
    hands_per_hour: int
    average_bet: Fraction


@dataclass(frozen=True)
class _Envy:
    """The envy bonus to price: its schedule, qualifying bet, simulated deals, seed."""

    schedule: PayTable
    bet: int
    rounds: int
    seed: int


def par_sheet(
    *,
    dealer: Any = None,
    player: Any = None,
    commission: float | None = None,
    variant: str | None = None,
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
    strategy: a house way, "optimal" or a way of the user's own, commission, variant;
    each by default the directory's, else as ``pg.analyze`` defaults them), read from
    the complete results directory ``results`` or counted by the exact analysis, and
    each of ``side_bets`` (pay tables, by object, name or file) priced exactly.
    ``covariance=True`` counts the main bet by the side-bet events of the player's
    seven cards (one more pass over every deal, as long as the analysis) for each side
    bet's covariance with the main bet. ``envy`` (True: a posted Fortune
    envy schedule; or a table of amounts on a bet of ``envy_bet``) prices the envy
    bonus with the first side bet for 1 to 6 other players (``envy_rounds`` deals of
    seed ``seed`` for its covariances). ``rounds``: the numbers of rounds the casino's
    win is stated over; ``hands_per_hour`` and ``average_bet`` give the theoretical
    win an hour. ``progress(done, total, partial)`` follows the analysis's chunks and
    then the joint pass's (``partial`` None). ``base=False``: the side bets alone."""
    if not isinstance(base, bool) or not isinstance(covariance, bool):
        raise _core.ArgumentError("base and covariance must be True or False")
    figures = _Figures(check_rounds(rounds), _positive(hands_per_hour), _average_bet(average_bet))
    threads = check_threads(threads)
    variant = None if variant is None else as_variant(variant)
    tables = [as_pay_table(t) for t in ([side_bets] if isinstance(side_bets, str) else side_bets)]
    schedule = as_schedule(envy)
    if not base and not tables:
        raise _core.ArgumentError("a sheet without the main bet (base=False) needs side_bets")
    if schedule is not None and not tables:
        raise _core.ArgumentError("the envy bonus rides on a side bet: give side_bets")
    spec = None
    if schedule is not None:
        spec = _Envy(schedule, _positive(envy_bet, "envy_bet"), _positive(envy_rounds), seed)
        check_seed(seed)
    params = {
        "dealer": None if dealer is None else as_house_way(dealer).value,
        "player": player if player is None or isinstance(player, str) else str(player),
        "commission": commission,
        "variant": variant,
        "results": None if results is None else os.fspath(results),
        "side_bets": [t.name for t in tables],
        "base": base,
        "covariance": covariance,
        "hands_per_hour": figures.hands_per_hour,
        "average_bet": str(figures.average_bet),
    }
    command = command or _command(params)
    analysis, run, engine = None, None, ""
    if base:
        analysis, run, engine = analysis_of(
            results, dealer, player, commission, variant, progress, threads
        )
    way = as_house_way(dealer or "golden-nugget") if analysis is None else analysis.dealer
    prices = tuple(price(t, way=way, threads=threads) for t in tables)
    parts = _Parts(analysis, run, engine, prices, command)
    return _assemble(params, parts, covariance, spec, figures, progress, threads)


def _positive(x: Any, what: str = "") -> int:
    if isinstance(x, bool) or not isinstance(x, int) or x < 1:
        raise _core.ArgumentError(f"{what or 'a count'} must be a positive int, got {x!r}")
    return x


def _average_bet(x: Any) -> Fraction:
    try:
        bet = Fraction(str(x)) if not isinstance(x, Fraction) else x
    except (ValueError, ZeroDivisionError):
        bet = Fraction(-1)
    if isinstance(x, bool) or bet <= 0:
        raise _core.ArgumentError(f"average_bet must be a positive number, got {x!r}")
    return bet


@dataclass(frozen=True)
class _Parts:
    """What a sheet is assembled from: the analysis (None for side bets alone), its run
    digest and engine, the side bets' prices and the command that asks again."""

    analysis: AnalysisResult | None
    run: str | None
    engine: str
    prices: tuple[SideBetPrice, ...]
    command: str


def _assemble(
    params: dict[str, Any],
    parts: _Parts,
    with_covariance: bool,
    envy: _Envy | None,
    figures: _Figures,
    progress: Callable[[int, int, Any], object] | None,
    threads: int | None,
) -> ParSheet:
    from .. import __version__

    shown = (figures.rounds, figures.hands_per_hour, figures.average_bet)
    wagers, provenance = [], {}
    banker = grid = None
    cov: list[dict[str, Any]] = []
    analysis = parts.analysis
    if analysis is not None:
        params |= {
            "dealer": analysis.dealer.value,
            "player": analysis.player,
            "commission": analysis.commission,
            "variant": analysis.variant,
        }
        main = player_wager(analysis)
        wagers.append(wager_json(main, *shown))
        banker = wager_json(banker_wager(analysis), *shown)
        grid = commission_grid(analysis)
        where = Provenance(__version__, parts.engine, parts.run, parts.command)
        provenance[main.name] = where.to_json()
        cov = _covariances(analysis, parts.prices, with_covariance, progress, threads)
    for p in parts.prices:
        w = side_wager(p)
        wagers.append(wager_json(w, *shown))
        engine = "paigow_fast exact side-bet price (every seven-card hand, Rust core)"
        provenance[w.name] = Provenance(__version__, engine, None, parts.command).to_json()
    priced = None
    if envy is not None:
        priced = envy_prices(
            parts.prices[0], envy.schedule, envy.bet, envy.rounds, envy.seed, threads
        )
    return ParSheet(params, wagers, banker, grid, cov, priced, provenance, analysis, parts.prices)


def _covariances(
    analysis: AnalysisResult,
    prices: tuple[SideBetPrice, ...],
    wanted: bool,
    progress: Callable[[int, int, Any], object] | None,
    threads: int | None,
) -> list[dict[str, Any]]:
    """Each side bet's covariance with the main bet (one joint pass for all), or why
    it is not given."""
    if not prices:
        return []
    if not wanted:
        why = "not computed (the pass over every deal by the side-bet events was not asked for)"
        return [no_covariance(p, why) for p in prices]
    by_player = [
        p for p in prices if p.table.hand == "player" and not set(p.table.events) & set(WAY_EVENTS)
    ]
    ticks = None if progress is None else (lambda done, total: progress(done, total, None))
    rows: dict[int, Any] = {}
    if by_player:
        rows = joint_counts(analysis, analysis.dealer.value, ticks, threads)[0]
    pushed = _core.analysis_variant_push_event(analysis.variant)

    def of(p: SideBetPrice) -> dict[str, Any]:
        if p in by_player:
            return covariance(analysis, rows, p)
        if p.table.hand == "dealer" and set(p.table.events) == {pushed}:
            return pushed_covariance(analysis, p)
        return no_covariance(
            p,
            "a bet on the dealer's seven cards: its joint counts with the player's main "
            "bet are not counted yet",
        )

    return [of(p) for p in prices]
