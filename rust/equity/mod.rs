//! Equity: each player's expected share of the pot in hold'em and Omaha, high and
//! hi-lo, and in the stud and single-draw games, for hands and weighted ranges,
//! heads-up or multiway.
//!
//! * [`game`]: the board games (hole cards, how hands are made, split pots);
//!   [`played`]: every equity game by name, read in one place ([`Played::from_name`]).
//! * [`range`]: range notation and weights; [`problem`]: the question checked (known
//!   cards out of the ranges, the errors naming the player and token).
//! * [`showdown`]: the players' values on a full board and the pot's settlement.
//! * [`exact`]: every completion and every tuple of hands, in integers; [`suits`]:
//!   the suit permutations under which boards settle alike, counted once; hold'em
//!   high preflop by rank boards ([`rank_boards`]) for the tuples grouped by their
//!   players' ranks ([`rank_patterns`]).
//! * [`monte_carlo`]: seeded sampling of the same distribution, identical on any
//!   number of threads; [`board_samples`]: its samples of weight 1, the listed hands
//!   drawn as one tuple ([`joint`]), the other cards from a shuffled deck ([`deal`]),
//!   Omaha valued by ranks and suits apart ([`omaha_values`]).
//! * Stud and draw games (no board), [`stud_draw`]: the games, the problem, exact
//!   (rank multisets where values depend on ranks only, piles) and Monte Carlo;
//!   [`question`] puts both kinds
//!   behind one interface.
//!
//! [`Method`] chooses between the two; [`run`] runs either to its outcome; [`grid`]:
//! the 13x13 grid of hold'em starting-hand classes against a range.

pub mod board_samples;
pub mod deal;
pub mod exact;
pub mod game;
pub mod grid;
pub mod joint;
pub mod monte_carlo;
pub mod omaha_values;
pub mod played;
pub mod problem;
pub mod question;
pub mod range;
pub mod rank_boards;
pub mod rank_patterns;
pub mod run;
pub mod showdown;
pub mod stud_draw;
pub mod suits;
pub mod winners;

pub use exact::{Exact, ExactTally};
pub use game::EquityGame;
pub use monte_carlo::{Accumulator, Estimate, MonteCarlo};
pub use played::Played;
pub use problem::Problem;
pub use question::Question;
pub use run::{EquityRun, Outcome};

use crate::error::{Error, Result};
use crate::names::Names;

/// How an equity is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Exact,
    MonteCarlo,
}

/// Estimated seconds of work on one core, measured on the project's machine (an Intel
/// Xeon, one thread: hand vs hand preflop 42 ns a board, hand vs `random` on the
/// flop 19 us a board, three players' tuples about 16 ns each): per board, per hand
/// valued on a board (hold'em, Omaha; twice for hi-lo), per player of a tuple settled,
/// per hand of the last range summed (high-only games: range vs range preflop about
/// 0.8 us a board).
const SECONDS_PER_BOARD: f64 = 20e-9;
const SECONDS_PER_HOLDEM_VALUE: f64 = 6e-9;
const SECONDS_PER_OMAHA_VALUE: f64 = 60e-9;
const SECONDS_PER_TUPLE_PLAYER: f64 = 5e-9;
const SECONDS_PER_SUMMED_HAND: f64 = 1e-9;
/// Hold'em high preflop counted by ranks ([`rank_boards`]): seconds per class of
/// tuples of hands (hand vs hand 0.3 ms, hand vs `random` 0.05-0.08 s in about 200
/// classes, `QQ+,AKs` vs `random` 0.3 s in about 1,100).
const SECONDS_PER_RANK_CLASS: f64 = 0.4e-3;
/// Estimated seconds of a Monte Carlo sample on one core: a base, per player (hold'em,
/// Omaha; twice for hi-lo), per listed hand scanned (twice a sample).
const SECONDS_PER_SAMPLE: f64 = 30e-9;
const SECONDS_PER_HOLDEM_PLAYER: f64 = 15e-9;
const SECONDS_PER_OMAHA_PLAYER: f64 = 100e-9;
const SECONDS_PER_SCANNED_HAND: f64 = 1e-9;
/// The variance of a player's share of the pot assumed to estimate how many samples
/// reach a standard error (a share in [0, 1] has at most 0.25).
const SHARE_VARIANCE: f64 = 0.2;

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

/// Estimated seconds of a Monte Carlo run on one core: the samples the limits allow
/// (those that reach `stdev` at a typical variance, at most `samples`) times the cost
/// of a sample, at most `seconds`.
pub fn monte_carlo_seconds(problem: &Problem, limits: Limits) -> f64 {
    let needed = if limits.stdev > 0.0 {
        (SHARE_VARIANCE / (limits.stdev * limits.stdev)).max(monte_carlo::MIN_SAMPLES as f64)
    } else {
        f64::INFINITY
    };
    let samples = limits.samples.map_or(needed, |s| needed.min(s as f64));
    // Omaha's low is valued with its high at little more cost; hold'em's doubles it.
    let per_player = if problem.game.is_omaha() {
        SECONDS_PER_OMAHA_PLAYER
    } else if problem.game.is_hi_lo() {
        2.0 * SECONDS_PER_HOLDEM_PLAYER
    } else {
        SECONDS_PER_HOLDEM_PLAYER
    };
    let scanned: f64 = problem
        .players
        .iter()
        .map(|h| match h {
            problem::Hands::Combos(c) => 2.0 * c.len() as f64,
            problem::Hands::Random => 0.0,
        })
        .sum();
    let per_sample = SECONDS_PER_SAMPLE
        + per_player * problem.players.len() as f64
        + scanned * SECONDS_PER_SCANNED_HAND;
    (samples * per_sample).min(limits.seconds.unwrap_or(f64::INFINITY))
}

/// Estimated seconds of an exact enumeration on one core: counted by ranks, per class
/// of tuples of hands; otherwise each board values every hand once, then settles every
/// tuple (the product of the range sizes, an upper bound); in high-only games the largest range's hands are summed at about a
/// nanosecond each instead of settled.
pub fn exact_seconds(problem: &Problem) -> f64 {
    let tuples: f64 = problem.hand_counts().iter().map(|&c| c as f64).product();
    if problem.game == EquityGame::Holdem
        && problem.to_come() == 5
        && tuples <= exact::MOST_RANK_TUPLES as f64
    {
        // The classes are about the tuples over the question's suit symmetry.
        let order = suits::Symmetry::of(problem).order() as f64;
        return (tuples / order).max(1.0) * SECONDS_PER_RANK_CLASS;
    }
    let mut counts: Vec<f64> = problem.hand_counts().iter().map(|&c| c as f64).collect();
    counts.sort_by(f64::total_cmp);
    let unseen = 52 - problem.known.count_ones() as usize;
    let boards = range::binomial(unseen, problem.to_come()) as f64;
    let per_value = if problem.game.is_omaha() {
        SECONDS_PER_OMAHA_VALUE
    } else {
        SECONDS_PER_HOLDEM_VALUE
    } * if problem.game.is_hi_lo() { 2.0 } else { 1.0 };
    let hands: f64 = counts.iter().sum();
    let players = counts.len() as f64;
    let tuples = if problem.game.is_hi_lo() {
        counts.iter().product::<f64>() * SECONDS_PER_TUPLE_PLAYER * players
    } else {
        let (last, others) = counts.split_last().unwrap_or((&0.0, &[]));
        others.iter().product::<f64>()
            * (SECONDS_PER_TUPLE_PLAYER * players + last * SECONDS_PER_SUMMED_HAND)
    };
    boards * (SECONDS_PER_BOARD + hands * per_value + tuples)
}
