//! The house way of seed 000 (the Golden Nugget house way), spec pai-gow.md §7.
//!
//! Each rule decides which *pattern ranks* go in front (the joker read as an ace);
//! [`place_front`] then picks the actual cards. Where several cards fit a rule (which
//! two of four kings, whether the joker or a real ace stays behind), the dealer keeps
//! the strongest five-card hand behind (**decision**, as a dealer following the rule's
//! intent would: e.g. a joker behind that completes a flush stays there).
//!
//! # Speed
//!
//! When no suit can make a flush (about 96% of hands), every step above reads ranks
//! only, so the decision (the front's pattern ranks and both hands' classes) depends
//! only on the rank multiset and the joker. [`RankDecisions`] holds it for every such
//! multiset (about 68,000, decided once by the rules on a representative hand) and
//! the hot path looks it up by the evaluator's perfect hash.

use crate::cards::{rank_of, Card, ACE, JOKER, RANKS};
use crate::eval::classes::{self, cat};
use std::sync::OnceLock;

use crate::eval::classes::rank_multisets;
use crate::eval::tables::{tables, zeroed, HandKey, Tables, CARD_KEYS, CARD_MASKS, HASH_SLOTS};
use crate::eval::two_card;

use super::setting::{Setting, LOW_POSITIONS};

const KING: u8 = 11;
const JACK: u8 = 9;
const TEN: u8 = 8;
const SEVEN: u8 = 5;
const SIX: u8 = 4;
const ACE_BIT: u16 = 1 << ACE;
const KING_BIT: u16 = 1 << KING;

/// The first Pai Gow class that is a straight (1,277 high-card, 2,860 pair, 858
/// two-pair and 858 three-of-a-kind classes come before it).
const FIRST_STRAIGHT_CLASS: u16 = 1277 + 2860 + 858 + 858 + 1;

/// Highest rank in a rank mask.
#[inline(always)]
fn top(mask: u16) -> u8 {
    (15 - mask.leading_zeros()) as u8
}

/// Second-highest rank in a rank mask.
#[inline(always)]
fn second(mask: u16) -> u8 {
    top(mask & !(1 << top(mask)))
}

/// Seven cards read for the house way: pattern ranks with the joker as an ace.
struct Reading {
    cards: [Card; 7],
    /// Positions (bit i = card i) of the cards of each pattern rank.
    positions: [u8; RANKS],
    /// Ranks held exactly n times, as 13-bit masks, for n = 0..=5 (five: aces only).
    by_count: [u16; 6],
    /// The whole hand's key; each setting's back is this less the two front cards.
    key: HandKey,
}

impl Reading {
    #[inline(always)]
    fn new(cards: &[Card; 7]) -> Reading {
        let mut positions = [0u8; RANKS];
        for (i, &c) in cards.iter().enumerate() {
            let r = if c == JOKER { ACE } else { rank_of(c) };
            positions[r as usize] |= 1 << i;
        }
        let mut by_count = [0u16; 6];
        for (r, &p) in positions.iter().enumerate() {
            by_count[p.count_ones() as usize] |= 1 << r;
        }
        Reading {
            cards: *cards,
            positions,
            by_count,
            key: HandKey::of(cards),
        }
    }

    /// The back hand's class when the cards at `i` and `j` go in front.
    #[inline(always)]
    fn back_rank(&self, t: &Tables, i: usize, j: usize) -> u16 {
        let (a, b) = (self.cards[i] as usize, self.cards[j] as usize);
        t.paigow_high(HandKey {
            key: self.key.key - CARD_KEYS[a] - CARD_KEYS[b],
            mask: self.key.mask & !CARD_MASKS[a] & !CARD_MASKS[b],
        })
    }

