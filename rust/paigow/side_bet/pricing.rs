//! The exact price of a pay table over all 154,143,080 seven-card hands.
//!
//! Every event is blind to the names of the suits, so a hand's events are those of
//! its suit-isomorphism class ([`suit_classes`](crate::paigow::suit_classes)): the 6,972,147 classes are
//! classified once, on all cores, into a histogram of event sets (a few hundred
//! distinct sets, each with its exact number of hands), kept for the process. A pay
//! table is then priced from the histogram: each set is paid by the table's first
//! event in it. The events read from a house way's setting are read from the way the
//! histogram is built under, so there is one histogram a house way.

use std::collections::HashMap;
use std::ops::Range;
use std::sync::Mutex;

use rayon::prelude::*;

use super::{check_events, events_under, paid_line, Event, EventSet, EVENTS};
use crate::error::Result;
use crate::paigow::house_way::HouseWay;
use crate::paigow::suit_classes::groups;

/// Number of seven-card hands of the 53-card deck, C(53, 7).
pub const HANDS: u64 = 154_143_080;

/// An event-set histogram, in set order.
pub type Histogram = &'static [(EventSet, u64)];

/// The histograms of the process built so far, by [`HouseWay::index`].
static COUNTS: Mutex<Vec<Option<Histogram>>> = Mutex::new(Vec::new());

fn kept(way: HouseWay) -> Option<Histogram> {
    let counts = COUNTS.lock().unwrap_or_else(|e| e.into_inner());
    counts.get(way.index()).copied().flatten()
}

/// Every distinct event set of the seven-card hands under `way` with its number of
/// hands (in set order), built on first use on the current rayon pool (in one go: see
/// [`Classifying`] for a build in batches).
pub fn event_set_counts(way: HouseWay) -> Histogram {
    if let Some(counts) = kept(way) {
        return counts;
    }
    let mut c = Classifying::new(way);
    c.add(0..groups().len());
    c.finish()
}

/// Whether [`event_set_counts`] is built already for `way`.
pub fn classified(way: HouseWay) -> bool {
    kept(way).is_some()
}

/// The histogram of [`event_set_counts`] being built a range of `groups()` at a time
/// (so that a caller can stop between ranges); every group must be added once.
pub struct Classifying {
    way: HouseWay,
    counts: HashMap<EventSet, u64>,
}

impl Classifying {
    /// An empty histogram under `way`.
    pub fn new(way: HouseWay) -> Classifying {
        Classifying {
            way,
            counts: HashMap::new(),
        }
    }

    /// Classifies the groups `range` of `groups()`, on the current rayon pool.
    pub fn add(&mut self, range: Range<usize>) {
        let way = self.way;
        let part = groups()[range]
            .par_iter()
            .fold(HashMap::<EventSet, u64>::new, |mut m, g| {
                for c in g.classes() {
                    *m.entry(events_under(&c.hand, way)).or_default() += c.weight as u64;
                }
                m
            })
            .reduce(HashMap::new, merge);
        self.counts = merge(std::mem::take(&mut self.counts), part);
    }

    /// Keeps the histogram for the process (unless another thread built it first) and
    /// returns the process's histogram of the way.
    pub fn finish(self) -> Histogram {
        let mut counts = COUNTS.lock().unwrap_or_else(|e| e.into_inner());
        let i = self.way.index();
        if counts.len() <= i {
            counts.resize(i + 1, None);
        }
        counts[i].get_or_insert_with(|| {
            let mut v: Vec<(EventSet, u64)> = self.counts.into_iter().collect();
            v.sort_unstable();
            Vec::leak(v)
        })
    }
}

fn merge(mut a: HashMap<EventSet, u64>, b: HashMap<EventSet, u64>) -> HashMap<EventSet, u64> {
    for (k, v) in b {
        *a.entry(k).or_default() += v;
    }
    a
}

/// The exact counts of a pay table: hands paid by each line, and hands paid nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Price {
    pub hands: Vec<u64>,
    pub nothing: u64,
}

