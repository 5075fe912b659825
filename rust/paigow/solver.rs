//! The optimal setting of seven cards against a dealer who plays the house way
//! (spec pai-gow.md §8), exactly or approximately.
//!
//! # Method
//!
//! A player's setting is fully described by its two classes (high 1..=7463, low
//! 1..=91), and so is the dealer's. Against a dealer histogram `hist[dh][dl]` (how
//! many dealer hands the house way sets with those classes), a player setting
//! `(ph, pl)` wins against the dealer hands with `dh < ph` and `dl < pl`, loses
//! against those with `dh >= ph` and `dl >= pl` (copies go to the dealer), and pushes
//! against the rest. With the histogram's 2-D prefix sums each of the 21 settings is
//! answered by three lookups ([`DealerTable`]).
//!
//! * **exact**: the histogram of every 7-card hand from the 46 cards the player does
//!   not hold (C(46,7) = 53,524,680 hands).
//! * **approx**: the histogram of every 7-card hand of the full 53-card deck
//!   (C(53,7) = 154,143,080 hands), ignoring card removal. It does not depend on the
//!   player's hand, so it is built once per process ([`approx_table`]) and every
//!   approximate solve is 21 O(1) lookups.
//!
//! # Counting the dealer hands by class
//!
//! Every dealer hand is counted, but hands that the house way must set alike are
//! counted together rather than set one by one:
//!
//! * A hand in which no suit holds five or more cards (the joker counted in every
//!   suit) can make no flush in any five of its cards, so its house way depends on its
//!   ranks alone and on whether it holds the joker: straights, pairs and the rules'
//!   choices are all read from ranks, and where several cards fit a rule they differ
//!   only in suit. [`RankTable`] holds the house way of each rank multiset (49,205 of
//!   seven real cards, 18,395 of six and the joker), computed once per process with
//!   [`house_way_ranks`] on a representative hand without a possible flush.
//! * In a hand where a flush is possible exactly one suit holds five or more cards
//!   (with the joker), and the at most two cards of other suits can be in no flush: its
//!   house way depends on the rank mask of that suit, the ranks of the other cards and
//!   the joker, the suit itself being irrelevant. [`FlushTable`] holds those 224,653
//!   cases, also computed once per process with [`house_way_ranks`].
//!
//! For a deck (any set of cards), the histogram is then (i) for every rank multiset,
//! the number of hands with those ranks, `prod_r C(cards of rank r, k_r)`, added to the
//! multiset's cell as if none could make a flush, and (ii) for every suit, every rank
//! mask of that suit present in the deck and every choice of the other cards' ranks
//! (their number of ways from the other suits), that number moved from the rank
//! multiset's cell to the flush case's cell. That is about 70,000 + 900,000 integer
//! additions instead of 53.5 million house ways, with the same result as setting every
//! hand: the tests compare the two hand by hand.
//!
//! Multisets are indexed by their colex rank: ranks `r1 <= ... <= rk` are the subset
//! `r_i + i - 1` of 0..13+k-1, whose colex index is `sum C(r_i + i - 1, i)`, one table
//! term per sorted position ([`TERMS`]).
//!
//! # Approximate solving in bulk
//!
//! The approximate table does not depend on the player's hand, and a player hand that
//! can make no flush values its 21 settings by its ranks alone, so [`ApproxSolver`]
//! finds the best setting of each rank multiset once per commission (about 0.05 s)
//! and answers such hands (93% of all) by one lookup; the others take the full
//! valuation (21 settings, three prefix-sum lookups each).
//!
//! # Cost (2-core machine)
//!
//! First use in a process: about 0.1 s for the rank and flush tables and the
//! approximate table together (the evaluator's own tables come on top), so nothing is
//! shipped or cached on disk. Then an exact solve takes under 10 ms, and bulk
//! approximate solving runs at over a million hands a second per core.
//!
//! All counts are integers and every table is built the same way each time, so the
//! results do not depend on the number of threads.

use std::sync::{Arc, Mutex, OnceLock};

use rayon::prelude::*;

use super::house_way::{house_way_positions, house_way_ranks};
use super::setting::{is_legal_ranks, LOW_POSITIONS};
use crate::bulk::arrays::{validate as validate_rows, Rows};
use crate::bulk::house_way_many::{check_width7, reorder};
use crate::bulk::ROWS_PER_TASK;
use crate::cards::{self, rank_of, Card, JOKER, RANKS};
use crate::error::{Error, Result};
use crate::eval::tables::{tables, HandKey, CARD_KEYS, CARD_MASKS};
use crate::eval::two_card;

/// Number of Pai Gow high classes (1..=7463).
pub const HIGH_CLASSES: usize = 7463;
/// Number of two-card classes (1..=91).
pub const LOW_CLASSES: usize = two_card::CLASSES as usize;
/// Columns of a histogram row: low classes 0..=91 (0 unused).
const ROW: usize = LOW_CLASSES + 1;
/// Cells of a histogram: high classes 0..=7463 by low classes 0..=91.
pub const CELLS: usize = (HIGH_CLASSES + 1) * ROW;
/// Number of 7-card hands of the full deck (the approximate method's dealer hands).
pub const FULL_DECK_HANDS: u64 = 154_143_080;
/// Number of dealer hands from the 46 cards the player does not hold.
pub const DEALER_HANDS: u64 = 53_524_680;
/// The default commission on a winning round.
pub const DEFAULT_COMMISSION: f64 = 0.05;

/// Number of rank multisets of size 7 (ranks 0..13, repetition allowed; those with
/// five or more of a rank are indexed but never occur).
const MULTISETS7: usize = binomial(RANKS + 6, 7);
/// Number of rank multisets of size 6 (the real cards of a joker hand).
const MULTISETS6: usize = binomial(RANKS + 5, 6);

const fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut r = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// `TERMS[i][r]` = C(r + i, i + 1): the colex term of rank `r` at sorted position
/// `i` (0-based) of a rank multiset.
const TERMS: [[u32; RANKS]; 7] = {
    let mut t = [[0u32; RANKS]; 7];
    let mut i = 0;
    while i < 7 {
        let mut r = 0;
        while r < RANKS {
            t[i][r] = binomial(r + i, i + 1) as u32;
            r += 1;
        }
        i += 1;
    }
    t
};

/// `CHOOSE[n][k]` = C(n, k) for n, k <= 4.
const CHOOSE: [[i64; 5]; 5] = {
    let mut t = [[0i64; 5]; 5];
    let mut n = 0;
    while n < 5 {
        let mut k = 0;
        while k <= n {
            t[n][k] = binomial(n, k) as i64;
            k += 1;
        }
        n += 1;
    }
    t
};

/// Histogram cell of a (high, low) class pair.
#[inline(always)]
fn cell(high: u16, low: u32) -> usize {
    high as usize * ROW + low as usize
}

/// The house way's (high, low) cell for every rank multiset of a hand without a
/// possible flush: seven real ranks, or six real ranks and the joker.
struct RankTable {
    seven: Vec<u32>,
    six_joker: Vec<u32>,
}

/// Calls `f(ranks, index)` for every non-decreasing sequence of `k` ranks with at most
/// four of a rank, `index` being its colex multiset index.
fn for_each_multiset(k: usize, f: &mut impl FnMut(&[u8], usize)) {
    fn go(ranks: &mut Vec<u8>, k: usize, index: usize, f: &mut impl FnMut(&[u8], usize)) {
        let i = ranks.len();
        if i == k {
            f(ranks, index);
            return;
        }
        let start = ranks.last().copied().unwrap_or(0);
        for r in start..RANKS as u8 {
            if i >= 4 && ranks[i - 4] == r {
                continue; // a fifth card of rank r
            }
            ranks.push(r);
            go(ranks, k, index + TERMS[i][r as usize] as usize, f);
            ranks.pop();
        }
    }
    go(&mut Vec::with_capacity(k), k, 0, f);
}

/// A hand of the given sorted ranks (plus the joker) in which no suit can make a
/// flush: the i-th card takes suit i mod 4 (at most two cards of a suit, three with
/// the joker; equal ranks are consecutive, so at most four of them get distinct suits).
fn representative(ranks: &[u8], joker: bool) -> [Card; 7] {
    let mut hand = [JOKER; 7];
    for (i, &r) in ranks.iter().enumerate() {
        hand[i] = r * 4 + (i % 4) as u8;
    }
    debug_assert!(joker == (ranks.len() == 6));
    hand
}

impl RankTable {
    fn build() -> RankTable {
        let mut seven = vec![u32::MAX; MULTISETS7];
        let mut six_joker = vec![u32::MAX; MULTISETS6];
        for_each_multiset(7, &mut |ranks, index| {
            let (h, l) = house_way_ranks(&representative(ranks, false));
            seven[index] = cell(h, l) as u32;
        });
        for_each_multiset(6, &mut |ranks, index| {
            let (h, l) = house_way_ranks(&representative(ranks, true));
            six_joker[index] = cell(h, l) as u32;
        });
        RankTable { seven, six_joker }
    }
}

/// The house way of every rank multiset without a possible flush, built on first use
/// (about 68,000 house-way evaluations).
fn rank_table() -> &'static RankTable {
    static TABLE: OnceLock<RankTable> = OnceLock::new();
    TABLE.get_or_init(RankTable::build)
}

/// One hand shape with a possible flush: the flush suit's rank mask, the colex index of
/// the whole hand's rank multiset (six real ranks with the joker, else seven) and the
/// house way's cell.
#[derive(Clone, Copy)]
struct FlushCase {
    mask: u16,
    multiset: u16,
    cell: u32,
}

/// The ranks of the (at most two) cards beside a flush suit, and whether the joker
/// completes the hand; with the cases of every flush-suit mask that makes seven cards.
struct FlushGroup {
    joker: bool,
    others: Vec<u8>,
    cases: std::ops::Range<usize>,
}

/// The house way of every hand with a possible flush. Only one suit can hold five or
/// more of seven cards (the joker counted in each), and the at most two cards of the
/// other suits can be in no flush, so the house way depends on the flush suit's rank
/// mask, the other cards' ranks and the joker, not on the suits (224,653 cases).
struct FlushTable {
    groups: Vec<FlushGroup>,
    cases: Vec<FlushCase>,
}

impl FlushTable {
    /// The cases of one group: every flush-suit mask of the size that makes seven cards.
    fn cases_of(joker: bool, others: &[u8]) -> Vec<FlushCase> {
        let suited = 7 - others.len() - joker as usize;
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
                for (k, &r) in others.iter().enumerate() {
                    hand[n] = r * 4 + 1 + k as u8; // diamonds, hearts
                    n += 1;
                }
                let (h, l) = house_way_ranks(&hand);
                FlushCase {
                    mask: mask as u16,
                    multiset: multiset_index(mask, others) as u16,
                    cell: cell(h, l) as u32,
                }
            })
            .collect()
    }

    /// Builds the cases on plain threads (one per core; not rayon, see
    /// [`dealer_histogram`]), in a fixed order.
    fn build() -> FlushTable {
        let mut keys: Vec<(bool, Vec<u8>)> = Vec::new();
        for joker in [false, true] {
            keys.push((joker, vec![]));
            for a in 0..RANKS as u8 {
                keys.push((joker, vec![a]));
                for b in a..RANKS as u8 {
                    keys.push((joker, vec![a, b]));
                }
            }
        }
        tables();
        let workers = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(keys.len());
        let parts: Vec<Vec<Vec<FlushCase>>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    let keys = &keys;
                    scope.spawn(move || {
                        keys.iter()
                            .skip(w)
                            .step_by(workers)
                            .map(|(joker, others)| FlushTable::cases_of(*joker, others))
                            .collect()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a flush-table worker"))
                .collect()
        });
        let mut groups = Vec::with_capacity(keys.len());
        let mut cases = Vec::new();
        for (i, (joker, others)) in keys.into_iter().enumerate() {
            let part = &parts[i % workers][i / workers];
            let start = cases.len();
            cases.extend_from_slice(part);
            groups.push(FlushGroup {
                joker,
                others,
                cases: start..cases.len(),
            });
        }
        FlushTable { groups, cases }
    }
}

