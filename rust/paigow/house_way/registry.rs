//! The registry of house ways: one definition per way ([`Way`]: name, rules, decide
//! function), and the handles ([`HouseWay`]) that index it.
//!
//! The ways compiled in are listed in [`BUILT_IN`]: a new one is its module (with a
//! `WAY` constant) and one line there. Ways that are not compiled in (a house way of
//! the user's own, tabulated at run time) come through the same door at run time,
//! [`register`], and get the next handle: every path that takes a [`HouseWay`] (the
//! per-way tables, [`PerWay`], included) then serves them as it serves a built-in
//! one. A registered way stays for the life of the process; there are at most
//! [`CAPACITY`] ways in all.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use std::fmt;

use super::rule::Rule;
use super::way::Way;
use super::{foxwoods, golden_nugget};
use crate::error::{Error, Result};

/// A house way: a small handle into the registry (its index there).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HouseWay(u8);

impl HouseWay {
    /// The Golden Nugget (Las Vegas) way of the source document: the default.
    pub const GOLDEN_NUGGET: HouseWay = HouseWay(0);
    /// The Foxwoods way, as in the published exact analysis of the game.
    pub const FOXWOODS: HouseWay = HouseWay(1);

    /// The way at `index` of the registry.
    fn at(index: usize) -> HouseWay {
        HouseWay(u8::try_from(index).expect("fewer ways than registry::CAPACITY"))
    }

    /// The way's definition.
    #[inline(always)]
    pub fn way(self) -> &'static Way {
        way_at(self.index())
    }

    /// Every way, in handle order: the built-in ones (the default first), then those
    /// registered at run time.
    pub fn all() -> impl Iterator<Item = HouseWay> {
        (0..way_count()).map(HouseWay::at)
    }

    /// The ways compiled in, in handle order.
    pub fn built_in() -> impl Iterator<Item = HouseWay> {
        (0..BUILT_IN.len()).map(HouseWay::at)
    }

    /// The names of every way, in handle order.
    pub fn names() -> Vec<&'static str> {
        Self::all().map(HouseWay::name).collect()
    }

    /// The way's name: "golden-nugget", "foxwoods", ...
    pub fn name(self) -> &'static str {
        self.way().name
    }

    /// The way of a name in any spelling ([`crate::names`]).
    pub fn from_name(name: &str) -> Result<HouseWay> {
        Self::all()
            .find(|w| crate::names::same(w.name(), name))
            .ok_or_else(|| {
                Error::Argument(format!(
                    "unknown house way {} (one of: {})",
                    crate::names::quoted(name),
                    Self::names().join(", ")
                ))
            })
    }

    /// Registers a way defined at run time ([`register`]).
    pub fn register(way: Way) -> Result<HouseWay> {
        register(way)
    }

    /// Index in the registry (for per-way tables, [`PerWay`]).
    #[inline(always)]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The way's rules; a [`super::Decision`]'s `rule` indexes this list.
    pub fn rules(self) -> &'static [Rule] {
        self.way().rules
    }
}

impl Default for HouseWay {
    fn default() -> HouseWay {
        HouseWay::GOLDEN_NUGGET
    }
}

impl fmt::Debug for HouseWay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HouseWay({})", self.name())
    }
}

/// The ways compiled in, in handle order (the default first).
pub const BUILT_IN: [&Way; 2] = [&golden_nugget::WAY, &foxwoods::WAY];

/// The most ways a process may have (compiled in and registered at run time).
pub const CAPACITY: usize = 64;

/// Ways registered at run time, after the built-in ones.
static REGISTERED: [OnceLock<&'static Way>; CAPACITY - BUILT_IN.len()] =
    [const { OnceLock::new() }; CAPACITY - BUILT_IN.len()];
/// How many of [`REGISTERED`] are set (each one set before the count counts it).
static REGISTERED_COUNT: AtomicUsize = AtomicUsize::new(0);

/// The definition of the way at `index` (an index some handle holds).
#[inline(always)]
pub(super) fn way_at(index: usize) -> &'static Way {
    match BUILT_IN.get(index) {
        Some(way) => way,
        None => REGISTERED[index - BUILT_IN.len()]
            .get()
            .expect("a handle of a registered way"),
    }
}

/// Number of ways: the built-in ones and those registered so far.
pub(super) fn way_count() -> usize {
    BUILT_IN.len() + REGISTERED_COUNT.load(Ordering::Acquire)
}

/// Names no way may take: the simulation's strategies besides the ways.
const RESERVED: [&str; 2] = ["house", "optimal"];

