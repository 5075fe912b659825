//! Card arrays in: a numpy array adapted to the core's converter
//! ([`bulk::convert`](crate::bulk::convert)).
//!
//! Any 2-D integer array is taken. A C-contiguous `uint8` array is read in place; any
//! other integer dtype or layout is converted to a contiguous `uint8` copy (the GIL
//! released), ids outside 0..=52 stopping the conversion at the first such row, whose
//! original values then name the problem unless an earlier row is bad.

use numpy::ndarray::ArrayView2;
use numpy::prelude::*;
use numpy::{PyArray2, PyReadonlyArray2, PyUntypedArray};
use pyo3::prelude::*;

use super::calls::run;
use crate::bulk::arrays::{Converted, Rows};
use crate::bulk::convert::{convert, Id, Ids, Strided};
use crate::error::{Error, Result};

enum Data<'py> {
    Borrowed(PyReadonlyArray2<'py, u8>),
    Owned(Ids),
}

/// A card matrix read from a numpy array.
pub(super) struct CardArray<'py> {
    data: Data<'py>,
    /// The array's own number of rows (a conversion stops at an out-of-range id).
    rows: usize,
}

impl CardArray<'_> {
    /// The rows before the first out-of-range row (if any), and that row.
    pub(super) fn converted(&self) -> Result<Converted<'_>> {
        match &self.data {
            Data::Borrowed(a) => {
                let ids = a.as_slice().map_err(|e| Error::Shape(format!("{e}")))?;
                Ok(Converted {
                    rows: Rows::new(ids, a.shape()[1])?,
                    out_of_range: None,
                })
            }
            Data::Owned(ids) => ids.converted(),
        }
    }

    /// The array's number of rows.
    pub(super) fn len(&self) -> usize {
        self.rows
    }
}

/// The core's view of an aligned numpy view.
fn strided<'a, T: Id>(view: &ArrayView2<'a, T>) -> Result<Strided<'a, T>> {
    let (n, w) = view.dim();
    let strides = (view.strides()[0], view.strides()[1]);
    if n == 0 || w == 0 {
        return Strided::new(&[], 0, (n, w), strides);
    }
    // The lowest and highest element offsets from the first element.
    let reach = |len: usize, s: isize| ((len as isize - 1) * s).min(0);
    let far = |len: usize, s: isize| ((len as isize - 1) * s).max(0);
    let low = reach(n, strides.0) + reach(w, strides.1);
    let high = far(n, strides.0) + far(w, strides.1);
    // SAFETY: every element of the view lies between its lowest and highest ones, in
    // the one buffer of the array, which the view borrows for 'a; any bits are a
    // valid integer.
    let span =
        unsafe { std::slice::from_raw_parts(view.as_ptr().offset(low), (high - low) as usize + 1) };
    Strided::new(span, low.unsigned_abs(), (n, w), strides)
}

fn try_convert<'py, T: Id + numpy::Element>(
    arr: &Bound<'py, PyUntypedArray>,
    threads: Option<usize>,
) -> Option<PyResult<CardArray<'py>>> {
    let typed = arr.cast::<PyArray2<T>>().ok()?;
    Some((|| {
        let ro = typed
            .try_readonly()
            .map_err(|e| Error::Shape(format!("{e}")))?;
        let view = strided(&ro.as_array())?;
        let ids = run(arr.py(), threads, || convert(view))??;
        Ok(CardArray {
            data: Data::Owned(ids),
            rows: typed.shape()[0],
        })
    })())
}

/// Reads a 2-D integer array of card ids (`what` names it in errors), converting (if
/// needed) on the pool `threads` asks for.
pub(super) fn card_array<'py>(
    obj: &Bound<'py, PyAny>,
    what: &str,
    threads: Option<usize>,
) -> PyResult<CardArray<'py>> {
    let Ok(arr) = obj.cast::<PyUntypedArray>() else {
        return Err(Error::Shape(format!(
            "{what} must be a numpy array of card ids, one hand per row, not {}",
            obj.get_type().name()?
        ))
        .into());
    };
    if arr.ndim() != 2 {
        return Err(Error::Shape(format!(
            "{what} must be a 2-D array with one hand per row, got a {}-D array of shape {:?}",
            arr.ndim(),
            arr.shape()
        ))
        .into());
    }
    let dtype = arr.dtype();
    if !matches!(dtype.kind(), b'i' | b'u') {
        return Err(Error::Shape(format!(
            "{what} must hold integer card ids, got dtype {dtype}"
        ))
        .into());
    }
    if let Ok(a) = arr.cast::<PyArray2<u8>>() {
        if a.is_c_contiguous() {
            let ro = a.try_readonly().map_err(|e| Error::Shape(format!("{e}")))?;
            return Ok(CardArray {
                data: Data::Borrowed(ro),
                rows: a.shape()[0],
            });
        }
    }
    if arr.is_aligned() {
        macro_rules! each {
            ($($t:ty),*) => {$(
                if let Some(r) = try_convert::<$t>(arr, threads) {
                    return r;
                }
            )*};
        }
        each!(u8, i8, u16, i16, u32, i32, u64, i64);
    }
    // Another byte order, an unaligned view, ...: let numpy make an int64 copy.
    let copy = arr.call_method1("astype", ("int64",))?;
    let copy = copy.cast::<PyUntypedArray>()?;
    try_convert::<i64>(copy, threads).expect("an int64 array")
}
