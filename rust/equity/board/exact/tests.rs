//! The enumeration against a straightforward one: every board of the unseen cards,
//! every tuple of hands settled, no symmetry, no shared keys.

use super::*;
use crate::cards::parse_for_tests as cards;

/// The counts of every (board, tuple) pair, settled one by one.
fn slow(problem: &Problem) -> ExactTally {
    let t = tables();
    let n = problem.players.len();
    let listed: Vec<Vec<Combo>> = (0..n).map(|p| problem.listed(p)).collect();
    let deck: Vec<Card> = (0..52)
        .filter(|&c| problem.known & 1u64 << c == 0)
        .collect();
    let mut tally = ExactTally {
        total: 0,
        boards: 0,
        players: vec![Counts::default(); n],
    };
    let mut board = [0; 5];
    board[..problem.board.len()].copy_from_slice(&problem.board);
    fn boards(deck: &[Card], board: &mut [Card; 5], len: usize, f: &mut impl FnMut(&[Card; 5])) {
        if len == 5 {
            return f(board);
        }
        for (i, &c) in deck.iter().enumerate() {
            board[len] = c;
            boards(&deck[i + 1..], board, len + 1, f);
        }
    }
    /// `f(weight, hands)` for every tuple of hands sharing no card with `used`.
    fn tuples<'a>(
        listed: &'a [Vec<Combo>],
        used: u64,
        weight: u128,
        hands: &mut Vec<&'a Combo>,
        f: &mut dyn FnMut(u128, &[&Combo]),
    ) {
        let Some((first, rest)) = listed.split_first() else {
            return f(weight, hands);
        };
        for c in first.iter().filter(|c| c.mask & used == 0) {
            hands.push(c);
            tuples(rest, used | c.mask, weight * c.weight as u128, hands, f);
            hands.pop();
        }
    }
    let mut seen = 0;
    boards(&deck, &mut board, problem.board.len(), &mut |board| {
        let mask = board.iter().fold(0u64, |m, &c| m | 1u64 << c);
        let key = HandKey::of(board);
        // Fixed hands' cards are not dealt: boards holding them are not completions.
        let fixed = listed
            .iter()
            .fold(0u64, |m, c| m | c.iter().fold(u64::MAX, |f, c| f & c.mask));
        if mask & fixed != 0 {
            return;
        }
        seen += 1;
        tuples(&listed, mask, 1, &mut vec![], &mut |w, combos| {
            let hands: Vec<Values> = combos
                .iter()
                .map(|c| values(t, problem.game, c.cards(), board, key))
                .collect();
            let mut shares = vec![Share::default(); n];
            settle(&hands, &mut shares);
            tally.total += w;
            for (c, s) in tally.players.iter_mut().zip(&shares) {
                c.pot += w * s.pot as u128;
                c.high += w * s.high as u128;
                c.low += w * s.low as u128;
                c.win += if s.is_win() { w } else { 0 };
                c.tie += if s.is_tie() { w } else { 0 };
            }
        });
    });
    tally.boards = seen;
    tally
}

fn check(game: EquityGame, players: &[&str], board: &str, dead: &str) {
    let problem = Problem::new(game, players, &cards(board), &cards(dead)).unwrap();
    let exact = Exact::new(&problem).unwrap();
    let fast = exact.run(0, exact.tasks());
    assert_eq!(fast.boards, exact.completions(), "{players:?} {board}");
    assert_eq!(fast, slow(&problem), "{players:?} {board} {dead}");
    // Any split into tasks counts the same.
    let mut halves = exact.run(0, exact.tasks() / 2);
    halves += &exact.run(exact.tasks() / 2, exact.tasks());
    assert_eq!(halves, fast);
}

#[test]
fn hold_em_counts_equal_every_board_settled() {
    let g = EquityGame::Holdem;
    check(g, &["Ah Kh", "QsQd"], "2h 7h Td", "");
    check(g, &["Ah Kh", "Qs Qd", "JcTc"], "2h 7c 9s", "");
    check(g, &["QQ+,AKs", "JJ-99,AQs:0.5"], "2h 7c Td", "");
    check(g, &["AKs,KK", "random"], "2c 3c 4c", "5d");
    check(g, &["7c 2d", "Ah As", "random"], "Kd 8s 3h 9c", "");
    check(g, &["Ah Kh", "QsQd"], "2h 7h Td Jc 3s", "");
}

