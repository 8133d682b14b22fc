"""Judging one card laid (in or out of turn) or one draw: either the learning events of a right
decision, or an IllegalAction with its code, a child's explanation and concept tags."""

from __future__ import annotations

from games.engine import IllegalAction, LearningEvent
from games.engine.evidence import forced, weighed
from games.engine.whys import both
from theory import NO_WRAP, explain_scale_next, misses_the_wrap

from .cards import ACCIDENTALS, BEMOL, CARDS, NOTE, PAUZA, Card
from .rules_judge import (
    DEMAND_CONCEPT,
    NEXT,
    OPENING,
    OVAL,
    PREV,
    RUN,
    RUN_START,
    demanded_note,
    distinct_faces,
    flat_window,
    follows,
    may_draw,
    may_end_run,
    rest_allowed,
    situation,
    turn_lays,
)
from .rules_state import FLAT, SHARP, State
from .rules_text import demand_why, say, theory_why

WRONG_DIRECTION = "scale.wrong-direction"
SAME_NOTE_OTHER_COLOUR = "scale.same-note-other-colour"
SKIP = "scale.skip"  # the note after the next one laid
NO_STEP = "scale.no-step"  # after ♭ or ♯, the note under it laid again
ACCIDENTAL_CONCEPT = {
    BEMOL: "accidental.flat",
    "diez": "accidental.sharp",
    "becar": "accidental.natural",
}


def _refuse(code, why, concepts=(), learning=()) -> IllegalAction:
    return IllegalAction(code, why, tuple(concepts), tuple(learning))


def _learn(seat, concept, correct, misconception=None, **detail) -> LearningEvent:
    return LearningEvent(seat, concept, correct, detail, misconception)


# ---------------------------------------------------------------- right moves


def follow_learning(seat: int, top: Card, c: Card) -> LearningEvent:
    """GA-3: the next note up shows the scale; otherwise the colour was followed. The next note
    in the same colour credits the colour, the plainest to see (issue 18), the scale `also`."""
    if c.name == NEXT[top.name] and c.colour != top.colour:
        return _learn(seat, "scale.next", True, top=top.id, played=c.id)
    also = ["scale.next"] if c.name == NEXT[top.name] else []
    return _learn(seat, "colour.same", True, top=top.id, played=c.id, also=also)


def _accidental_learning(state: State, seat: int, c: Card) -> list[LearningEvent]:
    if c.kind == PAUZA:
        return [_learn(seat, "rest.quarter", True, top=state.pile[-1])]
    under = CARDS[state.pile[-1]].name
    note = demanded_note(c.kind, under)
    return [_learn(seat, ACCIDENTAL_CONCEPT[c.kind], True, under=under, note=note)]


# ---------------------------------------------------------------- refusals


def _demand_refusal(state: State, seat: int, c: Card) -> None:
    """GA-2 (the opening Do) and GA-4 (the note a ♭ / ♯ / ♮ calls for), any colour."""
    d = state.demand
    kind = d["type"]
    concept = DEMAND_CONCEPT[kind]
    if c.kind != NOTE:
        if kind == "do":
            raise _refuse("opening-do", say("opening-do"), (concept,))
        rule = both(demand_why(d), say("accidental-on-demand"))
        raise _refuse("accidental-on-demand", rule, ("rules.accidental", concept))
    if c.name == d["note"]:
        return
    detail = {"played": c.id, "note": d["note"]}
    if kind == "do":
        learn = _learn(seat, concept, False, None, **detail)
        raise _refuse("opening-do", say("opening-do"), (concept,), (learn,))
    under = d["under"]
    mis = None
    if kind == SHARP:
        why = both(say("sharp-rule"), theory_why(explain_scale_next, under, c.name, 1))
        mis = WRONG_DIRECTION if c.name == PREV[under] else NO_STEP if c.name == under else None
    elif kind == FLAT:
        why = both(say("flat-rule"), theory_why(explain_scale_next, under, c.name, -1))
        mis = WRONG_DIRECTION if c.name == NEXT[under] else NO_STEP if c.name == under else None
    else:
        why = say(
            "natural-rule", under=("name", under), note=("name", under), played=("name", c.name)
        )
    way = {SHARP: 1, FLAT: -1}.get(kind)
    if mis is None and way is not None and misses_the_wrap(under, c.name, way):
        mis = NO_WRAP  # ♯ on Si or ♭ on Do: the scale goes round (issue 18)
    learn = _learn(seat, concept, False, mis, under=under, **detail)
    raise _refuse("demand-not-met", why, (concept,), (learn,))


