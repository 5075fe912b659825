//! Board classes, as Flopzilla shows them: for each hand of a range on a flop, turn or
//! river, its made-hand class (one of [`MADE`], the best the hole cards make) and its
//! draws (flags of [`DRAWS`]), in hold'em and Omaha (4, 5 or 6 cards, every class under
//! the rule of exactly two hole cards and three board cards). The definitions are in
//! `docs/board-classes.md`; `python/paigow_fast/reference/board_classes.py` is a
//! second implementation of them.

pub mod classify;
pub mod draws;
pub mod shape;
#[cfg(test)]
mod tests;

use rayon::prelude::*;

use super::board::EquityGame;
use super::range::{Player, Range};
use super::Played;
use crate::cards::{self, Card};
use crate::error::{Error, Result};
use crate::eval::tables::Tables;
pub use classify::Board;

/// The made-hand classes, best first: a hand's class is its index.
pub const MADE: [&str; 18] = [
    "straight flush",
    "quads",
    "full house",
    "nut flush",
    "flush",
    "straight",
    "set",
    "trips",
    "two pair",
    "overpair",
    "top pair top kicker",
    "top pair good kicker",
    "top pair weak kicker",
    "pocket pair below top pair",
    "middle pair",
    "weak pair",
    "ace high",
    "no made hand",
];

/// The draws: bit `i` of a hand's draws' mask is `DRAWS[i]`.
pub const DRAWS: [&str; 7] = [
    "flush draw",
    "nut flush draw",
    "open-ended straight draw",
    "gutshot",
    "combo draw",
    "backdoor flush draw",
    "two overcards",
];

/// The games board classes are defined for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// Hold'em: any five of the two hole cards and the board.
    Holdem,
    /// Omaha with this many hole cards (4 to 6): exactly two of them and three of the board.
    Omaha(usize),
}

impl Game {
    /// The game of an equity game's name: hold'em or Omaha (high) of 4, 5 or 6 cards.
    pub fn of(played: Played) -> Result<Game> {
        match played {
            Played::Board(EquityGame::Holdem) => Ok(Game::Holdem),
            Played::Board(g @ (EquityGame::Omaha | EquityGame::Omaha5 | EquityGame::Omaha6)) => {
                Ok(Game::Omaha(g.hole_cards()))
            }
            other => Err(Error::Argument(format!(
                "board classes are defined for holdem, omaha, omaha-5 and omaha-6, not {}",
                other.name()
            ))),
        }
    }

    /// Hole cards of a hand.
    pub fn hole_cards(self) -> usize {
        match self {
            Game::Holdem => 2,
            Game::Omaha(n) => n,
        }
    }
}

/// Checks a board of three to five cards and the dead cards (distinct cards of the
/// deck): the known cards as a 52-bit set.
pub fn check_board(board: &[Card], dead: &[Card]) -> Result<u64> {
    if !(3..=5).contains(&board.len()) {
        return Err(Error::Argument(format!(
            "board classes take a board of 3, 4 or 5 cards (flop, turn or river), got {}",
            board.len()
        )));
    }
    let known: Vec<Card> = board.iter().chain(dead).copied().collect();
    cards::validate(&known, false)
}

/// The made class and the draws' mask of `hole` on `board`.
#[inline]
pub fn classify(t: &Tables, game: Game, hole: &[Card], board: &Board) -> (u8, u8) {
    let made = classify::made(t, game, hole, board);
    (made, draws::draws(game, hole, made, board))
}

/// The hands of a range on a board: `hole` cards each (flat, in the range's order, or
/// in lexicographic order for `random`) and their integer weights (None: all 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hands {
    pub hole: usize,
    pub cards: Vec<Card>,
    pub weights: Option<Vec<u64>>,
}

impl Hands {
    pub fn len(&self) -> usize {
        self.cards.len() / self.hole
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    pub fn weight(&self, i: usize) -> u64 {
        self.weights.as_ref().map_or(1, |w| w[i])
    }
}

/// The hands of `player`'s range (read by the range grammar) that share no card with
/// the known cards `known` (a 52-bit set).
pub fn hands(game: Game, player: Player<'_>, known: u64) -> Result<Hands> {
    let hole = game.hole_cards();
    Ok(match player.range(Some(hole), hole)? {
        Range::Random => {
            let unseen: Vec<Card> = (0..52).filter(|&c| known >> c & 1 == 0).collect();
            let mut cards = Vec::new();
            let mut idx: Vec<usize> = (0..hole).collect();
            while hole <= unseen.len() {
                cards.extend(idx.iter().map(|&i| unseen[i]));
                let Some(i) = (0..hole).rev().find(|&i| idx[i] < unseen.len() - hole + i) else {
                    break;
                };
                idx[i] += 1;
                for j in i + 1..hole {
                    idx[j] = idx[j - 1] + 1;
                }
            }
            Hands {
                hole,
                cards,
                weights: None,
            }
        }
        Range::Combos(combos) => {
            let live: Vec<_> = combos.iter().filter(|c| c.mask & known == 0).collect();
            Hands {
                hole,
                cards: live
                    .iter()
                    .flat_map(|c| c.cards().iter().copied())
                    .collect(),
                weights: Some(live.iter().map(|c| c.weight).collect()),
            }
        }
    })
}

/// Into `out` (two bytes a hand: the made class, the draws' mask) the classes of the
/// hands of `cards` (the game's hole cards each, flat) on `board`, on the current
/// rayon pool.
pub fn classify_into(t: &Tables, game: Game, cards: &[Card], board: &Board, out: &mut [u8]) {
    out.par_chunks_mut(2)
        .zip(cards.par_chunks(game.hole_cards()))
        .with_min_len(256)
        .for_each(|(codes, h)| {
            let (made, draws) = classify(t, game, h, board);
            codes.copy_from_slice(&[made, draws]);
        });
}

/// The weight of the hands in each class and with each draw, and of all of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub made: [u128; MADE.len()],
    pub draws: [u128; DRAWS.len()],
    pub total: u128,
}

/// The [`Tally`] of the hands' classes (`codes` as [`classify_into`] writes them).
pub fn tally(hands: &Hands, codes: &[u8]) -> Tally {
    let mut t = Tally {
        made: [0; MADE.len()],
        draws: [0; DRAWS.len()],
        total: 0,
    };
    for (i, pair) in codes.chunks(2).enumerate() {
        let (m, d) = (pair[0], pair[1]);
        let w = u128::from(hands.weight(i));
        t.made[m as usize] += w;
        t.total += w;
        for (bit, sum) in t.draws.iter_mut().enumerate() {
            *sum += w * u128::from(d >> bit & 1);
        }
    }
    t
}
