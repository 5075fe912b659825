//! The words a hand is summarised by: per-card constants summed (the key) and or-ed
//! (the mask), and [`HandKey`], the pair of them (see the module above for the design).

use crate::cards::{Card, JOKER, RANKS};

/// Per-rank keys whose sums are distinct for every multiset of up to seven ranks
/// with at most four of a rank (the constants published with OMPEval; their
/// uniqueness is checked when the tables are built).
pub const RANK_KEYS: [u32; RANKS] = [
    0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068,
    0x48c0e4, 0x48f211, 0x494493,
];

/// Suit counters start at 3 so that a fifth card of a suit sets that counter's bit 3.
pub const SUIT_COUNTERS_START: u64 = 0x3333 << 32;
/// Bit 3 of every suit counter: set in `key` when some suit has five or more cards.
pub(super) const FLUSH_BITS: u64 = 0x8888 << 32;
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
pub(super) static CARD_WORDS: [[u64; 256]; 2] = [pad(CARD_KEYS), pad(CARD_MASKS)];

/// The key word of cards (what [`HandKey::of`] sums, without the mask); wrapping, so
/// that ids that are not a hand give a meaningless key, never a panic.
///
/// Five to seven cards are summed as a tree (pairs, then pairs of pairs: three
/// additions deep for seven cards rather than seven), so that the key, and with it the
/// table reads and the flush test, is ready sooner: random seven-card HIGH measured
/// 1-4% faster. [`opaque`] keeps the compiler from rewriting the tree into a chain.
#[inline(always)]
pub(super) fn key_of(cards: &[Card]) -> u64 {
    let k = |c: Card| CARD_WORDS[0][c as usize];
    let pair = |a: Card, b: Card| opaque(k(a).wrapping_add(k(b)));
    match *cards {
        [a, b, c, d, e, f, g] => opaque(pair(a, b).wrapping_add(pair(c, d))).wrapping_add(opaque(
            pair(e, f).wrapping_add(k(g).wrapping_add(SUIT_COUNTERS_START)),
        )),
        [a, b, c, d, e, f] => opaque(pair(a, b).wrapping_add(pair(c, d)))
            .wrapping_add(opaque(pair(e, f).wrapping_add(SUIT_COUNTERS_START))),
        [a, b, c, d, e] => opaque(pair(a, b).wrapping_add(pair(c, d)))
            .wrapping_add(k(e).wrapping_add(SUIT_COUNTERS_START)),
        _ => key_chain(cards),
    }
}

/// [`key_of`] summed card after card, one addition deep a card: what a loop short of
/// registers takes (the tree holds every card's word at once; in the vector loops of
/// `rank_many` it made the tables' addresses spill, 0.87x against 0.92x of the bare
/// loop).
#[inline(always)]
pub(crate) fn key_chain(cards: &[Card]) -> u64 {
    cards.iter().fold(SUIT_COUNTERS_START, |key, &c| {
        key.wrapping_add(CARD_WORDS[0][c as usize])
    })
}

/// `x`, through an optimisation barrier: the compiler no longer sees how it was
/// computed (it would otherwise reassociate [`key_of`]'s additions into one chain).
#[inline(always)]
fn opaque(x: u64) -> u64 {
    #[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
    {
        let mut x = x;
        // SAFETY: the assembly is empty: it emits no instruction and touches no
        // memory, stack or flag; it only claims to produce `x` anew.
        unsafe {
            std::arch::asm!("/* {0} */", inout(reg) x, options(pure, nomem, nostack, preserves_flags));
        }
        x
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        x
    }
}

/// The mask word of cards (what [`HandKey::of`] ors, without the key).
#[inline(always)]
pub(super) fn mask_of(cards: &[Card]) -> u64 {
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
    /// [`crate::eval::enumerate::PairKeys`] holds them): one addition, one or.
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
    pub(crate) fn flush_suit_ranks(self) -> usize {
        let shift = ((self.key & FLUSH_BITS).trailing_zeros() * 4).wrapping_sub(140);
        (self.mask.wrapping_shr(shift) & 0x1FFF) as usize
    }

    /// Whether `more` further cards (at most eight) could give this hand five of a
    /// suit (the joker counted in every suit): when not, every hand it makes is valued
    /// from its rank sum alone. One addition and one test of the key.
    #[inline(always)]
    pub fn may_flush_with(self, more: u32) -> bool {
        debug_assert!(more <= 8);
        (self.key + ((0x1111 * more as u64) << 32)) & FLUSH_BITS != 0
    }

    /// The suit holding three or more of the hand's cards and how many it holds, for
    /// a hand of at most five cards where [`HandKey::may_flush_with`]`(2)` holds (no
    /// other suit can then hold three).
    #[inline(always)]
    pub fn suit_of_three(self) -> (usize, u32) {
        let counters = self.key >> 32;
        // A counter is 3 plus its suit's count: at least 6 sets its bit 3 once 2 is
        // added.
        let suit = ((counters + 0x2222) & 0x8888).trailing_zeros() as usize / 4;
        (suit & 3, ((counters >> (4 * suit)) & 0xF) as u32 - 3)
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
