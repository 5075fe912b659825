//! The preflop atlas's cells: a hold'em starting-hand class against another,
//! heads-up, counted exactly over every pair of their combos that shares no card and
//! every one of the 1,712,304 boards, by the same run as [`super::EquityRun`]. The
//! classes are numbered as the grid's cells ([`class_text`]).

use std::sync::atomic::AtomicBool;

use rayon::prelude::*;

use super::grid::{class_text, CELLS};
use super::{EquityGame, EquityRun, Problem, Question};
use crate::error::{Error, Result};

/// The counts of one class against another: the deals (a combo of each, a board) the
/// first wins, splits and loses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassCounts {
    pub win: u64,
    pub tie: u64,
    pub loss: u64,
}

/// Class `a` against class `b` (grid numbers), or None when `stop` is seen first.
pub fn class_counts(a: usize, b: usize, stop: &AtomicBool) -> Result<Option<ClassCounts>> {
    if a >= CELLS || b >= CELLS {
        return Err(Error::Argument(format!(
            "a starting-hand class is numbered from 0 to {}, got {}",
            CELLS - 1,
            a.max(b)
        )));
    }
    let (ta, tb) = (class_text(a), class_text(b));
    let problem = Problem::new(EquityGame::Holdem, &[ta.as_str(), tb.as_str()], &[], &[])?;
    let question = Question::Board(problem);
    Ok(
        EquityRun::exact_unless(&question, stop, false)?.map(|(total, players)| {
            let (win, tie) = (players[0].win, players[0].tie);
            let narrow = |n: u128| u64::try_from(n).expect("a class pair's deals fit in 64 bits");
            ClassCounts {
                win: narrow(win),
                tie: narrow(tie),
                loss: narrow(total - win - tie),
            }
        }),
    )
}

/// The counts of `pairs`, in parallel on the current rayon pool (None for a pair
/// stopped before its end).
pub fn pairs_counts(
    pairs: &[(usize, usize)],
    stop: &AtomicBool,
) -> Result<Vec<Option<ClassCounts>>> {
    pairs
        .par_iter()
        .map(|&(a, b)| class_counts(a, b, stop))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARDS: u64 = 1_712_304;

    #[test]
    fn a_class_pair_counts_every_combo_pair_and_board() {
        let never = AtomicBool::new(false);
        // AKs (index 1) vs QQ (index 28): 4 x 6 combo pairs, none sharing a card.
        let c = class_counts(1, 28, &never).unwrap().unwrap();
        assert_eq!(c.win + c.tie + c.loss, 24 * BOARDS);
        let back = class_counts(28, 1, &never).unwrap().unwrap();
        assert_eq!((back.win, back.tie, back.loss), (c.loss, c.tie, c.win));
        // AA vs AA: each of the six combos shares no card with one other.
        let aa = class_counts(0, 0, &never).unwrap().unwrap();
        assert_eq!(aa.win + aa.tie + aa.loss, 6 * BOARDS);
        assert_eq!(aa.win, aa.loss);
        assert!(class_counts(0, 169, &never).is_err());
    }
}
