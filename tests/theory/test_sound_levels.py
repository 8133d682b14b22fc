"""Sounds compared by their timbre are equally loud (a reviewer's find: the rougher sound of a
lesson's question was also louder or softer, so a child could answer by loudness).

sound.js plays Web Audio's oscillators, which all peak at 1. Each is modelled here as that
band-limited wave (its partials up to Nyquist, peak-normalised as Web Audio normalises its
built-in waves), at its spec's gain, and measured by ITU-R BS.1770 (pyloudnorm)."""

from __future__ import annotations

import json
from functools import cache

import numpy as np
import pyloudnorm
import pytest

from theory import TIMBRE_LEVEL
from theory.lessons.kinds import generate
from theory.memo_son import son_context

RATE = 48_000


@cache
def _wave(kind: str, hz: float) -> np.ndarray:
    t = np.arange(int(RATE * 3.2)) / RATE
    out = np.zeros_like(t)
    for k in range(1, int(RATE / 2 // hz) + 1):
        if kind == "sine":
            weight = 1.0 if k == 1 else 0.0
        elif kind == "square":
            weight = 4 / (np.pi * k) if k % 2 else 0.0
        elif kind == "sawtooth":
            weight = 2 / (np.pi * k) * (-1) ** (k + 1)
        else:  # triangle
            weight = 8 / (np.pi * k) ** 2 * (-1) ** ((k - 1) // 2) if k % 2 else 0.0
        if weight:
            out += weight * np.sin(2 * np.pi * k * hz * t)
    return out / np.max(np.abs(out))


def loudness(spec: dict) -> float:
    """The LUFS of a one-note spec as sound.js plays it (its gain "g" on the wave's peak)."""
    (note,) = spec["notes"]
    wave = _wave(spec.get("type", "triangle"), note["f"]) * 0.5 * note.get("g", 1.0)
    return pyloudnorm.Meter(RATE).integrated_loudness(wave)


def test_every_timbre_at_its_level_is_as_loud_as_the_others():
    heard = {
        kind: loudness({"notes": [{"f": 440.0, "g": level}], "type": kind})
        for kind, level in TIMBRE_LEVEL.items()
    }
    assert max(heard.values()) - min(heard.values()) <= 0.3, heard


def test_a_lessons_two_timbres_differ_in_roughness_not_in_loudness():
    compared = 0
    for seed in range(120):
        q = generate("sound.compare", {"params": ["timbre"]}, seed)
        one, two = (sound["spec"] for sound in q.sounds)
        if one["type"] == two["type"]:
            continue
        same_pitch = one["notes"][0]["f"] == two["notes"][0]["f"]
        # A pitch trap (half the questions) moves pitch too: K-weighting adds under 1 LU
        # between the game's lowest and highest notes.
        assert abs(loudness(one) - loudness(two)) <= (0.3 if same_pitch else 1.0), seed
        compared += 1
    assert compared > 50


def test_the_sound_memos_smooth_and_rough_sounds_are_as_loud():
    pair = son_context("fr")["pairs"]["timbre"]
    smooth, rough = json.loads(pair.low), json.loads(pair.high)
    assert smooth["type"] != rough["type"]
    assert abs(loudness(smooth) - loudness(rough)) <= 0.3


@pytest.mark.parametrize("kind", ["square", "sawtooth"])
def test_at_one_gain_the_rough_waves_are_not_as_loud_as_a_sine(kind):
    """Why the levels exist: without them, a square is louder and a sawtooth softer."""
    sine = loudness({"notes": [{"f": 440.0, "g": 0.5}], "type": "sine"})
    assert abs(loudness({"notes": [{"f": 440.0, "g": 0.5}], "type": kind}) - sine) > 1.5
