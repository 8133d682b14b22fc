"""The deck of Clé de Sol (CS-1) and the cards' faces.

A card id names its face, plus a copy number where the deck holds identical cards:
"N:C4:quarter" (Note), "R:quarter:2" (Rythme), "H:C" (Hauteur), "I:3:7" (Intervalle tierce),
"M:4" (Musicien), "S:soupir:1" / "S:demi-pause:2" (Silence), "P:1" (Reprise).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from theory import EXTENDED_RANGE, GAME_RANGE, NAMES, RHYTHMS, name_of

NOTE, RYTHME, HAUTEUR = "note", "rythme", "hauteur"
INTERVALLE, MUSICIEN, SILENCE, REPRISE = "intervalle", "musicien", "silence", "reprise"
PILE_A_KINDS = frozenset({NOTE, RYTHME, HAUTEUR})  # CS-sheet-8, CS-5
SOUPIR, DEMI_PAUSE = "soupir", "demi-pause"

# CS-sheet-12…14, CS-14: what a card left in hand costs at the end of a round.
POINTS = {NOTE: 5, RYTHME: 5, HAUTEUR: 5, SILENCE: 10, REPRISE: 10, INTERVALLE: 15, MUSICIEN: 15}

# CS-1: how many of each non-Note card.
RYTHME_COPIES = {"16th": 2, "eighth": 2, "quarter": 3, "half": 3}  # CS-sheet-18
INTERVALLE_COPIES = {3: 10, 4: 5, 5: 5}  # CS-sheet-17
SILENCE_COPIES = {SOUPIR: 3, DEMI_PAUSE: 2}  # CS-sheet-21
MUSICIEN_COPIES = 9  # CS-sheet-19
REPRISE_COPIES = 3  # CS-sheet-22
INTERVAL_WORDS = {3: "tierce", 4: "quarte", 5: "quinte"}

# CS-2: durations in sixteenths (en binaire), for exact integer sums.
UNITS = {"16th": 1, "eighth": 2, "quarter": 4, "half": 8}
DEMANDS = (*NAMES, *RHYTHMS)  # CS-7: a Musicien names a pitch name or a rhythm


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    kind: str
    face: str  # the id without its copy number: identical cards share it
    pitch: str | None = None  # Note
    name: str | None = None  # Note, Hauteur
    rhythm: str | None = None  # Note, Rythme
    size: int | None = None  # Intervalle
    silence: str | None = None  # Silence

    @property
    def points(self) -> int:
        return POINTS[self.kind]

    @property
    def pile(self) -> str:
        return "A" if self.kind in PILE_A_KINDS else "B"

    def to_json(self) -> dict:
        data: dict = {"id": self.id, "kind": self.kind, "points": self.points}
        for key in ("pitch", "name", "rhythm", "size", "silence"):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        return data


def _build_cards() -> dict[str, Card]:
    cards: list[Card] = []
    for pitch in EXTENDED_RANGE:
        for rhythm in RHYTHMS:
            cid = f"N:{pitch}:{rhythm}"
            cards.append(Card(cid, NOTE, cid, pitch=pitch, name=name_of(pitch), rhythm=rhythm))
    for rhythm, copies in RYTHME_COPIES.items():
        for k in range(1, copies + 1):
            cards.append(Card(f"R:{rhythm}:{k}", RYTHME, f"R:{rhythm}", rhythm=rhythm))
    for name in NAMES:
        cards.append(Card(f"H:{name}", HAUTEUR, f"H:{name}", name=name))
    for size, copies in INTERVALLE_COPIES.items():
        for k in range(1, copies + 1):
            cards.append(Card(f"I:{size}:{k}", INTERVALLE, f"I:{size}", size=size))
    for k in range(1, MUSICIEN_COPIES + 1):
        cards.append(Card(f"M:{k}", MUSICIEN, "M"))
    for kind, copies in SILENCE_COPIES.items():
        for k in range(1, copies + 1):
            cards.append(Card(f"S:{kind}:{k}", SILENCE, f"S:{kind}", silence=kind))
    for k in range(1, REPRISE_COPIES + 1):
        cards.append(Card(f"P:{k}", REPRISE, "P"))
    return {c.id: c for c in cards}


CARDS: dict[str, Card] = _build_cards()


@cache
def deck(note_cards: int = 52) -> tuple[str, ...]:
    """CS-1: the card ids of a deck, 106 cards (52 Notes C4–A5) or 110 (56 Notes C4–B5)."""
    if note_cards not in (52, 56):
        raise ValueError("note_cards is 52 (C4–A5, the default) or 56 (C4–B5)")
    pitches = set(GAME_RANGE if note_cards == 52 else EXTENDED_RANGE)
    return tuple(cid for cid, c in CARDS.items() if c.kind != NOTE or c.pitch in pitches)


def card(cid: str) -> Card:
    return CARDS[cid]


def hand_points(ids) -> int:
    """CS-14: the points of the cards left in a hand."""
    return sum(POINTS[CARDS[c].kind] for c in ids)
