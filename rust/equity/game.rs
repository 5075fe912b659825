//! The games of the equity calculator: how many hole cards a player holds, how the
//! five-card hand is made (any five of seven, or Omaha's exactly two hole cards and
//! three board cards) and whether the pot is split high and low.

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
}

/// Every game, in the order of [`EquityGame::NAMES`].
pub const EQUITY_GAMES: [EquityGame; 7] = [
    EquityGame::Holdem,
    EquityGame::HoldemHiLo,
    EquityGame::Omaha,
    EquityGame::Omaha5,
    EquityGame::Omaha6,
    EquityGame::OmahaHiLo,
    EquityGame::Omaha5HiLo,
];

/// The most players of a deal.
pub const MAX_PLAYERS: usize = 10;

/// Board cards of every game.
pub const BOARD_CARDS: usize = 5;

impl EquityGame {
    /// The games' names (read by [`super::played::PLAYED_NAMES`]).
    pub const NAMES: [&'static str; 7] = [
        "holdem",
        "holdem-hi-lo",
        "omaha",
        "omaha-5",
        "omaha-6",
        "omaha-hi-lo",
        "omaha-5-hi-lo",
    ];

    /// The game's name, e.g. `omaha-hi-lo`.
    pub fn name(self) -> &'static str {
        Self::NAMES[EQUITY_GAMES.iter().position(|&g| g == self).unwrap_or(0)]
    }

    /// Hole cards a player holds.
    pub fn hole_cards(self) -> usize {
        match self {
            EquityGame::Holdem | EquityGame::HoldemHiLo => 2,
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

    /// Whether hands are made of exactly two hole cards and three board cards.
    pub fn is_omaha(self) -> bool {
        self.hole_cards() > 2
    }
}
