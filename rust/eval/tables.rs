//! Lookup tables of the five-to-seven-card evaluators, generated once at first use by
//! the code below (deterministic, about 0.1 to 0.2 s on one core), and the hot-path
//! evaluation on them.
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
//!   suit counter, nothing to the rank sum, and bit 63 ([`JOKER_KEY_BIT`]), so that the
//!   Pai Gow lookup of a hand without a flush needs the key alone.
//! * `mask`: bit `16 * suit + rank` for each card; bit 63 for the joker.
//!
//! The rank sum is mapped by a displacement perfect hash (`index`) into tables of
//! `u16` class numbers, one table per ranking ("non-flush" values that depend on ranks
//! only). A suit with five or more cards selects a 8192-entry table indexed by that
//! suit's 13-bit rank mask. With seven cards of a 52-card deck a flush excludes quads
//! and full houses, so the flush value is the answer; with the joker both values are
//! looked up and the larger is taken (A♠K♠Q♠2♠ A♥ A♦ + joker is four aces, not a flush).
//!
//! # Speed
//!
//! One lookup is two dependent loads (the row offset, then the value) and no
//! branch but the rare flush test. The Pai Gow tables interleave the values without
//! and with the joker (`2 * slot + joker`), so the joker costs no branch either. The
//! arrays have power-of-two lengths and every index is masked to the length, which
//! lets the compiler drop all bounds checks while staying safe for any `HandKey`
//! (see [`Tables`]). Card constants are read from 256-entry copies for the same
//! reason. The perfect hash is placed first-fit, 64 candidate offsets at a time on a
//! bitset of the used slots; the flush and straight tables are filled from their
//! one-smaller sub-masks. `cargo bench --bench eval_speed` measures every ranking.
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
    0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068,
    0x48c0e4, 0x48f211, 0x494493,
];

const ROW_SHIFT: u32 = 13;
const COLUMN_MASK: u32 = (1 << ROW_SHIFT) - 1;
const COLUMNS: usize = 1 << ROW_SHIFT;
/// Suit counters start at 3 so that a fifth card of a suit sets that counter's bit 3.
pub const SUIT_COUNTERS_START: u64 = 0x3333 << 32;
/// Bit 3 of every suit counter: set in `key` when some suit has five or more cards.
const FLUSH_BITS: u64 = 0x8888 << 32;
/// The joker's bit in a hand mask.
pub const JOKER_BIT: u64 = 1 << 63;
/// The joker's bit in a hand key (a hand holds one joker at most: no carry).
pub const JOKER_KEY_BIT: u64 = 1 << 63;
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
    keys[JOKER as usize] = 0x1111 << 32 | JOKER_KEY_BIT;
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

/// [`CARD_KEYS`] (`[0]`) and [`CARD_MASKS`] (`[1]`), each padded to 256 entries so
/// that a `u8` card id indexes them without a bounds check (ids above 52 add
/// nothing). Two arrays of 8-byte words rather than pairs side by side: 8 is an x86
/// addressing scale and both arrays share one base, so a card costs one load-and-add
/// (-or) per word and no shift.
static CARD_WORDS: [[u64; 256]; 2] = [pad(CARD_KEYS), pad(CARD_MASKS)];

/// The key word of cards (what [`HandKey::of`] sums, without the mask).
#[inline(always)]
fn key_of(cards: &[Card]) -> u64 {
    cards
        .iter()
        .fold(SUIT_COUNTERS_START, |k, &c| k + CARD_WORDS[0][c as usize])
}

/// The mask word of cards (what [`HandKey::of`] ors, without the key).
#[inline(always)]
fn mask_of(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, &c| m | CARD_WORDS[1][c as usize])
}

const fn pad(words: [u64; 53]) -> [u64; 256] {
    let mut out = [0u64; 256];
    let mut c = 0;
    while c < 53 {
        out[c] = words[c];
        c += 1;
    }
    out
}

/// A hand summarised for table lookup; add cards with [`HandKey::add`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandKey {
    pub key: u64,
    pub mask: u64,
}

