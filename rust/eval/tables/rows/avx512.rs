//! Rows of five to seven cards valued sixteen at a time with AVX-512 (`avx512f`,
//! `avx512bw`, `avx512vbmi`, detected at run time by [`super`]).
//!
//! Sixteen rows of `W` cards are `16 W` contiguous bytes, read as two 64-byte
//! registers. One byte permutation (`vpermt2b`) a card position puts that card of each
//! row in a 32-bit lane of its own, and two lane permutations (`vpermd`) read the
//! card's rank key and its suit's counter from tables held in registers: no memory
//! access a card, where the scalar loop reads the id and then its key word. The rank
//! sums are looked up as the scalar path does them (the perfect hash, two reads a
//! row). Rows whose suit counters show a flush (about 3% of random seven-card rows)
//! are listed without a branch (a compressed store of their numbers) and valued again
//! one by one after each group of rows, which keeps the loop free of hard-to-predict
//! branches. The input is prefetched ahead: streaming rows from memory, not the
//! evaluation, otherwise sets the pace.
//!
//! The optional check of the rows (every id of the 52-card deck, none repeated) is
//! byte compares: a lane holds cards 0-3 of its row in one register and the rest
//! (padded with distinct bytes above every id) in another, and comparing each with
//! the other and with their byte rotations compares every pair of cards of a row.

use std::arch::x86_64::*;

use super::layout::{
    pads, value_flushes, GROUP, PREFETCH_BYTES, SUITS_FLUSH, SUITS_START, SUIT_UNIT_LANES,
};
use crate::cards::Card;
use crate::eval::tables::{RankSumRanking, Tables, RANK_KEYS};

/// `vpermt2b` indices that put card `k` of row `j` (byte `W j + k`) in byte `4 j`.
const fn position<const W: usize>(k: usize) -> [u8; 64] {
    let mut idx = [0u8; 64];
    let mut j = 0;
    while j < 16 {
        idx[4 * j] = (W * j + k) as u8;
        j += 1;
    }
    idx
}

/// `vpermt2b` indices that put cards `first..first + 4` of row `j` in the bytes of
/// lane `j` (cards past the row's end: index 0, zeroed by [`quad_mask`]).
const fn quad<const W: usize>(first: usize) -> [u8; 64] {
    let mut idx = [0u8; 64];
    let mut j = 0;
    while j < 16 {
        let mut b = 0;
        while b < 4 {
            if first + b < W {
                idx[4 * j + b] = (W * j + first + b) as u8;
            }
            b += 1;
        }
        j += 1;
    }
    idx
}

/// The bytes of [`quad`] that hold a card.
const fn quad_mask<const W: usize>(first: usize) -> u64 {
    let mut m = 0u64;
    let mut j = 0;
    while j < 16 {
        let mut b = 0;
        while b < 4 {
            if first + b < W {
                m |= 1 << (4 * j + b);
            }
            b += 1;
        }
        j += 1;
    }
    m
}

/// Lane `r` (a rank; 13-15 unused): that rank's key.
const RANK_KEY_LANES: [u32; 16] = {
    let mut t = [0u32; 16];
    let mut r = 0;
    while r < RANK_KEYS.len() {
        t[r] = RANK_KEYS[r];
        r += 1;
    }
    t
};

#[inline(always)]
unsafe fn load<T>(v: &T) -> __m512i {
    _mm512_loadu_si512((v as *const T).cast())
}

/// The tables [`fill`] keeps in registers: the rank keys, the suit counters' units,
/// the byte permutations of each card position and of the quads of cards, and the
/// padding of the second quad.
struct Registers {
    rank_keys: __m512i,
    suit_units: __m512i,
    cards: [__m512i; 7],
    quads: [__m512i; 2],
    quad_masks: [u64; 2],
    quad_pads: __m512i,
}

impl Registers {
    #[inline(always)]
    unsafe fn new<const W: usize>() -> Registers {
        Registers {
            rank_keys: load(&RANK_KEY_LANES),
            suit_units: load(&SUIT_UNIT_LANES),
            cards: std::array::from_fn(|k| load(&position::<W>(k.min(W - 1)))),
            quads: [load(&quad::<W>(0)), load(&quad::<W>(4))],
            quad_masks: [quad_mask::<W>(0), quad_mask::<W>(4)],
            quad_pads: load(&pads::<W, 64>(4)),
        }
    }

    /// Each row's rank sum and suit counters, from the block's bytes `low`, `high`.
    #[inline(always)]
    unsafe fn rank_sum_and_suits<const W: usize>(
        &self,
        low: __m512i,
        high: __m512i,
    ) -> (__m512i, __m512i) {
        let mut rank_sum = _mm512_setzero_si512();
        let mut suits = _mm512_set1_epi32(SUITS_START);
        for card in &self.cards[..W] {
            // Card ids in the low byte of each lane, the other bytes left as they
            // come: `vpermd` reads only the low four bits of an index.
            let c = _mm512_permutex2var_epi8(low, *card, high);
            let rank = _mm512_srli_epi32::<2>(c);
            rank_sum = _mm512_add_epi32(rank_sum, _mm512_permutexvar_epi32(rank, self.rank_keys));
            suits = _mm512_add_epi32(suits, _mm512_permutexvar_epi32(c, self.suit_units));
        }
        (rank_sum, suits)
    }

