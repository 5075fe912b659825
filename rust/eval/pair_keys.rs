//! The last two cards of enumerated hands, as precomputed keys: [`PairKeys`], and the
//! HIGH of a hand plus each pair ([`PairKeys::high_with_each`]), the innermost loop of
//! every seven-card enumeration.

use super::tables::{HandKey, Tables};
use crate::cards::Card;

/// The two-card hands `{a, b}` (`a < b < deck`) as key words without the suit
/// counters' start (so that adding one to a hand's key adds the two cards), ordered by
/// `a` descending: the pairs above card `c` are the first `C(deck - 1 - c, 2)`.
/// Enumerating the last two cards of a hand from this list is one loop (one
/// hard-to-predict loop exit) where two nested loops have one exit per outer card.
pub struct PairKeys {
    pairs: Vec<HandKey>,
    /// The pairs' rank sums (`pairs[i].rank_sum()`), for the hands that cannot hold a
    /// flush: a quarter of the bytes to read.
    rank_sums: Vec<u32>,
    /// By suit `s` and by `need - 1`, the cards of suit `s` a pair must hold for a
    /// flush with the hand it completes (1 or 2): the pairs in the same order as
    /// `pairs`, split by whether they hold that many (52-card decks only).
    by_suit: Vec<[SuitSplit; 2]>,
    deck: u8,
}

/// The pairs split by whether they complete a flush in one suit (see
/// [`PairKeys::high_with_each`]).
struct SuitSplit {
    /// Rank sums of the pairs that do not.
    short: Vec<u32>,
    /// Keys of the pairs that do.
    full: Vec<HandKey>,
    /// By card `c`: how many of `short` and of `full` hold only cards from `c` up.
    above: Vec<(u32, u32)>,
}

impl PairKeys {
    /// The pairs of a deck of `deck` (at most 53) cards.
    pub fn new(deck: u8) -> PairKeys {
        let mut pairs = Vec::new();
        let mut cards = Vec::new();
        for a in (0..deck).rev() {
            for b in a + 1..deck {
                pairs.push(HandKey { key: 0, mask: 0 }.add(a).add(b));
                cards.push([a, b]);
            }
        }
        let rank_sums = pairs.iter().map(|p| p.rank_sum()).collect();
        let by_suit = if deck <= 52 {
            (0..4)
                .map(|suit| [1, 2].map(|need| SuitSplit::new(&pairs, &cards, suit, need)))
                .collect()
        } else {
            Vec::new()
        };
        PairKeys {
            pairs,
            rank_sums,
            by_suit,
            deck,
        }
    }

    /// The deck's size.
    pub fn deck(&self) -> u8 {
        self.deck
    }

    /// The pairs of cards from `from` up.
    #[inline(always)]
    pub fn above(&self, from: u8) -> &[HandKey] {
        let n = self.deck.saturating_sub(from) as usize;
        &self.pairs[..(n * n.saturating_sub(1) / 2).min(self.pairs.len())]
    }

    /// The rank sums of [`PairKeys::above`].
    #[inline(always)]
    pub fn rank_sums_above(&self, from: u8) -> &[u32] {
        &self.rank_sums[..self.above(from).len()]
    }

    /// HIGH of `h` plus each pair above `from` to `f`, every such hand once (a
    /// 52-card deck; `h` holds cards below `from` only). The loops take no branch on
    /// the flush: when no two more cards can give `h` five of a suit (about 65% of
    /// the hands enumerated) every value is read from the rank sums alone; otherwise
    /// the one suit `s` with three or more cards of `h` decides, and the pairs holding
    /// too few cards of `s` for a flush are valued from rank sums, the others by
    /// their flush of `s`. The values come in the order of the pairs when no flush is
    /// possible, and else those without a flush first.
    #[inline(always)]
    pub fn high_with_each(&self, t: &Tables, h: HandKey, from: u8, mut f: impl FnMut(u16)) {
        debug_assert_eq!(self.by_suit.len(), 4, "a 52-card deck");
        let ranks = h.rank_sum();
        if !h.may_flush_with(2) {
            for &s in self.rank_sums_above(from) {
                f(t.high_of_ranks(ranks.wrapping_add(s)));
            }
            return;
        }
        let (suit, count) = h.suit_of_three();
        let flush = |p: &HandKey| t.high_of_suited(((h.mask | p.mask) >> (16 * suit)) as usize);
        if count >= 5 {
            self.above(from).iter().for_each(|p| f(flush(p)));
            return;
        }
        // Four cards of the suit need one more for a flush, three need two.
        let split = &self.by_suit[suit][(4 - count) as usize];
        let (short, full) = split.above[from.min(52) as usize];
        for &s in &split.short[..short as usize] {
            f(t.high_of_ranks(ranks.wrapping_add(s)));
        }
        for p in &split.full[..full as usize] {
            f(flush(p));
        }
    }
}

impl SuitSplit {
    /// The split of `pairs` (whose cards are `cards`) for a hand that needs `need`
    /// cards of `suit` for a flush.
    fn new(pairs: &[HandKey], cards: &[[Card; 2]], suit: u8, need: usize) -> SuitSplit {
        let mut split = SuitSplit {
            short: Vec::new(),
            full: Vec::new(),
            above: vec![(0, 0); 53],
        };
        for (p, c) in pairs.iter().zip(cards) {
            if c.iter().filter(|&&card| card & 3 == suit).count() >= need {
                split.full.push(*p);
            } else {
                split.short.push(p.rank_sum());
            }
        }
        // The pairs are ordered by first card descending, so those from `c` up are a
        // prefix of each part.
        for from in 0..=52u8 {
            let from_up = |c: &[Card; 2]| c[0] >= from;
            let count = |full: bool| {
                (pairs.iter().zip(cards))
                    .filter(|&(_, c)| from_up(c))
                    .filter(|&(_, c)| {
                        (c.iter().filter(|&&x| x & 3 == suit).count() >= need) == full
                    })
                    .count() as u32
            };
            split.above[from as usize] = (count(false), count(true));
        }
        split
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::enumerate::for_each_combination;
    use crate::eval::tables::tables;

    /// [`PairKeys::high_with_each`] against [`Tables::high`] of every seven-card hand,
    /// the values of each five-card start compared as multisets (in order when no
    /// flush is possible); every loop takes part (starts with at most two, three, four
    /// and five cards of a suit).
    #[test]
    #[ignore = "a few seconds in release; CI runs it (--include-ignored)"]
    fn high_with_each_values_every_seven_card_hand() {
        let t = tables();
        let pairs = PairKeys::new(52);
        let mut hands = 0u64;
        let mut starts = [0u64; 6];
        let (mut got, mut expected) = (Vec::new(), Vec::new());
        for first in 0..52 {
            for_each_combination(first, 52, 5, |five| {
                let h = HandKey::of(five);
                let from = five[4] + 1;
                expected.clear();
                expected.extend(pairs.above(from).iter().map(|p| t.high(h.combine_raw(*p))));
                got.clear();
                pairs.high_with_each(t, h, from, |v| got.push(v));
                let most = (0..4).map(|s| five.iter().filter(|&&c| c & 3 == s).count());
                let most = most.max().unwrap();
                if most >= 3 {
                    assert_eq!(h.suit_of_three().1 as usize, most, "{five:?}");
                    got.sort_unstable();
                    expected.sort_unstable();
                }
                assert!(got == expected, "{five:?}");
                hands += got.len() as u64;
                starts[most] += 1;
            });
        }
        assert_eq!(hands, 133_784_560);
        assert!(starts[2..].iter().all(|&n| n > 0), "{starts:?}");
    }
}