impl Default for HandKey {
    fn default() -> Self {
        HandKey {
            key: SUIT_COUNTERS_START,
            mask: 0,
        }
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

    /// This hand with one more card (a valid id, not in the hand yet: anything else
    /// gives a meaningless key, see [`Tables`]).
    // A method rather than `impl Add<Card>`: `h.add(c)` reads as "add a card", and
    // callers chain it in hot loops.
    #[allow(clippy::should_implement_trait)]
    #[inline(always)]
    pub fn add(self, card: Card) -> Self {
        debug_assert!(card <= JOKER, "card id {card} is not a card");
        HandKey {
            key: self.key + CARD_WORDS[0][card as usize],
            mask: self.mask | CARD_WORDS[1][card as usize],
        }
    }

    /// The combination of two disjoint hands.
    #[inline(always)]
    pub fn combine(self, other: HandKey) -> Self {
        HandKey {
            key: self.key + other.key - SUIT_COUNTERS_START,
            mask: self.mask | other.mask,
        }
    }

    /// This hand with cards given as words without the suit counters' start (as
    /// [`crate::bulk::enumerate::PairKeys`] holds them): one addition, one or.
    #[inline(always)]
    pub fn combine_raw(self, cards: HandKey) -> Self {
        HandKey {
            key: self.key + cards.key,
            mask: self.mask | cards.mask,
        }
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
        if self.has_flush() {
            Some(self.flush_suit_ranks())
        } else {
            None
        }
    }

    /// Whether some suit has five or more cards (the joker counted in every suit):
    /// one test of the 64-bit key.
    #[inline(always)]
    pub fn has_flush(self) -> bool {
        self.key & FLUSH_BITS != 0
    }

    /// [`HandKey::flush_ranks`] once [`HandKey::has_flush`] holds (0 otherwise). The
    /// flush bit of suit `s` is bit `35 + 4 s`, so `4 * trailing_zeros - 140` is the
    /// shift `16 s` of that suit's mask.
    #[inline(always)]
    fn flush_suit_ranks(self) -> usize {
        let shift = ((self.key & FLUSH_BITS).trailing_zeros() * 4).wrapping_sub(140);
        (self.mask.wrapping_shr(shift) & 0x1FFF) as usize
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

/// Rows of the perfect hash: rank sums of up to seven cards are below `2^25`, so
/// `rank_sum >> ROW_SHIFT` is below `2^12` (checked when the tables are built). With
/// 8192 columns a row the 4096 offsets take 16 KiB and stay in the L1 cache.
const HASH_ROWS: usize = 1 << 12;
/// Length of the row-offset table: every `u32 >> ROW_SHIFT`, so that a row index
/// needs no mask to be in bounds (2 MiB; real hands read only the first
/// [`HASH_ROWS`] entries, 16 KiB).
const OFFSET_ROWS: usize = 1 << (32 - ROW_SHIFT);
/// Slots of a value table: the perfect hash's length (126,546) rounded up to a power
/// of two (checked when the tables are built).
pub const HASH_SLOTS: usize = 1 << 17;

/// A value table of the perfect hash.
type Slots = Box<[u16; HASH_SLOTS]>;
/// A value table indexed by a 13-bit rank mask.
type ByMask = Box<[u16; MASKS]>;

/// A zeroed boxed array (built on the heap: the arrays are too large for the stack).
pub(crate) fn zeroed<T: Copy + Default, const N: usize>() -> Box<[T; N]> {
    vec![T::default(); N]
        .into_boxed_slice()
        .try_into()
        .ok()
        .expect("length is N")
}

/// All tables of the five-to-seven-card evaluators.
///
/// The hot path does no bounds checks: the tables are fixed-size arrays whose
/// lengths are powers of two, and every index is masked to the length (a no-op for
/// the indices of real hands, which the perfect hash maps below `hash_len`), so the
/// compiler proves each access in bounds. A `HandKey` built from anything else gives
/// a meaningless value, never undefined behaviour.
pub struct Tables {
    offsets: Box<[u32; OFFSET_ROWS]>,
    /// Number of slots the perfect hash uses.
    len: usize,
    /// Traditional high, by rank multiset (no flush).
    high: Slots,
    /// Pai Gow high, by rank multiset (no flush), interleaved: slot `2 * i` without
    /// the joker, `2 * i + 1` with the joker added to the multiset.
    paigow: Box<[u16; 2 * HASH_SLOTS]>,
    /// Ace-to-five low (larger is better).
    ace_to_five: Slots,
    /// Ace-to-five eight-or-better low (0 = no qualifying low).
    ace_to_five_8: Slots,
    /// Deuce-to-seven low (larger is better), no five cards of a suit.
    deuce_to_seven: Slots,
    /// Traditional high of the best five cards of one suit, by that suit's rank mask.
    high_flush: ByMask,
    /// Pai Gow high of one suit's cards, interleaved: slot `2 * mask` without the
    /// joker, `2 * mask + 1` with the joker (as any missing rank of the suit).
    paigow_flush: Box<[u16; 2 * MASKS]>,
    /// Deuce-to-seven value of exactly five suited cards.
    deuce_to_seven_flush5: ByMask,
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
fn best_of_five_subsets(value: impl Fn(u32) -> u16) -> Vec<u16> {
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
        let multisets: Vec<[u8; RANKS]> = (0..=7)
            .flat_map(|n| classes::rank_multisets(n, 4))
            .collect();
        let keys: Vec<u32> = multisets.iter().map(rank_sum).collect();
        {
            let mut sorted = keys.clone();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), keys.len(), "RANK_KEYS sums must be distinct");
        }
        let (row_offsets, len) = build_perfect_hash(&keys);
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
            high_classes: std::iter::once(0)
                .chain(high_classes.iter().copied())
                .collect(),
            paigow_classes: std::iter::once(0)
                .chain(paigow_classes.iter().copied())
                .collect(),
            deuce_to_seven_classes: std::iter::once(0)
                .chain(d27_classes.iter().copied())
                .collect(),
            ace_to_five_classes: std::iter::once(0)
                .chain(a5_classes.iter().copied())
                .collect(),
            ace_to_five_8_classes: std::iter::once(0)
                .chain(a58_classes.iter().copied())
                .collect(),
        };

        for (counts, &key) in multisets.iter().zip(&keys) {
            let n: u8 = counts.iter().sum();
            let i = t.index(key);
            if n == 5 {
                t.high[i] = classes::dense(
                    &high_classes,
                    classes::high_key(counts, false, Wheel::Lowest),
                );
                t.paigow[2 * i] = classes::dense(
                    &paigow_classes,
                    classes::high_key(counts, false, Wheel::SecondHighest),
                );
                t.deuce_to_seven[i] = n_d27
                    - classes::dense(
                        &d27_classes,
                        classes::high_key(counts, false, Wheel::NotAStraight),
                    );
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
                    t.paigow[2 * i] = t.paigow[2 * i].max(t.paigow[2 * j]);
                    t.deuce_to_seven[i] = t.deuce_to_seven[i].max(t.deuce_to_seven[j]);
                    t.ace_to_five[i] = t.ace_to_five[i].max(t.ace_to_five[j]);
                    t.ace_to_five_8[i] = t.ace_to_five_8[i].max(t.ace_to_five_8[j]);
                }
            }
        }

