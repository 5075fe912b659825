//! The 21 ways to set seven cards as a five-card (high) and a two-card (low) hand, and
//! which of them are legal (`docs/rules.md`, "Legal settings").

use crate::cards::{self, Card};
use crate::error::{Error, Result};
use crate::eval::classes::{self, cat};
use crate::eval::tables::{tables, HandKey};
use crate::eval::two_card;

/// Positions of the two low cards of the 21 settings, in the order of [`settings`]:
/// (0, 1), (0, 2), ..., (5, 6).
pub const LOW_POSITIONS: [(usize, usize); 21] = {
    let mut out = [(0, 0); 21];
    let mut n = 0;
    let mut i = 0;
    while i < 7 {
        let mut j = i + 1;
        while j < 7 {
            out[n] = (i, j);
            n += 1;
            j += 1;
        }
        i += 1;
    }
    out
};

/// A seven-card hand set as five cards behind and two in front.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setting {
    pub high: [Card; 5],
    pub low: [Card; 2],
}

impl Setting {
    /// A setting written with a slash, `"FRONT2 / BACK5"` (`"Qd Jc / Ah 9h 6s 3d 2c"`)
    /// or the other way round: the hands' sizes tell which is which. Wrong sizes are a
    /// [`Error::Hand`] naming them.
    pub fn parse(text: &str) -> Result<Setting> {
        let shown = text.trim();
        let Some((first, second)) = text.split_once('/').filter(|(_, b)| !b.contains('/')) else {
            return Err(Error::Hand(format!(
                "setting '{shown}': write it as 'FRONT2 / BACK5' (two cards and five, either \
                 order, e.g. 'Qd Jc / Ah 9h 6s 3d 2c')"
            )));
        };
        let (first, second) = (cards::text::parse(first)?, cards::text::parse(second)?);
        cards::validate(&first, true)?;
        cards::validate(&second, true)?;
        let wrong = match (first.len(), second.len()) {
            (2, 5) => return Setting::from_ids(&second, &first),
            (5, 2) => return Setting::from_ids(&first, &second),
            (2, n) | (n, 2) => format!("the five-card hand has 5 cards, got {n}"),
            (5, n) | (n, 5) => format!("the two-card hand has 2 cards, got {n}"),
            (a, b) => {
                format!("a setting is a two-card and a five-card hand, got {a} and {b} cards")
            }
        };
        Err(Error::Hand(format!("setting '{shown}': {wrong}")))
    }

    /// The seven cards, the five-card hand first.
    pub fn cards(&self) -> [Card; 7] {
        let mut all = [0; 7];
        all[..5].copy_from_slice(&self.high);
        all[5..].copy_from_slice(&self.low);
        all
    }

    /// The setting of `hand` with the cards at `low` positions in front.
    pub fn from_positions(hand: &[Card; 7], low: (usize, usize)) -> Setting {
        let mut high = [0; 5];
        let mut n = 0;
        for (i, &c) in hand.iter().enumerate() {
            if i != low.0 && i != low.1 {
                high[n] = c;
                n += 1;
            }
        }
        Setting {
            high,
            low: [hand[low.0], hand[low.1]],
        }
    }

    /// The setting of ids given as wider integers (from Python): each hand checked
    /// card by card, then its number of cards, then the seven cards together
    /// ([`Setting::check`]).
    pub fn from_ids<T: Copy + Into<i128>>(high: &[T], low: &[T]) -> Result<Setting> {
        let (high, low) = (cards::narrow(high, true)?, cards::narrow(low, true)?);
        let (nh, nl) = (high.len(), low.len());
        let s = Setting {
            high: high
                .try_into()
                .map_err(|_| Error::Hand(format!("the five-card hand has 5 cards, got {nh}")))?,
            low: low
                .try_into()
                .map_err(|_| Error::Hand(format!("the two-card hand has 2 cards, got {nl}")))?,
        };
        s.check()?;
        Ok(s)
    }

    /// Checks the seven cards of a setting (ids, duplicates; the joker is allowed).
    pub fn check(&self) -> Result<()> {
        let mut all = [0; 7];
        all[..5].copy_from_slice(&self.high);
        all[5..].copy_from_slice(&self.low);
        cards::validate(&all, true).map(|_| ())
    }

