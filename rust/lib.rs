//! paigow_fast's core, by domain:
//!
//! * [`cards`] and [`error`]: card ids, and the one error type (a variant per cause).
//! * [`eval`]: the evaluators of every ranking (their tables in `eval::tables`) and
//!   the exhaustive count of every hand by category (`eval::enumerate`).
//! * [`paigow`]: Pai Gow Poker: settings, the house ways (a registry of definitions),
//!   settlement, the exact solver of one hand, side bets and their exact prices, the
//!   exact analysis of the whole game, the seeded Monte Carlo.
//! * [`equity`]: equities of hands and weighted ranges, exact in integers or by seeded
//!   Monte Carlo: the board games (hold'em and Omaha, high and hi-lo) in
//!   `equity::board`, the stud and draw games in `equity::stud_draw`, what both share
//!   (ranges, showdown, tallies, estimates) at `equity`'s root; the suit-isomorphic
//!   hand indexer (Waugh's) in `equity::indexing`, which needs only `cards`.
//! * [`bulk`]: many hands at once on all cores: the per-row kernels over card
//!   matrices, their validation, the conversion of other integer arrays, the thread
//!   pools and the batches of long calls. It runs the domains row by row and adds no
//!   rules of its own.
//!
//! The Python bindings live in `bindings` (feature `python`): they convert arguments,
//! call the core and convert its results and errors. Everything else is plain Rust,
//! tested with `cargo test`.

pub mod bulk;
pub mod cards;
pub mod equity;
pub mod error;
pub mod eval;
pub mod names;
pub mod paigow;
pub mod runtime;

#[cfg(feature = "python")]
mod bindings;

pub use cards::{Card, JOKER};
pub use error::{Error, Result};
pub use eval::Ranking;
