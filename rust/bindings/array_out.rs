//! Arrays out: a new numpy array, handed to the core as a mutable slice to fill.

use numpy::ndarray::Dimension;
use numpy::{Element, PyArray, PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use super::calls::run;
use crate::error::{Error, Result};

/// A new numpy array of shape `dims`, filled by `fill` (with the GIL held; `fill`
/// releases it to run the core). Allocated by numpy (which asks the kernel for huge
/// pages for large arrays: far fewer page faults than a fresh `Vec`); a failed
/// allocation is Python's `MemoryError`, not a panic. `fill` must write every
/// element: the array starts uninitialised.
pub(super) fn filled<'py, T: Element, D: Dimension>(
    py: Python<'py>,
    dims: &[usize],
    fill: impl FnOnce(&mut [T]) -> PyResult<()>,
) -> PyResult<Bound<'py, PyArray<T, D>>> {
    let row_bytes = dims[1..]
        .iter()
        .try_fold(std::mem::size_of::<T>(), |a, &d| a.checked_mul(d));
    let bytes = row_bytes.and_then(|b| b.checked_mul(dims[0]));
    if bytes.is_none_or(|b| b > isize::MAX as usize) {
        return Err(Error::OutOfMemory(format!(
            "{} results of {} bytes cannot be allocated",
            dims[0],
            row_bytes.unwrap_or(usize::MAX)
        ))
        .into());
    }
    let numpy = py.import("numpy")?;
    let a = numpy.call_method1("empty", (PyTuple::new(py, dims)?, numpy::dtype::<T>(py)))?;
    let a = a.cast_into::<PyArray<T, D>>()?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    fill(unsafe { a.as_slice_mut() }.expect("a new contiguous array"))?;
    Ok(a)
}

/// A new 1-D array of `n` elements filled by the core's `kernel`, run with the GIL
/// released on the pool `threads` asks for.
pub(super) fn array1<'py, T: Element + Send>(
    py: Python<'py>,
    n: usize,
    threads: Option<usize>,
    kernel: impl FnOnce(&mut [T]) -> Result<()> + Send,
) -> PyResult<Bound<'py, PyArray1<T>>> {
    filled(py, &[n], |out| Ok(run(py, threads, || kernel(out))??))
}

/// A new C-order (n, width) `uint8` array filled as [`array1`] fills one.
pub(super) fn array2<'py>(
    py: Python<'py>,
    (n, width): (usize, usize),
    threads: Option<usize>,
    kernel: impl FnOnce(&mut [u8]) -> Result<()> + Send,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    filled(py, &[n, width], |out| {
        Ok(run(py, threads, || kernel(out))??)
    })
}
