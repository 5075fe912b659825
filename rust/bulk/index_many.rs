//! `hand_index_many`, `hand_unindex_many`: the suit-isomorphic index of every row of a
//! card matrix, and the canonical hand of every index
//! ([`crate::equity::indexing::Indexer`]), on all cores.

use rayon::prelude::*;

use super::arrays::{at_row, bad_row_error, Rows};
use super::ROWS_PER_TASK;
use crate::cards::Card;
use crate::equity::indexing::Indexer;
use crate::error::{Error, Result};

/// The index of every row (a whole hand, the rounds' cards one after another) at the
/// indexer's last round into `out`; on a bad row, the error of the first one.
pub fn hand_index_many_into(indexer: &Indexer, rows: Rows<'_>, out: &mut [u64]) -> Result<()> {
    let width = indexer.cards();
    if rows.width() != width {
        return Err(Error::Shape(format!(
            "rounds {:?} take {width} cards a row, got rows of {}",
            indexer.rounds(),
            rows.width()
        )));
    }
    assert_eq!(out.len(), rows.len(), "one output a row");
    let all_ok = out
        .par_chunks_mut(ROWS_PER_TASK)
        .enumerate()
        .map(|(k, chunk)| {
            let mut ok = true;
            for (i, o) in chunk.iter_mut().enumerate() {
                match indexer.index_last(rows.row(k * ROWS_PER_TASK + i)) {
                    Ok(index) => *o = index,
                    Err(_) => ok = false,
                }
            }
            ok
        })
        .reduce(|| true, |a, b| a && b);
    if all_ok {
        return Ok(());
    }
    let bad = |i| indexer.index_last(rows.row(i)).is_err();
    Err(bad_row_error(rows.len(), bad, |i| {
        indexer.index_last(rows.row(i)).map(|_| ())
    }))
}

/// The canonical hand of every index at the indexer's last round into `out` (one
/// whole hand a row); an index that is not a class is an error naming its row.
pub fn hand_unindex_many_into<T: Copy + Into<i128> + Sync>(
    indexer: &Indexer,
    indices: &[T],
    out: &mut [Card],
) -> Result<()> {
    let (width, last) = (indexer.cards(), indexer.rounds().len() - 1);
    assert_eq!(out.len(), indices.len() * width, "one hand a row");
    let size = indexer.size(last);
    if let Some(i) = indices
        .par_iter()
        .with_min_len(ROWS_PER_TASK)
        .position_first(|&v| !(0..size as i128).contains(&v.into()))
    {
        let v: i128 = indices[i].into();
        return Err(at_row(
            i,
            Error::Argument(format!(
                "index {v} is not a class of rounds {:?} (0 to {})",
                indexer.rounds(),
                size - 1
            )),
        ));
    }
    out.par_chunks_mut(width * ROWS_PER_TASK)
        .zip(indices.par_chunks(ROWS_PER_TASK))
        .try_for_each(|(hands, chunk)| {
            for (hand, &v) in hands.chunks_exact_mut(width).zip(chunk) {
                let index: i128 = v.into();
                indexer.unindex_into(last, index as u64, hand)?;
            }
            Ok(())
        })
}
