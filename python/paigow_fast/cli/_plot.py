"""Plots for --plot (matplotlib, optional: `pip install "paigow_fast[plot]"`), Agg backend."""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from typing import Any

from . import _common as common

_FORMATS = ("png", "svg", "pdf", "jpg", "jpeg", "webp", "eps", "ps", "tif", "tiff")


def _short(v: float) -> str:
    for div, unit in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(v) >= div:
            return f"{v / div:g}{unit}"
    return f"{v:g}"


def check_target(path: str) -> None:
    """Fail early (before any long computation) when the plot cannot be written."""
    ext = os.path.splitext(path)[1].lower().lstrip(".")
    if not ext:
        raise common.CliError(f"--plot {path!r}: give a file name ending in .png")
    if ext not in _FORMATS:
        raise common.CliError(
            f"--plot {path!r}: unsupported format '.{ext}' (use .png, .svg or .pdf)"
        )
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise common.CliError(f"--plot {path!r}: folder {folder!r} does not exist")
    if os.path.isdir(path):
        raise common.CliError(f"--plot {path!r} is a folder")
    _pyplot()


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise common.CliError(
            "--plot needs matplotlib, which is not installed: "
            'pip install "paigow_fast[plot]" (or pip install matplotlib)'
        ) from None
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def _save(fig: Any, path: str) -> None:
    try:
        fig.savefig(path, dpi=120)
    except OSError as e:
        raise common.CliError(
            f"--plot {path!r}: cannot write the file: {e.strerror or e}"
        ) from None
    finally:
        _pyplot().close(fig)


def settings_ev(
    path: str,
    title: str,
    labels: Sequence[str],
    evs: Sequence[float | None],
    house: int,
    best: int,
    subtitle: str,
) -> None:
    """Horizontal bars of the settings' EV, best at the top; fouls marked with a cross."""
    plt = _pyplot()
    n = len(labels)
    fig, ax = plt.subplots(figsize=(8.5, 0.3 * n + 1.8))
    ys = list(range(n))[::-1]
    legal = [e for e in evs if e is not None]
    for y, ev, i in zip(ys, evs, range(n)):
        if ev is None:
            ax.plot([0], [y], marker="x", color="#b22222", markersize=8, mew=2)
            ax.annotate(
                "foul",
                (0, y),
                xytext=(8, 0),
                textcoords="offset points",
                va="center",
                color="#b22222",
                fontsize=8,
            )
            continue
        colour = "#2e8b57" if i == best else "#e69f00" if i == house else "#4a78b5"
        ax.barh(y, ev, color=colour, height=0.7)
        tag = ", ".join(t for t, j in (("best", best), ("house way", house)) if i == j)
        if tag:
            ax.annotate(
                tag,
                (ev, y),
                xytext=(5 if ev >= 0 else -5, 0),
                textcoords="offset points",
                va="center",
                ha="left" if ev >= 0 else "right",
                fontsize=8,
                fontweight="bold",
            )
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_yticks(ys)
    ax.set_yticklabels(labels, fontsize=8, family="DejaVu Sans Mono")
    for tick, i in zip(ax.get_yticklabels(), range(n)):
        if evs[i] is None:
            tick.set_color("#b22222")
    ax.set_xlabel("EV per unit staked (against the dealer's house way)")
    ax.set_title(f"{title}\n{subtitle}", fontsize=10)
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    handles: list[Any] = [
        Patch(color="#2e8b57", label="best"),
        Patch(color="#e69f00", label="house way"),
        Patch(color="#4a78b5", label="other legal"),
    ]
    if any(e is None for e in evs):
        handles.append(
            Line2D([], [], marker="x", color="#b22222", linestyle="", mew=2, label="foul")
        )
    fig.legend(handles=handles, loc="lower center", ncol=len(handles), fontsize=8, frameon=False)
    if legal:
        lo, hi = min(0.0, min(legal)), max(0.0, max(legal))
        width = (hi - lo) or 1.0
        ax.set_xlim(lo - 0.18 * width, hi + 0.18 * width)
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout(rect=(0, 0.03, 1, 1))
    _save(fig, path)


