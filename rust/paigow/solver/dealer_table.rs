//! 2-D prefix sums of a dealer histogram: win, push and loss counts of any player
//! setting in O(1); and the two dealer tables the solver uses, exact (the 46 cards the
//! player does not hold) and approximate (the full deck).

use super::histogram::{dealer_histogram, CELLS, HIGH_CLASSES, LOW_CLASSES, ROW};
use crate::cards::{Card, JOKER};
use crate::paigow::house_way::{HouseWay, PerWay};

/// A player setting `(ph, pl)` wins against the dealer hands with `dh < ph` and
/// `dl < pl`, loses against those with `dh >= ph` and `dl >= pl` (copies go to the
/// dealer), and pushes against the rest: three prefix-sum lookups.
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
        let loss = self.total + win - high_below - low_below;
        (win, self.total - win - loss, loss)
    }
}

/// The dealer table of the full 53-card deck set by a way (the approximate method),
/// built on first use in this process: about 15 ms once the way's rank and flush
/// tables (shared with the exact method, about 0.1 s) are there. Measured so; so it is
/// neither shipped nor cached on disk.
pub fn approx_table(way: HouseWay) -> &'static DealerTable {
    static TABLES: PerWay<DealerTable> = PerWay::new();
    TABLES.get_or_init(way, || {
        let deck: Vec<Card> = (0..=JOKER).collect();
        DealerTable::from_histogram(&dealer_histogram(&deck, way))
    })
}

/// The dealer table of the 46 cards that `hand` (seven valid cards) leaves, the dealer
/// setting by `way`.
pub fn exact_table(hand: &[Card; 7], way: HouseWay) -> DealerTable {
    let deck: Vec<Card> = (0..=JOKER).filter(|c| !hand.contains(c)).collect();
    DealerTable::from_histogram(&dealer_histogram(&deck, way))
}
