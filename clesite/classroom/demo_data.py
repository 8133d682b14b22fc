"""A living demo class: 25 pupils and five weeks of plausible play, for `manage.py demo`.

Deterministic (one seeded RNG) and built once: the command skips it when the class exists. Each
pupil has a learning speed; on each occasion the chance of a right answer grows with their
practice of the concept (a learning curve), and wrong answers carry the misconceptions the
games recognise. Class sessions (Monday and Thursday mornings) seat pupils in threes at
networked tables; some pupils also play at home in the evening against the computer. From the
third week some tables play « Solo en notes » (the shorter game, to 200 points), whose number cards
are read as notes; from the second, some play Bataille des sons (the four parameters of sound).
"""

from __future__ import annotations

import math
import random
from datetime import datetime, time, timedelta

from django.db import transaction
from django.utils import timezone

from clesite.classroom import actions, summaries
from clesite.classroom.models import Assignment, Classroom, LearningEvent, Pupil
from games.engine import Rng, registry
from games.tables import presenters
from games.tables.models import Seat, Table
from theory import is_at_interval, misconception_interval
from theory.lessons import catalogue
from theory.models import LessonProgress

CLASS_CODE = "DEMO25"
PSEUDONYMS = (
    "Léa", "Tom", "Zoé", "Hugo", "Inès", "Nathan", "Chloé", "Lucas", "Manon", "Jules",
    "Camille", "Louis", "Emma", "Adam", "Jade", "Noah", "Lina", "Gabriel", "Sara", "Raphaël",
    "Alice", "Ioana", "Andrei", "Elif", "Malo",
)  # fmt: skip
NAMES = "CDEFGAB"
RHYTHMS = ("16th", "eighth", "quarter", "half")
COLOURS = ("rosu", "galben", "verde", "albastru")
WEEKS = 5
# The week (0-based) from which the class meets each concept: a teacher's progression.
CURRICULUM = {
    "pitch.same-name": 0, "rhythm.same": 0, "pitch.conjoint": 0, "rhythm.sum": 1,
    "interval.third.up": 1, "interval.third.down": 1, "interval.fourth.up": 2,
    "interval.fourth.down": 2, "interval.fifth.up": 2, "interval.fifth.down": 3,
    "scale.opening-do": 3, "scale.next": 3, "colour.same": 3, "accidental.flat": 3,
    "accidental.sharp": 4, "scale.previous": 3, "accidental.natural": 4, "scale.same": 4,
    "rest.quarter": 4, "pitch.read": 2, "sound.volume": 1, "sound.pitch": 1,
    "sound.duration": 1, "sound.timbre": 2,
}  # fmt: skip
GAMA = {"scale.opening-do", "scale.next", "colour.same", "scale.previous", "scale.same"}
GAMA |= {"rest.quarter"}
GAMA |= {c for c in CURRICULUM if c.startswith("accidental.")}
SOLO = {"pitch.read"}  # « Solo en notes »: the only concept Solo yields
BATAILLE = {"sound.volume", "sound.pitch", "sound.duration", "sound.timbre"}
# The options of the games' demo tables: Solo is the shorter game with its notes.
OPTIONS = {"solo": {"target": 200, "notes": True}}
DIFFICULTY = {
    "pitch.same-name": 0.5, "rhythm.same": 0.5, "pitch.conjoint": 0.8, "rhythm.sum": 1.6,
    "interval.third.up": 1.2, "interval.third.down": 1.6, "interval.fourth.up": 1.8,
    "interval.fourth.down": 2.4, "interval.fifth.up": 2.2, "interval.fifth.down": 3.0,
    "scale.next": 0.6, "colour.same": 0.4, "scale.opening-do": 0.4, "scale.previous": 1.5,
    "accidental.flat": 1.8, "accidental.sharp": 1.6, "accidental.natural": 1.4,
    "pitch.read": 0.9, "sound.volume": 0.6, "sound.pitch": 0.9, "sound.duration": 0.8,
    "sound.timbre": 1.4,
}  # fmt: skip
PITCHES = ("C4", "D4", "E4", "F4", "G4", "A4", "B4", "C5", "D5")  # Solo's number cards 1…9


