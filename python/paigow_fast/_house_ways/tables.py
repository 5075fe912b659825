"""House ways of the user's own: a Python function tabulated once, one call per pattern
of seven cards (the core's ``house_way_patterns``: rank multisets where no flush is
possible, flush patterns where one is), checked, and registered in the core as a way of
its own; and the table file that saves and loads any way (docs/house-ways/custom.md).
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import os
import stat
import threading
import unicodedata
import zlib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

from .. import _core
from .._cards import JOKER, format_cards
from .._choices import HouseWay, add_house_way, check_seed, spelling
from .._paigow import Setting

ProgressCallback = Callable[[int, int], object]

FORMAT = 1
"""The version of the table file format."""
KIND = "paigow_fast house way table"
DEFAULT_RULE = ("by-function", "set by the way's function")

MAX_RULES = 256
"""The most rules a way has (the core keeps a pattern's rule as one byte)."""
CAPACITY = 64
"""The most ways the core holds, the shipped ones included (its registry's capacity)."""

_DIGESTS: dict[str, str] = {}
"""The table digest of each way tabulated, loaded or saved in this process, by name."""
_REGISTERING = threading.RLock()
"""Held while a way is looked up and registered by name (threads loading one file at
once get one way)."""


def _refuse(name: str, why: str) -> _core.ArgumentError:
    return _core.ArgumentError(f"house way {name!r}: {why}")


def _outcome(name: str, fn: Callable[[tuple[int, ...]], Any], hand: tuple[int, ...]) -> Any:
    """`fn`'s (setting, rule id) of `hand`, its setting checked: of the hand's cards, legal."""
    try:
        out = fn(hand)
    except Exception as e:
        raise _refuse(
            name, f"the function raised {type(e).__name__}: {e} on {format_cards(hand)}"
        ) from None
    rule: Any = None
    if isinstance(out, tuple) and len(out) == 2 and isinstance(out[0], str):
        rule, out = out
    elif isinstance(out, tuple) and len(out) == 2 and isinstance(out[1], str):
        out, rule = out
    try:
        if isinstance(out, str):
            setting = Setting.parse(out)
        elif isinstance(out, Setting):
            setting = out
        else:
            high, low = out
            setting = Setting(high, low)
    except (_core.Error, TypeError, ValueError) as e:
        raise _refuse(
            name, f"the function's answer {out!r} on {format_cards(hand)} is not a setting ({e})"
        ) from None
    if sorted(setting.cards) != sorted(hand):
        raise _refuse(
            name,
            f"the function sets {format_cards(hand)} as {setting}, other cards than the hand's",
        )
    if not setting.is_legal:
        raise _refuse(name, f"the function sets {format_cards(hand)} as {setting}, a foul")
    if rule is not None and not (isinstance(rule, str) and rule):
        raise _refuse(name, f"the function's rule id {rule!r} on {format_cards(hand)} is not text")
    return setting, rule


def from_function(
    name: str,
    fn: Callable[[tuple[int, ...]], Any],
    *,
    rules: Mapping[str, str] | None = None,
    check: float = 1.0,
    seed: int = 0,
    progress: ProgressCallback | None = None,
) -> HouseWay:
    """The house way `name` that sets seven cards as `fn` does (see HouseWay.from_function).
    Every argument is checked before the first call of `fn`."""
    name = _new_name(name)
    if not callable(fn):
        raise _refuse(name, f"the way's function must be callable, got {fn!r}")
    if isinstance(check, bool) or not isinstance(check, (int, float)) or not 0 <= check <= 1:
        raise _core.ArgumentError(f"check must be a fraction in [0, 1], got {check!r}")
    seed = check_seed(seed)
    if progress is not None and not callable(progress):
        raise _core.ArgumentError(f"progress must be callable, got {progress!r}")
    if rules is not None and not isinstance(rules, Mapping):
        raise _refuse(name, f"rules= must be a mapping of rule id to text, got {rules!r}")
    texts = dict(rules) if rules is not None else {}
    if rules is not None:
        _check_rules(name, list(texts.items()))
    if name not in (w.value for w in HouseWay) and len(HouseWay) >= CAPACITY:
        raise _refuse(name, f"the core holds {CAPACITY} ways, and has {len(HouseWay)} already")
    hands = _core.house_way_patterns()
    n = len(hands)
    fronts = np.empty((n, 2), np.uint8)
    rule_of = np.empty(n, np.uint8)
    ids: dict[str, int] = {r: i for i, r in enumerate(texts)}
    classes: list[tuple[int, int, Any]] = []
    step = 1 << 12
    for i, row in enumerate(hands.tolist()):
        hand = tuple(row)
        setting, rule = _outcome(name, fn, hand)
        rule = DEFAULT_RULE[0] if rule is None else rule
        if rule not in ids:
            if rules is not None:
                raise _refuse(
                    name, f"the function's rule {rule!r} on {format_cards(hand)} is not in rules="
                )
            if len(ids) == MAX_RULES:
                raise _refuse(
                    name, f"the function uses more than {MAX_RULES} rules, the most a way has"
                )
            ids[rule] = len(ids)
            texts[rule] = DEFAULT_RULE[1] if rule == DEFAULT_RULE[0] else rule
            _check_rule(name, rule, texts[rule])
        fronts[i] = hand.index(setting.low[0]), hand.index(setting.low[1])
        rule_of[i] = ids[rule]
        classes.append((setting.high_rank, setting.low_rank, rule))
        if progress is not None and i % step == step - 1:
            progress(i + 1, n + int(n * check))
    _check_alike(name, fn, hands, classes, check, seed, progress)
    table = (fronts, rule_of)
    return register(name, [(r, texts[r]) for r in ids], table)


def _check_alike(
    name: str,
    fn: Callable[[tuple[int, ...]], Any],
    hands: np.ndarray,
    classes: list[tuple[int, int, Any]],
    check: float,
    seed: int,
    progress: ProgressCallback | None,
) -> None:
    """Refuses `fn` where it sets a hand alike to a pattern's otherwise (a share `check`
    of the patterns, drawn from `seed`)."""
    alike = _core.house_way_alike(seed)
    n = len(hands)
    picked = np.flatnonzero(np.random.default_rng(seed).random(n) < check)
    for done, i in enumerate(picked.tolist()):
        hand = tuple(alike[i].tolist())
        setting, rule = _outcome(name, fn, hand)
        rule = DEFAULT_RULE[0] if rule is None else rule
        if (setting.high_rank, setting.low_rank, rule) != classes[i]:
            rep = tuple(hands[i].tolist())
            theirs = Setting(*_setting_cards(rep, fn(rep)))
            raise _refuse(
                name,
                f"the function sets {format_cards(hand)} as {setting} (rule {rule}) but the "
                f"alike hand {format_cards(rep)} as {theirs} (rule {classes[i][2]}): a house "
                "way sets hands that differ only by suits where no flush is possible (or, with "
                "a flush, only by the other cards' suits) alike",
            )
        if progress is not None and done % 4096 == 4095:
            progress(n + done + 1, n + len(picked))
    if progress is not None:
        progress(n + len(picked), n + len(picked))


def _setting_cards(hand: tuple[int, ...], out: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    setting, _ = _outcome("", lambda _: out, hand)
    return setting.high, setting.low


def _check_rule(name: str, rule_id: Any, text: Any) -> None:
    """Refuses a rule the table file cannot hold: an id with spaces, a text with breaks."""
    if not isinstance(rule_id, str) or not isinstance(text, str):
        raise _refuse(name, f"rule {rule_id!r}: a rule's id and text are text")
    if not rule_id or len(rule_id.split()) != 1 or rule_id != rule_id.strip():
        raise _refuse(name, f"rule id {rule_id!r}: one word (no spaces)")
    if any(ch in text for ch in "\t\n\r"):
        raise _refuse(name, f"rule {rule_id!r}: its text has a tab or a line break")


RESERVED_NAMES = ("house", "optimal")
"""The strategies' names, which no way may take (the core's reserved names)."""


def _name_problem(name: str) -> str | None:
    """Why `name` (spelled) cannot be a way's name, or None. A name is data: written in
    the table file's name line and made a file name in a results directory
    (:func:`table_file`), so it has no path separator, no leading dot (no '.' or '..'),
    no drive colon and no control, format or unassigned character."""
    if not name:
        return "a house way's name is non-empty text"
    if name in RESERVED_NAMES:
        return f"a house way's name is not a strategy's ({', '.join(RESERVED_NAMES)})"
    if any(ch in "/\\:" for ch in name):
        return "a house way's name has no '/', '\\' or ':' (it names a file)"
    if name.startswith("."):
        return "a house way's name does not begin with a dot (it names a file)"
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        return "a house way's name has no control characters"
    return None


def _check_rules(name: str, rules: list[tuple[Any, Any]]) -> None:
    """Refuses rules a way cannot have: none, more than MAX_RULES, an id twice, or one
    the table file cannot hold (:func:`_check_rule`)."""
    if not 1 <= len(rules) <= MAX_RULES:
        raise _refuse(name, f"{len(rules):,} rules: a way has 1 to {MAX_RULES}")
    seen: set[Any] = set()
    for rule_id, text in rules:
        _check_rule(name, rule_id, text)
        if rule_id in seen:
            raise _refuse(name, f"rule id {rule_id!r} is given twice")
        seen.add(rule_id)


def _check_name(name: str, given: Any = None) -> str:
    """`name`, refused (one ArgumentError echoing `given`, the name as the user wrote
    it) unless it may name a way (:func:`_name_problem`)."""
    why = _name_problem(name)
    if why is not None:
        raise _core.ArgumentError(f"{why}, got {name if given is None else given!r}")
    return name


def _new_name(name: Any) -> str:
    """A way's name given by the user, spelled and checked (:func:`_check_name`)."""
    if not isinstance(name, str):
        raise _core.ArgumentError(f"a house way's name is non-empty text, got {name!r}")
    return _check_name(spelling(name), name)


def register(
    name: str,
    rules: list[tuple[str, str]],
    table: tuple[np.ndarray, np.ndarray],
    digest: str | None = None,
) -> HouseWay:
    """The way `name` of this table (its `digest`, if known): registered in the core, or
    the way of that name already registered with the same table; refused if that way's
    table differs. One thread at a time: threads registering one table get one way."""
    _check_name(name)
    _check_rules(name, rules)
    digest = digest or _digest(name, rules, table)
    with _REGISTERING:
        if name in (w.value for w in HouseWay):
            if digest_of(HouseWay(name)) == digest:
                return HouseWay(name)
            raise _refuse(
                name,
                "a way of that name exists already, with another table: give this one its own name",
            )
        _core.register_house_way_table(name, rules, table[0], table[1])
        _DIGESTS[name] = digest
        return add_house_way(name)


def digest_of(way: HouseWay) -> str:
    """The SHA-256 of the way's table file's content (its name, rules and decisions)."""
    if way.value not in _DIGESTS:
        _DIGESTS[way.value] = _digest(way.value, _rules(way), _core.house_way_table(way.value))
    return _DIGESTS[way.value]


def _rules(way: HouseWay) -> list[tuple[str, str]]:
    return [(r.id, r.text) for r in way.rules]


# --- the table file ---------------------------------------------------------------------


@functools.cache
def _card_texts() -> tuple[str, ...]:
    return tuple(format_cards([c]) for c in range(JOKER + 1))


@functools.cache
def _patterns() -> tuple[list[list[int]], list[str]]:
    """Each pattern's hand (ids) and its text, in the table's order."""
    hands = _core.house_way_patterns().tolist()
    texts = _card_texts()
    return hands, [" ".join(texts[c] for c in hand) for hand in hands]


def _body(
    name: str, rules: list[tuple[str, str]], table: tuple[np.ndarray, np.ndarray]
) -> list[str]:
    """The file's lines but the digest's: the header, the rules, one line per pattern."""
    for rule_id, text in rules:
        _check_rule(name, rule_id, text)
    fronts, rule_of = table
    hands, hand_texts = _patterns()
    texts = _card_texts()
    ids = [r for r, _ in rules]
    lines = [KIND, f"format {FORMAT}", f"name {name}", f"rules {len(rules)}"]
    lines += [f"rule {r}\t{t}" for r, t in rules]
    lines.append(f"patterns {len(hands)}")
    lines += [
        f"{text}\t{texts[hand[i]]} {texts[hand[j]]}\t{ids[rule]}"
        for hand, text, (i, j), rule in zip(
            hands, hand_texts, fronts.tolist(), rule_of.tolist(), strict=True
        )
    ]
    return lines


def _digest(name: str, rules: list[tuple[str, str]], table: tuple[np.ndarray, np.ndarray]) -> str:
    return _digest_lines(_body(name, rules, table))


def _digest_lines(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()


MAX_FILE_BYTES = 128 << 20
"""The largest table file, decompressed (a file of short rule ids is some 13 MB; one
of 256 rules, each id some 300 characters long, would be about 128 MB). Larger files
are neither written nor read, so that no file makes a load read or inflate without
end."""


def save(way: HouseWay, path: str | os.PathLike[str]) -> Path:
    """Writes the way's table file (gzip-compressed when `path` ends in .gz); a file
    that cannot be written is refused with one ArgumentError naming it."""
    lines = _body(way.value, _rules(way), _core.house_way_table(way.value))
    digest = _digest_lines(lines)
    _DIGESTS[way.value] = digest
    text = "\n".join([*lines[:2], f"sha256 {digest}", *lines[2:]]) + "\n"
    p = Path(path)
    data = text.encode("utf-8")
    if len(data) > MAX_FILE_BYTES:
        raise _refuse(
            way.value,
            f"its table file would be {len(data):,} bytes, over the {MAX_FILE_BYTES:,} a "
            "table file may have (shorten its rule ids)",
        )
    try:
        p.write_bytes(gzip.compress(data, mtime=0) if p.name.endswith(".gz") else data)
    except (OSError, ValueError) as e:  # ValueError: a NUL in the path
        reason = getattr(e, "strerror", None) or e
        raise _core.ArgumentError(
            f"house way file {str(p)!r} cannot be written: {reason}"
        ) from None
    return p


def _read_text(p: Path, where: str) -> str:
    """The text of the table file `p`, gunzipped if it is compressed; refused unless a
    regular file of at most MAX_FILE_BYTES (decompressed: read so far and no further;
    a FIFO or a device is never waited on)."""
    try:
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise _core.ArgumentError(f"{where} is not a regular file")
            if f.read(2) == b"\x1f\x8b":
                f.seek(0)
                with gzip.GzipFile(fileobj=f) as g:
                    data = g.read(MAX_FILE_BYTES + 1)
            else:
                f.seek(0)
                data = f.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise _core.ArgumentError(
                f"{where} is larger than {MAX_FILE_BYTES:,} bytes (decompressed), more than "
                "a table file has"
            )
        return data.decode("utf-8")
    except (OSError, EOFError, zlib.error, ValueError) as e:
        if isinstance(e, _core.Error):
            raise
        reason = getattr(e, "strerror", None) or e
        raise _core.ArgumentError(f"{where} cannot be read: {reason}") from None


def load(path: str | os.PathLike[str], name: str | None = None) -> HouseWay:
    """The way of a table file (under `name` if given), its format and digest checked."""
    if not isinstance(path, (str, os.PathLike)):
        raise _core.ArgumentError(f"a house way file is a path (str or PathLike), got {path!r}")
    if name is not None:
        name = _new_name(name)
    p = Path(path)
    where = f"house way file {str(p)!r}"
    text = _read_text(p, where)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or lines[0] != KIND:
        raise _core.ArgumentError(
            f"{where} is not a house way table (its first line is not {KIND!r})"
        )
    if len(lines) < 2 or lines[1] != f"format {FORMAT}":
        given = lines[1] if len(lines) > 1 else "nothing"
        raise _core.ArgumentError(f"{where} is of {given!r}, this library reads format {FORMAT}")
    if len(lines) < 3 or not lines[2].startswith("sha256 "):
        raise _core.ArgumentError(f"{where} has no sha256 line (the third)")
    body = lines[:2] + lines[3:]
    if _digest_lines(body) != lines[2][len("sha256 ") :]:
        raise _core.ArgumentError(
            f"{where} was altered: its content does not match its sha256 digest"
        )
    return _from_body(where, body, name)


def _from_body(where: str, body: list[str], name: str | None) -> HouseWay:
    def bad(line: int, why: str) -> _core.ArgumentError:
        return _core.ArgumentError(f"{where}, line {line + 2}: {why}")

    try:
        file_name = body[2].split(" ", 1)[1]
        n_rules = int(body[3].split(" ", 1)[1])
    except (IndexError, ValueError):
        raise bad(2, "the header is not name, rules and one line per rule") from None
    if not 1 <= n_rules <= MAX_RULES:
        raise bad(3, f"{n_rules:,} rules: a way has 1 to {MAX_RULES}")
    way_name = _new_name(file_name) if name is None else name
    try:
        rules = [tuple(body[4 + k].split(" ", 1)[1].split("\t", 1)) for k in range(n_rules)]
    except (IndexError, ValueError):
        raise bad(2, "the header is not name, rules and one line per rule") from None
    pairs = [(str(r[0]), str(r[1]) if len(r) > 1 else "") for r in rules]
    _check_rules(way_name, pairs)
    ids = {r[0]: k for k, r in enumerate(rules)}
    hands, hand_texts = _patterns()
    start = 4 + n_rules + 1
    if len(body) != start + len(hands):
        raise bad(start, f"{len(body) - start} patterns, a table has {len(hands)}")
    fronts = np.empty((len(hands), 2), np.uint8)
    rule_of = np.empty(len(hands), np.uint8)
    for k, (line, hand_text) in enumerate(zip(body[start:], hand_texts, strict=True)):
        parts = line.split("\t")
        if len(parts) != 3 or parts[0] != hand_text:
            raise bad(start + k, f"expected the pattern {hand_text}")
        cards = hand_text.split(" ")
        front = parts[1].split(" ")
        if len(front) != 2 or not set(front) <= set(cards) or front[0] == front[1]:
            raise bad(start + k, f"the front {parts[1]!r} is not two of the hand's cards")
        if parts[2] not in ids:
            raise bad(start + k, f"rule {parts[2]!r} is not one of the file's rules")
        fronts[k] = cards.index(front[0]), cards.index(front[1])
        rule_of[k] = ids[parts[2]]
    same = way_name == file_name and pairs == [tuple(r) for r in rules]
    return register(way_name, pairs, (fronts, rule_of), _digest_lines(body) if same else None)


# --- ways of the user's own in other processes -----------------------------------------

Shipment = tuple[str, list[tuple[str, str]], np.ndarray, np.ndarray, str]
"""A way of the user's own as another process registers it: name, rules, fronts, rule
of each pattern, digest."""


def shipment(way: HouseWay) -> Shipment:
    """What another process (a Dask worker) needs to know `way` by its name."""
    fronts, rule_of = _core.house_way_table(way.value)
    return way.value, _rules(way), fronts, rule_of, digest_of(way)


def receive(shipped: Shipment) -> HouseWay:
    """The way of a shipment, registered in this process unless it is already (a way
    of that name with another table is refused)."""
    name, rules, fronts, rule_of, digest = shipped
    return register(name, rules, (fronts, rule_of), digest)


# --- ways of the user's own in a results directory --------------------------------------

WAY_DIGESTS = "house-way-digests.json"
"""The file of a results directory that pins the tables of the user's ways it counts."""


def table_file(folder: Path, name: str) -> Path:
    """The table file of the user's way `name` that a results directory keeps: the one
    place a way's name becomes a path. A name that may not name a way, or a file that
    would resolve outside `folder` (through a link), is refused."""
    _check_name(name)
    path = folder / f"{name}.house-way.txt.gz"
    if path.resolve().parent != folder.resolve():
        raise _core.ArgumentError(
            f"the table file of the house way {name!r} would be {str(path.resolve())!r}, "
            f"outside the results directory {str(folder)!r}"
        )
    return path


def load_ways_of(folder: Path, names: list[Any]) -> None:
    """Loads the ways named (in a manifest) that are not known yet from the table files
    the results directory `folder` keeps, if it has them (a name that may not name a
    way is no file's: the manifest's check refuses it)."""
    known = {w.value for w in HouseWay}
    for name in names:
        if not isinstance(name, str) or name in known or _name_problem(name) is not None:
            continue
        if table_file(folder, name).is_file():
            if load(table_file(folder, name)).value != name:
                raise _core.ArgumentError(
                    f"{table_file(folder, name)} holds another way than {name!r}"
                )


def check_way_digests(folder: Path, ways: set[HouseWay]) -> None:
    """Pins the tables of the user's ways among `ways` in the results directory
    `folder` (their digests, and their table files, written on first use: the directory
    is then read, resumed and verified without the way loaded first); refuses a
    directory run with another table of a way of the same name."""
    own = {w.value: digest_of(w) for w in ways if not w.built_in}
    if not own:
        return
    path = folder / WAY_DIGESTS
    try:
        pinned = json.loads(path.read_text("utf-8")) if path.exists() else {}
    except (OSError, ValueError) as e:
        raise _core.ArgumentError(f"{path} cannot be read: {e}") from None
    for name, digest in own.items():
        if pinned.get(name, digest) != digest:
            raise _core.ArgumentError(
                f"results directory {folder} counts another table of the house way {name!r} "
                f"(sha256 {str(pinned[name])[:16]}..., this one {digest[:16]}...): refused "
                "(use a new directory, or load the way it was run with)"
            )
    for name in own:
        if not table_file(folder, name).exists():
            save(HouseWay(name), table_file(folder, name))
    if not own.items() <= pinned.items():
        path.write_text(json.dumps({**pinned, **own}, sort_keys=True, indent=1) + "\n", "utf-8")

