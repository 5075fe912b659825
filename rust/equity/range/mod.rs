//! A player's range: the hands they may hold, each with a weight.
//!
//! Hold'em ranges are read in the notation of Equilab and PokerStove: `AA`, `AKs`,
//! `AKo`, `AK` (both), `QQ+`, `A2s+`, `KTo+`, `JJ-88`, `A5s-A2s`, `T9s-65s`, specific
//! combos `AhKh`, and `random`; comma separated, each with an optional weight after a
//! colon (`AKs:0.5`). Omaha ranges (4 to 6 hole cards) are explicit hands, `random`,
//! or ProPokerTools' generic syntax (`AA$ds`, `KK-TT`, `RROO:xxyy`, `15%`: see
//! [`omaha`]). Weights are decimals in (0, 1] with at most [`WEIGHT_DIGITS`] digits after
//! the point, kept exactly as integers: every weight of the range scaled by the same
//! power of ten, then divided by their common divisor (only their ratios matter).

use std::collections::HashMap;

use crate::cards::{card_text, Card};
use crate::error::{Error, Result};

mod draw;
mod holdem;
mod omaha;
pub use draw::TurnDraws;
pub use omaha::top as omaha_top;
mod weights;

pub use weights::WEIGHT_DIGITS;
use weights::{parse_weight, Weight};

/// One hand a player may hold, with its integer weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Combo {
    cards: [Card; 7],
    len: u8,
    /// The cards as a 52-bit set.
    pub mask: u64,
    /// The weight, an integer over the range's common denominator.
    pub weight: u64,
}

impl Combo {
    /// A combo of distinct cards (at most seven: a stud hand) and its weight.
    pub fn new(hole: &[Card], weight: u64) -> Combo {
        let mut cards = [0; 7];
        cards[..hole.len()].copy_from_slice(hole);
        Combo {
            cards,
            len: hole.len() as u8,
            mask: hole.iter().fold(0, |m, &c| m | 1u64 << c),
            weight,
        }
    }

    /// The combo of a 52-bit card set (its cards lowest first) and its weight.
    pub fn of_mask(mask: u64, weight: u64) -> Combo {
        let mut cards = [0; 7];
        let mut len = 0;
        for c in (0..52).filter(|&c| mask >> c & 1 == 1).take(7) {
            cards[len] = c;
            len += 1;
        }
        Combo {
            cards,
            len: len as u8,
            mask,
            weight,
        }
    }

    /// The hole cards.
    #[inline(always)]
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }
}

/// A parsed range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Range {
    /// `random`: every hand of the unseen cards, equally likely (kept unexpanded, so
    /// that Monte Carlo deals it directly; exact enumeration lists it).
    Random,
    /// Listed hands, each once, with their weights.
    Combos(Vec<Combo>),
}

/// A player as given: a range or hand written in the card grammar, or the cards of one
/// hand (ids, read at the boundary: never written out and read again).
#[derive(Clone, Copy, Debug)]
pub enum Player<'a> {
    Written(&'a str),
    Hand(&'a [Card]),
}

impl<'a> From<&'a str> for Player<'a> {
    fn from(text: &'a str) -> Self {
        Player::Written(text)
    }
}

impl<'a> From<&&'a str> for Player<'a> {
    fn from(text: &&'a str) -> Self {
        Player::Written(text)
    }
}

impl Player<'_> {
    /// The player as errors quote it: the text as written, or the hand's cards.
    pub fn shown(&self) -> String {
        match self {
            Player::Written(text) => text.trim().to_string(),
            Player::Hand(cards) => crate::cards::cards_text(cards),
        }
    }

    /// The player's range, read once: `hole` cards per hand, or (None: stud and the
    /// draws, where a player is their known cards) as many as the first hand holds, at
    /// most `most`.
    pub fn range(&self, hole: Option<usize>, most: usize) -> Result<Range> {
        match *self {
            Player::Written(text) => parse(text, hole, most),
            Player::Hand(cards) => {
                let shown = || format!("'{}'", self.shown());
                check_hole(cards.len(), hole, most, &shown)?;
                Ok(Range::Combos(vec![Combo::new(cards, 1)]))
            }
        }
    }
}

impl Range {
    /// The number of cards of each hand (0 for `random` left open).
    pub fn hole(&self) -> usize {
        match self {
            Range::Random => 0,
            Range::Combos(c) => c.first().map_or(0, |c| c.cards().len()),
        }
    }
}

