//! Rows of five to seven cards valued eight at a time with AVX2 (detected at run time
//! by [`super`]), for processors without AVX-512 VBMI: the scheme of
//! `rows_avx512`, with the byte permutation AVX2 lacks made of in-lane shuffles.
//!
//! Eight rows of `W` cards are `8 W` contiguous bytes, read as four 16-byte loads
//! into two registers: the low 128-bit lanes hold the block's first 32 bytes (rows
//! 0-3), the high lanes its last 32 (rows 4-7), every load inside the block. Two byte
//! shuffles (`vpshufb`, one a register, or-ed) put cards 0-3 of each row in the 32-bit
//! lane of the row, two more cards 4 and on: a card's id is then a shift of a lane
//! away. Lane permutations (`vpermd`, eight entries) read its rank key, from two
//! tables (ranks 0-7 and 8-12, picked by a blend on bit 3 of the rank), and its suit's
//! counter, with no memory access a card. The rank sums, the rows holding a flush
//! (listed by a table of lane numbers a flush mask, valued again after each group) and
//! the prefetch are as in `rows_avx512`.
//!
//! The optional check of the rows compares the lanes of cards 0-3 and of the rest
//! (padded with distinct bytes above every id) with each other and with their byte
//! rotations, which compares every pair of cards of a row, and keeps the largest byte.

use std::arch::x86_64::*;

use super::layout::{
    pads, value_flushes, GROUP, PREFETCH_BYTES, SUITS_FLUSH, SUITS_START, SUIT_UNIT_LANES,
};
use crate::cards::Card;
use crate::eval::tables::{RankSumRanking, Tables, RANK_KEYS};

/// Where byte `i` of the block sits in the lane (low or high) of the two registers
/// [`fill`] loads: `(register, byte of the lane)`. The low lanes of the two hold the
/// block's bytes 0..16 and 16..32, the high lanes bytes `8 W - 32..8 W - 16` and
/// `8 W - 16..8 W`.
const fn place<const W: usize>(i: usize, high_lane: bool) -> (usize, u8) {
    let at = if high_lane { i + 32 - 8 * W } else { i };
    (at / 16, (at % 16) as u8)
}

/// `vpshufb` indices for register `reg` that put cards `first..first + 4` of the row of
/// each 32-bit lane in its bytes (the bytes the other register holds, and cards past
/// the row's end, zeroed: index 0x80).
const fn quad<const W: usize>(reg: usize, first: usize) -> [u8; 32] {
    let mut idx = [0x80u8; 32];
    let mut lane = 0;
    while lane < 8 {
        let mut b = 0;
        while b < 4 {
            if first + b < W {
                let (r, byte) = place::<W>(W * lane + first + b, lane >= 4);
                if r == reg {
                    idx[4 * lane + b] = byte;
                }
            }
            b += 1;
        }
        lane += 1;
    }
    idx
}

/// `vpshufb` indices rotating each 32-bit lane by `8 k` bits.
const fn rotation(k: usize) -> [u8; 32] {
    let mut idx = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        idx[i] = (i / 4 * 4 + (i + 4 - k) % 4) as u8 % 16;
        i += 1;
    }
    idx
}

/// Lane `r`: the key of rank `8 high + r` (ranks past 12: zero).
const fn rank_key_lanes(high: usize) -> [u32; 8] {
    let mut t = [0u32; 8];
    let mut r = 0;
    while r < 8 && 8 * high + r < RANK_KEYS.len() {
        t[r] = RANK_KEYS[8 * high + r];
        r += 1;
    }
    t
}

/// Entry `m`: the numbers of the set bits of `m`, in order, one a byte.
const SET_LANES: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut m = 0;
    while m < 256 {
        let (mut bit, mut n) = (0, 0);
        while bit < 8 {
            if m >> bit & 1 == 1 {
                t[m] |= (bit as u64) << (8 * n);
                n += 1;
            }
            bit += 1;
        }
        m += 1;
    }
    t
};

#[inline(always)]
unsafe fn load<T>(v: &T) -> __m256i {
    _mm256_loadu_si256((v as *const T).cast())
}

