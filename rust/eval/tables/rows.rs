//! Many rows of cards valued in one call, on the fastest path the machine has: the
//! rankings read from the rank sum (and, for HIGH, the flush test) over a matrix of
//! rows of five to seven cards.
//!
//! [`RowPath::detect`] picks AVX-512 (`rows_avx512`, sixteen rows at a time) when the
//! processor has it, or the portable loop: one row at a time, the same lookups as
//! [`Tables::high_of`], the input prefetched ahead. Both give the same values (the
//! tests compare them on every seven-card hand); the wheel is built for x86-64-v2,
//! so the choice is made at run time.

use super::{RankSumRanking, Tables};
use crate::cards::Card;

/// How rows are valued.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowPath {
    /// One row at a time, on any processor.
    Portable,
    /// Sixteen rows at a time with AVX-512 (`avx512f`, `avx512bw`, `avx512vbmi`).
    Avx512,
}

impl RowPath {
    /// The fastest path this processor has (detected once; the standard library
    /// caches the answer).
    pub fn detect() -> RowPath {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512bw")
                && std::arch::is_x86_feature_detected!("avx512vbmi")
            {
                return RowPath::Avx512;
            }
        }
        RowPath::Portable
    }

    /// The path's name, as `paigow-fast bench` reports it.
    pub fn name(self) -> &'static str {
        match self {
            RowPath::Portable => "portable",
            RowPath::Avx512 => "avx512",
        }
    }

    /// The paths this processor can run, the portable one first.
    pub fn available() -> Vec<RowPath> {
        let mut paths = vec![RowPath::Portable];
        if RowPath::detect() != RowPath::Portable {
            paths.push(RowPath::detect());
        }
        paths
    }
}

/// How far ahead of the row being valued the portable loop prefetches (bytes).
const PREFETCH_BYTES: usize = 2048;

impl Tables {
    /// `ranking` of every row of `W` cards of `data` into `out` (one entry a row, for
    /// the whole rows of `data` that fit `out`) on `path`, which must be one of
    /// [`RowPath::available`]. Rows of ids that are not a hand get meaningless values,
    /// never a panic. Returns the rows valued.
    pub fn rank_sum_rows<const W: usize>(
        &self,
        path: RowPath,
        ranking: RankSumRanking,
        data: &[Card],
        out: &mut [u32],
    ) -> usize {
        let rows = out.len().min(data.len() / W);
        let (data, out) = (&data[..rows * W], &mut out[..rows]);
        let mut done = 0;
        if path == RowPath::Avx512 {
            done = self
                .rank_sum_rows_checked::<W>(ranking, data, out, false)
                .expect("AVX-512 is available on this processor")
                .0;
        }
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

    /// The AVX-512 part of [`Tables::rank_sum_rows`] (None when the processor lacks
    /// it, or `W` is not five to seven): the rows done, a multiple of sixteen from the
    /// start, and with `check` whether they all hold distinct ids of the 52-card deck
    /// (their values are garbage when not).
    pub(crate) fn rank_sum_rows_checked<const W: usize>(
        &self,
        ranking: RankSumRanking,
        data: &[Card],
        out: &mut [u32],
        check: bool,
    ) -> Option<(usize, bool)> {
        #[cfg(target_arch = "x86_64")]
        if RowPath::detect() == RowPath::Avx512 && (5..=7).contains(&W) {
            // SAFETY: the processor has the instructions (detected just above).
            return Some(unsafe { super::rows_avx512::fill::<W>(self, ranking, data, out, check) });
        }
        let _ = (ranking, data, out, check);
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
