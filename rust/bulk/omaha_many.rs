//! `omaha_many`: the Omaha value and best five cards of every row, a row holding the
//! hole cards (4 to 6) then the five board cards.

use rayon::prelude::*;

use super::arrays::{at_row, validate, Rows};
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::eval::{omaha, Ranking};

/// Into `ranks` (one a row) and `best` (five a row) each row's [`omaha::best_five`],
/// on the current rayon pool, after validating every row (the first bad one named).
pub fn omaha_many_into(
    game: Ranking,
    rows: Rows<'_>,
    ranks: &mut [u32],
    best: &mut [Card],
) -> Result<()> {
    let width = rows.width();
    if !(9..=11).contains(&width) {
        return Err(Error::Hand(format!(
            "Omaha rows hold 4 to 6 hole cards then 5 board cards (9 to 11), got {width}"
        )));
    }
    validate(rows, false)?;
    ranks
        .par_iter_mut()
        .zip(best.par_chunks_mut(5))
        .enumerate()
        .try_for_each(|(i, (rank, five))| {
            let row = rows.row(i);
            let (value, cards) = omaha::best_five(game, &row[..width - 5], &row[width - 5..])
                .map_err(|e| at_row(i, e))?;
            *rank = value as u32;
            five.copy_from_slice(&cards);
            Ok(())
        })
}
