//! Pai Gow: settings, legality, the house way, settlement.

use pyo3::prelude::*;

use pyo3::types::PyString;

use super::args::{number, Cards, Way};
use super::setting::{PyOutcome, PySetting};
use crate::cards::Card;
use crate::paigow::solver::check_commission;
use crate::paigow::{self, setting, HouseWay, Outcome, Setting, Variant};

/// The house way of a name ("golden-nugget", "foxwoods").
pub(super) fn way_of(name: &str) -> PyResult<HouseWay> {
    Ok(HouseWay::from_name(name)?)
}

/// Seven checked card ids (the joker allowed).
pub(super) fn hand7(cards: Vec<i64>) -> PyResult<[Card; 7]> {
    Ok(paigow::hand_of(&cards)?)
}

/// All 21 settings of seven cards, ranked, the low cards' positions in the order (0,1),
/// (0,2), ..., (5,6).
#[pyfunction]
pub fn settings(hand7: Cards) -> PyResult<Vec<PySetting>> {
    let hand = paigow::hand_of(&hand7.0)?;
    Ok(setting::settings(&hand)
        .into_iter()
        .map(PySetting::of)
        .collect())
}

/// A house way's setting of seven cards (by default the Golden Nugget way of the
/// source document; the rules: :attr:`HouseWay.doc`).
#[pyfunction]
#[pyo3(signature = (hand7, way = None))]
pub fn house_way(hand7: Cards, way: Option<Way>) -> PyResult<PySetting> {
    let way = way.map_or_else(HouseWay::default, |w| w.0);
    Ok(PySetting::of(way.set(&paigow::hand_of(&hand7.0)?)))
}

/// The rule of a house way that sets seven cards: its index in `house_way_rules(way)`.
#[pyfunction]
#[pyo3(signature = (cards, way = None))]
pub fn house_way_rule(cards: Cards, way: Option<Way>) -> PyResult<usize> {
    let way = way.map_or_else(HouseWay::default, |w| w.0);
    Ok(way.rule_index(&paigow::hand_of(&cards.0)?))
}

/// One side of a round: a Setting, a setting written with a slash, or seven cards.
pub enum Side {
    Set(Setting),
    Hand(Vec<i64>),
}

impl<'py> FromPyObject<'_, 'py> for Side {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> PyResult<Self> {
        if let Ok(s) = obj.cast::<PySetting>() {
            return Ok(Side::Set(s.get().setting));
        }
        if let Ok(text) = obj.cast::<PyString>() {
            let text = text.to_cow()?;
            if text.contains('/') {
                return Ok(Side::Set(Setting::parse(&text)?));
            }
        }
        Ok(Side::Hand(obj.extract::<Cards>()?.0))
    }
}

impl Side {
    fn setting(self, way: HouseWay) -> PyResult<Setting> {
        Ok(match self {
            Side::Set(s) => s,
            Side::Hand(ids) => way.set(&paigow::hand_of(&ids)?),
        })
    }
}

/// Settle a round: each player hand wins only when strictly higher (copies go to the
/// dealer); both win: +1 less the commission, both lose: -1, otherwise a push.
///
/// Each side is a :class:`Setting`, a setting written ``"FRONT2 / BACK5"`` (either
/// order, :meth:`Setting.parse`), or seven cards set by the house way `way`. A fouled
/// setting raises FoulError; a card in both hands, CardError. `variant` (any
/// spelling): "face-up" pushes every bet against a dealer whose seven cards are an
/// ace-high pai gow, "queen-high-push" against a queen-high one (both commission-free:
/// the commission defaults to 0).
#[pyfunction]
#[pyo3(signature = (player, dealer, commission = None, *, way = None, variant = "standard"))]
pub fn settle(
    player: Side,
    dealer: Side,
    commission: Option<Bound<'_, PyAny>>,
    way: Option<Way>,
    variant: &str,
) -> PyResult<PyOutcome> {
    let variant = Variant::from_name(variant)?;
    let commission = match commission {
        Some(c) => number(&c, "commission")?,
        None => variant.default_commission(),
    };
    check_commission(commission)?;
    let way = way.map_or_else(HouseWay::default, |w| w.0);
    let (player, dealer) = (player.setting(way)?, dealer.setting(way)?);
    let outcome: Outcome = paigow::settle::settle_variant(&player, &dealer, variant)?;
    Ok(PyOutcome::new(outcome.name(), outcome.payout(commission)))
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

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySetting>()?;
    m.add_class::<PyOutcome>()?;
    m.add_function(wrap_pyfunction!(house_way, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_rule, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_rules, m)?)?;
    m.add_function(wrap_pyfunction!(house_ways, m)?)?;
    m.add_function(wrap_pyfunction!(settings, m)?)?;
    m.add_function(wrap_pyfunction!(settle, m)?)?;
    Ok(())
}
