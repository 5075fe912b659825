//! Phrases a player would say about a hand ("Straight, ace to five (second highest)",
//! "Seven-five low", "Three-card 4-2-A").
//!
//! A hand is first ranked, then the rank is phrased from its class key (see
//! `classes.rs`: the category in bits 20.., the tie-break ranks as nibbles, most
//! significant first), so two hands with the same rank always get the same phrase.
//!
//! | game | examples |
//! | --- | --- |
//! | `PAIGOW_HIGH`, `HIGH` | "Five aces", "Royal flush", "Straight flush, king high", "Four kings, seven kicker", "Full house, kings over sevens", "Flush, ace-king-nine-five-three", "Straight, ace to five (second highest)" (Pai Gow), "Straight, five high" (traditional wheel), "Three sevens, ace-king", "Two pair, kings and sevens, ace kicker", "Pair of nines, ace-king-four", "Ace-king-nine-five-three high" |
//! | `PAIGOW_LOW` | "Pair of aces", "Ace-king" |
//! | `ACE_TO_FIVE` | "Seven-five low", "Five-four low (the wheel)", "Pair of twos, seven-five-ace", "Two pair, kings and aces, seven kicker" (the ace is low: named last) |
//! | `ACE_TO_FIVE_8` | "Eight-six low", "Five-four low (the wheel)", "No low" |
//! | `DEUCE_TO_SEVEN` | "Seven-five low", "Ace-five low" (A-5-4-3-2), otherwise the high phrase: "Pair of twos, seven-five-three", "Straight, six high", "Flush, ..." |
//! | `BADUGI` | "Badugi 4-3-2-A", "Three-card 4-2-A", "Two-card 5-A", "One-card A" |
//! | `SHORT_DECK`, `SHORT_DECK_STRAIGHT_OVER_TRIPS` | the high phrases; A-6-7-8-9 is "Straight, nine high" |

use super::classes::{self, cat};
use super::short_deck::short_deck_tables;
use super::tables::tables;
use super::{badugi, two_card, Ranking};
use crate::cards::{Card, ACE};
use crate::error::Result;

/// Rank names by rank index (0 = two .. 12 = ace).
const NAMES: [&str; 13] = [
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
    "king", "ace",
];
/// Plural rank names by rank index.
const PLURALS: [&str; 13] = [
    "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
    "queens", "kings", "aces",
];
/// Badugi's rank characters by ace-low index (0 = ace .. 12 = king).
const LOW_CHARS: &[u8; 13] = b"A23456789TJQK";

/// The phrase of a hand of `game`, after checking it (same errors as `rank`).
pub fn describe(game: Ranking, hand: &[Card]) -> Result<String> {
    super::check(game, hand)?;
    Ok(describe_rank(
        game,
        super::rank_checked(tables(), game, hand),
    ))
}

