use super::*;

fn count(text: &str) -> usize {
    match parse(text, Some(2), 2).unwrap() {
        Range::Random => 1326,
        Range::Combos(c) => c.len(),
    }
}

#[test]
fn holdem_notation_expands_to_its_combos() {
    assert_eq!(count("AA"), 6);
    assert_eq!(count("AKs"), 4);
    assert_eq!(count("AKo"), 12);
    assert_eq!(count("AK"), 16);
    assert_eq!(count("QQ+"), 18);
    assert_eq!(count("A2s+"), 48);
    assert_eq!(count("KTo+"), 36);
    assert_eq!(count("JJ-88"), 24);
    assert_eq!(count("A5s-A2s"), 16);
    assert_eq!(count("T9s-65s"), 20);
    assert_eq!(count("AhKh, AKs"), 4);
    assert_eq!(count("random"), 1326);
    assert_eq!(count("random, AA"), 1326);
    assert_eq!(parse("random", Some(4), 4), Ok(Range::Random));
}

#[test]
fn weights_are_exact_integers() {
    let Range::Combos(c) = parse("AKs:0.5, AhAs", Some(2), 2).unwrap() else {
        panic!()
    };
    assert_eq!(
        c.iter().map(|c| c.weight).collect::<Vec<_>>(),
        [1, 1, 1, 1, 2]
    );
    assert!(
        matches!(parse("AKs:0.5, AhKh", Some(2), 2), Err(Error::Argument(m)) if m.contains("AhKh"))
    );
    for bad in ["AKs:0", "AKs:1.5", "AKs:x", "AKs:0.0000001"] {
        assert!(matches!(parse(bad, Some(2), 2), Err(Error::Argument(m)) if m.contains("weight")));
    }
}

#[test]
fn errors_name_the_token_and_position() {
    assert!(
        matches!(parse("AA, AXs", Some(2), 2), Err(Error::Argument(m)) if m.contains("'AXs' at position 5"))
    );
    assert!(matches!(parse("AhAh", Some(2), 2), Err(Error::Card(m)) if m.contains("Ah")));
    assert!(matches!(parse("AhKhQh", Some(2), 2), Err(Error::Hand(_))));
    assert!(
        matches!(parse("AA, AA(", Some(4), 4), Err(Error::Argument(m)) if m.contains("'AA(' at position 5"))
    );
    assert!(matches!(parse("AhKhQh", Some(4), 4), Err(Error::Hand(_))));
    assert!(matches!(
        parse("JJ-A8s", Some(2), 2),
        Err(Error::Argument(_))
    ));
}