def bot_name(game: str, index: int) -> str:
    """A computer's seat named as a real table names it (« Clara (moyen) »), not « Ordinateur
    1 », which stayed French on the Romanian and English pages (a crawl)."""
    return presenters.for_game(game).bot_name(index, "simple")


def _interval(
    rng: random.Random, concept: str, right: bool, directed: bool = False
) -> tuple[dict, str]:
    """An interval answer. Only a lesson asks a direction (`directed`): in Clé de Sol the player
    goes up or down at will (CS-6), so it can never be "the wrong way" (issue 18)."""
    size = {"third": 3, "fourth": 4, "fifth": 5}[concept.split(".")[1]]
    up = concept.endswith(".up")
    i = rng.randrange(7)

    def at(n: int, going_up: bool) -> str:
        return NAMES[(i + (n - 1) * (1 if going_up else -1)) % 7]

    direction = (1 if up else -1) if directed else None
    mis = ""
    if right:
        played = at(size, up)
    else:  # a mistake of each kind, as long as it is one (with names a fifth up is a fourth down)
        wrong = {
            at(size + 1, up): 6,
            at(size - 1, up): 2,
            at(size, not up): 2 if directed else 0,
        }
        wrong = {
            p: w for p, w in wrong.items() if w and not is_at_interval(NAMES[i], p, size, direction)
        }
        played = rng.choices(list(wrong), list(wrong.values()))[0]
        mis = misconception_interval(NAMES[i], played, size, direction) or ""
    detail = {"ref": NAMES[i], "played": played, "size": size}
    if directed:
        detail["direction"] = 1 if up else -1
    return detail, mis


def _note(rng: random.Random, name: str | None = None, octave: int | None = None) -> str:
    name = name or rng.choice(NAMES)
    octave = octave or (5 if name in "AB" and rng.random() < 0.3 else rng.choice((4, 5)))
    if octave == 5 and name == "B":
        octave = 4
    return f"N:{name}{octave}:{rng.choice(RHYTHMS)}"


def _cledesol(rng: random.Random, concept: str, right: bool) -> tuple[dict, str]:
    if concept.startswith("interval."):
        return _interval(rng, concept, right)
    top_name = rng.choice(NAMES[:5])
    top = _note(rng, top_name, 4)
    if concept == "pitch.conjoint":
        step = 1 if right else 2
        played = _note(rng, NAMES[(NAMES.index(top_name) + step) % 7], 4)
        return {"top": top, "played": played}, "" if right else "pitch.line-space"
    if concept == "pitch.same-name":
        name = top_name if right else NAMES[(NAMES.index(top_name) + 1) % 7]
        return {"top": top, "played": _note(rng, name, 5)}, ""
    if concept == "rhythm.same":  # the answer must say what it counts: same duration, or not
        rhythm = top.rsplit(":", 1)[1]
        other = rhythm if right else rng.choice([r for r in RHYTHMS if r != rhythm])
        played = _note(rng).rsplit(":", 1)[0] + ":" + other
        return {"top": top, "played": played}, ""
    return {"top": top, "played": _note(rng)}, ""


