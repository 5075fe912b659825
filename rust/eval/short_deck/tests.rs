//! The short-deck tables against the counts of five- and seven-card hands by category
//! (closed forms counted by hand) and against the rules written plainly.

use super::*;
use crate::cards::{parse_for_tests as cards, Card};
use crate::eval::enumerate::category_counts;
use crate::eval::{category_index, rank, Ranking};

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |b, i| b * (n - i) / (i + 1))
}

/// The five-card counts by category, best first, from their closed forms: 6 straights
/// (A-6-7-8-9 to T-J-Q-K-A) and C(9, 5) = 126 sets of five ranks.
fn five_card_counts(rule: Rule) -> Vec<u64> {
    let royal = 4;
    let straight_flush = 5 * 4;
    let quads = 9 * 8 * 4;
    let flush = (126 - 6) * 4;
    let full_house = 9 * 8 * 4 * 6;
    let straight = 6 * (1024 - 4);
    let trips = 9 * 4 * binomial(8, 2) * 16;
    let two_pair = binomial(9, 2) * 36 * 7 * 4;
    let pair = 9 * 6 * binomial(8, 3) * 64;
    let high = (126 - 6) * (1024 - 4);
    let (fifth, sixth) = match rule {
        Rule::TripsOverStraight => (trips, straight),
        Rule::StraightOverTrips => (straight, trips),
    };
    vec![
        royal,
        straight_flush,
        quads,
        flush,
        full_house,
        fifth,
        sixth,
        two_pair,
        pair,
        high,
    ]
}

#[test]
fn five_card_counts_match_their_closed_forms() {
    for (game, rule) in [
        (Ranking::ShortDeck, Rule::TripsOverStraight),
        (Ranking::ShortDeckStraightOverTrips, Rule::StraightOverTrips),
    ] {
        let counts = category_counts(game, 5).unwrap();
        assert_eq!(counts, five_card_counts(rule), "{game:?}");
        assert_eq!(counts.iter().sum::<u64>(), binomial(36, 5));
    }
}

#[test]
fn seven_card_counts() {
    // Straight flushes counted by their highest card (the two other cards anything but
    // the card that would make a higher one), fours of a kind by their rank.
    let royal = 4 * binomial(31, 2);
    let straight_flush = 5 * 4 * binomial(30, 2);
    let quads = 9 * binomial(32, 3);
    for game in [Ranking::ShortDeck, Ranking::ShortDeckStraightOverTrips] {
        let c = category_counts(game, 7).unwrap();
        assert_eq!(c[..3], [royal, straight_flush, quads], "{game:?}");
        assert_eq!(c.iter().sum::<u64>(), binomial(36, 7));
    }
    // The two rules differ only in the order of their fifth and sixth categories.
    let a = category_counts(Ranking::ShortDeck, 7).unwrap();
    let b = category_counts(Ranking::ShortDeckStraightOverTrips, 7).unwrap();
    assert_eq!((&a[..5], &a[7..]), (&b[..5], &b[7..]));
    // Where a straight beats three of a kind, the hands holding both are straights.
    assert!(b[5] > a[6] && b[6] < a[5]);
    assert_eq!(a[5] + a[6], b[5] + b[6]);
    println!("short deck seven-card counts: {a:?} / {b:?}");
}

/// Every five of a hand, ranked by the plain definition: the best sort key.
fn plain_best(rule: Rule, hand: &[Card]) -> u32 {
    let n = hand.len();
    let mut best = 0;
    for skip in 0u32..1 << n {
        if skip.count_ones() as usize != n - 5 {
            continue;
        }
        let five: Vec<Card> = (0..n)
            .filter(|i| skip >> i & 1 == 0)
            .map(|i| hand[i])
            .collect();
        let mut counts = [0u8; crate::cards::RANKS];
        for &c in &five {
            counts[crate::cards::rank_of(c) as usize] += 1;
        }
        let flush = five.iter().all(|&c| c & 3 == five[0] & 3);
        let key = classes::high_key(&counts, flush, classes::Wheel::ShortDeck);
        best = best.max(rule.sort_key(key));
    }
    best
}

#[test]
fn seven_card_ranks_order_as_the_plain_definition() {
    let mut rng = crate::runtime::rng::Xoshiro256pp::seeded(37, 0);
    let sd = short_deck_tables();
    for rule in Rule::ALL {
        let game = [Ranking::ShortDeck, Ranking::ShortDeckStraightOverTrips][rule as usize];
        for _ in 0..20_000 {
            let mut deck: Vec<Card> = (16..52).collect();
            for i in 0..7 {
                let j = i + rng.below(36 - i as u32) as usize;
                deck.swap(i, j);
            }
            let hand = &deck[..7];
            let r = rank(game, hand).unwrap();
            assert_eq!(rule.sort_key(sd.class_key(rule, r)), plain_best(rule, hand));
        }
    }
}

#[test]
fn the_rules_in_a_few_hands() {
    let r = |g, t: &str| rank(g, &cards(t)).unwrap();
    let (sd, st) = (Ranking::ShortDeck, Ranking::ShortDeckStraightOverTrips);
    for g in [sd, st] {
        // A-6-7-8-9 is the lowest straight; A-2-3-4-5 holds cards of no short deck.
        assert!(r(g, "As 6h 7d 8c 9s") < r(g, "6s 7h 8d 9c Ts"));
        assert!(r(g, "As 6h 7d 8c 9s") > r(g, "Ah Kd Qc Js 9d 9h"));
        // A flush beats a full house; four of a kind beats a flush.
        assert!(r(g, "Ac Kc 9c 7c 6c") > r(g, "As Ah Ad Kc Kd"));
        assert!(r(g, "6c 6d 6h 6s 7c") > r(g, "Ac Kc Qc Jc 9c"));
        assert_eq!(
            category_index(crate::eval::tables::tables(), g, r(g, "Ts Js Qs Ks As")),
            0
        );
        assert!(matches!(
            rank(g, &cards("As 5h 7d 8c 9s")),
            Err(crate::error::Error::Card(m)) if m.contains("5h") && m.contains("short deck")
        ));
    }
    assert!(r(sd, "7c 7d 7h As Kd") > r(sd, "Tc Jd Qh Ks Ad"));
    assert!(r(st, "7c 7d 7h As Kd") < r(st, "Tc Jd Qh Ks Ad"));
}