/// The tables [`fill`] keeps in registers: the rank keys (ranks 0-7 and 8-12), the
/// suit counters' units, the shuffles of the quads of cards and the padding of the
/// second quad.
struct Registers {
    keys_low: __m256i,
    keys_high: __m256i,
    suit_units: __m256i,
    quads: [[__m256i; 2]; 2],
    quad_pads: __m256i,
}

impl Registers {
    #[inline(always)]
    unsafe fn new<const W: usize>() -> Registers {
        Registers {
            keys_low: load(&rank_key_lanes(0)),
            keys_high: load(&rank_key_lanes(1)),
            suit_units: load(&SUIT_UNIT_LANES),
            quads: [
                [load(&quad::<W>(0, 0)), load(&quad::<W>(1, 0))],
                [load(&quad::<W>(0, 4)), load(&quad::<W>(1, 4))],
            ],
            quad_pads: load(&pads::<W, 32>(4)),
        }
    }

    /// Cards 0-3 and cards 4 and on of each row of the block in `regs`, one row a
    /// 32-bit lane.
    #[inline(always)]
    unsafe fn quads(&self, regs: &[__m256i; 2]) -> (__m256i, __m256i) {
        let quad = |q: &[__m256i; 2]| {
            _mm256_or_si256(
                _mm256_shuffle_epi8(regs[0], q[0]),
                _mm256_shuffle_epi8(regs[1], q[1]),
            )
        };
        (quad(&self.quads[0]), quad(&self.quads[1]))
    }

    /// Each row's rank sum and suit counters, from its quads.
    #[inline(always)]
    unsafe fn rank_sum_and_suits<const W: usize>(
        &self,
        low: __m256i,
        high: __m256i,
    ) -> (__m256i, __m256i) {
        // Lane `k` holds card `k` of each row in its low byte (and other bytes above).
        let cards = [
            low,
            _mm256_srli_epi32::<8>(low),
            _mm256_srli_epi32::<16>(low),
            _mm256_srli_epi32::<24>(low),
            high,
            _mm256_srli_epi32::<8>(high),
            _mm256_srli_epi32::<16>(high),
        ];
        let mut rank_sum = _mm256_setzero_si256();
        let mut suits = _mm256_set1_epi32(SUITS_START);
        for &c in &cards[..W] {
            // `vpermd` reads the low three bits of the rank; bit 3 (bit 5 of the
            // id), moved to bit 31, picks the table.
            let rank = _mm256_srli_epi32::<2>(c);
            let key = _mm256_castps_si256(_mm256_blendv_ps(
                _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(self.keys_low, rank)),
                _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(self.keys_high, rank)),
                _mm256_castsi256_ps(_mm256_slli_epi32::<26>(c)),
            ));
            rank_sum = _mm256_add_epi32(rank_sum, key);
            suits = _mm256_add_epi32(suits, _mm256_permutevar8x32_epi32(self.suit_units, c));
        }
        (rank_sum, suits)
    }

    /// The lanes in which a row repeats a card (its quads compared with each other and
    /// with their byte `rotations`).
    #[inline(always)]
    unsafe fn repeats(&self, rotations: &[__m256i; 3], low: __m256i, high: __m256i) -> __m256i {
        let high = _mm256_or_si256(high, self.quad_pads);
        let eq = _mm256_cmpeq_epi8;
        let turn = |x: __m256i, k: usize| _mm256_shuffle_epi8(x, rotations[k - 1]);
        let within = _mm256_or_si256(
            _mm256_or_si256(eq(low, turn(low, 1)), eq(low, turn(low, 2))),
            _mm256_or_si256(eq(high, turn(high, 1)), eq(high, turn(high, 2))),
        );
        let across = _mm256_or_si256(
            _mm256_or_si256(eq(low, high), eq(low, turn(high, 1))),
            _mm256_or_si256(eq(low, turn(high, 2)), eq(low, turn(high, 3))),
        );
        _mm256_or_si256(within, across)
    }
}