def _follow_refusal(seat: int, top: Card, c: Card) -> None:
    """GA-3 / GA-sheet-8: not the same note in another colour, not the note below."""
    if follows(top, c):
        return
    nxt = NEXT[top.name]
    mis = None
    if c.name == top.name:
        mis = SAME_NOTE_OTHER_COLOUR
    elif c.name == PREV[top.name]:
        mis = WRONG_DIRECTION
    elif c.name == NEXT[nxt]:
        mis = SKIP  # on any note: Si → Ré as Fa → La (a reviewer saw Si → Mi told « no-wrap »)
    detail = {"top": top.id, "played": c.id}
    learning = (
        _learn(seat, "scale.next", False, mis, **detail),
        _learn(seat, "colour.same", False, None, **detail),
    )
    rule = say(
        "not-following",
        card=("card", c.id),
        top=("card", top.id),
        card_colour=("card-colour", top.colour),
        a_next=("a-name", nxt),
    )
    if mis is not None:
        rule = both(rule, theory_why(explain_scale_next, top.name, c.name, 1))
    raise _refuse("not-following", rule, ("scale.next", "colour.same"), learning)


def _flat_out_of_turn(state: State, seat: int, c: Card) -> list[LearningEvent]:
    """GA-sheet-9: a ♭ at any time once the Do is down, in or out of turn (option: own turn)."""
    if c.kind != BEMOL:
        # « only a ♭ » is said only while a ♭ could go down now: else it would send her to try one.
        flat_now = flat_window(state) and not state.options.flat_own_turn_only
        code = "not-your-turn-flat" if flat_now else "not-your-turn"
        raise _refuse("not-your-turn", say(code))
    if state.options.flat_own_turn_only:
        raise _refuse("flat-own-turn-only", say("flat-own-turn-only"), ("rules.accidental",))
    if state.run is not None:
        raise _refuse("run-blocks-everyone", say("run-blocks-everyone"), ("rules.rest",))
    if not state.opened:
        raise _refuse("flat-before-do", say("flat-before-do"), ("rules.accidental",))
    if state.demand is not None:
        rule = both(demand_why(state.demand), say("accidental-on-demand"))
        raise _refuse("accidental-on-demand", rule, ("rules.accidental",))
    if state.oval_draw:
        rule = both(say("oval-pending", count=state.oval_draw), say("accidental-on-oval"))
        raise _refuse("accidental-on-oval", rule, ("rules.oval",))
    assert flat_window(state)
    return _accidental_learning(state, seat, c)


def _judge_play(state: State, seat: int, c: Card) -> list[LearningEvent]:
    """Raise IllegalAction if `seat` may not lay card c now; else its learning events."""
    if seat != state.turn:
        return _flat_out_of_turn(state, seat, c)
    sit = situation(state)
    if sit == OPENING or state.demand is not None:
        _demand_refusal(state, seat, c)
        concept = DEMAND_CONCEPT[state.demand["type"]]
        detail = {"played": c.id, "note": state.demand["note"]}
        if sit != OPENING:
            detail["under"] = state.demand["under"]
        return [_learn(seat, concept, True, **detail)]
    if sit == OVAL:  # GA-6
        if c.oval:
            return [_learn(seat, "rules.oval", True, played=c.id, draw=state.oval_draw + 2)]
        code = "oval-pending" if c.kind == NOTE else "accidental-on-oval"
        rule = say("oval-pending", count=state.oval_draw)
        if c.kind != NOTE:
            rule = both(rule, say("accidental-on-oval"))
        raise _refuse(code, rule, ("rules.oval",))
    if sit in (RUN_START, RUN):  # GA-4: the rest's run, note cards only
        if c.kind != NOTE:
            raise _refuse("run-notes-only", say("run-notes-only"), ("rules.rest",))
        if sit == RUN_START:
            return [_learn(seat, "rest.run", True, played=c.id)]
        top = CARDS[state.pile[-1]]
        _follow_refusal(seat, top, c)
        return [follow_learning(seat, top, c)]
    top = CARDS[state.pile[-1]]
    if c.kind == NOTE:
        _follow_refusal(seat, top, c)
        return [follow_learning(seat, top, c)]
    if c.kind == PAUZA and not rest_allowed(state.hands[seat]):
        raise _refuse("rest-needs-note", say("rest-needs-note"), ("rules.rest",))
    assert c.kind in (*ACCIDENTALS, PAUZA)
    return _accidental_learning(state, seat, c)


