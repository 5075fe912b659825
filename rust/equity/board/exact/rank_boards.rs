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

use super::rank_patterns::{RankPattern, SuitRanks, MOST_PLAYERS};
use crate::cards::{rank_of, Card};
use crate::equity::board::game::BOARD_CARDS;
use crate::equity::range::small_binomial;
use crate::equity::showdown::{settle, Share, Values};
use crate::equity::tally::ExactTally;
use crate::eval::tables::{tables, HandKey, Tables, RANK_KEYS, SUIT_COUNTERS_START};

const RANKS: usize = 13;

/// The most tuples of hands counted by ranks (by pattern of the players' ranks:
/// `QQ+,AKs` vs `random`, 27,000 tuples in 364 patterns, takes 0.3 s preflop).
pub const MOST_RANK_TUPLES: u64 = 100_000;

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
    let mut out = vec![];
    let all = 0..multiset_count(cards, most);
    each_rank_multiset(cards, most, all, &mut |key, ways| out.push((key, ways)));
    out
}

/// `f(rank sum, ways)` for the multisets of [`rank_multisets`] numbered
/// `multisets.start` to `multisets.end` in its order: whole runs of multisets outside
/// the range are skipped by their number ([`multiset_counts`]), so that a slice costs
/// its own share of the work. Nothing is collected: a count of boards by ranks
/// allocates no memory.
fn each_rank_multiset(
    cards: usize,
    most: &[u8; RANKS],
    multisets: std::ops::Range<u64>,
    f: &mut impl FnMut(u64, u64),
) {
    /// The multisets numbered from `first` on: of `left` more cards from ranks
    /// `rank` on, added to (rank sum, ways) `dealt`.
    struct Walk<'a, F> {
        most: &'a [u8; RANKS],
        after: [[u64; BOARD_CARDS + 1]; RANKS + 1],
        range: std::ops::Range<u64>,
        f: F,
    }
    fn walk<F: FnMut(u64, u64)>(
        w: &mut Walk<F>,
        rank: usize,
        left: usize,
        mut first: u64,
        (key, ways): (u64, u64),
    ) {
        if left == 0 {
            if w.range.contains(&first) {
                (w.f)(key, ways);
            }
            return;
        }
        for (r, &rank_key) in RANK_KEYS.iter().enumerate().skip(rank) {
            let most = w.most[r] as usize;
            for m in 1..=most.min(left) {
                if first >= w.range.end {
                    return;
                }
                // The multisets whose next rank is `r`, `m` times.
                let these = w.after[r + 1][left - m];
                if first + these > w.range.start {
                    let dealt = (
                        key + m as u64 * rank_key as u64,
                        ways * small_binomial(most as u64, m as u64),
                    );
                    walk(w, r + 1, left - m, first, dealt);
                }
                first += these;
            }
        }
    }
    let mut w = Walk {
        most,
        after: multiset_counts(most),
        range: multisets,
        f,
    };
    walk(&mut w, 0, cards, 0, (0, 1));
}

