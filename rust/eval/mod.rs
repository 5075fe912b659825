//! Hand evaluation for every ranking of the library: one entry point per question
//! (`rank`, `category`, `describe`), dispatched on [`Ranking`].

pub mod badugi;
pub mod classes;
pub mod describe;
pub mod enumerate;
pub mod omaha;
pub mod pair_keys;
pub mod short_deck;
pub mod tables;
pub mod two_card;

use crate::cards::{self, Card};
use crate::error::{Error, Result};
use crate::names::Names;
use classes::cat;
use tables::{tables, HandKey, Tables};

/// The rankings of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Ranking {
    /// Pai Gow five-card hand (best five of 5-7 cards, 53-card deck with the joker).
    PaigowHigh = 0,
    /// Pai Gow two-card hand.
    PaigowLow = 1,
    /// Traditional high (best five of 5-7).
    High = 2,
    /// Ace-to-five low, no qualifier (razz).
    AceToFive = 3,
    /// Ace-to-five low with the eight-or-better qualifier.
    AceToFive8 = 4,
    /// Deuce-to-seven low.
    DeuceToSeven = 5,
    /// Badugi (four cards).
    Badugi = 6,
    /// Short deck (36 cards, sixes to aces; best five of 5-7), three of a kind over a
    /// straight.
    ShortDeck = 7,
    /// Short deck, a straight over three of a kind.
    ShortDeckStraightOverTrips = 8,
}

/// Every game, in declaration order.
pub const RANKINGS: [Ranking; 9] = [
    Ranking::PaigowHigh,
    Ranking::PaigowLow,
    Ranking::High,
    Ranking::AceToFive,
    Ranking::AceToFive8,
    Ranking::DeuceToSeven,
    Ranking::Badugi,
    Ranking::ShortDeck,
    Ranking::ShortDeckStraightOverTrips,
];

const PAIGOW_CATEGORIES: &[&str] = &[
    "five aces",
    "royal flush",
    "straight flush",
    "four of a kind",
    "full house",
    "flush",
    "straight",
    "three of a kind",
    "two pair",
    "pair",
    "high card",
];

/// The rankings' names (how the library writes them, in member order) and the other
/// names players use, read by the one spelling rule ([`crate::names`]).
pub const RANKING_NAMES: Names<Ranking> = Names {
    what: "ranking",
    names: &[
        ("paigow-high", Ranking::PaigowHigh),
        ("paigow-low", Ranking::PaigowLow),
        ("high", Ranking::High),
        ("ace-to-five", Ranking::AceToFive),
        ("ace-to-five-8", Ranking::AceToFive8),
        ("deuce-to-seven", Ranking::DeuceToSeven),
        ("badugi", Ranking::Badugi),
        ("short-deck", Ranking::ShortDeck),
        (
            "short-deck-straight-over-trips",
            Ranking::ShortDeckStraightOverTrips,
        ),
    ],
    aliases: &[
        ("hi", Ranking::High),
        ("holdem", Ranking::High),
        ("texas-holdem", Ranking::High),
        ("paigow", Ranking::PaigowHigh),
        ("pai-gow-high", Ranking::PaigowHigh),
        ("pai-gow-low", Ranking::PaigowLow),
        ("razz", Ranking::AceToFive),
        ("a-5", Ranking::AceToFive),
        ("ace-five", Ranking::AceToFive),
        ("a-5-8", Ranking::AceToFive8),
        ("eight-or-better", Ranking::AceToFive8),
        ("8-or-better", Ranking::AceToFive8),
        ("2-7", Ranking::DeuceToSeven),
        ("deuce-seven", Ranking::DeuceToSeven),
        ("6+", Ranking::ShortDeck),
        ("6-plus", Ranking::ShortDeck),
        ("six-plus", Ranking::ShortDeck),
        ("6-plus-holdem", Ranking::ShortDeck),
        ("six-plus-holdem", Ranking::ShortDeck),
        ("short-deck-holdem", Ranking::ShortDeck),
        ("short-deck-trips-over-straight", Ranking::ShortDeck),
        ("triton", Ranking::ShortDeck),
        (
            "short-deck-straights-over-trips",
            Ranking::ShortDeckStraightOverTrips,
        ),
        (
            "short-deck-straight-beats-trips",
            Ranking::ShortDeckStraightOverTrips,
        ),
    ],
};

