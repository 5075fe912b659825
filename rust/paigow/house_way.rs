//! The house way of seed 000 (the Golden Nugget house way), spec pai-gow.md §7.
//!
//! Each rule decides which *pattern ranks* go in front (the joker read as an ace);
//! [`place_front`] then picks the actual cards. Where several cards fit a rule (which
//! two of four kings, whether the joker or a real ace stays behind), the dealer keeps
//! the strongest five-card hand behind (**decision**, as a dealer following the rule's
//! intent would: e.g. a joker behind that completes a flush stays there).

use crate::cards::{rank_of, Card, ACE, JOKER, RANKS};
use crate::eval::classes::{self, cat};
use crate::eval::tables::{tables, HandKey, Tables, CARD_KEYS, CARD_MASKS};
use crate::eval::two_card;

use super::setting::{is_legal_ranks, Setting, LOW_POSITIONS};

const KING: u8 = 11;
const JACK: u8 = 9;
const TEN: u8 = 8;
const SEVEN: u8 = 5;
const SIX: u8 = 4;

/// Seven cards read for the house way: pattern ranks with the joker as an ace.
struct Reading {
    cards: [Card; 7],
    ranks: [u8; 7],
    counts: [u8; RANKS],
    /// The whole hand's key, to derive each setting's back hand by removing two cards.
    key: HandKey,
}

impl Reading {
    fn new(cards: &[Card; 7]) -> Reading {
        let ranks = cards.map(|c| if c == JOKER { ACE } else { rank_of(c) });
        let mut counts = [0u8; RANKS];
        for &r in &ranks {
            counts[r as usize] += 1;
        }
        Reading { cards: *cards, ranks, counts, key: HandKey::of(cards) }
    }

    /// Ranks with exactly `n` cards, highest first.
    fn ranks_with(&self, n: u8) -> impl Iterator<Item = u8> + '_ {
        (0..RANKS as u8).rev().filter(move |&r| self.counts[r as usize] == n)
    }

    /// The back hand's class when the cards at `i` and `j` go in front.
    #[inline]
    fn back_rank(&self, t: &Tables, i: usize, j: usize) -> u16 {
        let (a, b) = (self.cards[i] as usize, self.cards[j] as usize);
        t.paigow_high(HandKey {
            key: self.key.key - CARD_KEYS[a] - CARD_KEYS[b],
            mask: self.key.mask & !CARD_MASKS[a] & !CARD_MASKS[b],
        })
    }

    fn front_rank(&self, i: usize, j: usize) -> u32 {
        two_card::rank(self.cards[i], self.cards[j])
    }

    /// The positions of the front cards for front pattern ranks `(r1, r2)`: where
    /// several cards fit, the choice that leaves the strongest back hand.
    fn place_front(&self, t: &Tables, r1: u8, r2: u8) -> (usize, usize) {
        let mut fits = LOW_POSITIONS.iter().copied().filter(|&(i, j)| {
            let (a, b) = (self.ranks[i], self.ranks[j]);
            (a, b) == (r1, r2) || (a, b) == (r2, r1)
        });
        let first = fits.next().expect("the rule's front ranks are in the hand");
        let Some(second) = fits.next() else {
            return first;
        };
        // Several cards fit: keep the strongest back (the first such on a tie).
        let mut best = (first, self.back_rank(t, first.0, first.1));
        for (i, j) in std::iter::once(second).chain(fits) {
            let v = self.back_rank(t, i, j);
            if v > best.1 {
                best = ((i, j), v);
            }
        }
        best.0
    }
}

/// Which cards the house way puts in front, as two positions of `hand` (`i < j`).
pub fn house_way_positions(hand: &[Card; 7]) -> (usize, usize) {
    let t = tables();
    let h = Reading::new(hand);
    let (r1, r2) = match front_ranks(t, &h) {
        Front::Ranks(r1, r2) => (r1, r2),
        Front::Positions(p) => return p,
    };
    h.place_front(t, r1, r2)
}

/// The house way's setting of seven cards (already checked).
pub fn house_way(hand: &[Card; 7]) -> Setting {
    Setting::from_positions(hand, house_way_positions(hand))
}

/// The classes (high, low) of the house way's setting.
#[inline]
pub fn house_way_ranks(hand: &[Card; 7]) -> (u16, u32) {
    let t = tables();
    let (i, j) = house_way_positions(hand);
    let h = Reading::new(hand);
    (h.back_rank(t, i, j), h.front_rank(i, j))
}

enum Front {
    /// The front's pattern ranks; the cards are placed by `place_front`.
    Ranks(u8, u8),
    /// Rule 7 chooses among whole settings.
    Positions((usize, usize)),
}

