//! The typed boundary: every card argument and every named choice of a single-hand call
//! converted once, on the way in, to the core's types. Cards are text in the one card
//! grammar ([`crate::cards::text`]), a list or tuple (a `Hand`) of ids or texts, any
//! iterable of them (a numpy row); a choice is its enum member, its value, or any
//! spelling of its name ([`crate::names`]). Anything else is one clear error naming it.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyInt, PyList, PyMemoryView, PyString, PyTuple};

use crate::cards::{text, Card};
use crate::equity::Played;
use crate::error::Error;
use crate::eval::Ranking;
use crate::paigow::HouseWay;

/// Card ids as given (checked against the game by the core, which names the card).
pub struct Cards(pub Vec<i64>);

/// `repr(obj)`, for errors.
fn shown(obj: &Bound<'_, PyAny>) -> String {
    obj.repr()
        .map_or_else(|_| "<object>".into(), |r| r.to_string_lossy().into_owned())
}

fn card_error(message: String) -> PyErr {
    Error::Card(message).into()
}

/// Appends one item of a card list: an int id or a text of cards.
fn push_item(ids: &mut Vec<i64>, item: &Bound<'_, PyAny>) -> PyResult<()> {
    if let Ok(int) = item.cast::<PyInt>() {
        if item.is_instance_of::<PyBool>() {
            return Err(card_error(format!("{} is not a card", shown(item))));
        }
        return match int.extract::<i64>() {
            Ok(id) => {
                ids.push(id);
                Ok(())
            }
            Err(_) => Err(card_error(format!(
                "card id {} is not a card (ids are 0..=52)",
                shown(item)
            ))),
        };
    }
    if let Ok(s) = item.cast::<PyString>() {
        return push_text(ids, &s.to_cow()?);
    }
    if item.hasattr("__index__")? && !item.is_instance_of::<PyBool>() {
        let index = item.call_method0("__index__")?;
        return push_item(ids, &index);
    }
    Err(card_error(format!("{} is not a card", shown(item))))
}

fn push_text(ids: &mut Vec<i64>, s: &str) -> PyResult<()> {
    text::each_card(s, |c| {
        ids.push(i64::from(c));
        Ok(())
    })
    .map_err(Into::into)
}

impl<'py> FromPyObject<'_, 'py> for Cards {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> PyResult<Self> {
        let mut ids = Vec::with_capacity(8);
        if let Ok(s) = obj.cast::<PyString>() {
            push_text(&mut ids, &s.to_cow()?)?;
        } else if let Ok(list) = obj.cast::<PyList>() {
            for item in list.iter() {
                push_item(&mut ids, &item)?;
            }
        } else if let Ok(tuple) = obj.cast::<PyTuple>() {
            for item in tuple.iter() {
                push_item(&mut ids, &item)?;
            }
        } else if obj.is_instance_of::<PyBytes>()
            || obj.is_instance_of::<PyByteArray>()
            || obj.is_instance_of::<PyMemoryView>()
        {
            return Err(card_error(format!(
                "bytes are not cards: {} (give text or ints)",
                shown(&obj)
            )));
        } else {
            let items = obj.try_iter().map_err(|_| {
                card_error(format!(
                    "cards must be text or an iterable, not {}",
                    shown(&obj)
                ))
            })?;
            for item in items {
                push_item(&mut ids, &item?)?;
            }
        }
        Ok(Cards(ids))
    }
}

impl Cards {
    /// The ids checked as cards of a deck with or without the joker (no repeats).
    pub fn checked(&self, joker: bool) -> crate::Result<Vec<Card>> {
        crate::cards::narrow(&self.0, joker)
    }
}

/// A ranking: a `pg.Ranking` member, its value, or its name in any spelling.
pub struct RankingArg(pub Ranking);

impl<'py> FromPyObject<'_, 'py> for RankingArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> PyResult<Self> {
        if let Ok(s) = obj.cast::<PyString>() {
            return Ok(RankingArg(Ranking::from_name(&s.to_cow()?)?));
        }
        if obj.is_instance_of::<PyInt>() && !obj.is_instance_of::<PyBool>() {
            return match obj.extract::<i64>().ok().and_then(|v| u8::try_from(v).ok()) {
                Some(v) if Ranking::from_index(v).is_some() => {
                    Ok(RankingArg(Ranking::from_index(v).unwrap()))
                }
                _ => Err(Error::Argument(format!(
                    "unknown ranking {} (values 0..=6)",
                    shown(&obj)
                ))
                .into()),
            };
        }
        if !obj.is_instance_of::<PyBool>() && obj.hasattr("__index__")? {
            return obj.call_method0("__index__")?.extract::<RankingArg>();
        }
        Err(Error::Argument(format!(
            "a ranking is a pg.Ranking, its name or its value, not {}",
            shown(&obj)
        ))
        .into())
    }
}

/// An equity game: its name in any spelling, or a `pg.Ranking` (the game played with it).
pub struct PlayedGame(pub Played);

impl<'py> FromPyObject<'_, 'py> for PlayedGame {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> PyResult<Self> {
        if let Ok(s) = obj.cast::<PyString>() {
            return Ok(PlayedGame(Played::from_name(&s.to_cow()?)?));
        }
        match obj.extract::<RankingArg>() {
            Ok(RankingArg(game)) => Ok(PlayedGame(Played::of_ranking(game)?)),
            Err(_) => Err(Error::Argument(format!(
                "game must be an equity game's name (see equity_games()) or a pg.Ranking, not {}",
                shown(&obj)
            ))
            .into()),
        }
    }
}

/// A house way: a `pg.HouseWay` member or its name in any spelling.
pub struct Way(pub HouseWay);

impl<'py> FromPyObject<'_, 'py> for Way {
    type Error = PyErr;

    fn extract(obj: Borrowed<'_, 'py, PyAny>) -> PyResult<Self> {
        match obj.cast::<PyString>() {
            Ok(s) => Ok(Way(HouseWay::from_name(&s.to_cow()?)?)),
            Err(_) => Err(Error::Argument(format!(
                "unknown house way {} (one of: {})",
                shown(&obj),
                HouseWay::names().join(", ")
            ))
            .into()),
        }
    }
}

/// A plain number argument (a commission, a standard error): an int or a float, not a
/// bool or text; `what` names it in the error.
pub fn number(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<f64> {
    if obj.is_instance_of::<PyBool>() || obj.is_instance_of::<PyString>() {
        return Err(Error::Argument(format!("{what} must be a number, got {}", shown(obj))).into());
    }
    obj.extract::<f64>().map_err(|e| {
        if e.is_instance_of::<PyTypeError>(obj.py()) {
            Error::Argument(format!("{what} must be a number, got {}", shown(obj))).into()
        } else {
            e
        }
    })
}