    /// The bytes in which a row repeats a card (compared by quads of cards).
    #[inline(always)]
    unsafe fn repeats(&self, low: __m512i, high: __m512i) -> u64 {
        let a = _mm512_maskz_permutex2var_epi8(self.quad_masks[0], low, self.quads[0], high);
        let b = _mm512_or_si512(
            _mm512_maskz_permutex2var_epi8(self.quad_masks[1], low, self.quads[1], high),
            self.quad_pads,
        );
        let eq = |x: __m512i, y: __m512i| _mm512_cmpeq_epi8_mask(x, y);
        eq(a, _mm512_rol_epi32::<8>(a))
            | eq(a, _mm512_rol_epi32::<16>(a))
            | eq(b, _mm512_rol_epi32::<8>(b))
            | eq(b, _mm512_rol_epi32::<16>(b))
            | eq(a, b)
            | eq(a, _mm512_rol_epi32::<8>(b))
            | eq(a, _mm512_rol_epi32::<16>(b))
            | eq(a, _mm512_rol_epi32::<24>(b))
    }
}

/// Lists the rows of the block starting at row `first` whose suit counters show a
/// flush (their numbers written to `to`, at least sixteen long); returns how many.
#[inline(always)]
unsafe fn list_flushes(suits: __m512i, first: usize, to: &mut [u32]) -> usize {
    let flush = _mm512_test_epi32_mask(suits, _mm512_set1_epi32(SUITS_FLUSH));
    let lanes = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    let which = _mm512_add_epi32(lanes, _mm512_set1_epi32(first as i32));
    // The register compress, then a plain store: a compressing store to
    // memory is microcoded and slow on some cores.
    _mm512_storeu_si512(
        to.as_mut_ptr().cast(),
        _mm512_maskz_compress_epi32(flush, which),
    );
    flush.count_ones() as usize
}

/// Values `ranking` of the rows of `data` (rows of `W` cards, five to seven) into
/// `out`, sixteen rows at a time while there are; returns the rows done, and with
/// `check` whether all of them hold distinct ids of the 52-card deck (when not, the
/// values are garbage). Rows past the returned count are left to the caller.
///
/// # Safety
///
/// The machine must have `avx512f`, `avx512bw` and `avx512vbmi`.
#[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
pub(super) unsafe fn fill<const W: usize>(
    t: &Tables,
    ranking: RankSumRanking,
    data: &[Card],
    out: &mut [u32],
    check: bool,
) -> (usize, bool) {
    debug_assert!((5..=7).contains(&W));
    let registers = Registers::new::<W>();
    let high_bytes: u64 = (1 << (16 * W - 64)) - 1;
    let values = t.rank_sum_table(ranking);
    let flushes_matter = ranking == RankSumRanking::High;

    let rows = out.len().min(data.len() / W) / 16 * 16;
    let mut repeated = 0u64;
    let mut largest = _mm512_setzero_si512();
    let mut sums = [0u32; 16];
    let mut flushes = [0u32; GROUP + 16];
    for group in (0..rows).step_by(GROUP) {
        let end = (group + GROUP).min(rows);
        let mut n_flushes = 0;
        for first in (group..end).step_by(16) {
            let block = &data[W * first..W * first + 16 * W];
            let at = block.as_ptr();
            _mm_prefetch::<_MM_HINT_T0>(at.wrapping_add(PREFETCH_BYTES).cast());
            _mm_prefetch::<_MM_HINT_T0>(at.wrapping_add(PREFETCH_BYTES + 64).cast());
            let low = _mm512_loadu_si512(at.cast());
            // SAFETY of the read: the mask covers bytes 64..16 W of `block`.
            let high = _mm512_maskz_loadu_epi8(high_bytes, at.add(64).cast());

            let (rank_sum, suits) = registers.rank_sum_and_suits::<W>(low, high);
            _mm512_storeu_si512(sums.as_mut_ptr().cast(), rank_sum);
            for (o, &s) in out[first..first + 16].iter_mut().zip(&sums) {
                *o = values[t.index(s)] as u32;
            }
            if flushes_matter {
                n_flushes += list_flushes(suits, first, &mut flushes[n_flushes..]);
            }
            if check {
                largest = _mm512_max_epu8(largest, _mm512_max_epu8(low, high));
                repeated |= registers.repeats(low, high);
            }
        }
        value_flushes::<W>(t, data, out, &flushes[..n_flushes]);
    }
    let over = _mm512_cmpgt_epu8_mask(largest, _mm512_set1_epi8(51));
    (rows, !check || (repeated == 0 && over == 0))
}
