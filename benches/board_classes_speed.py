"""Board classes (docs/board-classes.md): ``pg.board_classes`` for a wide hold'em range
and for every Omaha hand on a flop, and ``pg.board_classes_many`` in bulk, beside the
pure-Python reference and, as a peer (no library classifies boards), a rough
classification written on eval7's evaluator: the best hand's category and, for each
card to come, whether it makes a flush or a straight (the draws Flopzilla counts, not
our exact definitions: the cost of the evaluations a Python user would make).

    python benches/board_classes_speed.py [--rounds 3] [--rows 200000]

Each figure is the least of `--rounds` timings; the reference's and the peer's are
timed on a sample of the hands and given per hand.
"""

from __future__ import annotations

import argparse
import random
import time
from itertools import combinations

import numpy as np

import paigow_fast as pg
from paigow_fast.reference import board_classes as ref

from timing import best, cpu, installed

WIDE = "22+,A2s+,K2s+,Q2s+,J2s+,T2s+,92s+,82s+,72s+,62s+,52s+,42s+,32s+,A2o+,K2o+"
FLOP = "Kh 7h 2c"


def eval7_classes(hands: list[list[int]], board: list[int], omaha: bool) -> list[tuple]:
    """Per hand: the best hand's category, the flush outs and the straight-making ranks."""
    import eval7

    deck = [eval7.Card(pg.format_cards([c])) for c in range(52)]
    b = [deck[c] for c in board]
    out = []
    for hole in hands:
        h = [deck[c] for c in hole]
        pairs = list(combinations(h, 2))

        def value(cards: list, h: list = h, pairs: list = pairs) -> int:
            if not omaha:
                return eval7.evaluate(h + cards)
            return max(eval7.evaluate([*p, *t]) for p in pairs for t in combinations(cards, 3))

        now = eval7.handtype(value(b))
        flush_outs, straight_ranks = 0, set()
        for c in range(52):
            if c not in hole and c not in board:
                kind = eval7.handtype(value([*b, deck[c]]))
                flush_outs += kind == "Flush"
                if kind == "Straight":
                    straight_ranks.add(c // 4)
        out.append((now, flush_outs, len(straight_ranks)))
    return out


def per_hand(f, hands: list[list[int]]) -> float:
    t = time.perf_counter()
    f(hands)
    return (time.perf_counter() - t) / len(hands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--rows", type=int, default=200_000)
    parser.add_argument("--sample", type=int, default=300)
    args = parser.parse_args()
    print(f"CPU: {cpu()}")
    peer = installed("eval7")
    board = pg.parse_cards(FLOP)
    rng = random.Random(1)
    for name, rng_text, game in (
        ("hold'em wide", WIDE, "holdem"),
        ("PLO random", "random", "omaha"),
    ):
        r = pg.board_classes(rng_text, FLOP, game=game)
        ours = best(lambda t=rng_text, g=game: pg.board_classes(t, FLOP, game=g), args.rounds)
        n = len(r.hands)
        line = f"{name:13} {n:7,} hands  pg.board_classes {ours * 1e3:8.2f} ms"
        line += f" ({n / ours:12,.0f} hands/s)"
        sample = rng.sample(r.hands.tolist(), min(args.sample, n))
        omaha = game != "holdem"
        t_ref = per_hand(lambda hs, o=omaha: [ref.classify(h, board, o) for h in hs], sample)
        line += f"  reference {1 / t_ref:9,.0f} hands/s ({t_ref * n / ours:,.0f}x)"
        if peer:
            t_peer = per_hand(lambda hs, o=omaha: eval7_classes(hs, board, o), sample)
            line += f"  eval7 peer {1 / t_peer:9,.0f} hands/s ({t_peer * n / ours:,.0f}x)"
        print(line)
    gen = np.random.default_rng(2)
    for game, hole in (("holdem", 2), ("omaha", 4)):
        deals = np.array(
            [gen.permutation(52)[: hole + 3] for _ in range(args.rows)], dtype=np.uint8
        )
        holes, boards = deals[:, :hole], deals[:, hole:]
        for threads in (None, 1):
            t = best(
                lambda n=threads, h=holes, b=boards, g=game: pg.board_classes_many(
                    h, b, game=g, threads=n
                ),
                args.rounds,
            )
            print(
                f"board_classes_many {game} flops, threads={threads}: {args.rows / t:,.0f} rows/s"
            )


if __name__ == "__main__":
    main()
