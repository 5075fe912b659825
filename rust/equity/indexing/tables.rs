//! The indexer's tables, built once per list of rounds: the rank-set tables every
//! indexer shares (binomials, the colex rank of a rank set and its inverse) and, per
//! round, the canonical suit configurations with their offsets.
//!
//! A suit's *key* counts its cards in each round, four bits a round, the first round in
//! the highest nibble used. A hand's *configuration* at a round is its four keys sorted
//! in decreasing order (packed into a `u128`, the first key highest): hands that are
//! suit permutations of one another share it. Configurations are enumerated round by
//! round, each one extended by every split of the next round's cards over the suits.

use std::sync::OnceLock;

use crate::error::{Error, Result};

/// Suits of the deck.
pub const SUITS: usize = 4;
/// Ranks of the deck.
pub const RANKS: usize = 13;
/// Most rounds an indexer takes.
pub const MAX_ROUNDS: usize = 8;
/// Most (configuration, split) pairs the enumeration of one round may visit: more
/// means rounds whose classes no `u64` could count anyway.
const MOST_VISITS: usize = 20_000_000;

/// The tables of rank sets that every indexer shares.
pub struct RankSets {
    /// `n` choose `k` for `n, k <= 13`.
    pub binomial: [[u64; RANKS + 1]; RANKS + 1],
    /// The colex rank of a 13-bit rank set among the sets of its size.
    pub colex: Vec<u16>,
    /// The rank sets of each size, by colex rank.
    pub of_colex: Vec<Vec<u16>>,
}

/// The shared [`RankSets`], built at first use.
pub fn rank_sets() -> &'static RankSets {
    static SETS: OnceLock<RankSets> = OnceLock::new();
    SETS.get_or_init(|| {
        let mut binomial = [[0u64; RANKS + 1]; RANKS + 1];
        for n in 0..=RANKS {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] =
                    binomial[n - 1][k - 1] + if k < n { binomial[n - 1][k] } else { 0 };
            }
        }
        let mut colex = vec![0u16; 1 << RANKS];
        let mut of_colex: Vec<Vec<u16>> = (0..=RANKS)
            .map(|k| vec![0; binomial[RANKS][k] as usize])
            .collect();
        for set in 0..1u32 << RANKS {
            let (mut rank, mut rest, mut i) = (0u64, set, 1);
            while rest != 0 {
                rank += binomial[rest.trailing_zeros() as usize][i];
                rest &= rest - 1;
                i += 1;
            }
            colex[set as usize] = rank as u16;
            of_colex[set.count_ones() as usize][rank as usize] = set as u16;
        }
        RankSets {
            binomial,
            colex,
            of_colex,
        }
    })
}

/// The configurations of one round, in increasing packed order, and what indexing
/// needs of each.
pub struct RoundTable {
    /// The packed configurations, increasing.
    pub configs: Vec<u128>,
    /// The first index of each configuration's hands.
    pub offsets: Vec<u64>,
    /// The number of rank histories of the suit at each position of a configuration.
    pub suit_sizes: Vec<[u64; SUITS]>,
    /// The number of classes of the round.
    pub size: u64,
}

/// The key of each suit (the first suit highest) in a packed configuration.
pub fn unpack(config: u128) -> [u32; SUITS] {
    std::array::from_fn(|p| (config >> (32 * (SUITS - 1 - p))) as u32)
}

/// The packed configuration of four keys sorted in decreasing order.
pub fn pack(keys: [u32; SUITS]) -> u128 {
    keys.iter().fold(0u128, |acc, &k| (acc << 32) | k as u128)
}

/// The count of round `round`'s cards in a suit's key (of an indexer of `rounds` rounds).
pub fn nibble(key: u32, round: usize, rounds: usize) -> u32 {
    (key >> (4 * (rounds - 1 - round))) & 0xf
}

/// The number of rank histories of a suit with `key` up to round `last`: the ways to
/// draw each round's ranks from those the suit has left.
pub fn suit_size(key: u32, last: usize, rounds: usize) -> u64 {
    let b = &rank_sets().binomial;
    let (mut size, mut used) = (1u64, 0usize);
    for round in 0..=last {
        let n = nibble(key, round, rounds) as usize;
        size *= b[RANKS - used][n];
        used += n;
    }
    size
}

