//! Equity: each player's expected share of the pot in hold'em and Omaha, high and
//! hi-lo, for hands and weighted ranges, heads-up or multiway.
//!
//! * [`game`]: the games (hole cards, how hands are made, split pots), named in one
//!   place ([`EquityGame::from_name`]).
//! * [`range`]: range notation and weights; [`problem`]: the question checked (known
//!   cards out of the ranges, the errors naming the player and token).
//! * [`showdown`]: the players' values on a full board and the pot's settlement.
//! * [`exact`]: every completion and every tuple of hands, in integers.
//! * [`monte_carlo`]: seeded sampling of the same distribution, identical on any
//!   number of threads.
//!
//! [`Method`] chooses between the two.

pub mod exact;
pub mod game;
pub mod monte_carlo;
pub mod problem;
pub mod range;
pub mod showdown;

pub use exact::{Exact, ExactTally};
pub use game::EquityGame;
pub use monte_carlo::{Accumulator, Estimate, MonteCarlo};
pub use problem::Problem;

use crate::error::{Error, Result};

/// How an equity is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Exact,
    MonteCarlo,
}

/// Estimated seconds of work on one core, measured on the project's machine (an Intel
/// Xeon, one thread: hand vs hand preflop 42 ns a board, hand vs `random` on the
/// flop 19 us a board, three players' tuples about 16 ns each): per board, per hand
/// valued on a board (hold'em, Omaha; twice for hi-lo), per player of a tuple settled.
const SECONDS_PER_BOARD: f64 = 20e-9;
const SECONDS_PER_HOLDEM_VALUE: f64 = 6e-9;
const SECONDS_PER_OMAHA_VALUE: f64 = 45e-9;
const SECONDS_PER_TUPLE_PLAYER: f64 = 5e-9;
/// `auto` counts exactly when the estimate is below this.
pub const AUTO_EXACT_SECONDS: f64 = 1.0;

impl Method {
    /// The names `Method::from_name` reads, besides `auto`.
    pub const NAMES: [&'static str; 3] = ["auto", "exact", "monte-carlo"];

    /// The method of a name (spelled as game names are); `auto` is `None`.
    pub fn from_name(name: &str) -> Result<Option<Method>> {
        match game::spelling(name).as_str() {
            "auto" => Ok(None),
            "exact" => Ok(Some(Method::Exact)),
            "monte-carlo" | "mc" => Ok(Some(Method::MonteCarlo)),
            _ => Err(Error::Method(format!(
                "unknown equity method '{name}' (methods: {})",
                Self::NAMES.join(", ")
            ))),
        }
    }

    /// The method's name.
    pub fn name(self) -> &'static str {
        match self {
            Method::Exact => "exact",
            Method::MonteCarlo => "monte-carlo",
        }
    }

    /// `method`, or for `auto` exact when its estimated time on one core is below
    /// [`AUTO_EXACT_SECONDS`], else Monte Carlo.
    pub fn choose(method: Option<Method>, problem: &Problem) -> Method {
        method.unwrap_or_else(|| {
            if exact_seconds(problem) < AUTO_EXACT_SECONDS {
                Method::Exact
            } else {
                Method::MonteCarlo
            }
        })
    }
}

/// Estimated seconds of an exact enumeration on one core: each board values every
/// hand once, then settles every tuple (the product of the range sizes, an upper
/// bound).
pub fn exact_seconds(problem: &Problem) -> f64 {
    let counts = problem.hand_counts();
    let unseen = 52 - problem.known.count_ones() as usize;
    let boards = range::binomial(unseen, problem.to_come()) as f64;
    let per_value = if problem.game.is_omaha() {
        SECONDS_PER_OMAHA_VALUE
    } else {
        SECONDS_PER_HOLDEM_VALUE
    } * if problem.game.is_hi_lo() { 2.0 } else { 1.0 };
    let hands: f64 = counts.iter().map(|&c| c as f64).sum();
    let tuples: f64 = counts.iter().map(|&c| c as f64).product();
    boards
        * (SECONDS_PER_BOARD
            + hands * per_value
            + tuples * SECONDS_PER_TUPLE_PLAYER * counts.len() as f64)
}
