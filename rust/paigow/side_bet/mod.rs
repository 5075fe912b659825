//! Side bets on the player's seven cards: the events ([`Event`], stable string ids),
//! the events a hand qualifies for ([`events_of`], a bit set) and pay tables
//! ([`PayTable`]: ordered events with pays, the first qualifying one paying) and the
//! exact price of a table over every hand ([`pricing`]). The events of many hands on
//! all cores are `bulk::events_many`.

pub mod event;
pub mod pay_table;
pub mod pricing;
pub mod qualify;

pub use event::{Event, EventSet, EVENTS};
pub use pay_table::{check_events, paid_line, PayTable};
pub use qualify::{events_of, events_under};
