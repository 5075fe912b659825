//! The draws of a hand on a flop or turn ([`draws`]): flags of [`DRAWS`], from the
//! cards to come (the cards in neither the hand nor the board), by the definitions in
//! `docs/board-classes.md`.

use super::classify::{Board, ACE_HIGH, NOTHING};
use super::shape::{flush_is_nut, has_flush, has_straight, Suits};
use super::{Game, DRAWS};
use crate::cards::{rank_of, Card};

/// Bit of a draw in the draws' mask (bit `i` for [`DRAWS`]`[i]`).
pub const FLUSH_DRAW: u8 = 1 << 0;
pub const NUT_FLUSH_DRAW: u8 = 1 << 1;
pub const OPEN_ENDED: u8 = 1 << 2;
pub const GUTSHOT: u8 = 1 << 3;
pub const COMBO_DRAW: u8 = 1 << 4;
pub const BACKDOOR_FLUSH_DRAW: u8 = 1 << 5;
pub const TWO_OVERCARDS: u8 = 1 << 6;

const _: () = assert!(DRAWS.len() == 7);

/// The cards to come: neither in `hole` nor on the board.
fn to_come(hole: Suits, board: &Board) -> impl Iterator<Item = Card> + '_ {
    let seen = hole.union(board.suits);
    (0..52u8).filter(move |&c| !seen.holds(c))
}

/// The draws' mask of `hole` (with made class `made`) on a board of three or four
/// cards (0 on the river).
pub fn draws(game: Game, hole: &[Card], made: u8, board: &Board) -> u8 {
    if board.cards().len() >= 5 {
        return 0;
    }
    let h = Suits::of(hole);
    let mut mask = flush_draws(game, h, board);
    mask |= straight_draws(game, h, board);
    if mask & FLUSH_DRAW != 0 && mask & (OPEN_ENDED | GUTSHOT) != 0 {
        mask |= COMBO_DRAW;
    }
    if board.cards().len() == 3 && mask & FLUSH_DRAW == 0 && backdoor_flush(game, h, board) {
        mask |= BACKDOOR_FLUSH_DRAW;
    }
    if (made == ACE_HIGH || made == NOTHING) && two_overcards(hole, board) {
        mask |= TWO_OVERCARDS;
    }
    mask
}

/// A flush draw: no flush now, one with some card to come; the nut flush draw when
/// every such card gives the nut flush.
fn flush_draws(game: Game, h: Suits, board: &Board) -> u8 {
    if has_flush(game, h, board.suits) {
        return 0;
    }
    let (mut outs, mut nut) = (0, true);
    // A flush is five of a suit: a suit with fewer than four in hand and board has no
    // card to come that makes one.
    let near = |c: Card| {
        let s = c as usize & 3;
        (h.0[s] | board.suits.0[s]).count_ones() >= 4
    };
    for c in to_come(h, board).filter(|&c| near(c)) {
        let b = board.suits.with(c);
        if has_flush(game, h, b) {
            outs += 1;
            nut &= flush_is_nut(game, h, b);
        }
    }
    match (outs, nut) {
        (0, _) => 0,
        (_, true) => FLUSH_DRAW | NUT_FLUSH_DRAW,
        _ => FLUSH_DRAW,
    }
}

/// Straight draws: no straight now; open-ended (or a double gutter) when cards of two
/// or more ranks to come give one, a gutshot when those of one rank do.
fn straight_draws(game: Game, h: Suits, board: &Board) -> u8 {
    if has_straight(game, h, board.suits) {
        return 0;
    }
    let (mut asked, mut ranks) = (0u16, 0u16);
    for c in to_come(h, board) {
        // Straights read ranks: one card of each rank to come is asked.
        let bit = 1 << rank_of(c);
        if asked & bit == 0 {
            asked |= bit;
            if has_straight(game, h, board.suits.with(c)) {
                ranks |= bit;
            }
        }
    }
    match ranks.count_ones() {
        0 => 0,
        1 => GUTSHOT,
        _ => OPEN_ENDED,
    }
}

/// A backdoor flush draw (flop): two cards to come of one suit give a flush. Any two
/// of the suit serve: a flush needs the hand's cards of the suit and the board then
/// holds at most four.
fn backdoor_flush(game: Game, h: Suits, board: &Board) -> bool {
    if has_flush(game, h, board.suits) {
        return false;
    }
    (0..4u8).any(|s| {
        let mut of_suit = to_come(h, board).filter(|&c| c & 3 == s);
        match (of_suit.next(), of_suit.next()) {
            (Some(a), Some(b)) => has_flush(game, h, board.suits.with(a).with(b)),
            _ => false,
        }
    })
}

/// Two hole cards of distinct ranks above the board's top card.
fn two_overcards(hole: &[Card], board: &Board) -> bool {
    let above: u16 = hole
        .iter()
        .map(|&c| rank_of(c))
        .filter(|&r| r > board.top)
        .fold(0, |m, r| m | 1 << r);
    above.count_ones() >= 2
}
