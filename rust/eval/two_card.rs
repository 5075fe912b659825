//! The Pai Gow two-card (front) hand: a pair beats any non-pair, pairs by rank,
//! non-pairs by the higher card then the lower; the joker is always an ace.

use crate::cards::{rank_of, Card, ACE, JOKER};

/// Number of two-card classes: 78 non-pairs and 13 pairs.
pub const CLASSES: u32 = 91;
/// First class number of a pair (pairs are 79..=91).
pub const FIRST_PAIR: u32 = 79;

/// The rank index of a card in the two-card hand (the joker is an ace).
#[inline(always)]
pub fn front_rank(card: Card) -> u8 {
    if card == JOKER {
        ACE
    } else {
        rank_of(card)
    }
}

/// Class number (1..=91, larger is better) of a two-card hand.
#[inline(always)]
pub fn rank(a: Card, b: Card) -> u32 {
    class_of_ranks(front_rank(a), front_rank(b))
}

/// Class number of two rank indices (any order).
#[inline(always)]
pub fn class_of_ranks(a: u8, b: u8) -> u32 {
    let (hi, lo) = if a >= b {
        (a as u32, b as u32)
    } else {
        (b as u32, a as u32)
    };
    if hi == lo {
        FIRST_PAIR + hi
    } else {
        hi * (hi - 1) / 2 + lo + 1
    }
}

/// The (higher, lower) rank indices of a class number.
pub fn ranks_of_class(class: u32) -> (u8, u8) {
    if class >= FIRST_PAIR {
        let r = (class - FIRST_PAIR) as u8;
        return (r, r);
    }
    let i = class - 1;
    let mut hi = 1;
    while (hi + 1) * hi / 2 <= i {
        hi += 1;
    }
    (hi as u8, (i - hi * (hi - 1) / 2) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_are_dense_and_invertible() {
        let mut seen = std::collections::BTreeSet::new();
        for a in 0..13u8 {
            for b in 0..=a {
                let c = class_of_ranks(a, b);
                assert_eq!(ranks_of_class(c), (a, b));
                seen.insert(c);
            }
        }
        assert_eq!(seen.len() as u32, CLASSES);
        assert_eq!(*seen.iter().next().unwrap(), 1);
        assert_eq!(*seen.iter().last().unwrap(), CLASSES);
        // 3-2 is the worst, A-A the best, A-K the best non-pair, 2-2 the worst pair.
        assert_eq!(class_of_ranks(1, 0), 1);
        assert_eq!(class_of_ranks(12, 12), 91);
        assert_eq!(class_of_ranks(12, 11), 78);
        assert_eq!(class_of_ranks(0, 0), 79);
        assert_eq!(rank(JOKER, 48), 91);
    }
}
