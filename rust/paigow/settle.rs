//! Settlement of a round (`docs/rules.md`): each hand wins only when strictly higher;
//! copies go to the dealer.

use super::setting::Setting;
use super::variant::Variant;
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
    settle_variant(player, dealer, Variant::Standard)
}

/// [`settle`] under a variant of the main bet: a push whatever the hands when the
/// dealer's seven cards are the variant's push hand (Face Up: an ace-high pai gow,
/// the joker an ace; the commission-free game: a queen-high pai gow).
pub fn settle_variant(player: &Setting, dealer: &Setting, variant: Variant) -> Result<Outcome> {
    player.check()?;
    dealer.check()?;
    check_one_deck(&player.cards(), &dealer.cards())?;
    player.require_legal("the player's")?;
    dealer.require_legal("the dealer's")?;
    if variant.pushes_against(&dealer.cards()) {
        return Ok(Outcome::Push);
    }
    Ok(Outcome::of_ranks(
        (player.high_rank(), player.low_rank()),
        (dealer.high_rank(), dealer.low_rank()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setting(text: &str) -> Setting {
        Setting::parse(text).unwrap()
    }

    #[test]
    fn face_up_pushes_on_an_ace_high_pai_gow_dealer() {
        let player = setting("Kc Qd / Ks Kh 9c 8d 2s");
        // The dealer's seven cards an ace-high pai gow: a push, whatever the player.
        let ace_high = setting("Jd Td / Ah 7s 5c 4d 3h");
        assert_eq!(settle(&player, &ace_high).unwrap(), Outcome::Win);
        assert_eq!(
            settle_variant(&player, &ace_high, Variant::FaceUp).unwrap(),
            Outcome::Push
        );
        // The joker is the ace (when it completes no straight or flush).
        let joker = setting("Jd Td / Jk 8s 5c 4d 2h");
        assert_eq!(
            settle_variant(&player, &joker, Variant::FaceUp).unwrap(),
            Outcome::Push
        );
        // An ace-high five-card hand of seven cards holding a straight is not one.
        let straight = setting("Qd Td / As Kh Jd 7s 3h");
        assert!(!Variant::FaceUp.pushes_against(&straight.cards()));
        // A king-high pai gow (or a pair) is settled as usual, without commission.
        let king_high = setting("Jd Td / Kd 7s 5c 4d 3h");
        assert_eq!(
            settle_variant(&player, &king_high, Variant::FaceUp).unwrap(),
            Outcome::Win
        );
        let trips = setting("Ad Td / Ah As 5c 4d 3h");
        assert_eq!(
            settle_variant(&player, &trips, Variant::FaceUp).unwrap(),
            Outcome::Loss
        );
        let joker_straight = setting("Jd Td / Jk 7s 5c 4d 3h");
        assert!(!Variant::FaceUp.pushes_against(&joker_straight.cards()));
        // Copies go to the dealer.
        let copy = setting("Kh Qh / Ad Ac 9d 8c 2d");
        assert_eq!(
            settle_variant(&setting("Kd Qs / As Ah 9h 8s 2c"), &copy, Variant::FaceUp).unwrap(),
            Outcome::Loss
        );
        // A queen-high pai gow pushes in the commission-free game, not in Face Up.
        let queen = setting("Jd Td / Qh 7s 5c 4d 3h");
        assert!(Variant::QueenHighPush.pushes_against(&queen.cards()));
        assert!(!Variant::FaceUp.pushes_against(&queen.cards()));
    }
}
