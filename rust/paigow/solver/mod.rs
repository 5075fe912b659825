//! The optimal setting of seven cards against a dealer who plays a house way,
//! exactly or approximately (the optimal strategy of `docs/rules.md`).
//!
//! A player's setting is fully described by its two classes (high 1..=7463, low
//! 1..=91), and so is the dealer's. Against the dealer's histogram of classes
//! ([`histogram`]), a setting's wins, pushes and losses are three prefix-sum lookups
//! ([`DealerTable`]), so valuing the 21 settings of a hand is cheap once the table is
//! there:
//!
//! * **exact**: the histogram of every 7-card hand from the 46 cards the player does
//!   not hold (C(46,7) = 53,524,680 hands), a few milliseconds a hand.
//! * **approx**: the histogram of every 7-card hand of the full 53-card deck
//!   (C(53,7) = 154,143,080 hands), ignoring card removal. It does not depend on the
//!   player's hand, so it is built once per process and way ([`approx_table`]), and
//!   [`approx`] answers most hands by one lookup.
//!
//! All counts are integers and every table is built the same way each time, so the
//! results do not depend on the number of threads. Bulk solving is in
//! [`bulk::solve_many`](crate::bulk::solve_many).

pub mod approx;
pub mod buckets;
pub mod dealer_table;
pub mod flush_cases;
pub mod histogram;
pub mod rank_classes;
pub mod suit_parts;

pub use approx::{approx_best_ranks, approx_solver, ApproxSolver};
pub use dealer_table::{approx_table, exact_table, DealerTable};
pub use histogram::{dealer_histogram, CELLS, HIGH_CLASSES, LOW_CLASSES};

use super::house_way::HouseWay;
use super::setting::{is_legal_ranks, LOW_POSITIONS};
use crate::cards::{self, Card};
use crate::error::{Error, Result};
use crate::eval::tables::{tables, HandKey, CARD_KEYS, CARD_MASKS};
use crate::eval::two_card;
use crate::names::Names;

/// Number of 7-card hands of the full deck (the approximate method's dealer hands).
pub const FULL_DECK_HANDS: u64 = 154_143_080;
/// Number of dealer hands from the 46 cards the player does not hold.
pub const DEALER_HANDS: u64 = 53_524_680;
/// The default commission on a winning round.
pub const DEFAULT_COMMISSION: f64 = 0.05;

/// Exact or approximate (card removal ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    Exact,
    Approx,
}

impl Method {
    /// Every method, the default first.
    pub const ALL: [Method; 2] = [Method::Exact, Method::Approx];

    /// "exact" or "approx".
    pub fn name(self) -> &'static str {
        match self {
            Method::Exact => "exact",
            Method::Approx => "approx",
        }
    }

    /// The method of a name in any spelling ("exact", "approx", "approximate").
    pub fn from_name(name: &str) -> Result<Method> {
        const NAMES: Names<Method> = Names {
            what: "method",
            names: &[("exact", Method::Exact), ("approx", Method::Approx)],
            aliases: &[("approximate", Method::Approx)],
        };
        NAMES
            .parse(name)
            .map_err(|e| Error::Method(e.message().to_string()))
    }
}

/// The commission must be in [0, 1).
pub fn check_commission(commission: f64) -> Result<()> {
    if (0.0..1.0).contains(&commission) {
        Ok(())
    } else {
        Err(Error::Commission(format!(
            "commission must be in [0, 1), got {commission}"
        )))
    }
}

/// One of the 21 settings of a hand, valued against the dealer (Python's
/// `_core.ValuedSetting`).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(
    feature = "python",
    pyo3::pyclass(frozen, get_all, name = "ValuedSetting", module = "paigow_fast._core")
)]
pub struct SettingValue {
    /// Positions in the hand of the two cards in front (`i < j`).
    pub low_positions: (usize, usize),
    pub high_class: u16,
    pub low_class: u32,
    pub legal: bool,
    /// Dealer hands won, pushed and lost against (0 for a foul).
    pub wins: u64,
    pub pushes: u64,
    pub losses: u64,
    /// Expected value per unit staked; None for a foul.
    pub ev: Option<f64>,
}

#[inline(always)]
pub(crate) fn ev_of(wins: u64, losses: u64, total: u64, commission: f64) -> f64 {
    (wins as f64 * (1.0 - commission) - losses as f64) / total as f64
}

/// The 21 settings of a hand valued, the best, and the house way's.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    pub method: Method,
    pub commission: f64,
    /// The dealer's way (also the way of `house`).
    pub dealer: HouseWay,
    /// Number of dealer hands counted (53,524,680 exact; 154,143,080 approx).
    pub total: u64,
    /// In [`LOW_POSITIONS`] order.
    pub options: [SettingValue; 21],
    /// Index into `options` of the best legal setting.
    pub best: usize,
    /// Index into `options` of the setting the dealer's way gives the hand.
    pub house: usize,
    /// The index in [`HouseWay::rules`] of the rule that sets it (decided once, with
    /// `house`).
    pub house_rule: usize,
}

