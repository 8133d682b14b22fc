"""JSON specs for `theory/static/theory/sound.js` (plain Web Audio, nothing fetched).

A spec is `{"notes": [{"f": Hz, "d": beats}, …], "mode": "sequence"|"chord"|"interval",
"tempo": beats per minute}`; templates put `json.dumps(spec)` in a `data-sound` attribute.
Frequencies come from the music21 tables (equal temperament, A4 = 440).
"""

from __future__ import annotations

from collections.abc import Iterable

from .constants import NAMES
from .pitches import frequency, pitch_at_interval
from .rhythms import quarter_length

DEFAULT_TEMPO = 80
_ROUND = 2  # Hz decimals: enough for the ear, short in HTML

# Web Audio's oscillators all peak at 1, but are not heard equally loud: by ISO 532-1 (Zwicker's
# loudness, which counts a sound spread over many critical bands as louder than a pure tone of
# the same power; band-limited waves at 440 Hz, tests/theory/test_sound_levels.py) a triangle
# is heard 5 phon above a sine, a sawtooth 12, a square 14 (BS.1770, a power meter, saw only 2
# and levelled them wrongly). A sound compared by its timbre is played at these levels, so that
# the rougher sound is not also the louder one.
TIMBRE_LEVEL = {"sine": 1.0, "triangle": 0.58, "square": 0.17, "sawtooth": 0.23}


def timbre_gain(gain: float, timbre: str) -> float:
    """The gain that makes `timbre` as loud as any other timbre at `gain`."""
    return round(gain * TIMBRE_LEVEL[timbre], 3)


SoundSpec = dict[str, object]


def _note(pitch: str, beats: float) -> dict[str, float]:
    return {"f": round(frequency(pitch), _ROUND), "d": beats}


def sound_spec_note(pitch: str, rhythm: str | None = None, tempo: int = DEFAULT_TEMPO) -> SoundSpec:
    """One note; a pitch alone lasts one beat."""
    beats = quarter_length(rhythm) if rhythm else 1.0
    return {"notes": [_note(pitch, beats)], "mode": "sequence", "tempo": tempo}


def sound_spec_interval(p: str, q: str, tempo: int = DEFAULT_TEMPO) -> SoundSpec:
    """An interval: one note after the other, then both together (sound.js "interval" mode)."""
    return {"notes": [_note(p, 1.0), _note(q, 1.0)], "mode": "interval", "tempo": tempo}


def sound_spec_chord(
    pitches: Iterable[str], beats: float = 2.0, tempo: int = DEFAULT_TEMPO
) -> SoundSpec:
    """Several pitches sounding together."""
    return {"notes": [_note(p, beats) for p in pitches], "mode": "chord", "tempo": tempo}


def sound_spec_notes(
    items: Iterable[tuple[str, str | None]], tempo: int = DEFAULT_TEMPO
) -> SoundSpec:
    """A melody: (pitch, rhythm) pairs in order, each at its CS-2 length."""
    notes = [_note(p, quarter_length(r) if r else 1.0) for p, r in items]
    return {"notes": notes, "mode": "sequence", "tempo": tempo}


def sound_spec_rhythm(
    rhythms: Iterable[str], pitch: str = "B4", tempo: int = DEFAULT_TEMPO
) -> SoundSpec:
    """A rhythm (or several rhythms in a row) on one pitch, at the tempo (CS-2)."""
    return sound_spec_notes(((pitch, r) for r in rhythms), tempo)


def sound_spec_scale(
    start: str = "C4", direction: int = 1, tempo: int = DEFAULT_TEMPO
) -> SoundSpec:
    """The C major scale over one octave from `start` (C4 up by default), in order (GA-3)."""
    pitches = [pitch_at_interval(start, size, direction) for size in range(1, len(NAMES) + 2)]
    if any(p is None for p in pitches):
        raise ValueError(f"the scale from {start!r} leaves the range")
    return sound_spec_notes(((p, "quarter") for p in pitches if p), tempo)
