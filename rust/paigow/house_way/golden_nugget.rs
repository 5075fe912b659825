//! The Golden Nugget house way, the source document's way and the default
//! (`docs/house-ways/golden-nugget.md`).
//!
//! Each rule names the front by *pattern ranks* (the joker read as an ace) and
//! [`Reading::decide`] places it on cards; where several cards fit (which two of four
//! kings, the joker or a real ace), the dealer keeps the strongest five-card hand
//! behind (**decision**, as a dealer following the rule's intent would: a joker behind
//! that completes a flush stays there). Rule 7 chooses among whole settings.

use super::reading::{
    better, second, top, Reading, StraightKind, ACE_BIT, JACK, KING, KING_BIT, SEVEN, SIX, TEN,
};
use super::rule::{rules, Decision};
use super::way::Way;
use crate::cards::ACE;
use crate::eval::tables::Tables;
use crate::eval::two_card;

rules! {
    FiveAces => "five-aces", "five aces: split, two aces in front";
    FiveAcesKings => "five-aces-kings", "five aces with a pair of kings: kings in front";
    QuadsLow => "quads-low", "quads six or lower: keep them together";
    QuadsMidKeep => "quads-mid-keep", "quads seven to ten with an ace or a pair to play in front: keep";
    QuadsMidSplit => "quads-mid-split", "quads seven to ten, no ace or pair beside: split";
    QuadsHighKeep => "quads-high-keep", "quad jacks to kings with tens or better beside: keep, the pair in front";
    QuadsHighSplit => "quads-high-split", "quad jacks to kings, no pair of tens or better: split";
    QuadAcesKeep => "quad-aces-keep", "four aces with sevens or better beside: keep, the pair in front";
    QuadAcesSplit => "quad-aces-split", "four aces, no pair of sevens or better: split";
    TwoTrips => "two-trips", "two trips: a pair of the higher in front";
    TripsTwoPairs => "trips-two-pairs", "trips and two pairs: the higher pair in front";
    FullHouse => "full-house", "full house: split, the pair in front";
    FullHouseTwosAceKing => "full-house-twos-ace-king", "full house with deuces and an ace-king: keep it, ace-king in front";
    ThreePairs => "three-pairs", "three pairs: the highest pair in front";
    StraightFlush => "straight-flush", "straight flush: keep it, the other way would not give a jack-high front";
    StraightFlushBroken => "straight-flush-broken", "straight flush: play the straight instead, it puts jack-high in front";
    StraightOrFlush => "straight-or-flush", "straight or flush: keep it behind, the best two cards in front";
    TripAces => "trip-aces", "three aces: split, an ace and the highest card in front";
    Trips => "trips", "trips: keep them behind, the two highest cards in front";
    TwoPairsAces => "two-pairs-aces", "two pairs with aces: split";
    TwoPairsSplit => "two-pairs-split", "two pairs, sevens or better on top, no single ace: split";
    TwoPairsSplitAce => "two-pairs-split-ace", "two pairs, jacks or better over sixes or better with a single ace: split";
    TwoPairsTogether => "two-pairs-together", "two pairs, otherwise: both behind, the two highest singles in front";
    OnePair => "one-pair", "one pair: the pair behind, the two highest cards in front";
    NoPair => "no-pair", "no pair: the highest card behind, the next two in front";
}

/// The Golden Nugget way in the registry.
pub const WAY: Way = Way {
    name: "golden-nugget",
    rules: RULES,
    decide: &decide,
};

