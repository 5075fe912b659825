//! One word of an Omaha range in ProPokerTools' generic syntax: a pattern of cards
//! (ranks, suits, rank and suit variables, wildcards, lists and macros) and the shape
//! macros written with it (`$ds`, `$np` ...). A hand matches a pattern of `k` cards
//! when `k` of its cards match the pattern's cards one to one (the rest are free).

use crate::cards::text::{rank_index, suit_index};

use super::shape::Shape;

/// The ranks a card of a pattern may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum RankSpec {
    /// One of a set of ranks (bit `r` for rank `r`, deuce 0 ... ace 12).
    Set(u16),
    /// A rank variable: the same letter the same rank, different letters different
    /// ranks, never a rank the pattern names outright.
    Var(u8),
}

/// The suits a card of a pattern may have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum SuitSpec {
    /// One of a set of suits (bit `s` for suit `s`: clubs 0, diamonds 1, hearts 2,
    /// spades 3).
    Set(u8),
    /// A suit variable (`w`, `x`, `y`, `z`): the same letter the same suit, different
    /// letters different suits, never a suit the pattern names outright.
    Var(u8),
}

/// One card of a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct CardSpec {
    pub rank: RankSpec,
    pub suit: SuitSpec,
}

pub(super) const ANY_RANK: u16 = (1 << 13) - 1;
pub(super) const ANY_SUIT: u8 = 0b1111;

/// A pattern: its cards, and the ranks and suits it names outright (which its
/// variables never take).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Pattern {
    pub cards: Vec<CardSpec>,
    pub named_ranks: u16,
    pub named_suits: u8,
}

/// A word read: its pattern and its shape macros.
#[derive(Clone, Debug, Default)]
pub(super) struct Word {
    pub pattern: Pattern,
    pub shapes: Vec<Shape>,
}

/// The rank macros (a card of one of the ranks): broadway, face, wheel, low (eight or
/// lower, the ace counted), non-low.
pub(super) const RANK_MACROS: [(&str, &str); 5] = [
    ("B", "AKQJT"),
    ("F", "KQJ"),
    ("W", "A2345"),
    ("L", "A2345678"),
    ("N", "KQJT9"),
];

fn ranks_of(text: &str) -> u16 {
    text.chars()
        .filter_map(rank_index)
        .fold(0, |m, r| m | 1 << r)
}

/// A suit letter of the pattern grammar: lower case only (upper-case letters other
/// than the ranks are rank variables).
fn suit_letter(c: char) -> Option<u8> {
    (!c.is_ascii_uppercase()).then(|| suit_index(c)).flatten()
}

fn suit_variable(c: char) -> Option<u8> {
    "wxyz".find(c).map(|i| i as u8)
}

/// What one step of reading a word gave.
enum Piece {
    Rank(RankSpec, bool),
    Suit(SuitSpec, bool),
    Shape(Shape),
}

/// Reads a word (no spaces, no `-` span, no `+`): its cards and shape macros. Errors
/// are the reason, for the caller to name the token.
pub(super) fn read_word(word: &str) -> Result<Word, String> {
    let chars: Vec<char> = word.chars().collect();
    let mut out = Word::default();
    let mut rank: Option<RankSpec> = None;
    let mut vars: Vec<char> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (piece, used) = read_piece(&chars[i..], &mut vars)?;
        i += used;
        match piece {
            Piece::Rank(spec, named) => {
                if let Some(r) = rank.take() {
                    push(&mut out.pattern, r, SuitSpec::Set(ANY_SUIT));
                }
                if let (true, RankSpec::Set(bits)) = (named, spec) {
                    out.pattern.named_ranks |= bits;
                }
                rank = Some(spec);
            }
            Piece::Suit(spec, named) => {
                if let (true, SuitSpec::Set(bits)) = (named, spec) {
                    out.pattern.named_suits |= bits;
                }
                let r = rank.take().unwrap_or(RankSpec::Set(ANY_RANK));
                push(&mut out.pattern, r, spec);
            }
            Piece::Shape(shape) => out.shapes.push(shape),
        }
    }
    if let Some(r) = rank {
        push(&mut out.pattern, r, SuitSpec::Set(ANY_SUIT));
    }
    Ok(out)
}

fn push(pattern: &mut Pattern, rank: RankSpec, suit: SuitSpec) {
    pattern.cards.push(CardSpec { rank, suit });
}

