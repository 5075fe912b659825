//! The games without a board: seven-card stud (high, 8-or-better hi-lo, razz) and the
//! single-draw games (deuce-to-seven, ace-to-five, badugi). Each player's hand is
//! their own cards: those known to the asker and the rest dealt from the unseen cards.

use crate::cards::{Card, RANKS};
use crate::equity::showdown::Values;
use crate::eval::badugi;
use crate::eval::tables::{HandKey, Tables};

/// A rank mask (13 bits, the deuce first) with the ace moved below the deuce.
#[inline(always)]
const fn ace_low(ranks: u32) -> u32 {
    (ranks << 1 | ranks >> 12) & 0x1FFF
}

/// The five lowest ranks of an ace-low mask (all of them when fewer).
const fn lowest_five(mut ranks: u32) -> u32 {
    while ranks.count_ones() > 5 {
        ranks &= !(1 << (31 - ranks.leading_zeros()));
    }
    ranks
}

/// The 8-or-better lows of the ace-low masks of the ranks ace to eight: `256 -` the
/// mask of the five lowest (of sets of one size, the smaller mask has the lower top
/// card first: the better low), 0 without five.
const EIGHT_OR_BETTER: [u16; 256] = {
    let mut lows = [0; 256];
    let mut m = 0;
    while m < 256 {
        let five = lowest_five(m as u32);
        if five.count_ones() == 5 {
            lows[m] = 256 - five as u16;
        }
        m += 1;
    }
    lows
};

/// The 8-or-better low of a hand of these ranks (13 bits, the deuce first), in the
/// order of [`Tables::ace_to_five_8`] (larger is better, 0 = none), from one small
/// table rather than the hashed one.
#[inline(always)]
fn eight_or_better(ranks: u32) -> u16 {
    EIGHT_OR_BETTER[(ace_low(ranks) & 0xFF) as usize]
}