fn front_ranks(t: &Tables, h: &Reading) -> Front {
    use Front::Ranks;
    let quads = h.ranks_with(4).next();
    let trips: Vec<u8> = h.ranks_with(3).collect();
    let pairs: Vec<u8> = h.ranks_with(2).collect();
    let singles: Vec<u8> = h.ranks_with(1).collect();

    // Rule 1: five aces.
    if h.counts[ACE as usize] == 5 {
        return if h.counts[KING as usize] == 2 { Ranks(KING, KING) } else { Ranks(ACE, ACE) };
    }
    // Rule 2: four of a kind.
    if let Some(q) = quads {
        let (a, b) = rule2_four_of_a_kind(q, &trips, &pairs, &singles);
        return Ranks(a, b);
    }
    // Rule 3: two threes of a kind: a pair of the higher trips in front.
    if trips.len() == 2 {
        return Ranks(trips[0], trips[0]);
    }
    // Rule 4: three of a kind and two pairs: the higher pair in front.
    if trips.len() == 1 && pairs.len() == 2 {
        return Ranks(pairs[0], pairs[0]);
    }
    // Rule 5: full house: the pair in front, but A-K in front of the full house
    // when the pair is twos and the singles are an ace and a king.
    if trips.len() == 1 && pairs.len() == 1 {
        if pairs[0] == 0 && singles == [ACE, KING] {
            return Ranks(ACE, KING);
        }
        return Ranks(pairs[0], pairs[0]);
    }
    // Rule 6: three pairs: the highest pair in front.
    if pairs.len() == 3 {
        return Ranks(pairs[0], pairs[0]);
    }
    // Rule 7: a straight, flush or straight flush among any five (joker wild).
    let best_seven = classes::category_of(t.paigow_classes[t.paigow_high(h.key) as usize]);
    if matches!(best_seven, cat::STRAIGHT | cat::FLUSH | cat::STRAIGHT_FLUSH)
        && !two_pair_overrides_straight(h, &pairs, &singles)
    {
        return Front::Positions(rule7_straight_or_flush(t, h));
    }
    // Rule 8: three of a kind (three aces are split).
    if let Some(&tr) = trips.first() {
        return if tr == ACE { Ranks(ACE, singles[0]) } else { Ranks(singles[0], singles[1]) };
    }
    // Rule 9: two pairs.
    if pairs.len() == 2 {
        let (high, low) = (pairs[0], pairs[1]);
        let single_ace = h.counts[ACE as usize] == 1;
        let split = (high >= SEVEN && !single_ace)
            || (high >= JACK && low >= SIX && single_ace)
            || high == ACE;
        return if split { Ranks(low, low) } else { Ranks(singles[0], singles[1]) };
    }
    // Rule 10: one pair: the two highest singles in front.
    if pairs.len() == 1 {
        return Ranks(singles[0], singles[1]);
    }
    // Rule 11: no pair: the second and third highest in front.
    Ranks(singles[1], singles[2])
}

/// Rule 2. The rest is the three cards beside the quads; "keep" puts the best two of
/// the rest in front, "split" two of the quads.
fn rule2_four_of_a_kind(q: u8, trips: &[u8], pairs: &[u8], singles: &[u8]) -> (u8, u8) {
    // The rest holds trips, or a pair and a single, or three singles.
    let rest_pair = trips.first().or(pairs.first()).copied();
    let best_two = match rest_pair {
        Some(p) => (p, p),
        None => (singles[0], singles[1]),
    };
    let keep = match q {
        0..=4 => true,                                           // 2 to 6
        5..=8 => rest_pair.is_some() || best_two.0 == ACE,       // 7 to T: ace-high or better
        9..=11 => rest_pair.is_some_and(|p| p >= TEN),           // J, Q, K: a pair of tens or better
        _ => rest_pair.is_some_and(|p| p >= SEVEN),              // aces: a pair of sevens or better
    };
    if keep {
        best_two
    } else {
        (q, q)
    }
}

/// Rule 7a: with exactly two pairs, a single ace, or jacks-or-better over
/// sixes-or-better, or a pair of aces, the hand is set as two pairs (rule 9).
fn two_pair_overrides_straight(h: &Reading, pairs: &[u8], singles: &[u8]) -> bool {
    if pairs.len() != 2 || singles.len() != 3 {
        return false;
    }
    let single_ace = h.counts[ACE as usize] == 1;
    single_ace || (pairs[0] >= JACK && pairs[1] >= SIX) || pairs[0] == ACE
}

