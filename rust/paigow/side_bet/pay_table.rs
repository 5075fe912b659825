//! A pay table: events in order with what each pays; a hand is paid for the first
//! event of the list it qualifies for and loses the stake otherwise.

use super::event::{Event, EventSet};
use crate::error::{Error, Result};

/// An ordered, validated list of events (each at most once) with their pays (N to 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PayTable {
    lines: Vec<(Event, u64)>,
}

impl PayTable {
    /// Checks the lines: at least one, no event twice.
    pub fn new(lines: Vec<(Event, u64)>) -> Result<PayTable> {
        check_events(&lines.iter().map(|l| l.0).collect::<Vec<_>>())?;
        Ok(PayTable { lines })
    }

    /// The lines, in order.
    pub fn lines(&self) -> &[(Event, u64)] {
        &self.lines
    }

    /// The events, in order.
    pub fn events(&self) -> Vec<Event> {
        self.lines.iter().map(|l| l.0).collect()
    }

    /// The index of the line that pays a hand qualifying for `set`, if any.
    pub fn paid(&self, set: EventSet) -> Option<usize> {
        paid_line(&self.events(), set)
    }
}

/// Checks an ordered list of events: at least one, no event twice.
pub fn check_events(events: &[Event]) -> Result<()> {
    if events.is_empty() {
        return Err(Error::PayTable(
            "a pay table needs at least one event".into(),
        ));
    }
    for (i, e) in events.iter().enumerate() {
        if let Some(j) = events[..i].iter().position(|f| f == e) {
            return Err(Error::PayTable(format!(
                "event {:?} is in the pay table twice (lines {} and {})",
                e.id(),
                j + 1,
                i + 1
            )));
        }
    }
    Ok(())
}

/// The index of the first of `events` in `set`, if any.
#[inline]
pub fn paid_line(events: &[Event], set: EventSet) -> Option<usize> {
    events.iter().position(|&e| set.contains(e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validation_and_order() {
        assert!(PayTable::new(vec![]).is_err());
        let e = PayTable::new(vec![(Event::Flush, 4), (Event::Pair, 1), (Event::Flush, 2)]);
        assert!(matches!(e, Err(Error::PayTable(m)) if m.contains("lines 1 and 3")));
        let t = PayTable::new(vec![(Event::Flush, 4), (Event::Straight, 2)]).unwrap();
        let mut s = EventSet::default();
        assert_eq!(t.paid(s), None);
        s.insert(Event::Straight);
        assert_eq!(t.paid(s), Some(1));
        s.insert(Event::Flush);
        assert_eq!(t.paid(s), Some(0));
    }
}
