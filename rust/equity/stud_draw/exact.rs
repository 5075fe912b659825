//! Exact enumeration of the stud and draw games: every tuple of the players' known
//! hands that shares no card, and for each every way to deal the cards to come (the
//! community card, then each player's own), weighted by the product of the hands'
//! weights, in integers.
//!
//! A player's hand depends only on their own cards, so each player's possible draws
//! from the unseen cards are listed once per tuple (and community card) with their
//! values, and the deals are the tuples of draws that fit in the deck together.
//! Where values depend on ranks only (razz, ace-to-five draw), draws are rank
//! multisets counted with their number of card deals (`prod C(left, taken)` per
//! rank; [`super::piles::RankPile`]): heads-up razz from third street is
//! about 1,800 x 1,800 multiset pairs instead of 1.8e10 card deals. Elsewhere draws
//! are card sets ([`super::piles::CardPile`]).
//!
//! Tasks are pieces of the first player's draws of each (tuple, community card), run on
//! rayon; between batches the caller reports progress and notices Ctrl-C.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

use rayon::prelude::*;

use super::piles::{CardPile, Pile, RankPile};
use super::problem::StudDrawProblem;
use crate::equity::range::binomial;
use crate::equity::showdown::{settle, Share, Values, POT};
use crate::equity::tally::{Counts, ExactTally};
use crate::error::{Error, Result};
use crate::eval::tables::tables;

/// The most draws of a player listed for exact enumeration.
const MAX_DRAWS: u64 = 1 << 22;
/// The most tuples of known hands counted exactly.
const MAX_TUPLES: usize = 1 << 20;
/// Tasks aimed at in all (each a piece of a first player's draws).
const TASKS: usize = 256;
/// Deals aimed at a task, at most (about 0.1 s on one core).
const LEAVES_PER_TASK: f64 = 2e7;
/// Estimated seconds per deal settled (per player) and per draw valued, one core.
const SECONDS_PER_DEAL_PLAYER: f64 = 4e-9;
const SECONDS_PER_DRAW: f64 = 40e-9;

/// A task: a tuple of known hands, the community card (or rank) if any, and piece
/// `piece` of `pieces` of the first player's draws.
#[derive(Clone, Copy, Debug)]
struct Task {
    tuple: usize,
    community: Option<u8>,
    piece: usize,
    pieces: usize,
}

/// A tuple of known hands: each player's combo index and the product of weights.
#[derive(Clone, Debug)]
struct Tuple {
    combos: Vec<usize>,
    weight: u128,
    mask: u64,
}

/// The exact enumeration of a stud or draw problem.
#[derive(Clone, Debug)]
pub struct StudDrawExact<'a> {
    problem: &'a StudDrawProblem,
    tuples: Vec<Tuple>,
    tasks: Vec<Task>,
    completions: u128,
}

impl<'a> StudDrawExact<'a> {
    /// The enumeration of a problem. Errors when the tuples are too many or the
    /// weighted counts could overflow.
    pub fn new(problem: &'a StudDrawProblem) -> Result<Self> {
        let tuples = tuples(problem)?;
        if let Some(first) = tuples.first() {
            if draw_counts(problem, first.mask)
                .iter()
                .any(|&c| c > MAX_DRAWS)
            {
                return Err(Error::Argument(
                    "too many draws to list for exact enumeration: use monte-carlo".into(),
                ));
            }
        }
        let mut completions = 0u128;
        let mut tasks = vec![];
        for (i, t) in tuples.iter().enumerate() {
            completions += deals(problem, t.mask);
            let communities = communities(problem, t.mask);
            let per = (communities.len() * tuples.len()).max(1);
            // Pieces of at most about LEAVES_PER_TASK deals (Ctrl-C and progress
            // between them), at most as many as the first player's draws.
            let counts = draw_counts(problem, t.mask);
            let leaves = counts.iter().map(|&c| c as f64).product::<f64>();
            let pieces = (TASKS / per)
                .min(64)
                .max((leaves / LEAVES_PER_TASK) as usize)
                .clamp(1, counts.first().map_or(1, |&c| c.max(1) as usize));
            for &community in &communities {
                for piece in 0..pieces {
                    tasks.push(Task {
                        tuple: i,
                        community,
                        piece,
                        pieces,
                    });
                }
            }
        }
        let most = problem
            .players
            .iter()
            .map(|c| c.iter().map(|c| c.weight).max().unwrap_or(1) as f64)
            .product::<f64>();
        if completions as f64 * most * POT as f64 >= u128::MAX as f64 / 4.0 {
            return Err(Error::Argument(
                "too many deals to count exactly (their weighted sum would overflow): use monte-carlo".into(),
            ));
        }
        Ok(StudDrawExact {
            problem,
            tuples,
            tasks,
            completions,
        })
    }

