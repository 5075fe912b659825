//! The flush corrections of every suit mask a group's player hands hold, from one walk
//! of the flush cases (what [`Dealer::suit_part`] counts for one mask).
//!
//! The player's cards of a suit, `m`, leave the deck that suit's ranks `X = !m`, and a
//! flush case (the dealer's ranks `sub` in the suit, `others` beside it) counts when
//! `sub ⊆ X`, as many times as the deck offers `others` outside the suit: a product
//! over the ranks `r` of `others` of terms in `o(r) = per_rank[r] - [r ∈ X]`. For a
//! rank in `sub`, or one the player does not hold (always in `X`), `o(r)` is fixed;
//! for a rank `r` the player holds and `sub` does not, the term is affine in
//! `[r ∈ X]`, so the count expands into terms `coef(U) [sub ∪ U ⊆ X]` over the sets
//! `U` of such ranks (at most two). So a mask's correction is
//! `sum over keys T ⊆ X of Psi(T)`, where `Psi(T)` gathers every case's `coef(U)` at
//! `T = (sub ∪ U) ∩ held`: one walk of the cases fills `Psi` on the subsets of the
//! held ranks (at most 2^7), and a subset-sum transform gives every mask at once.

use super::buckets::{Buckets, Dealer};
use super::flush_cases::PackedCase;
use crate::cards::RANKS;

/// Ranks and "no card" ([`NO_RANK`](super::flush_cases::NO_RANK)) as the index of a case's `others`.
const OTHER: usize = RANKS + 1;

/// The bucketed flush corrections of every mask of some held ranks.
pub struct SuitParts {
    /// The compact index (see [`Compact`]) of the held ranks.
    full: usize,
    compact: Compact,
    cells: usize,
    /// `sums[x * cells..][..cells]`: the correction of the mask whose complement in
    /// the held ranks has compact index `x` (for the masks asked for).
    sums: Vec<i32>,
}

impl SuitParts {
    /// The correction of a suit in which the player holds `player_mask` (one of the
    /// masks the parts were made for): as [`Dealer::suit_part`].
    pub fn of(&self, player_mask: u16) -> Vec<i64> {
        let x = self.full ^ self.compact.of(player_mask);
        self.sums[x * self.cells..(x + 1) * self.cells]
            .iter()
            .map(|&n| n as i64)
            .collect()
    }
}

/// The held ranks' bits packed in order (rank masks of the held ranks to 0..2^n).
struct Compact {
    low: [u8; 128],
    high: [u8; 64],
    /// The compact bit of each rank and of "no card" (0 unless held).
    bit: [u8; OTHER],
}

impl Compact {
    fn new(held: u16) -> Compact {
        let mut bit = [0u8; OTHER];
        let mut next = 0;
        for (r, b) in bit.iter_mut().enumerate().take(RANKS) {
            if held >> r & 1 != 0 {
                *b = 1 << next;
                next += 1;
            }
        }
        let pack = |from: usize, v: usize| {
            (0..7)
                .filter(|i| v >> i & 1 != 0 && from + i < RANKS)
                .map(|i| bit[from + i])
                .sum::<u8>()
        };
        Compact {
            low: std::array::from_fn(|v| pack(0, v)),
            high: std::array::from_fn(|v| pack(7, v)),
            bit,
        }
    }

    #[inline(always)]
    fn of(&self, mask: u16) -> usize {
        (self.low[mask as usize & 127] | self.high[mask as usize >> 7 & 63]) as usize
    }
}

/// The ways a deck offers `others` given each rank's cards outside the suit (as
/// `PairWays`).
fn ways(others: [usize; 2], outside: [i32; 2]) -> i32 {
    match others {
        [a, b] if a == RANKS && b == RANKS => 1,
        [_, b] if b == RANKS => outside[0],
        [a, b] if a == b => outside[0] * (outside[0] - 1) / 2,
        _ => outside[0] * outside[1],
    }
}

/// `coefs[(a * OTHER + b) * 4 + var_a * 2 + var_b]`: a case's `coef` of `U = {}, {a},
/// {b}, {a, b}` for `others = [a, b]`, where `var_a` says whether rank `a` is held and
/// not in the case's suit ranks (then `o(a) = per_rank[a] - [a ∈ X]`, otherwise
/// `per_rank[a] - 1`). For a pair (`a == b`) only `var_a` counts.
fn coefficients(per_rank: &[u8; RANKS]) -> Vec<[i32; 4]> {
    let per = |r: usize| per_rank.get(r).map_or(0, |&p| p as i32);
    let mut coefs = vec![[0i32; 4]; OTHER * OTHER * 4];
    for a in 0..OTHER {
        for b in a..OTHER {
            for status in 0..4 {
                let var = [status >> 1 & 1 != 0, status & 1 != 0 && a != b];
                // The count with [r ∈ X] = x for the variable ranks, 1 for the others.
                let count = |x: [i32; 2]| {
                    let o = |i: usize, r: usize| per(r) - if var[i] { x[i] } else { 1 };
                    ways([a, b], [o(0, a), o(1, b)])
                };
                let c00 = count([0, 0]);
                let c10 = count([1, 0]);
                let c01 = count([0, 1]);
                let c11 = count([1, 1]);
                coefs[(a * OTHER + b) * 4 + status] =
                    [c00, c10 - c00, c01 - c00, c11 - c10 - c01 + c00];
            }
        }
    }
    coefs
}