/// One piece at the start of `chars` and the characters it used. `vars` numbers the
/// rank variables in the order they appear.
fn read_piece(chars: &[char], vars: &mut Vec<char>) -> Result<(Piece, usize), String> {
    let c = chars[0];
    if c == '$' {
        return read_macro(&chars[1..]).map(|(p, n)| (p, n + 1));
    }
    if c == '[' {
        let end = chars
            .iter()
            .position(|&c| c == ']')
            .ok_or("a '[' without its ']'")?;
        let inside: String = chars[1..end].iter().collect();
        return read_list(&inside).map(|p| (p, end + 1));
    }
    let piece = if c == '*' {
        Piece::Rank(RankSpec::Set(ANY_RANK), false)
    } else if let Some(s) = suit_letter(c) {
        Piece::Suit(SuitSpec::Set(1 << s), true)
    } else if let Some(v) = suit_variable(c) {
        Piece::Suit(SuitSpec::Var(v), false)
    } else if let Some(r) = rank_index(c) {
        Piece::Rank(RankSpec::Set(1 << r), true)
    } else if c.is_ascii_alphabetic() {
        let upper = c.to_ascii_uppercase();
        let id = vars.iter().position(|&v| v == upper).unwrap_or_else(|| {
            vars.push(upper);
            vars.len() - 1
        });
        Piece::Rank(RankSpec::Var(id as u8), false)
    } else {
        return Err(format!("'{c}' is not part of a pattern"));
    };
    Ok((piece, 1))
}

/// A macro after its `$`: the longest name that starts `chars`, any case.
fn read_macro(chars: &[char]) -> Result<(Piece, usize), String> {
    let rest: String = chars.iter().collect::<String>().to_ascii_lowercase();
    let mut best: Option<(Piece, usize)> = None;
    for &(name, shape) in Shape::NAMES {
        if rest.starts_with(name) && best.as_ref().is_none_or(|b| b.1 < name.len()) {
            best = Some((Piece::Shape(shape), name.len()));
        }
    }
    for &(name, ranks) in &RANK_MACROS {
        let lower = name.to_ascii_lowercase();
        if rest.starts_with(&lower) && best.as_ref().is_none_or(|b| b.1 < lower.len()) {
            best = Some((
                Piece::Rank(RankSpec::Set(ranks_of(ranks)), false),
                lower.len(),
            ));
        }
    }
    best.ok_or_else(|| {
        let known: Vec<String> = RANK_MACROS
            .iter()
            .map(|(n, _)| format!("${n}"))
            .chain(Shape::NAMES.iter().map(|(n, _)| format!("${n}")))
            .collect();
        format!("unknown macro (known: {})", known.join(" "))
    })
}

/// A bracketed list: suits (`[sh]`) or ranks, spans and rank macros (`[AKQ]`,
/// `[A,2,3]`, `[A-T]`, `[T+]`, `[9-]`, `[$W]`).
fn read_list(inside: &str) -> Result<Piece, String> {
    let items: Vec<char> = inside.chars().filter(|c| !matches!(c, ',' | ' ')).collect();
    if items.is_empty() {
        return Err("an empty list '[]'".into());
    }
    if items.iter().all(|&c| suit_letter(c).is_some()) {
        let bits = items
            .iter()
            .fold(0u8, |m, &c| m | 1 << suit_letter(c).unwrap());
        return Ok(Piece::Suit(SuitSpec::Set(bits), true));
    }
    let mut bits = 0u16;
    let mut i = 0;
    while i < items.len() {
        let (set, used) = list_item(&items[i..])?;
        bits |= set;
        i += used;
    }
    Ok(Piece::Rank(RankSpec::Set(bits), false))
}

/// One item of a rank list and the characters it used.
fn list_item(items: &[char]) -> Result<(u16, usize), String> {
    if items[0] == '$' {
        let (piece, n) = read_macro(&items[1..])?;
        return match piece {
            Piece::Rank(RankSpec::Set(bits), _) => Ok((bits, n + 1)),
            _ => Err("a list holds ranks, spans and rank macros".into()),
        };
    }
    let r = rank_index(items[0]).ok_or_else(|| format!("'{}' in a rank list", items[0]))?;
    match (items.get(1), items.get(2).and_then(|&c| rank_index(c))) {
        (Some('-'), Some(to)) => {
            let (lo, hi) = (r.min(to), r.max(to));
            Ok((((1u16 << (hi + 1)) - 1) & !((1u16 << lo) - 1), 3))
        }
        (Some('+'), _) => Ok((ANY_RANK & !((1u16 << r) - 1), 2)),
        (Some('-'), None) => Ok(((1u16 << (r + 1)) - 1, 2)),
        _ => Ok((1 << r, 1)),
    }
}

impl Pattern {
    /// The pattern with every rank it names outright moved `by` ranks (None: past the
    /// ace or below the deuce).
    pub(super) fn shifted(&self, by: i32) -> Option<Pattern> {
        let mut out = Pattern {
            named_ranks: 0,
            ..self.clone()
        };
        for card in &mut out.cards {
            if let RankSpec::Set(bits) = card.rank {
                if bits.count_ones() == 1 && self.named_ranks & bits != 0 {
                    let r = bits.trailing_zeros() as i32 + by;
                    if !(0..13).contains(&r) {
                        return None;
                    }
                    card.rank = RankSpec::Set(1 << r);
                    out.named_ranks |= 1 << r;
                }
            }
        }
        Some(out)
    }

    /// The highest rank the pattern names outright (None: it names none).
    pub(super) fn top_named(&self) -> Option<u32> {
        (self.named_ranks != 0).then(|| 15 - self.named_ranks.leading_zeros())
    }
}
