//! Drawing a range's hand given the cards already taken, with probability proportional
//! to its weight: by a scan of the range ([`pick`]), or, for a player whose turn always
//! finds the same cards taken, by bisecting running weights computed once ([`TurnDraws`]).
//! Both draw the same hand from the same generator state.

use super::Combo;
use crate::runtime::rng::Xoshiro256pp;

/// The index of a hand of `combos` sharing no card with `used`, drawn with
/// probability proportional to its weight, and the weight of those hands (None: none
/// is left).
#[inline]
pub fn pick(rng: &mut Xoshiro256pp, combos: &[Combo], used: u64) -> Option<(usize, u64)> {
    let z: u64 = combos
        .iter()
        .filter(|c| c.mask & used == 0)
        .map(|c| c.weight)
        .sum();
    if z == 0 {
        return None;
    }
    let mut r = rng.below_u64(z);
    let index = combos
        .iter()
        .position(|c| {
            if c.mask & used != 0 {
                return false;
            }
            let hit = r < c.weight;
            r = r.wrapping_sub(c.weight);
            hit
        })
        .unwrap_or(0);
    Some((index, z))
}

/// The hands of a range that share no card with a fixed set, in the range's order, with
/// their running weights.
#[derive(Clone, Debug)]
struct Filtered {
    /// The cards taken.
    used: u64,
    /// Each hand's index in the range.
    index: Vec<u32>,
    /// The weight of the hands up to and including each.
    running: Vec<u64>,
    /// The running weight at the end of each block of [`BLOCK`] hands: a search of
    /// these (small enough to stay in cache) then of one block, rather than of all.
    block_ends: Vec<u64>,
}

/// Hands a block of [`Filtered::block_ends`]: 64 weights, eight cache lines.
const BLOCK: usize = 64;

impl Filtered {
    fn new(combos: &[Combo], used: u64) -> Filtered {
        let mut total = 0;
        let (index, running): (Vec<u32>, Vec<u64>) = combos
            .iter()
            .enumerate()
            .filter(|(_, c)| c.mask & used == 0)
            .map(|(i, c)| {
                total += c.weight;
                (i as u32, total)
            })
            .unzip();
        let block_ends = running.chunks(BLOCK).map(|b| b[b.len() - 1]).collect();
        Filtered {
            used,
            index,
            running,
            block_ends,
        }
    }

    /// What [`pick`] draws with `used` the set's cards: the first hand whose running
    /// weight exceeds the same uniform draw.
    #[inline]
    fn pick(&self, rng: &mut Xoshiro256pp) -> Option<(usize, u64)> {
        let z = self.running.last().copied().filter(|&z| z > 0)?;
        let r = rng.below_u64(z);
        // The first hand whose running weight exceeds r: in the first block whose end
        // does.
        let block = self.block_ends.partition_point(|&w| w <= r);
        let start = block * BLOCK;
        let end = (start + BLOCK).min(self.running.len());
        let k = start + self.running[start..end].partition_point(|&w| w <= r);
        Some((self.index[k] as usize, z))
    }
}

/// The players' hands drawn in turn, from the cards `start` on: each player whose turn
/// always finds the same cards taken (every player before it a single hand) draws by
/// bisection; the others scan.
#[derive(Clone, Debug, Default)]
pub struct TurnDraws {
    filtered: Vec<Option<Filtered>>,
}

impl TurnDraws {
    /// `ranges[p]` player `p`'s hands (None: `random`, dealt from the deck), drawn in
    /// `order`.
    pub fn new(order: &[usize], ranges: &[Option<&[Combo]>], start: u64) -> TurnDraws {
        let mut filtered = vec![None; ranges.len()];
        for (player, used) in bisected(order, ranges, start) {
            filtered[player] = ranges[player].map(|combos| Filtered::new(combos, used));
        }
        TurnDraws { filtered }
    }

    /// Whether `player` draws by bisection (else by a scan of its hands).
    pub fn bisects(
        order: &[usize],
        ranges: &[Option<&[Combo]>],
        start: u64,
        player: usize,
    ) -> bool {
        bisected(order, ranges, start).any(|(p, _)| p == player)
    }

    /// [`pick`] of `player`'s hands `combos` with `used` taken.
    #[inline]
    pub fn pick(
        &self,
        player: usize,
        rng: &mut Xoshiro256pp,
        combos: &[Combo],
        used: u64,
    ) -> Option<(usize, u64)> {
        match &self.filtered[player] {
            Some(f) => {
                debug_assert_eq!(f.used, used);
                f.pick(rng)
            }
            None => pick(rng, combos, used),
        }
    }
}

/// The players that draw by bisection, each with the cards taken at its turn.
fn bisected<'r>(
    order: &'r [usize],
    ranges: &'r [Option<&[Combo]>],
    start: u64,
) -> impl Iterator<Item = (usize, u64)> + 'r {
    let mut used = Some(start);
    order.iter().map_while(move |&player| {
        let taken = used?;
        let combos = ranges[player]?;
        used = match combos {
            [one] if one.mask & taken == 0 => Some(taken | one.mask),
            _ => None,
        };
        Some((player, taken))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ranges of 2 to 6 cards with weights 0 to 3 and taken sets of 0 to 12 cards.
    #[test]
    fn bisection_draws_what_the_scan_draws() {
        let mut gen = Xoshiro256pp::seeded(1, 2);
        for case in 0..400 {
            let hole = 2 + case % 5;
            let n = 1 + gen.below(if case % 7 == 0 { 3_000 } else { 300 }) as usize;
            let combos: Vec<Combo> = (0..n)
                .map(|_| {
                    let mut mask = 0u64;
                    let mut cards = Vec::new();
                    while cards.len() < hole {
                        let c = gen.below(52) as u8;
                        if mask & 1 << c == 0 {
                            mask |= 1 << c;
                            cards.push(c);
                        }
                    }
                    Combo::new(&cards, gen.below(4) as u64)
                })
                .collect();
            let mut used = 0u64;
            for _ in 0..gen.below(13) {
                used |= 1 << gen.below(52);
            }
            let filtered = Filtered::new(&combos, used);
            for draw in 0..50 {
                let mut a = Xoshiro256pp::seeded(case as u64, draw);
                let mut b = a.clone();
                assert_eq!(filtered.pick(&mut a), pick(&mut b, &combos, used));
                assert_eq!(
                    a.next_u64(),
                    b.next_u64(),
                    "the same draws of the generator"
                );
            }
        }
    }

    #[test]
    fn only_turns_after_single_hands_bisect() {
        let one = [Combo::new(&[0, 1], 1)];
        let many = [Combo::new(&[2, 3], 1), Combo::new(&[4, 5], 1)];
        let ranges = [Some(&many[..]), Some(&one[..]), Some(&many[..]), None];
        let draws = TurnDraws::new(&[1, 0, 2, 3], &ranges, 1 << 51);
        let bisected: Vec<bool> = draws.filtered.iter().map(Option::is_some).collect();
        assert_eq!(bisected, [true, true, false, false]);
        let bisects = |p| TurnDraws::bisects(&[1, 0, 2, 3], &ranges, 1 << 51, p);
        assert_eq!((0..4).map(bisects).collect::<Vec<_>>(), bisected);
        assert_eq!(draws.filtered[0].as_ref().unwrap().used, 1 << 51 | 0b11);
    }
}
