//! The distribution of one player's equity over the hands of their range: each hand
//! (combo) of the chosen player held fixed against the other players' ranges, counted
//! exactly by the same run as [`super::EquityRun`], with the weight of the deals that
//! give the player that hand. The weighted mean of the combos' equities is the
//! player's equity: the question's deals are the union of the combos' deals, each
//! counted at the combo's weight in the range times the other players' weights. In
//! the board games, combos that a permutation of the suits fixing the rest of the
//! question (board, dead cards, the other players' weighted hands) maps onto each
//! other have the same counts: one of each orbit is counted.

mod sampled;

pub use sampled::{check_sampling, ComboSample};

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use rayon::prelude::*;

use super::board::exact::suits::Symmetry;
use super::hands::Hands;
use super::question::auto_method;
use super::range::{Combo, Player};
use super::tally::Counts;
use super::{EquityRun, Limits, Method, Played, Question};
use crate::cards::Card;
use crate::error::{Error, Result};

/// The standard error each combo's Monte Carlo estimate reaches unless told otherwise.
pub const COMBO_STDEV: f64 = 1e-3;

/// Combos counted a thread from which each combo is counted by one thread alone.
const COMBOS_A_THREAD: usize = 4;

/// One combo's exact counts: its weight in the range, and the counts of the question
/// with the player holding it (the other players' weights as in the whole question).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComboCounts {
    /// The combo's integer weight in the range (as the whole question weighs it).
    pub weight: u64,
    /// The weight of the deals that give the player this combo, over the other
    /// players' hands and the completions (0: the other ranges never leave it a deal).
    pub total: u128,
    /// The player's counts over `total` (see [`Counts`]).
    pub counts: Counts,
}

/// A question and the player whose combos are held in turn.
#[derive(Clone, Debug)]
pub struct Distribution<'a> {
    /// The whole question, and the players as given (for its errors).
    whole: Question,
    players: Vec<Player<'a>>,
    player: usize,
    combos: Vec<Combo>,
    /// The combos counted (one of each suit orbit), and for each combo the position
    /// of its orbit's among them.
    counted: Vec<usize>,
    orbit_of: Vec<usize>,
}

impl<'a> Distribution<'a> {
    /// Checks the question and lists `player`'s combos (from 0) once the known cards
    /// are out; `random` lists every hand in the board games.
    pub fn new<P: Copy + Into<Player<'a>>>(
        game: Played,
        players: &[P],
        board: &[Card],
        dead: &[Card],
        player: usize,
    ) -> Result<Distribution<'a>> {
        let question = Question::new(game, players, board, dead)?;
        if player >= players.len() {
            return Err(Error::Argument(format!(
                "player must be from 0 to {}, got {player}",
                players.len() - 1
            )));
        }
        let combos = match &question {
            Question::Board(p) => p.listed(player),
            Question::StudDraw(p) => p.players[player].clone(),
        };
        if combos.iter().any(|c| c.cards().is_empty()) {
            return Err(Error::Argument(format!(
                "player {}: a distribution needs the player's hands listed, not 'random' \
                 (nothing known) in {}",
                player + 1,
                question.game_name()
            )));
        }
        let (counted, orbit_of) = orbits(&question, player, &combos);
        Ok(Distribution {
            whole: question,
            players: players.iter().map(|&p| p.into()).collect(),
            player,
            combos,
            counted,
            orbit_of,
        })
    }

    /// Whether each combo's run is done on its worker alone ([`EquityRun::fold_unless`]):
    /// when there are enough combos counted to keep every thread busy (at least
    /// [`COMBOS_A_THREAD`] a thread), so that no combo's parts wait on another thread.
    fn alone(&self) -> bool {
        self.counted.len() >= COMBOS_A_THREAD * rayon::current_num_threads()
    }

    /// The number of combos counted (one of each suit orbit): the units of [`Self::run`].
    pub fn units(&self) -> usize {
        self.counted.len()
    }

    /// Every combo's counts, from those of the combos counted (in order).
    pub fn expand(&self, counted: &[ComboCounts]) -> Vec<ComboCounts> {
        self.combos
            .iter()
            .zip(&self.orbit_of)
            .map(|(c, &o)| ComboCounts {
                weight: c.weight,
                ..counted[o].clone()
            })
            .collect()
    }

    /// The player's combos, in the range's order.
    pub fn combos(&self) -> &[Combo] {
        &self.combos
    }

    /// The question with the player holding combo `index`, or None when the other
    /// players' ranges never leave it a deal.
    fn question(&self, index: usize) -> Option<Question> {
        self.whole
            .holding(&self.players, self.player, &self.combos[index])
    }

    /// The combo counted `unit` (of [`Self::units`]) counted exactly, or None when
    /// `stop` is seen before the end.
    pub fn unit_unless(&self, unit: usize, stop: &AtomicBool) -> Result<Option<ComboCounts>> {
        let index = self.counted[unit];
        let weight = self.combos[index].weight;
        let Some(question) = self.question(index) else {
            return Ok(Some(ComboCounts {
                weight,
                total: 0,
                counts: Counts::default(),
            }));
        };
        Ok(
            EquityRun::exact_unless(&question, stop, self.alone())?.map(|(total, players)| {
                ComboCounts {
                    weight,
                    total,
                    counts: players[self.player],
                }
            }),
        )
    }

    /// The combos counted `start..end` (of [`Self::units`]), in parallel on the current
    /// rayon pool (None for a combo stopped before its end).
    pub fn run(
        &self,
        start: usize,
        end: usize,
        stop: &AtomicBool,
    ) -> Result<Vec<Option<ComboCounts>>> {
        (start..end)
            .into_par_iter()
            .map(|u| self.unit_unless(u, stop))
            .collect()
    }

    /// Estimated seconds on one core of the exact counts of the combos counted.
    pub fn seconds(&self) -> f64 {
        let limits = Limits {
            stdev: 1.0,
            samples: None,
            seconds: None,
        };
        self.per_unit_seconds(Method::Exact, limits) * self.counted.len() as f64
    }

    /// `method`, or for `auto` ([`auto_method`]) exact when the exact counts are
    /// estimated quick, by their cost and that of sampling within `limits`.
    pub fn choose(&self, method: Option<Method>, limits: Limits) -> Method {
        method.unwrap_or_else(|| auto_method(self.seconds(), self.sampled_seconds(limits)))
    }

    /// The estimated seconds on one core of a combo counted by `method`, the mean of
    /// the first few.
    fn per_unit_seconds(&self, method: Method, limits: Limits) -> f64 {
        let sample = self.counted.len().min(8);
        self.counted[..sample]
            .iter()
            .filter_map(|&i| self.question(i))
            .map(|q| q.seconds(method, limits))
            .sum::<f64>()
            / sample.max(1) as f64
    }
}

