//! The one error type of the core: a variant per cause, each becoming a Python
//! exception class (subclasses of `paigow_fast.Error`, a `ValueError`, but for
//! `OutOfMemory`, Python's `MemoryError`).

use std::fmt;

/// What went wrong, with a message that names the offending card, hand, row or value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A card id outside 0..=52, or a card given twice (`CardError`).
    Card(String),
    /// The wrong number of cards for the game, or a joker where the game has none
    /// (`HandError`).
    Hand(String),
    /// An illegal Pai Gow setting: the two-card hand outranks the five-card hand
    /// (`FoulError`).
    Foul(String),
    /// An array of the wrong shape or element type (`ShapeError`, a `HandError`).
    Shape(String),
    /// An unknown game, house way or strategy, or an argument out of its range
    /// (`ArgumentError`).
    Argument(String),
    /// An unknown solving method (`ArgumentError`).
    Method(String),
    /// A commission outside [0, 1) (`ArgumentError`).
    Commission(String),
    /// A side bet's pay table that is not one: an unknown event, an event twice, no
    /// events (`PayTableError`, an `ArgumentError`).
    PayTable(String),
    /// A number of threads out of range: 0, or above the cap (`ArgumentError`).
    Threads(String),
    /// The threads a call asked for could not be started: the system refused them
    /// (`ThreadError`).
    ThreadStart(String),
    /// An input or result too large to allocate (Python's `MemoryError`).
    OutOfMemory(String),
}

impl Error {
    /// The same error with `context` (e.g. "row 17: ") put in front of its message.
    pub fn with_context(self, context: &str) -> Self {
        self.map_message(|m| format!("{context}{m}"))
    }

    /// The same error with its message rewritten by `f`.
    pub fn map_message(self, f: impl FnOnce(String) -> String) -> Self {
        match self {
            Error::Card(m) => Error::Card(f(m)),
            Error::Hand(m) => Error::Hand(f(m)),
            Error::Foul(m) => Error::Foul(f(m)),
            Error::Shape(m) => Error::Shape(f(m)),
            Error::Argument(m) => Error::Argument(f(m)),
            Error::Method(m) => Error::Method(f(m)),
            Error::Commission(m) => Error::Commission(f(m)),
            Error::PayTable(m) => Error::PayTable(f(m)),
            Error::Threads(m) => Error::Threads(f(m)),
            Error::ThreadStart(m) => Error::ThreadStart(f(m)),
            Error::OutOfMemory(m) => Error::OutOfMemory(f(m)),
        }
    }

    /// The message without the variant name.
    pub fn message(&self) -> &str {
        match self {
            Error::Card(m)
            | Error::Hand(m)
            | Error::Foul(m)
            | Error::Shape(m)
            | Error::Argument(m)
            | Error::Method(m)
            | Error::Commission(m)
            | Error::PayTable(m)
            | Error::Threads(m)
            | Error::ThreadStart(m)
            | Error::OutOfMemory(m) => m,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for Error {}

/// Result type of the core.
pub type Result<T> = std::result::Result<T, Error>;
