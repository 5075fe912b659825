//! Seeded Monte Carlo over the deals of weighted, possibly overlapping ranges.
//!
//! # Sampling
//!
//! The target distribution gives a tuple of hands (one a player, sharing no card with
//! each other nor with the known cards) probability proportional to the product of
//! their weights, then a uniform board from the cards left. Rejecting tuples that
//! share a card samples it exactly but starves when ranges overlap heavily, so the
//! players' hands are drawn in turn instead (the smallest range first), each from
//! the hands still possible given the cards already taken, with probability
//! proportional to its weight: `w_k / Z_k`, where `Z_k` is the weight of the
//! player's hands still possible. That proposal reaches every tuple of the target,
//! with probability `prod w_k / prod Z_k`, so the importance weight
//! `prod Z_k` (divided by a constant) corrects it to the target. `random` is drawn as
//! cards from the unseen deck, its `Z` the number of hands left. A tuple that leaves a
//! later player no hand gets weight 0. The estimate of each equity is the
//! self-normalised ratio `sum(iw * share) / sum(iw)`: consistent, with a bias of order
//! `1/samples` (far below the standard error); with fixed hands or disjoint ranges
//! every weight is equal and it is plain Monte Carlo. The standard error is the
//! ratio's delta-method estimate.
//!
//! # Reproducibility
//!
//! Sample `s` belongs to chunk `s / CHUNK_SAMPLES`; each chunk has its own generator
//! seeded by `(seed, chunk index)`, and chunk estimates are added in chunk order, so a
//! result depends only on the seed and the number of samples, never on the threads.
//! The stop at a standard error is checked after each chunk in that order
//! ([`Accumulator`]).

use rayon::prelude::*;

use super::board_samples::BoardSamples;
use super::game::EquityGame;
use super::problem::{Hands, Problem};
use super::range::{binomial, Combo};
use super::showdown::{settle, values, Share, Values, HALF, POT};
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::eval::tables::{tables, HandKey};
use crate::runtime::rng::Xoshiro256pp;

/// Samples per chunk (each chunk has its own generator). Fixed: changing it changes
/// what a seed deals.
pub const CHUNK_SAMPLES: u64 = 1 << 12;
/// Samples before a standard error may stop a run.
pub const MIN_SAMPLES: u64 = 4 * CHUNK_SAMPLES;

