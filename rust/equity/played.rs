//! The games equity is computed in, by name: the board games ([`EquityGame`]) and the
//! stud and draw games ([`StudDrawGame`]), read in one place by the one spelling rule
//! ([`crate::names`]), with the names players use.

use super::board::EquityGame;
use super::range::{self, Combo, Range};
use super::stud_draw::game::StudDrawGame;
use crate::error::{Error, Result};
use crate::eval::Ranking;
use crate::names::Names;

/// A game of the equity calculator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// Hold'em and Omaha: hole cards and a board.
    Board(EquityGame),
    /// Stud, razz and the single-draw games: no board.
    StudDraw(StudDrawGame),
}

use EquityGame as B;
use Played::{Board, StudDraw};
use StudDrawGame as S;

/// The equity games' names, as the library writes them, and the other names players
/// use.
pub const PLAYED_NAMES: Names<Played> = Names {
    what: "equity game",
    names: &[
        ("holdem", Board(B::Holdem)),
        ("holdem-hi-lo", Board(B::HoldemHiLo)),
        ("omaha", Board(B::Omaha)),
        ("omaha-5", Board(B::Omaha5)),
        ("omaha-6", Board(B::Omaha6)),
        ("omaha-hi-lo", Board(B::OmahaHiLo)),
        ("omaha-5-hi-lo", Board(B::Omaha5HiLo)),
        ("short-deck", Board(B::ShortDeck)),
        (
            "short-deck-straight-over-trips",
            Board(B::ShortDeckStraightOverTrips),
        ),
        ("stud", StudDraw(S::Stud)),
        ("stud-hi-lo", StudDraw(S::StudHiLo)),
        ("razz", StudDraw(S::Razz)),
        ("2-7-draw", StudDraw(S::Draw27)),
        ("a-5-draw", StudDraw(S::DrawA5)),
        ("badugi-draw", StudDraw(S::BadugiDraw)),
    ],
    aliases: &[
        ("texas-holdem", Board(B::Holdem)),
        ("nlhe", Board(B::Holdem)),
        ("lhe", Board(B::Holdem)),
        ("holdem-8", Board(B::HoldemHiLo)),
        ("holdem-8-or-better", Board(B::HoldemHiLo)),
        ("plo", Board(B::Omaha)),
        ("plo4", Board(B::Omaha)),
        ("omaha-4", Board(B::Omaha)),
        ("omaha-high", Board(B::Omaha)),
        ("pot-limit-omaha", Board(B::Omaha)),
        ("plo5", Board(B::Omaha5)),
        ("5-card-omaha", Board(B::Omaha5)),
        ("five-card-omaha", Board(B::Omaha5)),
        ("plo6", Board(B::Omaha6)),
        ("6-card-omaha", Board(B::Omaha6)),
        ("six-card-omaha", Board(B::Omaha6)),
        ("omaha8", Board(B::OmahaHiLo)),
        ("o8", Board(B::OmahaHiLo)),
        ("plo8", Board(B::OmahaHiLo)),
        ("plo-hi-lo", Board(B::OmahaHiLo)),
        ("omaha-8-or-better", Board(B::OmahaHiLo)),
        ("omaha-eight-or-better", Board(B::OmahaHiLo)),
        ("big-o", Board(B::Omaha5HiLo)),
        ("omaha-5-8", Board(B::Omaha5HiLo)),
        ("plo5-8", Board(B::Omaha5HiLo)),
        ("5-card-omaha-hi-lo", Board(B::Omaha5HiLo)),
        ("6+", Board(B::ShortDeck)),
        ("6-plus", Board(B::ShortDeck)),
        ("six-plus", Board(B::ShortDeck)),
        ("6-plus-holdem", Board(B::ShortDeck)),
        ("six-plus-holdem", Board(B::ShortDeck)),
        ("short-deck-holdem", Board(B::ShortDeck)),
        ("short-deck-trips-over-straight", Board(B::ShortDeck)),
        ("triton", Board(B::ShortDeck)),
        (
            "short-deck-straights-over-trips",
            Board(B::ShortDeckStraightOverTrips),
        ),
        (
            "short-deck-straight-beats-trips",
            Board(B::ShortDeckStraightOverTrips),
        ),
        ("seven-card-stud", StudDraw(S::Stud)),
        ("7-card-stud", StudDraw(S::Stud)),
        ("7cs", StudDraw(S::Stud)),
        ("stud8", StudDraw(S::StudHiLo)),
        ("stud-8-or-better", StudDraw(S::StudHiLo)),
        ("seven-card-stud-hi-lo", StudDraw(S::StudHiLo)),
        ("7-card-stud-hi-lo", StudDraw(S::StudHiLo)),
        ("ace-to-five-stud", StudDraw(S::Razz)),
        ("2-7", StudDraw(S::Draw27)),
        ("2-7-single-draw", StudDraw(S::Draw27)),
        ("deuce-to-seven", StudDraw(S::Draw27)),
        ("deuce-to-seven-draw", StudDraw(S::Draw27)),
        ("deuce-to-seven-single-draw", StudDraw(S::Draw27)),
        ("kansas-city-lowball", StudDraw(S::Draw27)),
        ("a-5", StudDraw(S::DrawA5)),
        ("a-5-single-draw", StudDraw(S::DrawA5)),
        ("ace-to-five-draw", StudDraw(S::DrawA5)),
        ("ace-to-five-single-draw", StudDraw(S::DrawA5)),
        ("california-lowball", StudDraw(S::DrawA5)),
        ("badugi", StudDraw(S::BadugiDraw)),
    ],
};