/// Lists the rows of the block whose suit counters show a flush (their numbers,
/// `firsts` plus the lane, written to `to`, then `firsts` moved to the next block);
/// returns how many.
#[inline(always)]
unsafe fn list_flushes(suits: __m256i, firsts: &mut __m256i, to: &mut [u32]) -> usize {
    let no_flush = _mm256_cmpeq_epi32(
        _mm256_and_si256(suits, _mm256_set1_epi32(SUITS_FLUSH)),
        _mm256_setzero_si256(),
    );
    let flush = !_mm256_movemask_ps(_mm256_castsi256_ps(no_flush)) as usize & 0xFF;
    let lanes = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(SET_LANES[flush] as i64));
    let which = _mm256_add_epi32(lanes, *firsts);
    *firsts = _mm256_add_epi32(*firsts, _mm256_set1_epi32(8));
    let to: &mut [u32; 8] = to.try_into().unwrap();
    _mm256_storeu_si256(to.as_mut_ptr().cast(), which);
    flush.count_ones() as usize
}

/// The AVX2 path of [`Tables::vector_rows`] (which describes the arguments and the
/// answer): eight rows a step, rows of five to seven cards.
///
/// # Safety
///
/// The machine must have `avx2`.
#[target_feature(enable = "avx2")]
pub(super) unsafe fn fill<const W: usize>(
    t: &Tables,
    ranking: RankSumRanking,
    data: &[Card],
    out: &mut [u32],
    check: bool,
) -> (usize, bool) {
    debug_assert!((5..=7).contains(&W));
    let registers = Registers::new::<W>();
    // Opaque to the compiler, which would make the rotation by 16 bits two word
    // shuffles (`vpshuflw`, `vpshufhw`) on the shuffle port instead of one.
    let rotations =
        std::hint::black_box([load(&rotation(1)), load(&rotation(2)), load(&rotation(3))]);
    let values = t.rank_sum_table(ranking);
    let flushes_matter = ranking == RankSumRanking::High;

    let rows = out.len().min(data.len() / W) / 8 * 8;
    let mut repeated = _mm256_setzero_si256();
    let mut largest = _mm256_setzero_si256();
    let mut sums = [0u32; 8];
    let mut flushes = [0u32; GROUP];
    for group in (0..rows).step_by(GROUP) {
        let end = (group + GROUP).min(rows);
        let mut n_flushes = 0;
        // `first` in every lane, kept by an addition a block (no broadcast).
        let mut firsts = _mm256_set1_epi32(group as i32);
        for first in (group..end).step_by(8) {
            let block = &data[W * first..W * first + 8 * W];
            let at = block.as_ptr();
            _mm_prefetch::<_MM_HINT_T0>(at.wrapping_add(PREFETCH_BYTES).cast());
            // SAFETY of the reads: bytes 0..32 and 8 W - 32..8 W of `block` (8 W >= 40).
            let regs = [
                _mm256_loadu2_m128i(at.add(8 * W - 32).cast(), at.cast()),
                _mm256_loadu2_m128i(at.add(8 * W - 16).cast(), at.add(16).cast()),
            ];
            let (low, high) = registers.quads(&regs);
            let (rank_sum, suits) = registers.rank_sum_and_suits::<W>(low, high);
            _mm256_storeu_si256(sums.as_mut_ptr().cast(), rank_sum);
            // Read back from memory (the compiler would take each sum out of the
            // register instead, an extraction each on the busiest shuffle port).
            let sums = std::hint::black_box(&mut sums);
            for (o, &s) in out[first..first + 8].iter_mut().zip(sums.iter()) {
                *o = Tables::at(values, t.slot(s)) as u32;
            }
            if flushes_matter {
                let to = &mut flushes[n_flushes..n_flushes + 8];
                n_flushes += list_flushes(suits, &mut firsts, to);
            }
            if check {
                largest = _mm256_max_epu8(largest, _mm256_max_epu8(regs[0], regs[1]));
                repeated = _mm256_or_si256(repeated, registers.repeats(&rotations, low, high));
            }
        }
        value_flushes::<W>(t, data, out, &flushes[..n_flushes]);
    }
    let over = _mm256_subs_epu8(largest, _mm256_set1_epi8(51));
    let bad = _mm256_or_si256(repeated, over);
    (rows, !check || _mm256_testz_si256(bad, bad) == 1)
}
