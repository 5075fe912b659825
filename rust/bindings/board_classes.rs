//! Board classes: the made hand and draws of each hand of a range on a board, and of
//! every row of a card matrix.

use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;

use super::args::{Cards, PlayedGame};
use super::array_in::card_array;
use super::calls::{rows_in_batches, run};
use super::equity::ids;
use crate::bulk::board_classes_many::{board_classes_many_into, check_board_classes_rows};
use crate::equity::board_classes::{
    self as bc, check_board, classify_into, Board, Game, DRAWS, MADE,
};
use crate::equity::range::Player;
use crate::equity::{EquityGame, Played};
use crate::eval::tables::tables;

/// The made classes' names (best first: a class's code is its index) and the draws'
/// names (bit `i` of a draws' mask is the `i`-th).
#[pyfunction]
pub fn board_class_names() -> (Vec<&'static str>, Vec<&'static str>) {
    (MADE.to_vec(), DRAWS.to_vec())
}

/// The game asked for (hold'em when none) and its name.
fn game_of(game: Option<PlayedGame>) -> PyResult<(Game, &'static str)> {
    let played = game.map_or(Played::Board(EquityGame::Holdem), |g| g.0);
    Ok((Game::of(played)?, played.name()))
}

/// The hands of `range` on `board` (those sharing no card with the board or `dead`),
/// classified in the core's batches (`progress(done, total)` between them, Ctrl-C
/// noticed): (the game's name, the hands as an (n, hole) array, their integer weights (None:
/// all 1), (n, 2) uint8 codes (made class, draws' mask), the weight in each made class,
/// with each draw, in all).
#[pyfunction]
#[pyo3(signature = (range, board, game = None, dead = None, threads = None, progress = None))]
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub fn board_classes<'py>(
    py: Python<'py>,
    range: &str,
    board: Cards,
    game: Option<PlayedGame>,
    dead: Option<Cards>,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(
    &'static str,
    Bound<'py, PyArray2<u8>>,
    Option<Bound<'py, PyArray1<u64>>>,
    Bound<'py, PyArray2<u8>>,
    Vec<u128>,
    Vec<u128>,
    u128,
)> {
    threads.map(crate::runtime::checked_threads).transpose()?;
    let (game, name) = game_of(game)?;
    let board = ids("board", board.0)?;
    let dead = dead.map_or(Ok(vec![]), |d| ids("dead", d.0))?;
    let known = check_board(&board, &dead)?;
    let hands = py.detach(|| bc::hands(game, Player::Written(range), known))?;
    let (n, hole) = (hands.len(), hands.hole);
    let t = tables();
    let b = Board::new(t, &board);
    let codes = rows_in_batches(py, threads, (n, 2), progress.as_ref(), |s, e, out| {
        classify_into(t, game, &hands.cards[s * hole..e * hole], &b, out);
        Ok(())
    })?;
    let tally = bc::tally(&hands, codes.readonly().as_slice()?);
    let cards = PyArray1::from_vec(py, hands.cards).reshape([n, hole])?;
    let weights = hands.weights.map(|w| PyArray1::from_vec(py, w));
    Ok((
        name,
        cards,
        weights,
        codes,
        tally.made.to_vec(),
        tally.draws.to_vec(),
        tally.total,
    ))
}

/// The classes of every row (the game's hole cards, then three to five board cards) as
/// an (N, 2) uint8 array (made class, draws' mask), in the core's batches.
#[pyfunction]
#[pyo3(signature = (rows, game = None, threads = None, progress = None))]
pub fn board_classes_many<'py>(
    py: Python<'py>,
    rows: &Bound<'py, PyAny>,
    game: Option<PlayedGame>,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    let (game, _) = game_of(game)?;
    let rows = card_array(rows, "rows", threads)?;
    let ids = rows.converted()?;
    run(py, threads, || {
        ids.apply(false, |r| check_board_classes_rows(r, game))
    })??;
    let rows = ids.rows;
    let n = rows.len();
    rows_in_batches(py, threads, (n, 2), progress.as_ref(), |s, e, out| {
        board_classes_many_into(rows.slice(s, e), game, out);
        Ok(())
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(board_class_names, m)?)?;
    m.add_function(wrap_pyfunction!(board_classes, m)?)?;
    m.add_function(wrap_pyfunction!(board_classes_many, m)?)?;
    Ok(())
}
