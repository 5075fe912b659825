//! A long call without a barrier between batches ([`streamed`]): each of `threads`
//! workers from a pool claims the next unit of items, computes it, and folds every
//! unit that has arrived in item order, so no worker waits for another until the last
//! unit. The caller's thread only leads: it reports progress and notices Ctrl-C at
//! least every 0.1 s however long a unit takes, and sets the run's stop flag, which a
//! long unit polls. No thread spins: idle workers sleep in their pool (short work runs
//! on the caller alone, see [`super::threads_for`]). The fold sees the units in item order
//! whatever the threads, and none after the run stops, so the result is that of
//! folding them one by one.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::pools::worker_pool;
use crate::error::Error;

/// The first wait for a tick after the first unit is folded, when progress is shown;
/// each next one is twice as long, up to [`LONGEST_TICK`].
const FIRST_TICK: Duration = Duration::from_millis(1);
/// The longest time between ticks.
const LONGEST_TICK: Duration = Duration::from_millis(100);

/// What the workers share under the lock: units computed but not yet folded, the
/// next unit to fold, the fold, and the units folded since the last tick.
struct State<R, F> {
    pending: BTreeMap<u64, R>,
    next: u64,
    fold: F,
    fresh: u64,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// When the caller ticks: every [`LONGEST_TICK`]; when eager, also as soon as the
/// first unit is folded, then at intervals doubling from [`FIRST_TICK`].
struct Ticks {
    last: Instant,
    wait: Duration,
    before_first: bool,
}

impl Ticks {
    fn new(eager: bool) -> Ticks {
        Ticks {
            last: Instant::now(),
            wait: LONGEST_TICK,
            before_first: eager,
        }
    }

    /// When the next tick is due (`folded`: whether a unit has been folded).
    fn due(&self, folded: bool) -> Option<Instant> {
        (!(self.before_first && folded)).then_some(self.last + self.wait)
    }

    fn is_due(&self, folded: bool) -> bool {
        self.due(folded).is_none_or(|t| Instant::now() >= t)
    }

    fn ticked(&mut self, folded: bool) {
        self.last = Instant::now();
        if self.before_first && folded {
            (self.before_first, self.wait) = (false, FIRST_TICK);
        } else if !self.before_first {
            self.wait = (self.wait * 2).min(LONGEST_TICK);
        }
    }
}

/// One run: its units, what the workers share, and what they compute and fold.
struct Run<R, F, P, A> {
    total: u64,
    unit: u64,
    units: u64,
    eager: bool,
    state: Mutex<State<R, F>>,
    /// Signalled when a helper leaves, and when eager, at the first fold.
    changed: Condvar,
    claimed: AtomicU64,
    folded: AtomicBool,
    stop: AtomicBool,
    /// Helpers still running.
    running: AtomicUsize,
    part: P,
    absorb: A,
}

/// Clears a helper from [`Run::running`] when it ends, even by a panic, so the caller
/// never waits for a helper that is gone.
struct Leaving<'a, R, F, P, A>(&'a Run<R, F, P, A>);

impl<R, F, P, A> Drop for Leaving<'_, R, F, P, A> {
    fn drop(&mut self) {
        // Under the lock, so that the caller, which checks `running` under it before
        // it sleeps, cannot miss the signal.
        let guard = lock(&self.0.state);
        self.0.running.fetch_sub(1, Ordering::Release);
        drop(guard);
        self.0.changed.notify_all();
    }
}

/// Stops the run if the caller leaves it early (an error, or a panic in its unit),
/// so that the helpers claim no more units.
struct Stopping<'a>(&'a AtomicBool);

