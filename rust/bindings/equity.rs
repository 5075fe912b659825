//! Equity of hands and ranges in every equity game, exact or by Monte Carlo: arguments
//! converted, the core's run ([`EquityRun`]) streamed on the pool with the GIL
//! released ([`streamed`]: progress and Ctrl-C checked as units are folded), its
//! outcome converted back.

use pyo3::prelude::*;

use pyo3::types::{PyList, PyString, PyTuple};

use super::args::{number, Cards, PlayedGame};
use super::equity_result::{check_u64, PyEquityResult};
use crate::cards::{self, Card};
use crate::equity::played::game_names;
use crate::equity::range::Player;
use crate::equity::run::{Fold, Work};
use crate::equity::{
    EquityGame, EquityRun, Limits, Method, Outcome, Played, Question, DEFAULT_STDEV,
};
use crate::error::Result;
use crate::runtime::{streamed, thread_count, threads_for, INLINE_SECONDS};

pub(super) fn ids(what: &str, ids: Vec<i64>) -> Result<Vec<Card>> {
    cards::narrow(&ids, false).map_err(|e| e.with_context(&format!("{what}: ")))
}

/// A player as Python gave it: a range or hand as written, or a hand's cards (ids, a
/// `Hand`, a numpy row), read once here.
pub(super) enum Given {
    Written(String),
    Hand(Vec<Card>),
}

impl Given {
    pub(super) fn player(&self) -> Player<'_> {
        match self {
            Given::Written(text) => Player::Written(text),
            Given::Hand(cards) => Player::Hand(cards),
        }
    }

    fn shown(&self) -> String {
        match self {
            Given::Written(text) => text.clone(),
            Given::Hand(cards) => cards::cards_text(cards),
        }
    }
}

fn given_player(obj: &Bound<'_, PyAny>, index: usize) -> PyResult<Given> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Given::Written(s.to_cow()?.into_owned()));
    }
    let ids = obj
        .extract::<Cards>()
        .map_err(|e| {
            PyErr::from(crate::Error::Card(format!(
                "player {}: {}",
                index + 1,
                e.value(obj.py())
            )))
        })?
        .checked(false)
        .map_err(|e| e.with_context(&format!("player {}: ", index + 1)))?;
    Ok(Given::Hand(ids))
}

/// The players from a list or tuple of hands and ranges.
pub(super) fn given_players(players: &Bound<'_, PyAny>) -> PyResult<Vec<Given>> {
    let refuse = || -> PyErr {
        crate::Error::Argument(format!(
            "players must be a list of hands or ranges, not {}",
            players
                .repr()
                .map_or_else(|_| "?".into(), |r| r.to_string())
        ))
        .into()
    };
    if players.is_instance_of::<PyString>() {
        return Err(crate::Error::Argument(
            "players must be a list of hands or ranges, not one string".into(),
        )
        .into());
    }
    if let Ok(list) = players.cast::<PyList>() {
        return list
            .iter()
            .enumerate()
            .map(|(i, p)| given_player(&p, i))
            .collect();
    }
    if let Ok(tuple) = players.cast::<PyTuple>() {
        return tuple
            .iter()
            .enumerate()
            .map(|(i, p)| given_player(&p, i))
            .collect();
    }
    let items = players.try_iter().map_err(|_| refuse())?;
    items
        .enumerate()
        .map(|(i, p)| given_player(&p?, i))
        .collect()
}

/// An optional count argument (samples, threads): None, or an int in [0, 2**64) (the
/// core checks its range).
pub(super) fn count(obj: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<u64>> {
    match obj {
        Some(o) if !o.is_none() => Ok(Some(check_u64(o, what)?)),
        _ => Ok(None),
    }
}

/// A seed drawn afresh for a run not given one.
pub(super) fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    use std::sync::atomic::{AtomicU64, Ordering};
    static CALLS: AtomicU64 = AtomicU64::new(0);
    RandomState::new().hash_one((
        CALLS.fetch_add(1, Ordering::Relaxed),
        std::time::SystemTime::now(),
    ))
}

