//! A house way's definition ([`Way`]): its name, its rules and its decide function,
//! what the [`super::registry`] holds.

use super::reading::Reading;
use super::rule::{Decision, Rule};
use crate::eval::tables::Tables;

/// How a way sets seven (valid, distinct) cards read by [`Reading::new`]: the front's
/// positions, both hands' classes, and the index of the rule in the way's rules.
pub type Decide = dyn Fn(&Tables, &Reading) -> Decision + Send + Sync;

/// One house way's definition.
pub struct Way {
    /// The name users give ("golden-nugget"), unique among the ways.
    pub name: &'static str,
    /// The way's rules; a [`Decision`]'s `rule` indexes this list (at most 256 rules).
    pub rules: &'static [Rule],
    /// The way's decision for any hand, by its rules. Paths that know a hand can make
    /// no flush read the way's rank-multiset table instead (built from this function
    /// on first use), so this must set hands that differ only by suits alike there.
    pub decide: &'static Decide,
}
