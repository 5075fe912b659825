//! Hold'em high boards counted by their ranks, for one tuple of known hands.
//!
//! A board on which no player holds five cards of a suit settles by ranks alone: the
//! boards of each rank multiset are settled once, with rank-only keys, at the number
//! of ways the unseen cards deal it. The boards on which someone makes a flush (the
//! board then holds three or more cards of that suit, so of one suit only) settle by
//! the ranks and by which ranks the flush suit takes: each such class is settled once,
//! at its size, each player holding five of the suit taking the better of their value
//! by ranks and their flush, and the rank-only count is the rest. Counts are
//! products of binomials over the ranks' unseen suits: integers, the same as dealing
//! every board.
//!
//! [`TupleClasses`] groups a question's tuples of hands by the suit permutations that
//! fix the known cards (tuples a permutation maps onto each other count alike), so
//! ranges and `random` cost one count per class of tuples.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::exact::ExactTally;
use super::range::{small_binomial, Combo};
use super::showdown::{settle, Share, Values};
use super::suits::{permutations, permuted_cards};
use crate::cards::{rank_of, suit_of, Card};
use crate::eval::tables::{tables, HandKey, Tables};

const RANKS: usize = 13;
const BOARD_CARDS: usize = 5;
fn card(rank: usize, suit: usize) -> Card {
    (4 * rank + suit) as Card
}

/// The words of cards without the suit counters' start (for [`HandKey::combine_raw`]).
fn raw_key(cards: impl IntoIterator<Item = Card>) -> HandKey {
    cards
        .into_iter()
        .fold(HandKey { key: 0, mask: 0 }, |k, c| k.add(c))
}

/// The subsets of five rank indices by size, and how many have at most 0, 1, ... 5.
const BY_SIZE: [u32; 32] = [
    0, 1, 2, 4, 8, 16, 3, 5, 6, 9, 10, 12, 17, 18, 20, 24, 7, 11, 13, 14, 19, 21, 22, 25, 26, 28,
    15, 23, 27, 29, 30, 31,
];
const AT_MOST: [usize; 6] = [1, 6, 16, 26, 31, 32];

/// The high value of a flush (or straight flush) of each set of five or more ranks.
fn flush_values() -> &'static [u16] {
    static VALUES: OnceLock<Vec<u16>> = OnceLock::new();
    VALUES.get_or_init(|| {
        (0..1u16 << RANKS)
            .map(|ranks| {
                if ranks.count_ones() < 5 {
                    return 0;
                }
                let cards: Vec<Card> = (0..RANKS)
                    .filter(|r| ranks >> r & 1 == 1)
                    .map(|r| card(r, 0))
                    .collect();
                tables().high(HandKey::of(&cards))
            })
            .collect()
    })
}

/// One tuple of hands (one per player, disjoint) and the cards left to deal.
struct Count<'a> {
    t: &'static Tables,
    flushes: &'static [u16],
    /// The unseen suits of each rank, as 4-bit sets.
    unseen: [u8; RANKS],
    /// The known board's ranks at suits 0, 1, 2, ... in turn (no flush).
    rank_board: HandKey,
    known: usize,
    /// Per suit: the fewest of the cards to come in it that give someone a flush.
    need: [i32; 4],
    /// Per player and suit: the ranks of the suit in the known board and the hand.
    suit_ranks: Vec<[u16; 4]>,
    /// The hands' ranks at suits 1 and 2: with the rank board's at most two cards a
    /// suit, no flush.
    hole_rank_keys: Vec<HandKey>,
    weight: u128,
    tally: &'a mut ExactTally,
}

