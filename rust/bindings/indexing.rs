//! Hand indexing: hand_index, hand_index_many, hand_unindex, hand_unindex_many,
//! hand_index_size ([`crate::equity::indexing`], [`crate::bulk::index_many`]).

use numpy::prelude::*;
use numpy::{PyArray1, PyArray2, PyUntypedArray};
use pyo3::prelude::*;

use super::args::{Cards, HandIndex, Rounds};
use super::array_in::card_array;
use super::array_out::{array1, array2};
use super::eval::id_list;
use crate::bulk::index_many::{hand_index_many_into, hand_unindex_many_into};
use crate::equity::indexing::Indexer;
use crate::error::Error;

/// The index of one hand (its rounds' cards one after another) at its last round.
#[pyfunction]
pub fn hand_index(cards: Cards, rounds: Rounds) -> PyResult<u64> {
    let ids = cards.checked(false)?;
    Ok(Indexer::shared(&rounds.0)?.index_last(&ids)?)
}

/// The index of every row of a card matrix (uint64).
#[pyfunction]
#[pyo3(signature = (cards, rounds, threads = None))]
pub fn hand_index_many<'py>(
    py: Python<'py>,
    cards: &Bound<'py, PyAny>,
    rounds: Rounds,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<u64>>> {
    let indexer = Indexer::shared(&rounds.0)?;
    let cards = card_array(cards, "cards", threads)?;
    let ids = cards.converted()?;
    array1(py, ids.rows.len(), threads, |out| {
        ids.apply(false, |rows| hand_index_many_into(&indexer, rows, out))
    })
}

/// The canonical hand of class `index` at the last round, as card ids.
#[pyfunction]
pub fn hand_unindex(index: HandIndex, rounds: Rounds) -> PyResult<Vec<u16>> {
    let indexer = Indexer::shared(&rounds.0)?;
    Ok(id_list(&indexer.unindex(rounds.0.len() - 1, index.0)?))
}

/// The canonical hand of every index of a 1-D integer array: (N, cards) uint8.
#[pyfunction]
#[pyo3(signature = (indices, rounds, threads = None))]
pub fn hand_unindex_many<'py>(
    py: Python<'py>,
    indices: &Bound<'py, PyAny>,
    rounds: Rounds,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    let indexer = Indexer::shared(&rounds.0)?;
    let arr = indices
        .cast::<PyUntypedArray>()
        .map_err(|_| Error::Shape("indices must be a 1-D numpy array of ints".into()))?;
    let kind = arr.dtype().kind();
    if arr.ndim() != 1 || !matches!(kind, b'i' | b'u') {
        return Err(Error::Shape(format!(
            "indices must be a 1-D array of ints, got a {}-D array of dtype {}",
            arr.ndim(),
            arr.dtype()
        ))
        .into());
    }
    let numpy = py.import("numpy")?;
    let n = arr.shape()[0];
    let width = indexer.cards();
    macro_rules! unindex_as {
        ($t:ty, $name:expr) => {{
            let copy = numpy.call_method1("ascontiguousarray", (arr, $name))?;
            let typed = copy
                .cast::<PyArray1<$t>>()?
                .try_readonly()
                .map_err(|e| Error::Shape(format!("{e}")))?;
            let values = typed.as_slice().map_err(|e| Error::Shape(format!("{e}")))?;
            array2(py, (n, width), threads, |out| {
                hand_unindex_many_into(&indexer, values, out)
            })
        }};
    }
    if kind == b'u' {
        unindex_as!(u64, "uint64")
    } else {
        unindex_as!(i64, "int64")
    }
}

/// The number of classes of hands dealt in `rounds`, at the last round.
#[pyfunction]
pub fn hand_index_size(rounds: Rounds) -> PyResult<u64> {
    Ok(Indexer::shared(&rounds.0)?.size(rounds.0.len() - 1))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(hand_index, m)?)?;
    m.add_function(wrap_pyfunction!(hand_index_many, m)?)?;
    m.add_function(wrap_pyfunction!(hand_unindex, m)?)?;
    m.add_function(wrap_pyfunction!(hand_unindex_many, m)?)?;
    m.add_function(wrap_pyfunction!(hand_index_size, m)?)?;
    Ok(())
}
