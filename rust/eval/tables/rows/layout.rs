//! What every row path shares: how far ahead the input is prefetched, and for the
//! vector paths ([`super::avx2`], [`super::avx512`]) the group of rows valued between
//! two passes over the rows holding a flush, the suit byte counters and their flush
//! bit, the padding of a row's last cards for the check of repeated cards, and the
//! rows holding a flush valued again.

#[cfg(target_arch = "x86_64")]
use crate::cards::Card;
#[cfg(target_arch = "x86_64")]
use crate::eval::tables::Tables;

/// How far ahead of the rows being valued every path prefetches (bytes).
pub(super) const PREFETCH_BYTES: usize = 2048;
/// Rows a vector path values between two passes over the rows holding a flush.
#[cfg(target_arch = "x86_64")]
pub(super) const GROUP: usize = 256;
/// The vector paths' suit byte counters start at 3, so a fifth card of a suit sets the
/// counter's bit 3.
#[cfg(target_arch = "x86_64")]
pub(super) const SUITS_START: i32 = 0x0303_0303;
#[cfg(target_arch = "x86_64")]
pub(super) const SUITS_FLUSH: i32 = 0x0808_0808;
/// Lane `i`: one in the byte counter of suit `i & 3`, the vector paths' `vpermd` table
/// of suit counters (it reads the low bits of a card id, whose low two bits are its
/// suit; the AVX2 path reads the first eight lanes).
#[cfg(target_arch = "x86_64")]
pub(super) const SUIT_UNIT_LANES: [u32; 16] = {
    let mut t = [0u32; 16];
    let mut i = 0;
    while i < 16 {
        t[i] = 1 << (8 * (i & 3));
        i += 1;
    }
    t
};

/// The padding of a quad of cards (a row's cards `first..first + 4` in the bytes of a
/// 32-bit lane, `N` bytes of lanes): `0xFC + b` in each byte `b` of a lane past the
/// row's end, distinct from each other and above every card id (so a pad never equals
/// a card).
#[cfg(target_arch = "x86_64")]
pub(super) const fn pads<const W: usize, const N: usize>(first: usize) -> [u8; N] {
    let mut p = [0u8; N];
    let mut i = 0;
    while i < N {
        if first + i % 4 >= W {
            p[i] = 0xFC + (i % 4) as u8;
        }
        i += 1;
    }
    p
}

/// Values again, one by one, the rows of `data` (rows of `W` cards) numbered in
/// `rows`: those a vector path found holding a flush.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn value_flushes<const W: usize>(
    t: &Tables,
    data: &[Card],
    out: &mut [u32],
    rows: &[u32],
) {
    for &row in rows {
        let row = row as usize;
        out[row] = t.high_of(&data[W * row..W * row + W]) as u32;
    }
}
