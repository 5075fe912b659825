//! `strength_many`: the hand strength figures of every row, a row holding a hold'em
//! hand's two cards then a board of three to five cards.

use rayon::prelude::*;

use super::arrays::{at_row, validate, Rows};
use crate::equity::strength::{strength, Opponent, FIGURES};
use crate::error::{Error, Result};
use crate::eval::tables::tables;

/// Checks the rows' width and every row (the first bad one named).
pub fn check_strength_rows(rows: Rows<'_>) -> Result<()> {
    let width = rows.width();
    if !(5..=7).contains(&width) {
        return Err(Error::Hand(format!(
            "hand strength rows hold 2 hole cards then a board of 3 to 5 cards (5 to 7), got {width}"
        )));
    }
    validate(rows, false)
}

/// Into `out` (one [`FIGURES`] group a row) each row's exact hand strength against
/// `opponent`, on the current rayon pool; the rows are checked
/// ([`check_strength_rows`]) and `first` is the index of the first (errors name a row
/// by its index in the whole matrix).
pub fn strength_many_into(
    rows: Rows<'_>,
    first: usize,
    opponent: &Opponent,
    out: &mut [f64],
) -> Result<()> {
    let t = tables();
    out.par_chunks_mut(FIGURES.len())
        .enumerate()
        .try_for_each(|(i, figures)| {
            let row = rows.row(i);
            let s =
                strength(t, &row[..2], &row[2..], opponent).map_err(|e| at_row(first + i, e))?;
            figures.copy_from_slice(&s.figures());
            Ok(())
        })
}
