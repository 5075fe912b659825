//! The unseen cards of a stud or draw deal, as exact enumeration takes from them: card
//! by card ([`CardPile`]), or by rank with each rank's count of cards where values
//! depend on ranks only ([`RankPile`]). A take (a player's draw) is a `u64`: a card
//! set, or 13 four-bit rank counts (card ids are `4 * rank + suit`, so a card set's
//! nibble `r` holds rank `r`'s cards).

use super::game::StudDrawGame;
use super::problem::StudDrawProblem;
use crate::cards::{rank_of, Card, RANKS};
use crate::equity::range::small_binomial;
use crate::equity::showdown::Values;
use crate::eval::tables::{HandKey, Tables};

/// The 52 cards as a set.
const DECK: u64 = (1 << 52) - 1;
/// Bit 3 of each of the 13 rank counts.
const COUNT_HIGH_BITS: u64 = 0x0008_8888_8888_8888;

/// Where a deal's draws come from.
pub trait Pile: Clone + Sync {
    /// The pile without the community card (a card, or a rank), and the number of
    /// cards it stands for.
    fn without_community(&self, community: u8) -> (Self, u64);
    /// Every take of `n` cards.
    fn takes(&self, n: usize) -> Vec<u64>;
    /// Whether `take` fits with what `used` has taken.
    fn fits(&self, used: u64, take: u64) -> bool;
    /// The card deals `take` stands for once `used` is taken.
    fn ways(&self, used: u64, take: u64) -> u64;
    /// `used` with `take` taken too.
    fn add(&self, used: u64, take: u64) -> u64;
    /// The values of a player's hand: `known` cards, the community card, `take`.
    fn values(
        &self,
        t: &Tables,
        game: StudDrawGame,
        known: &[Card],
        community: Option<u8>,
        take: u64,
    ) -> Values;
}

/// The unseen cards of a deal, one by one.
#[derive(Clone, Copy, Debug)]
pub struct CardPile {
    unseen: u64,
}

impl CardPile {
    /// The cards that neither the dead cards nor the tuple's hands (`tuple_mask`) hold.
    pub fn new(tuple_mask: u64, p: &StudDrawProblem) -> Self {
        CardPile {
            unseen: DECK & !(p.dead | tuple_mask),
        }
    }
}

/// Every `n`-card subset of a card set.
fn subsets(set: u64, n: usize) -> Vec<u64> {
    let cards: Vec<u64> = (0..64)
        .filter(|c| set >> c & 1 != 0)
        .map(|c| 1u64 << c)
        .collect();
    let mut out = vec![];
    fn walk(cards: &[u64], n: usize, from: usize, acc: u64, out: &mut Vec<u64>) {
        if n == 0 {
            out.push(acc);
            return;
        }
        for i in from..=cards.len().saturating_sub(n) {
            if i < cards.len() {
                walk(cards, n - 1, i + 1, acc | cards[i], out);
            }
        }
    }
    walk(&cards, n, 0, 0, &mut out);
    out
}

impl Pile for CardPile {
    fn without_community(&self, community: u8) -> (Self, u64) {
        (
            CardPile {
                unseen: self.unseen & !(1u64 << community),
            },
            1,
        )
    }

    fn takes(&self, n: usize) -> Vec<u64> {
        subsets(self.unseen, n)
    }

    #[inline(always)]
    fn fits(&self, used: u64, take: u64) -> bool {
        used & take == 0
    }

    #[inline(always)]
    fn ways(&self, _: u64, _: u64) -> u64 {
        1
    }

    #[inline(always)]
    fn add(&self, used: u64, take: u64) -> u64 {
        used | take
    }

    fn values(
        &self,
        t: &Tables,
        game: StudDrawGame,
        known: &[Card],
        community: Option<u8>,
        take: u64,
    ) -> Values {
        let mut cards = [0 as Card; 7];
        let mut n = known.len();
        cards[..n].copy_from_slice(known);
        for c in community
            .into_iter()
            .chain((0..52).filter(|c| take >> c & 1 != 0))
        {
            cards[n] = c;
            n += 1;
        }
        game.values(t, &cards[..n], HandKey::of(&cards[..n]))
    }
}

