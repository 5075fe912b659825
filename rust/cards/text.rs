//! The one card grammar: text of cards as every call and every range reads it.
//!
//! A card is a rank then a suit: ranks `2`-`9`, `T` or `10`, `J`, `Q`, `K`, `A`; suits
//! `c d h s` or their symbols (`♣ ♦ ♥ ♠`, and the white ones `♧ ♢ ♡ ♤`), in any case.
//! The joker is `Jk`, `Xx` or `Joker`. Cards stand side by side (`AsKd`) or apart:
//! white space, or one of `,` `;` `/` with white space around it. Separators at the
//! end are ignored; two separators in a row are an empty card.

use super::{Card, JOKER};
use crate::error::{Error, Result};

/// A separator between cards, besides white space.
fn is_separator(c: char) -> bool {
    matches!(c, ',' | ';' | '/')
}

/// The rank index of a rank character (`T` and `t` are ten; `10` is read by [`card_at`]).
pub(crate) fn rank_index(c: char) -> Option<u8> {
    Some(match c.to_ascii_uppercase() {
        c @ '2'..='9' => c as u8 - b'2',
        'T' => 8,
        'J' => 9,
        'Q' => 10,
        'K' => 11,
        'A' => 12,
        _ => return None,
    })
}

/// The suit index of a suit letter or symbol.
pub(crate) fn suit_index(c: char) -> Option<u8> {
    Some(match c {
        'c' | 'C' | '♣' | '♧' => 0,
        'd' | 'D' | '♦' | '♢' => 1,
        'h' | 'H' | '♥' | '♡' => 2,
        's' | 'S' | '♠' | '♤' => 3,
        _ => return None,
    })
}

/// Whether `s` starts with `word`, ignoring ASCII case.
fn starts_with_word(s: &str, word: &str) -> bool {
    s.len() >= word.len() && s.as_bytes()[..word.len()].eq_ignore_ascii_case(word.as_bytes())
}

/// The card at the start of `s` and its length in bytes, if `s` starts with one.
/// With `joker` false the joker's spellings are not read (a hold'em range's `JK`).
pub fn card_at(s: &str, joker: bool) -> Option<(Card, usize)> {
    if joker {
        for word in ["joker", "jk", "xx"] {
            if starts_with_word(s, word) {
                return Some((JOKER, word.len()));
            }
        }
    }
    let mut chars = s.chars();
    let first = chars.next()?;
    let (rank, rank_len) = if first == '1' && s[1..].starts_with('0') {
        chars.next();
        (8, 2)
    } else {
        (rank_index(first)?, first.len_utf8())
    };
    let suit_char = chars.next()?;
    let suit = suit_index(suit_char)?;
    Some((rank * 4 + suit, rank_len + suit_char.len_utf8()))
}

/// Reads cards one after another from `text`, calling `f` with each. Errors name the
/// first token that is not a card, or an empty card between two separators.
pub fn each_card(text: &str, mut f: impl FnMut(Card) -> Result<()>) -> Result<()> {
    if let Some(done) = each_ascii_card(text, &mut f) {
        return done;
    }
    each_card_of_any_text(text, f)
}

/// [`each_card`] on ASCII text of well-formed cards, byte by byte; None (before any
/// call of `f`) for anything else, which the general reading then names.
fn each_ascii_card(text: &str, f: &mut impl FnMut(Card) -> Result<()>) -> Option<Result<()>> {
    let b = text.as_bytes();
    // ASCII white space as `char::is_whitespace` has it, and the separators.
    let space = |c: u8| matches!(c, b' ' | b'\t'..=b'\r');
    let apart = |c: u8| space(c) || matches!(c, b',' | b';' | b'/');
    if !text.is_ascii() {
        return None;
    }
    let mut end = b.len();
    while end > 0 && apart(b[end - 1]) {
        end -= 1;
    }
    // First read every card into a small buffer, so that `f` sees none on a bad text.
    let mut cards = [0 as Card; 16];
    let (mut n, mut i) = (0, 0);
    while i < end {
        while space(b[i]) {
            i += 1;
        }
        if matches!(b[i], b',' | b';' | b'/') {
            i += 1;
            while i < end && space(b[i]) {
                i += 1;
            }
            if i >= end || !b[i].is_ascii_alphanumeric() {
                return None;
            }
        }
        let rank = match b[i] | 0x20 {
            c @ b'2'..=b'9' => c - b'2',
            b't' => 8,
            b'j' => 9,
            b'q' => 10,
            b'k' => 11,
            b'a' => 12,
            b'1' if b.get(i + 1) == Some(&b'0') => {
                i += 1;
                8
            }
            _ => return None, // the joker's words and anything else: the general reading
        };
        let suit = match b.get(i + 1).map(|c| c | 0x20) {
            Some(b'c') => 0,
            Some(b'd') => 1,
            Some(b'h') => 2,
            Some(b's') => 3,
            _ => return None,
        };
        if n == cards.len() || (rank == 9 && b[i + 1] | 0x20 == b'k') {
            return None;
        }
        cards[n] = rank * 4 + suit;
        n += 1;
        i += 2;
    }
    Some(cards[..n].iter().try_for_each(|&c| f(c)))
}

