//! Test support: a variant's analysis of sampled hand classes checked against each
//! class counted by brute force over its full dealer histogram.

use crate::cards::{Card, JOKER};
use crate::eval::tables::tables;
use crate::paigow::analysis::{Analysis, Counts, Record};
use crate::paigow::house_way::HouseWay;
use crate::paigow::solver::histogram::dealer_histogram;
use crate::paigow::solver::{option_index, setting_classes};
use crate::paigow::suit_classes::{groups, Class};
use crate::paigow::variant::Variant;

/// Wins, pushes and losses against the dealer's hands.
pub type Outcome = (u64, u64, u64);

/// One player hand, brute force's view of it.
pub struct Hand<'a> {
    /// The dealer's histogram over the 46 cards the hand leaves.
    pub hist: &'a [u32],
    /// The (high, low, legal) classes of the 21 settings.
    pub options: &'a [(u16, u32, bool); 21],
    /// The index of the house way's setting.
    pub house: usize,
}

/// Which groups and classes a check samples: every `group_step`-th group (at most
/// `groups`), in each every `class_step`-th class (at most `classes`).
pub struct Sample {
    pub group_step: usize,
    pub groups: usize,
    pub class_step: usize,
    pub classes: usize,
}

/// For every built-in way, playing against itself under `variant`: the analysis of
/// the sampled classes (copies cleared) against the house and optimal outcomes
/// `outcomes` counts for each hand. Returns the analysis's records, unchanged.
pub fn check(
    variant: Variant,
    sample: Sample,
    outcomes: impl Fn(&Hand) -> (Outcome, Outcome),
) -> Vec<Record> {
    let strip = |c: Counts| Counts {
        high_copies: 0,
        low_copies: 0,
        both_copies: 0,
        ..c
    };
    let mut records = Vec::new();
    for way in HouseWay::built_in() {
        let a = Analysis::with_variant(way, way, 0.0, variant).unwrap();
        for g in groups()
            .iter()
            .step_by(sample.group_step)
            .take(sample.groups)
        {
            let classes = g.classes();
            let picked: Vec<Class> = classes
                .iter()
                .step_by(sample.class_step)
                .take(sample.classes)
                .copied()
                .collect();
            let got = a.classes(g, &picked);
            let mut want = Record::new(way.rules().len());
            for c in &picked {
                let deck: Vec<Card> = (0..=JOKER).filter(|x| !c.hand.contains(x)).collect();
                let hand = Hand {
                    hist: &dealer_histogram(&deck, way),
                    options: &setting_classes(&c.hand),
                    house: option_index(way.decide(tables(), &c.hand).front),
                };
                let wt = c.weight as u64;
                let counts = |(w, p, l): Outcome| Counts {
                    hands: wt,
                    wins: wt * w,
                    pushes: wt * p,
                    losses: wt * l,
                    ..Default::default()
                };
                let (house, optimal) = outcomes(&hand);
                want.classes += 1;
                want.house += counts(house);
                want.optimal += counts(optimal);
            }
            assert_eq!(
                (got.classes, strip(got.house), strip(got.optimal)),
                (want.classes, want.house, want.optimal),
                "{way:?} {g:?}"
            );
            records.push(got);
        }
    }
    records
}