impl Ranking {
    /// The ranking of a name in any spelling, or of an alias ([`RANKING_NAMES`]).
    pub fn from_name(name: &str) -> Result<Ranking> {
        RANKING_NAMES.parse(name)
    }

    /// The enum member's name, e.g. `PAIGOW_HIGH`.
    pub fn name(self) -> &'static str {
        match self {
            Ranking::PaigowHigh => "PAIGOW_HIGH",
            Ranking::PaigowLow => "PAIGOW_LOW",
            Ranking::High => "HIGH",
            Ranking::AceToFive => "ACE_TO_FIVE",
            Ranking::AceToFive8 => "ACE_TO_FIVE_8",
            Ranking::DeuceToSeven => "DEUCE_TO_SEVEN",
            Ranking::Badugi => "BADUGI",
            Ranking::ShortDeck => "SHORT_DECK",
            Ranking::ShortDeckStraightOverTrips => "SHORT_DECK_STRAIGHT_OVER_TRIPS",
        }
    }

    /// The game with the given member value (0..=8).
    pub fn from_index(i: u8) -> Option<Ranking> {
        RANKINGS.get(i as usize).copied()
    }

    /// Whether the game's deck has the joker (53 cards).
    pub fn has_joker(self) -> bool {
        matches!(self, Ranking::PaigowHigh | Ranking::PaigowLow)
    }

    /// The short deck's rule, for the short-deck rankings.
    pub fn short_deck_rule(self) -> Option<short_deck::Rule> {
        match self {
            Ranking::ShortDeck => Some(short_deck::Rule::TripsOverStraight),
            Ranking::ShortDeckStraightOverTrips => Some(short_deck::Rule::StraightOverTrips),
            _ => None,
        }
    }

    /// The numbers of cards a hand of this game may have.
    pub fn card_counts(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Ranking::PaigowLow => 2..=2,
            Ranking::Badugi => 4..=4,
            _ => 5..=7,
        }
    }

    /// Category names, best first (the order of [`category_index`]).
    pub fn categories(self) -> &'static [&'static str] {
        match self {
            Ranking::PaigowHigh => PAIGOW_CATEGORIES,
            Ranking::High | Ranking::DeuceToSeven => &PAIGOW_CATEGORIES[1..],
            Ranking::PaigowLow => &["pair", "high card"],
            Ranking::AceToFive => &[
                "no pair",
                "pair",
                "two pair",
                "three of a kind",
                "full house",
                "four of a kind",
            ],
            Ranking::AceToFive8 => &["eight-or-better", "no low"],
            Ranking::Badugi => &["badugi", "three-card", "two-card", "one-card"],
            Ranking::ShortDeck => short_deck::Rule::TripsOverStraight.categories(),
            Ranking::ShortDeckStraightOverTrips => short_deck::Rule::StraightOverTrips.categories(),
        }
    }

    /// Number of distinct classes (the largest rank).
    pub fn class_count(self) -> u32 {
        match self {
            Ranking::PaigowHigh => 7463,
            Ranking::PaigowLow => two_card::CLASSES,
            Ranking::High | Ranking::DeuceToSeven => 7462,
            Ranking::AceToFive => 6175,
            Ranking::AceToFive8 => 56,
            Ranking::Badugi => badugi::CLASSES as u32,
            Ranking::ShortDeck | Ranking::ShortDeckStraightOverTrips => short_deck::CLASSES,
        }
    }
}

/// The numbers of cards a hand of `game` may have, as text ("5 to 7", "2").
pub fn counts_text(game: Ranking) -> String {
    let counts = game.card_counts();
    if counts.start() == counts.end() {
        format!("{}", counts.start())
    } else {
        format!("{} to {}", counts.start(), counts.end())
    }
}

/// Checks that `n` cards make a hand of `game`.
pub fn check_count(game: Ranking, n: usize) -> Result<()> {
    check_cards(game, n, || format!("cards, got {n}"))
}

