//! The tables against plain definitions: sizes, a digest of their contents, best-of-five.

use super::build::rank_sum;
use super::*;
use crate::cards::JOKER;
use crate::eval::classes;

#[test]
fn perfect_hash_is_small() {
    let t = tables();
    assert!(
        t.hash_len() <= HASH_SLOTS,
        "hash has {} slots",
        t.hash_len()
    );
}

/// Table contents as seen through lookups (every rank multiset of up to seven
/// cards, every suit mask, the class lists), hashed: pins the tables so that
/// performance work on the generator or the layout cannot change a value. A
/// deliberate change of a ranking changes the digest: check the exhaustive count
/// tests, then update it.
#[test]
fn table_contents_are_pinned() {
    fn fnv(h: &mut u64, values: impl IntoIterator<Item = u64>) {
        for x in values {
            *h = (*h ^ x).wrapping_mul(0x100_0000_01b3);
        }
    }
    let t = tables();
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for counts in (0..=7).flat_map(|n| classes::rank_multisets(n, 4)) {
        let i = t.index(rank_sum(&counts));
        let v = [
            t.high[i],
            t.paigow[2 * i],
            t.paigow[2 * i + 1],
            t.ace_to_five[i],
            t.ace_to_five_8[i],
        ];
        fnv(
            &mut h,
            v.into_iter().chain([t.deuce_to_seven[i]]).map(u64::from),
        );
    }
    for m in 0..MASKS {
        let v = [
            t.high_flush[m],
            t.paigow_flush[2 * m],
            t.paigow_flush[2 * m + 1],
            t.deuce_to_seven_flush5[m],
        ];
        fnv(&mut h, v.map(u64::from));
    }
    for v in [
        &t.high_classes,
        &t.paigow_classes,
        &t.deuce_to_seven_classes,
        &t.ace_to_five_classes,
        &t.ace_to_five_8_classes,
    ] {
        fnv(&mut h, v.iter().map(|&x| u64::from(x)));
    }
    assert_eq!(h, 0x9ee8_66e2_d696_32d1, "table digest {h:#018x}");
}

/// Random hands of `k` distinct cards from the first `deck` ids (splitmix64).
fn random_hands(n: usize, k: usize, deck: u64, mut seed: u64) -> Vec<Vec<Card>> {
    let mut next = move || {
        seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    (0..n)
        .map(|_| {
            let mut hand = Vec::with_capacity(k);
            while hand.len() < k {
                let c = (next() % deck) as Card;
                if !hand.contains(&c) {
                    hand.push(c);
                }
            }
            hand
        })
        .collect()
}

/// The best value over the five-card subsets of a hand.
fn best_of_fives(hand: &[Card], value: impl Fn(&[Card]) -> u16) -> u16 {
    let n = hand.len();
    (0u32..1 << n)
        .filter(|m| m.count_ones() == 5)
        .map(|m| {
            let five: Vec<Card> = (0..n)
                .filter(|&i| m & 1 << i != 0)
                .map(|i| hand[i])
                .collect();
            value(&five)
        })
        .max()
        .unwrap()
}

#[test]
fn six_and_seven_cards_take_the_best_five() {
    let t = tables();
    // Random hands, and hands of two suits only (many flushes).
    let two_suits: Vec<Card> = (0..52).filter(|c| c % 4 < 2).collect();
    for k in [6, 7] {
        let mut hands = random_hands(20_000, k, 52, k as u64);
        hands.extend(
            random_hands(20_000, k, 26, 10 + k as u64)
                .into_iter()
                .map(|h| h.iter().map(|&i| two_suits[i as usize]).collect()),
        );
        for hand in &hands {
            let key = HandKey::of(hand);
            assert_eq!(
                t.high(key),
                best_of_fives(hand, |f| t.high(HandKey::of(f))),
                "{hand:?}"
            );
            assert_eq!(
                t.deuce_to_seven(hand),
                best_of_fives(hand, |f| t.deuce_to_seven(f)),
                "{hand:?}"
            );
            assert_eq!(
                t.ace_to_five(key),
                best_of_fives(hand, |f| t.ace_to_five(HandKey::of(f))),
                "{hand:?}"
            );
        }
        // Pai Gow with the joker: the five-card values are the definition.
        let mut hands = random_hands(20_000, k, 53, 20 + k as u64);
        hands.extend(
            random_hands(20_000, k - 1, 26, 30 + k as u64)
                .into_iter()
                .map(|h| {
                    h.iter()
                        .map(|&i| two_suits[i as usize])
                        .chain([JOKER])
                        .collect()
                }),
        );
        for hand in &hands {
            let best = best_of_fives(hand, |f| t.paigow_high(HandKey::of(f)));
            assert_eq!(t.paigow_high(HandKey::of(hand)), best, "{hand:?}");
        }
    }
}

#[test]
fn joker_makes_four_aces_over_a_flush() {
    // As Ks Qs 2s Ah Ad Jk: four aces beat the spade flush.
    let t = tables();
    let cards = [51, 47, 43, 3, 50, 49, JOKER];
    let v = t.paigow_high(HandKey::of(&cards));
    assert_eq!(
        classes::category_of(t.paigow_classes[v as usize]),
        classes::cat::QUADS
    );
}
