//! The Foxwoods house way (`docs/house-ways/foxwoods.md`): the way of the one
//! published exact analysis of the whole game.
//!
//! Read as the golden-nugget way is: patterns with the joker as an ace, a front named
//! by its ranks and placed on the cards that leave the strongest back, equal fronts
//! broken by the stronger back. Checked in this order (**decisions**: full house or
//! better, two trips and three pairs are set by their own rules even with a straight
//! or flush; the text gives rule 7 only to no pair, one pair, two pairs and trips):
//! five aces (10), four of a kind (9), full house (8), two trips (6), three pairs (4),
//! straight or flush (7), three of a kind (5), two pairs (3), one pair (2), no pair (1).

use super::reading::{better, second, top, Reading, ACE_BIT, JACK, KING, KING_BIT, SEVEN, TEN};
use super::rule::{rules, Decision};
use super::way::Way;
use crate::cards::{rank_of, ACE, JOKER};
use crate::eval::tables::Tables;
use crate::eval::two_card;

rules! {
    NoPair => "no-pair", "no pair: the highest card behind, the next two in front";
    OnePair => "one-pair", "one pair: the pair behind, the two highest cards in front";
    TwoPairsHigh => "two-pairs-high", "two pairs, jacks or better on top: split";
    TwoPairsMidAce => "two-pairs-mid-ace", "two pairs, sevens to tens on top, with a single ace: both behind, the ace in front";
    TwoPairsMidSplit => "two-pairs-mid-split", "two pairs, sevens to tens on top, no ace: split";
    TwoPairsLowAceKing => "two-pairs-low-ace-king", "two small pairs with a king or ace: both behind, the two highest in front";
    TwoPairsLowSplit => "two-pairs-low-split", "two small pairs, no king or ace: split";
    ThreePairs => "three-pairs", "three pairs: the highest pair in front";
    TripAces => "trip-aces", "three aces: an ace and the highest card in front";
    Trips => "trips", "trips: keep them behind, the two highest cards in front";
    TwoTrips => "two-trips", "two trips: a pair of the higher in front";
    StraightOrFlush => "straight-or-flush", "straight or flush, no pair: keep it behind, the best two cards in front";
    StraightOrFlushPair => "straight-or-flush-pair", "straight or flush with a pair: keep it behind, the best front in front, pair or not";
    PairAndAceOverStraight => "pair-and-ace-over-straight", "pair of tens to kings and a single ace not in the straight's front: ace in front, pair behind, forget the straight";
    StraightOrFlushTrips => "straight-or-flush-trips", "trips and a straight or flush: keep it behind, a pair of the trips in front";
    FullHouse => "full-house", "full house: split, the pair in front";
    FullHouseTwoPairs => "full-house-two-pairs", "trips and two pairs: the higher pair in front";
    QuadsWithPair => "quads-with-pair", "four tens or lower with a pair beside: keep the four, the pair in front";
    QuadsHigh => "quads-high", "four jacks or better: split";
    QuadsMidKeep => "quads-mid-keep", "four sevens to tens with a king or ace to play: keep the four";
    QuadsMidSplit => "quads-mid-split", "four sevens to tens, no king or ace: split";
    QuadsLow => "quads-low", "four sixes or lower: never split";
    FiveAces => "five-aces", "five aces: a pair of aces in front";
    FiveAcesKings => "five-aces-kings", "five aces with a pair of kings: kings in front";
}

/// The Foxwoods way in the registry.
pub const WAY: Way = Way {
    name: "foxwoods",
    rules: RULES,
    decide: &decide,
};

