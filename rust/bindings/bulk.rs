//! Bulk (numpy): rank_many, house_way_many, settle_many, category_counts, simulate, deal,
//! deal_many, omaha_many, describe_many.
//! Card arrays come in through [`card_array`], results go out through
//! [`array1`]/[`array2`].

use numpy::{PyArray1, PyArray2};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use super::array_in::card_array;
use super::array_out::{array1, array2};
use super::calls::{in_batches, run};
use super::eval::game_of;
use super::paigow::way_of;
use super::records::tally_dict;
use crate::bulk;
use crate::eval::enumerate;
use crate::paigow::monte_carlo::{self, Simulation, Tally, CHUNK_ROUNDS};

/// The rank of every row (uint32; 0 where rank would be None).
#[pyfunction]
#[pyo3(signature = (game, cards, threads = None))]
pub fn rank_many<'py>(
    py: Python<'py>,
    game: u8,
    cards: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<u32>>> {
    let game = game_of(game)?;
    let cards = card_array(cards, "cards", threads)?;
    let ids = cards.converted()?;
    array1(py, ids.rows.len(), threads, |out| {
        ids.apply(game.has_joker(), |rows| {
            bulk::rank_many_into(game, rows, out)
        })
    })
}

/// The sum of the HIGH ranks of seven-card rows by the bare Rust loop, on this thread
/// without validation: what the benchmarks compare `rank_many` with.
#[pyfunction]
pub fn bare_high7_sum(py: Python<'_>, cards: &Bound<'_, PyAny>) -> PyResult<u64> {
    let cards = card_array(cards, "cards", None)?;
    let rows = cards.converted()?.rows;
    Ok(py.detach(|| bulk::bare_high7_sum(rows))?)
}

/// The path `rank_many` values rows on here: "avx512", "avx2" or "portable" (chosen at run
/// time by the processor's instructions).
#[pyfunction]
pub fn row_path() -> &'static str {
    crate::eval::tables::RowPath::detect().name()
}

/// Every seven-card row set by a house way: (N, 7) uint8, the five-card hand first.
#[pyfunction]
#[pyo3(signature = (hands, way = "golden-nugget", threads = None))]
pub fn house_way_many<'py>(
    py: Python<'py>,
    hands: &Bound<'py, PyAny>,
    way: &str,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    let way = way_of(way)?;
    let hands = card_array(hands, "hands", threads)?;
    let ids = hands.converted()?;
    array2(py, (ids.rows.len(), 7), threads, |out| {
        ids.apply(true, |rows| bulk::house_way_many_into(rows, way, out))
    })
}

/// The rule of a house way that sets each seven-card row: (N,) uint8 indices into
/// `house_way_rules(way)`.
#[pyfunction]
#[pyo3(signature = (hands, way = "golden-nugget", threads = None))]
pub fn house_way_rule_many<'py>(
    py: Python<'py>,
    hands: &Bound<'py, PyAny>,
    way: &str,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<u8>>> {
    let way = way_of(way)?;
    let hands = card_array(hands, "hands", threads)?;
    let ids = hands.converted()?;
    array1(py, ids.rows.len(), threads, |out| {
        ids.apply(true, |rows| bulk::house_way_rules_many_into(rows, way, out))
    })
}

/// The player's payout of every round (float64).
#[pyfunction]
#[pyo3(signature = (player, dealer, commission = 0.05, threads = None))]
pub fn settle_many<'py>(
    py: Python<'py>,
    player: &Bound<'py, PyAny>,
    dealer: &Bound<'py, PyAny>,
    commission: f64,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<f64>>> {
    let (player, dealer) = (
        card_array(player, "player", threads)?,
        card_array(dealer, "dealer", threads)?,
    );
    let (p, d) = (player.converted()?, dealer.converted()?);
    // The arrays' own row counts: a conversion stops at an out-of-range id.
    let rows = (player.len(), dealer.len());
    array1(py, rows.0, threads, |out| {
        bulk::settle_converted_into(p, d, rows, commission, out)
    })
}

/// Counts of every hand of `n_cards` from the game's deck by category, in category order.
#[pyfunction]
#[pyo3(signature = (game, n_cards, threads = None))]
pub fn category_counts<'py>(
    py: Python<'py>,
    game: u8,
    n_cards: usize,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyDict>> {
    let game = game_of(game)?;
    let counts = run(py, threads, || enumerate::category_counts(game, n_cards))??;
    let d = PyDict::new(py);
    for (name, count) in game.categories().iter().zip(counts) {
        d.set_item(name, count)?;
    }
    Ok(d)
}

