//! `rank_many`: the rank of every row of a card matrix, on all cores.

use rayon::prelude::*;

use super::arrays::{bad_row_error, row_key, short_deck_words, words, DeckWords, Rows};
use super::valid_rows::{self, RowRank};
use super::ROWS_PER_TASK;
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::eval::short_deck::short_deck_tables;
use crate::eval::tables::{key_chain, tables, HandKey, RankSumRanking, RowPath, Tables};
use crate::eval::{badugi, check, check_width, two_card, Ranking};

/// Evaluates the rows of `data` (width `W`) into `out` with `f`, validating each row;
/// false when some row is bad (its output is then left as it was).
#[inline(always)]
fn fill<const W: usize>(
    w: &DeckWords,
    data: &[Card],
    out: &mut [u32],
    f: impl Fn(HandKey, &[Card; W]) -> u32,
) -> bool {
    let mut all_ok = true;
    for (row, o) in data.chunks_exact(W).zip(out.iter_mut()) {
        // A copy: the values validated are the values evaluated, whatever another
        // thread might write to a shared input meanwhile.
        let row: [Card; W] = row.try_into().expect("rows of W cards");
        let (h, ok) = row_key(w, &row);
        if ok {
            *o = f(h, &row);
        } else {
            all_ok = false;
        }
    }
    all_ok
}

/// The rankings read from the key word alone, as [`valid_rows::fill_valid`] takes them:
/// the key summed card after card ([`key_chain`]: the vector loops have few registers
/// to spare).
macro_rules! row_rank {
    ($name:ident, $ranking:expr, |$t:ident, $row:ident, $key:ident| $rank:expr) => {
        struct $name;

        impl RowRank for $name {
            const RANKING: Option<RankSumRanking> = $ranking;

            #[inline(always)]
            fn rank($t: &Tables, $row: &[Card]) -> u32 {
                let $key = key_chain($row);
                $rank as u32
            }
        }
    };
}
row_rank!(HighOf, Some(RankSumRanking::High), |t, row, key| t
    .high_of_key(key, row));
row_rank!(PaigowHighOf, None, |t, row, key| t
    .paigow_high_of_key(key, row));
row_rank!(
    AceToFiveOf,
    Some(RankSumRanking::AceToFive),
    |t, _row, key| t.ace_to_five(HandKey { key, mask: 0 })
);
row_rank!(
    AceToFive8Of,
    Some(RankSumRanking::AceToFive8),
    |t, _row, key| t.ace_to_five_8(HandKey { key, mask: 0 })
);

/// One task's rows: the game and width dispatched once, to a loop specialised for them.
fn kernel(game: Ranking, width: usize, t: &Tables, data: &[Card], out: &mut [u32]) -> bool {
    let joker = game.has_joker();
    let w = deck_words(game);
    macro_rules! five_to_seven {
        ($rank:ty) => {
            match width {
                5 => valid_rows::fill_valid::<5, $rank>(t, data, out, joker),
                6 => valid_rows::fill_valid::<6, $rank>(t, data, out, joker),
                _ => valid_rows::fill_valid::<7, $rank>(t, data, out, joker),
            }
        };
    }
    match game {
        Ranking::PaigowHigh => five_to_seven!(PaigowHighOf),
        Ranking::High => five_to_seven!(HighOf),
        Ranking::AceToFive => five_to_seven!(AceToFiveOf),
        Ranking::AceToFive8 => five_to_seven!(AceToFive8Of),
        Ranking::DeuceToSeven => match width {
            5 => fill::<5>(w, data, out, |_, r| t.deuce_to_seven(r) as u32),
            6 => fill::<6>(w, data, out, |_, r| t.deuce_to_seven(r) as u32),
            _ => fill::<7>(w, data, out, |_, r| t.deuce_to_seven(r) as u32),
        },
        Ranking::PaigowLow => fill::<2>(w, data, out, |_, r| two_card::rank(r[0], r[1])),
        Ranking::Badugi => fill::<4>(w, data, out, |_, r| badugi::rank(r) as u32),
        Ranking::ShortDeck | Ranking::ShortDeckStraightOverTrips => {
            let (sd, rule) = (
                short_deck_tables(),
                game.short_deck_rule().expect("short deck"),
            );
            match width {
                5 => fill::<5>(w, data, out, |h, _| sd.rank(t, rule, h) as u32),
                6 => fill::<6>(w, data, out, |h, _| sd.rank(t, rule, h) as u32),
                _ => fill::<7>(w, data, out, |h, _| sd.rank(t, rule, h) as u32),
            }
        }
    }
}

/// The words of the game's deck (a row holding any other id is bad).
fn deck_words(game: Ranking) -> &'static DeckWords {
    if game.short_deck_rule().is_some() {
        short_deck_words()
    } else {
        words(game.has_joker())
    }
}

