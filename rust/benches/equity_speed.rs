//! Exact hold'em equity in the core, without Python: the cases of
//! `benches/peer_equity.py` run as the bindings run them ([`streamed`] on the calling
//! thread and `threads - 1` helpers). `cargo bench --bench equity_speed`:
//!
//! - by default, one thread and two in interleaved blocks of calls over
//!   `BENCH_ROUNDS` rounds (default 7): per call the least time and the median, and
//!   the serial setup (the question checked, the run built);
//! - `BENCH_ESTIMATES=1`: questions of every game, each run exact (where estimated
//!   under 10 s) and by Monte Carlo (standard error 2e-4) on one thread beside the
//!   estimate `method="auto"` chooses by (goal: within 2x).
//! - `BENCH_TASKS=1`: each task of the short cases alone, and beside a second thread
//!   running the same tasks at the same moments (best of 50), with the end of the
//!   tasks taken in order by two workers;
//! - `BENCH_MONTE_CARLO=ROUNDS`: the Monte Carlo cases of the bench on one thread,
//!   nanoseconds a sample, best of ROUNDS runs of 2^21 samples;
//! - `BENCH_TIMELINE=CALLS`: per thread count, the calls at the quartiles of their
//!   times, each task's start and end on each worker (µs from the call's start).

use std::sync::Mutex;
use std::time::{Duration, Instant};

use paigow_fast::equity::run::Fold;
use paigow_fast::equity::{EquityGame, EquityRun, Limits, Method, Played, Question};
use paigow_fast::runtime::streamed;
use paigow_fast::Error;

const CASES: [&[&str]; 5] = [
    &["AhKh", "QsQd"],
    &["7c2d", "AhAs"],
    &["AhKh", "QsQd", "JcTc"],
    &["QQ+,AKs", "JJ-99,AQs+"],
    &["AhKh", "random"],
];
/// The short cases (under a millisecond on one thread).
const SHORT: usize = 3;
/// Seconds of calls in a block of one thread count.
const BLOCK: Duration = Duration::from_millis(5);
/// Seconds of blocks of each thread count in a round.
const ROUND: Duration = Duration::from_millis(300);

const LIMITS: Limits = Limits {
    stdev: 0.0,
    samples: None,
    seconds: None,
};

/// A task's worker (0 the calling thread, 1 a helper), start and end, in seconds
/// from the call's start.
type Span = (usize, f64, f64);

/// One exact call on `threads` threads: (total seconds, setup seconds), and its
/// tasks' spans when `spans`.
fn call(players: &[&str], threads: usize, spans: bool) -> ((f64, f64), Vec<Span>) {
    let start = Instant::now();
    let question =
        Question::new(Played::Board(EquityGame::Holdem), players, &[], &[]).expect("a question");
    let EquityRun { work, fold, .. } =
        EquityRun::new(&question, Some(Method::Exact), 0, LIMITS).expect("a run");
    let setup = start.elapsed().as_secs_f64();
    let caller = std::thread::current().id();
    let seen = Mutex::new(vec![]);
    let fold = streamed::<_, _, _, Error>(
        Some(threads),
        work.items(&fold),
        false,
        fold,
        |s, e, _| {
            let from = start.elapsed().as_secs_f64();
            let part = work.part(s, e);
            if spans {
                let who = usize::from(std::thread::current().id() != caller);
                let span = (who, from, start.elapsed().as_secs_f64());
                seen.lock().expect("spans").push(span);
            }
            part
        },
        Fold::absorb,
        |_| (),
        |(), _| Ok(()),
    )
    .expect("a fold");
    std::hint::black_box(fold.outcome().expect("an outcome"));
    let total = start.elapsed().as_secs_f64();
    ((total, setup), seen.into_inner().expect("spans"))
}

/// Adds to `calls` (per thread count, 1 and 2) the times of a round's calls: blocks
/// of calls of each in turn, `first` first, until each has taken [`ROUND`]. A block
/// begins with a call not counted, in which the helper wakes.
fn round(players: &[&str], first: usize, calls: &mut [Vec<(f64, f64)>; 2]) {
    let mut spent = [0.0; 2];
    while spent.iter().any(|&s| s < ROUND.as_secs_f64()) {
        for k in [first, 1 - first] {
            call(players, k + 1, false);
            let block = Instant::now();
            while block.elapsed() < BLOCK {
                let (times, _) = call(players, k + 1, false);
                calls[k].push(times);
                spent[k] += times.0;
            }
        }
    }
}

