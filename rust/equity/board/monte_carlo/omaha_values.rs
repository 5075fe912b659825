//! Omaha values for the Monte Carlo, by ranks and suits separately: a hand's best high
//! is the larger of its best by ranks alone (every two hole cards with every three
//! board cards, as if no suit counted: a combination's rank value never exceeds its
//! value) and its best flush (two hole and three board cards of the board's one suit
//! holding three or more); its best eight-or-better low depends only on the sets of
//! low ranks of the hole and of the board ([`LowTable`]).
//!
//! The board's parts are computed once a sample and shared by every player
//! ([`OmahaBoard`]). A fixed hand's best high by ranks is tabled once for every
//! multiset of five board ranks ([`OmahaHole::with_board_table`]), so that a sample
//! reads it in one lookup instead of valuing its 60 to 150 combinations.

use std::sync::OnceLock;

use crate::cards::{Card, RANKS};
use crate::equity::showdown::Values;
use crate::eval::tables::{tables, Tables, HASH_SLOTS, RANK_KEYS};

/// Rank-only tables shared by every Omaha Monte Carlo, built once.
pub struct OmahaTables {
    /// Best eight-or-better low (0: none) by the hole's and the board's low-rank sets
    /// (bit 0 the ace, bit `k` rank `k + 1`: deuce to eight), `256 * hole + board`.
    low: Box<[u8]>,
    /// The dense index of each multiset of five board ranks, by perfect-hash slot.
    board_index: Box<[u16]>,
    /// Each board multiset's ranks, by dense index.
    boards: Vec<[u8; 5]>,
}

/// The shared tables, built on first use (a few milliseconds).
pub fn omaha_tables() -> &'static OmahaTables {
    static SHARED: OnceLock<OmahaTables> = OnceLock::new();
    SHARED.get_or_init(OmahaTables::build)
}

/// The low-rank bit of each card (0 for nine and up).
const LOW_BITS: [u8; 52] = {
    let mut bits = [0; 52];
    let mut c = 0;
    while c < 52 {
        let rank = c >> 2;
        bits[c] = if rank == 12 {
            1
        } else if rank < 7 {
            1 << (rank + 1)
        } else {
            0
        };
        c += 1;
    }
    bits
};

impl OmahaTables {
    fn build() -> Self {
        let t = tables();
        // The 56 sets of five low ranks, each with its value.
        let sets: Vec<(u32, u16)> = (0u32..256)
            .filter(|s| s.count_ones() == 5)
            .map(|s| {
                let rank_sum = (0..8)
                    .filter(|b| s >> b & 1 != 0)
                    .map(|b| RANK_KEYS[if b == 0 { 12 } else { b - 1 }])
                    .sum::<u32>();
                (s, t.ace_to_five_8_of_ranks(rank_sum))
            })
            .collect();
        let mut low = vec![0u8; 256 * 256].into_boxed_slice();
        for h in 0u32..256 {
            for b in 0u32..256 {
                // Two hole and three board ranks, all distinct, make the set.
                let best = sets
                    .iter()
                    .filter(|&&(s, _)| {
                        s & !(h | b) == 0
                            && (s & !b).count_ones() <= 2
                            && (s & !h).count_ones() <= 3
                    })
                    .map(|&(_, v)| v)
                    .max()
                    .unwrap_or(0);
                low[(h * 256 + b) as usize] = best as u8;
            }
        }
        let mut board_index = vec![0u16; HASH_SLOTS].into_boxed_slice();
        let mut boards = Vec::new();
        let mut ranks = [0u8; 5];
        multisets(&mut ranks, 0, 0, &mut |r| {
            if r[0] != r[4] {
                let sum = r.iter().map(|&x| RANK_KEYS[x as usize]).sum::<u32>();
                board_index[t.index(sum)] = boards.len() as u16;
                boards.push(*r);
            }
        });
        OmahaTables {
            low,
            board_index,
            boards,
        }
    }
}

/// Calls `f` with every non-decreasing sequence of five ranks from `from` on.
fn multisets(ranks: &mut [u8; 5], k: usize, from: u8, f: &mut impl FnMut(&[u8; 5])) {
    if k == 5 {
        return f(ranks);
    }
    for r in from..RANKS as u8 {
        ranks[k] = r;
        multisets(ranks, k + 1, r, f);
    }
}

/// The index triples of five board cards.
const TRIPLES: [[usize; 3]; 10] = [
    [0, 1, 2],
    [0, 1, 3],
    [0, 1, 4],
    [0, 2, 3],
    [0, 2, 4],
    [0, 3, 4],
    [1, 2, 3],
    [1, 2, 4],
    [1, 3, 4],
    [2, 3, 4],
];

/// The rank sums of the ten triples of five ranks' keys.
#[inline(always)]
fn triple_sums(keys: [u32; 5]) -> [u32; 10] {
    TRIPLES.map(|[a, b, c]| keys[a] + keys[b] + keys[c])
}

/// The parts of a sample's board every player's values read.
#[derive(Clone, Copy, Debug)]
pub struct OmahaBoard {
    /// The rank sums of the ten triples of board cards.
    triples: [u32; 10],
    /// The board's rank multiset, as a dense index of [`OmahaTables`].
    dense: usize,
    /// The board's low-rank set.
    low: usize,
    /// The suit holding three or more board cards (4: none) and the rank masks of
    /// its triples of board cards.
    flush_suit: usize,
    flush_triples: [u16; 10],
    flush_count: usize,
}

