//! The one spelling rule of every choice the library names (rankings, equity games,
//! house ways, methods, strategies, variants, pay tables, events): a name is read by
//! its letters and digits alone, in any case. "Omaha Hi-Lo", "omaha_hi_lo" and
//! "OMAHAHILO" are one name; so are "Texas Hold'em" and "texas-holdem".
//!
//! A [`Names`] table lists a choice's names (the first of each value is how the
//! library writes it) and the aliases players use.

use crate::error::{Error, Result};

/// A name's key: its letters and digits, lower case. Two names are the same choice
/// exactly when their keys are equal.
pub fn key(name: &str) -> String {
    let mut k = String::with_capacity(name.len());
    for c in name.chars().filter(|c| c.is_alphanumeric()) {
        k.extend(c.to_lowercase());
    }
    k
}

/// Whether two names are the same by [`key`].
pub fn same(a: &str, b: &str) -> bool {
    let letters = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect::<Vec<_>>()
    };
    if a.is_ascii() && b.is_ascii() {
        let mut x = a.bytes().filter(u8::is_ascii_alphanumeric);
        let mut y = b.bytes().filter(u8::is_ascii_alphanumeric);
        loop {
            match (x.next(), y.next()) {
                (None, None) => return true,
                (Some(p), Some(q)) if p.eq_ignore_ascii_case(&q) => {}
                _ => return false,
            }
        }
    }
    letters(a) == letters(b)
}

/// A name quoted as Python's `repr` quotes text, for errors: `'name'`.
pub fn quoted(name: &str) -> String {
    let mut q = String::with_capacity(name.len() + 2);
    let quote = if name.contains('\'') && !name.contains('"') {
        '"'
    } else {
        '\''
    };
    q.push(quote);
    for c in name.chars() {
        match c {
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            '\r' => q.push_str("\\r"),
            '\t' => q.push_str("\\t"),
            c if c == quote => {
                q.push('\\');
                q.push(c);
            }
            c if c.is_control() => q.push_str(&format!("\\x{:02x}", c as u32)),
            c => q.push(c),
        }
    }
    q.push(quote);
    q
}

/// The names of a choice with values of type `T`.
pub struct Names<T: Copy + 'static> {
    /// What the choice is, for errors: "game", "equity game", "method" ...
    pub what: &'static str,
    /// Each value's name as the library writes it, in the order it lists them.
    pub names: &'static [(&'static str, T)],
    /// Other names players use.
    pub aliases: &'static [(&'static str, T)],
}

impl<T: Copy + PartialEq + 'static> Names<T> {
    /// The value of `name`, read by [`key`], if it is one of these.
    pub fn find(&self, name: &str) -> Option<T> {
        let all = || self.names.iter().chain(self.aliases);
        // A name written as the library writes it is found without folding.
        all()
            .find(|(n, _)| *n == name)
            .or_else(|| all().find(|(n, _)| same(n, name)))
            .map(|&(_, v)| v)
    }

    /// The value of `name`, or an [`Error::Argument`] naming it and listing the names.
    pub fn parse(&self, name: &str) -> Result<T> {
        self.find(name).ok_or_else(|| self.unknown(name))
    }

    /// The error of a name that is none of these.
    pub fn unknown(&self, name: &str) -> Error {
        let mut message = format!(
            "unknown {} {} (one of: {}",
            self.what,
            quoted(name),
            self.list()
        );
        if !self.aliases.is_empty() {
            let aliases: Vec<&str> = self.aliases.iter().map(|(n, _)| *n).collect();
            message += &format!("; also {}", aliases.join(", "));
        }
        Error::Argument(message + ")")
    }

    /// The names as the library writes them, comma separated.
    pub fn list(&self) -> String {
        let names: Vec<&str> = self.names.iter().map(|(n, _)| *n).collect();
        names.join(", ")
    }

    /// How the library writes `value`.
    pub fn name(&self, value: T) -> &'static str {
        self.names
            .iter()
            .find(|(_, v)| *v == value)
            .map_or("", |(n, _)| n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_keep_letters_and_digits_in_lower_case() {
        assert_eq!(key("Texas Hold'em"), "texasholdem");
        assert_eq!(key(" Omaha  Hi_Lo "), "omahahilo");
        assert_eq!(key("2-7"), "27");
        assert_eq!(key("ÉTÉ"), "été");
    }

    #[test]
    fn names_are_quoted_as_python_quotes_them() {
        assert_eq!(quoted("poker"), "'poker'");
        assert_eq!(quoted("hold'em"), "\"hold'em\"");
        assert_eq!(quoted("a\tb\\"), "'a\\tb\\\\'");
    }

    #[test]
    fn same_agrees_with_keys() {
        let names = [
            "Omaha Hi-Lo",
            "omahahilo",
            "omaha-hi-lo-5",
            "A-5",
            "a5",
            "été",
            "ÉTÉ",
            "",
        ];
        for a in names {
            for b in names {
                assert_eq!(same(a, b), key(a) == key(b), "{a} {b}");
            }
        }
    }

    #[test]
    fn names_and_aliases_are_found_and_unknown_names_listed() {
        const N: Names<u8> = Names {
            what: "colour",
            names: &[("dark-red", 0), ("blue", 1)],
            aliases: &[("maroon", 0)],
        };
        assert_eq!(N.parse("Dark Red"), Ok(0));
        assert_eq!(N.parse("MAROON"), Ok(0));
        assert_eq!(N.name(1), "blue");
        let e = N.parse("green").unwrap_err();
        assert_eq!(
            e.message(),
            "unknown colour 'green' (one of: dark-red, blue; also maroon)"
        );
    }
}
