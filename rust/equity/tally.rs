//! The counts of an exact enumeration, in integers, shared by the board games' and the
//! stud and draw games' engines: the total weight of the deals counted and each
//! player's [`Counts`] ([`ExactTally`]).

use std::ops::AddAssign;

use super::showdown::Share;

/// One player's weighted counts (see [`ExactTally`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Share of the pot, in units of 1/[`super::showdown::POT`] per unit of weight.
    pub pot: u128,
    /// Weight of the deals the player wins alone (scoops).
    pub win: u128,
    /// Weight of the deals the player takes part of the pot, not all of it.
    pub tie: u128,
    /// Share of the high pot, in units of 1/[`super::showdown::HALF`].
    pub high: u128,
    /// Share of the low half, in units of 1/[`super::showdown::HALF`].
    pub low: u128,
}

/// The counts of some completions: `total` the weight of every deal counted, and per
/// player their [`Counts`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExactTally {
    pub total: u128,
    /// Board completions counted (each orbit's size).
    pub boards: u64,
    pub players: Vec<Counts>,
}

/// Sums wrap, so that tallies of differences ([`super::board::exact::rank_boards::count_piece`])
/// add up to the tally of their sum.
impl AddAssign<&ExactTally> for ExactTally {
    fn add_assign(&mut self, other: &ExactTally) {
        self.total = self.total.wrapping_add(other.total);
        self.boards += other.boards;
        self.players.resize(other.players.len(), Counts::default());
        for (a, b) in self.players.iter_mut().zip(&other.players) {
            a.pot = a.pot.wrapping_add(b.pot);
            a.win = a.win.wrapping_add(b.win);
            a.tie = a.tie.wrapping_add(b.tie);
            a.high = a.high.wrapping_add(b.high);
            a.low = a.low.wrapping_add(b.low);
        }
    }
}

impl ExactTally {
    /// Counts a deal of weight `weight` settled as `shares` (wrapping: a weight may be
    /// a negative difference in two's complement).
    #[inline]
    pub fn add(&mut self, weight: u128, shares: &[Share]) {
        self.total = self.total.wrapping_add(weight);
        for (c, s) in self.players.iter_mut().zip(shares) {
            c.pot = c.pot.wrapping_add(weight.wrapping_mul(s.pot as u128));
            c.high = c.high.wrapping_add(weight.wrapping_mul(s.high as u128));
            c.low = c.low.wrapping_add(weight.wrapping_mul(s.low as u128));
            c.win = c.win.wrapping_add(if s.is_win() { weight } else { 0 });
            c.tie = c.tie.wrapping_add(if s.is_tie() { weight } else { 0 });
        }
    }
}
