//! The seeded Monte Carlo of Pai Gow Poker: deal a round, set both hands by their
//! strategies, settle, count. Streamed in fixed-size chunks so that memory stays flat
//! however many rounds are played.
//!
//! # Reproducibility
//!
//! Round `r` belongs to chunk `r / CHUNK_ROUNDS`. Every chunk has its own generator,
//! seeded from `(seed, chunk index)` ([`Xoshiro256pp::seeded`]), and starts from a
//! fresh deck in id order, so a round's cards depend only on the seed and the round's
//! index: not on the number of threads, nor on how chunks are batched, nor on the
//! total number of rounds (the first `n` rounds of a longer run are the same). The
//! tallies are integer sums.
//!
//! # Dealing
//!
//! A round deals 14 distinct cards of the 53-card deck by a partial Fisher-Yates
//! shuffle (position `i` swapped with a uniform position in `i..53`; the 14 unbiased
//! bounded draws come two 64-bit outputs at a time, [`Xoshiro256pp::below_many`]),
//! carried on the chunk's deck from round to round (a uniform shuffle of any
//! permutation is uniform). The player gets the first seven cards, the dealer the
//! next seven.
//!
//! # Strategies
//!
//! The dealer sets by a house way; the player by a house way or optimally against the
//! dealer's way ([`Strategy`]).
//!
//! # Batches
//!
//! A caller that wants to report progress or notice Ctrl-C plays the rounds in
//! [`Batches`](super::Batches) of about 0.1 s (batches of whole chunks,
//! [`CHUNK_ROUNDS`]); the batching never changes the result.

use rayon::prelude::*;

use super::rng::Xoshiro256pp;
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::paigow::house_way::HouseWay;
use crate::paigow::solver::approx_best_ranks;
use crate::paigow::Outcome;

/// Rounds per chunk (each chunk has its own generator). Fixed: changing it changes
/// which rounds a seed deals.
pub const CHUNK_ROUNDS: u64 = 1 << 14;

/// How the player sets seven cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// A house way.
    Way(HouseWay),
    /// The best setting by expected value against the dealer's way, approximate
    /// (card removal ignored, 5% commission): `solve_many(method="approx")`'s choice.
    Optimal,
}

impl Strategy {
    /// The strategy's name: a way's name or "optimal".
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Way(w) => w.name(),
            Strategy::Optimal => "optimal",
        }
    }

    /// The (five-card class, two-card class) of the setting this strategy chooses
    /// against a dealer playing `dealer`.
    #[inline(always)]
    pub fn ranks(self, hand: &[Card; 7], dealer: HouseWay) -> (u16, u32) {
        match self {
            Strategy::Way(w) => w.ranks(hand),
            Strategy::Optimal => approx_best_ranks(dealer, hand),
        }
    }
}

/// Counts of a run of rounds, from the player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    pub rounds: u64,
    /// Both player hands higher than the dealer's.
    pub wins: u64,
    /// Neither player hand higher.
    pub losses: u64,
    /// Rounds where the five-card hands tie exactly (a copy).
    pub high_copies: u64,
    /// Rounds where the two-card hands tie exactly.
    pub low_copies: u64,
    /// Rounds with at least one copy.
    pub copies: u64,
}

impl Tally {
    /// One hand each way.
    pub fn pushes(&self) -> u64 {
        self.rounds - self.wins - self.losses
    }
}

impl std::ops::Add for Tally {
    type Output = Tally;
    fn add(self, o: Tally) -> Tally {
        Tally {
            rounds: self.rounds + o.rounds,
            wins: self.wins + o.wins,
            losses: self.losses + o.losses,
            high_copies: self.high_copies + o.high_copies,
            low_copies: self.low_copies + o.low_copies,
            copies: self.copies + o.copies,
        }
    }
}

/// The deck and generator of one chunk.
struct Dealer {
    deck: [Card; 53],
    rng: Xoshiro256pp,
}

impl Dealer {
    fn new(seed: u64, chunk: u64) -> Dealer {
        Dealer {
            deck: std::array::from_fn(|i| i as Card),
            rng: Xoshiro256pp::seeded(seed, chunk),
        }
    }

    /// The next round's 14 cards: the player's seven, then the dealer's.
    #[inline(always)]
    fn deal(&mut self) -> [Card; 14] {
        // Position i swaps with i + a uniform draw in 0..53-i; ten draws from one
        // 64-bit output, then four from another.
        const FIRST: [u32; 10] = [53, 52, 51, 50, 49, 48, 47, 46, 45, 44];
        const LAST: [u32; 4] = [43, 42, 41, 40];
        const FIRST_PRODUCT: u64 = 53 * 52 * 51 * 50 * 49 * 48 * 47 * 46 * 45 * 44;
        const LAST_PRODUCT: u64 = 43 * 42 * 41 * 40;
        let first = self.rng.below_many(&FIRST, FIRST_PRODUCT);
        for (i, &d) in first.iter().enumerate() {
            self.deck.swap(i, i + d as usize);
        }
        let last = self.rng.below_many(&LAST, LAST_PRODUCT);
        for (i, &d) in last.iter().enumerate() {
            self.deck.swap(10 + i, 10 + i + d as usize);
        }
        self.deck[..14].try_into().expect("14 cards")
    }
}

/// A simulation: the strategies, the seed. Its rounds are numbered from 0.
#[derive(Clone, Copy, Debug)]
pub struct Simulation {
    pub player: Strategy,
    pub dealer: HouseWay,
    pub seed: u64,
}

