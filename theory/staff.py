"""Where a note sits on the treble staff, as the pitch memo says (CS-sheet-59).

Lines from the bottom: Mi Sol Si Ré Fa (E4 G4 B4 D5 F5); spaces: Fa La Do Mi (F4 A4 C5 E5).
Do grave (C4) on the first ledger line below, Ré grave (D4) in the space below the staff, Sol aigu
(G5) in the space above; La aigu (A5) on the first ledger line above, Si aigu (B5) just over it.
Numbers count from the bottom line E4 = line 1, F4 = space 1 (between lines 1 and 2), so D4 is
space 0, C4 line 0, G5 space 5, A5 line 6, B5 space 6.
"""

from __future__ import annotations

from dataclasses import dataclass

from .constants import normalise_lang
from .tables import get
from .texts import ORDINALS, STAFF_PLACES

_BOTTOM_LINE = "E4"


@dataclass(frozen=True, slots=True)
class StaffPlace:
    """A note's place: on a line or in a space, numbered from the bottom line (E4 = line 1)."""

    kind: str  # "line" | "space"
    number: int  # line 1..5 inside the staff; 0 / 6 are ledger lines; spaces 0..6
    ledger: bool  # the note itself sits on a ledger line (C4, A5)
    ledger_lines: int  # ledger lines needed to write it (C4, A5, B5: 1)
    where: str  # "below" | "staff" | "above"

    def describe(self, lang: str) -> str:
        """A child's words for this place (see `describe_place`)."""
        return describe_place(self, lang)

    def key(self) -> str:
        """The STAFF_PLACES text key for this place."""
        if self.where == "staff":
            return self.kind
        if self.where == "below":
            return "ledger_below" if self.ledger else "space_below"
        if self.number == 5:
            return "space_above"
        return "ledger_above" if self.ledger else "above_ledger"


def staff_place(pitch: str) -> StaffPlace:
    """The memo's place of a pitch of EXTENDED_RANGE on the treble staff."""
    t = get()
    try:
        step = t.diatonic[pitch] - t.diatonic[_BOTTOM_LINE]
    except KeyError:
        raise ValueError(f"unknown pitch {pitch!r}") from None
    if step % 2 == 0:
        kind, number = "line", step // 2 + 1
    else:
        kind, number = "space", (step + 1) // 2
    ledger = kind == "line" and not 1 <= number <= 5
    if step < 0:
        where = "below"
    elif step > 8:  # above the top line F5
        where = "above"
    else:
        where = "staff"
    if where == "below":
        ledger_lines = (-step) // 2
    elif where == "above":
        ledger_lines = (step - 8) // 2
    else:
        ledger_lines = 0
    return StaffPlace(kind, number, ledger, ledger_lines, where)


def describe_place(place: StaffPlace, lang: str) -> str:
    """A child's words for a place: "sur la 2e ligne de la portée", "în spațiul dintre…"."""
    lang = normalise_lang(lang)
    template = STAFF_PLACES[lang][place.key()]
    ordinals = ORDINALS[lang]
    return template.format(
        ord=ordinals.get(place.number, ""), ord_next=ordinals.get(place.number + 1, "")
    )
