//! Pai Gow's results as Python sees them, built in the core: a [`PySetting`] (seven
//! cards set as a five-card and a two-card hand) and a round's [`PyOutcome`].

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::PyFloat;
use pyo3::types::{PyTuple, PyType};

use super::args::Cards;
use super::value_eq::{compare_by, hash_of};
use crate::cards::{cards_text, Card};
use crate::paigow::{setting, Setting};

/// Seven cards set as a five-card `high` hand (the back) and a two-card `low` hand
/// (the front). Written, parsed and shown as ``"FRONT2 / BACK5"``, e.g.
/// ``"Qd Jc / Ah 9h 6s 3d 2c"``, the dealer's layout (``str()``; :meth:`parse` also
/// takes the five-card hand first).
///
/// Equality and hashing go by content: the same cards in each hand, in any order.
#[pyclass(frozen, name = "Setting", module = "paigow_fast")]
pub struct PySetting {
    pub setting: Setting,
    high_rank: u16,
    low_rank: u32,
}

impl PySetting {
    /// The setting with its hands ranked.
    pub fn of(setting: Setting) -> PySetting {
        PySetting {
            high_rank: setting.high_rank(),
            low_rank: setting.low_rank(),
            setting,
        }
    }

    /// The content equality and hashing go by: each hand's cards in order.
    fn content(&self) -> ([Card; 5], [Card; 2]) {
        let (mut high, mut low) = (self.setting.high, self.setting.low);
        high.sort_unstable();
        low.sort_unstable();
        (high, low)
    }
}

fn ids<'py>(py: Python<'py>, cards: &[Card]) -> PyResult<Bound<'py, PyTuple>> {
    PyTuple::new(py, cards.iter().map(|&c| u32::from(c)))
}

#[pymethods]
impl PySetting {
    #[new]
    fn new(high: Cards, low: Cards) -> PyResult<Self> {
        let (high, low) = (high.checked(true)?, low.checked(true)?);
        Ok(PySetting::of(Setting::from_ids(&high, &low)?))
    }

    /// A setting written with a slash, ``"FRONT2 / BACK5"`` (``"Qd Jc / Ah 9h 6s 3d 2c"``)
    /// or the other way round (``"Ah 9h 6s 3d 2c / Qd Jc"``): the hands' sizes tell
    /// which is which. Wrong sizes raise HandError.
    #[classmethod]
    fn parse(_cls: &Bound<'_, PyType>, text: &str) -> PyResult<Self> {
        Ok(PySetting::of(Setting::parse(text)?))
    }

    /// The five-card hand's ids.
    #[getter]
    fn high<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ids(py, &self.setting.high)
    }

    /// The two-card hand's ids.
    #[getter]
    fn low<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ids(py, &self.setting.low)
    }

    /// The seven cards, high hand first.
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        ids(py, &self.setting.cards())
    }

    /// Pai Gow class of the five-card hand (larger is better).
    #[getter]
    fn high_rank(&self) -> u16 {
        self.high_rank
    }

    /// Class of the two-card hand (larger is better).
    #[getter]
    fn low_rank(&self) -> u32 {
        self.low_rank
    }

    /// Whether the five-card hand ranks at least as high as the two-card hand.
    #[getter]
    fn is_legal(&self) -> bool {
        setting::is_legal_ranks(self.high_rank, self.low_rank)
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> Py<PyAny> {
        compare_by(self, other, op, |a, b| a.content() == b.content())
    }

    fn __hash__(&self) -> u64 {
        hash_of(self.content())
    }

    fn __repr__(&self) -> String {
        format!(
            "Setting(low='{}', high='{}')",
            cards_text(&self.setting.low),
            cards_text(&self.setting.high)
        )
    }

    fn __str__(&self) -> String {
        format!(
            "{} / {}",
            cards_text(&self.setting.low),
            cards_text(&self.setting.high)
        )
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyType>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let s = slf.get();
        let args = PyTuple::new(py, [s.high(py)?, s.low(py)?])?;
        Ok((slf.get_type(), args))
    }

    fn _repr_html_(&self, py: Python<'_>) -> PyResult<String> {
        let html = py.import("paigow_fast._html")?.getattr("setting_html")?;
        html.call1((self.low(py)?, self.high(py)?, self.is_legal()))?
            .extract()
    }
}

/// The result of a round for the player, and the payout per unit staked.
#[pyclass(frozen, name = "Outcome", module = "paigow_fast")]
pub struct PyOutcome {
    /// "win", "push" or "loss".
    #[pyo3(get)]
    result: &'static str,
    /// +1 less the commission, 0 or -1.
    #[pyo3(get)]
    payout: f64,
}

impl PyOutcome {
    pub fn new(result: &'static str, payout: f64) -> PyOutcome {
        PyOutcome { result, payout }
    }

    /// What equality and the hash read: the result and the payout's bits.
    fn key(&self) -> (&'static str, u64) {
        (self.result, self.payout.to_bits())
    }
}

#[pymethods]
impl PyOutcome {
    #[new]
    fn py_new(result: &str, payout: f64) -> PyResult<Self> {
        let result = ["win", "push", "loss"]
            .into_iter()
            .find(|r| *r == result)
            .ok_or_else(|| {
                crate::Error::Argument(format!(
                    "an outcome's result is 'win', 'push' or 'loss', not {result:?}"
                ))
            })?;
        Ok(PyOutcome::new(result, payout))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> Py<PyAny> {
        compare_by(self, other, op, |a, b| a.key() == b.key())
    }

    fn __hash__(&self) -> u64 {
        hash_of(self.key())
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let payout = PyFloat::new(py, self.payout).repr()?;
        Ok(format!(
            "Outcome(result='{}', payout={payout})",
            self.result
        ))
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (&'static str, f64)) {
        let o = slf.get();
        (slf.get_type(), (o.result, o.payout))
    }
}