impl Simulation {
    /// The simulation of the names users give: `dealer` a way's name or "house" (the
    /// default way), `player` a way's name, "house" (the dealer's way) or "optimal".
    pub fn from_names(player: &str, dealer: &str, seed: u64) -> Result<Simulation> {
        let way = |name: &str, side: &str| {
            HouseWay::from_name(name).map_err(|_| {
                let ways: Vec<&str> = HouseWay::ALL.iter().map(|w| w.name()).collect();
                let optimal = if side == "player" { ", optimal" } else { "" };
                Error::Argument(format!(
                    "unknown {side} strategy {name:?} (one of: house, {}{optimal})",
                    ways.join(", ")
                ))
            })
        };
        let dealer = match dealer {
            "house" => HouseWay::default(),
            name => way(name, "dealer")?,
        };
        let player = match player {
            "house" => Strategy::Way(dealer),
            "optimal" => Strategy::Optimal,
            name => Strategy::Way(way(name, "player")?),
        };
        Ok(Simulation {
            player,
            dealer,
            seed,
        })
    }

    /// Plays the first `rounds` rounds of chunk `chunk`.
    pub fn run_chunk(&self, chunk: u64, rounds: u64) -> Tally {
        let mut d = Dealer::new(self.seed, chunk);
        let mut t = Tally {
            rounds,
            ..Tally::default()
        };
        for _ in 0..rounds {
            let cards = d.deal();
            let p = self
                .player
                .ranks(cards[..7].try_into().expect("7"), self.dealer);
            let q = self.dealer.ranks(cards[7..].try_into().expect("7"));
            let outcome = Outcome::of_ranks(p, q);
            t.wins += (outcome == Outcome::Win) as u64;
            t.losses += (outcome == Outcome::Loss) as u64;
            let (hc, lc) = (p.0 == q.0, p.1 == q.1);
            t.high_copies += hc as u64;
            t.low_copies += lc as u64;
            t.copies += (hc | lc) as u64;
        }
        t
    }

    /// Plays rounds `start..end`, where `start` is a multiple of [`CHUNK_ROUNDS`], on
    /// the current rayon pool.
    pub fn run(&self, start: u64, end: u64) -> Tally {
        debug_assert_eq!(start % CHUNK_ROUNDS, 0);
        let first = (start / CHUNK_ROUNDS) as usize;
        let last = end.div_ceil(CHUNK_ROUNDS) as usize;
        (first..last)
            .into_par_iter()
            .with_max_len(1)
            .map(|c| {
                let c = c as u64;
                self.run_chunk(c, (end - c * CHUNK_ROUNDS).min(CHUNK_ROUNDS))
            })
            .reduce(Tally::default, |a, b| a + b)
    }
}

/// The cards of rounds `0..rounds` of a seed, exactly as [`Simulation`] deals them:
/// row `r` holds round `r`'s player cards then dealer cards (`rounds * 14` ids).
pub fn deal(seed: u64, rounds: u64) -> Vec<Card> {
    let mut out = vec![0 as Card; rounds as usize * 14];
    deal_into(seed, &mut out);
    out
}

/// [`deal`] into `out`, whose length (a multiple of 14) gives the number of rounds.
pub fn deal_into(seed: u64, out: &mut [Card]) {
    assert_eq!(out.len() % 14, 0, "14 cards per round");
    out.par_chunks_mut(CHUNK_ROUNDS as usize * 14)
        .enumerate()
        .for_each(|(c, chunk)| {
            let mut d = Dealer::new(seed, c as u64);
            for row in chunk.chunks_exact_mut(14) {
                row.copy_from_slice(&d.deal());
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::{house_way, settle};

    #[test]
    fn tally_equals_settling_the_dealt_rounds() {
        let sim = Simulation::from_names("house", "house", 42).unwrap();
        let n = 3 * CHUNK_ROUNDS + 123;
        let tally = sim.run(0, n);
        let cards = deal(42, n);
        let mut expect = Tally {
            rounds: n,
            ..Tally::default()
        };
        for row in cards.chunks(14) {
            let p = house_way(row[..7].try_into().unwrap());
            let d = house_way(row[7..].try_into().unwrap());
            match settle(&p, &d).unwrap() {
                Outcome::Win => expect.wins += 1,
                Outcome::Loss => expect.losses += 1,
                Outcome::Push => {}
            }
            let hc = p.high_rank() == d.high_rank();
            let lc = p.low_rank() == d.low_rank();
            expect.high_copies += hc as u64;
            expect.low_copies += lc as u64;
            expect.copies += (hc || lc) as u64;
        }
        assert_eq!(tally, expect);
        // Independent of the pool and of batching.
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .unwrap();
        let one = pool.install(|| sim.run(0, CHUNK_ROUNDS) + sim.run(CHUNK_ROUNDS, n));
        assert_eq!(one, tally);
    }

    #[test]
    fn names() {
        let sim = Simulation::from_names("house", "foxwoods", 0).unwrap();
        assert_eq!(sim.player, Strategy::Way(HouseWay::Foxwoods));
        assert_eq!(sim.dealer, HouseWay::Foxwoods);
        let sim = Simulation::from_names("optimal", "house", 0).unwrap();
        assert_eq!(
            (sim.player, sim.dealer),
            (Strategy::Optimal, HouseWay::GoldenNugget)
        );
        assert_eq!(sim.player.name(), "optimal");
        assert!(matches!(
            Simulation::from_names("nonsense", "house", 0),
            Err(Error::Argument(m)) if m.contains("player strategy")
        ));
        assert!(Simulation::from_names("house", "optimal", 0).is_err());
    }
}
