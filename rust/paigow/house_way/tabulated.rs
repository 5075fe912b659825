//! House ways given as a table: one decision per pattern of seven cards, as a house way
//! of the user's own is tabulated (spec house-ways.md, "House ways of the user's own").
//!
//! A house way sets alike hands alike, so it is known from one hand per pattern
//! ([`patterns`], 292,253 in a fixed order):
//!
//! * hands in which no suit can make a flush, by rank multiset and joker (67,600: the
//!   representatives of [`decisions`](super::decisions));
//! * hands that can make a flush (five cards of a suit, the joker counted), by the
//!   flush suit's ranks, the multiset of the other real cards' ranks, and the joker
//!   (224,653).
//!
//! A [`Table`] holds, per pattern, the front as cards of that pattern (for a flush
//! pattern: a card of the flush suit, another real card, or the joker, by rank), both
//! hands' classes and the rule; [`register`] makes it a way of the registry, looked up
//! at each decision, so every path serves it as it serves a way written as rules.

use super::decisions::{locate_front, representatives, RankDecision};
use super::reading::Reading;
use super::registry::HouseWay;
use super::rule::{Decision, Rule};
use super::way::Way;
use crate::cards::{cards_text, rank_of, suit_of, Card, ACE, JOKER, RANKS};
use crate::error::{Error, Result};
use crate::eval::tables::{tables, zeroed, HandKey, Tables, HASH_SLOTS};
use crate::eval::two_card;
use crate::paigow::setting::{is_legal_ranks, LOW_POSITIONS};

use std::sync::OnceLock;

/// The suit a flush pattern's representative takes for its flush.
const FLUSH_SUIT: u8 = 0;
/// Masks of the 13 ranks.
const MASKS: usize = 1 << RANKS;

/// Number of multisets of `n` (0 to 2) other ranks.
const fn others_count(n: u32) -> u32 {
    match n {
        0 => 1,
        1 => RANKS as u32,
        _ => (RANKS * (RANKS + 1) / 2) as u32,
    }
}

/// The index of the other ranks (ascending, 0 to 2 of them) among their multisets.
#[inline(always)]
fn others_index(others: &[u8]) -> u32 {
    match *others {
        [] => 0,
        [o] => o as u32,
        [o1, o2] => (o2 as u32 * (o2 as u32 + 1)) / 2 + o1 as u32,
        _ => unreachable!("a flush leaves at most two other cards"),
    }
}

/// Where each flush mask's patterns start in the flush part of the table, without and
/// with the joker (`u32::MAX`: no flush of that mask), and the number of flush patterns.
fn flush_offsets() -> &'static ([[u32; MASKS]; 2], u32) {
    static OFFSETS: OnceLock<([[u32; MASKS]; 2], u32)> = OnceLock::new();
    OFFSETS.get_or_init(|| {
        let mut offsets = [[u32::MAX; MASKS]; 2];
        let mut next = 0;
        for (joker, by_mask) in (0..2u32).zip(offsets.iter_mut()) {
            for (mask, offset) in by_mask.iter_mut().enumerate() {
                let k = (mask as u32).count_ones();
                if k + joker < 5 || k + joker > 7 {
                    continue;
                }
                *offset = next;
                next += others_count(7 - k - joker);
            }
        }
        (offsets, next)
    })
}

/// The representative hand of a flush pattern: the flush in [`FLUSH_SUIT`], the other
/// cards' copies of a rank in the next suits, then the joker.
fn flush_representative(mask: usize, joker: bool, others: &[u8]) -> [Card; 7] {
    let mut hand = Vec::with_capacity(7);
    hand.extend(
        (0..RANKS as u8)
            .filter(|r| mask >> r & 1 != 0)
            .map(|r| r * 4 + FLUSH_SUIT),
    );
    for (i, &o) in others.iter().enumerate() {
        let copy = u8::from(i > 0 && others[i - 1] == o);
        hand.push(o * 4 + FLUSH_SUIT + 1 + copy);
    }
    hand.sort_unstable();
    if joker {
        hand.push(JOKER);
    }
    hand.try_into().expect("seven cards")
}

