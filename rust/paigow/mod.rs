//! Pai Gow Poker: the 21 settings of seven cards and their legality, the house way
//! (the Golden Nugget rules of seed 000), settlement, and the exact solver.

pub mod house_way;
pub mod setting;
pub mod settle;
pub mod solver;

pub use house_way::house_way;
pub use setting::{Setting, LOW_POSITIONS};
pub use settle::{settle, Outcome};
