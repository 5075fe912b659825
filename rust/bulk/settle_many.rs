//! `settle_many`: the player's payout of every round, player and dealer given as set
//! hands in the layout of `house_way_many` (`[..5]` five-card hand, `[5..]` two-card).

use rayon::prelude::*;

use super::arrays::{
    at_row, bad_row_error, check_row, check_row_wide, row_key, words, Converted, Rows,
};
use super::house_way_many::check_width7;
use super::ROWS_PER_TASK;
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::eval::tables::{tables, Tables};
use crate::eval::two_card;
use crate::paigow::setting::{is_legal_ranks, Setting};
use crate::paigow::settle::check_one_deck;
use crate::paigow::Outcome;

/// The (five-card class, two-card class) of a valid set row, and whether it is legal.
#[inline(always)]
fn set_ranks(t: &Tables, row: &[Card; 7]) -> ((u16, u32), bool) {
    let w = words(true);
    let high = t.paigow_high(row_key(w, &row[..5]).0);
    let low = two_card::rank(row[5], row[6]);
    ((high, low), is_legal_ranks(high, low))
}

fn setting(row: &[Card]) -> Setting {
    Setting {
        high: row[..5].try_into().expect("5 cards"),
        low: row[5..].try_into().expect("2 cards"),
    }
}

/// Checks one round card by card, in the order of `paigow::settle`: the player's cards,
/// the dealer's, then the player's setting is legal, then the dealer's.
pub fn check_round(player: &[Card], dealer: &[Card]) -> Result<()> {
    check_row(player, true).map_err(|e| e.with_context("player: "))?;
    check_row(dealer, true).map_err(|e| e.with_context("dealer: "))?;
    check_one_deck(player, dealer)?;
    setting(player).require_legal("the player's")?;
    setting(dealer).require_legal("the dealer's")
}

/// [`check_round`] for ids given as wide integers (the original values of a converted
/// array).
pub fn check_round_wide(player: &[i128], dealer: &[i128]) -> Result<()> {
    check_row_wide(player, true).map_err(|e| e.with_context("player: "))?;
    check_row_wide(dealer, true).map_err(|e| e.with_context("dealer: "))?;
    let narrow = |r: &[i128]| r.iter().map(|&v| v as Card).collect::<Vec<_>>();
    check_round(&narrow(player), &narrow(dealer))
}

/// Whether a round is valid (both rows cards of the 53-card deck without duplicates,
/// no card in both, both settings legal), and if so the player's outcome.
#[inline(always)]
fn round(t: &Tables, player: &[Card; 7], dealer: &[Card; 7]) -> Option<Outcome> {
    let w = words(true);
    let ((pk, p_ok), (dk, d_ok)) = (row_key(w, player), row_key(w, dealer));
    if !(p_ok && d_ok) || pk.mask & dk.mask != 0 {
        return None;
    }
    let (p, p_legal) = set_ranks(t, player);
    let (d, d_legal) = set_ranks(t, dealer);
    (p_legal && d_legal).then(|| Outcome::of_ranks(p, d))
}

/// The player's payout of every round (+1 less `commission`, 0 or -1; see
/// `docs/rules.md`). Validates every row first: card ids, duplicates within a row, and that both
/// settings are legal (a foul is an error naming its row, never settled).
pub fn settle_many(player: Rows<'_>, dealer: Rows<'_>, commission: f64) -> Result<Vec<f64>> {
    let mut out = vec![0f64; player.len()];
    settle_many_into(player, dealer, commission, &mut out)?;
    Ok(out)
}

/// [`settle_many`] into `out` (one payout per row). On an error `out` holds garbage.
pub fn settle_many_into(
    player: Rows<'_>,
    dealer: Rows<'_>,
    commission: f64,
    out: &mut [f64],
) -> Result<()> {
    check_width7(player.width(), "player")?;
    check_width7(dealer.width(), "dealer")?;
    if player.len() != dealer.len() {
        return Err(Error::Shape(format!(
            "player and dealer must have the same number of rows, got {} and {}",
            player.len(),
            dealer.len()
        )));
    }
    let t = tables();
    let n = player.len();
    let payouts = [Outcome::Win, Outcome::Push, Outcome::Loss].map(|o| o.payout(commission));
    assert_eq!(out.len(), n, "one output per row");
    let all_ok = out
        .par_chunks_mut(ROWS_PER_TASK)
        .enumerate()
        .map(|(k, chunk)| {
            let start = k * ROWS_PER_TASK;
            let p = player.slice(start, start + chunk.len()).data();
            let d = dealer.slice(start, start + chunk.len()).data();
            let mut ok = true;
            for ((p, d), o) in p
                .chunks_exact(7)
                .zip(d.chunks_exact(7))
                .zip(chunk.iter_mut())
            {
                // Copies: the values validated are the values settled (see rank_many).
                let p: [Card; 7] = p.try_into().expect("7 cards");
                let d: [Card; 7] = d.try_into().expect("7 cards");
                match round(t, &p, &d) {
                    Some(outcome) => *o = payouts[outcome as usize],
                    None => ok = false,
                }
            }
            ok
        })
        .reduce(|| true, |a, b| a & b);
    if all_ok {
        return Ok(());
    }
    let is_bad = |i: usize| {
        round(
            t,
            player.row(i).try_into().expect("7"),
            dealer.row(i).try_into().expect("7"),
        )
        .is_none()
    };
    Err(bad_row_error(n, is_bad, |i| {
        check_round(player.row(i), dealer.row(i))
    }))
}

