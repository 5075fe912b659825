//! The listed players' hands drawn jointly: every tuple of their hands that shares no
//! card (nor a known card, already out of the ranges), listed once with the product
//! of its hands' weights, and sampled by Walker's alias method in integers. That is
//! the target distribution itself (see [`super`]), so every sample has
//! importance weight 1 and nothing is rejected, however much the ranges overlap.
//! Players holding `random` are not listed: given the listed hands, theirs are
//! uniform over the cards left (the same number of hands for every tuple).

use crate::equity::board::Problem;
use crate::equity::hands::Hands;
use crate::runtime::rng::Xoshiro256pp;

/// Most tuples listed (past it, the hands are drawn in turn with importance weights).
pub const MAX_TUPLES: usize = 1 << 18;
/// Most steps of the search for the tuples.
const MAX_STEPS: u64 = 1 << 22;

/// The tuples of the listed players' hands and their alias table.
#[derive(Clone, Debug)]
pub struct JointHands {
    /// The players with listed hands, in order.
    pub players: Vec<usize>,
    /// Each tuple's cards.
    pub masks: Vec<u64>,
    /// Each tuple's hand index of each listed player (`players.len()` a tuple).
    pub hands: Vec<u32>,
    /// Tuple `i` is drawn when a uniform integer below `total` is below `keep[i]`,
    /// else tuple `alias[i]`; both empty when every tuple weighs the same.
    keep: Vec<u64>,
    alias: Vec<u32>,
    total: u64,
}

impl JointHands {
    /// The tuples of `problem` (None when there are more than [`MAX_TUPLES`], the
    /// search for them is too long or their weights' sum passes 2^64).
    pub fn new(problem: &Problem) -> Option<Self> {
        let players: Vec<usize> = (0..problem.players.len())
            .filter(|&p| matches!(problem.players[p], Hands::Combos(_)))
            .collect();
        let lists: Vec<_> = players
            .iter()
            .map(|&p| match &problem.players[p] {
                Hands::Combos(c) => c.as_slice(),
                Hands::Random => &[],
            })
            .collect();
        let mut found = Found::default();
        let mut chosen = vec![0u32; lists.len()];
        if !found.search(&lists, &mut chosen, 0, 0, 1) {
            return None;
        }
        let (keep, alias, total) = alias_table(&found.weights)?;
        Some(JointHands {
            players,
            masks: found.masks,
            hands: found.hands,
            keep,
            alias,
            total,
        })
    }

    /// A tuple's index, drawn with probability proportional to its weight.
    #[inline(always)]
    pub fn draw(&self, rng: &mut Xoshiro256pp) -> usize {
        let i = rng.below(self.masks.len() as u32) as usize;
        if self.keep.is_empty() || rng.below_u64(self.total) < self.keep[i] {
            i
        } else {
            self.alias[i] as usize
        }
    }

    /// The sum of the tuples' weights.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Listed player `j`'s hand index in tuple `t`.
    #[inline(always)]
    pub fn hand(&self, t: usize, j: usize) -> usize {
        self.hands[t * self.players.len() + j] as usize
    }
}

/// The tuples found so far.
#[derive(Default)]
struct Found {
    masks: Vec<u64>,
    hands: Vec<u32>,
    weights: Vec<u64>,
    steps: u64,
}

impl Found {
    /// Lists every tuple extending `chosen[..k]` (cards `used`, weight `weight`);
    /// false when past a limit.
    fn search(
        &mut self,
        lists: &[&[crate::equity::range::Combo]],
        chosen: &mut [u32],
        k: usize,
        used: u64,
        weight: u128,
    ) -> bool {
        if k == lists.len() {
            let Ok(w) = u64::try_from(weight) else {
                return false;
            };
            self.masks.push(used);
            self.hands.extend_from_slice(chosen);
            self.weights.push(w);
            return self.masks.len() <= MAX_TUPLES;
        }
        for (i, c) in lists[k].iter().enumerate() {
            self.steps += 1;
            if self.steps > MAX_STEPS {
                return false;
            }
            if c.mask & used == 0 {
                chosen[k] = i as u32;
                let w = weight.saturating_mul(c.weight as u128);
                if !self.search(lists, chosen, k + 1, used | c.mask, w) {
                    return false;
                }
            }
        }
        true
    }
}

/// Walker's alias table of integer weights (Vose's construction, in integers so that
/// it is exact): bucket `i` holds `n * w_i` of `total` in a bucket of `total`, the
/// rest of each small bucket filled from a large one. Empty tables when every weight
/// is the same; None when the total passes 2^64.
fn alias_table(weights: &[u64]) -> Option<(Vec<u64>, Vec<u32>, u64)> {
    let total = u64::try_from(weights.iter().map(|&w| w as u128).sum::<u128>()).ok()?;
    if weights.iter().all(|&w| w == weights[0]) {
        return Some((Vec::new(), Vec::new(), total));
    }
    let n = weights.len() as u128;
    let mut left: Vec<u128> = weights.iter().map(|&w| w as u128 * n).collect();
    let cap = total as u128;
    let mut keep = vec![total; weights.len()];
    let mut alias: Vec<u32> = (0..weights.len() as u32).collect();
    let (mut small, mut large): (Vec<usize>, Vec<usize>) =
        (0..weights.len()).partition(|&i| left[i] < cap);
    while let (Some(&s), Some(&l)) = (small.last(), large.last()) {
        small.pop();
        keep[s] = left[s] as u64;
        alias[s] = l as u32;
        left[l] -= cap - left[s];
        if left[l] < cap {
            large.pop();
            small.push(l);
        }
    }
    Some((keep, alias, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alias_table_gives_each_weight_its_share() {
        let weights = [1u64, 5, 2, 0, 4];
        let (keep, alias, total) = alias_table(&weights).unwrap();
        // The mass of each tuple over every bucket, times n, is n * w_i of total.
        let n = weights.len() as u64;
        let mut mass = vec![0u64; weights.len()];
        for i in 0..weights.len() {
            mass[i] += keep[i];
            mass[alias[i] as usize] += total - keep[i];
        }
        let expect: Vec<u64> = weights.iter().map(|&w| w * n).collect();
        assert_eq!(mass, expect);
        assert!(alias_table(&[3, 3]).unwrap().0.is_empty());
    }
}
