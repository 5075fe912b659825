//! A long call without a barrier between batches ([`streamed`]): each worker of the
//! pool claims the next unit of items, computes it, and folds every unit that has
//! arrived in item order, so no worker waits for another or for the caller until the
//! last unit. The caller's thread only wakes to report progress and notice Ctrl-C.
//! The fold sees the units in item order whatever the threads, and none after the
//! run stops, so the result is that of folding them one by one.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::chosen_pool;
use crate::error::Error;

/// The first wait for a tick after the first unit is folded; each next one is twice
/// as long, up to [`LONGEST_TICK`].
const FIRST_TICK: Duration = Duration::from_millis(1);
/// The longest time between ticks.
const LONGEST_TICK: Duration = Duration::from_millis(100);

/// What the workers share under the lock: units computed but not yet folded, the
/// next unit to fold, the fold, and what the caller looks at.
struct State<R, F> {
    pending: BTreeMap<u64, R>,
    next: u64,
    fold: F,
    /// Units folded since the last tick.
    fresh: u64,
    /// Workers still running.
    running: usize,
}

/// Clears a worker from [`State::running`] when it ends, even by a panic, so the
/// caller never waits for a worker that is gone.
struct Leaving<'a, R, F> {
    state: &'a Mutex<State<R, F>>,
    changed: &'a Condvar,
}

impl<R, F> Drop for Leaving<'_, R, F> {
    fn drop(&mut self) {
        lock(self.state).running -= 1;
        self.changed.notify_all();
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Items `0..total` in units of `unit` items (the last may be short) computed by
/// `part(start, end)` on the pool `threads` asks for, and folded in order by
/// `absorb(fold, part)` (on whichever worker finished the unit that was next) until it
/// returns `false` or every unit is folded. On the calling thread, `tick(fold, fresh)`
/// runs every 0.1 s, `fresh` when units were folded since the last, and at the end if
/// units were folded since; when `eager` (progress is shown), soon after the first
/// unit too, then at intervals doubling from 1 ms. Its error stops the workers (after
/// their current unit) and is returned. Returns the fold.
pub fn streamed<R: Send, F: Send, E: From<Error>>(
    threads: Option<usize>,
    (total, unit): (u64, u64),
    eager: bool,
    fold: F,
    part: impl Fn(u64, u64) -> R + Sync,
    absorb: impl Fn(&mut F, R) -> bool + Sync,
    mut tick: impl FnMut(&F, bool) -> Result<(), E>,
) -> Result<F, E> {
    let unit = unit.max(1);
    let units = total.div_ceil(unit);
    let pool = chosen_pool(threads)?;
    let workers = pool
        .as_ref()
        .map_or_else(rayon::current_num_threads, |p| p.current_num_threads());
    let state = Mutex::new(State {
        pending: BTreeMap::new(),
        next: 0,
        fold,
        fresh: 0,
        running: workers,
    });
    let changed = Condvar::new();
    let claimed = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let work = || {
        let _leaving = Leaving {
            state: &state,
            changed: &changed,
        };
        while !stop.load(Ordering::Relaxed) {
            let index = claimed.fetch_add(1, Ordering::Relaxed);
            if index >= units {
                break;
            }
            let start = index * unit;
            let r = part(start, total.min(start + unit));
            let mut guard = lock(&state);
            let s = &mut *guard;
            let first = s.next == 0;
            // A unit finished after the run stopped is not folded (the stop is set
            // under this lock).
            if stop.load(Ordering::Relaxed) {
                break;
            }
            s.pending.insert(index, r);
            while let Some(r) = s.pending.remove(&s.next) {
                s.next += 1;
                s.fresh += 1;
                if !absorb(&mut s.fold, r) {
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
            }
            if eager && first && s.next > 0 {
                changed.notify_all();
            }
        }
    };
    let mut watch = || -> Result<(), E> {
        // None until the first unit is folded, when eager.
        let mut wait: Option<Duration> = (!eager).then_some(LONGEST_TICK);
        let mut s = lock(&state);
        while s.running > 0 {
            let until = Instant::now() + wait.unwrap_or(LONGEST_TICK);
            while s.running > 0 && (wait.is_some() || s.next == 0) {
                let Some(left) = until.checked_duration_since(Instant::now()) else {
                    break;
                };
                s = changed
                    .wait_timeout(s, left)
                    .unwrap_or_else(|e| e.into_inner())
                    .0;
            }
            wait = match wait {
                None if s.next == 0 => None,
                None => Some(FIRST_TICK),
                Some(w) => Some((w * 2).min(LONGEST_TICK)),
            };
            if s.running > 0 {
                let fresh = std::mem::take(&mut s.fresh) > 0;
                if let Err(e) = tick(&s.fold, fresh) {
                    stop.store(true, Ordering::Relaxed);
                    return Err(e);
                }
            }
        }
        if s.fresh > 0 {
            tick(&s.fold, true)?;
        }
        Ok(())
    };
    let watched = match &pool {
        Some(p) => p.in_place_scope(|scope| {
            scope.spawn_broadcast(|_, _| work());
            watch()
        }),
        None => rayon::in_place_scope(|scope| {
            scope.spawn_broadcast(|_, _| work());
            watch()
        }),
    };
    watched?;
    Ok(state.into_inner().unwrap_or_else(|e| e.into_inner()).fold)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_fold_in_order_and_a_stop_ends_the_run() {
        for threads in [1, 2, 3] {
            // Sums of squares of 0..1000 in units of 7, folded in order.
            let order = |stop_at: u64| {
                streamed::<_, _, Error>(
                    Some(threads),
                    (1000, 7),
                    false,
                    (vec![], 0u64),
                    |start, end| (start, (start..end).map(|i| i * i).sum::<u64>()),
                    |(starts, sum): &mut (Vec<u64>, u64), (start, s)| {
                        starts.push(start);
                        *sum += s;
                        start < stop_at
                    },
                    |_, _| Ok(()),
                )
                .unwrap()
            };
            let (starts, sum) = order(u64::MAX);
            assert_eq!(starts, (0..1000).step_by(7).collect::<Vec<_>>());
            assert_eq!(sum, (0..1000u64).map(|i| i * i).sum::<u64>());
            let (starts, _) = order(70);
            assert_eq!(starts, (0..=70).step_by(7).collect::<Vec<_>>());
        }
    }

    #[test]
    fn a_tick_sees_the_end_and_its_error_stops_the_run() {
        let mut last = 0;
        let folded = streamed::<_, _, Error>(
            Some(2),
            (50, 1),
            true,
            0u64,
            |_, _| std::thread::sleep(Duration::from_micros(300)),
            |n: &mut u64, ()| {
                *n += 1;
                true
            },
            |n, fresh| {
                if fresh {
                    last = *n;
                }
                Ok(())
            },
        );
        assert_eq!((folded, last), (Ok(50), 50));
        let stopped = streamed(
            Some(2),
            (u64::MAX, 1),
            false,
            (),
            |_, _| std::thread::sleep(Duration::from_micros(100)),
            |_, ()| true,
            |_, _| Err(Error::Argument("stop".into())),
        );
        assert!(stopped.is_err());
        assert!(streamed::<(), (), Error>(
            Some(0),
            (1, 1),
            false,
            (),
            |_, _| (),
            |_, _| true,
            |_, _| Ok(())
        )
        .is_err());
    }
}
