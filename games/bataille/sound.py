"""The sound of a card: one synthesis, on the server, from its four values (plain Python + numpy).

`render(volume, pitch, duration, timbre)` makes the waveform; `wav_bytes(card_id)` turns a card
into a small WAV file (16-bit mono PCM, 22,050 Hz, 9 kB … 110 kB), rendered once per process and
cached. Deterministic: the noise and the partials' phases are seeded by the card id. No Django, no
scipy (the page's view serves the bytes; tests/games/bataille/test_sound.py measures them).

The four values, each 1 … 10, and what they set:

- **pitch** (grave → aigu): the fundamental, C2 G2 C3 G3 C4 G4 C5 G5 C6 G6 (65 Hz … 1,568 Hz),
  alternately a fifth and a fourth apart: musical steps a child can sing, 4.6 octaves in all.
- **duration** (court → long): 0.2 s … 2.5 s, log-spaced (×1.32 a step: the ear judges durations
  by ratio), with raised-cosine fades (8 … 50 ms in, 20 … 150 ms out) so that nothing clicks.
- **timbre** (lisse → rugueux): 1 is a pure sine; 2 … 5 add harmonics (3 … 16, with a shallower
  slope each step); from 5 on, inharmonic partials (random non-integer ratios, seeded) and from 2 on
  an aperiodic, noisy part (breath, bow, rasp) at −42 dB of the tone at 2 up to −1.5 dB at 10.
  The noise is low-passed at 3 kHz and pulses at the fundamental (a rasp, like a growl), so the
  period stays in the waveform: f0 remains measurable by autocorrelation even at 10. The harmonics
  go through a fixed "body" (a 2nd-order high-pass at 250 Hz, like a real instrument's body or a
  laptop's speaker): a low note carries its loudness in its harmonics, its fundamental stays (the
  ear, like autocorrelation, hears the period). The measure of roughness is spectral flatness
  (Wiener entropy: geometric over arithmetic mean of the power spectrum): 0 for a pure tone, near
  1 for white noise; it rises with the noisy, inharmonic part, which is what "rugueux" means on the
  sheet (a grainy, noisy sound), and it does not depend on the fundamental.
- **volume** (faible → fort): heard at 50 … 86 phon in 4-phon steps by ISO 532-1 (Zwicker's
  loudness, which counts how a sound spread over many critical bands is heard louder than a pure
  tone of the same power), a full-scale sine playing at 87 dB SPL: `CARD_GAIN_DB`, measured per
  card by tools/bataille_loudness.py, corrects the model below by −10 … +7 dB. The model: a
  target loudness, −42 … −15 in 3-LU steps, the gain set so that the sound's level *as heard*
  hits the target: its power spectrum weighted by the ISO 226:2003
  equal-loudness contour at 60 phon (a classroom's listening level), relative to 1 kHz (so a 1 kHz
  tone at the target measures the target in LUFS). This compensates for pitch (the ear needs 65 Hz
  about 26 dB louder than 1 kHz to hear it as loud) and for the timbre's spectrum (harmonics,
  partials and noise each weighted where they sit). Measured per ITU-R BS.1770-4, the 37 cards come
  out at −41 … −13 LUFS (K-weighting is flatter than the contour below 500 Hz, so the lowest
  notes read up to 4 LU above their target): the loudest card is a normal loud recording (streaming
  services normalise to −14 LUFS), the quietest about 28 LU below, faint but audible in a quiet
  class. 3 LU a step: 10 phon is a doubling of loudness, so the top card sounds about 6½ times as
  loud as the bottom one. The loudest peak (the thunder) is 0.81: 1.7 dB of headroom below 0.99.

Short sounds and BS.1770: see the test's docstring (the steady part of each card, looped to 3.2 s,
is measured: for every card ≥ 0.4 s this agrees with the whole file's integrated loudness within
0.4 LU).
"""

from __future__ import annotations

import functools
import io
import wave
import zlib

import numpy as np

from games.bataille.cards import CARD

RATE = 22050
PEAK_LIMIT = 0.99

# Pitch 1 … 10: C2 G2 C3 G3 C4 G4 C5 G5 C6 G6, in semitones above C2 (65.406 Hz).
_SEMITONES = (0, 7, 12, 19, 24, 31, 36, 43, 48, 55)
FUNDAMENTALS = tuple(65.40639 * 2 ** (s / 12) for s in _SEMITONES)
# Duration 1 … 10: 0.2 s … 2.5 s, log-spaced.
DURATIONS = tuple(0.2 * 12.5 ** ((d - 1) / 9) for d in range(1, 11))
# Volume 1 … 10: the level as heard (60-phon-weighted, re 1 kHz; = LUFS for a 1 kHz tone).
LOUDNESS = tuple(-42.0 + 3.0 * (v - 1) for v in range(1, 11))

