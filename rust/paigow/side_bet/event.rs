//! The events a side bet pays on: an enum with stable string ids, and sets of events
//! as bit sets (bit `e as u32` for event `e`).

use crate::error::{Error, Result};

macro_rules! events {
    ($($variant:ident = $id:literal, $name:literal;)*) => {
        /// An event of a side bet on the player's seven cards (see `docs/side-bets.md`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Event {
            $($variant,)*
        }

        /// Every event, in declaration order (bit order of [`EventSet`]).
        pub const EVENTS: &[Event] = &[$(Event::$variant,)*];

        impl Event {
            /// The stable id, e.g. `"royal-flush-plus-pair"`.
            pub fn id(self) -> &'static str {
                match self {
                    $(Event::$variant => $id,)*
                }
            }

            /// What a pay table prints, e.g. "royal flush plus pair".
            pub fn name(self) -> &'static str {
                match self {
                    $(Event::$variant => $name,)*
                }
            }
        }
    };
}

events! {
    SevenCardStraightFlushNatural = "seven-card-straight-flush-natural", "natural seven-card straight flush";
    SevenCardStraightFlushJoker = "seven-card-straight-flush-joker", "seven-card straight flush with the joker";
    NaturalRoyalPlusNaturalAces = "natural-royal-plus-natural-aces", "natural royal flush plus a natural pair of aces";
    RoyalMatch = "royal-match", "royal flush plus royal match";
    FiveAcesPlusPair = "five-aces-plus-pair", "five aces plus pair";
    RoyalFlushPlusPair = "royal-flush-plus-pair", "royal flush plus pair";
    StraightFlushPlusPair = "straight-flush-plus-pair", "straight flush plus pair";
    FourOfAKindPlusPair = "four-of-a-kind-plus-pair", "four of a kind plus pair";
    FullHousePlusPair = "full-house-plus-pair", "full house plus pair";
    FlushPlusPair = "flush-plus-pair", "flush plus pair";
    StraightPlusPair = "straight-plus-pair", "straight plus pair";
    ThreeOfAKindPlusPair = "three-of-a-kind-plus-pair", "three of a kind plus pair";
    TwoPairPlusPair = "two-pair-plus-pair", "two pair plus pair";
    FiveAces = "five-aces", "five aces";
    RoyalFlush = "royal-flush", "royal flush";
    StraightFlush = "straight-flush", "straight flush";
    FourOfAKind = "four-of-a-kind", "four of a kind";
    FullHouse = "full-house", "full house";
    Flush = "flush", "flush";
    Straight = "straight", "straight";
    ThreeOfAKind = "three-of-a-kind", "three of a kind";
    TwoPair = "two-pair", "two pair";
    Pair = "pair", "pair";
    NineHighPaiGow = "9-high-pai-gow", "9-high pai gow";
    TenHighPaiGow = "10-high-pai-gow", "10-high pai gow";
    JackHighPaiGow = "jack-high-pai-gow", "jack-high pai gow";
    QueenHighPaiGow = "queen-high-pai-gow", "queen-high pai gow";
    KingHighPaiGow = "king-high-pai-gow", "king-high pai gow";
    AceHighPaiGow = "ace-high-pai-gow", "ace-high pai gow";
    RoyalMatchNatural = "royal-match-natural", "royal flush plus natural royal match";
    LowHandNineOrLess = "low-hand-9-high-or-less", "nine high or less in the low hand";
}

impl Event {
    /// The event with this id; an unknown id is an [`Error::PayTable`] listing the ids.
    pub fn from_id(id: &str) -> Result<Event> {
        EVENTS
            .iter()
            .copied()
            .find(|e| e.id() == id)
            .ok_or_else(|| {
                let ids: Vec<&str> = EVENTS.iter().map(|e| e.id()).collect();
                Error::PayTable(format!(
                    "unknown side-bet event {id:?} (events: {})",
                    ids.join(", ")
                ))
            })
    }

    /// The "N-high pai gow" event of the highest rank `rank` (7 for a nine .. 12 for
    /// an ace), if there is one.
    pub fn pai_gow_of_rank(rank: u8) -> Option<Event> {
        let i = rank.checked_sub(7)? as usize;
        EVENTS
            .get(Event::NineHighPaiGow as usize + i)
            .copied()
            .filter(|e| *e as u8 <= Event::AceHighPaiGow as u8)
    }

    /// Whether the event depends on how the hand is set ("... plus pair", set by the
    /// player for the side bet, and the house way's events).
    pub fn depends_on_setting(self) -> bool {
        (Event::FiveAcesPlusPair as u8..=Event::TwoPairPlusPair as u8).contains(&(self as u8))
            || self.depends_on_way()
    }

    /// Whether the event is read from a house way's setting of the hand (priced under a
    /// named way).
    pub fn depends_on_way(self) -> bool {
        self == Event::LowHandNineOrLess
    }
}

/// A set of events as bits (bit `e as u32` for event `e`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EventSet(pub u32);

impl EventSet {
    /// Whether `e` is in the set.
    #[inline(always)]
    pub fn contains(self, e: Event) -> bool {
        self.0 >> (e as u32) & 1 != 0
    }

    /// The set with `e` added.
    #[inline(always)]
    pub fn insert(&mut self, e: Event) {
        self.0 |= 1 << (e as u32);
    }

    /// The events of the set, in declaration order.
    pub fn events(self) -> impl Iterator<Item = Event> {
        EVENTS.iter().copied().filter(move |&e| self.contains(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_round_trip() {
        assert!(EVENTS.len() <= 32);
        for (i, &e) in EVENTS.iter().enumerate() {
            assert_eq!(e as usize, i);
            assert_eq!(Event::from_id(e.id()), Ok(e));
        }
        assert!(
            matches!(Event::from_id("royal"), Err(Error::PayTable(m)) if m.contains("five-aces"))
        );
        assert_eq!(Event::pai_gow_of_rank(7), Some(Event::NineHighPaiGow));
        assert_eq!(Event::pai_gow_of_rank(12), Some(Event::AceHighPaiGow));
        assert_eq!(Event::pai_gow_of_rank(6), None);
        assert!(Event::StraightPlusPair.depends_on_setting());
        assert!(!Event::FiveAces.depends_on_setting());
        assert!(Event::LowHandNineOrLess.depends_on_way());
        assert!(!Event::StraightPlusPair.depends_on_way());
        assert_eq!(Event::pai_gow_of_rank(13), None);
    }
}
