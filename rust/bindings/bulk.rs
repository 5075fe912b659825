//! Bulk (numpy): rank_many, house_way_many, settle_many, category_counts, simulate, deal.
//!
//! Card arrays: any 2-D integer array. A C-contiguous `uint8` array is read in place;
//! any other integer dtype or layout is converted to a contiguous `uint8` copy (the
//! GIL released), ids outside 0..=52 stopping the conversion at the first such row,
//! whose original values then name the problem unless an earlier row is bad.

use numpy::ndarray::{s, ArrayView2};
use numpy::prelude::*;
use numpy::{Element, PyArray1, PyArray2, PyReadonlyArray2, PyUntypedArray};
use pyo3::exceptions::PyMemoryError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rayon::prelude::*;
use std::time::Instant;

use super::errors::ArgumentError;
use super::eval::game_of;
use super::paigow::way_of;
use super::records::tally_dict;
use crate::bulk::arrays::{Converted, Rows};
use crate::bulk::simulate::CHUNK_ROUNDS;
use crate::bulk::{self, with_threads, Batches, Simulation, Tally, ROWS_PER_TASK};
use crate::cards::{Card, JOKER};
use crate::error::Error;

/// Integer element types accepted without a trip through Python.
trait Wide: Element + Copy + Sync {
    fn wide(self) -> i128;
    fn to_card(self) -> Option<Card>;
}

macro_rules! wide {
    ($($t:ty),*) => {$(impl Wide for $t {
        #[inline(always)]
        fn wide(self) -> i128 {
            self as i128
        }
        #[inline(always)]
        fn to_card(self) -> Option<Card> {
            u8::try_from(self).ok().filter(|&c| c <= JOKER)
        }
    })*};
}
wide!(u8, i8, u16, i16, u32, i32, u64, i64);

enum Data<'py> {
    Borrowed(PyReadonlyArray2<'py, u8>),
    Owned(Vec<Card>),
}

/// A card matrix read from a numpy array.
pub(super) struct CardArray<'py> {
    data: Data<'py>,
    width: usize,
    /// The first row holding an id outside 0..=52, with its original values; the data
    /// then stops before that row.
    out_of_range: Option<(usize, Vec<i128>)>,
}

impl CardArray<'_> {
    pub(super) fn rows(&self) -> PyResult<Rows<'_>> {
        let data: &[Card] = match &self.data {
            Data::Borrowed(a) => a.as_slice().map_err(|e| Error::Shape(format!("{e}")))?,
            Data::Owned(v) => v,
        };
        Ok(Rows::new(data, self.width)?)
    }

    /// The rows and the first out-of-range row, for the core.
    fn converted(&self) -> PyResult<Converted<'_>> {
        Ok(Converted {
            rows: self.rows()?,
            out_of_range: self.out_of_range.as_ref().map(|(r, v)| (*r, v.as_slice())),
        })
    }

    /// The error of the first out-of-range row (the rows before it being valid).
    pub(super) fn out_of_range_error(&self, joker: bool) -> PyResult<()> {
        Ok(self.converted()?.out_of_range_error(joker)?)
    }
}

/// Converts rows `start..` of `view` into `block` (whole rows), returning the first
/// row holding an id outside 0..=52. Walks the array in its memory order: a
/// contiguous block as one slice, a column-major one column by column.
fn convert_block<T: Wide>(
    view: &ArrayView2<'_, T>,
    start: usize,
    block: &mut [Card],
) -> Option<usize> {
    let w = view.ncols();
    let rows = block.len() / w;
    let sub = view.slice(s![start..start + rows, ..]);
    if let Some(src) = sub.as_slice() {
        for (i, (o, &v)) in block.iter_mut().zip(src).enumerate() {
            match v.to_card() {
                Some(c) => *o = c,
                None => return Some(start + i / w),
            }
        }
        return None;
    }
    let [s0, s1] = [sub.strides()[0], sub.strides()[1]].map(isize::unsigned_abs);
    if s0 < s1 {
        let mut bad = usize::MAX;
        for (j, column) in sub.columns().into_iter().enumerate() {
            for (r, &v) in column.iter().enumerate() {
                match v.to_card() {
                    Some(c) => block[r * w + j] = c,
                    None => bad = bad.min(r),
                }
            }
        }
        return (bad != usize::MAX).then_some(start + bad);
    }
    for (r, (o, row)) in block.chunks_exact_mut(w).zip(sub.rows()).enumerate() {
        for (o, &v) in o.iter_mut().zip(row) {
            match v.to_card() {
                Some(c) => *o = c,
                None => return Some(start + r),
            }
        }
    }
    None
}

/// Converted ids, and the first row holding an id outside 0..=52 with its values.
type Conversion = (Vec<Card>, Option<(usize, Vec<i128>)>);