impl Solution {
    pub fn ev(&self, i: usize) -> Option<f64> {
        self.options[i].ev
    }

    /// The value given up by playing the house way: best EV minus house EV (>= 0).
    pub fn house_cost(&self) -> f64 {
        self.ev(self.best).unwrap() - self.ev(self.house).unwrap()
    }
}

/// The (high, low) classes and legality of the 21 settings of a hand.
#[inline]
pub(crate) fn setting_classes(hand: &[Card; 7]) -> [(u16, u32, bool); 21] {
    let t = tables();
    let full = HandKey::of(hand);
    LOW_POSITIONS.map(|(i, j)| {
        let (a, b) = (hand[i] as usize, hand[j] as usize);
        let back = HandKey {
            key: full.key - CARD_KEYS[a] - CARD_KEYS[b],
            mask: full.mask & !CARD_MASKS[a] & !CARD_MASKS[b],
        };
        let high = t.paigow_high(back);
        let low = two_card::rank(hand[i], hand[j]);
        (high, low, is_legal_ranks(high, low))
    })
}

/// Index into [`LOW_POSITIONS`] of a pair of positions.
pub(crate) fn option_index(p: (usize, usize)) -> usize {
    LOW_POSITIONS
        .iter()
        .position(|&q| q == p)
        .expect("positions i < j of seven")
}

/// The best option by value. Ties: the house way's setting, then the stronger back
/// hand, then the stronger front, then the first in settings order. `house` is asked
/// only when there is a tie.
#[inline]
pub(crate) fn choose_best(
    classes: &[(u16, u32, bool); 21],
    outcomes: &[(u64, u64); 21],
    total: u64,
    commission: f64,
    house: impl FnOnce() -> usize,
) -> usize {
    let mut best: Option<(f64, usize)> = None;
    let mut tie = false;
    for k in 0..21 {
        if !classes[k].2 {
            continue;
        }
        let ev = ev_of(outcomes[k].0, outcomes[k].1, total, commission);
        match best {
            None => best = Some((ev, k)),
            Some((b, bk)) => {
                if ev > b {
                    best = Some((ev, k));
                    tie = false;
                } else if ev == b {
                    tie = true;
                    let (h, l, _) = classes[k];
                    let (bh, bl, _) = classes[bk];
                    if (h, l) > (bh, bl) {
                        best = Some((ev, k));
                    }
                }
            }
        }
    }
    let (best_ev, best_k) = best.expect("every hand has a legal setting");
    if tie {
        let hk = house();
        if classes[hk].2 && ev_of(outcomes[hk].0, outcomes[hk].1, total, commission) == best_ev {
            return hk;
        }
    }
    best_k
}

/// Values all 21 settings of `hand` against a dealer playing `dealer`.
///
/// `Method::Exact` counts the 53,524,680 dealer hands of the 46 other cards (a few
/// milliseconds, see [`histogram`]); `Method::Approx` uses [`approx_table`] (built
/// on first use). Single-threaded.
pub fn solve(
    hand: &[Card; 7],
    method: Method,
    commission: f64,
    dealer: HouseWay,
) -> Result<Solution> {
    cards::validate(hand, true)?;
    check_commission(commission)?;
    Ok(match method {
        Method::Exact => {
            solve_with_table(hand, &exact_table(hand, dealer), method, commission, dealer)
        }
        Method::Approx => solve_with_table(hand, approx_table(dealer), method, commission, dealer),
    })
}

/// Values the 21 settings of a (checked) hand against a dealer table of `dealer`.
pub fn solve_with_table(
    hand: &[Card; 7],
    table: &DealerTable,
    method: Method,
    commission: f64,
    dealer: HouseWay,
) -> Solution {
    let classes = setting_classes(hand);
    let decision = dealer.decide(tables(), hand);
    let house = option_index(decision.front);
    let mut outcomes = [(0u64, 0u64); 21];
    let options: [SettingValue; 21] = std::array::from_fn(|k| {
        let (high, low, legal) = classes[k];
        let (wins, pushes, losses) = if legal {
            table.outcomes(high, low)
        } else {
            (0, 0, 0)
        };
        outcomes[k] = (wins, losses);
        SettingValue {
            low_positions: LOW_POSITIONS[k],
            high_class: high,
            low_class: low,
            legal,
            wins,
            pushes,
            losses,
            ev: legal.then(|| ev_of(wins, losses, table.total(), commission)),
        }
    });
    let best = choose_best(&classes, &outcomes, table.total(), commission, || house);
    Solution {
        method,
        commission,
        dealer,
        total: table.total(),
        options,
        best,
        house,
        house_rule: decision.rule as usize,
    }
}

