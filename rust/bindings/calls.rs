//! How a pyfunction calls the core: with the GIL released, on the pool the call's
//! `threads` asks for ([`run`]); a long call in the core's batches, Ctrl-C and
//! progress between them ([`in_batches`]).

use pyo3::prelude::*;

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
