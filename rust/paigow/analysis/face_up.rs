//! What a setting meets when some dealer hands push every bet (the dealer's back in
//! a band of five-card classes, [`Variant::push_classes`](crate::paigow::variant::Variant::push_classes)),
//! and what the player meets who sees the dealer's setting before setting (Face Up
//! Pai Gow), from the folded dealer counts of [`Folded`].
//!
//! Knowing the dealer's setting `(dh, dl)`, the player wins when one of the legal
//! settings `(h, l)` is above it in both hands (`h > dh` and `l > dl`), loses when
//! none is above it in either (`dh >= max h` and `dl >= max l`, copies going to the
//! dealer), and pushes otherwise: with no commission (or any commission below 1) the
//! best setting of each deal is the one that wins, else one that pushes. The dealer
//! hands won are the union of the legal settings' lower-left quadrants, a staircase
//! over the settings that no other is above in both hands: a sum of rectangles, each
//! two prefix sums a part.

use crate::paigow::solver::buckets::{Folded, Meeting};

/// The sum over the parts of the dealer hands with a back in `[from, to)` and a front
/// below `low` (every front for None); `from` and `to` thresholds, `from` 0 for the
/// first class.
fn rect<'a>(
    parts: impl Iterator<Item = &'a Folded<'a>>,
    (from, to): (u16, u16),
    low: Option<u32>,
) -> i64 {
    if from >= to {
        return 0;
    }
    parts
        .map(|p| {
            let below = |h: u16| match (h, low) {
                (0, _) => 0,
                (h, l) => p.below(h, l),
            };
            below(to) - below(from)
        })
        .sum()
}

/// Every dealer back class at or above `from` (a threshold) and a front at or above
/// `low` (a threshold): the corner a losing player is left with.
fn upper_right<'a>(parts: impl Iterator<Item = &'a Folded<'a>>, from: u16, low: u32) -> i64 {
    parts
        .map(|p| p.total() - p.below(from, None) - p.below_low(low) + p.below(from, Some(low)))
        .sum()
}

/// The deals a setting (high, low) wins or loses against a dealer whose back is in
/// the classes `[q.0, q.1]` become pushes (the band's edges `q.0` and `q.1 + 1` are
/// thresholds).
pub fn push_on_band<'a>(
    m: &mut Meeting,
    parts: impl Iterator<Item = &'a Folded<'a>> + Clone,
    (high, low): (u16, u32),
    q: (u16, u16),
) {
    let end = q.1 + 1;
    // Won against: dealer backs in [q.0, min(high, end)), fronts below `low`.
    let wins = rect(parts.clone(), (q.0, high.min(end)), Some(low));
    // Lost against: dealer backs in [max(high, q.0), end), fronts at or above `low`.
    let from = high.max(q.0);
    let losses = rect(parts.clone(), (from, end), None) - rect(parts, (from, end), Some(low));
    let (wins, losses) = (wins as u64, losses as u64);
    m.wins -= wins;
    m.losses -= losses;
    m.pushes += wins + losses;
}

/// The legal settings no other legal setting is at least as high as in both hands,
/// by rising five-card class (so by falling two-card class).
fn staircase(options: &[(u16, u32, bool); 21]) -> Vec<(u16, u32)> {
    let mut points: Vec<(u16, u32)> = options
        .iter()
        .filter(|o| o.2)
        .map(|&(h, l, _)| (h, l))
        .collect();
    points.sort_unstable_by(|a, b| b.cmp(a));
    let mut steps: Vec<(u16, u32)> = Vec::with_capacity(points.len());
    for p in points {
        if steps.last().is_none_or(|s| p.1 > s.1) {
            steps.push(p);
        }
    }
    steps.reverse();
    steps
}