/// The way's decision for a hand read by [`Reading::new`].
#[inline]
pub fn decide(t: &Tables, h: &Reading) -> Decision {
    let [_, singles, pairs, trips, quads, _] = h.by_count;
    let ranks = |r1: u8, r2: u8, rule: R| h.decide_by(t, r1, r2, rule as u8);
    let split = |pair: u8, rule: R| ranks(pair, pair, rule);
    let two_highest = |rule: R| ranks(top(singles), second(singles), rule);

    // Rule 10: five aces: a pair of aces in front, unless a pair of kings can go there.
    if let Some(d) = h.five_aces(t, R::FiveAcesKings as u8, R::FiveAces as u8) {
        return d;
    }
    // Rule 9: four of a kind.
    if quads != 0 {
        let q = top(quads);
        let beside = trips | pairs;
        return if q >= JACK {
            split(q, R::QuadsHigh)
        } else if beside != 0 {
            split(top(beside), R::QuadsWithPair)
        } else if q >= SEVEN {
            if singles & (ACE_BIT | KING_BIT) != 0 {
                two_highest(R::QuadsMidKeep)
            } else {
                split(q, R::QuadsMidSplit)
            }
        } else {
            two_highest(R::QuadsLow)
        };
    }
    // Rule 8: full house: the (higher) pair in front, the trips behind.
    if trips.count_ones() == 1 && pairs != 0 {
        let rule = if pairs.count_ones() == 2 {
            R::FullHouseTwoPairs
        } else {
            R::FullHouse
        };
        return split(top(pairs), rule);
    }
    // Rule 6: two threes of a kind: a pair of the higher in front.
    if trips.count_ones() == 2 {
        return split(top(trips), R::TwoTrips);
    }
    // Rule 4: three pairs: the highest pair in front.
    if pairs.count_ones() == 3 {
        return split(top(pairs), R::ThreePairs);
    }
    // Rule 7: a straight or flush (two pairs: rule 3 ignores it).
    if pairs.count_ones() != 2 && h.has_straight_or_flush() {
        if let Some(d) = rule7_straight_or_flush(t, h, singles, pairs, trips) {
            return d;
        }
    }
    // Rule 5: three of a kind (aces: an ace in front).
    if trips != 0 {
        return if trips == ACE_BIT {
            ranks(ACE, top(singles), R::TripAces)
        } else {
            two_highest(R::Trips)
        };
    }
    // Rule 3: two pairs.
    if pairs.count_ones() == 2 {
        let (high, low) = (top(pairs), second(pairs));
        return if high >= JACK {
            split(low, R::TwoPairsHigh)
        } else if high >= SEVEN {
            if singles & ACE_BIT != 0 {
                two_highest(R::TwoPairsMidAce)
            } else {
                split(low, R::TwoPairsMidSplit)
            }
        } else if singles & (ACE_BIT | KING_BIT) != 0 {
            two_highest(R::TwoPairsLowAceKing)
        } else {
            split(low, R::TwoPairsLowSplit)
        };
    }
    // Rule 2: one pair: the two highest singles in front.
    if pairs != 0 {
        return two_highest(R::OnePair);
    }
    // Rule 1: no pair: the second and third highest in front.
    let rest = singles & !(1 << top(singles));
    ranks(top(rest), second(rest), R::NoPair)
}

/// Rule 7 for no pair, one pair and three of a kind: the best setting (by front, then
/// back) that keeps a straight, flush or straight flush behind; with three of a kind,
/// the best one with a pair of the three in front (None when there is none: then rule
/// 5 sets the hand, **decision**). With one pair, a single ace and a pair of tens to
/// kings, the ace and the highest other single go in front (the pair behind) when the
/// best front that keeps the straight or flush holds no ace and is not a pair (the
/// front "can be improved" by the ace: **reading**, see the docs page).
fn rule7_straight_or_flush(
    t: &Tables,
    h: &Reading,
    singles: u16,
    pairs: u16,
    trips: u16,
) -> Option<Decision> {
    let pattern_rank = |c| if c == JOKER { ACE } else { rank_of(c) };
    let mut best: Option<Decision> = None;
    for (d, _) in h.straight_or_flush_settings(t) {
        let front = (h.cards[d.front.0], h.cards[d.front.1]);
        if trips != 0
            && !(pattern_rank(front.0) == top(trips) && pattern_rank(front.1) == top(trips))
        {
            continue;
        }
        if better(&d, best) {
            best = Some(d);
        }
    }
    let best = best?;
    if trips != 0 {
        return Some(Decision {
            rule: R::StraightOrFlushTrips as u8,
            ..best
        });
    }
    if pairs == 0 {
        return Some(Decision {
            rule: R::StraightOrFlush as u8,
            ..best
        });
    }
    let pair = top(pairs);
    if singles & ACE_BIT != 0 && (TEN..=KING).contains(&pair) {
        let other = second(singles);
        let ace_up = [best.front.0, best.front.1]
            .iter()
            .any(|&i| pattern_rank(h.cards[i]) == ACE);
        if !ace_up && two_card::class_of_ranks(ACE, other) > best.low_rank {
            return Some(Decision {
                rule: R::PairAndAceOverStraight as u8,
                ..h.decide(t, ACE, other)
            });
        }
    }
    Some(Decision {
        rule: R::StraightOrFlushPair as u8,
        ..best
    })
}

#[cfg(test)]
mod tests {
    use super::super::test_support;
    use super::super::HouseWay;

    fn set(text: &str) -> (String, &'static str) {
        test_support::front(HouseWay::FOXWOODS, text)
    }