/// Checks that rows of `width` cards are hands of `game` (a matrix's width).
pub fn check_width(game: Ranking, width: usize) -> Result<()> {
    check_cards(game, width, || {
        format!("cards per hand, got rows of {width}")
    })
}

/// Checks that `n` cards make a hand of `game`; `got` ends the error's message.
fn check_cards(game: Ranking, n: usize, got: impl FnOnce() -> String) -> Result<()> {
    if game.card_counts().contains(&n) {
        return Ok(());
    }
    Err(Error::Hand(format!(
        "{} takes {} {}",
        game.name(),
        counts_text(game),
        got()
    )))
}

/// Checks a hand for a game: the number of cards, then card by card the ids, the joker
/// and duplicates (the order in which the bulk calls check a matrix and its rows).
pub fn check(game: Ranking, hand: &[Card]) -> Result<()> {
    check_count(game, hand.len())?;
    cards::validate(hand, game.has_joker())?;
    check_deck(game, hand)
}

/// Checks that valid cards are cards of the game's deck: none below the six in the
/// short deck.
pub fn check_deck(game: Ranking, hand: &[Card]) -> Result<()> {
    if game.short_deck_rule().is_some() {
        cards::check_short_deck(hand)?;
    }
    Ok(())
}

/// A hand of `game` from ids given as wider integers, checked as [`check`] does.
pub fn narrow_hand<T: Copy + Into<i128>>(game: Ranking, ids: &[T]) -> Result<Vec<Card>> {
    check_count(game, ids.len())?;
    let hand = cards::narrow(ids, game.has_joker())?;
    check_deck(game, &hand)?;
    Ok(hand)
}

/// Rank of a hand already checked with [`check`]: larger is better, 0 only for an
/// eight-or-better game without a qualifying low.
#[inline]
pub fn rank_checked(t: &Tables, game: Ranking, hand: &[Card]) -> u32 {
    match game {
        Ranking::PaigowHigh => t.paigow_high(HandKey::of(hand)) as u32,
        Ranking::PaigowLow => two_card::rank(hand[0], hand[1]),
        Ranking::High => t.high(HandKey::of(hand)) as u32,
        Ranking::AceToFive => t.ace_to_five(HandKey::of(hand)) as u32,
        Ranking::AceToFive8 => t.ace_to_five_8(HandKey::of(hand)) as u32,
        Ranking::DeuceToSeven => t.deuce_to_seven(hand) as u32,
        Ranking::Badugi => badugi::rank(&[hand[0], hand[1], hand[2], hand[3]]) as u32,
        Ranking::ShortDeck | Ranking::ShortDeckStraightOverTrips => {
            short_deck_rank(t, game, HandKey::of(hand)) as u32
        }
    }
}

/// The short-deck rank of a hand of a short-deck ranking, given as its key.
#[inline(always)]
fn short_deck_rank(t: &Tables, game: Ranking, h: HandKey) -> u16 {
    let rule = game.short_deck_rule().expect("a short-deck ranking");
    short_deck::short_deck_tables().rank(t, rule, h)
}

/// Rank of a hand (see [`rank_checked`]), after checking it.
pub fn rank(game: Ranking, hand: &[Card]) -> Result<u32> {
    check(game, hand)?;
    Ok(rank_checked(tables(), game, hand))
}

/// Index into [`Ranking::categories`] of a rank.
pub fn category_index(t: &Tables, game: Ranking, rank: u32) -> usize {
    let high_index = |key: u32| -> usize {
        match classes::category_of(key) {
            cat::FIVE_ACES => 0,
            cat::STRAIGHT_FLUSH if key & 0xFFFFF == 24 => 1,
            c => (10 - c) as usize,
        }
    };
    match game {
        Ranking::PaigowHigh => high_index(t.paigow_classes[rank as usize]),
        Ranking::High => high_index(t.high_classes[rank as usize]) - 1,
        Ranking::DeuceToSeven => {
            let key = t.deuce_to_seven_classes[(game.class_count() + 1 - rank) as usize];
            // A-K-Q-J-T suited is a royal flush here too; nothing else is special.
            high_index(key) - 1
        }
        Ranking::PaigowLow => usize::from(rank < two_card::FIRST_PAIR),
        Ranking::AceToFive => {
            classes::category_of(t.ace_to_five_classes[(game.class_count() + 1 - rank) as usize])
                as usize
        }
        Ranking::AceToFive8 => usize::from(rank == 0),
        Ranking::Badugi => 4 - badugi::size_of_class(rank as u16) as usize,
        Ranking::ShortDeck | Ranking::ShortDeckStraightOverTrips => {
            let rule = game.short_deck_rule().expect("a short-deck ranking");
            rule.category_index(short_deck::short_deck_tables().class_key(rule, rank))
        }
    }
}