/// The flush cases, built on first use (224,653 house-way evaluations).
fn flush_table() -> &'static FlushTable {
    static TABLE: OnceLock<FlushTable> = OnceLock::new();
    TABLE.get_or_init(FlushTable::build)
}

/// The colex index of the rank multiset made of the ranks of `mask` and `others`
/// (sorted ascending).
fn multiset_index(mask: u32, others: &[u8]) -> usize {
    let mut ranks: Vec<u8> = (0..RANKS as u8)
        .filter(|r| mask & 1 << r != 0)
        .chain(others.iter().copied())
        .collect();
    ranks.sort_unstable();
    ranks
        .iter()
        .enumerate()
        .map(|(i, &r)| TERMS[i][r as usize] as usize)
        .sum()
}

/// A deck (any set of distinct cards) summarised for counting.
struct DeckCounts {
    /// Cards of each rank.
    per_rank: [u8; RANKS],
    /// Rank mask of each suit.
    suits: [u32; 4],
    joker: bool,
}

impl DeckCounts {
    fn new(deck: &[Card]) -> DeckCounts {
        let mut d = DeckCounts {
            per_rank: [0; RANKS],
            suits: [0; 4],
            joker: false,
        };
        for &c in deck {
            if c == JOKER {
                d.joker = true;
            } else {
                d.per_rank[rank_of(c) as usize] += 1;
                d.suits[(c & 3) as usize] |= 1 << rank_of(c);
            }
        }
        d
    }
}

/// Counts being summed: hands by rank multiset (seven real cards, six and the joker)
/// that are to take the multiset's house way, and hands by cell.
struct Tally {
    seven: Vec<i64>,
    six_joker: Vec<i64>,
    cells: Vec<i64>,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            seven: vec![0; MULTISETS7],
            six_joker: vec![0; MULTISETS6],
            cells: vec![0; CELLS],
        }
    }
}

/// Adds, for every rank multiset of `k` cards, its number of hands in the deck
/// (`prod_r C(cards of rank r, k_r)`) to `by_multiset`.
fn add_multisets(per_rank: &[u8; RANKS], k: usize, by_multiset: &mut [i64]) {
    fn go(
        per_rank: &[u8; RANKS],
        k: usize,
        pos: usize,
        rank: usize,
        index: usize,
        ways: i64,
        out: &mut [i64],
    ) {
        if pos == k {
            out[index] += ways;
            return;
        }
        for r in rank..RANKS {
            let have = per_rank[r] as usize;
            let mut idx = index;
            for m in 1..=have.min(k - pos) {
                idx += TERMS[pos + m - 1][r] as usize;
                go(
                    per_rank,
                    k,
                    pos + m,
                    r + 1,
                    idx,
                    ways * CHOOSE[have][m],
                    out,
                );
            }
        }
    }
    go(per_rank, k, 0, 0, 0, 1, by_multiset);
}

/// Moves the hands of the deck in which suit `suit` can make a flush from their rank
/// multiset's count to their own cell.
fn add_flush_corrections(deck: &DeckCounts, suit: usize, tally: &mut Tally) {
    let flush = flush_table();
    let in_suit = deck.suits[suit];
    // Cards of each rank in the other suits.
    let others_of: [i64; RANKS] =
        std::array::from_fn(|r| deck.per_rank[r] as i64 - (in_suit >> r & 1) as i64);
    for group in &flush.groups {
        if group.joker && !deck.joker {
            continue;
        }
        // Ways to pick the other cards with these ranks from the other suits.
        let ways = match *group.others {
            [] => 1,
            [a] => others_of[a as usize],
            [a, b] if a == b => others_of[a as usize] * (others_of[a as usize] - 1) / 2,
            [a, b] => others_of[a as usize] * others_of[b as usize],
            _ => unreachable!("at most two other cards"),
        };
        if ways == 0 {
            continue;
        }
        let by_multiset = if group.joker {
            &mut tally.six_joker
        } else {
            &mut tally.seven
        };
        for case in &flush.cases[group.cases.clone()] {
            if case.mask as u32 & !in_suit == 0 {
                tally.cells[case.cell as usize] += ways;
                by_multiset[case.multiset as usize] -= ways;
            }
        }
    }
}

/// The histogram of the house way's (high, low) classes over every 7-card hand of
/// `deck` (distinct cards, at least seven), indexed `high * 92 + low` (see the module
/// docs). Single-threaded: it takes a few milliseconds (rayon only added overhead),
/// and so it is also safe inside a lazily built table, where rayon is not (a worker
/// waiting there may steal a task that asks for the same table).
pub fn dealer_histogram(deck: &[Card]) -> Vec<u32> {
    let counts = DeckCounts::new(deck);
    let ranks = rank_table();
    let mut tally = Tally::new();
    for suit in 0..4 {
        add_flush_corrections(&counts, suit, &mut tally);
    }
    add_multisets(&counts.per_rank, 7, &mut tally.seven);
    if counts.joker {
        add_multisets(&counts.per_rank, 6, &mut tally.six_joker);
    }
    let mut cells = tally.cells;
    for (table, counted) in [
        (&ranks.seven, &tally.seven),
        (&ranks.six_joker, &tally.six_joker),
    ] {
        for (&c, &k) in table.iter().zip(counted) {
            if k != 0 {
                cells[c as usize] += k;
            }
        }
    }
    cells
        .into_iter()
        .map(|x| u32::try_from(x).expect("a count of hands is between 0 and C(53, 7)"))
        .collect()
}

