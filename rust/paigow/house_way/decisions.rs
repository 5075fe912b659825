//! The decisions of a house way by rank multiset, for hands in which no suit can make
//! a flush (about 96% of hands).
//!
//! In such a hand every step of a house way reads ranks only (straights, pairs, which
//! rank goes in front; cards of one rank differ only in suit), so the decision (the
//! front's pattern ranks, both hands' classes and the rule) depends only on the rank
//! multiset and the joker. [`RankDecisions`] holds it for every such multiset (49,205
//! of seven real ranks and 18,395 of six and the joker, each decided once by the rules
//! on a [`representative`] hand), at the multiset's slot of the evaluator's perfect
//! hash: the joker adds nothing to the rank sum, so a joker hand's slot is that of its
//! six real ranks, never that of a seven-rank multiset. Built on first use per way
//! (about 68,000 decisions by the rules). The house way's hot paths and the solver's
//! dealer histogram both read it.

use super::registry::{HouseWay, PerWay};
use crate::cards::{rank_of, Card, ACE, JOKER, RANKS};
use crate::eval::classes::rank_multisets;
use crate::eval::tables::{tables, zeroed, HandKey, Tables, HASH_SLOTS};

/// A decision by ranks: the front's pattern ranks (higher first), whether the joker
/// is in front, both hands' classes and the rule.
#[derive(Clone, Copy, Debug)]
pub struct RankDecision {
    pub front_ranks: (u8, u8),
    pub joker_in_front: bool,
    pub high_rank: u16,
    pub low_rank: u32,
    pub rule: u8,
}

impl RankDecision {
    /// A packed word (see [`RankDecisions`]) and the rule.
    #[inline(always)]
    pub fn unpack(p: u32, rule: u8) -> RankDecision {
        RankDecision {
            front_ranks: ((p >> 20 & 0xF) as u8, (p >> 24 & 0xF) as u8),
            joker_in_front: p >> 28 & 1 != 0,
            high_rank: (p & 0x1FFF) as u16,
            low_rank: p >> 13 & 0x7F,
            rule,
        }
    }
}

/// A way's decision of every rank multiset without a possible flush, packed as
/// `high_rank | low_rank << 13 | r1 << 20 | r2 << 24 | joker_in_front << 28` (front
/// ranks higher first) at the multiset's perfect-hash slot, the rule beside it.
pub struct RankDecisions {
    packed: Box<[u32; HASH_SLOTS]>,
    rules: Box<[u8; HASH_SLOTS]>,
    /// The slots in use, ascending.
    slots: Vec<u32>,
}

/// A hand of the given rank counts (seven cards, or six and the joker) in which no
/// suit can make a flush: the i-th card in rank order takes suit i mod 4, so equal
/// ranks get distinct suits and no suit gets more than two real cards.
pub fn representative(counts: &[u8; RANKS]) -> [Card; 7] {
    let mut hand = [JOKER; 7];
    let mut i = 0;
    for (r, &n) in counts.iter().enumerate() {
        for _ in 0..n {
            hand[i] = r as u8 * 4 + (i % 4) as u8;
            i += 1;
        }
    }
    hand
}

/// A representative hand of every rank multiset of a hand without a possible flush:
/// seven real ranks, then six real ranks and the joker.
pub fn representatives() -> impl Iterator<Item = [Card; 7]> {
    [7u8, 6]
        .into_iter()
        .flat_map(|size| rank_multisets(size, 4))
        .map(|counts| representative(&counts))
}

impl RankDecisions {
    fn build(way: HouseWay, t: &Tables) -> RankDecisions {
        let mut packed: Box<[u32; HASH_SLOTS]> = zeroed();
        let mut rules: Box<[u8; HASH_SLOTS]> = zeroed();
        let mut slots = Vec::new();
        for hand in representatives() {
            let d = way.decide_by_rules(t, &hand);
            let (a, b) = (hand[d.front.0], hand[d.front.1]);
            let rank = |c: Card| if c == JOKER { ACE } else { rank_of(c) } as u32;
            let (r1, r2) = (rank(a).max(rank(b)), rank(a).min(rank(b)));
            let joker_in_front = u32::from(a == JOKER || b == JOKER);
            let slot = t.index(HandKey::of(&hand).rank_sum());
            packed[slot] =
                d.high_rank as u32 | d.low_rank << 13 | r1 << 20 | r2 << 24 | joker_in_front << 28;
            rules[slot] = d.rule;
            slots.push(slot as u32);
        }
        slots.sort_unstable();
        RankDecisions {
            packed,
            rules,
            slots,
        }
    }

    /// The packed word of a hand's rank multiset.
    #[inline(always)]
    pub fn packed_at(&self, t: &Tables, key: HandKey) -> u32 {
        self.packed[t.index(key.rank_sum())]
    }

    /// The decision of a hand without a possible flush.
    #[inline(always)]
    pub fn get(&self, t: &Tables, key: HandKey) -> RankDecision {
        let slot = t.index(key.rank_sum());
        RankDecision::unpack(self.packed[slot], self.rules[slot])
    }

    /// The (high, low) classes at a slot.
    #[inline(always)]
    pub fn classes_at(&self, slot: usize) -> (u16, u32) {
        let d = RankDecision::unpack(self.packed[slot], 0);
        (d.high_rank, d.low_rank)
    }

    /// The slots of every rank multiset, ascending.
    pub fn slots(&self) -> &[u32] {
        &self.slots
    }
}

/// The rank decisions of a way, built on first use.
pub fn rank_decisions(way: HouseWay) -> &'static RankDecisions {
    static TABLES: PerWay<RankDecisions> = PerWay::new();
    TABLES.get_or_init(way, || RankDecisions::build(way, tables()))
}

/// The positions of a rank decision's front cards in a hand that can make no flush:
/// the joker where the decision puts it in front, otherwise the first real cards of
/// the front's ranks (cards of one rank are interchangeable when no flush is possible;
/// only the joker, which can fill a straight behind, is not a plain ace).
#[inline(always)]
pub fn locate_front(hand: &[Card; 7], d: RankDecision) -> (usize, usize) {
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
