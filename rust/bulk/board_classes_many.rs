//! `board_classes_many`: the made class and the draws of every row, a row holding a
//! hand's hole cards then a board of three to five cards.

use rayon::prelude::*;

use super::arrays::{validate, Rows};
use super::ROWS_PER_TASK;
use crate::equity::board_classes::{classify, Board, Game};
use crate::error::{Error, Result};
use crate::eval::tables::tables;

/// Checks the rows' width (the game's hole cards, then 3 to 5 board cards) and every
/// row (the first bad one named).
pub fn check_board_classes_rows(rows: Rows<'_>, game: Game) -> Result<()> {
    let (width, hole) = (rows.width(), game.hole_cards());
    if !(hole + 3..=hole + 5).contains(&width) {
        return Err(Error::Hand(format!(
            "board classes rows hold {hole} hole cards then a board of 3 to 5 cards \
             ({} to {} cards), got {width}",
            hole + 3,
            hole + 5
        )));
    }
    validate(rows, false)
}

/// Into `out` (two bytes a row: the made class, the draws' mask) each checked row's
/// classes, on the current rayon pool. A board repeated from the row before is read
/// once.
pub fn board_classes_many_into(rows: Rows<'_>, game: Game, out: &mut [u8]) {
    let (t, hole) = (tables(), game.hole_cards());
    out.par_chunks_mut(2 * ROWS_PER_TASK)
        .enumerate()
        .for_each(|(task, chunk)| {
            let mut board: Option<Board> = None;
            for (i, pair) in chunk.chunks_mut(2).enumerate() {
                let row = rows.row(task * ROWS_PER_TASK + i);
                let cards = &row[hole..];
                if board.as_ref().is_none_or(|b| b.cards() != cards) {
                    board = Some(Board::new(t, cards));
                }
                let b = board.as_ref().expect("set above");
                let (made, draws) = classify(t, game, &row[..hole], b);
                pair.copy_from_slice(&[made, draws]);
            }
        });
}
