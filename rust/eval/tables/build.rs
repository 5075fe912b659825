//! The generation of every table (once, at first use; deterministic): the perfect
//! hash of the rank sums, then each ranking's values by rank multiset and by suit mask.

use super::*;
use crate::cards::{ACE, RANKS};
use crate::eval::classes::{self, Wheel};

pub(super) fn rank_sum(counts: &[u8; RANKS]) -> u32 {
    counts
        .iter()
        .zip(RANK_KEYS)
        .map(|(&c, k)| c as u32 * k)
        .sum()
}

/// Builds the displacement perfect hash over `keys`: returns the row offsets and the
/// table length. Rows (keys sharing `key >> ROW_SHIFT`) are placed largest first at
/// the lowest offset where all their columns are free.
fn build_perfect_hash(keys: &[u32]) -> (Vec<u32>, usize) {
    let max_key = *keys.iter().max().unwrap();
    let n_rows = (max_key >> ROW_SHIFT) as usize + 1;
    let mut rows: Vec<Vec<u32>> = vec![Vec::new(); n_rows];
    for &k in keys {
        rows[(k >> ROW_SHIFT) as usize].push(k & COLUMN_MASK);
    }
    let mut order: Vec<usize> = (0..n_rows).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));
    // `used` is a bitset of the slots taken (two spare words for the unaligned reads).
    let mut used = vec![0u64; (keys.len() * 4 + (1 << ROW_SHIFT)).div_ceil(64) + 2];
    // The 64 bits of `used` from slot `i` on.
    let bits64 = |used: &[u64], i: usize| -> u64 {
        let pair = &used[i / 64..i / 64 + 2];
        ((pair[0] as u128 | (pair[1] as u128) << 64) >> (i % 64)) as u64
    };
    let mut offsets = vec![0u32; n_rows];
    let mut len = 0usize;
    let mut first_free = 0usize;
    for r in order {
        let cols = &rows[r];
        while bits64(&used, first_free) == !0 {
            first_free += 64;
        }
        first_free += bits64(&used, first_free).trailing_ones() as usize;
        // The smallest offset that puts every column on a free slot, tried 64 offsets
        // at a time: bit `j` of `taken` says whether offset `base + j` hits a used
        // slot. Every slot below `first_free` is used, so the search starts where the
        // lowest column reaches it.
        // Low columns land in the densely used part, so trying them first rules
        // offsets out soonest.
        let mut sorted = cols.clone();
        sorted.sort_unstable();
        let mut base = first_free.saturating_sub(sorted[0] as usize);
        let off = loop {
            let mut taken = 0u64;
            for &c in &sorted {
                taken |= bits64(&used, base + c as usize);
                if taken == !0 {
                    break;
                }
            }
            if taken != !0 {
                break base + taken.trailing_ones() as usize;
            }
            base += 64;
        };
        for &c in cols {
            let i = off + c as usize;
            used[i / 64] |= 1 << (i % 64);
            len = len.max(i + 1);
        }
        offsets[r] = off as u32;
    }
    (offsets, len)
}

/// `value`, given for five-rank masks, extended to every 13-bit rank mask: the best
/// value over the mask's five-rank subsets (0 below five ranks). The subsets of a
/// mask are numerically smaller, so one pass in numeric order fills the table from
/// the one-smaller subsets.
pub(crate) fn best_of_five_subsets(value: impl Fn(u32) -> u16) -> Vec<u16> {
    let mut best = vec![0u16; MASKS];
    for mask in 0..MASKS as u32 {
        best[mask as usize] = match mask.count_ones() {
            0..=4 => 0,
            5 => value(mask),
            _ => {
                let mut b = 0;
                let mut rest = mask;
                while rest != 0 {
                    let bit = rest & rest.wrapping_neg();
                    b = b.max(best[(mask ^ bit) as usize]);
                    rest ^= bit;
                }
                b
            }
        };
    }
    best
}

/// Class keys indexed by class number: the (ascending) keys after an unused entry 0.
fn by_number(classes: &[u32]) -> Vec<u32> {
    std::iter::once(0).chain(classes.iter().copied()).collect()
}

/// The class keys of every ranking, ascending (their numbers from 1 up).
struct Classes {
    high: Vec<u32>,
    paigow: Vec<u32>,
    d27: Vec<u32>,
    a5: Vec<u32>,
    a58: Vec<u32>,
}

