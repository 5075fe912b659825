//! An equity run's result as Python sees it, built in the core: the integer counts of
//! an exact run (or the estimates of a Monte Carlo run) kept as they are, each public
//! attribute computed from them when read.

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::{PyFloat, PyInt, PyTuple};
use pyo3::IntoPyObjectExt;

use super::value_eq::compare_by;
use crate::equity::showdown::{HALF, POT};
use crate::equity::{Method, Outcome};

/// What a run found.
#[derive(Clone, PartialEq)]
enum Counts {
    /// Per player (pot, win, tie, high, low) numerators over the total weight.
    Exact {
        completions: u64,
        total: u128,
        rows: Vec<[u128; 5]>,
    },
    /// Per player (equity, stderr, win, tie, high, low).
    MonteCarlo { samples: u64, rows: Vec<[f64; 6]> },
}

/// Each player's share of the pot.
///
/// ``equity``: expected share of the pot (floats summing to 1); ``fractions``: the
/// same as exact ``Fraction``s when ``exact``; ``win``: probability of taking the whole
/// pot alone (a scoop in split-pot games); ``tie``: of taking part of it, not all;
/// ``high``: expected share of the high pot (the high half, or the whole pot when no
/// low qualifies); ``low``: of the low half (split-pot games; 0 otherwise); ``scoop``:
/// ``win`` in split-pot games, None otherwise. ``stderr``: standard errors of the
/// equities (0 when exact); ``samples`` (Monte Carlo) or ``completions`` (exact: the
/// board completions, or the stud and draw card deals, enumerated); ``method``:
/// ``"exact"`` or ``"monte-carlo"``; ``game``: the game's name; ``seed``: the seed
/// sampled with (None when exact), so that a run without a given seed can be
/// repeated; ``players``: the players as asked (hands and ranges as text).
#[pyclass(frozen, name = "EquityResult", module = "paigow_fast")]
pub struct PyEquityResult {
    game: &'static str,
    hi_lo: bool,
    counts: Counts,
    seed: Option<u64>,
    players: Vec<String>,
}

impl PyEquityResult {
    /// The result of an outcome of `game` (`hi_lo`: a split pot), sampled with `seed`.
    pub fn new(
        game: &'static str,
        hi_lo: bool,
        outcome: &Outcome,
        seed: u64,
        players: &[String],
    ) -> PyEquityResult {
        let (counts, seed) = match outcome {
            Outcome::Exact {
                completions,
                total,
                players,
            } => (
                Counts::Exact {
                    completions: *completions,
                    total: *total,
                    rows: players
                        .iter()
                        .map(|c| [c.pot, c.win, c.tie, c.high, c.low])
                        .collect(),
                },
                None,
            ),
            Outcome::MonteCarlo { samples, players } => (
                Counts::MonteCarlo {
                    samples: *samples,
                    rows: players
                        .iter()
                        .map(|e| [e.equity, e.stderr, e.win, e.tie, e.high, e.low])
                        .collect(),
                },
                Some(seed),
            ),
        };
        PyEquityResult {
            game,
            hi_lo,
            counts,
            seed,
            players: players.to_vec(),
        }
    }

    /// Per player, column `column` of the counts over `unit` times the total (exact)
    /// or column `estimate` of the estimates.
    fn column<'py>(
        &self,
        py: Python<'py>,
        column: usize,
        unit: u32,
        estimate: usize,
    ) -> PyResult<Bound<'py, PyTuple>> {
        match &self.counts {
            Counts::Exact { total, rows, .. } => {
                let over = total * u128::from(unit);
                let shares = rows
                    .iter()
                    .map(|r| ratio(py, r[column], over))
                    .collect::<PyResult<Vec<_>>>()?;
                PyTuple::new(py, shares)
            }
            Counts::MonteCarlo { rows, .. } => PyTuple::new(py, rows.iter().map(|r| r[estimate])),
        }
    }
}

/// `n / d` correctly rounded, as Python's int division gives it.
fn ratio<'py>(py: Python<'py>, n: u128, d: u128) -> PyResult<Bound<'py, PyAny>> {
    const EXACT: u128 = 1 << 53;
    if n < EXACT && d < EXACT {
        // Both exact as doubles: IEEE division rounds the quotient correctly.
        return PyFloat::new(py, n as f64 / d as f64).into_bound_py_any(py);
    }
    let n = n.into_pyobject(py)?;
    n.div(d.into_pyobject(py)?)
}

