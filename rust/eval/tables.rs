//! Lookup tables of the five-to-seven-card evaluators, generated once at first use by
//! the code below (deterministic, about 20 ms), and the hot-path evaluation on them.
//!
//! # Design (the perfect-hash class of evaluators, after OMPEval)
//!
//! A hand is summarised by two 64-bit words built by adding/or-ing one constant per
//! card, so hands can also be built incrementally:
//!
//! * `key`: bits 0..32 are the sum of per-rank keys ([`RANK_KEYS`]), chosen so that
//!   every multiset of up to seven ranks (at most four of a rank) has a distinct sum;
//!   bits 32..48 are four 4-bit suit counters that start at 3, so bit 3 of a counter is
//!   set exactly when that suit holds five or more cards. The joker adds one to every
//!   suit counter and nothing to the rank sum.
//! * `mask`: bit `16 * suit + rank` for each card; bit 63 for the joker.
//!
//! The rank sum is mapped by a displacement perfect hash (`index`) into tables of
//! `u16` class numbers, one table per ranking ("non-flush" values that depend on ranks
//! only). A suit with five or more cards selects a 8192-entry table indexed by that
//! suit's 13-bit rank mask. With seven cards of a 52-card deck a flush excludes quads
//! and full houses, so the flush value is the answer; with the joker both values are
//! looked up and the larger is taken (A♠K♠Q♠2♠ A♥ A♦ + joker is four aces, not a flush).
//!
//! Class numbers are dense and ascending in strength (`classes.rs` defines each
//! ranking plainly and sorts its distinct five-card classes).

use std::sync::OnceLock;

use super::classes::{self, Wheel};
use crate::cards::{Card, ACE, JOKER, RANKS};

/// Per-rank keys whose sums are distinct for every multiset of up to seven ranks
/// with at most four of a rank (the constants published with OMPEval; their
/// uniqueness is checked when the tables are built).
pub const RANK_KEYS: [u32; RANKS] = [
    0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e,
    0x479068, 0x48c0e4, 0x48f211, 0x494493,
];

const ROW_SHIFT: u32 = 12;
const COLUMN_MASK: u32 = (1 << ROW_SHIFT) - 1;
/// Suit counters start at 3 so that a fifth card of a suit sets that counter's bit 3.
pub const SUIT_COUNTERS_START: u64 = 0x3333 << 32;
const FLUSH_BITS: u32 = 0x8888;
/// The joker's bit in a hand mask.
pub const JOKER_BIT: u64 = 1 << 63;
/// Number of entries of a table indexed by a 13-bit rank mask.
pub const MASKS: usize = 1 << RANKS;

/// Key word of one card (see the module docs).
pub const CARD_KEYS: [u64; 53] = {
    let mut keys = [0u64; 53];
    let mut c = 0;
    while c < 52 {
        keys[c] = RANK_KEYS[c >> 2] as u64 | 1u64 << (32 + 4 * (c & 3));
        c += 1;
    }
    keys[JOKER as usize] = 0x1111 << 32;
    keys
};

/// Mask word of one card (see the module docs).
pub const CARD_MASKS: [u64; 53] = {
    let mut masks = [0u64; 53];
    let mut c = 0;
    while c < 52 {
        masks[c] = 1u64 << (16 * (c & 3) + (c >> 2));
        c += 1;
    }
    masks[JOKER as usize] = JOKER_BIT;
    masks
};

/// A hand summarised for table lookup; add cards with [`HandKey::add`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandKey {
    pub key: u64,
    pub mask: u64,
}

impl Default for HandKey {
    fn default() -> Self {
        HandKey { key: SUIT_COUNTERS_START, mask: 0 }
    }
}

impl HandKey {
    /// The key of a set of (valid, distinct) cards.
    #[inline(always)]
    pub fn of(cards: &[Card]) -> Self {
        let mut h = HandKey::default();
        for &c in cards {
            h = h.add(c);
        }
        h
    }