    /// Pai Gow class of the five-card hand (1..=7463).
    pub fn high_rank(&self) -> u16 {
        tables().paigow_high(HandKey::of(&self.high))
    }

    /// Class of the two-card hand (1..=91).
    pub fn low_rank(&self) -> u32 {
        two_card::rank(self.low[0], self.low[1])
    }

    /// Whether the five-card hand ranks at least as high as the two-card hand.
    pub fn is_legal(&self) -> bool {
        is_legal_ranks(self.high_rank(), self.low_rank())
    }

    /// An error naming the setting unless it is legal.
    pub fn require_legal(&self, whose: &str) -> Result<()> {
        if self.is_legal() {
            Ok(())
        } else {
            Err(Error::Foul(format!(
                "{whose} setting is a foul: the two-card hand {} outranks the five-card hand {}",
                cards::cards_text(&self.low),
                cards::cards_text(&self.high)
            )))
        }
    }
}

/// The best two-card class that a five-card hand of class `high` may stand behind:
/// any front behind two pair or better; a front up to the same pair behind a pair;
/// a non-pair front up to the back's two highest cards behind a high-card hand.
/// (The two-card hand has no further cards, so equal leading ranks are legal.)
pub fn max_front(high: u16) -> u32 {
    let key = tables().paigow_classes[high as usize];
    match classes::category_of(key) {
        cat::HIGH_CARD => {
            two_card::class_of_ranks(classes::nibble(key, 0), classes::nibble(key, 1))
        }
        cat::PAIR => two_card::FIRST_PAIR + classes::nibble(key, 0) as u32,
        _ => two_card::CLASSES,
    }
}

/// Legality by the two hands' classes (equality is legal).
#[inline]
pub fn is_legal_ranks(high: u16, low: u32) -> bool {
    low <= max_front(high)
}

/// All 21 settings of a hand, in [`LOW_POSITIONS`] order.
pub fn settings(hand: &[Card; 7]) -> [Setting; 21] {
    LOW_POSITIONS.map(|low| Setting::from_positions(hand, low))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setting(high: &[Card; 5], low: &[Card; 2]) -> Setting {
        Setting {
            high: *high,
            low: *low,
        }
    }

    #[test]
    fn legality_decisions() {
        // K-K / K-K (four kings split): legal.
        assert!(setting(&[44, 45, 0, 5, 10], &[46, 47]).is_legal());
        // K-8-7-5-3 / K-8: legal (equal).
        assert!(setting(&[44, 24, 20, 12, 4], &[45, 25]).is_legal());
        // Q-8-7-5-3 / K-2: foul.
        assert!(!setting(&[40, 24, 20, 12, 5], &[45, 1]).is_legal());
        // 5-5 behind 6-6: foul.
        assert!(!setting(&[12, 13, 0, 20, 30], &[16, 17]).is_legal());
        // Joker in front is an ace: Jk-A in front of a pair of kings is a foul.
        assert!(!setting(&[44, 45, 0, 5, 10], &[52, 48]).is_legal());
    }

    #[test]
    fn settings_follow_the_positions() {
        let hand = [0, 1, 2, 3, 4, 5, 6];
        let all = settings(&hand);
        assert_eq!(all[0].low, [0, 1]);
        assert_eq!(all[1].low, [0, 2]);
        assert_eq!(all[20].low, [5, 6]);
        assert_eq!(all[20].high, [0, 1, 2, 3, 4]);
    }

    #[test]
    fn from_ids_checks_each_hand_then_both() {
        let s = Setting::from_ids(&[0i64, 1, 2, 3, 4], &[51, 52]).unwrap();
        assert_eq!((s.high, s.low), ([0, 1, 2, 3, 4], [51, 52]));
        let e = |high: &[i64], low: &[i64]| Setting::from_ids(high, low).unwrap_err();
        assert_eq!(
            e(&[0, 1, 2, 3], &[51, 52]),
            Error::Hand("the five-card hand has 5 cards, got 4".into())
        );
        assert!(matches!(e(&[0, 1, 2, 3, 4], &[53, 52]), Error::Card(_)));
        assert!(matches!(e(&[0, 1, 2, 3, 4], &[4, 52]), Error::Card(m) if m.contains("duplicate")));
    }
}
