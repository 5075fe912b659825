//! Pai Gow Poker: the 21 settings of seven cards and their legality, the house ways,
//! settlement, the exact solver, and side bets.

pub mod house_way;
pub mod setting;
pub mod settle;
pub mod side_bet;
pub mod solver;

pub use house_way::{house_way, HouseWay, Rule};
pub use setting::{Setting, LOW_POSITIONS};
pub use settle::{settle, Outcome};
