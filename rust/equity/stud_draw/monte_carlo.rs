//! Seeded Monte Carlo of the stud and draw games: the players' known hands drawn as
//! hold'em ranges are ([`crate::equity::board::monte_carlo`]: in turn, weighted, importance weights
//! correcting overlaps), then the community card if any and each player's cards to
//! come, uniformly from the cards left. Chunks of samples have their own generators,
//! so a result depends only on the seed and the number of samples.

use super::game::StudDrawGame;
use super::problem::StudDrawProblem;
use crate::cards::Card;
use crate::equity::estimate::{in_chunks, run_seconds, Estimate, Sums, WholeSums};
use crate::equity::range::{Combo, TurnDraws};
use crate::equity::showdown::{settle, Share, Values};
use crate::equity::Limits;
use crate::eval::tables::{tables, HandKey};
use crate::runtime::rng::Xoshiro256pp;

/// Estimated seconds of a stud or draw Monte Carlo sample on one core: a base and
/// per player.
const SECONDS_PER_SAMPLE: f64 = 20e-9;
const SECONDS_PER_PLAYER: f64 = 20e-9;

/// Estimated seconds of a Monte Carlo run on one core ([`run_seconds`]).
pub fn monte_carlo_seconds(p: &StudDrawProblem, limits: Limits) -> f64 {
    run_seconds(
        limits,
        SECONDS_PER_SAMPLE + SECONDS_PER_PLAYER * p.players.len() as f64,
    )
}

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
    /// The unseen cards when every player's hand is fixed (and the hands and dead
    /// cards disjoint: every sample of weight 1).
    unseen: Option<Unseen>,
    /// How each player's hand is drawn at its turn.
    draws: TurnDraws,
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
        let ranges: Vec<_> = problem.players.iter().map(|c| Some(&c[..])).collect();
        let draws = TurnDraws::new(&order, &ranges, problem.dead);
        StudDrawMonteCarlo {
            problem,
            seed,
            order,
            totals,
            keys,
            unseen: fixed_unseen(problem),
            draws,
        }
    }

    /// See [`crate::equity::question::Sampler::deal_scale`]: the product of the
    /// players' total weights (the mean importance weight is the weight of the tuples
    /// sharing no card over it; fixed hands: 1).
    pub fn deal_scale(&self) -> f64 {
        self.totals.iter().product()
    }

    /// The estimates of samples `start..end` (`start` a multiple of
    /// [`crate::equity::estimate::CHUNK_SAMPLES`]), one per chunk in order, on the current
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

    /// Chunk `index` of `game`: fixed hands deal from an array of the unseen cards,
    /// ranges draw their cards by rejection from the cards their hands leave.
    #[inline(always)]
    fn chunk_of(&self, game: StudDrawGame, index: u64, samples: u64) -> Estimate {
        let p = self.problem;
        let mut rng = Xoshiro256pp::seeded(self.seed, index);
        let mut est = Estimate {
            samples,
            players: vec![Sums::default(); p.players.len()],
            ..Estimate::default()
        };
        match &self.unseen {
            Some(unseen) => self.fixed_samples(game, &mut rng, unseen.clone(), &mut est),
            None => self.range_samples(game, &mut rng, &mut est),
        }
        est
    }

    /// The samples of fixed hands (each of weight 1, summed in integers): the known
    /// cards set once, each sample a partial Fisher-Yates shuffle of the unseen cards.
    #[inline(always)]
    fn fixed_samples(
        &self,
        game: StudDrawGame,
        rng: &mut Xoshiro256pp,
        mut unseen: Unseen,
        est: &mut Estimate,
    ) {
        let mut table = Table::default();
        for (player, combos) in self.problem.players.iter().enumerate() {
            table.seat(player, &combos[0], self.keys[player][0]);
        }
        let mut whole = WholeSums::default();
        for _ in 0..est.samples {
            unseen.reset();
            table.deal(game, self.problem, || unseen.draw(rng));
            whole.record(table.shares());
        }
        whole.add_to(est);
    }

    /// The samples of ranges: the known hands drawn in turn with importance weights,
    /// the cards to come by rejection.
    #[inline(always)]
    fn range_samples(&self, game: StudDrawGame, rng: &mut Xoshiro256pp, est: &mut Estimate) {
        let p = self.problem;
        let mut cards = CardDraws::default();
        let mut table = Table::default();
        for _ in 0..est.samples {
            let mut used = p.dead;
            let mut iw = 1.0;
            for &player in &self.order {
                let combos = &p.players[player];
                // A fixed hand takes no draw of the generator.
                let picked = match combos.as_slice() {
                    [one] => (one.mask & used == 0).then_some((0, one.weight)),
                    _ => self.draws.pick(player, rng, combos, used),
                };
                let Some((i, z)) = picked else {
                    iw = 0.0;
                    break;
                };
                iw *= z as f64 / self.totals[player];
                table.seat(player, &combos[i], self.keys[player][i]);
                used |= combos[i].mask;
            }
            if iw == 0.0 {
                continue;
            }
            table.deal(game, p, || cards.draw(rng, &mut used));
            est.record(iw, table.shares());
        }
    }
}