/// The ace-to-five values of hands of five distinct ranks or more by ace-low rank
/// mask (0 with fewer), equal to [`Tables::ace_to_five`]'s: their five lowest ranks
/// in colex order (the top card first) below the best, 6175 for A2345.
const ACE_TO_FIVE_DISTINCT: [u16; 1 << RANKS] = {
    // binomial(n, k) for n < 13, k <= 5
    let mut binomial = [[0u16; 6]; RANKS];
    let mut n = 0;
    while n < RANKS {
        binomial[n][0] = 1;
        let mut k = 1;
        while k < 6 && n > 0 {
            binomial[n][k] = binomial[n - 1][k - 1] + binomial[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    let mut values = [0; 1 << RANKS];
    let mut m = 0;
    while m < 1 << RANKS {
        let five = lowest_five(m as u32);
        if five.count_ones() == 5 {
            let (mut colex, mut i, mut rank) = (0, 0, 0);
            while rank < RANKS {
                if five >> rank & 1 == 1 {
                    i += 1;
                    colex += binomial[rank][i];
                }
                rank += 1;
            }
            values[m] = 6175 - colex;
        }
        m += 1;
    }
    values
};

/// Ace-to-five low of five to seven cards: from the rank mask when they hold five
/// distinct ranks, else from the hashed table.
#[inline(always)]
fn ace_to_five(t: &Tables, key: HandKey) -> u16 {
    match ACE_TO_FIVE_DISTINCT[ace_low(key.rank_mask()) as usize] {
        0 => t.ace_to_five(key),
        v => v,
    }
}

/// A game of the players' own cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StudDrawGame {
    /// Seven-card stud, best high of seven.
    Stud,
    /// Seven-card stud, half to the best high, half to the best 8-or-better low.
    StudHiLo,
    /// Seven-card stud, best ace-to-five low, no qualifier.
    Razz,
    /// Five cards after one draw, best deuce-to-seven low.
    Draw27,
    /// Five cards after one draw, best ace-to-five low.
    DrawA5,
    /// Four cards after one draw, best badugi.
    BadugiDraw,
}

/// Every game, in the order of [`StudDrawGame::NAMES`].
pub const STUD_DRAW_GAMES: [StudDrawGame; 6] = [
    StudDrawGame::Stud,
    StudDrawGame::StudHiLo,
    StudDrawGame::Razz,
    StudDrawGame::Draw27,
    StudDrawGame::DrawA5,
    StudDrawGame::BadugiDraw,
];

impl StudDrawGame {
    /// The games' names.
    pub const NAMES: [&'static str; 6] = [
        "stud",
        "stud-hi-lo",
        "razz",
        "2-7-draw",
        "a-5-draw",
        "badugi-draw",
    ];

    /// The game's name, e.g. `stud-hi-lo`.
    pub fn name(self) -> &'static str {
        Self::NAMES[STUD_DRAW_GAMES.iter().position(|&g| g == self).unwrap_or(0)]
    }

    /// Cards of a player's final hand.
    pub fn cards(self) -> usize {
        match self {
            StudDrawGame::Stud | StudDrawGame::StudHiLo | StudDrawGame::Razz => 7,
            StudDrawGame::Draw27 | StudDrawGame::DrawA5 => 5,
            StudDrawGame::BadugiDraw => 4,
        }
    }

    /// Whether the game is stud (a community card when the deck runs out).
    pub fn is_stud(self) -> bool {
        self.cards() == 7
    }

    /// Whether the pot is split high and 8-or-better low.
    pub fn is_hi_lo(self) -> bool {
        self == StudDrawGame::StudHiLo
    }

    /// Whether a hand's value depends on its ranks only (ace-to-five ignores suits and
    /// straights), so that deals can be counted by rank multisets.
    pub fn ranks_only(self) -> bool {
        matches!(self, StudDrawGame::Razz | StudDrawGame::DrawA5)
    }

    /// Whether [`StudDrawGame::values`] reads the cards (the others read the key).
    #[inline(always)]
    pub fn values_need_cards(self) -> bool {
        matches!(self, StudDrawGame::Draw27 | StudDrawGame::BadugiDraw)
    }

    /// The values of a full hand (`key` the key of `cards`): the game's ranking as
    /// `high` (razz and the draw lows included: larger is better), and the 8-or-better
    /// low in stud hi-lo (on its own scale: only comparisons between hands count).
    #[inline(always)]
    pub fn values(self, t: &Tables, cards: &[Card], key: HandKey) -> Values {
        match self {
            StudDrawGame::Stud => Values {
                high: t.high(key),
                low: 0,
            },
            StudDrawGame::StudHiLo => Values {
                high: t.high(key),
                low: eight_or_better(key.rank_mask()),
            },
            StudDrawGame::Razz | StudDrawGame::DrawA5 => Values {
                high: ace_to_five(t, key),
                low: 0,
            },
            StudDrawGame::Draw27 => Values {
                high: t.deuce_to_seven(cards),
                low: 0,
            },
            StudDrawGame::BadugiDraw => Values {
                high: badugi::rank(&[cards[0], cards[1], cards[2], cards[3]]),
                low: 0,
            },
        }
    }

    /// The values of a hand given only by its rank counts (games where
    /// [`StudDrawGame::ranks_only`]): any cards of those ranks.
    pub fn values_of_ranks(self, t: &Tables, counts: &[u8; RANKS]) -> Values {
        let mut cards = [0 as Card; 7];
        let mut n = 0;
        for (rank, &count) in counts.iter().enumerate() {
            for suit in 0..count {
                cards[n] = rank as Card * 4 + suit;
                n += 1;
            }
        }
        self.values(t, &cards[..n], HandKey::of(&cards[..n]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_or_better_orders_hands_as_the_table() {
        // Seven cards of every set of three to seven ranks (the first ranks paired up
        // to seven cards): the same order and the same "no low" as the hashed table.
        let t = crate::eval::tables::tables();
        let mut seen: Vec<(u16, u16)> = Vec::new();
        for mask in (0u32..1 << RANKS).filter(|m| (3..=7).contains(&m.count_ones())) {
            let ranks: Vec<Card> = (0..RANKS as Card).filter(|&r| mask >> r & 1 == 1).collect();
            let mut cards: Vec<Card> = ranks.iter().map(|&r| r * 4).collect();
            cards.extend(
                ranks
                    .iter()
                    .cycle()
                    .map(|&r| r * 4 + 1)
                    .take(7 - ranks.len()),
            );
            let key = HandKey::of(&cards);
            seen.push((t.ace_to_five_8(key), eight_or_better(key.rank_mask())));
        }
        seen.sort();
        for w in seen.windows(2) {
            assert_eq!(w[0].0.cmp(&w[1].0), w[0].1.cmp(&w[1].1), "{w:?}");
        }
        assert!(seen.iter().all(|&(a, b)| (a == 0) == (b == 0)));
    }

    #[test]
    fn ace_to_five_of_distinct_ranks_is_the_tables() {
        let t = crate::eval::tables::tables();
        for mask in (0u32..1 << RANKS).filter(|m| (5..=7).contains(&m.count_ones())) {
            let cards: Vec<Card> = (0..RANKS as Card)
                .filter(|&r| mask >> r & 1 == 1)
                .map(|r| r * 4 + r % 4)
                .collect();
            let key = HandKey::of(&cards);
            assert_eq!(ace_to_five(t, key), t.ace_to_five(key), "{cards:?}");
        }
    }
}