impl OmahaBoard {
    #[inline(always)]
    pub fn new(shared: &OmahaTables, t: &Tables, board: &[Card; 5]) -> Self {
        let keys = board.map(|c| RANK_KEYS[(c >> 2) as usize]);
        let mut suits = [0u16; 4];
        let mut low = 0;
        for &c in board {
            suits[(c & 3) as usize] |= 1 << (c >> 2);
            low |= LOW_BITS[c as usize] as usize;
        }
        let flush_suit = suits.iter().position(|s| s.count_ones() >= 3).unwrap_or(4);
        let mut flush_triples = [0u16; 10];
        let mut flush_count = 0;
        if flush_suit < 4 {
            let (bits, n) = set_bits(suits[flush_suit]);
            let bits = &bits[..n];
            for (i, &a) in bits.iter().enumerate() {
                for (j, &b) in bits.iter().enumerate().skip(i + 1) {
                    for &c in &bits[j + 1..] {
                        flush_triples[flush_count] = a | b | c;
                        flush_count += 1;
                    }
                }
            }
        }
        let sum = keys.iter().sum::<u32>();
        OmahaBoard {
            triples: triple_sums(keys),
            dense: shared.board_index[t.index(sum)] as usize,
            low,
            flush_suit,
            flush_triples,
            flush_count,
        }
    }
}

/// The single-bit masks of a rank mask's ranks (up to six: a hand or a board's
/// suit), and how many.
#[inline(always)]
fn set_bits(mut mask: u16) -> ([u16; 6], usize) {
    let mut bits = [0; 6];
    let mut n = 0;
    while mask != 0 && n < 6 {
        bits[n] = mask & mask.wrapping_neg();
        mask &= mask - 1;
        n += 1;
    }
    (bits, n)
}

/// A player's hole cards as the values read them.
#[derive(Clone, Debug)]
pub struct OmahaHole {
    /// The rank sums of every two hole cards.
    pairs: [u32; 15],
    pair_count: usize,
    /// The hole's rank mask in each suit.
    suits: [u16; 4],
    /// The hole's low-rank set.
    low: usize,
    /// The best high by ranks on each board multiset (dense index), when tabled.
    by_board: Option<Vec<u16>>,
}

impl OmahaHole {
    #[inline(always)]
    pub fn new(hole: &[Card]) -> Self {
        let mut pairs = [0u32; 15];
        let mut pair_count = 0;
        let mut suits = [0u16; 4];
        let mut low = 0;
        for (i, &a) in hole.iter().enumerate() {
            suits[(a & 3) as usize] |= 1 << (a >> 2);
            low |= LOW_BITS[a as usize] as usize;
            for &b in &hole[i + 1..] {
                pairs[pair_count] = RANK_KEYS[(a >> 2) as usize] + RANK_KEYS[(b >> 2) as usize];
                pair_count += 1;
            }
        }
        OmahaHole {
            pairs,
            pair_count,
            suits,
            low,
            by_board: None,
        }
    }

    /// This hand with its best high by ranks tabled for every board multiset.
    pub fn with_board_table(mut self, shared: &OmahaTables, t: &Tables) -> Self {
        let table = shared
            .boards
            .iter()
            .map(|r| self.best_by_ranks(t, &triple_sums(r.map(|x| RANK_KEYS[x as usize]))))
            .collect();
        self.by_board = Some(table);
        self
    }

    /// The best high by ranks of every pair with every triple.
    #[inline(always)]
    fn best_by_ranks(&self, t: &Tables, triples: &[u32; 10]) -> u16 {
        let mut best = 0;
        for &p in &self.pairs[..self.pair_count] {
            for &tr in triples {
                best = best.max(t.high_of_ranks(p + tr));
            }
        }
        best
    }

    /// The best high and low on a board.
    #[inline(always)]
    pub fn values(&self, shared: &OmahaTables, t: &Tables, b: &OmahaBoard, hi_lo: bool) -> Values {
        let mut high = match &self.by_board {
            Some(table) => table[b.dense],
            None => self.best_by_ranks(t, &b.triples),
        };
        if b.flush_suit < 4 && self.suits[b.flush_suit].count_ones() >= 2 {
            let (bits, n) = set_bits(self.suits[b.flush_suit]);
            let bits = &bits[..n];
            for (i, &x) in bits.iter().enumerate() {
                for &y in &bits[i + 1..] {
                    for &tr in &b.flush_triples[..b.flush_count] {
                        high = high.max(t.high_of_suited((x | y | tr) as usize));
                    }
                }
            }
        }
        let low = if hi_lo {
            shared.low[self.low << 8 | b.low] as u16
        } else {
            0
        };
        Values { high, low }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::omaha;
    use crate::runtime::rng::Xoshiro256pp;

    #[test]
    fn values_by_ranks_and_suits_equal_the_omaha_evaluator() {
        let (shared, t) = (omaha_tables(), tables());
        assert_eq!(shared.boards.len(), 6175);
        let mut rng = Xoshiro256pp::seeded(5, 0);
        for round in 0..20_000 {
            let holes = 4 + round % 3;
            let mut cards: Vec<Card> = (0..52).collect();
            for i in 0..holes + 5 {
                let j = i + rng.below((52 - i) as u32) as usize;
                cards.swap(i, j);
            }
            let hole = &cards[..holes];
            let board: [Card; 5] = cards[holes..holes + 5].try_into().unwrap();
            let b = OmahaBoard::new(shared, t, &board);
            let mut h = OmahaHole::new(hole);
            if round % 1000 == 0 {
                h = h.with_board_table(shared, t);
            }
            let v = h.values(shared, t, &b, true);
            assert_eq!(v.high, omaha::high(hole, &board), "{hole:?} {board:?}");
            assert_eq!(
                v.low,
                omaha::ace_to_five_8(hole, &board),
                "{hole:?} {board:?}"
            );
        }
    }
}