/// Checks a hand of `n` cards against the `hole` cards of the game's hands, or (None) the
/// `most` a hand of the game holds. `at` names the hand.
fn check_hole(n: usize, hole: Option<usize>, most: usize, at: &dyn Fn() -> String) -> Result<()> {
    match hole {
        Some(h) if h != n => Err(Error::Hand(format!(
            "a hand of this game holds {h} cards, {} has {n}",
            at()
        ))),
        None if n > most => Err(Error::Hand(format!(
            "a hand of this game holds at most {most} cards, {} has {n}",
            at()
        ))),
        _ => Ok(()),
    }
}

/// Parses the range of a player holding `hole` cards (None: as many as the range's first
/// hand holds, at most `most`, or two for a hold'em class). Errors name the token and its
/// position (the character, from 1, where the token starts).
pub fn parse(text: &str, hole: Option<usize>, most: usize) -> Result<Range> {
    let mut hole = hole;
    let mut listed = Listed::default();
    let mut random: Option<(Weight, String)> = None;
    let mut offset = 0;
    for piece in text.split(',') {
        let start = offset + piece.len() - piece.trim_start().len();
        offset += piece.len() + 1;
        let token = piece.trim();
        if token.is_empty() {
            return Err(Error::Argument(format!(
                "empty range or empty hand between commas at position {}",
                text[..start.min(text.len())].chars().count() + 1
            )));
        }
        let at = || {
            format!(
                "'{token}' at position {}",
                text[..start].chars().count() + 1
            )
        };
        let omaha = hole.is_some_and(|h| h >= 4);
        let (raw, weight) = split_weight(token, omaha, &at)?;
        let body: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
        if body.eq_ignore_ascii_case("random") {
            random = Some((weight, at()));
            continue;
        }
        listed.add(token_hands(&body, raw, &mut hole, most, &at)?, weight, &at)?;
    }
    if let Some((weight, at)) = random {
        if listed.hands.is_empty() {
            return Ok(Range::Random);
        }
        let hole = hole.unwrap_or(2);
        if hole != 2 {
            return Err(Error::Argument(format!(
                "{at}: 'random' cannot be combined with listed hands in this game"
            )));
        }
        let every = all_hands(hole).iter().map(|h| Combo::new(h, 0)).collect();
        listed.add(every, weight, &|| at.clone())?;
    }
    Ok(listed.combos())
}

/// The hands of a token of a range (not `random`, its weight cut off), each once and
/// weighing 0 (the token's weight is set when they are listed): a specific hand, or in
/// hold'em a class or span of classes. A `hole` not yet known is settled by the token.
/// `at` names the token in errors.
fn token_hands(
    body: &str,
    raw: &str,
    hole: &mut Option<usize>,
    most: usize,
    at: &dyn Fn() -> String,
) -> Result<Vec<Combo>> {
    // One card is read as a hand only where a hand holds one (a draw keeping one).
    let fewest = hole.map_or(1, |h| h.clamp(1, 2));
    // A token of cards alone is one hand, of the game's size (a card left out is an
    // error, not an Omaha pattern: those pad with `*`, `AsKs**`).
    let omaha = hole.is_some_and(|h| h >= 4);
    if let Some(cards) = specific(body, fewest) {
        let cards = cards.map_err(|m| Error::Card(format!("{m} in {}", at())))?;
        check_hole(cards.len(), *hole, most, at)?;
        *hole = Some(cards.len());
        Ok(vec![Combo::new(&cards, 0)])
    } else if *hole.get_or_insert(2) == 2 {
        let hands = holdem::holdem_token(body)
            .ok_or_else(|| Error::Argument(format!("not a range: {}", at())))?;
        Ok(hands.iter().map(|h| Combo::new(h, 0)).collect())
    } else if omaha {
        let hands = omaha::token_hands(raw, hole.unwrap_or(4))
            .map_err(|why| Error::Argument(format!("{}: {why}", at())))?;
        Ok(hands
            .into_iter()
            .map(|mask| Combo::of_mask(mask, 0))
            .collect())
    } else {
        Err(Error::Argument(format!(
            "not a hand of {} cards: {} (ranges of this game list hands or 'random')",
            hole.unwrap_or(2),
            at()
        )))
    }
}

