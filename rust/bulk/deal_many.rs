//! `deal_many`: rows of distinct cards dealt uniformly from a full deck (52 cards, or
//! 53 with the joker), seeded: row `r` depends only on the seed and `r`, never on the
//! threads.

use rayon::prelude::*;

use crate::cards::Card;
use crate::error::{Error, Result};
use crate::runtime::rng::Xoshiro256pp;

/// Rows a generator deals (each chunk of rows has its own, seeded by its index).
const CHUNK_ROWS: usize = 1 << 12;

/// A stream of the generators of `deal_many`, apart from the Pai Gow simulation's.
const STREAM: u64 = 1 << 40;

/// Deals rows of `width` cards into `out` (a multiple of `width` long) from the deck
/// of `deck` cards (52 or 53), on the current rayon pool: each row a uniform draw
/// without replacement, in the order drawn.
pub fn deal_many_into(seed: u64, deck: usize, width: usize, out: &mut [Card]) -> Result<()> {
    if width == 0 || width > deck {
        return Err(Error::Argument(format!(
            "a deal of {width} cards from a deck of {deck}: deal 1 to {deck} cards a row"
        )));
    }
    out.par_chunks_mut(CHUNK_ROWS * width)
        .enumerate()
        .for_each(|(c, chunk)| {
            let mut rng = Xoshiro256pp::seeded(seed, STREAM + c as u64);
            let mut cards: Vec<Card> = (0..deck as Card).collect();
            for row in chunk.chunks_exact_mut(width) {
                for (i, slot) in row.iter_mut().enumerate() {
                    let j = i + rng.below((deck - i) as u32) as usize;
                    cards.swap(i, j);
                    *slot = cards[i];
                }
            }
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_distinct_cards_of_the_deck_and_seeded() {
        let mut a = vec![0; 3 * CHUNK_ROWS * 7 + 7];
        deal_many_into(5, 52, 7, &mut a).unwrap();
        for row in a.chunks(7) {
            let mask = row.iter().fold(0u64, |m, &c| m | 1 << c);
            assert_eq!(mask.count_ones(), 7);
            assert!(row.iter().all(|&c| c < 52));
        }
        let mut b = vec![0; 7 * 10];
        deal_many_into(5, 52, 7, &mut b).unwrap();
        assert_eq!(a[..70], b[..]);
        assert!(deal_many_into(5, 52, 53, &mut b).is_err());
    }
}
