"""Hand strength (HS, PPot, NPot, EHS, E[HS²]) of one hold'em hand against a random
hand, exact: ``pg.ehs`` beside the same count written with eval7's evaluator in Python
(the nearest peer: no peer computes the potentials itself), and ``pg.ehs_many`` in bulk.

    python benches/strength_speed.py [--rounds 5] [--rows 2000]

Each figure is the least of `--rounds` timings, the peer's and ours interleaved; the
bulk rate is rows a second on all cores and on one thread.
"""

from __future__ import annotations

import argparse

import numpy as np

import paigow_fast as pg

from timing import best, cpu, installed

CASES = [
    ("flop", "Ad Qc", "3h 4c Jh"),
    ("turn", "9s 8s", "7s 6d 2s Kh"),
    ("river", "Ah Kh", "2c 7d Th Js 3h"),
]


def eval7_strength(hand: str, board: str) -> tuple[int, ...]:
    """The `now` and `potential` counts against a random hand, with eval7.evaluate."""
    import eval7

    hero = [eval7.Card(c) for c in hand.split()]
    known = [eval7.Card(c) for c in board.split()]
    deck = [c for c in eval7.Deck().cards if c not in hero + known]
    ours_now = eval7.evaluate(hero + known)
    counts = [0] * 12
    opponents = [(a, b) for i, a in enumerate(deck) for b in deck[i + 1 :]]
    to_come = 5 - len(known)
    completions: list[tuple] = (
        [()]
        if to_come == 0
        else [(c,) for c in deck]
        if to_come == 1
        else [(a, b) for i, a in enumerate(deck) for b in deck[i + 1 :]]
    )
    for a, b in opponents:
        now = ours_now - eval7.evaluate([a, b, *known])
        s = 0 if now > 0 else 1 if now == 0 else 2
        counts[s] += 1
        for completion in completions:
            if a in completion or b in completion:
                continue
            river = known + list(completion)
            f = eval7.evaluate(hero + river) - eval7.evaluate([a, b, *river])
            counts[3 + 3 * s + (0 if f > 0 else 1 if f == 0 else 2)] += 1
    return tuple(counts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--rows", type=int, default=2000)
    args = parser.parse_args()
    print(f"CPU: {cpu()}")
    peer = installed("eval7")
    for name, hand, board in CASES:
        ours = best(lambda h=hand, b=board: pg.ehs(h, b), args.rounds)
        line = f"{name:5}  pg.ehs {ours * 1e3:9.3f} ms"
        if peer and name != "flop":
            s = pg.ehs(hand, board)
            counts = eval7_strength(hand, board)
            assert counts == (*s.now, *[x for row in s.potential for x in row]), name
            theirs = best(lambda h=hand, b=board: eval7_strength(h, b), max(1, args.rounds // 2))
            line += f"   eval7 in Python {theirs * 1e3:10.1f} ms   ratio {theirs / ours:8.0f}x"
        print(line)
    rng = np.random.default_rng(1)
    deals = np.array([rng.permutation(52)[:5] for _ in range(args.rows)], dtype=np.uint8)
    for threads in (None, 1):
        t = best(lambda n=threads: pg.ehs_many(deals[:, :2], deals[:, 2:], threads=n), 1)
        print(f"ehs_many on flops, threads={threads}: {args.rows / t:,.0f} rows/s")


if __name__ == "__main__":
    main()
