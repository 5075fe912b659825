//! A player's hands once the known cards are out, in every equity game: the checks
//! shared by the board games' and the stud and draw games' questions.

use super::range::{Combo, Player, Range};
use crate::cards::{card_text, Card};
use crate::error::{Error, Result};

/// The most players of a deal.
pub const MAX_PLAYERS: usize = 10;

/// A player's hands once the known cards are out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hands {
    /// Any hand of the unseen cards, equally likely.
    Random,
    /// These hands, with their weights.
    Combos(Vec<Combo>),
}

/// Each player's hands once the known cards (`known`, and every other player's fixed
/// cards) are out. Errors name the player: a card held twice, a range left empty.
pub(super) fn hands_left(
    players: &[Player<'_>],
    ranges: Vec<Range>,
    known: u64,
) -> Result<Vec<Hands>> {
    // Cards every hand of a player holds (a fixed hand's cards).
    let fixed: Vec<u64> = ranges
        .iter()
        .map(|r| match r {
            Range::Random => 0,
            Range::Combos(c) => c.iter().fold(u64::MAX, |m, c| m & c.mask),
        })
        .collect();
    let mut seen = known;
    for (i, &f) in fixed.iter().enumerate() {
        if seen & f != 0 {
            let card = (seen & f).trailing_zeros() as Card;
            let other = if known & f != 0 {
                "the board or the dead cards".to_string()
            } else {
                let j = fixed[..i].iter().position(|&g| g & f != 0).unwrap_or(0);
                format!("player {}", j + 1)
            };
            return Err(Error::Card(format!(
                "player {}: card {} is also held by {other}",
                i + 1,
                card_text(card)
            )));
        }
        seen |= f;
    }
    let mut hands = Vec::with_capacity(ranges.len());
    for (i, r) in ranges.into_iter().enumerate() {
        let out = known
            | fixed
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .fold(0, |m, (_, &f)| m | f);
        hands.push(match r {
            Range::Random => Hands::Random,
            Range::Combos(c) => {
                let left: Vec<Combo> = c.into_iter().filter(|c| c.mask & out == 0).collect();
                if left.is_empty() {
                    return Err(Error::Argument(format!(
                        "player {}: no hand of '{}' is left once the known cards are out",
                        i + 1,
                        players[i].shown()
                    )));
                }
                Hands::Combos(left)
            }
        });
    }
    Ok(hands)
}

/// Whether some tuple of hands shares no card with each other nor with `known`
/// (searched up to a bound of steps; past it, assumed).
pub(super) fn some_deal_exists(players: &[Hands], known: u64) -> bool {
    let listed: Vec<&Vec<Combo>> = players
        .iter()
        .filter_map(|h| match h {
            Hands::Combos(c) => Some(c),
            Hands::Random => None,
        })
        .collect();
    let mut steps = 0u32;
    fn search(listed: &[&Vec<Combo>], used: u64, steps: &mut u32) -> bool {
        let Some((first, rest)) = listed.split_first() else {
            return true;
        };
        first.iter().any(|c| {
            *steps += 1;
            *steps > 1_000_000 || (c.mask & used == 0 && search(rest, used | c.mask, steps))
        })
    }
    search(&listed, known, &mut steps)
}