/// 2-D prefix sums of a dealer histogram: win, push and loss counts of any player
/// (high, low) classes in O(1).
pub struct DealerTable {
    /// `cum[h * 92 + l]` = dealer hands with high class <= h and low class <= l.
    cum: Vec<u32>,
    total: u64,
}

impl DealerTable {
    /// The prefix sums of a histogram indexed `high * 92 + low`.
    pub fn from_histogram(hist: &[u32]) -> DealerTable {
        assert_eq!(hist.len(), CELLS);
        let mut cum = vec![0u32; CELLS];
        for h in 0..=HIGH_CLASSES {
            let mut row_sum = 0u32;
            for l in 0..ROW {
                row_sum += hist[h * ROW + l];
                cum[h * ROW + l] = row_sum + if h > 0 { cum[(h - 1) * ROW + l] } else { 0 };
            }
        }
        let total = cum[CELLS - 1] as u64;
        DealerTable { cum, total }
    }

    /// The number of dealer hands.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// (wins, pushes, losses) of a player setting of classes (high, low).
    #[inline(always)]
    pub fn outcomes(&self, high: u16, low: u32) -> (u64, u64, u64) {
        let (h, l) = (high as usize - 1, low as usize - 1);
        let win = self.cum[h * ROW + l] as u64;
        let high_below = self.cum[h * ROW + LOW_CLASSES] as u64;
        let low_below = self.cum[HIGH_CLASSES * ROW + l] as u64;
        let loss = self.total - high_below - low_below + win;
        (win, self.total - win - loss, loss)
    }
}

static APPROX_TABLE: OnceLock<DealerTable> = OnceLock::new();

/// The dealer table of the full 53-card deck (the approximate method), built on first
/// use in this process: about 15 ms once the rank and flush tables (shared with the
/// exact method, about 0.1 s) are there. Measured so; so it is neither shipped nor
/// cached on disk.
pub fn approx_table() -> &'static DealerTable {
    APPROX_TABLE.get_or_init(|| {
        let deck: Vec<Card> = (0..=JOKER).collect();
        DealerTable::from_histogram(&dealer_histogram(&deck))
    })
}

/// Exact or approximate (card removal ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    Exact,
    Approx,
}

impl Method {
    /// "exact" or "approx".
    pub fn name(self) -> &'static str {
        match self {
            Method::Exact => "exact",
            Method::Approx => "approx",
        }
    }

    /// The method of a name ("exact" or "approx").
    pub fn from_name(name: &str) -> Result<Method> {
        match name {
            "exact" => Ok(Method::Exact),
            "approx" => Ok(Method::Approx),
            _ => Err(Error::Hand(format!(
                "unknown method {name:?} (use \"exact\" or \"approx\")"
            ))),
        }
    }
}

/// One of the 21 settings of a hand, valued against the house-way dealer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SettingValue {
    /// Positions in the hand of the two cards in front (`i < j`).
    pub low_positions: (usize, usize),
    pub high_class: u16,
    pub low_class: u32,
    pub legal: bool,
    /// Dealer hands won, pushed and lost against (0 for a foul).
    pub wins: u64,
    pub pushes: u64,
    pub losses: u64,
}

impl SettingValue {
    /// Expected value per unit over `total` dealer hands; None for a foul.
    pub fn ev(&self, total: u64, commission: f64) -> Option<f64> {
        self.legal
            .then(|| ev_of(self.wins, self.losses, total, commission))
    }
}

#[inline(always)]
fn ev_of(wins: u64, losses: u64, total: u64, commission: f64) -> f64 {
    (wins as f64 * (1.0 - commission) - losses as f64) / total as f64
}

/// The 21 settings of a hand valued, the best, and the house way's.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    pub method: Method,
    pub commission: f64,
    /// Number of dealer hands counted (53,524,680 exact; 154,143,080 approx).
    pub total: u64,
    /// In [`LOW_POSITIONS`] order.
    pub options: [SettingValue; 21],
    /// Index into `options` of the best legal setting.
    pub best: usize,
    /// Index into `options` of the house way's setting.
    pub house: usize,
}

impl Solution {
    pub fn ev(&self, i: usize) -> Option<f64> {
        self.options[i].ev(self.total, self.commission)
    }

    /// The value given up by playing the house way: best EV minus house EV (>= 0).
    pub fn house_cost(&self) -> f64 {
        self.ev(self.best).unwrap() - self.ev(self.house).unwrap()
    }
}

/// The (high, low) classes and legality of the 21 settings of a hand.
#[inline]
fn setting_classes(hand: &[Card; 7]) -> [(u16, u32, bool); 21] {
    let t = tables();
    let full = HandKey::of(hand);
    LOW_POSITIONS.map(|(i, j)| {
        let (a, b) = (hand[i] as usize, hand[j] as usize);
        let back = HandKey {
            key: full.key - CARD_KEYS[a] - CARD_KEYS[b],
            mask: full.mask & !CARD_MASKS[a] & !CARD_MASKS[b],
        };
        let high = t.paigow_high(back);
        let low = two_card::rank(hand[i], hand[j]);
        (high, low, is_legal_ranks(high, low))
    })
}

