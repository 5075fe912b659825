//! The 13x13 grid of hold'em starting-hand classes against a range: arguments
//! converted, the core's cells ([`Grid`]) streamed on the workers with the GIL
//! released (progress and Ctrl-C seen at least every 0.1 s, a cell in progress
//! stopped between its batches).

use std::sync::atomic::{AtomicBool, Ordering};

use pyo3::prelude::*;

use super::args::PlayedGame;
use super::equity::ids;
use crate::equity::grid::{class_text, Grid, CELLS};
use crate::equity::{EquityGame, Limits, Method};
use crate::runtime::streamed;

/// A cell: (equity, standard error, exact); NaN for a class the known cards block.
type CellRow = (f64, f64, bool);
/// (game name, the 169 class labels row by row, the cells computed, in that order).
type Raw = (&'static str, Vec<String>, Vec<CellRow>);

/// The grid of `range` on `board` with `dead` cards out: (game name, the 169 class
/// labels row by row, their cells). `progress(done, total, the grid so far)` is called
/// as cells are folded.
#[pyfunction]
#[pyo3(signature = (range, board, dead, game = None, method = "auto", stdev = 1e-3, samples = None, seconds = None, seed = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity_grid(
    py: Python<'_>,
    range: &str,
    board: Vec<i64>,
    dead: Vec<i64>,
    game: Option<PlayedGame>,
    method: &str,
    stdev: f64,
    samples: Option<u64>,
    seconds: Option<f64>,
    seed: u64,
    threads: Option<usize>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<Raw> {
    let game = match game {
        Some(g) => g.0.board("the grid")?,
        None => EquityGame::Holdem,
    };
    let method = Method::from_name(method)?;
    let limits = Limits {
        stdev,
        samples,
        seconds,
    };
    let (board, dead) = (ids("board", board)?, ids("dead", dead)?);
    let grid = Grid::new(game, range, &board, &dead, method, limits, seed)?;
    let labels: Vec<String> = (0..CELLS).map(class_text).collect();
    let progress = progress.map(Bound::unbind);
    let reported = AtomicBool::new(false);
    let cells = py.detach(|| {
        streamed(
            threads,
            (CELLS as u64, 1),
            progress.is_some(),
            Ok(Vec::with_capacity(CELLS)),
            |start, end, stop| grid.cells(start as usize, end as usize, stop),
            |cells: &mut crate::Result<Vec<CellRow>>, part| match (cells.as_mut(), part) {
                (Ok(cells), Ok(part)) => {
                    // A cell stopped before its end ends the fold (the run has stopped).
                    let done: Option<Vec<CellRow>> = part
                        .into_iter()
                        .map(|c| c.map(|c| (c.equity, c.stderr, c.exact)))
                        .collect();
                    done.map(|done| cells.extend(done)).is_some()
                }
                (Ok(_), Err(e)) => {
                    *cells = Err(e);
                    false
                }
                (Err(_), _) => false,
            },
            |cells| match (&progress, cells) {
                (Some(_), Ok(cells)) => Some(cells.clone()),
                _ => None,
            },
            |seen, fresh| {
                Python::attach(|py| {
                    py.check_signals()?;
                    // The first tick reports even before a cell is done.
                    let first = !reported.swap(true, Ordering::Relaxed);
                    if let (Some(cb), Some(cells), true) = (&progress, seen, fresh || first) {
                        let partial = (game.name(), labels.clone(), cells.clone());
                        cb.call1(py, (cells.len(), CELLS, partial))?;
                    }
                    Ok::<_, PyErr>(())
                })
            },
        )
    })??;
    Ok((game.name(), labels, cells))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity_grid, m)?)?;
    Ok(())
}