def _gama(rng: random.Random, concept: str, right: bool) -> tuple[dict, str]:
    i = rng.randrange(7)

    def card(k: int, colours=COLOURS) -> str:
        return f"N:{NAMES[k % 7]}:{rng.choice(colours)}:1"  # every note has a first copy

    if concept == "scale.next":
        mis = "" if right else rng.choice(["scale.same-note-other-colour", "scale.wrong-direction"])
        step = {"": 1, "scale.same-note-other-colour": 0, "scale.wrong-direction": -1}[mis]
        top = card(i)
        # a miss is of another colour: the same colour always follows (GA-3), and a reviewer
        # read « sur Do vert, tu as posé Do vert » under « la même note d'une autre couleur »
        colours = COLOURS if right else [c for c in COLOURS if c != top.split(":")[2]]
        return {"top": top, "played": card(i + step, colours)}, mis
    if concept in ACCIDENTAL_CARD:  # the ♭ ♯ ♮ card itself, always accepted (forced)
        return {"under": NAMES[i], "played": f"{ACCIDENTAL_CARD[concept]}:1"}, ""
    if concept in ("scale.previous", "scale.same"):  # a ♭ or a ♮ met, or missed (GA-4)
        step = -1 if concept == "scale.previous" else 0
        played, mis = i + step, ""
        if not right and step:  # the note under the ♭ again, or the note above it
            played = rng.choice((i, i + 1))
            mis = "scale.no-step" if played == i else "scale.wrong-direction"
        elif not right:
            played = i + rng.choice((-1, 1))
        return {"under": NAMES[i], "note": NAMES[(i + step) % 7], "played": card(played)}, mis
    return {"played": card(i)}, ""


ACCIDENTAL_CARD = {
    "accidental.flat": "bemol",
    "accidental.sharp": "diez",
    "accidental.natural": "becar",
}


def _solo(rng: random.Random, concept: str, right: bool) -> tuple[dict, str]:
    """A number card of another colour laid on a number card: the same note, or a misreading
    one staff step or one line/space (a third) away, as Solo's rules judge it."""
    top = rng.randrange(len(PITCHES))
    if right:
        played, mis = top, ""
    else:
        step = rng.choice((1, 1, 2, 2, 3))
        played = top + step if top + step < len(PITCHES) else top - step
        mis = {1: "pitch.step-off", 2: "pitch.third-off"}.get(step, "")
    detail = {"pitch": PITCHES[played], "top": PITCHES[top], "options": rng.randint(2, 8)}
    return detail, mis


def _bataille(rng: random.Random, concept: str, right: bool) -> tuple[dict, str]:
    """The attacker's question on his own card, judged as Bataille des sons' rules judge it: a
    card that stands high on the asked parameter, or one whose standout is another."""
    from games.bataille.cards import CARD, CARDS
    from games.bataille.rules_judge import question_is_right, standout, strength

    param = concept.split(".", 1)[1]
    fits = [c.id for c in CARDS if question_is_right(c.id, param, "high") == right]
    cid = rng.choice(fits)
    top = standout(cid, "high")
    detail = {
        "options": 4,
        "param": param,
        "way": "high",
        "values": CARD[cid].values,
        "beats": strength(cid, param, "high"),
        "best_param": top,
        "hint": False,
        "by_ear": False,
    }
    return detail, "" if right or top == param else f"sound.{param}-vs-{top}"


def _game_of(concept: str) -> str:
    if concept in BATAILLE:
        return "bataille-des-sons"
    return "gama" if concept in GAMA else "solo" if concept in SOLO else "cle-de-sol"


JUDGES = {"cle-de-sol": _cledesol, "gama": _gama, "solo": _solo, "bataille-des-sons": _bataille}
ALWAYS_ACCEPTED = {"rest.quarter", "accidental.flat", "accidental.sharp", "accidental.natural"}


def _evidence(rng: random.Random, game: str, concept: str, right: bool) -> dict:
    """The evidence fields the real game stamps (games.engine.evidence): Gama's ♭ ♯ ♮ and rest
    are always accepted (forced: logged, never counted, as in the product, issue 18; a draw
    while one could be laid neither: a reviewer read « 14 counted answers, 0 % right » for ♭ on
    the demo's pupil page); a Bataille question is final; otherwise a few cards of a hand fit."""
    if game == "gama" and concept in ALWAYS_ACCEPTED:
        return {"options": 1, "fitting": 1, "hinted": False}
    if game == "bataille-des-sons":
        return {"options": 4, "fitting": rng.randint(1, 2), "hinted": False, "final": True}
    options = rng.randint(4, 8)
    return {"options": options, "fitting": rng.randint(2, 3), "hinted": False}


