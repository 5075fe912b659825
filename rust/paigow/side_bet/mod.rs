//! Side bets on the player's seven cards: the events ([`Event`], stable string ids),
//! the events a hand qualifies for ([`events_of`], a bit set) and pay tables
//! ([`PayTable`]: ordered events with pays, the first qualifying one paying). Pricing
//! a table over every hand is in `bulk::side_bet`.

pub mod event;
pub mod pay_table;
pub mod qualify;

pub use event::{Event, EventSet, EVENTS};
pub use pay_table::{check_events, paid_line, PayTable};
pub use qualify::events_of;
