//! Cards as small integer ids: `rank * 4 + suit`, ranks 2..A as 0..12, suits c d h s as
//! 0..3, and the joker as 52. This is the order of several well-known evaluators.

pub mod text;

use crate::error::{Error, Result};

/// A card id, 0..=52.
pub type Card = u8;

/// The joker's id.
pub const JOKER: Card = 52;
/// Rank index of the ace.
pub const ACE: u8 = 12;
/// Number of distinct ranks.
pub const RANKS: usize = 13;

const RANK_CHARS: &[u8; 13] = b"23456789TJQKA";
const SUIT_CHARS: &[u8; 4] = b"cdhs";

/// The rank index (0 = deuce .. 12 = ace) of a non-joker card.
#[inline(always)]
pub const fn rank_of(card: Card) -> u8 {
    card >> 2
}

/// The suit index (0 = clubs .. 3 = spades) of a non-joker card.
#[inline(always)]
pub const fn suit_of(card: Card) -> u8 {
    card & 3
}

/// The character of a rank index, e.g. `T` for 8.
pub fn rank_char(rank: u8) -> char {
    RANK_CHARS[rank as usize] as char
}

/// Two-character text of a card ("As", "Td") or "Jk" for the joker.
pub fn card_text(card: Card) -> String {
    if card == JOKER {
        return "Jk".to_string();
    }
    let mut s = String::with_capacity(2);
    s.push(rank_char(rank_of(card)));
    s.push(SUIT_CHARS[suit_of(card) as usize] as char);
    s
}

/// Space-separated text of several cards.
pub fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|&c| card_text(c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks that every id is a card of the deck (0..=51, plus the joker when
/// `joker_allowed`) and that none repeats. Returns the 53-bit set of the cards.
pub fn validate(cards: &[Card], joker_allowed: bool) -> Result<u64> {
    let mut seen = 0u64;
    for &c in cards {
        if c > JOKER {
            return Err(Error::Card(format!(
                "card id {c} is not a card (ids are 0..=52)"
            )));
        }
        if c == JOKER && !joker_allowed {
            return Err(Error::Hand(
                "this game is played without the joker (id 52)".into(),
            ));
        }
        let bit = 1u64 << c;
        if seen & bit != 0 {
            return Err(Error::Card(format!("duplicate card {}", card_text(c))));
        }
        seen |= bit;
    }
    Ok(seen)
}

/// The lowest rank of the short deck (the six): its 36 cards are the ids from
/// [`SHORT_DECK_FIRST`] up, sixes to aces.
pub const SHORT_DECK_LOWEST: u8 = 4;
/// The first card id of the short deck (6c).
pub const SHORT_DECK_FIRST: Card = SHORT_DECK_LOWEST * 4;

/// Checks that cards (valid ids, no joker) are cards of the 36-card short deck: none
/// is a two, three, four or five.
pub fn check_short_deck(cards: &[Card]) -> Result<()> {
    match cards.iter().find(|&&c| c < SHORT_DECK_FIRST) {
        Some(&c) => Err(Error::Card(format!(
            "{} is not a card of the short deck (36 cards, sixes to aces)",
            card_text(c)
        ))),
        None => Ok(()),
    }
}

/// Checks ids given as wider integers (from Python or numpy) card by card, as
/// [`validate`] does (an id outside 0..=52 is named with its value, after any problem
/// of an earlier card), and narrows them.
pub fn narrow<T: Copy + Into<i128>>(ids: &[T], joker_allowed: bool) -> Result<Vec<Card>> {
    let mut narrow = vec![0; ids.len()];
    narrow_into(ids, joker_allowed, &mut narrow)?;
    Ok(narrow)
}

/// [`narrow`] into `out` (as long as `ids`), with no allocation.
pub fn narrow_into<T: Copy + Into<i128>>(
    ids: &[T],
    joker_allowed: bool,
    out: &mut [Card],
) -> Result<()> {
    for (i, &id) in ids.iter().enumerate() {
        let v: i128 = id.into();
        if !(0..=JOKER as i128).contains(&v) {
            validate(&out[..i], joker_allowed)?;
            return Err(Error::Card(format!(
                "card id {v} is not a card (ids are 0..=52)"
            )));
        }
        out[i] = v as Card;
    }
    validate(&out[..ids.len()], joker_allowed).map(|_| ())
}

/// Card ids of a text like "As Kd Th Jk", for tests (what [`text::parse`] reads, without
/// its errors).
#[cfg(test)]
pub(crate) fn parse_for_tests(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|t| {
            if t == "Jk" {
                return JOKER;
            }
            let mut chars = t.chars();
            let (rank, suit) = (chars.next().unwrap() as u8, chars.next().unwrap() as u8);
            let r = RANK_CHARS.iter().position(|&c| c == rank).unwrap();
            let s = SUIT_CHARS.iter().position(|&c| c == suit).unwrap();
            (r * 4 + s) as Card
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_rank_times_four_plus_suit() {
        assert_eq!(card_text(0), "2c");
        assert_eq!(card_text(3), "2s");
        assert_eq!(card_text(51), "As");
        assert_eq!(card_text(JOKER), "Jk");
        assert_eq!(rank_of(51), ACE);
    }

    #[test]
    fn validation_names_the_bad_card() {
        assert_eq!(validate(&[0, 1, 2], false).unwrap(), 0b111);
        assert!(matches!(validate(&[5, 5], false), Err(Error::Card(m)) if m.contains("3d")));
        assert!(matches!(validate(&[53], true), Err(Error::Card(_))));
        assert!(matches!(validate(&[52], false), Err(Error::Hand(_))));
        assert!(validate(&[52, 51], true).is_ok());
    }
}
