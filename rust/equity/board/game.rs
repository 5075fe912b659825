//! The games of the equity calculator: how many hole cards a player holds, how the
//! five-card hand is made (any five of seven, or Omaha's exactly two hole cards and
//! three board cards) and whether the pot is split high and low; the players' values
//! on a full board ([`values`]).

use crate::cards::Card;
use crate::cards::SHORT_DECK_FIRST;
use crate::equity::showdown::Values;
use crate::eval::omaha;
use crate::eval::short_deck::{short_deck_tables, Rule};
use crate::eval::tables::{HandKey, Tables};

/// A game the equity calculator settles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EquityGame {
    /// Texas hold'em: 2 hole cards, best high of any five of seven.
    Holdem,
    /// Hold'em, half the pot to the best high, half to the best 8-or-better low.
    HoldemHiLo,
    /// Omaha: 4 hole cards, exactly two of them and three of the board.
    Omaha,
    /// Five-card Omaha.
    Omaha5,
    /// Six-card Omaha.
    Omaha6,
    /// Omaha eight-or-better: high and low, each of exactly 2 + 3.
    OmahaHiLo,
    /// Five-card Omaha eight-or-better.
    Omaha5HiLo,
    /// Short-deck hold'em (36 cards, sixes to aces): three of a kind beats a straight.
    ShortDeck,
    /// Short-deck hold'em where a straight beats three of a kind.
    ShortDeckStraightOverTrips,
}

/// Every game, in the order of [`EquityGame::NAMES`].
pub const EQUITY_GAMES: [EquityGame; 9] = [
    EquityGame::Holdem,
    EquityGame::HoldemHiLo,
    EquityGame::Omaha,
    EquityGame::Omaha5,
    EquityGame::Omaha6,
    EquityGame::OmahaHiLo,
    EquityGame::Omaha5HiLo,
    EquityGame::ShortDeck,
    EquityGame::ShortDeckStraightOverTrips,
];

/// Board cards of every game.
pub const BOARD_CARDS: usize = 5;

impl EquityGame {
    /// The games' names (read by [`crate::equity::played::PLAYED_NAMES`]).
    pub const NAMES: [&'static str; 9] = [
        "holdem",
        "holdem-hi-lo",
        "omaha",
        "omaha-5",
        "omaha-6",
        "omaha-hi-lo",
        "omaha-5-hi-lo",
        "short-deck",
        "short-deck-straight-over-trips",
    ];

    /// The game's name, e.g. `omaha-hi-lo`.
    pub fn name(self) -> &'static str {
        Self::NAMES[EQUITY_GAMES.iter().position(|&g| g == self).unwrap_or(0)]
    }

    /// Hole cards a player holds.
    pub fn hole_cards(self) -> usize {
        match self {
            EquityGame::Holdem
            | EquityGame::HoldemHiLo
            | EquityGame::ShortDeck
            | EquityGame::ShortDeckStraightOverTrips => 2,
            EquityGame::Omaha | EquityGame::OmahaHiLo => 4,
            EquityGame::Omaha5 | EquityGame::Omaha5HiLo => 5,
            EquityGame::Omaha6 => 6,
        }
    }

    /// Whether the pot is split between the best high and the best qualifying low.
    pub fn is_hi_lo(self) -> bool {
        matches!(
            self,
            EquityGame::HoldemHiLo | EquityGame::OmahaHiLo | EquityGame::Omaha5HiLo
        )
    }

    /// The short deck's rule, for the short-deck games (played with the 36 cards from
    /// the six up: the twos to fives are out of the deck).
    pub fn short_deck_rule(self) -> Option<Rule> {
        match self {
            EquityGame::ShortDeck => Some(Rule::TripsOverStraight),
            EquityGame::ShortDeckStraightOverTrips => Some(Rule::StraightOverTrips),
            _ => None,
        }
    }

    /// The cards out of the game's deck, as a card set: the twos to fives in the short
    /// deck, none otherwise.
    pub fn out_of_deck(self) -> u64 {
        if self.short_deck_rule().is_some() {
            (1u64 << SHORT_DECK_FIRST) - 1
        } else {
            0
        }
    }

    /// Whether hands are made of exactly two hole cards and three board cards.
    pub fn is_omaha(self) -> bool {
        self.hole_cards() > 2
    }
}

/// The values of hole cards on a full board (`board_key` the key of its five cards).
#[inline]
pub fn values(
    t: &Tables,
    game: EquityGame,
    hole: &[Card],
    board: &[Card; 5],
    board_key: HandKey,
) -> Values {
    if game.is_omaha() {
        Values {
            high: omaha::best(hole, board, |h| t.high(h)),
            low: if game.is_hi_lo() {
                omaha::best(hole, board, |h| t.ace_to_five_8(h))
            } else {
                0
            },
        }
    } else {
        seven_card_values(t, game, hole.iter().fold(board_key, |k, &c| k.add(c)))
    }
}

/// The values of a hold'em hand of seven cards (hole and board).
#[inline(always)]
pub fn seven_card_values(t: &Tables, game: EquityGame, hand: HandKey) -> Values {
    if let Some(rule) = game.short_deck_rule() {
        return Values {
            high: short_deck_tables().rank(t, rule, hand),
            low: 0,
        };
    }
    Values {
        high: t.high(hand),
        low: if game.is_hi_lo() {
            t.ace_to_five_8(hand)
        } else {
            0
        },
    }
}
