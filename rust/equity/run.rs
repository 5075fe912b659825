//! An equity question run to its result, in parts the caller schedules: the exact
//! enumeration's tasks or the Monte Carlo's samples, each part on the current rayon
//! pool ([`Work::part`]), folded in order with the Monte Carlo stop rule
//! ([`Fold::absorb`]), and the result so far ([`Fold::outcome`]). A caller in Python
//! reports progress and notices Ctrl-C between parts; [`EquityRun::finish`] runs every
//! part here.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::estimate::{check_limits, Accumulator, Estimate, CHUNK_SAMPLES};
use super::question::{ExactCount, Question, Sampler};
use super::tally::{Counts, ExactTally};
use super::{Limits, Method};
use crate::error::{Error, Result};
use crate::runtime::Batches;

/// One player's result by Monte Carlo.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerEstimate {
    pub equity: f64,
    pub stderr: f64,
    pub win: f64,
    pub tie: f64,
    pub high: f64,
    pub low: f64,
}

/// What a run found: exact counts (each player's [`Counts`] over `total`) or
/// estimates, and the completions enumerated or samples drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Exact {
        completions: u64,
        total: u128,
        players: Vec<Counts>,
    },
    MonteCarlo {
        samples: u64,
        players: Vec<PlayerEstimate>,
    },
}

impl Outcome {
    /// A player's equity as a float.
    pub fn equity(&self, p: usize) -> f64 {
        match self {
            Outcome::Exact { total, players, .. } => {
                players[p].pot as f64 / (*total as f64 * super::showdown::POT as f64)
            }
            Outcome::MonteCarlo { players, .. } => players[p].equity,
        }
    }

    /// The standard error of a player's equity (0 when exact).
    pub fn stderr(&self, p: usize) -> f64 {
        match self {
            Outcome::Exact { .. } => 0.0,
            Outcome::MonteCarlo { players, .. } => players[p].stderr,
        }
    }
}

/// A part of a run's work, done by [`EquityRun::part`].
pub enum Part {
    /// The counts of some tasks, and how many.
    Exact(ExactTally, u64),
    MonteCarlo(Vec<Estimate>),
}

/// The work of a run: each part computed independently, on the current rayon pool.
pub enum Work<'a> {
    Exact(ExactCount<'a>),
    MonteCarlo(Sampler<'a>),
}

/// The parts of a run folded in order, and the result so far.
pub enum Fold {
    Exact {
        completions: u64,
        tally: ExactTally,
        /// Tasks folded, and of how many.
        done: u64,
        tasks: u64,
    },
    MonteCarlo {
        acc: Accumulator,
        limits: Limits,
        clock: Instant,
    },
}

/// A run of one equity question: its [`Work`] split in parts, their [`Fold`].
pub struct EquityRun<'a> {
    pub work: Work<'a>,
    pub fold: Fold,
    /// The run's estimated time on one core, in seconds.
    pub seconds: f64,
}

impl<'a> EquityRun<'a> {
    /// The run of `question` by `method` (`None`: [`Question::choose`]'s pick within
    /// `limits`), Monte Carlo seeded by `seed`. Errors on limits that cannot stop a
    /// run and on problems too large to count exactly.
    pub fn new(
        question: &'a Question,
        method: Option<Method>,
        seed: u64,
        limits: Limits,
    ) -> Result<Self> {
        check_limits(limits.stdev, limits.samples, limits.seconds)?;
        let method = question.choose(method, limits);
        let seconds = question.seconds(method, limits);
        Ok(match method {
            Method::Exact => {
                let exact = question.exact()?;
                EquityRun {
                    fold: Fold::Exact {
                        completions: exact.completions(),
                        tally: ExactTally::default(),
                        done: 0,
                        tasks: exact.tasks(),
                    },
                    work: Work::Exact(exact),
                    seconds,
                }
            }
            Method::MonteCarlo => EquityRun {
                work: Work::MonteCarlo(question.monte_carlo(seed)),
                fold: Fold::MonteCarlo {
                    acc: Accumulator::new(limits.stdev),
                    limits,
                    clock: Instant::now(),
                },
                seconds,
            },
        })
    }

