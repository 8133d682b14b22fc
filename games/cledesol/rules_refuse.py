"""Judging one card move or draw of the player whose turn it is: either the learning events of a
right decision, or an IllegalAction with its code, a child's explanation and concept tags."""

from __future__ import annotations

from games.engine import IllegalAction, LearningEvent
from games.engine.evidence import forced, weighed
from games.engine.tabletop import one_per_face
from games.engine.whys import both
from theory import (
    EXTENDED_RANGE,
    GAME_RANGE,
    explain_conjoint,
    explain_interval,
    explain_rhythm_sum,
    explain_same_name,
    explain_same_rhythm,
    misconception_interval,
)

from .cards import CARDS, DEMANDS, HAUTEUR, INTERVALLE, MUSICIEN, NOTE, RYTHME, UNITS, Card
from .rules_judge import (
    GENERIC,
    NAME_INTERVAL,
    by_kind,
    draw_count,
    follows,
    free_follows,
    interval_concept,
    interval_direction,
    lays,
    may_draw,
    meets_demand,
)
from .rules_state import State
from .rules_text import say, theory_why

RHYTHM_ORDER = ("16th", "eighth", "quarter", "half")
SEQUENCE = "rules.sequence"  # which card goes on which: its choices are the cards its kind decides
_faces = one_per_face(CARDS)


def _ref(c: Card) -> str:
    """The pitch of a Note, the name of a Hauteur: what `theory` counts from."""
    return c.pitch if c.kind == NOTE else c.name


def _range(state: State) -> tuple[str, ...]:
    return GAME_RANGE if state.options.note_cards == 52 else EXTENDED_RANGE


SUM_TOO_LONG = "rhythm.sum-too-long"  # the Notes together last longer than the Rythme
SUM_TOO_SHORT = "rhythm.sum-too-short"


def _refuse(code, why, concepts=(), learning=()) -> IllegalAction:
    return IllegalAction(code, why, tuple(concepts), tuple(learning))


def _learn(seat, concept, correct, misconception=None, **detail) -> LearningEvent:
    return LearningEvent(seat, concept, correct, detail, misconception)


# ---------------------------------------------------------------- right moves


def _note_relations(top: Card, c: Card) -> list[str]:
    """Every relation by which a Note follows a Note (CS-5), the plainest to see first: the
    rhythm is on the card, the name must be read, the step must be read on the staff."""
    out = ["rhythm.same"] if c.rhythm == top.rhythm else []
    if c.name == top.name:
        out.append("pitch.same-name")
    if abs(GENERIC[(top.pitch, c.pitch)]) == 2:
        out.append("pitch.conjoint")
    return out


def _follow_concept(top: Card, c: Card) -> str | None:
    """The music a legal single card showed (CS-5): for a Note on a Note, the plainest of the
    relations it meets (issue 18: a conjoint Note of the same rhythm credits the rhythm)."""
    if c.kind == NOTE and top.kind == NOTE:
        return (_note_relations(top, c) or ["rhythm.same"])[0]
    if c.kind == NOTE and top.kind == HAUTEUR or c.kind == HAUTEUR and top.kind == NOTE:
        return "pitch.same-name"
    if c.kind in (NOTE, RYTHME) and top.kind in (NOTE, RYTHME):
        return "rhythm.same"
    return None


def _read(seat: int, c: Card, correct: bool, **detail) -> list[LearningEvent]:
    """Issue 18, coverage: a Note laid by its name (on a Hauteur, for a Musicien's name, on a
    Note of the same name) shows whether the pupil read that very note on the staff."""
    if c.kind != NOTE:
        return []
    return [LearningEvent(seat, f"pitch.read.{c.pitch}", correct, detail)]


