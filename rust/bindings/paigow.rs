//! Pai Gow: settings, legality, the house way, settlement.

use pyo3::prelude::*;

use super::eval::id_list;
use crate::cards::Card;
use crate::paigow::solver::check_commission;
use crate::paigow::{self, setting, HouseWay, Outcome, Setting};

/// The house way of a name ("golden-nugget", "foxwoods").
pub(super) fn way_of(name: &str) -> PyResult<HouseWay> {
    Ok(HouseWay::from_name(name)?)
}

/// Seven checked card ids (the joker allowed).
pub(super) fn hand7(cards: Vec<i64>) -> PyResult<[Card; 7]> {
    Ok(paigow::hand_of(&cards)?)
}

fn setting_of(high: Vec<i64>, low: Vec<i64>) -> PyResult<Setting> {
    Ok(Setting::from_ids(&high, &low)?)
}

/// (high rank, low rank, legal) of a setting given as five and two card ids.
#[pyfunction]
pub fn setting_info(high: Vec<i64>, low: Vec<i64>) -> PyResult<(u16, u32, bool)> {
    let s = setting_of(high, low)?;
    let (h, l) = (s.high_rank(), s.low_rank());
    Ok((h, l, setting::is_legal_ranks(h, l)))
}

/// A setting as Python builds one: (five high ids, two low ids, high rank, low rank,
/// legal).
type SettingRecord = (Vec<u16>, Vec<u16>, u16, u32, bool);

fn setting_record(s: &Setting) -> SettingRecord {
    let (h, l) = (s.high_rank(), s.low_rank());
    let legal = setting::is_legal_ranks(h, l);
    (id_list(&s.high), id_list(&s.low), h, l, legal)
}

/// All 21 settings of seven cards, ranked, the low cards' positions in the order (0,1),
/// (0,2), ..., (5,6).
#[pyfunction]
pub fn settings(cards: Vec<i64>) -> PyResult<Vec<SettingRecord>> {
    let hand = hand7(cards)?;
    Ok(setting::settings(&hand)
        .iter()
        .map(setting_record)
        .collect())
}

/// A house way's setting of seven cards, ranked.
#[pyfunction]
#[pyo3(signature = (cards, way = "golden-nugget"))]
pub fn house_way(cards: Vec<i64>, way: &str) -> PyResult<SettingRecord> {
    let way = way_of(way)?;
    Ok(setting_record(&way.set(&hand7(cards)?)))
}

/// The rule of a house way that sets seven cards: its index in `house_way_rules(way)`.
#[pyfunction]
#[pyo3(signature = (cards, way = "golden-nugget"))]
pub fn house_way_rule(cards: Vec<i64>, way: &str) -> PyResult<usize> {
    Ok(way_of(way)?.rule_index(&hand7(cards)?))
}

/// The rules of a house way, as (id, text), in the order of their indices.
#[pyfunction]
pub fn house_way_rules(way: &str) -> PyResult<Vec<(&'static str, &'static str)>> {
    Ok(way_of(way)?
        .rules()
        .iter()
        .map(|r| (r.id, r.text))
        .collect())
}

/// The names of the house ways, the default first.
#[pyfunction]
pub fn house_ways() -> Vec<&'static str> {
    HouseWay::names()
}

/// Settles player against dealer: ("win" | "push" | "loss", payout).
#[pyfunction]
#[pyo3(signature = (player_high, player_low, dealer_high, dealer_low, commission = 0.05))]
pub fn settle(
    player_high: Vec<i64>,
    player_low: Vec<i64>,
    dealer_high: Vec<i64>,
    dealer_low: Vec<i64>,
    commission: f64,
) -> PyResult<(&'static str, f64)> {
    check_commission(commission)?;
    let player = setting_of(player_high, player_low)?;
    let dealer = setting_of(dealer_high, dealer_low)?;
    let outcome: Outcome = paigow::settle(&player, &dealer)?;
    Ok((outcome.name(), outcome.payout(commission)))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(setting_info, m)?)?;
    m.add_function(wrap_pyfunction!(house_way, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_rule, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_rules, m)?)?;
    m.add_function(wrap_pyfunction!(house_ways, m)?)?;
    m.add_function(wrap_pyfunction!(settings, m)?)?;
    m.add_function(wrap_pyfunction!(settle, m)?)?;
    Ok(())
}
