//! Bulk analysis on all cores: many hands at once (`rank_many`, `house_way_many`,
//! `settle_many`, `solve_many`), exhaustive enumeration (`category_counts`) and the
//! seeded Monte Carlo of Pai Gow (`simulate`, `deal`).
//!
//! Conventions shared by every function here:
//!
//! * Hands come as a row-major matrix of card ids (`&[Card]` and a row width), one
//!   hand per row. The whole input is validated before any result is returned, and a
//!   bad input is reported as the first bad row (`"row 17: duplicate card 3d"`).
//! * Work runs on rayon: the global pool, or a pool of `threads` threads (see
//!   [`with_threads`]). Results never depend on the number of threads: per-row work is
//!   independent, counts are integer sums, and the simulation draws each fixed-size
//!   chunk of rounds from its own generator seeded by `(seed, chunk index)`.

pub mod analysis;
pub mod arrays;
pub mod enumerate;
pub mod house_way_many;
pub mod rank_many;
pub mod rng;
pub mod settle_many;
pub mod side_bet;
pub mod simulate;
pub mod solve_many;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use rayon::{ThreadPool, ThreadPoolBuilder};

pub use arrays::Rows;
pub use enumerate::category_counts;
pub use house_way_many::{house_way_many, house_way_many_into, house_way_rules_many_into};
pub use rank_many::{rank_many, rank_many_into};
pub use settle_many::{settle_converted_into, settle_many, settle_many_into};
pub use simulate::{deal, deal_into, Batches, Simulation, Strategy, Tally};
pub use solve_many::solve_many;

/// Rows handled by one rayon task of the per-row functions (small enough to balance,
/// large enough to amortise the task).
pub const ROWS_PER_TASK: usize = 4096;

/// A pool of exactly `threads` threads, built once per thread count and kept.
fn pool(threads: usize) -> std::result::Result<Arc<ThreadPool>, String> {
    static POOLS: OnceLock<Mutex<HashMap<usize, Arc<ThreadPool>>>> = OnceLock::new();
    let mut pools = POOLS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(p) = pools.get(&threads) {
        return Ok(p.clone());
    }
    let p = Arc::new(
        ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("paigow-fast-{i}"))
            .build()
            .map_err(|e| format!("could not start {threads} threads: {e}"))?,
    );
    pools.insert(threads, p.clone());
    Ok(p)
}

/// Runs `f` on rayon's global pool (`threads` = None, all cores unless
/// `RAYON_NUM_THREADS` says otherwise) or on a pool of exactly `threads` threads.
/// Errors only when `threads` is 0 or the threads cannot be started.
pub fn with_threads<R: Send>(
    threads: Option<usize>,
    f: impl FnOnce() -> R + Send,
) -> std::result::Result<R, String> {
    match threads {
        None => Ok(f()),
        Some(0) => Err("threads must be at least 1".into()),
        Some(n) => Ok(pool(n)?.install(f)),
    }
}

/// Number of threads `with_threads(threads, ..)` runs on.
pub fn thread_count(threads: Option<usize>) -> usize {
    threads.unwrap_or_else(rayon::current_num_threads).max(1)
}
