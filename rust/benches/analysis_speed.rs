//! One-core speed of the exact analysis against `solve(method="exact")`, on the same
//! player classes: `cargo bench --bench analysis_speed` (`BENCH_CHUNKS` chunks, spread
//! over the game, default 12).

use std::time::Instant;

use paigow_fast::paigow::analysis::{chunk_count, Analysis, CHUNK_GROUPS};
use paigow_fast::paigow::solver::{solve, Method};
use paigow_fast::paigow::suit_classes::groups;
use paigow_fast::paigow::HouseWay;

fn main() {
    let n: usize = std::env::var("BENCH_CHUNKS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(12);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a pool");
    let way = HouseWay::GOLDEN_NUGGET;
    let a = Analysis::new(way, way, 0.05).expect("valid");
    // Warm the tables.
    pool.install(|| a.chunk(0).expect("chunk 0"));
    let picks: Vec<usize> = (0..n).map(|i| i * chunk_count() / n).collect();
    let (mut classes, mut secs) = (0u64, 0f64);
    for &k in &picks {
        let start = Instant::now();
        let r = pool.install(|| a.chunk(k).expect("a chunk"));
        secs += start.elapsed().as_secs_f64();
        classes += r.classes;
    }
    let per_class = secs / classes as f64;
    println!(
        "analysis, house way and optimal together: {:.1} us a class ({classes} classes of {n} chunks in {secs:.2} s, one core)",
        per_class * 1e6
    );
    // solve(exact) on classes of the same chunks.
    let sample: Vec<_> = picks
        .iter()
        .flat_map(|&k| groups()[k * CHUNK_GROUPS].classes().into_iter().take(10))
        .collect();
    let start = Instant::now();
    for c in &sample {
        solve(&c.hand, Method::Exact, 0.05, way).expect("valid");
    }
    let solve_secs = start.elapsed().as_secs_f64() / sample.len() as f64;
    println!(
        "solve(method=\"exact\"): {:.3} ms a hand; the analysis costs 1/{:.0} of it a class",
        solve_secs * 1e3,
        solve_secs / per_class
    );
    println!(
        "whole game (6,972,147 classes) at this rate: {:.0} core-seconds",
        per_class * 6_972_147.0
    );
}
