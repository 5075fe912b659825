//! Seeded Monte Carlo of the stud and draw games: the players' known hands drawn as
//! hold'em ranges are ([`super::monte_carlo`]: in turn, weighted, importance weights
//! correcting overlaps), then the community card if any and each player's cards to
//! come, uniformly from the cards left. Chunks of samples have their own generators,
//! so a result depends only on the seed and the number of samples.

use super::monte_carlo::{in_chunks, pick, Estimate, Sums};
use super::showdown::{settle, Share, Values, HALF, POT};
use super::stud_draw_game::StudDrawGame;
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
    /// The key of each player's each hand.
    keys: Vec<Vec<HandKey>>,
    /// Whether every player's hand is fixed (every sample of weight 1).
    fixed: bool,
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
        let keys = problem
            .players
            .iter()
            .map(|c| c.iter().map(|c| HandKey::of(c.cards())).collect())
            .collect();
        StudDrawMonteCarlo {
            problem,
            seed,
            order,
            totals,
            keys,
            fixed: problem.players.iter().all(|c| c.len() == 1),
        }
    }

    /// The estimates of samples `start..end` (`start` a multiple of
    /// [`super::monte_carlo::CHUNK_SAMPLES`]), one per chunk in order, on the current
    /// rayon pool.
    pub fn chunks(&self, start: u64, end: u64) -> Vec<Estimate> {
        in_chunks(start, end, |index, samples| self.chunk(index, samples))
    }

    /// The first `samples` samples of chunk `index`, compiled once per game so that
    /// the hands' values inline.
    fn chunk(&self, index: u64, samples: u64) -> Estimate {
        use StudDrawGame::*;
        match self.problem.game {
            Stud => self.chunk_of(Stud, index, samples),
            StudHiLo => self.chunk_of(StudHiLo, index, samples),
            Razz => self.chunk_of(Razz, index, samples),
            Draw27 => self.chunk_of(Draw27, index, samples),
            DrawA5 => self.chunk_of(DrawA5, index, samples),
            BadugiDraw => self.chunk_of(BadugiDraw, index, samples),
        }
    }

    #[inline(always)]
    fn chunk_of(&self, game: StudDrawGame, index: u64, samples: u64) -> Estimate {
        let t = tables();
        let p = self.problem;
        let n = p.players.len();
        let mut rng = Xoshiro256pp::seeded(self.seed, index);
        let mut cards = CardDraws::default();
        let mut whole = WholeSums::default();
        let mut est = Estimate {
            samples,
            players: vec![Sums::default(); n],
            ..Estimate::default()
        };
        let mut hands = [[0 as Card; 7]; 10];
        let mut known = [0usize; 10];
        let mut keys = [HandKey::default(); 10];
        let mut vals = [Values::default(); 10];
        let mut shares = [Share::default(); 10];
        for _ in 0..samples {
            let mut used = p.dead;
            let mut iw = 1.0;
            for &player in &self.order {
                let combos = &p.players[player];
                // A fixed hand takes no draw of the generator.
                let picked = match combos.as_slice() {
                    [one] => (one.mask & used == 0).then_some((0, one.weight)),
                    _ => pick(&mut rng, combos, used),
                };
                let Some((i, z)) = picked else {
                    iw = 0.0;
                    break;
                };
                iw *= z as f64 / self.totals[player];
                let combo = &combos[i];
                hands[player][..combo.cards().len()].copy_from_slice(combo.cards());
                known[player] = combo.cards().len();
                keys[player] = self.keys[player][i];
                used |= combo.mask;
            }
            if iw == 0.0 {
                continue;
            }
            let community = p.community.then(|| cards.draw(&mut rng, &mut used));
            for i in 0..n {
                let hand = &mut hands[i];
                let mut key = keys[i];
                let mut len = known[i];
                for _ in 0..p.to_deal[i] {
                    let c = cards.draw(&mut rng, &mut used);
                    hand[len] = c;
                    key = key.add(c);
                    len += 1;
                }
                if let Some(c) = community {
                    hand[len] = c;
                    key = key.add(c);
                    len += 1;
                }
                vals[i] = game.values(t, &hand[..len], key);
            }
            settle(&vals[..n], &mut shares[..n]);
            if self.fixed {
                whole.record(&shares[..n]);
            } else {
                est.record(iw, &shares[..n]);
            }
        }
        whole.add_to(&mut est);
        est
    }
}

/// The sums of samples of importance weight 1 (every hand fixed), in integers: the
/// same sums as [`Estimate::record`]'s, without floating point a sample.
#[derive(Clone, Copy, Debug, Default)]
struct WholeSums {
    samples: u64,
    /// Per player: the pot shares, their squares, wins, ties, high and low shares.
    players: [[u64; 6]; 10],
}

impl WholeSums {
    #[inline(always)]
    fn record(&mut self, shares: &[Share]) {
        self.samples += 1;
        for (s, sh) in self.players.iter_mut().zip(shares) {
            let pot = sh.pot as u64;
            s[0] += pot;
            s[1] += pot * pot;
            s[2] += u64::from(sh.is_win());
            s[3] += u64::from(sh.is_tie());
            s[4] += sh.high as u64;
            s[5] += sh.low as u64;
        }
    }

    fn add_to(&self, est: &mut Estimate) {
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

/// Uniform cards not yet used, from 16-bit pieces of the generator's words (four a
/// word): Lemire's multiply-shift, rejecting the 16 of 65,536 pieces that would bias
/// it, keeps each piece uniform over the 52 cards.
#[derive(Clone, Copy, Debug, Default)]
struct CardDraws {
    bits: u64,
    left: u32,
}

impl CardDraws {
    /// 65,536 mod 52: pieces whose low part is below it are rejected.
    const THRESHOLD: u64 = (1 << 16) % 52;

    /// A uniform card not in `used`, then marked used.
    #[inline(always)]
    fn draw(&mut self, rng: &mut Xoshiro256pp, used: &mut u64) -> Card {
        loop {
            if self.left == 0 {
                self.bits = rng.next_u64();
                self.left = 4;
            }
            let m = (self.bits & 0xFFFF) * 52;
            self.bits >>= 16;
            self.left -= 1;
            let card = (m >> 16) as Card;
            if m & 0xFFFF >= Self::THRESHOLD && *used >> card & 1 == 0 {
                *used |= 1u64 << card;
                return card;
            }
        }
    }
}
