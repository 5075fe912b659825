//! The Python module `paigow_fast._core`: wrappers that convert arguments, call the
//! core, and turn its errors into the package's exception classes. Each pyfunction
//! reads: extract (card arrays through [`array_in`]), detach and call (on the pool
//! asked for, [`calls`]), wrap (new arrays through [`array_out`]).

mod analysis;
mod args;
mod array_in;
mod array_out;
mod board_classes;
mod bulk;
mod calls;
mod choices;
mod equity;
mod equity_distribution;
mod equity_grid;
mod equity_result;
mod errors;
mod eval;
mod house_way_tables;
mod indexing;
mod paigow;
mod preflop;
mod ranges;
mod records;
mod setting;
mod side_bet;
mod solver;
mod strength;
mod value_eq;

use pyo3::prelude::*;

#[pymodule]
#[pyo3(name = "_core")]
fn core_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    choices::register(m)?;
    records::register(m)?;
    eval::register(m)?;
    paigow::register(m)?;
    house_way_tables::register(m)?;
    bulk::register(m)?;
    solver::register(m)?;
    analysis::register(m)?;
    side_bet::register(m)?;
    equity::register(m)?;
    equity_grid::register(m)?;
    strength::register(m)?;
    board_classes::register(m)?;
    equity_distribution::register(m)?;
    preflop::register(m)?;
    indexing::register(m)?;
    ranges::register(m)?;
    Ok(())
}
