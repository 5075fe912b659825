//! The shared runtime that every domain uses and none owns: the thread pools and the
//! policy of how many threads a call takes ([`pools`]), the batches of long calls
//! between which progress is reported and Ctrl-C noticed ([`batches`]), runs without
//! a barrier between batches ([`streamed`]), and the seeded generator of every
//! simulation ([`rng`]).

pub mod batches;
pub mod pools;
pub mod rng;
pub mod streamed;

pub use batches::Batches;
pub use pools::{
    checked_threads, helper_pool, thread_count, threads_for, with_threads, worker_pool,
    INLINE_SECONDS, MAX_THREADS,
};
pub use streamed::streamed;
