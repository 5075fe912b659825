//! The showdown of every equity game: each player's high and low values (made by
//! each game, e.g. the board games' [`super::board::game::values`]), and the pot's
//! settlement (the high half and the low half, each split equally between tied
//! players; the whole pot to the high when no 8-or-better low qualifies).

/// The pot in shares: divisible by every number of winners of both halves
/// (2 * lcm(1..=10)), so that every share is an integer.
pub const POT: u32 = 5040;
/// Half the pot (also the unit of a share of the high pot or of the low half).
pub const HALF: u32 = POT / 2;

/// A player's values at showdown: larger is better; `low` 0 without a qualifying low
/// (always 0 in high-only games).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Values {
    pub high: u16,
    pub low: u16,
}

/// A player's result of one showdown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Share {
    /// Share of the pot, in units of 1/[`POT`].
    pub pot: u32,
    /// Share of the high pot (the high half, or the whole pot when no low qualifies),
    /// in units of 1/[`HALF`].
    pub high: u32,
    /// Share of the low half, in units of 1/[`HALF`] (0 when no low qualifies).
    pub low: u32,
}

impl Share {
    /// Whether the player takes the whole pot alone (a scoop in split-pot games).
    pub fn is_win(self) -> bool {
        self.pot == POT
    }

    /// Whether the player takes part of the pot, not all of it.
    pub fn is_tie(self) -> bool {
        self.pot > 0 && self.pot < POT
    }
}

/// `HALF / winners` for 0 to 10 winners (0 for none): a half's share, without a
/// division per showdown.
const PARTS: [u32; 11] = {
    let mut parts = [0; 11];
    let mut w = 1;
    while w < 11 {
        parts[w] = HALF / w as u32;
        w += 1;
    }
    parts
};

/// Settles the pot between players of the given values, writing each one's share.
#[inline(always)]
pub fn settle(values: &[Values], shares: &mut [Share]) {
    // The best high and low and how many hold each, in one pass.
    let (mut best_high, mut best_low) = (0, 0);
    let (mut high_winners, mut low_winners) = (0, 0);
    for v in values {
        if v.high > best_high {
            (best_high, high_winners) = (v.high, 1);
        } else if v.high == best_high {
            high_winners += 1;
        }
        if v.low > best_low {
            (best_low, low_winners) = (v.low, 1);
        } else if v.low == best_low {
            low_winners += 1;
        }
    }
    let (high_part, low_part) = (PARTS[high_winners], PARTS[low_winners]);
    for (v, s) in values.iter().zip(shares.iter_mut()) {
        let high = if v.high == best_high { high_part } else { 0 };
        let low = if best_low > 0 && v.low == best_low {
            low_part
        } else {
            0
        };
        let pot = if best_low > 0 { high + low } else { 2 * high };
        *s = Share { pot, high, low };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shares(values: &[(u16, u16)]) -> Vec<u32> {
        let v: Vec<Values> = values
            .iter()
            .map(|&(high, low)| Values { high, low })
            .collect();
        let mut s = vec![Share::default(); v.len()];
        settle(&v, &mut s);
        s.iter().map(|s| s.pot).collect()
    }

    #[test]
    fn pots_split_by_halves_and_quarter() {
        assert_eq!(shares(&[(5, 0), (3, 0)]), [POT, 0]);
        assert_eq!(shares(&[(5, 0), (5, 0), (1, 0)]), [HALF, HALF, 0]);
        // High to the first, low to the second.
        assert_eq!(shares(&[(5, 1), (3, 9)]), [HALF, HALF]);
        // Quartered: two tie for high, one of them also has the low alone.
        assert_eq!(
            shares(&[(5, 9), (5, 1), (1, 0)]),
            [HALF / 2 + HALF, HALF / 2, 0]
        );
        // Three-way high tie, no low: thirds of the whole pot.
        assert_eq!(shares(&[(5, 0), (5, 0), (5, 0)]), [POT / 3; 3]);
    }
}
