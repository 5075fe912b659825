//! Hand strength in hold'em, as the poker-AI literature defines it, from exact counts:
//! every opponent hand (a random one, or a weighted range) and every completion of the
//! board to the river.
//!
//! With the opponent's hand `o` and the board now, the hero is *ahead*, *tied* or
//! *behind*; `now[s]` is the weight of the opponent hands in state `s`. Over every pair
//! (opponent hand, completion of the board), `potential[s][f]` is the weight of the
//! pairs in state `s` now and `f` at the river (Billings, Papp, Schaeffer and Szafron,
//! "Opponent modeling in poker", AAAI 1998; the `HP` table of Billings et al., "The
//! challenge of poker", AIJ 2002). From them:
//!
//! - HS = (ahead + tied/2) / (ahead + tied + behind), on the board now;
//! - PPot = (HP[behind][ahead] + HP[behind][tied]/2 + HP[tied][ahead]/2)
//!   / (HPtotal[behind] + HPtotal[tied]/2), HPtotal[s] the row sum of HP[s];
//! - NPot = (HP[ahead][behind] + HP[tied][behind]/2 + HP[ahead][tied]/2)
//!   / (HPtotal[ahead] + HPtotal[tied]/2);
//! - EHS = HS (1 - NPot) + (1 - HS) PPot;
//! - E[HS²] (Johanson, Burch, Valenzano and Bowling, AAMAS 2013): the mean over the
//!   completions of the board of the river hand strength squared, each completion
//!   weighted by the opponent hands it leaves (all alike against a random hand);
//! - equity: (ahead + tied/2) / all over every pair, the showdown equity against the
//!   opponent, which `pg.equity` computes too.
//!
//! Ties count half in the potentials' denominators as in their numerators: the form
//! whose figures Papp published (PPot 0.208 and NPot 0.274 for A♦Q♣ on 3♥4♣J♥
//! against a random hand, "Dealing with imperfect information in poker", 1998, Table
//! 5.1). A potential whose denominator is empty (no opponent hand behind or tied) is 0.

use crate::cards::{self, Card};
use crate::equity::range::{self, Combo, Range};
use crate::error::{Error, Result};
use crate::eval::tables::{HandKey, Tables};

/// Index of a state in [`Strength::now`] and [`Strength::potential`].
pub const AHEAD: usize = 0;
/// See [`AHEAD`].
pub const TIED: usize = 1;
/// See [`AHEAD`].
pub const BEHIND: usize = 2;

/// The names of [`Strength::figures`], in order.
pub const FIGURES: [&str; 6] = ["hs", "ppot", "npot", "ehs", "ehs2", "equity"];

/// The exact counts of a hand's strength, and the figures made of them.
#[derive(Clone, Debug, PartialEq)]
pub struct Strength {
    /// Weight of the opponent hands the hero is ahead of, tied with, behind, now.
    pub now: [u64; 3],
    /// Weight of the (opponent hand, completion) pairs by state now and at the river.
    pub potential: [[u64; 3]; 3],
    /// Σ over completions of (opponent weight) × (river HS)², over Σ of the weights.
    pub ehs2: f64,
}

fn ratio(num: f64, den: f64) -> f64 {
    if den > 0.0 {
        num / den
    } else {
        0.0
    }
}

impl Strength {
    /// HS: the share of the opponent's hands beaten now, ties counted half.
    pub fn hs(&self) -> f64 {
        let [a, t, b] = self.now.map(|x| x as f64);
        ratio(a + t / 2.0, a + t + b)
    }

    fn row(&self, s: usize) -> f64 {
        self.potential[s].iter().sum::<u64>() as f64
    }

    fn hp(&self, now: usize, river: usize) -> f64 {
        self.potential[now][river] as f64
    }

    /// PPot: the chance that a hand behind or tied now is ahead at the river.
    pub fn ppot(&self) -> f64 {
        let num = self.hp(BEHIND, AHEAD) + self.hp(BEHIND, TIED) / 2.0 + self.hp(TIED, AHEAD) / 2.0;
        ratio(num, self.row(BEHIND) + self.row(TIED) / 2.0)
    }

