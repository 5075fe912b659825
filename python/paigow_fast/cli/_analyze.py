"""paigow-fast analyze: the exact value of the whole game, every deal counted."""

from __future__ import annotations

import argparse
import logging
import random
import re
import shlex
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

from rich.console import Console

import paigow_fast as pg
from paigow_fast._results import ResultsDir, chunks_to_verify, read_manifest, verify

from . import _common as common
from . import _plot

_CLASSES = 6_972_147


_CHUNK_RANGE = re.compile(r"\s*([0-9]+)\s*(?:-\s*([0-9]+)\s*)?")


def parse_chunks(text: str) -> list[int]:
    """Chunk numbers: "0-9,100,675", each 0 to 675, a range low to high."""
    last = pg._analysis.CHUNKS - 1
    out: list[int] = []
    for part in text.split(","):
        m = _CHUNK_RANGE.fullmatch(part)
        if m is None:
            raise argparse.ArgumentTypeError(f"chunks {_echo(text)}: write them like 0-9,100")
        low, high = (_chunk_number(g, last) for g in (m[1], m[2] or m[1]))
        if high < low:
            raise argparse.ArgumentTypeError(
                f"chunks {low}-{high}: an empty range (write the lower number first)"
            )
        out.extend(range(low, high + 1))
    return out


def add_chunks(p: argparse.ArgumentParser) -> None:
    """--chunks LIST: only these chunks of the game."""
    p.add_argument("--chunks", type=parse_chunks, metavar="LIST", help="only these chunks: 0-9,100")


def _chunk_number(digits: str, last: int) -> int:
    n = int(digits) if len(digits) <= len(str(last)) else last + 1
    if n > last:
        raise argparse.ArgumentTypeError(f"chunks are numbered 0 to {last}, got {_echo(digits)}")
    return n


def _echo(text: str, most: int = 40) -> str:
    """`text` quoted for an error line, cut short."""
    return repr(_cut(text, most))


def _cut(text: str, most: int = 120) -> str:
    return text if len(text) <= most else text[: most - 3] + "..."


def _resume_parameters(args: argparse.Namespace) -> None:
    """--resume DIR: the parameters of DIR's manifest, where the command line gives none."""
    folder = Path(args.resume)
    data = read_manifest(folder)
    if data is None:
        raise common.CliError(
            f"--resume {args.resume}: no manifest.json there (not a results directory)"
        )
    args.dealer = args.dealer or pg.HouseWay(data["dealer"])
    if args.player == "house" and data["player_way"] != args.dealer.value:
        args.player = data["player_way"]
    if args.commission is None:
        args.commission = float(data["commission"])
    if args.variant == "standard":
        args.variant = data["variant"]
    args.results = args.resume


def _client(address: str | None) -> Any:
    if address is None:
        return None
    try:
        from distributed import Client
        from distributed.comm.addressing import parse_address, parse_host_port
    except ImportError:
        raise common.CliError(
            '--scheduler needs Dask distributed: pip install "paigow_fast[cluster]"'
        ) from None
    where = f"--scheduler {_echo(address)}"
    if not address.strip():
        raise common.CliError("--scheduler needs an address, e.g. tcp://10.0.0.5:8786")
    try:
        scheme, location = parse_address(address.strip())
        _, port = parse_host_port(location)
    except (ValueError, TypeError) as e:
        raise common.CliError(
            f"{where}: not a scheduler address ({_cut(common.one_line(e))}); "
            "write it like tcp://10.0.0.5:8786"
        ) from None
    if scheme not in ("tcp", "tls") or not 0 < port < 65536:
        raise common.CliError(
            f"{where}: not a scheduler address; write it like tcp://10.0.0.5:8786"
        )
    try:
        return Client(address.strip(), timeout="20s")
    except (OSError, ValueError, TypeError) as e:
        raise common.CliError(
            f"{where}: cannot reach the scheduler ({_cut(common.one_line(e))})"
        ) from None


def run(args: argparse.Namespace, console: Console) -> int:
    if args.verify:
        return _verify(args, console)
    if args.plot:
        _plot.check_target(args.plot)
    if args.resume:
        _resume_parameters(args)
    dealer = args.dealer or pg.HouseWay.GOLDEN_NUGGET
    client = _client(args.scheduler)
    latest: list[pg.AnalysisResult] = []
    params: dict[str, Any] = {
        "dealer": dealer,
        "player": args.player,
        "commission": args.commission,
        "variant": args.variant,
        "client": client,
        **common.run_options(args),
    }
    try:
        outcome = common.timed_run(
            console,
            args,
            lambda: _with_bar(console, params, latest),
            lambda: pg.analyze(**params, progress=lambda _d, _t, partial: _keep(latest, partial)),
            lambda seconds: _interrupted(args, latest, seconds),
        )
    except pg.Error:
        if client is not None:  # the cluster's own reports of its loss add nothing
            logging.getLogger("distributed").setLevel(logging.CRITICAL)
        raise
    finally:
        if client is not None:
            _close(client)
    if outcome is None:
        return 130
    result, seconds = outcome
    if args.json:
        common.emit_json({**result.to_json(), "seconds": seconds, "results": args.results})
    else:
        _print(console, result, seconds, args.results)
    if args.plot:
        _plot.rule_costs(args.plot, result)
        if not args.json:
            common.plot_written(console, args.plot)
    return 0