/// The rank of every row (`eval::rank`'s value, 0 where an eight-or-better game has no
/// qualifying low), on the current rayon pool. The whole matrix is validated: the
/// first bad row is named in the error and no result is returned.
pub fn rank_many(game: Ranking, rows: Rows<'_>) -> Result<Vec<u32>> {
    let mut out = vec![0u32; rows.len()];
    rank_many_into(game, rows, &mut out)?;
    Ok(out)
}

/// [`rank_many`] into `out` (one entry per row). On an error `out` holds garbage.
pub fn rank_many_into(game: Ranking, rows: Rows<'_>, out: &mut [u32]) -> Result<()> {
    check_width(game, rows.width())?;
    assert_eq!(out.len(), rows.len(), "one output per row");
    let t = tables();
    let n = rows.len();
    let width = rows.width();
    let all_ok = out
        .par_chunks_mut(ROWS_PER_TASK)
        .enumerate()
        .map(|(i, chunk)| {
            let start = i * ROWS_PER_TASK;
            let data = rows.slice(start, start + chunk.len()).data();
            kernel(game, width, t, data, chunk)
        })
        .reduce(|| true, |a, b| a & b);
    if all_ok {
        return Ok(());
    }
    let w = deck_words(game);
    Err(bad_row_error(
        n,
        |i| !row_key(w, rows.row(i)).1,
        |i| check(game, rows.row(i)),
    ))
}

/// The bare evaluation loop that [`rank_many`] is measured against: the HIGH ranks of
/// rows of seven cards on this thread, a task's rows at a time on the fastest
/// [`RowPath`], summed, with no validation (benchmarks only; a row that is not seven
/// distinct cards adds a meaningless rank).
pub fn bare_high7_sum(rows: Rows<'_>) -> Result<u64> {
    if rows.width() != 7 {
        return Err(Error::Hand(format!(
            "the bare loop takes rows of 7 cards, got {}",
            rows.width()
        )));
    }
    let t = tables();
    let path = RowPath::detect();
    let mut out = vec![0u32; ROWS_PER_TASK];
    let mut sum = 0u64;
    for task in rows.data().chunks(7 * ROWS_PER_TASK) {
        let n = t.rank_sum_rows::<7>(path, RankSumRanking::High, task, &mut out);
        sum += out[..n].iter().map(|&r| r as u64).sum::<u64>();
    }
    Ok(sum)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::enumerate::{deck_end, first_card};
    use crate::eval::{rank, RANKINGS};

    /// `n` rows of `width` distinct cards of `cards` (a game's deck).
    fn random_rows(n: usize, width: usize, cards: std::ops::Range<u8>, seed: u64) -> Vec<Card> {
        let mut rng = crate::runtime::rng::Xoshiro256pp::seeded(seed, 0);
        let mut out = Vec::with_capacity(n * width);
        let mut d: Vec<Card> = cards.collect();
        let deck = d.len();
        for _ in 0..n {
            for i in 0..width {
                let j = i + rng.below((deck - i) as u32) as usize;
                d.swap(i, j);
                out.push(d[i]);
            }
        }
        out
    }

    #[test]
    fn equals_single_hand_rank_for_every_game_and_width() {
        for game in RANKINGS {
            let deck = first_card(game)..deck_end(game);
            for width in game.card_counts() {
                let data = random_rows(20_000, width, deck.clone(), width as u64);
                let got = rank_many(game, Rows::new(&data, width).unwrap()).unwrap();
                for (row, &r) in data.chunks(width).zip(&got) {
                    assert_eq!(rank(game, row).unwrap(), r, "{game:?} {row:?}");
                }
            }
        }
    }

    #[test]
    fn errors_name_the_first_bad_row() {
        let mut data = random_rows(10_000, 7, 0..52, 9);
        data[7 * 7001 + 3] = data[7 * 7001 + 4];
        data[7 * 9000] = 60;
        let e = rank_many(Ranking::High, Rows::new(&data, 7).unwrap()).unwrap_err();
        assert!(
            matches!(&e, Error::Card(m) if m.starts_with("row 7001: duplicate card")),
            "{e:?}"
        );
        data[7 * 5000 + 6] = 52;
        let e = rank_many(Ranking::High, Rows::new(&data, 7).unwrap()).unwrap_err();
        assert!(
            matches!(&e, Error::Hand(m) if m.starts_with("row 5000: ")),
            "{e:?}"
        );
        let e = rank_many(Ranking::Badugi, Rows::new(&data, 7).unwrap()).unwrap_err();
        assert!(
            matches!(&e, Error::Hand(m) if m.contains("BADUGI takes 4")),
            "{e:?}"
        );
    }
}
