//! Every hand shape with a possible flush, set by a way, listed by the flush suit's
//! rank mask.
//!
//! Only one suit can hold five or more of seven cards (the joker counted in each),
//! and the at most two cards of the other suits can be in no flush, so a way's setting
//! of such a hand depends on the flush suit's rank mask, the other cards' ranks and
//! the joker, not on the suits: 224,653 cases, each decided once per process by the
//! way's rules. A deck's flush hands in one suit are then the cases whose mask lies in
//! that suit's ranks, each counted as many times as the deck offers its other cards
//! ([`PairWays`]).

use crate::cards::{rank_of, Card, JOKER, RANKS};
use crate::eval::tables::{tables, Tables, RANK_KEYS};
use crate::paigow::house_way::decisions::rank_decisions;
use crate::paigow::house_way::{HouseWay, PerWay};

/// "No card" in [`FlushCase::others`].
pub const NO_RANK: u8 = RANKS as u8;

/// One hand shape with a possible flush.
#[derive(Clone, Copy, Debug)]
pub struct FlushCase {
    /// Ranks of the cards beside the flush suit, lower first ([`NO_RANK`] for none).
    pub others: [u8; 2],
    /// The way's setting: (five-card class, two-card class).
    pub high: u16,
    pub low: u8,
    /// The classes the way gives the hand's rank multiset when no flush is possible
    /// (where the rank-multiset count has put this hand), and that multiset's slot.
    pub rank_high: u16,
    pub rank_low: u8,
    pub slot: u32,
}

/// A case in 8 bytes, for walks that stream every case of a deck:
/// `[high, rank_high, low | rank_low << 8, others[0] | others[1] << 8]`.
#[derive(Clone, Copy, Debug)]
pub struct PackedCase(pub [u16; 4]);

impl From<&FlushCase> for PackedCase {
    fn from(c: &FlushCase) -> PackedCase {
        let pair = |a: u8, b: u8| a as u16 | (b as u16) << 8;
        PackedCase([
            c.high,
            c.rank_high,
            pair(c.low, c.rank_low),
            pair(c.others[0], c.others[1]),
        ])
    }
}

/// A way's flush cases, by flush mask and joker.
pub struct FlushCases {
    /// Cases of (mask, joker) at `starts[mask * 2 + joker]..starts[mask * 2 + joker + 1]`.
    starts: Vec<u32>,
    cases: Vec<FlushCase>,
    /// The same cases packed.
    packed: Vec<PackedCase>,
}

