//! Badugi: four cards, ace low. The hand plays its largest set of cards of distinct
//! suits and distinct ranks, and among sets of that size the lowest; more cards beat
//! fewer, and same-size hands compare from the highest playing card down.

use crate::cards::{rank_of, suit_of, Card};

/// Number of distinct badugi classes.
pub const CLASSES: u16 = 1092;

/// Each card id as `4 * ace_low_rank + suit` (ace-low rank: ace 0, deuce 1, ...,
/// king 12): sorting these sorts by ace-low rank. 256 entries, so that a `u8` id
/// needs no bounds check.
static LOW_CODES: [u8; 256] = {
    let mut codes = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        codes[c] = ((rank_of(c as Card) + 1) % 13) << 2 | suit_of(c as Card);
        c += 1;
    }
    codes
};

/// The playing cards of a badugi hand as an ace-low 13-bit rank mask (the best
/// set: most cards, then lowest). With sets of one size, comparing the masks as
/// numbers compares from the highest card down.
///
/// The four cards are sorted by ace-low rank (a five-comparator network), and
/// [`PLAYING_SUBSET`] gives the playing subset from the sorted cards' suits and which
/// neighbours share a rank: that pattern decides which subsets are legal (distinct
/// suits, distinct ranks) and how their rank sets compare, so one small table covers
/// every hand.
#[inline]
pub fn playing_mask(cards: &[Card; 4]) -> u32 {
    #[inline(always)]
    fn sort2(x: &mut u8, y: &mut u8) {
        let (lo, hi) = ((*x).min(*y), (*x).max(*y));
        *x = lo;
        *y = hi;
    }
    let [mut a, mut b, mut c, mut d] = cards.map(|c| LOW_CODES[c as usize]);
    sort2(&mut a, &mut b);
    sort2(&mut c, &mut d);
    sort2(&mut a, &mut c);
    sort2(&mut b, &mut d);
    sort2(&mut b, &mut c);
    let same_rank = |x: u8, y: u8| usize::from(x >> 2 == y >> 2);
    let pattern = (a & 3) as usize
        | ((b & 3) as usize) << 2
        | ((c & 3) as usize) << 4
        | ((d & 3) as usize) << 6
        | same_rank(a, b) << 8
        | same_rank(b, c) << 9
        | same_rank(c, d) << 10;
    let subset = PLAYING_SUBSET[pattern] as u32;
    let bit = |code: u8, i: u32| (subset >> i & 1) << (code >> 2);
    (bit(a, 0) | bit(b, 1) | bit(c, 2) | bit(d, 3)) & 0x1FFF
}

/// The playing subset (bit `i` = the `i`-th card) of four cards sorted by ace-low
/// rank, by their pattern: bits `2i..2i+2` the suit of card `i`, bit `8 + i` whether
/// cards `i` and `i + 1` share a rank. Built at compile time by trying every subset
/// of a hand with that pattern (ranks 0, 1, ... standing in for the real ones).
static PLAYING_SUBSET: [u8; 1 << 11] = {
    let mut table = [0u8; 1 << 11];
    let mut pattern = 0;
    while pattern < 1 << 11 {
        let mut rank = [0u32; 4];
        let mut suit = [0u32; 4];
        let mut i = 0;
        while i < 4 {
            suit[i] = (pattern >> (2 * i) & 3) as u32;
            if i > 0 {
                rank[i] = rank[i - 1] + if pattern >> (7 + i) & 1 == 1 { 0 } else { 1 };
            }
            i += 1;
        }
        let (mut best_size, mut best_mask, mut best_subset) = (0, u32::MAX, 0);
        let mut subset = 1;
        while subset < 16 {
            let (mut ranks, mut suits, mut ok) = (0u32, 0u32, true);
            let mut i = 0;
            while i < 4 {
                if subset & 1 << i != 0 {
                    let (r, s) = (1 << rank[i], 1 << suit[i]);
                    ok &= ranks & r == 0 && suits & s == 0;
                    ranks |= r;
                    suits |= s;
                }
                i += 1;
            }
            let size = (subset as u32).count_ones();
            if ok && (size > best_size || (size == best_size && ranks < best_mask)) {
                best_size = size;
                best_mask = ranks;
                best_subset = subset;
            }
            subset += 1;
        }
        table[pattern] = best_subset as u8;
        pattern += 1;
    }
    table
};

const fn binomial(n: u32, k: u32) -> u32 {
    if k > n {
        return 0;
    }
    let mut result = 1;
    let mut i = 0;
    while i < k {
        result = result * (n - i) / (i + 1);
        i += 1;
    }
    result
}

