"""A par sheet as one self-contained HTML page: tables, and plots as inline SVG (no
script, style sheet, font or image from anywhere else)."""

from __future__ import annotations

import math
from fractions import Fraction
from html import escape
from typing import Any

from .._html import table_html

_STYLE = (
    "body{font-family:sans-serif;max-width:60em;margin:1em auto;color:#222}"
    "table{border-collapse:collapse;margin:.5em 0 1.5em}"
    "td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}"
    "th{background:#f2f2f2}td:first-child{text-align:left}"
    "caption{font-weight:600;padding:.3em 0}.note{color:#555;font-size:.9em}"
)


def pct(x: float, digits: int = 4) -> str:
    return f"{100 * x:.{digits}f}%"


def _outcomes(w: dict[str, Any]) -> str:
    rows = [
        [
            escape(o["event"]),
            escape(o["pays"]),
            f"{o['combinations']:,}",
            f"{o['probability']['float']:.10f}",
            f"{o['return']['float']:+.6f}",
        ]
        for o in w["outcomes"]
    ]
    rows.append(["total", "", f"{w['combinations']:,}", "1", f"{w['ev']['float']:+.6f}"])
    return table_html(["event", "pays", "combinations", "probability", "return"], rows)


def _figures(w: dict[str, Any]) -> str:
    rows = [
        ["house edge (a hand)", pct(w["house_edge"]["float"]), escape(w["house_edge"]["exact"])],
        [
            "element of risk (a unit resolved)",
            pct(w["element_of_risk"]["float"]),
            escape(w["element_of_risk"]["exact"]),
        ],
        ["hit frequency", pct(w["hit_frequency"]["float"]), escape(w["hit_frequency"]["exact"])],
        ["standard deviation", f"{w['sd']:.6f}", ""],
    ]
    return table_html(["figure", "value", "exact"], rows)


def _intervals(w: dict[str, Any]) -> str:
    rows = [
        [
            f"{r['rounds']:,}",
            f"{r['mean_float']:,.2f}",
            f"{r['low']:,.2f} to {r['high']:,.2f}",
            f"{pct(r['low_share'], 2)} to {pct(r['high_share'], 2)}",
        ]
        for r in w["win_interval"]
    ]
    h = w["win_per_hour"]
    caption = (
        f"The casino's win over N rounds of one unit (mean N x edge, 95% interval "
        f"mean -/+ 1.96 x SD x sqrt(N)); theoretical win an hour at "
        f"{h['hands_per_hour']} hands of {h['average_bet']}: {h['win_float']:,.2f}"
    )
    header = ["rounds", "mean win (units)", "95% interval (units)", "as share of handle"]
    return table_html(header, rows, caption) + _funnel_svg(w)


def _funnel_svg(w: dict[str, Any], width: int = 560, height: int = 220) -> str:
    """The casino's win as a share of the handle against the rounds (log scale): the
    edge and its 95% band."""
    edge, sd = w["house_edge"]["float"], w["sd"]
    ns = [10 ** (2 + k / 10) for k in range(41)]  # 100 to 1,000,000
    lo = [edge - 1.96 * sd / math.sqrt(n) for n in ns]
    hi = [edge + 1.96 * sd / math.sqrt(n) for n in ns]
    ymin, ymax = min(lo + [0.0]), max(hi + [0.0])
    pad = 40

    def xy(i: int, y: float) -> str:
        x = pad + (width - 2 * pad) * i / (len(ns) - 1)
        yy = height - pad - (height - 2 * pad) * (y - ymin) / ((ymax - ymin) or 1)
        return f"{x:.1f},{yy:.1f}"

    band = " ".join(xy(i, y) for i, y in enumerate(hi))
    band += " " + " ".join(xy(i, y) for i, y in reversed(list(enumerate(lo))))
    mean = " ".join(xy(i, edge) for i in range(len(ns)))
    zero = " ".join(xy(i, 0.0) for i in (0, len(ns) - 1))
    labels = "".join(
        f'<text x="{xy(10 * k, ymin).split(",")[0]}" y="{height - pad + 15}" '
        f'font-size="10" text-anchor="middle">{10 ** (2 + k):,}</text>'
        for k in range(5)
    )
    return (
        f'<svg width="{width}" height="{height}" '
        f'role="img"><title>casino win share by rounds</title>'
        f'<polygon points="{band}" fill="#cfe3f5"/>'
        f'<polyline points="{mean}" fill="none" stroke="#1f5f99" stroke-width="2"/>'
        f'<polyline points="{zero}" fill="none" stroke="#999" stroke-dasharray="4 3"/>'
        f"{labels}"
        f'<text x="{pad}" y="{pad - 10}" font-size="11">win / handle: '
        f"{pct(ymax, 2)} (top), {pct(ymin, 2)} (bottom); edge {pct(edge, 3)}</text>"
        "</svg>"
    )


