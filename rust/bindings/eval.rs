//! Single-hand evaluation: rank, category, describe, Omaha.

use pyo3::prelude::*;

use crate::cards::{self, Card};
use crate::error::Error;
use crate::eval::{self, omaha, Game};

/// The game of an enum value (`paigow_fast.Game`), or an ArgumentError.
pub fn game_of(value: u8) -> PyResult<Game> {
    Game::from_index(value).ok_or_else(|| Error::Argument(format!("unknown game {value}")).into())
}

/// Card ids as Python wants them: a list of ints (a `Vec<u8>` would become bytes).
pub fn id_list(cards: &[Card]) -> Vec<u16> {
    cards.iter().map(|&c| c as u16).collect()
}

/// Card ids from Python ints, checked card by card (ids, the joker when the game has
/// none, duplicates) as the bulk calls check a row.
pub fn card_ids(ids: Vec<i64>, joker: bool) -> PyResult<Vec<Card>> {
    Ok(cards::narrow(&ids, joker)?)
}

/// Rank of a hand (larger is better); None for an eight-or-better game without a low.
#[pyfunction]
pub fn rank(game: u8, cards: Vec<i64>) -> PyResult<Option<u32>> {
    let game = game_of(game)?;
    let r = eval::rank(game, &eval::narrow_hand(game, &cards)?)?;
    Ok((r != 0).then_some(r))
}

/// Category name of a hand, e.g. "full house".
#[pyfunction]
pub fn category(game: u8, cards: Vec<i64>) -> PyResult<&'static str> {
    let game = game_of(game)?;
    Ok(eval::category(game, &eval::narrow_hand(game, &cards)?)?)
}

/// Category name of a rank (0 = no qualifying low).
#[pyfunction]
pub fn category_of_rank(game: u8, rank: u32) -> PyResult<&'static str> {
    Ok(eval::category_of_rank(game_of(game)?, rank)?)
}

/// The category names of a game, best first.
#[pyfunction]
pub fn categories(game: u8) -> PyResult<Vec<&'static str>> {
    Ok(game_of(game)?.categories().to_vec())
}

/// A phrase a player would say about a hand.
#[pyfunction]
pub fn describe(game: u8, cards: Vec<i64>) -> PyResult<String> {
    let game = game_of(game)?;
    Ok(eval::describe::describe(
        game,
        &eval::narrow_hand(game, &cards)?,
    )?)
}

/// Omaha rank: exactly two of 4-6 hole cards and three of five board cards
/// (HIGH or ACE_TO_FIVE_8; None when no eight-or-better low qualifies).
#[pyfunction]
pub fn omaha_rank(game: u8, hole: Vec<i64>, board: Vec<i64>) -> PyResult<Option<u32>> {
    let game = game_of(game)?;
    let joker = game.has_joker();
    let r = omaha::rank(game, &card_ids(hole, joker)?, &card_ids(board, joker)?)?;
    Ok((r != 0).then_some(r as u32))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(rank, m)?)?;
    m.add_function(wrap_pyfunction!(category, m)?)?;
    m.add_function(wrap_pyfunction!(category_of_rank, m)?)?;
    m.add_function(wrap_pyfunction!(categories, m)?)?;
    m.add_function(wrap_pyfunction!(describe, m)?)?;
    m.add_function(wrap_pyfunction!(omaha_rank, m)?)?;
    Ok(())
}