def _judge_draw(state: State, seat: int) -> list[LearningEvent]:
    """GA-5: only a player who lacks what the game calls for draws; GA-6: an oval draw may be
    taken. Returns the learning events of a right draw, or raises."""
    sit = situation(state)
    if sit in (RUN_START, RUN):
        raise _refuse("no-draw-in-run", say("no-draw-in-run"), ("rules.rest",))
    if sit == OVAL:
        return [_learn(seat, "rules.oval", True, draw=state.oval_draw)]
    lays = turn_lays(state, seat)
    d = state.demand
    concept = DEMAND_CONCEPT[d["type"]] if d is not None else "scale.next"
    if not lays:
        return [_learn(seat, concept, True, draw=1)]
    first = next((a for a in lays if CARDS[a.cards[0]].kind == NOTE), lays[0]).cards[0]
    c = CARDS[first]
    if state.demand is None and c.kind == NOTE:
        concept = follow_learning(seat, CARDS[state.pile[-1]], c).concept
    elif state.demand is None:
        concept = ACCIDENTAL_CONCEPT.get(c.kind, "rest.quarter")
    learn = _learn(seat, concept, False, None, could_play=first)
    if state.options.hints:
        why = say("cannot-draw-hint", card=("card", first))
    else:
        why = say("cannot-draw-can-play")
    raise _refuse("cannot-draw-can-play", why, (concept,), (learn,))


# ---------------------------------------------------------------- how much each event tells

# Right by construction (issue 18): a ♭ ♯ ♮ or rest laid is always accepted (the note it calls
# for is the test), the first note of a rest's run may be any note, and an oval may always be
# laid on an oval or its draw taken. Such events stay in the log, never counted as decisions.
CANNOT_BE_WRONG = frozenset(
    {*ACCIDENTAL_CONCEPT.values(), "rest.quarter", "rest.run", "rules.oval"}
)


def turn_choices(state: State, seat: int) -> tuple[int, int]:
    """The choices of the player on turn: each distinct card in hand and the draw (or the end
    of a run), and how many of them the rules accept (GA-3…GA-6)."""
    lays = turn_lays(state, seat)
    options = len(distinct_faces(state.hands[seat])) + 1
    other = may_end_run(state, seat) if state.run is not None else may_draw(state, seat, lays)
    return options, len(lays) + bool(other)


def _weigh(state: State, seat: int, judge, *args) -> list[LearningEvent]:
    """`judge`'s events (or its refusal's), stamped with the turn's evidence."""
    hinted = state.options.hints
    if seat != state.turn:  # GA-sheet-9: a ♭ out of turn, never wrong once accepted
        return [forced(e, hinted) for e in judge(state, seat, *args)]
    options, fitting = turn_choices(state, seat)
    try:
        learning = judge(state, seat, *args)
    except IllegalAction as refusal:
        # Its rights never count (a concept that cannot be wrong, or a turn where only the
        # draw was right, the draw being forced): its misses alone would only sink it.
        sinks = not turn_lays(state, seat)
        refusal.learning = tuple(
            forced(e, hinted)
            if sinks or e.concept in CANNOT_BE_WRONG
            else weighed(e, options, fitting, hinted)
            for e in refusal.learning
        )
        raise
    if fitting >= options or (judge is _judge_draw and fitting == 1):
        # Every choice fits, or a draw with nothing to lay (issue 18): the draw fitted alone,
        # and a first try would otherwise make it a decision (the classroom's `first_try`).
        return [forced(e, hinted) for e in learning]
    return [
        forced(e, hinted)
        if e.correct and e.concept in CANNOT_BE_WRONG
        else weighed(_plain(e), options, fitting, hinted, e.detail.get("also", ()))
        for e in learning
    ]


def _plain(e: LearningEvent) -> LearningEvent:
    detail = {k: v for k, v in e.detail.items() if k != "also"}
    return LearningEvent(e.seat, e.concept, e.correct, detail, e.misconception)


def check_play(state: State, seat: int, c: Card) -> list[LearningEvent]:
    """Raise IllegalAction if `seat` may not lay card c now; else its weighed learning events."""
    return _weigh(state, seat, _judge_play, c)


def check_draw(state: State, seat: int) -> list[LearningEvent]:
    """Raise IllegalAction if `seat` may not draw now; else its weighed learning events."""
    return _weigh(state, seat, _judge_draw)
