//! Side bets: the events, a hand's events, many hands' events, a pay table's price.

use numpy::PyArray1;
use pyo3::prelude::*;

use super::array_in::card_array;
use super::array_out::array1;
use super::calls::{in_batches, run};
use super::paigow::{hand7, way_of};
use crate::bulk::events_many::events_many_into;
use crate::paigow::house_way::HouseWay;
use crate::paigow::side_bet::pricing::{self, classified, Classifying};
use crate::paigow::side_bet::{events_under, Event, EVENTS};
use crate::paigow::suit_classes::groups;

/// Every event as (id, name), in bit order.
#[pyfunction]
pub fn side_bet_event_ids() -> Vec<(&'static str, &'static str)> {
    EVENTS.iter().map(|e| (e.id(), e.name())).collect()
}

/// The ids of the events read from a house way's setting.
#[pyfunction]
pub fn side_bet_way_event_ids() -> Vec<&'static str> {
    EVENTS
        .iter()
        .filter(|e| e.depends_on_way())
        .map(|e| e.id())
        .collect()
}

/// The events seven cards qualify for, as a bit set (bit i: event i), those read from
/// a house way's setting read from `way`'s.
#[pyfunction]
#[pyo3(signature = (cards, way = "golden-nugget"))]
pub fn side_bet_events(cards: Vec<i64>, way: &str) -> PyResult<u32> {
    Ok(events_under(&hand7(cards)?, way_of(way)?).0)
}

/// The event set of every seven-card row (uint32 bit sets).
#[pyfunction]
#[pyo3(signature = (hands, way = "golden-nugget", threads = None))]
pub fn side_bet_events_many<'py>(
    py: Python<'py>,
    hands: &Bound<'py, PyAny>,
    way: &str,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<u32>>> {
    let way = way_of(way)?;
    let hands = card_array(hands, "hands", threads)?;
    let ids = hands.converted()?;
    array1(py, ids.rows.len(), threads, |out| {
        ids.apply(true, |rows| events_many_into(rows, way, out))
    })
}

/// Groups of hands (`groups()`) a unit of the classification's batches.
const GROUPS_PER_UNIT: u64 = 64;

/// Classifies every seven-card hand for the side bets under `way`, once a process, in batches of
/// about 0.1 s with a check for signals between them: Ctrl-C raises
/// KeyboardInterrupt within a batch (the work so far is dropped).
fn classify(py: Python<'_>, way: HouseWay, threads: Option<usize>) -> PyResult<()> {
    if classified(way) {
        return Ok(());
    }
    let mut counting = Classifying::new(way);
    in_batches(
        py,
        threads,
        (groups().len() as u64, GROUPS_PER_UNIT),
        |start, end| {
            counting.add(start as usize..end as usize);
            Ok(())
        },
        |_, ()| Ok(()),
    )?;
    counting.finish();
    Ok(())
}

/// The exact counts of the pay table with these event ids in order: (hands paid by
/// each line, hands paid nothing), over every seven-card hand, the events read from a
/// house way's setting read from `way`'s.
#[pyfunction]
#[pyo3(signature = (events, way = "golden-nugget", threads = None))]
pub fn side_bet_price(
    py: Python<'_>,
    events: Vec<String>,
    way: &str,
    threads: Option<usize>,
) -> PyResult<(Vec<u64>, u64)> {
    let events = events
        .iter()
        .map(|id| Event::from_id(id))
        .collect::<crate::error::Result<Vec<_>>>()?;
    let way = way_of(way)?;
    classify(py, way, threads)?;
    let p = run(py, threads, || pricing::price(&events, way))??;
    Ok((p.hands, p.nothing))
}

/// For every event (bit order), the number of seven-card hands qualifying for it
/// under `way`.
#[pyfunction]
#[pyo3(signature = (way = "golden-nugget", threads = None))]
pub fn side_bet_qualifying_counts(
    py: Python<'_>,
    way: &str,
    threads: Option<usize>,
) -> PyResult<Vec<u64>> {
    let way = way_of(way)?;
    classify(py, way, threads)?;
    run(py, threads, || pricing::qualifying_counts(way))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(side_bet_event_ids, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_way_event_ids, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_events, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_events_many, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_price, m)?)?;
    m.add_function(wrap_pyfunction!(side_bet_qualifying_counts, m)?)?;
    Ok(())
}