/// Registers a way defined at run time and returns its handle. Refused (an
/// `Argument` error) when its name is empty, reserved ("house", "optimal") or already
/// a way's, when it has no rules, more than 256, or two rules of one id, or when
/// [`CAPACITY`] ways are registered already.
pub fn register(way: Way) -> Result<HouseWay> {
    static REGISTERING: Mutex<()> = Mutex::new(());
    let _one_at_a_time = REGISTERING.lock().unwrap_or_else(|e| e.into_inner());
    check(&way)?;
    let n = REGISTERED_COUNT.load(Ordering::Acquire);
    let slot = REGISTERED.get(n).ok_or_else(|| {
        Error::Argument(format!(
            "house way {:?} cannot be registered: there are {CAPACITY} ways already",
            way.name
        ))
    })?;
    let way: &'static Way = Box::leak(Box::new(way));
    slot.set(way)
        .unwrap_or_else(|_| unreachable!("slots are set in order under the lock"));
    REGISTERED_COUNT.store(n + 1, Ordering::Release);
    Ok(HouseWay::at(BUILT_IN.len() + n))
}

fn check(way: &Way) -> Result<()> {
    let refuse = |why: String| Err(Error::Argument(format!("house way {:?}: {why}", way.name)));
    if crate::names::key(way.name).is_empty()
        || RESERVED.iter().any(|r| crate::names::same(r, way.name))
    {
        return refuse("not a name a way may take".into());
    }
    if HouseWay::all().any(|w| crate::names::same(w.name(), way.name)) {
        return refuse("a way of that name exists already".into());
    }
    if way.rules.is_empty() || way.rules.len() > 256 {
        return refuse(format!("1 to 256 rules, got {}", way.rules.len()));
    }
    let mut ids: Vec<&str> = way.rules.iter().map(|r| r.id).collect();
    ids.sort_unstable();
    if let Some(w) = ids.windows(2).find(|w| w[0] == w[1]) {
        return refuse(format!("rule id {:?} given twice", w[0]));
    }
    Ok(())
}

/// A table per house way, built on first use (for any way, registered ones too).
pub struct PerWay<T>([OnceLock<T>; CAPACITY]);

impl<T> PerWay<T> {
    pub const fn new() -> PerWay<T> {
        PerWay([const { OnceLock::new() }; CAPACITY])
    }

    /// The way's table, built by `build` if this is its first use.
    #[inline(always)]
    pub fn get_or_init(&self, way: HouseWay, build: impl FnOnce() -> T) -> &T {
        self.0[way.index()].get_or_init(build)
    }
}

impl<T> Default for PerWay<T> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::random_hands;
    use super::*;
    use crate::eval::tables::{tables, HandKey};

    fn way(name: &'static str, rules: &'static [Rule]) -> Way {
        Way {
            name,
            rules,
            decide: &golden_nugget::decide,
        }
    }

    #[test]
    fn built_in_ways_are_the_first_handles() {
        for (way, def) in HouseWay::built_in().zip(BUILT_IN) {
            assert!(std::ptr::eq(way.way(), def));
        }
        assert_eq!(HouseWay::built_in().count(), BUILT_IN.len());
    }

    #[test]
    fn a_way_registered_at_run_time_serves_every_path() {
        // The golden-nugget rules under another name: every path must answer as for
        // the built-in way (the rank-multiset table is built for the new handle).
        let copy = register(way("golden-nugget-copy", golden_nugget::RULES)).unwrap();
        assert!(copy.index() >= BUILT_IN.len());
        assert_eq!(HouseWay::from_name("golden-nugget-copy"), Ok(copy));
        assert!(HouseWay::all().any(|w| w == copy));
        assert_eq!(copy.rules(), golden_nugget::RULES);
        let gn = HouseWay::GOLDEN_NUGGET;
        let t = tables();
        let hands = random_hands(0x0DDB_1A5E_5BAD_5EED, 20_000);
        for hand in &hands {
            assert_eq!(copy.decide(t, hand), gn.decide(t, hand), "{hand:?}");
            assert_eq!(copy.ranks(hand), gn.ranks(hand));
        }
        let keys: Vec<HandKey> = hands.iter().map(|h| HandKey::of(h)).collect();
        let (mut a, mut b) = (vec![(0, 0); hands.len()], vec![(0, 0); hands.len()]);
        copy.positions_many(&hands, &keys, &mut a);
        gn.positions_many(&hands, &keys, &mut b);
        assert_eq!(a, b);
    }

    #[test]
    fn bad_ways_are_refused() {
        const TWICE: &[Rule] = &[Rule { id: "a", text: "" }, Rule { id: "a", text: "" }];
        let refused = |w: Way, why: &str| match register(w) {
            Err(Error::Argument(m)) => assert!(m.contains(why), "{m}"),
            other => panic!("{other:?}"),
        };
        refused(way("foxwoods", golden_nugget::RULES), "exists already");
        refused(way("house", golden_nugget::RULES), "not a name");
        refused(way("", golden_nugget::RULES), "not a name");
        refused(way("no-rules", &[]), "1 to 256 rules");
        refused(way("twice", TWICE), "\"a\" given twice");
    }
}
