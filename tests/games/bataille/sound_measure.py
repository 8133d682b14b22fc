"""Measuring the cards' sounds with the field's standard tools (used by test_sound and the bench).

- loudness as heard: ISO 532-1 (Zwicker) stationary loudness level in phon (mosqito), of the
  card's steady part looped to 2 s, a full-scale sine playing at 87 dB SPL (see `heard`): the
  order of the volume values;
- loudness as metered: integrated loudness per ITU-R BS.1770-4 (pyloudnorm: K-weighting, 400 ms
  blocks, 75 % overlap, −70 LUFS absolute and −10 LU relative gates), of the card's steady part
  looped to 3.2 s (see `loudness`): the classroom's range, and the peak headroom;
- f0: the first strong peak of the normalised autocorrelation of the steady part;
- duration: the span of the 10 ms RMS envelope within 20 dB of its maximum;
- roughness: spectral flatness (Wiener entropy), mean over 2048-sample Hann frames of the steady
  part, power floored at 1e-10 (librosa's definition).

All of them read the WAV bytes the page serves, not the float render.
"""

from __future__ import annotations

import io
import time
import wave

import numpy as np
import pyloudnorm

from games.bataille.cards import CARDS, PARAMS
from games.bataille.sound import wav_bytes

FRAME_MS = 10
SPAN_DB = 20.0  # duration: the envelope within 20 dB of its maximum
PLATEAU_DB = 1.5  # steady part: the envelope within 1.5 dB of its median over the span
LOOP_SECONDS = 3.2  # eight BS.1770 blocks


def decode(data: bytes) -> tuple[np.ndarray, int]:
    with wave.open(io.BytesIO(data)) as w:
        rate = w.getframerate()
        x = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2") / 32768.0
    return x, rate


def _envelope_db(x: np.ndarray, rate: int) -> tuple[np.ndarray, int]:
    hop = int(rate * FRAME_MS / 1000)
    m = len(x) // hop
    rms = np.sqrt(np.mean(x[: m * hop].reshape(m, hop) ** 2, axis=1) + 1e-20)
    return 20 * np.log10(rms), hop


def span(x: np.ndarray, rate: int) -> tuple[int, int]:
    """First and last sample of the sounding part (envelope within SPAN_DB of its maximum)."""
    db, hop = _envelope_db(x, rate)
    on = np.nonzero(db >= db.max() - SPAN_DB)[0]
    return int(on[0]) * hop, (int(on[-1]) + 1) * hop


