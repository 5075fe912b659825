//! The one error type of the core. Each variant becomes a Python exception class
//! (`CardError`, `HandError`, `FoulError`, all subclasses of `paigow_fast.Error`).

use std::fmt;

/// What went wrong, with a message that names the offending card, hand or row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A card id outside 0..=52, or a card given twice.
    Card(String),
    /// The wrong number of cards for the game, or a joker where the game has none.
    Hand(String),
    /// An illegal Pai Gow setting (the two-card hand outranks the five-card hand).
    Foul(String),
}

impl Error {
    /// The same error with `context` (e.g. "row 17: ") put in front of its message.
    pub fn with_context(self, context: &str) -> Self {
        match self {
            Error::Card(m) => Error::Card(format!("{context}{m}")),
            Error::Hand(m) => Error::Hand(format!("{context}{m}")),
            Error::Foul(m) => Error::Foul(format!("{context}{m}")),
        }
    }

    /// The message without the variant name.
    pub fn message(&self) -> &str {
        match self {
            Error::Card(m) | Error::Hand(m) | Error::Foul(m) => m,
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
