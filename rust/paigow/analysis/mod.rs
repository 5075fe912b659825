//! The exact value of the whole game: every deal of a player's seven cards and a
//! dealer's seven of the other 46 (C(53,7) x C(46,7) = 8,250,459,031,214,400 deals),
//! counted in integers, for a dealer's house way, the player's house way and the
//! optimal player at once.
//!
//! Player hands are counted by suit-isomorphism class ([`suit_classes`](super::suit_classes)), a group of
//! classes of one rank multiset at a time: the dealer's hands that a group's hands
//! leave are counted with buckets at the group's player thresholds (`solver::buckets`),
//! the rank part once for the group and the flush parts of every rank mask the players
//! hold in a suit from one walk of the flush cases (`solver::suit_parts`), so a class
//! costs a few sums instead of a histogram. Each
//! class's 21 settings are then valued exactly, the house way's and the optimal one
//! (by exact value against the dealer's way, ties to the dealer's way's setting as in
//! `solve`) taken, and weighted by the class's size.
//!
//! The work is [`chunk_count`] fixed, numbered chunks of consecutive groups; a chunk's
//! [`Record`] is exact integers, so chunks can be run anywhere, in any order, and
//! summed: the result does not depend on threads, engines or machines.

#[cfg(test)]
pub(crate) mod brute_force;
pub mod face_up;
pub mod joint;
pub mod patterns;
pub mod record;

use std::collections::HashMap;

use rayon::prelude::*;

pub use crate::paigow::variant::Variant;
pub use patterns::PatternChoice;
pub use record::{Counts, Record};

use crate::error::{Error, Result};
use crate::eval::tables::tables;
use crate::paigow::house_way::HouseWay;
use crate::paigow::solver::buckets::{Buckets, Corners, Dealer, Folded, Meeting};
use crate::paigow::solver::{
    check_commission, choose_best, option_index, setting_classes, DEALER_HANDS,
};
use crate::paigow::suit_classes::{groups, Class, Group};

/// Groups per chunk. Fixed: it numbers the chunks of every results directory.
pub const CHUNK_GROUPS: usize = 100;

/// Number of chunks of the whole game (676).
pub fn chunk_count() -> usize {
    groups().len().div_ceil(CHUNK_GROUPS)
}

/// The groups of chunk `index`: consecutive groups, the last chunk shorter.
pub fn chunk_groups(index: usize) -> Result<&'static [Group]> {
    let n = chunk_count();
    if index >= n {
        return Err(Error::Argument(format!(
            "chunk {index} is not a chunk of the analysis (0 to {})",
            n - 1
        )));
    }
    let all = groups();
    Ok(&all[index * CHUNK_GROUPS..((index + 1) * CHUNK_GROUPS).min(all.len())])
}

/// (classes, player hands) of every chunk, known without counting a deal: what a
/// chunk's record must hold (on the current rayon pool).
pub fn chunk_shapes() -> Vec<(u64, u64)> {
    (0..chunk_count())
        .into_par_iter()
        .map(|k| {
            let groups = chunk_groups(k).expect("a chunk of the analysis");
            groups.iter().fold((0, 0), |(classes, hands), g| {
                let (c, h) = g.shape();
                (classes + c, hands + h)
            })
        })
        .collect()
}

/// What is counted: the dealer's way, the house-way player's way, the commission
/// (which decides the optimal player's choices) and the variant of the main bet.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Analysis {
    pub dealer: HouseWay,
    pub player: HouseWay,
    pub commission: f64,
    pub variant: Variant,
}

impl Analysis {
    /// Checks the commission.
    pub fn new(dealer: HouseWay, player: HouseWay, commission: f64) -> Result<Analysis> {
        Self::with_variant(dealer, player, commission, Variant::Standard)
    }

    /// [`Analysis::new`] for a variant of the main bet.
    pub fn with_variant(
        dealer: HouseWay,
        player: HouseWay,
        commission: f64,
        variant: Variant,
    ) -> Result<Analysis> {
        check_commission(commission)?;
        Ok(Analysis {
            dealer,
            player,
            commission,
            variant,
        })
    }

    /// The record of chunk `index` (its groups on the current rayon pool).
    pub fn chunk(&self, index: usize) -> Result<Record> {
        Ok(self.groups(chunk_groups(index)?))
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
        let mut record = Record::new(self.player.rules().len());
        self.meet_classes(g, classes, |class, options, meetings, seen| {
            self.count_class(&mut record, class, options, meetings, seen);
        });
        record
    }