def steady(x: np.ndarray, rate: int) -> np.ndarray:
    """The steady part: the sounding part without its fades."""
    db, hop = _envelope_db(x, rate)
    a, b = span(x, rate)
    on = np.nonzero(db >= np.median(db[a // hop : b // hop]) - PLATEAU_DB)[0]
    return x[int(on[0]) * hop : (int(on[-1]) + 1) * hop]


def duration(x: np.ndarray, rate: int) -> float:
    a, b = span(x, rate)
    return (b - a) / rate


def loudness(x: np.ndarray, rate: int) -> float:
    """BS.1770-4 integrated loudness (LUFS) of the steady part, looped to LOOP_SECONDS.

    BS.1770 integrates 400 ms blocks: a 0.2 s sound has no block of its own, and padding it with
    silence would measure the silence too (−3 LU for 0.2 s). The ear integrates loudness over
    about 100–200 ms (Zwicker & Fastl, Psychoacoustics, ch. 8), so every card (≥ 0.2 s) is heard
    at its steady loudness: that is what is measured, the same way for every card.
    """
    part = steady(x, rate)
    reps = int(np.ceil(LOOP_SECONDS * rate / len(part)))
    return float(pyloudnorm.Meter(rate).integrated_loudness(np.tile(part, reps)))


FULL_SCALE_SPL = 87.0  # dB SPL of a full-scale sine: a 1 kHz tone at −27 LUFS plays at 60 dB
ZWICKER_RATE = 48000  # the rate ISO 532-1's implementation (mosqito) works at
ZWICKER_SECONDS = 2.0


def phon_of(sone: float) -> float:
    """Loudness level (phon) of a loudness in sone (ISO 532-1's relation)."""
    return 40 + 33.22 * np.log10(sone) if sone >= 1 else 40 * (sone + 0.0005) ** 0.35


def heard(x: np.ndarray, rate: int, full_scale_spl: float = FULL_SCALE_SPL) -> float:
    """Loudness level in phon per ISO 532-1 (Zwicker, stationary; mosqito) of the steady part,
    looped to ZWICKER_SECONDS and played with a full-scale sine at `full_scale_spl`.

    Unlike BS.1770 (a power meter with one weighting), Zwicker's model spreads each band over
    the ear's critical bands, so a sound whose energy is spread over many of them is heard
    louder than a pure tone of the same power: the thing a child compares by ear, across
    timbres (a reviewer measured a sine card of volume 3 heard 2.7 times softer than a noisy
    one of volume 2, every one of them right by BS.1770)."""
    from math import gcd

    from mosqito import loudness_zwst  # noqa: PLC0415 - a test tool's dependency only
    from scipy.signal import resample_poly  # noqa: PLC0415

    part = steady(x, rate)
    looped = np.tile(part, int(np.ceil(ZWICKER_SECONDS * rate / len(part))))
    k = gcd(ZWICKER_RATE, rate)
    pascal = (
        resample_poly(looped, ZWICKER_RATE // k, rate // k) * 2e-5 * 10 ** (full_scale_spl / 20)
    )
    return phon_of(float(loudness_zwst(pascal, ZWICKER_RATE)[0]))


def f0(x: np.ndarray, rate: int, fmin: float = 50.0, fmax: float = 2000.0) -> float:
    """Fundamental frequency by autocorrelation of the steady part.

    The first local maximum, past the autocorrelation's first zero and within fmin … fmax, that
    reaches 80 % of the highest one (the first, not the highest: 2T and 3T peak as high as T);
    refined by a parabola through the three lags around it.
    """
    part = steady(x, rate)
    part = part - part.mean()
    nfft = 1 << (2 * len(part) - 1).bit_length()
    ac = np.fft.irfft(np.abs(np.fft.rfft(part, nfft)) ** 2)[: len(part)]
    ac = ac / ac[0]
    lo, hi = int(rate / fmax), int(rate / fmin) + 1
    negative = np.nonzero(ac[:hi] < 0)[0]
    start = max(lo, int(negative[0]) if len(negative) else lo)
    seg = ac[start:hi]
    peaks = [i for i in range(1, len(seg) - 1) if seg[i - 1] <= seg[i] > seg[i + 1]]
    best = max(seg[i] for i in peaks)
    i = next(i for i in peaks if seg[i] >= 0.8 * best)
    a, b, c = seg[i - 1], seg[i], seg[i + 1]
    return rate / (start + i + 0.5 * (a - c) / (a - 2 * b + c))


def flatness(x: np.ndarray, rate: int, nfft: int = 2048, hop: int = 512) -> float:
    part = steady(x, rate)
    window = np.hanning(nfft)
    frames = np.array([part[i : i + nfft] * window for i in range(0, len(part) - nfft + 1, hop)])
    power = np.maximum(np.abs(np.fft.rfft(frames, axis=1)) ** 2, 1e-10)
    per_frame = np.exp(np.mean(np.log(power), axis=1)) / np.mean(power, axis=1)
    return float(np.mean(per_frame))


# The measure of each parameter, on a scale where the ear's steps are even (LUFS, octaves,
# log seconds, log flatness); ranks do not care, margins read better.
MEASURES = {
    "volume": ("phon (ISO 532-1)", heard),
    "pitch": ("octaves re 1 Hz", lambda x, r: float(np.log2(f0(x, r)))),
    "duration": ("log2 s", lambda x, r: float(np.log2(duration(x, r)))),
    "timbre": ("log10 flatness", lambda x, r: float(np.log10(flatness(x, r)))),
}


def ranks(values) -> np.ndarray:
    """Ranks 1 … n, ties sharing their mean rank."""
    v = np.asarray(values, dtype=float)
    order = np.argsort(v, kind="stable")
    r = np.empty(len(v))
    r[order] = np.arange(1, len(v) + 1)
    for value in np.unique(v):
        tied = v == value
        r[tied] = r[tied].mean()
    return r


def spearman(a, b) -> float:
    return float(np.corrcoef(ranks(a), ranks(b))[0, 1])


def worst_pair(values, measured, gap: int = 2) -> tuple[float, int, int]:
    """The smallest measured(i) − measured(j) over pairs with values(i) − values(j) ≥ gap."""
    v, m = np.asarray(values), np.asarray(measured)
    worst = (np.inf, -1, -1)
    for i in range(len(v)):
        for j in range(len(v)):
            if v[i] - v[j] >= gap and m[i] - m[j] < worst[0]:
                worst = (float(m[i] - m[j]), i, j)
    return worst


def measure_all() -> dict:
    """Render (cold cache) and measure the 37 cards: per card its measures, per parameter the
    Spearman correlation and the worst pair; the render time and the file sizes."""
    wav_bytes.cache_clear()
    t = time.perf_counter()
    files = {c.id: wav_bytes(c.id) for c in CARDS}
    render_seconds = time.perf_counter() - t
    cards = {}
    for c in CARDS:
        x, rate = decode(files[c.id])
        cards[c.id] = {p: MEASURES[p][1](x, rate) for p in PARAMS}
        cards[c.id]["lufs"] = loudness(x, rate)
        cards[c.id]["f0_hz"] = f0(x, rate)
        cards[c.id]["peak"] = float(np.abs(x).max())
        cards[c.id]["bytes"] = len(files[c.id])
    params = {}
    for p in PARAMS:
        values = [c.value(p) for c in CARDS]
        measured = [cards[c.id][p] for c in CARDS]
        margin, i, j = worst_pair(values, measured)
        params[p] = {
            "unit": MEASURES[p][0],
            "spearman": spearman(values, measured),
            "worst_pair": {"margin": margin, "higher": CARDS[i].id, "lower": CARDS[j].id},
        }
    sizes = sorted(len(b) for b in files.values())
    return {
        "cards": cards,
        "params": params,
        "render_seconds": render_seconds,
        "bytes": {"min": sizes[0], "median": sizes[len(sizes) // 2], "max": sizes[-1]},
    }
