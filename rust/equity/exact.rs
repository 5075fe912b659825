//! Exact enumeration: every completion of the board, and on each board every tuple of
//! the players' hands that shares no card with it or with each other, weighted by the
//! product of the hands' weights. Counts are integer sums, so the result is the same
//! on any number of threads and Python reads exact fractions from it.
//!
//! Completions are drawn from the unseen cards (the deck without the board, the dead
//! cards and the cards of fixed hands) in colex order, so that any range of completion
//! indices can be started directly ([`Completions::at`]). Each hand's values are
//! computed once per board and shared by every tuple that holds it; in high-only
//! games the last player's hands are summed by how they compare with the others' best
//! instead of settling each tuple.
//!
//! Every deal leaves the same number of unseen cards, so each (tuple, board) pair
//! has probability proportional to the tuple's weight: the equity of player `i` is
//! `pot[i] / (total * POT)`.

use std::cmp::Ordering;
use std::ops::AddAssign;

use rayon::prelude::*;

use super::game::EquityGame;
use super::problem::Problem;
use super::range::{binomial, Combo};
use super::showdown::{settle, values, Share, Values, POT};
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::eval::tables::{tables, HandKey};

/// The most hands a player may have in exact enumeration (`random` in six-card Omaha
/// has 20 million).
const MAX_LISTED: u64 = 1 << 21;

/// Completions of one rayon task.
const BOARDS_PER_TASK: u64 = 256;

/// One player's weighted counts (see [`ExactTally`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Share of the pot, in units of 1/[`POT`] per unit of weight.
    pub pot: u128,
    /// Weight of the deals the player wins alone (scoops).
    pub win: u128,
    /// Weight of the deals the player takes part of the pot, not all of it.
    pub tie: u128,
    /// Share of the high pot, in units of 1/[`super::showdown::HALF`].
    pub high: u128,
    /// Share of the low half, in units of 1/[`super::showdown::HALF`].
    pub low: u128,
}

/// The counts of some completions: `total` the weight of every deal counted, and per
/// player their [`Counts`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExactTally {
    pub total: u128,
    pub players: Vec<Counts>,
}

impl AddAssign<&ExactTally> for ExactTally {
    fn add_assign(&mut self, other: &ExactTally) {
        self.total += other.total;
        self.players.resize(other.players.len(), Counts::default());
        for (a, b) in self.players.iter_mut().zip(&other.players) {
            a.pot += b.pot;
            a.win += b.win;
            a.tie += b.tie;
            a.high += b.high;
            a.low += b.low;
        }
    }
}

/// An exact enumeration, ready to run over ranges of completions.
#[derive(Clone, Debug)]
pub struct Exact {
    game: EquityGame,
    board: Vec<Card>,
    /// The cards completions are drawn from, ascending.
    deck: Vec<Card>,
    /// The players' hands in enumeration order: `players[i]` is the problem's player
    /// `order[i]`.
    players: Vec<Vec<Combo>>,
    order: Vec<usize>,
    to_come: usize,
}

impl Exact {
    /// The enumeration of a problem. Errors when the weighted counts could overflow.
    pub fn new(problem: &Problem) -> Result<Exact> {
        if problem.hand_counts().iter().any(|&c| c > MAX_LISTED) {
            return Err(Error::Argument(
                "too many hands to list for exact enumeration: use monte-carlo".into(),
            ));
        }
        // The largest range last: its hands are summed, not settled one by one.
        let counts = problem.hand_counts();
        let mut order: Vec<usize> = (0..counts.len()).collect();
        order.sort_by_key(|&p| counts[p]);
        let players: Vec<Vec<Combo>> = order.iter().map(|&p| problem.listed(p)).collect();
        let fixed = players
            .iter()
            .fold(0u64, |m, c| m | c.iter().fold(u64::MAX, |f, c| f & c.mask));
        let deck: Vec<Card> = (0..52)
            .filter(|&c| (problem.known | fixed) & 1u64 << c == 0)
            .collect();
        let e = Exact {
            game: problem.game,
            board: problem.board.clone(),
            deck,
            players,
            order,
            to_come: problem.to_come(),
        };
        let bound =
            e.players
                .iter()
                .try_fold(POT as f64 * e.completions() as f64, |b, c| -> Option<f64> {
                    let most = c.iter().map(|c| c.weight).max()? as f64;
                    Some(b * most * c.len() as f64)
                });
        if bound.is_none_or(|b| b >= u128::MAX as f64 / 4.0) {
            return Err(Error::Argument(
                "too many deals to count exactly (their weighted sum would overflow): use monte-carlo".into(),
            ));
        }
        Ok(e)
    }

    /// Number of board completions.
    pub fn completions(&self) -> u64 {
        binomial(self.deck.len(), self.to_come)
    }

    /// The counts of completions `start..end`, on the current rayon pool, players in
    /// the problem's order.
    pub fn run(&self, start: u64, end: u64) -> ExactTally {
        let tasks = (end - start).div_ceil(BOARDS_PER_TASK) as usize;
        let tally = (0..tasks)
            .into_par_iter()
            .map(|t| {
                let s = start + t as u64 * BOARDS_PER_TASK;
                self.run_task(s, end.min(s + BOARDS_PER_TASK))
            })
            .reduce(ExactTally::default, |mut a, b| {
                a += &b;
                a
            });
        let mut players = vec![Counts::default(); self.order.len()];
        for (&p, c) in self.order.iter().zip(&tally.players) {
            players[p] = *c;
        }
        ExactTally {
            total: tally.total,
            players,
        }
    }