    /// Values the 21 settings of each of some classes of one group against the
    /// dealer's way, exactly, and gives `visit` each class with its settings' classes
    /// (high, low, legal), what each legal setting meets, and for a face-up variant
    /// what the player meets who sets each deal knowing the dealer's setting.
    pub fn meet_classes(
        &self,
        g: &Group,
        classes: &[Class],
        mut visit: impl FnMut(&Class, &[(u16, u32, bool); 21], &[Meeting; 21], Option<Meeting>),
    ) {
        let settings: Vec<_> = classes.iter().map(|c| setting_classes(&c.hand)).collect();
        let band = self.variant.push_classes();
        let edges = band.map(|(lo, hi)| [lo, hi + 1]);
        let b = Buckets::new(
            settings
                .iter()
                .flatten()
                .map(|s| s.0)
                .chain(edges.into_iter().flatten()),
            settings.iter().flatten().map(|s| s.1),
        );
        let dealer = Dealer::new(self.dealer, &g.ranks, g.joker);
        let base = Folded::new(&b, dealer.rank_part(&b));
        let parts = dealer.suit_parts(&b, classes.iter().flat_map(|c| c.masks));
        let mut suits: HashMap<u16, Folded<'_>> = HashMap::new();
        for (class, options) in classes.iter().zip(&settings) {
            for &m in &class.masks {
                suits
                    .entry(m)
                    .or_insert_with(|| Folded::new(&b, parts.of(m)));
            }
            let parts = std::iter::once(&base).chain(class.masks.iter().map(|m| &suits[m]));
            let mut meetings = [Meeting::default(); 21];
            for (k, &(high, low, legal)) in options.iter().enumerate() {
                if !legal {
                    continue;
                }
                let mut c: Corners = base.corners(high, low);
                for m in &class.masks {
                    c += suits[m].corners(high, low);
                }
                meetings[k] = c.meeting();
                if let Some(q) = band {
                    face_up::push_on_band(&mut meetings[k], parts.clone(), (high, low), q);
                }
            }
            let seen = self
                .variant
                .dealer_face_up()
                .then(|| face_up::knowing_the_dealer(parts.clone(), options, band));
            visit(class, options, &meetings, seen);
        }
    }

    /// Adds one valued class to `record`: the house-way player's setting and the
    /// optimal one (by exact value, ties to the dealer's way's setting; or, the
    /// dealer's hand face up, `seen`: the best setting against each dealer hand),
    /// weighted.
    fn count_class(
        &self,
        record: &mut Record,
        class: &Class,
        options: &[(u16, u32, bool); 21],
        meetings: &[Meeting; 21],
        seen: Option<Meeting>,
    ) {
        let s = self.settle(class, options, meetings, seen);
        record.classes += 1;
        record.house += s.house;
        record.optimal += s.optimal;
        let rule = &mut record.by_rule[s.rule];
        rule.0 += s.house;
        rule.1 += s.optimal;
    }

    /// What one valued class counts: the rule of the player's way that sets it, and
    /// the house-way player's and the optimal player's (by exact value, ties to the
    /// dealer's way's setting; or, the dealer's hand face up, `seen`: the best setting
    /// against each dealer hand) counts, weighted by the class's size.
    pub fn settle(
        &self,
        class: &Class,
        options: &[(u16, u32, bool); 21],
        meetings: &[Meeting; 21],
        seen: Option<Meeting>,
    ) -> Settled {
        let decision = self.player.decide(tables(), &class.hand);
        let house = option_index(decision.front);
        let best = seen.unwrap_or_else(|| {
            let outcomes = meetings.map(|m| (m.wins, m.losses));
            let k = choose_best(options, &outcomes, DEALER_HANDS, self.commission, || {
                option_index(self.dealer.positions(&class.hand))
            });
            meetings[k]
        });
        let w = class.weight as u64;
        Settled {
            rule: decision.rule as usize,
            house: weighted(w, &meetings[house]),
            optimal: weighted(w, &best),
        }
    }
}

/// One class as [`Analysis::settle`] counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settled {
    pub rule: usize,
    pub house: Counts,
    pub optimal: Counts,
}

