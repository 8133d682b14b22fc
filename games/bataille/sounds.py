"""The cards' sounds, served: one WAV per card (`sound.wav_bytes`, synthesised on the server from
its four values).

- Values visible (classic, Pianissimo, Scherzo, the rules page): `/jeux/bataille-des-sons/sons/
  <version>/<card>.wav`, the same for everybody, cached long (the version changes with the
  synthesis).
- « À l'oreille »: before the trick's reveal, a card is heard under an opaque address made for
  one table, one trick, one slot (`hand`, `laid-2`…) and one viewer: `/tables/<code>/son/<token>
  .wav`, token = HMAC(SECRET_KEY, table, round, trick, slot, seat). Nothing in it names the card.
  The view derives again, for the seat this browser shows now, which slot the token names, asks
  the rules whether that seat may hear it (`rules.card_at`), and answers `private, no-store`.
  The file is not the public one with something added: it is the card's sound played again
  (`private_wav`), delayed by a fraction of a sample (every sample changes), 0.2 … 0.5 dB
  louder or softer, with ±1 LSB of dither over the whole file and 2 … 30 ms of near-silence
  before and, after it, near-silence up to one length for every card (the file's size says
  nothing of its Durée; no run of zeros to trim), all drawn from HMAC(SECRET_KEY,
  address, card): the same bytes at each fetch, different at every address, and a pupil who
  knows his token still cannot compute them. No public file equals it, not after stripping
  the header, the silence or a gain (tests/games/bataille/web/test_bataille_hidden.py). It
  still sounds the same, so a program that compares the sounds themselves (cross-correlation,
  spectra) can still tell which card it is, as the ear can: this defeats matching the files,
  not listening.
"""

from __future__ import annotations

import hashlib
import hmac
import io
import wave
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_safe

from games.bataille.cards import CARD
from games.tables import access, gate, services

if TYPE_CHECKING:
    import numpy as np

SLUG = "bataille-des-sons"
PUBLIC_CACHE = "public, max-age=31536000, immutable"
PRIVATE_CACHE = "private, no-store"
# An opaque sound's variation (`private_wav`), drawn per address: the silence before and after
# it (ms), its gain (dB, either way: at most 0.5 dB, below what the ear notices and well inside
# a volume step's 3 dB, so that two cards heard by ear keep their order), its delay (samples).
LEAD_MS = (2, 30)
TAIL_MS = (0, 20)
GAIN_DB = (0.2, 0.5)
DELAY = (0.2, 0.8)


def _sound_module():
    from games.bataille import sound

    return sound


@lru_cache(maxsize=1)
def version() -> str:
    """A short fingerprint of the synthesis: a new one, a new public address (long caches)."""
    source = Path(__file__).with_name("sound.py")
    data = source.read_bytes() if source.exists() else b""
    return hashlib.sha256(data).hexdigest()[:10]


@lru_cache(maxsize=64)
def wav(card_id: str) -> bytes:
    return _sound_module().wav_bytes(card_id)


def public_url(card_id: str) -> str:
    return reverse("games:bataille-card-sound", args=[version(), card_id])


def make_token(code: str, round_: int, trick: int, slot: str, seat: int | None) -> str:
    message = f"bataille-sound|{code}|{round_}|{trick}|{slot}|{'-' if seat is None else seat}"
    digest = hmac.new(settings.SECRET_KEY.encode(), message.encode(), hashlib.sha256)
    return digest.hexdigest()[:32]


def opaque_url(code: str, obs: dict, slot: str) -> str:
    """The address of a hidden card's sound, for the seat whose observation this is."""
    tok = make_token(code, obs.get("round", 0), obs.get("trick", 0), slot, obs.get("seat"))
    return reverse("tables:bataille-sound", args=[code, tok])


def hidden_slots(obs: dict) -> list[str]:
    """Every slot the observation gives a hidden card's sound for (its own card, the cards
    laid, Écho's extra card, a bataille's cards)."""
    slots = []

    def add(card):
        if isinstance(card, dict) and card.get("hidden") and card.get("sound"):
            slots.append(card["sound"])

    add(obs.get("hand"))
    for entry in obs.get("laid") or []:
        add(entry.get("card"))
        add(entry.get("echo"))
        for extra in entry.get("bataille") or []:
            add(extra)
    return slots


def _variation(card_id: str, key: str) -> np.random.Generator:
    """The random draws of one address's sound: keyed by the server's secret, not by the token
    alone (the pupil has his token)."""
    import numpy as np  # here, as sound.py: no numpy for the site's other pages

    message = f"bataille-sound-variation|{key}|{card_id}".encode()
    digest = hmac.new(settings.SECRET_KEY.encode(), message, hashlib.sha256).digest()
    return np.random.default_rng(int.from_bytes(digest, "big"))