def _sequence(state: State, seat: int, c: Card, detail: dict) -> list[LearningEvent]:
    """Issue 18: a card its kind lets follow (an Intervalle on a Hauteur, a Silence on a Rythme)
    is a right `rules.sequence` decision only when the hand also held a card its kind forbids
    there: otherwise the pupil had no way to be wrong about which card goes on which."""
    p = state.pending
    free = bool(p and p["type"] == "free")
    if p and not free or not by_kind(CARDS[state.top_a], c, free):
        return []
    options, fitting = sequence_choices(state, seat)
    return [LearningEvent(seat, SEQUENCE, True, detail)] if options > fitting else []


def learning_for_lay(state: State, seat: int, cards: list[Card]) -> list[LearningEvent]:
    c = cards[-1]
    detail = {"top": state.top_a, "cards": [x.id for x in cards]}
    if len(cards) == 1:
        return _sequence(state, seat, c, dict(detail)) + _learning_for_card(state, seat, c, detail)
    return _learning_for_card(state, seat, c, detail, several=cards)


def _learning_for_card(
    state: State, seat: int, c: Card, detail: dict, several: list[Card] | None = None
) -> list[LearningEvent]:
    top = CARDS[state.top_a]
    p = state.pending
    if several:
        return [LearningEvent(seat, "rhythm.sum", True, detail)]
    if p and p["type"] == "interval" and c.kind in (NOTE, HAUTEUR):
        d = interval_direction(top, c, p["size"])
        return [LearningEvent(seat, interval_concept(p["size"], d), True, detail)]
    if p and p["type"] == "demand" and c.kind != MUSICIEN:
        if p["value"] in RHYTHM_ORDER:
            return [LearningEvent(seat, "rhythm.same", True, detail)]
        return [
            LearningEvent(seat, "pitch.same-name", True, detail),
            *_read(seat, c, True, **detail),
        ]
    if p and p["type"] == "free":
        return []
    concept = _follow_concept(top, c)
    read = _read(seat, c, True, **detail) if concept == "pitch.same-name" else []
    if concept and c.kind == NOTE and top.kind == NOTE:
        detail["also"] = _note_relations(top, c)[1:]
    return [LearningEvent(seat, concept, True, detail), *read] if concept else []


# ---------------------------------------------------------------- refusals


def _several(state: State, seat: int, cards: list[Card]) -> None:
    """CS-sheet-25, 39: several Notes, only on a Rythme, adding up exactly."""
    top = CARDS[state.top_a]
    if any(c.kind != NOTE for c in cards):
        raise _refuse("several-notes-only-notes", say("several-notes-only-notes"), ("rhythm.sum",))
    p = state.pending
    if p and p["type"] == "interval":
        _interval_refusal(state, seat, cards[-1], several=True)
    if p and p["type"] == "demand":
        raise _refuse("demand-not-met", _demand_rule(state, seat, p["value"]))
    if top.kind != RYTHME:
        learn = _learn(seat, "rhythm.sum", False, None, top=top.id)
        raise _refuse(
            "several-notes-only-on-rythme",
            say("several-notes-only-on-rythme"),
            ("rhythm.sum",),
            (learn,),
        )
    rhythms = [c.rhythm for c in cards]
    total = sum(UNITS[r] for r in rhythms)
    if total != UNITS[top.rhythm]:
        mis = SUM_TOO_LONG if total > UNITS[top.rhythm] else SUM_TOO_SHORT  # issue 18
        learn = _learn(seat, "rhythm.sum", False, mis, target=top.rhythm, rhythms=rhythms)
        why = theory_why(explain_rhythm_sum, rhythms, top.rhythm)
        raise _refuse("rhythm-sum-wrong", why, ("rhythm.sum",), (learn,))