/// Adds to `tally` the counts of the hands `holes` (one per player, two cards each,
/// disjoint from each other and from `dead`) at weight `weight` on every completion
/// of `board` from the cards outside `dead` and the hands. `dead` holds the board.
pub fn count_tuple(
    board: &[Card],
    dead: u64,
    holes: &[&[Card]],
    weight: u128,
    tally: &mut ExactTally,
) {
    let used = holes
        .iter()
        .flat_map(|h| h.iter())
        .fold(dead, |m, &c| m | 1u64 << c);
    let mut unseen = [0u8; RANKS];
    for c in (0..52).filter(|&c| used & 1u64 << c == 0) {
        unseen[rank_of(c) as usize] |= 1 << suit_of(c);
    }
    let mut need = [0i32; 4];
    for (s, n) in need.iter_mut().enumerate() {
        let on_board = board.iter().filter(|&&c| suit_of(c) as usize == s).count();
        let in_hand = holes
            .iter()
            .map(|h| h.iter().filter(|&&c| suit_of(c) as usize == s).count())
            .max()
            .unwrap_or(0);
        *n = BOARD_CARDS as i32 - (on_board + in_hand) as i32;
    }
    tally.players.resize(holes.len(), Default::default());
    let mut count = Count {
        t: tables(),
        flushes: flush_values(),
        unseen,
        rank_board: HandKey::of(
            &board
                .iter()
                .enumerate()
                .map(|(i, &c)| card(rank_of(c) as usize, i % 4))
                .collect::<Vec<_>>(),
        ),
        known: board.len(),
        need,
        suit_ranks: holes
            .iter()
            .map(|h| {
                let mut ranks = [0u16; 4];
                for &c in board.iter().chain(h.iter()) {
                    ranks[suit_of(c) as usize] |= 1 << rank_of(c);
                }
                ranks
            })
            .collect(),
        hole_rank_keys: holes
            .iter()
            .map(|h| {
                raw_key([
                    card(rank_of(h[0]) as usize, 1),
                    card(rank_of(h[1]) as usize, 2),
                ])
            })
            .collect(),
        weight,
        tally,
    };
    let mut ranks = [(0u8, 0u8); BOARD_CARDS];
    count.deal(0, BOARD_CARDS - board.len(), &mut ranks, 0);
}

impl Count<'_> {
    /// Every multiset of `left` more ranks from `rank` up, after `ranks[..len]`.
    fn deal(&mut self, rank: usize, left: usize, ranks: &mut [(u8, u8); BOARD_CARDS], len: usize) {
        if left == 0 {
            return self.settle_ranks(&ranks[..len]);
        }
        for r in rank..RANKS {
            let most = (self.unseen[r].count_ones() as usize).min(left);
            for m in 1..=most {
                ranks[len] = (r as u8, m as u8);
                self.deal(r + 1, left - m, ranks, len + 1);
            }
        }
    }

    /// The boards whose new cards have these (distinct) ranks and multiplicities.
    fn settle_ranks(&mut self, ranks: &[(u8, u8)]) {
        let ways = |suits: u8, m: u8| small_binomial(suits.count_ones() as u64, m as u64);
        let total: u64 = ranks
            .iter()
            .map(|&(r, m)| ways(self.unseen[r as usize], m))
            .product();
        let n = self.hole_rank_keys.len();
        // Every player's value without a flush.
        let mut key = self.rank_board;
        let mut position = self.known;
        for &(r, m) in ranks {
            for _ in 0..m {
                key = key.add(card(r as usize, position % 4));
                position += 1;
            }
        }
        let mut by_ranks = [Values::default(); 10];
        for (v, hole) in by_ranks[..n].iter_mut().zip(&self.hole_rank_keys) {
            v.high = self.t.high(key.combine_raw(*hole));
        }
        let mut flushes = 0;
        for s in 0..4 {
            let bit = 1u8 << s;
            // Per rank: its ways outside suit s, with and without a card of suit s.
            let (mut with, mut without) = ([0u64; BOARD_CARDS], [0u64; BOARD_CARDS]);
            let mut candidates = 0u32;
            for (i, &(r, m)) in ranks.iter().enumerate() {
                let unseen = self.unseen[r as usize];
                without[i] = ways(unseen & !bit, m);
                if unseen & bit != 0 {
                    with[i] = ways(unseen & !bit, m - 1);
                    candidates |= 1 << i;
                }
            }
            if self.need[s] > candidates.count_ones() as i32 {
                continue;
            }
            // Every subset of the candidates taking at least `need` cards of suit s:
            // the candidates without at most `spare` of them.
            let spare = candidates.count_ones() as i32 - self.need[s].max(0);
            for &left_out in &BY_SIZE[..AT_MOST[spare as usize]] {
                if left_out & !candidates != 0 {
                    continue;
                }
                let suited = candidates & !left_out;
                let class: u64 = (0..ranks.len())
                    .map(|i| {
                        if suited >> i & 1 == 1 {
                            with[i]
                        } else {
                            without[i]
                        }
                    })
                    .product();
                if class > 0 {
                    flushes += class;
                    let mut values = by_ranks;
                    let suit_ranks = (0..ranks.len())
                        .filter(|i| suited >> i & 1 == 1)
                        .fold(0u16, |m, i| m | 1 << ranks[i].0);
                    self.add_flushes(&mut values[..n], s, suit_ranks);
                    self.add(&values[..n], class);
                }
            }
        }
        if total > flushes {
            self.add(&by_ranks[..n], total - flushes);
        }
    }

    /// Raises to their flush the values of the players holding five or more cards of
    /// suit `s` with the new board cards of ranks `new_ranks` in it.
    fn add_flushes(&self, values: &mut [Values], s: usize, new_ranks: u16) {
        for (p, v) in values.iter_mut().enumerate() {
            let suited = self.suit_ranks[p][s] | new_ranks;
            if suited.count_ones() >= 5 {
                v.high = v.high.max(self.flushes[suited as usize]);
            }
        }
    }

    /// Settles values at `boards` boards.
    fn add(&mut self, values: &[Values], boards: u64) {
        let mut shares = [Share::default(); 10];
        let shares = &mut shares[..values.len()];
        settle(values, shares);
        self.tally.add(self.weight * boards as u128, shares);
    }
}

