//! The records the core returns to Python, named once: a solved hand and its 21
//! valued settings (frozen classes; a setting is the solver's `SettingValue`), a simulation's tally (a dict keyed by the names of
//! [`Tally`]'s fields).

use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::paigow::monte_carlo::Tally;
use crate::paigow::solver::{SettingValue, Solution};

/// A hand's 21 settings valued, which is best, and the dealer's way's setting and rule.
#[pyclass(frozen, get_all, module = "paigow_fast._core")]
pub struct SolvedHand {
    /// "exact" or "approx".
    pub method: &'static str,
    /// Dealer hands counted.
    pub total: u64,
    /// In `settings()` order.
    pub options: Vec<Py<SettingValue>>,
    /// Index into `options` of the best legal setting.
    pub best: usize,
    /// Index into `options` of the setting the dealer's way gives the hand.
    pub house: usize,
    /// Index into `house_way_rules(dealer)` of the rule that sets the hand.
    pub house_rule: usize,
}

/// The record of a solution; `house_rule` is the dealer's rule that sets the hand.
pub fn solved_hand(py: Python<'_>, s: &Solution) -> PyResult<SolvedHand> {
    let options = s
        .options
        .iter()
        .map(|o| Py::new(py, *o))
        .collect::<PyResult<_>>()?;
    Ok(SolvedHand {
        method: s.method.name(),
        total: s.total,
        options,
        best: s.best,
        house: s.house,
        house_rule: s.house_rule,
    })
}

/// A simulation's counts, keyed by the names of [`Tally`]'s fields.
pub fn tally_dict<'py>(py: Python<'py>, t: &Tally) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("rounds", t.rounds)?;
    d.set_item("wins", t.wins)?;
    d.set_item("losses", t.losses)?;
    d.set_item("high_copies", t.high_copies)?;
    d.set_item("low_copies", t.low_copies)?;
    d.set_item("copies", t.copies)?;
    Ok(d)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<SettingValue>()?;
    m.add_class::<SolvedHand>()?;
    Ok(())
}