#[test]
fn short_deck_counts_equal_every_board_settled() {
    for g in [
        EquityGame::ShortDeck,
        EquityGame::ShortDeckStraightOverTrips,
    ] {
        check(g, &["Ah Kh", "QsQd"], "6h 7h Td", "");
        check(g, &["AKs,KK", "random"], "9c Tc Jc", "6d");
        check(g, &["Ah 9d", "7c 7d", "random"], "6s 8h Kc", "");
        check(g, &["Ah Kh", "Js Qs"], "", "");
    }
    // Preflop, every one of C(32, 5) boards: the same number of completions as dealing
    // from the 36 cards less the four held.
    let p = Problem::new(EquityGame::ShortDeck, &["AhKh", "QsQd"], &[], &[]).unwrap();
    assert_eq!(Exact::new(&p).unwrap().completions(), binomial(32, 5));
}

#[test]
fn short_deck_refuses_the_twos_to_fives() {
    let g = EquityGame::ShortDeck;
    for (players, board) in [
        (["AhKh", "5s5d"], ""),
        (["AhKh", "22"], ""),
        (["AhKh", "QQ"], "2c 7d 9h"),
    ] {
        let e = Problem::new(g, &players, &cards(board), &[]).unwrap_err();
        assert!(
            matches!(&e, Error::Card(m) if m.contains("short deck")),
            "{players:?} {board}: {e:?}"
        );
    }
    let p = Problem::new(g, &["AA", "random"], &[], &[]).unwrap();
    assert_eq!(p.hand_counts(), [6, binomial(36, 2)]);
}

#[test]
fn hi_lo_and_omaha_counts_equal_every_board_settled() {
    let hl = EquityGame::HoldemHiLo;
    check(hl, &["A2s,A3o:0.25", "random", "KK"], "5h 4d 9s", "Tc");
    check(hl, &["Ah 2h", "Ad3d"], "5h 4d 9s", "");
    let ohl = EquityGame::OmahaHiLo;
    check(
        ohl,
        &["Ah Kh 7c 2d", "Qs Qd Jc 9h", "3s4s5d6d"],
        "2c 8h Td",
        "",
    );
    // Dead cards keep the slow count of every `random` hand and river short.
    check(
        ohl,
        &["AhKh7c2d, AsAd3c4c:0.5", "random"],
        "2c 8h Td Ks",
        "3h 5s 6d 7h 9s Jc",
    );
    check(
        EquityGame::Omaha,
        &["Ac Ad 2h 3s", "KcKd2c3d"],
        "5h 6s 9c",
        "",
    );
    check(
        EquityGame::Omaha5HiLo,
        &["Ac Ad 2h 3s 4h", "KcKd2c3d9d"],
        "5h 6s 9c",
        "",
    );
}

/// Counting by ranks equals dealing every board (the enumeration above, itself
/// checked against every board settled).
fn check_by_ranks(players: &[&str], board: &str, dead: &str) {
    let problem = Problem::new(EquityGame::Holdem, players, &cards(board), &cards(dead)).unwrap();
    let by_ranks = Exact::counting(&problem, true).unwrap();
    assert!(by_ranks.rank_patterns.is_some(), "{players:?}");
    let dealt = Exact::counting(&problem, false).unwrap();
    let counted = by_ranks.run(0, by_ranks.tasks());
    assert_eq!(
        counted,
        dealt.run(0, dealt.tasks()),
        "{players:?} {board} {dead}"
    );
    let mut halves = by_ranks.run(0, by_ranks.tasks() / 2);
    halves += &by_ranks.run(by_ranks.tasks() / 2, by_ranks.tasks());
    assert_eq!(halves, counted);
}

#[test]
fn counts_by_ranks_equal_every_board_dealt() {
    check_by_ranks(&["Ah Kh", "Qs Qd"], "", "");
    check_by_ranks(&["7c 2d", "Ah As"], "", "");
    check_by_ranks(&["Ah Kh", "Qs Qd", "JcTc"], "", "");
    check_by_ranks(&["Ah Kh", "Qh Jh", "Th9h", "2c2d"], "", "3h");
    check_by_ranks(&["QQ+,AKs", "JJ-99,AQs:0.5"], "", "");
    check_by_ranks(&["AsKs", "8h8d"], "", "2s 3s 4s");
    check_by_ranks(&["AKs", "random"], "2c 3c 4c", "5d");
    check_by_ranks(&["Ah Kh", "Qs Qd", "JcTc"], "2h 7h Td", "");
    check_by_ranks(&["7c 2d", "Ah As", "random"], "Kd 8s 3h", "");
    check_by_ranks(&["7c 2d", "AhAs,KK", "QQ:0.25"], "Kd 8s 3h 9c", "");
    check_by_ranks(&["Ah Kh", "random"], "2h 7h Td Jc 3h", "");
    // Suits shared by many tuples of a pattern, five players, and ten (the widest).
    check_by_ranks(&["AKs,AKo:0.5", "KQs,KK", "Th9h"], "", "Ac");
    check_by_ranks(&["Ah Kh", "Qh Jh", "Th9h", "8h8d", "AsKs,7c7d"], "", "");
    check_by_ranks(
        &[
            "Ah Kh", "Qh Jh", "Th 9h", "8h 7h", "6h 5h", "As Ks", "Qs Js", "Ts 9s", "8s 7s",
            "2c 2d",
        ],
        "",
        "",
    );
}

