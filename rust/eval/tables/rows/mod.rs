//! Many rows of cards valued in one call, on the fastest path the machine has: the
//! rankings read from the rank sum (and, for HIGH, the flush test) over a matrix of
//! rows of five to seven cards.
//!
//! [`RowPath::detect`] picks AVX-512 (`avx512`, sixteen rows at a time) when the
//! processor has it, else AVX2 (`avx2`, eight rows at a time), else the portable
//! loop: one row at a time, the same lookups as [`Tables::high_of`], the input
//! prefetched ahead. All give the same values (the tests compare them on every
//! seven-card hand); the wheel is built for x86-64-v2, so the choice is made at run
//! time. What the paths share (the prefetch distance, the group of rows between two
//! passes over the flushes, the suit counters) is in `layout`; `tests` compares them.

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;
mod layout;
#[cfg(test)]
mod tests;

use super::{RankSumRanking, Tables};
use crate::cards::Card;
use layout::PREFETCH_BYTES;

/// How rows are valued.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowPath {
    /// One row at a time, on any processor.
    Portable,
    /// Eight rows at a time with AVX2.
    Avx2,
    /// Sixteen rows at a time with AVX-512 (`avx512f`, `avx512bw`, `avx512vbmi`).
    Avx512,
}

impl RowPath {
    /// The fastest path this processor has.
    pub fn detect() -> RowPath {
        [RowPath::Avx512, RowPath::Avx2]
            .into_iter()
            .find(|path| path.runs_here())
            .unwrap_or(RowPath::Portable)
    }

    /// The path's name, as `paigow-fast bench` reports it.
    pub fn name(self) -> &'static str {
        match self {
            RowPath::Portable => "portable",
            RowPath::Avx2 => "avx2",
            RowPath::Avx512 => "avx512",
        }
    }

    /// The paths this processor can run, slowest first: the portable one, then the
    /// vector ones it has.
    pub fn available() -> Vec<RowPath> {
        [RowPath::Portable, RowPath::Avx2, RowPath::Avx512]
            .into_iter()
            .filter(|path| path.runs_here())
            .collect()
    }

    /// Whether this processor has the path's instructions (the standard library caches
    /// what it detects).
    fn runs_here(self) -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::is_x86_feature_detected as has;
            match self {
                RowPath::Portable => true,
                RowPath::Avx2 => has!("avx2"),
                RowPath::Avx512 => has!("avx512f") && has!("avx512bw") && has!("avx512vbmi"),
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self == RowPath::Portable
        }
    }
}

impl Tables {
    /// `ranking` of every row of `W` cards of `data` into `out` (one entry a row, for
    /// the whole rows of `data` that fit `out`) on `path` (the portable loop when the
    /// processor lacks it, or `W` is not five to seven). Rows of ids that are not a
    /// hand get meaningless values, never a panic. Returns the rows valued.
    pub fn rank_sum_rows<const W: usize>(
        &self,
        path: RowPath,
        ranking: RankSumRanking,
        data: &[Card],
        out: &mut [u32],
    ) -> usize {
        let rows = out.len().min(data.len() / W);
        let (data, out) = (&data[..rows * W], &mut out[..rows]);
        let done = self
            .vector_rows::<W>(path, ranking, data, out, false)
            .map_or(0, |(done, _)| done);
        for (i, (rows, out)) in data[done * W..]
            .chunks(16 * W)
            .zip(out[done..].chunks_mut(16))
            .enumerate()
        {
            prefetch(data, (done + 16 * i) * W + PREFETCH_BYTES);
            for (row, o) in rows.chunks_exact(W).zip(out) {
                *o = self.rank_sum_row(ranking, row);
            }
        }
        rows
    }

    /// The vector part of [`Tables::rank_sum_rows`] on the fastest vector path this
    /// processor has (see [`Tables::vector_rows`]).
    pub(crate) fn rank_sum_rows_checked<const W: usize>(
        &self,
        ranking: RankSumRanking,
        data: &[Card],
        out: &mut [u32],
        check: bool,
    ) -> Option<(usize, bool)> {
        self.vector_rows::<W>(RowPath::detect(), ranking, data, out, check)
    }

    /// The rows of [`Tables::rank_sum_rows`] that vector `path` values (None when it is
    /// the portable path, the processor lacks it, or `W` is not five to seven): the
    /// rows done, whole vectors of rows from the start, and with `check` whether they
    /// all hold distinct ids of the 52-card deck (their values are garbage when not).
    pub(super) fn vector_rows<const W: usize>(
        &self,
        path: RowPath,
        ranking: RankSumRanking,
        data: &[Card],
        out: &mut [u32],
        check: bool,
    ) -> Option<(usize, bool)> {
        #[cfg(target_arch = "x86_64")]
        if path.runs_here() && (5..=7).contains(&W) {
            // SAFETY: the processor has the path's instructions (checked just above).
            match path {
                RowPath::Portable => {}
                RowPath::Avx2 => {
                    return Some(unsafe { avx2::fill::<W>(self, ranking, data, out, check) })
                }
                RowPath::Avx512 => {
                    return Some(unsafe { avx512::fill::<W>(self, ranking, data, out, check) })
                }
            }
        }
        let _ = (path, ranking, data, out, check);
        None
    }

    /// `ranking` of one row (the portable path).
    #[inline(always)]
    pub(crate) fn rank_sum_row(&self, ranking: RankSumRanking, row: &[Card]) -> u32 {
        let key = super::key::key_of(row);
        match ranking {
            RankSumRanking::High => self.high_of_key(key, row) as u32,
            _ => self.rank_sum_table(ranking)[self.index(key as u32)] as u32,
        }
    }
}

/// A hint to fetch byte `at` of `data` into the cache (nothing past its end).
#[inline(always)]
fn prefetch(data: &[Card], at: usize) {
    #[cfg(target_arch = "x86_64")]
    if let Some(byte) = data.get(at) {
        // SAFETY: a prefetch reads nothing architecturally; the address is in `data`.
        unsafe {
            std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                (byte as *const Card).cast(),
            )
        };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (data, at);
}
