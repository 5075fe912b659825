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
//! ([`crate::equity::estimate::Accumulator`]).

pub mod board_samples;
pub mod deal;
pub mod joint;
pub mod omaha_values;
pub mod winners;

use super::game::values;
use super::{EquityGame, Problem};
use crate::cards::Card;
use crate::equity::estimate::{in_chunks, run_seconds, Estimate, Sums};
use crate::equity::hands::Hands;
use crate::equity::range::{binomial, Combo, TurnDraws};
use crate::equity::showdown::{settle, Share, Values};
use crate::equity::Limits;
use crate::eval::tables::{tables, HandKey};
use crate::runtime::rng::Xoshiro256pp;
use board_samples::BoardSamples;

/// Estimated seconds of a Monte Carlo sample on one core: a base, per player (hold'em;
/// Omaha, and per pair of its hole cards; twice for hi-lo hold'em), per listed hand scanned
/// (twice a sample; a player that draws by bisection scans none), and per player whose
/// listed hands are too many to stay in cache ([`SECONDS_PER_RANGE_READ`]).
const SECONDS_PER_SAMPLE: f64 = 30e-9;
const SECONDS_PER_HOLDEM_PLAYER: f64 = 15e-9;
const SECONDS_PER_OMAHA_PLAYER: f64 = 35e-9;
const SECONDS_PER_OMAHA_PAIR: f64 = 11e-9;
const SECONDS_PER_SCANNED_HAND: f64 = 1e-9;
/// A range's reads by its listed hands: past 2^16 they go to memory; past 2^20 they
/// are drawn in turn (too many tuples to list) and miss the cache at every step.
const SECONDS_PER_RANGE_READ: [(usize, f64); 2] = [(1 << 20, 1000e-9), (1 << 16, 250e-9)];

/// Estimated seconds of a Monte Carlo run on one core ([`run_seconds`]).
pub fn monte_carlo_seconds(problem: &Problem, limits: Limits) -> f64 {
    // Omaha's low is valued with its high at little more cost; hold'em's doubles it.
    let hole = problem.game.hole_cards();
    let per_player = if problem.game.is_omaha() {
        SECONDS_PER_OMAHA_PLAYER + SECONDS_PER_OMAHA_PAIR * (hole * (hole - 1) / 2) as f64
    } else if problem.game.is_hi_lo() {
        2.0 * SECONDS_PER_HOLDEM_PLAYER
    } else {
        SECONDS_PER_HOLDEM_PLAYER
    };
    let (order, ranges) = (draw_order(problem), listed(problem));
    let scanned: f64 = (0..ranges.len())
        .filter(|&p| !TurnDraws::bisects(&order, &ranges, problem.known, p))
        .map(|p| ranges[p].map_or(0.0, |c| 2.0 * c.len() as f64))
        .sum();
    let reads: f64 = (ranges.iter().flatten())
        .filter_map(|c| SECONDS_PER_RANGE_READ.iter().find(|(n, _)| c.len() > *n))
        .map(|(_, seconds)| seconds)
        .sum();
    let per_sample = SECONDS_PER_SAMPLE
        + per_player * problem.players.len() as f64
        + scanned * SECONDS_PER_SCANNED_HAND
        + reads;
    run_seconds(limits, per_sample)
}

/// The order the players' hands are drawn in: the fewest hands first.
fn draw_order(problem: &Problem) -> Vec<usize> {
    let counts = problem.hand_counts();
    let mut order: Vec<usize> = (0..counts.len()).collect();
    order.sort_by_key(|&p| counts[p]);
    order
}

/// Each player's listed hands (None: `random`).
fn listed(problem: &Problem) -> Vec<Option<&[Combo]>> {
    let hands = problem.players.iter();
    hands
        .map(|h| match h {
            Hands::Combos(c) => Some(&c[..]),
            Hands::Random => None,
        })
        .collect()
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
    /// How each listed player's hand is drawn at its turn.
    draws: TurnDraws,
}

impl<'a> MonteCarlo<'a> {
    pub fn new(problem: &'a Problem, seed: u64) -> Self {
        let order = draw_order(problem);
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
        let draws = TurnDraws::new(&order, &listed(problem), problem.known);
        MonteCarlo {
            problem,
            seed,
            order,
            totals,
            random_z,
            direct: BoardSamples::new(problem).map(Box::new),
            draws,
        }
    }

    /// The estimates of samples `start..end` (`start` a multiple of
    /// [`CHUNK_SAMPLES`](crate::equity::estimate::CHUNK_SAMPLES)), one per chunk in order, on the current rayon pool.
    pub fn chunks(&self, start: u64, end: u64) -> Vec<Estimate> {
        in_chunks(start, end, |index, samples| self.chunk(index, samples))
    }

    /// See [`crate::equity::question::Sampler::deal_scale`]: the tuples' weight when
    /// they are drawn jointly (every importance weight 1); else the listed players'
    /// total weights over each `random` player's `random_z` at its turn (the mean
    /// importance weight is the tuples' weight over the totals, times those).
    pub fn deal_scale(&self) -> f64 {
        if let Some(direct) = &self.direct {
            return direct.tuples_weight() as f64;
        }
        let hole = self.problem.game.hole_cards();
        let mut used = self.problem.known.count_ones() as usize;
        let mut scale = 1.0;
        for &player in &self.order {
            match &self.problem.players[player] {
                Hands::Random => scale /= self.random_z[52 - used],
                Hands::Combos(_) => scale *= self.totals[player],
            }
            used += hole;
        }
        scale
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
                        let Some((i, z)) = self.draws.pick(player, &mut rng, combos, used) else {
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
    use crate::equity::estimate::{Accumulator, CHUNK_SAMPLES};

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
