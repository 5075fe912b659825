//! Rows evaluated and checked in one pass: every row of a batch goes through the
//! evaluation, and the batch is valid when every row holds ids of the deck, none
//! repeated.
//!
//! The rankings read from the key word alone (HIGH, PAIGOW_HIGH and the ace-to-five
//! lows) take any id safely, so a row is evaluated before its check is known; a bad
//! row makes the whole batch bad and its outputs are dropped. The check of rows of
//! five to seven cards is byte shuffles: a 16-byte window holds two rows, and
//! comparing it with its shuffles that rotate each row by one, two and three cards
//! compares every pair of cards of a row (a rotation by `k` pairs each card with the
//! one `k` places on, around the row). The largest byte is kept lane by lane. With
//! AVX2 (detected at run time) two windows go in one 32-byte register, four rows an
//! instruction; SSSE3 (x86-64-v2, the build's baseline) takes the rows left, and
//! [`row_key`] the last rows of a batch, any other width and other targets.
//!
//! Checking a group of rows in the loop that evaluates them, rather than the batch in
//! a pass of its own first, hides the check behind the evaluation (whose time goes in
//! waiting on its table reads): measured on seven-card HIGH, the check then costs
//! about 4% of the time of the loop without it rather than 7%, and a batch needs no
//! second read from memory (a pass of its own over a 4096-row task left the rows to be
//! fetched again, at a cost that grew as tasks got shorter).

use super::arrays::{row_key, words};
use crate::cards::{Card, JOKER};
use crate::eval::tables::{RankSumRanking, Tables};

/// A ranking that [`fill_valid`] evaluates: from any ids, since it runs before the row
/// is known to be valid (a bad row gets a meaningless rank, never a panic).
///
/// A trait rather than a closure, and its `rank` marked `#[inline(always)]`, so that
/// the evaluation is certain to be inlined into the vector loops: a closure was left
/// out of line in one build, a call a row (0.71x of the bare loop).
pub trait RowRank {
    /// The ranking, when it is one of the tables' [`RankSumRanking`]s: its rows then
    /// go to `Tables::rank_sum_rows_checked` first (AVX-512 or AVX2, where the
    /// processor has it).
    const RANKING: Option<RankSumRanking> = None;

    /// The rank of one row.
    fn rank(t: &Tables, row: &[Card]) -> u32;
}

/// Writes `R::rank` of every row of `data` (rows of `W` cards) to `out` (one entry a
/// row), and returns whether every row holds distinct ids of the 53-card deck
/// (`joker`) or of the 52-card deck; when a row is bad the outputs are garbage.
#[inline(always)]
pub fn fill_valid<const W: usize, R: RowRank>(
    t: &Tables,
    data: &[Card],
    out: &mut [u32],
    joker: bool,
) -> bool {
    fill_valid_with::<W, R>(t, data, out, joker, avx2_detected())
}

/// Whether this machine has AVX2 (the answer is cached by the standard library).
fn avx2_detected() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// [`fill_valid`], AVX2 used only when `avx2` (which must then be detected).
#[inline(always)]
fn fill_valid_with<const W: usize, R: RowRank>(
    t: &Tables,
    data: &[Card],
    out: &mut [u32],
    joker: bool,
    avx2: bool,
) -> bool {
    let rows = out.len().min(data.len() / W);
    let (data, out) = (&data[..rows * W], &mut out[..rows]);
    let mut done = 0;
    if let (Some(ranking), false) = (R::RANKING, joker) {
        if let Some((rows, valid)) = t.rank_sum_rows_checked::<W>(ranking, data, out, true) {
            if !valid {
                return false;
            }
            done = rows;
        }
    }
    let (data, out) = (&data[done * W..], &mut out[done..]);
    let Some(done) = by_shuffles::<W, R>(t, data, out, joker, avx2) else {
        return false;
    };
    let w = words(joker);
    let mut all_ok = true;
    for (row, o) in data[done * W..].chunks_exact(W).zip(&mut out[done..]) {
        all_ok &= row_key(w, row).1;
        *o = R::rank(t, row);
    }
    all_ok
}