impl FlushCases {
    /// The cases of a flush-suit rank mask, with or without the joker.
    #[inline(always)]
    pub fn of(&self, mask: u16, joker: bool) -> &[FlushCase] {
        let i = mask as usize * 2 + joker as usize;
        &self.cases[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// [`FlushCases::of`], packed.
    #[inline(always)]
    pub fn packed_of(&self, mask: u16, joker: bool) -> &[PackedCase] {
        let i = mask as usize * 2 + joker as usize;
        &self.packed[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// Calls `f` with the cases of every mask within `in_suit` that makes a flush
    /// (five to seven ranks, four to six with the joker when `joker`).
    #[inline]
    pub fn for_each_within(&self, in_suit: u16, joker: bool, mut f: impl FnMut(&[FlushCase])) {
        let mut sub = in_suit;
        loop {
            let n = sub.count_ones();
            if (5..=7).contains(&n) {
                f(self.of(sub, false));
            }
            if joker && (4..=6).contains(&n) {
                f(self.of(sub, true));
            }
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & in_suit;
        }
    }

    fn build(way: HouseWay) -> FlushCases {
        let t = tables();
        let mut groups: Vec<(bool, [u8; 2])> = Vec::new();
        for joker in [false, true] {
            groups.push((joker, [NO_RANK, NO_RANK]));
            for a in 0..RANKS as u8 {
                groups.push((joker, [a, NO_RANK]));
                for b in a..RANKS as u8 {
                    groups.push((joker, [a, b]));
                }
            }
        }
        // Plain threads, not rayon (this may be built inside a rayon task, see
        // `dealer_histogram`), in a fixed order.
        let workers = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(groups.len());
        let parts: Vec<Vec<Vec<(u16, bool, FlushCase)>>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    let groups = &groups;
                    scope.spawn(move || {
                        groups
                            .iter()
                            .skip(w)
                            .step_by(workers)
                            .map(|&(joker, others)| cases_of(way, t, joker, others))
                            .collect()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a flush-case worker"))
                .collect()
        });
        let all: Vec<(u16, bool, FlushCase)> = (0..groups.len())
            .flat_map(|i| parts[i % workers][i / workers].iter().copied())
            .collect();
        // Counting sort by (mask, joker), stable: the group order within a mask.
        let mut starts = vec![0u32; (1 << RANKS) * 2 + 1];
        for &(mask, joker, _) in &all {
            starts[mask as usize * 2 + joker as usize + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut next = starts.clone();
        let mut cases = vec![all[0].2; all.len()];
        for &(mask, joker, case) in &all {
            let i = mask as usize * 2 + joker as usize;
            cases[next[i] as usize] = case;
            next[i] += 1;
        }
        let packed = cases.iter().map(PackedCase::from).collect();
        FlushCases {
            starts,
            cases,
            packed,
        }
    }

    /// Number of cases (224,653).
    pub fn len(&self) -> usize {
        self.cases.len()
    }

    /// Whether there is no case (never).
    pub fn is_empty(&self) -> bool {
        self.cases.is_empty()
    }
}

/// The cases of one group: every flush-suit mask of the size that makes seven cards
/// with `others` and the joker.
fn cases_of(
    way: HouseWay,
    t: &Tables,
    joker: bool,
    others: [u8; 2],
) -> Vec<(u16, bool, FlushCase)> {
    let decisions = rank_decisions(way);
    let others_list: Vec<u8> = others.iter().copied().filter(|&r| r != NO_RANK).collect();
    let suited = 7 - others_list.len() - joker as usize;
    (0u32..1 << RANKS)
        .filter(|m| m.count_ones() as usize == suited)
        .map(|mask| {
            let mut hand = [JOKER; 7];
            let mut n = 0;
            for r in 0..RANKS as u8 {
                if mask & 1 << r != 0 {
                    hand[n] = r * 4; // clubs
                    n += 1;
                }
            }
            for (k, &r) in others_list.iter().enumerate() {
                hand[n] = r * 4 + 1 + k as u8; // diamonds, hearts
                n += 1;
            }
            let d = way.decide_by_rules(t, &hand);
            let real = &hand[..7 - joker as usize];
            let sum: u32 = real
                .iter()
                .map(|&c: &Card| RANK_KEYS[rank_of(c) as usize])
                .sum();
            let slot = t.index(sum);
            let (rank_high, rank_low) = decisions.classes_at(slot);
            let case = FlushCase {
                others,
                high: d.high_rank,
                low: d.low_rank as u8,
                rank_high,
                rank_low: rank_low as u8,
                slot: slot as u32,
            };
            (mask as u16, joker, case)
        })
        .collect()
}

/// A way's flush cases, built on first use (224,653 decisions by the rules).
pub fn flush_cases(way: HouseWay) -> &'static FlushCases {
    static TABLES: PerWay<FlushCases> = PerWay::new();
    TABLES.get_or_init(way, || FlushCases::build(way))
}

/// The number of ways a deck offers a case's other cards from the suits beside the
/// flush suit, by the case's `others`: `ways(others)`.
pub struct PairWays([i64; (RANKS + 1) * (RANKS + 1)]);

impl PairWays {
    /// From the deck's number of cards of each rank outside the flush suit.
    pub fn new(others_of: &[i64; RANKS]) -> PairWays {
        let n = RANKS + 1;
        let mut w = [0i64; (RANKS + 1) * (RANKS + 1)];
        w[RANKS * n + RANKS] = 1;
        for a in 0..RANKS {
            w[a * n + RANKS] = others_of[a];
            for b in a..RANKS {
                w[a * n + b] = if a == b {
                    others_of[a] * (others_of[a] - 1) / 2
                } else {
                    others_of[a] * others_of[b]
                };
            }
        }
        PairWays(w)
    }

    #[inline(always)]
    pub fn of(&self, others: [u8; 2]) -> i64 {
        self.0[others[0] as usize * (RANKS + 1) + others[1] as usize]
    }
}