    /// The front positions for front pattern ranks `(r1, r2)` and the back's class:
    /// where several cards fit, the choice that leaves the strongest back hand.
    #[inline(always)]
    fn place_front(&self, t: &Tables, r1: u8, r2: u8) -> ((usize, usize), u16) {
        let (p1, p2) = (self.positions[r1 as usize], self.positions[r2 as usize]);
        let mut best: Option<((usize, usize), u16)> = None;
        let mut consider = |i: usize, j: usize| {
            let pos = if i < j { (i, j) } else { (j, i) };
            let v = self.back_rank(t, pos.0, pos.1);
            if best.is_none_or(|b| v > b.1) {
                best = Some((pos, v));
            }
        };
        if r1 == r2 {
            // Two of the cards of one rank (exactly two in all but splits of quads,
            // trips or five aces).
            for i in Bits(p1) {
                for j in Bits(p1 & !((2u8 << i) - 1)) {
                    consider(i, j);
                }
            }
        } else {
            for i in Bits(p1) {
                for j in Bits(p2) {
                    consider(i, j);
                }
            }
        }
        best.expect("the rule's front ranks are in the hand")
    }
}

/// Iterator over the set bits of a position mask.
struct Bits(u8);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// The house way's decision: front positions (`i < j`) and both hands' classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub front: (usize, usize),
    pub high_rank: u16,
    pub low_rank: u32,
}

/// The house way's decision for seven (valid, distinct) cards.
#[inline]
pub fn decide(t: &Tables, hand: &[Card; 7]) -> Decision {
    let key = HandKey::of(hand);
    if key.flush_ranks().is_none() {
        let d = rank_decisions().get(t, key);
        return Decision {
            front: locate_front(hand, d),
            high_rank: d.high_rank,
            low_rank: d.low_rank,
        };
    }
    decide_by_rules(t, hand)
}

/// The house way's front positions for many hands, into `out` (one per hand), given
/// each hand's [`HandKey`]. Works in blocks so the table lookups of different hands
/// overlap in memory (the hot part of `house_way_many`).
pub fn house_way_positions_many(hands: &[[Card; 7]], keys: &[HandKey], out: &mut [(usize, usize)]) {
    const BLOCK: usize = 32;
    let t = tables();
    let decisions = rank_decisions();
    for ((hands, keys), out) in hands
        .chunks(BLOCK)
        .zip(keys.chunks(BLOCK))
        .zip(out.chunks_mut(BLOCK))
    {
        let mut words = [0u32; BLOCK];
        // First every lookup (independent loads), then the work that needs them.
        for (w, key) in words.iter_mut().zip(keys) {
            *w = decisions.packed[t.index(key.rank_sum())];
        }
        for (((hand, key), &w), o) in hands.iter().zip(keys).zip(&words).zip(out.iter_mut()) {
            *o = if key.flush_ranks().is_none() {
                locate_front(hand, RankDecisions::unpack(w))
            } else {
                decide_by_rules(t, hand).front
            };
        }
    }
}

/// The rules themselves, for any hand.
fn decide_by_rules(t: &Tables, hand: &[Card; 7]) -> Decision {
    let h = Reading::new(hand);
    match front_ranks(t, &h) {
        Front::Ranks(r1, r2) => {
            let (front, high_rank) = h.place_front(t, r1, r2);
            Decision {
                front,
                high_rank,
                low_rank: two_card::class_of_ranks(r1, r2),
            }
        }
        Front::Chosen(d) => d,
    }
}

/// The positions of a rank decision's front cards in a hand that can make no flush:
/// the joker where the decision puts it in front, otherwise the first real cards of
/// the front's ranks (cards of one rank are interchangeable when no flush is possible;
/// only the joker, which can fill a straight behind, is not a plain ace).
#[inline(always)]
fn locate_front(hand: &[Card; 7], d: RankDecision) -> (usize, usize) {
    let (r1, r2) = d.front_ranks;
    // Position masks of the real cards of each front rank, and of the joker (whose
    // rank_of is 13, no rank).
    let (mut p1, mut p2, mut joker) = (0u8, 0u8, 0u8);
    for (i, &c) in hand.iter().enumerate() {
        let r = rank_of(c);
        p1 |= u8::from(r == r1) << i;
        p2 |= u8::from(r == r2) << i;
        joker |= u8::from(c == JOKER) << i;
    }
    let lowest = |p: u8| p.trailing_zeros() as usize;
    let (a, b) = if d.joker_in_front {
        // The joker is one of the front's aces: r1 is the ace, r2 the other card.
        (lowest(joker), lowest(p2))
    } else if r1 == r2 {
        (lowest(p1), lowest(p1 & p1.wrapping_sub(1)))
    } else {
        (lowest(p1), lowest(p2))
    };
    (a.min(b), a.max(b))
}

