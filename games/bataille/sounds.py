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
  A few milliseconds of silence, different for each address, lead the sound, so its bytes
  cannot be matched against the public files of the 37 cards.
"""

from __future__ import annotations

import hashlib
import hmac
import io
import wave
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET

from games.bataille.cards import CARD
from games.tables import access, gate, services

SLUG = "bataille-des-sons"
PUBLIC_CACHE = "public, max-age=31536000, immutable"
PRIVATE_CACHE = "private, no-store"
MAX_LEAD_MS = 24  # the silence before an opaque sound: 1 … 24 ms, by its address


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


def with_lead_silence(data: bytes, key: str) -> bytes:
    """The same sound after 1 to MAX_LEAD_MS milliseconds of silence, drawn from `key`."""
    with wave.open(io.BytesIO(data)) as src:
        params = src.getparams()
        frames = src.readframes(params.nframes)
    # never 0 ms: the bytes must never be the public file's (one table in a few dozen was)
    lead_ms = 1 + int(hashlib.sha256(key.encode()).hexdigest()[:4], 16) % MAX_LEAD_MS
    lead = b"\x00" * (params.nchannels * params.sampwidth * (params.framerate * lead_ms // 1000))
    out = io.BytesIO()
    with wave.open(out, "wb") as dst:
        dst.setparams(params)
        dst.writeframes(lead + frames)
    return out.getvalue()


def _wav_response(data: bytes, cache: str) -> HttpResponse:
    response = HttpResponse(data, content_type="audio/wav")
    response["Cache-Control"] = cache
    response["Content-Length"] = str(len(data))
    response["X-Content-Type-Options"] = "nosniff"
    return response


@require_GET
def card_sound(request: HttpRequest, version: str, card_id: str) -> HttpResponse:
    """A card's sound where its values are shown anyway: the same file for everybody."""
    if card_id not in CARD:
        raise Http404
    return _wav_response(wav(card_id), PUBLIC_CACHE)


@require_GET
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
                return _wav_response(with_lead_silence(wav(card), token), PRIVATE_CACHE)
    raise Http404
