//! The exact integers a chunk of the analysis produces, and their sums.

use std::ops::{Add, AddAssign};

/// What a strategy's settings met, summed over player hands: the player hands
/// (`hands`), and the deals (player hand, dealer hand) won, pushed and lost, with the
/// deals where the five-card hands, the two-card hands, or both, are copies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counts {
    pub hands: u64,
    pub wins: u64,
    pub pushes: u64,
    pub losses: u64,
    pub high_copies: u64,
    pub low_copies: u64,
    pub both_copies: u64,
}

impl Counts {
    /// The names of [`Counts::fields`], in its order (what Python's `Outcomes` is built
    /// from).
    pub const FIELD_NAMES: [&'static str; 7] = [
        "hands",
        "wins",
        "pushes",
        "losses",
        "high_copies",
        "low_copies",
        "both_copies",
    ];

    /// The fields in a fixed order (the layout of a record's rows).
    pub fn fields(&self) -> [u64; 7] {
        [
            self.hands,
            self.wins,
            self.pushes,
            self.losses,
            self.high_copies,
            self.low_copies,
            self.both_copies,
        ]
    }

    /// From [`Counts::fields`]'s layout.
    pub fn from_fields(f: [u64; 7]) -> Counts {
        let [hands, wins, pushes, losses, high_copies, low_copies, both_copies] = f;
        Counts {
            hands,
            wins,
            pushes,
            losses,
            high_copies,
            low_copies,
            both_copies,
        }
    }
}

impl AddAssign for Counts {
    fn add_assign(&mut self, o: Counts) {
        *self = Counts::from_fields(std::array::from_fn(|i| self.fields()[i] + o.fields()[i]));
    }
}

/// A chunk's (or a whole run's) result: player classes counted, and for the house-way
/// player and the optimal player, everything counted and the same by the rule of the
/// player's house way that sets the hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Record {
    pub classes: u64,
    pub house: Counts,
    pub optimal: Counts,
    /// `(house, optimal)` per rule, indexed as the player's way's rules.
    pub by_rule: Vec<(Counts, Counts)>,
}

impl Record {
    /// An empty record for a way of `rules` rules.
    pub fn new(rules: usize) -> Record {
        Record {
            by_rule: vec![Default::default(); rules],
            ..Default::default()
        }
    }
}

impl AddAssign<&Record> for Record {
    fn add_assign(&mut self, o: &Record) {
        self.classes += o.classes;
        self.house += o.house;
        self.optimal += o.optimal;
        if self.by_rule.len() < o.by_rule.len() {
            self.by_rule.resize(o.by_rule.len(), Default::default());
        }
        for (a, b) in self.by_rule.iter_mut().zip(&o.by_rule) {
            a.0 += b.0;
            a.1 += b.1;
        }
    }
}

impl Add for Record {
    type Output = Record;
    fn add(mut self, o: Record) -> Record {
        self += &o;
        self
    }
}