    /// Number of card deals enumerated (every tuple's), saturated.
    pub fn completions(&self) -> u64 {
        self.completions.min(u64::MAX as u128) as u64
    }

    /// Number of tasks (see [`StudDrawExact::run`]).
    pub fn tasks(&self) -> u64 {
        self.tasks.len() as u64
    }

    /// The counts of tasks `start..end` on the current rayon pool, players in the
    /// problem's order; the tasks cover every deal once.
    pub fn run(&self, start: u64, end: u64) -> ExactTally {
        self.run_unless(start, end, &AtomicBool::new(false))
    }

    /// [`StudDrawExact::run`], given up (its counts short) once `stop` is set: checked
    /// before each task and each draw of the first player.
    pub fn run_unless(&self, start: u64, end: u64, stop: &AtomicBool) -> ExactTally {
        self.tasks[start as usize..end as usize]
            .par_iter()
            .map(|task| {
                if stop.load(AtomicOrdering::Relaxed) {
                    return ExactTally::default();
                }
                if self.problem.game.ranks_only() {
                    let pile = RankPile::new(self.tuple_mask(task), self.problem);
                    self.run_task(task, &pile, stop)
                } else {
                    let pile = CardPile::new(self.tuple_mask(task), self.problem);
                    self.run_task(task, &pile, stop)
                }
            })
            .reduce(ExactTally::default, |mut a, b| {
                a += &b;
                a
            })
    }

    fn tuple_mask(&self, task: &Task) -> u64 {
        self.tuples[task.tuple].mask
    }

    fn run_task<P: Pile>(&self, task: &Task, pile: &P, stop: &AtomicBool) -> ExactTally {
        let p = self.problem;
        let t = tables();
        let tuple = &self.tuples[task.tuple];
        let n = p.players.len();
        let (pile, community_ways) = match task.community {
            Some(c) => pile.without_community(c),
            None => (pile.clone(), 1),
        };
        let lists: Vec<Vec<(u64, Values)>> = (0..n)
            .map(|i| {
                let takes = pile.takes(p.to_deal[i]);
                let takes = if i == 0 {
                    let len = takes.len();
                    takes[len * task.piece / task.pieces..len * (task.piece + 1) / task.pieces]
                        .to_vec()
                } else {
                    takes
                };
                let known = p.players[i][tuple.combos[i]].cards();
                takes
                    .into_iter()
                    .map(|take| (take, pile.values(t, p.game, known, task.community, take)))
                    .collect()
            })
            .collect();
        let mut tally = ExactTally {
            players: vec![Counts::default(); n],
            ..ExactTally::default()
        };
        let mut chosen = [Values::default(); 10];
        let mut shares = [Share::default(); 10];
        deal_draws(
            &pile,
            &lists,
            0,
            0,
            community_ways,
            tuple.weight,
            (&mut chosen[..n], &mut shares[..n]),
            &mut tally,
            stop,
        );
        tally
    }
}

/// Every tuple of draws of players `p..` that fits with `used`, `ways` card deals so
/// far, settled at the leaves.
#[allow(clippy::too_many_arguments)]
fn deal_draws<P: Pile>(
    pile: &P,
    lists: &[Vec<(u64, Values)>],
    p: usize,
    used: u64,
    ways: u64,
    weight: u128,
    (chosen, shares): (&mut [Values], &mut [Share]),
    tally: &mut ExactTally,
    stop: &AtomicBool,
) {
    if p == chosen.len() {
        settle(chosen, shares);
        tally.boards += ways;
        tally.add(weight * ways as u128, shares);
        return;
    }
    for &(take, v) in &lists[p] {
        if p == 0 && stop.load(AtomicOrdering::Relaxed) {
            return;
        }
        if pile.fits(used, take) {
            chosen[p] = v;
            let more = pile.ways(used, take);
            deal_draws(
                pile,
                lists,
                p + 1,
                pile.add(used, take),
                ways * more,
                weight,
                (&mut *chosen, &mut *shares),
                tally,
                stop,
            );
        }
    }
}

