//! `category_counts`: every hand of `n` cards from a game's deck, counted by category,
//! exhaustively and on all cores.
//!
//! The five-to-seven-card games whose value depends on the [`HandKey`] alone build the
//! key incrementally in nested loops (one addition per hand at the innermost level),
//! in parallel over the first two cards, and count class numbers in per-thread
//! histograms that are mapped to categories at the end. The other games (the Pai Gow
//! two-card hand, badugi, deuce-to-seven) enumerate the card combinations and rank each.

use rayon::prelude::*;

pub use super::pair_keys::PairKeys;
use super::tables::{tables, HandKey, Tables};
use super::{category_index, check_width, rank_checked, Ranking};
use crate::cards::Card;
use crate::error::Result;

/// Number of cards of the game's deck (53 with the joker, 36 for the short deck).
pub fn deck_size(game: Ranking) -> u8 {
    deck_end(game) - first_card(game)
}

/// The first card id of the game's deck: its cards are the ids from this one up to
/// [`deck_end`] (the short deck's are the sixes to the aces).
pub fn first_card(game: Ranking) -> u8 {
    if game.short_deck_rule().is_some() {
        crate::cards::SHORT_DECK_FIRST
    } else {
        0
    }
}

/// One past the last card id of the game's deck (53 with the joker).
pub fn deck_end(game: Ranking) -> u8 {
    if game.has_joker() {
        53
    } else {
        52
    }
}

/// A ranking valued from the [`HandKey`] alone, as [`key_histogram`] enumerates it.
trait KeyRanking: Sync {
    /// The value of one hand.
    fn value(&self, h: HandKey) -> u16;

    /// The value of `h` plus each pair of `pairs` above `from`, in order, to `f`.
    #[inline(always)]
    fn with_each_pair(&self, pairs: &PairKeys, h: HandKey, from: u8, f: &mut impl FnMut(u16)) {
        for p in pairs.above(from) {
            f(self.value(h.combine_raw(*p)));
        }
    }
}

/// A ranking given by a function of the key.
struct ByKey<F>(F);

impl<F: Fn(HandKey) -> u16 + Sync> KeyRanking for ByKey<F> {
    #[inline(always)]
    fn value(&self, h: HandKey) -> u16 {
        (self.0)(h)
    }
}

/// HIGH, its last two cards by [`PairKeys::high_with_each`].
struct High<'a>(&'a Tables);

impl KeyRanking for High<'_> {
    #[inline(always)]
    fn value(&self, h: HandKey) -> u16 {
        self.0.high(h)
    }

    #[inline(always)]
    fn with_each_pair(&self, pairs: &PairKeys, h: HandKey, from: u8, f: &mut impl FnMut(u16)) {
        pairs.high_with_each(self.0, h, from, f);
    }
}

/// `f` of the value of every hand `h` plus `left` cards above `from` (the cards from
/// `from` to `deck - 1`), the last two cards from `pairs` (of the same deck).
#[inline(always)]
fn extend(
    ranking: &impl KeyRanking,
    h: HandKey,
    from: u8,
    pairs: &PairKeys,
    left: usize,
    f: &mut impl FnMut(u16),
) {
    let deck = pairs.deck();
    match left {
        0 => f(ranking.value(h)),
        1 => {
            for g in from..deck {
                f(ranking.value(h.add(g)));
            }
        }
        2 => ranking.with_each_pair(pairs, h, from, f),
        _ => {
            for a in from..deck {
                extend(ranking, h.add(a), a + 1, pairs, left - 1, f);
            }
        }
    }
}

/// Class histogram (index = rank) of every `n`-card hand of the cards `first..deck`,
/// the value from the key.
fn key_histogram(
    (first, deck): (u8, u8),
    n: usize,
    classes: usize,
    ranking: impl KeyRanking,
) -> Vec<u64> {
    let tail = PairKeys::new(deck);
    let pairs: Vec<(u8, u8)> = (first..deck)
        .flat_map(|a| (a + 1..deck).map(move |b| (a, b)))
        .collect();
    pairs
        .par_iter()
        .fold(
            || vec![0u64; classes],
            |mut hist, &(a, b)| {
                let h = HandKey::default().add(a).add(b);
                // Counts of one task fit in u32 (at most C(51, 5) hands).
                let mut local = vec![0u32; classes];
                extend(&ranking, h, b + 1, &tail, n - 2, &mut |v| {
                    local[v as usize] += 1
                });
                for (x, y) in hist.iter_mut().zip(&local) {
                    *x += *y as u64;
                }
                hist
            },
        )
        .reduce(|| vec![0u64; classes], add_into)
}

fn add_into(mut a: Vec<u64>, b: Vec<u64>) -> Vec<u64> {
    for (x, y) in a.iter_mut().zip(&b) {
        *x += y;
    }
    a
}