/// One hand per pattern, in the table's order: the rank multisets without a possible
/// flush, then the flush patterns (without the joker, then with it; by flush mask,
/// then other ranks).
pub fn patterns() -> Vec<[Card; 7]> {
    let mut out: Vec<[Card; 7]> = representatives().collect();
    for joker in [false, true] {
        for mask in 0..MASKS {
            let k = mask.count_ones() + u32::from(joker);
            if !(5..=7).contains(&k) {
                continue;
            }
            match 7 - k {
                0 => out.push(flush_representative(mask, joker, &[])),
                1 => out.extend((0..RANKS as u8).map(|o| flush_representative(mask, joker, &[o]))),
                _ => {
                    for o2 in 0..RANKS as u8 {
                        out.extend((0..=o2).map(|o1| flush_representative(mask, joker, &[o1, o2])));
                    }
                }
            }
        }
    }
    out
}

/// Every pattern's hand ([`patterns`]), built once.
pub fn pattern_hands() -> &'static [[Card; 7]] {
    static HANDS: OnceLock<Vec<[Card; 7]>> = OnceLock::new();
    HANDS.get_or_init(patterns)
}

/// The index in [`patterns`] of the no-flush pattern at each rank-multiset slot, and
/// the number of no-flush patterns.
fn rank_pattern_indices() -> &'static (Vec<u32>, usize) {
    static INDICES: OnceLock<(Vec<u32>, usize)> = OnceLock::new();
    INDICES.get_or_init(|| {
        let t = tables();
        let mut at = vec![u32::MAX; HASH_SLOTS];
        let mut n = 0;
        for (i, hand) in representatives().enumerate() {
            at[t.index(HandKey::of(&hand).rank_sum())] = i as u32;
            n = i + 1;
        }
        (at, n)
    })
}

/// The index in [`patterns`] of the pattern of seven (valid) cards.
pub fn pattern_index(t: &Tables, hand: &[Card; 7]) -> usize {
    let key = HandKey::of(hand);
    let (ranks, n) = rank_pattern_indices();
    if key.flush_ranks().is_none() {
        return ranks[t.index(key.rank_sum())] as usize;
    }
    n + Table::flush_slot(hand, key.has_joker())
}

/// What each of a (valid) hand's 21 fronts ([`LOW_POSITIONS`]) is in its pattern: the
/// two cards' kinds (the joker; by rank, a card of the flush suit or another real card)
/// as one number. Alike hands' fronts of one code are one setting of the pattern (the
/// same classes behind and in front); fronts of one hand with one code are alike.
pub fn front_codes(hand: &[Card; 7]) -> [u16; 21] {
    let key = HandKey::of(hand);
    let flush = key
        .flush_ranks()
        .is_some()
        .then(|| flush_pattern(hand, key.has_joker()).0);
    let code = |c: Card| -> u16 {
        let kind = match c {
            JOKER => return u16::from(THE_JOKER) << 4,
            _ if Some(suit_of(c)) == flush => IN_FLUSH,
            _ => OFF_SUIT,
        };
        u16::from(kind) << 4 | u16::from(rank_of(c))
    };
    LOW_POSITIONS.map(|(i, j)| {
        let (a, b) = (code(hand[i]), code(hand[j]));
        a.min(b) << 8 | a.max(b)
    })
}

/// A front card of a flush pattern: `kind << 4 | rank`.
const OFF_SUIT: u8 = 0;
const IN_FLUSH: u8 = 1;
const THE_JOKER: u8 = 2;

/// A flush pattern's decision.
#[derive(Clone, Copy, Default)]
struct FlushDecision {
    front: [u8; 2],
    high_rank: u16,
    low_rank: u8,
    rule: u8,
}

/// A house way as a table: its decision for every pattern.
pub struct Table {
    /// No-flush patterns at their rank multiset's slot (packed as
    /// [`RankDecision::unpack`] reads), and their rules.
    ranks: Box<[u32; HASH_SLOTS]>,
    rank_rules: Box<[u8; HASH_SLOTS]>,
    /// Flush patterns at [`flush_offsets`] plus the index of their other ranks.
    flushes: Vec<FlushDecision>,
}

