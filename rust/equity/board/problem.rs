//! The question, checked: the game, each player's hands (combos using a known card
//! removed), the known board and the dead cards.

use super::game::{EquityGame, BOARD_CARDS};
use crate::cards::{self, Card};
use crate::equity::hands::{hands_left, some_deal_exists, Hands, MAX_PLAYERS};
use crate::equity::range::{self, binomial, Combo, Player, Range};
use crate::error::{Error, Result};

/// A checked equity question.
#[derive(Clone, Debug)]
pub struct Problem {
    pub game: EquityGame,
    pub players: Vec<Hands>,
    /// The known board cards (0, 3, 4 or 5).
    pub board: Vec<Card>,
    /// The board and the dead cards as a 52-bit set.
    pub known: u64,
}

fn mask_of(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, &c| m | 1u64 << c)
}

impl Problem {
    /// Checks and builds the question. Errors name the player (from 1) and the token.
    pub fn new<'p, P: Copy + Into<Player<'p>>>(
        game: EquityGame,
        players: &[P],
        board: &[Card],
        dead: &[Card],
    ) -> Result<Self> {
        let players: Vec<Player<'p>> = players.iter().map(|&p| p.into()).collect();
        if !(2..=MAX_PLAYERS).contains(&players.len()) {
            return Err(Error::Argument(format!(
                "equity takes 2 to {MAX_PLAYERS} players, got {}",
                players.len()
            )));
        }
        if ![0, 3, 4, 5].contains(&board.len()) {
            return Err(Error::Hand(format!(
                "the board holds 0, 3, 4 or 5 known cards, got {}",
                board.len()
            )));
        }
        let known_cards: Vec<Card> = board.iter().chain(dead).copied().collect();
        cards::validate(&known_cards, false).map_err(|e| e.with_context("board and dead: "))?;
        let known = mask_of(&known_cards);
        let hole = game.hole_cards();
        let ranges: Vec<Range> = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                p.range(Some(hole), hole)
                    .map_err(|e| e.with_context(&format!("player {}: ", i + 1)))
            })
            .collect::<Result<_>>()?;
        let hands = hands_left(&players, ranges, known)?;
        let needed = BOARD_CARDS - board.len() + hole * players.len();
        let unseen = 52 - known_cards.len();
        if needed > unseen {
            return Err(Error::Argument(format!(
                "{} players and the board need {needed} more cards, the deck holds {unseen}",
                players.len()
            )));
        }
        let p = Problem {
            game,
            players: hands,
            board: board.to_vec(),
            known,
        };
        if !some_deal_exists(&p.players, p.known) {
            return Err(Error::Argument(
                "no deal gives every player a hand: the ranges always share a card".into(),
            ));
        }
        Ok(p)
    }

    /// Board cards still to come.
    pub fn to_come(&self) -> usize {
        BOARD_CARDS - self.board.len()
    }

    /// Hands of a player as a list (`random` expanded to every hand of the unseen
    /// cards), for exact enumeration.
    pub fn listed(&self, player: usize) -> Vec<Combo> {
        match &self.players[player] {
            Hands::Combos(c) => c.clone(),
            Hands::Random => range::all_hands(self.game.hole_cards())
                .iter()
                .map(|h| Combo::new(h, 1))
                .filter(|c| c.mask & self.known == 0)
                .collect(),
        }
    }

    /// Number of hands of each player in exact enumeration.
    pub fn hand_counts(&self) -> Vec<u64> {
        let unseen = 52 - self.known.count_ones() as usize;
        self.players
            .iter()
            .map(|h| match h {
                Hands::Combos(c) => c.len() as u64,
                Hands::Random => binomial(unseen, self.game.hole_cards()),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;

    fn new(players: &[&str], board: &str) -> Result<Problem> {
        Problem::new(EquityGame::Holdem, players, &cards(board), &[])
    }

    #[test]
    fn errors_name_the_player() {
        assert!(
            matches!(new(&["AhKh", "AhQd"], ""), Err(Error::Card(m)) if m.contains("player 2") && m.contains("Ah"))
        );
        assert!(
            matches!(new(&["AhKh", "QQ"], "Qc Qd Qh"), Err(Error::Argument(m)) if m.contains("player 2"))
        );
        assert!(matches!(new(&["AhKh"], ""), Err(Error::Argument(_))));
        assert!(
            matches!(new(&["AhKh", "Ah"], ""), Err(Error::Argument(m)) if m.contains("player 2"))
        );
        let many = ["random"; 10];
        assert!(new(&many, "").is_ok());
        assert!(matches!(
            Problem::new(EquityGame::Omaha6, &many[..8], &[], &[]),
            Err(Error::Argument(m)) if m.contains("deck")
        ));
        assert!(
            matches!(new(&["AhKh, QdJd", "AhKh, QdJd", "AhKh,QdJd"], ""), Err(Error::Argument(m)) if m.contains("no deal"))
        );
    }
}