/// A decision by ranks: the front's pattern ranks (higher first), whether the joker
/// is in front, and both hands' classes.
#[derive(Clone, Copy, Debug)]
struct RankDecision {
    front_ranks: (u8, u8),
    joker_in_front: bool,
    high_rank: u16,
    low_rank: u32,
}

/// The house way of every hand in which no suit can make a flush, by rank multiset
/// (seven real ranks, or six and the joker), packed as
/// `high_rank | low_rank << 13 | r1 << 20 | r2 << 24 | joker_in_front << 28` (front
/// ranks higher first) at the multiset's perfect-hash slot. A joker hand's multiset
/// holds its six real ranks, so it never shares a slot with a seven-rank multiset.
struct RankDecisions {
    packed: Box<[u32; HASH_SLOTS]>,
}

impl RankDecisions {
    fn build(t: &Tables) -> RankDecisions {
        let mut packed: Box<[u32; HASH_SLOTS]> = zeroed();
        for size in [7u8, 6] {
            for counts in rank_multisets(size, 4) {
                // A representative hand: equal ranks take different suits, and no suit
                // gets more than two real cards, so no flush is possible.
                let mut hand = [JOKER; 7];
                let mut i = 0;
                for (r, &n) in counts.iter().enumerate() {
                    for _ in 0..n {
                        hand[i] = r as u8 * 4 + (i % 4) as u8;
                        i += 1;
                    }
                }
                let d = decide_by_rules(t, &hand);
                let (a, b) = (hand[d.front.0], hand[d.front.1]);
                let rank = |c: Card| if c == JOKER { ACE } else { rank_of(c) } as u32;
                let (r1, r2) = (rank(a).max(rank(b)), rank(a).min(rank(b)));
                let joker_in_front = u32::from(a == JOKER || b == JOKER);
                let key = HandKey::of(&hand);
                packed[t.index(key.rank_sum())] = d.high_rank as u32
                    | d.low_rank << 13
                    | r1 << 20
                    | r2 << 24
                    | joker_in_front << 28;
            }
        }
        RankDecisions { packed }
    }

    /// The decision of a hand without a possible flush.
    #[inline(always)]
    fn get(&self, t: &Tables, key: HandKey) -> RankDecision {
        Self::unpack(self.packed[t.index(key.rank_sum())])
    }

    #[inline(always)]
    fn unpack(p: u32) -> RankDecision {
        RankDecision {
            front_ranks: ((p >> 20 & 0xF) as u8, (p >> 24 & 0xF) as u8),
            joker_in_front: p >> 28 & 1 != 0,
            high_rank: (p & 0x1FFF) as u16,
            low_rank: p >> 13 & 0x7F,
        }
    }
}

fn rank_decisions() -> &'static RankDecisions {
    static DECISIONS: OnceLock<RankDecisions> = OnceLock::new();
    DECISIONS.get_or_init(|| RankDecisions::build(tables()))
}

/// Which cards the house way puts in front, as two positions of `hand` (`i < j`).
pub fn house_way_positions(hand: &[Card; 7]) -> (usize, usize) {
    decide(tables(), hand).front
}

/// The house way's setting of seven cards (already checked).
pub fn house_way(hand: &[Card; 7]) -> Setting {
    Setting::from_positions(hand, house_way_positions(hand))
}

/// The classes (high, low) of the house way's setting.
#[inline]
pub fn house_way_ranks(hand: &[Card; 7]) -> (u16, u32) {
    let t = tables();
    let key = HandKey::of(hand);
    if key.flush_ranks().is_none() {
        let d = rank_decisions().get(t, key);
        return (d.high_rank, d.low_rank);
    }
    let d = decide_by_rules(t, hand);
    (d.high_rank, d.low_rank)
}

enum Front {
    /// The front's pattern ranks; the cards are placed by `place_front`.
    Ranks(u8, u8),
    /// Rule 7 chooses among whole settings.
    Chosen(Decision),
}

