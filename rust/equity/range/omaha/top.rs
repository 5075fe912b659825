//! The best 4-card Omaha hands: `15%` (the top 15% of the 270,725 hands) and
//! `5%-15%` (the top 15% but not the top 5%), by a ranking of the 16,432
//! suit-isomorphic classes (the hand indexer's classes of one round of four cards).
//!
//! The ranking is data, passed in once: the Python package reads its file
//! (`paigow_fast/data/omaha-top.bin`), checks its pinned SHA-256 digest
//! and gives its bytes to [`register`]. The format: the magic `PGOMTOP1`, the number of
//! classes (u32, little endian), the classes best first (u16 each), then each one's
//! equity against a random hand in parts per billion (u32 each, in the same order).

use std::sync::OnceLock;

use crate::cards::Card;
use crate::equity::indexing::Indexer;
use crate::error::{Error, Result};

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"PGOMTOP1";

/// Every 4-card hand.
const HANDS: u64 = 270_725;

/// The registered ranking: each class's place (0 the best) and, at each place, the
/// hands of that class and the better ones (counted at the first use).
struct Ranking {
    place: Vec<u32>,
    at_most: OnceLock<Vec<u64>>,
}

impl Ranking {
    fn at_most(&self) -> Result<&[u64]> {
        if let Some(done) = self.at_most.get() {
            return Ok(done);
        }
        let mut size = vec![0u64; self.place.len()];
        each_hand(|_, class| size[self.place[class as usize] as usize] += 1)?;
        let sums = size
            .iter()
            .scan(0, |sum, &n| {
                *sum += n;
                Some(*sum)
            })
            .collect();
        Ok(self.at_most.get_or_init(|| sums))
    }
}

static RANKING: OnceLock<Ranking> = OnceLock::new();

fn indexer() -> Result<std::sync::Arc<Indexer>> {
    Indexer::shared(&[4])
}

/// Registers the ranking from the bytes of its file (checked: the magic, a place for
/// every class once). A second registration must give the same classes in the same
/// order.
pub fn register(data: &[u8]) -> Result<()> {
    let bad = |why: &str| Error::Argument(format!("the Omaha ranking data: {why}"));
    let classes = indexer()?.size(0) as usize;
    if data.len() != 12 + 6 * classes || &data[..8] != MAGIC {
        return Err(bad("not a ranking of the 16,432 classes of 4-card hands"));
    }
    if u32::from_le_bytes(data[8..12].try_into().unwrap()) as usize != classes {
        return Err(bad("wrong number of classes"));
    }
    let mut place = vec![u32::MAX; classes];
    for (i, pair) in data[12..12 + 2 * classes].chunks(2).enumerate() {
        let class = u16::from_le_bytes([pair[0], pair[1]]) as usize;
        if class >= classes || place[class] != u32::MAX {
            return Err(bad("a class missing or listed twice"));
        }
        place[class] = i as u32;
    }
    let ranking = Ranking {
        place,
        at_most: OnceLock::new(),
    };
    match RANKING.get() {
        Some(old) if old.place != ranking.place => Err(bad("a different ranking is registered")),
        Some(_) => Ok(()),
        None => {
            let _ = RANKING.set(ranking);
            Ok(())
        }
    }
}

/// Calls `f` with every 4-card hand's card set and class.
fn each_hand(mut f: impl FnMut(u64, u64)) -> Result<()> {
    let indexer = indexer()?;
    let mut cards: [Card; 4] = [0, 1, 2, 3];
    loop {
        let mask = cards.iter().fold(0u64, |m, &c| m | 1 << c);
        f(mask, indexer.index_last(&cards)?);
        let Some(i) = (0..4).rev().find(|&i| (cards[i] as usize) < 48 + i) else {
            return Ok(());
        };
        cards[i] += 1;
        for j in i + 1..4 {
            cards[j] = cards[j - 1] + 1;
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
fn places_within(share: (u128, u32), at_most: &[u64]) -> usize {
    let (n, digits) = share;
    at_most
        .iter()
        .take_while(|&&c| c as u128 * 100 * 10u128.pow(digits) <= n * HANDS as u128)
        .count()
}

/// The hands of `15` (the `%` cut off) or `5%-15`, for hands of `hole` cards.
pub(super) fn hands(share: &str, hole: usize) -> std::result::Result<Vec<u64>, String> {
    if hole != 4 {
        return Err(format!(
            "a share of the best hands is ranked for 4-card Omaha only, not {hole}-card"
        ));
    }
    let ranking = RANKING
        .get()
        .ok_or("the Omaha ranking is not loaded (its file is missing or damaged: see the warning at import)")?;
    let (low, high) = match share.split_once("%-") {
        Some((a, b)) => (Some(a), b),
        None => (None, share),
    };
    let at_most = ranking.at_most().map_err(|e| e.to_string())?;
    let read = |t: &str| percent(t).ok_or(format!("'{t}%' is not a share in (0, 100]%"));
    let end = places_within(read(high)?, at_most);
    let start = match low {
        Some(a) => places_within(read(a)?, at_most),
        None => 0,
    };
    let mut out = Vec::new();
    each_hand(|mask, class| {
        let p = ranking.place[class as usize] as usize;
        if (start..end).contains(&p) {
            out.push(mask);
        }
    })
    .map_err(|e| e.to_string())?;
    out.sort_unstable();
    Ok(out)
}