/// [`each_card`] on any text, char by char.
fn each_card_of_any_text(text: &str, mut f: impl FnMut(Card) -> Result<()>) -> Result<()> {
    let body = text.trim_end_matches(|c: char| c.is_whitespace() || is_separator(c));
    let mut rest = body;
    while !rest.is_empty() {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix(is_separator) {
            rest = after.trim_start();
            if rest.starts_with(is_separator) {
                return Err(Error::Card(format!(
                    "an empty card between two separators in '{text}'"
                )));
            }
        }
        match card_at(rest, true) {
            Some((card, len)) => {
                f(card)?;
                rest = &rest[len..];
            }
            None => {
                let bad = rest
                    .trim_start_matches(|c: char| c.is_whitespace() || is_separator(c))
                    .split(|c: char| c.is_whitespace() || is_separator(c))
                    .next()
                    .unwrap_or(rest);
                return Err(Error::Card(format!("unknown card '{bad}' in '{text}'")));
            }
        }
    }
    Ok(())
}

/// The card ids of `text`, as written (not checked for repeats: see
/// [`validate`](super::validate)).
pub fn parse(text: &str) -> Result<Vec<Card>> {
    let mut ids = Vec::with_capacity(text.len() / 2);
    each_card(text, |c| {
        ids.push(c);
        Ok(())
    })?;
    Ok(ids)
}

/// The cards of a token written without separators (`"AsKd"`, `"A♠K♠"`, `"10hJh"`),
/// if the whole token is cards (no joker).
pub fn whole_token(token: &str) -> Option<Vec<Card>> {
    let mut cards = Vec::with_capacity(token.len() / 2);
    let mut rest = token;
    while !rest.is_empty() {
        let (card, len) = card_at(rest, false)?;
        cards.push(card);
        rest = &rest[len..];
    }
    Some(cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_documented_spelling_reads_alike() {
        for text in [
            "As Kd 10h Jk",
            "AsKdThJk",
            "As,Kd,Th,Jk",
            "A♠ K♦ T♥ JK",
            "as kd th joker",
            "As Kd 10h Xx",
            "AS, KD; TH / jk",
            "A♤K♢10♡xX ,\r\n",
        ] {
            assert_eq!(parse(text), Ok(vec![51, 45, 34, 52]), "{text}");
        }
    }

    #[test]
    fn every_card_reads_back_from_its_text() {
        for card in 0..=JOKER {
            assert_eq!(parse(&super::super::card_text(card)), Ok(vec![card]));
        }
    }

    #[test]
    fn the_ascii_reading_agrees_with_the_general_one() {
        let mut texts: Vec<String> = vec![
            "As Kd Th".into(),
            "as,kd;th/ 2c".into(),
            "10h Jh".into(),
            "Jk As".into(),
            "As\x0bKd".into(),
            "As,,Kd".into(),
            "As Zz".into(),
            "A".into(),
            "Ac1".into(),
            "".into(),
            " , ".into(),
        ];
        texts.push(
            (0..52)
                .map(super::super::card_text)
                .collect::<Vec<_>>()
                .join(""),
        );
        for t in &texts {
            let mut fast = vec![];
            let got = each_ascii_card(t, &mut |c| {
                fast.push(c);
                Ok(())
            });
            let mut slow = vec![];
            let want = each_card_of_any_text(t, |c| {
                slow.push(c);
                Ok(())
            });
            if let Some(got) = got {
                assert_eq!((got, &fast), (want, &slow), "{t:?}");
            }
        }
    }

    #[test]
    fn errors_name_the_token() {
        let unknown = |t: &str| match parse(t) {
            Err(Error::Card(m)) => m,
            other => panic!("{t}: {other:?}"),
        };
        assert!(unknown("As Zz").contains("'Zz'"));
        assert!(unknown("As Kd 11h").contains("'11h'"));
        assert!(unknown("1s").contains("'1s'"));
        assert!(unknown("A").contains("'A'"));
        assert!(unknown("As,,Kd").contains("empty card between two separators"));
    }

    #[test]
    fn whole_tokens_are_cards_only_when_every_character_is() {
        assert_eq!(whole_token("A♠K♠"), Some(vec![51, 47]));
        assert_eq!(whole_token("10hJh"), Some(vec![34, 38]));
        assert_eq!(whole_token("AKs"), None);
        assert_eq!(whole_token("JK"), None);
        assert_eq!(whole_token("QQ"), None);
    }
}
