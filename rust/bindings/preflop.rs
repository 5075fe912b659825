//! The preflop atlas's cells: pairs of hold'em starting-hand classes counted exactly
//! ([`crate::equity::preflop`]), streamed on the workers with the GIL released.

use pyo3::prelude::*;

use super::calls::streamed_cells;
use crate::equity::preflop::pairs_counts;

/// For each pair `(a, b)` of class numbers (0 to 168, the grid's cells row by row), the
/// deals (a combo of each sharing no card, a board) that class `a` wins, splits and
/// loses against class `b`, exactly. `progress(done, total)` is called as pairs are
/// done; Ctrl-C raises KeyboardInterrupt.
#[pyfunction]
#[pyo3(signature = (pairs, threads = None, progress = None))]
pub fn preflop_counts(
    py: Python<'_>,
    pairs: Vec<(usize, usize)>,
    threads: Option<usize>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<Vec<(u64, u64, u64)>> {
    let counts = streamed_cells(
        py,
        threads,
        pairs.len(),
        progress.map(Bound::unbind),
        |start, end, stop| pairs_counts(&pairs[start..end], stop),
    )?;
    Ok(counts.into_iter().map(|c| (c.win, c.tie, c.loss)).collect())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(preflop_counts, m)?)?;
    Ok(())
}