/// Converts any view to contiguous ids (in parallel), stopping at the first row with
/// an id outside 0..=52 (returned with its original values).
fn convert<T: Wide>(view: ArrayView2<'_, T>) -> PyResult<Conversion> {
    let (n, w) = view.dim();
    let mut out = Vec::new();
    let len = n.saturating_mul(w);
    out.try_reserve_exact(len).map_err(|_| {
        PyMemoryError::new_err(format!(
            "{n} rows of {w} cards cannot be copied: out of memory"
        ))
    })?;
    out.resize(len, 0 as Card);
    if w == 0 {
        return Ok((out, None));
    }
    let bad = out
        .par_chunks_mut(ROWS_PER_TASK * w)
        .enumerate()
        .filter_map(|(k, block)| convert_block(&view, k * ROWS_PER_TASK, block))
        .min();
    Ok(match bad {
        None => (out, None),
        Some(r) => {
            out.truncate(r * w);
            (
                out,
                Some((r, view.row(r).iter().map(|v| v.wide()).collect())),
            )
        }
    })
}

fn try_convert<'py, T: Wide>(
    arr: &Bound<'py, PyUntypedArray>,
    threads: Option<usize>,
) -> Option<PyResult<CardArray<'py>>> {
    let typed = arr.cast::<PyArray2<T>>().ok()?;
    let width = typed.shape()[1];
    Some((|| {
        let ro = typed
            .try_readonly()
            .map_err(|e| Error::Shape(format!("{e}")))?;
        let view = ro.as_array();
        let (data, out_of_range) = run(arr.py(), threads, || convert(view))??;
        Ok(CardArray {
            data: Data::Owned(data),
            width,
            out_of_range,
        })
    })())
}

/// Reads a 2-D integer array of card ids (`what` names it in errors).
pub(super) fn card_array<'py>(obj: &Bound<'py, PyAny>, what: &str) -> PyResult<CardArray<'py>> {
    card_array_on(obj, what, None)
}

/// [`card_array`], converting (if needed) on the pool `threads` asks for.
fn card_array_on<'py>(
    obj: &Bound<'py, PyAny>,
    what: &str,
    threads: Option<usize>,
) -> PyResult<CardArray<'py>> {
    let Ok(arr) = obj.cast::<PyUntypedArray>() else {
        return Err(Error::Shape(format!(
            "{what} must be a numpy array of card ids, one hand per row, not {}",
            obj.get_type().name()?
        ))
        .into());
    };
    if arr.ndim() != 2 {
        return Err(Error::Shape(format!(
            "{what} must be a 2-D array with one hand per row, got a {}-D array of shape {:?}",
            arr.ndim(),
            arr.shape()
        ))
        .into());
    }
    let dtype = arr.dtype();
    if !matches!(dtype.kind(), b'i' | b'u') {
        return Err(Error::Shape(format!(
            "{what} must hold integer card ids, got dtype {dtype}"
        ))
        .into());
    }
    if let Ok(a) = arr.cast::<PyArray2<u8>>() {
        if a.is_c_contiguous() {
            let ro = a.try_readonly().map_err(|e| Error::Shape(format!("{e}")))?;
            let width = a.shape()[1];
            return Ok(CardArray {
                data: Data::Borrowed(ro),
                width,
                out_of_range: None,
            });
        }
    }
    if arr.is_aligned() {
        macro_rules! each {
            ($($t:ty),*) => {$(
                if let Some(r) = try_convert::<$t>(arr, threads) {
                    return r;
                }
            )*};
        }
        each!(u8, i8, u16, i16, u32, i32, u64, i64);
    }
    // Another byte order, an unaligned view, ...: let numpy make an int64 copy.
    let copy = arr.call_method1("astype", ("int64",))?;
    let copy = copy.cast::<PyUntypedArray>()?;
    try_convert::<i64>(copy, threads).expect("an int64 array")
}

/// A new uninitialised 1-D array, allocated by numpy (which asks the kernel for huge
/// pages for large arrays: far fewer page faults than a fresh `Vec`).
/// A `MemoryError` unless `items` elements of `size` bytes can be asked for at all.
fn check_size(items: usize, size: usize) -> PyResult<()> {
    match items.checked_mul(size) {
        Some(bytes) if bytes <= isize::MAX as usize => Ok(()),
        _ => Err(PyMemoryError::new_err(format!(
            "{items} results of {size} bytes cannot be allocated"
        ))),
    }
}

