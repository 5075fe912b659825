use super::classify::*;
use super::draws::*;
use super::*;
use crate::cards::Card;
use crate::eval::tables::tables;

/// Card ids of a text in the card grammar ("AhKd").
fn cards(text: &str) -> Vec<Card> {
    crate::cards::text::parse(text).expect("cards")
}

fn class(game: Game, hole: &str, board: &str) -> (&'static str, u8) {
    let t = tables();
    let b = Board::new(t, &cards(board));
    let (made, draws) = classify(t, game, &cards(hole), &b);
    (MADE[made as usize], draws)
}

fn made(hole: &str, board: &str) -> &'static str {
    class(Game::Holdem, hole, board).0
}

fn draws(hole: &str, board: &str) -> u8 {
    class(Game::Holdem, hole, board).1
}

#[test]
fn made_hands_of_holdem() {
    assert_eq!(made("7h7d", "7cKs2d"), "set");
    assert_eq!(made("Ah7d", "7c7sKd"), "trips");
    assert_eq!(made("Kh2d", "7c2sKd"), "two pair");
    assert_eq!(made("QhQd", "7c2sJd"), "overpair");
    assert_eq!(made("AhKd", "Kc7s2d"), "top pair top kicker");
    assert_eq!(made("KhQd", "Kc7s2d"), "top pair good kicker");
    assert_eq!(made("KhTd", "Kc7s2d"), "top pair weak kicker");
    assert_eq!(made("9h9d", "Kc7s2d"), "pocket pair below top pair");
    assert_eq!(made("7h6d", "Kc7s2d"), "middle pair");
    assert_eq!(made("2h6d", "Kc7s2d"), "weak pair");
    assert_eq!(made("AhQd", "Kc7s2d"), "ace high");
    assert_eq!(made("QhJd", "Kc7s2d"), "no made hand");
    assert_eq!(made("AhQh", "Kh7h2h"), "nut flush");
    assert_eq!(made("QhJh", "Kh7h2h"), "flush");
    assert_eq!(made("9h8d", "Tc7s6d"), "straight");
    assert_eq!(made("7h7d", "7cKsKd"), "full house");
    assert_eq!(made("7h7d", "7c7sKd"), "quads");
    assert_eq!(made("8h9h", "Th7h6h"), "straight flush");
}

#[test]
fn a_pair_of_the_board_alone_is_not_the_players() {
    assert_eq!(made("QhJd", "KcKs2d"), "no made hand");
    assert_eq!(made("2hJd", "KcKs2d"), "weak pair");
    assert_eq!(made("QhQd", "KcKs2d"), "pocket pair below top pair");
    // The river's straight on the board is played by every hand that does not beat it.
    assert_eq!(made("AhAd", "2c3s4d5h6c"), "overpair");
    assert_eq!(made("7h2d", "2c3s4d5h6c"), "straight");
    // Four of a kind on the board: a kicker is not quads.
    assert_eq!(made("AhQd", "KcKsKdKh"), "ace high");
}

#[test]
fn draws_of_holdem() {
    assert_eq!(draws("Ah5h", "Kh7h2c"), FLUSH_DRAW | NUT_FLUSH_DRAW);
    assert_eq!(draws("Qh5h", "Kh7h2c"), FLUSH_DRAW);
    assert_eq!(draws("9h8d", "7c6s2d"), OPEN_ENDED | TWO_OVERCARDS);
    assert_eq!(draws("9h7d", "6c5s2d"), GUTSHOT | TWO_OVERCARDS);
    // A double gutter: a ten or a six.
    assert_eq!(draws("9h7d", "Jc8s5d"), OPEN_ENDED);
    assert_eq!(
        draws("9h8h", "7h6c2h"),
        FLUSH_DRAW | OPEN_ENDED | COMBO_DRAW | TWO_OVERCARDS
    );
    assert_eq!(draws("AhQh", "Jc7h2d"), BACKDOOR_FLUSH_DRAW | TWO_OVERCARDS);
    assert_eq!(draws("AhQh", "Kc7h2d"), BACKDOOR_FLUSH_DRAW);
    assert_eq!(draws("AhQd", "9c7s2d"), TWO_OVERCARDS);
    assert_eq!(draws("AhQd", "9c7s2d4h"), TWO_OVERCARDS);
    assert_eq!(
        draws("Ah5h", "Kh7h2c3d"),
        FLUSH_DRAW | NUT_FLUSH_DRAW | GUTSHOT | COMBO_DRAW
    );
    assert_eq!(draws("Ah5h", "Kh7h2c3d9s"), 0);
}

#[test]
fn omaha_takes_exactly_two_hole_cards() {
    let omaha = |hole, board| class(Game::Omaha(4), hole, board);
    // One heart in the hand: no flush, no flush draw.
    assert_eq!(omaha("Ah2c3d4s", "Kh7h2h").0, "weak pair");
    assert_eq!(omaha("AhJh3d4s", "Kh7h2h").0, "nut flush");
    assert_eq!(
        omaha("AhJh3d4s", "Kh7h2c").1 & NUT_FLUSH_DRAW,
        NUT_FLUSH_DRAW
    );
    // Trips on the board and one more in the hand: three board cards plus two.
    assert_eq!(omaha("7hKd3d4s", "7c7s2d").0, "trips");
    assert_eq!(omaha("QhQd3d4s", "7c7s7d").0, "full house");
    assert_eq!(omaha("AhKd3d4s", "AcKs2d").0, "two pair");
}

#[test]
fn random_lists_every_live_hand_once() {
    let known = check_board(&cards("AhKd2c"), &cards("3s")).unwrap();
    let hands = hands(Game::Holdem, Player::Written("random"), known).unwrap();
    assert_eq!(hands.len(), 48 * 47 / 2);
    let t = tables();
    let b = Board::new(t, &cards("AhKd2c"));
    let mut codes = vec![0; 2 * hands.len()];
    classify_into(t, Game::Holdem, &hands.cards, &b, &mut codes);
    let tally = tally(&hands, &codes);
    assert_eq!(tally.total, 1128);
    assert_eq!(tally.made.iter().sum::<u128>(), 1128);
    // Sets of aces, kings or deuces: 3 combos each.
    assert_eq!(tally.made[SET as usize], 9);
}

#[test]
fn bad_boards_are_refused() {
    assert!(check_board(&cards("AhKd"), &[]).is_err());
    assert!(check_board(&cards("AhKd2c3c4c5c"), &[]).is_err());
    assert!(check_board(&cards("AhKd2c"), &cards("Ah")).is_err());
}