/// The phrase of a rank of `game` (a value returned by `rank`). A rank that no hand
/// of the game has gives "Unknown rank N" (never a panic); `ACE_TO_FIVE_8`'s 0 is
/// "No low".
pub fn describe_rank(game: Ranking, rank: u32) -> String {
    if game == Ranking::AceToFive8 && rank == 0 {
        return "No low".to_string();
    }
    if rank == 0 || rank > game.class_count() {
        return format!("Unknown rank {rank}");
    }
    let t = tables();
    let n = game.class_count() + 1;
    match game {
        Ranking::PaigowHigh => high_phrase(t.paigow_classes[rank as usize]),
        Ranking::High => high_phrase(t.high_classes[rank as usize]),
        Ranking::DeuceToSeven => {
            let key = t.deuce_to_seven_classes[(n - rank) as usize];
            if classes::category_of(key) == cat::HIGH_CARD {
                low_phrase(classes::nibble(key, 0), classes::nibble(key, 1))
            } else {
                high_phrase(key)
            }
        }
        Ranking::AceToFive => ace_low_phrase(t.ace_to_five_classes[(n - rank) as usize]),
        Ranking::AceToFive8 => ace_low_phrase(t.ace_to_five_8_classes[(n - rank) as usize]),
        Ranking::PaigowLow => {
            let (hi, lo) = two_card::ranks_of_class(rank);
            if hi == lo {
                format!("Pair of {}", PLURALS[hi as usize])
            } else {
                capitalise(&format!("{}-{}", NAMES[hi as usize], NAMES[lo as usize]))
            }
        }
        Ranking::Badugi => badugi_phrase(rank as u16),
        Ranking::ShortDeck | Ranking::ShortDeckStraightOverTrips => {
            let rule = game.short_deck_rule().expect("a short-deck ranking");
            high_phrase(short_deck_tables().class_key(rule, rank))
        }
    }
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Rank names joined with hyphens ("ace-king-four").
fn joined(ranks: &[u8]) -> String {
    ranks
        .iter()
        .map(|&r| NAMES[r as usize])
        .collect::<Vec<_>>()
        .join("-")
}

/// "Seven-five low" from the two highest ranks (high rank indices); 5-4 is the wheel
/// (only ace-to-five has it: in deuce-to-seven no hand is topped by a five).
fn low_phrase(top: u8, second: u8) -> String {
    let wheel = if top == 3 && second == 2 {
        " (the wheel)"
    } else {
        ""
    };
    capitalise(&format!(
        "{}-{} low{wheel}",
        NAMES[top as usize], NAMES[second as usize]
    ))
}

/// The phrase of a category (high-sense codes of [`cat`], no straights or flushes)
/// from its ranks as high rank indices, in the order of the class key.
fn grouped_phrase(category: u32, r: &[u8]) -> String {
    let name = |i: usize| NAMES[r[i] as usize];
    let plural = |i: usize| PLURALS[r[i] as usize];
    match category {
        cat::QUADS => format!("Four {}, {} kicker", plural(0), name(1)),
        cat::FULL_HOUSE => format!("Full house, {} over {}", plural(0), plural(1)),
        cat::FLUSH => format!("Flush, {}", joined(&r[..5])),
        cat::TRIPS => format!("Three {}, {}", plural(0), joined(&r[1..3])),
        cat::TWO_PAIR => format!(
            "Two pair, {} and {}, {} kicker",
            plural(0),
            plural(1),
            name(2)
        ),
        cat::PAIR => format!("Pair of {}, {}", plural(0), joined(&r[1..4])),
        _ => capitalise(&format!("{} high", joined(&r[..5]))),
    }
}

/// Number of tie-break ranks a category's key holds.
fn ranks_in_key(category: u32) -> usize {
    match category {
        cat::QUADS | cat::FULL_HOUSE => 2,
        cat::TRIPS | cat::TWO_PAIR => 3,
        cat::PAIR => 4,
        _ => 5,
    }
}

/// The phrase of a class key of a high ranking (traditional, Pai Gow or
/// deuce-to-seven in the high sense).
fn high_phrase(key: u32) -> String {
    let category = classes::category_of(key);
    match category {
        cat::FIVE_ACES => "Five aces".to_string(),
        cat::STRAIGHT | cat::STRAIGHT_FLUSH => {
            // The height is twice the top rank; Pai Gow's A-2-3-4-5 is 2 * ACE - 1.
            let height = key & 0xFFFFF;
            let what = if category == cat::STRAIGHT {
                "Straight"
            } else {
                "Straight flush"
            };
            if category == cat::STRAIGHT_FLUSH && height == 2 * ACE as u32 {
                "Royal flush".to_string()
            } else if height % 2 == 1 {
                format!("{what}, ace to five (second highest)")
            } else {
                format!("{what}, {} high", NAMES[(height / 2) as usize])
            }
        }
        _ => {
            let ranks: Vec<u8> = (0..ranks_in_key(category))
                .map(|i| classes::nibble(key, i))
                .collect();
            grouped_phrase(category, &ranks)
        }
    }
}

/// The phrase of an ace-to-five class key (ace-low nibbles: 0 = ace .. 12 = king;
/// categories 0 no pair .. 5 four of a kind).
fn ace_low_phrase(key: u32) -> String {
    let category = match classes::category_of(key) {
        0 => cat::HIGH_CARD,
        1 => cat::PAIR,
        2 => cat::TWO_PAIR,
        3 => cat::TRIPS,
        4 => cat::FULL_HOUSE,
        _ => cat::QUADS,
    };
    // Back to high rank indices (the ace is 12), keeping the key's (ace-low) order.
    let ranks: Vec<u8> = (0..ranks_in_key(category))
        .map(|i| (classes::nibble(key, i) + 12) % 13)
        .collect();
    if category == cat::HIGH_CARD {
        low_phrase(ranks[0], ranks[1])
    } else {
        grouped_phrase(category, &ranks)
    }
}

fn badugi_phrase(class: u16) -> String {
    let mask = badugi::mask_of_class(class);
    let size = match badugi::size_of_class(class) {
        4 => "Badugi",
        3 => "Three-card",
        2 => "Two-card",
        _ => "One-card",
    };
    let cards: Vec<String> = (0..13)
        .rev()
        .filter(|&r| mask & 1 << r != 0)
        .map(|r| (LOW_CHARS[r] as char).to_string())
        .collect();
    format!("{size} {}", cards.join("-"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::JOKER;

    /// "As Kd Jk" to card ids.
    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|t| {
                if t == "Jk" {
                    return JOKER;
                }
                let b = t.as_bytes();
                let r = b"23456789TJQKA".iter().position(|&c| c == b[0]).unwrap() as u8;
                let s = b"cdhs".iter().position(|&c| c == b[1]).unwrap() as u8;
                r * 4 + s
            })
            .collect()
    }

    fn d(game: Ranking, text: &str) -> String {
        describe(game, &cards(text)).unwrap()
    }

    #[test]
    fn paigow_high() {
        let g = Ranking::PaigowHigh;
        assert_eq!(d(g, "As Ac Ad Ah Jk"), "Five aces");
        assert_eq!(d(g, "As Ks Qs Js Ts"), "Royal flush");
        assert_eq!(d(g, "As Ks Qs Js Jk"), "Royal flush");
        assert_eq!(d(g, "Ks Qs Js Ts 9s"), "Straight flush, king high");
        assert_eq!(
            d(g, "Ah 2h 3h 4h 5h"),
            "Straight flush, ace to five (second highest)"
        );
        assert_eq!(
            d(g, "Ah 2h 3h 4h 5h 6h"),
            "Straight flush, ace to five (second highest)"
        );
        assert_eq!(d(g, "Kc Kd Kh Ks 7c"), "Four kings, seven kicker");
        assert_eq!(d(g, "Kc Kd Kh 7s 7c"), "Full house, kings over sevens");
        assert_eq!(d(g, "Ac Kc 9c 5c 3c"), "Flush, ace-king-nine-five-three");
        assert_eq!(d(g, "As Ks 9s 5s Jk"), "Flush, ace-king-queen-nine-five");
        assert_eq!(
            d(g, "Ac 2d 3h 4s 5c"),
            "Straight, ace to five (second highest)"
        );
        assert_eq!(
            d(g, "Jk 2d 3h 4s 5c"),
            "Straight, ace to five (second highest)"
        );
        assert_eq!(d(g, "Ac Kd Qh Js Tc"), "Straight, ace high");
        assert_eq!(d(g, "Kd Qh Js Tc 9c"), "Straight, king high");
        assert_eq!(d(g, "2d 3h 4s 5c 6c"), "Straight, six high");
        assert_eq!(d(g, "7c 7d 7h Ac Kd"), "Three sevens, ace-king");
        assert_eq!(
            d(g, "Kc Kd 7h 7c Ad"),
            "Two pair, kings and sevens, ace kicker"
        );
        assert_eq!(d(g, "9c 9d Ah Kc 4d 3c 2h"), "Pair of nines, ace-king-four");
        assert_eq!(d(g, "Ac Kd 9h 5c 3d"), "Ace-king-nine-five-three high");
        assert_eq!(d(g, "Jk Kd 9h 5c 3d"), "Ace-king-nine-five-three high");
        assert_eq!(d(g, "Jk Ad 9h 5c 3d"), "Pair of aces, nine-five-three");
    }

    #[test]
    fn high() {
        let g = Ranking::High;
        assert_eq!(d(g, "As Ks Qs Js Ts 2c 3d"), "Royal flush");
        assert_eq!(d(g, "Ah 2h 3h 4h 5h"), "Straight flush, five high");
        assert_eq!(d(g, "Ac 2d 3h 4s 5c"), "Straight, five high");
        assert_eq!(d(g, "Ac 2d 3h 4s 5c 6d"), "Straight, six high");
        assert_eq!(d(g, "Kd Qh Js Tc 9c"), "Straight, king high");
        assert_eq!(d(g, "Kc Kd Kh Ks 7c 7d 2s"), "Four kings, seven kicker");
        assert_eq!(
            d(g, "Kc Kd Kh 7s 7c 7d 2s"),
            "Full house, kings over sevens"
        );
        assert_eq!(d(g, "Ac Kd 9h 5c 3d"), "Ace-king-nine-five-three high");
        assert!(describe(g, &cards("Jk 2c 3c 4c 5c")).is_err());
        assert!(describe(g, &cards("2c 3c 4c 5c")).is_err());
    }

    #[test]
    fn paigow_low() {
        let g = Ranking::PaigowLow;
        assert_eq!(d(g, "As Ad"), "Pair of aces");
        assert_eq!(d(g, "Jk Ad"), "Pair of aces");
        assert_eq!(d(g, "Ks Ad"), "Ace-king");
        assert_eq!(d(g, "Jk 4d"), "Ace-four");
        assert_eq!(d(g, "3c 2d"), "Three-two");
        assert_eq!(d(g, "2c 2d"), "Pair of twos");
    }

    #[test]
    fn ace_to_five() {
        let g = Ranking::AceToFive;
        assert_eq!(d(g, "7c 5d 4h 3s 2c"), "Seven-five low");
        assert_eq!(d(g, "Ac 2d 3h 4s 5c"), "Five-four low (the wheel)");
        assert_eq!(d(g, "Ac 2c 3c 4c 5c Kd Kh"), "Five-four low (the wheel)");
        assert_eq!(d(g, "6c 4d 3h 2s Ac"), "Six-four low");
        assert_eq!(d(g, "Kc Qd Jh Ts 9c"), "King-queen low");
        assert_eq!(d(g, "2c 2d 7h 5s Ac"), "Pair of twos, seven-five-ace");
        assert_eq!(
            d(g, "Kc Kd Ah As 7c"),
            "Two pair, kings and aces, seven kicker"
        );
        assert_eq!(d(g, "7c 7d 7h Ac Kd"), "Three sevens, king-ace");
        assert_eq!(d(g, "Kc Kd Kh 7s 7c"), "Full house, kings over sevens");
        assert_eq!(d(g, "Kc Kd Kh Ks 7c"), "Four kings, seven kicker");
    }

    #[test]
    fn ace_to_five_8() {
        let g = Ranking::AceToFive8;
        assert_eq!(d(g, "8c 6d 4h 3s 2c"), "Eight-six low");
        assert_eq!(d(g, "Ac 2d 3h 4s 5c Kd Qd"), "Five-four low (the wheel)");
        assert_eq!(d(g, "9c 6d 4h 3s 2c"), "No low");
        assert_eq!(d(g, "8c 8d 4h 3s 2c"), "No low");
        assert_eq!(describe_rank(g, 0), "No low");
    }

    #[test]
    fn deuce_to_seven() {
        let g = Ranking::DeuceToSeven;
        assert_eq!(d(g, "7c 5d 4h 3s 2c"), "Seven-five low");
        assert_eq!(d(g, "Ac 5d 4h 3s 2c"), "Ace-five low");
        assert_eq!(d(g, "2c 2d 7h 5s 3c"), "Pair of twos, seven-five-three");
        assert_eq!(d(g, "2c 3d 4h 5s 6c"), "Straight, six high");
        assert_eq!(d(g, "Ac 9c 7c 5c 3c"), "Flush, ace-nine-seven-five-three");
        assert_eq!(d(g, "7c 5c 4c 3c 2c"), "Flush, seven-five-four-three-two");
        // Seven cards: 7-5-4-3-2 is a flush here; the best five is 7-6-4-3-2.
        assert_eq!(d(g, "7c 5c 4c 3c 2c 8d 6h"), "Seven-six low");
        assert_eq!(d(g, "As Ks Qs Js Ts"), "Royal flush");
    }

    #[test]
    fn badugi() {
        let g = Ranking::Badugi;
        assert_eq!(d(g, "4s 3h 2d Ac"), "Badugi 4-3-2-A");
        assert_eq!(d(g, "4s Ac 2d 2h"), "Three-card 4-2-A");
        assert_eq!(d(g, "Ah 2d 3c Kh"), "Three-card 3-2-A");
        assert_eq!(d(g, "5s 5h Ac Ad"), "Two-card 5-A");
        assert_eq!(d(g, "2h 3h Ah Kc"), "Two-card K-A");
        assert_eq!(d(g, "Ac Ad Ah As"), "One-card A");
        assert_eq!(d(g, "Th 9h 8h 7h"), "One-card 7");
        assert_eq!(d(g, "Ts Jh Qd Kc"), "Badugi K-Q-J-T");
    }

    #[test]
    fn short_deck() {
        for g in [Ranking::ShortDeck, Ranking::ShortDeckStraightOverTrips] {
            assert_eq!(d(g, "As 6h 7d 8c 9s"), "Straight, nine high");
            assert_eq!(d(g, "Ah 6h 7h 8h 9h Kc Kd"), "Straight flush, nine high");
            assert_eq!(d(g, "As Ks Qs Js Ts"), "Royal flush");
            assert_eq!(d(g, "Ac Kd Qh Js Tc 9c"), "Straight, ace high");
            assert_eq!(
                d(g, "Kc Kd Kh 7s 7c 7d 6s"),
                "Full house, kings over sevens"
            );
            assert_eq!(
                d(g, "Ac Kc 9c 7c 6c Ad Ah"),
                "Flush, ace-king-nine-seven-six"
            );
            assert!(describe(g, &cards("As 2h 7d 8c 9s")).is_err());
        }
    }

    #[test]
    fn every_rank_has_a_phrase() {
        for &g in &super::super::RANKINGS {
            let mut seen = std::collections::HashSet::new();
            for r in 1..=g.class_count() {
                let p = describe_rank(g, r);
                assert!(!p.is_empty() && !p.starts_with("Unknown"), "{g:?} {r}: {p}");
                assert!(p.chars().next().unwrap().is_uppercase(), "{g:?} {r}: {p}");
                seen.insert(p);
            }
            // Phrases are distinct where the full hand is named (low games name only
            // the top two cards of a no-pair hand).
            if matches!(
                g,
                Ranking::PaigowHigh
                    | Ranking::High
                    | Ranking::PaigowLow
                    | Ranking::Badugi
                    | Ranking::ShortDeck
                    | Ranking::ShortDeckStraightOverTrips
            ) {
                assert_eq!(seen.len() as u32, g.class_count(), "{g:?}");
            }
        }
        assert_eq!(describe_rank(Ranking::High, 0), "Unknown rank 0");
        assert_eq!(describe_rank(Ranking::High, 7463), "Unknown rank 7463");
    }
}
