//! The thread pools every long call runs on, and the one policy of how many threads a
//! call takes: rayon's global pool or a kept pool of exactly `threads` threads
//! ([`with_threads`]); a caller plus helpers ([`helper_pool`]); and short work on the
//! calling thread alone ([`threads_for`]).

use std::sync::{Arc, Mutex, OnceLock};

use rayon::{ThreadPool, ThreadPoolBuilder};

use crate::error::{Error, Result};

/// The most threads a call may ask for.
pub const MAX_THREADS: usize = 512;
/// Pools kept for reuse (the most recently used); an older one is dropped, its threads
/// ending once the calls using it finish.
const KEPT_POOLS: usize = 4;

/// The kept pools and their thread counts, the most recently used last.
type Pools = Mutex<Vec<(usize, Arc<ThreadPool>)>>;

fn pools() -> &'static Pools {
    static POOLS: OnceLock<Pools> = OnceLock::new();
    POOLS.get_or_init(Default::default)
}

/// A pool of exactly `threads` threads: one of the few kept, or a new one.
fn pool(threads: usize) -> Result<Arc<ThreadPool>> {
    let mut pools = pools().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(i) = pools.iter().position(|(n, _)| *n == threads) {
        let entry = pools.remove(i);
        pools.push(entry.clone());
        return Ok(entry.1);
    }
    let p = Arc::new(
        ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("paigow-fast-{i}"))
            .build()
            .map_err(|e| Error::ThreadStart(format!("could not start {threads} threads: {e}")))?,
    );
    if pools.len() >= KEPT_POOLS {
        pools.remove(0);
    }
    pools.push((threads, p.clone()));
    Ok(p)
}

/// Runs `f` on rayon's global pool (`threads` = None, all cores unless
/// `RAYON_NUM_THREADS` says otherwise) or on a pool of exactly `threads` threads.
/// Errors when `threads` is 0 or above [`MAX_THREADS`] ([`Error::Threads`]), or the
/// threads cannot be started ([`Error::ThreadStart`]).
pub fn with_threads<R: Send>(threads: Option<usize>, f: impl FnOnce() -> R + Send) -> Result<R> {
    Ok(match chosen_pool(threads)? {
        None => f(),
        Some(p) => p.install(f),
    })
}

/// The pool `threads` asks for: None for rayon's global pool (see [`with_threads`]).
fn chosen_pool(threads: Option<usize>) -> Result<Option<Arc<ThreadPool>>> {
    threads.map(|n| pool(checked_threads(n)?)).transpose()
}

/// `threads`, or the error of a count out of range ([`Error::Threads`]).
pub fn checked_threads(threads: usize) -> Result<usize> {
    match threads {
        0 => Err(Error::Threads("threads must be at least 1".into())),
        n if n > MAX_THREADS => Err(Error::Threads(format!(
            "threads must be at most {MAX_THREADS}, got {n}"
        ))),
        n => Ok(n),
    }
}

/// The helpers of a call that works on its own thread too ([`streamed`]): a pool of
/// one thread fewer than `threads` asks for (None: all cores, as [`with_threads`]),
/// or None when that is one thread. Errors as [`with_threads`].
pub fn helper_pool(threads: Option<usize>) -> Result<Option<Arc<ThreadPool>>> {
    let n = match threads {
        Some(n) => checked_threads(n)?,
        None => rayon::current_num_threads(),
    };
    if n <= 1 {
        return Ok(None);
    }
    pool(n - 1).map(Some)
}

/// The workers of a long call whose caller only waits for them ([`super::streamed`]):
/// a pool of exactly `threads` threads (None: as many as rayon's global pool). Errors
/// as [`with_threads`].
pub fn worker_pool(threads: Option<usize>) -> Result<Arc<ThreadPool>> {
    pool(match threads {
        Some(n) => checked_threads(n)?,
        None => rayon::current_num_threads(),
    })
}

/// Work estimated to take less than this on one core runs on the calling thread
/// alone: waking a helper costs tens of microseconds, and on a machine busy with other
/// work a helper may not run for a whole time slice, which the caller would wait for.
pub const INLINE_SECONDS: f64 = 1e-3;

/// The threads a call of `threads` (None: all cores) runs on when its work is
/// estimated at `seconds` on one core: one below [`INLINE_SECONDS`].
pub fn threads_for(threads: Option<usize>, seconds: f64) -> Option<usize> {
    if seconds < INLINE_SECONDS {
        Some(1)
    } else {
        threads
    }
}

/// Number of threads `with_threads(threads, ..)` runs on.
pub fn thread_count(threads: Option<usize>) -> usize {
    threads.unwrap_or_else(rayon::current_num_threads).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pools_are_reused_and_few_are_kept() {
        for n in 1..=12 {
            assert_eq!(with_threads(Some(n), rayon::current_num_threads), Ok(n));
        }
        assert!(pools().lock().unwrap().len() <= KEPT_POOLS);
        assert_eq!(with_threads(Some(12), rayon::current_num_threads), Ok(12));
        assert!(matches!(
            with_threads(Some(0), || ()),
            Err(Error::Threads(_))
        ));
        assert!(matches!(
            with_threads(Some(MAX_THREADS + 1), || ()),
            Err(Error::Threads(m)) if m.contains("at most")
        ));
    }
}