    /// Runs every part here, in batches of [`Batches`] sizes, and returns the outcome.
    pub fn finish(self) -> Result<Outcome> {
        let never = AtomicBool::new(false);
        self.finish_unless(&never)
            .map(|o| o.expect("a run that cannot stop ends"))
    }

    /// The exact counts of `question` on the current rayon pool (`alone`: on this
    /// thread, see [`EquityRun::fold_unless`]), or None as soon as `stop` is seen: its
    /// `Outcome::Exact` (total, each player's counts).
    pub fn exact_unless(
        question: &Question,
        stop: &AtomicBool,
        alone: bool,
    ) -> Result<Option<(u128, Vec<Counts>)>> {
        let limits = Limits {
            stdev: 1.0,
            samples: None,
            seconds: None,
        };
        let run = EquityRun::new(question, Some(Method::Exact), 0, limits)?;
        Ok(
            match run
                .fold_unless(stop, alone)?
                .map(|f| f.outcome())
                .transpose()?
            {
                Some(Outcome::Exact { total, players, .. }) => Some((total, players)),
                _ => None,
            },
        )
    }

    /// [`EquityRun::finish`], or None as soon as `stop` is seen between batches.
    pub fn finish_unless(self, stop: &AtomicBool) -> Result<Option<Outcome>> {
        self.fold_unless(stop, false)?
            .map(|f| f.outcome())
            .transpose()
    }

    /// Every part folded here, in batches of [`Batches`] sizes on the current pool, or
    /// (`alone`, for a run that is one of many on the workers) one unit of items a part
    /// on this thread alone, no part split so that no thread waits on another: the
    /// fold at the end, or None as soon as `stop` is seen between parts. The same fold
    /// either way.
    pub fn fold_unless(self, stop: &AtomicBool, alone: bool) -> Result<Option<Fold>> {
        let EquityRun { work, mut fold, .. } = self;
        let (total, unit) = work.items(&fold);
        if alone {
            let mut start = 0;
            while start < total {
                if stop.load(Ordering::Relaxed) {
                    return Ok(None);
                }
                let end = total.min(start.saturating_add(unit));
                if !fold.absorb(work.part_unless(start, end, stop)) {
                    break;
                }
                start = end;
            }
            return Ok(Some(fold));
        }
        let mut batches = Batches::new(total, rayon::current_num_threads(), unit);
        while let Some((start, end)) = batches.next_batch() {
            if stop.load(Ordering::Relaxed) {
                return Ok(None);
            }
            let clock = Instant::now();
            let part = work.part_unless(start, end, stop);
            batches.finished(clock.elapsed());
            if !fold.absorb(part) {
                break;
            }
        }
        Ok(Some(fold))
    }
}

impl Work<'_> {
    /// The method this work uses.
    pub fn method(&self) -> Method {
        match self {
            Work::Exact(_) => Method::Exact,
            Work::MonteCarlo(_) => Method::MonteCarlo,
        }
    }

    /// The items of work and the unit a part's bounds are multiples of: exact tasks,
    /// or samples in chunks (as many as the limits allow: the stop rule ends earlier).
    pub fn items(&self, fold: &Fold) -> (u64, u64) {
        match (self, fold) {
            (Work::MonteCarlo(_), Fold::MonteCarlo { limits, .. }) => {
                (limits.samples.unwrap_or(u64::MAX / 2), CHUNK_SAMPLES)
            }
            (Work::Exact(exact), _) => (exact.tasks(), 1),
            _ => unreachable!("the fold of another run"),
        }
    }

    /// The work of items `start..end`, on the current rayon pool.
    pub fn part(&self, start: u64, end: u64) -> Part {
        self.part_unless(start, end, &AtomicBool::new(false))
    }

    /// [`Work::part`], short once `stop` is set (a part the run no longer folds).
    pub fn part_unless(&self, start: u64, end: u64, stop: &AtomicBool) -> Part {
        match self {
            Work::Exact(exact) => Part::Exact(exact.run(start, end, stop), end - start),
            Work::MonteCarlo(mc) => Part::MonteCarlo(mc.chunks(start, end)),
        }
    }
}