/// Index into [`LOW_POSITIONS`] of a pair of positions.
fn option_index(p: (usize, usize)) -> usize {
    LOW_POSITIONS
        .iter()
        .position(|&q| q == p)
        .expect("positions i < j of seven")
}

/// The best option by value (spec §8). Ties: the house way's setting, then the
/// stronger back hand, then the stronger front, then the first in settings order.
/// `house` is asked only when there is a tie.
#[inline]
fn choose_best(
    classes: &[(u16, u32, bool); 21],
    outcomes: &[(u64, u64); 21],
    total: u64,
    commission: f64,
    house: impl FnOnce() -> usize,
) -> usize {
    let mut best: Option<(f64, usize)> = None;
    let mut tie = false;
    for k in 0..21 {
        if !classes[k].2 {
            continue;
        }
        let ev = ev_of(outcomes[k].0, outcomes[k].1, total, commission);
        match best {
            None => best = Some((ev, k)),
            Some((b, bk)) => {
                if ev > b {
                    best = Some((ev, k));
                    tie = false;
                } else if ev == b {
                    tie = true;
                    let (h, l, _) = classes[k];
                    let (bh, bl, _) = classes[bk];
                    if (h, l) > (bh, bl) {
                        best = Some((ev, k));
                    }
                }
            }
        }
    }
    let (best_ev, best_k) = best.expect("every hand has a legal setting");
    if tie {
        let hk = house();
        if classes[hk].2 && ev_of(outcomes[hk].0, outcomes[hk].1, total, commission) == best_ev {
            return hk;
        }
    }
    best_k
}

/// The commission must be in [0, 1).
pub fn check_commission(commission: f64) -> Result<()> {
    if (0.0..1.0).contains(&commission) {
        Ok(())
    } else {
        Err(Error::Hand(format!(
            "commission must be in [0, 1), got {commission}"
        )))
    }
}

/// The dealer table of the 46 cards that `hand` (seven valid cards) leaves.
pub fn exact_table(hand: &[Card; 7]) -> DealerTable {
    let deck: Vec<Card> = (0..=JOKER).filter(|c| !hand.contains(c)).collect();
    DealerTable::from_histogram(&dealer_histogram(&deck))
}

/// Values all 21 settings of `hand` against the house-way dealer (spec §8).
///
/// `Method::Exact` counts the 53,524,680 dealer hands of the 46 other cards (a few
/// milliseconds, see the module docs); `Method::Approx` uses [`approx_table`] (built
/// on first use). Single-threaded.
pub fn solve(hand: &[Card; 7], method: Method, commission: f64) -> Result<Solution> {
    cards::validate(hand, true)?;
    check_commission(commission)?;
    Ok(match method {
        Method::Exact => solve_with_table(hand, &exact_table(hand), method, commission),
        Method::Approx => solve_with_table(hand, approx_table(), method, commission),
    })
}

/// Values the 21 settings of a (checked) hand against a dealer table.
pub fn solve_with_table(
    hand: &[Card; 7],
    table: &DealerTable,
    method: Method,
    commission: f64,
) -> Solution {
    let classes = setting_classes(hand);
    let house = option_index(house_way_positions(hand));
    let mut outcomes = [(0u64, 0u64); 21];
    let options: [SettingValue; 21] = std::array::from_fn(|k| {
        let (high, low, legal) = classes[k];
        let (wins, pushes, losses) = if legal {
            table.outcomes(high, low)
        } else {
            (0, 0, 0)
        };
        outcomes[k] = (wins, losses);
        SettingValue {
            low_positions: LOW_POSITIONS[k],
            high_class: high,
            low_class: low,
            legal,
            wins,
            pushes,
            losses,
        }
    });
    let best = choose_best(&classes, &outcomes, table.total(), commission, || house);
    Solution {
        method,
        commission,
        total: table.total(),
        options,
        best,
        house,
    }
}

/// The best setting of a (valid) hand against a dealer table: the positions of its
/// front cards and its (high, low) classes. Asks for the house way only on a tie.
#[inline]
pub fn best_with_table(
    hand: &[Card; 7],
    table: &DealerTable,
    commission: f64,
) -> ((usize, usize), u16, u32) {
    let classes = setting_classes(hand);
    let mut outcomes = [(0u64, 0u64); 21];
    for k in 0..21 {
        let (high, low, legal) = classes[k];
        if legal {
            let (w, _, l) = table.outcomes(high, low);
            outcomes[k] = (w, l);
        }
    }
    let k = choose_best(&classes, &outcomes, table.total(), commission, || {
        option_index(house_way_positions(hand))
    });
    (LOW_POSITIONS[k], classes[k].0, classes[k].1)
}

/// Front "rank" of the joker in an [`ApproxSolver`] entry (real ranks are 0..13).
const JOKER_FRONT: u32 = RANKS as u32;

/// The approximate method's best setting of every hand that can make no flush, by rank
/// multiset, for one commission.
///
/// For the approximate method the dealer table does not depend on the player's hand,
/// and a hand in which no suit holds five cards (with the joker) values its 21
/// settings by its ranks alone (as for the dealer, see the module docs). So the best
/// setting of each of the 67,600 rank multisets is found once, on a representative
/// hand, and a hand is answered by its multiset's entry: the best setting's classes and
/// front ranks. An entry is kept only when one setting alone has the best value: then
/// its front ranks name a single pair of cards of the hand, and the full valuation
/// ([`best_with_table`]) would choose the same. Hands with a possible flush, and the
/// multisets whose best value is shared (where the tie rules need the house way), take
/// the full valuation.
pub struct ApproxSolver {
    commission: f64,
    /// Seven real ranks at their colex index, six ranks and the joker after them:
    /// `high << 15 | low << 8 | front rank 1 << 4 | front rank 2`, 0 for no entry.
    by_ranks: Vec<u32>,
}

