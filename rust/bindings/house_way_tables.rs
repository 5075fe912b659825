//! House ways as tables (`paigow::house_way::tabulated`): the patterns a way is
//! tabulated on, hands alike to them, a way's table, and the registering of a table as
//! a way of its own.

use numpy::{PyArray1, PyArray2, PyReadonlyArray1, PyReadonlyArray2};
use pyo3::prelude::*;

use super::array_out::{array1, array2};
use super::paigow::{hand7, way_of};
use crate::cards::Card;
use crate::eval::tables::tables;
use crate::paigow::house_way::tabulated;

fn hands_array<'py>(py: Python<'py>, hands: Vec<[Card; 7]>) -> PyResult<Bound<'py, PyArray2<u8>>> {
    array2(py, (hands.len(), 7), Some(1), |out| {
        out.copy_from_slice(hands.as_flattened());
        Ok(())
    })
}

/// One hand per pattern a house way is tabulated on, in the table's order: (N, 7) uint8.
#[pyfunction]
pub fn house_way_patterns(py: Python<'_>) -> PyResult<Bound<'_, PyArray2<u8>>> {
    hands_array(py, tabulated::patterns())
}

/// A hand alike to each pattern's (other suits, shuffled), drawn from `seed`.
#[pyfunction]
pub fn house_way_alike(py: Python<'_>, seed: u64) -> PyResult<Bound<'_, PyArray2<u8>>> {
    hands_array(py, tabulated::alike_hands(seed))
}

/// The index in `house_way_patterns()` of the pattern of seven cards.
#[pyfunction]
pub fn house_way_pattern_of(cards: Vec<i64>) -> PyResult<usize> {
    Ok(tabulated::pattern_index(tables(), &hand7(cards)?))
}

/// A way's decision for every pattern: the front's positions (N, 2) and the rule (N,).
#[pyfunction]
#[allow(clippy::type_complexity)]
pub fn house_way_table<'py>(
    py: Python<'py>,
    way: &str,
) -> PyResult<(Bound<'py, PyArray2<u8>>, Bound<'py, PyArray1<u8>>)> {
    let table = tabulated::tabulate(way_of(way)?);
    let fronts = array2(py, (table.len(), 2), Some(1), |out| {
        for (o, ((i, j), _)) in out.chunks_exact_mut(2).zip(&table) {
            o.copy_from_slice(&[*i, *j]);
        }
        Ok(())
    })?;
    let rules = array1(py, table.len(), Some(1), |out| {
        for (o, (_, r)) in out.iter_mut().zip(&table) {
            *o = *r;
        }
        Ok(())
    })?;
    Ok((fronts, rules))
}

/// Registers a table (fronts (N, 2) positions, rules (N,) indices into `rules`, each
/// (id, text)) as the house way `name`.
#[pyfunction]
pub fn register_house_way_table(
    name: &str,
    rules: Vec<(String, String)>,
    fronts: PyReadonlyArray2<'_, u8>,
    rule_of: PyReadonlyArray1<'_, u8>,
) -> PyResult<()> {
    let fronts = fronts.as_array();
    let pairs: Vec<(u8, u8)> = fronts.outer_iter().map(|r| (r[0], r[1])).collect();
    let rule_of: Vec<u8> = rule_of.as_array().iter().copied().collect();
    if fronts.ncols() != 2 {
        return Err(crate::error::Error::Argument("fronts must have two columns".into()).into());
    }
    tabulated::register(name, &rules, &pairs, &rule_of)?;
    Ok(())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(house_way_patterns, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_alike, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_pattern_of, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_table, m)?)?;
    m.add_function(wrap_pyfunction!(register_house_way_table, m)?)?;
    Ok(())
}
