"""The deck of Solo (SO-sheet-1…4, SO-1): 112 cards, and what each one is worth (SO-7).

A card id names its face plus a copy number where the deck holds identical cards:
"rouge-5-1", "rouge-5-2" (number cards, two of each value in each colour), "bleu-passer-1",
"jaune-sens-2", "vert-plus2-1", "rouge-echange-1" (one per colour), "noir-couleur-3",
"noir-plus4-1", "noir-tournant-4". Colours and kinds keep the sheet's French words.
"""

from __future__ import annotations

from dataclasses import dataclass

COLOURS = ("rouge", "vert", "bleu", "jaune")
BLACK = "noir"

NUMBER = "nombre"
SKIP = "passer"  # Passer son tour (Z)
REVERSE = "sens"  # Changement de sens
DRAW2 = "plus2"  # Piocher 2
SWAP = "echange"  # Échange de cartes avec un joueur (coloured)
WILD = "couleur"  # Choix de couleur (black)
DRAW4 = "plus4"  # Piocher 4 + choix de couleur (black)
ROTATE = "tournant"  # Échange de cartes tournant (black)

COLOURED_ACTIONS = (SKIP, REVERSE, DRAW2, SWAP)
BLACK_ACTIONS = (WILD, DRAW4, ROTATE)
NAMES_COLOUR = (WILD, DRAW4)  # their player names a colour (SO-sheet-25, 27)
DRAWS = {DRAW2: 2, DRAW4: 4}  # SO-4: a pending stack grows by this much per card

# SO-sheet-1…4: copies per colour (coloured kinds) or in all (black kinds).
COPIES = {NUMBER: 2, SKIP: 2, REVERSE: 2, DRAW2: 2, SWAP: 1, WILD: 4, DRAW4: 4, ROTATE: 4}
# SO-7 / SO-sheet-37…44: what a card left in hand adds to its holder's total.
POINTS = {REVERSE: 10, SKIP: 20, DRAW2: 30, SWAP: 30, ROTATE: 40, WILD: 40, DRAW4: 50}


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    kind: str
    colour: str  # one of COLOURS, or BLACK
    face: str  # the id without its copy number: identical cards share it (SO-3)
    value: int | None = None  # number cards: 1…9

    @property
    def black(self) -> bool:
        return self.colour == BLACK

    @property
    def points(self) -> int:
        return self.value if self.kind == NUMBER else POINTS[self.kind]

    def to_json(self) -> dict:
        data = {"id": self.id, "kind": self.kind, "colour": self.colour, "points": self.points}
        if self.value is not None:
            data["value"] = self.value
        return data


def _build() -> dict[str, Card]:
    cards: list[Card] = []
    for colour in COLOURS:
        for value in range(1, 10):
            face = f"{colour}-{value}"
            cards += [Card(f"{face}-{k}", NUMBER, colour, face, value) for k in (1, 2)]
        for kind in COLOURED_ACTIONS:
            face = f"{colour}-{kind}"
            cards += [Card(f"{face}-{k}", kind, colour, face) for k in range(1, COPIES[kind] + 1)]
    for kind in BLACK_ACTIONS:
        face = f"{BLACK}-{kind}"
        cards += [Card(f"{face}-{k}", kind, BLACK, face) for k in range(1, COPIES[kind] + 1)]
    return {c.id: c for c in cards}


CARDS: dict[str, Card] = _build()
DECK: tuple[str, ...] = tuple(CARDS)  # the 112 ids, in a fixed order
assert len(DECK) == 112  # SO-1


def card(cid: str) -> Card:
    return CARDS[cid]


def hand_points(hand) -> int:
    """SO-7: the value of the cards left in a hand."""
    return sum(CARDS[c].points for c in hand)
