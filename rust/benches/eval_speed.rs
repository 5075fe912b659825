//! Single-core evaluation speed of every ranking, in hands per second.
//!
//! `cargo bench --bench eval_speed` (the release profile). Random hands are
//! pre-generated with a fixed-seed splitmix64 generator, so every run evaluates the
//! same hands and prints the same checksums (a quick check that an optimisation kept
//! the behaviour). `EVAL_SPEED_HANDS` sets the number of random hands per test
//! (default 16,777,216), `EVAL_SPEED_REPS` the repetitions (the best one is shown),
//! `EVAL_SPEED_ONLY` a substring of the names of the tests to run.

use std::hint::black_box;
use std::time::Instant;

use paigow_fast::bulk::{rank_many_into, Rows};
use paigow_fast::eval::enumerate::PairKeys;
use paigow_fast::eval::tables::{tables, HandKey, RankSumRanking, RowPath, Tables};
use paigow_fast::eval::{badugi, rank_checked, two_card, Ranking};
use paigow_fast::runtime::with_threads;
use paigow_fast::Card;

mod common;
use common::{for_each_five, random_hands};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Runs `f` (which evaluates `hands` hands and returns a checksum) `reps` times and
/// prints the best rate by the wall clock ([`Instant`]). (The thread's CPU time is not
/// used: where Linux counts it in scheduler ticks, 4 ms on some virtual machines, it is
/// meaningless for runs of a few milliseconds.)
fn report(name: &str, hands: u64, reps: usize, mut f: impl FnMut() -> u64) {
    if let Ok(only) = std::env::var("EVAL_SPEED_ONLY") {
        if !name.contains(only.as_str()) {
            return;
        }
    }
    let mut best = f64::INFINITY;
    let mut checksum = 0;
    for _ in 0..reps {
        let start = Instant::now();
        checksum = black_box(f());
        best = best.min(start.elapsed().as_secs_f64());
    }
    let rate = hands as f64 / best / 1e6;
    println!("{name}: {rate:.1} M hands/s ({hands} hands in {best:.3} s; checksum {checksum})");
}

/// The bulk path against the bare loop on the same hands, timed in turns (`reps`
/// times each, best of each kept) so that a shared machine slows both alike; prints
/// both rates and their ratio.
fn report_ratio(
    name: &str,
    hands: u64,
    reps: usize,
    mut bare: impl FnMut() -> u64,
    mut bulk: impl FnMut() -> u64,
) {
    if let Ok(only) = std::env::var("EVAL_SPEED_ONLY") {
        if !name.contains(only.as_str()) {
            return;
        }
    }
    let time = |f: &mut dyn FnMut() -> u64| {
        let start = Instant::now();
        black_box(f());
        start.elapsed().as_secs_f64()
    };
    let (mut best_bare, mut best_bulk) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..reps {
        best_bare = best_bare.min(time(&mut bare));
        best_bulk = best_bulk.min(time(&mut bulk));
    }
    let rate = |t: f64| hands as f64 / t / 1e6;
    println!(
        "{name}: {:.1} M hands/s against the bare loop's {:.1}: {:.3}x (in turns, best of {reps})",
        rate(best_bulk),
        rate(best_bare),
        best_bare / best_bulk
    );
}

/// Sum over the hands (rows of `k` cards) of `eval(row)`.
#[inline(always)]
fn sum_rows(cards: &[Card], k: usize, eval: impl Fn(&[Card]) -> u32) -> u64 {
    let mut sum = 0u64;
    for row in black_box(cards).chunks_exact(k) {
        sum += eval(row) as u64;
    }
    sum
}

/// `rank_many_into` on one thread over rows of seven cards; every 64th rank summed, a
/// checksum that costs the timing little.
fn rank_many_one_thread(game: Ranking, cards: &[Card], out: &mut [u32]) -> u64 {
    let rows = Rows::new(cards, 7).unwrap();
    with_threads(Some(1), || rank_many_into(game, rows, out))
        .unwrap()
        .unwrap();
    out.iter().step_by(64).map(|&v| v as u64).sum()
}

/// Every seven-card hand valued, by `PairKeys` for the last two cards and card by card.
fn bench_enumerations(t: &Tables, reps: usize) {
    report(
        "HIGH 7-card enumeration (last two cards by PairKeys::high_with_each)",
        133_784_560,
        1.max(reps / 2),
        || {
            let pairs = PairKeys::new(52);
            let mut sum = 0u64;
            for_each_five(HandKey::default(), HandKey::add, |he, e| {
                pairs.high_with_each(t, he, e + 1, |v| sum += v as u64)
            });
            sum
        },
    );
    report(
        "HIGH 7-card enumeration",
        133_784_560,
        1.max(reps / 2),
        || {
            let mut sum = 0u64;
            for_each_five(HandKey::default(), HandKey::add, |he, e| {
                for f in e + 1..52 {
                    let hf = he.add(f);
                    for g in f + 1..52 {
                        sum += t.high(hf.add(g)) as u64;
                    }
                }
            });
            sum
        },
    );
}

