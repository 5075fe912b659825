"""The figures of docs/house-ways/optimal.md from the committed summaries
(results/optimal-house-way-DEALER/summary.json, written by `paigow-fast
optimal-house-way --resume DIR --json`; run from the repository's root)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

DEALS = 8_250_459_031_214_400


def main() -> None:
    runs = [
        json.loads(p.read_text())
        for p in sorted(Path("results").glob("optimal-house-way-*/summary.json"))
    ]
    print("| dealer's way | player | wins | pushes | losses | house edge | SD a deal |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for s in runs:
        for label, key in (
            (f"`{s['dealer']}` (the dealer's way)", "house"),
            (f"`{s['way']}`", "optimal_house_way"),
            ("optimal (card removal)", "optimal"),
        ):
            o = s[key]
            print(
                f"| `{s['dealer']}` | {label} | {o['wins']:,} | {o['pushes']:,} "
                f"| {o['losses']:,} | {100 * o['house_edge']:.5f}% | {o['sd']:.6f} |"
            )
    print()
    print(
        "| dealer's way | optimal gain | the optimal house way gains | it keeps "
        "| card removal adds | patterns set otherwise | their hands |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for s in runs:
        kept = Fraction(s["kept_fraction"])
        rest = s["optimal_gain"] - s["gain"]
        print(
            f"| `{s['dealer']}` | {100 * s['optimal_gain']:+.5f}% | {100 * s['gain']:+.5f}% "
            f"| {100 * float(kept):.4f}% | {100 * rest:+.7f}% "
            f"| {s['changed_patterns']:,} of {s['patterns']:,} | {s['changed_hands']:,} |"
        )
    print()
    print("| dealer's way | rule | patterns set otherwise | their hands | what it gains |")
    print("| --- | --- | ---: | ---: | ---: |")
    for s in runs:
        for r in sorted(s["rules"], key=lambda r: -Fraction(r["gain_fraction"])):
            if r["changed_patterns"]:
                print(
                    f"| `{s['dealer']}` | `{r['id']}` | {r['changed_patterns']:,} of "
                    f"{r['patterns']:,} | {r['changed_hands']:,} | {100 * r['gain']:+.5f}% |"
                )


if __name__ == "__main__":
    main()
