//! Equity of hands and ranges in every equity game, exact or by Monte Carlo: arguments
//! converted, the core's run ([`EquityRun`]) streamed on the pool with the GIL
//! released ([`streamed`]: progress and Ctrl-C checked as units are folded), its
//! outcome converted back.

use pyo3::prelude::*;

use super::args::PlayedGame;
use crate::bulk::streamed;
use crate::cards::{self, Card};
use crate::equity::played::game_names;
use crate::equity::run::Fold;
use crate::equity::showdown::{HALF, POT};
use crate::equity::{EquityGame, EquityRun, Limits, Method, Outcome, Played, Question};
use crate::error::Result;

/// Per player (pot, win, tie, high, low): exact numerators (see `equity`).
type ExactRow = (u128, u128, u128, u128, u128);
/// Per player (equity, stderr, win, tie, high, low) by Monte Carlo.
type EstimateRow = (f64, f64, f64, f64, f64, f64);
/// What `equity` returns (see there).
type Raw = (
    (&'static str, bool),
    &'static str,
    u64,
    u128,
    Vec<ExactRow>,
    Vec<EstimateRow>,
    (u32, u32),
);

pub(super) fn ids(what: &str, ids: Vec<i64>) -> Result<Vec<Card>> {
    cards::narrow(&ids, false).map_err(|e| e.with_context(&format!("{what}: ")))
}

/// An outcome as Python reads it (see `equity`).
fn raw(question: &Question, outcome: &Outcome) -> Raw {
    let game = (question.game_name(), question.is_hi_lo());
    match outcome {
        Outcome::Exact {
            completions,
            total,
            players,
        } => {
            let rows = players
                .iter()
                .map(|c| (c.pot, c.win, c.tie, c.high, c.low))
                .collect();
            let kind = Method::Exact.name();
            (game, kind, *completions, *total, rows, vec![], (POT, HALF))
        }
        Outcome::MonteCarlo { samples, players } => {
            let rows = players
                .iter()
                .map(|e| (e.equity, e.stderr, e.win, e.tie, e.high, e.low))
                .collect();
            let kind = Method::MonteCarlo.name();
            (game, kind, *samples, 0, vec![], rows, (POT, HALF))
        }
    }
}

/// The equity of `players` (range texts) on `board` with `dead` cards out. Returns
/// ((game name, split pot), method, completions or samples, exact total weight, exact
/// rows, estimate rows, (pot_unit, half_unit)): exact rows give per player the
/// numerators of the equity over `total * pot_unit`, of win and tie over `total`, of
/// the high and low shares over `total * half_unit`; estimate rows the floats.
/// `progress(done, total, partial)` is called as units are folded (soon after the
/// first, then at most every 0.1 s, and at the end; total None when open-ended;
/// partial the result so far in the same form, None before a sample counts).
#[pyfunction]
#[pyo3(signature = (players, board, dead, game = None, method = "auto", stdev = 5e-5, samples = None, seconds = None, seed = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity(
    py: Python<'_>,
    players: Vec<String>,
    board: Vec<i64>,
    dead: Vec<i64>,
    game: Option<PlayedGame>,
    method: &str,
    stdev: f64,
    samples: Option<u64>,
    seconds: Option<f64>,
    seed: u64,
    threads: Option<usize>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<Raw> {
    let method = Method::from_name(method)?;
    let texts: Vec<&str> = players.iter().map(String::as_str).collect();
    let game = game.map_or(Played::Board(EquityGame::Holdem), |g| g.0);
    let question = Question::new(game, &texts, &ids("board", board)?, &ids("dead", dead)?)?;
    let limits = Limits {
        stdev,
        samples,
        seconds,
    };
    let EquityRun { work, fold } = EquityRun::new(&question, method, seed, limits)?;
    let progress = progress.map(Bound::unbind);
    let fold = py.detach(|| {
        streamed(
            threads,
            work.items(&fold),
            progress.is_some(),
            fold,
            |start, end| work.part(start, end),
            Fold::absorb,
            |fold, fresh| {
                Python::attach(|py| {
                    py.check_signals()?;
                    if let (Some(cb), true) = (&progress, fresh) {
                        let (done, total) = fold.progress();
                        let partial = fold.outcome().ok().map(|o| raw(&question, &o));
                        cb.call1(py, (done, total, partial))?;
                    }
                    Ok::<_, PyErr>(())
                })
            },
        )
    })?;
    Ok(raw(&question, &fold.outcome()?))
}

/// The equity games' names.
#[pyfunction]
pub fn equity_games() -> Vec<&'static str> {
    game_names()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity, m)?)?;
    m.add_function(wrap_pyfunction!(equity_games, m)?)?;
    Ok(())
}
