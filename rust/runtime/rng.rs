//! The simulation's random numbers: xoshiro256++ (Blackman and Vigna), one generator
//! per chunk of rounds seeded through splitmix64 from `(seed, chunk index)`, and
//! Lemire's unbiased bounded integers, several at a time from one 64-bit output
//! (Brackett-Rozinsky and Lemire, "Batched ranged random integer generation", 2024). Written out here (a few lines) so that a seed
//! gives the same rounds in every version of the library, whatever a dependency does.

/// splitmix64: the seeding generator.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Lemire's multiply-and-reject: a draw uniform in `0..n` (`n` > 0), without bias, from
/// `next` (an expression giving a fresh uniform `word` each time it is evaluated): the
/// high half of `next * n` in the double-width `wide`, drawn again while the low half is
/// below `2^bits mod n`.
macro_rules! lemire_below {
    ($next:expr, $n:expr, $word:ty, $wide:ty) => {{
        let n: $word = $n;
        let mut m = $next as $wide * n as $wide;
        if (m as $word) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as $word) < threshold {
                m = $next as $wide * n as $wide;
            }
        }
        (m >> <$word>::BITS) as $word
    }};
}

/// xoshiro256++ with a cached spare half for 32-bit draws.
#[derive(Clone, Debug)]
pub struct Xoshiro256pp {
    s: [u64; 4],
    spare: u64,
    has_spare: bool,
}

impl Xoshiro256pp {
    /// The generator of chunk `stream` of seed `seed`: the state is four outputs of a
    /// splitmix64 started at a mix of both (distinct pairs give unrelated streams).
    pub fn seeded(seed: u64, stream: u64) -> Self {
        let mut mix = SplitMix64(seed);
        let a = mix.next_u64();
        let mut sm = SplitMix64(a ^ SplitMix64(stream ^ 0x5DEE_CE66_D1CE_4E5B).next_u64());
        let mut s = [0u64; 4];
        for x in &mut s {
            *x = sm.next_u64();
        }
        if s == [0; 4] {
            s[0] = 1; // the one state xoshiro cannot leave (never happens in practice)
        }
        Xoshiro256pp {
            s,
            spare: 0,
            has_spare: false,
        }
    }

    /// The next 64 bits.
    #[inline(always)]
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// The next 32 bits (each 64-bit output gives two).
    #[inline(always)]
    pub fn next_u32(&mut self) -> u32 {
        if self.has_spare {
            self.has_spare = false;
            self.spare as u32
        } else {
            let x = self.next_u64();
            self.spare = x;
            self.has_spare = true;
            (x >> 32) as u32
        }
    }

    /// Uniform in `0..n` (`n` > 0), without bias: Lemire's multiply-and-reject on
    /// 64-bit outputs (what [`Xoshiro256pp::below`] does on 32-bit ones).
    #[inline(always)]
    pub fn below_u64(&mut self, n: u64) -> u64 {
        lemire_below!(self.next_u64(), n, u64, u128)
    }

    /// Uniform in `0..n` (`n` > 0), without bias: Lemire's multiply-and-reject.
    #[inline(always)]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        lemire_below!(self.next_u32(), n, u32, u64)
    }
}

impl Xoshiro256pp {
    /// Uniform draws in `0..bounds[i]` for every `i`, independent and without bias,
    /// from one 64-bit output (more only on a rare rejection). `product` must be the
    /// product of the bounds, below 2^64.
    ///
    /// Multiplying a uniform 64-bit `x` by the bounds one after the other, keeping the
    /// low word and taking each high word as a draw, computes the mixed-radix digits of
    /// `x * product >> 64` with `x * product mod 2^64` left over: Lemire's method for
    /// the range `product`, whose rejection test (leftover below `2^64 mod product`)
    /// makes the digits exactly uniform.
    #[inline(always)]
    pub fn below_many<const K: usize>(&mut self, bounds: &[u32; K], product: u64) -> [u32; K] {
        debug_assert_eq!(
            bounds.iter().map(|&b| b as u128).product::<u128>(),
            product as u128
        );
        loop {
            let mut rest = self.next_u64();
            let mut out = [0u32; K];
            for (o, &b) in out.iter_mut().zip(bounds) {
                let m = rest as u128 * b as u128;
                *o = (m >> 64) as u32;
                rest = m as u64;
            }
            if rest >= product || rest >= product.wrapping_neg() % product {
                return out;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xoshiro_reference_output() {
        // The reference implementation with state 1, 2, 3, 4.
        let mut g = Xoshiro256pp {
            s: [1, 2, 3, 4],
            spare: 0,
            has_spare: false,
        };
        assert_eq!(g.next_u64(), 41943041);
        assert_eq!(g.next_u64(), 58720359);
        assert_eq!(g.next_u64(), 3588806011781223);
    }

    #[test]
    fn below_is_uniform_enough() {
        let mut g = Xoshiro256pp::seeded(7, 0);
        let mut counts = [0u32; 53];
        for _ in 0..530_000 {
            counts[g.below(53) as usize] += 1;
        }
        for c in counts {
            assert!((9_500..10_500).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn below_many_is_uniform_and_in_range() {
        let mut g = Xoshiro256pp::seeded(9, 0);
        let bounds = [5u32, 3, 7];
        let mut counts = [[0u32; 7]; 3];
        for _ in 0..105_000 {
            let d = g.below_many(&bounds, 105);
            for i in 0..3 {
                assert!(d[i] < bounds[i]);
                counts[i][d[i] as usize] += 1;
            }
        }
        for i in 0..3 {
            for &c in &counts[i][..bounds[i] as usize] {
                let expect = 105_000 / bounds[i];
                assert!(c.abs_diff(expect) < expect / 20, "{counts:?}");
            }
        }
        // The exact mixed-radix decomposition of x * product >> 64.
        let mut a = Xoshiro256pp::seeded(3, 3);
        let mut b = a.clone();
        let x = a.next_u64();
        let d = b.below_many(&[53, 52, 51], 53 * 52 * 51);
        let j = ((x as u128 * (53 * 52 * 51)) >> 64) as u32;
        assert_eq!(d, [j / (52 * 51), j / 51 % 52, j % 51]);
    }

    #[test]
    fn streams_differ() {
        let a = Xoshiro256pp::seeded(1, 0).next_u64();
        assert_ne!(a, Xoshiro256pp::seeded(1, 1).next_u64());
        assert_ne!(a, Xoshiro256pp::seeded(2, 0).next_u64());
        assert_eq!(a, Xoshiro256pp::seeded(1, 0).next_u64());
    }
}
