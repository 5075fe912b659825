//! Card matrices (one hand per row) and their validation.
//!
//! The rankings read from the key word alone check groups of rows by byte shuffles in
//! the loop that evaluates them (`valid_rows`). The others validate and evaluate a
//! row in one pass: each card id indexes a 256-entry table ([`DeckWords`]) giving the card's
//! [`HandKey`] words, summed lane by lane. An id that is not a card of the deck (above 52, or the joker in a game
//! without it) adds no key and a poison mask bit. Every card of the deck has its own
//! mask bit, so a row is valid exactly when its mask sum has one bit per card and no
//! poison bit: a repeated id carries, leaving fewer bits. Only when a batch holds a bad
//! row is the first one found and checked again card by card ([`check_row`],
//! [`check_row_wide`]) for a message naming the problem.

use crate::cards::{self, Card, JOKER, SHORT_DECK_FIRST};
use crate::error::{Error, Result};
use crate::eval::tables::{HandKey, CARD_KEYS, CARD_MASKS, SUIT_COUNTERS_START};

/// Per-id `[key, mask]` words of one deck (with or without the joker), indexed by any
/// `u8` so that the hot loops need no bounds check. The two words of an id sit side by
/// side so that one 16-byte add sums both.
#[repr(C, align(16))]
pub struct DeckWords {
    /// A card's [`HandKey`] words; an id not in the deck: key 0 and mask [`POISON`].
    both: [[u64; 2]; 256],
    /// The mask bits of the deck's cards.
    allowed: u64,
}

/// The mask bit of an id that is not a card: bit 13, which no card mask uses (the
/// masks give each suit a 16-bit lane of 13 rank bits).
const POISON: u64 = 1 << 13;

/// The words of the deck of the ids from `first` up to the joker (with it when `joker`).
const fn deck_words(joker: bool, first: usize) -> DeckWords {
    let mut w = DeckWords {
        both: [[0, POISON]; 256],
        allowed: 0,
    };
    let mut c = first;
    while c < 53 {
        if c < JOKER as usize || joker {
            w.both[c] = [CARD_KEYS[c], CARD_MASKS[c]];
            w.allowed |= CARD_MASKS[c];
        }
        c += 1;
    }
    w
}

static WITH_JOKER: DeckWords = deck_words(true, 0);
static WITHOUT_JOKER: DeckWords = deck_words(false, 0);
static SHORT_DECK: DeckWords = deck_words(false, SHORT_DECK_FIRST as usize);

/// The words of the 53-card deck (`joker` = true) or the 52-card deck.
#[inline]
pub fn words(joker: bool) -> &'static DeckWords {
    if joker {
        &WITH_JOKER
    } else {
        &WITHOUT_JOKER
    }
}

/// The words of the 36-card short deck (sixes to aces).
#[inline]
pub fn short_deck_words() -> &'static DeckWords {
    &SHORT_DECK
}

/// The [`HandKey`] of a row and whether the row is valid (every id a card of the deck,
/// no duplicate). The key is only meaningful for a valid row.
#[inline(always)]
pub fn row_key(w: &DeckWords, row: &[Card]) -> (HandKey, bool) {
    // Both words summed lane by lane (the compiler makes it one 16-byte add a card).
    // The mask is a sum of powers of two, one a card: its bit count is the number of
    // cards exactly when no two are equal (two equal powers carry into one bit, and a
    // carry never adds bits), and then the sum is the cards' union.
    let mut acc = [SUIT_COUNTERS_START, 0u64];
    for &c in row {
        let e = &w.both[c as usize];
        acc[0] = acc[0].wrapping_add(e[0]);
        acc[1] = acc[1].wrapping_add(e[1]);
    }
    let h = HandKey {
        key: acc[0],
        mask: acc[1],
    };
    let ok = h.mask.count_ones() as usize == row.len() && h.mask & !w.allowed == 0;
    (h, ok)
}

/// A row-major matrix of card ids, one hand per row.
#[derive(Clone, Copy, Debug)]
pub struct Rows<'a> {
    data: &'a [Card],
    width: usize,
}