def _interval_refusal(state: State, seat: int, c: Card, several: bool = False) -> None:
    """CS-6: only a Note or Hauteur at the interval; a Musicien only if he cannot; nothing else."""
    p = state.pending
    size = p["size"]
    top = CARDS[state.top_a]
    if several or c.kind not in (NOTE, HAUTEUR, MUSICIEN):
        raise _refuse("must-form-interval", _interval_rule(state, seat), ("rules.interval",))
    if c.kind == MUSICIEN:
        if p["drawn"]:
            raise _refuse("musicien-does-not-help", say("musicien-does-not-help"))
        if any(interval_direction(top, CARDS[x], size) for x in state.hands[seat]):
            raise _refuse("interval-can-be-formed", say("interval-can-be-formed"))
        return
    if interval_direction(top, c, size) is None:
        ref, played = _ref(top), _ref(c)
        if top.kind == NOTE and c.kind == NOTE:
            g = GENERIC[(top.pitch, c.pitch)]
            direction = 1 if g >= 0 else -1
        else:
            up, down = NAME_INTERVAL[(top.name, c.name, 1)], NAME_INTERVAL[(top.name, c.name, -1)]
            direction = 1 if abs(up - size) <= abs(down - size) else -1
        concept = interval_concept(size, direction)
        mis = misconception_interval(ref, played, size, None)
        learn = _learn(seat, concept, False, mis, ref=ref, played=played, size=size)
        why = theory_why(explain_interval, ref, played, size, None, pitch_range=_range(state))
        raise _refuse("interval-not-formed", why, (concept,), (learn,))


def _interval_rule(state: State, seat: int):
    """What an Intervalle asks of this hand: the interval (only the pitch counts: « Do aigu »,
    not « Do aigu noire »), or, when no card of the hand forms it, what to do instead."""
    p, top = state.pending, CARDS[state.top_a]
    ref = ("note", top.pitch) if top.kind == NOTE else ("name", top.name)
    fields = {"size": ("interval", p["size"]), "top": ref}
    hand = [CARDS[x] for x in state.hands[seat]]
    if any(interval_direction(top, c, p["size"]) for c in hand):
        return say("must-form-interval", **fields)
    if not p["drawn"] and any(c.kind == MUSICIEN for c in hand):
        return say("must-play-musicien")
    return say("cannot-form-interval", n=draw_count(state), **fields)


def _demand_rule(state: State, seat: int, value: str, music=None):
    """What a Musicien's demand asks: the cards that can give it, why the card laid does not
    (`music`), and, when the hand has none, the way out (draw, or another Musicien)."""
    rule = say(
        "demand-rhythm-asked" if value in RHYTHM_ORDER else "demand-name-asked",
        demand=("demand", value),
    )
    if music is not None:
        rule = both(rule, music)
    hand = [CARDS[x] for x in state.hands[seat]]
    if any(meets_demand(c, value) for c in hand):
        return rule
    way_out = "demand-none-musicien" if any(c.kind == MUSICIEN for c in hand) else "demand-none"
    return both(rule, say(way_out))


def _demand_refusal(state: State, seat: int, c: Card) -> None:
    """CS-7: the demand is met by one card naming it; another Musicien only if he cannot."""
    value = state.pending["value"]
    is_rhythm = value in RHYTHM_ORDER
    concept = "rhythm.same" if is_rhythm else "pitch.same-name"
    if c.kind == MUSICIEN:
        if any(meets_demand(CARDS[x], value) for x in state.hands[seat]):
            raise _refuse("must-meet-demand", say("must-meet-demand", demand=("demand", value)))
        return
    if meets_demand(c, value):
        return
    answers = (
        c.kind == NOTE or (c.kind == RYTHME and is_rhythm) or (c.kind == HAUTEUR and not is_rhythm)
    )
    if not answers:
        # An Intervalle, a Silence, a Rythme for a name…: no card of its kind gives the demand.
        # A mistake about which card goes on which, not about reading a name or a duration.
        learn = _learn(seat, SEQUENCE, False, None, demand=value, played=c.id)
        raise _refuse("demand-not-met", _demand_rule(state, seat, value), (SEQUENCE,), (learn,))
    if is_rhythm:
        music = theory_why(explain_same_rhythm, value, c.rhythm)
    else:
        music = theory_why(explain_same_name, value, _ref(c))
    rule = _demand_rule(state, seat, value, music)
    learn = _learn(seat, concept, False, None, demand=value, played=c.id)
    read = () if is_rhythm else _read(seat, c, False, demand=value, played=c.id)
    raise _refuse("demand-not-met", rule, (concept,), (learn, *read))


