//! The peer benchmark's timing program (built by `benches/peer_eval.py`, not part of
//! the crate): OMPEval, holdem-hand-evaluator and this library's evaluator on the same
//! hands, in interleaved rounds, the best round of each printed as M hands/s.
//!
//! Arguments: `HANDS ROUNDS` (random seven-card hands per round, rounds).

use std::hint::black_box;
use std::time::Instant;

use holdem_hand_evaluator::Hand as HheHand;
use paigow_fast::eval::enumerate::PairKeys;
use paigow_fast::eval::tables::{tables, HandKey, RankSumRanking, RowPath};

#[path = "../../rust/benches/common.rs"]
mod common;
use common::{for_each_five, random_hands};

extern "C" {
    fn omp_init();
    fn omp_sum_random(cards: *const u8, n: usize) -> u64;
    fn omp_ranks(cards: *const u8, n: usize, out: *mut u16);
    fn omp_sum_enumeration() -> u64;
}

const ENUMERATION: f64 = 133_784_560.0;

fn hhe_hand(c: &[u8]) -> HheHand {
    c.iter()
        .fold(HheHand::new(), |h, &x| h.add_card(x as usize))
}

fn hhe_sum_random(cards: &[u8]) -> u64 {
    cards
        .chunks_exact(7)
        .map(|c| hhe_hand(c).evaluate() as u64)
        .sum()
}

fn hhe_sum_enumeration() -> u64 {
    let mut sum = 0u64;
    let add = |h: HheHand, c: u8| h.add_card(c as usize);
    for_each_five(HheHand::new(), add, |he, e| {
        for f in e as usize + 1..52 {
            let hf = he.add_card(f);
            for g in f + 1..52 {
                sum += hf.add_card(g).evaluate() as u64;
            }
        }
    });
    sum
}

/// The library's rows path (`rank_many`'s evaluation, without its check), a task of
/// 4096 rows at a time as `rank_many` takes them.
fn pf_sum_random(cards: &[u8], path: RowPath) -> u64 {
    let t = tables();
    let mut out = vec![0u32; 4096];
    let mut sum = 0u64;
    for task in cards.chunks(7 * out.len()) {
        let n = t.rank_sum_rows::<7>(path, RankSumRanking::High, task, &mut out);
        sum += out[..n].iter().map(|&r| r as u64).sum::<u64>();
    }
    sum
}

/// Every hand once: five cards added one at a time, the last two from `PairKeys`
/// (`PairKeys::high_with_each`, the loop of the library's enumeration).
fn pf_sum_enumeration() -> u64 {
    let t = tables();
    let pairs = PairKeys::new(52);
    let mut sum = 0u64;
    for_each_five(HandKey::default(), HandKey::add, |he, e| {
        pairs.high_with_each(t, he, e + 1, |v| sum += v as u64)
    });
    sum
}

/// Whether two rank lists order every consecutive pair of hands alike.
fn same_order(a: &[u32], b: &[u32]) -> bool {
    a.windows(2)
        .zip(b.windows(2))
        .all(|(x, y)| x[0].cmp(&x[1]) == y[0].cmp(&y[1]))
}

/// A timed case: (kind, evaluator, hands, the call, returning a checksum).
type Case<'a> = (&'a str, &'a str, f64, Box<dyn Fn() -> u64 + 'a>);

/// Checks that the three evaluators order every hand alike (and every rows path sums
/// as the scalar path does); the best rows path of this machine.
fn check_agreement(cards: &[u8], n: usize) -> RowPath {
    let t = tables();
    let mut omp = vec![0u16; n];
    unsafe { omp_ranks(cards.as_ptr(), n, omp.as_mut_ptr()) };
    let omp: Vec<u32> = omp.into_iter().map(u32::from).collect();
    let hhe: Vec<u32> = cards
        .chunks_exact(7)
        .map(|c| hhe_hand(c).evaluate() as u32)
        .collect();
    let pf: Vec<u32> = cards.chunks_exact(7).map(|c| t.high_of(c) as u32).collect();
    let pf_sum: u64 = pf.iter().map(|&r| r as u64).sum();
    for path in RowPath::available() {
        assert_eq!(pf_sum_random(cards, path), pf_sum, "{path:?}");
    }
    let agree = same_order(&omp, &pf) && same_order(&hhe, &pf);
    println!("agreement: the three order all {n} hands alike: {agree}");
    assert!(agree, "the evaluators disagree");

    RowPath::detect()
}

/// The least time of each case over `rounds` interleaved rounds.
fn best_times(cases: &[Case], rounds: usize) -> Vec<f64> {
    let mut best = vec![f64::INFINITY; cases.len()];
    for round in 0..rounds {
        // Interleaved, and each round starting from another case (no evaluator always first).
        for k in 0..cases.len() {
            let i = (k + round) % cases.len();
            let start = Instant::now();
            black_box((cases[i].3)());
            best[i] = best[i].min(start.elapsed().as_secs_f64());
        }
    }
    best
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("HANDS ROUNDS"))
        .collect();
    let (n, rounds) = (
        args.first().copied().unwrap_or(10_000_000),
        args.get(1).copied().unwrap_or(9),
    );
    unsafe { omp_init() };
    let cards = random_hands(n, 7, 52, 1);
    let best = check_agreement(&cards, n);

    let mut cases: Vec<Case> = vec![
        (
            "random",
            "OMPEval",
            n as f64,
            Box::new(|| unsafe { omp_sum_random(cards.as_ptr(), n) }),
        ),
        (
            "random",
            "holdem-hand-evaluator",
            n as f64,
            Box::new(|| hhe_sum_random(&cards)),
        ),
        (
            "random",
            "paigow_fast",
            n as f64,
            Box::new(|| pf_sum_random(&cards, best)),
        ),
        (
            "random",
            "paigow_fast (portable)",
            n as f64,
            Box::new(|| pf_sum_random(&cards, RowPath::Portable)),
        ),
    ];
    // The AVX2 path too where the machine has it and "paigow_fast" times another one.
    if best != RowPath::Avx2 && RowPath::available().contains(&RowPath::Avx2) {
        cases.push((
            "random",
            "paigow_fast (AVX2)",
            n as f64,
            Box::new(|| pf_sum_random(&cards, RowPath::Avx2)),
        ));
    }
    cases.extend::<[Case; 3]>([
        (
            "enumeration",
            "OMPEval",
            ENUMERATION,
            Box::new(|| unsafe { omp_sum_enumeration() }),
        ),
        (
            "enumeration",
            "holdem-hand-evaluator",
            ENUMERATION,
            Box::new(hhe_sum_enumeration),
        ),
        (
            "enumeration",
            "paigow_fast",
            ENUMERATION,
            Box::new(pf_sum_enumeration),
        ),
    ]);
    let best = best_times(&cases, rounds);
    for (case, seconds) in cases.iter().zip(&best) {
        println!("{}\t{}\t{:.1}", case.0, case.1, case.2 / seconds / 1e6);
    }
}