    /// NPot: the chance that a hand ahead or tied now is behind at the river.
    pub fn npot(&self) -> f64 {
        let num = self.hp(AHEAD, BEHIND) + self.hp(TIED, BEHIND) / 2.0 + self.hp(AHEAD, TIED) / 2.0;
        ratio(num, self.row(AHEAD) + self.row(TIED) / 2.0)
    }

    /// EHS = HS (1 - NPot) + (1 - HS) PPot.
    pub fn ehs(&self) -> f64 {
        let hs = self.hs();
        hs * (1.0 - self.npot()) + (1.0 - hs) * self.ppot()
    }

    /// The showdown equity against the opponent: pairs won, ties half.
    pub fn equity(&self) -> f64 {
        let col = |f: usize| (0..3).map(|s| self.potential[s][f]).sum::<u64>() as f64;
        ratio(
            col(AHEAD) + col(TIED) / 2.0,
            col(AHEAD) + col(TIED) + col(BEHIND),
        )
    }

    /// The figures in [`FIGURES`] order.
    pub fn figures(&self) -> [f64; 6] {
        [
            self.hs(),
            self.ppot(),
            self.npot(),
            self.ehs(),
            self.ehs2,
            self.equity(),
        ]
    }
}

/// Whom the hero plays against: a random hand, or a range (read once, by the range
/// grammar of `pg.equity`).
#[derive(Clone, Debug)]
pub enum Opponent {
    Random,
    Range(Vec<Combo>),
}

impl Opponent {
    /// The opponent of a range's text (`random` included).
    pub fn parse(text: &str) -> Result<Opponent> {
        Ok(
            match range::parse(text, Some(2), 2).map_err(|e| e.with_context("opponent: "))? {
                Range::Random => Opponent::Random,
                Range::Combos(c) => Opponent::Range(c),
            },
        )
    }

    /// The opponent's hands left by the known cards `known`, with their weights.
    fn hands(&self, known: u64) -> Vec<(Card, Card, u64, u64)> {
        match self {
            Opponent::Random => {
                let unseen: Vec<Card> = (0..52).filter(|&c| known >> c & 1 == 0).collect();
                let mut out = Vec::with_capacity(unseen.len() * unseen.len() / 2);
                for (i, &a) in unseen.iter().enumerate() {
                    for &b in &unseen[i + 1..] {
                        out.push((a, b, 1u64 << a | 1u64 << b, 1));
                    }
                }
                out
            }
            Opponent::Range(combos) => combos
                .iter()
                .filter(|c| c.mask & known == 0)
                .map(|c| (c.cards()[0], c.cards()[1], c.mask, c.weight))
                .collect(),
        }
    }
}

/// Checks a hero's two cards and a board of three to five cards (distinct, no joker):
/// the known cards as a 52-bit set.
pub fn check(hero: &[Card], board: &[Card]) -> Result<u64> {
    if hero.len() != 2 {
        return Err(Error::Hand(format!(
            "hand strength takes a hold'em hand of 2 cards, got {}",
            hero.len()
        )));
    }
    if !(3..=5).contains(&board.len()) {
        return Err(Error::Hand(format!(
            "hand strength takes a board of 3, 4 or 5 cards (flop, turn or river), got {}",
            board.len()
        )));
    }
    let known: Vec<Card> = hero.iter().chain(board).copied().collect();
    cards::validate(&known, false)
}

fn state(ours: u16, theirs: u16) -> usize {
    match ours.cmp(&theirs) {
        std::cmp::Ordering::Greater => AHEAD,
        std::cmp::Ordering::Equal => TIED,
        std::cmp::Ordering::Less => BEHIND,
    }
}

/// The completions of the board to five cards, as (cards, 52-bit set): every set of
/// `5 - board` cards not in `known`.
fn completions(known: u64, to_come: usize) -> Vec<([Card; 2], u64)> {
    let unseen: Vec<Card> = (0..52).filter(|&c| known >> c & 1 == 0).collect();
    match to_come {
        0 => vec![([0, 0], 0)],
        1 => unseen.iter().map(|&a| ([a, a], 1u64 << a)).collect(),
        _ => {
            let mut out = Vec::with_capacity(unseen.len() * unseen.len() / 2);
            for (i, &a) in unseen.iter().enumerate() {
                for &b in &unseen[i + 1..] {
                    out.push(([a, b], 1u64 << a | 1u64 << b));
                }
            }
            out
        }
    }
}

