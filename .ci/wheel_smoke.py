"""Smoke test of an installed wheel: the extension loads and each area of the library
answers, with no Rust toolchain on PATH (run by .ci/run in a fresh venv)."""

import shutil
import subprocess
import sys

import numpy as np

import paigow_fast as pg

assert shutil.which("cargo") is None and shutil.which("rustc") is None, "Rust is on PATH"
assert pg._core.__file__.endswith(".abi3.so"), pg._core.__file__

assert pg.rank("high", "As Ks Qs Js Ts") > pg.rank("high", "Ks Qs Js Ts 9s")
setting = pg.house_way("As Ad Kh Kc 9d 8s 2h")
assert pg.format_cards(setting.high) and pg.format_cards(setting.low)
hands = pg.deal(1000, seed=7)
ranks = pg.rank_many("paigow-high", hands[:, :7])
assert ranks.shape == (1000,) and ranks.dtype == np.uint32
assert pg.simulate(10_000, seed=1).rounds == 10_000
# The preflop atlas's counts ship inside the wheel (package data).
assert round(pg.preflop_table()["AA", "KK"], 4) == 0.8195
try:
    pg.rank("high", "As As Kd Qd Jd")
except pg.CardError as e:
    assert "duplicate" in str(e)
else:
    raise AssertionError("a duplicate card was accepted")
cli = subprocess.run(
    [sys.executable, "-m", "paigow_fast", "set", "As Ad Kh Kc 9d 8s 2h"],
    capture_output=True,
    text=True,
    check=True,
)
assert "Kh" in cli.stdout or "K♥" in cli.stdout, cli.stdout
print(f"wheel smoke test passed: paigow_fast {pg.__version__} on Python {sys.version.split()[0]}")