impl<'a> Rows<'a> {
    /// The matrix of `data.len() / width` rows. `width` must divide the data length
    /// (a width of zero only with no data).
    pub fn new(data: &'a [Card], width: usize) -> Result<Rows<'a>> {
        if (width == 0 && !data.is_empty()) || (width != 0 && !data.len().is_multiple_of(width)) {
            return Err(Error::Shape(format!(
                "{} card ids do not make rows of {width} cards",
                data.len()
            )));
        }
        Ok(Rows { data, width })
    }

    /// Number of rows.
    pub fn len(&self) -> usize {
        self.data.len().checked_div(self.width).unwrap_or(0)
    }

    /// Whether there is no row.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Cards per row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The ids, row after row.
    pub fn data(&self) -> &'a [Card] {
        self.data
    }

    /// Row `i`.
    pub fn row(&self, i: usize) -> &'a [Card] {
        &self.data[i * self.width..(i + 1) * self.width]
    }

    /// The rows `start..end`.
    pub fn slice(&self, start: usize, end: usize) -> Rows<'a> {
        Rows {
            data: &self.data[start * self.width..end * self.width],
            width: self.width,
        }
    }
}

/// Rows converted from another integer type: the rows before the first row that holds
/// an id outside 0..=52 (all of them if none does), and that row with its original
/// values.
#[derive(Clone, Copy, Debug)]
pub struct Converted<'a> {
    pub rows: Rows<'a>,
    pub out_of_range: Option<(usize, &'a [i128])>,
}

