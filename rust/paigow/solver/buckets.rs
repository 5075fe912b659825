//! Dealer counts bucketed by a player's thresholds, for counting many player hands at
//! once (the exact analysis of the whole game).
//!
//! A player setting `(ph, pl)` only asks how many dealer hands are below, equal to or
//! above `ph` in the five-card class and `pl` in the two-card class. So for a set of
//! player settings the 7,464 x 92 histogram can be folded into buckets: with the
//! distinct thresholds `t_1 < ... < t_n` of one hand, a class `h` goes to bucket
//! `#{t < h} + #{t <= h}` (every threshold its own odd bucket, the gaps even), at most
//! `2n + 1` buckets a side, and every question is answered exactly from the folded
//! counts ([`Folded`]).
//!
//! Folding is linear, so a deck's histogram folds part by part: the rank-multiset
//! counts ([`Dealer::rank_part`]) depend only on the deck's ranks, and the flush
//! corrections of one suit ([`Dealer::suit_part`]) only on that suit's ranks in the
//! deck and the deck's ranks. Player hands of the same ranks share both (the player's
//! cards of a suit decide that suit's ranks in the deck), which is what makes the whole
//! game countable in minutes: see `paigow::analysis`.

use super::flush_cases::{flush_cases, FlushCases, PairWays};
use super::histogram::{HIGH_CLASSES, LOW_CLASSES};
use super::rank_classes::{rank_classes, RankClasses};
use crate::cards::RANKS;
use crate::paigow::house_way::HouseWay;

/// The buckets of a set of player thresholds.
#[derive(Clone, Debug)]
pub struct Buckets {
    high: Vec<u16>,
    low: Vec<u16>,
    pub rows: usize,
    pub cols: usize,
}

/// `bucket[c]` for every class `c` in `0..=classes` given the thresholds.
fn bucket_map(thresholds: &mut Vec<u32>, classes: usize) -> (Vec<u16>, usize) {
    thresholds.sort_unstable();
    thresholds.dedup();
    let mut map = vec![0u16; classes + 1];
    let mut below = 0; // thresholds < c
    for (c, b) in map.iter_mut().enumerate() {
        let at = thresholds.get(below).is_some_and(|&t| t as usize == c);
        *b = (2 * below + at as usize) as u16;
        if at {
            below += 1;
        }
    }
    (map, 2 * thresholds.len() + 1)
}

impl Buckets {
    /// The buckets of the given (five-card, two-card) thresholds.
    pub fn new(highs: impl IntoIterator<Item = u16>, lows: impl IntoIterator<Item = u32>) -> Self {
        let mut h: Vec<u32> = highs.into_iter().map(u32::from).collect();
        let mut l: Vec<u32> = lows.into_iter().collect();
        let (high, rows) = bucket_map(&mut h, HIGH_CLASSES);
        let (low, cols) = bucket_map(&mut l, LOW_CLASSES);
        Buckets {
            high,
            low,
            rows,
            cols,
        }
    }

    /// The folded cell of a dealer's (high, low) classes.
    #[inline(always)]
    pub fn cell(&self, high: u16, low: u32) -> usize {
        self.high[high as usize] as usize * self.cols + self.low[low as usize] as usize
    }

    /// Number of folded cells.
    pub fn len(&self) -> usize {
        self.rows * self.cols
    }

    /// Whether there is no cell (never: at least one bucket a side).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The dealer's hands of the decks a group of player hands leaves, counted by a way
/// and folded by [`Buckets`]. The deck holds `4 - player count` cards of each rank,
/// and the joker unless the player has it.
pub struct Dealer<'a> {
    ranks: &'a RankClasses,
    pub(super) flush: &'a FlushCases,
    pub(super) per_rank: [u8; RANKS],
    pub(super) joker: bool,
}

