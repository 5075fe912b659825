//! The estimates of Monte Carlo runs, shared by the board games' and the stud and draw
//! games' samplers: each player's importance-weighted sums ([`Sums`], [`Estimate`]; in
//! integers when every weight is 1, `WholeSums`), the chunks samples are dealt in
//! ([`CHUNK_SAMPLES`], `in_chunks`) and their fold, in chunk order, up to a standard
//! error ([`Accumulator`]).

use rayon::prelude::*;

use super::showdown::{Share, HALF, POT};
use super::Limits;
use crate::error::{Error, Result};

/// Samples per chunk (each chunk has its own generator). Fixed: changing it changes
/// what a seed deals.
pub const CHUNK_SAMPLES: u64 = 1 << 12;
/// Samples before a standard error may stop a run.
pub const MIN_SAMPLES: u64 = 4 * CHUNK_SAMPLES;

/// The variance of a player's share of the pot assumed to estimate how many samples
/// reach a standard error (a share in [0, 1] has at most 0.25).
const SHARE_VARIANCE: f64 = 0.2;

/// Estimated seconds of a run on one core at `per_sample` seconds a sample: the
/// samples the limits allow (those that reach `stdev` at a typical variance, at most
/// `samples`) times the cost of a sample, at most `seconds`.
pub fn run_seconds(limits: Limits, per_sample: f64) -> f64 {
    let needed = if limits.stdev > 0.0 {
        (SHARE_VARIANCE / (limits.stdev * limits.stdev)).max(MIN_SAMPLES as f64)
    } else {
        f64::INFINITY
    };
    let samples = limits.samples.map_or(needed, |s| needed.min(s as f64));
    (samples * per_sample).min(limits.seconds.unwrap_or(f64::INFINITY))
}

/// Checks the limits of a run: a standard error and seconds at least 0, at least one
/// sample.
pub fn check_limits(stdev: f64, samples: Option<u64>, seconds: Option<f64>) -> Result<()> {
    let negative = |x: f64| x.is_nan() || x < 0.0;
    if negative(stdev) || seconds.is_some_and(negative) || samples == Some(0) {
        return Err(Error::Argument(format!(
            "Monte Carlo needs stdev >= 0, time >= 0 and samples >= 1, got stdev={stdev}, time={}, samples={}",
            seconds.map_or("None".into(), |s| s.to_string()),
            samples.map_or("None".into(), |s| s.to_string())
        )));
    }
    Ok(())
}

/// One player's importance-weighted sums.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Sums {
    /// `sum(iw * x)`, `x` the share of the pot.
    pub pot: f64,
    /// `sum(iw^2 * x)` and `sum(iw^2 * x^2)`, for the standard error.
    pub pot_w2: f64,
    pub pot2_w2: f64,
    /// `sum(iw)` over the deals the player wins alone, shares, and the shares of the
    /// high pot and of the low half.
    pub win: f64,
    pub tie: f64,
    pub high: f64,
    pub low: f64,
}

/// The sums of some samples.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Estimate {
    pub samples: u64,
    /// `sum(iw)` and `sum(iw^2)`.
    pub weight: f64,
    pub weight2: f64,
    pub players: Vec<Sums>,
}

impl Estimate {
    fn add(&mut self, o: &Estimate) {
        self.samples += o.samples;
        self.weight += o.weight;
        self.weight2 += o.weight2;
        self.players.resize(o.players.len(), Sums::default());
        for (a, b) in self.players.iter_mut().zip(&o.players) {
            a.pot += b.pot;
            a.pot_w2 += b.pot_w2;
            a.pot2_w2 += b.pot2_w2;
            a.win += b.win;
            a.tie += b.tie;
            a.high += b.high;
            a.low += b.low;
        }
    }

    /// A player's equity.
    pub fn equity(&self, p: usize) -> f64 {
        self.players[p].pot / self.weight
    }

    /// The standard error of a player's equity.
    pub fn stderr(&self, p: usize) -> f64 {
        let s = &self.players[p];
        let mu = self.equity(p);
        let spread = s.pot2_w2 - 2.0 * mu * s.pot_w2 + mu * mu * self.weight2;
        spread.max(0.0).sqrt() / self.weight
    }

    /// The largest standard error (infinite before any weighted sample).
    pub fn max_stderr(&self) -> f64 {
        if self.weight <= 0.0 {
            return f64::INFINITY;
        }
        (0..self.players.len())
            .map(|p| self.stderr(p))
            .fold(0.0, f64::max)
    }
}

