//! The dealer histogram: how many of the 7-card hands of a deck a house way sets with
//! each pair of (five-card, two-card) classes, counted without setting them one by one.
//!
//! * A hand in which no suit holds five or more cards (the joker counted in every
//!   suit) can make no flush in any five of its cards, so its setting depends on its
//!   rank multiset alone (and the joker): the way's [`RankDecisions`] hold it.
//! * In a hand where a flush is possible exactly one suit holds five or more cards
//!   (with the joker), and the at most two cards of other suits can be in no flush:
//!   its setting depends on the rank mask of that suit, the ranks of the other cards
//!   and the joker, the suit itself being irrelevant: the way's
//!   [`flush_cases`](super::flush_cases).
//!
//! For a deck (any set of cards), the histogram is then (i) for every rank multiset,
//! the number of hands with those ranks, `prod_r C(cards of rank r, k_r)`, added to
//! the multiset's slot as if none could make a flush, and (ii) for every suit, every
//! rank mask of that suit present in the deck and every choice of the other cards'
//! ranks (their number of ways from the other suits), that number moved from the rank
//! multiset's slot to the flush case's cell. That is about 70,000 + 900,000 integer
//! additions instead of 53.5 million house ways, with the same result as setting every
//! hand: the tests compare the two hand by hand.

use super::flush_cases::{flush_cases, FlushCases, PairWays};
use crate::cards::{rank_of, Card, JOKER, RANKS};
use crate::eval::tables::{tables, Tables, HASH_SLOTS, RANK_KEYS};
use crate::eval::two_card;
use crate::paigow::house_way::decisions::{rank_decisions, RankDecisions};
use crate::paigow::house_way::HouseWay;

/// Number of Pai Gow high classes (1..=7463).
pub const HIGH_CLASSES: usize = 7463;
/// Number of two-card classes (1..=91).
pub const LOW_CLASSES: usize = two_card::CLASSES as usize;
/// Columns of a histogram row: low classes 0..=91 (0 unused).
pub const ROW: usize = LOW_CLASSES + 1;
/// Cells of a histogram: high classes 0..=7463 by low classes 0..=91.
pub const CELLS: usize = (HIGH_CLASSES + 1) * ROW;

