"""Sounds compared by their timbre are heard equally loud (a reviewer's find: the rougher sound
of a lesson's question was also louder, so a child could answer by loudness).

sound.js plays Web Audio's oscillators, which all peak at 1. Each is modelled here as that
band-limited wave (its partials up to Nyquist, peak-normalised as Web Audio normalises its
built-in waves), at its spec's gain, and its loudness as heard measured by ISO 532-1 (Zwicker,
stationary; mosqito), the speakers playing a full-scale sine at 87 dB SPL as for Bataille's
cards (tests/games/bataille/sound_measure.heard)."""

from __future__ import annotations

import json
from functools import cache

import numpy as np
import pytest

from tests.games.bataille.sound_measure import heard
from theory import TIMBRE_LEVEL
from theory.lessons.kinds import generate
from theory.memo_son import son_context

RATE = 48_000


@cache
def _wave(kind: str, hz: float) -> np.ndarray:
    t = np.arange(int(RATE * 2.0)) / RATE
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


@cache
def _heard(kind: str, hz: float, gain: float) -> float:
    return heard(_wave(kind, hz) * 0.5 * gain, RATE)


def loudness(spec: dict) -> float:
    """The phons of a one-note spec as sound.js plays it (its gain "g" on the wave's peak)."""
    (note,) = spec["notes"]
    return _heard(spec.get("type", "triangle"), note["f"], note.get("g", 1.0))


def test_every_timbre_at_its_level_is_as_loud_as_the_others():
    levels = {
        kind: loudness({"notes": [{"f": 440.0, "g": level}], "type": kind})
        for kind, level in TIMBRE_LEVEL.items()
    }
    assert max(levels.values()) - min(levels.values()) <= 0.5, levels


def test_a_lessons_two_timbres_differ_in_roughness_not_in_loudness():
    compared = 0
    for seed in range(120):
        q = generate("sound.compare", {"params": ["timbre"]}, seed)
        one, two = (sound["spec"] for sound in q.sounds)
        if one["type"] == two["type"]:
            continue
        same_pitch = one["notes"][0]["f"] == two["notes"][0]["f"]
        # A pitch trap (half the questions) moves pitch too: the ear's sensitivity then adds
        # up to 3 phon between the game's lowest and highest notes.
        assert abs(loudness(one) - loudness(two)) <= (1.5 if same_pitch else 3.0), seed
        compared += 1
    assert compared > 50


def test_the_sound_memos_smooth_and_rough_sounds_are_as_loud():
    pair = son_context("fr")["pairs"]["timbre"]
    smooth, rough = json.loads(pair.low), json.loads(pair.high)
    assert smooth["type"] != rough["type"]
    assert abs(loudness(smooth) - loudness(rough)) <= 1.5


@pytest.mark.parametrize("kind", ["square", "sawtooth"])
def test_at_one_gain_the_rough_waves_are_heard_louder_than_a_sine(kind):
    """Why the levels exist: without them, a square or a sawtooth is heard some 12 phon louder
    (by BS.1770 the square read 2.2 LU louder and the sawtooth softer: levelled by it, the
    rough sound of a question was still the louder one)."""
    sine = loudness({"notes": [{"f": 440.0, "g": 0.5}], "type": "sine"})
    assert loudness({"notes": [{"f": 440.0, "g": 0.5}], "type": kind}) - sine > 8
