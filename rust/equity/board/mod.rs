//! The board games (hold'em and Omaha, high and hi-lo): their equities exact or by
//! seeded Monte Carlo.
//!
//! * [`game`]: the games (hole cards, how hands are made, split pots); [`problem`]:
//!   the question checked (known cards out of the ranges, the errors naming the
//!   player and token).
//! * [`exact`]: every completion and every tuple of hands, in integers; its
//!   [`exact::suits`]: the suit permutations under which boards settle alike, counted
//!   once; hold'em high preflop by rank boards ([`exact::rank_boards`]) for the tuples
//!   grouped by their players' ranks ([`exact::rank_patterns`]); [`exact::cost`]: its
//!   estimated time.
//! * [`monte_carlo`]: seeded sampling of the same distribution, identical on any
//!   number of threads; [`monte_carlo::board_samples`]: its samples of weight 1, the
//!   listed hands drawn as one tuple ([`monte_carlo::joint`]), the other cards from a
//!   shuffled deck ([`monte_carlo::deal`]), the winners counted
//!   ([`monte_carlo::winners`]), Omaha valued by ranks and suits apart
//!   ([`monte_carlo::omaha_values`]).

pub mod exact;
pub mod game;
pub mod monte_carlo;
pub mod problem;

pub use exact::{exact_seconds, Exact};
pub use game::EquityGame;
pub use monte_carlo::{monte_carlo_seconds, MonteCarlo};
pub use problem::Problem;