/// `CHOOSE[n][k]` = C(n, k) for n, k <= 4.
pub(super) const CHOOSE: [[i64; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [1, 2, 1, 0, 0],
    [1, 3, 3, 1, 0],
    [1, 4, 6, 4, 1],
];

/// Histogram cell of a (high, low) class pair.
#[inline(always)]
pub fn cell(high: u16, low: u32) -> usize {
    high as usize * ROW + low as usize
}

/// A deck (any set of distinct cards) summarised for counting.
pub(crate) struct DeckCounts {
    /// Cards of each rank.
    pub per_rank: [u8; RANKS],
    /// Rank mask of each suit.
    pub suits: [u16; 4],
    pub joker: bool,
}

impl DeckCounts {
    pub fn new(deck: &[Card]) -> DeckCounts {
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

    /// Cards of each rank outside suit `suit`.
    pub fn others_of(&self, suit: usize) -> [i64; RANKS] {
        std::array::from_fn(|r| self.per_rank[r] as i64 - (self.suits[suit] >> r & 1) as i64)
    }

    /// Calls `f(slot, hands)` for every rank multiset of a hand of the deck (seven
    /// real cards; six and the joker): its perfect-hash slot and number of hands.
    pub fn for_each_multiset(&self, t: &Tables, mut f: impl FnMut(usize, i64)) {
        for_each_multiset(t, &self.per_rank, 7, &mut f);
        if self.joker {
            for_each_multiset(t, &self.per_rank, 6, &mut f);
        }
    }
}

/// Counts being summed: hands by rank-multiset slot that are to take the multiset's
/// setting, and hands by cell.
struct Tally {
    by_slot: Vec<i64>,
    cells: Vec<i64>,
}

/// Calls `f(slot, hands)` for every rank multiset of `k` cards that the deck's ranks
/// allow: its perfect-hash slot and its number of hands, `prod_r C(cards of rank r,
/// k_r)`.
pub(crate) fn for_each_multiset(
    t: &Tables,
    per_rank: &[u8; RANKS],
    k: usize,
    f: &mut impl FnMut(usize, i64),
) {
    fn go(
        t: &Tables,
        per_rank: &[u8; RANKS],
        k: usize,
        f: &mut impl FnMut(usize, i64),
        (pos, rank, sum, ways): (usize, usize, u32, i64),
    ) {
        if pos == k {
            f(t.index(sum), ways);
            return;
        }
        for (r, &key) in RANK_KEYS.iter().enumerate().skip(rank) {
            let have = per_rank[r] as usize;
            let take = have.min(k - pos);
            for (m, &choose) in CHOOSE[have].iter().enumerate().take(take + 1).skip(1) {
                let next = (pos + m, r + 1, sum + key * m as u32, ways * choose);
                go(t, per_rank, k, f, next);
            }
        }
    }
    go(t, per_rank, k, f, (0, 0, 0, 1));
}

/// Moves the hands of the deck in which suit `suit` can make a flush from their rank
/// multiset's count to their own cell.
fn add_flush_corrections(flush: &FlushCases, deck: &DeckCounts, suit: usize, tally: &mut Tally) {
    let ways = PairWays::new(&deck.others_of(suit));
    flush.for_each_within(deck.suits[suit], deck.joker, |cases| {
        for case in cases {
            let k = ways.of(case.others);
            if k != 0 {
                tally.cells[cell(case.high, case.low as u32)] += k;
                tally.by_slot[case.slot as usize] -= k;
            }
        }
    });
}

/// The histogram of a way's (high, low) classes over every 7-card hand of `deck`
/// (distinct cards, at least seven), indexed `high * 92 + low` (see the module docs).
/// Single-threaded: it takes a few milliseconds (rayon only added overhead), and so it
/// is also safe inside a lazily built table, where rayon is not (a worker waiting
/// there may steal a task that asks for the same table).
pub fn dealer_histogram(deck: &[Card], way: HouseWay) -> Vec<u32> {
    let t = tables();
    let counts = DeckCounts::new(deck);
    let decisions: &RankDecisions = rank_decisions(way);
    let flush = flush_cases(way);
    let mut tally = Tally {
        by_slot: vec![0; HASH_SLOTS],
        cells: vec![0; CELLS],
    };
    for suit in 0..4 {
        add_flush_corrections(flush, &counts, suit, &mut tally);
    }
    counts.for_each_multiset(t, |slot, ways| tally.by_slot[slot] += ways);
    let mut cells = tally.cells;
    for &slot in decisions.slots() {
        let k = tally.by_slot[slot as usize];
        if k != 0 {
            let (h, l) = decisions.classes_at(slot as usize);
            cells[cell(h, l)] += k;
        }
    }
    cells
        .into_iter()
        .map(|x| u32::try_from(x).expect("a count of hands is between 0 and C(53, 7)"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards;
    use rayon::prelude::*;

    /// The histogram by setting every hand of `deck` with the way.
    pub(crate) fn brute_histogram(deck: &[Card], way: HouseWay) -> Vec<u32> {
        let n = deck.len();
        (0..n)
            .into_par_iter()
            .map(|a| {
                let mut hist = vec![0u32; CELLS];
                let mut idx = [a, 0, 0, 0, 0, 0, 0];
                fn rec(
                    deck: &[Card],
                    way: HouseWay,
                    idx: &mut [usize; 7],
                    depth: usize,
                    hist: &mut [u32],
                ) {
                    if depth == 7 {
                        let hand = idx.map(|i| deck[i]);
                        let (h, l) = way.ranks(&hand);
                        hist[cell(h, l)] += 1;
                        return;
                    }
                    for i in idx[depth - 1] + 1..deck.len() {
                        idx[depth] = i;
                        rec(deck, way, idx, depth + 1, hist);
                    }
                }
                rec(deck, way, &mut idx, 1, &mut hist);
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
    fn full_deck_total() {
        let deck: Vec<Card> = (0..=JOKER).collect();
        let h = dealer_histogram(&deck, HouseWay::GOLDEN_NUGGET);
        let total: u64 = h.iter().map(|&x| x as u64).sum();
        assert_eq!(total, 154_143_080);
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
        for way in HouseWay::built_in() {
            for deck in &decks {
                cards::validate(deck, true).unwrap();
                assert_eq!(
                    dealer_histogram(deck, way),
                    brute_histogram(deck, way),
                    "{way:?} deck {deck:?}"
                );
            }
        }
    }

    /// Every one of the 53,524,680 dealer hands of one player hand set by each way
    /// (about 20 s on two cores).
    #[test]
    #[ignore = "slow: sets 53.5 million hands one by one"]
    fn histogram_equals_setting_every_dealer_hand() {
        for (way, text) in [
            (HouseWay::GOLDEN_NUGGET, "As Kd Qh 7c 7d 3s 2h"),
            (HouseWay::FOXWOODS, "Jk 9h Th Jh Qh 2h 2c"),
        ] {
            let hand = cards::parse_for_tests(text);
            let deck: Vec<Card> = (0..=JOKER).filter(|c| !hand.contains(c)).collect();
            let hist = dealer_histogram(&deck, way);
            assert_eq!(hist.iter().map(|&x| x as u64).sum::<u64>(), 53_524_680);
            assert_eq!(hist, brute_histogram(&deck, way), "{text}");
        }
    }
}
