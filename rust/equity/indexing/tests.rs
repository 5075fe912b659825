use std::collections::HashSet;

use super::*;

/// Every hand of `cards` cards from the deck, in lexicographic order of ids.
fn each_hand(cards: usize, mut f: impl FnMut(&[Card])) {
    fn go(hand: &mut Vec<Card>, from: Card, left: usize, f: &mut dyn FnMut(&[Card])) {
        if left == 0 {
            return f(hand);
        }
        for c in from..=(52 - left as Card) {
            hand.push(c);
            go(hand, c + 1, left - 1, f);
            hand.pop();
        }
    }
    go(&mut Vec::new(), 0, cards, &mut f);
}

#[test]
fn sizes_are_the_published_ones() {
    let river = Indexer::new(&[2, 3, 1, 1]).unwrap();
    let sizes: Vec<u64> = (0..4).map(|r| river.size(r)).collect();
    assert_eq!(sizes, [169, 1_286_792, 55_190_538, 2_428_287_420]);
    assert_eq!(Indexer::new(&[4]).unwrap().size(0), 16_432);
    assert_eq!(Indexer::new(&[3]).unwrap().size(0), 1_755);
    assert_eq!(Indexer::new(&[5]).unwrap().size(0), 134_459);
}

/// Exhaustively: every index is hit, unindex inverts index, and unindex's hand is in
/// the class it names.
fn check_bijection(rounds: &[u8]) {
    let indexer = Indexer::new(rounds).unwrap();
    let last = rounds.len() - 1;
    let size = indexer.size(last) as usize;
    let mut hit = vec![false; size];
    let cards = indexer.cards();
    each_hand(cards, |hand| {
        // Every hand of one set of cards split into the rounds is the first split of
        // some set, so only the in-order split is taken here: enough for one round.
        let i = indexer.index_last(hand).unwrap() as usize;
        hit[i] = true;
    });
    assert!(hit.iter().all(|&h| h));
    for i in 0..size as u64 {
        let hand = indexer.unindex(last, i).unwrap();
        assert_eq!(indexer.index_last(&hand).unwrap(), i);
    }
}

#[test]
fn one_round_indexers_are_bijections() {
    check_bijection(&[2]);
    check_bijection(&[3]);
}

#[test]
fn two_round_indices_of_suit_renamings_agree() {
    let indexer = Indexer::new(&[2, 1]).unwrap();
    let mut seen = HashSet::new();
    let perms = [
        [0u8, 1, 2, 3],
        [3, 2, 1, 0],
        [1, 0, 3, 2],
        [2, 3, 0, 1],
        [1, 2, 3, 0],
    ];
    for a in 0..52u8 {
        for b in 0..52u8 {
            for c in 0..52u8 {
                if a >= b || c == a || c == b {
                    continue;
                }
                let i = indexer.index_last(&[a, b, c]).unwrap();
                seen.insert(i);
                for p in perms {
                    let renamed = [a, b, c].map(|x| x & !3 | p[(x & 3) as usize]);
                    let mut swapped = renamed;
                    swapped.swap(0, 1);
                    assert_eq!(indexer.index_last(&swapped).unwrap(), i);
                }
                let canonical = indexer.unindex(1, i).unwrap();
                assert_eq!(indexer.index_last(&canonical).unwrap(), i);
            }
        }
    }
    assert_eq!(seen.len() as u64, indexer.size(1));
}

#[test]
fn per_round_indices_are_those_of_the_shorter_indexers() {
    let river = Indexer::new(&[2, 3, 1, 1]).unwrap();
    let flop = Indexer::new(&[2, 3]).unwrap();
    let hand = cards::parse_for_tests("Ah Kh 2h 7d Tc 9s 3h");
    let mut out = [0u64; 4];
    river.index_rounds(&hand, &mut out).unwrap();
    assert_eq!(out[1], flop.index_last(&hand[..5]).unwrap());
    assert_eq!(out[3], river.index_last(&hand).unwrap());
    assert_eq!(
        river.unindex(1, out[1]).unwrap(),
        flop.unindex(1, out[1]).unwrap()
    );
    assert_eq!(
        river.unindex(0, out[0]).unwrap(),
        cards::parse_for_tests("As Ks")
    );
}

#[test]
fn bad_rounds_cards_and_indices_are_errors() {
    assert!(Indexer::new(&[]).is_err());
    assert!(Indexer::new(&[2, 0]).is_err());
    assert!(Indexer::new(&[1; 9]).is_err());
    assert!(Indexer::new(&[50, 3]).is_err());
    let e = Indexer::new(&[13, 13, 13, 13]).err().unwrap();
    assert!(e.message().contains("64-bit"), "{e}");
    let flop = Indexer::new(&[2, 3]).unwrap();
    assert!(matches!(
        flop.index_last(&[0, 1, 2, 3]),
        Err(Error::Hand(_))
    ));
    assert!(matches!(
        flop.index_last(&[0, 1, 2, 3, 3]),
        Err(Error::Card(_))
    ));
    assert!(matches!(
        flop.index_last(&[0, 1, 2, 3, 52]),
        Err(Error::Hand(_))
    ));
    assert!(flop.unindex(1, 1_286_792).is_err());
    assert!(flop.unindex(2, 0).is_err());
}