/// One combo of each suit orbit (the first in the range's order), and each combo's
/// orbit's position among them. The orbits are those of the suit permutations that fix
/// the question with the player's hand unknown ([`Symmetry`]); none in stud and draw.
fn orbits(question: &Question, player: usize, combos: &[Combo]) -> (Vec<usize>, Vec<usize>) {
    let symmetry = match question {
        Question::Board(p) => {
            let mut others = p.clone();
            others.players[player] = Hands::Random;
            Symmetry::of(&others)
        }
        Question::StudDraw(_) => Symmetry::default(),
    };
    let mut first: HashMap<u64, usize> = HashMap::new();
    let mut counted = vec![];
    let orbit_of = combos
        .iter()
        .enumerate()
        .map(|(i, c)| {
            *first
                .entry(symmetry.least_image(c.mask))
                .or_insert_with(|| {
                    counted.push(i);
                    counted.len() - 1
                })
        })
        .collect();
    (counted, orbit_of)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;
    use crate::equity::EquityGame;

    /// The weighted sum of the combos' counts is the whole question's.
    fn check_identity(game: Played, players: &[&str], board: &str, player: usize) {
        let board = cards(board);
        let d = Distribution::new(game, players, &board, &[], player).unwrap();
        let never = AtomicBool::new(false);
        let counted: Option<Vec<ComboCounts>> =
            d.run(0, d.units(), &never).unwrap().into_iter().collect();
        let combos = d.expand(&counted.unwrap());
        let q = Question::new(game, players, &board, &[]).unwrap();
        let (total, players) = EquityRun::exact_unless(&q, &never, false).unwrap().unwrap();
        let (mut t, mut pot, mut win) = (0u128, 0u128, 0u128);
        for c in &combos {
            t += c.total * c.weight as u128;
            pot += c.counts.pot * c.weight as u128;
            win += c.counts.win * c.weight as u128;
        }
        assert_eq!(
            (t, pot, win),
            (total, players[player].pot, players[player].win)
        );
    }

    #[test]
    fn the_combos_add_up_to_the_question() {
        let holdem = Played::Board(EquityGame::Holdem);
        check_identity(holdem, &["AKs:0.5, QQ, 72o:0.25", "AK, JJ+"], "", 0);
        check_identity(holdem, &["AhKh", "QQ+:0.3, AKs", "JJ-99"], "2h 7h Td", 1);
        let omaha = Played::Board(EquityGame::Omaha);
        check_identity(
            omaha,
            &["AhKhQdJd, AsAc2d3d:0.5", "KsKdQcJc, 5h5c4d4s"],
            "2c 8h Td",
            0,
        );
    }

    #[test]
    fn random_is_listed_on_the_board_and_refused_in_stud() {
        let holdem = Played::Board(EquityGame::Holdem);
        let d = Distribution::new(holdem, &["random", "AA"], &cards("2c 3d 4h 5s 6c"), &[], 0);
        assert_eq!(d.unwrap().combos().len(), 1081);
        // Counted once a suit orbit: AKs and QQ against random preflop; against AhKh,
        // the three AKs left, the queens with a heart and those without.
        let d = Distribution::new(holdem, &["AKs, QQ", "random"], &[], &[], 0).unwrap();
        assert_eq!((d.combos().len(), d.units()), (10, 2));
        let d = Distribution::new(holdem, &["AKs, QQ", "AhKh"], &[], &[], 0).unwrap();
        assert_eq!((d.combos().len(), d.units()), (9, 3));
        let razz = Played::from_name("razz").unwrap();
        assert!(Distribution::new(razz, &["random", "As2d3c"], &[], &[], 0).is_err());
        assert!(Distribution::new(holdem, &["AA", "KK"], &[], &[], 2).is_err());
    }
}
