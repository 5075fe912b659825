//! Omaha: the best hand using exactly two of the hole cards and exactly three of the
//! five board cards, for high and for eight-or-better low separately.

use super::tables::{tables, HandKey};
use super::Ranking;
use crate::cards::{self, Card};
use crate::error::{Error, Result};

/// The Omaha value of hole and board cards in `game` (HIGH or ACE_TO_FIVE_8; 0 when no
/// eight-or-better low qualifies), after checking them: 4 to 6 hole cards, 5 board
/// cards, all distinct cards of the 52-card deck.
pub fn rank(game: Ranking, hole: &[Card], board: &[Card]) -> Result<u16> {
    if !(4..=6).contains(&hole.len()) {
        return Err(Error::Hand(format!(
            "Omaha takes 4 to 6 hole cards, got {}",
            hole.len()
        )));
    }
    let board: &[Card; 5] = board
        .try_into()
        .map_err(|_| Error::Hand(format!("Omaha takes 5 board cards, got {}", board.len())))?;
    let all: Vec<Card> = hole.iter().chain(board).copied().collect();
    cards::validate(&all, false)?;
    match game {
        Ranking::High => Ok(high(hole, board)),
        Ranking::AceToFive8 => Ok(ace_to_five_8(hole, board)),
        _ => Err(Error::Hand(format!(
            "Omaha is played for HIGH or ACE_TO_FIVE_8, not {}",
            game.name()
        ))),
    }
}

/// Best Omaha value over every two-hole, three-board combination, with `value`
/// evaluating one five-card combination (0 meaning "nothing").
#[inline]
pub fn best(hole: &[Card], board: &[Card; 5], value: impl Fn(HandKey) -> u16) -> u16 {
    let mut boards = [HandKey::default(); 10];
    let mut n = 0;
    for i in 0..5 {
        for j in i + 1..5 {
            for k in j + 1..5 {
                boards[n] = HandKey::of(&[board[i], board[j], board[k]]);
                n += 1;
            }
        }
    }
    let mut best = 0;
    for i in 0..hole.len() {
        for j in i + 1..hole.len() {
            let pair = HandKey::of(&[hole[i], hole[j]]);
            for b in &boards {
                best = best.max(value(pair.combine(*b)));
            }
        }
    }
    best
}

/// The best five cards of an Omaha hand, two hole cards then three board cards (in the
/// order given), and their value as [`rank`] gives it (same checks). Where no
/// eight-or-better low qualifies (value 0) the five are the first two hole cards and
/// the first three board cards.
pub fn best_five(game: Ranking, hole: &[Card], board: &[Card]) -> Result<(u16, [Card; 5])> {
    let value = rank(game, hole, board)?;
    let t = tables();
    let of = |h| match game {
        Ranking::High => t.high(h),
        _ => t.ace_to_five_8(h),
    };
    let b = board;
    for (i, j) in pairs(hole.len()) {
        for (k, l, m) in triples() {
            let cards = [hole[i], hole[j], b[k], b[l], b[m]];
            if value > 0 && of(HandKey::of(&cards)) == value {
                return Ok((value, cards));
            }
        }
    }
    Ok((value, [hole[0], hole[1], b[0], b[1], b[2]]))
}

/// The index pairs `i < j` below `n`, in order.
fn pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n).flat_map(move |i| (i + 1..n).map(move |j| (i, j)))
}

/// The index triples of five board cards, in order.
fn triples() -> impl Iterator<Item = (usize, usize, usize)> {
    pairs(5).flat_map(|(i, j)| (j + 1..5).map(move |k| (i, j, k)))
}

/// Omaha high (traditional high class of the best combination).
pub fn high(hole: &[Card], board: &[Card; 5]) -> u16 {
    let t = tables();
    best(hole, board, |h| t.high(h))
}

/// Omaha eight-or-better low (0 when no combination qualifies).
pub fn ace_to_five_8(hole: &[Card], board: &[Card; 5]) -> u16 {
    let t = tables();
    best(hole, board, |h| t.ace_to_five_8(h))
}
