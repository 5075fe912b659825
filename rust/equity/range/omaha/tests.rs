use super::*;

fn count(text: &str, hole: usize) -> usize {
    token_hands(text, hole).map(|h| h.len()).unwrap_or(0)
}

#[test]
fn patterns_expand_to_their_hands() {
    // at least two aces: C(4,2)C(48,2) + C(4,3)C(48,1) + 1
    assert_eq!(count("AA", 4), 6 * 1128 + 4 * 48 + 1);
    assert_eq!(count("AA**", 4), count("AA", 4));
    assert_eq!(count("AsKs", 4), 1225);
    // four pairs, less the two-pair hands counted twice (C(4,2) pairs of ranks, 6 * 6 each)
    assert_eq!(count("KK-TT", 4), 4 * count("AA", 4) - 6 * 36);
    assert_eq!(count("AARR", 4), 6 * 12 * 6);
    assert_eq!(count("RROO", 4), 78 * 36);
    assert_eq!(count("xxyy", 4), 6 * 78 * 78);
    assert_eq!(count("wxyz", 4), 13 * 13 * 13 * 13);
    assert_eq!(count("rainbow", 4), 13 * 13 * 13 * 13);
    assert_eq!(count("ds", 4), 6 * 78 * 78);
    assert_eq!(count("$B$B$B$B", 4), 4845);
    assert_eq!(count("[A-T][A-T][A-T][A-T]", 4), 4845);
    assert_eq!(count("AA:ds", 4), count("AxAyxy", 4));
    assert_eq!(count("AA!AAA", 4), 6 * 1128);
}

#[test]
fn errors_are_reasons() {
    for bad in ["AA(", "$Q", "AKQJT", "AA foo", "[AK", "AA:", "KK-T"] {
        assert!(token_hands(bad, 4).is_err(), "{bad}");
    }
}

#[test]
fn shares_read_the_registered_ranking() {
    let data = include_bytes!("../../../../python/paigow_fast/data/omaha-top.bin");
    assert!(top::register(&data[..100]).is_err());
    top::register(data).unwrap();
    let (five, ten) = (
        token_hands("5%", 4).unwrap(),
        token_hands("10%", 4).unwrap(),
    );
    assert!(five.iter().all(|h| ten.binary_search(h).is_ok()));
    assert!(ten.len() * 100 <= 10 * 270_725 && ten.len() * 100 > 9 * 270_725);
    assert_eq!(count("5%-10%", 4), ten.len() - five.len());
    assert_eq!(count("100%", 4), 270_725);
    assert!(token_hands("10%", 6).is_err() && token_hands("0%", 4).is_err());
}

#[test]
fn a_five_card_ranking_is_read_by_its_class_count() {
    let classes: u32 = 134_459;
    let mut data = MAGIC_BYTES.to_vec();
    data.extend(classes.to_le_bytes());
    // A stand-in ranking: the classes in index order (4-byte entries past 65,536).
    data.extend((0..classes).flat_map(|c| c.to_le_bytes()));
    data.extend((0..classes).flat_map(|_| 0u32.to_le_bytes()));
    assert!(top::register(&data[..data.len() - 1]).is_err());
    let mut wrong = data.clone();
    wrong[8..12].copy_from_slice(&12_345u32.to_le_bytes());
    assert!(top::register(&wrong).is_err());
    top::register(&data).unwrap();
    let (one, two) = (token_hands("1%", 5).unwrap(), token_hands("2%", 5).unwrap());
    assert!(one.iter().all(|h| two.binary_search(h).is_ok()));
    let all = 2_598_960;
    assert!(two.len() * 100 <= 2 * all && two.len() * 1000 > 19 * all);
    assert_eq!(count("1%-2%", 5), two.len() - one.len());
    assert!(
        token_hands("1%", 6).is_err(),
        "no 6-card ranking registered"
    );
}

const MAGIC_BYTES: &[u8; 8] = b"PGOMTOP1";

#[test]
fn a_class_holds_exactly_the_hands_indexed_to_it() {
    use crate::equity::indexing::Indexer;
    for (hole, all) in [(4usize, 270_725usize), (5, 2_598_960)] {
        let indexer = Indexer::new(&[hole as u8]).unwrap();
        let mut total = 0;
        for class in 0..indexer.size(0) {
            let mut hands = Vec::new();
            let n = top::class_hands(&indexer, hole, class as u32, &mut hands).unwrap();
            assert_eq!(n, hands.len());
            assert!(hands.windows(2).all(|w| w[0] < w[1]), "in order, each once");
            for &mask in &hands {
                let cards: Vec<u8> = (0..52).filter(|&c| mask >> c & 1 == 1).collect();
                assert_eq!(indexer.index_last(&cards), Ok(class));
            }
            total += hands.len();
        }
        assert_eq!(total, all, "every hand in one class");
    }
}
