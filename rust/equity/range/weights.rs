//! Weights of a range's tokens: decimals in (0, 1], kept exactly as integers.

/// Most digits after the decimal point of a weight.
pub const WEIGHT_DIGITS: u32 = 6;

/// A weight as `numerator / 10^digits`.
#[derive(Clone, Copy, Debug)]
pub(super) struct Weight {
    pub(super) numerator: u64,
    pub(super) digits: u32,
}

impl Weight {
    pub(super) const ONE: Weight = Weight {
        numerator: 1,
        digits: 0,
    };

    pub(super) fn scaled(self, digits: u32) -> u64 {
        self.numerator * 10u64.pow(digits - self.digits)
    }

    pub(super) fn same(self, other: Weight) -> bool {
        let d = self.digits.max(other.digits);
        self.scaled(d) == other.scaled(d)
    }

    pub(super) fn text(self) -> String {
        let s = format!(
            "{:0>width$}",
            self.numerator,
            width = self.digits as usize + 1
        );
        let (int, frac) = s.split_at(s.len() - self.digits as usize);
        if frac.is_empty() {
            int.to_string()
        } else {
            format!("{int}.{frac}")
        }
    }
}

/// A decimal in (0, 1] with at most [`WEIGHT_DIGITS`] digits after the point.
pub(super) fn parse_weight(text: &str) -> Option<Weight> {
    let (int, frac) = text.split_once('.').unwrap_or((text, ""));
    let digits = frac.len() as u32;
    if digits > WEIGHT_DIGITS
        || (int.is_empty() && frac.is_empty())
        || !int.chars().chain(frac.chars()).all(|c| c.is_ascii_digit())
        || int.len() > 2
    {
        return None;
    }
    let numerator = format!("{int}{frac}").parse::<u64>().ok()?;
    (numerator > 0 && numerator <= 10u64.pow(digits)).then_some(Weight { numerator, digits })
}
