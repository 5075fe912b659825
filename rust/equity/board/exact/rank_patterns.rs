//! A question's tuples of hold'em hands grouped for counting boards by ranks
//! ([`super::rank_boards`]): by their players' ranks (the pattern: every tuple of a
//! pattern leaves the same number of unseen cards of each rank, so the boards that
//! settle by ranks alone count alike for all of them), and within a pattern by each
//! suit's ranks, suit-blind (the boards on which that suit makes someone a flush
//! count alike for every tuple and suit holding the same ranks of it).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::cards::{rank_of, Card};
use crate::equity::range::Combo;

/// The most players of a tuple.
pub const MOST_PLAYERS: usize = 10;

/// One suit of a tuple, without naming it: the 13-bit sets of its ranks on the known
/// board, among the dead cards, and in each player's hand.
pub type SuitRanks = [u16; 2 + MOST_PLAYERS];

/// The tuples of one pattern of ranks.
#[derive(Clone, Debug)]
pub struct RankPattern {
    /// Each player's two ranks.
    pub holes: Vec<[u8; 2]>,
    /// The summed weight of the tuples.
    pub weight: u128,
    /// Each distinct suit of the tuples ([`SuitRanks`]) and the summed weight of the
    /// tuples holding it, a tuple counted once per suit of its four.
    pub suits: Vec<(SuitRanks, u128)>,
}

/// A question's tuples of hands (one per player, disjoint) by pattern of ranks.
#[derive(Clone, Debug, Default)]
pub struct RankPatterns {
    pub patterns: Vec<RankPattern>,
}

/// The ranks of suit `suit` in the card set `cards`.
fn ranks_of_suit(cards: u64, suit: usize) -> u16 {
    (0..13).fold(0, |m, r| m | ((cards >> (4 * r + suit) & 1) as u16) << r)
}

impl RankPatterns {
    /// The patterns of the tuples of `players`' hands (none sharing a card) with the
    /// known `board` and `dead` cards, or `None` when there are more than `most`
    /// tuples.
    pub fn of(players: &[Vec<Combo>], board: u64, dead: u64, most: u64) -> Option<RankPatterns> {
        let tuples = players
            .iter()
            .try_fold(1u64, |t, c| t.checked_mul(c.len() as u64))?;
        if tuples > most {
            return None;
        }
        let mut patterns = RankPatterns::default();
        let mut index: QuickMap<u128, usize> = QuickMap::default();
        let mut suit_index: Vec<QuickMap<SuitRanks, usize>> = vec![];
        // Each hand's ranks and ranks by suit, and the known cards' by suit, once.
        let hands: Vec<Vec<([u8; 2], [u16; 4])>> = players
            .iter()
            .map(|c| {
                c.iter()
                    .map(|c| (ranks(c.cards()), by_suit(c.mask)))
                    .collect()
            })
            .collect();
        let (board, dead) = (by_suit(board), by_suit(dead));
        let mut chosen = vec![];
        walk(
            players,
            0,
            1,
            &mut chosen,
            &mut |tuple: &[(usize, &Combo)], weight| {
                let key = (tuple.iter().enumerate()).fold(0u128, |k, (p, &(i, _))| {
                    let [high, low] = hands[p][i].0;
                    k << 8 | (13 * high + low) as u128
                });
                let i = *index.entry(key).or_insert_with(|| {
                    patterns.patterns.push(RankPattern {
                        holes: (tuple.iter().enumerate())
                            .map(|(p, &(i, _))| hands[p][i].0)
                            .collect(),
                        weight: 0,
                        suits: vec![],
                    });
                    suit_index.push(QuickMap::default());
                    patterns.patterns.len() - 1
                });
                let pattern = &mut patterns.patterns[i];
                pattern.weight += weight;
                for s in 0..4 {
                    let mut suit = [0u16; 2 + MOST_PLAYERS];
                    suit[0] = board[s];
                    suit[1] = dead[s];
                    for (r, (p, &(i, _))) in suit[2..].iter_mut().zip(tuple.iter().enumerate()) {
                        *r = hands[p][i].1[s];
                    }
                    let j = *suit_index[i].entry(suit).or_insert_with(|| {
                        pattern.suits.push((suit, 0));
                        pattern.suits.len() - 1
                    });
                    pattern.suits[j].1 += weight;
                }
            },
        );
        Some(patterns)
    }
}

/// A map of small keys hashed quickly (a multiply-rotate per word, as FxHash): the
/// keys are one question's, not chosen by an adversary.
type QuickMap<K, V> = HashMap<K, V, BuildHasherDefault<QuickHasher>>;

#[derive(Default)]
struct QuickHasher(u64);

impl Hasher for QuickHasher {
    fn write(&mut self, bytes: &[u8]) {
        for word in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..word.len()].copy_from_slice(word);
            self.write_u64(u64::from_le_bytes(w));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The ranks of each suit in the card set `cards`.
fn by_suit(cards: u64) -> [u16; 4] {
    std::array::from_fn(|s| ranks_of_suit(cards, s))
}

/// A hand's two ranks, higher first.
fn ranks(hole: &[Card]) -> [u8; 2] {
    let (a, b) = (rank_of(hole[0]), rank_of(hole[1]));
    [a.max(b), a.min(b)]
}

/// `f(tuple, weight)` for every tuple of hands of `players` sharing no card with
/// `used` or each other (each hand with its index in its player's list), at the
/// product of their weights times `weight`.
fn walk<'a>(
    players: &'a [Vec<Combo>],
    used: u64,
    weight: u128,
    chosen: &mut Vec<(usize, &'a Combo)>,
    f: &mut impl FnMut(&[(usize, &Combo)], u128),
) {
    let Some((first, rest)) = players.split_first() else {
        return f(chosen, weight);
    };
    for (i, c) in first.iter().enumerate().filter(|(_, c)| c.mask & used == 0) {
        chosen.push((i, c));
        walk(rest, used | c.mask, weight * c.weight as u128, chosen, f);
        chosen.pop();
    }
}