#[inline(always)]
fn front_ranks(t: &Tables, h: &Reading) -> Front {
    use Front::Ranks;
    let [_, singles, pairs, trips, quads, five] = h.by_count;

    // Rule 1: five aces: split, unless the other two cards are a pair of kings.
    if five != 0 {
        return if pairs & KING_BIT != 0 {
            Ranks(KING, KING)
        } else {
            Ranks(ACE, ACE)
        };
    }
    // Rule 2: four of a kind.
    if quads != 0 {
        let (a, b) = rule2_four_of_a_kind(top(quads), trips | pairs, singles);
        return Ranks(a, b);
    }
    if trips != 0 {
        // Rule 3: two threes of a kind: a pair of the higher trips in front.
        if trips.count_ones() == 2 {
            return Ranks(top(trips), top(trips));
        }
        // Rule 4: three of a kind and two pairs: the higher pair in front.
        if pairs.count_ones() == 2 {
            return Ranks(top(pairs), top(pairs));
        }
        // Rule 5: full house: the pair in front, but A-K in front of the full house
        // when the pair is twos and the singles are an ace and a king.
        if pairs != 0 {
            if pairs == 1 && singles == ACE_BIT | KING_BIT {
                return Ranks(ACE, KING);
            }
            return Ranks(top(pairs), top(pairs));
        }
    }
    // Rule 6: three pairs: the highest pair in front.
    if pairs.count_ones() == 3 {
        return Ranks(top(pairs), top(pairs));
    }
    // Rule 7: a straight, flush or straight flush among any five (joker wild).
    if (h.key.flush_ranks().is_some() || has_straight(h.key))
        && !two_pair_overrides_straight(pairs, singles)
    {
        return Front::Chosen(rule7_straight_or_flush(t, h));
    }
    // Rule 8: three of a kind (three aces are split).
    if trips != 0 {
        return if trips == ACE_BIT {
            Ranks(ACE, top(singles))
        } else {
            Ranks(top(singles), second(singles))
        };
    }
    // Rule 9: two pairs.
    if pairs.count_ones() == 2 {
        let (high, low) = (top(pairs), second(pairs));
        let single_ace = singles & ACE_BIT != 0;
        let split = (high >= SEVEN && !single_ace)
            || (high >= JACK && low >= SIX && single_ace)
            || high == ACE;
        return if split {
            Ranks(low, low)
        } else {
            Ranks(top(singles), second(singles))
        };
    }
    // Rule 10: one pair: the two highest singles in front.
    if pairs != 0 {
        return Ranks(top(singles), second(singles));
    }
    // Rule 11: no pair: the second and third highest in front.
    let rest = singles & !(1 << top(singles));
    Ranks(top(rest), second(rest))
}

/// Whether five of the cards form a straight, the joker filling any one gap
/// (A-2-3-4-5 included).
#[inline(always)]
fn has_straight(key: HandKey) -> bool {
    let m = key.rank_mask();
    // Ranks with the ace also below the deuce: bit 0 = ace-low, bit 13 = ace.
    let e = (m << 1) | (m >> ACE);
    let (e1, e2, e3, e4) = (e >> 1, e >> 2, e >> 3, e >> 4);
    if key.has_joker() {
        // A window of five with at most one rank missing.
        (e1 & e2 & e3 & e4)
            | (e & e2 & e3 & e4)
            | (e & e1 & e3 & e4)
            | (e & e1 & e2 & e4)
            | (e & e1 & e2 & e3)
            != 0
    } else {
        e & e1 & e2 & e3 & e4 != 0
    }
}

/// Rule 2. The rest is the three cards beside the quads (`rest_groups`: the rank of
/// its trips or pair, if any; `singles`: its single cards). "Keep" puts the best two
/// of the rest in front, "split" two of the quads.
fn rule2_four_of_a_kind(q: u8, rest_groups: u16, singles: u16) -> (u8, u8) {
    let rest_pair = (rest_groups != 0).then(|| top(rest_groups));
    let best_two = match rest_pair {
        Some(p) => (p, p),
        None => (top(singles), second(singles)),
    };
    let keep = match q {
        0..=4 => true,                                     // 2 to 6
        5..=8 => rest_pair.is_some() || best_two.0 == ACE, // 7 to T: ace-high or better
        9..=11 => rest_pair.is_some_and(|p| p >= TEN),     // J, Q, K: a pair of tens or better
        _ => rest_pair.is_some_and(|p| p >= SEVEN),        // aces: a pair of sevens or better
    };
    if keep {
        best_two
    } else {
        (q, q)
    }
}

