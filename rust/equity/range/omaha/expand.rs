//! The hands of a word: every way the pattern's cards can be dealt (its "cores", the
//! variables bound consistently), each completed by every choice of the other cards,
//! kept if it has the word's shapes. Hands are 52-bit card sets, sorted, each once.

use super::pattern::{CardSpec, Pattern, RankSpec, SuitSpec};
use super::shape::Shape;

/// Most hands one token may expand to (a range is a list held in memory; `random`
/// stays unexpanded).
pub(crate) const MOST_HANDS: usize = 8_000_000;

const UNBOUND: u8 = u8::MAX;

/// The cards dealt to the pattern so far and the values of its variables.
struct Deal<'a> {
    specs: &'a [CardSpec],
    pattern: &'a Pattern,
    ranks: [u8; 26],
    suits: [u8; 4],
    cores: Vec<u64>,
}

/// The hands of `hole` cards that `pattern` matches and that have every shape.
pub(super) fn hands(pattern: &Pattern, shapes: &[Shape], hole: usize) -> Result<Vec<u64>, String> {
    if pattern.cards.len() > hole {
        return Err(format!(
            "names {} cards, a hand of this game holds {hole}",
            pattern.cards.len()
        ));
    }
    let mut out = Vec::new();
    let extra = hole - pattern.cards.len();
    for core in cores(pattern) {
        let free: Vec<u8> = (0..52u8).filter(|&c| core & 1 << c == 0).collect();
        each_choice(&free, extra, core, &mut |mask| {
            if shapes.iter().all(|s| s.holds(mask)) {
                out.push(mask);
            }
        });
        if out.len() > 4 * MOST_HANDS {
            return Err(too_many());
        }
    }
    out.sort_unstable();
    out.dedup();
    if out.len() > MOST_HANDS {
        return Err(too_many());
    }
    Ok(out)
}

fn too_many() -> String {
    format!("expands to more than {MOST_HANDS} hands (write 'random' for every hand)")
}

/// Calls `f` with `base` joined by every choice of `k` of the cards `free`.
fn each_choice(free: &[u8], k: usize, base: u64, f: &mut dyn FnMut(u64)) {
    if k == 0 {
        f(base);
        return;
    }
    for i in 0..free.len().saturating_sub(k - 1) {
        each_choice(&free[i + 1..], k - 1, base | 1 << free[i], f);
    }
}

/// The card sets the pattern's cards can be dealt as, each once.
fn cores(pattern: &Pattern) -> Vec<u64> {
    let mut specs = pattern.cards.clone();
    specs.sort();
    let mut deal = Deal {
        specs: &specs,
        pattern,
        ranks: [UNBOUND; 26],
        suits: [UNBOUND; 4],
        cores: Vec::new(),
    };
    deal.place(0, 0, 0);
    let mut cores = deal.cores;
    cores.sort_unstable();
    cores.dedup();
    cores
}

impl Deal<'_> {
    /// Deals the pattern's card `i` onwards, `used` dealt so far; equal specs take
    /// cards in increasing order (one deal of each set).
    fn place(&mut self, i: usize, used: u64, after: u8) {
        if i == self.specs.len() {
            self.cores.push(used);
            return;
        }
        let spec = self.specs[i];
        let first = if i > 0 && self.specs[i - 1] == spec {
            after + 1
        } else {
            0
        };
        for card in first..52 {
            if used & 1 << card != 0 {
                continue;
            }
            let (rank, suit) = (card / 4, card % 4);
            let Some(bound_rank) = self.bind_rank(spec.rank, rank) else {
                continue;
            };
            if let Some(bound_suit) = self.bind_suit(spec.suit, suit) {
                self.place(i + 1, used | 1 << card, card);
                if bound_suit {
                    self.unbind_suit(spec.suit);
                }
            }
            if bound_rank {
                self.unbind_rank(spec.rank);
            }
        }
    }

    /// Whether `rank` fits the spec (None: it does not), and whether a variable was
    /// bound to it now.
    fn bind_rank(&mut self, spec: RankSpec, rank: u8) -> Option<bool> {
        match spec {
            RankSpec::Set(bits) => (bits >> rank & 1 == 1).then_some(false),
            RankSpec::Var(v) => {
                let v = v as usize;
                if self.ranks[v] != UNBOUND {
                    return (self.ranks[v] == rank).then_some(false);
                }
                if self.pattern.named_ranks >> rank & 1 == 1 || self.ranks.contains(&rank) {
                    return None;
                }
                self.ranks[v] = rank;
                Some(true)
            }
        }
    }

    fn unbind_rank(&mut self, spec: RankSpec) {
        if let RankSpec::Var(v) = spec {
            self.ranks[v as usize] = UNBOUND;
        }
    }

    /// As [`Deal::bind_rank`], for suits.
    fn bind_suit(&mut self, spec: SuitSpec, suit: u8) -> Option<bool> {
        match spec {
            SuitSpec::Set(bits) => (bits >> suit & 1 == 1).then_some(false),
            SuitSpec::Var(v) => {
                let v = v as usize;
                if self.suits[v] != UNBOUND {
                    return (self.suits[v] == suit).then_some(false);
                }
                if self.pattern.named_suits >> suit & 1 == 1 || self.suits.contains(&suit) {
                    return None;
                }
                self.suits[v] = suit;
                Some(true)
            }
        }
    }

    fn unbind_suit(&mut self, spec: SuitSpec) {
        if let SuitSpec::Var(v) = spec {
            self.suits[v as usize] = UNBOUND;
        }
    }
}
