//! Lookup tables of the five-to-seven-card evaluators, generated once at first use by
//! `build` (deterministic, about 0.1 to 0.2 s on one core), and the hot-path
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
//!
//! Many rows at once ([`Tables::rank_sum_rows`], what `rank_many` evaluates with)
//! take the fastest path the processor has, chosen at run time ([`RowPath`]): with
//! AVX-512 sixteen rows a step, each card's rank key and suit counter read from
//! registers rather than memory, the rows' bytes prefetched ahead.
//!
//! Layout: `key` (the per-card words and [`HandKey`]), `build` (the generation of
//! every table, run once), this module (the tables and their lookups), `rows/` (many
//! rows, the path chosen at run time: the portable loop, `rows/avx2`, `rows/avx512`,
//! what they share in `rows/layout`, their tests in `rows/tests`) and `tests`.

use std::sync::OnceLock;

use crate::cards::Card;

mod build;
mod key;
mod rows;
#[cfg(test)]
mod tests;

pub(crate) use build::best_of_five_subsets;
pub(crate) use key::key_chain;
use key::{key_of, mask_of, CARD_WORDS, FLUSH_BITS};
pub use key::{
    HandKey, CARD_KEYS, CARD_MASKS, JOKER_BIT, JOKER_KEY_BIT, MASKS, RANK_KEYS, SUIT_COUNTERS_START,
};
pub use rows::RowPath;

const ROW_SHIFT: u32 = 13;
const COLUMN_MASK: u32 = (1 << ROW_SHIFT) - 1;
const COLUMNS: usize = 1 << ROW_SHIFT;

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

/// The rankings valued from the rank sum alone but for HIGH's flush (see
/// [`Tables::rank_sum_rows`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RankSumRanking {
    High,
    AceToFive,
    AceToFive8,
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

impl Tables {
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

    /// The table of a [`RankSumRanking`] (HIGH's without a flush).
    #[inline(always)]
    pub(crate) fn rank_sum_table(&self, ranking: RankSumRanking) -> &[u16; HASH_SLOTS] {
        match ranking {
            RankSumRanking::High => &self.high,
            RankSumRanking::AceToFive => &self.ace_to_five,
            RankSumRanking::AceToFive8 => &self.ace_to_five_8,
        }
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

    /// Traditional high class of a rank multiset (its rank sum) as if no five cards
    /// shared a suit.
    #[inline(always)]
    pub fn high_of_ranks(&self, rank_sum: u32) -> u16 {
        Self::at(&self.high, self.slot(rank_sum))
    }

    /// Eight-or-better low of a rank multiset (its rank sum).
    #[inline(always)]
    pub fn ace_to_five_8_of_ranks(&self, rank_sum: u32) -> u16 {
        Self::at(&self.ace_to_five_8, self.slot(rank_sum))
    }

    /// Traditional high class of the best five of one suit's cards, by their 13-bit
    /// rank mask (five or more ranks).
    #[inline(always)]
    pub fn high_of_suited(&self, ranks: usize) -> u16 {
        self.high_flush[ranks & (MASKS - 1)]
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
        self.high_of_key(key_of(cards), cards)
    }

    /// [`Tables::high_of`] given the key word of the cards (as [`key_of`] or
    /// [`key_chain`] sums it).
    #[inline(always)]
    pub(crate) fn high_of_key(&self, key: u64, cards: &[Card]) -> u16 {
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
        self.paigow_high_of_key(key_of(cards), cards)
    }

    /// [`Tables::paigow_high_of`] given the key word of the cards (see
    /// [`Tables::high_of_key`]).
    #[inline(always)]
    pub(crate) fn paigow_high_of_key(&self, key: u64, cards: &[Card]) -> u16 {
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
