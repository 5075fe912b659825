//! Seeded Monte Carlo of the stud and draw games: the players' known hands drawn as
//! hold'em ranges are ([`super::monte_carlo`]: in turn, weighted, importance weights
//! correcting overlaps), then the community card if any and each player's cards to
//! come, uniformly from the cards left. Chunks of samples have their own generators,
//! so a result depends only on the seed and the number of samples.

use super::monte_carlo::{draw, in_chunks, pick, Estimate, Sums};
use super::showdown::{settle, Share, Values};
use super::stud_draw_problem::StudDrawProblem;
use crate::cards::Card;
use crate::eval::tables::{tables, HandKey};
use crate::paigow::monte_carlo::rng::Xoshiro256pp;

/// The Monte Carlo of a stud or draw problem with a seed.
#[derive(Clone, Debug)]
pub struct StudDrawMonteCarlo<'a> {
    problem: &'a StudDrawProblem,
    seed: u64,
    /// Players in the order their hands are drawn (fewest hands first).
    order: Vec<usize>,
    /// Each player's total weight.
    totals: Vec<f64>,
}

impl<'a> StudDrawMonteCarlo<'a> {
    pub fn new(problem: &'a StudDrawProblem, seed: u64) -> Self {
        let mut order: Vec<usize> = (0..problem.players.len()).collect();
        order.sort_by_key(|&p| problem.players[p].len());
        let totals = problem
            .players
            .iter()
            .map(|c| c.iter().map(|c| c.weight as f64).sum())
            .collect();
        StudDrawMonteCarlo {
            problem,
            seed,
            order,
            totals,
        }
    }

    /// The estimates of samples `start..end` (`start` a multiple of
    /// [`super::monte_carlo::CHUNK_SAMPLES`]), one per chunk in order, on the current
    /// rayon pool.
    pub fn chunks(&self, start: u64, end: u64) -> Vec<Estimate> {
        in_chunks(start, end, |index, samples| self.chunk(index, samples))
    }

    fn chunk(&self, index: u64, samples: u64) -> Estimate {
        let t = tables();
        let p = self.problem;
        let n = p.players.len();
        let mut rng = Xoshiro256pp::seeded(self.seed, index);
        let mut est = Estimate {
            samples,
            players: vec![Sums::default(); n],
            ..Estimate::default()
        };
        let mut hands = [[0 as Card; 7]; 10];
        let mut known = [0usize; 10];
        let mut vals = [Values::default(); 10];
        let mut shares = [Share::default(); 10];
        for _ in 0..samples {
            let mut used = p.dead;
            let mut iw = 1.0;
            for &player in &self.order {
                let Some((combo, z)) = pick(&mut rng, &p.players[player], used) else {
                    iw = 0.0;
                    break;
                };
                iw *= z as f64 / self.totals[player];
                let cards = combo.cards();
                hands[player][..cards.len()].copy_from_slice(cards);
                known[player] = cards.len();
                used |= combo.mask;
            }
            if iw == 0.0 {
                continue;
            }
            let community = p.community.then(|| draw(&mut rng, &mut used));
            for i in 0..n {
                let hand = &mut hands[i];
                let mut len = known[i];
                for _ in 0..p.to_deal[i] {
                    hand[len] = draw(&mut rng, &mut used);
                    len += 1;
                }
                if let Some(c) = community {
                    hand[len] = c;
                    len += 1;
                }
                vals[i] = p.game.values(t, &hand[..len], HandKey::of(&hand[..len]));
            }
            settle(&vals[..n], &mut shares[..n]);
            est.record(iw, &shares[..n]);
        }
        est
    }
}