/// Plays `rounds` seeded rounds; returns the counts as a dict keyed by the names of
/// [`Tally`]'s fields (rounds, wins, losses, high_copies, low_copies, copies). `player` is a way's name, "house" (the dealer's way) or
/// "optimal"; `dealer` a way's name or "house" (the default way). Runs in the core's
/// batches; between batches it checks for signals (Ctrl-C raises KeyboardInterrupt)
/// and calls `progress(done, rounds, counts)` with the running counts as that dict.
#[pyfunction]
#[pyo3(signature = (rounds, player = "house", dealer = "house", seed = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn simulate<'py>(
    py: Python<'py>,
    rounds: u64,
    player: &str,
    dealer: &str,
    seed: u64,
    threads: Option<usize>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let sim = Simulation::from_names(player, dealer, seed)?;
    let mut tally = Tally::default();
    in_batches(
        py,
        threads,
        (rounds, CHUNK_ROUNDS),
        |start, end| Ok(sim.run(start, end)),
        |done, part| {
            tally = tally + part;
            match &progress {
                Some(cb) => cb.call1((done, rounds, tally_dict(py, &tally)?)).map(drop),
                None => Ok(()),
            }
        },
    )?;
    tally_dict(py, &tally)
}

/// The cards of the first `rounds` rounds of a seed as `simulate` deals them:
/// (rounds, 14) uint8, the player's seven cards then the dealer's.
#[pyfunction]
#[pyo3(signature = (rounds, seed = 0, threads = None))]
pub fn deal<'py>(
    py: Python<'py>,
    rounds: usize,
    seed: u64,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    array2(py, (rounds, 14), threads, |out| {
        monte_carlo::deal_into(seed, out);
        Ok(())
    })
}

/// Rows of `width` distinct cards dealt from the 52-card deck (53 with the joker):
/// (rows, width) uint8, seeded.
#[pyfunction]
#[pyo3(signature = (rows, width, joker, seed, threads = None))]
pub fn deal_many<'py>(
    py: Python<'py>,
    rows: usize,
    width: usize,
    joker: bool,
    seed: u64,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    let deck = if joker { 53 } else { 52 };
    array2(py, (rows, width), threads, |out| {
        bulk::deal_many::deal_many_into(seed, deck, width, out)
    })
}

/// The Omaha rank and best five cards of every row (hole cards then five board
/// cards): ((N,) uint32 ranks, (N, 5) uint8 cards, two hole then three board).
#[pyfunction]
#[pyo3(signature = (game, rows, threads = None))]
#[allow(clippy::type_complexity)]
pub fn omaha_many<'py>(
    py: Python<'py>,
    game: u8,
    rows: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<(Bound<'py, PyArray1<u32>>, Bound<'py, PyArray2<u8>>)> {
    let game = game_of(game)?;
    let rows = card_array(rows, "hands", threads)?;
    let ids = rows.converted()?;
    let mut ranks = vec![0u32; ids.rows.len()];
    let best = array2(py, (ids.rows.len(), 5), threads, |out| {
        ids.apply(false, |r| {
            bulk::omaha_many::omaha_many_into(game, r, &mut ranks, out)
        })
    })?;
    Ok((PyArray1::from_vec(py, ranks), best))
}

/// The phrase of every row's hand in a game.
#[pyfunction]
#[pyo3(signature = (game, cards, threads = None))]
pub fn describe_many(
    py: Python<'_>,
    game: u8,
    cards: &Bound<'_, PyAny>,
    threads: Option<usize>,
) -> PyResult<Vec<String>> {
    let game = game_of(game)?;
    let cards = card_array(cards, "cards", threads)?;
    let ids = cards.converted()?;
    run(py, threads, || {
        ids.apply(game.has_joker(), |rows| {
            bulk::describe_many::describe_many(game, rows)
        })
    })?
    .map_err(Into::into)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(rank_many, m)?)?;
    m.add_function(wrap_pyfunction!(bare_high7_sum, m)?)?;
    m.add_function(wrap_pyfunction!(row_path, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_many, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_rule_many, m)?)?;
    m.add_function(wrap_pyfunction!(settle_many, m)?)?;
    m.add_function(wrap_pyfunction!(category_counts, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(deal, m)?)?;
    m.add_function(wrap_pyfunction!(deal_many, m)?)?;
    m.add_function(wrap_pyfunction!(omaha_many, m)?)?;
    m.add_function(wrap_pyfunction!(describe_many, m)?)?;
    Ok(())
}
