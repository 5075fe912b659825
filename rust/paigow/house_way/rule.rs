//! What a house way decides and names: a [`Decision`] (the front, both hands'
//! classes, the rule that made it), the way's [`Rule`]s, and `rules!`, which
//! declares a way's rules.

/// One rule of a house way's text: a short stable id and what a dealer would say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    pub id: &'static str,
    pub text: &'static str,
}

/// A house way's decision: front positions (`i < j`), both hands' classes, and the
/// index of the rule that made it in [`super::HouseWay::rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    pub front: (usize, usize),
    pub high_rank: u16,
    pub low_rank: u32,
    pub rule: u8,
}

/// Declares a way's rules: an enum `R` of rule codes and the list `RULES` of
/// [`Rule`]s in the same order, so that `R::X as u8` indexes `RULES`.
macro_rules! rules {
    ($($code:ident => $id:literal, $text:literal;)+) => {
        /// The rules of this way, as codes indexing [`RULES`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u8)]
        pub enum R {
            $($code,)+
        }

        /// The rules of this way: ids and texts, indexed by [`R`].
        pub const RULES: &[$crate::paigow::house_way::rule::Rule] = &[
            $($crate::paigow::house_way::rule::Rule { id: $id, text: $text },)+
        ];
    };
}
pub(crate) use rules;
