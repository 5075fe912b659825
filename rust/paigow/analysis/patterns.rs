//! The optimal house way against a dealer's way: the best strategy a house way can
//! express, one setting per pattern a house way is tabulated on
//! ([`tabulated::patterns`]), chosen by exact value against the dealer's way summed over
//! every hand of the pattern (ties to the dealer's way's setting, as `solve` ties).
//!
//! Every pattern lies inside one group (its rank multiset and joker), so a group's
//! classes, valued on their 21 settings as the analysis values them, are summed per
//! pattern: a class's fronts are mapped to the pattern's by their codes
//! ([`tabulated::front_codes`]: alike hands' fronts of one code are one setting of the
//! pattern). Each pattern then gets its best setting and the exact counts of it and of
//! the player's way's setting, so summing chunks prices the optimal house way exactly,
//! with the ordinary record of the same classes beside it.

use std::collections::HashMap;

use rayon::prelude::*;

use super::{chunk_groups, weighted, Analysis, Counts, Record};
use crate::error::Result;
use crate::eval::tables::tables;
use crate::paigow::house_way::tabulated::{front_codes, pattern_hands, pattern_index};
use crate::paigow::setting::LOW_POSITIONS;
use crate::paigow::solver::buckets::Meeting;
use crate::paigow::solver::{choose_best, option_index, setting_classes, DEALER_HANDS};
use crate::paigow::suit_classes::{Class, Group};

/// One pattern's best setting and what it and the player's way's setting meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatternChoice {
    /// Index in [`tabulated::patterns`](crate::paigow::house_way::tabulated::patterns).
    pub pattern: u32,
    /// The best front, as positions (`i < j`) in the pattern's hand: the player's
    /// way's own front where it is the way's setting.
    pub front: (u8, u8),
    /// The rule of the player's way that sets the pattern.
    pub rule: u8,
    /// The best setting's counts over the pattern's hands.
    pub chosen: Counts,
    /// The player's way's setting's counts over the pattern's hands.
    pub house: Counts,
}

/// A pattern's 21 fronts summed over the classes of it seen so far.
struct Sums {
    /// The pattern's hand's front codes.
    codes: [u16; 21],
    /// By front of the pattern's hand; only the first front of each code is added to.
    counts: [Counts; 21],
    /// The pattern's hands seen so far.
    hands: u64,
    /// The fronts added to (each class of the pattern adds to the same ones).
    fronts: Option<u32>,
}

impl Sums {
    fn new(pattern: usize) -> Sums {
        Sums {
            codes: front_codes(&pattern_hands()[pattern]),
            counts: [Counts::default(); 21],
            hands: 0,
            fronts: None,
        }
    }

    /// The first front of the pattern's hand with `code`.
    fn front_of(&self, code: u16) -> usize {
        self.codes
            .iter()
            .position(|&c| c == code)
            .expect("alike hands have the same fronts")
    }

    /// Adds a class: each of its legal fronts once per code, at the pattern's front.
    fn add(&mut self, class: &Class, options: &[(u16, u32, bool); 21], meetings: &[Meeting; 21]) {
        let codes = front_codes(&class.hand);
        self.hands += class.weight as u64;
        let mut added = 0u32;
        for k in (0..21).filter(|&k| options[k].2) {
            let at = self.front_of(codes[k]);
            if added >> at & 1 == 0 {
                added |= 1 << at;
                self.counts[at] += weighted(class.weight as u64, &meetings[k]);
            }
        }
        assert_eq!(
            *self.fronts.get_or_insert(added),
            added,
            "alike hands have the same legal fronts"
        );
    }
}

/// The patterns of chunk `index` and their hands (by pattern), known without
/// counting a deal: what its pattern choices must hold.
pub fn chunk_pattern_hands(index: usize) -> Result<Vec<(u32, u64)>> {
    let t = tables();
    let mut hands: HashMap<u32, u64> = HashMap::new();
    for g in chunk_groups(index)? {
        for c in g.classes() {
            *hands.entry(pattern_index(t, &c.hand) as u32).or_default() += c.weight as u64;
        }
    }
    let mut out: Vec<(u32, u64)> = hands.into_iter().collect();
    out.sort_unstable();
    Ok(out)
}

