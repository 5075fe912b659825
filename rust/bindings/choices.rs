//! What the core knows of each choice, for Python to build its enums and checks from:
//! the games, the solving methods, the analysis record's fields; and the core's checks
//! of a commission and a thread count. (The house ways and their rules: `house_ways`,
//! `house_way_rules` in `paigow.rs`; the analysis variants: `analysis_variants` in
//! `analysis.rs`.)

use pyo3::prelude::*;

use super::calls::run;
use crate::eval::enumerate::deck_size;
use crate::eval::RANKINGS;
use crate::paigow::analysis::Counts;
use crate::paigow::solver::{self, Method};

/// What Python's `Ranking` says of a game: (member name, deck has the joker, the numbers
/// of cards a hand may have, the category names best first, the cards of its deck).
type GameInfo = (&'static str, bool, Vec<usize>, &'static [&'static str], u8);

/// Every game in the order of its value.
#[pyfunction]
pub fn games() -> Vec<GameInfo> {
    RANKINGS
        .iter()
        .map(|g| {
            let counts = g.card_counts().collect();
            (
                g.name(),
                g.has_joker(),
                counts,
                g.categories(),
                deck_size(*g),
            )
        })
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

/// The core's check of a thread count, before a call that does work first (it starts,
/// or reuses, the pool the call then runs on).
#[pyfunction]
#[pyo3(signature = (threads = None))]
pub fn check_threads(py: Python<'_>, threads: Option<usize>) -> PyResult<()> {
    run(py, threads, || ())
}

/// A choice's name as the one spelling rule reads it: its letters and digits, lower
/// case ("Texas Hold'em": "texasholdem"). Two names are one choice when these agree.
#[pyfunction]
pub fn name_key(name: &str) -> String {
    crate::names::key(name)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(name_key, m)?)?;
    m.add_function(wrap_pyfunction!(solve_methods, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_count_fields, m)?)?;
    m.add_function(wrap_pyfunction!(check_commission, m)?)?;
    m.add_function(wrap_pyfunction!(check_threads, m)?)?;
    Ok(())
}