def _odd_fast_size(n: int) -> int:
    """The least 3^a·5^b·7^c ≥ n: odd, so that the spectrum has no Nyquist bin (a fraction of a
    sample is no phase shift there: with an even size, its real part only would be kept and
    the whole file would hiss at ±3 LSB), and a fast FFT all the same."""
    best, p3 = 3 * n, 1
    while p3 < 3 * n:
        p5 = p3
        while p5 < 3 * n:
            p7 = p5
            while p7 < n:
                p7 *= 7
            best = min(best, p7)
            p5 *= 5
        p3 *= 3
    return best


@lru_cache(maxsize=4)
def hidden_frames(rate: int) -> int:
    """The length of every hidden sound, in samples: the longest card's public sound with the
    most silence before and after it."""
    longest = max(CARD[cid].values["duration"] for cid in CARD)
    frames = 0
    for cid in (c for c in CARD if CARD[c].values["duration"] == longest):
        with wave.open(io.BytesIO(wav(cid))) as src:
            frames = max(frames, src.getnframes())
    return frames + (LEAD_MS[1] + TAIL_MS[1]) * rate // 1000 + 1


@lru_cache(maxsize=32)  # a pupil plays his card again and again: the same bytes, made once
def private_wav(card_id: str, key: str) -> bytes:
    """The card's sound for one opaque address `key`: the public file's samples after some
    silence, delayed by a fraction of a sample (an exact, band-limited delay: a phase shift of
    the spectrum), a little louder or softer, dithered, then silence (see the module's doc).
    Deterministic for (card, key); 1 … 3 ms a card (the public file is made once)."""
    import numpy as np

    with wave.open(io.BytesIO(wav(card_id))) as src:
        params = src.getparams()
        x = np.frombuffer(src.readframes(params.nframes), dtype="<i2").astype(np.float64)
    rng = _variation(card_id, key)
    rate = params.framerate
    lead = int(rng.integers(LEAD_MS[0] * rate // 1000, LEAD_MS[1] * rate // 1000 + 1))
    # Every hidden sound lasts as long as the longest card's, the rest near-silence: its
    # file's size told its Durée exactly (a hardening reviewer's find; by ear, it still shows).
    tail = hidden_frames(rate) - lead - len(x)
    delay = rng.uniform(*DELAY)
    gain = 10 ** (rng.choice((-1.0, 1.0)) * rng.uniform(*GAIN_DB) / 20)
    n = lead + len(x) + tail
    size = _odd_fast_size(n)  # the padding is silence, cut off after
    spectrum = np.fft.rfft(x, size)
    spectrum *= np.exp(-2j * np.pi * np.fft.rfftfreq(size) * (lead + delay))
    y = gain * np.fft.irfft(spectrum, size)[:n]
    y += rng.uniform(-0.5, 0.5, n) + rng.uniform(-0.5, 0.5, n)  # TPDF dither, ±1 LSB
    pcm = np.clip(np.round(y), -32768, 32767).astype("<i2")
    out = io.BytesIO()
    with wave.open(out, "wb") as dst:
        dst.setparams(params)
        dst.writeframes(pcm.tobytes())
    return out.getvalue()


def _wav_response(data: bytes, cache: str) -> HttpResponse:
    response = HttpResponse(data, content_type="audio/wav")
    response["Cache-Control"] = cache
    response["Content-Length"] = str(len(data))
    response["X-Content-Type-Options"] = "nosniff"
    return response


@require_safe
def card_sound(request: HttpRequest, version: str, card_id: str) -> HttpResponse:
    """A card's sound where its values are shown anyway: the same file for everybody."""
    if card_id not in CARD:
        raise Http404
    return _wav_response(wav(card_id), PUBLIC_CACHE)


@require_safe
@gate.guarded
def opaque_sound(request: HttpRequest, code: str, token: str) -> HttpResponse:
    """A hidden card's sound (« à l'oreille »), for the seat this browser shows now."""
    table = gate.table_for(request, code)  # a stranger at a class's table hears nothing
    if table.game != SLUG or len(token) != 32:
        raise Http404
    rules = services.rules_for(table)
    state = rules.from_json(table.state)
    stage = rules.observation(state, None).get("stage") or {}
    acting = set(stage.get("must", ())), set(stage.get("may", ()))
    view = access.current_view(request, table, acting)
    seats = [view.seat] if view.seat is not None else []
    for seat in (*seats, None):  # the seat on screen, and what anyone at the table may hear
        obs = rules.observation(state, seat)
        for slot in hidden_slots(obs):
            expected = make_token(table.code, obs.get("round", 0), obs.get("trick", 0), slot, seat)
            if hmac.compare_digest(expected, token):
                card = rules.card_at(state, seat, slot)
                if card is None:
                    raise Http404
                return _wav_response(private_wav(card, token), PRIVATE_CACHE)
    raise Http404
