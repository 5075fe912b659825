//! Approximate solving (card removal ignored) by rank multiset.
//!
//! For the approximate method the dealer table does not depend on the player's hand,
//! and a hand in which no suit holds five cards (with the joker) values its 21
//! settings by its ranks alone (as for the dealer, see
//! [`decisions`](crate::paigow::house_way::decisions)). So [`ApproxSolver`] finds the
//! best setting of each of the 67,600 rank multisets once per (way, commission), on a
//! representative hand (about 0.05 s), and answers such hands (93% of all) by one
//! lookup at the multiset's perfect-hash slot; the others take the full valuation (21
//! settings, three prefix-sum lookups each).

use std::sync::{Arc, Mutex};

use super::dealer_table::approx_table;
use super::{best_with_table, ev_of, setting_classes, DEFAULT_COMMISSION};
use crate::cards::{rank_of, Card, JOKER, RANKS};
use crate::eval::tables::{tables, zeroed, HandKey, HASH_SLOTS};
use crate::paigow::house_way::decisions::representatives;
use crate::paigow::house_way::{HouseWay, PerWay};
use crate::paigow::setting::LOW_POSITIONS;

/// Front "rank" of the joker in an [`ApproxSolver`] entry (real ranks are 0..13).
const JOKER_FRONT: u32 = RANKS as u32;

/// The front code of a card in an entry: its rank, or [`JOKER_FRONT`].
#[inline(always)]
fn front_code(c: Card) -> u32 {
    if c == JOKER {
        JOKER_FRONT
    } else {
        rank_of(c) as u32
    }
}

/// The approximate method's best setting of every hand that can make no flush, by rank
/// multiset, for one dealer way and commission. An entry is kept only when one setting
/// alone has the best value: then its front ranks name a single pair of cards of the
/// hand, and the full valuation ([`best_with_table`]) would choose the same. Hands
/// with a possible flush, and the multisets whose best value is shared (where the tie
/// rules need the house way), take the full valuation.
pub struct ApproxSolver {
    way: HouseWay,
    commission: f64,
    /// At each multiset's slot: `high << 15 | low << 8 | front code 1 << 4 | front
    /// code 2`, 0 for no entry.
    by_ranks: Box<[u32; HASH_SLOTS]>,
}

impl ApproxSolver {
    fn build(way: HouseWay, commission: f64) -> ApproxSolver {
        let t = tables();
        let table = approx_table(way);
        let jobs: Vec<[Card; 7]> = representatives().collect();
        let entry = |hand: &[Card; 7]| -> u32 {
            let classes = setting_classes(hand);
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
            let (high, low, _) = classes[k];
            (high as u32) << 15 | low << 8 | front_code(hand[i]) << 4 | front_code(hand[j])
        };
        let mut by_ranks: Box<[u32; HASH_SLOTS]> = zeroed();
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
                            .map(|hand| (t.index(HandKey::of(hand).rank_sum()), entry(hand)))
                            .collect()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a solver worker"))
                .collect()
        });
        for (slot, e) in parts.into_iter().flatten() {
            by_ranks[slot] = e;
        }
        ApproxSolver {
            way,
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
        self.by_ranks_of(hand).unwrap_or_else(|| {
            best_with_table(hand, approx_table(self.way), self.commission, self.way)
        })
    }

    /// The entry of a hand without a possible flush, if its multiset has one.
    #[inline]
    fn by_ranks_of(&self, hand: &[Card; 7]) -> Option<((usize, usize), u16, u32)> {
        let key = HandKey::of(hand);
        if key.flush_ranks().is_some() {
            return None;
        }
        let e = self.by_ranks[tables().index(key.rank_sum())];
        if e == 0 {
            return None;
        }
        let (r1, r2) = (e >> 4 & 15, e & 15);
        let i = hand.iter().position(|&c| front_code(c) == r1)?;
        let j = (0..7).find(|&j| j != i && front_code(hand[j]) == r2)?;
        Some(((i.min(j), i.max(j)), (e >> 15) as u16, e >> 8 & 0x7F))
    }
}

/// The [`ApproxSolver`] of a dealer way and commission: built on first use (about
/// 0.1 s), each way's default-commission solver kept for the process, a few others
/// kept too.
pub fn approx_solver(way: HouseWay, commission: f64) -> Arc<ApproxSolver> {
    static DEFAULT: PerWay<Arc<ApproxSolver>> = PerWay::new();
    static OTHERS: Mutex<Vec<Arc<ApproxSolver>>> = Mutex::new(Vec::new());
    if commission.to_bits() == DEFAULT_COMMISSION.to_bits() {
        return DEFAULT
            .get_or_init(way, || Arc::new(ApproxSolver::build(way, commission)))
            .clone();
    }
    let mut others = OTHERS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(s) = others
        .iter()
        .find(|s| s.way == way && s.commission.to_bits() == commission.to_bits())
    {
        return s.clone();
    }
    let s = Arc::new(ApproxSolver::build(way, commission));
    if others.len() >= 8 {
        others.remove(0);
    }
    others.push(s.clone());
    s
}

/// The (high, low) classes of the approximately best setting of a valid hand against
/// a dealer playing `way`, at the default 5% commission: the `optimal` strategy of the
/// simulation.
#[inline]
pub fn approx_best_ranks(way: HouseWay, hand: &[Card; 7]) -> (u16, u32) {
    static SOLVERS: PerWay<Arc<ApproxSolver>> = PerWay::new();
    let (_, high, low) = SOLVERS
        .get_or_init(way, || approx_solver(way, DEFAULT_COMMISSION))
        .best(hand);
    (high, low)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::house_way::test_support::random_hands;

    #[test]
    fn by_ranks_equals_the_full_valuation() {
        let hands = random_hands(0x2545_F491_4F6C_DD1D, 200_000);
        for way in HouseWay::built_in() {
            for commission in [DEFAULT_COMMISSION, 0.0, 0.1] {
                let solver = approx_solver(way, commission);
                let mut shortcuts = 0;
                for hand in &hands {
                    let full = best_with_table(hand, approx_table(way), commission, way);
                    assert_eq!(solver.best(hand), full, "{way:?} {hand:?}");
                    shortcuts += solver.by_ranks_of(hand).is_some() as u32;
                }
                // Most hands take the shortcut.
                assert!(shortcuts > 150_000, "{shortcuts}");
            }
        }
    }
}