fn speeds(rounds: usize) {
    println!("per call over every round: least / median time (setup: the median call's)");
    for players in CASES {
        let mut calls = [vec![], vec![]];
        for r in 0..rounds {
            round(players, r % 2, &mut calls);
        }
        let [one, two] = calls.map(|mut c| {
            c.sort_by(|a, b| a.0.total_cmp(&b.0));
            (c[0].0, c[c.len() / 2])
        });
        let us = |x: f64| x * 1e6;
        println!(
            "{:<24} 1 thread {:>8.1} / {:>8.1} us (setup {:>5.1}), 2 threads {:>8.1} / {:>8.1} us (setup {:>5.1}): {:.2}x / {:.2}x",
            players.join(" vs "),
            us(one.0),
            us(one.1 .0),
            us(one.1 .1),
            us(two.0),
            us(two.1 .0),
            us(two.1 .1),
            one.0 / two.0,
            one.1 .0 / two.1 .0,
        );
    }
}

/// Seconds of each task of a case alone (best of `reps`), and beside a second thread
/// running the same tasks at the same moments (best of `reps`).
fn task_times(players: &[&str], reps: usize) -> (Vec<f64>, Vec<f64>) {
    let question =
        Question::new(Played::Board(EquityGame::Holdem), players, &[], &[]).expect("a question");
    let EquityRun { work, fold, .. } =
        EquityRun::new(&question, Some(Method::Exact), 0, LIMITS).expect("a run");
    let n = work.items(&fold).0 as usize;
    let time = |i: usize| {
        let t = Instant::now();
        std::hint::black_box(work.part(i as u64, i as u64 + 1));
        t.elapsed().as_secs_f64()
    };
    let (mut alone, mut beside) = (vec![f64::INFINITY; n], vec![f64::INFINITY; n]);
    let barrier = std::sync::Barrier::new(2);
    for _ in 0..reps {
        for (i, a) in alone.iter_mut().enumerate() {
            *a = a.min(time(i));
        }
        std::thread::scope(|s| {
            s.spawn(|| {
                for i in 0..n {
                    barrier.wait();
                    time(i);
                }
            });
            for (i, b) in beside.iter_mut().enumerate() {
                barrier.wait();
                *b = b.min(time(i));
            }
        });
    }
    (alone, beside)
}

/// The end of tasks of these seconds taken in order by whichever of two workers is free.
fn two_workers(seconds: &[f64]) -> f64 {
    let mut free = [0.0f64; 2];
    for &s in seconds {
        let w = usize::from(free[1] < free[0]);
        free[w] += s;
    }
    free[0].max(free[1])
}

fn tasks() {
    let us = |v: &[f64]| {
        let each: Vec<String> = v.iter().map(|s| format!("{:.0}", s * 1e6)).collect();
        each.join(" ")
    };
    for players in &CASES[..SHORT] {
        let (alone, beside) = task_times(players, 50);
        let sum: f64 = alone.iter().sum();
        println!("{}: tasks alone (us) {}", players.join(" vs "), us(&alone));
        println!("  beside a second thread (us) {}", us(&beside));
        println!(
            "  sum {:.0} us; two workers in order {:.0} us (half the sum {:.0}); beside / alone {:.2}",
            sum * 1e6,
            two_workers(&alone) * 1e6,
            sum / 2.0 * 1e6,
            beside.iter().sum::<f64>() / sum
        );
    }
}

fn timelines(calls: usize) {
    let us = |x: f64| format!("{:.0}", x * 1e6);
    for players in &CASES[..SHORT] {
        for threads in [1, 2] {
            let mut lines: Vec<_> = (0..calls).map(|_| call(players, threads, true)).collect();
            lines.sort_by(|a, b| a.0 .0.total_cmp(&b.0 .0));
            for q in [0, calls / 4, calls / 2, 3 * calls / 4] {
                let ((end, _), spans) = &lines[q];
                let on = |k: usize| {
                    let mine = spans.iter().filter(|s| s.0 == k);
                    let each: Vec<String> =
                        mine.map(|s| format!("{}-{}", us(s.1), us(s.2))).collect();
                    each.join(" ")
                };
                println!(
                    "{} on {threads}, call {q} of {calls}: end {} | caller {} | helper {}",
                    players.join(" vs "),
                    us(*end),
                    on(0),
                    on(1)
                );
            }
        }
    }
}