/// Class number by ace-low playing mask (0 for masks of no or more than four ranks).
/// Classes run from worst to best: fewer cards first, and within a size the
/// numerically larger mask (higher cards) first. A mask's place among the masks of
/// its size in ascending order is its colex rank, the sum of `C(p, i)` over its
/// `i`-th lowest bit `p` (from `i = 1`).
static CLASS_TABLE: [u16; 1 << 13] = {
    let mut table = [0u16; 1 << 13];
    let mut mask = 1u32;
    while mask < 1 << 13 {
        let size = mask.count_ones();
        if size <= 4 {
            let mut before = 0;
            let mut j = 1;
            while j < size {
                before += binomial(13, j);
                j += 1;
            }
            let (mut colex, mut i, mut rest) = (0, 1, mask);
            while rest != 0 {
                colex += binomial(rest.trailing_zeros(), i);
                i += 1;
                rest &= rest - 1;
            }
            table[mask as usize] = (before + binomial(13, size) - colex) as u16;
        }
        mask += 1;
    }
    table
};

/// Class number (1..=1092, larger is better) of four distinct cards.
#[inline]
pub fn rank(cards: &[Card; 4]) -> u16 {
    CLASS_TABLE[playing_mask(cards) as usize]
}

/// Number of playing cards of a class number.
pub fn size_of_class(class: u16) -> u32 {
    match class {
        0..=13 => 1,
        14..=91 => 2,
        92..=377 => 3,
        _ => 4,
    }
}

/// The playing ranks (ace-low 13-bit mask) of a class number.
pub fn mask_of_class(class: u16) -> u32 {
    if class == 0 {
        return 0;
    }
    CLASS_TABLE.iter().position(|&c| c == class).unwrap_or(0) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ace-low rank bit of a card (ace = bit 0, deuce = bit 1, ..., king = bit 12).
    fn low_bit(card: Card) -> u32 {
        1 << ((rank_of(card) + 1) % 13)
    }

    /// The plain definition: every subset of distinct suits and ranks, the largest,
    /// then the lowest.
    fn playing_mask_by_subsets(cards: &[Card; 4]) -> u32 {
        let mut best_size = 0;
        let mut best_mask = u32::MAX;
        for subset in 1u32..16 {
            let mut ranks = 0u32;
            let mut suits = 0u32;
            let mut ok = true;
            for (i, &c) in cards.iter().enumerate() {
                if subset & 1 << i != 0 {
                    let (r, s) = (low_bit(c), 1 << suit_of(c));
                    ok &= ranks & r == 0 && suits & s == 0;
                    ranks |= r;
                    suits |= s;
                }
            }
            let size = subset.count_ones();
            if ok && (size > best_size || (size == best_size && ranks < best_mask)) {
                best_size = size;
                best_mask = ranks;
            }
        }
        best_mask
    }

    /// The class table as first defined: all masks sorted worst to best.
    fn class_table_by_sorting() -> Vec<u16> {
        let mut masks: Vec<u32> = (1u32..1 << 13).filter(|m| m.count_ones() <= 4).collect();
        masks.sort_by_key(|&m| (m.count_ones(), std::cmp::Reverse(m)));
        let mut table = vec![0u16; 1 << 13];
        for (i, &m) in masks.iter().enumerate() {
            table[m as usize] = i as u16 + 1;
        }
        table
    }

    #[test]
    fn class_table_matches_its_definition() {
        assert_eq!(CLASS_TABLE.to_vec(), class_table_by_sorting());
    }

    #[test]
    fn playing_mask_matches_its_definition_for_every_ordered_hand() {
        for a in 0..52u8 {
            for b in 0..52u8 {
                for c in 0..52u8 {
                    for d in 0..52u8 {
                        if a == b || a == c || a == d || b == c || b == d || c == d {
                            continue;
                        }
                        let h = [a, b, c, d];
                        assert_eq!(playing_mask(&h), playing_mask_by_subsets(&h), "{h:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn class_boundaries_match_sizes() {
        let t = &CLASS_TABLE;
        for m in 1u32..1 << 13 {
            if m.count_ones() <= 4 {
                assert_eq!(size_of_class(t[m as usize]), m.count_ones());
            }
        }
        assert_eq!(*t.iter().max().unwrap(), CLASSES);
    }

    #[test]
    fn seed_examples() {
        // Ah 2d 3c Kh: two hearts leave 3-2-A (three-card). 4s Ac 2d 2h: the pair leaves 4-2-A.
        let hearts = rank(&[50, 1, 4, 46]);
        assert_eq!(size_of_class(hearts), 3);
        assert_eq!(mask_of_class(hearts), 0b111);
        let pair = rank(&[11, 48, 1, 2]);
        assert_eq!(mask_of_class(pair), 0b1011);
    }
}
