//! Whether every row of a card matrix is a hand: ids of the deck, none repeated, checked
//! for a whole batch in one pass before the batch is evaluated.
//!
//! The evaluation loops that need the key word alone (HIGH, PAIGOW_HIGH and the
//! ace-to-five lows) then run exactly as the bare loop does. Rows of five to seven
//! cards are checked with byte shuffles: a 16-byte window holds two rows, and
//! comparing it with its shuffles that rotate each row by one, two and three cards
//! compares every pair of cards of a row (a rotation by `k` pairs each card with the
//! one `k` places on, around the row). The largest byte is kept lane by lane. With
//! AVX2 (detected at run time) two windows go in one 32-byte register, four rows an
//! instruction; SSSE3 (x86-64-v2, the build's baseline) takes the rows left, and
//! [`row_key`] the last rows of a batch, any other width and other targets.

use super::arrays::{row_key, words};
use crate::cards::{Card, JOKER};

/// Whether every row of `data` (rows of `width` cards) holds distinct ids of the
/// 53-card deck (`joker`) or of the 52-card deck.
pub fn all_valid(data: &[Card], width: usize, joker: bool) -> bool {
    all_valid_with(data, width, joker, avx2_detected())
}

/// [`all_valid`], AVX2 used only when `avx2` (which must then be detected).
fn all_valid_with(data: &[Card], width: usize, joker: bool, avx2: bool) -> bool {
    let checked = match width {
        5 => by_shuffles::<5>(data, joker, avx2),
        6 => by_shuffles::<6>(data, joker, avx2),
        7 => by_shuffles::<7>(data, joker, avx2),
        _ => Some(0),
    };
    let Some(rows) = checked else {
        return false;
    };
    let w = words(joker);
    data[rows * width..]
        .chunks_exact(width)
        .all(|row| row_key(w, row).1)
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

/// The rows checked by shuffles from the start of `data` (Some(count) when all of them
/// are valid, None when one is not); the rest is left to the caller. `avx2` only when
/// [`avx2_detected`].
#[inline]
fn by_shuffles<const W: usize>(data: &[Card], joker: bool, avx2: bool) -> Option<usize> {
    #[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
    {
        let max_id = if joker { JOKER } else { JOKER - 1 };
        let mut rows = 0;
        if avx2 {
            // SAFETY: the caller passes `avx2` only when the machine has AVX2.
            rows = unsafe { avx2::quads::<W>(data, max_id) }?;
        }
        // SAFETY: the build enables SSSE3 for every x86-64 target (`target_feature`
        // above), so the instructions `ssse3::pairs` uses exist on the machine.
        let more = unsafe { ssse3::pairs::<W>(&data[rows * W..], max_id) }?;
        Some(rows + more)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "ssse3")))]
    {
        let _ = (data, joker, avx2, JOKER);
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

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
mod ssse3 {
    use std::arch::x86_64::*;

    use super::{rotation, turns};

    /// 16 bytes as a vector.
    #[inline]
    #[target_feature(enable = "ssse3")]
    fn load(bytes: &[u8; 16]) -> __m128i {
        // SAFETY: `bytes` is 16 readable bytes, and the load needs no alignment.
        unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
    }

    /// Rows checked two at a time (see [`super::by_shuffles`]); `max_id` is the
    /// largest id of the deck.
    #[target_feature(enable = "ssse3")]
    pub(super) fn pairs<const W: usize>(data: &[u8], max_id: u8) -> Option<usize> {
        const { assert!(W >= 5 && W <= 7) };
        let by = [
            load(&rotation::<W>(1)),
            load(&rotation::<W>(2)),
            load(&rotation::<W>(3)),
        ];
        let turns = turns::<W>();
        let mut equal = [_mm_setzero_si128(); 3];
        let mut largest = _mm_setzero_si128();
        let mut start = 0;
        let mut check = |window: &[u8]| {
            let cards = load(window.try_into().expect("16 bytes"));
            largest = _mm_max_epu8(largest, cards);
            // One running value per rotation: three short chains, not one long one.
            for (equal, turn) in equal.iter_mut().zip(&by[..turns]) {
                let turned = _mm_shuffle_epi8(cards, *turn);
                *equal = _mm_or_si128(*equal, _mm_cmpeq_epi8(cards, turned));
            }
        };
        // Two rows are 2 W <= 14 bytes, so each 16-byte window holds the next two;
        // two windows a step while there are (half the loop's own instructions).
        while let Some(four) = data.get(start..start + 2 * W + 16) {
            check(&four[..16]);
            check(&four[2 * W..]);
            start += 4 * W;
        }
        if let Some(window) = data.get(start..start + 16) {
            check(window);
            start += 2 * W;
        }
        // The bytes after the two rows stay in place, so they always compare equal:
        // only the rows' lanes count. Those bytes are ids of later rows (or of none),
        // so counting them in the largest id changes nothing: a bad one is in a later
        // row, which makes the batch bad all the same.
        let rows_lanes = (1 << (2 * W)) - 1;
        let equal = _mm_or_si128(_mm_or_si128(equal[0], equal[1]), equal[2]);
        let repeated = _mm_movemask_epi8(equal) & rows_lanes != 0;
        // Every id is at most `max_id` exactly when subtracting it (saturating)
        // leaves every lane 0.
        let over = _mm_subs_epu8(largest, _mm_set1_epi8(max_id as i8));
        let in_deck = _mm_movemask_epi8(_mm_cmpeq_epi8(over, _mm_setzero_si128())) == 0xFFFF;
        (!repeated && in_deck).then_some(start / W)
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "ssse3"))]
mod avx2 {
    use std::arch::x86_64::*;

