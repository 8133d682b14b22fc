"""What may be laid on what (SO-sheet-11…30, SO-3, SO-4, SO-9), and why not, in a child's words.

Also the pitch-reading evidence of « Solo en notes » (the number cards read as notes): note facts
come from `theory`, never from music21 directly.
"""

from __future__ import annotations

from games.engine import IllegalAction, LearningEvent
from games.engine.evidence import forced, weighed
from games.engine.whys import both
from theory import generic_interval

from .cards import CARDS, DRAWS, NUMBER
from .rules_state import State
from .rules_text import PITCHES, say

PITCH_READ = "pitch.read"
# A refused number card one staff step, or one line / one space, from the top's note.
MISREADINGS = {2: "pitch.step-off", 3: "pitch.third-off"}


def identical(cid: str, other: str) -> bool:
    """SO-3: same colour and same value or symbol; black cards the same symbol."""
    return CARDS[cid].face == CARDS[other].face


def fits(state: State, cid: str) -> bool:
    """May the player on turn lay this card now?"""
    c, top = CARDS[cid], CARDS[state.top]
    if state.stack:  # SO-4: a pending stack is answered like by like only
        return c.kind == top.kind and c.kind in DRAWS
    if c.black or state.colour is None:  # SO-9 jokers; SO-1 black opening; SO-ours-4
        return True
    if c.colour == state.colour:
        return True
    if c.kind == NUMBER:
        return top.kind == NUMBER and c.value == top.value
    return c.kind == top.kind  # the same action symbol


def can_lay(state: State, seat: int) -> bool:
    """SO-sheet-14: a player draws only when nothing in his hand can be laid."""
    return any(fits(state, c) for c in state.hands[seat])


def card_field(state: State, cid: str) -> tuple:
    return ("card", cid, state.options.notes)


def why_not(state: State, seat: int, cid: str) -> IllegalAction:
    """The refusal of a card that does not fit, with its pitch-reading evidence (notes)."""
    fields = {"card": card_field(state, cid), "top": card_field(state, state.top)}
    if state.stack:  # SO-4: like by like, whatever the colour
        code, fields["count"] = "stack-pending", state.stack
        fields["kind"] = ("kind", CARDS[state.top].kind)
    elif CARDS[state.top].black:
        asked = {"colour": ("colour", state.colour), "colour_f": ("colour_f", state.colour)}
        code, fields = "colour-asked", {**fields, **asked}
    else:  # the top's own number or symbol named: « le même chiffre (7) », « un autre Passer »
        code, fields["colour"] = "not-matching", ("colour", state.colour)
        top = CARDS[state.top]
        fields["value"] = top.value
        if top.kind != NUMBER:
            fields["kind"] = ("kind", top.kind)
    text = code
    if code == "not-matching":
        text = "not-matching-action" if "kind" in fields else code
        text = f"{code}-notes" if text == code and state.options.notes else text
    elif code == "stack-pending" and CARDS[state.top].black:
        text = "stack-pending-black"  # a black card has no colour to discount
    why = say(text, **fields)
    if state.drawn is None and not can_lay(state, seat):
        # What this hand can do: a child told « the same colour or a black card » when she
        # has neither went on trying her cards (a reviewer counted 4,197 such refusals).
        why = both(why, say("stack-none" if state.stack else "nothing-fits"))
    learning = reading(state, seat, cid, correct=False)
    return IllegalAction(code, why, (PITCH_READ,) if learning else (), learning)


def reading_choices(state: State, seat: int) -> tuple[int, int]:
    """The reading choices of the player on turn (issue 18): the distinct number cards of
    another colour than the top number card that they may try (only the card just drawn, after a
    draw, SO-2), and how many of them read the same note. A same-colour card or a joker fits
    by its colour: no reading is asked of it, so it is no choice here."""
    top = CARDS[state.top]
    hand = [state.drawn] if state.drawn is not None else state.hands[seat]
    faces = {CARDS[c].face: CARDS[c] for c in hand}.values()
    other = [c for c in faces if c.kind == NUMBER and c.colour != top.colour]
    return len(other), sum(c.value == top.value for c in other)


def reading(state: State, seat: int, cid: str, correct: bool) -> tuple[LearningEvent, ...]:
    """« Solo en notes »: laying a number card of another colour on a number card is reading
    two notes; one event per decision, none without the option or when colour decided it. It
    says its choices (`games.engine.evidence`): the only reading card that fits is a forced
    move (each refusal of the others said why), logged but not counted."""
    c, top = CARDS[cid], CARDS[state.top]
    if not state.options.notes or state.stack or c.kind != NUMBER or top.kind != NUMBER:
        return ()
    if c.colour == top.colour:
        return ()
    pitch, against = PITCHES[c.value], PITCHES[top.value]
    size = abs(generic_interval(against, pitch))
    mis = None if correct else MISREADINGS.get(size)
    event = LearningEvent(seat, PITCH_READ, correct, {"pitch": pitch, "top": against}, mis)
    options, fitting = reading_choices(state, seat)
    if not fitting:  # no card to read right this turn: its misses alone would only sink it
        return (forced(event, state.options.hints),)
    return (weighed(event, options, fitting, state.options.hints),)


def quick_refusal(state: State, seat: int, cid: str) -> IllegalAction:
    """A quick discard that is not (or no longer) identical: kindly, and too late if it was."""
    fields = {"card": card_field(state, cid), "top": card_field(state, state.top)}
    late = len(state.discard) > 1 and identical(cid, state.discard[-2])
    code = "quick-too-late" if late else "quick-not-identical"
    learning = () if late else quick_reading(state, seat, cid, correct=False)
    return IllegalAction(code, say(code, **fields), (PITCH_READ,) if learning else (), learning)


def quick_reading(state: State, seat: int, cid: str, correct: bool) -> tuple[LearningEvent, ...]:
    """« Solo en notes »: a quick discard of a number card on a number card of its colour is
    reading two notes as the same, right or wrong alike (a reviewer saw only the wrong ones
    filed: a quick pupil's grade could only go down). Another colour is seen at a glance."""
    c, top = CARDS[cid], CARDS[state.top]
    if not (state.options.notes and c.kind == top.kind == NUMBER and c.colour == top.colour):
        return ()
    size = abs(generic_interval(PITCHES[top.value], PITCHES[c.value]))
    detail = {"pitch": PITCHES[c.value], "top": PITCHES[top.value], "quick": True}
    event = LearningEvent(
        seat, PITCH_READ, correct, detail, None if correct else MISREADINGS.get(size)
    )
    # out of turn, any number card of the top's colour might be the identical one
    faces = {CARDS[x].face: CARDS[x] for x in state.hands[seat]}.values()
    numbers = [x for x in faces if x.kind == NUMBER and x.colour == top.colour]
    same = sum(x.face == top.face for x in numbers)
    # the twin picked at once among other cards of its colour is a decision (the classroom's
    # `first_try`); after a refused one, found by elimination, it is not
    return (weighed(event, len(numbers), same, state.options.hints),)
