//! Side bets: the events, a hand's events, many hands' events, a pay table's price.

use numpy::prelude::*;
use numpy::PyArray1;
use pyo3::prelude::*;

use std::time::Instant;

use super::bulk::{card_array, new_array1, run};
use super::paigow::hand7;
use crate::bulk::analysis::groups;
use crate::bulk::{side_bet, thread_count, Batches};
use crate::paigow::side_bet::{events_of, Event, EVENTS};

/// Every event as (id, name), in bit order.
#[pyfunction]
pub fn side_bet_event_ids() -> Vec<(&'static str, &'static str)> {
    EVENTS.iter().map(|e| (e.id(), e.name())).collect()
}

/// The events seven cards qualify for, as a bit set (bit i: event i).
#[pyfunction]
pub fn side_bet_events(cards: Vec<i64>) -> PyResult<u32> {
    Ok(events_of(&hand7(cards)?).0)
}

/// The event set of every seven-card row (uint32 bit sets).
#[pyfunction]
#[pyo3(signature = (hands, threads = None))]
pub fn side_bet_events_many<'py>(
    py: Python<'py>,
    hands: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<u32>>> {
    let m = card_array(hands, "hands")?;
    let rows = m.rows()?;
    let out = new_array1::<u32>(py, rows.len())?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    let slice = unsafe { out.as_slice_mut() }.expect("a new contiguous array");
    run(py, threads, || side_bet::events_many_into(rows, slice))??;
    m.out_of_range_error(true)?;
    Ok(out)
}

/// Groups of hands (`groups()`) a unit of the classification's batches.
const GROUPS_PER_UNIT: u64 = 64;

/// Classifies every seven-card hand for the side bets, once a process, in batches of
/// about 0.1 s with a check for signals between them: Ctrl-C raises
/// KeyboardInterrupt within a batch (the work so far is dropped).
fn classify(py: Python<'_>, threads: Option<usize>) -> PyResult<()> {
    if side_bet::classified() {
        return Ok(());
    }
    let all = groups().len() as u64;
    let mut batches = Batches::new(all, thread_count(threads), GROUPS_PER_UNIT);
    let mut counting = side_bet::Classifying::default();
    while let Some((start, end)) = batches.next_batch() {
        let clock = Instant::now();
        run(py, threads, || counting.add(start as usize..end as usize))?;
        batches.finished(clock.elapsed());
        py.check_signals()?;
    }
    counting.finish();
    Ok(())
}

/// The exact counts of the pay table with these event ids in order: (hands paid by
/// each line, hands paid nothing), over every seven-card hand.
#[pyfunction]
#[pyo3(signature = (events, threads = None))]
pub fn side_bet_price(
    py: Python<'_>,
    events: Vec<String>,
    threads: Option<usize>,
) -> PyResult<(Vec<u64>, u64)> {
    let events = events
        .iter()
        .map(|id| Event::from_id(id))
        .collect::<crate::error::Result<Vec<_>>>()?;
    classify(py, threads)?;
    let p = run(py, threads, || side_bet::price(&events))??;
    Ok((p.hands, p.nothing))
}

/// For every event (bit order), the number of seven-card hands qualifying for it.
#[pyfunction]
#[pyo3(signature = (threads = None))]
pub fn side_bet_qualifying_counts(py: Python<'_>, threads: Option<usize>) -> PyResult<Vec<u64>> {
    classify(py, threads)?;
    run(py, threads, side_bet::qualifying_counts)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(side_bet_event_ids, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_events, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_events_many, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_price, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_qualifying_counts, m)?)?;
    Ok(())
}