/// Chunk estimates added in order until the standard error reaches a target.
#[derive(Clone, Debug, Default)]
pub struct Accumulator {
    pub estimate: Estimate,
    stdev: f64,
    reached: bool,
}

impl Accumulator {
    /// Stops once every standard error is at most `stdev` (after [`MIN_SAMPLES`]).
    pub fn new(stdev: f64) -> Accumulator {
        Accumulator {
            stdev,
            ..Accumulator::default()
        }
    }

    /// Adds chunk estimates in order, up to the first that reaches the target;
    /// returns whether it is reached.
    pub fn fold(&mut self, chunks: &[Estimate]) -> bool {
        for c in chunks {
            if self.reached {
                break;
            }
            self.estimate.add(c);
            self.reached =
                self.estimate.samples >= MIN_SAMPLES && self.estimate.max_stderr() <= self.stdev;
        }
        self.reached
    }
}

/// The sums of samples of importance weight 1 (fixed hands, or hands drawn
/// from their exact joint distribution), in integers: the
/// same sums as [`Estimate::record`]'s, without floating point a sample.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct WholeSums {
    samples: u64,
    /// Per player: the pot shares, their squares, wins, ties, high and low shares.
    players: [[u64; 6]; 10],
}

impl WholeSums {
    #[inline(always)]
    pub(super) fn record(&mut self, shares: &[Share]) {
        self.record_times(shares, 1);
    }

    /// Adds `times` samples settled as `shares`.
    #[inline(always)]
    pub(super) fn record_times(&mut self, shares: &[Share], times: u64) {
        self.samples += times;
        for (s, sh) in self.players.iter_mut().zip(shares) {
            let pot = sh.pot as u64;
            s[0] += pot * times;
            s[1] += pot * pot * times;
            s[2] += u64::from(sh.is_win()) * times;
            s[3] += u64::from(sh.is_tie()) * times;
            s[4] += sh.high as u64 * times;
            s[5] += sh.low as u64 * times;
        }
    }

    pub(super) fn add_to(&self, est: &mut Estimate) {
        let (pot, half) = (POT as f64, HALF as f64);
        est.weight += self.samples as f64;
        est.weight2 += self.samples as f64;
        for (e, s) in est.players.iter_mut().zip(&self.players) {
            e.pot += s[0] as f64 / pot;
            e.pot_w2 += s[0] as f64 / pot;
            e.pot2_w2 += s[1] as f64 / (pot * pot);
            e.win += s[2] as f64;
            e.tie += s[3] as f64;
            e.high += s[4] as f64 / half;
            e.low += s[5] as f64 / half;
        }
    }
}

/// `k / POT` and `k / HALF` for every share `k`: the floats of the divisions, read
/// from a table instead of divided every sample.
static POT_FRACTIONS: [f64; POT as usize + 1] = fractions(POT);
static HALF_FRACTIONS: [f64; HALF as usize + 1] = fractions(HALF);

const fn fractions<const N: usize>(unit: u32) -> [f64; N] {
    let mut table = [0.0; N];
    let mut k = 0;
    while k < N {
        table[k] = k as f64 / unit as f64;
        k += 1;
    }
    table
}

impl Estimate {
    /// Adds a sample of importance weight `iw` settled as `shares`.
    #[inline]
    pub fn record(&mut self, iw: f64, shares: &[Share]) {
        self.weight += iw;
        self.weight2 += iw * iw;
        for (s, sh) in self.players.iter_mut().zip(shares) {
            let x = POT_FRACTIONS[sh.pot as usize];
            s.pot += iw * x;
            s.pot_w2 += iw * iw * x;
            s.pot2_w2 += iw * iw * x * x;
            s.high += iw * HALF_FRACTIONS[sh.high as usize];
            s.low += iw * HALF_FRACTIONS[sh.low as usize];
            if sh.is_win() {
                s.win += iw;
            } else if sh.is_tie() {
                s.tie += iw;
            }
        }
    }
}

/// `chunk(index, samples)` of each chunk of samples `start..end` (`start` a multiple
/// of [`CHUNK_SAMPLES`]), in order, on the current rayon pool.
pub(super) fn in_chunks(
    start: u64,
    end: u64,
    chunk: impl Fn(u64, u64) -> Estimate + Sync,
) -> Vec<Estimate> {
    let first = start / CHUNK_SAMPLES;
    let last = end.div_ceil(CHUNK_SAMPLES);
    (first..last)
        .into_par_iter()
        .map(|c| {
            let from = (c * CHUNK_SAMPLES).max(start);
            let to = ((c + 1) * CHUNK_SAMPLES).min(end);
            chunk(c, to - from)
        })
        .collect()
}
