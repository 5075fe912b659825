//! Pai Gow Poker: the 21 settings of seven cards and their legality ([`setting`]),
//! the house ways ([`house_way`](mod@house_way)), settlement
//! ([`settle`](mod@settle)), the exact solver of one hand ([`solver`]), side bets and
//! their exact prices ([`side_bet`]), the exact analysis of the whole game
//! ([`analysis`]) and the seeded Monte Carlo ([`monte_carlo`]). The analysis and the
//! side-bet prices count player hands by suit-isomorphism class ([`suit_classes`]).

pub mod analysis;
pub mod house_way;
pub mod monte_carlo;
pub mod setting;
pub mod settle;
pub mod side_bet;
pub mod solver;
pub mod suit_classes;
pub mod variant;

use crate::cards::{self, Card};
use crate::error::{Error, Result};

pub use house_way::{house_way, HouseWay, Rule};
pub use setting::{Setting, LOW_POSITIONS};
pub use settle::{settle, Outcome};
pub use variant::Variant;

/// A Pai Gow hand from ids given as wider integers (from Python): seven cards of the
/// 53-card deck, checked in the order the bulk calls check a matrix and its rows (the
/// number of cards, then card by card).
pub fn hand_of<T: Copy + Into<i128>>(ids: &[T]) -> Result<[Card; 7]> {
    if ids.len() != 7 {
        return Err(Error::Hand(format!(
            "a Pai Gow hand has 7 cards, got {}",
            ids.len()
        )));
    }
    let mut hand = [0; 7];
    hand.copy_from_slice(&cards::narrow(ids, true)?);
    Ok(hand)
}