/// The exact strength of `hero` on `board` against `opponent` (checked cards, see
/// [`check`]). Errors when no hand of the opponent's range is left.
pub fn strength(
    t: &Tables,
    hero: &[Card],
    board: &[Card],
    opponent: &Opponent,
) -> Result<Strength> {
    let known = check(hero, board)?;
    let opponents = opponent.hands(known);
    if opponents.is_empty() {
        return Err(Error::Argument(
            "opponent: no hand of the range is left once the hand and the board are out".into(),
        ));
    }
    let board_key = HandKey::of(board);
    let hero_key = board_key.add(hero[0]).add(hero[1]);
    let ours_now = t.high(hero_key);
    let now_states: Vec<usize> = opponents
        .iter()
        .map(|&(a, b, _, _)| state(ours_now, t.high(board_key.add(a).add(b))))
        .collect();
    let mut s = Strength {
        now: [0; 3],
        potential: [[0; 3]; 3],
        ehs2: 0.0,
    };
    for (&(_, _, _, w), &now) in opponents.iter().zip(&now_states) {
        s.now[now] += w;
    }
    let to_come = 5 - board.len();
    let (mut squares, mut weights) = (0.0f64, 0.0f64);
    for (cards, mask) in completions(known, to_come) {
        let add = |k: HandKey| cards[..to_come.min(2)].iter().fold(k, |k, &c| k.add(c));
        let (river_key, ours) = (add(board_key), t.high(add(hero_key)));
        let mut seen = [0u64; 3];
        for (&(a, b, m, w), &now) in opponents.iter().zip(&now_states) {
            if m & mask == 0 {
                let river = state(ours, t.high(river_key.add(a).add(b)));
                s.potential[now][river] += w;
                seen[river] += w;
            }
        }
        let total = seen.iter().sum::<u64>() as f64;
        if total > 0.0 {
            let hs = (seen[AHEAD] as f64 + seen[TIED] as f64 / 2.0) / total;
            squares += total * hs * hs;
            weights += total;
        }
    }
    s.ehs2 = ratio(squares, weights);
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::text::parse;
    use crate::eval::tables::tables;

    fn of(hero: &str, board: &str, opponent: &str) -> Strength {
        let (h, b) = (parse(hero).unwrap(), parse(board).unwrap());
        strength(tables(), &h, &b, &Opponent::parse(opponent).unwrap()).unwrap()
    }

    #[test]
    fn on_the_river_there_is_no_potential() {
        let s = of("AhKh", "2c 7d Th Js 3h", "random");
        assert_eq!(s.now.iter().sum::<u64>(), 990);
        assert_eq!((s.ppot(), s.npot()), (0.0, 0.0));
        assert_eq!(s.ehs(), s.hs());
        assert!((s.ehs2 - s.hs() * s.hs()).abs() < 1e-15);
        assert_eq!(s.equity(), s.hs());
    }

    #[test]
    fn the_nuts_stay_the_nuts() {
        // A royal flush on the flop: ahead of every hand now and at the river.
        let s = of("AhKh", "Qh Jh Th", "random");
        assert_eq!(s.now, [1081, 0, 0]);
        assert_eq!(s.potential[AHEAD][AHEAD], 1081 * 990);
        assert_eq!(
            (s.hs(), s.npot(), s.ehs(), s.ehs2, s.equity()),
            (1.0, 0.0, 1.0, 1.0, 1.0)
        );
    }

    #[test]
    fn a_range_weights_its_hands_and_errors_are_one_line() {
        let s = of("AhKh", "2c 7d Th", "QQ:0.5, 22");
        // QQ: 6 combos of weight 1 (0.5 scaled), 22: 3 left (2c out) of weight 2.
        assert_eq!(s.now.iter().sum::<u64>(), 6 + 3 * 2);
        let (h, b) = (parse("AhKh").unwrap(), parse("Ah Kh 2c").unwrap());
        assert!(check(&h, &b).is_err());
        let err = strength(
            tables(),
            &h,
            &parse("2c 7d Th").unwrap(),
            &Opponent::parse("AhKh").unwrap(),
        );
        assert!(matches!(err, Err(Error::Argument(m)) if m.contains("no hand")));
        assert!(matches!(
            check(&h, &parse("2c 7d").unwrap()),
            Err(Error::Hand(_))
        ));
    }
}
