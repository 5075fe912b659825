//! paigow_fast's core: card ids, evaluators for every ranking, Pai Gow Poker (settings,
//! the house ways, settlement, the exact solver, side bets, the exact analysis of the
//! whole game, the Monte Carlo) and many hands at once on all cores (`bulk`).
//!
//! The Python bindings live in `bindings` (feature `python`); everything else is plain
//! Rust, tested with `cargo test`.

pub mod bulk;
pub mod cards;
pub mod error;
pub mod eval;
pub mod paigow;

#[cfg(feature = "python")]
mod bindings;

pub use cards::{Card, JOKER};
pub use error::{Error, Result};
pub use eval::Game;
