//! Omaha ranges (4, 5 and 6 hole cards) in ProPokerTools' generic syntax.
//!
//! A token is terms joined by `:` (and: hands in both) and `!` (but not: hands of the
//! left not in the right), read left to right. A term is a pattern of cards with
//! optional shape words after it (`AAxx ds`), a shape alone (`ds`), a span of patterns
//! (`KK-TT`, `AK+`), or a share of the best 4-card hands (`15%`, `5%-15%`). A pattern
//! with fewer cards than a hand asks for at least those cards: `AA` is every hand with
//! two aces or more. See docs/equity.md for the table of the syntax.

mod expand;
mod pattern;
mod shape;
pub mod top;

use pattern::{read_word, Pattern, RankSpec, Word};
use shape::Shape;

/// The hands (52-bit card sets, sorted) of an Omaha token of a range, its weight cut
/// off. Errors are the reason, for the caller to name the token.
pub(super) fn token_hands(body: &str, hole: usize) -> Result<Vec<u64>, String> {
    let (terms, ops) = split_terms(body)?;
    let mut hands = term_hands(&terms[0], hole)?;
    for (op, term) in ops.iter().zip(&terms[1..]) {
        let right = term_hands(term, hole)?;
        hands = match op {
            ':' => hands
                .into_iter()
                .filter(|h| right.binary_search(h).is_ok())
                .collect(),
            _ => hands
                .into_iter()
                .filter(|h| right.binary_search(h).is_err())
                .collect(),
        };
    }
    if hands.is_empty() {
        return Err("matches no hand".into());
    }
    Ok(hands)
}

/// The terms between `:` and `!` (outside brackets) and the operators between them.
fn split_terms(body: &str) -> Result<(Vec<String>, Vec<char>), String> {
    let (mut terms, mut ops, mut depth) = (vec![String::new()], Vec::new(), 0i32);
    for c in body.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            '(' | ')' => return Err("parentheses are not supported".into()),
            _ => {}
        }
        if depth == 0 && (c == ':' || c == '!') {
            ops.push(c);
            terms.push(String::new());
        } else {
            terms.last_mut().unwrap().push(c);
        }
    }
    match terms.iter().find(|t| t.trim().is_empty()) {
        Some(_) => Err("an empty term beside ':' or '!'".into()),
        None => Ok((terms, ops)),
    }
}

/// The hands of one term.
fn term_hands(term: &str, hole: usize) -> Result<Vec<u64>, String> {
    let term = term.trim();
    if let Some(share) = term.strip_suffix('%') {
        return top::hands(share, hole);
    }
    let mut words = term.split_whitespace();
    let first = words.next().unwrap_or_default();
    let mut shapes = Vec::new();
    let mut patterns = match Shape::word(first) {
        Some(shape) => {
            shapes.push(shape);
            vec![Pattern::default()]
        }
        None => first_word(first, &mut shapes)?,
    };
    for word in words {
        // After a pattern `r` is rainbow too (`AKQJ r`); alone it is a rank variable.
        let rainbow = word.eq_ignore_ascii_case("r").then_some(Shape::Rainbow);
        shapes.push(Shape::word(word).or(rainbow).ok_or_else(|| {
            format!("'{word}' is not a shape (one of: ds, ss, rainbow or r, np, op, tp, nt)")
        })?);
    }
    let mut out = Vec::new();
    for p in patterns.drain(..) {
        out.extend(expand::hands(&p, &shapes, hole)?);
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// The patterns of a term's first word (several for a span) and its shape macros. A
/// pattern of ranks alone with `ds` or `ss` glued to it (`AKQJds`) reads as the
/// pattern and the shape.
fn first_word(word: &str, shapes: &mut Vec<Shape>) -> Result<Vec<Pattern>, String> {
    for suffix in ["ds", "ss"] {
        if let Some(stem) = word.strip_suffix(suffix) {
            if !stem.is_empty() && stem.chars().all(|c| "23456789TJQKA*+-".contains(c)) {
                shapes.push(Shape::word(suffix).unwrap());
                return first_word(stem, shapes);
            }
        }
    }
    let outside = outside_brackets(word);
    if let Some(i) = outside.iter().position(|&(_, c)| c == '-') {
        let at = outside[i].0;
        return span(&word[..at], &word[at + 1..], shapes);
    }
    if let Some(stem) = word.strip_suffix('+') {
        let read = taken(read_word(stem)?, shapes);
        let top = read.top_named().ok_or("'+' needs a rank named outright")?;
        return Ok((0..=12 - top as i32)
            .filter_map(|d| read.shifted(d))
            .collect());
    }
    Ok(vec![taken(read_word(word)?, shapes)])
}

/// The word's pattern, its shapes moved to `shapes`.
fn taken(word: Word, shapes: &mut Vec<Shape>) -> Pattern {
    shapes.extend(word.shapes);
    word.pattern
}

/// The characters of `word` outside brackets, with their byte offsets.
fn outside_brackets(word: &str) -> Vec<(usize, char)> {
    let mut depth = 0;
    word.char_indices()
        .filter(|&(_, c)| {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                _ => return depth == 0,
            }
            false
        })
        .collect()
}

/// The patterns from `high` down to `low` (`KK-TT`, `AKxx-ATxx`): the two ends alike
/// but for the ranks named outright that move, all by the same number of ranks.
fn span(high: &str, low: &str, shapes: &mut Vec<Shape>) -> Result<Vec<Pattern>, String> {
    let (mut high, mut low) = (
        taken(read_word(high)?, shapes),
        taken(read_word(low)?, shapes),
    );
    let differ = "the two ends of a span must differ only in ranks moving together";
    if high.cards.len() != low.cards.len() {
        return Err(differ.into());
    }
    let single = |s: RankSpec| match s {
        RankSpec::Set(b) if b.count_ones() == 1 => Some(b.trailing_zeros() as i32),
        _ => None,
    };
    let mut step = None;
    for (h, l) in high.cards.iter().zip(&low.cards) {
        if h == l {
            continue;
        }
        let gap = match (single(h.rank), single(l.rank)) {
            (Some(a), Some(b)) if h.suit == l.suit => a - b,
            _ => return Err(differ.into()),
        };
        if *step.get_or_insert(gap) != gap {
            return Err(differ.into());
        }
    }
    let step = step.ok_or(differ)?;
    if step < 0 {
        std::mem::swap(&mut high, &mut low);
    }
    let moving: Vec<bool> = high
        .cards
        .iter()
        .zip(&low.cards)
        .map(|(h, l)| h != l)
        .collect();
    Ok((0..=step.abs())
        .map(|t| {
            let mut p = high.clone();
            for (card, _) in p.cards.iter_mut().zip(&moving).filter(|(_, &m)| m) {
                if let RankSpec::Set(bits) = card.rank {
                    card.rank = RankSpec::Set(bits >> t);
                }
            }
            p.named_ranks = named(&p, &high);
            p
        })
        .collect())
}

/// The ranks `p` names outright: those of its single-rank cards where `original`
/// named one.
fn named(p: &Pattern, original: &Pattern) -> u16 {
    p.cards
        .iter()
        .zip(&original.cards)
        .filter_map(|(c, o)| match (c.rank, o.rank) {
            (RankSpec::Set(b), RankSpec::Set(ob))
                if original.named_ranks & ob != 0 && ob.count_ones() == 1 =>
            {
                Some(b)
            }
            _ => None,
        })
        .fold(0, |m, b| m | b)
}

#[cfg(test)]
mod tests;