/// A flush hand's suit, flush mask and other ranks (ascending).
#[inline(always)]
fn flush_pattern(cards: &[Card; 7], joker: bool) -> (u8, usize, ([u8; 2], usize)) {
    let mut by_suit = [0usize; 4];
    for &c in cards.iter().filter(|&&c| c != JOKER) {
        by_suit[suit_of(c) as usize] |= 1 << rank_of(c);
    }
    let need = 5 - u32::from(joker);
    let suit = (0..4)
        .find(|&s| by_suit[s].count_ones() >= need)
        .expect("a flush") as u8;
    let mut others = ([0u8; 2], 0);
    for &c in cards.iter().filter(|&&c| c != JOKER && suit_of(c) != suit) {
        others.0[others.1] = rank_of(c);
        others.1 += 1;
    }
    if others.1 == 2 && others.0[0] > others.0[1] {
        others.0.swap(0, 1);
    }
    (suit, by_suit[suit as usize], others)
}

impl Table {
    /// The table of the decisions `fronts` (the front's positions in each hand of
    /// [`patterns`]) and `rules` (indices into `rule_count` rules); refused naming the
    /// first hand whose front is not two of its cards, fouls, or whose rule is not one.
    pub fn new(fronts: &[(u8, u8)], rules: &[u8], rule_count: usize) -> Result<Table> {
        let t = tables();
        let hands = patterns();
        if fronts.len() != hands.len() || rules.len() != hands.len() {
            return Err(Error::Argument(format!(
                "a house way's table has {} patterns, got {} fronts and {} rules",
                hands.len(),
                fronts.len(),
                rules.len()
            )));
        }
        let mut table = Table {
            ranks: zeroed(),
            rank_rules: zeroed(),
            flushes: vec![FlushDecision::default(); flush_offsets().1 as usize],
        };
        for ((hand, &(i, j)), &rule) in hands.iter().zip(fronts).zip(rules) {
            let refuse = |why: &str| {
                Err(Error::Argument(format!(
                    "house way table, hand {}: {why}",
                    cards_text(hand)
                )))
            };
            let (i, j) = (i.min(j) as usize, i.max(j) as usize);
            if i == j || j >= 7 {
                return refuse("the front is not two of the hand's cards");
            }
            if rule as usize >= rule_count {
                return refuse(&format!("rule {rule} is not one of the way's {rule_count}"));
            }
            let reading = Reading::new(hand);
            let high_rank = reading.back_rank(t, i, j);
            let (a, b) = (hand[i], hand[j]);
            let low_rank = two_card::rank(a, b);
            if !is_legal_ranks(high_rank, low_rank) {
                return refuse(&format!("the setting {} / ... fouls", cards_text(&[a, b])));
            }
            if reading.key.flush_ranks().is_none() {
                let rank = |c: Card| if c == JOKER { ACE } else { rank_of(c) } as u32;
                let (r1, r2) = (rank(a).max(rank(b)), rank(a).min(rank(b)));
                let joker = u32::from(a == JOKER || b == JOKER);
                let slot = t.index(reading.key.rank_sum());
                table.ranks[slot] =
                    high_rank as u32 | low_rank << 13 | r1 << 20 | r2 << 24 | joker << 28;
                table.rank_rules[slot] = rule;
            } else {
                let kind = |c: Card| match c {
                    JOKER => THE_JOKER << 4,
                    _ if suit_of(c) == FLUSH_SUIT => IN_FLUSH << 4 | rank_of(c),
                    _ => OFF_SUIT << 4 | rank_of(c),
                };
                let at = Self::flush_slot(hand, reading.key.has_joker());
                table.flushes[at] = FlushDecision {
                    front: [kind(a), kind(b)],
                    high_rank,
                    low_rank: low_rank as u8,
                    rule,
                };
            }
        }
        Ok(table)
    }