        // The joker added to multisets of four to six ranks: as an ace (a fifth ace
        // makes five aces), or as any rank when that completes a straight.
        let five_aces = *paigow_classes.last().unwrap();
        // The Pai Gow value of the best straight of a rank mask (0 if none).
        let straights = best_of_five_subsets(|sub| {
            let key = classes::high_key(&classes::mask_counts(sub), false, Wheel::SecondHighest);
            if classes::category_of(key) == classes::cat::STRAIGHT {
                classes::dense(&paigow_classes, key)
            } else {
                0
            }
        });
        for (counts, &key) in multisets.iter().zip(&keys) {
            let n: u8 = counts.iter().sum();
            if !(4..=6).contains(&n) {
                continue;
            }
            let as_ace = if counts[ACE as usize] == 4 {
                classes::dense(&paigow_classes, five_aces)
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

        let high_flush = best_of_five_subsets(|sub| {
            classes::dense(
                &high_classes,
                classes::high_key(&classes::mask_counts(sub), true, Wheel::Lowest),
            )
        });
        let paigow_flush = best_of_five_subsets(|sub| {
            classes::dense(
                &paigow_classes,
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
                t.deuce_to_seven_flush5[mask] = n_d27 - classes::dense(&d27_classes, key);
            }
        }
        t
    }

    /// Perfect-hash slot (below [`HASH_SLOTS`]) of a rank sum: distinct for every
    /// multiset of up to seven ranks.
    #[inline(always)]
    pub fn index(&self, rank_sum: u32) -> usize {
        // The mask is a no-op (see `slot`); it lets callers index their own
        // `HASH_SLOTS`-long tables without a bounds check.
        self.slot(rank_sum) & (HASH_SLOTS - 1)
    }

    /// [`Tables::index`], proved below [`HASH_SLOTS`] for every `u32` (real hand or
    /// not): the row `r = rank_sum >> ROW_SHIFT` is below `OFFSET_ROWS`, the length
    /// of `offsets`, and `offsets[r]` is `base - (r << ROW_SHIFT)` (wrapping) with
    /// `base <= HASH_SLOTS - COLUMNS` (asserted when the tables are built), so the sum
    /// is `base + (rank_sum & COLUMN_MASK)`, below `HASH_SLOTS`. Two operations and
    /// one load, no mask.
    #[inline(always)]
    fn slot(&self, rank_sum: u32) -> usize {
        rank_sum.wrapping_add(self.offsets[(rank_sum >> ROW_SHIFT) as usize]) as usize
    }

    /// `table[slot]` for a [`Tables::slot`] (times 2, plus one bit, for the
    /// interleaved Pai Gow table), without a bounds check.
    #[inline(always)]
    fn at<const N: usize>(table: &[u16; N], i: usize) -> u16 {
        debug_assert!(i < N);
        // SAFETY: `i` is a `slot` (< HASH_SLOTS, see there) for the `HASH_SLOTS`-long
        // tables, or `slot << 1 | bit` (< 2 * HASH_SLOTS) for the `2 * HASH_SLOTS`-long
        // `paigow`; every caller passes one of these two shapes with its table.
        unsafe { *table.get_unchecked(i) }
    }

    /// Number of slots of the perfect hash (for documentation and tests).
    pub fn hash_len(&self) -> usize {
        self.len
    }

    /// Traditional high class (1..=7462) of five to seven cards without the joker.
    #[inline(always)]
    pub fn high(&self, h: HandKey) -> u16 {
        if h.has_flush() {
            return self.high_flush_of(h);
        }
        Self::at(&self.high, self.slot(h.rank_sum()))
    }

    /// [`Tables::high`] of a hand with a flush: out of line, so that the common path
    /// stays short and its lookup is not merged with this one.
    #[cold]
    #[inline(never)]
    fn high_flush_of(&self, h: HandKey) -> u16 {
        self.high_flush[h.flush_suit_ranks()]
    }

    /// [`Tables::high`] of five to seven (valid, distinct) cards, the fastest way from
    /// card ids: only the key word is summed, and the mask is built (from the cards,
    /// out of line) for the few hands with a flush.
    #[inline(always)]
    pub fn high_of(&self, cards: &[Card]) -> u16 {
        let key = key_of(cards);
        if key & FLUSH_BITS != 0 {
            return self.high_flush_of_cards(key, cards);
        }
        Self::at(&self.high, self.slot(key as u32))
    }

    /// [`Tables::high_of`] of a hand with a flush (`key` is its key word).
    #[cold]
    #[inline(never)]
    fn high_flush_of_cards(&self, key: u64, cards: &[Card]) -> u16 {
        self.high_flush_of(HandKey {
            key,
            mask: mask_of(cards),
        })
    }

    /// [`Tables::paigow_high`] of five to seven (valid, distinct) cards, from the key
    /// word alone but for the few hands with a flush (as [`Tables::high_of`]).
    #[inline(always)]
    pub fn paigow_high_of(&self, cards: &[Card]) -> u16 {
        let key = key_of(cards);
        let joker = (key >> 63) as usize;
        let v = Self::at(&self.paigow, self.slot(key as u32) << 1 | joker);
        if key & FLUSH_BITS != 0 {
            return self.paigow_flush_of_cards(key, cards, v);
        }
        v
    }

    /// [`Tables::paigow_high_of`] of a hand with a flush.
    #[cold]
    #[inline(never)]
    fn paigow_flush_of_cards(&self, key: u64, cards: &[Card], v: u16) -> u16 {
        let mask = mask_of(cards);
        self.paigow_flush_of(HandKey { key, mask }, v)
    }

    /// Pai Gow high class (1..=7463) of five to seven cards, the joker allowed.
    ///
    /// Without the joker a suit of five or more of seven cards leaves no room for
    /// quads or a full house, so the flush value is never below the rank-multiset
    /// value and taking the larger of the two is right with or without the joker.
    #[inline(always)]
    pub fn paigow_high(&self, h: HandKey) -> u16 {
        let joker = (h.key >> 63) as usize;
        let v = Self::at(&self.paigow, self.slot(h.rank_sum()) << 1 | joker);
        if h.has_flush() {
            return self.paigow_flush_of(h, v);
        }
        v
    }

    /// The larger of `v` and the flush value of a hand with a flush (see
    /// [`Tables::high_flush_of`]).
    #[cold]
    #[inline(never)]
    fn paigow_flush_of(&self, h: HandKey, v: u16) -> u16 {
        let joker = (h.mask >> 63) as usize;
        v.max(self.paigow_flush[h.flush_suit_ranks() << 1 | joker])
    }

    /// Ace-to-five low (1..=6175, larger is better) of five to seven cards.
    #[inline(always)]
    pub fn ace_to_five(&self, h: HandKey) -> u16 {
        Self::at(&self.ace_to_five, self.slot(h.rank_sum()))
    }

    /// Eight-or-better low (1..=56, larger is better; 0 = none) of five to seven cards.
    #[inline(always)]
    pub fn ace_to_five_8(&self, h: HandKey) -> u16 {
        Self::at(&self.ace_to_five_8, self.slot(h.rank_sum()))
    }

    /// [`Tables::ace_to_five`] of five to seven (valid, distinct) cards.
    #[inline(always)]
    pub fn ace_to_five_of(&self, cards: &[Card]) -> u16 {
        Self::at(&self.ace_to_five, self.slot(key_of(cards) as u32))
    }

    /// [`Tables::ace_to_five_8`] of five to seven (valid, distinct) cards.
    #[inline(always)]
    pub fn ace_to_five_8_of(&self, cards: &[Card]) -> u16 {
        Self::at(&self.ace_to_five_8, self.slot(key_of(cards) as u32))
    }

    /// Deuce-to-seven value of five cards given as their key (a flush or not).
    #[inline(always)]
    fn deuce_to_seven_5(&self, h: HandKey) -> u16 {
        match h.flush_ranks() {
            Some(ranks) => self.deuce_to_seven_flush5[ranks],
            None => Self::at(&self.deuce_to_seven, self.slot(h.rank_sum())),
        }
    }

    /// Deuce-to-seven low (1..=7462, larger is better) of five to seven cards.
    #[inline(always)]
    pub fn deuce_to_seven(&self, cards: &[Card]) -> u16 {
        let h = HandKey::of(cards);
        match h.flush_ranks() {
            None => Self::at(&self.deuce_to_seven, self.slot(h.rank_sum())),
            Some(ranks) if cards.len() == 5 => self.deuce_to_seven_flush5[ranks],
            Some(_) => self.deuce_to_seven_with_flush(h, cards),
        }
    }

    /// Deuce-to-seven of six or more cards holding five of a suit: the rank-multiset
    /// table assumes no flush, so every five-card subset is tried (each one's key is
    /// the whole hand's key less the cards left out).
    #[cold]
    #[inline(never)]
    fn deuce_to_seven_with_flush(&self, h: HandKey, cards: &[Card]) -> u16 {
        let without = |h: HandKey, c: Card| HandKey {
            key: h.key - CARD_WORDS[0][c as usize],
            mask: h.mask & !CARD_WORDS[1][c as usize],
        };
        let mut best = 0;
        match cards.len() {
            6 => {
                for &a in cards {
                    best = best.max(self.deuce_to_seven_5(without(h, a)));
                }
            }
            7 => {
                for (i, &a) in cards.iter().enumerate() {
                    let ha = without(h, a);
                    for &b in &cards[i + 1..] {
                        best = best.max(self.deuce_to_seven_5(without(ha, b)));
                    }
                }
            }
            n => {
                // More cards than a game allows: still the best five, slowly.
                for keep in 0u32..1 << n.min(31) {
                    if keep.count_ones() == 5 {
                        let sub = cards
                            .iter()
                            .enumerate()
                            .filter(|&(i, _)| keep & 1 << i != 0)
                            .fold(HandKey::default(), |s, (_, &c)| s.add(c));
                        best = best.max(self.deuce_to_seven_5(sub));
                    }
                }
            }
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
        assert!(
            t.hash_len() <= HASH_SLOTS,
            "hash has {} slots",
            t.hash_len()
        );
    }

    /// Table contents as seen through lookups (every rank multiset of up to seven
    /// cards, every suit mask, the class lists), hashed: pins the tables so that
    /// performance work on the generator or the layout cannot change a value. A
    /// deliberate change of a ranking changes the digest: check the exhaustive count
    /// tests, then update it.
    #[test]
    fn table_contents_are_pinned() {
        fn fnv(h: &mut u64, values: impl IntoIterator<Item = u64>) {
            for x in values {
                *h = (*h ^ x).wrapping_mul(0x100_0000_01b3);
            }
        }
        let t = tables();
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for counts in (0..=7).flat_map(|n| classes::rank_multisets(n, 4)) {
            let i = t.index(rank_sum(&counts));
            let v = [
                t.high[i],
                t.paigow[2 * i],
                t.paigow[2 * i + 1],
                t.ace_to_five[i],
                t.ace_to_five_8[i],
            ];
            fnv(
                &mut h,
                v.into_iter().chain([t.deuce_to_seven[i]]).map(u64::from),
            );
        }
        for m in 0..MASKS {
            let v = [
                t.high_flush[m],
                t.paigow_flush[2 * m],
                t.paigow_flush[2 * m + 1],
                t.deuce_to_seven_flush5[m],
            ];
            fnv(&mut h, v.map(u64::from));
        }
        for v in [
            &t.high_classes,
            &t.paigow_classes,
            &t.deuce_to_seven_classes,
            &t.ace_to_five_classes,
            &t.ace_to_five_8_classes,
        ] {
            fnv(&mut h, v.iter().map(|&x| u64::from(x)));
        }
        assert_eq!(h, 0x9ee8_66e2_d696_32d1, "table digest {h:#018x}");
    }

    /// Random hands of `k` distinct cards from the first `deck` ids (splitmix64).
    fn random_hands(n: usize, k: usize, deck: u64, mut seed: u64) -> Vec<Vec<Card>> {
        let mut next = move || {
            seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        (0..n)
            .map(|_| {
                let mut hand = Vec::with_capacity(k);
                while hand.len() < k {
                    let c = (next() % deck) as Card;
                    if !hand.contains(&c) {
                        hand.push(c);
                    }
                }
                hand
            })
            .collect()
    }

    /// The best value over the five-card subsets of a hand.
    fn best_of_fives(hand: &[Card], value: impl Fn(&[Card]) -> u16) -> u16 {
        let n = hand.len();
        (0u32..1 << n)
            .filter(|m| m.count_ones() == 5)
            .map(|m| {
                let five: Vec<Card> = (0..n)
                    .filter(|&i| m & 1 << i != 0)
                    .map(|i| hand[i])
                    .collect();
                value(&five)
            })
            .max()
            .unwrap()
    }

    #[test]
    fn six_and_seven_cards_take_the_best_five() {
        let t = tables();
        // Random hands, and hands of two suits only (many flushes).
        let two_suits: Vec<Card> = (0..52).filter(|c| c % 4 < 2).collect();
        for k in [6, 7] {
            let mut hands = random_hands(20_000, k, 52, k as u64);
            hands.extend(
                random_hands(20_000, k, 26, 10 + k as u64)
                    .into_iter()
                    .map(|h| h.iter().map(|&i| two_suits[i as usize]).collect()),
            );
            for hand in &hands {
                let key = HandKey::of(hand);
                assert_eq!(
                    t.high(key),
                    best_of_fives(hand, |f| t.high(HandKey::of(f))),
                    "{hand:?}"
                );
                assert_eq!(
                    t.deuce_to_seven(hand),
                    best_of_fives(hand, |f| t.deuce_to_seven(f)),
                    "{hand:?}"
                );
                assert_eq!(
                    t.ace_to_five(key),
                    best_of_fives(hand, |f| t.ace_to_five(HandKey::of(f))),
                    "{hand:?}"
                );
            }
            // Pai Gow with the joker: the five-card values are the definition.
            let mut hands = random_hands(20_000, k, 53, 20 + k as u64);
            hands.extend(
                random_hands(20_000, k - 1, 26, 30 + k as u64)
                    .into_iter()
                    .map(|h| {
                        h.iter()
                            .map(|&i| two_suits[i as usize])
                            .chain([JOKER])
                            .collect()
                    }),
            );
            for hand in &hands {
                let best = best_of_fives(hand, |f| t.paigow_high(HandKey::of(f)));
                assert_eq!(t.paigow_high(HandKey::of(hand)), best, "{hand:?}");
            }
        }
    }

    #[test]
    fn joker_makes_four_aces_over_a_flush() {
        // As Ks Qs 2s Ah Ad Jk: four aces beat the spade flush.
        let t = tables();
        let cards = [51, 47, 43, 3, 50, 49, JOKER];
        let v = t.paigow_high(HandKey::of(&cards));
        assert_eq!(
            classes::category_of(t.paigow_classes[v as usize]),
            classes::cat::QUADS
        );
    }
}