/// The rows filled and checked by shuffles from the start of `data` (Some(count) when
/// all of them are valid, None when one is not; rows of five to seven cards only), the
/// rest left to the caller.
#[inline(always)]
fn by_shuffles<const W: usize, R: RowRank>(
    t: &Tables,
    data: &[Card],
    out: &mut [u32],
    joker: bool,
    avx2: bool,
) -> Option<usize> {
    #[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
    {
        if !(5..=7).contains(&W) {
            return Some(0);
        }
        let max_id = if joker { JOKER } else { JOKER - 1 };
        let mut rows = 0;
        if avx2 {
            // SAFETY: the caller passes `avx2` only when the machine has AVX2.
            rows = unsafe { avx2::fill::<W, R>(t, data, out, max_id) }?;
        }
        // SAFETY: the build enables SSSE3 for every x86-64 target (`target_feature`
        // above), so the instructions `ssse3::fill` uses exist on the machine.
        let more = unsafe { ssse3::fill::<W, R>(t, &data[rows * W..], &mut out[rows..], max_id) }?;
        Some(rows + more)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "ssse3")))]
    {
        let _ = (t, data, out, joker, avx2, JOKER);
        Some(0)
    }
}

/// The shuffle that moves each card of the rows at bytes `0..W` and `W..2W` of a
/// 16-byte window `k` places on around its row; the bytes after them stay in place.
#[cfg(target_arch = "x86_64")]
const fn rotation<const W: usize>(k: usize) -> [u8; 16] {
    let mut m = [0u8; 16];
    let mut j = 0;
    while j < 16 {
        m[j] = if j < 2 * W {
            (j / W * W + (j % W + k) % W) as u8
        } else {
            j as u8
        };
        j += 1;
    }
    m
}

/// Rotations by 1 and 2 pair every two cards of five; six and seven need 3 too.
#[cfg(target_arch = "x86_64")]
const fn turns<const W: usize>() -> usize {
    if W == 5 {
        2
    } else {
        3
    }
}

