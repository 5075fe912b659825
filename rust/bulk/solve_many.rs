//! `solve_many`: the best setting of every seven-card row against a house-way dealer,
//! on all cores.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use super::arrays::{row_key, validate as validate_rows, words, Rows, CHANGED};
use super::house_way_many::{check_width7, reorder};
use super::ROWS_PER_TASK;
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::paigow::house_way::HouseWay;
use crate::paigow::solver::{
    approx_solver, approx_table, best_with_table, check_commission, exact_table, Method,
    DEFAULT_COMMISSION,
};

/// The checks of [`solve_many`]: seven cards a row, every row a valid hand (the first
/// bad row named), the commission in [0, 1).
pub fn check_many(rows: Rows<'_>, commission: f64) -> Result<()> {
    check_width7(rows.width(), "hands")?;
    check_commission(commission)?;
    validate_rows(rows, true)
}

/// The best setting of every seven-card row against a dealer playing `dealer`, in the
/// layout of [`house_way_many`](super::house_way_many::house_way_many): `[..5]` the
/// five-card hand (in the row's order), `[5..]` the two-card hand. Validates the whole
/// matrix first (the first bad row named), then solves the rows on the current rayon
/// pool. The result does not depend on the number of threads.
pub fn solve_many(
    rows: Rows<'_>,
    method: Method,
    commission: f64,
    dealer: HouseWay,
) -> Result<Vec<Card>> {
    check_many(rows, commission)?;
    let mut out = vec![0 as Card; rows.len() * 7];
    solve_checked_into(rows, method, commission, dealer, &mut out)?;
    Ok(out)
}

/// [`solve_many`] of rows that passed [`check_many`], into `out` (seven ids per row,
/// `7 * rows.len()` long; a caller that solves a matrix in parts checks it once). On
/// an error `out` holds garbage.
pub fn solve_checked_into(
    rows: Rows<'_>,
    method: Method,
    commission: f64,
    dealer: HouseWay,
    out: &mut [Card],
) -> Result<()> {
    let n = rows.len();
    if out.len() != n * 7 {
        return Err(Error::Shape(format!(
            "the output holds {} ids, {} rows need {}",
            out.len(),
            n,
            n * 7
        )));
    }
    // Built before the parallel loop. The multiset entries pay off for the default
    // commission (kept anyway) or for a large batch.
    let solver = (method == Method::Approx
        && (commission.to_bits() == DEFAULT_COMMISSION.to_bits() || n >= 200_000))
        .then(|| approx_solver(dealer, commission));
    // Rows per task: many for the approximate lookups, one for an exact count.
    let per_task = match method {
        Method::Approx => {
            approx_table(dealer);
            ROWS_PER_TASK
        }
        Method::Exact => 1,
    };
    let w = words(true);
    let changed = AtomicBool::new(false);
    out.par_chunks_mut(per_task * 7)
        .zip(rows.data().par_chunks(per_task * 7))
        .for_each(|(o, data)| {
            for (row, o) in data.chunks_exact(7).zip(o.chunks_exact_mut(7)) {
                // A copy, checked again: another thread may have written to a shared
                // input since it was validated.
                let hand: [Card; 7] = row.try_into().expect("7 cards");
                if !row_key(w, &hand).1 {
                    changed.store(true, Ordering::Relaxed);
                    continue;
                }
                let hand = &hand;
                let positions = match (method, &solver) {
                    (Method::Approx, Some(s)) => s.best(hand).0,
                    (Method::Approx, None) => {
                        best_with_table(hand, approx_table(dealer), commission, dealer).0
                    }
                    (Method::Exact, _) => {
                        best_with_table(hand, &exact_table(hand, dealer), commission, dealer).0
                    }
                };
                o.copy_from_slice(&reorder(hand, positions));
            }
        });
    if changed.into_inner() {
        return Err(Error::Card(CHANGED.into()));
    }
    Ok(())
}