impl ApproxSolver {
    fn build(commission: f64) -> ApproxSolver {
        let table = approx_table();
        let mut jobs: Vec<(Vec<u8>, usize)> = Vec::with_capacity(MULTISETS7 + MULTISETS6);
        for_each_multiset(7, &mut |ranks, i| jobs.push((ranks.to_vec(), i)));
        for_each_multiset(6, &mut |ranks, i| {
            jobs.push((ranks.to_vec(), MULTISETS7 + i))
        });
        let entry = |ranks: &[u8]| -> u32 {
            let hand = representative(ranks, ranks.len() == 6);
            let classes = setting_classes(&hand);
            let mut best: Option<(f64, usize)> = None;
            let mut shared = false;
            for (k, &(high, low, legal)) in classes.iter().enumerate() {
                if !legal {
                    continue;
                }
                let (w, _, l) = table.outcomes(high, low);
                let ev = ev_of(w, l, table.total(), commission);
                match best {
                    Some((b, _)) if ev < b => {}
                    Some((b, _)) if ev == b => shared = true,
                    _ => {
                        best = Some((ev, k));
                        shared = false;
                    }
                }
            }
            let (_, k) = best.expect("every hand has a legal setting");
            if shared {
                return 0;
            }
            let (i, j) = LOW_POSITIONS[k];
            let code = |c: Card| {
                if c == JOKER {
                    JOKER_FRONT
                } else {
                    rank_of(c) as u32
                }
            };
            let (high, low, _) = classes[k];
            (high as u32) << 15 | low << 8 | code(hand[i]) << 4 | code(hand[j])
        };
        let mut by_ranks = vec![0u32; MULTISETS7 + MULTISETS6];
        // Plain threads, not rayon (this may run inside a rayon task, see
        // `dealer_histogram`).
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
        let parts: Vec<Vec<(usize, u32)>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    let (jobs, entry) = (&jobs, &entry);
                    scope.spawn(move || {
                        jobs.iter()
                            .skip(w)
                            .step_by(workers)
                            .map(|(r, i)| (*i, entry(r)))
                            .collect()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a solver worker"))
                .collect()
        });
        for (i, e) in parts.into_iter().flatten() {
            by_ranks[i] = e;
        }
        ApproxSolver {
            commission,
            by_ranks,
        }
    }

    /// The commission this solver values wins at.
    pub fn commission(&self) -> f64 {
        self.commission
    }

    /// The best setting of a (valid) hand, as [`best_with_table`] against
    /// [`approx_table`]: the positions of its front cards and its (high, low) classes.
    #[inline]
    pub fn best(&self, hand: &[Card; 7]) -> ((usize, usize), u16, u32) {
        self.by_ranks_of(hand)
            .unwrap_or_else(|| best_with_table(hand, approx_table(), self.commission))
    }

    /// The entry of a hand without a possible flush, if its multiset has one.
    #[inline]
    fn by_ranks_of(&self, hand: &[Card; 7]) -> Option<((usize, usize), u16, u32)> {
        let mut suits = [0u8; 4];
        let mut counts = [0u8; RANKS];
        let mut joker = 0u8;
        for &c in hand {
            if c == JOKER {
                joker = 1;
            } else {
                suits[(c & 3) as usize] += 1;
                counts[rank_of(c) as usize] += 1;
            }
        }
        if suits.iter().any(|&n| n + joker >= 5) {
            return None;
        }
        let mut index = joker as usize * MULTISETS7;
        let mut pos = 0;
        for (r, &n) in counts.iter().enumerate() {
            for _ in 0..n {
                index += TERMS[pos][r] as usize;
                pos += 1;
            }
        }
        let e = self.by_ranks[index];
        if e == 0 {
            return None;
        }
        let code = |c: Card| {
            if c == JOKER {
                JOKER_FRONT
            } else {
                rank_of(c) as u32
            }
        };
        let (r1, r2) = (e >> 4 & 15, e & 15);
        let i = hand.iter().position(|&c| code(c) == r1)?;
        let j = (0..7).find(|&j| j != i && code(hand[j]) == r2)?;
        Some(((i.min(j), i.max(j)), (e >> 15) as u16, e >> 8 & 0x7F))
    }
}

/// The [`ApproxSolver`] of a commission: built on first use (about 0.1 s), the default
/// commission's kept for the process, a few others kept too.
pub fn approx_solver(commission: f64) -> Arc<ApproxSolver> {
    static DEFAULT: OnceLock<Arc<ApproxSolver>> = OnceLock::new();
    static OTHERS: Mutex<Vec<Arc<ApproxSolver>>> = Mutex::new(Vec::new());
    if commission.to_bits() == DEFAULT_COMMISSION.to_bits() {
        return DEFAULT
            .get_or_init(|| Arc::new(ApproxSolver::build(commission)))
            .clone();
    }
    let mut others = OTHERS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(s) = others
        .iter()
        .find(|s| s.commission.to_bits() == commission.to_bits())
    {
        return s.clone();
    }
    let s = Arc::new(ApproxSolver::build(commission));
    if others.len() >= 8 {
        others.remove(0);
    }
    others.push(s.clone());
    s
}

/// The (high, low) classes of the approximately best setting of a valid hand, at the
/// default 5% commission: the `optimal` strategy of the simulation.
#[inline]
pub fn approx_best_ranks(hand: &[Card; 7]) -> (u16, u32) {
    static SOLVER: OnceLock<Arc<ApproxSolver>> = OnceLock::new();
    let (_, high, low) = SOLVER
        .get_or_init(|| approx_solver(DEFAULT_COMMISSION))
        .best(hand);
    (high, low)
}