/// Calls `f` with every subset of `set`, `set` first.
fn for_each_subset(set: u16, mut f: impl FnMut(u16)) {
    let mut sub = set;
    loop {
        f(sub);
        if sub == 0 {
            return;
        }
        sub = (sub - 1) & set;
    }
}

impl Dealer<'_> {
    /// The flush corrections ([`Dealer::suit_part`]) of every one of `masks` (rank masks
    /// of the ranks the player holds), from one walk of the flush cases.
    pub fn suit_parts(&self, b: &Buckets, masks: impl IntoIterator<Item = u16>) -> SuitParts {
        let held = (0..RANKS)
            .filter(|&r| self.per_rank[r] < 4)
            .fold(0u16, |m, r| m | 1 << r);
        let compact = Compact::new(held);
        let full = compact.of(held);
        let keys = full + 1;
        // needed[t]: some mask asked for leaves every held rank of `t` in the deck.
        let mut needed = vec![false; keys];
        for m in masks {
            needed[full ^ compact.of(m)] = true;
        }
        for bit in (0..keys.trailing_zeros()).map(|i| 1 << i) {
            for t in (0..keys).rev() {
                if t & bit == 0 && needed[t | bit] {
                    needed[t] = true;
                }
            }
        }
        let coefs = coefficients(&self.per_rank);
        let cells = b.len();
        let mut sums = vec![0i32; keys * cells];
        let add_cases = |sums: &mut [i32], sub: u16, base: usize, cases: &[PackedCase]| {
            let var = (held & !sub) as usize;
            for &PackedCase([high, rank_high, lows, others]) in cases {
                let flush = b.cell(high, (lows & 0xFF) as u32);
                let rank = b.cell(rank_high, (lows >> 8) as u32);
                if flush == rank {
                    continue;
                }
                let (a, z) = ((others & 0xFF) as usize, (others >> 8) as usize);
                let status = (var >> a & 1) << 1 | (var >> z & 1);
                let coef = &coefs[(a * OTHER + z) * 4 + status];
                let (ka, kz) = (compact.bit[a] as usize, compact.bit[z] as usize);
                for (u, key) in [base, base | ka, base | kz, base | ka | kz]
                    .into_iter()
                    .enumerate()
                {
                    let k = coef[u];
                    if k != 0 && needed[key] {
                        let at = &mut sums[key * cells..(key + 1) * cells];
                        at[flush] += k;
                        at[rank] -= k;
                    }
                }
            }
        };
        // The cases by their held ranks, so that the writes of one stay on few keys.
        let free = 0x1FFF & !held;
        let sizes =
            |n: u32| (5..=7).contains(&n) as u8 | ((self.joker && (4..=6).contains(&n)) as u8) << 1;
        for_each_subset(held, |in_held| {
            let base = compact.of(in_held);
            if !needed[base] {
                return;
            }
            for_each_subset(free, |in_free| {
                let sub = in_held | in_free;
                let n = sub.count_ones();
                let which = sizes(n);
                if which & 1 != 0 {
                    add_cases(&mut sums, sub, base, self.flush.packed_of(sub, false));
                }
                if which & 2 != 0 {
                    add_cases(&mut sums, sub, base, self.flush.packed_of(sub, true));
                }
            });
        });
        // Every key's sum over its subsets (at most 2^7 keys of |Psi| < 224,653 x 16
        // each: the sums fit an i32).
        for bit in (0..keys.trailing_zeros()).map(|i| 1usize << i) {
            for t in (0..keys).filter(|&t| t & bit != 0 && needed[t]) {
                let (lower, upper) = sums.split_at_mut(t * cells);
                let from = &lower[(t ^ bit) * cells..][..cells];
                for (x, y) in upper[..cells].iter_mut().zip(from) {
                    *x += y;
                }
            }
        }
        SuitParts {
            full,
            compact,
            cells,
            sums,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::house_way::HouseWay;
    use crate::paigow::solver::setting_classes;
    use crate::paigow::suit_classes::groups;

    #[test]
    fn one_walk_counts_every_mask_as_the_direct_count() {
        let step = if cfg!(debug_assertions) { 9_973 } else { 1_999 };
        for way in HouseWay::built_in() {
            for g in groups().iter().step_by(step) {
                let classes = g.classes();
                let settings: Vec<_> = classes.iter().map(|c| setting_classes(&c.hand)).collect();
                let b = Buckets::new(
                    settings.iter().flatten().map(|s| s.0),
                    settings.iter().flatten().map(|s| s.1),
                );
                let dealer = Dealer::new(way, &g.ranks, g.joker);
                let masks = || classes.iter().flat_map(|c| c.masks);
                let parts = dealer.suit_parts(&b, masks());
                for m in masks() {
                    assert_eq!(parts.of(m), dealer.suit_part(&b, m), "{way:?} {g:?} {m:#x}");
                }
            }
        }
    }
}
