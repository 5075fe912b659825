//! Suit symmetry: the permutations of the four suits that map the question onto
//! itself (the known board, the dead cards and every player's weighted hands). Boards
//! one such permutation maps onto each other settle alike (the same counts for every
//! player), so exact enumeration counts each orbit once, at its least board, times the
//! orbit's size (OMPEval's idea, here for any game and any ranges).
//!
//! Boards are compared as sets of enumeration positions (`16 * suit + rank`, the order
//! the unseen cards are dealt in): the least of two sets of the same size holds the
//! lowest position of their difference. A board whose first cards are not the least of
//! their orbit has no least extension either, so enumeration prunes there.

use std::collections::HashMap;

use crate::cards::{rank_of, suit_of, Card};
use crate::equity::board::Problem;
use crate::equity::hands::Hands;

/// The suit permutations that fix a question (by default the identity alone).
#[derive(Clone, Debug, Default)]
pub struct Symmetry {
    /// Every element but the identity, as the image of each suit.
    others: Vec<[u8; 4]>,
}

/// The card's enumeration position (a bit of [`Symmetry::multiplicity`]'s sets).
pub fn position(card: Card) -> u32 {
    16 * suit_of(card) as u32 + rank_of(card) as u32
}

fn permuted_card(perm: &[u8; 4], card: Card) -> Card {
    card - suit_of(card) + perm[suit_of(card) as usize]
}

/// The image of a 52-bit card set.
pub(super) fn permuted_cards(perm: &[u8; 4], mut cards: u64) -> u64 {
    let mut image = 0;
    while cards != 0 {
        image |= 1u64 << permuted_card(perm, cards.trailing_zeros() as Card);
        cards &= cards - 1;
    }
    image
}

/// The 24 permutations of the suits.
pub(super) fn permutations() -> Vec<[u8; 4]> {
    let mut all = Vec::with_capacity(24);
    for a in 0..4 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                all.push([a, b, c, 6 - a - b - c]);
            }
        }
    }
    all
}

impl Symmetry {
    /// The permutations that map the board, the dead cards and each player's hands
    /// (with their weights) onto themselves.
    pub fn of(problem: &Problem) -> Symmetry {
        let board = problem.board.iter().fold(0u64, |m, &c| m | 1u64 << c);
        let dead = problem.known & !board;
        let weights: Vec<HashMap<u64, u64>> = problem
            .players
            .iter()
            .filter_map(|h| match h {
                Hands::Combos(c) => Some(c.iter().map(|c| (c.mask, c.weight)).collect()),
                // Every hand of the unseen cards: fixed with the known cards.
                Hands::Random => None,
            })
            .collect();
        let fixes = |perm: &[u8; 4]| {
            permuted_cards(perm, board) == board
                && permuted_cards(perm, dead) == dead
                && weights.iter().all(|w| {
                    w.iter()
                        .all(|(&m, &wt)| w.get(&permuted_cards(perm, m)) == Some(&wt))
                })
        };
        Symmetry {
            others: permutations()
                .into_iter()
                .filter(|p| *p != [0, 1, 2, 3] && fixes(p))
                .collect(),
        }
    }

    /// The least image of a 52-bit card set under the permutations: two sets have the
    /// same one exactly when a permutation maps one onto the other.
    pub fn least_image(&self, cards: u64) -> u64 {
        self.others
            .iter()
            .map(|p| permuted_cards(p, cards))
            .fold(cards, u64::min)
    }

    /// The number of permutations.
    pub fn order(&self) -> u64 {
        self.others.len() as u64 + 1
    }

    /// For a set of enumeration positions: `None` when a permutation maps it to a
    /// lesser set, else the size of its orbit.
    #[inline]
    pub fn multiplicity(&self, set: u64) -> Option<u64> {
        let mut fixed = 1;
        for perm in &self.others {
            let image = (0..4).fold(0u64, |m, s| {
                m | (set >> (16 * s) & 0x1fff) << (16 * perm[s] as u32)
            });
            let differ = image ^ set;
            if differ == 0 {
                fixed += 1;
            } else if image & differ & differ.wrapping_neg() != 0 {
                return None;
            }
        }
        Some(self.order() / fixed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;
    use crate::equity::board::EquityGame;

    fn order(players: &[&str], board: &str, dead: &str) -> u64 {
        let p = Problem::new(EquityGame::Holdem, players, &cards(board), &cards(dead)).unwrap();
        Symmetry::of(&p).order()
    }

    #[test]
    fn the_group_fixes_hands_weights_board_and_dead_cards() {
        assert_eq!(order(&["AhKh", "QsQd"], "", ""), 2);
        assert_eq!(order(&["AhKh", "random"], "", ""), 6);
        assert_eq!(order(&["QQ+,AKs", "JJ-99,AQs+"], "", ""), 24);
        assert_eq!(order(&["AKs:0.5,QhQd", "random"], "", ""), 4);
        assert_eq!(order(&["AKs", "random"], "2c 3d 4h", ""), 1);
        assert_eq!(order(&["AKs", "random"], "2c 3c 4c", "5d"), 2);
    }

    #[test]
    fn orbits_partition_the_sets() {
        // Two-card sets of a symmetric deck: the multiplicities of the least sets add
        // up to every set.
        let s = Symmetry {
            others: permutations().into_iter().skip(1).collect(),
        };
        let deck: Vec<u32> = (0..52).map(position).collect();
        let mut total = 0;
        for (i, a) in deck.iter().enumerate() {
            for b in &deck[i + 1..] {
                total += s.multiplicity(1 << a | 1 << b).unwrap_or(0);
            }
        }
        assert_eq!(total, 52 * 51 / 2);
    }
}