/// The way's decision for a hand read by [`Reading::new`].
#[inline]
pub fn decide(t: &Tables, h: &Reading) -> Decision {
    let [_, singles, pairs, trips, quads, _] = h.by_count;
    let ranks = |r1: u8, r2: u8, rule: R| h.decide_by(t, r1, r2, rule as u8);

    // Rule 1: five aces: split, unless the other two cards are a pair of kings.
    if let Some(d) = h.five_aces(t, R::FiveAcesKings as u8, R::FiveAces as u8) {
        return d;
    }
    // Rule 2: four of a kind.
    if quads != 0 {
        let (a, b, rule) = rule2_four_of_a_kind(top(quads), trips | pairs, singles);
        return ranks(a, b, rule);
    }
    if trips != 0 {
        // Rule 3: two threes of a kind: a pair of the higher trips in front.
        if trips.count_ones() == 2 {
            return ranks(top(trips), top(trips), R::TwoTrips);
        }
        // Rule 4: three of a kind and two pairs: the higher pair in front.
        if pairs.count_ones() == 2 {
            return ranks(top(pairs), top(pairs), R::TripsTwoPairs);
        }
        // Rule 5: full house: the pair in front, but A-K in front of the full house
        // when the pair is twos and the singles are an ace and a king.
        if pairs != 0 {
            if pairs == 1 && singles == ACE_BIT | KING_BIT {
                return ranks(ACE, KING, R::FullHouseTwosAceKing);
            }
            return ranks(top(pairs), top(pairs), R::FullHouse);
        }
    }
    // Rule 6: three pairs: the highest pair in front.
    if pairs.count_ones() == 3 {
        return ranks(top(pairs), top(pairs), R::ThreePairs);
    }
    // Rule 7: a straight, flush or straight flush among any five (joker wild).
    if h.has_straight_or_flush() && !two_pair_overrides_straight(pairs, singles) {
        return rule7_straight_or_flush(t, h);
    }
    // Rule 8: three of a kind (three aces are split).
    if trips != 0 {
        return if trips == ACE_BIT {
            ranks(ACE, top(singles), R::TripAces)
        } else {
            ranks(top(singles), second(singles), R::Trips)
        };
    }
    // Rule 9: two pairs (also rule 7a's hands). (iii) is checked first: a pair of
    // aces leaves no single ace, so (i) would take every such hand.
    if pairs.count_ones() == 2 {
        let (high, low) = (top(pairs), second(pairs));
        let single_ace = singles & ACE_BIT != 0;
        return if high == ACE {
            ranks(low, low, R::TwoPairsAces)
        } else if high >= SEVEN && !single_ace {
            ranks(low, low, R::TwoPairsSplit)
        } else if high >= JACK && low >= SIX && single_ace {
            ranks(low, low, R::TwoPairsSplitAce)
        } else {
            ranks(top(singles), second(singles), R::TwoPairsTogether)
        };
    }
    // Rule 10: one pair: the two highest singles in front.
    if pairs != 0 {
        return ranks(top(singles), second(singles), R::OnePair);
    }
    // Rule 11: no pair: the second and third highest in front.
    let rest = singles & !(1 << top(singles));
    ranks(top(rest), second(rest), R::NoPair)
}

