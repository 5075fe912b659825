//! Hand indexing: Kevin Waugh's suit-isomorphic indexer ("A Fast and Optimal Hand
//! Isomorphism Algorithm", 2013). A hand dealt in rounds (hold'em: 2 hole cards, then
//! 3, 1 and 1 board cards) gets an index in `0..size` that is the same for two hands
//! exactly when one is the other with its suits renamed (the cards of each round taken
//! as a set); [`Indexer::unindex`] gives back the class's canonical hand. Hold'em has
//! 169 classes preflop, 1,286,792 on the flop, 55,190,538 on the turn and
//! 2,428,287,420 on the river; Omaha's four hole cards 16,432.
//!
//! How: each suit's ranks over the rounds get an index of their own (the colex rank of
//! each round's ranks among those the suit has left, in mixed radix); the suits are
//! sorted by how many cards they hold in each round (their *key*), the suits of equal
//! keys by their index; the hand's index is its configuration's offset plus the
//! multiset of suit indices of each group of equal keys, in the combinatorial number
//! system. Tables ([`tables`]) are built once per list of rounds, deterministically,
//! at first use ([`Indexer::shared`]).
//!
//! Depends only on [`crate::cards`].

pub mod tables;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use self::tables::{
    groups, multichoose, nibble, rank_sets, round_tables, unpack, RoundTable, RANKS, SUITS,
};
use crate::cards::{self, Card};
use crate::error::{Error, Result};
use crate::names::Names;

pub use self::tables::MAX_ROUNDS;

/// Hold'em's rounds by name.
pub const ROUND_NAMES: Names<&'static [u8]> = Names {
    what: "rounds",
    names: &[
        ("preflop", &[2]),
        ("flop", &[2, 3]),
        ("turn", &[2, 3, 1]),
        ("river", &[2, 3, 1, 1]),
    ],
    aliases: &[],
};

/// An indexer of hands dealt in the given rounds.
pub struct Indexer {
    rounds: Vec<u8>,
    tables: Vec<RoundTable>,
}

/// Each suit's state as a hand is read round by round.
#[derive(Clone, Copy, Default)]
struct Suits {
    /// The ranks seen in each suit.
    used: [u16; SUITS],
    /// Each suit's index of its ranks so far.
    index: [u64; SUITS],
    /// The number of such indices so far.
    radix: [u64; SUITS],
    /// Each suit's key so far.
    key: [u32; SUITS],
}

/// Checks a list of rounds (cards per round) as given: 1 to 8 rounds of at least one
/// card each, at most 52 cards in all.
pub fn check_rounds(rounds: &[i64]) -> Result<Vec<u8>> {
    let total: i64 = rounds.iter().map(|&n| n.clamp(0, 53)).sum();
    let ok =
        (1..=MAX_ROUNDS).contains(&rounds.len()) && rounds.iter().all(|&n| n >= 1) && total <= 52;
    if !ok {
        return Err(Error::Argument(format!(
            "rounds must be 1 to {MAX_ROUNDS} counts of cards, each at least 1 and 52 in all \
             at most (or one of: {}), got {rounds:?}",
            ROUND_NAMES.list()
        )));
    }
    Ok(rounds.iter().map(|&n| n as u8).collect())
}

impl Indexer {
    /// The indexer of `rounds` (cards per round), its tables built now.
    pub fn new(rounds: &[u8]) -> Result<Indexer> {
        let wide: Vec<i64> = rounds.iter().map(|&n| n as i64).collect();
        let rounds = check_rounds(&wide)?;
        let tables = round_tables(&rounds)?;
        Ok(Indexer { rounds, tables })
    }

    /// The indexer of `rounds`, built at its first use and kept (the last 64 kept).
    pub fn shared(rounds: &[u8]) -> Result<Arc<Indexer>> {
        static CACHE: OnceLock<Mutex<HashMap<Vec<u8>, Arc<Indexer>>>> = OnceLock::new();
        let cache = CACHE.get_or_init(Default::default);
        if let Some(found) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(rounds) {
            return Ok(found.clone());
        }
        let built = Arc::new(Indexer::new(rounds)?);
        let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= 64 {
            map.clear();
        }
        Ok(map.entry(rounds.to_vec()).or_insert(built).clone())
    }

    /// Cards per round.
    pub fn rounds(&self) -> &[u8] {
        &self.rounds
    }

    /// Cards of a whole hand.
    pub fn cards(&self) -> usize {
        self.rounds.iter().map(|&n| n as usize).sum()
    }