/// HIGH on random seven-card rows: by key, by `high_of`, on every rows path, by
/// `rank_many` on one thread.
fn bench_high7(t: &Tables, high7: &[Card], out: &mut [u32], reps: usize) {
    let nn = (high7.len() / 7) as u64;
    report("HIGH 7-card random", nn, reps, || {
        sum_rows(high7, 7, |h| t.high(HandKey::of(h)) as u32)
    });

    report("HIGH 7-card random via Tables::high_of", nn, reps, || {
        sum_rows(high7, 7, |h| t.high_of(h) as u32)
    });

    // The rows paths (what rank_many evaluates with), each this machine has.
    for path in RowPath::available() {
        let mut out = vec![0u32; 4096];
        report(
            &format!("HIGH 7-card random rows, {path:?} path"),
            nn,
            reps,
            || {
                let mut sum = 0u64;
                for task in high7.chunks(7 * out.len()) {
                    let n = t.rank_sum_rows::<7>(path, RankSumRanking::High, task, &mut out);
                    sum += out[..n].iter().map(|&r| r as u64).sum::<u64>();
                }
                sum
            },
        );
    }

    // The bulk path on one thread: validation and the output store on top of the
    // evaluation (compare with the two lines above).
    report(
        "HIGH 7-card random via rank_many (1 thread)",
        nn,
        reps,
        || rank_many_one_thread(Ranking::High, high7, out),
    );
}

/// PAIGOW_HIGH on random seven-card rows (of the 53-card deck), and `rank_many`
/// against the bare loop for HIGH and PAIGOW_HIGH.
fn bench_paigow7(t: &Tables, high7: &[Card], out: &mut [u32], reps: usize) {
    let nn = (high7.len() / 7) as u64;
    let paigow7 = random_hands(nn as usize, 7, 53, 2);
    report("PAIGOW_HIGH 7-card random", nn, reps, || {
        sum_rows(&paigow7, 7, |h| t.paigow_high(HandKey::of(h)) as u32)
    });
    report(
        "PAIGOW_HIGH 7-card random via Tables::paigow_high_of",
        nn,
        reps,
        || sum_rows(&paigow7, 7, |h| t.paigow_high_of(h) as u32),
    );
    report_ratio(
        "HIGH 7-card rank_many (1 thread) / bare loop",
        nn,
        reps,
        || sum_rows(high7, 7, |h| t.high_of(h) as u32),
        || rank_many_one_thread(Ranking::High, high7, out),
    );
    report_ratio(
        "PAIGOW_HIGH 7-card rank_many (1 thread) / bare loop",
        nn,
        reps,
        || sum_rows(&paigow7, 7, |h| t.paigow_high_of(h) as u32),
        || rank_many_one_thread(Ranking::PaigowHigh, &paigow7, out),
    );
    report(
        "PAIGOW_HIGH 7-card random via rank_many (1 thread)",
        nn,
        reps,
        || rank_many_one_thread(Ranking::PaigowHigh, &paigow7, out),
    );
}

/// The other rankings on random rows of two to seven cards.
fn bench_others(t: &Tables, high7: &[Card], reps: usize) {
    let n = high7.len() / 7;
    let nn = n as u64;
    let high5 = random_hands(n, 5, 52, 3);
    let paigow5 = random_hands(n, 5, 53, 4);
    let paigow2 = random_hands(n, 2, 53, 5);
    let badugi4 = random_hands(n, 4, 52, 6);

    report("HIGH 5-card random", nn, reps, || {
        sum_rows(&high5, 5, |h| t.high(HandKey::of(h)) as u32)
    });
    report("PAIGOW_HIGH 5-card random", nn, reps, || {
        sum_rows(&paigow5, 5, |h| t.paigow_high(HandKey::of(h)) as u32)
    });
    report("PAIGOW_LOW 2-card random", nn, reps, || {
        sum_rows(&paigow2, 2, |h| two_card::rank(h[0], h[1]))
    });
    report("ACE_TO_FIVE 5-card random", nn, reps, || {
        sum_rows(&high5, 5, |h| t.ace_to_five(HandKey::of(h)) as u32)
    });
    report("ACE_TO_FIVE 7-card random", nn, reps, || {
        sum_rows(high7, 7, |h| t.ace_to_five(HandKey::of(h)) as u32)
    });
    report("ACE_TO_FIVE_8 5-card random", nn, reps, || {
        sum_rows(&high5, 5, |h| t.ace_to_five_8(HandKey::of(h)) as u32)
    });
    report("ACE_TO_FIVE_8 7-card random", nn, reps, || {
        sum_rows(high7, 7, |h| t.ace_to_five_8(HandKey::of(h)) as u32)
    });
    report("DEUCE_TO_SEVEN 5-card random", nn, reps, || {
        sum_rows(&high5, 5, |h| t.deuce_to_seven(h) as u32)
    });
    report("DEUCE_TO_SEVEN 7-card random", nn, reps, || {
        sum_rows(high7, 7, |h| t.deuce_to_seven(h) as u32)
    });
    report("BADUGI 4-card random", nn, reps, || {
        sum_rows(&badugi4, 4, |h| {
            badugi::rank(&[h[0], h[1], h[2], h[3]]) as u32
        })
    });
}

fn main() {
    let n = env_usize("EVAL_SPEED_HANDS", 1 << 24);
    let reps = env_usize("EVAL_SPEED_REPS", 3).max(1);
    let start = Instant::now();
    let t = tables();
    println!(
        "tables built in {:.1} ms ({} perfect-hash slots)",
        start.elapsed().as_secs_f64() * 1e3,
        t.hash_len()
    );
    let high7 = random_hands(n, 7, 52, 1);
    let mut out = vec![0u32; n];
    bench_high7(t, &high7, &mut out, reps);
    bench_enumerations(t, reps);
    report(
        "HIGH 7-card random via rank_checked",
        n as u64,
        reps,
        || sum_rows(&high7, 7, |h| rank_checked(t, Ranking::High, h)),
    );
    bench_paigow7(t, &high7, &mut out, reps);
    bench_others(t, &high7, reps);
}
