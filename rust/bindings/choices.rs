//! What the core knows of each choice, for Python to build its enums and checks from:
//! the games, the solving methods, the analysis record's fields, the commission's range. (The house ways and
//! their rules: `house_ways`, `house_way_rules` in `paigow.rs`; the analysis variants:
//! `analysis_variants` in `analysis.rs`.)

use pyo3::prelude::*;

use crate::bulk::analysis::Counts;
use crate::eval::GAMES;
use crate::paigow::solver::{self, Method};

/// Every game in the order of its value: (member name, deck has the joker, the
/// numbers of cards a hand may have).
#[pyfunction]
pub fn games() -> Vec<(&'static str, bool, Vec<usize>)> {
    GAMES
        .iter()
        .map(|g| (g.name(), g.has_joker(), g.card_counts().collect()))
        .collect()
}

/// The names of the solving methods, the default first.
#[pyfunction]
pub fn solve_methods() -> Vec<&'static str> {
    Method::ALL.iter().map(|m| m.name()).collect()
}

/// The names of an analysis record's seven counts, in the order the records hold them.
#[pyfunction]
pub fn analysis_count_fields() -> Vec<&'static str> {
    Counts::FIELD_NAMES.to_vec()
}

/// The core's check of a commission rate (in [0, 1)), for the Python calls whose
/// commission the core does not see (`simulate`) or sees only after the call has
/// started (`analyze`, whose results directory records it).
#[pyfunction]
pub fn check_commission(commission: f64) -> PyResult<()> {
    Ok(solver::check_commission(commission)?)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(solve_methods, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_count_fields, m)?)?;
    m.add_function(wrap_pyfunction!(check_commission, m)?)?;
    Ok(())
}
