//! The slow, obviously-correct definition of every five-card ranking, used only to
//! generate the lookup tables (never on a hot path).
//!
//! A *class key* is a `u32` that orders five-card hands of one ranking: larger is
//! stronger in the high sense. Bits 20.. hold the category, bits 0..20 the
//! tie-break ranks as nibbles, most significant first. Sorting the distinct keys of
//! all five-card hands gives the dense class numbers that `rank` returns.

use crate::cards::{ACE, RANKS};

/// Category codes of a class key (high-hand sense).
pub mod cat {
    pub const HIGH_CARD: u32 = 0;
    pub const PAIR: u32 = 1;
    pub const TWO_PAIR: u32 = 2;
    pub const TRIPS: u32 = 3;
    pub const STRAIGHT: u32 = 4;
    pub const FLUSH: u32 = 5;
    pub const FULL_HOUSE: u32 = 6;
    pub const QUADS: u32 = 7;
    pub const STRAIGHT_FLUSH: u32 = 8;
    pub const FIVE_ACES: u32 = 9;
}

/// How a five-card high ranking treats A-2-3-4-5.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wheel {
    /// Traditional high: the lowest straight (five-high).
    Lowest,
    /// Pai Gow: the second-highest straight, below A-K-Q-J-T only.
    SecondHighest,
    /// Deuce-to-seven: not a straight at all, an ace-high hand.
    NotAStraight,
    /// Short deck (no twos to fives): A-6-7-8-9 is the lowest straight, nine high.
    ShortDeck,
}

/// The ranks of the short deck's lowest straight, A-6-7-8-9.
pub const SHORT_DECK_WHEEL: u32 = 0b1_0000_1111_0000;

/// Category of a class key.
#[inline]
pub fn category_of(key: u32) -> u32 {
    key >> 20
}

/// Tie-break nibble `i` (0 = most significant) of a class key.
#[inline]
pub fn nibble(key: u32, i: usize) -> u8 {
    ((key >> (16 - 4 * i)) & 0xF) as u8
}

/// The straight of a rank multiset, if its five ranks are consecutive: the height
/// used in the key (`2 * top`, with the wheel placed as `wheel` says).
fn straight_height(counts: &[u8; RANKS], wheel: Wheel) -> Option<u32> {
    if counts.iter().any(|&c| c > 1) {
        return None;
    }
    let mask: u32 = (0..RANKS).filter(|&r| counts[r] == 1).map(|r| 1 << r).sum();
    if mask == 0b1_0000_0000_1111 {
        return match wheel {
            Wheel::Lowest => Some(2 * 3),
            Wheel::SecondHighest => Some(2 * ACE as u32 - 1),
            Wheel::NotAStraight | Wheel::ShortDeck => None,
        };
    }
    if wheel == Wheel::ShortDeck && mask == SHORT_DECK_WHEEL {
        return Some(2 * 7);
    }
    let low = mask.trailing_zeros();
    (mask >> low == 0b11111).then_some(2 * (low + 4))
}

/// Ranks present, grouped by multiplicity then rank, both descending.
fn grouped(counts: &[u8; RANKS]) -> Vec<(u8, u8)> {
    let mut groups: Vec<(u8, u8)> = (0..RANKS as u8)
        .filter(|&r| counts[r as usize] > 0)
        .map(|r| (counts[r as usize], r))
        .collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    groups
}

fn pack(category: u32, ranks: impl IntoIterator<Item = u8>) -> u32 {
    let mut key = 0u32;
    let mut n = 0;
    for r in ranks {
        key = (key << 4) | r as u32;
        n += 1;
    }
    key <<= 4 * (5 - n);
    (category << 20) | key
}

/// Class key of five cards in a high ranking. `counts` holds the rank counts (they
/// sum to five; aces may count five for Pai Gow's five aces), `flush` whether all
/// five share a suit.
pub fn high_key(counts: &[u8; RANKS], flush: bool, wheel: Wheel) -> u32 {
    if counts[ACE as usize] == 5 {
        return pack(cat::FIVE_ACES, []);
    }
    if let Some(height) = straight_height(counts, wheel) {
        let category = if flush {
            cat::STRAIGHT_FLUSH
        } else {
            cat::STRAIGHT
        };
        return (category << 20) | height;
    }
    let groups = grouped(counts);
    let ranks = groups.iter().map(|g| g.1);
    if flush {
        return pack(cat::FLUSH, ranks);
    }
    let category = match (groups[0].0, groups.get(1).map_or(0, |g| g.0)) {
        (4, _) => cat::QUADS,
        (3, 2) => cat::FULL_HOUSE,
        (3, _) => cat::TRIPS,
        (2, 2) => cat::TWO_PAIR,
        (2, _) => cat::PAIR,
        _ => cat::HIGH_CARD,
    };
    pack(category, ranks)
}

