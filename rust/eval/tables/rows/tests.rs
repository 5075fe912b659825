//! Every row path against the portable one: random rows of five to seven cards, every
//! seven-card hand (ignored by default: run with `--include-ignored`), and the check
//! of rows with a bad card at every place.

use super::RowPath;
use crate::cards::Card;
use crate::eval::enumerate::for_each_combination;
use crate::eval::tables::{tables, HandKey, RankSumRanking};

const RANKINGS: [RankSumRanking; 3] = [
    RankSumRanking::High,
    RankSumRanking::AceToFive,
    RankSumRanking::AceToFive8,
];

fn random_rows(n: usize, width: usize, seed: u64) -> Vec<Card> {
    let mut rng = crate::runtime::rng::Xoshiro256pp::seeded(seed, 0);
    let mut deck: Vec<Card> = (0..52).collect();
    let mut out = Vec::with_capacity(n * width);
    for _ in 0..n {
        for i in 0..width {
            let j = i + rng.below(52 - i as u32) as usize;
            deck.swap(i, j);
            out.push(deck[i]);
        }
    }
    out
}

fn values<const W: usize>(path: RowPath, ranking: RankSumRanking, data: &[Card]) -> Vec<u32> {
    let mut out = vec![0u32; data.len() / W];
    assert_eq!(
        tables().rank_sum_rows::<W>(path, ranking, data, &mut out),
        out.len()
    );
    out
}

fn agree_on_random_rows<const W: usize>() {
    let t = tables();
    // Lengths that end inside a sixteen-row block and a group, and several groups.
    for (n, seed) in [(0, 1), (15, 2), (16, 3), (257, 4), (20_011, 5)] {
        let data = random_rows(n, W, seed + 10 * W as u64);
        for ranking in RANKINGS {
            let portable = values::<W>(RowPath::Portable, ranking, &data);
            for (row, &v) in data.chunks_exact(W).zip(&portable) {
                let expected = match ranking {
                    RankSumRanking::High => t.high(HandKey::of(row)),
                    RankSumRanking::AceToFive => t.ace_to_five(HandKey::of(row)),
                    RankSumRanking::AceToFive8 => t.ace_to_five_8(HandKey::of(row)),
                };
                assert_eq!(v, expected as u32, "{ranking:?} {row:?}");
            }
            for path in RowPath::available() {
                assert_eq!(
                    values::<W>(path, ranking, &data),
                    portable,
                    "{path:?} {ranking:?} {W}"
                );
            }
        }
    }
}

#[test]
fn every_path_agrees_on_random_rows() {
    agree_on_random_rows::<5>();
    agree_on_random_rows::<6>();
    agree_on_random_rows::<7>();
}

/// All 133,784,560 seven-card hands, in rows of a million, on every path and ranking.
#[test]
#[ignore = "about 2 s in release; CI runs it (--include-ignored)"]
fn every_path_agrees_on_every_seven_card_hand() {
    let paths = RowPath::available();
    let mut data = Vec::with_capacity(7 << 20);
    let mut hands = 0u64;
    let mut check = |data: &mut Vec<Card>| {
        for ranking in RANKINGS {
            let portable = values::<7>(RowPath::Portable, ranking, data);
            for &path in &paths[1..] {
                assert!(
                    values::<7>(path, ranking, data) == portable,
                    "{path:?} {ranking:?}"
                );
            }
        }
        hands += (data.len() / 7) as u64;
        data.clear();
    };
    for first in 0..52 {
        for_each_combination(first, 52, 7, |hand| {
            data.extend_from_slice(hand);
            if data.len() >= 7 << 20 {
                check(&mut data);
            }
        });
    }
    check(&mut data);
    assert_eq!(hands, 133_784_560);
}

/// The check of every vector path flags a row with a repeated card (of every other
/// place), an id past the deck, 255 or the joker, at every place of every row of a
/// block; and passes valid rows.
#[test]
fn the_vector_check_flags_every_bad_row() {
    fn width<const W: usize>(path: RowPath) {
        let t = tables();
        let data = random_rows(64, W, 77 + W as u64);
        let mut out = vec![0u32; 64];
        let checked = |d: &[Card], out: &mut [u32]| {
            t.vector_rows::<W>(path, RankSumRanking::High, d, out, true)
                .expect("a vector path")
        };
        assert_eq!(checked(&data, &mut out), (64, true), "{path:?}");
        for row in [0, 3, 4, 5, 7, 8, 15, 16, 31, 63] {
            for place in 0..W {
                let at = row * W + place;
                let mut bad: Vec<Card> = (0..W)
                    .filter(|&q| q != place)
                    .map(|q| data[row * W + q])
                    .collect();
                bad.extend([52, 53, 255]);
                for value in bad {
                    let mut d = data.clone();
                    d[at] = value;
                    let (_, valid) = checked(&d, &mut out);
                    assert!(
                        !valid,
                        "{path:?} W {W} row {row} place {place} value {value}"
                    );
                }
            }
        }
    }
    for &path in &RowPath::available()[1..] {
        width::<5>(path);
        width::<6>(path);
        width::<7>(path);
    }
}