/// Checks the limits of a run: a standard error and seconds at least 0, at least one
/// sample.
pub fn check_limits(stdev: f64, samples: Option<u64>, seconds: Option<f64>) -> Result<()> {
    let negative = |x: f64| x.is_nan() || x < 0.0;
    if negative(stdev) || seconds.is_some_and(negative) || samples == Some(0) {
        return Err(Error::Argument(format!(
            "Monte Carlo needs stdev >= 0, time >= 0 and samples >= 1, got stdev={stdev}, time={seconds:?}, samples={samples:?}"
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

/// The Monte Carlo of a problem with a seed.
#[derive(Clone, Debug)]
pub struct MonteCarlo<'a> {
    problem: &'a Problem,
    seed: u64,
    /// Players in the order their hands are drawn.
    order: Vec<usize>,
    /// Each player's total weight (the constant the importance weights divide by).
    totals: Vec<f64>,
    /// `binomial(left, hole cards) / binomial(52, hole cards)` by cards left.
    random_z: Vec<f64>,
    /// Samples of weight 1, when the listed hands' tuples can be listed.
    direct: Option<Box<BoardSamples>>,
}

impl<'a> MonteCarlo<'a> {
    pub fn new(problem: &'a Problem, seed: u64) -> Self {
        let counts = problem.hand_counts();
        let mut order: Vec<usize> = (0..counts.len()).collect();
        order.sort_by_key(|&p| counts[p]);
        let hole = problem.game.hole_cards();
        let totals = problem
            .players
            .iter()
            .map(|h| match h {
                Hands::Random => 1.0,
                Hands::Combos(c) => c.iter().map(|c| c.weight as f64).sum(),
            })
            .collect();
        let all = binomial(52, hole) as f64;
        let random_z = (0..=52)
            .map(|left| binomial(left, hole) as f64 / all)
            .collect();
        MonteCarlo {
            problem,
            seed,
            order,
            totals,
            random_z,
            direct: BoardSamples::new(problem).map(Box::new),
        }
    }

    /// The estimates of samples `start..end` (`start` a multiple of
    /// [`CHUNK_SAMPLES`]), one per chunk in order, on the current rayon pool.
    pub fn chunks(&self, start: u64, end: u64) -> Vec<Estimate> {
        in_chunks(start, end, |index, samples| self.chunk(index, samples))
    }

    /// The first `samples` samples of chunk `index`.
    fn chunk(&self, index: u64, samples: u64) -> Estimate {
        let t = tables();
        let p = self.problem;
        let game: EquityGame = p.game;
        let n = p.players.len();
        let hole = game.hole_cards();
        let mut rng = Xoshiro256pp::seeded(self.seed, index);
        let mut est = Estimate {
            samples,
            players: vec![Sums::default(); n],
            ..Estimate::default()
        };
        if let Some(direct) = &self.direct {
            direct.run(p, &mut rng, &mut est);
            return est;
        }
        let mut holes = [[0 as Card; 6]; 10];
        let mut vals = [Values::default(); 10];
        let mut shares = [Share::default(); 10];
        let mut board = [0 as Card; 5];
        board[..p.board.len()].copy_from_slice(&p.board);
        for _ in 0..samples {
            let mut used = p.known;
            let mut iw = 1.0;
            for &player in &self.order {
                match &p.players[player] {
                    Hands::Random => {
                        iw *= self.random_z[52 - used.count_ones() as usize];
                        for slot in &mut holes[player][..hole] {
                            *slot = draw(&mut rng, &mut used);
                        }
                    }
                    Hands::Combos(combos) => {
                        let Some((i, z)) = pick(&mut rng, combos, used) else {
                            iw = 0.0;
                            break;
                        };
                        iw *= z as f64 / self.totals[player];
                        holes[player][..hole].copy_from_slice(combos[i].cards());
                        used |= combos[i].mask;
                    }
                }
            }
            if iw == 0.0 {
                continue;
            }
            for slot in &mut board[p.board.len()..] {
                *slot = draw(&mut rng, &mut used);
            }
            let board_key = HandKey::of(&board);
            for (v, h) in vals[..n].iter_mut().zip(&holes) {
                *v = values(t, game, &h[..hole], &board, board_key);
            }
            settle(&vals[..n], &mut shares[..n]);
            est.record(iw, &shares[..n]);
        }
        est
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

/// The index of a hand of `combos` sharing no card with `used`, drawn with
/// probability proportional to its weight, and the weight of those hands (None: none
/// is left).
#[inline]
pub(super) fn pick(rng: &mut Xoshiro256pp, combos: &[Combo], used: u64) -> Option<(usize, u64)> {
    let z: u64 = combos
        .iter()
        .filter(|c| c.mask & used == 0)
        .map(|c| c.weight)
        .sum();
    if z == 0 {
        return None;
    }
    let mut r = rng.below_u64(z);
    let index = combos
        .iter()
        .position(|c| {
            if c.mask & used != 0 {
                return false;
            }
            let hit = r < c.weight;
            r = r.wrapping_sub(c.weight);
            hit
        })
        .unwrap_or(0);
    Some((index, z))
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

/// A uniform card not in `used`, then marked used.
#[inline]
fn draw(rng: &mut Xoshiro256pp, used: &mut u64) -> Card {
    loop {
        let c = rng.below(52);
        if *used & 1u64 << c == 0 {
            *used |= 1u64 << c;
            return c as Card;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;

    fn estimate(mc: &MonteCarlo, samples: u64) -> Estimate {
        let mut acc = Accumulator::new(0.0);
        acc.fold(&mc.chunks(0, samples));
        acc.estimate
    }

    #[test]
    fn hands_drawn_in_turn_and_drawn_as_one_tuple_agree() {
        let players = ["AK, QQ+", "AQ+, KK+, JTs", "QQ+, AKs:0.3"];
        let p = Problem::new(EquityGame::Holdem, &players, &cards("2h 7h Td"), &[]).unwrap();
        let tuple = MonteCarlo::new(&p, 1);
        assert!(tuple.direct.is_some());
        let in_turn = MonteCarlo {
            direct: None,
            ..tuple.clone()
        };
        let (a, b) = (
            estimate(&tuple, 40 * CHUNK_SAMPLES),
            estimate(&in_turn, 40 * CHUNK_SAMPLES),
        );
        for i in 0..players.len() {
            let spread = (a.stderr(i).powi(2) + b.stderr(i).powi(2)).sqrt();
            assert!(
                (a.equity(i) - b.equity(i)).abs() < 4.0 * spread,
                "{a:?} {b:?}"
            );
        }
        // Wide overlapping ranges have too many tuples to list: drawn in turn.
        let wide = ["22+, A2+, K2+, Q2+, J2+"; 3];
        let p = Problem::new(EquityGame::Holdem, &wide, &[], &[]).unwrap();
        assert!(MonteCarlo::new(&p, 1).direct.is_none());
    }
}
