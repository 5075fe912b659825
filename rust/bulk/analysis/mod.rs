//! The exact value of the whole game: every deal of a player's seven cards and a
//! dealer's seven of the other 46 (C(53,7) x C(46,7) = 8,250,459,031,214,400 deals),
//! counted in integers, for a dealer's house way, the player's house way and the
//! optimal player at once.
//!
//! Player hands are counted by suit-isomorphism class ([`classes`]), a group of
//! classes of one rank multiset at a time: the dealer's hands that a group's hands
//! leave are counted with buckets at the group's player thresholds (`solver::buckets`),
//! the rank part once for the group and each suit's flush part once per rank mask the
//! player holds in that suit, so a class costs a few sums instead of a histogram. Each
//! class's 21 settings are then valued exactly, the house way's and the optimal one
//! (by exact value against the dealer's way, ties to the dealer's way's setting as in
//! `solve`) taken, and weighted by the class's size.
//!
//! The work is [`chunk_count`] fixed, numbered chunks of consecutive groups; a chunk's
//! [`Record`] is exact integers, so chunks can be run anywhere, in any order, and
//! summed: the result does not depend on threads, engines or machines.

pub mod classes;
pub mod record;

use std::collections::HashMap;

use rayon::prelude::*;

pub use classes::{groups, Class, Group};
pub use record::{Counts, Record};

use crate::error::{Error, Result};
use crate::eval::tables::tables;
use crate::paigow::house_way::HouseWay;
use crate::paigow::solver::buckets::{Buckets, Corners, Dealer, Folded, Meeting};
use crate::paigow::solver::{
    check_commission, choose_best, option_index, setting_classes, DEALER_HANDS,
};

/// Groups per chunk. Fixed: it numbers the chunks of every results directory.
pub const CHUNK_GROUPS: usize = 100;

/// Number of chunks of the whole game (676).
pub fn chunk_count() -> usize {
    groups().len().div_ceil(CHUNK_GROUPS)
}

/// What is counted: the dealer's way, the house-way player's way, the commission
/// (which decides the optimal player's choices).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Analysis {
    pub dealer: HouseWay,
    pub player: HouseWay,
    pub commission: f64,
}

impl Analysis {
    /// Checks the commission.
    pub fn new(dealer: HouseWay, player: HouseWay, commission: f64) -> Result<Analysis> {
        check_commission(commission)?;
        Ok(Analysis {
            dealer,
            player,
            commission,
        })
    }

    /// The record of chunk `index` (its groups on the current rayon pool).
    pub fn chunk(&self, index: usize) -> Result<Record> {
        let n = chunk_count();
        if index >= n {
            return Err(Error::Argument(format!(
                "chunk {index} is not a chunk of the analysis (0 to {})",
                n - 1
            )));
        }
        let all = groups();
        let range = index * CHUNK_GROUPS..((index + 1) * CHUNK_GROUPS).min(all.len());
        Ok(self.groups(&all[range]))
    }

    /// The record of some groups, on the current rayon pool.
    pub fn groups(&self, groups: &[Group]) -> Record {
        let rules = self.player.rules().len();
        groups
            .par_iter()
            .with_max_len(1)
            .map(|g| self.group(g))
            .reduce(|| Record::new(rules), |a, b| a + b)
    }

    /// The record of one group of player hands.
    pub fn group(&self, g: &Group) -> Record {
        let classes = g.classes();
        self.classes(g, &classes)
    }

    /// The record of some classes of one group.
    pub fn classes(&self, g: &Group, classes: &[Class]) -> Record {
        let t = tables();
        let settings: Vec<_> = classes.iter().map(|c| setting_classes(&c.hand)).collect();
        let b = Buckets::new(
            settings.iter().flatten().map(|s| s.0),
            settings.iter().flatten().map(|s| s.1),
        );
        let dealer = Dealer::new(self.dealer, &g.ranks, g.joker);
        let base = Folded::new(&b, dealer.rank_part(&b));
        let mut suits: HashMap<u16, Folded<'_>> = HashMap::new();
        let mut record = Record::new(self.player.rules().len());
        for (class, options) in classes.iter().zip(&settings) {
            for &m in &class.masks {
                suits
                    .entry(m)
                    .or_insert_with(|| Folded::new(&b, dealer.suit_part(&b, m)));
            }
            let mut meetings = [Meeting::default(); 21];
            let mut outcomes = [(0u64, 0u64); 21];
            for (k, &(high, low, legal)) in options.iter().enumerate() {
                if !legal {
                    continue;
                }
                let mut c: Corners = base.corners(high, low);
                for m in &class.masks {
                    c += suits[m].corners(high, low);
                }
                meetings[k] = c.meeting();
                outcomes[k] = (meetings[k].wins, meetings[k].losses);
            }
            let decision = self.player.decide(t, &class.hand);
            let house = option_index(decision.front);
            let optimal = choose_best(options, &outcomes, DEALER_HANDS, self.commission, || {
                option_index(self.dealer.positions(&class.hand))
            });
            let w = class.weight as u64;
            let weighted = |m: &Meeting| Counts {
                hands: w,
                wins: w * m.wins,
                pushes: w * m.pushes,
                losses: w * m.losses,
                high_copies: w * m.high_copies,
                low_copies: w * m.low_copies,
                both_copies: w * m.both_copies,
            };
            let (h, o) = (weighted(&meetings[house]), weighted(&meetings[optimal]));
            record.classes += 1;
            record.house += h;
            record.optimal += o;
            let rule = &mut record.by_rule[decision.rule as usize];
            rule.0 += h;
            rule.1 += o;
        }
        record
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::solver::{solve, Method};

    #[test]
    fn a_group_counts_as_solving_its_classes_one_by_one() {
        for (way, step) in [(HouseWay::GoldenNugget, 4_001), (HouseWay::Foxwoods, 5_003)] {
            let a = Analysis::new(way, way, 0.05).unwrap();
            for g in groups().iter().step_by(step) {
                let got = a.group(g);
                let mut want = Record::new(way.rules().len());
                for c in g.classes() {
                    let s = solve(&c.hand, Method::Exact, 0.05, way).unwrap();
                    let w = c.weight as u64;
                    let counts = |k: usize| {
                        let o = s.options[k];
                        Counts {
                            hands: w,
                            wins: w * o.wins,
                            pushes: w * o.pushes,
                            losses: w * o.losses,
                            ..Default::default()
                        }
                    };
                    let (h, o) = (counts(s.house), counts(s.best));
                    want.classes += 1;
                    want.house += h;
                    want.optimal += o;
                    let rule = way.decide(tables(), &c.hand).rule as usize;
                    want.by_rule[rule].0 += h;
                    want.by_rule[rule].1 += o;
                }
                let strip = |r: &Record| {
                    let mut r = r.clone();
                    for c in [&mut r.house, &mut r.optimal]
                        .into_iter()
                        .chain(r.by_rule.iter_mut().flat_map(|(a, b)| [a, b]))
                    {
                        c.high_copies = 0;
                        c.low_copies = 0;
                        c.both_copies = 0;
                    }
                    r
                };
                assert_eq!(strip(&got), want, "{way:?} {g:?}");
            }
        }
    }

    #[test]
    fn chunks_cover_the_groups() {
        assert_eq!(chunk_count(), 676);
        let a = Analysis::new(HouseWay::GoldenNugget, HouseWay::GoldenNugget, 0.05).unwrap();
        assert!(matches!(a.chunk(676), Err(Error::Argument(_))));
        assert!(Analysis::new(HouseWay::GoldenNugget, HouseWay::GoldenNugget, 1.0).is_err());
    }
}