impl Classes {
    fn new() -> Classes {
        let a5 = classes::ace_low_classes();
        let a58 = a5
            .iter()
            .copied()
            .filter(|&k| classes::category_of(k) == 0 && classes::nibble(k, 0) <= 7)
            .collect();
        Classes {
            high: classes::high_classes(Wheel::Lowest, false),
            paigow: classes::high_classes(Wheel::SecondHighest, true),
            d27: classes::high_classes(Wheel::NotAStraight, false),
            a5,
            a58,
        }
    }

    /// The numbers of the lowball rankings count down from these (best is 1).
    fn lowball_ends(&self) -> (u16, u16, u16) {
        (
            self.d27.len() as u16 + 1,
            self.a5.len() as u16 + 1,
            self.a58.len() as u16 + 1,
        )
    }
}

/// Every multiset of 0..=7 ranks, smallest first (so that a multiset's one-smaller
/// sub-multisets are filled before it), and their rank sums (checked distinct).
fn rank_multisets() -> (Vec<[u8; RANKS]>, Vec<u32>) {
    let multisets: Vec<[u8; RANKS]> = (0..=7)
        .flat_map(|n| classes::rank_multisets(n, 4))
        .collect();
    let keys: Vec<u32> = multisets.iter().map(rank_sum).collect();
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), keys.len(), "RANK_KEYS sums must be distinct");
    (multisets, keys)
}

/// The perfect hash of the rank sums `keys`: each row's offset, and the slots used.
fn hash_offsets(keys: &[u32]) -> (Box<[u32; OFFSET_ROWS]>, usize) {
    let (row_offsets, len) = build_perfect_hash(keys);
    assert!(
        row_offsets.len() <= HASH_ROWS && len <= HASH_SLOTS,
        "perfect hash outgrew its arrays"
    );
    let mut offsets: Box<[u32; OFFSET_ROWS]> = zeroed();
    // What makes `Tables::slot` safe: every row's offset leaves room for a full
    // row (the rows no real hand reaches get offset 0).
    assert!(
        row_offsets
            .iter()
            .all(|&o| o as usize + COLUMNS <= HASH_SLOTS),
        "perfect hash offsets leave no room for a row"
    );
    // Stored less the row's first rank sum (`row << ROW_SHIFT`), so that
    // `rank_sum + offsets[row]` (wrapping) is the slot: the column split is folded
    // into the offsets and costs nothing at lookup.
    for (r, o) in offsets.iter_mut().enumerate() {
        let base = row_offsets.get(r).copied().unwrap_or(0);
        *o = base.wrapping_sub((r as u32) << ROW_SHIFT);
    }
    (offsets, len)
}

impl Tables {
    pub(super) fn build() -> Tables {
        let c = Classes::new();
        let (multisets, keys) = rank_multisets();
        let (offsets, len) = hash_offsets(&keys);
        let mut t = Tables {
            offsets,
            len,
            high: zeroed(),
            paigow: zeroed(),
            ace_to_five: zeroed(),
            ace_to_five_8: zeroed(),
            deuce_to_seven: zeroed(),
            high_flush: zeroed(),
            paigow_flush: zeroed(),
            deuce_to_seven_flush5: zeroed(),
            high_classes: by_number(&c.high),
            paigow_classes: by_number(&c.paigow),
            deuce_to_seven_classes: by_number(&c.d27),
            ace_to_five_classes: by_number(&c.a5),
            ace_to_five_8_classes: by_number(&c.a58),
        };
        t.fill_rank_sums(&c, &multisets, &keys);
        t.fill_joker_rank_sums(&c, &multisets, &keys);
        t.fill_flushes(&c);
        t
    }