/// The unseen cards of a problem whose hands are all fixed and disjoint (none
/// otherwise).
fn fixed_unseen(problem: &StudDrawProblem) -> Option<Unseen> {
    let mut used = problem.dead;
    for combos in &problem.players {
        match combos.as_slice() {
            [one] if one.mask & used == 0 => used |= one.mask,
            _ => return None,
        }
    }
    Some(Unseen::new(used))
}

/// The players' hands of one sample: known cards, then those dealt, and the showdown.
#[derive(Clone, Copy, Debug, Default)]
struct Table {
    n: usize,
    hands: [[Card; 7]; 10],
    known: [usize; 10],
    keys: [HandKey; 10],
    vals: [Values; 10],
    shares: [Share; 10],
}

impl Table {
    /// Sets `player`'s known cards (`key` their key).
    #[inline(always)]
    fn seat(&mut self, player: usize, combo: &Combo, key: HandKey) {
        let known = combo.cards();
        self.hands[player][..known.len()].copy_from_slice(known);
        self.known[player] = known.len();
        self.keys[player] = key;
        self.n = self.n.max(player + 1);
    }

    /// Deals the community card if any, then each player's cards to come, from
    /// `draw`, and settles the showdown.
    #[inline(always)]
    fn deal(&mut self, game: StudDrawGame, p: &StudDrawProblem, mut draw: impl FnMut() -> Card) {
        let t = tables();
        let community = p.community.then(&mut draw);
        for i in 0..self.n {
            let hand = &mut self.hands[i];
            let mut key = self.keys[i];
            let mut len = self.known[i];
            for _ in 0..p.to_deal[i] {
                let c = draw();
                if game.values_need_cards() {
                    hand[len] = c;
                }
                key = key.add(c);
                len += 1;
            }
            if let Some(c) = community {
                if game.values_need_cards() {
                    hand[len] = c;
                }
                key = key.add(c);
                len += 1;
            }
            self.vals[i] = game.values(t, &hand[..len], key);
        }
        settle(&self.vals[..self.n], &mut self.shares[..self.n]);
    }

    /// The shares of the last showdown.
    #[inline(always)]
    fn shares(&self) -> &[Share] {
        &self.shares[..self.n]
    }
}

/// The cards no fixed hand holds and not dead, dealt without replacement by a
/// partial Fisher-Yates shuffle: the array stays a permutation of them, so each
/// sample starts from the last one's order (uniform all the same).
#[derive(Clone, Debug)]
struct Unseen {
    cards: [Card; 52],
    len: usize,
    /// Cards dealt this sample (the front of `cards`).
    dealt: usize,
    bits: u64,
    left: u32,
}

impl Unseen {
    fn new(used: u64) -> Self {
        let mut cards = [0; 52];
        let mut len = 0;
        for c in (0..52).filter(|c| used >> c & 1 == 0) {
            cards[len] = c as Card;
            len += 1;
        }
        Unseen {
            cards,
            len,
            dealt: 0,
            bits: 0,
            left: 0,
        }
    }

    /// Starts a sample: every unseen card can be dealt again.
    #[inline(always)]
    fn reset(&mut self) {
        self.dealt = 0;
    }

    /// A uniform card of those not dealt this sample.
    #[inline(always)]
    fn draw(&mut self, rng: &mut Xoshiro256pp) -> Card {
        let i = self.dealt;
        let j = i + uniform_below(rng, &mut self.bits, &mut self.left, (self.len - i) as u64);
        self.cards.swap(i, j);
        self.dealt += 1;
        self.cards[i]
    }
}

/// 65,536 mod `n` for `n` up to 52: the low parts of 16-bit multiply-shift draws
/// below it are rejected (Lemire), so that each draw is uniform.
const THRESHOLDS: [u64; 53] = {
    let mut t = [0; 53];
    let mut n = 1;
    while n < 53 {
        t[n] = (1 << 16) % n as u64;
        n += 1;
    }
    t
};

/// A uniform integer below `n` (1 to 52) from 16-bit pieces of the generator's words
/// (four a word, `bits` and `left` holding the rest of the last one).
#[inline(always)]
fn uniform_below(rng: &mut Xoshiro256pp, bits: &mut u64, left: &mut u32, n: u64) -> usize {
    loop {
        if *left == 0 {
            *bits = rng.next_u64();
            *left = 4;
        }
        let m = (*bits & 0xFFFF) * n;
        *bits >>= 16;
        *left -= 1;
        if m & 0xFFFF >= THRESHOLDS[n as usize] {
            return (m >> 16) as usize;
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
    /// A uniform card not in `used`, then marked used.
    #[inline(always)]
    fn draw(&mut self, rng: &mut Xoshiro256pp, used: &mut u64) -> Card {
        loop {
            let card = uniform_below(rng, &mut self.bits, &mut self.left, 52) as Card;
            if *used >> card & 1 == 0 {
                *used |= 1u64 << card;
                return card;
            }
        }
    }
}