/// [`settle_many_into`] for rows converted from other integer types, each possibly cut
/// short at its first out-of-range id: the rows both have are settled, then the first
/// bad row of either is named. `rows` is the number of rows of the original arrays,
/// which must agree.
pub fn settle_converted_into(
    player: Converted<'_>,
    dealer: Converted<'_>,
    rows: (usize, usize),
    commission: f64,
    out: &mut [f64],
) -> Result<()> {
    if rows.0 != rows.1 {
        return Err(Error::Shape(format!(
            "player and dealer must have the same number of rows, got {} and {}",
            rows.0, rows.1
        )));
    }
    let first_out = [player.out_of_range, dealer.out_of_range]
        .iter()
        .filter_map(|o| o.map(|(r, _)| r))
        .min();
    let Some(r) = first_out else {
        return settle_many_into(player.rows, dealer.rows, commission, out);
    };
    let (p, d) = (player.rows, dealer.rows);
    let (p, d) = (p.slice(0, r.min(p.len())), d.slice(0, r.min(d.len())));
    settle_many_into(p, d, commission, &mut out[..p.len()])?;
    let e =
        check_round_wide(&player.wide_row(r), &dealer.wide_row(r)).expect_err("an out-of-range id");
    Err(at_row(r, e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bulk::house_way_many::house_way_many;
    use crate::paigow::settle;
    use crate::paigow::HouseWay;

    #[test]
    fn equals_single_round_settle() {
        let mut rng = crate::runtime::rng::Xoshiro256pp::seeded(5, 0);
        let mut p = Vec::new();
        let mut d = Vec::new();
        let mut deck: Vec<Card> = (0..53).collect();
        for _ in 0..20_000 {
            for i in 0..14 {
                let j = i + rng.below(53 - i as u32) as usize;
                deck.swap(i, j);
            }
            p.extend_from_slice(&deck[..7]);
            d.extend_from_slice(&deck[7..14]);
        }
        let p = house_way_many(Rows::new(&p, 7).unwrap(), HouseWay::default()).unwrap();
        let d = house_way_many(Rows::new(&d, 7).unwrap(), HouseWay::default()).unwrap();
        let got = settle_many(Rows::new(&p, 7).unwrap(), Rows::new(&d, 7).unwrap(), 0.05).unwrap();
        for ((p, d), &x) in p.chunks(7).zip(d.chunks(7)).zip(&got) {
            let o = settle(&setting(p), &setting(d)).unwrap();
            assert_eq!(o.payout(0.05), x);
        }
        // A foul is named by its row: Q-8-7-5-3 behind K-2.
        let (mut bad, mut d) = (p.clone(), d.clone());
        bad[7 * 123..7 * 124].copy_from_slice(&[40, 25, 22, 15, 4, 45, 2]);
        d[7 * 123..7 * 124].copy_from_slice(&[51, 50, 49, 48, 47, 46, 44]);
        let e =
            settle_many(Rows::new(&bad, 7).unwrap(), Rows::new(&d, 7).unwrap(), 0.05).unwrap_err();
        assert!(
            matches!(&e, Error::Foul(m) if m.starts_with("row 123: the player's")),
            "{e:?}"
        );
        // A card in both hands of a round.
        d[7 * 123..7 * 124].copy_from_slice(&[51, 50, 49, 48, 47, 46, 2]);
        let e =
            settle_many(Rows::new(&bad, 7).unwrap(), Rows::new(&d, 7).unwrap(), 0.05).unwrap_err();
        assert_eq!(
            e,
            Error::Card(
                "row 123: 2h in both the player's and the dealer's hands (one deck)".into()
            )
        );
    }
}