# Timbre 1 … 10 (index timbre - 1): harmonics and their slope (amplitude k^-slope), the inharmonic
# partials' and the noise's power relative to the harmonic tone (dB; None: none).
_HARMONICS = (1, 3, 6, 10, 16, 24, 32, 40, 48, 60)
_SLOPE = (0.0, 1.5, 1.2, 1.0, 0.9, 0.85, 0.8, 0.8, 0.8, 0.8)
_INHARMONIC_DB = (None, None, None, None, -20, -15, -12, -10, -8, -6)
_NOISE_DB = (None, -42, -36, -30, -25, -20, -15, -10, -5.5, -1.5)
_BODY_HZ = 250.0  # the harmonics' 2nd-order high-pass
_NOISE_LOWPASS_HZ = 3000.0  # the noise's 1st-order low-pass
_NOISE_PULSE = 0.9  # depth of the noise's modulation at the fundamental

# ISO 226:2003 "Acoustics — Normal equal-loudness-level contours", Table 1: frequency (Hz), the
# exponent alpha_f, the transfer function L_U (dB) and the threshold of hearing T_f (dB SPL).
_ISO_F = (20, 25, 31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000,
          1250, 1600, 2000, 2500, 3150, 4000, 5000, 6300, 8000, 10000, 12500)  # fmt: skip
_ISO_AF = (0.532, 0.506, 0.480, 0.455, 0.432, 0.409, 0.387, 0.367, 0.349, 0.330, 0.315, 0.301,
           0.288, 0.276, 0.267, 0.259, 0.253, 0.250, 0.246, 0.244, 0.243, 0.243, 0.243, 0.242,
           0.242, 0.245, 0.254, 0.271, 0.301)  # fmt: skip
_ISO_LU = (-31.6, -27.2, -23.0, -19.1, -15.9, -13.0, -10.3, -8.1, -6.2, -4.5, -3.1, -2.0, -1.1,
           -0.4, 0.0, 0.3, 0.5, 0.0, -2.7, -4.1, -1.0, 1.7, 2.5, 1.2, -2.1, -7.1, -11.2, -10.7,
           -3.1)  # fmt: skip
_ISO_TF = (78.5, 68.7, 59.5, 51.1, 44.0, 37.5, 31.5, 26.5, 22.1, 17.9, 14.4, 11.4, 8.6, 6.2, 4.4,
           3.0, 2.2, 2.4, 3.5, 1.7, -1.3, -4.2, -6.0, -5.4, -1.5, 6.0, 12.6, 13.9, 12.3)  # fmt: skip
LISTENING_PHON = 60.0


def equal_loudness_spl(phon: float = LISTENING_PHON) -> np.ndarray:
    """ISO 226:2003 eq. (1): the SPL (dB) of a pure tone heard as `phon`, at the 29 frequencies."""
    af_, lu, tf = np.array(_ISO_AF), np.array(_ISO_LU), np.array(_ISO_TF)
    a = 4.47e-3 * (10 ** (0.025 * phon) - 1.15) + (0.4 * 10 ** ((tf + lu) / 10 - 9)) ** af_
    return 10 / af_ * np.log10(a) - lu + 94


_CONTOUR = equal_loudness_spl()
_CONTOUR_RE_1K = _CONTOUR - _CONTOUR[_ISO_F.index(1000)]


def contour_db(freq) -> np.ndarray:
    """How many dB louder than at 1 kHz a pure tone at `freq` must be to sound as loud (60 phon).

    Interpolated linearly in log-frequency between the standard's third-octave frequencies, held
    constant outside 20 Hz … 12.5 kHz.
    """
    f = np.clip(np.asarray(freq, dtype=float), _ISO_F[0], _ISO_F[-1])
    return np.interp(np.log(f), np.log(_ISO_F), _CONTOUR_RE_1K)


def heard_level(x: np.ndarray, rate: int = RATE) -> float:
    """The level of a steady signal as heard (dB re full scale): its power spectrum weighted by
    the inverse 60-phon contour. A 1 kHz sine of amplitude A gives 20·log10(A) − 3.01, as LUFS."""
    power = np.abs(np.fft.rfft(x)) ** 2
    power[1:] *= 2  # the negative frequencies
    freqs = np.fft.rfftfreq(len(x), 1 / rate)
    weight = 10 ** (-contour_db(np.maximum(freqs, 1.0)) / 10)
    weight[0] = 0.0  # no DC
    return float(10 * np.log10(np.sum(power * weight) / len(x) ** 2))


def _fades(n: int, rate: int, seconds: float) -> np.ndarray:
    attack = min(max(0.03 * seconds, 0.008), 0.05)
    release = min(max(0.08 * seconds, 0.02), 0.15)
    env = np.ones(n)
    na, nr = int(attack * rate), int(release * rate)
    env[:na] = 0.5 - 0.5 * np.cos(np.pi * np.arange(na) / na)
    env[n - nr :] = 0.5 + 0.5 * np.cos(np.pi * np.arange(1, nr + 1) / nr)
    return env


def _body(f: float) -> float:
    r = f / _BODY_HZ
    return r * r / (1 + r * r)


