//! Many hands at once on all cores: the per-row kernels (`rank_many`,
//! `house_way_many`, `settle_many`, `solve_many`, `events_many`, `omaha_many`,
//! `describe_many`, `strength_many`, `board_classes_many`,
//! `hand_index_many`), seeded deals of any size (`deal_many`) and the validation of
//! card matrices they share (`arrays`, `valid_rows`), on the shared runtime's pools
//! ([`crate::runtime`]). What the rows mean is in the domain modules (`eval`,
//! `paigow`); this module only runs it row by row.
//!
//! Conventions shared by every function here:
//!
//! * Hands come as a row-major matrix of card ids (`&[Card]` and a row width), one
//!   hand per row. The whole input is validated before any result is returned, and a
//!   bad input is reported as the first bad row (`"row 17: duplicate card 3d"`).
//! * Work runs on rayon: the global pool, or a pool of `threads` threads (see
//!   [`crate::runtime::with_threads`]). Results never depend on the number of threads: per-row work is
//!   independent, counts are integer sums, and the simulation draws each fixed-size
//!   chunk of rounds from its own generator seeded by `(seed, chunk index)`.

pub mod arrays;
pub mod board_classes_many;
pub mod convert;
pub mod deal_many;
pub mod describe_many;
pub mod events_many;
pub mod house_way_many;
pub mod index_many;
pub mod omaha_many;
pub mod rank_many;
pub mod settle_many;
pub mod solve_many;
pub mod strength_many;
pub mod valid_rows;

pub use arrays::Rows;
pub use house_way_many::{house_way_many, house_way_many_into, house_way_rules_many_into};
pub use rank_many::{bare_high7_sum, rank_many, rank_many_into};
pub use settle_many::{settle_converted_into, settle_many, settle_many_into};
pub use solve_many::solve_many;

/// Rows handled by one rayon task of the per-row functions (small enough to balance,
/// large enough to amortise the task).
pub const ROWS_PER_TASK: usize = 4096;