def _close(client: Any) -> None:
    try:
        client.close(timeout=10)
    except Exception:  # a cluster already lost: nothing left to close
        pass


def _keep(latest: list[pg.AnalysisResult], partial: pg.AnalysisResult) -> None:
    latest[:] = [partial]


def _interrupted(args: argparse.Namespace, latest: list[pg.AnalysisResult], seconds: float) -> None:
    """What Ctrl-C leaves: the chunks counted, their partial counts, how to resume."""
    if latest:
        r = latest[0]
        h = r.house
        done = (
            f"{r.chunks_done} chunks counted ({r.classes:,} classes); their counts (a partial "
            f"sum, not the game's figures): house way wins / pushes / losses "
            f"{h.wins:,} / {h.pushes:,} / {h.losses:,}"
        )
    else:
        done = "no chunk finished"
    if args.results:
        command = f"{common.PROG} analyze --resume {shlex.quote(args.results)}"
        if args.chunks is not None:
            command += f" --chunks {_ranges(args.chunks)}"
        then = f"; the records are kept: resume with `{command}`"
    else:
        then = "; nothing was saved (--results DIR keeps each chunk as it finishes)"
    sys.stderr.write(f"{common.PROG}: analyze interrupted after {seconds:.1f} s: {done}{then}\n")
    sys.stderr.flush()


def _ranges(chunks: list[int]) -> str:
    """Chunk numbers as parse_chunks reads them: "0-9,100"."""
    parts: list[list[int]] = []
    for k in sorted(set(chunks)):
        if parts and k == parts[-1][1] + 1:
            parts[-1][1] = k
        else:
            parts.append([k, k])
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in parts)


def _verify(args: argparse.Namespace, console: Console) -> int:
    """--verify DIR: chunks of DIR computed again and compared with their records."""
    store = ResultsDir.existing(args.verify)
    seed = random.SystemRandom().randrange(2**32)
    chunks = chunks_to_verify(store, args.chunks, seed)
    how = "the chunks asked" if args.chunks else f"{len(chunks)} chunks chosen by seed {seed}"
    if not args.json:
        console.print(f"Verifying {args.verify} ({how}), every record checked first:")
    start = time.perf_counter()
    checked = []
    for v in verify(store, chunks, args.threads):
        checked.append(v)
        if not args.json:
            word = "equal" if v.equal else "[bold red]DIFFERENT[/]"
            console.print(
                f"  chunk {v.chunk:3d}: computed again, {word} to its record ({v.seconds:.1f} s)"
            )
    seconds = time.perf_counter() - start
    bad = [v.chunk for v in checked if not v.equal]
    if args.json:
        common.emit_json(
            {
                "results": args.verify,
                "chunks": [
                    {"chunk": v.chunk, "equal": v.equal, "seconds": v.seconds} for v in checked
                ],
                "equal": not bad,
                "seed": None if args.chunks else seed,
                "seconds": seconds,
            }
        )
    if bad:
        raise common.CliError(f"--verify {args.verify}: chunks {bad} differ from their records")
    if not args.json:
        console.print(f"all {len(checked)} equal ({seconds:.1f} s)")
    return 0


def _with_bar(
    console: Console, params: dict[str, Any], latest: list[pg.AnalysisResult]
) -> pg.AnalysisResult:
    with common.deal_counting_bar(console, "analyze") as update:
        first: list[int] = []

        def progress(done: int, total: int, partial: pg.AnalysisResult) -> None:
            # The rates of this run's chunks (not those read from the directory); no
            # running edge: the chunks go in rank order, so a partial sum is no estimate.
            first[:] = first or [done - 1]
            _keep(latest, partial)
            seconds = partial.seconds or 1e-9
            update(done, total, partial, edge=f"{(done - first[0]) / seconds:.2f} chunks/s")

        return pg.analyze(**params, progress=progress)


