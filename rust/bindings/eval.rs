//! Single-hand evaluation: rank, category, describe, Omaha.

use pyo3::prelude::*;

use super::args::{Cards, RankingArg};
use crate::cards::Card;
use crate::error::Error;
use crate::eval::{self, omaha, Ranking};

/// The game of an enum value (`paigow_fast.Ranking`), or an ArgumentError.
pub fn game_of(value: u8) -> PyResult<Ranking> {
    Ranking::from_index(value)
        .ok_or_else(|| Error::Argument(format!("unknown ranking {value}")).into())
}

/// Card ids as Python wants them: a list of ints (a `Vec<u8>` would become bytes).
pub fn id_list(cards: &[Card]) -> Vec<u16> {
    cards.iter().map(|&c| c as u16).collect()
}

/// The hand's strength in `game`: larger is always better, equal means a tie. None
/// only for ACE_TO_FIVE_8 when there is no qualifying low.
#[pyfunction]
pub fn rank(game: RankingArg, cards: Cards) -> PyResult<Option<u32>> {
    let game = game.0;
    eval::check_count(game, cards.0.len())?;
    let mut hand = [0; 7];
    let hand = &mut hand[..cards.0.len()];
    crate::cards::narrow_into(&cards.0, game.has_joker(), hand)?;
    let r = eval::rank_checked(eval::tables::tables(), game, hand);
    Ok((r != 0).then_some(r))
}

/// The hand's category, e.g. "full house", "eight-or-better", "three-card".
#[pyfunction]
pub fn category(game: RankingArg, cards: Cards) -> PyResult<&'static str> {
    let game = game.0;
    Ok(eval::category(game, &eval::narrow_hand(game, &cards.0)?)?)
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

/// A phrase a player would say, e.g. "Straight, ace to five (second highest)".
#[pyfunction]
pub fn describe(game: RankingArg, cards: Cards) -> PyResult<String> {
    let game = game.0;
    Ok(eval::describe::describe(
        game,
        &eval::narrow_hand(game, &cards.0)?,
    )?)
}

/// Omaha: the best hand using exactly two of the 4-6 hole cards and exactly three of
/// the five board cards, for Ranking.HIGH or Ranking.ACE_TO_FIVE_8 (None: no low).
#[pyfunction]
pub fn omaha_rank(game: RankingArg, hole: Cards, board: Cards) -> PyResult<Option<u32>> {
    let game = game.0;
    let joker = game.has_joker();
    let r = omaha::rank(game, &hole.checked(joker)?, &board.checked(joker)?)?;
    Ok((r != 0).then_some(r as u32))
}

/// Card ids from text ("As Kd 10h Jk", "AsKdThJk", "A♠,K♦") or an iterable of such
/// strings or of ints. Raises CardError for the first unknown, out-of-range or
/// repeated card.
#[pyfunction]
pub fn parse_cards(cards: Cards) -> PyResult<Vec<u16>> {
    Ok(id_list(&cards.checked(true)?))
}

/// The card ids of `cards` as written (text read by the one card grammar, ids as
/// given), not yet checked against a game.
#[pyfunction]
pub fn card_ids(cards: Cards) -> Vec<i64> {
    cards.0
}

/// The game (ranking) of a `pg.Ranking`, its value or its name in any spelling: its value.
#[pyfunction]
pub fn ranking(game: RankingArg) -> u8 {
    game.0 as u8
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(rank, m)?)?;
    m.add_function(wrap_pyfunction!(category, m)?)?;
    m.add_function(wrap_pyfunction!(category_of_rank, m)?)?;
    m.add_function(wrap_pyfunction!(categories, m)?)?;
    m.add_function(wrap_pyfunction!(describe, m)?)?;
    m.add_function(wrap_pyfunction!(omaha_rank, m)?)?;
    m.add_function(wrap_pyfunction!(parse_cards, m)?)?;
    m.add_function(wrap_pyfunction!(ranking, m)?)?;
    m.add_function(wrap_pyfunction!(card_ids, m)?)?;
    Ok(())
}
