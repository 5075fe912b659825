//! The exact analysis of the whole game: the game analysed (`Analysis`, whose methods
//! count one chunk or one group), the chunks' and groups' shapes, a group's classes.

use pyo3::prelude::*;

use super::calls::run;
use super::eval::id_list;
use super::paigow::way_of;
use crate::paigow::analysis::joint::Joint;
use crate::paigow::analysis::{self, patterns, Analysis, Counts, Record, Variant};
use crate::paigow::suit_classes::{group, groups};

/// A record as (classes, house counts, optimal counts, [(house, optimal) per rule]),
/// each counts tuple (hands, wins, pushes, losses, high_copies, low_copies,
/// both_copies).
type RecordTuple = (u64, [u64; 7], [u64; 7], Vec<([u64; 7], [u64; 7])>);

fn record_tuple(r: &Record) -> RecordTuple {
    let f = |c: &Counts| c.fields();
    (
        r.classes,
        f(&r.house),
        f(&r.optimal),
        r.by_rule.iter().map(|(h, o)| (f(h), f(o))).collect(),
    )
}

/// Number of chunks of the whole game.
#[pyfunction]
pub fn analysis_chunk_count() -> usize {
    analysis::chunk_count()
}

/// (classes, player hands) of every chunk: what each chunk's record must hold.
#[pyfunction]
pub fn analysis_chunk_shapes(py: Python<'_>) -> PyResult<Vec<(u64, u64)>> {
    run(py, None, analysis::chunk_shapes)
}

/// The names of the main bet's variants, the default first.
#[pyfunction]
pub fn analysis_variants() -> Vec<&'static str> {
    Variant::NAMES.to_vec()
}

/// A variant's name as the library writes it, from any spelling ("Face Up", "faceup").
#[pyfunction]
pub fn analysis_variant(name: &str) -> PyResult<&'static str> {
    Ok(Variant::from_name(name)?.name())
}

/// The side-bet event of the dealer's seven cards on which a variant pushes every
/// main bet (its id), if any.
#[pyfunction]
pub fn analysis_variant_push_event(name: &str) -> PyResult<Option<&'static str>> {
    Ok(Variant::from_name(name)?.push_event().map(|e| e.id()))
}

/// Number of groups (rank multisets) of player hands.
#[pyfunction]
pub fn analysis_group_count() -> usize {
    groups().len()
}

/// A pattern's choice: (pattern, (front positions), rule, chosen counts, house counts).
type ChoiceTuple = (u32, (u8, u8), u8, [u64; 7], [u64; 7]);

/// The patterns of one chunk and their player hands: (pattern index, hands), by index.
#[pyfunction]
pub fn analysis_chunk_pattern_hands(py: Python<'_>, index: usize) -> PyResult<Vec<(u32, u64)>> {
    Ok(py.detach(|| patterns::chunk_pattern_hands(index))?)
}

/// Joint counts as (event set bits, house counts, optimal counts), by event set.
type JointRows = Vec<(u32, [u64; 7], [u64; 7])>;

fn joint_rows(j: &Joint) -> JointRows {
    j.iter()
        .map(|(set, (h, o))| (set.0, h.fields(), o.fields()))
        .collect()
}

/// The game analysed: the dealer playing `dealer`, the house-way player `player`, the
/// optimal player choosing at `commission`, the main bet's `variant` (each read once,
/// here); its methods count one chunk or one group of player hands.
#[pyclass(frozen, name = "Analysis", module = "paigow_fast._core")]
pub struct AnalysisGame(Analysis);

#[pymethods]
impl AnalysisGame {
    #[new]
    #[pyo3(signature = (dealer, player, commission = 0.05, variant = "standard"))]
    fn new(dealer: &str, player: &str, commission: f64, variant: &str) -> PyResult<Self> {
        let variant = Variant::from_name(variant)?;
        let (dealer, player) = (way_of(dealer)?, way_of(player)?);
        Ok(AnalysisGame(Analysis::with_variant(
            dealer, player, commission, variant,
        )?))
    }

    /// The record of one chunk.
    #[pyo3(signature = (index, threads = None))]
    fn chunk(&self, py: Python<'_>, index: usize, threads: Option<usize>) -> PyResult<RecordTuple> {
        let r = run(py, threads, || self.0.chunk(index))??;
        Ok(record_tuple(&r))
    }

    /// The record of one chunk, as `chunk`, and the optimal house way's choice for each
    /// of its patterns (by pattern index).
    #[pyo3(signature = (index, threads = None))]
    fn chunk_patterns(
        &self,
        py: Python<'_>,
        index: usize,
        threads: Option<usize>,
    ) -> PyResult<(RecordTuple, Vec<ChoiceTuple>)> {
        let (r, choices) = run(py, threads, || self.0.chunk_patterns(index))??;
        let choices = choices
            .iter()
            .map(|c| {
                (
                    c.pattern,
                    c.front,
                    c.rule,
                    c.chosen.fields(),
                    c.house.fields(),
                )
            })
            .collect();
        Ok((record_tuple(&r), choices))
    }

    /// The record of one group of player hands (for checks).
    fn group(&self, py: Python<'_>, index: usize) -> PyResult<RecordTuple> {
        let g = *group(index)?;
        Ok(record_tuple(&py.detach(|| self.0.group(&g))))
    }

    /// The main bet's counts of one chunk by the event set of the player's seven cards
    /// (the events read from the setting of house way `way`), as `chunk` counts them.
    #[pyo3(signature = (index, way = "golden-nugget", threads = None))]
    fn joint_chunk(
        &self,
        py: Python<'_>,
        index: usize,
        way: &str,
        threads: Option<usize>,
    ) -> PyResult<JointRows> {
        let way = way_of(way)?;
        let j = run(py, threads, || self.0.joint_chunk(index, way))??;
        Ok(joint_rows(&j))
    }

    /// The joint counts of one group of player hands (for checks).
    #[pyo3(signature = (index, way = "golden-nugget"))]
    fn joint_group(&self, py: Python<'_>, index: usize, way: &str) -> PyResult<JointRows> {
        let way = way_of(way)?;
        let g = *group(index)?;
        Ok(joint_rows(&py.detach(|| self.0.joint_group(&g, way))))
    }
}

/// The classes of one group: (representative hand, weight) each.
#[pyfunction]
pub fn analysis_group_classes(index: usize) -> PyResult<Vec<(Vec<u16>, u8)>> {
    Ok(group(index)?
        .classes()
        .iter()
        .map(|c| (id_list(&c.hand), c.weight))
        .collect())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(analysis_chunk_count, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_chunk_shapes, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_group_count, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_variants, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_variant, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_variant_push_event, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_chunk_pattern_hands, m)?)?;
    m.add_function(wrap_pyfunction!(analysis_group_classes, m)?)?;
    m.add_class::<AnalysisGame>()?;
    Ok(())
}
