//! The estimated time of an exact enumeration of a board game on one core, by which
//! `auto` chooses the method and the enumeration sizes its tasks.

use super::rank_boards::MOST_RANK_TUPLES;
use super::suits::Symmetry;
use crate::equity::board::{EquityGame, Problem};
use crate::equity::range;

/// Estimated seconds of work on one core, measured on the project's machine (an Intel
/// Xeon, one thread: hand vs hand preflop 42 ns a board, hand vs `random` on the
/// flop 19 us a board, three players' tuples about 16 ns each): per board, per hand
/// valued on a board (hold'em, Omaha; twice for hi-lo), per player of a tuple settled,
/// per hand of the last range summed (high-only games: range vs range preflop about
/// 0.8 us a board).
const SECONDS_PER_BOARD: f64 = 20e-9;
const SECONDS_PER_HOLDEM_VALUE: f64 = 6e-9;
const SECONDS_PER_OMAHA_VALUE: f64 = 60e-9;
const SECONDS_PER_TUPLE_PLAYER: f64 = 5e-9;
const SECONDS_PER_SUMMED_HAND: f64 = 1e-9;
/// Hold'em high preflop counted by ranks ([`super::rank_boards`]): seconds per class of
/// tuples of hands (hand vs hand 0.3 ms, hand vs `random` 0.05-0.08 s in about 200
/// classes, `QQ+,AKs` vs `random` 0.3 s in about 1,100).
const SECONDS_PER_RANK_CLASS: f64 = 0.4e-3;

/// Estimated seconds of an exact enumeration on one core: counted by ranks, per class
/// of tuples of hands; otherwise each board values every hand once, then settles every
/// tuple (the product of the range sizes, an upper bound); in high-only games the largest range's hands are summed at about a
/// nanosecond each instead of settled.
pub fn exact_seconds(problem: &Problem) -> f64 {
    let tuples: f64 = problem.hand_counts().iter().map(|&c| c as f64).product();
    if problem.game == EquityGame::Holdem
        && problem.to_come() == 5
        && tuples <= MOST_RANK_TUPLES as f64
    {
        // The classes are about the tuples over the question's suit symmetry.
        let order = Symmetry::of(problem).order() as f64;
        return (tuples / order).max(1.0) * SECONDS_PER_RANK_CLASS;
    }
    let mut counts: Vec<f64> = problem.hand_counts().iter().map(|&c| c as f64).collect();
    counts.sort_by(f64::total_cmp);
    let unseen = 52 - problem.known.count_ones() as usize;
    let boards = range::binomial(unseen, problem.to_come()) as f64;
    let per_value = if problem.game.is_omaha() {
        SECONDS_PER_OMAHA_VALUE
    } else {
        SECONDS_PER_HOLDEM_VALUE
    } * if problem.game.is_hi_lo() { 2.0 } else { 1.0 };
    let hands: f64 = counts.iter().sum();
    let players = counts.len() as f64;
    let tuples = if problem.game.is_hi_lo() {
        counts.iter().product::<f64>() * SECONDS_PER_TUPLE_PLAYER * players
    } else {
        let (last, others) = counts.split_last().unwrap_or((&0.0, &[]));
        others.iter().product::<f64>()
            * (SECONDS_PER_TUPLE_PLAYER * players + last * SECONDS_PER_SUMMED_HAND)
    };
    boards * (SECONDS_PER_BOARD + hands * per_value + tuples)
}