/// Rule 7a: with exactly two pairs, a single ace, or jacks-or-better over
/// sixes-or-better, or a pair of aces, the hand is set as two pairs (rule 9).
#[inline(always)]
fn two_pair_overrides_straight(pairs: u16, singles: u16) -> bool {
    if pairs.count_ones() != 2 || singles.count_ones() != 3 {
        return false;
    }
    let (high, low) = (top(pairs), second(pairs));
    singles & ACE_BIT != 0 || (high >= JACK && low >= SIX) || high == ACE
}

/// Rules 7b and 7c: keep a straight, flush or straight flush behind with the best
/// front (then the best back); a straight flush behind is given up only for a strictly
/// better front of jack-high or better (king-high or better when the straight flush
/// would be a royal flush).
fn rule7_straight_or_flush(t: &Tables, h: &Reading) -> Decision {
    let mut best_any: Option<Decision> = None;
    let mut best_sf: Option<Decision> = None;
    let mut royal_available = false;
    let better = |d: &Decision, b: Option<Decision>| {
        b.is_none_or(|b| (d.low_rank, d.high_rank) > (b.low_rank, b.high_rank))
    };
    for &(i, j) in &LOW_POSITIONS {
        let high_rank = h.back_rank(t, i, j);
        if high_rank < FIRST_STRAIGHT_CLASS {
            continue;
        }
        let d = Decision {
            front: (i, j),
            high_rank,
            low_rank: two_card::rank(h.cards[i], h.cards[j]),
        };
        if better(&d, best_any) {
            best_any = Some(d);
        }
        let key = t.paigow_classes[high_rank as usize];
        if classes::category_of(key) == cat::STRAIGHT_FLUSH {
            royal_available |= key & 0xFFFFF == 2 * ACE as u32;
            if better(&d, best_sf) {
                best_sf = Some(d);
            }
        }
    }
    let best_any = best_any.expect("rule 7 applies only with a straight or flush");
    let Some(best_sf) = best_sf else {
        return best_any;
    };
    let bar = if royal_available { KING } else { JACK };
    // "x-high or better": any pair, or a non-pair whose higher card is x or higher.
    if best_any.low_rank > best_sf.low_rank && best_any.low_rank >= two_card::class_of_ranks(bar, 0)
    {
        best_any
    } else {
        best_sf
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> [Card; 7] {
        crate::cards::parse_for_tests(text).try_into().unwrap()
    }

    fn front(text: &str) -> String {
        let s = house_way(&parse(text));
        assert!(s.is_legal(), "{text}");
        let mut ranks: Vec<char> = s
            .low
            .iter()
            .map(|&c| {
                if c == JOKER {
                    'A'
                } else {
                    crate::cards::rank_char(rank_of(c))
                }
            })
            .collect();
        ranks.sort_by_key(|&c| std::cmp::Reverse("23456789TJQKA".find(c)));
        ranks.into_iter().collect()
    }

    #[test]
    fn rank_decisions_equal_the_rules() {
        // Every hand of a shuffled deck walk: the table path and the rules agree on
        // both hands' classes, and the table's front is a front the rules allow.
        let t = tables();
        let mut state = 0x1234_5678_9ABC_DEF0u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut deck: Vec<Card> = (0..53).collect();
        let mut hands = Vec::new();
        for _ in 0..300_000 {
            for i in 0..7 {
                let j = i + (next() % (53 - i as u64)) as usize;
                deck.swap(i, j);
            }
            let hand: [Card; 7] = deck[..7].try_into().unwrap();
            let (fast, slow) = (decide(t, &hand), decide_by_rules(t, &hand));
            assert_eq!(
                (fast.high_rank, fast.low_rank),
                (slow.high_rank, slow.low_rank),
                "{hand:?}"
            );
            let s = Setting::from_positions(&hand, fast.front);
            assert_eq!(
                (s.high_rank(), s.low_rank()),
                (fast.high_rank, fast.low_rank),
                "{hand:?}"
            );
            assert_eq!(house_way_ranks(&hand), (slow.high_rank, slow.low_rank));
            hands.push(hand);
        }
        let mut many = vec![(0, 0); hands.len()];
        let keys: Vec<HandKey> = hands.iter().map(|h| HandKey::of(h)).collect();
        house_way_positions_many(&hands, &keys, &mut many);
        for (hand, &front) in hands.iter().zip(&many) {
            assert_eq!(front, house_way_positions(hand));
        }
    }

    #[test]
    fn first_straight_class_is_the_first_straight() {
        let t = tables();
        let at = |c: u16| classes::category_of(t.paigow_classes[c as usize]);
        assert_eq!(at(FIRST_STRAIGHT_CLASS), cat::STRAIGHT);
        assert_eq!(at(FIRST_STRAIGHT_CLASS - 1), cat::TRIPS);
    }

    #[test]
    fn seed_004_examples() {
        assert_eq!(front("2c 3d 5h Ts Tc Qd Qh"), "TT");
        assert_eq!(front("3c 6d 6h 7s Jc Kd Ah"), "AK");
    }

    #[test]
    fn rules_in_brief() {
        assert_eq!(front("Ac Ad Ah As Jk Kc Kd"), "KK"); // 1: five aces with kings
        assert_eq!(front("Ac Ad Ah As Jk Qc Kd"), "AA"); // 1: five aces split
        assert_eq!(front("2c 2d 2h 2s 9c Kd Ah"), "AK"); // 2: low quads kept
        assert_eq!(front("8c 8d 8h 8s 9c Kd 3h"), "88"); // 2: 7-T split
        assert_eq!(front("8c 8d 8h 8s 9c Ad 3h"), "A9"); // 2: 7-T kept with an ace
        assert_eq!(front("Kc Kd Kh Ks 9c 9d 3h"), "KK"); // 2: J-K split with nines
        assert_eq!(front("Kc Kd Kh Ks Tc Td 3h"), "TT"); // 2: J-K kept with tens
        assert_eq!(front("Ac Ad Ah Jk 7c 7d 3h"), "77"); // 2: aces (joker) kept with sevens
        assert_eq!(front("Ac Ad Ah Jk 6c 6d 3h"), "AA"); // 2: aces split
        assert_eq!(front("5c 5d 5h 9c 9d 9h 3h"), "99"); // 3: two trips
        assert_eq!(front("5c 5d 5h 9c 9d Th Ts"), "TT"); // 4: trips and two pairs
        assert_eq!(front("5c 5d 5h 9c 9d Th As"), "99"); // 5: full house split
        assert_eq!(front("5c 5d 5h 2c 2d Kh As"), "AK"); // 5: twos with A-K
        assert_eq!(front("5c 5d 8h 8c 2d 2h As"), "88"); // 6: three pairs
        assert_eq!(front("5c 5d 5h 9c Jd Kh 3s"), "KJ"); // 8: trips
        assert_eq!(front("Ac Ad Jk 9c Jd Kh 3s"), "AK"); // 8: three aces split
        assert_eq!(front("2c 3d 5h 8s 8c Qd Qh"), "88"); // 9i
        assert_eq!(front("2c 6d 6h Js Jc Qd Ah"), "66"); // 9ii
        assert_eq!(front("2c 5d 5h Js Jc Qd Ah"), "AQ"); // 9ii not met
        assert_eq!(front("2c 3d 3h 6s Jc Ad Ah"), "33"); // 9iii
        assert_eq!(front("2c 3d 3h 6s 6c Jd Ah"), "AJ"); // 9 both behind
        assert_eq!(front("2c 3d 9h 6s Jc Jd Ah"), "A9"); // 10
        assert_eq!(front("2c 3d 9h 6s Jc Qd Ah"), "QJ"); // 11
    }

    #[test]
    fn straights_and_flushes() {
        // 7b: six-card straight, the highest card in front when possible.
        assert_eq!(front("4c 5d 6h 7s 8c 9d Kh"), "K9");
        // 7a(i): two pairs with a single ace override the straight.
        assert_eq!(front("Ac 2d 3h 4s 5c 5d 4h"), "A3");
        // 7c: straight flush kept unless the front improves to jack-high or better.
        assert_eq!(front("4h 5h 6h 7h 8h 9d Tc"), "T9");
    }
}
