//! The seeded Monte Carlo of Pai Gow Poker: deal a round, set both hands by their
//! strategies, settle, count. Streamed in fixed-size chunks so that memory stays flat
//! however many rounds are played.
//!
//! # Reproducibility
//!
//! Round `r` belongs to chunk `r / CHUNK_ROUNDS`. Every chunk has its own generator,
//! seeded from `(seed, chunk index)` ([`Xoshiro256pp::seeded`](crate::runtime::rng::Xoshiro256pp::seeded)), and starts from a
//! fresh deck in id order, so a round's cards depend only on the seed and the round's
//! index: not on the number of threads, nor on how chunks are batched, nor on the
//! total number of rounds (the first `n` rounds of a longer run are the same). The
//! tallies are integer sums.
//!
//! # Dealing
//!
//! A round deals 14 distinct cards of the 53-card deck by a partial Fisher-Yates
//! shuffle (position `i` swapped with a uniform position in `i..53`; the 14 unbiased
//! bounded draws come two 64-bit outputs at a time, [`Xoshiro256pp::below_many`](crate::runtime::rng::Xoshiro256pp::below_many)),
//! carried on the chunk's deck from round to round (a uniform shuffle of any
//! permutation is uniform). The player gets the first seven cards, the dealer the
//! next seven.
//!
//! # Strategies
//!
//! The dealer sets by a house way; the player by a house way or optimally against the
//! dealer's way ([`Strategy`]).
//!
//! # Batches
//!
//! A caller that wants to report progress or notice Ctrl-C plays the rounds in
//! [`Batches`](crate::runtime::Batches) of about 0.1 s (batches of whole chunks,
//! [`CHUNK_ROUNDS`]); the batching never changes the result.

pub mod deal;
pub mod simulate;

pub use deal::{deal, deal_into};
pub use simulate::{Simulation, Strategy, Tally};

/// Rounds per chunk (each chunk has its own generator). Fixed: changing it changes
/// which rounds a seed deals.
pub const CHUNK_ROUNDS: u64 = 1 << 14;
