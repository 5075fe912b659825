//! The classes a way gives every rank multiset of seven cards (and of six beside the
//! joker), listed in the order of a walk over the multisets of a full deck, so that a
//! deck's rank part reads them in order instead of hashing each multiset and looking
//! its setting up in a table of every slot.

use super::histogram::CHOOSE;
use crate::cards::RANKS;
use crate::eval::tables::{tables, RANK_KEYS};
use crate::paigow::house_way::decisions::rank_decisions;
use crate::paigow::house_way::{HouseWay, PerWay};

/// `LEAVES[j][q]`: the multisets of `j` cards of the ranks `q..` (at most four of a
/// rank), the size of a subtree of the walk.
const LEAVES: [[u32; RANKS + 1]; 8] = leaves();

const fn leaves() -> [[u32; RANKS + 1]; 8] {
    let mut l = [[0u32; RANKS + 1]; 8];
    let mut q = 0;
    while q <= RANKS {
        l[0][q] = 1;
        q += 1;
    }
    let mut j = 1;
    while j < 8 {
        let mut q = RANKS;
        while q > 0 {
            q -= 1;
            // Ranks above q first, then at least one of rank q.
            let mut n = l[j][q + 1];
            let mut m = 1;
            while m <= 4 && m <= j {
                n += l[j - m][q + 1];
                m += 1;
            }
            l[j][q] = n;
        }
        j += 1;
    }
    l
}

/// A way's (five-card, two-card) classes of every rank multiset of seven and of six
/// cards, in walk order.
pub struct RankClasses {
    seven: Vec<(u16, u16)>,
    six: Vec<(u16, u16)>,
}

impl RankClasses {
    fn build(way: HouseWay) -> RankClasses {
        let t = tables();
        let decisions = rank_decisions(way);
        let list = |k: usize| {
            let mut out = Vec::with_capacity(LEAVES[k][0] as usize);
            walk(&[4; RANKS], k, &mut |sum, _, _| {
                let (h, l) = decisions.classes_at(t.index(sum));
                out.push((h, l as u16));
            });
            out
        };
        RankClasses {
            seven: list(7),
            six: list(6),
        }
    }

    /// Calls `f(high, low, hands)` for every rank multiset of `k` (7 or 6) cards that
    /// the deck's cards of each rank allow, with its number of hands,
    /// `prod_r C(cards of rank r, k_r)`.
    #[inline]
    pub fn for_each(&self, per_rank: &[u8; RANKS], k: usize, mut f: impl FnMut(u16, u32, i64)) {
        let list = if k == 7 { &self.seven } else { &self.six };
        walk(per_rank, k, &mut |_, i, ways| {
            let (h, l) = list[i];
            f(h, l as u32, ways)
        });
    }
}

/// Calls `f(rank_sum, index, hands)` for every rank multiset of `k` cards the deck
/// allows, `index` its place in the walk of a full deck.
fn walk(per_rank: &[u8; RANKS], k: usize, f: &mut impl FnMut(u32, usize, i64)) {
    fn go(
        per_rank: &[u8; RANKS],
        k: usize,
        f: &mut impl FnMut(u32, usize, i64),
        (pos, rank, index, sum, ways): (usize, usize, usize, u32, i64),
    ) {
        if pos == k {
            f(sum, index, ways);
            return;
        }
        let mut index = index;
        for (r, &key) in RANK_KEYS.iter().enumerate().skip(rank) {
            let have = per_rank[r] as usize;
            for m in 1..=(k - pos).min(4) {
                if m <= have {
                    let next = (
                        pos + m,
                        r + 1,
                        index,
                        sum + key * m as u32,
                        ways * CHOOSE[have][m],
                    );
                    go(per_rank, k, f, next);
                }
                index += LEAVES[k - pos - m][r + 1] as usize;
            }
        }
    }
    go(per_rank, k, f, (0, 0, 0, 0, 1));
}

/// A way's rank classes, built on first use.
pub fn rank_classes(way: HouseWay) -> &'static RankClasses {
    static TABLES: PerWay<RankClasses> = PerWay::new();
    TABLES.get_or_init(way, || RankClasses::build(way))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::solver::histogram::for_each_multiset;

    #[test]
    fn the_walk_lists_the_multisets_a_deck_allows_with_their_classes() {
        let t = tables();
        assert_eq!((LEAVES[7][0], LEAVES[6][0]), (49_205, 18_395));
        for way in HouseWay::built_in() {
            let decisions = rank_decisions(way);
            let classes = rank_classes(way);
            for per_rank in [[4; RANKS], [3, 4, 0, 2, 4, 4, 1, 4, 4, 3, 4, 4, 2]] {
                for k in [7, 6] {
                    let mut want = Vec::new();
                    for_each_multiset(t, &per_rank, k, &mut |slot, ways| {
                        let (h, l) = decisions.classes_at(slot);
                        want.push((h, l, ways));
                    });
                    let mut got = Vec::new();
                    classes.for_each(&per_rank, k, |h, l, ways| got.push((h, l, ways)));
                    assert_eq!(got, want);
                }
            }
        }
    }
}