/// What a setting meets, for `w` hands.
fn weighted(w: u64, m: &Meeting) -> Counts {
    Counts {
        hands: w,
        wins: w * m.wins,
        pushes: w * m.pushes,
        losses: w * m.losses,
        high_copies: w * m.high_copies,
        low_copies: w * m.low_copies,
        both_copies: w * m.both_copies,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::solver::{solve, Method};

    #[test]
    fn a_groups_shape_is_the_count_of_its_classes_and_hands() {
        let step = if cfg!(debug_assertions) { 97 } else { 1 };
        for g in groups().iter().step_by(step) {
            let classes = g.classes();
            let hands: u64 = classes.iter().map(|c| c.weight as u64).sum();
            assert_eq!(g.shape(), (classes.len() as u64, hands), "{g:?}");
        }
    }

    #[test]
    fn the_chunk_shapes_add_up_to_every_class_and_hand() {
        let shapes = chunk_shapes();
        assert_eq!(shapes.len(), chunk_count());
        let classes: u64 = shapes.iter().map(|s| s.0).sum();
        let hands: u64 = shapes.iter().map(|s| s.1).sum();
        assert_eq!((classes, hands), (6_972_147, 154_143_080));
        let a = Analysis::new(HouseWay::GOLDEN_NUGGET, HouseWay::GOLDEN_NUGGET, 0.05).unwrap();
        let last = a.chunk(chunk_count() - 1).unwrap();
        assert_eq!(shapes[chunk_count() - 1], (last.classes, last.house.hands));
        assert!(chunk_groups(chunk_count()).is_err());
    }

    #[test]
    fn a_group_counts_as_solving_its_classes_one_by_one() {
        for (way, step) in [
            (HouseWay::GOLDEN_NUGGET, 4_001),
            (HouseWay::FOXWOODS, 5_003),
        ] {
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
    fn queen_high_push_equals_counting_the_full_histogram() {
        use crate::paigow::analysis::brute_force::{check, Sample};
        use crate::paigow::solver::histogram::{HIGH_CLASSES, ROW};
        let (qa, qb) = Variant::QueenHighPush.push_classes().unwrap();
        // The queen-high classes are exactly those between a jack-high and a king-high.
        let t = tables();
        let class = |cards: [u8; 5]| t.paigow_high(crate::eval::tables::HandKey::of(&cards));
        assert_eq!(qa - 1, class([37, 34, 31, 27, 16])); // Jd Th 9s 8s 6c
        assert_eq!(qb + 1, class([44, 13, 10, 7, 0])); // Kc 5d 4h 3s 2c
        let sample = Sample {
            group_step: 6_007,
            groups: 6,
            class_step: 7,
            classes: usize::MAX,
        };
        check(Variant::QueenHighPush, sample, |h| {
            let mut outcomes = [(0u64, 0u64); 21];
            let mut pushes = [0u64; 21];
            for (k, &(high, low, legal)) in h.options.iter().enumerate() {
                if !legal {
                    continue;
                }
                let (mut w, mut lo, mut all) = (0u64, 0u64, 0u64);
                for dh in 0..=HIGH_CLASSES {
                    for dl in 0..ROW {
                        let n = h.hist[dh * ROW + dl] as u64;
                        all += n;
                        if (qa as usize..=qb as usize).contains(&dh) {
                            continue;
                        }
                        if dh < high as usize && dl < low as usize {
                            w += n;
                        } else if dh >= high as usize && dl >= low as usize {
                            lo += n;
                        }
                    }
                }
                outcomes[k] = (w, lo);
                pushes[k] = all - w - lo;
            }
            let best = choose_best(h.options, &outcomes, DEALER_HANDS, 0.0, || h.house);
            let of = |k: usize| (outcomes[k].0, pushes[k], outcomes[k].1);
            (of(h.house), of(best))
        });
    }

    #[test]
    fn chunks_cover_the_groups() {
        assert_eq!(chunk_count(), 676);
        let a = Analysis::new(HouseWay::GOLDEN_NUGGET, HouseWay::GOLDEN_NUGGET, 0.05).unwrap();
        assert!(matches!(a.chunk(676), Err(Error::Argument(_))));
        assert!(Analysis::new(HouseWay::GOLDEN_NUGGET, HouseWay::GOLDEN_NUGGET, 1.0).is_err());
    }
}
