//! Showdowns counted by who wins: each sample adds one to the count of its set of
//! high winners and set of low winners (none when no low qualifies), and the pot's
//! shares are worked out once per set at the end, instead of for every player of
//! every sample.

use crate::equity::estimate::{Estimate, WholeSums};
use crate::equity::showdown::{settle, Share, Values};

/// Most players whose winner sets are counted: `2^(players * halves)` counts, a
/// high-only game counting one set and a split-pot game two.
const MAX_BITS: usize = 10;

/// The counts of a chunk's showdowns by their winners.
#[derive(Clone, Debug)]
pub struct WinnerCounts {
    players: usize,
    hi_lo: bool,
    /// By `high winners | low winners << players`.
    counts: Vec<u64>,
}

impl WinnerCounts {
    /// None when the winner sets have too many bits to count.
    pub fn new(players: usize, hi_lo: bool) -> Option<Self> {
        let bits = if hi_lo { 2 * players } else { players };
        (bits <= MAX_BITS).then(|| WinnerCounts {
            players,
            hi_lo,
            counts: vec![0; 1 << bits],
        })
    }

    /// Counts a showdown of these values.
    #[inline(always)]
    pub fn record(&mut self, values: &[Values]) {
        let (mut best_high, mut high) = (0, 0usize);
        let (mut best_low, mut low) = (0, 0usize);
        for (i, v) in values.iter().enumerate() {
            let bit = 1 << i;
            high = if v.high > best_high { 0 } else { high }
                | if v.high >= best_high { bit } else { 0 };
            best_high = best_high.max(v.high);
            if self.hi_lo {
                low = if v.low > best_low { 0 } else { low }
                    | if v.low >= best_low { bit } else { 0 };
                best_low = best_low.max(v.low);
            }
        }
        if best_low == 0 {
            low = 0;
        }
        let last = self.counts.len() - 1;
        self.counts[(high | low << self.players) & last] += 1;
    }

    /// Adds the counted showdowns to `est`.
    pub fn add_to(&self, est: &mut Estimate) {
        let n = self.players;
        let mut whole = WholeSums::default();
        let mut values = [Values::default(); 10];
        let mut shares = [Share::default(); 10];
        for (index, &times) in self.counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
            // Values that settle as these winners: 2 for a winner, 1 otherwise.
            let (high, low) = (index & ((1 << n) - 1), index >> n);
            for (p, v) in values[..n].iter_mut().enumerate() {
                v.high = 1 + (high >> p & 1) as u16;
                v.low = if low == 0 {
                    0
                } else {
                    1 + (low >> p & 1) as u16
                };
            }
            settle(&values[..n], &mut shares[..n]);
            whole.record_times(&shares[..n], times);
        }
        whole.add_to(est);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::rng::Xoshiro256pp;

    #[test]
    fn counts_by_winners_give_the_sums_of_every_showdown_settled() {
        let mut rng = Xoshiro256pp::seeded(11, 0);
        for (n, hi_lo) in [(2, true), (3, true), (5, true), (6, false), (10, false)] {
            let mut counts = WinnerCounts::new(n, hi_lo).unwrap();
            let mut whole = WholeSums::default();
            let mut shares = [Share::default(); 10];
            for _ in 0..5_000 {
                let values: Vec<Values> = (0..n)
                    .map(|_| Values {
                        high: 1 + rng.below(4) as u16,
                        low: if hi_lo { rng.below(3) as u16 } else { 0 },
                    })
                    .collect();
                counts.record(&values);
                settle(&values, &mut shares[..n]);
                whole.record(&shares[..n]);
            }
            let blank = || Estimate {
                players: vec![Default::default(); n],
                ..Estimate::default()
            };
            let (mut a, mut b) = (blank(), blank());
            counts.add_to(&mut a);
            whole.add_to(&mut b);
            assert_eq!(a, b, "{n} players, hi-lo {hi_lo}");
        }
        assert!(WinnerCounts::new(6, true).is_none());
    }
}
