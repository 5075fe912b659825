//! Monte Carlo samples of the board games that each weigh 1: the listed players'
//! hands drawn as one tuple ([`JointHands`]), then the board to come and the `random`
//! players' hands from the unseen cards ([`Deck`]), valued with the board's part
//! computed once for every player (hold'em: the board's key, to which each player adds
//! two cards; Omaha: [`OmahaBoard`]), and counted by their winners ([`WinnerCounts`]).

use super::deal::Deck;
use super::joint::JointHands;
use super::omaha_values::{omaha_tables, OmahaBoard, OmahaHole};
use super::winners::WinnerCounts;
use crate::cards::Card;
use crate::equity::board::game::seven_card_values;
use crate::equity::board::{EquityGame, Problem};
use crate::equity::estimate::{Estimate, WholeSums};
use crate::equity::hands::Hands;
use crate::equity::showdown::{settle, Share, Values};
use crate::eval::short_deck::short_deck_tables;
use crate::eval::tables::{tables, HandKey, Tables, CARD_KEYS, SUIT_COUNTERS_START};
use crate::runtime::rng::Xoshiro256pp;

/// The samples of a problem whose listed hands fit a [`JointHands`].
#[derive(Clone, Debug)]
pub struct BoardSamples {
    joint: JointHands,
    /// Hold'em: each tuple's cards, then each listed hand's key word (without the
    /// suit counters' start), in one row.
    rows: Vec<u64>,
    /// Omaha: each listed player's hands as valued (in the order of `joint.players`).
    holes: Vec<Vec<OmahaHole>>,
    /// The players holding `random`.
    random: Vec<usize>,
    deck: Deck,
}

impl BoardSamples {
    /// None when the listed hands have too many tuples to list.
    pub fn new(p: &Problem) -> Option<Self> {
        let joint = JointHands::new(p)?;
        let combos = |player: usize| match &p.players[player] {
            Hands::Combos(c) => c.as_slice(),
            Hands::Random => &[],
        };
        let mut rows = Vec::new();
        if !p.game.is_omaha() {
            for (t, &mask) in joint.masks.iter().enumerate() {
                rows.push(mask);
                for (j, &pl) in joint.players.iter().enumerate() {
                    let hand = HandKey::of(combos(pl)[joint.hand(t, j)].cards());
                    rows.push(hand.key - SUIT_COUNTERS_START);
                }
            }
        }
        let holes = if p.game.is_omaha() {
            let (shared, t) = (omaha_tables(), tables());
            joint
                .players
                .iter()
                .map(|&pl| match combos(pl) {
                    [one] => vec![OmahaHole::new(one.cards()).with_board_table(shared, t)],
                    many => many.iter().map(|c| OmahaHole::new(c.cards())).collect(),
                })
                .collect()
        } else {
            Vec::new()
        };
        let random = (0..p.players.len())
            .filter(|&pl| p.players[pl] == Hands::Random)
            .collect();
        Some(BoardSamples {
            joint,
            rows,
            holes,
            random,
            deck: Deck::new(p.known),
        })
    }

    /// The sum of the weights of the listed hands' tuples.
    pub fn tuples_weight(&self) -> u64 {
        self.joint.total()
    }

    /// Adds `est.samples` samples to `est`, compiled once per game so that the
    /// values inline.
    pub fn run(&self, p: &Problem, rng: &mut Xoshiro256pp, est: &mut Estimate) {
        use EquityGame::*;
        match p.game {
            Holdem => self.run_of(Holdem, p, rng, est),
            HoldemHiLo => self.run_of(HoldemHiLo, p, rng, est),
            Omaha => self.run_of(Omaha, p, rng, est),
            Omaha5 => self.run_of(Omaha5, p, rng, est),
            Omaha6 => self.run_of(Omaha6, p, rng, est),
            OmahaHiLo => self.run_of(OmahaHiLo, p, rng, est),
            Omaha5HiLo => self.run_of(Omaha5HiLo, p, rng, est),
            ShortDeck => self.run_of(ShortDeck, p, rng, est),
            ShortDeckStraightOverTrips => self.run_of(ShortDeckStraightOverTrips, p, rng, est),
        }
    }

