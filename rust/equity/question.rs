//! An equity question of any game: the board games ([`Problem`]) or the stud and
//! draw games ([`StudDrawProblem`]), with their exact and Monte Carlo engines behind
//! one interface for the bindings.

use std::sync::atomic::AtomicBool;

use super::board::{self, Exact, MonteCarlo, Problem};
use super::estimate::Estimate;
use super::hands::{hands_left, some_deal_exists, Hands};
use super::played::Played;
use super::range::{Combo, Player, Range};
use super::stud_draw::exact::StudDrawExact;
use super::stud_draw::monte_carlo::StudDrawMonteCarlo;
use super::stud_draw::problem::StudDrawProblem;
use super::stud_draw::{exact as stud_draw_exact, monte_carlo as stud_draw_monte_carlo};
use super::tally::ExactTally;
use super::{Limits, Method, AUTO_EXACT_SECONDS};
use crate::cards::Card;
use crate::error::Result;

/// A checked question.
#[derive(Clone, Debug)]
pub enum Question {
    Board(Problem),
    StudDraw(StudDrawProblem),
}

impl Question {
    /// Checks and builds the question of `game`.
    pub fn new<'p, P: Copy + Into<Player<'p>>>(
        game: Played,
        players: &[P],
        board: &[Card],
        dead: &[Card],
    ) -> Result<Self> {
        Ok(match game {
            Played::StudDraw(g) => {
                Question::StudDraw(StudDrawProblem::new(g, players, board, dead)?)
            }
            Played::Board(g) => Question::Board(Problem::new(g, players, board, dead)?),
        })
    }

    /// The question with `player` holding `hand` (of weight 1) in place of their hands,
    /// the others' hands those its cards leave (read as [`hands_left`] reads them,
    /// `players` as given for its errors): `Question::new` with that hand, without
    /// reading the ranges again. None when no deal is left.
    pub fn holding(&self, players: &[Player], player: usize, hand: &Combo) -> Option<Question> {
        let held = |i: usize, range: Range| {
            if i == player {
                Range::Combos(vec![Combo::new(hand.cards(), 1)])
            } else {
                range
            }
        };
        let left = |ranges: Vec<Range>, known: u64| {
            let hands = hands_left(players, ranges, known).ok()?;
            some_deal_exists(&hands, known).then_some(hands)
        };
        Some(match self {
            Question::Board(p) => {
                let ranges = p.players.iter().enumerate().map(|(i, h)| {
                    held(
                        i,
                        match h {
                            Hands::Random => Range::Random,
                            Hands::Combos(c) => Range::Combos(c.clone()),
                        },
                    )
                });
                let players = left(ranges.collect(), p.known)?;
                Question::Board(Problem {
                    players,
                    ..p.clone()
                })
            }
            Question::StudDraw(p) => {
                let ranges =
                    (p.players.iter().enumerate()).map(|(i, c)| held(i, Range::Combos(c.clone())));
                let players = left(ranges.collect(), p.dead)?
                    .into_iter()
                    .map(|h| match h {
                        Hands::Combos(c) => c,
                        Hands::Random => unreachable!("stud and draw hands are listed"),
                    })
                    .collect();
                Question::StudDraw(StudDrawProblem {
                    players,
                    ..p.clone()
                })
            }
        })
    }