    #[inline(always)]
    fn flush_slot(cards: &[Card; 7], joker: bool) -> usize {
        let (_, mask, (others, n)) = flush_pattern(cards, joker);
        (flush_offsets().0[joker as usize][mask] + others_index(&others[..n])) as usize
    }

    /// The table's decision for seven (valid) cards.
    #[inline]
    pub fn decide(&self, t: &Tables, reading: &Reading) -> Decision {
        let key = reading.key;
        let hand = &reading.cards;
        if key.flush_ranks().is_none() {
            let slot = t.index(key.rank_sum());
            let d = RankDecision::unpack(self.ranks[slot], self.rank_rules[slot]);
            return Decision {
                front: locate_front(hand, d),
                high_rank: d.high_rank,
                low_rank: d.low_rank,
                rule: d.rule,
            };
        }
        let joker = key.has_joker();
        let (suit, mask, (others, n)) = flush_pattern(hand, joker);
        let at = flush_offsets().0[joker as usize][mask] + others_index(&others[..n]);
        let d = self.flushes[at as usize];
        // Each front card at the lowest position of its kind not taken yet.
        let mut taken = 0u8;
        let mut place = |code: u8| {
            let (kind, rank) = (code >> 4, code & 0xF);
            let i = hand
                .iter()
                .enumerate()
                .position(|(i, &c)| {
                    taken >> i & 1 == 0
                        && match kind {
                            THE_JOKER => c == JOKER,
                            IN_FLUSH => c != JOKER && rank_of(c) == rank && suit_of(c) == suit,
                            _ => c != JOKER && rank_of(c) == rank && suit_of(c) != suit,
                        }
                })
                .expect("a card of the pattern's front");
            taken |= 1 << i;
            i
        };
        let (a, b) = (place(d.front[0]), place(d.front[1]));
        Decision {
            front: (a.min(b), a.max(b)),
            high_rank: d.high_rank,
            low_rank: d.low_rank as u32,
            rule: d.rule,
        }
    }
}

/// A way's decision for every pattern: (the front's positions, the rule).
pub fn tabulate(way: HouseWay) -> Vec<((u8, u8), u8)> {
    let t = tables();
    patterns()
        .iter()
        .map(|hand| {
            let d = way.decide(t, hand);
            ((d.front.0 as u8, d.front.1 as u8), d.rule)
        })
        .collect()
}

/// Registers a way given as a table (see [`Table::new`]) under `name` with `rules`
/// (id, text); refused as [`registry::register`](super::registry::register) refuses.
pub fn register(
    name: &str,
    rules: &[(String, String)],
    fronts: &[(u8, u8)],
    rule_of: &[u8],
) -> Result<HouseWay> {
    let table: &'static Table = Box::leak(Box::new(Table::new(fronts, rule_of, rules.len())?));
    let leak = |s: &str| -> &'static str { Box::leak(s.to_owned().into_boxed_str()) };
    let rules: Vec<Rule> = rules
        .iter()
        .map(|(id, text)| Rule {
            id: leak(id),
            text: leak(text),
        })
        .collect();
    HouseWay::register(Way {
        name: leak(name),
        rules: Box::leak(rules.into_boxed_slice()),
        decide: Box::leak(Box::new(move |t: &Tables, r: &Reading| table.decide(t, r))),
    })
}