/// The number of multisets of `k` items from `m` kinds: `C(m + k - 1, k)`, for `k <= 4`.
pub fn multichoose(m: u128, k: usize) -> Option<u128> {
    let mut top = 1u128;
    for i in 0..k as u128 {
        top = top.checked_mul(m + i)?;
    }
    Some(top / [1, 1, 2, 6, 24][k])
}

/// The sizes of the groups of equal keys of a configuration: `(first position, count)`.
pub fn groups(keys: &[u32; SUITS]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut i = 0;
    std::iter::from_fn(move || {
        if i == SUITS {
            return None;
        }
        let start = i;
        while i < SUITS && keys[i] == keys[start] {
            i += 1;
        }
        Some((start, i - start))
    })
}

/// Every split of `cards` cards over the four suits.
fn splits(cards: usize) -> Vec<[u32; SUITS]> {
    let mut all = Vec::new();
    for a in 0..=cards {
        for b in 0..=cards - a {
            for c in 0..=cards - a - b {
                all.push([a as u32, b as u32, c as u32, (cards - a - b - c) as u32]);
            }
        }
    }
    all
}

/// The configurations of each round of `rounds` (checked: 1..=8 rounds of 1.. cards,
/// at most 52 in all), increasing.
fn configurations(rounds: &[u8]) -> Result<Vec<Vec<u128>>> {
    let r_count = rounds.len();
    let mut previous = vec![0u128];
    let mut all = Vec::with_capacity(r_count);
    for (round, &cards) in rounds.iter().enumerate() {
        let splits = splits(cards as usize);
        if previous.len().saturating_mul(splits.len()) > MOST_VISITS {
            return Err(too_many(rounds));
        }
        let shift = 4 * (r_count - 1 - round);
        let mut next = Vec::with_capacity(previous.len() * splits.len());
        for &config in &previous {
            let keys = unpack(config);
            'split: for split in &splits {
                let mut extended = keys;
                for (key, &n) in extended.iter_mut().zip(split) {
                    let held: u32 = (0..=round).map(|r| nibble(*key, r, r_count)).sum();
                    if held + n > RANKS as u32 {
                        continue 'split;
                    }
                    *key |= n << shift;
                }
                extended.sort_unstable_by(|a, b| b.cmp(a));
                next.push(pack(extended));
            }
        }
        next.sort_unstable();
        next.dedup();
        all.push(next.clone());
        previous = next;
    }
    Ok(all)
}

fn too_many(rounds: &[u8]) -> Error {
    Error::Argument(format!(
        "rounds {rounds:?} have more classes than a 64-bit index can number"
    ))
}

/// Whether the hands dealt in `rounds` are too many for their classes to be numbered
/// in 64 bits even if every class held 24 of them (the most a renaming of four suits
/// makes): a bound checked before any table is built.
fn surely_too_many(rounds: &[u8]) -> bool {
    let (mut hands, mut left) = (1u128, 52u128);
    for &n in rounds {
        for i in 0..n as u128 {
            // hands * C(left, n), built one factor at a time: exact at every step.
            hands = match hands.checked_mul(left - i) {
                Some(h) => h / (i + 1),
                None => return true,
            };
        }
        left -= n as u128;
    }
    hands / 24 > u64::MAX as u128
}

/// The table of each round of `rounds` (checked by the caller).
pub fn round_tables(rounds: &[u8]) -> Result<Vec<RoundTable>> {
    if surely_too_many(rounds) {
        return Err(too_many(rounds));
    }
    let r_count = rounds.len();
    let mut tables = Vec::with_capacity(r_count);
    for (round, configs) in configurations(rounds)?.into_iter().enumerate() {
        let mut offsets = Vec::with_capacity(configs.len());
        let mut suit_sizes = Vec::with_capacity(configs.len());
        let mut total = 0u128;
        for &config in &configs {
            let keys = unpack(config);
            let sizes = keys.map(|k| suit_size(k, round, r_count));
            let mut count = 1u128;
            for (first, k) in groups(&keys) {
                count = multichoose(sizes[first] as u128, k)
                    .and_then(|g| count.checked_mul(g))
                    .ok_or_else(|| too_many(rounds))?;
            }
            offsets.push(total as u64);
            suit_sizes.push(sizes);
            total = total
                .checked_add(count)
                .filter(|&t| t <= u64::MAX as u128)
                .ok_or_else(|| too_many(rounds))?;
        }
        tables.push(RoundTable {
            configs,
            offsets,
            suit_sizes,
            size: total as u64,
        });
    }
    Ok(tables)
}