def _grid(grid: list[dict[str, Any]]) -> str:
    rows = [
        [
            pct(float(Fraction(r["commission"])), 0),
            pct(r["house_edge"]["float"]),
            pct(r["element_of_risk"]["float"]),
            f"{r['sd']:.6f}",
            f"{r['banker_ev']['float']:+.6f}",
        ]
        for r in grid
    ]
    header = ["commission", "house edge", "element of risk", "SD", "banker's EV"]
    return table_html(header, rows, "Commission grid (the same counts at each commission)")


def _covariance(rows: list[dict[str, Any]]) -> str:
    out = []
    for r in rows:
        if r["available"]:
            out.append(
                [
                    escape(r["side_bet"]),
                    f"{r['covariance']['float']:+.6f}",
                    f"{r['correlation']:+.5f}",
                    f"{r['combined_sd']:.6f}",
                ]
            )
        else:
            out.append([escape(r["side_bet"]), escape(r["why"]), "", ""])
    header = ["side bet", "covariance with the main bet", "correlation", "SD of both (a unit each)"]
    return table_html(header, out, "Main bet and side bets together")


def _envy(e: dict[str, Any]) -> str:
    rows = [
        [
            str(r["others"]),
            pct(r["envy_value"]["float"], 3),
            pct(r["house_edge"]["float"], 3),
            f"{r['sd']:.4f} +/- {r['sd_standard_error']:.4f}",
        ]
        for r in e["by_others"]
    ]
    header = ["other players", "envy value", "house edge with envy", "SD (simulated +/- SE)"]
    caption = f"Envy bonus with {e['side_bet']} (qualifying bet {e['qualifying_bet']})"
    return table_html(header, rows, caption) + f"<p class='note'>{escape(e['note'])}</p>"


def _provenance(p: dict[str, Any]) -> str:
    rows = [
        [escape(k), escape(v["version"]), escape(v["engine"]), escape(v["run"] or "-"),
         f"<code>{escape(v['command'])}</code>"]
        for k, v in p.items()
    ]  # fmt: skip
    return table_html(["wager", "library", "engine", "run digest", "command"], rows, "Provenance")


def sheet_html(sheet: dict[str, Any]) -> str:
    """The page of a sheet's JSON (``ParSheet.to_json()``)."""
    parts = [f"<h1>Par sheet</h1><p class='note'>paigow_fast {escape(sheet['version'])}</p>"]
    for w in sheet["wagers"]:
        parts.append(f"<h2>{escape(w['name'])}</h2><p class='note'>{escape(w['note'])}</p>")
        parts += [_outcomes(w), _figures(w), _intervals(w)]
        if w["kind"] == "main bet" and sheet["banker"] is not None:
            b = sheet["banker"]
            parts += [f"<h3>{escape(b['name'])}</h3>", _outcomes(b), _figures(b)]
            parts.append(_grid(sheet["commission_grid"]))
    if sheet["covariance"]:
        parts.append(_covariance(sheet["covariance"]))
    if sheet["envy"] is not None:
        parts.append(_envy(sheet["envy"]))
    parts.append(_provenance(sheet["provenance"]))
    body = "".join(parts)
    return (
        f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Par sheet</title>"
        f"<style>{_STYLE}</style></head><body>{body}</body></html>\n"
    )