    /// The rank-sum tables of every multiset of five to seven ranks.
    fn fill_rank_sums(&mut self, c: &Classes, multisets: &[[u8; RANKS]], keys: &[u32]) {
        let t = self;
        let (n_d27, n_a5, n_a58) = c.lowball_ends();
        for (counts, &key) in multisets.iter().zip(keys) {
            let n: u8 = counts.iter().sum();
            let i = t.index(key);
            if n == 5 {
                t.high[i] =
                    classes::dense(&c.high, classes::high_key(counts, false, Wheel::Lowest));
                t.paigow[2 * i] = classes::dense(
                    &c.paigow,
                    classes::high_key(counts, false, Wheel::SecondHighest),
                );
                t.deuce_to_seven[i] = n_d27
                    - classes::dense(
                        &c.d27,
                        classes::high_key(counts, false, Wheel::NotAStraight),
                    );
                let low_key = classes::ace_low_key(counts);
                t.ace_to_five[i] = n_a5 - classes::dense(&c.a5, low_key);
                if let Ok(pos) = c.a58.binary_search(&low_key) {
                    t.ace_to_five_8[i] = n_a58 - (pos as u16 + 1);
                }
            } else if n > 5 {
                // Best five of six or seven: the best over the one-smaller multisets.
                for r in 0..RANKS {
                    if counts[r] == 0 {
                        continue;
                    }
                    let j = t.index(key - RANK_KEYS[r]);
                    t.high[i] = t.high[i].max(t.high[j]);
                    t.paigow[2 * i] = t.paigow[2 * i].max(t.paigow[2 * j]);
                    t.deuce_to_seven[i] = t.deuce_to_seven[i].max(t.deuce_to_seven[j]);
                    t.ace_to_five[i] = t.ace_to_five[i].max(t.ace_to_five[j]);
                    t.ace_to_five_8[i] = t.ace_to_five_8[i].max(t.ace_to_five_8[j]);
                }
            }
        }
    }

    /// The joker added to multisets of four to six ranks: as an ace (a fifth ace
    /// makes five aces), or as any rank when that completes a straight.
    fn fill_joker_rank_sums(&mut self, c: &Classes, multisets: &[[u8; RANKS]], keys: &[u32]) {
        let t = self;
        let five_aces = *c.paigow.last().unwrap();
        // The Pai Gow value of the best straight of a rank mask (0 if none).
        let straights = best_of_five_subsets(|sub| {
            let key = classes::high_key(&classes::mask_counts(sub), false, Wheel::SecondHighest);
            if classes::category_of(key) == classes::cat::STRAIGHT {
                classes::dense(&c.paigow, key)
            } else {
                0
            }
        });
        for (counts, &key) in multisets.iter().zip(keys) {
            let n: u8 = counts.iter().sum();
            if !(4..=6).contains(&n) {
                continue;
            }
            let as_ace = if counts[ACE as usize] == 4 {
                classes::dense(&c.paigow, five_aces)
            } else {
                t.paigow[2 * t.index(key + RANK_KEYS[ACE as usize])]
            };
            let present: u32 = (0..RANKS).filter(|&r| counts[r] > 0).map(|r| 1 << r).sum();
            let as_straight = (0..RANKS as u32)
                .map(|r| straights[(present | 1 << r) as usize])
                .max()
                .unwrap_or(0);
            let i = t.index(key);
            t.paigow[2 * i + 1] = as_ace.max(as_straight);
        }
    }

    /// The flush tables, by the mask of a suit's ranks.
    fn fill_flushes(&mut self, c: &Classes) {
        let t = self;
        let (n_d27, _, _) = c.lowball_ends();
        let high_flush = best_of_five_subsets(|sub| {
            classes::dense(
                &c.high,
                classes::high_key(&classes::mask_counts(sub), true, Wheel::Lowest),
            )
        });
        let paigow_flush = best_of_five_subsets(|sub| {
            classes::dense(
                &c.paigow,
                classes::high_key(&classes::mask_counts(sub), true, Wheel::SecondHighest),
            )
        });
        for mask in 0..MASKS {
            t.high_flush[mask] = high_flush[mask];
            t.paigow_flush[2 * mask] = paigow_flush[mask];
            // The joker in a suit of four to six cards: any missing rank of that suit
            // (for a plain flush the best is the highest missing rank).
            if (4..=6).contains(&mask.count_ones()) {
                t.paigow_flush[2 * mask + 1] = (0..RANKS)
                    .filter(|r| mask & 1 << r == 0)
                    .map(|r| paigow_flush[mask | 1 << r])
                    .max()
                    .unwrap_or(0);
            }
            if mask.count_ones() == 5 {
                let key = classes::high_key(
                    &classes::mask_counts(mask as u32),
                    true,
                    Wheel::NotAStraight,
                );
                t.deuce_to_seven_flush5[mask] = n_d27 - classes::dense(&c.d27, key);
            }
        }
    }
}
