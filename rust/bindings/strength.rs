//! Hand strength (HS, PPot, NPot, EHS, E[HS²], equity) of one hold'em hand, or of every
//! row of a card matrix, against a random hand or a range.

use numpy::PyArray2;
use pyo3::prelude::*;

use super::args::Cards;
use super::array_in::card_array;
use super::calls::{rows_in_batches, run};
use super::equity::ids;
use crate::bulk::strength_many::{check_strength_rows, strength_many_into};
use crate::equity::strength::{strength, Opponent, FIGURES};
use crate::eval::tables::tables;

/// The names of the figures, in the order `hand_strength` and `hand_strength_many`
/// give them.
#[pyfunction]
pub fn strength_figures() -> Vec<&'static str> {
    FIGURES.to_vec()
}

/// The figures of `hand` on `board` against `opponent` (a range's text, `random`):
/// (the figures, the weights now as (ahead, tied, behind), the 3x3 potential table).
#[pyfunction]
#[pyo3(signature = (hand, board, opponent = "random"))]
#[allow(clippy::type_complexity)]
pub fn hand_strength(
    py: Python<'_>,
    hand: Cards,
    board: Cards,
    opponent: &str,
) -> PyResult<(Vec<f64>, [u64; 3], [[u64; 3]; 3])> {
    let hand = ids("hand", hand.0)?;
    let board = ids("board", board.0)?;
    let opponent = Opponent::parse(opponent)?;
    let s = py.detach(|| strength(tables(), &hand, &board, &opponent))?;
    Ok((s.figures().to_vec(), s.now, s.potential))
}

/// The figures of every row (two hole cards, then three to five board cards) as an
/// (N, 6) float64 array, in the core's batches: `progress(done, total)` between them,
/// Ctrl-C noticed.
#[pyfunction]
#[pyo3(signature = (rows, opponent = "random", threads = None, progress = None))]
pub fn hand_strength_many<'py>(
    py: Python<'py>,
    rows: &Bound<'py, PyAny>,
    opponent: &str,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArray2<f64>>> {
    let opponent = Opponent::parse(opponent)?;
    let rows = card_array(rows, "rows", threads)?;
    let ids = rows.converted()?;
    run(py, threads, || ids.apply(false, check_strength_rows))??;
    let rows = ids.rows;
    let n = rows.len();
    let width = FIGURES.len();
    rows_in_batches(
        py,
        threads,
        (n, width),
        progress.as_ref(),
        |start, end, out| strength_many_into(rows.slice(start, end), start, &opponent, out),
    )
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(strength_figures, m)?)?;
    m.add_function(wrap_pyfunction!(hand_strength, m)?)?;
    m.add_function(wrap_pyfunction!(hand_strength_many, m)?)?;
    Ok(())
}
