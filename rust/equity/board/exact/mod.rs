//! Exact enumeration: every completion of the board, and on each board every tuple of
//! the players' hands that shares no card with it or with each other, weighted by the
//! product of the hands' weights. Counts are integer sums, so the result is the same
//! on any number of threads and Python reads exact fractions from it.
//!
//! Boards are dealt from the unseen cards (the deck without the board, the dead cards
//! and the cards of fixed hands) in nested loops, the board's key built one card at a
//! time and each hold'em hand's precomputed key added at the leaf. Boards that a suit
//! permutation fixing the question maps onto each other settle alike: each orbit is
//! counted once, times its size ([`suits`]). The work is split into tasks, one
//! per (least) choice of the first board cards, for rayon and for batches between which
//! the caller reports progress and notices Ctrl-C ([`Exact::run`]). Each hand's values
//! are computed once per board and shared by every tuple that holds it; in high-only
//! games the last player's hands are summed by how they compare with the others' best
//! instead of settling each tuple.
//!
//! Hold'em high preflop with at most [`MOST_RANK_TUPLES`] tuples of hands counts
//! boards by their ranks instead ([`rank_boards`]): one task per piece of each
//! pattern of the players' ranks ([`rank_patterns`]), so that even one pattern
//! spreads over the threads.
use std::cmp::Ordering;

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

use rayon::prelude::*;

pub mod cost;
pub mod rank_boards;
pub mod rank_patterns;
pub mod suits;

pub use cost::exact_seconds;
pub use rank_boards::MOST_RANK_TUPLES;

use super::game::{seven_card_values, values};
use super::{EquityGame, Problem};
use crate::cards::Card;
use crate::equity::range::{binomial, Combo};
use crate::equity::showdown::{settle, Share, Values, POT};
use crate::equity::tally::{Counts, ExactTally};
use crate::error::{Error, Result};
use crate::eval::tables::{tables, HandKey};
use rank_boards::{count_piece, piece_cost, pieces};
use rank_patterns::RankPatterns;
use suits::{position, Symmetry};

/// The most hands a player may have in exact enumeration (`random` in six-card Omaha
/// has 20 million).
const MAX_LISTED: u64 = 1 << 21;

/// A board being dealt: its cards as a card set, the dealt ones as a set of
/// enumeration positions ([`position`]), and its key.
#[derive(Clone, Copy, Debug)]
struct Board {
    mask: u64,
    dealt: u64,
    key: HandKey,
}

impl Board {
    fn of(known: &[Card]) -> Board {
        Board {
            mask: known.iter().fold(0, |m, &c| m | 1u64 << c),
            dealt: 0,
            key: HandKey::of(known),
        }
    }

    #[inline(always)]
    fn with(self, card: Card) -> Board {
        Board {
            mask: self.mask | 1u64 << card,
            dealt: self.dealt | 1u64 << position(card),
            key: self.key.add(card),
        }
    }

    /// The cards of a full board.
    fn cards(&self) -> [Card; 5] {
        let mut cards = [0; 5];
        let mut mask = self.mask;
        for c in &mut cards {
            *c = mask.trailing_zeros() as Card;
            mask &= mask - 1;
        }
        cards
    }
}

/// A task: the board with its first cards dealt, and where the rest are dealt from.
#[derive(Clone, Copy, Debug)]
struct Task {
    board: Board,
    from: usize,
}

/// An exact enumeration, ready to run over ranges of its tasks.
#[derive(Clone, Debug)]
pub struct Exact {
    game: EquityGame,
    /// The cards boards are dealt from, in enumeration order.
    deck: Vec<Card>,
    /// The players' hands in enumeration order: `players[i]` is the problem's player
    /// `order[i]`.
    players: Vec<Vec<Combo>>,
    /// Hold'em: each hand's key words without the suit counters' start.
    hole_keys: Vec<Vec<HandKey>>,
    order: Vec<usize>,
    to_come: usize,
    symmetry: Symmetry,
    tasks: Vec<Task>,
    /// The known board, and it with the dead cards, for counting by ranks.
    board: Vec<Card>,
    known: u64,
    /// When counting by ranks, the tuples by pattern of ranks, and the tasks: each
    /// pattern's pieces ([`pieces`]) in slices, as (pattern, (piece, (slice,
    /// slices))), the costliest first ([`rank_tasks`]).
    rank_patterns: Option<RankPatterns>,
    rank_tasks: Vec<RankTask>,
}