    /// This hand with one more card.
    #[inline(always)]
    pub fn add(self, card: Card) -> Self {
        HandKey {
            key: self.key + CARD_KEYS[card as usize],
            mask: self.mask | CARD_MASKS[card as usize],
        }
    }

    /// The combination of two disjoint hands.
    #[inline(always)]
    pub fn combine(self, other: HandKey) -> Self {
        HandKey { key: self.key + other.key - SUIT_COUNTERS_START, mask: self.mask | other.mask }
    }

    /// The rank sum (the perfect hash's input).
    #[inline(always)]
    pub fn rank_sum(self) -> u32 {
        self.key as u32
    }

    /// The 13-bit rank mask of the suit with five or more cards (the joker counted
    /// in every suit), if there is one.
    #[inline(always)]
    pub fn flush_ranks(self) -> Option<usize> {
        let bits = (self.key >> 32) as u32 & FLUSH_BITS;
        if bits == 0 {
            return None;
        }
        let suit = (bits.trailing_zeros() - 3) / 4;
        Some(((self.mask >> (16 * suit)) & 0x1FFF) as usize)
    }

    /// Whether the joker is in the hand.
    #[inline(always)]
    pub fn has_joker(self) -> bool {
        self.mask & JOKER_BIT != 0
    }

    /// The 13-bit mask of the ranks present (any suit; the joker excluded).
    #[inline(always)]
    pub fn rank_mask(self) -> u32 {
        let m = self.mask & !JOKER_BIT;
        ((m | m >> 16 | m >> 32 | m >> 48) & 0x1FFF) as u32
    }
}

/// All tables of the five-to-seven-card evaluators.
pub struct Tables {
    offsets: Vec<u32>,
    /// Traditional high, by rank multiset (no flush).
    high: Vec<u16>,
    /// Pai Gow high, by rank multiset (no flush, no joker).
    paigow: Vec<u16>,
    /// Pai Gow high with the joker added to the rank multiset (no flush).
    paigow_joker: Vec<u16>,
    /// Ace-to-five low (larger is better).
    ace_to_five: Vec<u16>,
    /// Ace-to-five eight-or-better low (0 = no qualifying low).
    ace_to_five_8: Vec<u16>,
    /// Deuce-to-seven low (larger is better), no five cards of a suit.
    deuce_to_seven: Vec<u16>,
    high_flush: Vec<u16>,
    paigow_flush: Vec<u16>,
    paigow_flush_joker: Vec<u16>,
    /// Deuce-to-seven value of exactly five suited cards.
    deuce_to_seven_flush5: Vec<u16>,
    /// Class keys by class number (index 0 unused), for categories and descriptions.
    pub high_classes: Vec<u32>,
    pub paigow_classes: Vec<u32>,
    /// Deuce-to-seven classes in the high sense (`deuce_to_seven` value = 7463 - n).
    pub deuce_to_seven_classes: Vec<u32>,
    /// Ace-to-five classes in the high sense (`ace_to_five` value = 6176 - n).
    pub ace_to_five_classes: Vec<u32>,
    /// The 56 eight-or-better classes in the high sense (value = 57 - n).
    pub ace_to_five_8_classes: Vec<u32>,
}

/// The tables, built on first use.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

