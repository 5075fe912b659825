//! The events a seven-card hand qualifies for.
//!
//! Events over the seven cards are read from the rank counts and the suits' rank
//! masks: for a straight, a flush, a straight flush or a royal flush the joker fills
//! the missing card where it can; for everything made of cards of one rank it is an
//! ace. "Natural" events take no joker. The "... plus pair" events look at the 21
//! settings: the five-card hand behind of exactly that category (its Pai Gow ranking,
//! the joker playing its best) and a pair in front, the setting legal.

use super::event::{Event, EventSet};
use crate::cards::{rank_of, suit_of, Card, ACE, JOKER, RANKS};
use crate::eval::tables::tables;
use crate::eval::two_card::FIRST_PAIR;
use crate::eval::{category_index, Ranking};
use crate::paigow::house_way::HouseWay;
use crate::paigow::solver::setting_classes;

/// The ranks T, J, Q, K, A.
const ROYAL: u16 = 0x1F00;

/// The five-rank windows of a straight: the wheel (A-2-3-4-5) and 2-6 .. T-A.
const FIVE_WINDOWS: [u16; 10] = {
    let mut w = [0u16; 10];
    w[0] = 1 << ACE | 0xF;
    let mut i = 0;
    while i < 9 {
        w[i + 1] = 0x1F << i;
        i += 1;
    }
    w
};

/// The seven-rank windows of a seven-card straight: A-7 and 2-8 .. 8-A.
const SEVEN_WINDOWS: [u16; 8] = {
    let mut w = [0u16; 8];
    w[0] = 1 << ACE | 0x3F;
    let mut i = 0;
    while i < 7 {
        w[i + 1] = 0x7F << i;
        i += 1;
    }
    w
};

/// Whether the ranks `mask` (and the joker, `joker` = 1) hold a five-card straight.
#[inline(always)]
fn straight_in(mask: u16, joker: u32) -> bool {
    FIVE_WINDOWS
        .iter()
        .any(|&w| (mask & w).count_ones() + joker >= 5)
}

/// The plus-pair event of a five-card Pai Gow category index (`Ranking::categories`).
const PLUS_PAIR: [Option<Event>; 11] = [
    Some(Event::FiveAcesPlusPair),
    Some(Event::RoyalFlushPlusPair),
    Some(Event::StraightFlushPlusPair),
    Some(Event::FourOfAKindPlusPair),
    Some(Event::FullHousePlusPair),
    Some(Event::FlushPlusPair),
    Some(Event::StraightPlusPair),
    Some(Event::ThreeOfAKindPlusPair),
    Some(Event::TwoPairPlusPair),
    None,
    None,
];

/// Every event the seven cards (valid and distinct) qualify for.
pub fn events_of(hand: &[Card; 7]) -> EventSet {
    let mut counts = [0u8; RANKS];
    let mut suits = [0u16; 4];
    let mut joker = false;
    for &c in hand {
        if c == JOKER {
            joker = true;
        } else {
            counts[rank_of(c) as usize] += 1;
            suits[suit_of(c) as usize] |= 1 << rank_of(c);
        }
    }
    let j = joker as u32;
    let ranks = suits.iter().fold(0, |a, &m| a | m);
    let mut set = EventSet::default();

    // The joker as an ace for everything of one rank.
    let mut as_ace = counts;
    as_ace[ACE as usize] += joker as u8;
    let most = *as_ace.iter().max().expect("13 ranks");
    let pairs = as_ace.iter().filter(|&&n| n >= 2).count();
    let straight = straight_in(ranks, j);
    let flush = suits.iter().any(|m| m.count_ones() + j >= 5);

    for &m in &suits {
        if straight_in(m, j) {
            set.insert(Event::StraightFlush);
        }
        if (m & ROYAL).count_ones() + j >= 5 {
            set.insert(Event::RoyalFlush);
        }
        if m.count_ones() == 7 && SEVEN_WINDOWS.contains(&m) {
            set.insert(Event::SevenCardStraightFlushNatural);
        }
        if joker && m.count_ones() == 6 && SEVEN_WINDOWS.iter().any(|&w| m & w == m) {
            set.insert(Event::SevenCardStraightFlushJoker);
        }
        if (m & ROYAL).count_ones() == 5 && counts[ACE as usize] == 3 && !joker {
            set.insert(Event::NaturalRoyalPlusNaturalAces);
        }
    }
    if counts[ACE as usize] == 4 && joker {
        set.insert(Event::FiveAces);
    }
    if most >= 4 {
        set.insert(Event::FourOfAKind);
    }
    if as_ace.iter().any(|&n| n >= 3) && pairs >= 2 {
        set.insert(Event::FullHouse);
    }
    if flush {
        set.insert(Event::Flush);
    }
    if straight {
        set.insert(Event::Straight);
    }
    if most >= 3 {
        set.insert(Event::ThreeOfAKind);
    }
    if pairs >= 2 {
        set.insert(Event::TwoPair);
    }
    if most >= 2 {
        set.insert(Event::Pair);
    }
    if most <= 1 && !straight && !flush {
        let top = (0..RANKS as u8).rev().find(|&r| as_ace[r as usize] > 0);
        if let Some(e) = top.and_then(Event::pai_gow_of_rank) {
            set.insert(e);
        }
    }
    if set.contains(Event::RoyalFlush) {
        if royal_match(hand, false) {
            set.insert(Event::RoyalMatch);
            set.insert(Event::RoyalMatchNatural);
        } else if royal_match(hand, true) {
            set.insert(Event::RoyalMatch);
        }
    }
    if most >= 2 {
        plus_pair(hand, &mut set);
    }
    set
}