/// A hand alike to each pattern's (the same pattern, other suits, shuffled), drawn by
/// a xorshift generator from `seed`: what a way's function is checked on.
pub fn alike_hands(seed: u64) -> Vec<[Card; 7]> {
    let mut state = seed | 1;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    patterns()
        .iter()
        .map(|rep| {
            let key = HandKey::of(rep);
            let mut hand = *rep;
            if key.has_flush() {
                let flush = next(4) as u8;
                let mut other_suits: Vec<u8> = (0..4).filter(|&s| s != flush).collect();
                for c in hand.iter_mut().filter(|c| **c != JOKER) {
                    let (r, s) = (rank_of(*c), suit_of(*c));
                    if s == FLUSH_SUIT {
                        *c = r * 4 + flush;
                        continue;
                    }
                    if s == FLUSH_SUIT + 1 {
                        // A new rank among the other cards: its copies' suits anew.
                        for i in (1..3).rev() {
                            other_suits.swap(i, next(i + 1));
                        }
                    }
                    *c = r * 4 + other_suits[(s - FLUSH_SUIT - 1) as usize];
                }
            } else {
                // Random distinct suits per rank until no suit can make a flush.
                loop {
                    let mut i = 0;
                    while i < 7 && hand[i] != JOKER {
                        let r = rank_of(rep[i]);
                        let mut suits = [0u8, 1, 2, 3];
                        let mut k = 0;
                        while i < 7 && rep[i] != JOKER && rank_of(rep[i]) == r {
                            let pick = k + next(4 - k);
                            suits.swap(k, pick);
                            hand[i] = r * 4 + suits[k];
                            k += 1;
                            i += 1;
                        }
                    }
                    if !HandKey::of(&hand).has_flush() {
                        break;
                    }
                }
            }
            for i in (1..7).rev() {
                hand.swap(i, next(i + 1));
            }
            hand
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::test_support::random_hands;
    use super::*;

    #[test]
    fn patterns_are_as_many_as_the_spec_counts_and_each_has_its_slot() {
        let hands = patterns();
        assert_eq!(hands.len(), 67_600 + 224_653);
        assert_eq!(flush_offsets().1, 224_653);
        let mut seen = vec![false; flush_offsets().1 as usize];
        for hand in &hands[67_600..] {
            let key = HandKey::of(hand);
            assert!(key.has_flush(), "{hand:?}");
            let at = Table::flush_slot(hand, key.has_joker());
            assert!(!seen[at], "{hand:?}");
            seen[at] = true;
        }
        assert!(hands[..67_600].iter().all(|h| !HandKey::of(h).has_flush()));
    }

    #[test]
    fn a_tabulated_copy_of_each_way_sets_every_hand_as_the_way() {
        let t = tables();
        let alike = alike_hands(7);
        let hands: Vec<[Card; 7]> = random_hands(0xC0FF_EE00_1234_5678, 200_000)
            .into_iter()
            .chain(alike)
            .collect();
        for way in HouseWay::built_in() {
            let (fronts, rules): (Vec<(u8, u8)>, Vec<u8>) = tabulate(way).into_iter().unzip();
            let table = Table::new(&fronts, &rules, way.rules().len()).unwrap();
            for hand in &hands {
                let (a, b) = (table.decide(t, &Reading::new(hand)), way.decide(t, hand));
                assert_eq!(
                    (a.high_rank, a.low_rank, a.rule),
                    (b.high_rank, b.low_rank, b.rule),
                    "{way:?} {hand:?}"
                );
                let s = crate::paigow::Setting::from_positions(hand, a.front);
                assert_eq!((s.high_rank(), s.low_rank()), (a.high_rank, a.low_rank));
            }
        }
    }

    #[test]
    fn alike_hands_are_of_their_pattern() {
        let t = tables();
        let reps = patterns();
        let (fronts, rules): (Vec<(u8, u8)>, Vec<u8>) =
            tabulate(HouseWay::FOXWOODS).into_iter().unzip();
        let table = Table::new(&fronts, &rules, HouseWay::FOXWOODS.rules().len()).unwrap();
        for (rep, hand) in reps.iter().zip(alike_hands(3)) {
            crate::cards::validate(&hand, true).unwrap();
            let (a, b) = (HandKey::of(rep), HandKey::of(&hand));
            assert_eq!((a.has_flush(), a.rank_sum()), (b.has_flush(), b.rank_sum()));
            let (x, y) = (
                table.decide(t, &Reading::new(rep)),
                table.decide(t, &Reading::new(&hand)),
            );
            assert_eq!(
                (x.high_rank, x.low_rank),
                (y.high_rank, y.low_rank),
                "{hand:?}"
            );
        }
    }
}