impl<'a> Converted<'a> {
    /// `kernel` over the rows (those before the first out-of-range row), then the
    /// error of that row: the first bad row of the whole matrix is named, as if the
    /// kernel had read the original values.
    pub fn apply<R>(&self, joker: bool, kernel: impl FnOnce(Rows<'a>) -> Result<R>) -> Result<R> {
        let r = kernel(self.rows)?;
        self.out_of_range_error(joker)?;
        Ok(r)
    }

    /// The error of the first out-of-range row (the rows before it being valid).
    pub fn out_of_range_error(&self, joker: bool) -> Result<()> {
        match self.out_of_range {
            None => Ok(()),
            Some((r, values)) => Err(at_row(
                r,
                check_row_wide(values, joker).expect_err("an out-of-range id"),
            )),
        }
    }

    /// Row `i`'s values as wide integers: the original ones of the out-of-range row.
    pub fn wide_row(&self, i: usize) -> Vec<i128> {
        match self.out_of_range {
            Some((r, values)) if r == i => values.to_vec(),
            _ => self.rows.row(i).iter().map(|&c| c as i128).collect(),
        }
    }
}

/// The message of an input that changed between two reads of it.
pub const CHANGED: &str =
    "the cards changed while they were read (another thread wrote to the array)";

/// `error` with "row `i`: " in front.
pub fn at_row(i: usize, error: Error) -> Error {
    error.with_context(&format!("row {i}: "))
}

/// Checks one row card by card (ids, the joker, duplicates), naming the problem.
pub fn check_row(row: &[Card], joker: bool) -> Result<()> {
    cards::validate(row, joker).map(|_| ())
}

/// [`check_row`] for ids given as wide integers (the original values of an array that
/// had to be converted): an id outside 0..=52 is named with its value.
pub fn check_row_wide(row: &[i128], joker: bool) -> Result<()> {
    cards::narrow(row, joker).map(|_| ())
}

/// The first valid row index of the matrix failing `is_bad`, scanning on all threads
/// of the current pool (used to report the first bad row wherever a batch found one).
pub fn first_bad<F: Fn(usize) -> bool + Sync>(n: usize, is_bad: F) -> Option<usize> {
    use rayon::prelude::*;
    (0..n)
        .into_par_iter()
        .with_min_len(super::ROWS_PER_TASK)
        .find_first(|&i| is_bad(i))
}

/// The error of the first row failing `is_bad`, its message from `check` (which
/// explains a bad row card by card). Called once a pass has seen a bad row; should
/// the rows have changed since (another thread writing to a shared input), the error
/// says so rather than panicking.
pub fn bad_row_error(
    n: usize,
    is_bad: impl Fn(usize) -> bool + Sync,
    check: impl Fn(usize) -> Result<()>,
) -> Error {
    match first_bad(n, is_bad) {
        Some(i) => match check(i) {
            Err(e) => at_row(i, e),
            Ok(()) => Error::Card(format!("row {i}: {CHANGED}")),
        },
        None => Error::Card(CHANGED.into()),
    }
}

/// Validates every row (ids, the joker when `joker` is false, duplicates) and names
/// the first bad one. Runs on the current rayon pool.
pub fn validate(rows: Rows<'_>, joker: bool) -> Result<()> {
    let w = words(joker);
    let is_bad = |i| !row_key(w, rows.row(i)).1;
    if first_bad(rows.len(), is_bad).is_none() {
        return Ok(());
    }
    Err(bad_row_error(rows.len(), is_bad, |i| {
        check_row(rows.row(i), joker)
    }))
}

/// `f` of every seven-card row of the 53-card deck into `out` (one output a row), on
/// the current rayon pool. Each row is copied and checked as it is read, so that the
/// values checked are the values `f` sees whatever another thread writes to a shared
/// input meanwhile. On a bad row, the error of the first one (`out` holds garbage).
pub fn map_valid_rows7<T: Send>(
    rows: Rows<'_>,
    out: &mut [T],
    f: impl Fn(&[Card; 7]) -> T + Sync,
) -> Result<()> {
    use rayon::prelude::*;
    let n = rows.len();
    assert_eq!(
        (rows.width(), out.len()),
        (7, n),
        "seven cards and one output a row"
    );
    let w = words(true);
    let all_ok = out
        .par_chunks_mut(super::ROWS_PER_TASK)
        .enumerate()
        .map(|(k, chunk)| {
            let data = &rows.data()[k * super::ROWS_PER_TASK * 7..][..chunk.len() * 7];
            let mut ok = true;
            for (row, o) in data.chunks_exact(7).zip(chunk.iter_mut()) {
                let hand: [Card; 7] = row.try_into().expect("7 cards");
                if row_key(w, &hand).1 {
                    *o = f(&hand);
                } else {
                    ok = false;
                }
            }
            ok
        })
        .reduce(|| true, |a, b| a & b);
    if all_ok {
        return Ok(());
    }
    Err(first_bad_row_error(rows, true))
}

/// The error of the first bad row (an id not of the deck with or without the joker,
/// or repeated), for a pass over `rows` that has seen one.
pub fn first_bad_row_error(rows: Rows<'_>, joker: bool) -> Error {
    let w = words(joker);
    bad_row_error(
        rows.len(),
        |i| !row_key(w, rows.row(i)).1,
        |i| check_row(rows.row(i), joker),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_its_own_mask_bit() {
        let all = CARD_MASKS.iter().fold(0u64, |acc, &m| {
            assert_eq!(m.count_ones(), 1);
            assert_eq!(acc & m, 0);
            acc | m
        });
        assert_eq!(all.count_ones(), 53);
    }

    #[test]
    fn row_key_matches_hand_key_and_flags_bad_rows() {
        let w = words(true);
        let (h, ok) = row_key(w, &[0, 5, 51, 52, 30]);
        assert!(ok);
        assert_eq!(h, HandKey::of(&[0, 5, 51, 52, 30]));
        assert!(!row_key(w, &[0, 5, 5, 1, 2]).1);
        assert!(!row_key(w, &[0, 53, 5, 1, 2]).1);
        assert!(!row_key(w, &[0, 255, 5, 1, 2]).1);
        assert!(!row_key(words(false), &[0, 52, 5, 1, 2]).1);
        assert!(row_key(words(false), &[0, 51, 5, 1, 2]).1);
    }

    #[test]
    fn validation_names_the_first_bad_row() {
        let data = [0, 1, 2, 3, 4, 5, 6, 6, 7, 52, 8, 9];
        let rows = Rows::new(&data, 3).unwrap();
        assert!(validate(rows, true).is_err());
        let e = validate(rows, true).unwrap_err();
        assert_eq!(e, Error::Card("row 2: duplicate card 3h".into()));
        let e = validate(Rows::new(&data[9..], 3).unwrap(), false).unwrap_err();
        assert!(matches!(e, Error::Hand(m) if m.starts_with("row 0: ")));
        assert_eq!(
            check_row_wide(&[3, -1, 3], true).unwrap_err(),
            Error::Card("card id -1 is not a card (ids are 0..=52)".into())
        );
        assert_eq!(
            check_row_wide(&[3, 3, -1], true).unwrap_err(),
            Error::Card("duplicate card 2s".into())
        );
        assert!(Rows::new(&data, 5).is_err());
    }
}