/// Each player's equity: `players` as ranges or hands, the known `board` (0, 3, 4 or 5
/// cards) and `dead` cards out of play, in `game` (see ``equity_games()``; a
/// ``pg.Ranking`` names the game played with that ranking). In stud, stud hi-lo and razz a
/// player is their known cards (up to seven), in the draw games the cards they keep (up
/// to five, badugi four), the rest dealt from the unseen cards (one draw; stud's
/// community card when the deck runs out); no board.
///
/// ``method="exact"`` enumerates every completion and every tuple of hands;
/// ``"monte-carlo"`` samples until every standard error is at most `stdev`, or
/// `samples` samples, or `time` seconds, whichever comes first (seeded: the same result
/// on any number of threads; `seed` None draws one); ``"auto"`` is exact when that
/// takes about a second or less. Work estimated under a millisecond runs on the calling
/// thread. `progress(done, total, partial)` is called as the run goes (soon after it
/// starts, then at most every 0.1 s, and at the end; total None when open-ended;
/// partial the result so far, None before a sample counts). Ctrl-C raises
/// KeyboardInterrupt within a second. Errors name the player and the token.
#[pyfunction]
#[pyo3(signature = (players, board = None, dead = None, game = None, method = None, stdev = None, samples = None, time = None, seed = None, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity(
    py: Python<'_>,
    players: &Bound<'_, PyAny>,
    board: Option<Cards>,
    dead: Option<Cards>,
    game: Option<PlayedGame>,
    method: Option<&Bound<'_, PyAny>>,
    stdev: Option<&Bound<'_, PyAny>>,
    samples: Option<&Bound<'_, PyAny>>,
    time: Option<&Bound<'_, PyAny>>,
    seed: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<PyEquityResult> {
    let given = given_players(players)?;
    let method = method_of(method)?;
    let limits = limits_of(stdev, samples, time)?;
    let seed = match seed {
        Some(s) if !s.is_none() => check_u64(s, "seed")?,
        _ => fresh_seed(),
    };
    let threads = count(threads, "threads")?.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    threads.map(crate::runtime::checked_threads).transpose()?;
    let progress = progress_of(progress)?;
    let board = board.map_or(Ok(vec![]), |b| ids("board", b.0))?;
    let dead = dead.map_or(Ok(vec![]), |d| ids("dead", d.0))?;
    let game = game.map_or(Played::Board(EquityGame::Holdem), |g| g.0);
    let players: Vec<Player<'_>> = given.iter().map(Given::player).collect();
    let question = Question::new(game, &players, &board, &dead)?;
    // The result names each player as given (a hand of ids by its cards).
    let texts: Vec<String> = given.iter().map(Given::shown).collect();
    let (name, hi_lo) = (question.game_name(), question.is_hi_lo());
    let EquityRun {
        work,
        fold,
        seconds,
    } = EquityRun::new(&question, method, seed, limits)?;
    let result = |outcome: &Outcome| PyEquityResult::new(name, hi_lo, outcome, seed, &texts);
    let wall = seconds / thread_count(threads_for(threads, seconds)) as f64;
    if progress.is_none() && wall > SAYS_SO_SECONDS {
        say_how_long(py, work.method(), wall)?;
    }
    let fold = if seconds < INLINE_SECONDS && progress.is_none() {
        // Short work: on this thread, no pool, the GIL kept (releasing it would cost
        // more than the work).
        run_here(&work, fold)
    } else {
        let threads = threads_for(threads, seconds);
        run_streamed(py, &work, fold, threads, progress.as_ref(), &result)?
    };
    Ok(result(&fold.outcome()?))
}