def running_edge(
    path: str,
    rounds: Sequence[int],
    edge: Sequence[float],
    stderr: Sequence[float],
    title: str,
    final: tuple[float, float] | None,
) -> None:
    """The running house edge (%) against rounds played, with a 95% confidence band."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(8.5, 4.5))
    xs = list(rounds)
    ys = [100 * e for e in edge]
    band = [196 * s for s in stderr]
    if xs:
        ax.fill_between(
            xs,
            [y - b for y, b in zip(ys, band)],
            [y + b for y, b in zip(ys, band)],
            color="#4a78b5",
            alpha=0.25,
            linewidth=0,
            label="95% confidence band",
        )
        ax.plot(
            xs,
            ys,
            color="#1f4e8c",
            linewidth=1.4,
            label="running house edge",
            marker="o" if len(xs) <= 40 else None,
            markersize=3,
        )
    if final is not None:
        e, s = final
        ax.axhline(
            100 * e,
            color="#b22222",
            linewidth=0.9,
            linestyle="--",
            label=f"final {100 * e:.3f}% ± {196 * s:.3f}%",
        )
    if xs and xs[0] > 0 and xs[-1] / xs[0] >= 10:
        ax.set_xscale("log")
    from matplotlib.ticker import FuncFormatter

    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: _short(v)))
    ax.set_xlabel("rounds played")
    ax.set_ylabel("house edge (%)")
    ax.set_title(title, fontsize=10)
    if xs and all(math.isfinite(y) for y in ys):
        lo = min(y - b for y, b in zip(ys, band))
        hi = max(y + b for y, b in zip(ys, band))
        # Keep the early, wide part of the band from flattening the rest.
        tail = max(1, len(xs) // 10)
        t_lo = min(y - b for y, b in zip(ys[tail:], band[tail:])) if len(xs) > tail else lo
        t_hi = max(y + b for y, b in zip(ys[tail:], band[tail:])) if len(xs) > tail else hi
        pad = max(t_hi - t_lo, 1e-6)
        ax.set_ylim(max(lo, t_lo - 2 * pad), min(hi, t_hi + 2 * pad))
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    _save(fig, path)


def rule_costs(path: str, result: Any) -> None:
    """Where the house edge comes from: each house-way rule's part of the edge against
    the house-way player, and what optimal play gains in its hands."""
    plt = _pyplot()
    rules = sorted(result.rules, key=lambda r: r.edge)
    rules = [r for r in rules if r.house.hands]
    labels = [r.rule.id for r in rules]
    fig, ax = plt.subplots(figsize=(9, 0.32 * len(rules) + 1.6))
    y = range(len(rules))
    edges = [100 * r.edge for r in rules]
    ax.barh([i + 0.2 for i in y], edges, 0.4, label="part of the house edge")
    ax.barh(
        [i - 0.2 for i in y],
        [100 * r.optimal_gain for r in rules],
        0.4,
        label="gained by optimal play",
    )
    ax.set_yticks(list(y), labels, fontsize=8)
    ax.axvline(0, color="black", linewidth=0.6)
    ax.set_xlabel("% of a unit a deal (a unit staked on every deal of the game)")
    what = "exact, every deal" if result.complete else f"{result.chunks_done} chunks"
    edge = -100 * float(result.house.ev(result._commission))
    ax.set_title(
        f"Where the edge comes from: {result.player_way.value} player vs "
        f"{result.dealer.value} dealer\n({what}; house edge {edge:.4f}%)",
        fontsize=9,
    )
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    _save(fig, path)


def side_bet_returns(path: str, result: Any) -> None:
    """Where a side bet's return comes from: each pay line's return (pays times
    probability) beside the stake lost on the hands paid nothing."""
    plt = _pyplot()
    lines = list(result.lines)
    labels = [f"{ln.name} ({ln.pays})" for ln in lines] + ["nothing (-1)"]
    values = [float(ln.ret) for ln in lines] + [-float(result.nothing_probability)]
    fig, ax = plt.subplots(figsize=(9, 0.32 * len(labels) + 1.6))
    y = list(range(len(labels)))[::-1]
    colors = ["tab:green" if v >= 0 else "tab:red" for v in values]
    ax.barh(y, values, 0.6, color=colors)
    for yi, v in zip(y, values):
        # Positive labels after their bar; the loss's inside its (long) bar.
        ax.text(
            v,
            yi,
            f" {v:+.4f} ",
            va="center",
            ha="left",
            fontsize=7,
            color="black" if v >= 0 else "white",
        )
    ax.set_yticks(y, labels, fontsize=8)
    ax.axvline(0, color="black", linewidth=0.6)
    ax.set_xlabel("return per unit staked (pays x probability)")
    name = common.printable(result.table.name).replace("$", r"\$")  # plain text, not mathtext
    ax.set_title(
        f"{name}: where the return comes from; "
        f"house edge {100 * float(result.house_edge):.4f}% (exact)",
        fontsize=9,
    )
    fig.tight_layout()
    _save(fig, path)
