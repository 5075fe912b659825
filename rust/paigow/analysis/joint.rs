//! The main bet's counts by the side-bet events of the player's seven cards: what the
//! covariance of the main bet and a side bet on the player's hand needs.
//!
//! A side bet's pay depends only on the player's seven cards, and its events are
//! blind to the names of the suits, so a suit-isomorphism class has one event set
//! ([`events_under`]). Each class is valued as the analysis values it
//! ([`Analysis::settle`]) and its counts are added to its event set's row: summed over
//! the rows, a chunk's joint counts are its record's house and optimal counts, and
//! any pay table's joint distribution with the main bet follows from the rows by
//! paying each row's event set as the table pays it.

use std::collections::BTreeMap;

use rayon::prelude::*;

use super::{chunk_groups, Analysis, Counts};
use crate::error::Result;
use crate::paigow::house_way::HouseWay;
use crate::paigow::side_bet::{events_under, EventSet};
use crate::paigow::suit_classes::Group;

/// The house-way player's and the optimal player's counts, by event set.
pub type Joint = BTreeMap<EventSet, (Counts, Counts)>;

impl Analysis {
    /// The joint counts of chunk `index`, the events read from the seven cards (those
    /// read from a house way's setting from `way`'s), on the current rayon pool.
    pub fn joint_chunk(&self, index: usize, way: HouseWay) -> Result<Joint> {
        Ok(self.joint_groups(chunk_groups(index)?, way))
    }

    /// The joint counts of some groups, on the current rayon pool.
    pub fn joint_groups(&self, groups: &[Group], way: HouseWay) -> Joint {
        groups
            .par_iter()
            .with_max_len(1)
            .map(|g| self.joint_group(g, way))
            .reduce(Joint::new, merge)
    }

    /// The joint counts of one group.
    pub fn joint_group(&self, g: &Group, way: HouseWay) -> Joint {
        let mut joint = Joint::new();
        self.meet_classes(g, &g.classes(), |class, options, meetings, seen| {
            let s = self.settle(class, options, meetings, seen);
            let row = joint.entry(events_under(&class.hand, way)).or_default();
            row.0 += s.house;
            row.1 += s.optimal;
        });
        joint
    }
}

fn merge(mut a: Joint, b: Joint) -> Joint {
    for (set, (h, o)) in b {
        let row = a.entry(set).or_default();
        row.0 += h;
        row.1 += o;
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::suit_classes::groups;

    #[test]
    fn the_joint_rows_sum_to_the_record_and_the_hands_to_the_event_sets() {
        let a = Analysis::new(HouseWay::GOLDEN_NUGGET, HouseWay::FOXWOODS, 0.05).unwrap();
        for g in groups().iter().step_by(9_001) {
            let joint = a.joint_group(g, HouseWay::GOLDEN_NUGGET);
            let record = a.group(g);
            let (mut h, mut o) = (Counts::default(), Counts::default());
            for (set, (rh, ro)) in &joint {
                h += *rh;
                o += *ro;
                let hands: u64 = g
                    .classes()
                    .iter()
                    .filter(|c| events_under(&c.hand, HouseWay::GOLDEN_NUGGET) == *set)
                    .map(|c| c.weight as u64)
                    .sum();
                assert_eq!((rh.hands, ro.hands), (hands, hands));
            }
            assert_eq!((h, o), (record.house, record.optimal), "{g:?}");
        }
    }
}