/// Writes `R::rank` of each of `rows` (`W` cards each) to `out`.
#[inline(always)]
fn eval_group<const W: usize, R: RowRank>(t: &Tables, rows: &[Card], out: &mut [u32]) {
    for (row, o) in rows.chunks_exact(W).zip(out) {
        *o = R::rank(t, row);
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
mod ssse3 {
    use std::arch::x86_64::*;

    use super::{eval_group, rotation, turns, RowRank, Tables};

    /// 16 bytes as a vector.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn load(bytes: &[u8]) -> __m128i {
        let bytes: &[u8; 16] = bytes.try_into().expect("16 bytes");
        // SAFETY: `bytes` is 16 readable bytes, and the load needs no alignment.
        unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
    }

    /// Rows filled and checked four at a time, two windows (see
    /// [`super::by_shuffles`]); `max_id` is the largest id of the deck.
    #[target_feature(enable = "ssse3")]
    pub(super) fn fill<const W: usize, R: RowRank>(
        t: &Tables,
        data: &[u8],
        out: &mut [u32],
        max_id: u8,
    ) -> Option<usize> {
        debug_assert!((5..=7).contains(&W));
        let by = [
            load(&rotation::<W>(1)),
            load(&rotation::<W>(2)),
            load(&rotation::<W>(3)),
        ];
        let turns = turns::<W>();
        let mut equal = [_mm_setzero_si128(); 3];
        let mut largest = _mm_setzero_si128();
        let mut check = |window: &[u8]| {
            let cards = load(window);
            largest = _mm_max_epu8(largest, cards);
            // One running value per rotation: three short chains, not one long one.
            for (equal, turn) in equal.iter_mut().zip(&by[..turns]) {
                let turned = _mm_shuffle_epi8(cards, *turn);
                *equal = _mm_or_si128(*equal, _mm_cmpeq_epi8(cards, turned));
            }
        };
        // Two rows are 2 W <= 14 bytes, so each 16-byte window holds the next two;
        // two windows (four rows) a step while there are.
        let mut rows = 0;
        while let Some(group) = data.get(rows * W..rows * W + 2 * W + 16) {
            let Some(group_out) = out.get_mut(rows..rows + 4) else {
                break;
            };
            // Evaluated first: the byte loads of the evaluation then stay loads (the
            // compiler would otherwise take the bytes out of the check's vectors, one
            // slow extraction each).
            eval_group::<W, R>(t, &group[..4 * W], group_out);
            check(&group[..16]);
            check(&group[2 * W..]);
            rows += 4;
        }
        // The bytes after the two rows stay in place, so they always compare equal:
        // only the rows' lanes count. Those bytes are ids of later rows, so counting
        // them in the largest id changes nothing: a bad one is in a later row, which
        // makes the batch bad all the same.
        let rows_lanes = (1 << (2 * W)) - 1;
        let equal = _mm_or_si128(_mm_or_si128(equal[0], equal[1]), equal[2]);
        let repeated = _mm_movemask_epi8(equal) & rows_lanes != 0;
        // Every id is at most `max_id` exactly when subtracting it (saturating)
        // leaves every lane 0.
        let over = _mm_subs_epu8(largest, _mm_set1_epi8(max_id as i8));
        let in_deck = _mm_movemask_epi8(_mm_cmpeq_epi8(over, _mm_setzero_si128())) == 0xFFFF;
        (!repeated && in_deck).then_some(rows)
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
mod avx2 {
    use std::arch::x86_64::*;

    use super::{eval_group, rotation, turns, RowRank, Tables};

    /// A 16-byte shuffle pattern in both 128-bit lanes.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn both_lanes(pattern: &[u8; 16]) -> __m256i {
        // SAFETY: `pattern` is 16 readable bytes, and the load needs no alignment.
        _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(pattern.as_ptr().cast()) })
    }

    /// Rows filled and checked eight at a time (see [`super::by_shuffles`]): the
    /// windows at bytes 0 and `2 W` of each four rows go in the two lanes of one
    /// register, and every instruction of [`super::ssse3::fill`] works on both.
    /// `max_id` is the largest id of the deck.
    #[target_feature(enable = "avx2")]
    pub(super) fn fill<const W: usize, R: RowRank>(
        t: &Tables,
        data: &[u8],
        out: &mut [u32],
        max_id: u8,
    ) -> Option<usize> {
        debug_assert!((5..=7).contains(&W));
        let by = [
            both_lanes(&rotation::<W>(1)),
            both_lanes(&rotation::<W>(2)),
            both_lanes(&rotation::<W>(3)),
        ];
        let turns = turns::<W>();
        let mut equal = [_mm256_setzero_si256(); 3];
        let mut largest = _mm256_setzero_si256();
        let mut check = |four: &[u8]| {
            let (low, high) = (&four[..16], &four[2 * W..2 * W + 16]);
            // SAFETY: `low` and `high` are 16 readable bytes each (sliced just above),
            // and the loads need no alignment.
            let cards = unsafe {
                _mm256_inserti128_si256::<1>(
                    _mm256_castsi128_si256(_mm_loadu_si128(low.as_ptr().cast())),
                    _mm_loadu_si128(high.as_ptr().cast()),
                )
            };
            largest = _mm256_max_epu8(largest, cards);
            for (equal, turn) in equal.iter_mut().zip(&by[..turns]) {
                let turned = _mm256_shuffle_epi8(cards, *turn);
                *equal = _mm256_or_si256(*equal, _mm256_cmpeq_epi8(cards, turned));
            }
        };
        // Four rows are read as `2 W + 16` bytes; eight rows a step while there are.
        let mut rows = 0;
        while let Some(group) = data.get(rows * W..rows * W + 6 * W + 16) {
            let Some(group_out) = out.get_mut(rows..rows + 8) else {
                break;
            };
            // Evaluated first, as in `ssse3::fill`.
            eval_group::<W, R>(t, &group[..8 * W], group_out);
            check(group);
            check(&group[4 * W..]);
            rows += 8;
        }
        // As in `ssse3::fill`: only the rows' lanes of each half count for repeats,
        // and the other bytes are ids of later rows.
        let rows_lanes = ((1i64 << (2 * W)) - 1) * 0x1_0001;
        let equal = _mm256_or_si256(_mm256_or_si256(equal[0], equal[1]), equal[2]);
        let repeated = _mm256_movemask_epi8(equal) as u32 as i64 & rows_lanes != 0;
        let over = _mm256_subs_epu8(largest, _mm256_set1_epi8(max_id as i8));
        let in_deck = _mm256_movemask_epi8(_mm256_cmpeq_epi8(over, _mm256_setzero_si256())) == -1;
        (!repeated && in_deck).then_some(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sum of a row's ids: a value every row has, whatever its ids.
    struct IdSum;

    impl RowRank for IdSum {
        fn rank(_: &Tables, row: &[Card]) -> u32 {
            row.iter().map(|&c| c as u32).sum()
        }
    }

    /// Every width, both decks, rows of 0 to 40 (so every kind of group and the rows
    /// after them), with one bad card placed at every position in turn: a repeat of
    /// every other card of its row, an id one past the deck, 255, and the joker
    /// without it; with SSSE3 alone and, where the machine has it, with AVX2. Valid
    /// batches get every row's value.
    #[test]
    fn agrees_with_the_row_by_row_check() {
        fn width<const W: usize>(joker: bool, avx2: bool) {
            let t = crate::eval::tables::tables();
            let fill =
                |d: &[Card], out: &mut [u32]| fill_valid_with::<W, IdSum>(t, d, out, joker, avx2);
            let w = words(joker);
            let deck: u8 = if joker { 53 } else { 52 };
            for n in 0..40 {
                let data: Vec<Card> = (0..n)
                    .flat_map(|r| (0..W).map(move |j| ((r * 11 + j) % deck as usize) as u8))
                    .collect();
                let by_row = |d: &[Card]| d.chunks_exact(W).all(|r| row_key(w, r).1);
                let mut out = vec![0u32; n];
                assert!(by_row(&data));
                assert!(fill(&data, &mut out), "{W} {n} {joker}");
                let sums: Vec<u32> = data.chunks_exact(W).map(|r| IdSum::rank(t, r)).collect();
                assert_eq!(out, sums, "{W} {n} {joker} {avx2}");
                for pos in 0..data.len() {
                    let row = pos / W * W;
                    let mut bad_values: Vec<u8> = (row..row + W)
                        .filter(|&q| q != pos)
                        .map(|q| data[q])
                        .collect();
                    bad_values.extend([deck, 255, 200]);
                    if !joker {
                        bad_values.push(JOKER);
                    }
                    for v in bad_values {
                        let mut d = data.clone();
                        d[pos] = v;
                        assert_eq!(fill(&d, &mut out), by_row(&d), "{W} {n} {pos} {v} {avx2}");
                    }
                }
            }
        }
        let mut paths = vec![false];
        if avx2_detected() {
            paths.push(true);
        }
        for joker in [false, true] {
            for &avx2 in &paths {
                width::<1>(joker, avx2);
                width::<2>(joker, avx2);
                width::<4>(joker, avx2);
                width::<5>(joker, avx2);
                width::<6>(joker, avx2);
                width::<7>(joker, avx2);
                width::<8>(joker, avx2);
            }
        }
    }
}
