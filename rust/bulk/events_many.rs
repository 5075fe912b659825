//! `side_bet_events_many`: the side-bet events of every seven-card row, on all cores.

use rayon::prelude::*;

use super::arrays::{validate, Rows};
use super::house_way_many::check_width7;
use super::ROWS_PER_TASK;
use crate::cards::Card;
use crate::error::Result;
use crate::paigow::side_bet::events_of;

/// The event set of every seven-card row (bit `e as u32` for event `e`), after
/// validating every row.
pub fn events_many_into(rows: Rows<'_>, out: &mut [u32]) -> Result<()> {
    check_width7(rows.width(), "hands")?;
    assert_eq!(out.len(), rows.len(), "one output per row");
    validate(rows, true)?;
    out.par_chunks_mut(ROWS_PER_TASK)
        .enumerate()
        .for_each(|(t, chunk)| {
            let data = &rows.data()[t * ROWS_PER_TASK * 7..][..chunk.len() * 7];
            for (row, o) in data.chunks_exact(7).zip(chunk.iter_mut()) {
                let hand: [Card; 7] = row.try_into().expect("7 cards");
                *o = events_of(&hand).0;
            }
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::side_bet::{Event::NaturalRoyalPlusNaturalAces, EventSet};

    #[test]
    fn many_validates_and_classifies() {
        let data: Vec<Card> = vec![51, 47, 43, 39, 35, 50, 49, 0, 1, 2, 3, 4, 5, 5];
        let rows = Rows::new(&data, 7).unwrap();
        let mut out = vec![0u32; 2];
        let e = events_many_into(rows, &mut out).unwrap_err();
        assert!(e.message().starts_with("row 1: duplicate"));
        let rows = Rows::new(&data[..7], 7).unwrap();
        let mut out = vec![0u32; 1];
        events_many_into(rows, &mut out).unwrap();
        assert!(EventSet(out[0]).contains(NaturalRoyalPlusNaturalAces));
    }
}
