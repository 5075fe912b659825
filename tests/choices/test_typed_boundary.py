"""The typed boundary: one card grammar everywhere (ranges included), one spelling rule
for every choice with the names players use, and the single-hand calls' results built
in the core with the attributes and reprs they had."""

import pickle

import pytest

import paigow_fast as pg

SPELLED_GAMES = {
    "holdem": ["Texas Hold'em", "hold'em", "NLHE", "nlhe", "HOLD_EM", "texas holdem"],
    "omaha": ["PLO", "Omaha", "pot limit omaha", "plo4"],
    "omaha-5": ["PLO5", "five card omaha"],
    "omaha-6": ["plo6", "6 card omaha"],
    "omaha-hi-lo": ["Omaha Hi-Lo", "Omaha  Hi Lo", "omaha8", "O8", "PLO8", "Omaha 8"],
    "omaha-5-hi-lo": ["big O", "Big-O"],
    "stud": ["Seven Card Stud", "7 card stud", "7CS"],
    "stud-hi-lo": ["stud8", "Stud 8", "stud hi/lo"],
    "razz": ["RAZZ"],
    "2-7-draw": ["27", "2-7", "2-7 single draw", "deuce to seven"],
    "a-5-draw": ["a-5", "A5 draw"],
    "badugi-draw": ["badugi", "Badugi Draw"],
}


@pytest.mark.slow
@pytest.mark.parametrize("game", SPELLED_GAMES)
def test_every_spelling_of_an_equity_game_plays_it(game: str) -> None:
    for spelt in SPELLED_GAMES[game]:
        assert pg.equity(["random", "random"], game=spelt, samples=4096, seed=1).game == game


def test_one_card_grammar_in_ranges_and_hands() -> None:
    plain = pg.equity(["AsKs", "QsQd"], method="exact")
    for spelt in (["A♠K♠", "Q♠Q♦"], ["as ks", "Qs Qd"], [[51, 47], "qsqd"], ["AsKs", [43, 41]]):
        assert pg.equity(spelt, method="exact") == plain, spelt
    assert pg.equity(["A♠K♠", "QQ"]) == pg.equity(["AsKs", "QQ"])
    assert pg.equity(["10hJh", "QQ"], board="2c 3d 4s") == pg.equity(
        ["ThJh", "QQ"], board="2c3d4s"
    )
    with pytest.raises(pg.Error, match="AsZz"):
        pg.equity(["AsZz", "QQ"])


def test_rankings_by_any_name_and_member() -> None:
    hand = "As Ks Qs Js Ts 2c 3c"
    best = pg.rank(pg.Ranking.HIGH, hand)
    for game in ("high", "HIGH", "holdem", "Texas Hold'em", 2, pg.Ranking.HIGH):
        assert pg.rank(game, hand) == best
    assert pg.rank("2-7", "7c 5d 4h 3s 2c") == pg.rank("deuce to seven", [20, 13, 10, 7, 0])
    with pytest.raises(pg.ArgumentError, match="'poker'"):
        pg.rank("poker", hand)


@pytest.mark.slow
def test_pay_tables_and_events_by_any_spelling() -> None:
    assert pg.price("Pai Gow Mania").table == pg.price("mania").table
    assert pg.PayTable({"five aces": 5, "Royal Flush": 2}) == pg.PayTable(
        {"five-aces": 5, "royal-flush": 2}
    )


def test_results_keep_their_attributes_reprs_and_pickles() -> None:
    s = pg.house_way("2c 3d 5h Ts Tc Qd Qh")
    assert repr(s) == "Setting(low='Ts Tc', high='2c 3d 5h Qd Qh')"
    assert str(s) == "Ts Tc / 2c 3d 5h Qd Qh" and s.cards == s.high + s.low
    assert pickle.loads(pickle.dumps(s)) == s and hash(s) == hash(pg.Setting(s.high, s.low))
    out = pg.settle("8s 2h / As Ad Kh Kc 9d", "2c 3d 5h Ts Tc Qd Qh")
    assert repr(out) == "Outcome(result='push', payout=0.0)"
    assert pickle.loads(pickle.dumps(out)) == out
    best = pg.solve("As Ad Kh Kc 9d 8s 2h").best
    assert str(best).startswith(str(best.setting))


def test_compare_of_whole_hands_without_a_board() -> None:
    quads = "9c 9d 9h 9s 2d 3d 4h"
    assert pg.compare("As Ks Qs Js Ts 2c 3c", quads) == 1
    assert pg.compare(quads, "As Ks Qs Js Ts 2c 3c") == -1
