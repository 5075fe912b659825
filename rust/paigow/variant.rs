//! The main bet's variants beside the commission: which dealer hands make every bet a
//! push, and whether the player sets knowing the dealer's setting (`docs/rules.md`,
//! "Variants of the main bet").

use super::side_bet::{events_of, Event};
use crate::cards::Card;
use crate::error::Result;
use crate::eval::tables::{tables, HandKey};
use crate::names::Names;

/// The main bet's rules beside the commission.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Both hands higher wins, both lower or copied loses, otherwise a push.
    #[default]
    Standard,
    /// As `Standard`, except that every bet pushes when the dealer's seven cards are
    /// a queen-high pai gow (no pair, straight or flush, a queen the highest card):
    /// the commission-free game's rule (with a commission of 0).
    QueenHighPush,
    /// Face Up Pai Gow: the dealer's seven cards are dealt face up and set by the
    /// house way before the player sets; every bet pushes when they are an ace-high
    /// pai gow (the joker an ace), otherwise settled as `Standard` (commission 0). The
    /// optimal player sets knowing the dealer's setting.
    FaceUp,
}

const NAMES: Names<Variant> = Names {
    what: "variant",
    names: &[
        ("standard", Variant::Standard),
        ("queen-high-push", Variant::QueenHighPush),
        ("face-up", Variant::FaceUp),
    ],
    aliases: &[("face-up-pai-gow", Variant::FaceUp)],
};

impl Variant {
    /// Every variant, in the order of [`Variant::NAMES`].
    pub const ALL: [Variant; 3] = [Variant::Standard, Variant::QueenHighPush, Variant::FaceUp];
    /// The names users give.
    pub const NAMES: [&'static str; 3] = ["standard", "queen-high-push", "face-up"];

    pub fn name(self) -> &'static str {
        NAMES.name(self)
    }

    /// The variant of a name in any spelling ("face-up", "Face Up", "faceup").
    pub fn from_name(name: &str) -> Result<Variant> {
        NAMES.parse(name)
    }

    /// The event of the dealer's seven cards on which every bet pushes, if any.
    pub fn push_event(self) -> Option<Event> {
        match self {
            Variant::Standard => None,
            Variant::QueenHighPush => Some(Event::QueenHighPaiGow),
            Variant::FaceUp => Some(Event::AceHighPaiGow),
        }
    }

    /// Whether every bet pushes against the dealer's seven cards (valid, distinct).
    pub fn pushes_against(self, dealer: &[Card; 7]) -> bool {
        self.push_event()
            .is_some_and(|e| events_of(dealer).contains(e))
    }

    /// The five-card classes `[lo, hi]` of the dealer's back hand when her seven cards
    /// are the push event's pai gow (the highest card always stays behind, the joker
    /// as an ace): Q-5-4-3-2 to Q-J-T-9-7, or A-6-4-3-2 to A-K-Q-J-9. The analysis
    /// pushes the dealer hands whose back is in that range; a test checks, for every
    /// built-in house way and every one of the 154,143,080 dealer hands, that these
    /// are exactly the hands of the event.
    pub fn push_classes(self) -> Option<(u16, u16)> {
        let t = tables();
        let class = |cards: [u8; 5]| t.paigow_high(HandKey::of(&cards));
        match self {
            Variant::Standard => None,
            // Qc 5d 4h 3s 2c and Qc Jd Th 9s 7c.
            Variant::QueenHighPush => {
                Some((class([40, 13, 10, 7, 0]), class([40, 37, 34, 31, 20])))
            }
            // Ac 6d 4h 3s 2c and Ac Kd Qh Js 9c.
            Variant::FaceUp => Some((class([48, 17, 10, 7, 0]), class([48, 45, 42, 39, 28]))),
        }
    }

    /// Whether the player sets knowing the dealer's setting.
    pub fn dealer_face_up(self) -> bool {
        self == Variant::FaceUp
    }

    /// The commission when none is given: 0 for the commission-free variants.
    pub fn default_commission(self) -> f64 {
        match self {
            Variant::Standard => super::solver::DEFAULT_COMMISSION,
            _ => 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_any_spelling() {
        for (name, v) in [
            ("face-up", Variant::FaceUp),
            ("Face Up", Variant::FaceUp),
            ("faceup", Variant::FaceUp),
            ("Face Up Pai Gow", Variant::FaceUp),
            ("Queen High Push", Variant::QueenHighPush),
            ("STANDARD", Variant::Standard),
        ] {
            assert_eq!(Variant::from_name(name).unwrap(), v);
        }
        for (v, name) in Variant::ALL.iter().zip(Variant::NAMES) {
            assert_eq!(v.name(), name);
        }
        let e = Variant::from_name("ez").unwrap_err().to_string();
        assert!(e.contains("unknown variant 'ez'"), "{e}");
    }

    #[test]
    fn the_push_classes_are_bounded_by_the_next_hands() {
        let t = tables();
        let class = |cards: [u8; 5]| t.paigow_high(HandKey::of(&cards));
        let (qa, qb) = Variant::QueenHighPush.push_classes().unwrap();
        assert_eq!(qa - 1, class([37, 34, 31, 27, 16])); // Jd Th 9s 8s 6c
        assert_eq!(qb + 1, class([44, 13, 10, 7, 0])); // Kc 5d 4h 3s 2c
        let (aa, ab) = Variant::FaceUp.push_classes().unwrap();
        assert_eq!(aa - 1, class([44, 41, 38, 35, 24])); // Kc Qd Jh Ts 8c
        assert_eq!(ab + 1, class([0, 1, 6, 11, 12])); // 2c 2d 3h 4s 5c
                                                      // The joker in a five-card hand with no straight or flush is an ace (Jk K Q J 8).
        assert_eq!(class([52, 45, 42, 39, 24]), class([48, 45, 42, 39, 24]));
        assert_eq!(Variant::Standard.push_classes(), None);
    }
}