impl Drop for Stopping<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl<R, F, P, A> Run<R, F, P, A>
where
    P: Fn(u64, u64, &AtomicBool) -> R + Sync,
    A: Fn(&mut F, R) -> bool + Sync,
    R: Send,
    F: Send,
{
    /// Claims the next unit, computes it and folds every unit that has arrived in
    /// order; false when none is left or the run has stopped.
    fn unit_done(&self) -> bool {
        if self.stop.load(Ordering::Relaxed) {
            return false;
        }
        let index = self.claimed.fetch_add(1, Ordering::Relaxed);
        if index >= self.units {
            return false;
        }
        let start = index * self.unit;
        let r = (self.part)(start, self.total.min(start + self.unit), &self.stop);
        let mut guard = lock(&self.state);
        let s = &mut *guard;
        // A unit finished after the run stopped is not folded (the stop is set under
        // this lock).
        if self.stop.load(Ordering::Relaxed) {
            return false;
        }
        let first = s.next == 0;
        s.pending.insert(index, r);
        while let Some(r) = s.pending.remove(&s.next) {
            s.next += 1;
            s.fresh += 1;
            if !(self.absorb)(&mut s.fold, r) {
                self.stop.store(true, Ordering::Relaxed);
                break;
            }
        }
        if first && s.next > 0 {
            self.folded.store(true, Ordering::Relaxed);
            if self.eager {
                self.changed.notify_all();
            }
        }
        true
    }

    /// A helper's share: units until none is left.
    fn help(&self) {
        let _leaving = Leaving(self);
        while self.unit_done() {}
    }

    /// `snapshot(fold)` under the lock, then `tick(snapshot, fresh)` with the lock
    /// released (a tick may call back into Python, which may start another run, or
    /// wait for the GIL that a helper's fold never needs); its error stops the run.
    fn tick<S, E>(
        &self,
        ticks: &mut Ticks,
        snapshot: &impl Fn(&F) -> S,
        tick: &mut impl FnMut(S, bool) -> Result<(), E>,
    ) -> Result<(), E> {
        ticks.ticked(self.folded.load(Ordering::Relaxed));
        let (seen, fresh) = {
            let mut s = lock(&self.state);
            let fresh = std::mem::take(&mut s.fresh) > 0;
            (snapshot(&s.fold), fresh)
        };
        tick(seen, fresh).inspect_err(|_| self.stop.store(true, Ordering::Relaxed))
    }

    /// The caller's share: units until none is left, ticking between them when due,
    /// then the wait for the helpers (asleep between ticks: no thread spins), and a
    /// last tick when units were folded since the one before.
    fn lead<S, E>(
        &self,
        computes: bool,
        snapshot: impl Fn(&F) -> S,
        mut tick: impl FnMut(S, bool) -> Result<(), E>,
    ) -> Result<(), E> {
        let _stopping = Stopping(&self.stop);
        let _leading = Leading::enter();
        let mut ticks = Ticks::new(self.eager);
        while computes && self.unit_done() {
            if ticks.is_due(self.folded.load(Ordering::Relaxed)) {
                self.tick(&mut ticks, &snapshot, &mut tick)?;
            }
        }
        loop {
            {
                let mut s = lock(&self.state);
                while self.running.load(Ordering::Acquire) > 0 {
                    match ticks.due(self.folded.load(Ordering::Relaxed)) {
                        Some(t) if Instant::now() < t => {
                            s = (self.changed)
                                .wait_timeout(s, t - Instant::now())
                                .unwrap_or_else(|e| e.into_inner())
                                .0;
                        }
                        _ => break,
                    }
                }
                if self.running.load(Ordering::Acquire) == 0 {
                    let fresh = s.fresh > 0;
                    drop(s);
                    if fresh {
                        self.tick(&mut ticks, &snapshot, &mut tick)?;
                    }
                    return Ok(());
                }
            }
            self.tick(&mut ticks, &snapshot, &mut tick)?;
        }
    }
}