def _follow_refusal(state: State, seat: int, top: Card, c: Card) -> None:
    """CS-5 (pile A's top decides) or free play (CS-8, CS-9)."""
    p = state.pending
    if p and p["type"] == "free":
        if not free_follows(top, c):
            learn = _learn(seat, SEQUENCE, False, None, top=top.id, played=c.id)
            raise _refuse("intervalle-after-rythme", say("intervalle-after-rythme"), (), (learn,))
        return
    if follows(top, c):
        return
    t = top.kind
    fields = {"top": ("top", top.id), "card": ("card", c.id)}
    if c.kind in (NOTE, RYTHME) and t == RYTHME or c.kind == RYTHME and t == NOTE:
        learn = _learn(seat, "rhythm.same", False, None, top=top.id, played=c.id)
        why = theory_why(explain_same_rhythm, top.rhythm, c.rhythm)
        raise _refuse("not-same-rhythm", why, ("rhythm.same",), (learn,))
    if c.kind == INTERVALLE and t == RYTHME:
        learn = _learn(seat, SEQUENCE, False, None, top=top.id, played=c.id)
        raise _refuse(
            "intervalle-after-rythme", say("intervalle-after-rythme"), (SEQUENCE,), (learn,)
        )
    if c.kind == NOTE and t == HAUTEUR or c.kind == HAUTEUR and t == NOTE:
        mis = None
        why = theory_why(explain_same_name, _ref(top), _ref(c))
        if c.kind == HAUTEUR and 2 in (
            NAME_INTERVAL[(top.name, c.name, 1)],
            NAME_INTERVAL[(top.name, c.name, -1)],
        ):
            mis = "rules.conjoint-hauteur"
            why = both(say("hauteur-conjoint"), why)
        learn = _learn(seat, "pitch.same-name", False, mis, top=top.id, played=c.id)
        read = _read(seat, c, False, top=top.id, played=c.id)
        raise _refuse("not-same-name", why, ("pitch.same-name",), (learn, *read))
    if c.kind == NOTE and t == NOTE:
        g = abs(GENERIC[(top.pitch, c.pitch)])
        mis = None
        if g == 3:  # a third taken for a step: line-line or space-space neighbours
            concept, mis = "pitch.conjoint", "pitch.line-space"
        elif g <= 4:
            concept = "pitch.conjoint"
        elif abs(RHYTHM_ORDER.index(top.rhythm) - RHYTHM_ORDER.index(c.rhythm)) == 1:
            concept = "rhythm.same"
        else:
            concept = "pitch.same-name"
        learn = _learn(seat, concept, False, mis, top=top.id, played=c.id)
        rule = say(
            "not-conjoint",
            card=("card", c.id),
            top=("card", top.id),
            rhythm=("rhythm", top.rhythm),
            name=("name", top.name),
        )
        why = both(
            rule, theory_why(explain_conjoint, top.pitch, c.pitch, pitch_range=_range(state))
        )
        raise _refuse(
            "not-conjoint", why, ("pitch.conjoint", "pitch.same-name", "rhythm.same"), (learn,)
        )
    code = {RYTHME: "after-rythme", HAUTEUR: "after-hauteur"}.get(t, "after-note")
    learn = _learn(seat, SEQUENCE, False, None, top=top.id, played=c.id)
    raise _refuse(code, say(code, **fields), (SEQUENCE,), (learn,))