/// Every event of the seven cards (valid and distinct), those read from a house way's
/// setting ([`Event::depends_on_way`]) read from `way`'s.
pub fn events_under(hand: &[Card; 7], way: HouseWay) -> EventSet {
    let mut set = events_of(hand);
    if low_nine_or_less(hand, way) {
        set.insert(Event::LowHandNineOrLess);
    }
    set
}

/// Whether `way` sets the hand with a low hand of two ranks, the higher a nine or
/// less (the joker is an ace).
fn low_nine_or_less(hand: &[Card; 7], way: HouseWay) -> bool {
    const NINE: u8 = 7;
    let (i, j) = way.positions(hand);
    let (a, b) = (hand[i], hand[j]);
    a != JOKER && b != JOKER && rank_of(a) != rank_of(b) && rank_of(a).max(rank_of(b)) <= NINE
}

/// The "... plus pair" events: some legal setting with a pair in front and the
/// five-card hand behind of that category.
fn plus_pair(hand: &[Card; 7], set: &mut EventSet) {
    let t = tables();
    for (high, low, legal) in setting_classes(hand) {
        if legal && low >= FIRST_PAIR {
            if let Some(e) = PLUS_PAIR[category_index(t, Ranking::PaigowHigh, high as u32)] {
                set.insert(e);
            }
        }
    }
}

/// Whether some five of the seven cards make a royal flush (the joker filling a gap)
/// and the other two are an ace and a king of one suit, or (`joker_ace`) the joker as
/// the ace and a king.
fn royal_match(hand: &[Card; 7], joker_ace: bool) -> bool {
    (0..7).any(|i| {
        (i + 1..7).any(|k| {
            let (a, b) = (hand[i], hand[k]);
            let matched = if a == JOKER || b == JOKER {
                joker_ace && rank_of(a.min(b)) == ACE - 1
            } else {
                suit_of(a) == suit_of(b) && {
                    let (x, y) = (rank_of(a).max(rank_of(b)), rank_of(a).min(rank_of(b)));
                    x == ACE && y == ACE - 1
                }
            };
            matched && {
                let rest = hand
                    .iter()
                    .enumerate()
                    .filter(|&(n, _)| n != i && n != k)
                    .map(|(_, &c)| c);
                is_royal(rest)
            }
        })
    })
}