pub(super) fn new_array1<T: Element>(py: Python<'_>, n: usize) -> PyResult<Bound<'_, PyArray1<T>>> {
    check_size(n, std::mem::size_of::<T>())?;
    // numpy.empty: a failed allocation is Python's MemoryError (rust-numpy's constructors
    // would panic on it). Every element is written before the array is returned.
    let numpy = py.import("numpy")?;
    let a = numpy.call_method1("empty", ((n,), numpy::dtype::<T>(py)))?;
    Ok(a.cast_into::<PyArray1<T>>()?)
}

/// A new C-order (n, width) uint8 array (see [`new_array1`]).
pub(super) fn new_array2(
    py: Python<'_>,
    n: usize,
    width: usize,
) -> PyResult<Bound<'_, PyArray2<u8>>> {
    check_size(n, width)?;
    let numpy = py.import("numpy")?;
    let a = numpy.call_method1("empty", ((n, width), numpy::dtype::<u8>(py)))?;
    Ok(a.cast_into::<PyArray2<u8>>()?)
}

fn threads_error(e: String) -> PyErr {
    ArgumentError::new_err(e)
}

/// Runs `f` with the GIL released on the pool `threads` asks for.
pub(super) fn run<R: Send>(
    py: Python<'_>,
    threads: Option<usize>,
    f: impl FnOnce() -> R + Send,
) -> PyResult<R> {
    py.detach(|| with_threads(threads, f))
        .map_err(threads_error)
}

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
    let m = card_array_on(cards, "cards", threads)?;
    let rows = m.rows()?;
    let out = new_array1::<u32>(py, rows.len())?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    let slice = unsafe { out.as_slice_mut() }.expect("a new contiguous array");
    run(py, threads, || bulk::rank_many_into(game, rows, slice))??;
    m.out_of_range_error(game.has_joker())?;
    Ok(out)
}

/// The sum of the HIGH ranks of seven-card rows by the bare Rust loop, on this thread
/// without validation: what the benchmarks compare `rank_many` with.
#[pyfunction]
pub fn bare_high7_sum(py: Python<'_>, cards: &Bound<'_, PyAny>) -> PyResult<u64> {
    let m = card_array(cards, "cards")?;
    let rows = m.rows()?;
    Ok(py.detach(|| bulk::bare_high7_sum(rows))?)
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
    let m = card_array_on(hands, "hands", threads)?;
    let rows = m.rows()?;
    let out = new_array2(py, rows.len(), 7)?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    let slice = unsafe { out.as_slice_mut() }.expect("a new contiguous array");
    run(py, threads, || bulk::house_way_many_into(rows, way, slice))??;
    m.out_of_range_error(true)?;
    Ok(out)
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
    let m = card_array_on(hands, "hands", threads)?;
    let rows = m.rows()?;
    let out = new_array1::<u8>(py, rows.len())?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    let slice = unsafe { out.as_slice_mut() }.expect("a new contiguous array");
    run(py, threads, || {
        bulk::house_way_rules_many_into(rows, way, slice)
    })??;
    m.out_of_range_error(true)?;
    Ok(out)
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
    let p = card_array_on(player, "player", threads)?;
    let d = card_array_on(dealer, "dealer", threads)?;
    let (pc, dc) = (p.converted()?, d.converted()?);
    // The arrays' own row counts: a conversion stops at an out-of-range id.
    let shapes = (player.len()?, dealer.len()?);
    let out = new_array1::<f64>(py, shapes.0)?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    let slice = unsafe { out.as_slice_mut() }.expect("a new contiguous array");
    run(py, threads, || {
        bulk::settle_converted_into(pc, dc, shapes, commission, slice)
    })??;
    Ok(out)
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
    let counts = run(py, threads, || bulk::category_counts(game, n_cards))??;
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
    let mut batches = Batches::new(rounds, bulk::thread_count(threads), CHUNK_ROUNDS);
    let mut tally = Tally::default();
    while let Some((start, end)) = batches.next_batch() {
        let clock = Instant::now();
        tally = tally + run(py, threads, || sim.run(start, end))?;
        batches.finished(clock.elapsed());
        py.check_signals()?;
        if let Some(cb) = &progress {
            cb.call1((batches.done(), rounds, tally_dict(py, &tally)?))?;
        }
    }
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
    let out = new_array2(py, rounds, 14)?;
    // SAFETY: the array was just created here and nothing else refers to it yet.
    let slice = unsafe { out.as_slice_mut() }.expect("a new contiguous array");
    run(py, threads, || bulk::deal_into(seed, slice))?;
    Ok(out)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(rank_many, m)?)?;
    m.add_function(wrap_pyfunction!(bare_high7_sum, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_many, m)?)?;
    m.add_function(wrap_pyfunction!(house_way_rule_many, m)?)?;
    m.add_function(wrap_pyfunction!(settle_many, m)?)?;
    m.add_function(wrap_pyfunction!(category_counts, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(deal, m)?)?;
    Ok(())
}
