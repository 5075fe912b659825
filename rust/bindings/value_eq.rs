//! Equality and hashing of the frozen value classes (`Setting`, `Outcome`,
//! `EquityResult`), by a key of their fields.

use std::hash::{Hash, Hasher};

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::pyclass::boolean_struct::True;
use pyo3::IntoPyObjectExt;
use pyo3::PyClass;

/// `==` and `!=` of `this` and `other` by `equal`; NotImplemented for another type or
/// another comparison.
pub(super) fn compare_by<T>(
    this: &T,
    other: &Bound<'_, PyAny>,
    op: CompareOp,
    equal: impl Fn(&T, &T) -> bool,
) -> Py<PyAny>
where
    T: PyClass<Frozen = True> + Sync,
{
    let py = other.py();
    match (other.cast::<T>(), op) {
        (Ok(o), CompareOp::Eq) => equal(this, o.get()).into_py_any(py),
        (Ok(o), CompareOp::Ne) => (!equal(this, o.get())).into_py_any(py),
        _ => Ok(py.NotImplemented()),
    }
    .unwrap_or_else(|_| py.NotImplemented())
}

/// The hash of a value's key.
pub(super) fn hash_of(key: impl Hash) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    key.hash(&mut h);
    h.finish()
}
