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


# Other spellings of the games' names, shared by the Python API and the command line.
_ALIASES: dict[str, Game] = {
    "hi": Game.HIGH,
    "holdem": Game.HIGH,
    "paigow": Game.PAIGOW_HIGH,
    "pai-gow": Game.PAIGOW_HIGH,
    "pai-gow-high": Game.PAIGOW_HIGH,
    "pai-gow-low": Game.PAIGOW_LOW,
    "razz": Game.ACE_TO_FIVE,
    "a-5": Game.ACE_TO_FIVE,
    "a5": Game.ACE_TO_FIVE,
    "a-5-8": Game.ACE_TO_FIVE_8,
    "a5-8": Game.ACE_TO_FIVE_8,
    "eight-or-better": Game.ACE_TO_FIVE_8,
    "2-7": Game.DEUCE_TO_SEVEN,
    "27": Game.DEUCE_TO_SEVEN,
    "deuce-seven": Game.DEUCE_TO_SEVEN,
}


def game_name(game: Game) -> str:
    """The spelled-out name of a game: 'paigow-high', 'ace-to-five-8'."""
    return game.name.lower().replace("_", "-")


def as_game(game: Game | str | int) -> Game:
    """A Game from a member, its value, or its name in any case with '-', '_' or spaces
    ('HIGH', 'paigow-high', 'ace_to_five') or a common alias ('razz', '2-7', 'holdem')."""
    if isinstance(game, Game):
        return game
    if isinstance(game, bool) or not (isinstance(game, str) or hasattr(game, "__index__")):
        raise _core.ArgumentError(f"a game is a pg.Game, its name or its value, not {game!r}")
    if isinstance(game, str):
        key = "-".join(game.strip().lower().replace("_", "-").split())
        if key in _ALIASES:
            return _ALIASES[key]
        for member in Game:
            if key == game_name(member):
                return member
        names = ", ".join(game_name(g) for g in Game)
        aliases = ", ".join(_ALIASES)
        raise _core.ArgumentError(f"unknown game {game!r} (one of {names}; also {aliases})")
    try:
        return Game(game.__index__())
    except ValueError:
        raise _core.ArgumentError(f"unknown game {game!r} (values 0..={len(Game) - 1})") from None
