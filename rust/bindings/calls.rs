//! How a pyfunction calls the core: with the GIL released, on the pool the call's
//! `threads` asks for ([`run`]); a long call in the core's batches, Ctrl-C and
//! progress between them ([`in_batches`]).

use pyo3::prelude::*;

use crate::bulk::{thread_count, with_threads, Batches};

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
    (total, unit): (u64, u64),
    mut batch: impl FnMut(u64, u64) -> crate::Result<R> + Send,
    mut between: impl FnMut(u64, R) -> PyResult<()>,
) -> PyResult<()> {
    Batches::new(total, thread_count(threads), unit).run(
        |start, end| Ok(run(py, threads, || batch(start, end))??),
        |done, r| {
            py.check_signals()?;
            between(done, r)
        },
    )
}
