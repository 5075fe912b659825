//! House ways: how a casino's dealer sets seven cards. Each way is a module of rules
//! defining one [`Way`] (name, rules, decide function) in the [`registry`], behind one
//! small handle ([`HouseWay`]); the machinery they share is in [`reading`] (reading
//! the pattern, placing a front on cards) and [`decisions`] (the rank-multiset table
//! that answers most hands without running the rules).
//!
//! * [`golden_nugget`]: the default, the source document's way.
//! * [`foxwoods`]: the way of the one published exact analysis of the whole game.
//!
//! Every decision also names the rule of the way's text that made it ([`Rule`]), by a
//! short stable id and a sentence a dealer would say. The rules as users read them,
//! with every decision taken where a text is silent, are in `docs/house-ways/`.
//!
//! A new way compiled in is one new module (its rule list, a `decide` function and a
//! `WAY` constant) and one line in [`registry::BUILT_IN`]; a way defined at run time
//! is given to [`registry::register`].

pub mod decisions;
pub mod foxwoods;
pub mod golden_nugget;
pub mod reading;
pub mod registry;
pub mod rule;
pub mod tabulated;
pub mod way;

use crate::cards::Card;
use crate::eval::tables::{tables, HandKey, Tables};

use super::setting::Setting;
use decisions::{locate_front, rank_decisions};
use reading::Reading;
pub use registry::{HouseWay, PerWay};
pub use rule::{Decision, Rule};
pub use way::{Decide, Way};

impl HouseWay {
    /// The rules themselves, for any (valid) hand.
    #[inline]
    pub fn decide_by_rules(self, t: &Tables, hand: &[Card; 7]) -> Decision {
        (self.way().decide)(t, &Reading::new(hand))
    }

    /// The way's decision for seven (valid, distinct) cards: by the rank-multiset
    /// table when no suit can make a flush, else by the rules.
    #[inline]
    pub fn decide(self, t: &Tables, hand: &[Card; 7]) -> Decision {
        let key = HandKey::of(hand);
        if key.flush_ranks().is_none() {
            let d = rank_decisions(self).get(t, key);
            return Decision {
                front: locate_front(hand, d),
                high_rank: d.high_rank,
                low_rank: d.low_rank,
                rule: d.rule,
            };
        }
        self.decide_by_rules(t, hand)
    }

    /// The classes (high, low) of the way's setting of a (valid) hand.
    #[inline]
    pub fn ranks(self, hand: &[Card; 7]) -> (u16, u32) {
        let t = tables();
        let key = HandKey::of(hand);
        if key.flush_ranks().is_none() {
            let d = rank_decisions(self).get(t, key);
            return (d.high_rank, d.low_rank);
        }
        let d = self.decide_by_rules(t, hand);
        (d.high_rank, d.low_rank)
    }

    /// Which cards the way puts in front, as two positions of `hand` (`i < j`).
    pub fn positions(self, hand: &[Card; 7]) -> (usize, usize) {
        self.decide(tables(), hand).front
    }

    /// The way's setting of seven (valid) cards.
    pub fn set(self, hand: &[Card; 7]) -> Setting {
        Setting::from_positions(hand, self.positions(hand))
    }

    /// The index in [`HouseWay::rules`] of the rule that sets a (valid) hand.
    pub fn rule_index(self, hand: &[Card; 7]) -> usize {
        self.decide(tables(), hand).rule as usize
    }

    /// The rule of the way that sets a (valid) hand.
    pub fn rule(self, hand: &[Card; 7]) -> &'static Rule {
        &self.rules()[self.rule_index(hand)]
    }

    /// The way's front positions for many hands, into `out` (one per hand), given
    /// each hand's [`HandKey`]. Works in blocks so the table lookups of different
    /// hands overlap in memory (the hot part of `house_way_many`).
    pub fn positions_many(self, hands: &[[Card; 7]], keys: &[HandKey], out: &mut [(usize, usize)]) {
        const BLOCK: usize = 32;
        let t = tables();
        let decisions = rank_decisions(self);
        for ((hands, keys), out) in hands
            .chunks(BLOCK)
            .zip(keys.chunks(BLOCK))
            .zip(out.chunks_mut(BLOCK))
        {
            let mut words = [0u32; BLOCK];
            // First every lookup (independent loads), then the work that needs them.
            for (w, key) in words.iter_mut().zip(keys) {
                *w = decisions.packed_at(t, *key);
            }
            for (((hand, key), &w), o) in hands.iter().zip(keys).zip(&words).zip(out.iter_mut()) {
                *o = if key.flush_ranks().is_none() {
                    locate_front(hand, decisions::RankDecision::unpack(w, 0))
                } else {
                    self.decide_by_rules(t, hand).front
                };
            }
        }
    }
}