/// The unseen cards (not known, not in a fixed hand of `players`) in enumeration
/// order ([`position`]: by suit, then rank).
fn unseen_deck(problem: &Problem, players: &[Vec<Combo>]) -> Vec<Card> {
    let fixed = players
        .iter()
        .fold(0u64, |m, c| m | c.iter().fold(u64::MAX, |f, c| f & c.mask));
    let deck: Vec<Card> = (0..4)
        .flat_map(|suit| (0..13).map(move |rank| rank * 4 + suit))
        .filter(|&c| (problem.known | fixed) & 1u64 << c == 0)
        .collect();
    debug_assert!(deck.is_sorted_by_key(|&c| position(c)));
    deck
}

/// Hold'em: each hand's key words without the suit counters' start (none in Omaha).
fn hole_keys(game: EquityGame, players: &[Vec<Combo>]) -> Vec<Vec<HandKey>> {
    if game.is_omaha() {
        return vec![];
    }
    players
        .iter()
        .map(|c| {
            c.iter()
                .map(|c| {
                    c.cards()
                        .iter()
                        .fold(HandKey { key: 0, mask: 0 }, |k, &c| k.add(c))
                })
                .collect()
        })
        .collect()
}

impl Exact {
    /// The enumeration of a problem. Errors when the weighted counts could overflow.
    pub fn new(problem: &Problem) -> Result<Exact> {
        Self::counting(problem, problem.to_come() == 5)
    }

    /// The enumeration of a problem, counting by ranks when `by_ranks` and the game
    /// is hold'em high with at most [`MOST_RANK_TUPLES`] tuples of hands.
    pub fn counting(problem: &Problem, by_ranks: bool) -> Result<Exact> {
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
        let mut e = Exact {
            game: problem.game,
            deck: unseen_deck(problem, &players),
            hole_keys: hole_keys(problem.game, &players),
            players,
            order,
            to_come: problem.to_come(),
            symmetry: Symmetry::default(),
            tasks: vec![],
            board: problem.board.clone(),
            known: problem.known,
            rank_patterns: None,
            rank_tasks: vec![],
        };
        if by_ranks && problem.game == EquityGame::Holdem {
            e.plan_rank_tasks(problem);
        }
        if e.rank_patterns.is_none() {
            e.plan_board_tasks(problem);
        }
        e.check_overflow()?;
        Ok(e)
    }

    /// Counting by ranks: the tuples by pattern of ranks, and their tasks (none when
    /// there are too many tuples).
    fn plan_rank_tasks(&mut self, problem: &Problem) {
        let board = Board::of(&problem.board).mask;
        self.rank_patterns = RankPatterns::of(
            &self.players,
            board,
            problem.known & !board,
            MOST_RANK_TUPLES,
        );
        if let Some(r) = &self.rank_patterns {
            self.rank_tasks = rank_tasks(r, &problem.board, problem.known);
        }
    }

    /// Tasks of the boards sharing their first cards, each the least of its orbit
    /// under the suit permutations that fix the question.
    fn plan_board_tasks(&mut self, problem: &Problem) {
        let mut tasks = vec![];
        // A full board is one task, its own orbit.
        let (first, symmetry) = if self.to_come == 0 {
            (0, Symmetry::default())
        } else {
            let per_board = exact_seconds(problem) / self.completions().max(1) as f64;
            let first = task_cards(self.to_come, self.deck.len(), per_board);
            (first, Symmetry::of(problem))
        };
        self.symmetry = symmetry;
        self.deal(
            Board::of(&problem.board),
            0,
            first,
            &mut |board, from, _| {
                tasks.push(Task {
                    board: *board,
                    from,
                })
            },
        );
        self.tasks = tasks;
    }

    /// Errors when the weighted counts could overflow.
    fn check_overflow(&self) -> Result<()> {
        let bound = self.players.iter().try_fold(
            POT as f64 * self.completions() as f64,
            |b, c| -> Option<f64> {
                let most = c.iter().map(|c| c.weight).max()? as f64;
                Some(b * most * c.len() as f64)
            },
        );
        if bound.is_none_or(|b| b >= u128::MAX as f64 / 4.0) {
            return Err(Error::Argument(
                "too many deals to count exactly (their weighted sum would overflow): use monte-carlo".into(),
            ));
        }
        Ok(())
    }

    /// Number of board completions.
    pub fn completions(&self) -> u64 {
        binomial(self.deck.len(), self.to_come)
    }

    /// Number of tasks (see [`Exact::run`]).
    pub fn tasks(&self) -> u64 {
        match &self.rank_patterns {
            Some(_) => self.rank_tasks.len() as u64,
            None => self.tasks.len() as u64,
        }
    }

    /// The counts of tasks `start..end`, on the current rayon pool, players in the
    /// problem's order. The tasks cover every completion once.
    pub fn run(&self, start: u64, end: u64) -> ExactTally {
        self.run_unless(start, end, &AtomicBool::new(false))
    }

