//! One-core speed of the Pai Gow paths: `cargo bench --bench paigow_speed`.

use std::hint::black_box;
use std::time::Instant;

use paigow_fast::paigow::solver::{solve, Method};
use paigow_fast::paigow::HouseWay;
use paigow_fast::runtime::rng::SplitMix64;
use paigow_fast::Card;

fn random_hands(n: usize, seed: u64) -> Vec<[Card; 7]> {
    let mut rng = SplitMix64(seed);
    let mut deck: Vec<Card> = (0..53).collect();
    (0..n)
        .map(|_| {
            for i in 0..7 {
                let j = i + (rng.next_u64() % (53 - i) as u64) as usize;
                deck.swap(i, j);
            }
            deck[..7].try_into().unwrap()
        })
        .collect()
}

fn main() {
    let n: usize = std::env::var("BENCH_HANDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4_000_000);
    let hands = random_hands(n, 7);
    for way in HouseWay::built_in() {
        let name = way.name();
        let few = &hands[..200.min(hands.len())];
        let start = Instant::now();
        let mut sum = 0u64;
        for h in few {
            let s = solve(black_box(h), Method::Exact, 0.05, way).expect("a valid hand");
            sum += s.best as u64;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{name} exact solve: {:.3} ms a hand (checksum {sum})",
            secs / few.len() as f64 * 1e3
        );
        for _ in 0..3 {
            let start = Instant::now();
            let mut sum = 0u64;
            for h in &hands {
                let (hi, lo) = way.ranks(black_box(h));
                sum += hi as u64 + lo as u64;
            }
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{name} ranks (53-card deck, random): {:.1} M hands/s (checksum {sum})",
                hands.len() as f64 / secs / 1e6
            );
        }
        for _ in 0..3 {
            let start = Instant::now();
            let mut sum = 0u64;
            for h in &hands {
                let (i, j) = way.positions(black_box(h));
                sum += (i * 7 + j) as u64;
            }
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{name} positions (53-card deck, random): {:.1} M hands/s (checksum {sum})",
                hands.len() as f64 / secs / 1e6
            );
        }
    }
}