#[test]
fn counts_by_ranks_equal_every_board_dealt_on_random_hands() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let name = |c: u64| {
        format!(
            "{}{}",
            "23456789TJQKA".as_bytes()[c as usize / 4] as char,
            "cdhs".as_bytes()[c as usize % 4] as char
        )
    };
    for round in 0..12 {
        let players = 2 + round % 2;
        let mut used = 0u64;
        let mut deal = || loop {
            let c = next(52);
            if used & 1 << c == 0 {
                used |= 1 << c;
                return name(c);
            }
        };
        let hands: Vec<String> = (0..players)
            .map(|_| format!("{}{}", deal(), deal()))
            .collect();
        let board = if round % 3 == 2 {
            format!("{} {} {}", deal(), deal(), deal())
        } else {
            String::new()
        };
        let hands: Vec<&str> = hands.iter().map(|h| h.as_str()).collect();
        check_by_ranks(&hands, &board, "");
    }
}

#[test]
fn rank_tasks_come_costliest_first_with_each_patterns_boards_by_ranks_before_its_flushes() {
    for players in [
        &["QQ+,AKs", "JJ-99,AQs+"][..],
        &["AhKh", "QsQd"],
        &["AhKh", "QsQd", "JcTc"],
    ] {
        let p = Problem::new(EquityGame::Holdem, players, &[], &[]).unwrap();
        let e = Exact::new(&p).unwrap();
        let r = e.rank_patterns.as_ref().unwrap();
        let each = |&(i, (piece, (_, slices))): &RankTask| {
            piece_cost(&e.board, e.known, &r.patterns[i], piece) / slices as u64
        };
        let mut seen = std::collections::HashSet::new();
        let mut every = std::collections::HashSet::new();
        for (n, task) in e.rank_tasks.iter().enumerate() {
            let &(i, (piece, (slice, slices))) = task;
            assert!(every.insert((i, piece, slice)), "a slice twice");
            // A piece's slices come together, in order.
            if slice > 0 {
                assert_eq!(e.rank_tasks[n - 1], (i, (piece, (slice - 1, slices))));
            }
            if piece == 0 {
                seen.insert(i);
            } else {
                assert!(
                    seen.contains(&i),
                    "a flush correction before its boards by ranks"
                );
                // Only a pattern's boards by ranks, moved up, may be cheaper than the next.
                if let Some(next) = e.rank_tasks.get(n + 1) {
                    assert!(each(task) >= each(next) || next.1 .0 == 0);
                }
            }
            // No slice holds much more than its share of the work.
            let total: u64 = (r.patterns.iter().enumerate())
                .flat_map(|(i, pat)| (0..pieces(pat)).map(move |piece| (i, piece)))
                .map(|(i, piece)| piece_cost(&e.board, e.known, &r.patterns[i], piece))
                .sum();
            assert!(
                each(task) <= total.div_ceil(RANK_TASKS as u64),
                "{players:?} {task:?}"
            );
        }
        let all: usize = r.patterns.iter().map(pieces).sum();
        let pieces_seen: std::collections::HashSet<_> = every.iter().map(|t| (t.0, t.1)).collect();
        assert_eq!(pieces_seen.len(), all);
        assert!(e.rank_tasks.len() >= RANK_TASKS, "{players:?}");
    }
}

#[test]
fn the_slices_of_a_piece_add_up_to_the_piece() {
    let cases = [
        (&["AhKh", "QsQd"][..], ""),
        (&["7c2d", "AhAs", "JcTc"], ""),
        (&["AsKs", "QhJh"], "2s 9h 4c"),
        (&["AsKs", "8d8c"], "2s 9s Td"),
        // Spades are a flush already: a suit's corrections that need no more of it.
        (&["AsKs", "8d8c"], "2s 9s Ts 3h"),
    ];
    for (players, board) in cases {
        let p = Problem::new(EquityGame::Holdem, players, &cards(board), &[]).unwrap();
        let e = Exact::counting(&p, true).unwrap();
        let r = e.rank_patterns.as_ref().unwrap();
        let pattern = &r.patterns[0];
        for piece in 0..pieces(pattern) {
            let whole = count_piece(&e.board, e.known, pattern, (piece, (0, 1)));
            for slices in [2, 3, 5, 16] {
                let mut sum = ExactTally::default();
                for s in 0..slices {
                    sum += &count_piece(&e.board, e.known, pattern, (piece, (s, slices)));
                }
                assert_eq!(sum, whole, "{players:?} {board} piece {piece} in {slices}");
            }
        }
    }
}