    use super::{rotation, turns};

    /// A 16-byte shuffle pattern in both 128-bit lanes.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn both_lanes(pattern: &[u8; 16]) -> __m256i {
        // SAFETY: `pattern` is 16 readable bytes, and the load needs no alignment.
        _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(pattern.as_ptr().cast()) })
    }

    /// Rows checked four at a time (see [`super::by_shuffles`]): the windows at bytes 0
    /// and `2 W` of each `4 W` go in the two lanes of one register, and every
    /// instruction of [`super::ssse3::pairs`] works on both. `max_id` is the largest id
    /// of the deck.
    #[target_feature(enable = "avx2")]
    pub(super) fn quads<const W: usize>(data: &[u8], max_id: u8) -> Option<usize> {
        const { assert!(W >= 5 && W <= 7) };
        let by = [
            both_lanes(&rotation::<W>(1)),
            both_lanes(&rotation::<W>(2)),
            both_lanes(&rotation::<W>(3)),
        ];
        let turns = turns::<W>();
        let mut equal = [_mm256_setzero_si256(); 3];
        let mut largest = _mm256_setzero_si256();
        let mut start = 0;
        let mut check = |rows: &[u8]| {
            let (low, high) = (&rows[..16], &rows[2 * W..2 * W + 16]);
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
        // Four rows are read as `2 W + 16` bytes; two such reads a step while there
        // are (eight rows).
        while let Some(eight) = data.get(start..start + 6 * W + 16) {
            check(&eight[..2 * W + 16]);
            check(&eight[4 * W..]);
            start += 8 * W;
        }
        if let Some(four) = data.get(start..start + 2 * W + 16) {
            check(four);
            start += 4 * W;
        }
        // As in `ssse3::pairs`: only the rows' lanes of each half count for repeats,
        // and the other bytes are ids of later rows.
        let rows_lanes = ((1i64 << (2 * W)) - 1) * 0x1_0001;
        let equal = _mm256_or_si256(_mm256_or_si256(equal[0], equal[1]), equal[2]);
        let repeated = _mm256_movemask_epi8(equal) as u32 as i64 & rows_lanes != 0;
        let over = _mm256_subs_epu8(largest, _mm256_set1_epi8(max_id as i8));
        let in_deck = _mm256_movemask_epi8(_mm256_cmpeq_epi8(over, _mm256_setzero_si256())) == -1;
        (!repeated && in_deck).then_some(start / W)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every width, both decks, rows of 0 to 40 (so every kind of window and the rows
    /// after them), with one bad card placed at every position in turn: a repeat of
    /// every other card of its row, an id one past the deck, 255, and the joker
    /// without it; with SSSE3 alone and, where the machine has it, with AVX2.
    #[test]
    fn agrees_with_the_row_by_row_check() {
        let mut paths = vec![false];
        if avx2_detected() {
            paths.push(true);
        }
        for (joker, avx2) in [false, true]
            .into_iter()
            .flat_map(|j| paths.iter().map(move |&a| (j, a)))
        {
            let w = words(joker);
            let deck: u8 = if joker { 53 } else { 52 };
            for width in 1..=8 {
                for n in 0..40 {
                    let data: Vec<Card> = (0..n)
                        .flat_map(|r| (0..width).map(move |j| ((r * 11 + j) % deck as usize) as u8))
                        .collect();
                    let by_row = |d: &[Card]| d.chunks_exact(width).all(|r| row_key(w, r).1);
                    assert!(by_row(&data));
                    assert!(
                        all_valid_with(&data, width, joker, avx2),
                        "{width} {n} {joker}"
                    );
                    for pos in 0..data.len() {
                        let row = pos / width * width;
                        let mut bad_values: Vec<u8> = (row..row + width)
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
                            assert_eq!(
                                all_valid_with(&d, width, joker, avx2),
                                by_row(&d),
                                "{width} {n} {pos} {v} {avx2}"
                            );
                        }
                    }
                }
            }
        }
    }
}
