//! Equity of hands and ranges in every equity game, exact or by Monte Carlo.

use std::time::Instant;

use pyo3::prelude::*;

use super::calls::{in_batches, in_batches_while};
use crate::cards::{self, Card};
use crate::equity::exact::Counts;
use crate::equity::monte_carlo::{check_limits, CHUNK_SAMPLES};
use crate::equity::question::{game_name, game_names};
use crate::equity::showdown::{HALF, POT};
use crate::equity::{Accumulator, ExactTally, Limits, Method, Question};
use crate::error::{Error, Result};

/// Per player (pot, win, tie, high, low): exact numerators (see `equity`).
type ExactRow = (u128, u128, u128, u128, u128);
/// Per player (equity, stderr, win, tie, high, low) by Monte Carlo.
type EstimateRow = (f64, f64, f64, f64, f64, f64);

fn ids(what: &str, ids: Vec<i64>) -> Result<Vec<Card>> {
    cards::narrow(&ids, false).map_err(|e| e.with_context(&format!("{what}: ")))
}

/// The equity of `players` (range texts) on `board` with `dead` cards out. Returns
/// (method, completions or samples, exact total weight, exact rows, estimate rows):
/// exact rows give per player the numerators of the equity over `total * pot_unit`,
/// of win and tie over `total`, of the high and low shares over `total * half_unit`
/// (`pot_unit` and `half_unit` are the last two items); estimate rows the floats.
/// `progress(done, total)` is called between batches (total None when open-ended).
#[pyfunction]
#[pyo3(signature = (players, board, dead, game = "holdem", method = "auto", stdev = 5e-5, samples = None, seconds = None, seed = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
pub fn equity(
    py: Python<'_>,
    players: Vec<String>,
    board: Vec<i64>,
    dead: Vec<i64>,
    game: &str,
    method: &str,
    stdev: f64,
    samples: Option<u64>,
    seconds: Option<f64>,
    seed: u64,
    threads: Option<usize>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<(
    &'static str,
    u64,
    u128,
    Vec<ExactRow>,
    Vec<EstimateRow>,
    u32,
    u32,
)> {
    let method = Method::from_name(method)?;
    let texts: Vec<&str> = players.iter().map(String::as_str).collect();
    let question = Question::new(game, &texts, &ids("board", board)?, &ids("dead", dead)?)?;
    check_limits(stdev, samples, seconds)?;
    let report = |done: u64, total: Option<u64>| -> PyResult<()> {
        match &progress {
            Some(cb) => cb.call1((done, total)).map(drop),
            None => Ok(()),
        }
    };
    let limits = Limits {
        stdev,
        samples,
        seconds,
    };
    match question.choose(method, limits) {
        Method::Exact => {
            let exact = question.exact()?;
            let completions = exact.completions();
            let mut tally = ExactTally::default();
            in_batches(
                py,
                threads,
                (exact.tasks(), 1),
                |start, end| Ok(exact.run(start, end)),
                |_, part| {
                    tally += &part;
                    report(tally.boards, Some(completions))
                },
            )?;
            let row = |c: &Counts| (c.pot, c.win, c.tie, c.high, c.low);
            let rows = tally.players.iter().map(row).collect();
            Ok(("exact", completions, tally.total, rows, vec![], POT, HALF))
        }
        Method::MonteCarlo => {
            let mc = question.monte_carlo(seed);
            let clock = Instant::now();
            let mut acc = Accumulator::new(stdev);
            in_batches_while(
                py,
                threads,
                (samples.unwrap_or(u64::MAX / 2), CHUNK_SAMPLES),
                |start, end| Ok(mc.chunks(start, end)),
                |_, chunks| {
                    let reached = acc.fold(&chunks);
                    report(acc.estimate.samples, samples)?;
                    Ok(!reached && seconds.is_none_or(|s| clock.elapsed().as_secs_f64() < s))
                },
            )?;
            let e = &acc.estimate;
            if e.weight <= 0.0 {
                return Err(Error::Argument(
                    "no sampled deal gave every player a hand: the ranges almost always share a card".into(),
                )
                .into());
            }
            let rows = (0..e.players.len())
                .map(|p| {
                    let s = &e.players[p];
                    let w = e.weight;
                    (
                        e.equity(p),
                        e.stderr(p),
                        s.win / w,
                        s.tie / w,
                        s.high / w,
                        s.low / w,
                    )
                })
                .collect();
            Ok(("monte-carlo", e.samples, 0, vec![], rows, POT, HALF))
        }
    }
}

/// The name of an equity game as the core spells it (`"Omaha_Hi Lo"` is
/// `omaha-hi-lo`).
#[pyfunction]
pub fn equity_game_name(game: &str) -> PyResult<&'static str> {
    Ok(game_name(game)?)
}

/// The equity games' names.
#[pyfunction]
pub fn equity_games() -> Vec<&'static str> {
    game_names()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity, m)?)?;
    m.add_function(wrap_pyfunction!(equity_games, m)?)?;
    m.add_function(wrap_pyfunction!(equity_game_name, m)?)?;
    Ok(())
}