class Pupils:
    """Each pupil's pace: how fast they learn and how often they play at home."""

    def __init__(self, rng: random.Random, pupils: list[Pupil]):
        self.pupils = pupils
        self.speed = {p.pk: rng.uniform(0.25, 1.5) for p in pupils}
        self.ceiling = {p.pk: rng.uniform(0.8, 0.99) for p in pupils}
        self.home = {p.pk: rng.choice((0, 0, 1, 1, 2)) for p in pupils}
        self.practice: dict[tuple[int, str], int] = {}

    def right(self, rng: random.Random, pupil: Pupil, concept: str) -> bool:
        n = self.practice.get((pupil.pk, concept), 0)
        self.practice[pupil.pk, concept] = n + 1
        k = 0.13 * self.speed[pupil.pk] / DIFFICULTY.get(concept, 1.0)
        top = self.ceiling[pupil.pk] - 0.03 * DIFFICULTY.get(concept, 1.0)
        return rng.random() < top - (top - 0.45) * math.exp(-k * n)


def _finished_states(game: str, count: int, players: int) -> list[tuple[int, dict, dict]]:
    """Bot-only games played to the end through the real rules: (seed, final state JSON, the
    outcome's JSON, as a finished table stores it)."""
    rules = registry.rules(game)
    out = []
    for seed in range(1, count + 1):
        state = rules.new_game(players, rules.Options.from_json(OPTIONS.get(game)), seed)
        bots = [registry.bot(game, "simple") for _ in range(players)]
        rng = Rng(seed)
        for _step in range(5000):
            result = rules.outcome(state)
            if result is not None and result.finished:
                break
            stage = rules.stage(state)
            seat = (stage.must or stage.may)[0]
            action = bots[seat].choose(
                rules.observation(state, seat), rules.legal_actions(state, seat), rng
            )
            state, _events = rules.apply(state, action)
        result = rules.outcome(state)
        out.append((seed, rules.to_json(state), result.to_json() if result is not None else None))
    return out