def _print(console: Console, r: pg.AnalysisResult, seconds: float, results: str | None) -> None:
    if r.complete:
        scope = "every one of the 8,250,459,031,214,400 deals"
        title = "Player's result a deal"
    else:
        scope = (
            f"a partial sum: {r.chunks_done} of {r.chunks_total} chunks "
            f"({r.classes:,} of {_CLASSES:,} classes)"
        )
        title = "Player's result a deal in these chunks only (not the game's figures)"
    console.print(
        f"[bold]Exact analysis[/]: {scope}; dealer {r.dealer.value}, {r.variant} bet, "
        f"commission {common.commission_text(r.commission)}"
    )
    chosen = r.optimal_commission
    optimal = "Optimal" if chosen is None else f"Optimal at {common.commission_text(chosen)}*"
    t = common.table(
        "",
        *common.right("House way", optimal),
        title=f"{title}; the player's way {r.player_way.value}",
    )
    add_sides(t, (r.house, r.optimal), r._commission, r.complete)
    common.show(console, t)
    if chosen is not None:
        console.print(
            "* the optimal player's settings as chosen at commission "
            f"{common.commission_text(chosen)} "
            f"(the run's), paid at {common.commission_text(r.commission)}: optimal play at "
            f"{common.commission_text(r.commission)} needs a run of its own (a new --results DIR)"
        )
    console.print(
        f"deals won / pushed / lost by the house way: {r.house.wins:,} / {r.house.pushes:,} / "
        f"{r.house.losses:,}; optimal play gains {r.optimal_gain:+.6f} a unit"
    )
    costs = common.table(
        ("Rule", "left"),
        *common.right("Hands", "Edge", "Optimal gains"),
        ("", "left"),
        title=f"Where the edge comes from ({r.player_way.value} rules)"
        + ("" if r.complete else ": these chunks' parts of it"),
    )
    for rule in sorted(r.rules, key=lambda x: -abs(x.edge)):
        if not rule.house.hands:
            continue
        costs.add_row(
            rule.rule.id,
            f"{rule.hand_share:.3%}",
            f"{rule.edge:+.4%}",
            f"{rule.optimal_gain:+.4%}",
            rule.rule.text,
        )
    console.print()
    common.show(console, costs)
    where = f"; records in {results}" if results else ""
    console.print(f"[dim]{seconds:.1f} s{where}[/]")


def add_sides(t: Any, sides: tuple[pg.Outcomes, ...], c: Fraction, complete: bool) -> None:
    """The rows of each side's figures a deal, at commission `c` (the house edge only
    when every deal is counted), into the table `t`, one column a side."""
    rows: tuple[tuple[str, Callable[[pg.Outcomes], str]], ...] = (
        ("Wins", lambda o: f"{o.wins / (o.deals or 1):.6f}"),
        ("Pushes", lambda o: f"{o.pushes / (o.deals or 1):.6f}"),
        ("Losses", lambda o: f"{o.losses / (o.deals or 1):.6f}"),
        ("EV", lambda o: f"{float(o.ev(c)):+.6f}"),
        *((("House edge", lambda o: f"{-float(o.ev(c)):.4%}"),) if complete else ()),
        ("Banker EV", lambda o: f"{float(o.banker_ev(c)):+.6f}"),
        ("SD a deal", lambda o: f"{o.sd(c):.6f}"),
        ("Banker SD", lambda o: f"{o.banker_sd(c):.6f}"),
        ("Copies", lambda o: f"{o.copies / (o.deals or 1):.4%}"),
    )
    for label, cell in rows:
        t.add_row(label, *(cell(o) for o in sides))


def add_parser(sub: Any) -> None:
    """The `analyze` command and its arguments."""
    p = sub.add_parser(
        "analyze",
        help="the exact value of the whole game: every deal counted",
        description="Count every one of the 8,250,459,031,214,400 deals exactly (player "
        "hands by suit class, in 676 chunks): the house-way player and the optimal player "
        "against a house-way dealer, and where the edge comes from, rule by rule. With "
        "--results DIR each chunk is saved as it finishes; --resume DIR finishes a run. "
        "--scheduler runs the chunks on a Dask cluster.",
    )
    common.add_dealer(p, f"the dealer's way: {common.WAYS}")
    common.add_player(
        p,
        "the headline player: 'house' (the dealer's way), a house way, or 'optimal' "
        "(both are always counted)",
    )
    common.add_commission(
        p,
        None,
        "commission on a winning round, 0 to 10%% or any rate below 1 (default 0.05; "
        "0 with --variant queen-high-push or face-up)",
    )
    common.add_variant(
        p,
        "standard",
        "the main bet: standard, queen-high-push (commission-free: every bet "
        "pushes when the dealer's seven cards are a queen-high pai gow) or face-up (Face "
        "Up Pai Gow: commission-free, a push against an ace-high pai gow, the optimal "
        "player setting knowing the dealer's setting)",
    )
    common.add_results(p).add_argument(
        "--verify",
        metavar="DIR",
        type=common.directory,
        help="check every record of DIR, then compute some chunks again (--chunks, or 3 "
        "chosen at random) and compare them with their records",
    )
    p.add_argument(
        "--scheduler", metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://10.0.0.5:8786"
    )
    common.add_threads(p)
    add_chunks(p)
    common.add_plot(p, "each rule's part of the edge and what optimal play gains in it")
    common.add_json(p)
    p.set_defaults(func=run)