impl Price {
    /// The player's return per unit staked with pays `pays[i]` to 1 on line `i`, as
    /// an exact fraction (numerator, denominator [`HANDS`]).
    pub fn ev(&self, pays: &[u64]) -> (i128, u64) {
        let won: i128 = self
            .hands
            .iter()
            .zip(pays)
            .map(|(&h, &p)| h as i128 * p as i128)
            .sum();
        (won - self.nothing as i128, HANDS)
    }
}

/// The exact counts of the pay table with these events in order (checked), the
/// events read from a house way's setting read from `way`'s.
pub fn price(events: &[Event], way: HouseWay) -> Result<Price> {
    check_events(events)?;
    let mut hands = vec![0u64; events.len()];
    let mut nothing = 0;
    for &(set, n) in event_set_counts(way) {
        match paid_line(events, set) {
            Some(i) => hands[i] += n,
            None => nothing += n,
        }
    }
    Ok(Price { hands, nothing })
}

/// For every event, the number of hands qualifying for it under `way` (whatever else
/// they qualify for), in [`EVENTS`] order.
pub fn qualifying_counts(way: HouseWay) -> Vec<u64> {
    let mut out = vec![0u64; EVENTS.len()];
    for &(set, n) in event_set_counts(way) {
        for e in set.events() {
            out[e as usize] += n;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{rank_of, JOKER};
    use Event::*;

    const GN: HouseWay = HouseWay::GOLDEN_NUGGET;

    /// Pai Gow Mania's events, best first (also the middle of Emperor's Challenge's).
    const PAI_GOW_MANIA: [Event; 8] = [
        FiveAces,
        RoyalFlush,
        StraightFlush,
        FourOfAKind,
        FullHouse,
        Flush,
        ThreeOfAKind,
        Straight,
    ];

    fn counts(table: &[Event]) -> (Vec<u64>, u64) {
        let p = price(table, GN).unwrap();
        assert_eq!(p.hands.iter().sum::<u64>() + p.nothing, HANDS);
        (p.hands, p.nothing)
    }

    #[test]
    fn pai_gow_mania_counts() {
        let table = PAI_GOW_MANIA;
        let (hands, nothing) = counts(&table);
        assert_eq!(
            hands,
            [1_128, 26_132, 184_832, 307_472, 4_188_528, 6_172_088, 7_672_500, 11_034_204]
        );
        assert_eq!(nothing, 124_556_196);
        let (ev, total) = price(&table, GN)
            .unwrap()
            .ev(&[500, 250, 50, 25, 5, 4, 3, 2]);
        assert_eq!((ev as f64 / total as f64 * 1e6).round(), -63_667.0);
    }

    /// The Jackpot table; `at_least` reads "X plus pair" as "X or better behind".
    fn jackpot(at_least: bool) -> (Vec<u64>, u64) {
        let table = [
            NaturalRoyalPlusNaturalAces,
            FiveAcesPlusPair,
            RoyalFlushPlusPair,
            FiveAces,
            RoyalFlush,
            StraightFlushPlusPair,
            FourOfAKindPlusPair,
            StraightFlush,
            FourOfAKind,
            FullHousePlusPair,
            FlushPlusPair,
            StraightPlusPair,
            FullHouse,
            Flush,
            Straight,
            ThreeOfAKind,
        ];
        if !at_least {
            return counts(&table);
        }
        let ladder = [
            FiveAcesPlusPair,
            RoyalFlushPlusPair,
            StraightFlushPlusPair,
            FourOfAKindPlusPair,
            FullHousePlusPair,
            FlushPlusPair,
            StraightPlusPair,
        ];
        let mut hands = vec![0u64; table.len()];
        let mut nothing = 0;
        for &(set, n) in event_set_counts(GN) {
            let mut s = set;
            for (i, &e) in ladder.iter().enumerate() {
                if ladder[..=i].iter().any(|&f| set.contains(f)) {
                    s.insert(e);
                }
            }
            match paid_line(&table, s) {
                Some(i) => hands[i] += n,
                None => nothing += n,
            }
        }
        (hands, nothing)
    }

    #[test]
    fn jackpot_pai_gow_counts_either_reading() {
        let want = [
            12, 72, 1_560, 1_056, 24_560, 11_748, 57_648, 173_084, 249_824, 150_480, 489_260,
            1_155_536, 4_024_560, 5_631_420, 10_145_388, 7_470_676,
        ];
        for at_least in [false, true] {
            let (hands, nothing) = jackpot(at_least);
            assert_eq!(hands, want, "at_least {at_least}");
            assert_eq!(nothing, 124_556_196);
        }
        let pays = [
            20_000, 400, 200, 200, 100, 60, 40, 30, 20, 12, 8, 6, 6, 4, 3, 2,
        ];
        let p = Price {
            hands: jackpot(false).0,
            nothing: 124_556_196,
        };
        let (ev, total) = p.ev(&pays);
        assert_eq!((ev as f64 / total as f64 * 1e6).round(), -22_088.0);
    }

    #[test]
    fn qualifying_counts_match_the_categories() {
        let q = qualifying_counts(GN);
        assert_eq!(q[FiveAces as usize], 1_128);
        // Every hand with a pair of some rank (the joker an ace), and every hand.
        let pai_gow: u64 = (NineHighPaiGow as usize..=AceHighPaiGow as usize)
            .map(|i| q[i])
            .sum();
        assert_eq!(pai_gow, 24_780_420);
        assert_eq!(q[SevenCardStraightFlushNatural as usize], 4 * 8);
    }

    #[test]
    fn events_are_blind_to_suit_names() {
        let perms = [[1, 0, 2, 3], [3, 2, 1, 0], [1, 2, 3, 0]];
        for (g, way) in groups().iter().step_by(211).zip(
            [HouseWay::GOLDEN_NUGGET, HouseWay::FOXWOODS]
                .into_iter()
                .cycle(),
        ) {
            for c in g.classes() {
                let want = events_under(&c.hand, way);
                for p in &perms {
                    let h = c.hand.map(|x| {
                        if x == JOKER {
                            x
                        } else {
                            rank_of(x) * 4 + p[(x & 3) as usize]
                        }
                    });
                    assert_eq!(events_under(&h, way), want, "{:?}", c.hand);
                }
            }
        }
    }

    #[test]
    fn classifying_in_ranges_gives_the_histogram() {
        let n = groups().len();
        let mut c = Classifying::new(GN);
        for range in [0..n / 3, n / 3..n / 3, n / 3..n - 1, n - 1..n] {
            c.add(range);
        }
        let mut v: Vec<(EventSet, u64)> = c.counts.into_iter().collect();
        v.sort_unstable();
        assert_eq!(v, event_set_counts(GN));
    }

    #[test]
    fn emperors_challenge_counts() {
        let table = [
            &[SevenCardStraightFlushNatural, SevenCardStraightFlushJoker][..],
            &PAI_GOW_MANIA,
            &[NineHighPaiGow, TenHighPaiGow, JackHighPaiGow],
        ]
        .concat();
        let (hands, nothing) = counts(&table);
        assert_eq!(
            hands,
            [
                32, 196, 1_128, 26_092, 184_644, 307_472, 4_188_528, 6_172_088, 7_672_500,
                11_034_204, 31_080, 248_640, 963_480
            ]
        );
        assert_eq!(nothing, 123_312_996);
        let pays = [5_000, 1_000, 500, 150, 50, 25, 5, 4, 3, 2, 40, 5, 2];
        let (ev, total) = price(&table, GN).unwrap().ev(&pays);
        assert_eq!((ev as f64 / total as f64 * 1e6).round(), -41_714.0);
    }

    #[test]
    fn the_natural_royal_match_and_the_low_hand_of_each_way() {
        let q = qualifying_counts(GN);
        // A royal flush (the joker may be in it) and a natural A-K of another suit:
        // 4 x 3 natural royals and 20 x 3 with the joker.
        assert_eq!(q[RoyalMatchNatural as usize], 72);
        assert_eq!(q[RoyalMatch as usize], 84);
        for way in HouseWay::built_in() {
            let nine = qualifying_counts(way)[LowHandNineOrLess as usize];
            assert!(
                5_000_000 < nine && nine < 12_000_000,
                "{} {nine}",
                way.name()
            );
            let same = |e: Event| qualifying_counts(way)[e as usize] == q[e as usize];
            assert!(EVENTS
                .iter()
                .filter(|e| !e.depends_on_way())
                .all(|&e| same(e)));
        }
    }
}
