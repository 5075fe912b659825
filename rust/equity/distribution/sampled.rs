//! The distribution by Monte Carlo: each combo counted (one of each suit orbit) held
//! fixed and sampled by the question's own sampler ([`super::super::EquityRun`] by
//! Monte Carlo, up to a standard error or a number of samples a combo), seeded by the
//! run's seed and the combo's position in the range, so that a seed gives the same
//! figures on any number of threads.
//!
//! A combo's weight is its range weight times the weight of the deals the other ranges
//! leave it; the sampler estimates the latter (exactly when it draws the listed hands
//! jointly) as its deal scale times the samples' mean importance weight. The player's
//! mean is then the ratio of the orbits' weighted sums, a stratified estimate of
//! `pg.equity`'s, with its delta-method standard error (the orbits independent).

use std::sync::atomic::AtomicBool;

use rayon::prelude::*;

use super::Distribution;
use crate::equity::estimate::Estimate;
use crate::equity::run::{Fold, Work};
use crate::equity::{EquityRun, Limits, Method};
use crate::error::Result;
use crate::runtime::rng::Xoshiro256pp;

/// One combo's Monte Carlo sums.
#[derive(Clone, Debug, PartialEq)]
pub struct ComboSample {
    /// The combo's integer weight in the range.
    pub weight: u64,
    /// The sampler's deal scale ([`crate::equity::question::Sampler::deal_scale`]; 0:
    /// the other ranges never leave the combo a deal).
    pub scale: f64,
    /// The sums of the combo's samples, the player's alone (`players` of one).
    pub estimate: Estimate,
}

impl ComboSample {
    /// The estimated weight of the deals that give the player this combo.
    pub fn deals(&self) -> f64 {
        let e = &self.estimate;
        if e.samples == 0 || e.weight <= 0.0 {
            return 0.0;
        }
        self.scale * e.weight / e.samples as f64
    }

    /// The combo's estimated equity, win and tie probabilities and the equity's
    /// standard error (NaN when no sample gave a deal).
    pub fn figures(&self) -> [f64; 4] {
        let e = &self.estimate;
        if e.weight <= 0.0 {
            return [f64::NAN; 4];
        }
        let s = &e.players[0];
        [e.equity(0), s.win / e.weight, s.tie / e.weight, e.stderr(0)]
    }
}

/// Errors on limits that never stop a combo: no standard error to reach (`stdev` 0)
/// and no number of samples.
pub fn check_sampling(limits: Limits) -> Result<()> {
    if limits.stdev <= 0.0 && limits.samples.is_none() {
        return Err(crate::error::Error::Argument(
            "a distribution by Monte Carlo needs stdev > 0 or samples= (a combo's): \
             with neither a combo is never done"
                .into(),
        ));
    }
    Ok(())
}

/// The seed of the combo at `index` in the range, from the run's seed.
fn combo_seed(seed: u64, index: usize) -> u64 {
    Xoshiro256pp::seeded(seed, index as u64).next_u64()
}