/// Monte Carlo on one thread: nanoseconds a sample, best of `rounds` runs.
fn monte_carlo(rounds: usize) {
    const SAMPLES: u64 = 1 << 21;
    let cases: [&[&str]; 3] = [
        &["random"; 6],
        &["AK,QQ+", "AQ+,KK+,JTs", "QQ+,AKs"],
        &["QQ+,AKs", "JJ-99,AQs+", "random"],
    ];
    let limits = Limits {
        stdev: 0.0,
        samples: Some(SAMPLES),
        seconds: None,
    };
    for players in cases {
        let question = Question::new(Played::Board(EquityGame::Holdem), players, &[], &[])
            .expect("a question");
        let best = (0..rounds)
            .map(|seed| {
                let start = Instant::now();
                let run = EquityRun::new(&question, Some(Method::MonteCarlo), seed as u64, limits)
                    .expect("a run");
                let EquityRun { work, fold, .. } = run;
                let fold = streamed::<_, _, _, Error>(
                    Some(1),
                    work.items(&fold),
                    false,
                    fold,
                    |s, e, _| work.part(s, e),
                    Fold::absorb,
                    |_| (),
                    |(), _| Ok(()),
                )
                .expect("a fold");
                std::hint::black_box(fold.outcome().expect("an outcome"));
                start.elapsed().as_secs_f64()
            })
            .fold(f64::INFINITY, f64::min);
        println!(
            "{:<36} {:.1} ns a sample (one thread, best of {rounds})",
            players.join(" vs "),
            best / SAMPLES as f64 * 1e9
        );
    }
}

fn main() {
    let var = |name: &str| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
    };
    if var("BENCH_ESTIMATES").is_some() {
        estimates();
    } else if let Some(rounds) = var("BENCH_MONTE_CARLO") {
        monte_carlo(rounds.max(1));
    } else if let Some(calls) = var("BENCH_TIMELINE") {
        timelines(calls.max(1));
    } else if var("BENCH_TASKS").is_some() {
        tasks();
    } else {
        speeds(var("BENCH_ROUNDS").unwrap_or(7));
    }
}

/// `(game, players, board)`: questions of every game whose estimates were once in doubt.
const ESTIMATE_CASES: [(&str, &[&str], &str); 9] = [
    ("omaha-hi-lo", &["As Ks 2d 3d", "random"], "4s 5h 9c"),
    ("omaha-hi-lo", &["As Ks 2d 3d", "random"], "4s 5h 9c Td"),
    ("omaha", &["AsKsQdJd", "random"], "2c 7h 9s Td"),
    ("razz", &["As2d3c", "KsKdQh", "7c8c9c"], ""),
    ("holdem", &["AhKh", "random", "random"], ""),
    ("holdem-hi-lo", &["AhKh", "random"], ""),
    ("holdem", &["AhKh", "random"], ""),
    ("stud", &["As Ad 3c 4d 5h", "Ks Kd Qh 2s 2h"], ""),
    ("stud-hi-lo", &["As2d3c", "KsKdQh"], ""),
];

/// Each estimate case run on one thread beside its estimate.
fn estimates() {
    let limits = Limits {
        stdev: 2e-4,
        samples: None,
        seconds: None,
    };
    println!("estimated and measured seconds on one thread (Monte Carlo at stdev 2e-4)");
    for (game, players, board) in ESTIMATE_CASES {
        let board = paigow_fast::cards::text::parse(board).expect("a board");
        let game_of = Played::from_name(game).expect("a game");
        let q = Question::new(game_of, players, &board, &[]).expect("a question");
        for method in [Method::Exact, Method::MonteCarlo] {
            let estimate = q.seconds(method, limits);
            if estimate > 10.0 {
                println!("{game:13} {players:?} {method:?}: {estimate:.3} s estimated, not run");
                continue;
            }
            let start = Instant::now();
            let run = EquityRun::new(&q, Some(method), 0, limits).expect("a run");
            paigow_fast::runtime::with_threads(Some(1), || run.finish().expect("an outcome"))
                .expect("a pool");
            let took = start.elapsed().as_secs_f64();
            println!(
                "{game:13} {players:?} {method:?}: {estimate:.3} s estimated, {took:.3} s, {:.2}x",
                estimate / took
            );
        }
    }
}