def render(
    volume: int, pitch: int, duration: int, timbre: int, rate: int = RATE, seed: int = 0
) -> np.ndarray:
    """The waveform (float64, in −1 … 1) of a sound with these four values, each 1 … 10."""
    for name, value in (("volume", volume), ("pitch", pitch), ("duration", duration),
                        ("timbre", timbre)):  # fmt: skip
        if not 1 <= value <= 10:
            raise ValueError(f"{name} must be 1 … 10, not {value!r}")
    rng = np.random.default_rng(seed)
    f0, seconds, ti = FUNDAMENTALS[pitch - 1], DURATIONS[duration - 1], timbre - 1
    n = int(round(seconds * rate))
    t = np.arange(n) / rate
    top = 0.45 * rate  # no partial near Nyquist: no aliasing

    tone = np.sin(2 * np.pi * f0 * t)
    for k in range(2, _HARMONICS[ti] + 1):
        if k * f0 > top:
            break
        amp = k ** -_SLOPE[ti] * _body(k * f0) / _body(f0)
        tone += amp * np.sin(2 * np.pi * k * f0 * t + rng.uniform(0, 2 * np.pi))
    tone_power = np.mean(tone**2)
    x = tone
    if _INHARMONIC_DB[ti] is not None:
        partials = np.zeros(n)
        highest = min(16.0, top / f0)
        for _ in range(2 * timbre):
            ratio = float(np.exp(rng.uniform(np.log(1.1), np.log(highest))))
            if abs(ratio - round(ratio)) < 0.15:  # keep it off the harmonics
                ratio += 0.3
            phase = rng.uniform(0, 2 * np.pi)
            partials += ratio**-0.7 * np.sin(2 * np.pi * f0 * ratio * t + phase)
        x = x + partials * np.sqrt(
            tone_power / np.mean(partials**2) * 10 ** (_INHARMONIC_DB[ti] / 10)
        )
    if _NOISE_DB[ti] is not None:
        spectrum = np.fft.rfft(rng.standard_normal(n))
        freqs = np.fft.rfftfreq(n, 1 / rate)
        noise = np.fft.irfft(spectrum / np.sqrt(1 + (freqs / _NOISE_LOWPASS_HZ) ** 2), n)
        noise *= 1 + _NOISE_PULSE * np.sin(2 * np.pi * f0 * t)
        x = x + noise * np.sqrt(tone_power / np.mean(noise**2) * 10 ** (_NOISE_DB[ti] / 10))
    # The steady sound's level as heard sets the gain; the fades come after.
    gain = 10 ** ((LOUDNESS[volume - 1] - heard_level(x, rate)) / 20)
    return gain * x * _fades(n, rate, seconds)


def seed_of(card_id: str) -> int:
    """A stable seed per card (crc32: Python's str hash changes between processes)."""
    return zlib.crc32(card_id.encode("utf-8"))


def to_wav(x: np.ndarray, rate: int = RATE) -> bytes:
    """16-bit mono PCM WAV bytes of a float signal in −1 … 1."""
    pcm = np.round(np.clip(x, -1.0, 1.0) * 32767).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm.tobytes())
    return buffer.getvalue()


# Each card's gain on top of the model's, in dB, so that it is heard at 50 + 4 × (volume − 1)
# phon by ISO 532-1 (Zwicker), a full-scale sine at 87 dB SPL: measured by
# tools/bataille_loudness.py, checked by tests/games/bataille/test_sound.py. The contour model
# alone left a pure-sine card of volume 3 heard softer than a noisy one of volume 2.
CARD_GAIN_DB = {
    "tonnerre": -3.88,
    "flute": 6.48,
    "triangle": -5.24,
    "grosse-caisse": -2.72,
    "violon": -3.74,
    "violoncelle": -2.34,
    "contrebasse": -3.67,
    "trompette": -4.1,
    "tuba": -3.24,
    "piano": -0.38,
    "harpe": 4.25,
    "cymbale": -3.97,
    "tambourin": -7.22,
    "orgue": -1.18,
    "guitare": -4.91,
    "clochette": -6.17,
    "cloche": 0.11,
    "sifflet": 0.11,
    "soprano": 1.22,
    "basse": -0.6,
    "chat": -7.25,
    "chien": -7.36,
    "lion": -5.08,
    "vache": -6.17,
    "merle": 6.9,
    "abeille": -10.11,
    "grenouille": -10.02,
    "moustique": -7.43,
    "horloge": -6.7,
    "aspirateur": -7.86,
    "sirene": -1.56,
    "klaxon": -5.49,
    "marteau": -6.48,
    "goutte": 4.22,
    "vent": -7.84,
    "caisse-claire": -6.67,
    "xylophone": -0.13,
}


@functools.cache
def wav_bytes(card_id: str) -> bytes:
    """The card's sound as a WAV file (rendered once per process). KeyError for an unknown id."""
    c = CARD[card_id]
    x = render(c.volume, c.pitch, c.duration, c.timbre, seed=seed_of(card_id))
    return to_wav(x * 10 ** (CARD_GAIN_DB[card_id] / 20))