    #[test]
    fn every_rule() {
        let cases = [
            ("2c 5d 7h 9s Jc Qd Ah", "QJ", "no-pair"),
            ("2c 5d 7h 9s 9c Qd Ah", "AQ", "one-pair"),
            ("2c 5d 5h Js Jc Qd 8h", "55", "two-pairs-high"),
            ("2c 5d 5h As Ac Qd 8h", "55", "two-pairs-high"),
            ("2c 5d 5h Ts Tc Ad 8h", "A8", "two-pairs-mid-ace"),
            ("2c 5d 5h Ts Tc Jk 8h", "A8", "two-pairs-mid-ace"),
            ("2c 5d 5h Ts Tc Kd 8h", "55", "two-pairs-mid-split"),
            ("2c 3d 3h 6s 6c Kd 8h", "K8", "two-pairs-low-ace-king"),
            ("2c 3d 3h 6s 6c Ad 8h", "A8", "two-pairs-low-ace-king"),
            ("2c 3d 3h 6s 6c Qd 8h", "33", "two-pairs-low-split"),
            ("2c 2d 3h 3s 6c 6d 8h", "66", "three-pairs"),
            ("Ac Ad Ah 6s 3c Kd 8h", "AK", "trip-aces"),
            ("Ac Jk Ah 6s 3c Kd 8h", "AK", "trip-aces"),
            ("Kc Kd Kh 6s 3c Qd 8h", "Q8", "trips"),
            ("Kc Kd Kh 6s 6c 6d 8h", "KK", "two-trips"),
            ("Kc Kd Kh 6s 6c Qd 8h", "66", "full-house"),
            ("4c 4d 4h 6s 6c Qd Qh", "QQ", "full-house-two-pairs"),
            ("4c 4d 4h 4s 6c 6d 8h", "66", "quads-with-pair"),
            ("Tc Td Th Ts 6c 6d 6h", "66", "quads-with-pair"),
            ("Kc Kd Kh Ks 6c 6d 6h", "KK", "quads-high"),
            ("Ac Ad Ah Jk 3c 3d Kh", "AA", "quads-high"),
            ("Jc Jd Jh Js 6c Ad 8h", "JJ", "quads-high"),
            ("Ac Ad Ah Jk 6c Kd 8h", "AA", "quads-high"),
            ("9c 9d 9h 9s 6c Kd 8h", "K8", "quads-mid-keep"),
            ("9c 9d 9h 9s 6c Jk 8h", "A8", "quads-mid-keep"),
            ("9c 9d 9h 9s 6c Qd 8h", "99", "quads-mid-split"),
            ("6c 6d 6h 6s 2c Qd 8h", "Q8", "quads-low"),
            ("Ac Ad Ah As Jk Qd 8h", "AA", "five-aces"),
            ("Ac Ad Ah As Jk Qd Qh", "AA", "five-aces"),
            ("Ac Ad Ah As Jk Kd Kh", "KK", "five-aces-kings"),
        ];
        for (hand, front, rule) in cases {
            assert_eq!(set(hand), (front.to_string(), rule), "{hand}");
        }
    }

    #[test]
    fn straights_and_flushes() {
        // No pair: the highest front that leaves a straight behind (3-7 behind A-8,
        // not 4-8 behind A-3).
        assert_eq!(
            set("3c 4d 5h 6s 7c 8d Ah"),
            ("A8".into(), "straight-or-flush")
        );
        // One pair: pair or not, the highest front (the pair of kings; with the pair
        // inside the straight, one of it and the other card).
        assert_eq!(
            set("5c 6d 7h 8s 9c Kd Kh"),
            ("KK".into(), "straight-or-flush-pair")
        );
        assert_eq!(
            set("5c 6d 7h 8s 9c 9d 2h"),
            ("92".into(), "straight-or-flush-pair")
        );
        // The exception: a single ace and a pair of kings: A-Q beats the 5-2 the
        // straight would leave in front.
        assert_eq!(
            set("Ac Kd Kh Qs Jc Td 2h"),
            ("AQ".into(), "pair-and-ace-over-straight")
        );
        // ... nor when the ace is already in the front that keeps the flush (A-T, not
        // A-K with the tens behind) ...
        assert_eq!(
            set("As Th Td Kh Qh Jh 2h"),
            ("AT".into(), "straight-or-flush-pair")
        );
        // ... nor when the straight's front is at least as good: a flush behind with
        // K-K in front.
        assert_eq!(
            set("Ah Kd Kc 9h 7h 4h 2h"),
            ("KK".into(), "straight-or-flush-pair")
        );
        // Three of a kind: the straight behind, a pair of the three in front.
        assert_eq!(
            set("7c 7d 7h 8s 9c Td Jh"),
            ("77".into(), "straight-or-flush-trips")
        );
        // Two pairs ignore the straight (rule 3).
        assert_eq!(
            set("5c 5d 6h 6s 7c 8d 9h"),
            ("55".into(), "two-pairs-low-split")
        );
        // A full house is set as one even with a flush (hearts and the joker).
        assert_eq!(set("Ah Ad Jk 9h 9c Kh 2h"), ("99".into(), "full-house"));
        // The joker completes the straight (as a ten) and stays behind it.
        assert_eq!(
            set("6c 7d 8h 9s Jk Kc 2d"),
            ("K2".into(), "straight-or-flush")
        );
    }
}
