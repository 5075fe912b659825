//! Player hands by suit-isomorphism class, grouped by rank multiset.
//!
//! Permuting the four suits maps a hand to one that every house way sets alike and
//! every dealer hand meets alike (the joker stays the joker), so the game is counted
//! once per class and weighted by the class's size. A hand is its four suits' rank
//! masks; its class is the multiset of those masks, represented by the hand whose
//! masks are in non-increasing order (suit 0 the largest), and its weight is the
//! number of distinct orderings of the masks, `24 / prod(multiplicity!)`. 7 of 52
//! cards give 6,009,159 classes and 6 of 52 and the joker 962,988: 6,972,147 classes
//! whose weights sum to C(53, 7) = 154,143,080.
//!
//! Classes are grouped by rank multiset ([`Group`]: 49,205 of seven real ranks, then
//! 18,395 of six and the joker, in a fixed order), because the hands of a group leave
//! the dealer decks of the same ranks, which share most of their counting.

use std::sync::OnceLock;

use crate::cards::{Card, JOKER, RANKS};
use crate::error::{Error, Result};
use crate::eval::classes::rank_multisets;

/// Player hands of one rank multiset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    /// Cards of each rank (the joker not counted).
    pub ranks: [u8; RANKS],
    pub joker: bool,
}

/// One class of player hands: its representative and its weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Class {
    pub hand: [Card; 7],
    /// The rank mask of each suit (non-increasing).
    pub masks: [u16; 4],
    /// Number of hands in the class (1 to 24).
    pub weight: u8,
}

/// The group at `index` of [`groups`] (an `Argument` error if there is none).
pub fn group(index: usize) -> Result<&'static Group> {
    groups().get(index).ok_or_else(|| {
        Error::Argument(format!(
            "group {index} is not a group of the analysis (0 to {})",
            groups().len() - 1
        ))
    })
}

/// Every group, in the fixed order of the analysis (67,600).
pub fn groups() -> &'static [Group] {
    static GROUPS: OnceLock<Vec<Group>> = OnceLock::new();
    GROUPS.get_or_init(|| {
        let seven = rank_multisets(7, 4).into_iter().map(|ranks| Group {
            ranks,
            joker: false,
        });
        let six = rank_multisets(6, 4)
            .into_iter()
            .map(|ranks| Group { ranks, joker: true });
        seven.chain(six).collect()
    })
}

/// The suit sets (4-bit masks) of each size.
const SUIT_SETS: [&[u8]; 5] = [
    &[0],
    &[1, 2, 4, 8],
    &[3, 5, 6, 9, 10, 12],
    &[7, 11, 13, 14],
    &[15],
];

/// The suit permutations by cycle type: how many of the 24, and their cycle lengths.
const CYCLE_TYPES: [(u64, &[u8]); 5] = [
    (1, &[1, 1, 1, 1]),
    (6, &[2, 1, 1]),
    (3, &[2, 2]),
    (8, &[3, 1]),
    (6, &[4]),
];

/// Number of `n`-suit sets a permutation of these cycle lengths leaves in place (the
/// unions of its cycles with `n` suits).
fn fixed_sets(cycles: &[u8], n: u8) -> u64 {
    (0u32..1 << cycles.len())
        .filter(|m| {
            let size: u8 = (0..cycles.len())
                .filter(|i| m >> i & 1 == 1)
                .map(|i| cycles[i])
                .sum();
            size == n
        })
        .count() as u64
}

impl Group {
    /// (classes, hands) of the group without listing them: the hands are the suit sets
    /// of each rank, and the classes their orbits under the 24 suit permutations,
    /// counted by Burnside's lemma (the mean number of hands a permutation fixes).
    pub fn shape(&self) -> (u64, u64) {
        let fixed =
            |cycles: &[u8]| -> u64 { self.ranks.iter().map(|&n| fixed_sets(cycles, n)).product() };
        let orbits: u64 = CYCLE_TYPES.iter().map(|(k, c)| k * fixed(c)).sum();
        (orbits / 24, fixed(CYCLE_TYPES[0].1))
    }