/// Every tuple of known hands sharing no card (with the dead cards either).
fn tuples(p: &StudDrawProblem) -> Result<Vec<Tuple>> {
    let mut out = vec![];
    fn walk(
        p: &StudDrawProblem,
        i: usize,
        t: Tuple,
        out: &mut Vec<Tuple>,
    ) -> std::result::Result<(), ()> {
        if i == p.players.len() {
            if out.len() >= MAX_TUPLES {
                return Err(());
            }
            out.push(t);
            return Ok(());
        }
        for (j, c) in p.players[i].iter().enumerate() {
            if c.mask & (t.mask | p.dead) == 0 {
                let mut combos = t.combos.clone();
                combos.push(j);
                walk(
                    p,
                    i + 1,
                    Tuple {
                        combos,
                        weight: t.weight * c.weight as u128,
                        mask: t.mask | c.mask,
                    },
                    out,
                )?;
            }
        }
        Ok(())
    }
    let start = Tuple {
        combos: vec![],
        weight: 1,
        mask: 0,
    };
    walk(p, 0, start, &mut out).map_err(|_| {
        Error::Argument("too many tuples of hands to count exactly: use monte-carlo".into())
    })?;
    Ok(out)
}

/// The community cards of a tuple's deck (ranks where values depend on ranks only),
/// or `[None]` without one.
fn communities(p: &StudDrawProblem, tuple_mask: u64) -> Vec<Option<u8>> {
    if !p.community {
        return vec![None];
    }
    let unseen = !(p.dead | tuple_mask) & ((1u64 << 52) - 1);
    if p.game.ranks_only() {
        (0..13u8)
            .filter(|r| unseen >> (4 * r) & 0xF != 0)
            .map(Some)
            .collect()
    } else {
        (0..52u8)
            .filter(|c| unseen >> c & 1 != 0)
            .map(Some)
            .collect()
    }
}

/// The card deals of a tuple: the community card, then each player's cards in turn.
fn deals(p: &StudDrawProblem, tuple_mask: u64) -> u128 {
    let mut left = 52 - (p.dead | tuple_mask).count_ones() as usize;
    let mut count = 1u128;
    if p.community {
        count *= left as u128;
        left -= 1;
    }
    for &n in &p.to_deal {
        count = count.saturating_mul(binomial(left, n) as u128);
        left -= n;
    }
    count
}

/// The number of each player's draws of a tuple, as listed (rank multisets where
/// values depend on ranks only, else card sets of the unseen cards).
fn draw_counts(p: &StudDrawProblem, tuple_mask: u64) -> Vec<u64> {
    if p.game.ranks_only() {
        let pile = RankPile::new(tuple_mask, p);
        p.to_deal
            .iter()
            .map(|&n| pile.count_takes(n) as u64)
            .collect()
    } else {
        let left = 52 - (p.dead | tuple_mask).count_ones() as usize - usize::from(p.community);
        p.to_deal.iter().map(|&n| binomial(left, n)).collect()
    }
}

/// Estimated seconds of the exact enumeration on one core, from the first tuple's
/// draws (listed for real: rank multisets are fewer than card sets) times the tuples.
pub fn exact_seconds(p: &StudDrawProblem) -> f64 {
    let Ok(tuples) = tuples(p) else {
        return f64::INFINITY;
    };
    let Some(first) = tuples.first() else {
        return 0.0;
    };
    // Card sets: the draws of each player that fit with the earlier players'.
    let sizes: Vec<f64> = if p.game.ranks_only() {
        draw_counts(p, first.mask)
            .iter()
            .map(|&c| c as f64)
            .collect()
    } else {
        let mut left = 52 - (p.dead | first.mask).count_ones() as usize - usize::from(p.community);
        p.to_deal
            .iter()
            .map(|&n| {
                let s = binomial(left, n) as f64;
                left -= n;
                s
            })
            .collect()
    };
    let per_tuple = communities(p, first.mask).len() as f64
        * (sizes.iter().product::<f64>() * SECONDS_PER_DEAL_PLAYER * sizes.len() as f64
            + sizes.iter().sum::<f64>() * SECONDS_PER_DRAW);
    per_tuple * tuples.len() as f64
}

#[cfg(test)]
mod tests {
    use super::super::game::StudDrawGame;
    use super::*;
    use crate::cards::parse_for_tests as cards;

    #[test]
    fn rank_multisets_count_what_card_sets_count() {
        let texts = ["As2d3c4h", "KsKdQh5c:0.5, KsKdQh6c"];
        let p = StudDrawProblem::new(StudDrawGame::Razz, &texts, &[], &cards("7h")).unwrap();
        let e = StudDrawExact::new(&p).unwrap();
        let by_ranks = e.run(0, e.tasks());
        let mut by_cards = ExactTally::default();
        for task in &e.tasks {
            let never = AtomicBool::new(false);
            by_cards += &e.run_task(task, &CardPile::new(e.tuple_mask(task), &p), &never);
        }
        assert_eq!(by_ranks, by_cards);
        assert_eq!(by_ranks.boards as u128, e.completions);
    }
}
