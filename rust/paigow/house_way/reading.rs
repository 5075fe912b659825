//! What every house way reads from seven cards: pattern ranks (the joker as an ace),
//! the straights and flushes among any five, and the placing of a front named by its
//! ranks on actual cards.

use crate::cards::{rank_of, Card, ACE, JOKER, RANKS};
use crate::eval::classes::{self, cat};
use crate::eval::tables::{HandKey, Tables, CARD_KEYS, CARD_MASKS};
use crate::eval::two_card;

use super::rule::Decision;
use crate::paigow::setting::LOW_POSITIONS;

pub const KING: u8 = 11;
pub const QUEEN: u8 = 10;
pub const JACK: u8 = 9;
pub const TEN: u8 = 8;
pub const SEVEN: u8 = 5;
pub const SIX: u8 = 4;
pub const ACE_BIT: u16 = 1 << ACE;
pub const KING_BIT: u16 = 1 << KING;

/// The first Pai Gow class that is a straight (1,277 high-card, 2,860 pair, 858
/// two-pair and 858 three-of-a-kind classes come before it).
pub const FIRST_STRAIGHT_CLASS: u16 = 1277 + 2860 + 858 + 858 + 1;

/// Highest rank in a rank mask.
#[inline(always)]
pub fn top(mask: u16) -> u8 {
    (15 - mask.leading_zeros()) as u8
}

/// Second-highest rank in a rank mask.
#[inline(always)]
pub fn second(mask: u16) -> u8 {
    top(mask & !(1 << top(mask)))
}

/// Seven cards read for a house way: pattern ranks with the joker as an ace.
pub struct Reading {
    pub cards: [Card; 7],
    /// Positions (bit i = card i) of the cards of each pattern rank.
    pub positions: [u8; RANKS],
    /// Ranks held exactly n times, as 13-bit masks, for n = 0..=5 (five: aces only).
    pub by_count: [u16; 6],
    /// The whole hand's key; each setting's back is this less the two front cards.
    pub key: HandKey,
}

impl Reading {
    #[inline(always)]
    pub fn new(cards: &[Card; 7]) -> Reading {
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
    pub fn back_rank(&self, t: &Tables, i: usize, j: usize) -> u16 {
        let (a, b) = (self.cards[i] as usize, self.cards[j] as usize);
        t.paigow_high(HandKey {
            key: self.key.key - CARD_KEYS[a] - CARD_KEYS[b],
            mask: self.key.mask & !CARD_MASKS[a] & !CARD_MASKS[b],
        })
    }

    /// Whether some five of the cards make a straight or a flush (the joker wild).
    #[inline(always)]
    pub fn has_straight_or_flush(&self) -> bool {
        self.key.flush_ranks().is_some() || has_straight(self.key)
    }

    /// The front positions for front pattern ranks `(r1, r2)` and the back's class:
    /// where several cards fit, the choice that leaves the strongest back hand.
    #[inline(always)]
    pub fn place_front(&self, t: &Tables, r1: u8, r2: u8) -> ((usize, usize), u16) {
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

    /// [`Reading::decide`] under the way's rule number `rule`.
    #[inline(always)]
    pub fn decide_by(&self, t: &Tables, r1: u8, r2: u8, rule: u8) -> Decision {
        Decision {
            rule,
            ..self.decide(t, r1, r2)
        }
    }

    /// Five aces (the joker a fifth ace), as every way plays them: a pair of kings in
    /// front when there is one (rule `kings`), else a pair of aces (rule `aces`). None
    /// without five aces.
    #[inline(always)]
    pub fn five_aces(&self, t: &Tables, kings: u8, aces: u8) -> Option<Decision> {
        let [.., pairs, _, _, five] = self.by_count;
        (five != 0).then(|| {
            if pairs & KING_BIT != 0 {
                self.decide_by(t, KING, KING, kings)
            } else {
                self.decide_by(t, ACE, ACE, aces)
            }
        })
    }

    /// The decision that puts the cards of pattern ranks `(r1, r2)` in front (its rule
    /// left for the caller to name).
    #[inline(always)]
    pub fn decide(&self, t: &Tables, r1: u8, r2: u8) -> Decision {
        let (front, high_rank) = self.place_front(t, r1, r2);
        Decision {
            front,
            high_rank,
            low_rank: two_card::class_of_ranks(r1, r2),
            rule: 0,
        }
    }

    /// Every setting that keeps a straight, flush or straight flush behind, as a
    /// decision (its rule left for the caller), with what its back is.
    pub fn straight_or_flush_settings<'a>(
        &'a self,
        t: &'a Tables,
    ) -> impl Iterator<Item = (Decision, StraightKind)> + 'a {
        LOW_POSITIONS.iter().filter_map(move |&(i, j)| {
            let high_rank = self.back_rank(t, i, j);
            if high_rank < FIRST_STRAIGHT_CLASS {
                return None;
            }
            let key = t.paigow_classes[high_rank as usize];
            let kind = if classes::category_of(key) != cat::STRAIGHT_FLUSH {
                StraightKind::Other
            } else if key & 0xFFFFF == 2 * ACE as u32 {
                StraightKind::Royal
            } else {
                StraightKind::StraightFlush
            };
            let d = Decision {
                front: (i, j),
                high_rank,
                low_rank: two_card::rank(self.cards[i], self.cards[j]),
                rule: 0,
            };
            Some((d, kind))
        })
    }
}

/// What a back that is a straight, flush or straight flush is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StraightKind {
    /// A straight or a flush.
    Other,
    /// A straight flush below the royal flush.
    StraightFlush,
    /// A royal flush.
    Royal,
}

/// Whether `d` is better than `best` by front, then back (the house ways' order when
/// they choose among whole settings).
#[inline(always)]
pub fn better(d: &Decision, best: Option<Decision>) -> bool {
    best.is_none_or(|b| (d.low_rank, d.high_rank) > (b.low_rank, b.high_rank))
}

/// Iterator over the set bits of a position mask.
pub struct Bits(pub u8);

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

/// Whether five of the cards form a straight, the joker filling any one gap
/// (A-2-3-4-5 included).
#[inline(always)]
pub fn has_straight(key: HandKey) -> bool {
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
