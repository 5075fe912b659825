//! The generation of a rule's tables (once, at first use; deterministic): the class
//! keys of every five-card hand of the short deck sorted in the rule's order, then the
//! best class of every rank multiset of five to seven ranks and of every suit's mask.

use super::{Rule, RuleTables, CLASSES};
use crate::cards::{RANKS, SHORT_DECK_LOWEST};
use crate::eval::classes::{self, Wheel};
use crate::eval::tables::{best_of_five_subsets, zeroed, Tables, MASKS, RANK_KEYS};

/// Whether a rank multiset holds only short-deck ranks.
fn short(counts: &[u8; RANKS]) -> bool {
    counts[..SHORT_DECK_LOWEST as usize].iter().all(|&c| c == 0)
}

/// Whether a 13-bit rank mask holds only short-deck ranks.
fn short_mask(mask: u32) -> bool {
    mask & ((1 << SHORT_DECK_LOWEST) - 1) == 0
}

/// The short deck's class key of five cards (rank counts, whether suited).
fn key(counts: &[u8; RANKS], flush: bool) -> u32 {
    classes::high_key(counts, flush, Wheel::ShortDeck)
}

/// The distinct class keys of all five-card short-deck hands, in the rule's order.
fn sorted_classes(rule: Rule) -> Vec<u32> {
    let mut keys: Vec<u32> = classes::rank_multisets(5, 4)
        .iter()
        .filter(|c| short(c))
        .map(|c| key(c, false))
        .collect();
    keys.extend(
        (0u32..1 << RANKS)
            .filter(|&m| m.count_ones() == 5 && short_mask(m))
            .map(|m| key(&classes::mask_counts(m), true)),
    );
    keys.sort_unstable_by_key(|&k| rule.sort_key(k));
    keys.dedup();
    assert_eq!(keys.len(), CLASSES as usize, "short-deck classes");
    keys
}

/// The tables of `rule`, on the perfect hash of `t`.
pub(super) fn rule_tables(t: &Tables, rule: Rule) -> RuleTables {
    let sorted = sorted_classes(rule);
    let by_sort_key: Vec<u32> = sorted.iter().map(|&k| rule.sort_key(k)).collect();
    let number = |key: u32| -> u16 {
        let i = by_sort_key
            .binary_search(&rule.sort_key(key))
            .expect("a short-deck class");
        i as u16 + 1
    };
    let mut ranks = zeroed();
    let rank_sum =
        |c: &[u8; RANKS]| -> u32 { c.iter().zip(RANK_KEYS).map(|(&n, k)| n as u32 * k).sum() };
    // Smallest first, so that a multiset's one-smaller sub-multisets are filled.
    for n in 5..=7 {
        for counts in classes::rank_multisets(n, 4).iter().filter(|c| short(c)) {
            let i = t.index(rank_sum(counts));
            ranks[i] = if n == 5 {
                number(key(counts, false))
            } else {
                (0..RANKS)
                    .filter(|&r| counts[r] > 0)
                    .map(|r| ranks[t.index(rank_sum(counts) - RANK_KEYS[r])])
                    .max()
                    .unwrap_or(0)
            };
        }
    }
    let best = best_of_five_subsets(|m| {
        if short_mask(m) {
            number(key(&classes::mask_counts(m), true))
        } else {
            0
        }
    });
    let mut flush: Box<[u16; MASKS]> = zeroed();
    flush.copy_from_slice(&best);
    RuleTables {
        ranks,
        flush,
        classes: std::iter::once(0).chain(sorted).collect(),
    }
}
