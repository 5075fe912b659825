//! A simulation ([`Simulation`]): the player's [`Strategy`], the dealer's way and the
//! seed; its rounds counted in a [`Tally`].

use rayon::prelude::*;

use super::deal::Dealer;
use super::CHUNK_ROUNDS;
use crate::cards::Card;
use crate::error::{Error, Result};
use crate::paigow::house_way::HouseWay;
use crate::paigow::solver::approx_best_ranks;
use crate::paigow::Outcome;

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
                let ways = HouseWay::names();
                let optimal = if side == "player" { ", optimal" } else { "" };
                Error::Argument(format!(
                    "unknown {side} strategy {name:?} (one of: house, {}{optimal})",
                    ways.join(", ")
                ))
            })
        };
        use crate::names::same;
        let dealer = match dealer {
            name if same(name, "house") => HouseWay::default(),
            name => way(name, "dealer")?,
        };
        let player = match player {
            name if same(name, "house") => Strategy::Way(dealer),
            name if same(name, "optimal") => Strategy::Optimal,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::monte_carlo::deal;
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
        assert_eq!(sim.player, Strategy::Way(HouseWay::FOXWOODS));
        assert_eq!(sim.dealer, HouseWay::FOXWOODS);
        let sim = Simulation::from_names("optimal", "house", 0).unwrap();
        assert_eq!(
            (sim.player, sim.dealer),
            (Strategy::Optimal, HouseWay::GOLDEN_NUGGET)
        );
        assert_eq!(sim.player.name(), "optimal");
        assert!(matches!(
            Simulation::from_names("nonsense", "house", 0),
            Err(Error::Argument(m)) if m.contains("player strategy")
        ));
        assert!(Simulation::from_names("house", "optimal", 0).is_err());
    }
}
