//! `describe_many`: the phrase of every row's hand (see `eval::describe`).

use rayon::prelude::*;

use super::arrays::{at_row, validate, Rows};
use crate::error::Result;
use crate::eval::{describe::describe, Ranking};

/// The phrase of every row of `game`, on the current rayon pool; the first bad row is
/// named.
pub fn describe_many(game: Ranking, rows: Rows<'_>) -> Result<Vec<String>> {
    validate(rows, game.has_joker())?;
    (0..rows.len())
        .into_par_iter()
        .map(|i| describe(game, rows.row(i)).map_err(|e| at_row(i, e)))
        .collect()
}
