"""Pay-table text: files read within a size cap, TOML and JSON parsed into plain data
with one PayTableError line for whatever is wrong, the line of every key of the pays,
and TOML strings written; all in time linear in the text, whatever it holds."""

from __future__ import annotations

import codecs
import json
import os
import re
import reprlib
import stat
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from .. import _core

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

PayTableError = _core.PayTableError

MAX_TEXT = 1 << 18
"""The largest pay-table text: 256 KiB (bytes of a file, characters of a string)."""
MAX_NUMBER_TEXT = 100
"""The longest pay written as text (a string or a number's digits), in characters."""

# Short echoes of the values in error messages.
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = 60


def shown(value: object) -> str:
    """A short repr of `value` for an error message (a huge integer by its size)."""
    size = 0  # the bits of the largest integer in `value`
    if isinstance(value, int):
        size = value.bit_length()
    elif isinstance(value, Fraction):
        size = max(value.numerator.bit_length(), value.denominator.bit_length())
    if size > 200:  # too long to show (repr refuses past 4,300 digits)
        return f"a number of about {int(size * 0.30103) + 1:,} digits"
    return _SHORT.repr(value)


# What a TOML basic string must escape: the quote, the backslash, control characters.
_TOML_ESCAPED = re.compile(r'["\\\x00-\x1f\x7f]')


def toml_string(text: str) -> str:
    """`text` as a TOML basic string: every other character as is (a character beyond
    the BMP is one character, not a JSON-style surrogate pair TOML refuses)."""
    return '"' + _TOML_ESCAPED.sub(lambda m: f"\\u{ord(m.group()):04X}", text) + '"'


def read_file(p: Path) -> str:
    """The text of a pay-table file, refused unless a regular file of at most
    :data:`MAX_TEXT` bytes of UTF-8 (a FIFO or a device is never waited on)."""
    try:
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            regular = stat.S_ISREG(os.fstat(fd).st_mode)
            data = f.read(MAX_TEXT + 1) if regular else b""
    except (OSError, ValueError) as e:  # ValueError: a NUL in the path
        reason = getattr(e, "strerror", None) or e
        raise PayTableError(f"{p}: cannot read the pay table ({reason})") from None
    if not regular:
        raise PayTableError(f"{p}: the pay table is not a regular file")
    if len(data) > MAX_TEXT:
        raise PayTableError(f"{p}: the pay table is larger than {MAX_TEXT:,} bytes")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise PayTableError(f"{p}: the pay table is UTF-16 text; save it as UTF-8")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise PayTableError(
            f"{p}: line {line}: not UTF-8 text (byte 0x{data[e.start]:02x}); "
            "save the pay table as UTF-8"
        ) from None


_TOML_KEY = re.compile(r"""^\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*=""")
# A JSON string on one line (its text, and the colon when it is a key); else an
# unterminated string, skipped to the end of its line; else anything up to a quote.
# Each character is read once or twice, whatever the text (a scan restarting inside
# strings was quadratic).
_JSON_TOKEN = re.compile(r'"((?:[^"\\\n]|\\.)*)"(\s*:)?|"[^\n]*|[^"]+')
# A TOML key of more than 100 dotted parts (tomllib's memory grows with the square
# of the parts: 6,000 took 150 MB), each part bare or quoted, from its first character.
_DOTTED_KEY = re.compile(
    r"""(?<![A-Za-z0-9_-])(?:(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')\s*\.\s*){100}"""
)


def key_lines(text: str, kind: str) -> list[tuple[str, int]]:
    """The (key, line number) of every key of the pays, in order, found by a scan of
    the text (for error messages: the parsers do not tell where a value was)."""
    out: list[tuple[str, int]] = []
    if kind == "toml":
        section = ""
        for n, line in enumerate(text.splitlines(), 1):
            s = line.strip()
            if s.startswith("["):
                section = s.strip("[] ")
                continue
            m = _TOML_KEY.match(line)
            if m and section == "pays":
                out.append((next(g for g in m.groups() if g is not None), n))
        return out
    line, at, in_pays = 1, 0, False
    for m in _JSON_TOKEN.finditer(text):
        if m.group(2) is None:
            continue
        line += text.count("\n", at, m.start())
        at = m.start()
        key = m.group(1)
        in_pays = in_pays or key == "pays"
        if in_pays and key not in ("pays", "name"):
            out.append((key, line))
    return out


class _DuplicateKey(Exception):
    """A key twice in a JSON object (its key as the argument)."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for k, _ in pairs:
        if k in seen:
            raise _DuplicateKey(k)
        seen.add(k)
    return dict(pairs)


def parse(text: str, prefix: str, kind: str) -> Any:
    """The TOML or JSON data of `text`, or one PayTableError line."""

    def short_int(digits: str) -> int:
        if len(digits) > MAX_NUMBER_TEXT:
            raise PayTableError(
                f"{prefix}a number of {len(digits):,} digits (pays are at most 10**12)"
            )
        return int(digits)

    what = "TOML" if kind == "toml" else "JSON"
    try:
        if kind == "toml":
            if _DOTTED_KEY.search(text):
                raise PayTableError(f"{prefix}a key of more than 100 dotted parts")
            return tomllib.loads(text)
        return json.loads(text, object_pairs_hook=_unique_keys, parse_int=short_int)
    except PayTableError:
        raise
    except _DuplicateKey as e:
        k = e.args[0]
        at = [n for key, n in key_lines(text, kind) if key == k]
        where = f"line {at[1]}: " if len(at) > 1 else ""
        first = f" (first at line {at[0]})" if at else ""
        raise PayTableError(
            f"{prefix}{where}event {shown(k)} is in the pay table twice{first}"
        ) from None
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as e:
        raise PayTableError(f"{prefix}not a {what} pay table: {e}") from None
    except RecursionError:
        raise PayTableError(f"{prefix}not a {what} pay table: nested too deeply") from None
    except ValueError:  # an integer too long to convert (Python's cap of 4,300 digits)
        raise PayTableError(
            f"{prefix}a number too long to read (pays are at most 10**12)"
        ) from None
