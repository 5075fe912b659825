//! Settlement of a round (`docs/rules.md`): each hand wins only when strictly higher;
//! copies go to the dealer.

use super::setting::Setting;
use crate::cards::{cards_text, Card};
use crate::error::{Error, Result};

/// The result of a round for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Push,
    Loss,
}

impl Outcome {
    /// The outcome of two classes pairs `(high, low)`.
    #[inline(always)]
    pub fn of_ranks(player: (u16, u32), dealer: (u16, u32)) -> Outcome {
        match (player.0 > dealer.0, player.1 > dealer.1) {
            (true, true) => Outcome::Win,
            (false, false) => Outcome::Loss,
            _ => Outcome::Push,
        }
    }

    /// The player's payout per unit: +1 less the commission, 0 or -1.
    pub fn payout(self, commission: f64) -> f64 {
        match self {
            Outcome::Win => 1.0 - commission,
            Outcome::Push => 0.0,
            Outcome::Loss => -1.0,
        }
    }

    /// "win", "push" or "loss".
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Push => "push",
            Outcome::Loss => "loss",
        }
    }
}

/// Refuses a card in both hands of a round (they come from one deck).
pub fn check_one_deck(player: &[Card], dealer: &[Card]) -> Result<()> {
    let shared: Vec<Card> = player
        .iter()
        .copied()
        .filter(|c| dealer.contains(c))
        .collect();
    if shared.is_empty() {
        return Ok(());
    }
    Err(Error::Card(format!(
        "{} in both the player's and the dealer's hands (one deck)",
        cards_text(&shared)
    )))
}

/// Settles a player's setting against the dealer's; a fouled setting, or a card in
/// both, is an error.
pub fn settle(player: &Setting, dealer: &Setting) -> Result<Outcome> {
    player.check()?;
    dealer.check()?;
    check_one_deck(&player.cards(), &dealer.cards())?;
    player.require_legal("the player's")?;
    dealer.require_legal("the dealer's")?;
    Ok(Outcome::of_ranks(
        (player.high_rank(), player.low_rank()),
        (dealer.high_rank(), dealer.low_rank()),
    ))
}