/// `C(n, k)` for `n` ranks, `k` up to the board's cards: the number of sets of `k` of
/// them.
const RANK_SETS: [[u64; BOARD_CARDS + 1]; RANKS + 1] = {
    let mut c = [[0u64; BOARD_CARDS + 1]; RANKS + 1];
    let mut n = 0;
    while n <= RANKS {
        c[n][0] = 1;
        let mut k = 1;
        while k <= BOARD_CARDS && n > 0 {
            c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    c
};

/// `f(ranks, rank sum)` for the sets of `k` ranks of `from` numbered `sets.start` to
/// `sets.end` (the sets in order of their lowest ranks): whole runs of sets outside
/// the range are skipped by their number, so that a slice of the sets costs its own
/// share of the work, not a walk of them all.
fn rank_sets(from: u16, k: usize, sets: std::ops::Range<u64>, f: &mut impl FnMut(u16, u64)) {
    fn walk(
        from: u16,
        k: usize,
        first: u64,
        sets: &std::ops::Range<u64>,
        (set, key): (u16, u64),
        f: &mut impl FnMut(u16, u64),
    ) {
        if k == 0 {
            if sets.contains(&first) {
                f(set, key);
            }
            return;
        }
        let mut rest = from;
        let mut first = first;
        while rest.count_ones() as usize >= k && first < sets.end {
            let r = rest.trailing_zeros();
            rest &= rest - 1;
            // The sets whose next rank is `r`: the rest from the higher ranks.
            let these = RANK_SETS[rest.count_ones() as usize][k - 1];
            if first + these > sets.start {
                let with = (set | 1 << r, key + RANK_KEYS[r as usize] as u64);
                walk(rest, k - 1, first, sets, with, f);
            }
            first += these;
        }
    }
    walk(from, k, 0, &sets, (0, 0), f)
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
    /// The slice counted, of how many: its share of the boards by ranks, or of the
    /// work of a suit's flush corrections, in their order.
    slice: (usize, usize),
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
        let all = multiset_count(self.to_come, &self.unseen);
        let (slice, slices) = (self.slice.0 as u64, self.slice.1 as u64);
        let mine = all * slice / slices..all * (slice + 1) / slices;
        each_rank_multiset(self.to_come, &self.unseen, mine, &mut |ranks, ways| {
            boards[best(&self.by_ranks(ranks))] += ways as i128;
        });
    }

    /// Adds to `boards` the corrections of the boards on which the suit `suit` makes
    /// someone a flush: those boards settled with the flushes, less them settled by
    /// ranks (as [`Pattern::count_by_ranks`] did).
    fn correct_flushes(&self, suit: &SuitRanks, boards: &mut [i64]) {
        let on_board = suit[0];
        let hands: [u16; N] = std::array::from_fn(|p| suit[2 + p]);
        let f = Flushable::of(suit, &self.unseen, self.to_come);
        // The slice: the sets whose work starts in its share of the piece's work.
        let work = f.work();
        let (slice, slices) = (self.slice.0 as u64, self.slice.1 as u64);
        // The first set of `k` (its first at `before`) whose work starts in slice `s`
        // or later.
        let first_in = |s: u64, before: u64, k: usize| {
            (s * work)
                .div_ceil(slices)
                .saturating_sub(before)
                .div_ceil(f.work_per_set(k))
                .min(f.sets(k))
        };
        let mut before = 0;
        for k in f.suited.clone() {
            let range = first_in(slice, before, k)..first_in(slice + 1, before, k);
            before += f.sets(k) * f.work_per_set(k);
            if range.is_empty() {
                continue;
            }
            let rest = rank_multisets(self.to_come - k, &f.others);
            rank_sets(f.unseen, k, range, &mut |suited, suited_key| {
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

    /// Piece `piece` of the boards of `pattern` by the set of players holding the best
    /// value, weighted (see [`count_piece`]), counted in `SETS` (2^N) counts on the
    /// stack.
    fn count<const SETS: usize>(&self, pattern: &RankPattern, piece: usize) -> Vec<i128> {
        debug_assert_eq!(SETS, 1 << N);
        let (weight, boards) = match piece.checked_sub(1) {
            None => {
                let mut boards = [0i128; SETS];
                self.count_by_ranks(&mut boards);
                (pattern.weight, boards.to_vec())
            }
            Some(s) => {
                let (suit, weight) = &pattern.suits[s];
                let mut corrections = [0i64; SETS];
                self.correct_flushes(suit, &mut corrections);
                (*weight, corrections.iter().map(|&c| c as i128).collect())
            }
        };
        boards.iter().map(|&b| b * weight as i128).collect()
    }
}

/// The pieces a pattern's count is split in ([`count_piece`]): the boards by ranks,
/// then each suit's flush corrections.
pub fn pieces(pattern: &RankPattern) -> usize {
    1 + pattern.suits.len()
}

/// The unseen cards of each rank for the tuples of `pattern`: outside the `known`
/// cards (the board and the dead cards) and the players' hands.
fn unseen_ranks(known: u64, pattern: &RankPattern) -> [u8; RANKS] {
    let mut unseen = [4u8; RANKS];
    for c in (0..52).filter(|&c| known & 1u64 << c != 0) {
        unseen[rank_of(c) as usize] -= 1;
    }
    for &r in pattern.holes.iter().flatten() {
        unseen[r as usize] -= 1;
    }
    unseen
}

/// The boards a suit's flush corrections walk: the suit's unseen ranks, the numbers
/// of them the new cards may hold that can make someone a flush, and the other
/// suits' unseen cards of each rank.
struct Flushable {
    unseen: u16,
    suited: std::ops::RangeInclusive<usize>,
    others: [u8; RANKS],
    /// The number of multisets of each number of cards of `others`.
    other_multisets: [u64; BOARD_CARDS + 1],
    to_come: usize,
}

impl Flushable {
    fn of(suit: &SuitRanks, unseen_ranks: &[u8; RANKS], to_come: usize) -> Flushable {
        let unseen = !suit.iter().fold(0, |m, &r| m | r) & ALL_RANKS;
        let most_held = suit[2..].iter().map(|h| h.count_ones()).max().unwrap_or(0);
        let need = BOARD_CARDS.saturating_sub((suit[0].count_ones() + most_held) as usize);
        let mut others = *unseen_ranks;
        for (r, o) in others.iter_mut().enumerate() {
            *o -= (unseen >> r & 1) as u8;
        }
        Flushable {
            unseen,
            suited: need..=to_come.min(unseen.count_ones() as usize),
            others,
            other_multisets: multiset_counts(&others)[0],
            to_come,
        }
    }

    /// The sets of `k` suited ranks.
    fn sets(&self, k: usize) -> u64 {
        RANK_SETS[self.unseen.count_ones() as usize][k]
    }

    /// The work of one set of `k` suited ranks: the boards it settles (every multiset
    /// of the other new cards) and one for the set.
    fn work_per_set(&self, k: usize) -> u64 {
        1 + self.other_multisets[self.to_come - k]
    }

    /// The work of every set.
    fn work(&self) -> u64 {
        self.suited
            .clone()
            .map(|k| self.sets(k) * self.work_per_set(k))
            .sum()
    }
}

/// The number of multisets of `cards` ranks with at most `most[r]` of rank `r` (those
/// [`rank_multisets`] lists).
fn multiset_count(cards: usize, most: &[u8; RANKS]) -> u64 {
    multiset_counts(most)[0][cards]
}

/// For each rank `r` and number of cards `n`, the number of multisets of `n` ranks
/// from `r` on (at most `most[r]` of rank `r`).
fn multiset_counts(most: &[u8; RANKS]) -> [[u64; BOARD_CARDS + 1]; RANKS + 1] {
    let mut after = [[0u64; BOARD_CARDS + 1]; RANKS + 1];
    after[RANKS][0] = 1;
    for r in (0..RANKS).rev() {
        for n in 0..=BOARD_CARDS {
            after[r][n] = (0..=(most[r] as usize).min(n))
                .map(|m| after[r + 1][n - m])
                .sum();
        }
    }
    after
}

/// The work of piece `piece` of `pattern` ([`count_piece`]) in about the time of one
/// board settled in a flush correction: the boards by ranks (each about twice as
/// costly), or each set of suited ranks walked and the boards it settles.
pub fn piece_cost(board: &[Card], known: u64, pattern: &RankPattern, piece: usize) -> u64 {
    let unseen = unseen_ranks(known, pattern);
    let to_come = BOARD_CARDS - board.len();
    match piece.checked_sub(1) {
        None => 2 * multiset_count(to_come, &unseen),
        Some(s) => Flushable::of(&pattern.suits[s].0, &unseen, to_come).work(),
    }
}

/// Slice `slice.0` of `slice.1` of piece `piece` of the counts of the tuples of
/// `pattern` on every completion of `board` from the cards outside `known` (the board
/// and the dead cards) and the tuples' hands: piece 0 the boards as settled by ranks,
/// each next one a suit's flush corrections, whose counts are differences, wrapped as
/// two's complement ([`ExactTally::add`] wraps). Only the sum of every slice of every
/// piece is a tally; with the boards by ranks first, every partial sum is one too.
pub fn count_piece(
    board: &[Card],
    known: u64,
    pattern: &RankPattern,
    (piece, slice): (usize, (usize, usize)),
) -> ExactTally {
    let players = pattern.holes.len();
    let unseen = unseen_ranks(known, pattern);
    let board_key = board.iter().fold(SUIT_COUNTERS_START, |k, &c| {
        k + RANK_KEYS[rank_of(c) as usize] as u64
    });
    let to_come = BOARD_CARDS - board.len();
    let at = (board_key, pattern, unseen, to_come, (piece, slice));
    // Each number of players with its number of sets of players, 2^N.
    let boards = match players {
        1 => counted::<1, 2>(at),
        2 => counted::<2, 4>(at),
        3 => counted::<3, 8>(at),
        4 => counted::<4, 16>(at),
        5 => counted::<5, 32>(at),
        6 => counted::<6, 64>(at),
        7 => counted::<7, 128>(at),
        8 => counted::<8, 256>(at),
        9 => counted::<9, 512>(at),
        // Problems have at most MOST_PLAYERS players.
        _ => counted::<MOST_PLAYERS, { 1 << MOST_PLAYERS }>(at),
    };
    let mut tally = ExactTally::default();
    tally.players.resize(players, Default::default());
    let mut shares = [Share::default(); MOST_PLAYERS];
    for (holders, &weight) in boards.iter().enumerate().filter(|(_, &w)| w != 0) {
        let values: [Values; MOST_PLAYERS] = std::array::from_fn(|p| Values {
            high: (holders >> p & 1) as u16,
            low: 0,
        });
        settle(&values[..players], &mut shares[..players]);
        // A negative difference wraps (see above).
        tally.add(weight as u128, &shares[..players]);
    }
    tally
}

/// The counts at a slice of a piece of a pattern (see [`count_piece`]).
type Piece<'a> = (
    u64,
    &'a RankPattern,
    [u8; RANKS],
    usize,
    (usize, (usize, usize)),
);

/// [`Pattern::count`] of `N` players: (the known board's rank key, the pattern, the
/// unseen cards of each rank, the board cards to come, the piece and slice).
fn counted<const N: usize, const SETS: usize>(
    (board_key, pattern, unseen, to_come, (piece, slice)): Piece<'_>,
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
        slice,
    }
    .count::<SETS>(pattern, piece)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multisets_are_counted_as_listed() {
        let caps = [
            [4u8; RANKS],
            [3, 4, 0, 2, 4, 1, 4, 4, 3, 4, 2, 4, 0],
            [1; RANKS],
        ];
        // Every multiset, by a plain walk of each rank's count in turn.
        fn every(
            most: &[u8; RANKS],
            r: usize,
            left: usize,
            at: (u64, u64),
            out: &mut Vec<(u64, u64)>,
        ) {
            if left == 0 {
                return out.push(at);
            }
            if r == RANKS {
                return;
            }
            for m in (1..=(most[r] as usize).min(left)).chain([0]) {
                let key = at.0 + m as u64 * RANK_KEYS[r] as u64;
                let ways = at.1 * small_binomial(most[r] as u64, m as u64);
                every(most, r + 1, left - m, (key, ways), out);
            }
        }
        for most in &caps {
            for cards in 0..=BOARD_CARDS {
                let mut expected = vec![];
                every(most, 0, cards, (0, 1), &mut expected);
                let listed = rank_multisets(cards, most);
                assert_eq!(listed, expected, "{most:?} {cards}");
                assert_eq!(multiset_count(cards, most), listed.len() as u64);
                // Any range of them is that run of the list.
                let n = listed.len() as u64;
                for (a, b) in [(0, n / 3), (n / 3, n / 2), (n / 2, n), (n / 5, n / 5 + 1)] {
                    let mut part = vec![];
                    each_rank_multiset(cards, most, a..b, &mut |k, w| part.push((k, w)));
                    assert_eq!(part, listed[a as usize..b as usize]);
                }
            }
        }
    }
}
