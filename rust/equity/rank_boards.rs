//! Hold'em high boards counted by their ranks, for the tuples of known hands of one
//! pattern of ranks ([`RankPattern`]).
//!
//! Every board is first settled as if nobody could make a flush: the boards of each
//! rank multiset once, with rank-only keys, at the number of ways the unseen cards
//! deal it (a product of binomials over the ranks' unseen suits, the same for every
//! tuple of the pattern). A board on which someone makes a flush holds three or more
//! cards of that suit, so of one suit only; those boards are then corrected suit by
//! suit: for each distinct [`SuitRanks`] of the pattern, every set of ranks the suit
//! takes on the new cards that makes someone a flush, with every multiset of ranks of
//! the other new cards, is settled twice, with and without the flushes, and the
//! difference counted at the summed weight of the tuples and suits holding those
//! ranks. In high-only hold'em a board's shares depend only on which players hold the
//! best value, so boards are counted by that set of players; the counts are integers,
//! the same as dealing every board.

use std::sync::OnceLock;

use super::exact::ExactTally;
use super::range::small_binomial;
use super::rank_patterns::{RankPattern, SuitRanks, MOST_PLAYERS};
use super::showdown::{settle, Share, Values};
use crate::cards::{rank_of, Card};
use crate::eval::tables::{tables, HandKey, Tables, RANK_KEYS, SUIT_COUNTERS_START};

const RANKS: usize = 13;
const BOARD_CARDS: usize = 5;
const ALL_RANKS: u16 = (1 << RANKS) - 1;

/// The high value of a flush (or straight flush) of each set of five or more ranks.
fn flush_values() -> &'static [u16] {
    static VALUES: OnceLock<Vec<u16>> = OnceLock::new();
    VALUES.get_or_init(|| {
        (0..1u16 << RANKS)
            .map(|ranks| {
                if ranks.count_ones() < 5 {
                    return 0;
                }
                let cards: Vec<Card> = (0..RANKS as u8)
                    .filter(|r| ranks >> r & 1 == 1)
                    .map(|r| 4 * r)
                    .collect();
                tables().high(HandKey::of(&cards))
            })
            .collect()
    })
}

/// Every multiset of `cards` ranks with at most `most[r]` of rank `r`: its rank sum
/// and the number of ways to deal it (a product of binomials).
fn rank_multisets(cards: usize, most: &[u8; RANKS]) -> Vec<(u64, u64)> {
    fn walk(
        rank: usize,
        left: usize,
        (key, ways): (u64, u64),
        most: &[u8; RANKS],
        out: &mut Vec<(u64, u64)>,
    ) {
        if left == 0 {
            return out.push((key, ways));
        }
        for r in rank..RANKS {
            for m in 1..=(most[r] as usize).min(left) {
                let dealt = (
                    key + m as u64 * RANK_KEYS[r] as u64,
                    ways * small_binomial(most[r] as u64, m as u64),
                );
                walk(r + 1, left - m, dealt, most, out);
            }
        }
    }
    let mut out = vec![];
    walk(0, cards, (0, 1), most, &mut out);
    out
}

/// `f(ranks, rank sum)` for every set of `k` ranks of `from`.
fn rank_sets(from: u16, k: usize, f: &mut impl FnMut(u16, u64)) {
    fn walk(from: u16, k: usize, (set, key): (u16, u64), f: &mut impl FnMut(u16, u64)) {
        if k == 0 {
            return f(set, key);
        }
        let mut rest = from;
        while rest.count_ones() as usize >= k {
            let r = rest.trailing_zeros();
            rest &= rest - 1;
            walk(
                rest,
                k - 1,
                (set | 1 << r, key + RANK_KEYS[r as usize] as u64),
                f,
            );
        }
    }
    walk(from, k, (0, 0), f)
}

/// The set of players holding the best of `values`.
#[inline(always)]
fn best<const N: usize>(values: &[u16; N]) -> usize {
    let (mut top, mut holders) = (0, 0);
    for (p, &v) in values.iter().enumerate() {
        if v > top {
            (top, holders) = (v, 1 << p);
        } else if v == top {
            holders |= 1 << p;
        }
    }
    holders
}

/// One pattern's counts of `N` players: boards by the set of players holding the best
/// value.
struct Pattern<const N: usize> {
    t: &'static Tables,
    flushes: &'static [u16],
    to_come: usize,
    /// The unseen cards of each rank.
    unseen: [u8; RANKS],
    /// Each player's key without a flush: the known board's and the hand's ranks.
    keys: [u64; N],
}

impl<const N: usize> Pattern<N> {
    /// The rank-only values of the players on new board cards of rank sum `ranks`.
    #[inline(always)]
    fn by_ranks(&self, ranks: u64) -> [u16; N] {
        self.keys.map(|k| {
            self.t.high(HandKey {
                key: k + ranks,
                mask: 0,
            })
        })
    }

    /// Adds to `boards` every board settled by ranks, at its number of deals.
    fn count_by_ranks(&self, boards: &mut [i128]) {
        for (ranks, ways) in rank_multisets(self.to_come, &self.unseen) {
            boards[best(&self.by_ranks(ranks))] += ways as i128;
        }
    }