#[pymethods]
impl PyEquityResult {
    /// Expected share of the pot, per player.
    #[getter]
    fn equity<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        self.column(py, 0, POT, 0)
    }

    /// Whether every completion was counted.
    #[getter]
    fn exact(&self) -> bool {
        matches!(self.counts, Counts::Exact { .. })
    }

    /// The equities as exact fractions (None for Monte Carlo).
    #[getter]
    fn fractions<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyTuple>>> {
        let Counts::Exact { total, rows, .. } = &self.counts else {
            return Ok(None);
        };
        let fraction = py.import("fractions")?.getattr("Fraction")?;
        let pot = total * u128::from(POT);
        let values = rows
            .iter()
            .map(|r| fraction.call1((r[0], pot)))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(Some(PyTuple::new(py, values)?))
    }

    /// Probability of taking the whole pot alone.
    #[getter]
    fn win<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        self.column(py, 1, 1, 2)
    }

    /// Probability of taking part of the pot, not all.
    #[getter]
    fn tie<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        self.column(py, 2, 1, 3)
    }

    /// Expected share of the high pot.
    #[getter]
    fn high<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        self.column(py, 3, HALF, 4)
    }

    /// Expected share of the low half (0 in high-only games).
    #[getter]
    fn low<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        self.column(py, 4, HALF, 5)
    }

    /// `win` in split-pot games, None otherwise.
    #[getter]
    fn scoop<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyTuple>>> {
        self.hi_lo.then(|| self.win(py)).transpose()
    }

    /// Standard errors of the equities (0 when exact).
    #[getter]
    fn stderr<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        match &self.counts {
            Counts::Exact { rows, .. } => PyTuple::new(py, rows.iter().map(|_| 0.0)),
            Counts::MonteCarlo { rows, .. } => PyTuple::new(py, rows.iter().map(|r| r[1])),
        }
    }

    /// Samples drawn (Monte Carlo), else None.
    #[getter]
    fn samples(&self) -> Option<u64> {
        match self.counts {
            Counts::MonteCarlo { samples, .. } => Some(samples),
            Counts::Exact { .. } => None,
        }
    }

    /// Completions enumerated (exact), else None.
    #[getter]
    fn completions(&self) -> Option<u64> {
        match self.counts {
            Counts::Exact { completions, .. } => Some(completions),
            Counts::MonteCarlo { .. } => None,
        }
    }

    /// "exact" or "monte-carlo".
    #[getter]
    fn method(&self) -> &'static str {
        match self.counts {
            Counts::Exact { .. } => Method::Exact.name(),
            Counts::MonteCarlo { .. } => Method::MonteCarlo.name(),
        }
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }

    /// The seed sampled with (None when exact).
    #[getter]
    fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The players as asked (hands and ranges as text).
    #[getter]
    fn players<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.players)
    }

    /// Equal when every figure is (the players' texts aside).
    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> Py<PyAny> {
        compare_by(self, other, op, |a, b| {
            (a.game, a.hi_lo, a.seed) == (b.game, b.hi_lo, b.seed) && a.counts == b.counts
        })
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (self.game, self.seed).hash(&mut h);
        match &self.counts {
            Counts::Exact {
                completions,
                total,
                rows,
            } => (completions, total, rows).hash(&mut h),
            Counts::MonteCarlo { samples, rows } => {
                samples.hash(&mut h);
                for r in rows {
                    r.map(f64::to_bits).hash(&mut h);
                }
            }
        }
        h.finish()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let shares: Vec<String> = self
            .equity(py)?
            .iter()
            .map(|e| e.extract::<f64>().map(|e| format!("{e:.4}")))
            .collect::<PyResult<_>>()?;
        let count = match self.counts {
            Counts::Exact { completions, .. } => format!("completions={completions}"),
            Counts::MonteCarlo { samples, .. } => format!("samples={samples}"),
        };
        Ok(format!(
            "EquityResult({}, equity=({}), {}, {count})",
            self.game,
            shares.join(", "),
            self.method()
        ))
    }

    fn _repr_html_(slf: &Bound<'_, Self>) -> PyResult<String> {
        let py = slf.py();
        let html = py.import("paigow_fast._equity")?.getattr("result_html")?;
        html.call1((slf,))?.extract()
    }
}

/// Checks that `obj` is an int (not a bool) in [0, 2**64), naming `what`.
pub fn check_u64(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    let bad = || {
        crate::Error::Argument(format!(
            "{what} must be an int in [0, 2**64), got {}",
            obj.repr().map_or_else(|_| "?".into(), |r| r.to_string())
        ))
    };
    if obj.is_instance_of::<pyo3::types::PyBool>() {
        return Err(bad().into());
    }
    let int = match obj.cast::<PyInt>() {
        Ok(i) => i.clone(),
        Err(_) if obj.hasattr("__index__")? => {
            obj.call_method0("__index__")?.cast_into::<PyInt>()?
        }
        Err(_) => return Err(bad().into()),
    };
    int.extract::<u64>().map_err(|_| bad().into())
}
