//! `house_way_many`: a house way's setting of every seven-card row, and the rule that
//! set it, on all cores.

use rayon::prelude::*;

use super::arrays::{first_bad_row_error, map_valid_rows7, row_key, words, Rows};
use super::ROWS_PER_TASK;
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::eval::tables::tables;
use crate::paigow::house_way::HouseWay;

/// Checks that rows are seven-card Pai Gow hands.
pub fn check_width7(width: usize, what: &str) -> Result<()> {
    if width == 7 {
        Ok(())
    } else {
        Err(Error::Shape(format!(
            "{what} must have 7 cards per row, got rows of {width}"
        )))
    }
}

/// `hand` reordered as its setting with the cards at positions `i < j` in front: the
/// five others in their order, then `hand[i]`, `hand[j]`.
#[inline(always)]
pub fn reorder(hand: &[Card; 7], (i, j): (usize, usize)) -> [Card; 7] {
    let mut out = [0; 7];
    let mut n = 0;
    for (k, &c) in hand.iter().enumerate() {
        if k != i && k != j {
            out[n] = c;
            n += 1;
        }
    }
    out[5] = hand[i];
    out[6] = hand[j];
    out
}

/// Every row set by `way`, in the same layout: `[..5]` the five-card hand (in the
/// row's order), `[5..]` the two-card hand. Validates the whole matrix first.
pub fn house_way_many(rows: Rows<'_>, way: HouseWay) -> Result<Vec<Card>> {
    let mut out = vec![0 as Card; rows.len() * 7];
    house_way_many_into(rows, way, &mut out)?;
    Ok(out)
}

/// [`house_way_many`] into `out` (seven ids per row). On an error `out` holds garbage.
pub fn house_way_many_into(rows: Rows<'_>, way: HouseWay, out: &mut [Card]) -> Result<()> {
    check_width7(rows.width(), "hands")?;
    let n = rows.len();
    assert_eq!(out.len(), n * 7, "seven outputs per row");
    let w = words(true);
    let all_ok = out
        .par_chunks_mut(ROWS_PER_TASK * 7)
        .enumerate()
        .map(|(t, chunk)| {
            let data = &rows.data()[t * ROWS_PER_TASK * 7..][..chunk.len()];
            // A copy: the values validated are the values set (see rank_many).
            let hands: Vec<[Card; 7]> = data
                .chunks_exact(7)
                .map(|row| row.try_into().expect("7 cards"))
                .collect();
            let mut keys = Vec::with_capacity(hands.len());
            for hand in &hands {
                let (key, ok) = row_key(w, hand);
                if !ok {
                    return false;
                }
                keys.push(key);
            }
            let mut fronts = vec![(0, 0); hands.len()];
            way.positions_many(&hands, &keys, &mut fronts);
            for ((hand, &front), o) in hands.iter().zip(&fronts).zip(chunk.chunks_exact_mut(7)) {
                o.copy_from_slice(&reorder(hand, front));
            }
            true
        })
        .reduce(|| true, |a, b| a & b);
    if all_ok {
        return Ok(());
    }
    Err(first_bad_row_error(rows, true))
}

/// The rule of `way` that sets each row, as an index into [`HouseWay::rules`], into
/// `out` (one per row). Validates the whole matrix first; on an error `out` holds
/// garbage.
pub fn house_way_rules_many_into(rows: Rows<'_>, way: HouseWay, out: &mut [u8]) -> Result<()> {
    check_width7(rows.width(), "hands")?;
    let t = tables();
    map_valid_rows7(rows, out, |hand| way.decide(t, hand).rule)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equals_single_hand_house_way() {
        let mut rng = crate::runtime::rng::Xoshiro256pp::seeded(3, 0);
        let mut data = Vec::new();
        let mut deck: Vec<Card> = (0..53).collect();
        for _ in 0..20_000 {
            for i in 0..7 {
                let j = i + rng.below(53 - i as u32) as usize;
                deck.swap(i, j);
            }
            data.extend_from_slice(&deck[..7]);
        }
        let rows = Rows::new(&data, 7).unwrap();
        for way in HouseWay::built_in() {
            let got = house_way_many(rows, way).unwrap();
            let mut rules = vec![0u8; rows.len()];
            house_way_rules_many_into(rows, way, &mut rules).unwrap();
            for ((row, set), &rule) in data.chunks(7).zip(got.chunks(7)).zip(&rules) {
                let hand: &[Card; 7] = row.try_into().unwrap();
                let s = way.set(hand);
                assert_eq!(&set[..5], &s.high);
                assert_eq!(&set[5..], &s.low);
                assert_eq!(&way.rules()[rule as usize], way.rule(hand));
            }
        }
    }
}