class Builder:
    def __init__(self, classroom: Classroom, now: datetime):
        self.rng = random.Random(2025)
        self.classroom = classroom
        self.now = now
        self.events: list[LearningEvent] = []
        self.passed: dict[int, tuple] = {}  # the lesson's check passed: (day, score)
        self.states = {g: _finished_states(g, 6, 3) for g in JUDGES}
        self.table_no = 0
        first = timezone.localdate(now) - timedelta(weeks=WEEKS)
        self.first = first - timedelta(days=first.weekday())  # the Monday the demo starts

    def evidence(self, game: str, concept: str, right: bool) -> dict:
        return _evidence(self.rng, game, concept, right)

    def table(self, game: str, players: list[Pupil], when: datetime, bots: int) -> str:
        self.table_no += 1
        seed, state, outcome = self.rng.choice(self.states[game])
        table = Table.objects.create(
            code=f"DM{self.table_no:04d}",  # six characters: never a real table code (five, then eight)
            game=game,
            mode=Table.Mode.NETWORK if len(players) > 1 else Table.Mode.BOTS,
            status=Table.Status.FINISHED,
            reserved_for=f"class:{self.classroom.pk}",  # as a pupil's table is
            seed=seed,
            options=OPTIONS.get(game, {}),
            state=state,
            outcome=outcome,
            language=self.classroom.language,
        )
        seats = [(p.pseudonym, p.user, "") for p in players]
        seats += [(bot_name(game, i + 1), None, "simple") for i in range(bots)]
        self.rng.shuffle(seats)
        Seat.objects.bulk_create(
            Seat(
                table=table,
                index=i,
                kind=Seat.Kind.BOT if level else Seat.Kind.HUMAN,
                name=name,
                bot_level=level,
                user=user,
            )
            for i, (name, user, level) in enumerate(seats)
        )
        Table.objects.filter(pk=table.pk).update(created_at=when, updated_at=when)
        return table.code

    def session(self, pace: Pupils, group: list[Pupil], start: datetime, minutes: int) -> None:
        week = max(0, min(WEEKS, (timezone.localdate(start) - self.first).days // 7))
        open_concepts = [c for c, w in CURRICULUM.items() if w <= week]
        draw = self.rng.random()
        game = "gama" if week >= 3 and draw < 0.5 else "cle-de-sol"
        if week >= 2 and draw >= 0.8:
            game = "solo"
        elif week >= 1 and 0.65 <= draw < 0.8:
            game = "bataille-des-sons"
        concepts = [c for c in open_concepts if _game_of(c) == game]
        newest = [c for c in concepts if CURRICULUM[c] == week] or concepts
        code = self.table(game, group, start + timedelta(minutes=minutes), 3 - len(group))
        judge = JUDGES[game]
        for pupil in group:
            moment = start + timedelta(seconds=self.rng.randint(20, 90))
            while moment < start + timedelta(minutes=minutes):
                concept = self.rng.choice(newest if self.rng.random() < 0.4 else concepts)
                right = pace.right(self.rng, pupil, concept)
                if game == "gama" and concept in ALWAYS_ACCEPTED:
                    right = True  # laying a ♭ ♯ ♮ or the rest is never refused (forced)
                detail, mis = judge(self.rng, concept, right)
                detail = {**detail, **self.evidence(game, concept, right)}
                self.events.append(
                    LearningEvent(
                        user=pupil.user,
                        concept=concept,
                        correct=right,
                        misconception=mis,
                        detail=detail,
                        source=f"game:{game}",
                        context=code,
                        created_at=moment,
                    )
                )
                moment += timedelta(seconds=self.rng.randint(15, 75))

    def lesson(self, pace: Pupils, pupil: Pupil, start: datetime) -> None:
        """Some questions of « Les intervalles »; the last ones are its check, passed with the
        lesson's own mark, as a pupil who went to the end would."""
        lesson = catalogue.get("intervalles")
        whole = lesson.practice + lesson.check
        moment = start
        marks = []
        for _q in range(self.rng.randint(6, whole + 2)):
            concept = self.rng.choice(["interval.third.up", "interval.third.down"])
            right = pace.right(self.rng, pupil, concept)
            detail, mis = _interval(self.rng, concept, right, directed=True)
            self.events.append(
                LearningEvent(
                    user=pupil.user,
                    concept=concept,
                    correct=right,
                    misconception=mis,
                    detail=detail,
                    source="lesson:intervalles",
                    context="practice",  # a lesson's step (`theory.lessons.runs`), not its slug
                    created_at=moment,
                )
            )
            marks.append(right)
            moment += timedelta(seconds=self.rng.randint(20, 50))
        score = sum(marks[-lesson.check :])
        passed = len(marks) >= whole and score >= lesson.pass_mark
        if passed and pupil.user_id not in self.passed:
            self.passed[pupil.user_id] = (timezone.localdate(moment), score)


def _at(day, hour: int, minute: int = 0) -> datetime:
    return timezone.make_aware(datetime.combine(day, time(hour, minute)))


@transaction.atomic
def build(teacher) -> Classroom | None:
    """Creates the demo class once; returns None when it already exists."""
    if Classroom.objects.filter(code=CLASS_CODE).exists():
        return None
    classroom = Classroom.objects.create(
        teacher=teacher, name="Les Hiboux", level="CM2", code=CLASS_CODE
    )
    pupils = actions.add_pupils(classroom, list(PSEUDONYMS)).created
    now = timezone.now()
    builder = Builder(classroom, now)
    rng = builder.rng
    for i, pupil in enumerate(pupils):
        pupil.code = f"{(1357 + 2 * 7919 * (i + 1)) % 9000 + 1000}"
        pupil.save(update_fields=["code"])
    pace = Pupils(rng, pupils)
    first = builder.first
    for day_no in range(WEEKS * 7 + 1):
        day = first + timedelta(days=day_no)
        if day > timezone.localdate(now):
            break
        if day.weekday() in (0, 3):  # class sessions: groups of three
            start = _at(day, 10, rng.choice((0, 15)))
            if start > now:
                continue
            present = [p for p in pupils if rng.random() < 0.92]
            rng.shuffle(present)
            for g in range(0, len(present), 3):
                builder.session(pace, present[g : g + 3], start, rng.randint(22, 35))
        for pupil in pupils:  # at home, now and then, in the evening
            start = _at(day, rng.randint(17, 19), rng.randint(0, 59))
            if start < now and rng.random() < pace.home[pupil.pk] / 7:
                builder.session(pace, [pupil], start, rng.randint(8, 20))
            if day.weekday() == 2 and rng.random() < 0.35 and start < now and day_no > 14:
                builder.lesson(pace, pupil, start)
    LearningEvent.objects.bulk_create(builder.events, batch_size=2000)
    LessonProgress.objects.bulk_create(
        LessonProgress(user_id=u, lesson="intervalles", passed=True, best=score, passed_on=day)
        for u, (day, score) in builder.passed.items()
    )
    summaries.rebuild([p.user_id for p in pupils])
    today = timezone.localdate(now)
    Assignment.objects.create(
        classroom=classroom,
        kind=Assignment.Kind.GAME,
        target="cle-de-sol",
        count=2,
        due=today + timedelta(days=3),
        created_at=now - timedelta(days=10),
    )
    Assignment.objects.create(
        classroom=classroom,
        kind=Assignment.Kind.LESSON,
        target="intervalles",
        count=8,
        due=today + timedelta(days=6),
        created_at=now - timedelta(days=21),
    )
    return classroom


def keep_live(classroom: Classroom) -> None:
    """Three tables of the class being played now (refreshed at every run, so the dashboard's
    "En ce moment" shows them): Clé de Sol, Gama against the computer, « Solo en notes »."""
    pupils = list(classroom.pupils.order_by("pk")[:6])
    if len(pupils) < 6:
        return
    for code, group, game in (
        ("DLIVE1", pupils[:3], "cle-de-sol"),
        ("DLIVE2", pupils[3:4], "gama"),
        ("DLIVE3", pupils[4:6], "solo"),
    ):
        table = Table.objects.filter(code=code).first()
        if table is None:
            rules = registry.rules(game)
            options = {**rules.Options().to_json(), **OPTIONS.get(game, {}), "bot_delay_ms": 1200}
            state = rules.new_game(3, rules.Options.from_json(options), 7)
            table = Table.objects.create(
                code=code,
                game=game,
                mode=Table.Mode.NETWORK if len(group) > 1 else Table.Mode.BOTS,
                status=Table.Status.PLAYING,
                reserved_for=f"class:{classroom.pk}",
                seed=7,
                options=options,
                state=rules.to_json(state),
                language=classroom.language,
            )
            seats = [(p.pseudonym, p.user, "") for p in group]
            seats += [(bot_name(game, i + 1), None, "simple") for i in range(3 - len(group))]
            Seat.objects.bulk_create(
                Seat(
                    table=table,
                    index=i,
                    kind=Seat.Kind.BOT if level else Seat.Kind.HUMAN,
                    name=name,
                    bot_level=level,
                    user=user,
                )
                for i, (name, user, level) in enumerate(seats)
            )
        Table.objects.filter(pk=table.pk).update(
            updated_at=timezone.now(), reserved_for=f"class:{classroom.pk}"
        )
