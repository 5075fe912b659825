//! The best Omaha hands of 4, 5 or 6 cards: `15%` (the top 15% of the hands) and
//! `5%-15%` (the top 15% but not the top 5%), by a ranking of the suit-isomorphic
//! classes (the hand indexer's classes of one round: 16,432 of four cards, 134,459 of
//! five, 962,988 of six).
//!
//! A ranking is data, passed in once a hole size: the Python package reads its file
//! (`paigow_fast/data/omaha-top.bin` for four cards), checks its pinned SHA-256 digest
//! and gives its bytes to [`register`]. The format: the magic `PGOMTOP1`, the number of
//! classes (u32, little endian; it names the hole size), the classes best first (u16
//! each where the count fits in 16 bits, else u32), then each one's equity against a
//! random hand in parts per billion (u32 each, in the same order).

use std::sync::OnceLock;

use crate::cards::Card;
use crate::equity::indexing::Indexer;
use crate::equity::range::binomial;
use crate::error::{Error, Result};

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"PGOMTOP1";

/// The hole sizes a ranking may be registered for.
const HOLES: std::ops::RangeInclusive<usize> = 4..=6;

/// The registered ranking: the classes best first and, at each place, the hands of
/// that class and the better ones (counted at the first use).
struct Ranking {
    hole: usize,
    order: Vec<u32>,
    at_most: OnceLock<Vec<u64>>,
}

impl Ranking {
    fn at_most(&self) -> Result<&[u64]> {
        if let Some(done) = self.at_most.get() {
            return Ok(done);
        }
        let indexer = indexer(self.hole)?;
        let mut hands = Vec::with_capacity(24);
        let mut sum = 0;
        let mut sums = Vec::with_capacity(self.order.len());
        for &class in &self.order {
            hands.clear();
            sum += class_hands(&indexer, self.hole, class, &mut hands)? as u64;
            sums.push(sum);
        }
        Ok(self.at_most.get_or_init(|| sums))
    }
}

/// Appends the hands of a class to `out` (their number): its canonical hand with the
/// suits permuted every way, each once, in order.
pub(super) fn class_hands(
    indexer: &Indexer,
    hole: usize,
    class: u32,
    out: &mut Vec<u64>,
) -> Result<usize> {
    let mut cards = [0 as Card; 6];
    indexer.unindex_into(0, class as u64, &mut cards[..hole])?;
    let mut masks = SUIT_PERMUTATIONS.map(|perm| {
        let suited = |m: u64, &c: &Card| m | 1 << (c / 4 * 4 + perm[(c % 4) as usize]);
        cards[..hole].iter().fold(0, suited)
    });
    masks.sort_unstable();
    let before = out.len();
    for (i, &mask) in masks.iter().enumerate() {
        if i == 0 || mask != masks[i - 1] {
            out.push(mask);
        }
    }
    Ok(out.len() - before)
}

/// The 24 orders of the four suits.
const SUIT_PERMUTATIONS: [[Card; 4]; 24] = {
    let mut out = [[0; 4]; 24];
    let mut n = 0;
    let mut code = 0;
    while code < 256 {
        let p = [code & 3, code >> 2 & 3, code >> 4 & 3, code >> 6 & 3];
        let mut seen = 0u8;
        let mut i = 0;
        while i < 4 {
            seen |= 1 << p[i];
            i += 1;
        }
        if seen == 0b1111 {
            out[n] = [p[0] as Card, p[1] as Card, p[2] as Card, p[3] as Card];
            n += 1;
        }
        code += 1;
    }
    out
};

/// The registered rankings, one a hole size (4, 5, 6).
static RANKINGS: [OnceLock<Ranking>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];

fn indexer(hole: usize) -> Result<std::sync::Arc<Indexer>> {
    Indexer::shared(&[hole as u8])
}