/// Class key of five cards in ace-to-five low, *in the high sense*: larger is a worse
/// low. The ace counts as the lowest rank (nibble 0), straights and flushes do not
/// exist, and the pattern (no pair < pair < two pair < trips < full house < quads)
/// decides first, then the groups' ranks from the most numerous, highest down.
pub fn ace_low_key(counts: &[u8; RANKS]) -> u32 {
    let mut low_counts = [0u8; RANKS];
    for r in 0..RANKS {
        low_counts[(r + 1) % RANKS] = counts[r];
    }
    let groups = grouped(&low_counts);
    let category = match (groups[0].0, groups.get(1).map_or(0, |g| g.0)) {
        (4, _) => 5,
        (3, 2) => 4,
        (3, _) => 3,
        (2, 2) => 2,
        (2, _) => 1,
        _ => 0,
    };
    pack(category, groups.iter().map(|g| g.1))
}

/// Every multiset of `size` ranks with at most `max_per_rank` of each, as counts.
pub fn rank_multisets(size: u8, max_per_rank: u8) -> Vec<[u8; RANKS]> {
    fn go(r: usize, left: u8, max: u8, cur: &mut [u8; RANKS], out: &mut Vec<[u8; RANKS]>) {
        if r == RANKS {
            if left == 0 {
                out.push(*cur);
            }
            return;
        }
        for c in 0..=left.min(max) {
            cur[r] = c;
            go(r + 1, left - c, max, cur, out);
        }
        cur[r] = 0;
    }
    let mut out = Vec::new();
    go(0, size, max_per_rank, &mut [0; RANKS], &mut out);
    out
}

/// Every sub-multiset of `counts` of exactly `size` ranks.
pub fn sub_multisets(counts: &[u8; RANKS], size: u8) -> Vec<[u8; RANKS]> {
    fn go(r: usize, left: u8, of: &[u8; RANKS], cur: &mut [u8; RANKS], out: &mut Vec<[u8; RANKS]>) {
        if r == RANKS {
            if left == 0 {
                out.push(*cur);
            }
            return;
        }
        for c in 0..=left.min(of[r]) {
            cur[r] = c;
            go(r + 1, left - c, of, cur, out);
        }
        cur[r] = 0;
    }
    let mut out = Vec::new();
    go(0, size, counts, &mut [0; RANKS], &mut out);
    out
}

/// Counts of the ranks set in a 13-bit mask.
pub fn mask_counts(mask: u32) -> [u8; RANKS] {
    let mut counts = [0u8; RANKS];
    for (r, c) in counts.iter_mut().enumerate() {
        *c = ((mask >> r) & 1) as u8;
    }
    counts
}

/// The sorted distinct class keys of all five-card hands of a high ranking
/// (including five aces when `five_aces`).
pub fn high_classes(wheel: Wheel, five_aces: bool) -> Vec<u32> {
    let mut keys: Vec<u32> = rank_multisets(5, 4)
        .iter()
        .map(|c| high_key(c, false, wheel))
        .collect();
    keys.extend(
        (0u32..1 << RANKS)
            .filter(|m| m.count_ones() == 5)
            .map(|m| high_key(&mask_counts(m), true, wheel)),
    );
    if five_aces {
        let mut counts = [0; RANKS];
        counts[ACE as usize] = 5;
        keys.push(high_key(&counts, false, wheel));
    }
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// The sorted distinct ace-to-five class keys (high sense) of all five-card hands.
pub fn ace_low_classes() -> Vec<u32> {
    let mut keys: Vec<u32> = rank_multisets(5, 4).iter().map(ace_low_key).collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// Dense number (1-based, ascending) of `key` in the sorted class list.
pub fn dense(classes: &[u32], key: u32) -> u16 {
    (classes
        .binary_search(&key)
        .expect("class key is in its class list")
        + 1) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_counts_match_the_published_numbers() {
        assert_eq!(high_classes(Wheel::Lowest, false).len(), 7462);
        assert_eq!(high_classes(Wheel::NotAStraight, false).len(), 7462);
        assert_eq!(high_classes(Wheel::SecondHighest, true).len(), 7463);
        assert_eq!(ace_low_classes().len(), 6175);
    }

    #[test]
    fn pai_gow_wheel_is_second_highest_straight() {
        let wheel = mask_counts(0b1_0000_0000_1111);
        let broadway = mask_counts(0b1_1111_0000_0000);
        let king = mask_counts(0b0_1111_1000_0000);
        let w = high_key(&wheel, false, Wheel::SecondHighest);
        assert!(w < high_key(&broadway, false, Wheel::SecondHighest));
        assert!(w > high_key(&king, false, Wheel::SecondHighest));
        assert!(high_key(&wheel, false, Wheel::Lowest) < high_key(&king, false, Wheel::Lowest));
        assert_eq!(
            category_of(high_key(&wheel, false, Wheel::NotAStraight)),
            cat::HIGH_CARD
        );
    }
}
