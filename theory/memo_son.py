"""The sound memo (/apprendre/son/): volume, hauteur, durée, timbre (seed 002, BS-1).

Django-free. Each parameter is a pair of sounds for sound.js (per-note gain "g", per-spec
oscillator "type") and a little waveform picture.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .constants import normalise_lang
from .memo_figures import Figure, figure, hz, sound_json
from .notation import svg_notes
from .sound import sound_spec_notes, timbre_gain


@dataclass(frozen=True)
class SoundPair:
    """One parameter of sound (seed 002, BS-1): a low and a high sound to compare."""

    key: str  # "volume" | "hauteur" | "duree" | "timbre"
    low: str  # data-sound of the weak / low / short / smooth sound
    high: str
    both: str  # the two in a row ("" when one spec cannot hold both, e.g. two timbres)
    low_value: int  # on the cards' 1–10 scale
    high_value: int
    low_wave: str  # an SVG path picturing the sound (WAVE_BOX)
    high_wave: str
    figure: Figure | None  # engraved when notation can show it (pitch, duration)


WAVE_W, WAVE_H = 200, 64


def wave(cycles: float, amplitude: float, length: float = WAVE_W, saw: bool = False) -> str:
    """A little picture of a sound: a sine (smooth) or a sawtooth (rough) wave, as an SVG path."""
    mid, steps = WAVE_H / 2, 96
    points = []
    for i in range(steps + 1):
        x = length * i / steps
        phase = cycles * i / steps
        if saw:
            y = mid - amplitude * (2 * (phase - math.floor(phase + 0.5)))
        else:
            y = mid - amplitude * math.sin(2 * math.pi * phase)
        points.append(f"{x:.1f} {y:.1f}")
    return "M" + " L".join(points)


def _tone(hz: float, beats: float, gain: float = 1.0) -> dict:
    return {"f": hz, "d": beats, "g": gain}


def son_context(lang: str) -> dict:
    """Volume, hauteur, durée, timbre: each a pair of sounds synthesised by sound.js."""
    lang = normalise_lang(lang)
    a4 = hz("A4")

    def seq(*notes: dict, **extra: object) -> str:
        return sound_json({"notes": list(notes), "mode": "sequence", "tempo": 80, **extra})

    soft, loud = _tone(a4, 1.5, 0.15), _tone(a4, 1.5, 1.0)
    low, high = _tone(hz("C4"), 1.5), _tone(hz("A5"), 1.5)
    short, long_ = _tone(a4, 0.25), _tone(a4, 2.0)
    silence = _tone(a4, 0.75, 0.0001)
    pairs = (
        SoundPair(
            "volume", seq(soft), seq(loud), seq(soft, loud), 2, 9, wave(4, 5), wave(4, 28), None
        ),
        SoundPair(
            "hauteur",
            seq(low),
            seq(high),
            seq(low, high),
            2,
            9,
            wave(2, 22),
            wave(9, 22),
            figure(
                svg_notes((("C4", None), ("A5", None)), lang, id_prefix="son-hauteur"),
                sound_spec_notes((("C4", "half"), ("A5", "half"))),
            ),
        ),
        SoundPair(
            "duree",
            seq(short),
            seq(long_),
            seq(short, silence, long_),
            1,
            8,
            wave(1.5, 22, length=30),
            wave(9, 22),
            figure(
                svg_notes((("A4", "16th"), ("A4", "half")), lang, id_prefix="son-duree"),
                sound_spec_notes((("A4", "16th"), ("A4", "half"))),
            ),
        ),
        # sound.js takes one oscillator type per spec: a sine is smooth, a sawtooth buzzes.
        SoundPair(
            "timbre",
            seq(_tone(a4, 1.5, timbre_gain(1.0, "sine")), type="sine"),
            seq(_tone(a4, 1.5, timbre_gain(1.0, "sawtooth")), type="sawtooth"),
            "",
            2,
            9,
            wave(4, 22),
            wave(4, 22, saw=True),
            None,
        ),
    )
    return {
        "pairs": {p.key: p for p in pairs},
        "scale": tuple(range(1, 11)),
        "wave_box": f"0 0 {WAVE_W} {WAVE_H}",
    }