    /// [`Exact::run`], given up (its counts short) once `stop` is set: checked before
    /// each board and each hand of the first player, so that a run stops within
    /// milliseconds however large its tasks.
    pub fn run_unless(&self, start: u64, end: u64, stop: &AtomicBool) -> ExactTally {
        let sum = |mut a: ExactTally, b: ExactTally| {
            a += &b;
            a
        };
        let tally = match &self.rank_patterns {
            Some(r) => (start..end)
                .into_par_iter()
                .map(|i| self.count_piece(r, i))
                .reduce(ExactTally::default, sum),
            None => self.tasks[start as usize..end as usize]
                .par_iter()
                .map(|task| self.run_task(task, stop))
                .reduce(ExactTally::default, sum),
        };
        let mut players = vec![Counts::default(); self.order.len()];
        for (&p, c) in self.order.iter().zip(&tally.players) {
            players[p] = *c;
        }
        ExactTally {
            total: tally.total,
            boards: tally.boards,
            players,
        }
    }

    /// `leaf(board, next card's index, orbit size)` for every board with `left` more
    /// cards from `deck[from..]` that is the least of its orbit.
    fn deal(
        &self,
        board: Board,
        from: usize,
        left: usize,
        leaf: &mut impl FnMut(&Board, usize, u64),
    ) {
        if left == 0 {
            if let Some(m) = self.symmetry.multiplicity(board.dealt) {
                leaf(&board, from, m);
            }
            return;
        }
        for i in from..=self.deck.len() - left {
            let next = board.with(self.deck[i]);
            if left == 1 || self.symmetry.multiplicity(next.dealt).is_some() {
                self.deal(next, i + 1, left - 1, leaf);
            }
        }
    }

    /// Task `index` counted by ranks: a piece of a pattern, its `boards` its share of
    /// the completions (progress: the shares of every task add up to them).
    fn count_piece(&self, r: &RankPatterns, index: u64) -> ExactTally {
        let (pattern, piece) = self.rank_tasks[index as usize];
        let mut tally = count_piece(&self.board, self.known, &r.patterns[pattern], piece);
        let tasks = self.rank_tasks.len() as u128;
        let share = |i: u64| (self.completions() as u128 * i as u128 / tasks) as u64;
        tally.boards = share(index + 1) - share(index);
        tally
    }

    fn run_task(&self, task: &Task, stop: &AtomicBool) -> ExactTally {
        let t = tables();
        let n = self.players.len();
        let mut tally = ExactTally {
            total: 0,
            boards: 0,
            players: vec![Counts::default(); n],
        };
        let mut hand_values: Vec<Vec<Values>> = self
            .players
            .iter()
            .map(|c| vec![Values::default(); c.len()])
            .collect();
        let left = 5 - task.board.mask.count_ones() as usize;
        self.deal(
            task.board,
            task.from,
            left,
            &mut |board, _, multiplicity| {
                if stop.load(AtomicOrdering::Relaxed) {
                    return;
                }
                let cards = if self.game.is_omaha() {
                    board.cards()
                } else {
                    [0; 5]
                };
                for (p, (combos, vals)) in self.players.iter().zip(&mut hand_values).enumerate() {
                    for (i, (c, v)) in combos.iter().zip(vals.iter_mut()).enumerate() {
                        *v = if c.mask & board.mask != 0 {
                            Values::default()
                        } else if self.game.is_omaha() {
                            values(t, self.game, c.cards(), &cards, board.key)
                        } else {
                            seven_card_values(
                                t,
                                self.game,
                                board.key.combine_raw(self.hole_keys[p][i]),
                            )
                        };
                    }
                }
                let mut chosen = [Values::default(); 10];
                let mut shares = [Share::default(); 10];
                tally.boards += multiplicity;
                self.settle_tuples(
                    &hand_values,
                    0,
                    board.mask,
                    multiplicity as u128,
                    (&mut chosen[..n], &mut shares[..n]),
                    &mut tally,
                    stop,
                );
            },
        );
        tally
    }