    /// Every class of the group, in a fixed order.
    pub fn classes(&self) -> Vec<Class> {
        let present: Vec<usize> = (0..RANKS).filter(|&r| self.ranks[r] > 0).collect();
        let mut out = Vec::new();
        let mut masks = [0u16; 4];
        self.assign(&present, 0, &mut masks, &mut out);
        out
    }

    /// Gives the ranks from `present[i..]` their suits, keeping the canonical ones.
    fn assign(&self, present: &[usize], i: usize, masks: &mut [u16; 4], out: &mut Vec<Class>) {
        if i == present.len() {
            if masks[0] >= masks[1] && masks[1] >= masks[2] && masks[2] >= masks[3] {
                out.push(self.class_of(masks));
            }
            return;
        }
        let r = present[i];
        for &set in SUIT_SETS[self.ranks[r] as usize] {
            for (s, m) in masks.iter_mut().enumerate() {
                if set >> s & 1 != 0 {
                    *m |= 1 << r;
                }
            }
            self.assign(present, i + 1, masks, out);
            for (s, m) in masks.iter_mut().enumerate() {
                if set >> s & 1 != 0 {
                    *m &= !(1 << r);
                }
            }
        }
    }

    fn class_of(&self, masks: &[u16; 4]) -> Class {
        let mut hand = [JOKER; 7];
        let mut n = 0;
        for (s, &m) in masks.iter().enumerate() {
            for r in 0..RANKS {
                if m >> r & 1 != 0 {
                    hand[n] = (r * 4 + s) as Card;
                    n += 1;
                }
            }
        }
        debug_assert_eq!(n + self.joker as usize, 7);
        // 24 over the factorials of the runs of equal masks (they are sorted).
        let mut weight = 24u8;
        let mut run = 1u8;
        for s in 1..4 {
            if masks[s] == masks[s - 1] {
                run += 1;
                weight /= run;
            } else {
                run = 1;
            }
        }
        Class {
            hand,
            masks: *masks,
            weight,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rank_of;
    use std::collections::HashSet;

    #[test]
    fn classes_cover_every_hand_once() {
        let (mut seven, mut six, mut weight) = (0u64, 0u64, 0u64);
        for g in groups() {
            for c in g.classes() {
                if g.joker {
                    six += 1;
                } else {
                    seven += 1;
                }
                weight += c.weight as u64;
            }
        }
        assert_eq!((seven, six), (6_009_159, 962_988));
        assert_eq!(weight, 154_143_080);
    }

    #[test]
    fn a_class_is_its_hands_under_suit_permutations() {
        // For a few groups: the 24 suit permutations of every class's representative
        // give exactly `weight` distinct hands, and different classes share none.
        let perms: Vec<[usize; 4]> = {
            let mut p = Vec::new();
            for a in 0..4 {
                for b in 0..4 {
                    for c in 0..4 {
                        for d in 0..4 {
                            let q = [a, b, c, d];
                            if HashSet::<usize>::from_iter(q).len() == 4 {
                                p.push(q);
                            }
                        }
                    }
                }
            }
            p
        };
        for g in groups().iter().step_by(997) {
            let mut seen = HashSet::new();
            let mut total = 0usize;
            for c in g.classes() {
                let mut orbit = HashSet::new();
                for p in &perms {
                    let mut h: Vec<Card> = c
                        .hand
                        .iter()
                        .map(|&x| {
                            if x == JOKER {
                                x
                            } else {
                                rank_of(x) * 4 + p[(x & 3) as usize] as u8
                            }
                        })
                        .collect();
                    h.sort_unstable();
                    orbit.insert(h);
                }
                assert_eq!(orbit.len(), c.weight as usize, "{g:?} {c:?}");
                total += orbit.len();
                for h in orbit {
                    assert!(seen.insert(h), "two classes share a hand");
                }
            }
            // Every hand of the group's ranks is in some class.
            let hands: usize = (0..RANKS)
                .map(|r| [1, 4, 6, 4, 1][g.ranks[r] as usize])
                .product();
            assert_eq!(total, hands, "{g:?}");
        }
    }
}