    #[inline(always)]
    fn run_of(&self, game: EquityGame, p: &Problem, rng: &mut Xoshiro256pp, est: &mut Estimate) {
        let (t, shared) = (tables(), omaha_tables());
        let n = p.players.len();
        let hole = game.hole_cards();
        let known = p.board.len();
        let to_come = p.to_come();
        let mut deck = self.deck.clone();
        let mut dealt = [0 as Card; 5 + 6 * 10];
        let dealt = &mut dealt[..to_come + hole * self.random.len()];
        let mut board = [0 as Card; 5];
        board[..known].copy_from_slice(&p.board);
        let known_key = HandKey::of(&p.board).key;
        let mut vals = [Values::default(); 10];
        let mut shares = [Share::default(); 10];
        let mut whole = WholeSums::default();
        let mut winners = WinnerCounts::new(n, game.is_hi_lo());
        let stride = 1 + self.joint.players.len();
        for _ in 0..est.samples {
            let tuple = self.joint.draw(rng);
            let row = if game.is_omaha() {
                &[self.joint.masks[tuple]][..]
            } else {
                &self.rows[tuple * stride..][..stride]
            };
            deck.deal(rng, row[0], dealt);
            let (to_board, holes) = dealt.split_at(to_come);
            if game.is_omaha() {
                // Element by element: a copy of variable length would call memmove.
                for (i, slot) in board.iter_mut().enumerate().skip(known) {
                    *slot = to_board[i - known];
                }
                let b = OmahaBoard::new(shared, t, &board);
                let hi_lo = game.is_hi_lo();
                for (j, &pl) in self.joint.players.iter().enumerate() {
                    let h = &self.holes[j][self.joint.hand(tuple, j)];
                    vals[pl] = h.values(shared, t, &b, hi_lo);
                }
                for (&pl, cards) in self.random.iter().zip(holes.chunks_exact(hole)) {
                    vals[pl] = OmahaHole::new(cards).values(shared, t, &b, hi_lo);
                }
            } else {
                let b = to_board
                    .iter()
                    .fold(known_key, |k, &c| k + CARD_KEYS[c as usize]);
                for (j, &pl) in self.joint.players.iter().enumerate() {
                    let hole = || match &p.players[pl] {
                        Hands::Combos(c) => c[self.joint.hand(tuple, j)].cards(),
                        Hands::Random => &[],
                    };
                    vals[pl] = holdem_values(t, game, b + row[1 + j], [&p.board, to_board], hole);
                }
                for (&pl, cards) in self.random.iter().zip(holes.chunks_exact(2)) {
                    let key = b + CARD_KEYS[cards[0] as usize] + CARD_KEYS[cards[1] as usize];
                    vals[pl] = holdem_values(t, game, key, [&p.board, to_board], || cards);
                }
            }
            match &mut winners {
                Some(w) => w.record(&vals[..n]),
                None => {
                    settle(&vals[..n], &mut shares[..n]);
                    whole.record(&shares[..n]);
                }
            }
        }
        match &winners {
            Some(w) => w.add_to(est),
            None => whole.add_to(est),
        }
    }
}

/// The values of a hold'em player whose seven cards (the board, known and dealt, and
/// `hole`) have the key word `key`: by ranks, unless five cards share a suit.
#[inline(always)]
fn holdem_values<'h>(
    t: &Tables,
    game: EquityGame,
    key: u64,
    board: [&[Card]; 2],
    hole: impl FnOnce() -> &'h [Card],
) -> Values {
    if (HandKey { key, mask: 0 }).has_flush() {
        return flush_values(t, game, board, hole());
    }
    if let Some(rule) = game.short_deck_rule() {
        return Values {
            high: short_deck_tables().of_ranks(t, rule, key as u32),
            low: 0,
        };
    }
    Values {
        high: t.high_of_ranks(key as u32),
        low: if game.is_hi_lo() {
            t.ace_to_five_8_of_ranks(key as u32)
        } else {
            0
        },
    }
}

/// [`holdem_values`] of seven cards with five of a suit.
#[cold]
#[inline(never)]
fn flush_values(t: &Tables, game: EquityGame, board: [&[Card]; 2], hole: &[Card]) -> Values {
    let cards = board.iter().flat_map(|c| c.iter()).chain(hole);
    seven_card_values(t, game, cards.fold(HandKey::default(), |h, &c| h.add(c)))
}