/// The combinations of `n` cards of `0..deck` starting with card `first`, in order.
pub(crate) fn for_each_combination(first: u8, deck: u8, n: usize, mut f: impl FnMut(&[Card])) {
    let mut idx: Vec<Card> = (0..n as u8).map(|i| first + i).collect();
    if idx.last().is_some_and(|&c| c >= deck) {
        return;
    }
    loop {
        f(&idx);
        // Advance the last position that can move (never the first card).
        let mut i = n;
        loop {
            i -= 1;
            if i == 0 {
                return;
            }
            if idx[i] < deck - (n - i) as u8 {
                break;
            }
        }
        idx[i] += 1;
        for j in i + 1..n {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// Class histogram of every `n`-card hand of the cards `first..deck`, each ranked with
/// `rank_checked`.
fn slow_histogram(
    t: &Tables,
    game: Ranking,
    (first, deck): (u8, u8),
    n: usize,
    classes: usize,
) -> Vec<u64> {
    (first..deck)
        .into_par_iter()
        .fold(
            || vec![0u64; classes],
            |mut hist, first| {
                for_each_combination(first, deck, n, |h| {
                    hist[rank_checked(t, game, h) as usize] += 1
                });
                hist
            },
        )
        .reduce(|| vec![0u64; classes], add_into)
}

/// How many of the `n`-card hands of the game's deck fall in each category, in the
/// order of [`Ranking::categories`]. Runs on the current rayon pool.
pub fn category_counts(game: Ranking, n: usize) -> Result<Vec<u64>> {
    check_width(game, n)?;
    let t = tables();
    let deck = (first_card(game), deck_end(game));
    let classes = game.class_count() as usize + 1;
    let hist = match game {
        Ranking::PaigowHigh => key_histogram(deck, n, classes, ByKey(|h| t.paigow_high(h))),
        Ranking::High => key_histogram(deck, n, classes, High(t)),
        Ranking::AceToFive => key_histogram(deck, n, classes, ByKey(|h| t.ace_to_five(h))),
        Ranking::AceToFive8 => key_histogram(deck, n, classes, ByKey(|h| t.ace_to_five_8(h))),
        Ranking::ShortDeck | Ranking::ShortDeckStraightOverTrips => {
            let sd = super::short_deck::short_deck_tables();
            let rule = game.short_deck_rule().expect("a short-deck ranking");
            key_histogram(deck, n, classes, ByKey(|h| sd.rank(t, rule, h)))
        }
        Ranking::DeuceToSeven | Ranking::PaigowLow | Ranking::Badugi => {
            slow_histogram(t, game, deck, n, classes)
        }
    };
    let mut counts = vec![0u64; game.categories().len()];
    for (rank, &count) in hist.iter().enumerate() {
        if count > 0 {
            counts[category_index(t, game, rank as u32)] += count;
        }
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_card_counts() {
        assert_eq!(
            category_counts(Ranking::PaigowHigh, 5).unwrap(),
            [1, 24, 180, 828, 4368, 7804, 20532, 63360, 138600, 1215024, 1418964]
        );
        assert_eq!(
            category_counts(Ranking::High, 5).unwrap(),
            [4, 36, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540]
        );
        assert_eq!(
            category_counts(Ranking::AceToFive8, 5).unwrap(),
            [57344, 2598960 - 57344]
        );
        assert_eq!(
            category_counts(Ranking::Badugi, 4).unwrap(),
            [17160, 154440, 96252, 2873]
        );
        assert_eq!(
            category_counts(Ranking::PaigowLow, 2)
                .unwrap()
                .iter()
                .sum::<u64>(),
            53 * 52 / 2
        );
        assert_eq!(
            category_counts(Ranking::DeuceToSeven, 5)
                .unwrap()
                .iter()
                .sum::<u64>(),
            2598960
        );
    }

    #[test]
    fn six_card_totals() {
        for game in [
            Ranking::PaigowHigh,
            Ranking::High,
            Ranking::AceToFive,
            Ranking::DeuceToSeven,
        ] {
            let deck = deck_size(game) as u64;
            let total = deck * (deck - 1) * (deck - 2) * (deck - 3) * (deck - 4) * (deck - 5) / 720;
            assert_eq!(
                category_counts(game, 6).unwrap().iter().sum::<u64>(),
                total,
                "{game:?}"
            );
        }
    }

    #[test]
    fn seven_card_counts() {
        assert_eq!(
            category_counts(Ranking::PaigowHigh, 7).unwrap(),
            [
                1128, 26132, 184832, 307472, 4188528, 6172088, 11236028, 7470676, 35553816,
                64221960, 24780420
            ]
        );
        let high = category_counts(Ranking::High, 7).unwrap();
        assert_eq!(high[0] + high[1], 41584);
        assert_eq!(
            high[2..],
            [224848, 3473184, 4047644, 6180020, 6461620, 31433400, 58627800, 23294460]
        );
        assert_eq!(
            category_counts(Ranking::AceToFive, 7).unwrap(),
            [127615488, 5948800, 219648, 0, 624, 0]
        );
        assert_eq!(
            category_counts(Ranking::AceToFive8, 7).unwrap(),
            [24530944, 133784560 - 24530944]
        );
    }
}
