//! How a pyfunction calls the core: with the GIL released, on the pool the call's
//! `threads` asks for ([`run`]); a long call in the core's batches, Ctrl-C and
//! progress between them ([`in_batches`]).

use numpy::{Element, Ix2, PyArray2};
use pyo3::prelude::*;

use super::array_out::filled;
use crate::runtime::{thread_count, with_threads, Batches};

/// Runs `f` with the GIL released on the pool `threads` asks for.
pub(super) fn run<R: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    f: impl FnOnce() -> R + Send,
) -> PyResult<R> {
    Ok(py.detach(|| with_threads(threads, f))?)
}

/// Runs `total` items in the core's batches of about 0.1 s ([`Batches::run`]) in whole
/// units of `unit` items: `batch(start, end)` with the GIL released on the pool
/// `threads` asks for; between batches, a check for signals (Ctrl-C raises
/// `KeyboardInterrupt`), then `between(done, the batch's result)`.
pub(super) fn in_batches<R: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    items: (u64, u64),
    batch: impl FnMut(u64, u64) -> crate::Result<R> + Send,
    mut between: impl FnMut(u64, R) -> PyResult<()>,
) -> PyResult<()> {
    in_batches_while(py, threads, items, batch, |done, r| {
        between(done, r).map(|_| true)
    })
}

/// A new (n, width) array filled row by row in the core's batches ([`in_batches`]):
/// `fill(start, end, out)` writes rows `start..end` into `out`; `progress(done, n)`
/// is called between batches.
pub(super) fn rows_in_batches<'py, T: Element + Send>(
    py: Python<'py>,
    threads: Option<usize>,
    (n, width): (usize, usize),
    progress: Option<&Bound<'py, PyAny>>,
    mut fill: impl FnMut(usize, usize, &mut [T]) -> crate::Result<()> + Send,
) -> PyResult<Bound<'py, PyArray2<T>>> {
    filled::<T, Ix2>(py, &[n, width], |out| {
        in_batches(
            py,
            threads,
            (n as u64, 1),
            |start, end| {
                let (start, end) = (start as usize, end as usize);
                fill(start, end, &mut out[start * width..end * width])
            },
            |done, ()| match progress {
                Some(cb) => cb.call1((done, n as u64)).map(drop),
                None => Ok(()),
            },
        )
    })
}

/// [`in_batches`], ended early when `between` returns `false`.
pub(super) fn in_batches_while<R: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    (total, unit): (u64, u64),
    mut batch: impl FnMut(u64, u64) -> crate::Result<R> + Send,
    mut between: impl FnMut(u64, R) -> PyResult<bool>,
) -> PyResult<()> {
    /// Why the batches stopped before the end.
    enum Halt {
        Done,
        Failed(PyErr),
    }
    let r = Batches::new(total, thread_count(threads), unit).run(
        |start, end| {
            run(py, threads, || batch(start, end))
                .and_then(|r| Ok(r?))
                .map_err(Halt::Failed)
        },
        |done, r| {
            py.check_signals().map_err(Halt::Failed)?;
            match between(done, r) {
                Ok(true) => Ok(()),
                Ok(false) => Err(Halt::Done),
                Err(e) => Err(Halt::Failed(e)),
            }
        },
    );
    match r {
        Ok(()) | Err(Halt::Done) => Ok(()),
        Err(Halt::Failed(e)) => Err(e),
    }
}

/// Cells `0..n` computed by `part(start, end, stop)` (None for a cell stopped before
/// its end) streamed on the workers with the GIL released ([`crate::runtime::streamed`]),
/// in order: `progress(done, n)` at least every 0.1 s and at the end, Ctrl-C raising
/// `KeyboardInterrupt`, an error of a cell ending the run.
pub(super) fn streamed_cells<T: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    n: usize,
    progress: Option<Py<PyAny>>,
    part: impl Fn(usize, usize, &std::sync::atomic::AtomicBool) -> crate::Result<Vec<Option<T>>> + Sync,
) -> PyResult<Vec<T>> {
    use std::sync::atomic::{AtomicBool, Ordering};
    let reported = AtomicBool::new(false);
    let cells = py.detach(|| {
        crate::runtime::streamed(
            threads,
            (n as u64, 1),
            progress.is_some(),
            Ok(Vec::with_capacity(n)),
            |start, end, stop| part(start as usize, end as usize, stop),
            |cells: &mut crate::Result<Vec<T>>, done| match (cells.as_mut(), done) {
                (Ok(cells), Ok(done)) => {
                    // A cell stopped before its end ends the fold (the run has stopped).
                    let done: Option<Vec<T>> = done.into_iter().collect();
                    done.map(|done| cells.extend(done)).is_some()
                }
                (Ok(_), Err(e)) => {
                    *cells = Err(e);
                    false
                }
                (Err(_), _) => false,
            },
            |cells| cells.as_ref().map_or(0, Vec::len),
            |done, fresh| {
                Python::attach(|py| {
                    py.check_signals()?;
                    // The first tick reports even before a cell is done.
                    let first = !reported.swap(true, Ordering::Relaxed);
                    if let (Some(cb), true) = (&progress, fresh || first) {
                        cb.call1(py, (done, n))?;
                    }
                    Ok::<_, PyErr>(())
                })
            },
        )
    })??;
    Ok(cells)
}
