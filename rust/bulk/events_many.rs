//! `side_bet_events_many`: the side-bet events of every seven-card row, on all cores.

use super::arrays::{map_valid_rows7, Rows};
use super::house_way_many::check_width7;
use crate::error::Result;
use crate::paigow::house_way::HouseWay;
use crate::paigow::side_bet::events_under;

/// The event set of every seven-card row (bit `e as u32` for event `e`), the events
/// read from a house way's setting read from `way`'s, each row validated as it is
/// read. On an error `out` holds garbage.
pub fn events_many_into(rows: Rows<'_>, way: HouseWay, out: &mut [u32]) -> Result<()> {
    check_width7(rows.width(), "hands")?;
    map_valid_rows7(rows, out, |hand| events_under(hand, way).0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::paigow::side_bet::{Event::NaturalRoyalPlusNaturalAces, EventSet};

    #[test]
    fn many_validates_and_classifies() {
        let data: Vec<Card> = vec![51, 47, 43, 39, 35, 50, 49, 0, 1, 2, 3, 4, 5, 5];
        let rows = Rows::new(&data, 7).unwrap();
        let mut out = vec![0u32; 2];
        let e = events_many_into(rows, HouseWay::FOXWOODS, &mut out).unwrap_err();
        assert!(e.message().starts_with("row 1: duplicate"));
        let rows = Rows::new(&data[..7], 7).unwrap();
        let mut out = vec![0u32; 1];
        events_many_into(rows, HouseWay::FOXWOODS, &mut out).unwrap();
        assert!(EventSet(out[0]).contains(NaturalRoyalPlusNaturalAces));
    }
}
