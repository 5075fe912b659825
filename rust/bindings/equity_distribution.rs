//! One player's equity combo by combo ([`Distribution`]): arguments converted as
//! `equity` converts them, the combos counted exactly, streamed on the workers with
//! the GIL released (progress and Ctrl-C between combos, a combo in progress stopped
//! between its batches).

use pyo3::prelude::*;

use super::args::{Cards, PlayedGame};
use super::calls::streamed_cells;
use super::equity::{given_players, ids, Given};
use crate::cards::cards_text;
use crate::equity::distribution::Distribution;
use crate::equity::range::Player;
use crate::equity::showdown::{HALF, POT};
use crate::equity::{EquityGame, Played};
use crate::runtime::{threads_for, INLINE_SECONDS};

/// A combo's row: (cards, weight in the range, total, pot, win, tie, high, low).
type Row = (String, u64, u128, u128, u128, u128, u128, u128);

/// The combos of player `player` (from 0) of the question, each counted exactly
/// against the other players' ranges: (game name, the pot's unit, the half pot's unit,
/// one row per combo: cards, weight in the range, the weight of its deals and the
/// player's pot, win, tie, high and low counts over it, as `EquityResult` counts).
#[pyfunction]
#[pyo3(signature = (players, board = None, dead = None, game = None, player = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity_distribution(
    py: Python<'_>,
    players: &Bound<'_, PyAny>,
    board: Option<Cards>,
    dead: Option<Cards>,
    game: Option<PlayedGame>,
    player: usize,
    threads: Option<usize>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<(&'static str, u32, u32, Vec<Row>)> {
    let given = given_players(players)?;
    threads.map(crate::runtime::checked_threads).transpose()?;
    let board = board.map_or(Ok(vec![]), |b| ids("board", b.0))?;
    let dead = dead.map_or(Ok(vec![]), |d| ids("dead", d.0))?;
    let game = game.map_or(Played::Board(EquityGame::Holdem), |g| g.0);
    let players: Vec<Player<'_>> = given.iter().map(Given::player).collect();
    let d = Distribution::new(game, &players, &board, &dead, player)?;
    let seconds = d.seconds();
    let n = d.units();
    let counted = if seconds < INLINE_SECONDS && progress.is_none() {
        let never = std::sync::atomic::AtomicBool::new(false);
        (0..n)
            .map(|u| {
                Ok(d.unit_unless(u, &never)?
                    .expect("a combo that cannot stop ends"))
            })
            .collect::<crate::Result<Vec<_>>>()?
    } else {
        streamed_cells(
            py,
            threads_for(threads, seconds),
            n,
            progress.map(Bound::unbind),
            |start, end, stop| d.run(start, end, stop),
        )?
    };
    let counts = d.expand(&counted);
    let rows = d
        .combos()
        .iter()
        .zip(counts)
        .map(|(combo, c)| {
            let k = c.counts;
            (
                cards_text(combo.cards()),
                c.weight,
                c.total,
                k.pot,
                k.win,
                k.tie,
                k.high,
                k.low,
            )
        })
        .collect();
    Ok((game.name(), POT, HALF, rows))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity_distribution, m)?)?;
    Ok(())
}
