//! Card matrices of any integer type and memory layout (a numpy array is one: a
//! [`Strided`] view) converted to the contiguous `u8` ids the kernels read, on all
//! cores. An id outside 0..=52 stops the conversion at the first row holding one,
//! whose original values are kept ([`Ids::converted`]): the kernels then check the
//! rows before it and that row is named last, as if they had read the original
//! values.

use rayon::prelude::*;

use super::arrays::{Converted, Rows};
use super::ROWS_PER_TASK;
use crate::cards::{Card, JOKER};
use crate::error::{Error, Result};

/// An integer type card ids may come in.
pub trait Id: Copy + Send + Sync {
    /// The value, whatever its type.
    fn wide(self) -> i128;
    /// The card of this id, if it is one (0..=52).
    fn to_card(self) -> Option<Card>;
}

macro_rules! id {
    ($($t:ty),*) => {$(impl Id for $t {
        #[inline(always)]
        fn wide(self) -> i128 {
            self as i128
        }
        #[inline(always)]
        fn to_card(self) -> Option<Card> {
            u8::try_from(self).ok().filter(|&c| c <= JOKER)
        }
    })*};
}
id!(u8, i8, u16, i16, u32, i32, u64, i64);

/// A matrix read from memory with any strides (in elements, possibly negative or
/// zero): element `(r, c)` is `span[origin + r * strides.0 + c * strides.1]`.
#[derive(Clone, Copy, Debug)]
pub struct Strided<'a, T> {
    span: &'a [T],
    origin: usize,
    shape: (usize, usize),
    strides: (isize, isize),
}

impl<'a, T: Id> Strided<'a, T> {
    /// The view of `shape` whose element `(0, 0)` is `span[origin]`; a `Shape` error
    /// unless every element lies in `span`.
    pub fn new(
        span: &'a [T],
        origin: usize,
        shape: (usize, usize),
        strides: (isize, isize),
    ) -> Result<Strided<'a, T>> {
        let view = Strided {
            span,
            origin,
            shape,
            strides,
        };
        let (rows, cols) = shape;
        let inside = rows == 0
            || cols == 0
            || [0, rows - 1].iter().all(|&r| {
                [0, cols - 1]
                    .iter()
                    .all(|&c| view.offset(r, c).is_some_and(|i| i < span.len()))
            });
        if !inside {
            return Err(Error::Shape(format!(
                "a {rows}x{cols} view of strides {strides:?} from {origin} leaves its {} elements",
                span.len()
            )));
        }
        Ok(view)
    }

    /// A C-contiguous matrix of `width` columns.
    pub fn contiguous(data: &'a [T], width: usize) -> Result<Strided<'a, T>> {
        let rows = data.len().checked_div(width).unwrap_or(0);
        Self::new(data, 0, (rows, width), (width as isize, 1))
    }

    /// (rows, columns).
    pub fn shape(&self) -> (usize, usize) {
        self.shape
    }

    /// Index in `span` of element `(r, c)` (None if it falls before the span).
    fn offset(&self, r: usize, c: usize) -> Option<usize> {
        let (rs, cs) = self.strides;
        let i = self.origin as isize + r as isize * rs + c as isize * cs;
        usize::try_from(i).ok()
    }

    #[inline(always)]
    fn at(&self, r: usize, c: usize) -> T {
        // Every element lies in the span (checked by `new`), so the sum is in range.
        let (rs, cs) = self.strides;
        self.span[(self.origin as isize + r as isize * rs + c as isize * cs) as usize]
    }

    /// Row `r`'s values as wide integers.
    pub fn wide_row(&self, r: usize) -> Vec<i128> {
        (0..self.shape.1).map(|c| self.at(r, c).wide()).collect()
    }

    /// Converts rows `start..` into `block` (whole rows), returning the first row
    /// holding an id outside 0..=52. Walks the matrix in its memory order: C order
    /// as one slice, a column-major view column by column, any other row by row.
    fn convert_block(&self, start: usize, block: &mut [Card]) -> Option<usize> {
        let w = self.shape.1;
        let rows = block.len() / w;
        let (rs, cs) = self.strides;
        if cs == 1 && rs == w as isize {
            let from = self.origin + start * w;
            let src = &self.span[from..from + block.len()];
            for (i, (o, &v)) in block.iter_mut().zip(src).enumerate() {
                match v.to_card() {
                    Some(c) => *o = c,
                    None => return Some(start + i / w),
                }
            }
            return None;
        }
        if rs.unsigned_abs() < cs.unsigned_abs() {
            let mut bad = usize::MAX;
            for j in 0..w {
                for r in 0..rows {
                    match self.at(start + r, j).to_card() {
                        Some(c) => block[r * w + j] = c,
                        None => bad = bad.min(r),
                    }
                }
            }
            return (bad != usize::MAX).then_some(start + bad);
        }
        for (r, o) in block.chunks_exact_mut(w).enumerate() {
            for (j, o) in o.iter_mut().enumerate() {
                match self.at(start + r, j).to_card() {
                    Some(c) => *o = c,
                    None => return Some(start + r),
                }
            }
        }
        None
    }
}