/// A question's tuples of hands (one per player, disjoint), grouped by the suit
/// permutations that fix the known board and dead cards: each class as one tuple and
/// the summed weight of its tuples.
#[derive(Clone, Debug, Default)]
pub struct TupleClasses {
    pub classes: Vec<(Vec<Combo>, u128)>,
}

impl TupleClasses {
    /// The classes of the tuples of `players`' hands (none sharing a card), or `None`
    /// when there are more than `most` tuples.
    pub fn of(players: &[Vec<Combo>], board: u64, dead: u64, most: u64) -> Option<TupleClasses> {
        let tuples = players
            .iter()
            .try_fold(1u64, |t, c| t.checked_mul(c.len() as u64))?;
        if tuples > most {
            return None;
        }
        let group: Vec<[u8; 4]> = permutations()
            .into_iter()
            .filter(|p| permuted_cards(p, board) == board && permuted_cards(p, dead) == dead)
            .collect();
        let mut index: HashMap<Vec<u64>, usize> = HashMap::new();
        let mut classes = TupleClasses::default();
        let mut chosen = vec![];
        Self::walk(
            players,
            0,
            1,
            &mut chosen,
            &mut |tuple: &[&Combo], weight| {
                let canonical = group
                    .iter()
                    .map(|p| {
                        tuple
                            .iter()
                            .map(|c| permuted_cards(p, c.mask))
                            .collect::<Vec<_>>()
                    })
                    .min()
                    .unwrap_or_default();
                let i = *index.entry(canonical).or_insert_with(|| {
                    classes
                        .classes
                        .push((tuple.iter().map(|&&c| c).collect(), 0));
                    classes.classes.len() - 1
                });
                classes.classes[i].1 += weight;
            },
        );
        Some(classes)
    }

    fn walk<'a>(
        players: &'a [Vec<Combo>],
        used: u64,
        weight: u128,
        chosen: &mut Vec<&'a Combo>,
        f: &mut impl FnMut(&[&Combo], u128),
    ) {
        let Some((first, rest)) = players.split_first() else {
            return f(chosen, weight);
        };
        for c in first.iter().filter(|c| c.mask & used == 0) {
            chosen.push(c);
            Self::walk(rest, used | c.mask, weight * c.weight as u128, chosen, f);
            chosen.pop();
        }
    }
}
