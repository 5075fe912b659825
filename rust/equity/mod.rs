//! Equity: each player's expected share of the pot in hold'em and Omaha, high and
//! hi-lo, and in the stud and single-draw games, for hands and weighted ranges,
//! heads-up or multiway.
//!
//! * [`board`]: the board games (hold'em, Omaha): the games, the question checked,
//!   exact enumeration (by suit symmetry, hold'em preflop by rank boards) and seeded
//!   Monte Carlo.
//! * [`stud_draw`]: the stud and draw games (no board): the games, the problem, exact
//!   (rank multisets where values depend on ranks only, piles) and Monte Carlo.
//! * Shared by both: [`played`]: every equity game by name, read in one place
//!   ([`Played::from_name`]); [`range`]: range notation and weights; [`hands`]: a
//!   player's hands once the known cards are out; [`showdown`]: the players' values
//!   and the pot's settlement; [`tally`]: the integer counts of an exact enumeration;
//!   [`estimate`]: the sums of Monte Carlo samples, dealt in chunks identical on any
//!   number of threads.
//! * [`question`] puts both kinds of game behind one interface; [`Method`] chooses
//!   between exact and Monte Carlo; [`run`] runs either to its outcome; [`grid`]: the
//!   13x13 grid of hold'em starting-hand classes against a range; [`preflop`]: the
//!   preflop atlas's cells (a class against a class, exact); [`distribution`]: one
//!   player's equity combo by combo; [`board_classes`]: the made hands and draws of a
//!   range on a board (Flopzilla's classes).
//! * [`indexing`]: Waugh's suit-isomorphic hand indexer (index and unindex of hands
//!   dealt in rounds), which depends only on [`crate::cards`].

pub mod board;
pub mod board_classes;
pub mod distribution;
pub mod estimate;
pub mod grid;
pub mod hands;
pub mod indexing;
pub mod played;
pub mod preflop;
pub mod question;
pub mod range;
pub mod run;
pub mod showdown;
pub mod strength;
pub mod stud_draw;
pub mod tally;

pub use board::{exact_seconds, monte_carlo_seconds, EquityGame, Exact, MonteCarlo, Problem};
pub use estimate::{Accumulator, Estimate};
pub use played::Played;
pub use question::Question;
pub use run::{EquityRun, Outcome};
pub use tally::ExactTally;

use crate::error::{Error, Result};
use crate::names::Names;

/// How an equity is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Exact,
    MonteCarlo,
}

/// The limits of a Monte Carlo run: the standard error to reach, and at most
/// `samples` samples or `seconds` seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub stdev: f64,
    pub samples: Option<u64>,
    pub seconds: Option<f64>,
}

/// The equity methods' names (`auto`: None, the default) and their aliases.
pub const METHOD_NAMES: Names<Option<Method>> = Names {
    what: "equity method",
    names: &[
        ("auto", None),
        ("exact", Some(Method::Exact)),
        ("monte-carlo", Some(Method::MonteCarlo)),
    ],
    aliases: &[
        ("mc", Some(Method::MonteCarlo)),
        ("simulation", Some(Method::MonteCarlo)),
        ("enumeration", Some(Method::Exact)),
    ],
};

/// The standard error a Monte Carlo run stops at unless told otherwise (OMPEval's).
pub const DEFAULT_STDEV: f64 = 5e-5;

/// `auto` counts exactly when the estimate is below this.
pub const AUTO_EXACT_SECONDS: f64 = 1.0;

impl Method {
    /// The method of a name in any spelling ([`METHOD_NAMES`]); `auto` is `None`.
    pub fn from_name(name: &str) -> Result<Option<Method>> {
        METHOD_NAMES
            .parse(name)
            .map_err(|e| Error::Method(e.message().to_string()))
    }

    /// The method's name.
    pub fn name(self) -> &'static str {
        match self {
            Method::Exact => "exact",
            Method::MonteCarlo => "monte-carlo",
        }
    }
}
