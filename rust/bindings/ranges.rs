//! Ranges read and listed: range_hands ([`Played::range_combos`]), and the 4-card
//! Omaha ranking registered for `15%` ([`crate::equity::range::omaha_top`]).

use numpy::{PyArray1, PyArray2};
use pyo3::prelude::*;

use super::args::PlayedGame;
use super::array_out::{array1, array2};
use crate::equity::range::omaha_top;
use crate::equity::{EquityGame, Played};

/// The hands of a range in `game` (hold'em by default) and their integer weights:
/// an (N, hole) uint8 array of card ids (each hand's cards lowest first) and a uint64
/// array.
#[pyfunction]
#[pyo3(signature = (range, game = None))]
#[allow(clippy::type_complexity)]
pub fn range_hands<'py>(
    py: Python<'py>,
    range: &str,
    game: Option<PlayedGame>,
) -> PyResult<(Bound<'py, PyArray2<u8>>, Bound<'py, PyArray1<u64>>)> {
    let game = game.map_or(Played::Board(EquityGame::Holdem), |g| g.0);
    let combos = py.detach(|| game.range_combos(range))?;
    let width = combos.first().map_or(0, |c| c.cards().len());
    let cards = array2(py, (combos.len(), width), Some(1), |out| {
        for (row, c) in out.chunks_mut(width.max(1)).zip(&combos) {
            row.copy_from_slice(c.cards());
            row.sort_unstable();
        }
        Ok(())
    })?;
    let weights = array1(py, combos.len(), Some(1), |out| {
        for (w, c) in out.iter_mut().zip(&combos) {
            *w = c.weight;
        }
        Ok(())
    })?;
    Ok((cards, weights))
}

/// Registers the 4-card Omaha ranking from its file's bytes (their digest checked by
/// the caller).
#[pyfunction]
pub fn register_omaha_ranking(py: Python<'_>, data: &[u8]) -> PyResult<()> {
    Ok(py.detach(|| omaha_top::register(data))?)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(range_hands, m)?)?;
    m.add_function(wrap_pyfunction!(register_omaha_ranking, m)?)?;
    Ok(())
}