/// Rules 7b and 7c: keep a straight, flush or straight flush behind with the best
/// front (then the best back); a straight flush behind is given up only for a strictly
/// better front of jack-high or better (king-high or better when the straight flush
/// would be a royal flush).
fn rule7_straight_or_flush(t: &Tables, h: &Reading) -> (usize, usize) {
    let mut best_any: Option<(u32, u16, (usize, usize))> = None;
    let mut best_sf: Option<(u32, u16, (usize, usize))> = None;
    let mut royal_available = false;
    for &(i, j) in &LOW_POSITIONS {
        let back = h.back_rank(t, i, j);
        let key = t.paigow_classes[back as usize];
        let category = classes::category_of(key);
        if !matches!(category, cat::STRAIGHT | cat::FLUSH | cat::STRAIGHT_FLUSH) {
            continue;
        }
        let front = h.front_rank(i, j);
        debug_assert!(is_legal_ranks(back, front));
        let candidate = (front, back, (i, j));
        if best_any.is_none_or(|b| (front, back) > (b.0, b.1)) {
            best_any = Some(candidate);
        }
        if category == cat::STRAIGHT_FLUSH {
            royal_available |= key & 0xFFFFF == 24;
            if best_sf.is_none_or(|b| (front, back) > (b.0, b.1)) {
                best_sf = Some(candidate);
            }
        }
    }
    let best_any = best_any.expect("rule 7 applies only with a straight or flush");
    let Some(best_sf) = best_sf else {
        return best_any.2;
    };
    let bar = if royal_available { KING } else { JACK };
    // "x-high or better": any pair, or a non-pair whose higher card is x or higher.
    let bar_class = two_card::class_of_ranks(bar, 0);
    if best_any.0 > best_sf.0 && best_any.0 >= bar_class {
        best_any.2
    } else {
        best_sf.2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> [Card; 7] {
        let ids: Vec<Card> = text
            .split_whitespace()
            .map(|t| {
                if t == "Jk" {
                    return JOKER;
                }
                let r = "23456789TJQKA".find(t.chars().next().unwrap()).unwrap() as u8;
                let s = "cdhs".find(t.chars().nth(1).unwrap()).unwrap() as u8;
                r * 4 + s
            })
            .collect();
        ids.try_into().unwrap()
    }

    fn front(text: &str) -> String {
        let s = house_way(&parse(text));
        assert!(s.is_legal(), "{text}");
        let mut ranks: Vec<char> = s
            .low
            .iter()
            .map(|&c| if c == JOKER { 'A' } else { crate::cards::rank_char(rank_of(c)) })
            .collect();
        ranks.sort_by_key(|&c| std::cmp::Reverse("23456789TJQKA".find(c)));
        ranks.into_iter().collect()
    }

    #[test]
    fn seed_004_examples() {
        assert_eq!(front("2c 3d 5h Ts Tc Qd Qh"), "TT");
        assert_eq!(front("3c 6d 6h 7s Jc Kd Ah"), "AK");
    }

    #[test]
    fn rules_in_brief() {
        assert_eq!(front("Ac Ad Ah As Jk Kc Kd"), "KK"); // 1: five aces with kings
        assert_eq!(front("Ac Ad Ah As Jk Qc Kd"), "AA"); // 1: five aces split
        assert_eq!(front("2c 2d 2h 2s 9c Kd Ah"), "AK"); // 2: low quads kept
        assert_eq!(front("8c 8d 8h 8s 9c Kd 3h"), "88"); // 2: 7-T split
        assert_eq!(front("8c 8d 8h 8s 9c Ad 3h"), "A9"); // 2: 7-T kept with an ace
        assert_eq!(front("Kc Kd Kh Ks 9c 9d 3h"), "KK"); // 2: J-K split with nines
        assert_eq!(front("Kc Kd Kh Ks Tc Td 3h"), "TT"); // 2: J-K kept with tens
        assert_eq!(front("Ac Ad Ah Jk 7c 7d 3h"), "77"); // 2: aces (joker) kept with sevens
        assert_eq!(front("Ac Ad Ah Jk 6c 6d 3h"), "AA"); // 2: aces split
        assert_eq!(front("5c 5d 5h 9c 9d 9h 3h"), "99"); // 3: two trips
        assert_eq!(front("5c 5d 5h 9c 9d Th Ts"), "TT"); // 4: trips and two pairs
        assert_eq!(front("5c 5d 5h 9c 9d Th As"), "99"); // 5: full house split
        assert_eq!(front("5c 5d 5h 2c 2d Kh As"), "AK"); // 5: twos with A-K
        assert_eq!(front("5c 5d 8h 8c 2d 2h As"), "88"); // 6: three pairs
        assert_eq!(front("5c 5d 5h 9c Jd Kh 3s"), "KJ"); // 8: trips
        assert_eq!(front("Ac Ad Jk 9c Jd Kh 3s"), "AK"); // 8: three aces split
        assert_eq!(front("2c 3d 5h 8s 8c Qd Qh"), "88"); // 9i
        assert_eq!(front("2c 6d 6h Js Jc Qd Ah"), "66"); // 9ii
        assert_eq!(front("2c 5d 5h Js Jc Qd Ah"), "AQ"); // 9ii not met
        assert_eq!(front("2c 3d 3h 6s Jc Ad Ah"), "33"); // 9iii
        assert_eq!(front("2c 3d 3h 6s 6c Jd Ah"), "AJ"); // 9 both behind
        assert_eq!(front("2c 3d 9h 6s Jc Jd Ah"), "A9"); // 10
        assert_eq!(front("2c 3d 9h 6s Jc Qd Ah"), "QJ"); // 11
    }

    #[test]
    fn straights_and_flushes() {
        // 7b: six-card straight, the highest card in front when possible.
        assert_eq!(front("4c 5d 6h 7s 8c 9d Kh"), "K9");
        // 7a(i): two pairs with a single ace override the straight.
        assert_eq!(front("Ac 2d 3h 4s 5c 5d 4h"), "A3");
        // 7c: straight flush kept unless the front improves to jack-high or better.
        assert_eq!(front("4h 5h 6h 7h 8h 9d Tc"), "T9");
    }
}
