//! Phrases a player would say about a hand ("Straight, ace to five (second highest)").