    /// Adds to `boards` the corrections of the boards on which the suit `suit` makes
    /// someone a flush: those boards settled with the flushes, less them settled by
    /// ranks (as [`Pattern::count_by_ranks`] did).
    fn correct_flushes(&self, suit: &SuitRanks, boards: &mut [i64]) {
        let on_board = suit[0];
        let hands: [u16; N] = std::array::from_fn(|p| suit[2 + p]);
        let unseen = !suit.iter().fold(0, |m, &r| m | r) & ALL_RANKS;
        let most_held = hands.iter().map(|h| h.count_ones()).max().unwrap_or(0);
        let need = (BOARD_CARDS as i32 - (on_board.count_ones() + most_held) as i32).max(0);
        // The other suits' unseen cards of each rank.
        let mut others = self.unseen;
        for (r, o) in others.iter_mut().enumerate() {
            *o -= (unseen >> r & 1) as u8;
        }
        for k in need as usize..=self.to_come.min(unseen.count_ones() as usize) {
            let rest = rank_multisets(self.to_come - k, &others);
            rank_sets(unseen, k, &mut |suited, suited_key| {
                let flush = hands.map(|h| self.flushes[(on_board | h | suited) as usize]);
                for &(ranks, ways) in &rest {
                    let by_ranks = self.by_ranks(suited_key + ranks);
                    let without = best(&by_ranks);
                    let with = best::<N>(&std::array::from_fn(|p| flush[p].max(by_ranks[p])));
                    if with != without {
                        boards[with] += ways as i64;
                        boards[without] -= ways as i64;
                    }
                }
            });
        }
    }

    /// The boards of `pattern` by the set of players holding the best value, weighted.
    fn count(&self, pattern: &RankPattern) -> Vec<i128> {
        let mut by_ranks = vec![0i128; 1 << N];
        self.count_by_ranks(&mut by_ranks);
        let mut boards: Vec<i128> = by_ranks
            .iter()
            .map(|&b| b * pattern.weight as i128)
            .collect();
        let mut corrections = vec![0i64; 1 << N];
        for (suit, weight) in &pattern.suits {
            corrections.fill(0);
            self.correct_flushes(suit, &mut corrections);
            for (b, &c) in boards.iter_mut().zip(&corrections) {
                *b += c as i128 * *weight as i128;
            }
        }
        boards
    }
}

/// The counts of the tuples of `pattern` on every completion of `board` from the
/// cards outside `known` (the board and the dead cards) and the tuples' hands.
pub fn count_pattern(board: &[Card], known: u64, pattern: &RankPattern) -> ExactTally {
    let players = pattern.holes.len();
    let mut unseen = [4u8; RANKS];
    for c in (0..52).filter(|&c| known & 1u64 << c != 0) {
        unseen[rank_of(c) as usize] -= 1;
    }
    for &r in pattern.holes.iter().flatten() {
        unseen[r as usize] -= 1;
    }
    let board_key = board.iter().fold(SUIT_COUNTERS_START, |k, &c| {
        k + RANK_KEYS[rank_of(c) as usize] as u64
    });
    let to_come = BOARD_CARDS - board.len();
    let boards = match players {
        1 => counted::<1>(board_key, pattern, unseen, to_come),
        2 => counted::<2>(board_key, pattern, unseen, to_come),
        3 => counted::<3>(board_key, pattern, unseen, to_come),
        4 => counted::<4>(board_key, pattern, unseen, to_come),
        5 => counted::<5>(board_key, pattern, unseen, to_come),
        6 => counted::<6>(board_key, pattern, unseen, to_come),
        7 => counted::<7>(board_key, pattern, unseen, to_come),
        8 => counted::<8>(board_key, pattern, unseen, to_come),
        9 => counted::<9>(board_key, pattern, unseen, to_come),
        // Problems have at most MOST_PLAYERS players.
        _ => counted::<MOST_PLAYERS>(board_key, pattern, unseen, to_come),
    };
    let mut tally = ExactTally::default();
    tally.players.resize(players, Default::default());
    let mut shares = [Share::default(); MOST_PLAYERS];
    for (holders, &weight) in boards.iter().enumerate().filter(|(_, &w)| w != 0) {
        let values: Vec<Values> = (0..players)
            .map(|p| Values {
                high: (holders >> p & 1) as u16,
                low: 0,
            })
            .collect();
        settle(&values, &mut shares[..players]);
        tally.add(weight as u128, &shares[..players]);
    }
    tally
}

/// [`Pattern::count`] of `N` players.
fn counted<const N: usize>(
    board_key: u64,
    pattern: &RankPattern,
    unseen: [u8; RANKS],
    to_come: usize,
) -> Vec<i128> {
    let h = &pattern.holes;
    Pattern::<N> {
        t: tables(),
        flushes: flush_values(),
        to_come,
        unseen,
        keys: std::array::from_fn(|p| {
            board_key + RANK_KEYS[h[p][0] as usize] as u64 + RANK_KEYS[h[p][1] as usize] as u64
        }),
    }
    .count(pattern)
}
