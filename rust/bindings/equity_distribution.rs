//! One player's equity combo by combo ([`Distribution`]): arguments converted as
//! `equity` converts them, the combos counted exactly or sampled, streamed on the
//! workers with the GIL released (progress and Ctrl-C between combos, a combo in
//! progress stopped between its batches).

use pyo3::prelude::*;

use super::args::{Cards, PlayedGame};
use super::calls::streamed_cells;
use super::equity::{count, fresh_seed, given_players, ids, limits_of, method_of, Given};
use super::equity_result::check_u64;
use crate::cards::cards_text;
use crate::equity::distribution::{
    check_sampling, ComboCounts, ComboSample, Distribution, COMBO_STDEV,
};
use crate::equity::range::Player;
use crate::equity::showdown::{HALF, POT};
use crate::equity::{EquityGame, Limits, Method, Played};
use crate::runtime::{threads_for, INLINE_SECONDS};

/// A combo's row: (cards, weight in the range, total, pot, win, tie, high, low).
type Row = (String, u64, u128, u128, u128, u128, u128, u128);
/// A sampled combo's row: (cards, weight in the range, deals' weight, equity, its
/// standard error, win, tie, samples).
type SampledRow = (String, u64, f64, f64, f64, f64, f64, u64);
/// A Monte Carlo run: (seed, mean, its standard error, one row per combo).
type Sampled = (u64, f64, f64, Vec<SampledRow>);
/// What `equity_distribution` returns (see there).
type Answer = (&'static str, u32, u32, Vec<Row>, Option<Sampled>);

/// The combos of player `player` (from 0) of the question, each counted exactly or
/// sampled against the other players' ranges: (game name, the pot's unit, the half
/// pot's unit, exact rows, None) with one exact row per combo (cards, weight in the
/// range, the weight of its deals and the player's pot, win, tie, high and low counts
/// over it, as `EquityResult` counts), or (game name, the units, [], the Monte Carlo
/// run) by Monte Carlo (`stdev` each combo's standard error to reach, `samples` a
/// combo's most samples; `seed` None draws one).
#[pyfunction]
#[pyo3(signature = (players, board = None, dead = None, game = None, player = 0, threads = None, progress = None, method = None, stdev = None, samples = None, seed = None))]
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
    method: Option<&Bound<'_, PyAny>>,
    stdev: Option<&Bound<'_, PyAny>>,
    samples: Option<&Bound<'_, PyAny>>,
    seed: Option<&Bound<'_, PyAny>>,
) -> PyResult<Answer> {
    let given = given_players(players)?;
    threads.map(crate::runtime::checked_threads).transpose()?;
    let method = method_of(method)?;
    let mut limits = limits_of(stdev, samples, None)?;
    if stdev.is_none_or(|s| s.is_none()) {
        limits.stdev = COMBO_STDEV;
    }
    count(samples, "samples")?;
    let seed = match seed {
        Some(s) if !s.is_none() => check_u64(s, "seed")?,
        _ => fresh_seed(),
    };
    let board = board.map_or(Ok(vec![]), |b| ids("board", b.0))?;
    let dead = dead.map_or(Ok(vec![]), |d| ids("dead", d.0))?;
    let game = game.map_or(Played::Board(EquityGame::Holdem), |g| g.0);
    let players: Vec<Player<'_>> = given.iter().map(Given::player).collect();
    let d = Distribution::new(game, &players, &board, &dead, player)?;
    let progress = progress.map(Bound::unbind);
    if d.choose(method, limits) == Method::MonteCarlo {
        check_sampling(limits)?;
        let sampled = sampled(py, &d, seed, limits, threads, progress)?;
        return Ok((game.name(), POT, HALF, vec![], Some(sampled)));
    }
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
            progress,
            |start, end, stop| d.run(start, end, stop),
        )?
    };
    Ok((game.name(), POT, HALF, exact_rows(&d, &counted), None))
}

/// The exact rows of every combo.
fn exact_rows(d: &Distribution, counted: &[ComboCounts]) -> Vec<Row> {
    d.combos()
        .iter()
        .zip(d.expand(counted))
        .map(|(combo, c)| {
            let k = c.counts;
            let cards = cards_text(combo.cards());
            (cards, c.weight, c.total, k.pot, k.win, k.tie, k.high, k.low)
        })
        .collect()
}

/// The combos counted sampled on the workers (streamed as the exact counts are), and
/// the run's rows.
fn sampled(
    py: Python<'_>,
    d: &Distribution,
    seed: u64,
    limits: Limits,
    threads: Option<usize>,
    progress: Option<Py<PyAny>>,
) -> PyResult<Sampled> {
    let seconds = d.sampled_seconds(limits);
    let counted: Vec<ComboSample> = streamed_cells(
        py,
        threads_for(threads, seconds),
        d.units(),
        progress,
        |start, end, stop| d.sample(start, end, seed, limits, stop),
    )?;
    let (mean, stderr) = d.sampled_mean(&counted);
    let rows = d
        .combos()
        .iter()
        .zip(d.expand_samples(&counted))
        .map(|(combo, c)| {
            let [equity, win, tie, se] = c.figures();
            let cards = cards_text(combo.cards());
            (
                cards,
                c.weight,
                c.deals(),
                equity,
                se,
                win,
                tie,
                c.estimate.samples,
            )
        })
        .collect();
    Ok((seed, mean, stderr, rows))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity_distribution, m)?)?;
    Ok(())
}