    /// The game's name as the core spells it.
    pub fn game_name(&self) -> &'static str {
        match self {
            Question::Board(p) => p.game.name(),
            Question::StudDraw(p) => p.game.name(),
        }
    }

    /// Whether the pot is split between a high and a low half.
    pub fn is_hi_lo(&self) -> bool {
        match self {
            Question::Board(p) => p.game.is_hi_lo(),
            Question::StudDraw(p) => p.game.is_hi_lo(),
        }
    }

    /// `method`, or for `auto` exact when its estimated time is below
    /// [`AUTO_EXACT_SECONDS`] or below that of Monte Carlo within `limits`.
    pub fn choose(&self, method: Option<Method>, limits: Limits) -> Method {
        method.unwrap_or_else(|| {
            auto_method(
                self.seconds(Method::Exact, limits),
                self.seconds(Method::MonteCarlo, limits),
            )
        })
    }

    /// Estimated seconds on one core of a run by `method` within `limits`.
    pub fn seconds(&self, method: Method, limits: Limits) -> f64 {
        match (self, method) {
            (Question::Board(p), Method::Exact) => board::exact_seconds(p),
            (Question::Board(p), Method::MonteCarlo) => board::monte_carlo_seconds(p, limits),
            (Question::StudDraw(p), Method::Exact) => stud_draw_exact::exact_seconds(p),
            (Question::StudDraw(p), Method::MonteCarlo) => {
                stud_draw_monte_carlo::monte_carlo_seconds(p, limits)
            }
        }
    }

    /// The exact enumeration.
    pub fn exact(&self) -> Result<ExactCount<'_>> {
        Ok(match self {
            Question::Board(p) => ExactCount::Board(Exact::new(p)?),
            Question::StudDraw(p) => ExactCount::StudDraw(StudDrawExact::new(p)?),
        })
    }

    /// The Monte Carlo with a seed.
    pub fn monte_carlo(&self, seed: u64) -> Sampler<'_> {
        match self {
            Question::Board(p) => Sampler::Board(MonteCarlo::new(p, seed)),
            Question::StudDraw(p) => Sampler::StudDraw(StudDrawMonteCarlo::new(p, seed)),
        }
    }
}

/// `auto`'s pick from the estimated seconds of each method: exact when it is below
/// [`AUTO_EXACT_SECONDS`] or below Monte Carlo's.
pub fn auto_method(exact: f64, monte_carlo: f64) -> Method {
    if exact < AUTO_EXACT_SECONDS.max(monte_carlo) {
        Method::Exact
    } else {
        Method::MonteCarlo
    }
}

/// An exact enumeration of either kind: tasks run in batches.
#[derive(Clone, Debug)]
pub enum ExactCount<'a> {
    Board(Exact),
    StudDraw(StudDrawExact<'a>),
}

impl ExactCount<'_> {
    /// Completions enumerated (boards, or card deals).
    pub fn completions(&self) -> u64 {
        match self {
            ExactCount::Board(e) => e.completions(),
            ExactCount::StudDraw(e) => e.completions(),
        }
    }

    /// Number of tasks.
    pub fn tasks(&self) -> u64 {
        match self {
            ExactCount::Board(e) => e.tasks(),
            ExactCount::StudDraw(e) => e.tasks(),
        }
    }

    /// The counts of tasks `start..end`, short once `stop` is set.
    pub fn run(&self, start: u64, end: u64, stop: &AtomicBool) -> ExactTally {
        match self {
            ExactCount::Board(e) => e.run_unless(start, end, stop),
            ExactCount::StudDraw(e) => e.run_unless(start, end, stop),
        }
    }
}

/// A Monte Carlo of either kind.
#[derive(Clone, Debug)]
pub enum Sampler<'a> {
    Board(MonteCarlo<'a>),
    StudDraw(StudDrawMonteCarlo<'a>),
}

impl Sampler<'_> {
    /// The estimates of samples `start..end`, one per chunk in order.
    pub fn chunks(&self, start: u64, end: u64) -> Vec<Estimate> {
        match self {
            Sampler::Board(m) => m.chunks(start, end),
            Sampler::StudDraw(m) => m.chunks(start, end),
        }
    }

    /// The weight of the deals of the listed hands (the sum, over their tuples sharing
    /// no card, of the product of their range weights) per unit of the samples' mean
    /// importance weight: times `Estimate::weight / samples` it estimates that weight,
    /// in the same units for every question of the same players' ranges.
    pub fn deal_scale(&self) -> f64 {
        match self {
            Sampler::Board(m) => m.deal_scale(),
            Sampler::StudDraw(m) => m.deal_scale(),
        }
    }
}