impl<'a> Dealer<'a> {
    /// The dealer of a way, against player hands with these rank counts (and the
    /// joker or not).
    pub fn new(way: HouseWay, player_ranks: &[u8; RANKS], player_joker: bool) -> Dealer<'a> {
        Dealer {
            ranks: rank_classes(way),
            flush: flush_cases(way),
            per_rank: std::array::from_fn(|r| 4 - player_ranks[r]),
            joker: !player_joker,
        }
    }

    /// Every dealer hand counted as if none could make a flush: by its rank multiset's
    /// setting (the flush hands are moved by [`Dealer::suit_part`]).
    pub fn rank_part(&self, b: &Buckets) -> Vec<i64> {
        let mut out = vec![0i64; b.len()];
        let mut add = |h: u16, l: u32, ways: i64| out[b.cell(h, l)] += ways;
        self.ranks.for_each(&self.per_rank, 7, &mut add);
        if self.joker {
            self.ranks.for_each(&self.per_rank, 6, &mut add);
        }
        out
    }

    /// The flush corrections of one suit, in which the player holds the ranks of
    /// `player_mask`: the dealer hands that can make a flush in that suit, moved from
    /// their rank multiset's cell to their own. A walk of the cases within the suit's
    /// ranks for one mask; the analysis takes every mask of a group at once from
    /// [`Dealer::suit_parts`](super::suit_parts), which the tests check against this.
    pub fn suit_part(&self, b: &Buckets, player_mask: u16) -> Vec<i64> {
        let in_suit = 0x1FFF & !player_mask;
        let others_of: [i64; RANKS] =
            std::array::from_fn(|r| self.per_rank[r] as i64 - (in_suit >> r & 1) as i64);
        let ways = PairWays::new(&others_of);
        let mut out = vec![0i64; b.len()];
        self.flush.for_each_within(in_suit, self.joker, |cases| {
            for case in cases {
                let k = ways.of(case.others);
                if k != 0 {
                    out[b.cell(case.high, case.low as u32)] += k;
                    out[b.cell(case.rank_high, case.rank_low as u32)] -= k;
                }
            }
        });
        out
    }
}

/// Folded counts (a whole deck's, or one part of it) with their prefix sums: the
/// sums a player setting asks for, as [`Corners`]. Parts add: the corners of a sum of
/// parts are the sums of their corners.
pub struct Folded<'b> {
    b: &'b Buckets,
    /// `cum[i * (cols + 1) + j]`: the sum over buckets `< i` (high) and `< j` (low).
    cum: Vec<i64>,
    cells: Vec<i64>,
}

/// The sums a setting in buckets (i, j) needs: below in both, below in high, below in
/// low, through its high bucket, through its low bucket, everything, its own cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Corners([i64; 7]);

impl std::ops::AddAssign for Corners {
    fn add_assign(&mut self, o: Corners) {
        for (a, b) in self.0.iter_mut().zip(o.0) {
            *a += b;
        }
    }
}

/// What a player setting meets among the dealer's hands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Meeting {
    pub wins: u64,
    pub pushes: u64,
    pub losses: u64,
    /// Dealer hands of the same five-card class, of the same two-card class, of both.
    pub high_copies: u64,
    pub low_copies: u64,
    pub both_copies: u64,
}

impl Corners {
    /// The meeting these sums describe (they must be a whole deck's).
    pub fn meeting(self) -> Meeting {
        let [both_below, high_below, low_below, high_through, low_through, total, own] = self
            .0
            .map(|x| u64::try_from(x).expect("a whole deck's counts are not negative"));
        let wins = both_below;
        let losses = total + wins - high_below - low_below;
        Meeting {
            wins,
            pushes: total - wins - losses,
            losses,
            high_copies: high_through - high_below,
            low_copies: low_through - low_below,
            both_copies: own,
        }
    }
}