/// Registers a ranking from the bytes of its file (checked: the magic, a class count
/// of one of the hole sizes, a place for every class once). A second registration for
/// a hole size must give the same classes in the same order.
pub fn register(data: &[u8]) -> Result<()> {
    let bad = |why: &str| Error::Argument(format!("the Omaha ranking data: {why}"));
    if data.len() < 12 || &data[..8] != MAGIC {
        return Err(bad("not an Omaha ranking (no PGOMTOP1 header)"));
    }
    let classes = u32::from_le_bytes(data[8..12].try_into().unwrap()) as usize;
    let mut hole = None;
    for h in HOLES {
        if indexer(h)?.size(0) as usize == classes {
            hole = Some(h);
        }
    }
    let hole = hole.ok_or_else(|| bad("the class count is not that of 4-, 5- or 6-card hands"))?;
    let width = if classes <= 1 << 16 { 2 } else { 4 };
    if data.len() != 12 + (width + 4) * classes {
        return Err(bad("the file's size does not match its class count"));
    }
    let mut seen = vec![false; classes];
    let mut order = Vec::with_capacity(classes);
    for entry in data[12..12 + width * classes].chunks_exact(width) {
        let class = match *entry {
            [a, b] => u16::from_le_bytes([a, b]) as usize,
            [a, b, c, d] => u32::from_le_bytes([a, b, c, d]) as usize,
            _ => unreachable!("entries of 2 or 4 bytes"),
        };
        if class >= classes || std::mem::replace(&mut seen[class], true) {
            return Err(bad("a class missing or listed twice"));
        }
        order.push(class as u32);
    }
    let ranking = Ranking {
        hole,
        order,
        at_most: OnceLock::new(),
    };
    let slot = &RANKINGS[hole - 4];
    match slot.get() {
        Some(old) if old.order != ranking.order => Err(bad("a different ranking is registered")),
        Some(_) => Ok(()),
        None => {
            let _ = slot.set(ranking);
            Ok(())
        }
    }
}

/// A share in percent (`15`, `2.5`: a decimal in (0, 100] with at most four digits
/// after the point) as `numerator / 10^digits`.
fn percent(text: &str) -> Option<(u128, u32)> {
    let text = text.trim();
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    let ok = !int.is_empty()
        && frac.len() <= 4
        && int.len() <= 3
        && int.chars().chain(frac.chars()).all(|c| c.is_ascii_digit());
    let digits = frac.len() as u32;
    let n: u128 = format!("{int}{frac}").parse().ok().filter(|_| ok)?;
    (n > 0 && n <= 100 * 10u128.pow(digits)).then_some((n, digits))
}

/// The places (0 the best) of the classes in the top `share`: those whose hands and the
/// better ones' are at most that share of all hands (as the preflop atlas's `top`).
fn places_within(share: (u128, u32), at_most: &[u64], hands: u64) -> usize {
    let (n, digits) = share;
    at_most
        .iter()
        .take_while(|&&c| c as u128 * 100 * 10u128.pow(digits) <= n * hands as u128)
        .count()
}

/// The hands of `15` (the `%` cut off) or `5%-15`, for hands of `hole` cards.
pub(super) fn hands(share: &str, hole: usize) -> std::result::Result<Vec<u64>, String> {
    let ranking = HOLES
        .contains(&hole)
        .then(|| RANKINGS[hole - 4].get())
        .flatten()
        .ok_or(format!(
            "no ranking of {hole}-card Omaha hands is loaded (its file is missing or damaged: \
             see the warning at import)"
        ))?;
    let hands = binomial(52, hole);
    let (low, high) = match share.split_once("%-") {
        Some((a, b)) => (Some(a), b),
        None => (None, share),
    };
    let at_most = ranking.at_most().map_err(|e| e.to_string())?;
    let read = |t: &str| percent(t).ok_or(format!("'{t}%' is not a share in (0, 100]%"));
    let end = places_within(read(high)?, at_most, hands);
    let start = match low {
        Some(a) => places_within(read(a)?, at_most, hands),
        None => 0,
    };
    let indexer = indexer(hole).map_err(|e| e.to_string())?;
    let better = |place: usize| place.checked_sub(1).map_or(0, |p| at_most[p]);
    let mut out = Vec::with_capacity((better(end) - better(start)) as usize);
    for &class in &ranking.order[start..end] {
        class_hands(&indexer, hole, class, &mut out).map_err(|e| e.to_string())?;
    }
    out.sort_unstable();
    Ok(out)
}