/// The unseen cards of a deal by rank: how many of each rank are left.
#[derive(Clone, Copy, Debug)]
pub struct RankPile {
    left: [u8; RANKS],
    /// `7 - left[r]` in nibble `r`: a count over `left[r]` plus it sets bit 3.
    bias: u64,
}

impl RankPile {
    /// The ranks of the cards that neither the dead cards nor the tuple's hands hold.
    pub fn new(tuple_mask: u64, p: &StudDrawProblem) -> Self {
        let unseen = DECK & !(p.dead | tuple_mask);
        let mut left = [0u8; RANKS];
        for (r, l) in left.iter_mut().enumerate() {
            *l = (unseen >> (4 * r) & 0xF).count_ones() as u8;
        }
        Self::of(left)
    }

    fn of(left: [u8; RANKS]) -> Self {
        let bias = left
            .iter()
            .enumerate()
            .fold(0u64, |b, (r, &l)| b | (7 - l as u64) << (4 * r));
        RankPile { left, bias }
    }

    /// Number of takes of `n` cards.
    pub fn count_takes(&self, n: usize) -> usize {
        self.takes(n).len()
    }
}

impl Pile for RankPile {
    fn without_community(&self, community: u8) -> (Self, u64) {
        let mut left = self.left;
        let ways = left[community as usize] as u64;
        left[community as usize] -= 1;
        (Self::of(left), ways)
    }

    fn takes(&self, n: usize) -> Vec<u64> {
        let mut out = vec![];
        fn walk(left: &[u8; RANKS], r: usize, n: usize, acc: u64, out: &mut Vec<u64>) {
            if n == 0 {
                out.push(acc);
                return;
            }
            if r == RANKS {
                return;
            }
            for k in 0..=(left[r] as usize).min(n) {
                walk(left, r + 1, n - k, acc + ((k as u64) << (4 * r)), out);
            }
        }
        walk(&self.left, 0, n, 0, &mut out);
        out
    }

    #[inline(always)]
    fn fits(&self, used: u64, take: u64) -> bool {
        (used + take + self.bias) & COUNT_HIGH_BITS == 0
    }

    #[inline(always)]
    fn ways(&self, used: u64, take: u64) -> u64 {
        let mut ways = 1;
        let mut rest = take;
        while rest != 0 {
            let shift = rest.trailing_zeros() & !3;
            let k = rest >> shift & 0xF;
            let free = self.left[(shift / 4) as usize] as u64 - (used >> shift & 0xF);
            ways *= small_binomial(free, k);
            rest &= !(0xF << shift);
        }
        ways
    }

    #[inline(always)]
    fn add(&self, used: u64, take: u64) -> u64 {
        used + take
    }

    fn values(
        &self,
        t: &Tables,
        game: StudDrawGame,
        known: &[Card],
        community: Option<u8>,
        take: u64,
    ) -> Values {
        let mut counts = [0u8; RANKS];
        for &c in known {
            counts[rank_of(c) as usize] += 1;
        }
        if let Some(r) = community {
            counts[r as usize] += 1;
        }
        for (r, c) in counts.iter_mut().enumerate() {
            *c += (take >> (4 * r) & 0xF) as u8;
        }
        game.values_of_ranks(t, &counts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equity::range::binomial;

    #[test]
    fn rank_takes_count_the_card_deals() {
        // Every rank full but one ace and one deuce gone: the card deals of 4 cards.
        let mut left = [4u8; RANKS];
        left[0] = 3;
        left[12] = 3;
        let pile = RankPile::of(left);
        let deals: u64 = pile.takes(4).iter().map(|&t| pile.ways(0, t)).sum();
        assert_eq!(deals, binomial(50, 4));
        // Two takes in turn: C(50, 4) * C(46, 3).
        let takes3 = pile.takes(3);
        let mut both = 0u64;
        for &a in &pile.takes(4) {
            for &b in &takes3 {
                if pile.fits(a, b) {
                    both += pile.ways(0, a) * pile.ways(a, b);
                }
            }
        }
        assert_eq!(both, binomial(50, 4) * binomial(46, 3));
        assert_eq!(subsets(0b1011, 2), [0b11, 0b1001, 0b1010]);
    }
}
