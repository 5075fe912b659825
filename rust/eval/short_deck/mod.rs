//! Short deck (six-plus hold'em): the 36 cards from the six to the ace, best five of
//! five to seven. A flush beats a full house (there are fewer of them), A-6-7-8-9 is
//! the lowest straight (nine high: the ace plays low only there), and the two rule
//! sets in use differ only in three of a kind against a straight ([`Rule`]).
//!
//! The hands are summarised by the same [`HandKey`] as every other five-to-seven-card
//! ranking and looked up the same way (see [`crate::eval::tables`]): the rank sum
//! through the shared perfect hash into a table of class numbers by rank multiset,
//! or, when five or more cards share a suit, that suit's rank mask into a table of
//! the flush's value. Seven cards holding a flush hold no quads and no full house, and
//! a flush beats everything but four of a kind and a straight flush, so the flush
//! value is the answer. The tables of each rule are generated once, at first use
//! ([`build`], deterministic), from the class keys of `classes.rs` in this deck's order.

mod build;

use std::sync::OnceLock;

use super::classes::{self, cat};
use super::tables::{HandKey, Tables, HASH_SLOTS, MASKS};

/// Which hand wins between three of a kind and a straight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Three of a kind beats a straight (the rule of the Triton series and of most
    /// rooms).
    TripsOverStraight,
    /// A straight beats three of a kind, as in hold'em.
    StraightOverTrips,
}

/// Number of classes of a rule: 6 straight flushes, 72 fours of a kind, 120 flushes,
/// 72 full houses, 6 straights, 252 threes of a kind, 252 two pairs, 504 pairs and
/// 120 high cards.
pub const CLASSES: u32 = 1404;

/// Category names of the rule where three of a kind beats a straight, best first.
const TRIPS_OVER_STRAIGHT: &[&str] = &[
    "royal flush",
    "straight flush",
    "four of a kind",
    "flush",
    "full house",
    "three of a kind",
    "straight",
    "two pair",
    "pair",
    "high card",
];

/// Category names of the rule where a straight beats three of a kind, best first.
const STRAIGHT_OVER_TRIPS: &[&str] = &[
    "royal flush",
    "straight flush",
    "four of a kind",
    "flush",
    "full house",
    "straight",
    "three of a kind",
    "two pair",
    "pair",
    "high card",
];

impl Rule {
    /// Both rules, in the order of [`ShortDeckTables`]' tables.
    pub const ALL: [Rule; 2] = [Rule::TripsOverStraight, Rule::StraightOverTrips];

    /// Category names, best first.
    pub fn categories(self) -> &'static [&'static str] {
        match self {
            Rule::TripsOverStraight => TRIPS_OVER_STRAIGHT,
            Rule::StraightOverTrips => STRAIGHT_OVER_TRIPS,
        }
    }

    /// The place of a category of [`cat`] in this rule's order (0 = high card ..
    /// 8 = straight flush).
    pub fn order(self, category: u32) -> u32 {
        match (category, self) {
            (cat::FLUSH, _) => 6,
            (cat::FULL_HOUSE, _) => 5,
            (cat::TRIPS, Rule::TripsOverStraight) => 4,
            (cat::STRAIGHT, Rule::TripsOverStraight) => 3,
            (c, _) => c,
        }
    }

    /// A class key (`classes.rs`, hold'em's category codes) made to sort in this
    /// rule's order: the category replaced by its place.
    pub fn sort_key(self, key: u32) -> u32 {
        self.order(classes::category_of(key)) << 20 | (key & 0xFFFFF)
    }

    /// Index into [`Rule::categories`] of a class key.
    pub fn category_index(self, key: u32) -> usize {
        match classes::category_of(key) {
            cat::STRAIGHT_FLUSH if key & 0xFFFFF == 2 * crate::cards::ACE as u32 => 0,
            c => 9 - self.order(c) as usize,
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The tables of one rule.
struct RuleTables {
    /// Class number by rank multiset (at the perfect hash's slot of its rank sum), as
    /// if no five cards shared a suit.
    ranks: Box<[u16; HASH_SLOTS]>,
    /// Class number of the best five cards of one suit, by that suit's rank mask.
    flush: Box<[u16; MASKS]>,
    /// Class keys by class number (entry 0 unused).
    classes: Vec<u32>,
}

/// The tables of both rules.
pub struct ShortDeckTables {
    rules: [RuleTables; 2],
}

/// The tables, built on first use.
pub fn short_deck_tables() -> &'static ShortDeckTables {
    static TABLES: OnceLock<ShortDeckTables> = OnceLock::new();
    TABLES.get_or_init(|| ShortDeckTables {
        rules: Rule::ALL.map(|rule| build::rule_tables(super::tables::tables(), rule)),
    })
}

impl ShortDeckTables {
    /// Class number (1..=1404, larger is better) of five to seven distinct cards of
    /// the short deck, given as their key; `t` the shared tables (its perfect hash).
    #[inline(always)]
    pub fn rank(&self, t: &Tables, rule: Rule, h: HandKey) -> u16 {
        let r = &self.rules[rule.index()];
        if h.has_flush() {
            return r.flush[h.flush_suit_ranks() & (MASKS - 1)];
        }
        r.ranks[t.index(h.rank_sum())]
    }

    /// [`ShortDeckTables::rank`] of a rank multiset (its rank sum) as if no five cards
    /// shared a suit.
    #[inline(always)]
    pub fn of_ranks(&self, t: &Tables, rule: Rule, rank_sum: u32) -> u16 {
        self.rules[rule.index()].ranks[t.index(rank_sum)]
    }

    /// The class key (`classes.rs`) of a class number (1..=[`CLASSES`]).
    pub fn class_key(&self, rule: Rule, rank: u32) -> u32 {
        self.rules[rule.index()].classes[rank as usize]
    }
}

#[cfg(test)]
mod tests;