/// A token's body and weight: after its first `:` in hold'em (`AKs:0.5`); in Omaha,
/// where `:` also joins terms (`AA:$ds:0.5`), after its last `:` when a number
/// follows it.
fn split_weight<'t>(
    token: &'t str,
    omaha: bool,
    at: &dyn Fn() -> String,
) -> Result<(&'t str, Weight)> {
    let split = if omaha {
        token.rsplit_once(':').filter(|(_, w)| {
            let w = w.trim();
            !w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == '.')
        })
    } else {
        token.split_once(':')
    };
    match split {
        Some((body, w)) => Ok((
            body.trim(),
            parse_weight(w.trim())
                .ok_or_else(|| Error::Argument(format!("weight outside (0, 1] in {}", at())))?,
        )),
        None => Ok((token, Weight::ONE)),
    }
}

/// The hands listed so far, each once, with their weights; indexed by their cards
/// once a second token may repeat one.
#[derive(Default)]
struct Listed {
    hands: Vec<(Combo, Weight)>,
    index: Option<HashMap<u64, usize>>,
}

impl Listed {
    /// Lists a token's `hands` (each once) at `weight`: a hand listed before keeps its
    /// place, and must have the same weight.
    fn add(&mut self, hands: Vec<Combo>, weight: Weight, at: &dyn Fn() -> String) -> Result<()> {
        if self.hands.is_empty() {
            self.hands = hands.into_iter().map(|h| (h, weight)).collect();
            return Ok(());
        }
        let listed = &mut self.hands;
        let index = self.index.get_or_insert_with(|| {
            listed
                .iter()
                .enumerate()
                .map(|(i, (h, _))| (h.mask, i))
                .collect()
        });
        for hand in hands {
            match index.get(&hand.mask) {
                Some(&i) if !listed[i].1.same(weight) => {
                    return Err(Error::Argument(format!(
                        "{} listed with weights {} and {} ({})",
                        crate::cards::cards_text(hand.cards()).replace(' ', ""),
                        listed[i].1.text(),
                        weight.text(),
                        at()
                    )))
                }
                Some(_) => {}
                None => {
                    index.insert(hand.mask, listed.len());
                    listed.push((hand, weight));
                }
            }
        }
        Ok(())
    }

    /// The hands with their weights as integers: every weight scaled by the same
    /// power of ten, then divided by their common divisor.
    fn combos(self) -> Range {
        let digits = self.hands.iter().map(|(_, w)| w.digits).max().unwrap_or(0);
        let divisor = self
            .hands
            .iter()
            .fold(0, |g, (_, w)| gcd(g, w.scaled(digits)));
        Range::Combos(
            self.hands
                .into_iter()
                .map(|(hand, w)| Combo {
                    weight: w.scaled(digits) / divisor,
                    ..hand
                })
                .collect(),
        )
    }
}

/// The cards of a token made only of cards in the one card grammar (`AhKh`, `A♠K♠`,
/// `10hJh`) and at least `fewest` cards, if it is one: `Err` for a card twice.
fn specific(body: &str, fewest: usize) -> Option<std::result::Result<Vec<Card>, String>> {
    let cards = crate::cards::text::whole_token(body)?;
    if cards.len() < fewest {
        return None;
    }
    let mut mask = 0u64;
    for &card in &cards {
        if mask & 1 << card != 0 {
            return Some(Err(format!("card {} twice", card_text(card))));
        }
        mask |= 1 << card;
    }
    Some(Ok(cards))
}

/// Every hand of `hole` cards of the 52-card deck, in lexicographic order.
pub fn all_hands(hole: usize) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    let mut idx: Vec<Card> = (0..hole as Card).collect();
    loop {
        out.push(idx.clone());
        let Some(i) = (0..hole).rev().find(|&i| (idx[i] as usize) < 52 - hole + i) else {
            return out;
        };
        idx[i] += 1;
        for j in i + 1..hole {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// `C(n, k)` for the cards of one rank (`n`, `k` at most 4), by table.
pub const fn small_binomial(n: u64, k: u64) -> u64 {
    const TABLE: [[u64; 5]; 5] = [
        [1, 0, 0, 0, 0],
        [1, 1, 0, 0, 0],
        [1, 2, 1, 0, 0],
        [1, 3, 3, 1, 0],
        [1, 4, 6, 4, 1],
    ];
    TABLE[n as usize][k as usize]
}

/// `n` choose `k`.
pub fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |acc, i| acc * (n - i) as u64 / (i as u64 + 1))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[cfg(test)]
mod tests;