    /// Every tuple of hands of players `p..` sharing no card with `used`, at weight
    /// `weight` so far.
    #[allow(clippy::too_many_arguments)]
    fn settle_tuples(
        &self,
        hand_values: &[Vec<Values>],
        p: usize,
        used: u64,
        weight: u128,
        (chosen, shares): (&mut [Values], &mut [Share]),
        tally: &mut ExactTally,
        stop: &AtomicBool,
    ) {
        if p + 1 == chosen.len() && !self.game.is_hi_lo() {
            return self.deal_last_high(&hand_values[p], used, weight, chosen, tally);
        }
        if p == chosen.len() {
            settle(chosen, shares);
            tally.add(weight, shares);
            return;
        }
        for (combo, v) in self.players[p].iter().zip(&hand_values[p]) {
            if p == 0 && stop.load(AtomicOrdering::Relaxed) {
                return;
            }
            if combo.mask & used == 0 {
                chosen[p] = *v;
                self.settle_tuples(
                    hand_values,
                    p + 1,
                    used | combo.mask,
                    weight * combo.weight as u128,
                    (&mut *chosen, &mut *shares),
                    tally,
                    stop,
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
        let leaders = others.iter().filter(|v| v.high == best).count() as u32;
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
                let share = below * (POT / leaders) as u128 + equal * (POT / (leaders + 1)) as u128;
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
        let share = above * pot + equal * (POT / (leaders + 1)) as u128;
        c.pot += share;
        c.high += share / 2;
        c.win += above;
        c.tie += equal;
    }
}

/// The seconds a task of dealt boards takes at most by estimate, unless that makes
/// more than [`MOST_TASKS`] tasks: short, so that Ctrl-C stops a run soon (the
/// workers finish their task) and the last tasks end together.
const TASK_SECONDS: f64 = 0.02;
/// The most tasks of dealt boards.
const MOST_TASKS: u64 = 250_000;

/// The board cards each task deals first, of `to_come` from `deck` cards, each board
/// taking `per_board` seconds by estimate: at least 2 of 5 (1 of fewer), more while
/// a task would take over [`TASK_SECONDS`].
fn task_cards(to_come: usize, deck: usize, per_board: f64) -> usize {
    let fewest = if to_come == 5 { 2 } else { to_come.min(1) };
    (fewest..to_come)
        .find(|&k| {
            binomial(deck - k, to_come - k) as f64 * per_board <= TASK_SECONDS
                || binomial(deck, k + 1) > MOST_TASKS
        })
        .unwrap_or(to_come)
}

/// A task counted by ranks: (pattern, (piece, (slice, slices))).
type RankTask = (usize, (usize, (usize, usize)));

/// Tasks counted by ranks (see [`Exact::rank_tasks`]): each piece of each pattern
/// ([`pieces`]) in slices of about equal work ([`piece_cost`]), at least
/// [`RANK_TASKS`] slices in all, so that even one pattern spreads over the threads and
/// no task is much longer than the rest; the cheapest pieces, the last quarter of the
/// work, in slices of half that. The costliest slices first, so that the last tasks
/// are short, except that every pattern's boards by ranks come before its flush
/// corrections, so that every partial sum is a tally.
fn rank_tasks(r: &RankPatterns, board: &[Card], known: u64) -> Vec<RankTask> {
    let mut costs: Vec<(usize, usize, u64)> = (r.patterns.iter().enumerate())
        .flat_map(|(i, p)| (0..pieces(p)).map(move |piece| (i, piece)))
        .map(|(i, piece)| (i, piece, piece_cost(board, known, &r.patterns[i], piece)))
        .collect();
    costs.sort_by_key(|&(i, piece, cost)| (std::cmp::Reverse(cost), i, piece));
    let total: u64 = costs.iter().map(|c| c.2).sum();
    let most = total.div_ceil(RANK_TASKS as u64).max(1);
    // The cheapest pieces, the last quarter of the work, in slices half as long: the
    // last tasks short, so that the thread that finishes first waits little.
    let mut before = 0;
    let mut costly: Vec<(u64, usize, usize, usize)> = costs
        .into_iter()
        .map(|(i, piece, cost)| {
            let cap = if 4 * before >= 3 * total {
                most.div_ceil(2)
            } else {
                most
            };
            before += cost;
            let slices = cost.div_ceil(cap).clamp(1, 2 * RANK_TASKS as u64);
            (cost / slices, i, piece, slices as usize)
        })
        .collect();
    costly.sort_by_key(|&(each, i, piece, _)| (std::cmp::Reverse(each), i, piece));
    let mut by_ranks_slices = vec![0; r.patterns.len()];
    for &(_, i, piece, slices) in &costly {
        if piece == 0 {
            by_ranks_slices[i] = slices;
        }
    }
    let mut by_ranks_placed = vec![false; r.patterns.len()];
    let mut order = Vec::with_capacity(costly.len());
    for (_, i, piece, slices) in costly {
        if !std::mem::replace(&mut by_ranks_placed[i], true) {
            order.push((i, 0, by_ranks_slices[i]));
        }
        if piece > 0 {
            order.push((i, piece, slices));
        }
    }
    order
        .into_iter()
        .flat_map(|(i, piece, slices)| (0..slices).map(move |s| (i, (piece, (s, slices)))))
        .collect()
}

/// The tasks a count by ranks is cut into at least: no slice of a piece has more than
/// `1 / RANK_TASKS` of the work.
const RANK_TASKS: usize = 16;

#[cfg(test)]
mod tests;