/// Ids converted to `u8`: the rows before the first row holding an id outside 0..=52
/// (all of them if none does), and that row with its original values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ids {
    ids: Vec<Card>,
    width: usize,
    out_of_range: Option<(usize, Vec<i128>)>,
}

impl Ids {
    /// The rows and the first out-of-range row, for the kernels.
    pub fn converted(&self) -> Result<Converted<'_>> {
        Ok(Converted {
            rows: Rows::new(&self.ids, self.width)?,
            out_of_range: self.out_of_range.as_ref().map(|(r, v)| (*r, v.as_slice())),
        })
    }
}

/// Converts a matrix to contiguous ids on the current rayon pool, stopping at the
/// first row holding an id outside 0..=52. An `OutOfMemory` error when the copy
/// cannot be allocated.
pub fn convert<T: Id>(m: Strided<'_, T>) -> Result<Ids> {
    let (n, w) = m.shape();
    let mut ids = Vec::new();
    let len = n.saturating_mul(w);
    ids.try_reserve_exact(len).map_err(|_| {
        Error::OutOfMemory(format!(
            "{n} rows of {w} cards cannot be copied: out of memory"
        ))
    })?;
    ids.resize(len, 0 as Card);
    if w == 0 {
        return Ok(Ids {
            ids,
            width: w,
            out_of_range: None,
        });
    }
    let bad = ids
        .par_chunks_mut(ROWS_PER_TASK * w)
        .enumerate()
        .filter_map(|(k, block)| m.convert_block(k * ROWS_PER_TASK, block))
        .min();
    let out_of_range = bad.map(|r| {
        ids.truncate(r * w);
        (r, m.wide_row(r))
    });
    Ok(Ids {
        ids,
        width: w,
        out_of_range,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3x4 matrix in C order.
    const C: [i64; 12] = [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23];

    fn ids(rows: &[&[Card]]) -> Vec<Card> {
        rows.concat()
    }

    #[test]
    fn every_layout_converts_alike() {
        let c = Strided::contiguous(&C, 4).unwrap();
        let want = ids(&[&[0, 1, 2, 3], &[10, 11, 12, 13], &[20, 21, 22, 23]]);
        assert_eq!(convert(c).unwrap().ids, want);
        // Column-major: the same matrix stored column by column.
        let f: Vec<i64> = (0..4)
            .flat_map(|c| (0..3).map(move |r| C[r * 4 + c]))
            .collect();
        let f = Strided::new(&f, 0, (3, 4), (1, 3)).unwrap();
        assert_eq!(convert(f).unwrap().ids, want);
        // Rows reversed (a negative stride), every other column.
        let r = Strided::new(&C, 8, (3, 2), (-4, 2)).unwrap();
        assert_eq!(
            convert(r).unwrap().ids,
            ids(&[&[20, 22], &[10, 12], &[0, 2]])
        );
        assert!(Strided::new(&C, 8, (3, 2), (4, 2)).is_err());
        assert!(Strided::new(&C, 0, (3, 2), (-4, 2)).is_err());
    }

    #[test]
    fn conversion_stops_at_the_first_out_of_range_row() {
        let data: [i64; 9] = [0, 1, 2, 3, 4, 60, 6, -7, 8];
        // In C order row 1 holds 60; column-major, row 1 is [1, 4, -7].
        let c = Strided::contiguous(&data, 3).unwrap();
        let f = Strided::new(&data, 0, (3, 3), (1, 3)).unwrap();
        for (m, want) in [(c, [3, 4, 60]), (f, [1, 4, -7])] {
            let got = convert(m).unwrap();
            let c = got.converted().unwrap();
            assert_eq!(c.rows.len(), 1);
            assert_eq!(c.out_of_range, Some((1, &want.map(i128::from)[..])));
        }
    }
}
