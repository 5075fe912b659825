//! Badugi: four cards, ace low. The hand plays its largest set of cards of distinct
//! suits and distinct ranks, and among sets of that size the lowest; more cards beat
//! fewer, and same-size hands compare from the highest playing card down.

use std::sync::OnceLock;

use crate::cards::{rank_of, suit_of, Card};

/// Number of distinct badugi classes.
pub const CLASSES: u16 = 1092;

/// Ace-low rank bit of a card (ace = bit 0, deuce = bit 1, ..., king = bit 12).
#[inline(always)]
fn low_bit(card: Card) -> u32 {
    1 << ((rank_of(card) + 1) % 13)
}

/// The playing cards of a badugi hand as an ace-low 13-bit rank mask (the best
/// set: most cards, then lowest). With sets of one size, comparing the masks as
/// numbers compares from the highest card down.
#[inline]
pub fn playing_mask(cards: &[Card; 4]) -> u32 {
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

fn class_table() -> &'static [u16] {
    static TABLE: OnceLock<Vec<u16>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // Order all (size, mask) classes from worst to best: fewer cards first, and
        // within a size the numerically larger mask (higher cards) first.
        let mut masks: Vec<u32> = (1u32..1 << 13).filter(|m| m.count_ones() <= 4).collect();
        masks.sort_by_key(|&m| (m.count_ones(), std::cmp::Reverse(m)));
        let mut table = vec![0u16; 1 << 13];
        for (i, &m) in masks.iter().enumerate() {
            table[m as usize] = i as u16 + 1;
        }
        table
    })
}

/// Class number (1..=1092, larger is better) of four distinct cards.
#[inline]
pub fn rank(cards: &[Card; 4]) -> u16 {
    class_table()[playing_mask(cards) as usize]
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
    let table = class_table();
    table.iter().position(|&c| c == class).unwrap_or(0) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_boundaries_match_sizes() {
        let t = class_table();
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