/// The best setting of a (valid) hand against a dealer table of `dealer`: the
/// positions of its front cards and its (high, low) classes. Asks for the house way
/// only on a tie.
#[inline]
pub fn best_with_table(
    hand: &[Card; 7],
    table: &DealerTable,
    commission: f64,
    dealer: HouseWay,
) -> ((usize, usize), u16, u32) {
    let classes = setting_classes(hand);
    let mut outcomes = [(0u64, 0u64); 21];
    for k in 0..21 {
        let (high, low, legal) = classes[k];
        if legal {
            let (w, _, l) = table.outcomes(high, low);
            outcomes[k] = (w, l);
        }
    }
    let k = choose_best(&classes, &outcomes, table.total(), commission, || {
        option_index(dealer.positions(hand))
    });
    (LOW_POSITIONS[k], classes[k].0, classes[k].1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paigow::setting::Setting;

    fn parse(text: &str) -> [Card; 7] {
        crate::cards::parse_for_tests(text).try_into().unwrap()
    }

    #[test]
    fn approx_table_counts_every_hand_of_the_deck() {
        for way in HouseWay::built_in() {
            let t = approx_table(way);
            assert_eq!(t.total(), FULL_DECK_HANDS);
            // Nothing beats a player holding the best classes, and the worst loses
            // everything.
            let (w, p, l) = t.outcomes(HIGH_CLASSES as u16, LOW_CLASSES as u32);
            assert_eq!(l, 0);
            assert_eq!(w + p, FULL_DECK_HANDS);
            let (w, p, l) = t.outcomes(1, 1);
            assert_eq!((w, p, l), (0, 0, FULL_DECK_HANDS));
        }
    }

    #[test]
    fn outcomes_sum_and_illegal_settings_are_never_chosen() {
        let hands = [
            "As Kd Qh 7c 7d 3s 2h",
            "2c 3d 5h Ts Tc Qd Qh",
            "Ac Ad Ah As Jk Kc Kd",
            "4h 5h 6h 7h 8h 9d Tc",
        ];
        for way in HouseWay::built_in() {
            for text in hands {
                let hand = parse(text);
                let s = solve(&hand, Method::Exact, 0.05, way).unwrap();
                assert_eq!(s.total, DEALER_HANDS);
                for (k, o) in s.options.iter().enumerate() {
                    let setting = Setting::from_positions(&hand, o.low_positions);
                    assert_eq!(o.legal, setting.is_legal());
                    assert_eq!(
                        (o.high_class, o.low_class),
                        (setting.high_rank(), setting.low_rank())
                    );
                    if o.legal {
                        assert_eq!(o.wins + o.pushes + o.losses, DEALER_HANDS);
                    } else {
                        assert_eq!(s.ev(k), None);
                    }
                }
                assert!(s.options[s.best].legal);
                assert!(s.options[s.house].legal);
                assert!(s.house_cost() >= 0.0);
                for k in 0..21 {
                    if let Some(ev) = s.ev(k) {
                        assert!(ev <= s.ev(s.best).unwrap());
                    }
                }
                assert_eq!(
                    Setting::from_positions(&hand, s.options[s.house].low_positions),
                    way.set(&hand)
                );
                // The approximate method and its bulk entry point agree.
                let a = solve(&hand, Method::Approx, 0.05, way).unwrap();
                assert_eq!(a.total, FULL_DECK_HANDS);
                assert_eq!(
                    best_with_table(&hand, approx_table(way), 0.05, way).0,
                    a.options[a.best].low_positions
                );
                let e = best_with_table(&hand, &exact_table(&hand, way), 0.05, way);
                assert_eq!(
                    e,
                    (
                        s.options[s.best].low_positions,
                        s.options[s.best].high_class,
                        s.options[s.best].low_class
                    )
                );
            }
        }
    }

    #[test]
    fn ties_prefer_the_house_way() {
        // Four kings split or kept with a pair of nines: identical classes come from
        // several settings; whichever the house way picks, a tie goes to it.
        for text in [
            "Kc Kd Kh Ks 9c 9d 3h",
            "2c 2d 7h 7s Jc Jd Qh",
            "Ac Ad Ah As Jk Kc Kd",
        ] {
            let hand = parse(text);
            for method in [Method::Exact, Method::Approx] {
                let s = solve(&hand, method, 0.05, HouseWay::GOLDEN_NUGGET).unwrap();
                let best = s.options[s.best];
                let house = s.options[s.house];
                if (best.high_class, best.low_class) == (house.high_class, house.low_class) {
                    assert_eq!(s.best, s.house, "{text}");
                    assert_eq!(s.house_cost(), 0.0);
                }
            }
        }
    }

    #[test]
    fn errors() {
        let way = HouseWay::GOLDEN_NUGGET;
        assert!(matches!(
            solve(&[0, 0, 1, 2, 3, 4, 5], Method::Exact, 0.05, way),
            Err(Error::Card(_))
        ));
        assert!(solve(&[0, 1, 2, 3, 4, 5, 53], Method::Approx, 0.05, way).is_err());
        assert!(matches!(
            solve(&[0, 1, 2, 3, 4, 5, 6], Method::Approx, 1.5, way),
            Err(Error::Commission(_))
        ));
        assert!(matches!(Method::from_name("fast"), Err(Error::Method(_))));
    }
}