impl Fold {
    /// Adds a part (parts in order); returns whether the run goes on: exact runs to
    /// the end, Monte Carlo until every standard error reaches `stdev` or the time is
    /// up (or the samples, the end of the items).
    pub fn absorb(&mut self, part: Part) -> bool {
        match (self, part) {
            (Fold::Exact { tally, done, .. }, Part::Exact(t, tasks)) => {
                *tally += &t;
                *done += tasks;
                true
            }
            (Fold::MonteCarlo { acc, limits, clock }, Part::MonteCarlo(chunks)) => {
                let reached = acc.fold(&chunks);
                !reached
                    && limits
                        .seconds
                        .is_none_or(|s| clock.elapsed().as_secs_f64() < s)
            }
            _ => unreachable!("a part of another run"),
        }
    }

    /// Work done and its total (None when open-ended): exact tasks counted of all
    /// (a task's boards or deals may be more than 2^64 in all), or samples drawn of
    /// `samples`.
    pub fn progress(&self) -> (u64, Option<u64>) {
        match self {
            Fold::Exact { done, tasks, .. } => (*done, Some(*tasks)),
            Fold::MonteCarlo { acc, limits, .. } => (acc.estimate.samples, limits.samples),
        }
    }

    /// The result of the parts absorbed so far. Errors when no Monte Carlo sample gave
    /// every player a hand.
    pub fn outcome(&self) -> Result<Outcome> {
        match self {
            Fold::Exact {
                completions, tally, ..
            } => Ok(Outcome::Exact {
                completions: *completions,
                total: tally.total,
                players: tally.players.clone(),
            }),
            Fold::MonteCarlo { acc, .. } => estimates(&acc.estimate),
        }
    }
}

/// Each player's estimates of Monte Carlo sums.
fn estimates(e: &Estimate) -> Result<Outcome> {
    if e.weight <= 0.0 {
        return Err(Error::Argument(
            "no sampled deal gave every player a hand: the ranges almost always share a card"
                .into(),
        ));
    }
    let players = (0..e.players.len())
        .map(|p| {
            let s = &e.players[p];
            let w = e.weight;
            PlayerEstimate {
                equity: e.equity(p),
                stderr: e.stderr(p),
                win: s.win / w,
                tie: s.tie / w,
                high: s.high / w,
                low: s.low / w,
            }
        })
        .collect();
    Ok(Outcome::MonteCarlo {
        samples: e.samples,
        players,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;
    use crate::equity::{EquityGame, Problem};

    #[test]
    fn monte_carlo_stops_at_its_samples_and_agrees_with_exact() {
        let p = Problem::new(EquityGame::Holdem, &["AhKh", "QQ"], &cards("2c 7d Th"), &[]).unwrap();
        let p = Question::Board(p);
        let limits = Limits {
            stdev: 0.0,
            samples: Some(3 * CHUNK_SAMPLES + 5),
            seconds: None,
        };
        let exact = EquityRun::new(&p, Some(Method::Exact), 0, limits)
            .unwrap()
            .finish()
            .unwrap();
        let mc = EquityRun::new(&p, Some(Method::MonteCarlo), 7, limits)
            .unwrap()
            .finish()
            .unwrap();
        assert!(
            matches!(mc, Outcome::MonteCarlo { samples, .. } if samples == 3 * CHUNK_SAMPLES + 5)
        );
        assert!((exact.equity(0) + exact.equity(1) - 1.0).abs() < 1e-12);
        assert!((mc.equity(0) - exact.equity(0)).abs() < 4.0 * mc.stderr(0));
        let bad = Limits {
            samples: Some(0),
            ..limits
        };
        assert!(EquityRun::new(&p, None, 0, bad).is_err());
    }
}
