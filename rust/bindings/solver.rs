//! The solver: `solve` and `solve_many`.

use numpy::prelude::*;
use numpy::PyArray2;
use pyo3::prelude::*;

use super::bulk::{card_array, new_array2, run};
use super::paigow::{hand7, rule_index, way_of};
use super::records::{solved_hand, SolvedHand};
use std::time::Instant;

use crate::bulk::arrays::Rows;
use crate::bulk::solve_many::{check_many, solve_many_into as solve_into};
use crate::bulk::{thread_count, Batches};
use crate::paigow::solver::{self, check_commission, Method};

/// Values the 21 settings of seven cards against a dealer playing a house way: the
/// whole answer in one record (the settings' values, the best, the house way's setting
/// and the rule that sets it).
#[pyfunction]
#[pyo3(signature = (cards, method = "exact", commission = 0.05, dealer = "golden-nugget"))]
pub fn solve(
    py: Python<'_>,
    cards: Vec<i64>,
    method: &str,
    commission: f64,
    dealer: &str,
) -> PyResult<SolvedHand> {
    let method = Method::from_name(method)?;
    check_commission(commission)?;
    let dealer = way_of(dealer)?;
    let hand = hand7(cards)?;
    let s = py.detach(|| solver::solve(&hand, method, commission, dealer))?;
    solved_hand(py, &s, rule_index(dealer, &hand))
}

/// The best setting of every seven-card row: (N, 7) uint8, the five-card hand first.
#[pyfunction]
#[pyo3(signature = (hands, method = "approx", commission = 0.05, dealer = "golden-nugget", threads = None))]
pub fn solve_many<'py>(
    py: Python<'py>,
    hands: &Bound<'py, PyAny>,
    method: &str,
    commission: f64,
    dealer: &str,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    let method = Method::from_name(method)?;
    check_commission(commission)?;
    let dealer = way_of(dealer)?;
    let m = card_array(hands, "hands")?;
    let rows: Rows<'_> = m.rows()?;
    // The rows before an id out of 0..=52 are checked first, then that row.
    run(py, threads, || check_many(rows, commission))??;
    m.out_of_range_error(true)?;
    let n = rows.len();
    let out = new_array2(py, n, 7)?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    let slice = unsafe { out.as_slice_mut() }.expect("a new contiguous array");
    match method {
        Method::Approx => run(py, threads, || {
            solve_into(rows, method, commission, dealer, slice)
        })??,
        // Milliseconds a row: in the core's batches, Ctrl-C noticed between them.
        Method::Exact => {
            let mut batches = Batches::new(n as u64, thread_count(threads), 1);
            while let Some((start, end)) = batches.next_batch() {
                let clock = Instant::now();
                let (start, end) = (start as usize, end as usize);
                let part = rows.slice(start, end);
                let part_out = &mut slice[7 * start..7 * end];
                run(py, threads, || {
                    solve_into(part, method, commission, dealer, part_out)
                })??;
                batches.finished(clock.elapsed());
                py.check_signals()?;
            }
        }
    }
    Ok(out)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(solve_many, m)?)?;
    Ok(())
}