def check_lay(
    state: State, seat: int, ids: tuple[str, ...], choice: str | None
) -> list[LearningEvent]:
    """Raise IllegalAction if the turn's player may not lay these cards; else learning events,
    each stamped with how much it tells (games.engine.evidence)."""
    turn, sequence = turn_choices(state, seat), sequence_choices(state, seat)
    hinted = state.options.hints

    def choices(e: LearningEvent) -> tuple[int, int]:
        return sequence if e.concept == SEQUENCE else turn

    try:
        learning = _judge_lay(state, seat, ids, choice)
    except IllegalAction as refusal:
        if lays(state, seat):
            refusal.learning = tuple(weighed(e, *choices(e), hinted) for e in refusal.learning)
        else:  # only the draw was right, and a draw is forced: misses alone would only sink
            refusal.learning = tuple(forced(e, hinted) for e in refusal.learning)
        raise
    return [_weigh_right(e, *choices(e), hinted) for e in learning]


def _weigh_right(e: LearningEvent, options: int, fitting: int, hinted: bool) -> LearningEvent:
    also = e.detail.get("also", ())
    detail = {k: v for k, v in e.detail.items() if k != "also"}
    plain = LearningEvent(e.seat, e.concept, e.correct, detail, e.misconception)
    return weighed(plain, options, fitting, hinted, also)


def turn_choices(state: State, seat: int) -> tuple[int, int]:
    """The choices of the player on turn: each distinct card in hand and the draw, and how
    many of them the rules accept (a card counts once, alone or ending a rhythm sum)."""
    moves = lays(state, seat)
    options = len(_faces(state.hands[seat])) + 1
    fitting = len({a.cards[-1] for a in moves}) + may_draw(state, seat, moves)
    return options, min(fitting, options)


def sequence_choices(state: State, seat: int) -> tuple[int, int]:
    """The `rules.sequence` choices of the player on turn: the distinct cards in hand whose kind
    alone decides whether they may follow the top (`by_kind`), and how many of them may; none
    while an interval or a demand is pending (what is asked decides, not the kinds)."""
    p = state.pending
    if p and p["type"] != "free":
        return 0, 0
    top = CARDS[state.top_a]
    judged = [by_kind(top, c, bool(p)) for c in _faces(state.hands[seat])]
    judged = [j for j in judged if j is not None]
    return len(judged), sum(judged)


def _judge_lay(
    state: State, seat: int, ids: tuple[str, ...], choice: str | None
) -> list[LearningEvent]:
    cards = [CARDS[c] for c in ids]
    musicien = len(cards) == 1 and cards[0].kind == MUSICIEN
    if musicien and choice not in DEMANDS:
        raise _refuse("musicien-needs-demand", say("musicien-needs-demand"))
    if not musicien and choice is not None:
        raise _refuse("bad-action", say("bad-action"))
    top = CARDS[state.top_a]
    if len(cards) > 1:
        _several(state, seat, cards)
    else:
        p = state.pending
        kind = p["type"] if p else None
        if kind == "interval":
            _interval_refusal(state, seat, cards[0])
        elif kind == "demand":
            _demand_refusal(state, seat, cards[0])
        else:
            _follow_refusal(state, seat, top, cards[0])
    return learning_for_lay(state, seat, cards)


def check_draw(state: State, seat: int, moves) -> None:
    """CS-12: a player who can play may not draw; CS-6: unable, with a Musicien, he must lay it."""
    p = state.pending
    if p and p["type"] == "interval" and all(CARDS[a.cards[0]].kind == MUSICIEN for a in moves):
        raise _refuse("must-play-musicien", say("must-play-musicien"), ("rules.interval",))
    if state.options.hints:
        why = say("cannot-draw-hint", card=("card", moves[0].cards[-1]))
    else:
        why = say("cannot-draw-can-play")
    concepts = ()
    if p and p["type"] == "interval":
        concepts = (interval_concept(p["size"], 1), interval_concept(p["size"], -1))
    raise _refuse("cannot-draw-can-play", why, concepts)
