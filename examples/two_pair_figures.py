"""The figures of docs/house-ways/custom.md from the committed results directories:
the plain Foxwoods way and the two ways of foxwoods_two_pair_rules.py, both sides
setting by the way (run from the repository's root)."""

from __future__ import annotations

import foxwoods_two_pair_rules as ex

import paigow_fast as pg


def main() -> None:
    base = pg.analyze(dealer="foxwoods", results="results/foxwoods")
    rows = [("foxwoods", base)]
    for tag in ex.WAYS:
        way = ex.house_way(tag, check=0.0)
        rows.append((way.value, pg.analyze(dealer=way, results=f"results/foxwoods-{tag}-two-pair")))
    print("| way | player wins | pushes | player loses | house edge | banker's EV | optimal player's edge |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, r in rows:
        print(
            f"| `{name}` | {r.wins:,} ({r.rate(r.wins):.6f}) | {r.pushes:,} ({r.rate(r.pushes):.6f}) "
            f"| {r.losses:,} ({r.rate(r.losses):.6f}) | {100 * r.house_edge:.4f}% "
            f"| {r.banker_ev:+.6f} | {100 * (r.house_edge - r.optimal_gain):.4f}% |"
        )
    print()
    print("| way | wins against foxwoods | pushes | losses | house edge (points) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, r in rows[1:]:
        print(
            f"| `{name}` | {r.wins - base.wins:+,} | {r.pushes - base.pushes:+,} "
            f"| {r.losses - base.losses:+,} | {100 * (r.house_edge - base.house_edge):+.4f} |"
        )
    print()
    print("| way | two-pair rule | hands | part of the edge | optimal gain in them |")
    print("| --- | --- | ---: | ---: | ---: |")
    for name, r in rows:
        for rc in r.rules:
            if rc.rule.id.startswith("two-pairs-"):
                print(
                    f"| `{name}` | `{rc.rule.id}` | {rc.house.hands:,} | {100 * rc.edge:+.4f}% "
                    f"| {100 * rc.optimal_gain:+.4f}% |"
                )


if __name__ == "__main__":
    main()
