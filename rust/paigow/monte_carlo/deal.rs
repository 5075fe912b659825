//! Dealing: a chunk's deck and generator, and the cards of a seed's rounds.

use rayon::prelude::*;

use super::CHUNK_ROUNDS;
use crate::cards::Card;
use crate::runtime::rng::Xoshiro256pp;

/// The deck and generator of one chunk.
pub(super) struct Dealer {
    deck: [Card; 53],
    rng: Xoshiro256pp,
}

impl Dealer {
    pub(super) fn new(seed: u64, chunk: u64) -> Dealer {
        Dealer {
            deck: std::array::from_fn(|i| i as Card),
            rng: Xoshiro256pp::seeded(seed, chunk),
        }
    }

    /// The next round's 14 cards: the player's seven, then the dealer's.
    #[inline(always)]
    pub(super) fn deal(&mut self) -> [Card; 14] {
        // Position i swaps with i + a uniform draw in 0..53-i; ten draws from one
        // 64-bit output, then four from another.
        const FIRST: [u32; 10] = [53, 52, 51, 50, 49, 48, 47, 46, 45, 44];
        const LAST: [u32; 4] = [43, 42, 41, 40];
        const FIRST_PRODUCT: u64 = 53 * 52 * 51 * 50 * 49 * 48 * 47 * 46 * 45 * 44;
        const LAST_PRODUCT: u64 = 43 * 42 * 41 * 40;
        let first = self.rng.below_many(&FIRST, FIRST_PRODUCT);
        for (i, &d) in first.iter().enumerate() {
            self.deck.swap(i, i + d as usize);
        }
        let last = self.rng.below_many(&LAST, LAST_PRODUCT);
        for (i, &d) in last.iter().enumerate() {
            self.deck.swap(10 + i, 10 + i + d as usize);
        }
        self.deck[..14].try_into().expect("14 cards")
    }
}

/// The cards of rounds `0..rounds` of a seed, exactly as [`Simulation`](super::Simulation) deals them:
/// row `r` holds round `r`'s player cards then dealer cards (`rounds * 14` ids).
pub fn deal(seed: u64, rounds: u64) -> Vec<Card> {
    let mut out = vec![0 as Card; rounds as usize * 14];
    deal_into(seed, &mut out);
    out
}

/// [`deal`] into `out`, whose length (a multiple of 14) gives the number of rounds.
pub fn deal_into(seed: u64, out: &mut [Card]) {
    assert_eq!(out.len() % 14, 0, "14 cards per round");
    out.par_chunks_mut(CHUNK_ROUNDS as usize * 14)
        .enumerate()
        .for_each(|(c, chunk)| {
            let mut d = Dealer::new(seed, c as u64);
            for row in chunk.chunks_exact_mut(14) {
                row.copy_from_slice(&d.deal());
            }
        });
}
