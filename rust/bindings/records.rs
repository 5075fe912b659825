//! The records the core returns to Python, named once: a solved hand and its 21
//! valued settings (frozen classes), a simulation's tally (a dict keyed by the names of
//! [`Tally`]'s fields).

use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::paigow::monte_carlo::Tally;
use crate::paigow::solver::{SettingValue, Solution};

/// One of the 21 settings of a hand valued against the dealer.
#[pyclass(frozen, get_all, module = "paigow_fast._core")]
pub struct ValuedSetting {
    /// Positions in the hand of the two cards in front (`i < j`).
    pub low_positions: (usize, usize),
    pub high_class: u16,
    pub low_class: u32,
    pub legal: bool,
    /// Dealer hands won, pushed and lost against (0 for a foul).
    pub wins: u64,
    pub pushes: u64,
    pub losses: u64,
    /// Expected value per unit staked; None for a foul.
    pub ev: Option<f64>,
}

/// A hand's 21 settings valued, which is best, and the dealer's way's setting and rule.
#[pyclass(frozen, get_all, module = "paigow_fast._core")]
pub struct SolvedHand {
    /// "exact" or "approx".
    pub method: &'static str,
    /// Dealer hands counted.
    pub total: u64,
    /// In `settings()` order.
    pub options: Vec<Py<ValuedSetting>>,
    /// Index into `options` of the best legal setting.
    pub best: usize,
    /// Index into `options` of the setting the dealer's way gives the hand.
    pub house: usize,
    /// Index into `house_way_rules(dealer)` of the rule that sets the hand.
    pub house_rule: usize,
}

fn valued(s: &Solution, k: usize, o: &SettingValue) -> ValuedSetting {
    ValuedSetting {
        low_positions: o.low_positions,
        high_class: o.high_class,
        low_class: o.low_class,
        legal: o.legal,
        wins: o.wins,
        pushes: o.pushes,
        losses: o.losses,
        ev: s.ev(k),
    }
}

/// The record of a solution; `house_rule` is the dealer's rule that sets the hand.
pub fn solved_hand(py: Python<'_>, s: &Solution) -> PyResult<SolvedHand> {
    let options = s
        .options
        .iter()
        .enumerate()
        .map(|(k, o)| Py::new(py, valued(s, k, o)))
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
    m.add_class::<ValuedSetting>()?;
    m.add_class::<SolvedHand>()?;
    Ok(())
}
