//! The shapes of a hand a range may ask for: how its cards fall into suits (double
//! suited, single suited, rainbow) and into ranks (no pair, one pair, two pair, no
//! trips).

/// A shape of a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// Exactly two suits of two cards each, every other card of a suit of its own
    /// (4 cards 2-2, 5 cards 2-2-1, 6 cards 2-2-1-1).
    DoubleSuited,
    /// Exactly one suit of two cards, every other card of a suit of its own (4 cards
    /// 2-1-1, 5 cards 2-1-1-1; none of 6 cards).
    SingleSuited,
    /// No two cards of a suit (4 cards only).
    Rainbow,
    /// No two cards of a rank.
    NoPair,
    /// Exactly one rank twice, every other rank once.
    OnePair,
    /// Exactly two ranks twice, every other rank once.
    TwoPair,
    /// No rank three or more times.
    NoTrips,
}

impl Shape {
    /// The names of the shapes, as words after a pattern (`AAxx ds`) or as macros
    /// after `$` (`AA$ds`).
    pub(crate) const NAMES: &'static [(&'static str, Shape)] = &[
        ("ds", Shape::DoubleSuited),
        ("ss", Shape::SingleSuited),
        ("rb", Shape::Rainbow),
        ("rainbow", Shape::Rainbow),
        ("np", Shape::NoPair),
        ("op", Shape::OnePair),
        ("tp", Shape::TwoPair),
        ("nt", Shape::NoTrips),
    ];

    /// The shape a whole word names (`ds`, `rainbow`, any case).
    pub(crate) fn word(word: &str) -> Option<Shape> {
        let lower = word.to_ascii_lowercase();
        Shape::NAMES
            .iter()
            .find(|(n, _)| *n == lower)
            .map(|&(_, s)| s)
    }

    /// Whether the hand (a 52-bit card set) has the shape.
    pub(crate) fn holds(self, mask: u64) -> bool {
        let (mut suits, mut ranks) = ([0u8; 4], [0u8; 13]);
        let mut m = mask;
        while m != 0 {
            let c = m.trailing_zeros() as usize;
            suits[c % 4] += 1;
            ranks[c / 4] += 1;
            m &= m - 1;
        }
        let suited = |n: u8| suits.iter().filter(|&&c| c == n).count();
        let over_two_suits = suits.iter().any(|&c| c > 2);
        let ranked = |n: u8| ranks.iter().filter(|&&c| c == n).count();
        let over_two_ranks = ranks.iter().any(|&c| c > 2);
        match self {
            Shape::DoubleSuited => suited(2) == 2 && !over_two_suits,
            Shape::SingleSuited => suited(2) == 1 && !over_two_suits,
            Shape::Rainbow => suits.iter().all(|&c| c <= 1),
            Shape::NoPair => ranks.iter().all(|&c| c <= 1),
            Shape::OnePair => ranked(2) == 1 && !over_two_ranks,
            Shape::TwoPair => ranked(2) == 2 && !over_two_ranks,
            Shape::NoTrips => !over_two_ranks,
        }
    }
}
