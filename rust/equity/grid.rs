//! The 13x13 grid of hold'em starting-hand classes against a range or hand, as poker
//! players read it: aces first, pairs on the diagonal, suited classes above it
//! (`AKs` in row A, column K), offsuit below (`AKo` in row K, column A). Each cell is
//! the class's equity against the range, exact or by Monte Carlo, whichever is
//! quicker for that cell ([`Grid::method_of`]).

use std::sync::atomic::AtomicBool;

use rayon::prelude::*;

use super::board::{exact_seconds, monte_carlo_seconds, EquityGame, Problem};
use super::estimate::check_limits;
use super::{EquityRun, Limits, Method, Question};
use crate::cards::Card;
use crate::error::{Error, Result};

/// Rows (and columns) of the grid.
pub const SIDE: usize = 13;
/// Cells of the grid, numbered row by row.
pub const CELLS: usize = SIDE * SIDE;

/// The class of cell `index` (row by row), e.g. `AA`, `AKs`, `AKo`.
pub fn class_text(index: usize) -> String {
    const CHARS: &[u8; 13] = b"AKQJT98765432";
    let (row, col) = (index / SIDE, index % SIDE);
    let high = CHARS[row.min(col)] as char;
    let low = CHARS[row.max(col)] as char;
    match row.cmp(&col) {
        std::cmp::Ordering::Equal => format!("{high}{low}"),
        std::cmp::Ordering::Less => format!("{high}{low}s"),
        std::cmp::Ordering::Greater => format!("{high}{low}o"),
    }
}

/// One cell: the class's equity and its standard error (0 when exact); both NaN when
/// the known cards leave the class no hand, or no deal gives both players a hand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    pub equity: f64,
    pub stderr: f64,
    pub exact: bool,
}

impl Cell {
    const BLOCKED: Cell = Cell {
        equity: f64::NAN,
        stderr: f64::NAN,
        exact: false,
    };
}

/// The grid of a range on a board: every cell a two-player equity question.
#[derive(Clone, Debug)]
pub struct Grid {
    game: EquityGame,
    range: String,
    board: Vec<Card>,
    dead: Vec<Card>,
    method: Option<Method>,
    limits: Limits,
    seed: u64,
}

impl Grid {
    /// Checks the question (a hold'em game, the range against `random`, the limits).
    pub fn new(
        game: EquityGame,
        range: &str,
        board: &[Card],
        dead: &[Card],
        method: Option<Method>,
        limits: Limits,
        seed: u64,
    ) -> Result<Grid> {
        if game.hole_cards() != 2 {
            return Err(Error::Argument(format!(
                "the grid of starting-hand classes is for hold'em games, not {}",
                game.name()
            )));
        }
        Problem::new(game, &["random", range], board, dead)
            .map_err(|e| e.map_message(|m| m.replace("player 2", "the range")))?;
        check_limits(limits.stdev, limits.samples, limits.seconds)?;
        Ok(Grid {
            game,
            range: range.to_string(),
            board: board.to_vec(),
            dead: dead.to_vec(),
            method,
            limits,
            seed,
        })
    }

    /// The method of a cell: the one asked for, else exact when its estimated time is
    /// below Monte Carlo's within the limits.
    pub fn method_of(&self, problem: &Problem) -> Method {
        self.method.unwrap_or_else(|| {
            if exact_seconds(problem) <= monte_carlo_seconds(problem, self.limits) {
                Method::Exact
            } else {
                Method::MonteCarlo
            }
        })
    }

    /// Cell `index`, run here (Monte Carlo seeded by the grid's seed and the index).
    pub fn cell(&self, index: usize) -> Result<Cell> {
        let never = AtomicBool::new(false);
        Ok(self
            .cell_unless(index, &never)?
            .expect("a cell that cannot stop ends"))
    }

    /// [`Grid::cell`], or None when `stop` is seen before it ends.
    pub fn cell_unless(&self, index: usize, stop: &AtomicBool) -> Result<Option<Cell>> {
        let class = class_text(index);
        let players = [class.as_str(), self.range.as_str()];
        let Ok(problem) = Problem::new(self.game, &players, &self.board, &self.dead) else {
            return Ok(Some(Cell::BLOCKED));
        };
        let method = self.method_of(&problem);
        let seed = self.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let question = Question::Board(problem);
        let run = EquityRun::new(&question, Some(method), seed, self.limits)?;
        Ok(match run.finish_unless(stop) {
            Ok(None) => None,
            Ok(Some(o)) => Some(Cell {
                equity: o.equity(0),
                stderr: o.stderr(0),
                exact: method == Method::Exact,
            }),
            Err(_) => Some(Cell::BLOCKED),
        })
    }

    /// Cells `start..end`, in parallel on the current rayon pool (None for a cell
    /// stopped before its end).
    pub fn cells(&self, start: usize, end: usize, stop: &AtomicBool) -> Result<Vec<Option<Cell>>> {
        (start..end)
            .into_par_iter()
            .map(|i| self.cell_unless(i, stop))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;

    #[test]
    fn classes_read_as_players_read_the_grid() {
        assert_eq!(class_text(0), "AA");
        assert_eq!(class_text(1), "AKs");
        assert_eq!(class_text(SIDE), "AKo");
        assert_eq!(class_text(CELLS - 1), "22");
        assert_eq!(class_text(SIDE + 12), "K2s");
    }

    #[test]
    fn a_cell_is_the_class_against_the_range_and_blocked_classes_are_nan() {
        let limits = Limits {
            stdev: 1e-3,
            samples: None,
            seconds: None,
        };
        let board = cards("Ah Ad 7c");
        let g = Grid::new(EquityGame::Holdem, "KK", &board, &[], None, limits, 1).unwrap();
        let cell = g.cell(1).unwrap();
        let p = Problem::new(EquityGame::Holdem, &["AKs", "KK"], &board, &[]).unwrap();
        let direct = EquityRun::new(&Question::Board(p), Some(Method::Exact), 0, limits)
            .unwrap()
            .finish()
            .unwrap();
        assert!(cell.exact && cell.equity == direct.equity(0));
        let g = Grid::new(
            EquityGame::Holdem,
            "random",
            &cards("Ah Ad Ac"),
            &[],
            None,
            limits,
            1,
        )
        .unwrap();
        assert!(g.cell(0).unwrap().equity.is_nan());
        assert!(Grid::new(EquityGame::Omaha, "random", &[], &[], None, limits, 1).is_err());
    }
}
