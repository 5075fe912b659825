//! The question of a stud or draw game, checked: each player's known cards (a hand or
//! a weighted range of hands of one size; `random` none), the dead cards, how many
//! cards each player is still dealt and whether stud's seventh street is a community
//! card.

use super::game::StudDrawGame;
use crate::cards::{self, Card};
use crate::equity::hands::{hands_left, some_deal_exists, Hands, MAX_PLAYERS};
use crate::equity::range::{Combo, Player, Range};
use crate::error::{Error, Result};

/// The most players at a stud table.
pub const MAX_STUD_PLAYERS: usize = 8;

/// A checked stud or draw question.
#[derive(Clone, Debug)]
pub struct StudDrawProblem {
    pub game: StudDrawGame,
    /// Each player's hands of known cards (`random`: the one empty hand).
    pub players: Vec<Vec<Combo>>,
    /// Cards each player is still dealt, besides the community card.
    pub to_deal: Vec<usize>,
    /// Whether one community card is every player's last (stud, deck run out).
    pub community: bool,
    /// The dead cards as a 52-bit set.
    pub dead: u64,
}

/// Checks the number of players of `game` and that no board is given.
fn check_table(game: StudDrawGame, players: usize, board: &[Card]) -> Result<()> {
    let name = game.name();
    let most = if game.is_stud() {
        MAX_STUD_PLAYERS
    } else {
        MAX_PLAYERS
    };
    if !(2..=most).contains(&players) {
        return Err(Error::Argument(format!(
            "{name} equity takes 2 to {most} players, got {players}"
        )));
    }
    if !board.is_empty() {
        return Err(Error::Argument(format!(
            "{name} has no board: give each player's known cards, and the other seen cards as dead"
        )));
    }
    Ok(())
}

/// Each player's range (read once) and number of known cards. Errors name the player.
fn read_ranges(game: StudDrawGame, players: &[Player<'_>]) -> Result<(Vec<Range>, Vec<usize>)> {
    let mut ranges = Vec::with_capacity(players.len());
    let mut known = Vec::with_capacity(players.len());
    for (i, p) in players.iter().enumerate() {
        let r = p
            .range(None, game.cards())
            .map_err(|e| e.with_context(&format!("player {}: ", i + 1)))?;
        known.push(r.hole());
        ranges.push(r);
    }
    Ok((ranges, known))
}

/// The cards each player is still dealt, and whether stud deals one community card
/// (the deck would run out before seventh street), from the players' `known` cards
/// and the `alive` cards (not dead). Errors when the deck runs out.
fn cards_to_come(game: StudDrawGame, known: &[usize], alive: usize) -> Result<(Vec<usize>, bool)> {
    let players = known.len();
    let unseen = alive - known.iter().sum::<usize>();
    let mut to_deal: Vec<usize> = known.iter().map(|k| game.cards() - k).collect();
    let mut community = false;
    if to_deal.iter().sum::<usize>() > unseen && game.is_stud() {
        if let Some(p) = known.iter().position(|&k| k == 7) {
            return Err(Error::Argument(format!(
                "player {}: seven cards known, but the deck runs out before seventh street (one community card is every player's seventh)",
                p + 1
            )));
        }
        community = true;
        to_deal.iter_mut().for_each(|n| *n -= 1);
    }
    let needed = to_deal.iter().sum::<usize>() + usize::from(community);
    if needed > unseen {
        return Err(Error::Argument(format!(
            "{players} players need {needed} more cards, the deck holds {unseen}"
        )));
    }
    Ok((to_deal, community))
}

impl StudDrawProblem {
    /// Checks and builds the question. Errors name the player (from 1) and the token.
    pub fn new<'p, P: Copy + Into<Player<'p>>>(
        game: StudDrawGame,
        players: &[P],
        board: &[Card],
        dead: &[Card],
    ) -> Result<Self> {
        let players: Vec<Player<'p>> = players.iter().map(|&p| p.into()).collect();
        check_table(game, players.len(), board)?;
        cards::validate(dead, false).map_err(|e| e.with_context("dead: "))?;
        let dead_mask = dead.iter().fold(0u64, |m, &c| m | 1u64 << c);
        let (ranges, known) = read_ranges(game, &players)?;
        let hands = hands_left(&players, ranges, dead_mask)?;
        if !some_deal_exists(&hands, dead_mask) {
            return Err(Error::Argument(
                "no deal gives every player a hand: the ranges always share a card".into(),
            ));
        }
        let (to_deal, community) = cards_to_come(game, &known, 52 - dead.len())?;
        let players = hands
            .into_iter()
            .map(|h| match h {
                Hands::Random => vec![Combo::new(&[], 1)],
                Hands::Combos(c) => c,
            })
            .collect();
        Ok(StudDrawProblem {
            game,
            players,
            to_deal,
            community,
            dead: dead_mask,
        })
    }

    /// Cards still dealt in all, the community card included.
    pub fn cards_to_deal(&self) -> usize {
        self.to_deal.iter().sum::<usize>() + usize::from(self.community)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;

    fn new(game: StudDrawGame, players: &[&str], dead: &str) -> Result<StudDrawProblem> {
        StudDrawProblem::new(game, players, &[], &cards(dead))
    }

    #[test]
    fn errors_name_the_player_and_the_community_card_is_dealt_when_needed() {
        use StudDrawGame::*;
        assert!(
            matches!(new(Razz, &["AhKh2c", "2c3d4h"], ""), Err(Error::Card(m)) if m.contains("player 2") && m.contains("2c"))
        );
        assert!(
            matches!(new(Stud, &["AhKh2c3c4c5c6c7c", "2d3d"], ""), Err(Error::Hand(m)) if m.contains("player 1") && m.contains("at most 7"))
        );
        assert!(
            matches!(new(Draw27, &["2h3h4h5h6h7h", "2d"], ""), Err(Error::Hand(m)) if m.contains("player 1"))
        );
        assert!(
            matches!(new(BadugiDraw, &["AhKs2c3d4h", "2d"], ""), Err(Error::Hand(m)) if m.contains("at most 4"))
        );
        assert!(new(BadugiDraw, &["Ah", "2d", "random"], "").is_ok());
        let eight = ["random"; 8];
        let p = new(Stud, &eight, "").unwrap();
        assert!(p.community && p.to_deal == [6; 8]);
        assert!(!new(Stud, &eight[..7], "").unwrap().community);
        assert!(matches!(
            new(Stud, &["random"; 9], ""),
            Err(Error::Argument(_))
        ));
        assert!(matches!(
            new(Razz, &["AhKh2c", "3c3d4h"], "").map(|p| p.to_deal),
            Ok(v) if v == [4, 4]
        ));
    }
}
