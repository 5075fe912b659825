//! The solver: `solve` and `solve_many`.

use numpy::PyArray2;
use pyo3::prelude::*;

use super::array_in::card_array;
use super::array_out::filled;
use super::calls::{in_batches, run};
use super::paigow::{hand7, way_of};
use super::records::{solved_hand, SolvedHand};
use crate::bulk::solve_many::{check_many, solve_checked_into};
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
    solved_hand(py, &s)
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
    let hands = card_array(hands, "hands", threads)?;
    let ids = hands.converted()?;
    // Checked once: the rows before an id out of 0..=52, then that row.
    run(py, threads, || {
        ids.apply(true, |rows| check_many(rows, commission))
    })??;
    let rows = ids.rows;
    let solve = move |start: u64, end: u64, out: &mut [u8]| {
        let part = rows.slice(start as usize, end as usize);
        solve_checked_into(part, method, commission, dealer, out)
    };
    let n = rows.len();
    filled(py, &[n, 7], |out| match method {
        Method::Approx => Ok(run(py, threads, || solve(0, n as u64, out))??),
        // Milliseconds a row: in the core's batches, Ctrl-C noticed between them.
        Method::Exact => in_batches(
            py,
            threads,
            (n as u64, 1),
            |start, end| solve(start, end, &mut out[7 * start as usize..7 * end as usize]),
            |_, ()| Ok(()),
        ),
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(solve_many, m)?)?;
    Ok(())
}