impl Played {
    /// The game of a name in any spelling, or of an alias.
    pub fn from_name(name: &str) -> Result<Played> {
        PLAYED_NAMES.parse(name)
    }

    /// The game played with a ranking, where one is (high: hold'em; ace-to-five: razz;
    /// deuce-to-seven: the 2-7 draw; badugi: the badugi draw).
    pub fn of_ranking(game: Ranking) -> Result<Played> {
        match game {
            Ranking::High => Ok(Board(B::Holdem)),
            Ranking::AceToFive => Ok(StudDraw(S::Razz)),
            Ranking::DeuceToSeven => Ok(StudDraw(S::Draw27)),
            Ranking::Badugi => Ok(StudDraw(S::BadugiDraw)),
            Ranking::ShortDeck => Ok(Board(B::ShortDeck)),
            Ranking::ShortDeckStraightOverTrips => Ok(Board(B::ShortDeckStraightOverTrips)),
            other => Err(Error::Argument(format!(
                "the ranking {} is played in no equity game; name the game (one of: {})",
                other.name(),
                PLAYED_NAMES.list()
            ))),
        }
    }

    /// How the library writes the game's name.
    pub fn name(self) -> &'static str {
        PLAYED_NAMES.name(self)
    }

    /// The board game, or an error naming the question that needs one.
    pub fn board(self, what: &str) -> Result<EquityGame> {
        match self {
            Board(g) => Ok(g),
            StudDraw(g) => Err(Error::Argument(format!(
                "{what} is for the board games (hold'em and Omaha), not {}",
                g.name()
            ))),
        }
    }
}

impl Played {
    /// A range of this game read once, as its hands and their integer weights:
    /// `random` listed as every hand of the game's deck (an error in stud and the
    /// draws, where a player is their known cards).
    pub fn range_combos(self, text: &str) -> Result<Vec<Combo>> {
        let (range, hole, out_of_deck) = match self {
            Board(g) => {
                let hole = g.hole_cards();
                (range::parse(text, Some(hole), hole)?, hole, g.out_of_deck())
            }
            StudDraw(g) => (range::parse(text, None, g.cards())?, 0, 0),
        };
        match range {
            Range::Combos(combos) => Ok(combos),
            Range::Random if hole > 0 => Ok(range::all_hands(hole)
                .iter()
                .map(|h| Combo::new(h, 1))
                .filter(|c| c.mask & out_of_deck == 0)
                .collect()),
            Range::Random => Err(Error::Argument(
                "'random' lists no hands in stud and the draws".into(),
            )),
        }
    }
}

/// Every equity game's name: the board games, then the stud and draw games.
pub fn game_names() -> Vec<&'static str> {
    PLAYED_NAMES.names.iter().map(|(n, _)| *n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_and_alias_reads_back_and_names_agree_with_the_games() {
        for &(name, game) in PLAYED_NAMES.names {
            assert_eq!(Played::from_name(name), Ok(game));
            let own = match game {
                Board(g) => g.name(),
                StudDraw(g) => g.name(),
            };
            assert_eq!(own, name);
        }
        for &(alias, game) in PLAYED_NAMES.aliases {
            assert_eq!(Played::from_name(alias), Ok(game), "{alias}");
        }
        for (spelt, game) in [
            ("Texas Hold'em", Board(B::Holdem)),
            ("Omaha  Hi Lo", Board(B::OmahaHiLo)),
            ("PLO8", Board(B::OmahaHiLo)),
            ("Omaha 8", Board(B::OmahaHiLo)),
            ("27", StudDraw(S::Draw27)),
            ("2-7 single draw", StudDraw(S::Draw27)),
            ("Seven Card Stud", StudDraw(S::Stud)),
        ] {
            assert_eq!(Played::from_name(spelt), Ok(game), "{spelt}");
        }
        assert!(matches!(
            Played::from_name("bridge"),
            Err(Error::Argument(m)) if m.contains("'bridge'") && m.contains("holdem")
        ));
    }

    #[test]
    fn no_two_names_share_a_key() {
        let all: Vec<&str> = PLAYED_NAMES
            .names
            .iter()
            .chain(PLAYED_NAMES.aliases)
            .map(|(n, _)| *n)
            .collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert!(!crate::names::same(a, b), "{a} and {b}");
            }
        }
    }
}