/// The run on the pool with the GIL released ([`streamed`]): `progress(done, total,
/// partial)` and Ctrl-C between units, the partial result made by `result`.
fn run_streamed(
    py: Python<'_>,
    work: &Work,
    fold: Fold,
    threads: Option<usize>,
    progress: Option<&Py<PyAny>>,
    result: &(dyn Fn(&Outcome) -> PyEquityResult + Sync),
) -> PyResult<Fold> {
    let reported = std::sync::atomic::AtomicBool::new(false);
    py.detach(|| {
        streamed(
            threads,
            work.items(&fold),
            progress.is_some(),
            fold,
            |start, end, stop| work.part_unless(start, end, stop),
            Fold::absorb,
            |fold| {
                progress.map(|_| {
                    let (done, total) = fold.progress();
                    ((done, total), fold.outcome().ok().filter(|_| done > 0))
                })
            },
            |seen, fresh| {
                Python::attach(|py| {
                    py.check_signals()?;
                    // The first tick reports even before a unit is folded, so that a
                    // run whose first units are long shows it has started.
                    let first = !reported.swap(true, std::sync::atomic::Ordering::Relaxed);
                    if let (Some(cb), Some(((done, total), partial)), true) =
                        (progress, seen, fresh || first)
                    {
                        let partial = partial.map(|o| result(&o));
                        cb.call1(py, (done, total, partial))?;
                    }
                    Ok::<_, PyErr>(())
                })
            },
        )
    })
}

/// A call estimated to take longer than this, with no progress callback, says so.
const SAYS_SO_SECONDS: f64 = 2.0;

/// Logs (logger "paigow_fast", level WARNING) how long a call is estimated to take.
fn say_how_long(py: Python<'_>, method: Method, seconds: f64) -> PyResult<()> {
    let message = format!(
        "equity ({}) estimated at about {seconds:.0} s; pass progress= to follow it, or \
         method='monte-carlo' with a larger stdev= for a quicker answer",
        method.name()
    );
    py.import("logging")?
        .call_method1("getLogger", ("paigow_fast",))?
        .call_method1("warning", (message,))?;
    Ok(())
}

/// The method argument: a name in any spelling (`auto`, or None, is None).
pub(super) fn method_of(method: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Method>> {
    Ok(match method {
        None => None,
        Some(m) => match m.cast::<PyString>() {
            Ok(m) => Method::from_name(&m.to_cow()?)?,
            Err(_) => Method::from_name(&m.str()?.to_cow()?)?,
        },
    })
}

/// The limits of a Monte Carlo run from the `stdev`, `samples` and `time` arguments.
pub(super) fn limits_of(
    stdev: Option<&Bound<'_, PyAny>>,
    samples: Option<&Bound<'_, PyAny>>,
    time: Option<&Bound<'_, PyAny>>,
) -> PyResult<Limits> {
    Ok(Limits {
        stdev: match stdev {
            Some(s) if !s.is_none() => number(s, "stdev")?,
            _ => DEFAULT_STDEV,
        },
        samples: count(samples, "samples")?,
        seconds: match time {
            Some(t) if !t.is_none() => Some(number(t, "time")?),
            _ => None,
        },
    })
}

/// The progress callback (None for None), checked callable.
fn progress_of(progress: Option<Bound<'_, PyAny>>) -> PyResult<Option<Py<PyAny>>> {
    Ok(match progress {
        Some(p) if p.is_none() => None,
        Some(p) if !p.is_callable() => {
            return Err(crate::Error::Argument(format!(
                "progress must be a callable or None, got {}",
                p.repr()?
            ))
            .into())
        }
        p => p.map(Bound::unbind),
    })
}

/// Every part of `work` folded on this thread, in order, until the fold is done.
fn run_here(work: &Work, mut fold: Fold) -> Fold {
    let (total, unit) = work.items(&fold);
    let mut start = 0;
    while start < total {
        let end = total.min(start + unit);
        if !fold.absorb(work.part(start, end)) {
            break;
        }
        start = end;
    }
    fold
}

/// How the library writes the equity game `name` spells (any spelling or alias), or
/// None when it names none.
#[pyfunction]
pub fn equity_game_name(name: &str) -> Option<&'static str> {
    crate::equity::played::PLAYED_NAMES
        .find(name)
        .map(Played::name)
}

/// The equity games' names.
#[pyfunction]
pub fn equity_games() -> Vec<&'static str> {
    game_names()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity, m)?)?;
    m.add_class::<PyEquityResult>()?;
    m.add_function(wrap_pyfunction!(equity_games, m)?)?;
    m.add_function(wrap_pyfunction!(equity_game_name, m)?)?;
    Ok(())
}