impl Distribution<'_> {
    /// The combo counted `unit` (of [`Self::units`]) sampled within `limits`, or None
    /// when `stop` is seen before the end.
    pub fn sample_unless(
        &self,
        unit: usize,
        seed: u64,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Result<Option<ComboSample>> {
        let index = self.counted[unit];
        let weight = self.combos[index].weight;
        let Some(question) = self.question(index) else {
            return Ok(Some(ComboSample {
                weight,
                scale: 0.0,
                estimate: Estimate::default(),
            }));
        };
        let run = EquityRun::new(
            &question,
            Some(Method::MonteCarlo),
            combo_seed(seed, index),
            limits,
        )?;
        let Work::MonteCarlo(sampler) = &run.work else {
            unreachable!("a Monte Carlo run samples");
        };
        let scale = sampler.deal_scale();
        Ok(match run.fold_unless(stop, self.alone())? {
            Some(Fold::MonteCarlo { acc, .. }) => {
                let mut estimate = acc.estimate;
                estimate.players = vec![estimate.players[self.player]];
                Some(ComboSample {
                    weight,
                    scale,
                    estimate,
                })
            }
            _ => None,
        })
    }

    /// The combos counted `start..end` sampled, in parallel on the current rayon pool
    /// (None for a combo stopped before its end).
    pub fn sample(
        &self,
        start: usize,
        end: usize,
        seed: u64,
        limits: Limits,
        stop: &AtomicBool,
    ) -> Result<Vec<Option<ComboSample>>> {
        (start..end)
            .into_par_iter()
            .map(|u| self.sample_unless(u, seed, limits, stop))
            .collect()
    }

    /// Every combo's sample, from those of the combos counted (in order).
    pub fn expand_samples(&self, counted: &[ComboSample]) -> Vec<ComboSample> {
        self.combos
            .iter()
            .zip(&self.orbit_of)
            .map(|(c, &o)| ComboSample {
                weight: c.weight,
                ..counted[o].clone()
            })
            .collect()
    }

    /// The player's mean equity and its standard error from the combos counted: the
    /// ratio of the sums over the orbits of each orbit's range weight times its
    /// deals' and pot's estimates, and its delta-method standard error.
    pub fn sampled_mean(&self, counted: &[ComboSample]) -> (f64, f64) {
        let mut orbit_weight = vec![0u128; counted.len()];
        for (c, &o) in self.combos.iter().zip(&self.orbit_of) {
            orbit_weight[o] += c.weight as u128;
        }
        // Each orbit's factor: its range weight times its scale over its samples.
        let factors: Vec<f64> = counted
            .iter()
            .zip(&orbit_weight)
            .map(|(c, &w)| match c.estimate.samples {
                0 => 0.0,
                n => w as f64 * c.scale / n as f64,
            })
            .collect();
        let (mut pot, mut deals) = (0.0, 0.0);
        for (c, a) in counted.iter().zip(&factors) {
            if *a > 0.0 && c.estimate.weight > 0.0 {
                pot += a * c.estimate.players[0].pot;
                deals += a * c.estimate.weight;
            }
        }
        if deals <= 0.0 {
            return (f64::NAN, f64::NAN);
        }
        let mean = pot / deals;
        let spread: f64 = counted
            .iter()
            .zip(&factors)
            .filter(|(c, a)| **a > 0.0 && c.estimate.weight > 0.0)
            .map(|(c, a)| {
                let e = &c.estimate;
                let s = &e.players[0];
                // sum((iw (x - mean))^2) less its mean's square over the samples.
                let squares = s.pot2_w2 - 2.0 * mean * s.pot_w2 + mean * mean * e.weight2;
                let sum = s.pot - mean * e.weight;
                a * a * (squares - sum * sum / e.samples as f64).max(0.0)
            })
            .sum();
        (mean, spread.sqrt() / deals)
    }

    /// Estimated seconds on one core of sampling the combos counted within `limits`.
    pub fn sampled_seconds(&self, limits: Limits) -> f64 {
        self.per_unit_seconds(Method::MonteCarlo, limits) * self.counted.len() as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_for_tests as cards;
    use crate::equity::distribution::ComboCounts;
    use crate::equity::showdown::POT;
    use crate::equity::Played;

    fn run_both(
        players: &[&str],
        board: &str,
        game: &str,
    ) -> (Vec<ComboCounts>, Vec<ComboSample>, (f64, f64)) {
        let game = Played::from_name(game).unwrap();
        let board = cards(board);
        let d = Distribution::new(game, players, &board, &[], 0).unwrap();
        let never = AtomicBool::new(false);
        let exact: Vec<ComboCounts> = d
            .run(0, d.units(), &never)
            .unwrap()
            .into_iter()
            .map(Option::unwrap)
            .collect();
        let limits = Limits {
            stdev: 0.0,
            samples: Some(40_000),
            seconds: None,
        };
        let sampled: Vec<ComboSample> = d
            .sample(0, d.units(), 11, limits, &never)
            .unwrap()
            .into_iter()
            .map(Option::unwrap)
            .collect();
        let mean = d.sampled_mean(&sampled);
        (d.expand(&exact), d.expand_samples(&sampled), mean)
    }

    /// Each combo's estimate and deals' weight, and the mean, near the exact ones.
    fn check(players: &[&str], board: &str, game: &str) {
        let (exact, sampled, (mean, se)) = run_both(players, board, game);
        let total: f64 = exact.iter().map(|c| c.weight as f64 * c.total as f64).sum();
        let deals: f64 = sampled.iter().map(|c| c.weight as f64 * c.deals()).sum();
        let mut pot = 0.0;
        for (e, s) in exact.iter().zip(&sampled) {
            let equity = e.counts.pot as f64 / (e.total as f64 * POT as f64);
            let [got, _, _, stderr] = s.figures();
            assert!(
                (got - equity).abs() <= 5.0 * stderr + 1e-12,
                "{got} {equity} {stderr}"
            );
            // The deals' share, within a few percent of the exact one.
            let share = e.weight as f64 * e.total as f64 / total;
            let sampled_share = s.weight as f64 * s.deals() / deals;
            assert!(
                (share - sampled_share).abs() <= 0.03 * share,
                "{share} {sampled_share}"
            );
            pot += e.weight as f64 * e.counts.pot as f64 / POT as f64;
        }
        let exact_mean = pot / total;
        assert!(
            se > 0.0 && (mean - exact_mean).abs() <= 5.0 * se,
            "{mean} {exact_mean} {se}"
        );
    }

    #[test]
    fn sampled_combos_and_mean_agree_with_the_exact_counts() {
        // Joint draws (every importance weight 1) with card removal.
        check(&["AKs:0.5, QQ, 72o:0.25", "AK, JJ+"], "2c 7d 9h", "holdem");
        // Four players: `random` and overlapping ranges (on the river, so that the exact
        // count is quick).
        check(
            &["AA, KK", "random", "22+, A2+, K2+", "22+, A2+, Q2+"],
            "2c 7d 9h Js 3s",
            "holdem",
        );
        // Stud with ranges.
        check(&["As2d3c, Ah2d4c:0.5", "KdKsQh, 5c5d5h"], "", "razz");
    }
}