/// Rule 2. The rest is the three cards beside the quads (`rest_groups`: the rank of
/// its trips or pair, if any; `singles`: its single cards). "Keep" puts the best two
/// of the rest in front, "split" two of the quads.
fn rule2_four_of_a_kind(q: u8, rest_groups: u16, singles: u16) -> (u8, u8, R) {
    let rest_pair = (rest_groups != 0).then(|| top(rest_groups));
    let best_two = match rest_pair {
        Some(p) => (p, p),
        None => (top(singles), second(singles)),
    };
    let (keep, rules) = match q {
        0..=4 => (true, (R::QuadsLow, R::QuadsLow)), // 2 to 6
        // 7 to T: ace-high or better.
        5..=8 => (
            rest_pair.is_some() || best_two.0 == ACE,
            (R::QuadsMidKeep, R::QuadsMidSplit),
        ),
        // J, Q, K: a pair of tens or better.
        9..=11 => (
            rest_pair.is_some_and(|p| p >= TEN),
            (R::QuadsHighKeep, R::QuadsHighSplit),
        ),
        // Aces: a pair of sevens or better.
        _ => (
            rest_pair.is_some_and(|p| p >= SEVEN),
            (R::QuadAcesKeep, R::QuadAcesSplit),
        ),
    };
    if keep {
        (best_two.0, best_two.1, rules.0)
    } else {
        (q, q, rules.1)
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
    for (d, kind) in h.straight_or_flush_settings(t) {
        if better(&d, best_any) {
            best_any = Some(d);
        }
        if kind != StraightKind::Other {
            royal_available |= kind == StraightKind::Royal;
            if better(&d, best_sf) {
                best_sf = Some(d);
            }
        }
    }
    let best_any = best_any.expect("rule 7 applies only with a straight or flush");
    let Some(best_sf) = best_sf else {
        return Decision {
            rule: R::StraightOrFlush as u8,
            ..best_any
        };
    };
    let bar = if royal_available { KING } else { JACK };
    // "x-high or better": any pair, or a non-pair whose higher card is x or higher.
    if best_any.low_rank > best_sf.low_rank && best_any.low_rank >= two_card::class_of_ranks(bar, 0)
    {
        Decision {
            rule: R::StraightFlushBroken as u8,
            ..best_any
        }
    } else {
        Decision {
            rule: R::StraightFlush as u8,
            ..best_sf
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support;
    use super::super::HouseWay;

    fn front(text: &str) -> String {
        test_support::front(HouseWay::GOLDEN_NUGGET, text).0
    }

    fn rule(text: &str) -> &'static str {
        test_support::front(HouseWay::GOLDEN_NUGGET, text).1
    }

    #[test]
    fn first_straight_class_is_the_first_straight() {
        use super::super::reading::FIRST_STRAIGHT_CLASS;
        use crate::eval::classes::{self, cat};
        let t = crate::eval::tables::tables();
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
        let cases = [
            ("Ac Ad Ah As Jk Kc Kd", "KK", "five-aces-kings"),
            ("Ac Ad Ah As Jk Qc Kd", "AA", "five-aces"),
            ("2c 2d 2h 2s 9c Kd Ah", "AK", "quads-low"),
            ("8c 8d 8h 8s 9c Kd 3h", "88", "quads-mid-split"),
            ("8c 8d 8h 8s 9c Ad 3h", "A9", "quads-mid-keep"),
            ("Kc Kd Kh Ks 9c 9d 3h", "KK", "quads-high-split"),
            ("Kc Kd Kh Ks Tc Td 3h", "TT", "quads-high-keep"),
            ("Ac Ad Ah Jk 7c 7d 3h", "77", "quad-aces-keep"),
            ("Ac Ad Ah Jk 6c 6d 3h", "AA", "quad-aces-split"),
            ("5c 5d 5h 9c 9d 9h 3h", "99", "two-trips"),
            ("5c 5d 5h 9c 9d Th Ts", "TT", "trips-two-pairs"),
            ("5c 5d 5h 9c 9d Th As", "99", "full-house"),
            ("5c 5d 5h 2c 2d Kh As", "AK", "full-house-twos-ace-king"),
            ("5c 5d 8h 8c 2d 2h As", "88", "three-pairs"),
            ("5c 5d 5h 9c Jd Kh 3s", "KJ", "trips"),
            ("Ac Ad Jk 9c Jd Kh 3s", "AK", "trip-aces"),
            ("2c 3d 5h 8s 8c Qd Qh", "88", "two-pairs-split"),
            ("2c 6d 6h Js Jc Qd Ah", "66", "two-pairs-split-ace"),
            ("2c 5d 5h Js Jc Qd Ah", "AQ", "two-pairs-together"),
            ("2c 3d 3h 6s Jc Ad Ah", "33", "two-pairs-aces"),
            ("2c 3d 3h 6s 6c Jd Ah", "AJ", "two-pairs-together"),
            ("2c 3d 9h 6s Jc Jd Ah", "A9", "one-pair"),
            ("2c 3d 9h 6s Jc Qd Ah", "QJ", "no-pair"),
        ];
        for (hand, f, r) in cases {
            assert_eq!((front(hand).as_str(), rule(hand)), (f, r), "{hand}");
        }
    }

    #[test]
    fn straights_and_flushes() {
        // 7b: six-card straight, the highest card in front when possible.
        assert_eq!(front("4c 5d 6h 7s 8c 9d Kh"), "K9");
        assert_eq!(rule("4c 5d 6h 7s 8c 9d Kh"), "straight-or-flush");
        // 7a(i): two pairs with a single ace override the straight.
        assert_eq!(front("Ac 2d 3h 4s 5c 5d 4h"), "A3");
        assert_eq!(rule("Ac 2d 3h 4s 5c 5d 4h"), "two-pairs-together");
        // 7c: straight flush kept unless the front improves to jack-high or better.
        assert_eq!(front("4h 5h 6h 7h 8h 9d Tc"), "T9");
        assert_eq!(rule("4h 5h 6h 7h 8h 9d Tc"), "straight-flush");
        // ... given up: a straight 8-Q behind lets K-2 go in front instead of 8-2.
        assert_eq!(front("9h Th Jh Qh Kh 8c 2d"), "K2");
        assert_eq!(rule("9h Th Jh Qh Kh 8c 2d"), "straight-flush-broken");
    }
}
