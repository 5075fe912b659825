//! The made-hand class of a hand on a board ([`made`]): the best of [`MADE`] the hole
//! cards make, by the definitions in `docs/board-classes.md`.

use super::shape::{flush_is_nut, Suits};
use super::{Game, MADE};
use crate::cards::{rank_of, Card, ACE, RANKS};
use crate::eval::classes::{self, cat};
use crate::eval::tables::{HandKey, Tables};

/// Index of a class in [`MADE`].
pub const STRAIGHT_FLUSH: u8 = 0;
pub const QUADS: u8 = 1;
pub const FULL_HOUSE: u8 = 2;
pub const NUT_FLUSH: u8 = 3;
pub const FLUSH: u8 = 4;
pub const STRAIGHT: u8 = 5;
pub const SET: u8 = 6;
pub const TRIPS: u8 = 7;
pub const TWO_PAIR: u8 = 8;
pub const OVERPAIR: u8 = 9;
pub const TOP_PAIR_TOP_KICKER: u8 = 10;
pub const TOP_PAIR_GOOD_KICKER: u8 = 11;
pub const TOP_PAIR_WEAK_KICKER: u8 = 12;
pub const POCKET_PAIR_BELOW_TOP: u8 = 13;
pub const MIDDLE_PAIR: u8 = 14;
pub const WEAK_PAIR: u8 = 15;
pub const ACE_HIGH: u8 = 16;
pub const NOTHING: u8 = 17;

const _: () = assert!(MADE.len() == NOTHING as usize + 1);

/// What the classes read of a board, computed once per board.
#[derive(Clone, Debug)]
pub struct Board {
    cards: [Card; 5],
    len: usize,
    pub suits: Suits,
    /// The cards of each rank on the board.
    pub counts: [u8; RANKS],
    /// The highest rank, the second highest distinct rank when there are three or
    /// more distinct ranks, the lowest rank.
    pub top: u8,
    pub second: Option<u8>,
    pub low: u8,
    /// The board's own value (five cards) and whether it holds four of a kind.
    pub value: Option<u16>,
    pub quads: bool,
    /// Omaha: the keys of every three board cards.
    triples: [HandKey; 10],
    n_triples: usize,
}

impl Board {
    /// The board of three to five valid, distinct cards.
    pub fn new(t: &Tables, cards: &[Card]) -> Board {
        let mut counts = [0u8; RANKS];
        cards.iter().for_each(|&c| counts[rank_of(c) as usize] += 1);
        let mut distinct = (0..RANKS as u8).rev().filter(|&r| counts[r as usize] > 0);
        let (top, next) = (distinct.next().unwrap_or(0), distinct.next());
        let (third, low) = (distinct.next(), distinct.next_back());
        let (mut triples, mut n_triples) = ([HandKey::default(); 10], 0);
        for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                for k in j + 1..cards.len() {
                    triples[n_triples] = HandKey::of(&[cards[i], cards[j], cards[k]]);
                    n_triples += 1;
                }
            }
        }
        let mut own = [0; 5];
        own[..cards.len()].copy_from_slice(cards);
        Board {
            cards: own,
            len: cards.len(),
            suits: Suits::of(cards),
            counts,
            top,
            second: third.and(next),
            low: low.or(third).or(next).unwrap_or(top),
            value: (cards.len() == 5).then(|| t.high_of(cards)),
            quads: counts.contains(&4),
            triples,
            n_triples,
        }
    }

    /// The board's cards.
    #[inline]
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len]
    }

    /// Omaha: the keys of every three board cards.
    #[inline]
    fn triples(&self) -> &[HandKey] {
        &self.triples[..self.n_triples]
    }
}

/// The category (an `eval::classes::cat` constant) of a high value.
fn category(t: &Tables, value: u16) -> u32 {
    classes::category_of(t.high_classes[value as usize])
}

/// The player's best high value under the game's rule.
fn best_value(t: &Tables, game: Game, hole: &[Card], board: &Board) -> u16 {
    match game {
        Game::Holdem => {
            let mut all = [0; 7];
            all[..2].copy_from_slice(hole);
            all[2..2 + board.len].copy_from_slice(board.cards());
            t.high_of(&all[..2 + board.len])
        }
        Game::Omaha(_) => {
            let mut best = 0;
            for i in 0..hole.len() {
                for j in i + 1..hole.len() {
                    let pair = HandKey::of(&[hole[i], hole[j]]);
                    for b in board.triples() {
                        best = best.max(t.high(pair.combine(*b)));
                    }
                }
            }
            best
        }
    }
}

/// The made class of `hole` on `board` (an index into [`MADE`]).
pub fn made(t: &Tables, game: Game, hole: &[Card], board: &Board) -> u8 {
    let value = best_value(t, game, hole, board);
    let category = category(t, value);
    if category >= cat::STRAIGHT {
        let plays = match (game, category) {
            (Game::Omaha(_), _) => true,
            (Game::Holdem, cat::QUADS) => !board.quads,
            (Game::Holdem, _) => board.value.is_none_or(|b| value > b),
        };
        if plays {
            return match category {
                cat::STRAIGHT_FLUSH => STRAIGHT_FLUSH,
                cat::QUADS => QUADS,
                cat::FULL_HOUSE => FULL_HOUSE,
                cat::FLUSH if flush_is_nut(game, Suits::of(hole), board.suits) => NUT_FLUSH,
                cat::FLUSH => FLUSH,
                _ => STRAIGHT,
            };
        }
    }
    let mut best = NOTHING;
    for i in 0..hole.len() {
        for j in i + 1..hole.len() {
            best = best.min(pair_class(rank_of(hole[i]), rank_of(hole[j]), board));
        }
    }
    best
}

/// The class of two hole cards of ranks `a` and `b` by their pairs with the board (or
/// their ace).
pub fn pair_class(a: u8, b: u8, board: &Board) -> u8 {
    let count = |r: u8| board.counts[r as usize];
    if a == b {
        return match a {
            _ if count(a) > 0 => SET,
            _ if a > board.top => OVERPAIR,
            _ if a > board.low => POCKET_PAIR_BELOW_TOP,
            _ => WEAK_PAIR,
        };
    }
    if count(a) >= 2 || count(b) >= 2 {
        return TRIPS;
    }
    match (count(a) > 0, count(b) > 0) {
        (true, true) => TWO_PAIR,
        (true, false) => one_pair(a, b, board),
        (false, true) => one_pair(b, a, board),
        _ if a == ACE || b == ACE => ACE_HIGH,
        _ => NOTHING,
    }
}

/// The class of a hole card pairing board rank `paired`, with `kicker` the other.
fn one_pair(paired: u8, kicker: u8, board: &Board) -> u8 {
    if paired == board.top {
        let above = (kicker + 1..RANKS as u8)
            .filter(|&r| board.counts[r as usize] == 0)
            .count();
        match above {
            0 => TOP_PAIR_TOP_KICKER,
            1 | 2 => TOP_PAIR_GOOD_KICKER,
            _ => TOP_PAIR_WEAK_KICKER,
        }
    } else if Some(paired) == board.second {
        MIDDLE_PAIR
    } else {
        WEAK_PAIR
    }
}