impl<'b> Folded<'b> {
    /// The prefix sums of folded counts.
    pub fn new(b: &'b Buckets, cells: Vec<i64>) -> Folded<'b> {
        let w = b.cols + 1;
        let mut cum = vec![0i64; (b.rows + 1) * w];
        for i in 0..b.rows {
            let mut row = 0i64;
            for j in 0..b.cols {
                row += cells[i * b.cols + j];
                cum[(i + 1) * w + j + 1] = cum[i * w + j + 1] + row;
            }
        }
        Folded { b, cum, cells }
    }

    /// The sum of every cell.
    pub fn total(&self) -> i64 {
        self.cum[self.cum.len() - 1]
    }

    /// The sum over five-card classes below `high` and two-card classes below `low`
    /// (every two-card class for None); `high` and `low` must be thresholds.
    #[inline]
    pub fn below(&self, high: u16, low: Option<u32>) -> i64 {
        let i = self.b.high[high as usize] as usize;
        let j = low.map_or(self.b.cols, |l| self.b.low[l as usize] as usize);
        self.cum[i * (self.b.cols + 1) + j]
    }

    /// The sum over every five-card class and two-card classes below `low` (a
    /// threshold).
    #[inline]
    pub fn below_low(&self, low: u32) -> i64 {
        self.cum[self.b.rows * (self.b.cols + 1) + self.b.low[low as usize] as usize]
    }

    /// The sums a player setting of classes (high, low), both among the thresholds,
    /// asks for.
    #[inline]
    pub fn corners(&self, high: u16, low: u32) -> Corners {
        let w = self.b.cols + 1;
        let (i, j) = (
            self.b.high[high as usize] as usize,
            self.b.low[low as usize] as usize,
        );
        let at = |i: usize, j: usize| self.cum[i * w + j];
        let (rows, cols) = (self.b.rows, self.b.cols);
        Corners([
            at(i, j),
            at(i, cols),
            at(rows, j),
            at(i + 1, cols),
            at(rows, j + 1),
            at(rows, cols),
            self.cells[i * cols + j],
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{rank_of, Card, JOKER};
    use crate::paigow::house_way::test_support::random_hands;
    use crate::paigow::solver::histogram::{dealer_histogram, ROW};
    use crate::paigow::solver::{exact_table, setting_classes};

    #[test]
    fn folded_counts_answer_as_the_full_histogram() {
        for way in HouseWay::built_in() {
            for hand in random_hands(77, 60) {
                let classes = setting_classes(&hand);
                let b = Buckets::new(classes.iter().map(|c| c.0), classes.iter().map(|c| c.1));
                let mut ranks = [0u8; RANKS];
                let mut masks = [0u16; 4];
                for &c in &hand {
                    if c != JOKER {
                        ranks[rank_of(c) as usize] += 1;
                        masks[(c & 3) as usize] |= 1 << rank_of(c);
                    }
                }
                let dealer = Dealer::new(way, &ranks, hand.contains(&JOKER));
                let mut cells = dealer.rank_part(&b);
                for m in masks {
                    for (x, y) in cells.iter_mut().zip(dealer.suit_part(&b, m)) {
                        *x += y;
                    }
                }
                let folded = Folded::new(&b, cells);
                let full = exact_table(&hand, way);
                let deck: Vec<Card> = (0..=JOKER).filter(|c| !hand.contains(c)).collect();
                let hist = dealer_histogram(&deck, way);
                assert_eq!(folded.total(), 53_524_680);
                for &(h, l, _) in &classes {
                    let m = folded.corners(h, l).meeting();
                    assert_eq!(
                        (m.wins, m.pushes, m.losses),
                        full.outcomes(h, l),
                        "{hand:?}"
                    );
                    let (h, l) = (h as usize, l as usize);
                    let row: u64 = (0..ROW).map(|j| hist[h * ROW + j] as u64).sum();
                    let column: u64 = (0..=HIGH_CLASSES).map(|i| hist[i * ROW + l] as u64).sum();
                    let both = hist[h * ROW + l] as u64;
                    assert_eq!(
                        (m.high_copies, m.low_copies, m.both_copies),
                        (row, column, both)
                    );
                }
            }
        }
    }
}
