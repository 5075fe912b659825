"""The rankings of the library."""

from __future__ import annotations

from enum import IntEnum

from . import _core


class Game(IntEnum):
    """A hand ranking. The value is the id the Rust core uses."""

    PAIGOW_HIGH = 0
    """Pai Gow five-card hand: best five of 5-7 cards, 53-card deck with the joker."""
    PAIGOW_LOW = 1
    """Pai Gow two-card hand."""
    HIGH = 2
    """Traditional high: best five of 5-7 cards."""
    ACE_TO_FIVE = 3
    """Ace-to-five low (razz), no qualifier."""
    ACE_TO_FIVE_8 = 4
    """Ace-to-five low with the eight-or-better qualifier."""
    DEUCE_TO_SEVEN = 5
    """Deuce-to-seven low."""
    BADUGI = 6
    """Badugi: four cards."""

    @property
    def categories(self) -> list[str]:
        """The category names of this game, best first."""
        return _core.categories(int(self))

    @property
    def uses_joker(self) -> bool:
        """Whether the game's deck has the joker (53 cards)."""
        return self in (Game.PAIGOW_HIGH, Game.PAIGOW_LOW)

    @property
    def card_counts(self) -> tuple[int, ...]:
        """The numbers of cards a hand of this game may have."""
        if self is Game.PAIGOW_LOW:
            return (2,)
        if self is Game.BADUGI:
            return (4,)
        return (5, 6, 7)


def as_game(game: Game | str | int) -> Game:
    """A Game from a member, its name (any case, '-' for '_') or its value."""
    if isinstance(game, Game):
        return game
    if isinstance(game, bool) or not (isinstance(game, str) or hasattr(game, "__index__")):
        raise _core.ArgumentError(f"a game is a pg.Game, its name or its value, not {game!r}")
    if isinstance(game, str):
        key = game.strip().upper().replace("-", "_")
        try:
            return Game[key]
        except KeyError:
            names = ", ".join(g.name for g in Game)
            raise _core.ArgumentError(f"unknown game {game!r} (one of {names})") from None
    try:
        return Game(game.__index__())
    except ValueError:
        raise _core.ArgumentError(f"unknown game {game!r}") from None
