//! The 13x13 grid of hold'em starting-hand classes against a range: arguments
//! converted, the core's cells ([`Grid`]) run in batches with the GIL released.

use pyo3::prelude::*;

use super::args::PlayedGame;
use super::calls::in_batches;
use super::equity::ids;
use crate::equity::grid::{class_text, Grid, CELLS};
use crate::equity::{EquityGame, Limits, Method};

/// A cell: (equity, standard error, exact); NaN for a class the known cards block.
type CellRow = (f64, f64, bool);
/// (game name, the 169 class labels row by row, the cells computed, in that order).
type Raw = (&'static str, Vec<String>, Vec<CellRow>);

/// The grid of `range` on `board` with `dead` cards out: (game name, the 169 class
/// labels row by row, their cells). `progress(done, total, the grid so far)` is called
/// between batches.
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
    let mut cells: Vec<CellRow> = Vec::with_capacity(CELLS);
    in_batches(
        py,
        threads,
        (CELLS as u64, 1),
        |start, end| grid.cells(start as usize, end as usize),
        |done, part| {
            cells.extend(part.iter().map(|c| (c.equity, c.stderr, c.exact)));
            match &progress {
                Some(cb) => {
                    let partial = (game.name(), labels.clone(), cells.clone());
                    cb.call1((done, CELLS, partial)).map(drop)
                }
                None => Ok(()),
            }
        },
    )?;
    Ok((game.name(), labels, cells))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity_grid, m)?)?;
    Ok(())
}