/// The default way's setting of seven (valid) cards.
pub fn house_way(hand: &[Card; 7]) -> Setting {
    HouseWay::default().set(hand)
}

#[cfg(test)]
pub(crate) mod test_support {
    use super::*;
    use crate::cards::{rank_char, rank_of, JOKER};

    pub fn parse(text: &str) -> [Card; 7] {
        crate::cards::parse_for_tests(text).try_into().unwrap()
    }

    /// The front's ranks (the joker as A), higher first, and the rule id, of a way's
    /// setting; checks that the setting is legal.
    pub fn front(way: HouseWay, text: &str) -> (String, &'static str) {
        let hand = parse(text);
        let s = way.set(&hand);
        assert!(s.is_legal(), "{text}");
        let mut ranks: Vec<char> = s
            .low
            .iter()
            .map(|&c| {
                if c == JOKER {
                    'A'
                } else {
                    rank_char(rank_of(c))
                }
            })
            .collect();
        ranks.sort_by_key(|&c| std::cmp::Reverse("23456789TJQKA".find(c)));
        (ranks.into_iter().collect(), way.rule(&hand).id)
    }

    /// xorshift hands from the 53-card deck.
    pub fn random_hands(seed: u64, n: usize) -> Vec<[Card; 7]> {
        let mut state = seed;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut deck: Vec<Card> = (0..53).collect();
        (0..n)
            .map(|_| {
                for i in 0..7 {
                    let j = i + (next() % (53 - i as u64)) as usize;
                    deck.swap(i, j);
                }
                deck[..7].try_into().unwrap()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::random_hands;
    use super::*;
    use crate::error::Error;

    #[test]
    fn names() {
        for way in HouseWay::built_in() {
            assert_eq!(HouseWay::from_name(way.name()), Ok(way));
        }
        assert_eq!(HouseWay::GOLDEN_NUGGET.name(), "golden-nugget");
        assert_eq!(HouseWay::FOXWOODS.name(), "foxwoods");
        assert_eq!(HouseWay::default(), HouseWay::GOLDEN_NUGGET);
        assert_eq!(format!("{:?}", HouseWay::FOXWOODS), "HouseWay(foxwoods)");
        assert!(matches!(
            HouseWay::from_name("vegas"),
            Err(Error::Argument(m)) if m.contains("golden-nugget, foxwoods")
        ));
    }

    #[test]
    fn rule_ids_are_distinct() {
        for way in HouseWay::built_in() {
            let mut ids: Vec<&str> = way.rules().iter().map(|r| r.id).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), way.rules().len(), "{way:?}");
        }
    }

    #[test]
    fn rank_decisions_equal_the_rules() {
        // The table path and the rules agree on both hands' classes and the rule, and
        // the table's front is a front the rules allow; the bulk path agrees too.
        let t = tables();
        let hands = random_hands(0x1234_5678_9ABC_DEF0, 300_000);
        for way in HouseWay::built_in() {
            for hand in &hands {
                let (fast, slow) = (way.decide(t, hand), way.decide_by_rules(t, hand));
                assert_eq!(
                    (fast.high_rank, fast.low_rank, fast.rule),
                    (slow.high_rank, slow.low_rank, slow.rule),
                    "{way:?} {hand:?}"
                );
                let s = Setting::from_positions(hand, fast.front);
                assert_eq!(
                    (s.high_rank(), s.low_rank()),
                    (fast.high_rank, fast.low_rank)
                );
                assert!(s.is_legal(), "{way:?} {hand:?}");
                assert_eq!(way.ranks(hand), (slow.high_rank, slow.low_rank));
            }
            let mut many = vec![(0, 0); hands.len()];
            let keys: Vec<HandKey> = hands.iter().map(|h| HandKey::of(h)).collect();
            way.positions_many(&hands, &keys, &mut many);
            for (hand, &front) in hands.iter().zip(&many) {
                assert_eq!(front, way.positions(hand));
            }
        }
    }
}