/// Whether five cards are a royal flush, the joker filling a gap.
fn is_royal(cards: impl Iterator<Item = Card>) -> bool {
    let mut suit = None;
    let mut mask = 0u16;
    let mut n = 0;
    for c in cards {
        if c == JOKER {
            n += 1;
            continue;
        }
        if *suit.get_or_insert(suit_of(c)) != suit_of(c) {
            return false;
        }
        mask |= 1 << rank_of(c);
        n += 1;
    }
    // Five distinct cards, the real ones of one suit (so of distinct ranks), at most
    // one joker: a royal flush exactly when every real rank is a royal one.
    n == 5 && mask & !ROYAL == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::card_text;

    fn hand(text: &str) -> [Card; 7] {
        let ids: Vec<Card> = text
            .split_whitespace()
            .map(|t| {
                if t == "Jk" {
                    return JOKER;
                }
                let r = "23456789TJQKA".find(&t[..1]).unwrap() as u8;
                let s = "cdhs".find(&t[1..]).unwrap() as u8;
                r * 4 + s
            })
            .collect();
        let h: [Card; 7] = ids.try_into().unwrap();
        assert_eq!(
            h.iter()
                .map(|&c| card_text(c))
                .collect::<Vec<_>>()
                .join(" "),
            text
        );
        h
    }

    fn ids(text: &str) -> Vec<&'static str> {
        events_of(&hand(text)).events().map(|e| e.id()).collect()
    }

    #[test]
    fn examples() {
        assert_eq!(
            ids("As Ks Qs Js Ts Ah Ad"),
            [
                "natural-royal-plus-natural-aces",
                "royal-flush-plus-pair",
                "straight-plus-pair",
                "royal-flush",
                "straight-flush",
                "flush",
                "straight",
                "three-of-a-kind",
                "pair"
            ]
        );
        assert_eq!(
            ids("Ks Qs Js Ts Jk Ah Kh"),
            [
                "royal-match",
                "straight-plus-pair",
                "royal-flush",
                "straight-flush",
                "flush",
                "straight",
                "two-pair",
                "pair",
                "royal-match-natural"
            ]
        );
        assert!(ids("As Ks Qs Js Ts Jk Kh").contains(&"royal-match"));
        assert!(!ids("As Ks Qs Js Ts Jk Kh").contains(&"royal-match-natural"));
        assert!(ids("Ks Qs Js Ts Jk Ah Kh").contains(&"royal-match-natural"));
        let under = |text: &str, way: &str| {
            events_under(&hand(text), HouseWay::from_name(way).unwrap())
                .contains(Event::LowHandNineOrLess)
        };
        for way in ["golden-nugget", "foxwoods"] {
            assert!(under("Kc 9d 7h 5s 4c 3d 2h", way), "{way}");
            assert!(!under("Kc Qd 9h 5s 4c 3d 2h", way), "{way}");
            assert!(under("Kc 8d 7h 5s 4c 3d 2h", way), "{way}");
            assert!(!under("Kc 7d 7h 5s 4c 3d 2h", way), "{way}");
            // 2-3-4-5-6 behind, K-9 in front.
            assert!(!under("Kc 9d 6h 5s 4c 3d 2h", way), "{way}");
            assert!(!ids("Kc 9d 7h 5s 4c 3d 2h").contains(&"low-hand-9-high-or-less"));
        }
        assert!(!ids("As Ks Qs Js Ts Kh Qh").contains(&"royal-match"));
        assert!(ids("3s 4s 5s 6s 7s 8s 9s").contains(&"seven-card-straight-flush-natural"));
        assert!(ids("As 2s 3s 4s 5s 6s 7s").contains(&"seven-card-straight-flush-natural"));
        assert!(ids("As 2s 3s 4s Jk 6s 7s").contains(&"seven-card-straight-flush-joker"));
        assert!(ids("8s Ts Js Qs Ks As Jk").contains(&"seven-card-straight-flush-joker"));
        assert!(!ids("7s Ts Js Qs Ks As Jk").contains(&"seven-card-straight-flush-joker"));
        assert_eq!(ids("2c 3d 4h 5s 7c 8d 9h"), ["9-high-pai-gow"]);
        assert_eq!(ids("2c 3d 4h 5s 7c 8d Jk"), ["straight"]);
        assert_eq!(ids("2c 3d 4h 9s Tc Qd Jk"), ["ace-high-pai-gow"]);
        assert_eq!(ids("2c 3d 4h Qs 7c 8d 9h"), ["queen-high-pai-gow"]);
        // K-K-K, A-Jk with Q-J: the joker is the ten of a straight behind K-K.
        assert!(ids("Kc Kd Kh Ad Qs Jh Jk").contains(&"straight-plus-pair"));
        assert!(ids("Kc Kd Kh Ad Qs Jh Jk").contains(&"full-house"));
        assert_eq!(
            ids("Ac Ad Ah As Jk 2c 2d"),
            [
                "five-aces-plus-pair",
                "full-house-plus-pair",
                "five-aces",
                "four-of-a-kind",
                "full-house",
                "three-of-a-kind",
                "two-pair",
                "pair"
            ]
        );
    }
}
