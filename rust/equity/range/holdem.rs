//! Hold'em classes in the notation of Equilab and PokerStove: `AA`, `AKs`, `AKo`, `AK`,
//! `QQ+`, `A2s+`, `KTo+`, `JJ-88`, `A5s-A2s`, `T9s-65s`.

use crate::cards::text::rank_index as rank_of_char;
use crate::cards::{Card, RANKS};

/// Suitedness of a hold'em class.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Suits {
    Suited,
    Offsuit,
    Both,
}

/// A hold'em starting-hand class: two ranks (high first) and the suitedness.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Class {
    high: u8,
    low: u8,
    suits: Suits,
}

impl Class {
    fn parse(text: &str) -> Option<Class> {
        let chars: Vec<char> = text.chars().collect();
        let (a, b) = (
            rank_of_char(*chars.first()?)?,
            rank_of_char(*chars.get(1)?)?,
        );
        let suits = match chars.get(2).map(|c| c.to_ascii_lowercase()) {
            None => Suits::Both,
            Some('s') if chars.len() == 3 => Suits::Suited,
            Some('o') if chars.len() == 3 => Suits::Offsuit,
            _ => return None,
        };
        if a == b && suits != Suits::Both {
            return None;
        }
        Some(Class {
            high: a.max(b),
            low: a.min(b),
            suits,
        })
    }

    fn is_pair(self) -> bool {
        self.high == self.low
    }

    fn combos(self) -> impl Iterator<Item = Vec<Card>> {
        (0..4u8).flat_map(move |s1| {
            (0..4u8).filter_map(move |s2| {
                let keep = if self.is_pair() {
                    s1 < s2
                } else {
                    match self.suits {
                        Suits::Suited => s1 == s2,
                        Suits::Offsuit => s1 != s2,
                        Suits::Both => true,
                    }
                };
                keep.then(|| vec![self.high * 4 + s1, self.low * 4 + s2])
            })
        })
    }
}

/// The combos of a hold'em class token (`AKs`, `QQ+`, `A2s+`, `JJ-88`, `T9s-65s`).
pub(super) fn holdem_token(body: &str) -> Option<Vec<Vec<Card>>> {
    let classes: Vec<Class> = if let Some(base) = body.strip_suffix('+') {
        let c = Class::parse(base)?;
        if c.is_pair() {
            (c.high..RANKS as u8)
                .map(|r| Class {
                    high: r,
                    low: r,
                    ..c
                })
                .collect()
        } else {
            (c.low..c.high).map(|l| Class { low: l, ..c }).collect()
        }
    } else if let Some((a, b)) = body.split_once('-') {
        let (a, b) = (Class::parse(a)?, Class::parse(b)?);
        let (lo, hi) = if a.low <= b.low { (a, b) } else { (b, a) };
        if a.suits != b.suits || a.is_pair() != b.is_pair() {
            return None;
        }
        if lo.is_pair() {
            (lo.high..=hi.high)
                .map(|r| Class {
                    high: r,
                    low: r,
                    ..lo
                })
                .collect()
        } else if lo.high == hi.high {
            (lo.low..=hi.low).map(|l| Class { low: l, ..lo }).collect()
        } else if lo.high - lo.low == hi.high - hi.low {
            (0..=hi.low - lo.low)
                .map(|d| Class {
                    high: lo.high + d,
                    low: lo.low + d,
                    ..lo
                })
                .collect()
        } else {
            return None;
        }
    } else {
        vec![Class::parse(body)?]
    };
    Some(classes.into_iter().flat_map(Class::combos).collect())
}
