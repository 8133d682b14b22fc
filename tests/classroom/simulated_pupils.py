"""Simulated pupils of known skill playing the real games' rules, for the mastery model's
validation (issue 18, tests/classroom/test_mastery_simulation.py). Plain Python, seeded.

A pupil sits at seat 0; the other seats play random legal moves. On the pupil's turn every
choice they could click is tried on the real rules (`apply`): each choice is either accepted,
with its learning events, or refused, with the refusal's. At each decision the pupil "knows"
each concept with the probability of their true skill on it (1 knows, 0 does not, 0.5 half):

- one of the accepted choices is what the situation calls for (drawn at random): if the pupil
  knows its concepts they play it;
- otherwise they pick blindly among the choices that break no concept they know now.

A refused pick is recorded, and they pick again, as a child does. The random clicker picks
blindly every time; the hint-only player plays with the hints on and picks only among the
highlighted (accepted) cards. Every event of seat 0 is kept, dated: moves 20 s apart, one
game a session, `GAMES_A_DAY` sessions a day. `play_lessons` does the same with the lesson
path's runs (`theory.lessons.runs`): a known concept answered right, otherwise a random button.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from itertools import combinations

from clesite.classroom import mastery
from games.cledesol import rules as cledesol
from games.cledesol.cards import CARDS as CS_CARDS
from games.cledesol.cards import DEMANDS, MUSICIEN, NOTE, RYTHME
from games.engine import Action, IllegalAction, LearningEvent, Rng, learning_events
from games.engine.tabletop import one_per_face
from games.gama import rules as gama
from games.gama.cards import CARDS as GA_CARDS
from games.solo import rules as solo
from games.solo.cards import CARDS as SO_CARDS
from games.solo.rules_view import lay_actions
from theory.lessons import adapt, catalogue, runs
from theory.lessons.core import MULTI
from theory.lessons.gen_rhythm import sum_solutions

KNOWS, HALF, DOES_NOT = 1.0, 0.5, 0.0
SKILLS = (KNOWS, HALF, DOES_NOT)
GAMES_A_DAY = 2
START = datetime(2026, 9, 7, 9, 0)
STEP = timedelta(seconds=20)
PUPIL = 0
CARD_TURNS = {"turn", "opening", "run", "interception"}


def _gama_choices(state, rng: Rng) -> list[Action]:
    faces = one_per_face(GA_CARDS)(state.hands[PUPIL])
    out = [Action(PUPIL, "play", (c.id,)) for c in faces] + [Action(PUPIL, "draw")]
    if state.run is not None and state.run["seat"] == PUPIL:
        out.append(Action(PUPIL, "end-run"))
    return out


def _cledesol_choices(state, rng: Rng) -> list[Action]:
    out = []
    for c in one_per_face(CS_CARDS)(state.hands[PUPIL]):
        choice = rng.choice(DEMANDS) if c.kind == MUSICIEN else None
        out.append(Action(PUPIL, "play", (c.id,), choice))
    several = {a.cards for a in cledesol.legal_actions(state, PUPIL) if len(a.cards) > 1}
    if CS_CARDS[state.top_a].kind == RYTHME:  # CS-sheet-25: several Notes may be tried, any
        notes = [c.id for c in one_per_face(CS_CARDS)(state.hands[PUPIL]) if c.kind == NOTE]
        several |= set(combinations(notes, 2))
    out += [Action(PUPIL, "play", cards) for cards in sorted(several)]
    return out + [Action(PUPIL, "draw")]


def _solo_choices(state, rng: Rng) -> list[Action]:
    """« Solo en notes »: each card of the hand (a colour named at random), and the draw."""
    faces = one_per_face(SO_CARDS)(state.hands[PUPIL])
    out = [rng.choice(lay_actions(state, PUPIL, c.id, "play")) for c in faces]
    return out + [Action(PUPIL, "draw")]


@dataclass(frozen=True)
class Game:
    slug: str
    rules: object
    choices: object  # (state, rng) -> the pupil's clickable actions on a card turn
    options: dict
    seats: int = 3


GAMES = {
    "gama": Game("gama", gama, _gama_choices, {"rounds": 1}),
    "cle-de-sol": Game("cle-de-sol", cledesol, _cledesol_choices, {"rounds": 1}),
    "solo": Game("solo", solo, _solo_choices, {"notes": True, "target": 200}),
}


@dataclass
class Pupil:
    """A simulated pupil: `skill` per concept (others: `default`), or a way of playing."""

    name: str
    skill: dict[str, float] = field(default_factory=dict)
    default: float = DOES_NOT
    style: str = "skill"  # "skill", "random" (a random clicker), "hints" (highlighted only)

    def knows(self, concept: str, rng: Rng) -> bool:
        return rng.random() < self.skill.get(concept, self.default)


@dataclass
class Played:
    """Seat 0's learning events, dated, per concept."""

    events: dict[str, list[mastery.Evidence]] = field(default_factory=lambda: defaultdict(list))
    emitted: int = 0

    def add(self, event, at: datetime) -> None:
        self.emitted += 1
        self.events[event.concept].append(mastery.evidence(event.correct, event.detail, at))

    def real(self, concept: str) -> int:
        return sum(e.counts for e in self.events[concept])

    def level_after(self, concept: str, decisions: int) -> mastery.Mastery:
        """The mastery as it stood right after the `decisions`-th real decision."""
        out, n = [], 0
        for e in self.events[concept]:
            out.append(e)
            n += e.counts
            if n == decisions:
                break
        return mastery.assess(out, out[-1].at if out else None)