fn rank_sum(counts: &[u8; RANKS]) -> u32 {
    counts.iter().zip(RANK_KEYS).map(|(&c, k)| c as u32 * k).sum()
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
        let (w, b) = (i / 64, i % 64);
        if b == 0 {
            used[w]
        } else {
            used[w] >> b | used[w + 1] << (64 - b)
        }
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
        // The smallest offset that puts the first column at or after the first free
        // slot and every column on a free slot, tried 64 offsets at a time: bit `j`
        // of `taken` says whether offset `base + j` hits a used slot.
        let mut base = first_free.saturating_sub(cols[0] as usize);
        let off = loop {
            let mut taken = 0u64;
            for &c in cols {
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

/// Best value over the five-card subsets of a 13-bit rank mask.
fn best_of_submasks(mask: u32, value: impl Fn(u32) -> u16) -> u16 {
    let mut best = 0;
    let mut sub = mask;
    while sub != 0 {
        if sub.count_ones() == 5 {
            best = best.max(value(sub));
        }
        sub = (sub - 1) & mask;
    }
    best
}

/// The Pai Gow value of the best straight in a rank mask (0 if none).
fn paigow_straight_value(mask: u32, classes: &[u32]) -> u16 {
    best_of_submasks(mask, |sub| {
        let key = classes::high_key(&classes::mask_counts(sub), false, Wheel::SecondHighest);
        if classes::category_of(key) == classes::cat::STRAIGHT {
            classes::dense(classes, key)
        } else {
            0
        }
    })
}

impl Tables {
    fn build() -> Tables {
        let high_classes = classes::high_classes(Wheel::Lowest, false);
        let paigow_classes = classes::high_classes(Wheel::SecondHighest, true);
        let d27_classes = classes::high_classes(Wheel::NotAStraight, false);
        let a5_classes = classes::ace_low_classes();
        let a58_classes: Vec<u32> = a5_classes
            .iter()
            .copied()
            .filter(|&k| classes::category_of(k) == 0 && classes::nibble(k, 0) <= 7)
            .collect();
        let n_d27 = d27_classes.len() as u16 + 1;
        let n_a5 = a5_classes.len() as u16 + 1;
        let n_a58 = a58_classes.len() as u16 + 1;

        // Every multiset of 0..=7 ranks, smallest first (so that a multiset's
        // one-smaller sub-multisets are filled before it).
        let multisets: Vec<[u8; RANKS]> = (0..=7).flat_map(|n| classes::rank_multisets(n, 4)).collect();
        let keys: Vec<u32> = multisets.iter().map(rank_sum).collect();
        {
            let mut sorted = keys.clone();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), keys.len(), "RANK_KEYS sums must be distinct");
        }
        let (offsets, len) = build_perfect_hash(&keys);
        let mut t = Tables {
            offsets,
            high: vec![0; len],
            paigow: vec![0; len],
            paigow_joker: vec![0; len],
            ace_to_five: vec![0; len],
            ace_to_five_8: vec![0; len],
            deuce_to_seven: vec![0; len],
            high_flush: vec![0; MASKS],
            paigow_flush: vec![0; MASKS],
            paigow_flush_joker: vec![0; MASKS],
            deuce_to_seven_flush5: vec![0; MASKS],
            high_classes: std::iter::once(0).chain(high_classes.iter().copied()).collect(),
            paigow_classes: std::iter::once(0).chain(paigow_classes.iter().copied()).collect(),
            deuce_to_seven_classes: std::iter::once(0).chain(d27_classes.iter().copied()).collect(),
            ace_to_five_classes: std::iter::once(0).chain(a5_classes.iter().copied()).collect(),
            ace_to_five_8_classes: std::iter::once(0).chain(a58_classes.iter().copied()).collect(),
        };

        for (counts, &key) in multisets.iter().zip(&keys) {
            let n: u8 = counts.iter().sum();
            let i = t.index(key);
            if n == 5 {
                t.high[i] = classes::dense(&high_classes, classes::high_key(counts, false, Wheel::Lowest));
                t.paigow[i] =
                    classes::dense(&paigow_classes, classes::high_key(counts, false, Wheel::SecondHighest));
                t.deuce_to_seven[i] = n_d27
                    - classes::dense(&d27_classes, classes::high_key(counts, false, Wheel::NotAStraight));
                let low_key = classes::ace_low_key(counts);
                t.ace_to_five[i] = n_a5 - classes::dense(&a5_classes, low_key);
                if let Ok(pos) = a58_classes.binary_search(&low_key) {
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
                    t.paigow[i] = t.paigow[i].max(t.paigow[j]);
                    t.deuce_to_seven[i] = t.deuce_to_seven[i].max(t.deuce_to_seven[j]);
                    t.ace_to_five[i] = t.ace_to_five[i].max(t.ace_to_five[j]);
                    t.ace_to_five_8[i] = t.ace_to_five_8[i].max(t.ace_to_five_8[j]);
                }
            }
        }

        // The joker added to multisets of four to six ranks: as an ace (a fifth ace
        // makes five aces), or as any rank when that completes a straight.
        let five_aces = *paigow_classes.last().unwrap();
        for (counts, &key) in multisets.iter().zip(&keys) {
            let n: u8 = counts.iter().sum();
            if !(4..=6).contains(&n) {
                continue;
            }
            let as_ace = if counts[ACE as usize] == 4 {
                classes::dense(&paigow_classes, five_aces)
            } else {
                t.paigow[t.index(key + RANK_KEYS[ACE as usize])]
            };
            let present: u32 = (0..RANKS).filter(|&r| counts[r] > 0).map(|r| 1 << r).sum();
            let as_straight = (0..RANKS as u32)
                .map(|r| paigow_straight_value(present | 1 << r, &paigow_classes))
                .max()
                .unwrap_or(0);
            let i = t.index(key);
            t.paigow_joker[i] = as_ace.max(as_straight);
        }

        for mask in 0..MASKS as u32 {
            let n = mask.count_ones();
            if n >= 5 {
                t.high_flush[mask as usize] = best_of_submasks(mask, |sub| {
                    classes::dense(&high_classes, classes::high_key(&classes::mask_counts(sub), true, Wheel::Lowest))
                });
                t.paigow_flush[mask as usize] = best_of_submasks(mask, |sub| {
                    let key = classes::high_key(&classes::mask_counts(sub), true, Wheel::SecondHighest);
                    classes::dense(&paigow_classes, key)
                });
            }
            if n == 5 {
                let key = classes::high_key(&classes::mask_counts(mask), true, Wheel::NotAStraight);
                t.deuce_to_seven_flush5[mask as usize] = n_d27 - classes::dense(&d27_classes, key);
            }
        }
        // The joker in a suit of four to six cards: any missing rank of that suit
        // (for a plain flush the best is the highest missing rank).
        for mask in 0..MASKS as u32 {
            if (4..=6).contains(&mask.count_ones()) {
                t.paigow_flush_joker[mask as usize] = (0..RANKS as u32)
                    .filter(|r| mask & 1 << r == 0)
                    .map(|r| t.paigow_flush[(mask | 1 << r) as usize])
                    .max()
                    .unwrap_or(0);
            }
        }
        t
    }

    /// Perfect-hash slot of a rank sum.
    #[inline(always)]
    fn index(&self, rank_sum: u32) -> usize {
        ((rank_sum & COLUMN_MASK) + self.offsets[(rank_sum >> ROW_SHIFT) as usize]) as usize
    }

    /// Number of slots of the perfect hash (for documentation and tests).
    pub fn hash_len(&self) -> usize {
        self.high.len()
    }

    /// Traditional high class (1..=7462) of five to seven cards without the joker.
    #[inline(always)]
    pub fn high(&self, h: HandKey) -> u16 {
        match h.flush_ranks() {
            Some(ranks) => self.high_flush[ranks],
            None => self.high[self.index(h.rank_sum())],
        }
    }

    /// Pai Gow high class (1..=7463) of five to seven cards, the joker allowed.
    #[inline(always)]
    pub fn paigow_high(&self, h: HandKey) -> u16 {
        let i = self.index(h.rank_sum());
        if h.has_joker() {
            let v = self.paigow_joker[i];
            match h.flush_ranks() {
                Some(ranks) => v.max(self.paigow_flush_joker[ranks]),
                None => v,
            }
        } else {
            match h.flush_ranks() {
                Some(ranks) => self.paigow_flush[ranks],
                None => self.paigow[i],
            }
        }
    }

    /// Ace-to-five low (1..=6175, larger is better) of five to seven cards.
    #[inline(always)]
    pub fn ace_to_five(&self, h: HandKey) -> u16 {
        self.ace_to_five[self.index(h.rank_sum())]
    }

    /// Eight-or-better low (1..=56, larger is better; 0 = none) of five to seven cards.
    #[inline(always)]
    pub fn ace_to_five_8(&self, h: HandKey) -> u16 {
        self.ace_to_five_8[self.index(h.rank_sum())]
    }

    /// Deuce-to-seven low (1..=7462, larger is better) of five to seven cards.
    pub fn deuce_to_seven(&self, cards: &[Card]) -> u16 {
        let h = HandKey::of(cards);
        let Some(ranks) = h.flush_ranks() else {
            return self.deuce_to_seven[self.index(h.rank_sum())];
        };
        if cards.len() == 5 {
            return self.deuce_to_seven_flush5[ranks];
        }
        // Five or more of one suit among six or seven cards: try every five.
        let n = cards.len();
        let mut best = 0;
        for skip in 0u32..1 << n {
            if skip.count_ones() as usize != n - 5 {
                continue;
            }
            let sub = HandKey::of(
                &cards.iter().enumerate().filter(|(i, _)| skip & 1 << i == 0).map(|(_, &c)| c).collect::<Vec<_>>(),
            );
            let v = match sub.flush_ranks() {
                Some(r) => self.deuce_to_seven_flush5[r],
                None => self.deuce_to_seven[self.index(sub.rank_sum())],
            };
            best = best.max(v);
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perfect_hash_is_small() {
        let t = tables();
        assert!(t.hash_len() < 100_000, "hash has {} slots", t.hash_len());
    }

    #[test]
    fn joker_makes_four_aces_over_a_flush() {
        // As Ks Qs 2s Ah Ad Jk: four aces beat the spade flush.
        let t = tables();
        let cards = [51, 47, 43, 3, 50, 49, JOKER];
        let v = t.paigow_high(HandKey::of(&cards));
        assert_eq!(classes::category_of(t.paigow_classes[v as usize]), classes::cat::QUADS);
    }
}

#[cfg(test)]
mod tmp_digest {
    use super::*;
    fn fnv(h: &mut u64, v: impl IntoIterator<Item = u64>) {
        for x in v {
            *h = (*h ^ x).wrapping_mul(0x100000001b3);
        }
    }
    #[test]
    fn tmp_table_digest() {
        let start = std::time::Instant::now();
        let t = tables();
        eprintln!("build {:?}", start.elapsed());
        let mut h = 0xcbf29ce484222325u64;
        // Values as seen through lookups: every multiset of 0..=7 ranks.
        let ms: Vec<[u8; RANKS]> = (0..=7).flat_map(|n| classes::rank_multisets(n, 4)).collect();
        for c in &ms {
            let i = t.index(rank_sum(c));
            fnv(&mut h, [t.high[i], t.paigow[i], t.paigow_joker[i], t.ace_to_five[i], t.ace_to_five_8[i], t.deuce_to_seven[i]].map(|x| x as u64));
        }
        for m in 0..MASKS {
            fnv(&mut h, [t.high_flush[m], t.paigow_flush[m], t.paigow_flush_joker[m], t.deuce_to_seven_flush5[m]].map(|x| x as u64));
        }
        for v in [&t.high_classes, &t.paigow_classes, &t.deuce_to_seven_classes, &t.ace_to_five_classes, &t.ace_to_five_8_classes] {
            fnv(&mut h, v.iter().map(|&x| x as u64));
        }
        eprintln!("DIGEST {h:016x}");
    }
}
