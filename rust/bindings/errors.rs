//! The exception classes of the package: `Error(ValueError)` and its subclasses.

use pyo3::create_exception;
use pyo3::exceptions::{PyMemoryError, PyValueError};
use pyo3::prelude::*;

use crate::error::Error as CoreError;

create_exception!(
    paigow_fast,
    Error,
    PyValueError,
    "Base class of paigow_fast's errors."
);
create_exception!(
    paigow_fast,
    CardError,
    Error,
    "A card id or text that is not a card, or a card given twice."
);
create_exception!(
    paigow_fast,
    HandError,
    Error,
    "The wrong number of cards for the game, or a joker where the game has none."
);
create_exception!(paigow_fast, FoulError, Error, "An illegal Pai Gow setting.");
create_exception!(
    paigow_fast,
    ShapeError,
    HandError,
    "An array of the wrong shape or element type for a batch of hands."
);
create_exception!(
    paigow_fast,
    ArgumentError,
    Error,
    "An unknown game, house way, strategy or method, or an argument out of its range."
);

create_exception!(
    paigow_fast,
    PayTableError,
    ArgumentError,
    "A side bet's pay table that is not one: an unknown event, an event twice, a bad pay."
);

create_exception!(
    paigow_fast,
    ThreadError,
    Error,
    "The threads a call asked for could not be started (the system refused them)."
);

impl From<CoreError> for PyErr {
    fn from(e: CoreError) -> PyErr {
        match e {
            CoreError::Card(m) => CardError::new_err(m),
            CoreError::Hand(m) => HandError::new_err(m),
            CoreError::Foul(m) => FoulError::new_err(m),
            CoreError::Shape(m) => ShapeError::new_err(m),
            CoreError::Argument(m)
            | CoreError::Method(m)
            | CoreError::Commission(m)
            | CoreError::Threads(m) => ArgumentError::new_err(m),
            CoreError::PayTable(m) => PayTableError::new_err(m),
            CoreError::ThreadStart(m) => ThreadError::new_err(m),
            CoreError::OutOfMemory(m) => PyMemoryError::new_err(m),
        }
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<Error>())?;
    m.add("CardError", py.get_type::<CardError>())?;
    m.add("HandError", py.get_type::<HandError>())?;
    m.add("FoulError", py.get_type::<FoulError>())?;
    m.add("ShapeError", py.get_type::<ShapeError>())?;
    m.add("ArgumentError", py.get_type::<ArgumentError>())?;
    m.add("PayTableError", py.get_type::<PayTableError>())?;
    m.add("ThreadError", py.get_type::<ThreadError>())?;
    Ok(())
}