/// The checks of [`solve_many`]: seven cards a row, every row a valid hand (the first
/// bad row named), the commission in [0, 1).
pub fn check_many(rows: Rows<'_>, commission: f64) -> Result<()> {
    check_width7(rows.width(), "hands")?;
    check_commission(commission)?;
    validate_rows(rows, true)
}

/// The best setting of every seven-card row, in the layout of
/// [`house_way_many`](crate::bulk::house_way_many): `[..5]` the five-card hand (in the
/// row's order), `[5..]` the two-card hand. Validates the whole matrix first (the first
/// bad row named), then solves the rows on the current rayon pool. The result does not
/// depend on the number of threads.
pub fn solve_many(rows: Rows<'_>, method: Method, commission: f64) -> Result<Vec<Card>> {
    check_many(rows, commission)?;
    let n = rows.len();
    let mut out = vec![0 as Card; n * 7];
    // Rows per task: many for the approximate lookups, one for an exact count.
    // Built before the parallel loop. The multiset entries pay off for the default
    // commission (kept anyway) or for a large batch.
    let solver = (method == Method::Approx
        && (commission.to_bits() == DEFAULT_COMMISSION.to_bits() || n >= 200_000))
        .then(|| approx_solver(commission));
    let per_task = match method {
        Method::Approx => {
            approx_table();
            ROWS_PER_TASK
        }
        Method::Exact => 1,
    };
    out.par_chunks_mut(per_task * 7)
        .zip(rows.data().par_chunks(per_task * 7))
        .for_each(|(o, data)| {
            for (row, o) in data.chunks_exact(7).zip(o.chunks_exact_mut(7)) {
                let hand: &[Card; 7] = row.try_into().expect("7 cards");
                let positions = match (method, &solver) {
                    (Method::Approx, Some(s)) => s.best(hand).0,
                    (Method::Approx, None) => best_with_table(hand, approx_table(), commission).0,
                    (Method::Exact, _) => best_with_table(hand, &exact_table(hand), commission).0,
                };
                o.copy_from_slice(&reorder(hand, positions));
            }
        });
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::setting::Setting;

    fn parse(text: &str) -> [Card; 7] {
        crate::cards::parse_for_tests(text).try_into().unwrap()
    }

    /// The histogram by setting every hand of `deck` with the house way.
    fn brute_histogram(deck: &[Card]) -> Vec<u32> {
        let n = deck.len();
        (0..n)
            .into_par_iter()
            .map(|a| {
                let mut hist = vec![0u32; CELLS];
                let mut idx = [a, 0, 0, 0, 0, 0, 0];
                fn rec(deck: &[Card], idx: &mut [usize; 7], depth: usize, hist: &mut [u32]) {
                    if depth == 7 {
                        let hand = idx.map(|i| deck[i]);
                        let (h, l) = house_way_ranks(&hand);
                        hist[cell(h, l)] += 1;
                        return;
                    }
                    for i in idx[depth - 1] + 1..deck.len() {
                        idx[depth] = i;
                        rec(deck, idx, depth + 1, hist);
                    }
                }
                rec(deck, &mut idx, 1, &mut hist);
                hist
            })
            .reduce(
                || vec![0u32; CELLS],
                |mut x, y| {
                    for (p, q) in x.iter_mut().zip(&y) {
                        *p += q;
                    }
                    x
                },
            )
    }

    /// xorshift, for picking test decks.
    fn rng(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn multiset_indices_are_distinct_and_computed_alike() {
        let mut seen = vec![false; MULTISETS7];
        let mut n = 0;
        for_each_multiset(7, &mut |ranks, i| {
            assert!(!seen[i]);
            seen[i] = true;
            n += 1;
            // The index of the same multiset as a mask of distinct ranks plus others.
            let mut distinct = 0u32;
            let mut others = Vec::new();
            for &r in ranks {
                if distinct & 1 << r == 0 {
                    distinct |= 1 << r;
                } else {
                    others.push(r);
                }
            }
            if others.len() <= 2 {
                assert_eq!(multiset_index(distinct, &others), i, "{ranks:?}");
            }
        });
        assert_eq!(n, 49_205);
        let mut n6 = 0;
        for_each_multiset(6, &mut |_, i| {
            assert!(i < MULTISETS6);
            n6 += 1;
        });
        assert_eq!(n6, 18_395);
    }

    #[test]
    fn histogram_equals_setting_every_hand_of_small_decks() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut decks: Vec<Vec<Card>> = Vec::new();
        // Random decks of 16 to 21 cards, with and without the joker.
        for k in 0..10 {
            let mut all: Vec<Card> = (0..=JOKER).collect();
            for i in 0..all.len() {
                let j = i + (rng(&mut state) % (all.len() - i) as u64) as usize;
                all.swap(i, j);
            }
            let mut deck = all[..16 + k % 6].to_vec();
            if k % 2 == 0 && !deck.contains(&JOKER) {
                deck.push(JOKER);
            }
            decks.push(deck);
        }
        // Flush-rich decks: a whole suit and a few others, with and without the joker;
        // and a deck of few ranks (quads, five aces).
        decks.push(
            (0..13)
                .map(|r| r * 4)
                .chain([1, 6, 51, 50, JOKER])
                .collect(),
        );
        decks.push((0..13).map(|r| r * 4 + 2).chain([3, 7, 48, 23]).collect());
        decks.push(
            (0..13)
                .map(|r| r * 4 + 3)
                .chain([0, 1, 4, 5, 9, 13, JOKER])
                .collect(),
        );
        decks.push(
            [
                0, 1, 2, 3, 44, 45, 46, 47, 48, 49, 50, 51, 40, 41, 20, 21, 17, 13, 9, JOKER,
            ]
            .to_vec(),
        );
        for deck in &decks {
            cards::validate(deck, true).unwrap();
            assert_eq!(
                dealer_histogram(deck),
                brute_histogram(deck),
                "deck {deck:?}"
            );
        }
    }

    /// Every one of the 53,524,680 dealer hands of one player hand set by the house way
    /// (about 10 s on two cores).
    #[test]
    #[ignore = "slow: sets 53.5 million hands one by one"]
    fn histogram_equals_setting_every_dealer_hand() {
        for text in ["As Kd Qh 7c 7d 3s 2h", "Jk 9h Th Jh Qh 2h 2c"] {
            let hand = parse(text);
            let deck: Vec<Card> = (0..=JOKER).filter(|c| !hand.contains(c)).collect();
            let hist = dealer_histogram(&deck);
            assert_eq!(hist.iter().map(|&x| x as u64).sum::<u64>(), DEALER_HANDS);
            assert_eq!(hist, brute_histogram(&deck), "{text}");
        }
    }

    #[test]
    fn approx_table_counts_every_hand_of_the_deck() {
        let t = approx_table();
        assert_eq!(t.total(), FULL_DECK_HANDS);
        // The best possible setting (five aces behind K-K... any top pair): nothing
        // beats a player holding the best classes, and the worst loses everything.
        let (w, p, l) = t.outcomes(HIGH_CLASSES as u16, LOW_CLASSES as u32);
        assert_eq!(l, 0);
        assert_eq!(w + p, FULL_DECK_HANDS);
        let (w, p, l) = t.outcomes(1, 1);
        assert_eq!((w, p, l), (0, 0, FULL_DECK_HANDS));
    }

    #[test]
    fn outcomes_sum_and_illegal_settings_are_never_chosen() {
        let hands = [
            "As Kd Qh 7c 7d 3s 2h",
            "2c 3d 5h Ts Tc Qd Qh",
            "Ac Ad Ah As Jk Kc Kd",
            "4h 5h 6h 7h 8h 9d Tc",
        ];
        for text in hands {
            let hand = parse(text);
            let s = solve(&hand, Method::Exact, 0.05).unwrap();
            assert_eq!(s.total, DEALER_HANDS);
            for (k, o) in s.options.iter().enumerate() {
                let setting = Setting::from_positions(&hand, o.low_positions);
                assert_eq!(o.legal, setting.is_legal());
                assert_eq!(
                    (o.high_class, o.low_class),
                    (setting.high_rank(), setting.low_rank())
                );
                if o.legal {
                    assert_eq!(o.wins + o.pushes + o.losses, DEALER_HANDS);
                } else {
                    assert_eq!(s.ev(k), None);
                }
            }
            assert!(s.options[s.best].legal);
            assert!(s.options[s.house].legal);
            assert!(s.house_cost() >= 0.0);
            for k in 0..21 {
                if let Some(ev) = s.ev(k) {
                    assert!(ev <= s.ev(s.best).unwrap());
                }
            }
            assert_eq!(
                Setting::from_positions(&hand, s.options[s.house].low_positions),
                crate::paigow::house_way(&hand)
            );
            // The approximate method and its bulk entry point agree.
            let a = solve(&hand, Method::Approx, 0.05).unwrap();
            assert_eq!(a.total, FULL_DECK_HANDS);
            assert_eq!(
                best_with_table(&hand, approx_table(), 0.05).0,
                a.options[a.best].low_positions
            );
            let e = best_with_table(&hand, &exact_table(&hand), 0.05);
            assert_eq!(
                e,
                (
                    s.options[s.best].low_positions,
                    s.options[s.best].high_class,
                    s.options[s.best].low_class
                )
            );
        }
    }

    #[test]
    fn approx_solver_by_ranks_equals_the_full_valuation() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut deck: Vec<Card> = (0..=JOKER).collect();
        for commission in [DEFAULT_COMMISSION, 0.0, 0.1] {
            let solver = approx_solver(commission);
            let mut shortcuts = 0;
            for _ in 0..200_000 {
                for i in 0..7 {
                    let j = i + (rng(&mut state) % (53 - i) as u64) as usize;
                    deck.swap(i, j);
                }
                let hand: [Card; 7] = deck[..7].try_into().unwrap();
                let full = best_with_table(&hand, approx_table(), commission);
                assert_eq!(solver.best(&hand), full, "{:?}", hand);
                shortcuts += solver.by_ranks_of(&hand).is_some() as u32;
            }
            // Most hands take the shortcut.
            assert!(shortcuts > 150_000, "{shortcuts}");
        }
    }

    #[test]
    fn ties_prefer_the_house_way() {
        // Four kings split or kept with a pair of nines: identical classes come from
        // several settings; whichever the house way picks, a tie goes to it.
        for text in [
            "Kc Kd Kh Ks 9c 9d 3h",
            "2c 2d 7h 7s Jc Jd Qh",
            "Ac Ad Ah As Jk Kc Kd",
        ] {
            let hand = parse(text);
            for method in [Method::Exact, Method::Approx] {
                let s = solve(&hand, method, 0.05).unwrap();
                let best = s.options[s.best];
                let house = s.options[s.house];
                if (best.high_class, best.low_class) == (house.high_class, house.low_class) {
                    assert_eq!(s.best, s.house, "{text}");
                    assert_eq!(s.house_cost(), 0.0);
                }
            }
        }
    }

    #[test]
    fn errors() {
        assert!(solve(&[0, 0, 1, 2, 3, 4, 5], Method::Exact, 0.05).is_err());
        assert!(solve(&[0, 1, 2, 3, 4, 5, 53], Method::Approx, 0.05).is_err());
        assert!(solve(&[0, 1, 2, 3, 4, 5, 6], Method::Approx, 1.5).is_err());
        assert!(Method::from_name("fast").is_err());
    }
}