/// Category name of a hand.
pub fn category(game: Ranking, hand: &[Card]) -> Result<&'static str> {
    let r = rank(game, hand)?;
    Ok(game.categories()[category_index(tables(), game, r)])
}

/// The category name of a rank of `game` (0: no qualifying eight-or-better low).
pub fn category_of_rank(game: Ranking, rank: u32) -> Result<&'static str> {
    if rank > game.class_count() || (rank == 0 && game != Ranking::AceToFive8) {
        return Err(Error::Argument(format!(
            "{rank} is not a rank of {}",
            game.name()
        )));
    }
    Ok(game.categories()[category_index(tables(), game, rank)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_hands(deck: u8, k: usize, mut f: impl FnMut(&[Card])) {
        let mut idx: Vec<u8> = (0..k as u8).collect();
        loop {
            f(&idx);
            let mut i = k;
            loop {
                if i == 0 {
                    return;
                }
                i -= 1;
                if idx[i] < deck - (k - i) as u8 {
                    break;
                }
            }
            idx[i] += 1;
            for j in i + 1..k {
                idx[j] = idx[j - 1] + 1;
            }
        }
    }

    fn counts(game: Ranking, deck: u8, k: usize) -> Vec<u64> {
        let t = tables();
        let mut out = vec![0u64; game.categories().len()];
        all_hands(deck, k, |h| {
            out[category_index(t, game, rank_checked(t, game, h))] += 1
        });
        out
    }

    #[test]
    fn paigow_five_card_counts() {
        assert_eq!(
            counts(Ranking::PaigowHigh, 53, 5),
            [1, 24, 180, 828, 4368, 7804, 20532, 63360, 138600, 1215024, 1418964]
        );
    }

    #[test]
    fn high_five_card_counts() {
        assert_eq!(
            counts(Ranking::High, 52, 5),
            [4, 36, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540]
        );
    }

    #[test]
    fn badugi_counts() {
        assert_eq!(counts(Ranking::Badugi, 52, 4), [17160, 154440, 96252, 2873]);
    }

    #[test]
    fn ace_to_five_8_qualifiers() {
        assert_eq!(counts(Ranking::AceToFive8, 52, 5), [57344, 2598960 - 57344]);
    }

    #[test]
    #[ignore = "exhaustive over 154 million hands; run with --ignored in release"]
    fn paigow_seven_card_counts() {
        assert_eq!(
            counts(Ranking::PaigowHigh, 53, 7),
            [
                1128, 26132, 184832, 307472, 4188528, 6172088, 11236028, 7470676, 35553816,
                64221960, 24780420
            ]
        );
    }

    #[test]
    #[ignore = "exhaustive over 133 million hands; run with --ignored in release"]
    fn high_seven_card_counts() {
        let c = counts(Ranking::High, 52, 7);
        assert_eq!(c[0] + c[1], 41584);
        assert_eq!(
            c[2..],
            [224848, 3473184, 4047644, 6180020, 6461620, 31433400, 58627800, 23294460]
        );
    }

    #[test]
    fn errors_name_the_problem() {
        assert!(
            matches!(rank(Ranking::High, &[0, 1, 2, 3]), Err(Error::Hand(m)) if m.contains("5 to 7"))
        );
        assert!(matches!(
            rank(Ranking::High, &[0, 1, 2, 3, 52]),
            Err(Error::Hand(_))
        ));
        assert!(matches!(
            rank(Ranking::PaigowHigh, &[0, 1, 2, 3, 3]),
            Err(Error::Card(_))
        ));
        assert!(rank(Ranking::PaigowHigh, &[0, 1, 2, 3, 52]).is_ok());
    }
}