def _try(rules, state, action: Action):
    """(next state or None, seat 0's learning events) for one choice."""
    try:
        nxt, events = rules.apply(state, action)
    except IllegalAction as refusal:
        return None, [e for e in refusal.learning if e.seat == PUPIL]
    return nxt, [e for e in learning_events(events) if e.seat == PUPIL]


def _pupil_turn(game: Game, state, pupil: Pupil, rng: Rng, played: Played, clock):
    """The pupil's picks until one is accepted: the state after it."""
    rules = game.rules
    tried = [(a, *_try(rules, state, a)) for a in game.choices(state, rng)]
    accepted = [t for t in tried if t[1] is not None]
    if pupil.style == "hints":
        pool = accepted
    elif pupil.style == "random":
        pool = tried
    else:
        known = {e.concept for t in tried for e in t[2]}
        known = {c for c in sorted(known) if pupil.knows(c, rng)}
        aim = rng.choice(accepted)  # what the situation calls for, if the pupil sees it
        if {e.concept for e in aim[2]} <= known:
            pool = [aim]
        else:  # blindly, but never against a concept they know
            pool = [t for t in tried if t[1] is not None or not {e.concept for e in t[2]} & known]
    for _attempt in range(12):
        _action, nxt, events = rng.choice(pool)
        at = next(clock)
        for e in events:
            played.add(e, at)
        if nxt is not None:
            return nxt
    _action, nxt, events = rng.choice(accepted)  # a child gets there in the end
    for e in events:
        played.add(e, next(clock))
    return nxt


def _clock(start: datetime):
    at = start
    while True:
        at += STEP
        yield at


def play(pupil: Pupil, slug: str, games: int, seed: int, played: Played | None = None) -> Played:
    """`games` games of `slug` by this pupil, against random players, seeded."""
    game = GAMES[slug]
    rules = game.rules
    played = played if played is not None else Played()
    rng = Rng(seed)
    for g in range(games):
        day = START + timedelta(days=g // GAMES_A_DAY, hours=3 * (g % GAMES_A_DAY))
        clock = _clock(day)
        options = rules.Options.from_json({**game.options, "hints": pupil.style == "hints"})
        state = rules.new_game(game.seats, options, seed * 1000 + g)
        for _move in range(600):
            stage = rules.stage(state)
            if not stage.must:
                break
            seat = stage.must[0]
            legal = rules.legal_actions(state, seat)
            card_turn = any(a.kind == "play" for a in legal) or any(a.kind == "draw" for a in legal)
            if seat == PUPIL and card_turn and stage.name in CARD_TURNS:
                state = _pupil_turn(game, state, pupil, rng, played, clock)
                continue
            state, events = rules.apply(state, rng.choice(legal))
            at = next(clock)
            for e in learning_events(events):
                if e.seat == PUPIL:
                    played.add(e, at)
    return played


def _lesson_pick(q, pupil: Pupil, rng: Rng) -> list[str]:
    """A known concept is answered right; otherwise one choice at random (one tick in MULTI)."""
    if pupil.style == "skill" and pupil.knows(q.concept, rng):
        if q.mode == MULTI:
            return [f"c{i}" for i in sum_solutions(q)[0]]
        return [rng.choice(sorted(q.answers))]
    return [rng.choice(q.choices).value]


def play_lessons(pupil: Pupil, sittings: int, seed: int, played: Played | None = None) -> Played:
    """`sittings` lessons of the path in turn, one a session, two sessions a day: every answer
    through the real run (`theory.lessons.runs`), with its real events."""
    played = played if played is not None else Played()
    rng = Rng(seed)
    for k in range(sittings):
        lesson = catalogue.PATH[k % len(catalogue.PATH)]
        day = START + timedelta(days=k // GAMES_A_DAY, hours=3 * (k % GAMES_A_DAY))
        clock, progress = _clock(day), adapt.empty()
        run = runs.start_lesson(lesson, progress, seed=seed * 1000 + k)
        for _ in range(200):
            if run["phase"] == runs.DONE:
                break
            q = runs.question(run)
            today = day.date()
            _verdict, events = runs.answer(run, _lesson_pick(q, pupil, rng), progress, today)
            at = next(clock)
            for e in events:
                played.add(LearningEvent.from_json({"seat": PUPIL, **e}), at)
            runs.proceed(run, progress, today, lesson)
    return played
