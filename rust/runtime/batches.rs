//! Long bulk calls in batches of about 0.1 s, so that the caller can report progress
//! and notice Ctrl-C between them ([`Batches::run`]); the batching never changes a
//! result.

use std::time::{Duration, Instant};

/// The batches of `total` items: items `start..end` to do next, whole units of
/// `unit` items (the last one may be short), sized so that a batch takes about 0.1 s
/// on the given number of workers.
#[derive(Clone, Debug)]
pub struct Batches {
    total: u64,
    done: u64,
    unit: u64,
    workers: u64,
    units: u64,
}

impl Batches {
    /// Batches of `total` items in units of `unit`, for `workers` threads (at first
    /// one unit a worker).
    pub fn new(total: u64, workers: usize, unit: u64) -> Batches {
        let workers = workers.max(1) as u64;
        Batches {
            total,
            done: 0,
            unit: unit.max(1),
            workers,
            units: workers,
        }
    }

    /// Items done so far.
    pub fn done(&self) -> u64 {
        self.done
    }

    /// The next batch, if any items are left.
    pub fn next_batch(&self) -> Option<(u64, u64)> {
        (self.done < self.total).then(|| {
            let size = self.units.saturating_mul(self.unit);
            (self.done, self.total.min(self.done.saturating_add(size)))
        })
    }

    /// Records that the batch [`Batches::next_batch`] gave took `elapsed`, and sizes
    /// the next one.
    pub fn finished(&mut self, elapsed: Duration) {
        if let Some((_, end)) = self.next_batch() {
            self.done = end;
        }
        let secs = elapsed.as_secs_f64();
        if secs < 0.05 && self.units < 1 << 20 {
            self.units *= 2;
        } else if secs > 0.2 && self.units > self.workers {
            self.units = (self.units / 2).max(self.workers);
        }
    }
}

impl Batches {
    /// Runs every batch in order: `batch(start, end)`, timed to size the next one,
    /// then `between(done, its result)` (where a caller reports progress and checks for
    /// signals). The first error of either stops the run.
    pub fn run<R, E>(
        mut self,
        mut batch: impl FnMut(u64, u64) -> Result<R, E>,
        mut between: impl FnMut(u64, R) -> Result<(), E>,
    ) -> Result<(), E> {
        while let Some((start, end)) = self.next_batch() {
            let clock = Instant::now();
            let r = batch(start, end)?;
            self.finished(clock.elapsed());
            between(self.done, r)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_cover_the_items_once_in_whole_units() {
        let unit = 1 << 14;
        let mut b = Batches::new(5 * unit + 7, 2, unit);
        let mut covered = 0;
        let mut quick = true;
        while let Some((start, end)) = b.next_batch() {
            assert_eq!(start, covered);
            assert_eq!(start % unit, 0);
            covered = end;
            // Alternately fast and slow batches.
            b.finished(Duration::from_millis(if quick { 1 } else { 500 }));
            quick = !quick;
        }
        assert_eq!(covered, 5 * unit + 7);
        assert_eq!(b.done(), covered);
    }

    #[test]
    fn run_calls_between_after_each_batch_and_stops_at_an_error() {
        let mut seen = Vec::new();
        let r: Result<(), usize> = Batches::new(100, 1, 4).run(
            |start, end| Ok(end - start),
            |done, size| {
                seen.push((done, size));
                if seen.len() == 2 {
                    Err(2)
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(r, Err(2));
        // The first batch is one unit; each `done` counts the batches so far.
        assert_eq!(seen[0], (4, 4));
        assert_eq!(seen[1].0, 4 + seen[1].1);
    }
}
