"""The deck of Gama (GA-1) and the cards' faces.

A card id names its face, plus a copy number where the deck holds identical cards:
"N:C:rosu:1" and "N:C:rosu:2" (note cards: two of each note in each colour), "N:G:rosu:oval"
(the oval card: one Sol and one Re of each colour carry the oval, the other copy is "N:G:rosu:1"),
"bemol:1" … "bemol:4", "diez:k", "becar:k" and "pauza:k" (the pauză de pătrime).
Colours and card kinds keep the sheet's Romanian words; the pages translate them.
"""

from __future__ import annotations

from dataclasses import dataclass

from theory import NAMES

NOTE, BEMOL, DIEZ, BECAR, PAUZA = "note", "bemol", "diez", "becar", "pauza"
ACCIDENTALS = (BEMOL, DIEZ, BECAR)  # GA-4: laid on a note card, they block and demand a note
KINDS = (NOTE, *ACCIDENTALS, PAUZA)
COLOURS = ("rosu", "galben", "verde", "albastru")  # GA-1: roșu, galben, verde, albastru
OVAL_NAMES = ("G", "D")  # GA-ours-2: one Sol and one Re of each colour carry the oval
NOTE_COPIES = 2  # GA-ours-1: 4 colours × 7 notes × 2 = 56 note cards
SPECIAL_COPIES = 4  # GA-ours-3: 4 ♭, 4 ♯, 4 ♮, 4 pauză de pătrime

# GA-ours-4: a shape per colour, printed beside the note, for colour-blind pupils.
COLOUR_SYMBOLS = {"rosu": "●", "galben": "▲", "verde": "■", "albastru": "◆"}
KIND_SYMBOLS = {BEMOL: "♭", DIEZ: "♯", BECAR: "♮", PAUZA: "𝄽"}


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    kind: str
    face: str  # the id without its copy number: identical cards share it
    name: str | None = None  # note cards: "C" … "B"
    colour: str | None = None  # note cards
    oval: bool = False  # GA-6: the next player draws 2

    @property
    def points(self) -> int:
        """GA-8: a card left in hand counts 1, whatever it is."""
        return 1

    @property
    def is_note(self) -> bool:
        return self.kind == NOTE

    @property
    def symbol(self) -> str:
        return COLOUR_SYMBOLS[self.colour] if self.kind == NOTE else KIND_SYMBOLS[self.kind]

    def to_json(self) -> dict:
        data: dict = {"id": self.id, "kind": self.kind, "points": self.points}
        if self.kind == NOTE:
            data.update(name=self.name, colour=self.colour, oval=self.oval)
        data["symbol"] = self.symbol
        return data


def _build_cards() -> dict[str, Card]:
    cards: list[Card] = []
    for colour in COLOURS:
        for name in NAMES:
            face = f"N:{name}:{colour}"
            for k in range(1, NOTE_COPIES + 1):
                if name in OVAL_NAMES and k == NOTE_COPIES:
                    oval = f"{face}:oval"
                    cards.append(Card(oval, NOTE, oval, name=name, colour=colour, oval=True))
                else:
                    cards.append(Card(f"{face}:{k}", NOTE, face, name=name, colour=colour))
    for kind in (*ACCIDENTALS, PAUZA):
        for k in range(1, SPECIAL_COPIES + 1):
            cards.append(Card(f"{kind}:{k}", kind, kind))
    return {c.id: c for c in cards}


CARDS: dict[str, Card] = _build_cards()
DECK: tuple[str, ...] = tuple(CARDS)  # GA-1: 72 cards


def card(cid: str) -> Card:
    return CARDS[cid]


def deck() -> tuple[str, ...]:
    """GA-1: the 72 card ids."""
    return DECK


def hand_points(ids) -> int:
    """GA-8: the number of cards left in a hand."""
    return len(ids)