thread_local! {
    /// Runs this thread is leading (a run started from a tick of another is nested).
    static LEADING: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Marks the current thread as leading a run while it lives.
struct Leading;

impl Leading {
    fn enter() -> Leading {
        LEADING.with(|d| d.set(d.get() + 1));
        Leading
    }

    /// Whether the current thread is leading a run (so a new run is nested in it).
    fn nested() -> bool {
        LEADING.with(|d| d.get() > 0)
    }
}

impl Drop for Leading {
    fn drop(&mut self) {
        LEADING.with(|d| d.set(d.get() - 1));
    }
}

/// Items `0..total` in units of `unit` items (the last may be short) computed by
/// `part(start, end, stop)` on `threads` workers (`stop`: set when the run has
/// stopped, so that a long part may end early; it is not folded then), and folded in
/// order by `absorb(fold, part)` (on whichever worker finished the unit that was
/// next) until it returns `false` or every unit is folded. The calling thread only
/// leads: `tick(snapshot(fold), fresh)` runs on it at least every 0.1 s (`fresh` when
/// units were folded since the last), at the end if units were folded since, and when
/// `eager` (progress is shown) also as soon as the first unit is folded, then at
/// intervals doubling from 1 ms. The snapshot is taken under the fold's lock and the
/// tick runs with it released. A tick's error stops the run (the parts in progress see
/// `stop`) and is returned. A run started from a tick of another on the same thread (a
/// progress callback that asks again) has no workers: its caller computes the units
/// itself, since the pool's threads may be busy with the outer run. Returns the fold.
#[allow(clippy::too_many_arguments)]
pub fn streamed<R: Send, F: Send, S, E: From<Error>>(
    threads: Option<usize>,
    (total, unit): (u64, u64),
    eager: bool,
    fold: F,
    part: impl Fn(u64, u64, &AtomicBool) -> R + Sync,
    absorb: impl Fn(&mut F, R) -> bool + Sync,
    snapshot: impl Fn(&F) -> S,
    tick: impl FnMut(S, bool) -> Result<(), E>,
) -> Result<F, E> {
    let unit = unit.max(1);
    // The workers, and whether the caller works too: a nested run has no workers and
    // its caller works; otherwise `threads` workers work and the caller only leads,
    // ticking at least every 0.1 s (so that Ctrl-C is seen and a part's `stop` set
    // however long a part takes).
    let (helpers, computes) = if Leading::nested() {
        (None, true)
    } else {
        (Some(worker_pool(threads)?), false)
    };
    let run = Run {
        total,
        unit,
        units: total.div_ceil(unit),
        eager,
        state: Mutex::new(State {
            pending: BTreeMap::new(),
            next: 0,
            fold,
            fresh: 0,
        }),
        changed: Condvar::new(),
        claimed: AtomicU64::new(0),
        folded: AtomicBool::new(false),
        stop: AtomicBool::new(false),
        running: AtomicUsize::new(helpers.as_ref().map_or(0, |p| p.current_num_threads())),
        part,
        absorb,
    };
    match &helpers {
        None => run.lead(computes, snapshot, tick)?,
        Some(pool) => pool.in_place_scope(|scope| {
            scope.spawn_broadcast(|_, _| run.help());
            run.lead(computes, snapshot, tick)
        })?,
    }
    Ok(run
        .state
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .fold)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_fold_in_order_and_a_stop_ends_the_run() {
        for threads in [1, 2, 3] {
            // Sums of squares of 0..1000 in units of 7, folded in order.
            let order = |stop_at: u64| {
                streamed::<_, _, _, Error>(
                    Some(threads),
                    (1000, 7),
                    false,
                    (vec![], 0u64),
                    |start, end, _| (start, (start..end).map(|i| i * i).sum::<u64>()),
                    |(starts, sum): &mut (Vec<u64>, u64), (start, s)| {
                        starts.push(start);
                        *sum += s;
                        start < stop_at
                    },
                    |_| (),
                    |(), _| Ok(()),
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
        let folded = streamed::<_, _, _, Error>(
            Some(2),
            (50, 1),
            true,
            0u64,
            |_, _, _| std::thread::sleep(Duration::from_micros(300)),
            |n: &mut u64, ()| {
                *n += 1;
                true
            },
            |n| *n,
            |n, fresh| {
                if fresh {
                    last = n;
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
            |_, _, _| std::thread::sleep(Duration::from_micros(100)),
            |_, ()| true,
            |_| (),
            |(), _| Err(Error::Argument("stop".into())),
        );
        assert!(stopped.is_err());
        assert!(streamed::<(), (), _, Error>(
            Some(0),
            (1, 1),
            false,
            (),
            |_, _, _| (),
            |_, _| true,
            |_| (),
            |(), _| Ok(())
        )
        .is_err());
    }

    /// Units of 1 ms folded into a count, on two threads; `tick` sees the count.
    fn counted(total: u64, tick: impl FnMut(u64, bool) -> Result<(), Error>) -> u64 {
        streamed(
            Some(2),
            (total, 1),
            true,
            0u64,
            |_, _, _| std::thread::sleep(Duration::from_millis(1)),
            |n: &mut u64, ()| {
                *n += 1;
                true
            },
            |n| *n,
            tick,
        )
        .unwrap()
    }

    #[test]
    fn a_tick_runs_with_the_fold_unlocked() {
        // A helper goes on folding while a tick sleeps: the fold's lock is not held.
        let folds = AtomicU64::new(0);
        let mut grew = None;
        streamed(
            Some(2),
            (200, 1),
            true,
            (),
            |_, _, _| std::thread::sleep(Duration::from_millis(1)),
            |_, ()| {
                folds.fetch_add(1, Ordering::Relaxed);
                true
            },
            |_| (),
            |(), _| {
                if grew.is_none() {
                    let before = folds.load(Ordering::Relaxed);
                    std::thread::sleep(Duration::from_millis(30));
                    grew = Some(folds.load(Ordering::Relaxed) > before);
                }
                Ok::<_, Error>(())
            },
        )
        .unwrap();
        assert_eq!((grew, folds.load(Ordering::Relaxed)), (Some(true), 200));
    }

    #[test]
    fn a_run_started_from_a_tick_finishes() {
        // A progress callback that asks again, on the same pool: no deadlock.
        let mut inner = vec![];
        let outer = counted(40, |_, _| {
            inner.push(counted(5, |_, _| Ok(())));
            Ok(())
        });
        assert_eq!(outer, 40);
        assert!(!inner.is_empty() && inner.iter().all(|&n| n == 5));
    }

    #[test]
    fn a_long_part_sees_the_stop_and_the_caller_ticks_meanwhile() {
        // One unit of up to 10 s that polls `stop`; the second tick stops the run.
        let start = Instant::now();
        let mut ticks = 0;
        let r = streamed(
            Some(1),
            (1, 1),
            false,
            (),
            |_, _, stop: &AtomicBool| {
                while !stop.load(Ordering::Relaxed) && start.elapsed() < Duration::from_secs(10) {
                    std::thread::sleep(Duration::from_millis(1));
                }
            },
            |_, ()| true,
            |_| (),
            |(), _| {
                ticks += 1;
                if ticks == 2 {
                    return Err(Error::Argument("interrupted".into()));
                }
                Ok(())
            },
        );
        assert!(r.is_err() && ticks == 2);
        assert!(
            start.elapsed() < Duration::from_secs(2),
            "{:?}",
            start.elapsed()
        );
    }
}