    fn run_task(&self, start: u64, end: u64) -> ExactTally {
        let t = tables();
        let n = self.players.len();
        let mut tally = ExactTally {
            total: 0,
            players: vec![Counts::default(); n],
        };
        let mut hand_values: Vec<Vec<Values>> = self
            .players
            .iter()
            .map(|c| vec![Values::default(); c.len()])
            .collect();
        let mut completions = Completions::at(self.deck.len(), self.to_come, start);
        let mut board = [0 as Card; 5];
        board[..self.board.len()].copy_from_slice(&self.board);
        for _ in start..end {
            for (slot, &p) in board[self.board.len()..]
                .iter_mut()
                .zip(completions.positions())
            {
                *slot = self.deck[p];
            }
            let board_mask = board.iter().fold(0u64, |m, &c| m | 1u64 << c);
            let board_key = HandKey::of(&board);
            for (combos, vals) in self.players.iter().zip(&mut hand_values) {
                for (c, v) in combos.iter().zip(vals.iter_mut()) {
                    *v = if c.mask & board_mask == 0 {
                        values(t, self.game, c.cards(), &board, board_key)
                    } else {
                        Values::default()
                    };
                }
            }
            let mut chosen = [Values::default(); 10];
            let mut shares = [Share::default(); 10];
            self.deal(
                &hand_values,
                0,
                board_mask,
                1,
                &mut chosen[..n],
                &mut shares[..n],
                &mut tally,
            );
            completions.advance();
        }
        tally
    }

    /// Every tuple of hands of players `p..` sharing no card with `used`, at weight
    /// `weight` so far.
    #[allow(clippy::too_many_arguments)]
    fn deal(
        &self,
        hand_values: &[Vec<Values>],
        p: usize,
        used: u64,
        weight: u128,
        chosen: &mut [Values],
        shares: &mut [Share],
        tally: &mut ExactTally,
    ) {
        if p + 1 == chosen.len() && !self.game.is_hi_lo() {
            return self.deal_last_high(&hand_values[p], used, weight, chosen, tally);
        }
        if p == chosen.len() {
            settle(chosen, shares);
            tally.total += weight;
            for (c, s) in tally.players.iter_mut().zip(shares.iter()) {
                c.pot += weight * s.pot as u128;
                c.high += weight * s.high as u128;
                c.low += weight * s.low as u128;
                c.win += if s.is_win() { weight } else { 0 };
                c.tie += if s.is_tie() { weight } else { 0 };
            }
            return;
        }
        for (combo, v) in self.players[p].iter().zip(&hand_values[p]) {
            if combo.mask & used == 0 {
                chosen[p] = *v;
                self.deal(
                    hand_values,
                    p + 1,
                    used | combo.mask,
                    weight * combo.weight as u128,
                    chosen,
                    shares,
                    tally,
                );
            }
        }
    }
}

impl Exact {
    /// The last player's hands in a high-only game, counted without settling each
    /// tuple: the pot depends only on whether the hand's value is below, equal to or
    /// above the best of the others (`chosen[..p]`), so the hands' weights are summed
    /// by those three cases and the shares added once.
    fn deal_last_high(
        &self,
        values: &[Values],
        used: u64,
        weight: u128,
        chosen: &[Values],
        tally: &mut ExactTally,
    ) {
        let p = chosen.len() - 1;
        let others = &chosen[..p];
        let best = others.iter().map(|v| v.high).max().unwrap_or(0);
        let leaders = others.iter().filter(|v| v.high == best).count() as u128;
        let (mut below, mut equal, mut above) = (0u128, 0u128, 0u128);
        for (combo, v) in self.players[p].iter().zip(values) {
            if combo.mask & used == 0 {
                let w = combo.weight as u128;
                match v.high.cmp(&best) {
                    Ordering::Less => below += w,
                    Ordering::Equal => equal += w,
                    Ordering::Greater => above += w,
                }
            }
        }
        let (below, equal, above) = (below * weight, equal * weight, above * weight);
        tally.total += below + equal + above;
        let pot = POT as u128;
        for (v, c) in others.iter().zip(tally.players.iter_mut()) {
            if v.high == best {
                let share = below * (pot / leaders) + equal * (pot / (leaders + 1));
                c.pot += share;
                c.high += share / 2;
                if leaders == 1 {
                    c.win += below;
                } else {
                    c.tie += below;
                }
                c.tie += equal;
            }
        }
        let c = &mut tally.players[p];
        let share = above * pot + equal * (pot / (leaders + 1));
        c.pot += share;
        c.high += share / 2;
        c.win += above;
        c.tie += equal;
    }
}

/// The `k`-subsets of `0..n` in colex order, from any index.
struct Completions {
    positions: [usize; 5],
    k: usize,
    n: usize,
}

impl Completions {
    /// The subsets from the `index`-th on.
    fn at(n: usize, k: usize, mut index: u64) -> Completions {
        let mut positions = [0; 5];
        for i in (0..k).rev() {
            let mut c = i;
            while binomial(c + 1, i + 1) <= index {
                c += 1;
            }
            positions[i] = c;
            index -= binomial(c, i + 1);
        }
        Completions { positions, k, n }
    }

    fn positions(&self) -> &[usize] {
        &self.positions[..self.k]
    }

    fn advance(&mut self) {
        for i in 0..self.k {
            let limit = if i + 1 < self.k {
                self.positions[i + 1]
            } else {
                self.n
            };
            if self.positions[i] + 1 < limit {
                self.positions[i] += 1;
                for (j, p) in self.positions[..i].iter_mut().enumerate() {
                    *p = j;
                }
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completions_start_anywhere_in_colex_order() {
        let mut all = Completions::at(7, 3, 0);
        for i in 0..binomial(7, 3) {
            assert_eq!(Completions::at(7, 3, i).positions(), all.positions());
            let p = all.positions();
            assert!(p.windows(2).all(|w| w[0] < w[1]) && p[2] < 7);
            all.advance();
        }
    }
}
