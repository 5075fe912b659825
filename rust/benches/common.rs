//! What the timing programs share: `eval_speed` (`mod common;`) and the peer benchmark's
//! program, `benches/peer_eval/main.rs` (by path): the same random hands, and the loops
//! over every five cards of the deck.

use std::hint::black_box;

use paigow_fast::runtime::rng::SplitMix64;

/// `n` hands of `k` distinct cards from a deck of `deck` cards, flattened: each card
/// uniform by multiply-shift from splitmix64 started at `seed` (the bias is negligible
/// for `deck` <= 53).
pub fn random_hands(n: usize, k: usize, deck: u8, seed: u64) -> Vec<u8> {
    let mut rng = SplitMix64(seed);
    let mut out = Vec::with_capacity(n * k);
    for _ in 0..n {
        let mut used = 0u64;
        for _ in 0..k {
            let c = loop {
                let c = ((rng.next_u64() >> 32) * deck as u64) >> 32;
                if used & 1 << c == 0 {
                    break c;
                }
            };
            used |= 1 << c;
            out.push(c as u8);
        }
    }
    out
}

/// `visit(hand, e)` for every five cards `a < b < c < d < e` of the 52-card deck,
/// `hand` built from `empty` one card at a time by `add`.
#[inline(always)]
pub fn for_each_five<H: Copy>(empty: H, add: impl Fn(H, u8) -> H, mut visit: impl FnMut(H, u8)) {
    let base = black_box(empty);
    for a in 0..52u8 {
        let ha = add(base, a);
        for b in a + 1..52 {
            let hb = add(ha, b);
            for c in b + 1..52 {
                let hc = add(hb, c);
                for d in c + 1..52 {
                    let hd = add(hc, d);
                    for e in d + 1..52 {
                        visit(add(hd, e), e);
                    }
                }
            }
        }
    }
}