    /// Cards up to and including `round`.
    pub fn cards_to(&self, round: usize) -> usize {
        self.rounds[..=round].iter().map(|&n| n as usize).sum()
    }

    /// The number of classes of hands at `round` (0-based).
    pub fn size(&self, round: usize) -> u64 {
        self.tables[round].size
    }

    /// The index of a whole hand (its rounds' cards one after another) at its last round.
    pub fn index_last(&self, cards: &[Card]) -> Result<u64> {
        let suits = self.read(cards, |_, _| {})?;
        Ok(self.finish(&suits, self.rounds.len() - 1))
    }

    /// The index of the hand at each round, into `out` (one a round).
    pub fn index_rounds(&self, cards: &[Card], out: &mut [u64]) -> Result<()> {
        assert_eq!(out.len(), self.rounds.len(), "one index a round");
        self.read(cards, |suits, round| out[round] = self.finish(suits, round))?;
        Ok(())
    }

    /// The suits' state after every round of `cards`, `after(state, round)` called
    /// after each.
    fn read(&self, cards: &[Card], mut after: impl FnMut(&Suits, usize)) -> Result<Suits> {
        if cards.len() != self.cards() {
            return Err(Error::Hand(format!(
                "rounds {:?} take {} cards, got {}",
                self.rounds,
                self.cards(),
                cards.len()
            )));
        }
        let mut suits = Suits {
            radix: [1; SUITS],
            ..Suits::default()
        };
        let mut start = 0;
        for (round, &n) in self.rounds.iter().enumerate() {
            let end = start + n as usize;
            self.read_round(&mut suits, &cards[start..end], round)
                .ok_or_else(|| bad_cards(cards))?;
            after(&suits, round);
            start = end;
        }
        Ok(suits)
    }

    /// Adds one round's cards to the suits' state; None for a card that is not one of
    /// the 52 or is seen twice.
    #[inline]
    fn read_round(&self, suits: &mut Suits, cards: &[Card], round: usize) -> Option<()> {
        let sets = rank_sets();
        let mut ranks = [0u16; SUITS];
        let mut shifted = [0u16; SUITS];
        for &c in cards {
            if c >= 52 {
                return None;
            }
            let (rank, suit) = (cards::rank_of(c), cards::suit_of(c) as usize);
            let bit = 1u16 << rank;
            if (ranks[suit] | suits.used[suit]) & bit != 0 {
                return None;
            }
            ranks[suit] |= bit;
            // The rank among those the suit has left.
            shifted[suit] |= bit >> (suits.used[suit] & (bit - 1)).count_ones();
        }
        let shift = 4 * (self.rounds.len() - 1 - round);
        for s in 0..SUITS {
            let n = ranks[s].count_ones() as usize;
            let left = RANKS - suits.used[s].count_ones() as usize;
            suits.index[s] += suits.radix[s] * sets.colex[shifted[s] as usize] as u64;
            suits.radix[s] *= sets.binomial[left][n];
            suits.used[s] |= ranks[s];
            suits.key[s] |= (n as u32) << shift;
        }
        Some(())
    }