/// What the player meets who sets each deal knowing the dealer's setting (the best
/// of the legal `options` against it), every deal with a dealer back in `band`
/// pushed. Copies are not counted (the setting played changes with the dealer's
/// hand): 0.
pub fn knowing_the_dealer<'a>(
    parts: impl Iterator<Item = &'a Folded<'a>> + Clone,
    options: &[(u16, u32, bool); 21],
    band: Option<(u16, u16)>,
) -> Meeting {
    let steps = staircase(options);
    let total: i64 = parts.clone().map(Folded::total).sum();
    let mut wins = 0i64;
    let mut from = 0u16;
    for &(h, l) in &steps {
        wins += rect(parts.clone(), (from, h), Some(l));
        if let Some((qa, qb)) = band {
            wins -= rect(parts.clone(), (from.max(qa), h.min(qb + 1)), Some(l));
        }
        from = h;
    }
    let top = steps.last().expect("every hand has a legal setting").0;
    let front = steps[0].1;
    let mut losses = upper_right(parts.clone(), top, front);
    if let Some((qa, qb)) = band {
        let from = top.max(qa);
        let end = qb + 1;
        losses -= rect(parts.clone(), (from, end), None) - rect(parts, (from, end), Some(front));
    }
    let (wins, losses) = (wins as u64, losses as u64);
    Meeting {
        wins,
        pushes: total as u64 - wins - losses,
        losses,
        ..Meeting::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, JOKER};
    use crate::paigow::analysis::brute_force::{check, Sample};
    use crate::paigow::analysis::Variant;
    use crate::paigow::house_way::HouseWay;
    use crate::paigow::solver::histogram::{HIGH_CLASSES, ROW};

    /// Wins, pushes and losses of a setting, or of the best setting against each
    /// dealer cell, counted cell by cell over the full dealer histogram.
    fn by_cells(
        hist: &[u32],
        options: &[(u16, u32, bool); 21],
        only: Option<usize>,
        band: (u16, u16),
    ) -> (u64, u64, u64) {
        let (mut w, mut p, mut l) = (0u64, 0u64, 0u64);
        for dh in 0..=HIGH_CLASSES {
            for dl in 0..ROW {
                let n = hist[dh * ROW + dl] as u64;
                if n == 0 {
                    continue;
                }
                if (band.0 as usize..=band.1 as usize).contains(&dh) {
                    p += n;
                    continue;
                }
                let legal = options
                    .iter()
                    .enumerate()
                    .filter(|(k, o)| o.2 && only.is_none_or(|j| j == *k));
                let (mut win, mut push) = (false, false);
                for (_, &(h, lo, _)) in legal {
                    let (above_h, above_l) = (h as usize > dh, lo as usize > dl);
                    win |= above_h && above_l;
                    push |= above_h || above_l;
                }
                match (win, push) {
                    (true, _) => w += n,
                    (false, true) => p += n,
                    _ => l += n,
                }
            }
        }
        (w, p, l)
    }

    #[test]
    fn face_up_equals_counting_the_full_histogram() {
        let band = Variant::FaceUp.push_classes().unwrap();
        let (group_step, groups) = if cfg!(debug_assertions) {
            (20_011, 1)
        } else {
            (6_007, 5)
        };
        let sample = Sample {
            group_step,
            groups,
            class_step: 11,
            classes: 2,
        };
        let records = check(Variant::FaceUp, sample, |h| {
            let cells = |only| by_cells(h.hist, h.options, only, band);
            (cells(Some(h.house)), cells(None))
        });
        // The player who sees the dealer's setting never counts a copy.
        assert!(records.iter().all(|r| r.optimal.high_copies == 0));
    }

    #[test]
    fn the_staircase_keeps_the_settings_nothing_is_above() {
        let o = |h, l| (h, l, true);
        let mut options = [(0, 0, false); 21];
        options[..5].copy_from_slice(&[o(10, 5), o(8, 7), o(10, 3), o(5, 7), o(3, 9)]);
        assert_eq!(staircase(&options), [(3, 9), (8, 7), (10, 5)]);
    }

    /// Every one of the 154,143,080 seven-card hands: a built-in way's back hand is in
    /// a variant's push classes exactly when the seven cards are its pai gow. Slow:
    /// `cargo test --release -- --ignored band_is_the_event`.
    #[test]
    #[ignore]
    fn band_is_the_event_for_every_dealer_hand() {
        use rayon::prelude::*;
        for way in HouseWay::built_in() {
            let bad: u64 = (0..=JOKER)
                .into_par_iter()
                .map(|first| {
                    let mut bad = 0u64;
                    let mut hand = [first; 7];
                    let mut rest = |hand: &[Card; 7]| {
                        let back = way.set(hand).high_rank();
                        for v in [Variant::FaceUp, Variant::QueenHighPush] {
                            let (lo, hi) = v.push_classes().unwrap();
                            if (lo..=hi).contains(&back) != v.pushes_against(hand) {
                                bad += 1;
                            }
                        }
                    };
                    combos(&mut hand, 1, first + 1, &mut rest);
                    bad
                })
                .sum();
            assert_eq!(bad, 0, "{way:?}");
        }
    }

    fn combos(hand: &mut [Card; 7], at: usize, from: Card, f: &mut impl FnMut(&[Card; 7])) {
        if at == 7 {
            f(hand);
            return;
        }
        for c in from..=JOKER {
            hand[at] = c;
            combos(hand, at + 1, c + 1, f);
        }
    }
}
