//! The shapes of cards the classes are made of: rank masks by suit (bit `r` for rank
//! `r`, 0 the deuce), straights and flushes, and whether the player holds one under
//! the game's rule ([`has_straight`], [`has_flush`]) and whether a flush is the nut
//! flush ([`flush_is_nut`]).

use super::Game;
use crate::cards::{rank_of, suit_of, Card, RANKS};

/// Every rank.
pub const ALL_RANKS: u16 = (1 << RANKS) - 1;
/// The wheel's ranks: A 2 3 4 5.
const WHEEL: u16 = 1 << 12 | 0b1111;

/// Cards as one rank mask per suit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Suits(pub [u16; 4]);

impl Suits {
    pub fn of(cards: &[Card]) -> Suits {
        let mut s = Suits::default();
        for &c in cards {
            s = s.with(c);
        }
        s
    }

    /// These cards and `card`.
    #[inline]
    pub fn with(self, card: Card) -> Suits {
        let mut s = self;
        s.0[suit_of(card) as usize] |= 1 << rank_of(card);
        s
    }

    /// The ranks held in any suit.
    #[inline]
    pub fn ranks(self) -> u16 {
        self.0.iter().fold(0, |m, &s| m | s)
    }

    /// Whether `card` is among these.
    #[inline]
    pub fn holds(self, card: Card) -> bool {
        self.0[suit_of(card) as usize] >> rank_of(card) & 1 == 1
    }

    /// The cards of both.
    #[inline]
    pub fn union(self, other: Suits) -> Suits {
        Suits(std::array::from_fn(|s| self.0[s] | other.0[s]))
    }
}

/// The five-rank windows of the straights, best first (A-high down to the wheel).
pub fn straight_windows() -> impl Iterator<Item = u16> {
    (0..10).map(|i| match i {
        9 => WHEEL,
        _ => 0b11111 << (8 - i),
    })
}

/// The best straight within `ranks`, as 1 + its index from the top among
/// [`straight_windows`] counted from the bottom (10 the broadway, 1 the wheel; 0 none).
pub fn straight_value(ranks: u16) -> u8 {
    straight_windows()
        .position(|w| ranks & w == w)
        .map_or(0, |i| 10 - i as u8)
}

/// The `n` highest ranks of a mask.
pub fn top(mut ranks: u16, n: u32) -> u16 {
    while ranks.count_ones() > n {
        ranks &= ranks - 1;
    }
    ranks
}

/// Whether the player holds a straight: hold'em, the best straight of hole and board
/// is better than the board's own; Omaha, two hole cards of distinct ranks and three
/// board cards make one.
pub fn has_straight(game: Game, hole: Suits, board: Suits) -> bool {
    let (h, b) = (hole.ranks(), board.ranks());
    match game {
        Game::Holdem => straight_value(h | b) > straight_value(b),
        Game::Omaha(_) => straight_windows().any(|w| {
            let missing = w & !b;
            missing.count_ones() <= 2 && missing & !h == 0 && (w & h).count_ones() >= 2
        }),
    }
}

/// The player's best flush as its five ranks and the suit (None: no flush the player
/// holds). Hold'em: the top five of a suit's hole and board cards, unless the board's
/// own five are as good; Omaha: the two highest hole and three highest board cards of
/// a suit with two and three of them (the board holds at most one such suit).
pub fn best_flush(game: Game, hole: Suits, board: Suits) -> Option<(u16, usize)> {
    (0..4).find_map(|s| {
        let (h, b) = (hole.0[s], board.0[s]);
        let five = match game {
            Game::Holdem if (h | b).count_ones() >= 5 && top(h | b, 5) != top(b, 5) => {
                top(h | b, 5)
            }
            Game::Omaha(_) if h.count_ones() >= 2 && b.count_ones() >= 3 => top(h, 2) | top(b, 3),
            _ => return None,
        };
        Some((five, s))
    })
}

/// Whether the player holds a flush (see [`best_flush`]).
pub fn has_flush(game: Game, hole: Suits, board: Suits) -> bool {
    best_flush(game, hole, board).is_some()
}

/// Whether the player's flush is the nut flush: no two cards left (off the board and
/// out of the player's hand) make a higher flush of the suit under the game's rule.
/// The best rival holds the two highest ranks of the suit left.
pub fn flush_is_nut(game: Game, hole: Suits, board: Suits) -> bool {
    let Some((five, s)) = best_flush(game, hole, board) else {
        return false;
    };
    let left = ALL_RANKS & !hole.0[s] & !board.0[s];
    let rival_hole = top(left, 2);
    let b = board.0[s];
    let rival = match game {
        Game::Holdem => top(rival_hole | b, 5),
        Game::Omaha(_) if rival_hole.count_ones() == 2 => rival_hole | top(b, 3),
        Game::Omaha(_) => 0,
    };
    five >= rival
}