impl Analysis {
    /// The record of chunk `index` and the choice of each of its patterns (by pattern).
    pub fn chunk_patterns(&self, index: usize) -> Result<(Record, Vec<PatternChoice>)> {
        let rules = self.player.rules().len();
        let (record, mut choices) = chunk_groups(index)?
            .par_iter()
            .with_max_len(1)
            .map(|g| self.group_patterns(g))
            .reduce(
                || (Record::new(rules), Vec::new()),
                |(a, mut x), (b, y)| {
                    x.extend(y);
                    (a + b, x)
                },
            );
        choices.sort_unstable_by_key(|c| c.pattern);
        Ok((record, choices))
    }

    /// The record of one group and the choice of each of its patterns.
    pub fn group_patterns(&self, g: &Group) -> (Record, Vec<PatternChoice>) {
        let t = tables();
        let mut record = Record::new(self.player.rules().len());
        let mut sums: HashMap<usize, Sums> = HashMap::new();
        self.meet_classes(g, &g.classes(), |class, options, meetings, seen| {
            self.count_class(&mut record, class, options, meetings, seen);
            let p = pattern_index(t, &class.hand);
            sums.entry(p)
                .or_insert_with(|| Sums::new(p))
                .add(class, options, meetings);
        });
        let choices = sums.iter().map(|(&p, s)| self.choose(p, s)).collect();
        (record, choices)
    }

    /// A pattern's best setting (ties to the dealer's way's) and the player's way's.
    fn choose(&self, pattern: usize, s: &Sums) -> PatternChoice {
        let hand = &pattern_hands()[pattern];
        let mut options = setting_classes(hand);
        // The fronts the classes added to: the legal ones, each code's first (a front of
        // a code seen before is the same setting).
        let fronts = s.fronts.expect("a pattern has a class");
        for (k, option) in options.iter_mut().enumerate() {
            let added = fronts >> k & 1 == 1;
            let first = s.front_of(s.codes[k]) == k;
            assert_eq!(
                option.2 && first,
                added,
                "alike hands have the same legal fronts"
            );
            option.2 = added;
        }
        let outcomes = s.counts.map(|c| (c.wins, c.losses));
        let dealer = || s.front_of(s.codes[option_index(self.dealer.positions(hand))]);
        let best = choose_best(
            &options,
            &outcomes,
            s.hands * DEALER_HANDS,
            self.commission,
            dealer,
        );
        let decision = self.player.decide(tables(), hand);
        let house = s.front_of(s.codes[option_index(decision.front)]);
        // The same setting as the way's: the way's front, as its table has it.
        let (i, j) = if best == house {
            decision.front
        } else {
            LOW_POSITIONS[best]
        };
        PatternChoice {
            pattern: pattern as u32,
            front: (i as u8, j as u8),
            rule: decision.rule,
            chosen: s.counts[best],
            house: s.counts[house],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::house_way::HouseWay;
    use crate::paigow::suit_classes::groups;

    #[test]
    fn a_groups_patterns_sum_to_its_record_and_beat_the_way() {
        for way in HouseWay::built_in() {
            let a = Analysis::new(way, way, 0.05).unwrap();
            for g in groups().iter().step_by(9_001) {
                let (record, choices) = a.group_patterns(g);
                assert_eq!(record, a.group(g));
                let mut house = Counts::default();
                for c in &choices {
                    house += c.house;
                    assert_eq!(c.chosen.hands, c.house.hands);
                    let value = |x: &Counts| 0.95 * x.wins as f64 - x.losses as f64;
                    assert!(value(&c.chosen) >= value(&c.house), "{c:?}");
                }
                assert_eq!(house, record.house, "{way:?} {g:?}");
            }
        }
    }
}