    /// The index at `round` of the hand whose suits are `suits`.
    #[inline]
    fn finish(&self, suits: &Suits, round: usize) -> u64 {
        let table = &self.tables[round];
        // Suits by decreasing key, equal keys by increasing index.
        let mut order: [(u32, u64, u64); SUITS] =
            std::array::from_fn(|s| (suits.key[s], suits.index[s], suits.radix[s]));
        let before =
            |a: &(u32, u64, u64), b: &(u32, u64, u64)| a.0 > b.0 || (a.0 == b.0 && a.1 < b.1);
        for (i, j) in [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)] {
            if before(&order[j], &order[i]) {
                order.swap(i, j);
            }
        }
        let keys = order.map(|o| o.0);
        let config = tables::pack(keys);
        let id = table.configs.partition_point(|&c| c < config);
        debug_assert_eq!(table.configs.get(id), Some(&config));
        let (mut index, mut radix) = (table.offsets[id], 1u64);
        for (first, k) in groups(&keys) {
            let mut part = 0u64;
            for t in 0..k {
                part += multiset_term(order[first + t].1, t + 1);
            }
            index += radix * part;
            radix = radix.wrapping_mul(multiset_term(order[first].2, k));
        }
        index
    }

    /// The canonical hand of class `index` at `round`: its rounds' cards one after
    /// another, each round's from the highest card down.
    pub fn unindex(&self, round: usize, index: u64) -> Result<Vec<Card>> {
        let mut out = vec![0; self.cards_to(round.min(self.rounds.len() - 1))];
        self.unindex_into(round, index, &mut out)?;
        Ok(out)
    }

    /// [`Indexer::unindex`] into `out` (as long as the hand up to `round`).
    pub fn unindex_into(&self, round: usize, index: u64, out: &mut [Card]) -> Result<()> {
        if round >= self.rounds.len() {
            return Err(Error::Argument(format!(
                "round {round} is not one of the {} rounds {:?}",
                self.rounds.len(),
                self.rounds
            )));
        }
        let table = &self.tables[round];
        if index >= table.size {
            return Err(Error::Argument(format!(
                "index {index} is not a class of rounds {:?} (0 to {})",
                &self.rounds[..=round],
                table.size - 1
            )));
        }
        let id = table.offsets.partition_point(|&o| o <= index) - 1;
        let keys = unpack(table.configs[id]);
        let sizes = table.suit_sizes[id];
        let suit_index = decode_groups(&keys, &sizes, index - table.offsets[id]);
        let mut starts: Vec<usize> = (0..=round)
            .map(|r| self.cards_to(r) - self.rounds[r] as usize)
            .collect();
        let mut fill = starts.clone();
        for p in 0..SUITS {
            // Canonical positions take the suits from spades down.
            let suit = (SUITS - 1 - p) as u8;
            self.deal_suit(keys[p], suit_index[p], round, |r, rank| {
                out[fill[r]] = rank * 4 + suit;
                fill[r] += 1;
            });
        }
        starts.push(out.len());
        for r in 0..=round {
            out[starts[r]..starts[r + 1]].sort_unstable_by(|a, b| b.cmp(a));
        }
        Ok(())
    }

    /// Calls `put(round, rank)` for each card of a suit with `key` and `index` up to `round`.
    fn deal_suit(&self, key: u32, mut index: u64, round: usize, mut put: impl FnMut(usize, u8)) {
        let sets = rank_sets();
        let mut used = 0u16;
        for r in 0..=round {
            let n = nibble(key, r, self.rounds.len()) as usize;
            let left = RANKS - used.count_ones() as usize;
            let radix = sets.binomial[left][n];
            let mut shifted = sets.of_colex[n][(index % radix) as usize];
            index /= radix;
            let mut ranks = 0u16;
            while shifted != 0 {
                let nth = shifted.trailing_zeros();
                shifted &= shifted - 1;
                let rank = nth_unset(used, nth);
                ranks |= 1 << rank;
                put(r, rank);
            }
            used |= ranks;
        }
    }
}

/// The error of cards some check found wrong: the card grammar's own message.
fn bad_cards(cards: &[Card]) -> Error {
    match cards::validate(cards, false) {
        Err(e) => e,
        Ok(_) => Error::Card(format!(
            "cards {} cannot be indexed",
            cards::cards_text(cards)
        )),
    }
}

/// `C(a + k - 1, k)`: the term of the `k`-th smallest of a multiset in its index (and,
/// for `a` the number of kinds, the number of multisets of size `k`), known to fit.
#[inline]
fn multiset_term(a: u64, k: usize) -> u64 {
    match k {
        1 => a,
        2 if a < 1 << 31 => a * (a + 1) / 2,
        3 if a < 1 << 20 => a * (a + 1) * (a + 2) / 6,
        4 if a < 1 << 15 => a * (a + 1) * (a + 2) * (a + 3) / 24,
        _ => multichoose(a as u128, k).map_or(u64::MAX, |m| m as u64),
    }
}

/// The suit index at each position of a configuration, from the index within it: each
/// group of equal keys a multiset, the largest index at its first position.
fn decode_groups(keys: &[u32; SUITS], sizes: &[u64; SUITS], mut rest: u64) -> [u64; SUITS] {
    let mut out = [0u64; SUITS];
    for (first, k) in groups(keys) {
        let group_size = multiset_term(sizes[first], k);
        let mut g = rest % group_size;
        rest /= group_size;
        for t in (1..=k).rev() {
            // The largest a below the suit size with term(a, t) <= g.
            let (mut low, mut high) = (0u64, sizes[first]);
            while high - low > 1 {
                let mid = low + (high - low) / 2;
                if multiset_term(mid, t) <= g {
                    low = mid;
                } else {
                    high = mid;
                }
            }
            out[first + k - t] = low;
            g -= multiset_term(low, t);
        }
    }
    out
}

/// The `n`-th (0-based) rank not in `used`.
fn nth_unset(used: u16, n: u32) -> u8 {
    let mut free = !used & ((1 << RANKS) - 1);
    for _ in 0..n {
        free &= free - 1;
    }
    free.trailing_zeros() as u8
}
