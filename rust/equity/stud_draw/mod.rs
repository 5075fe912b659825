//! Equity in the games without a board: seven-card stud (high, hi-lo, razz) and the
//! single-draw games (2-7, A-5, badugi). A player is the cards they hold (stud) or
//! keep (draw); the rest is dealt from the unseen cards.
//!
//! * [`game`]: the games, their values and splits.
//! * [`problem`]: the question checked (known cards, ranges, the deal's feasibility).
//! * [`exact`]: every deal counted, by rank multisets where values depend on ranks
//!   only ([`piles`]).
//! * [`monte_carlo`]: seeded sampling, identical on any number of threads.

pub mod exact;
pub mod game;
pub mod monte_carlo;
pub mod piles;
pub mod problem;
