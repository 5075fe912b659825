//! The unseen cards of a board game's Monte Carlo, dealt by a partial Fisher-Yates
//! shuffle whose swaps take six bounded draws from one 64-bit word.
//!
//! The deck holds every card but the board and the dead cards. A sample deals from
//! its front, skipping the cards its sampled hands hold (`taken`): the cards a partial
//! shuffle puts in front are a uniform sequence of distinct cards, and the ones left
//! after dropping those of a set are a uniform sequence of the others. The array
//! stays a permutation of the deck between samples, so a sample starts from the last
//! one's order (uniform all the same) and nothing is reset.

use crate::cards::Card;
use crate::runtime::rng::Xoshiro256pp;

/// Swaps drawn from one 64-bit word (52 * 51 * ... * 47 < 2^34: a rejection about
/// once in 10^9 words).
const GROUP: usize = 6;

/// The deck of a sample (see the module).
#[derive(Clone, Debug)]
pub struct Deck {
    /// The cards, then padding (a group of swaps may run past the last card).
    cards: [Card; 52 + GROUP],
    /// For each position that starts a group: its bounds and their product.
    bounds: [[u32; GROUP]; 52 / GROUP + 1],
    products: [u64; 52 / GROUP + 1],
}

impl Deck {
    /// The deck of every card not in `known`.
    pub fn new(known: u64) -> Self {
        let mut cards = [0; 52 + GROUP];
        let mut len = 0;
        for c in (0..52).filter(|c| known >> c & 1 == 0) {
            cards[len] = c as Card;
            len += 1;
        }
        let mut bounds = [[1; GROUP]; 52 / GROUP + 1];
        let mut products = [1; 52 / GROUP + 1];
        for (g, (b, p)) in bounds.iter_mut().zip(&mut products).enumerate() {
            for (j, bound) in b.iter_mut().enumerate() {
                *bound = len.saturating_sub(g * GROUP + j).max(1) as u32;
                *p *= *bound as u64;
            }
        }
        Deck {
            cards,
            bounds,
            products,
        }
    }

    /// Fills `out` with uniform distinct cards of the deck, none in `taken`.
    #[inline(always)]
    // The swap written out keeps the drawn card in a register (`swap` stores it and
    // reads it back): about 7% of a sample.
    #[allow(clippy::manual_swap)]
    pub fn deal(&mut self, rng: &mut Xoshiro256pp, taken: u64, out: &mut [Card]) {
        let mut dealt = 0;
        let mut group = 0;
        while dealt < out.len() {
            let swaps = rng.below_many(&self.bounds[group], self.products[group]);
            let start = group * GROUP;
            for (j, &s) in swaps.iter().enumerate() {
                let i = start + j;
                // In bounds: `i + s` is in the deck while `i` is; past it the
                // swaps are 0 (bound 1), on the padding.
                let c = self.cards[i + s as usize];
                self.cards[i + s as usize] = self.cards[i];
                self.cards[i] = c;
                if taken >> c & 1 == 0 {
                    out[dealt] = c;
                    dealt += 1;
                    if dealt == out.len() {
                        return;
                    }
                }
            }
            group += 1;
        }
    }
}
