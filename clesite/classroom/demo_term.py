"""A term's class for `manage.py demo --term`: 30 pupils, twelve weeks, about 12,000 answers and
230 finished tables, so anyone can measure the dashboard at the size a school sees (issue 24).

Built like the living demo (`demo_data`: the same learning curves, games and misconceptions), but
seeded on its own, and written with bulk inserts: a few seconds, not minutes. Answers carry the
evidence fields the games stamp today (`games.engine.evidence`), except those of the first two
weeks, logged before the games stamped them (old answers the model reads as weak evidence).
"""

from __future__ import annotations

import random
from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from clesite.classroom import actions, summaries
from clesite.classroom.demo_data import ALWAYS_ACCEPTED, Builder, Pupils, _at, bot_name
from clesite.classroom.models import Assignment, Classroom, LearningEvent
from games.tables.models import Seat, Table
from theory.models import LessonProgress

CLASS_CODE = "TERM30"
WEEKS = 12
STAMPED_FROM_WEEK = 2  # answers before this week were logged without evidence fields
PSEUDONYMS = (
    "Ana", "Bastien", "Clara", "Dorian", "Élise", "Florin", "Gaëlle", "Hélène", "Ilie", "Joël",
    "Karim", "Léonie", "Mihai", "Naïs", "Océane", "Paul", "Quentin", "Rose", "Samuel", "Théo",
    "Ursule", "Victor", "Wassim", "Xavier", "Yasmine", "Zacharie", "Anaïs", "Bogdan", "Célia",
    "Diane",
)  # fmt: skip


class TermBuilder(Builder):
    """The demo's builder with tables kept in memory and written at the end in bulk."""

    def __init__(self, classroom: Classroom, now, seed: int):
        super().__init__(classroom, now)
        self.rng = random.Random(seed)
        first = timezone.localdate(now) - timedelta(weeks=WEEKS, days=-1)
        self.first = first - timedelta(days=first.weekday())
        # Up to today: a term that stopped ten days ago showed every pupil 0 min this week.
        self.days = (timezone.localdate(now) - self.first).days + 1
        self.pending: list[tuple[Table, list[tuple], object]] = []

    def table(self, game, players, when, bots) -> str:
        self.table_no += 1
        seed, state, outcome = self.rng.choice(self.states[game])
        table = Table(
            code=f"TM{self.table_no:04d}",  # six characters: never a real table code
            game=game,
            mode=Table.Mode.NETWORK if len(players) > 1 else Table.Mode.BOTS,
            status=Table.Status.FINISHED,
            reserved_for=f"class:{self.classroom.pk}",
            seed=seed,
            options={},
            state=state,
            outcome=outcome,
            language=self.classroom.language,
        )
        seats = [(p.pseudonym, p.user, "") for p in players]
        seats += [(bot_name(game, i + 1), None, "simple") for i in range(bots)]
        self.rng.shuffle(seats)
        self.pending.append((table, seats, when))
        return table.code

    def evidence(self, game: str, concept: str, right: bool) -> dict:
        return {}  # stamped when saved, but for the first weeks' (`stamp`)

    def stamp(self) -> None:
        """The evidence fields a game stamps: the choices, the fitting ones, the hints."""
        stamped_from = _at(self.first + timedelta(weeks=STAMPED_FROM_WEEK), 0)
        for event in self.events:
            if event.created_at < stamped_from or "options" in event.detail:
                continue
            if event.concept in ALWAYS_ACCEPTED and event.source == "game:gama":
                event.detail.update(options=1, fitting=1, hinted=False)  # forced, as the game's
                continue
            options = self.rng.randint(1, 8)
            fitting = self.rng.randint(1, max(1, options // 2)) if event.correct else 1
            event.detail["options"] = options
            event.detail["fitting"] = options if options == 1 else fitting
            event.detail["hinted"] = self.rng.random() < 0.05
            if event.correct and 1 == event.detail["fitting"] < options:
                event.detail["first_try"] = True  # as the classroom stamps it (`hooks`)

    def save(self) -> None:
        tables = Table.objects.bulk_create([t for t, _s, _w in self.pending], batch_size=500)
        for table, (_t, _s, when) in zip(tables, self.pending, strict=True):
            table.created_at = table.updated_at = when
        Table.objects.bulk_update(tables, ["created_at", "updated_at"], batch_size=500)
        Seat.objects.bulk_create(
            [
                Seat(
                    table=table,
                    index=i,
                    kind=Seat.Kind.BOT if level else Seat.Kind.HUMAN,
                    name=name,
                    bot_level=level,
                    user=user,
                )
                for table, (_t, seats, _w) in zip(tables, self.pending, strict=True)
                for i, (name, user, level) in enumerate(seats)
            ],
            batch_size=1000,
        )
        self.stamp()
        LearningEvent.objects.bulk_create(self.events, batch_size=2000)


@transaction.atomic
def build(teacher, seed: int = 2026) -> Classroom | None:
    """Creates the term's class once; returns None when it already exists."""
    if Classroom.objects.filter(code=CLASS_CODE).exists():
        return None
    classroom = Classroom.objects.create(
        teacher=teacher, name="La classe du trimestre", level="6e", code=CLASS_CODE
    )
    pupils = actions.add_pupils(classroom, list(PSEUDONYMS)).created
    now = timezone.now()
    builder = TermBuilder(classroom, now, seed)
    rng = builder.rng
    pace = Pupils(rng, pupils)
    for day_no in range(builder.days):
        day = builder.first + timedelta(days=day_no)
        if day.weekday() in (0, 3):  # two class sessions a week, pupils in threes
            start = _at(day, 10, rng.choice((0, 15)))
            if start > now:
                continue
            present = [p for p in pupils if rng.random() < 0.92]
            rng.shuffle(present)
            for g in range(0, len(present), 3):
                builder.session(pace, present[g : g + 3], start, rng.randint(10, 18))
        if day.weekday() == 2:  # now and then at home, alone against the computer
            for pupil in pupils:
                start = _at(day, rng.randint(17, 19), rng.randint(0, 59))
                if start < now and rng.random() < pace.home[pupil.pk] / 40:
                    builder.session(pace, [pupil], start, rng.randint(6, 12))
                # the lesson given as homework in week 3, done at home by some (as the demo's)
                if start < now and day_no > 14 and rng.random() < 0.2:
                    builder.lesson(pace, pupil, start + timedelta(minutes=30))
    builder.save()
    LessonProgress.objects.bulk_create(
        LessonProgress(user_id=u, lesson="intervalles", passed=True, best=score, passed_on=day)
        for u, (day, score) in builder.passed.items()
    )
    summaries.rebuild([p.user_id for p in pupils])
    homework(classroom, builder.first, now)
    return classroom


def homework(classroom: Classroom, first, now) -> None:
    """A term's homework: the intervals lesson set in week 3 (due long ago), two games of Gama
    due last week, and two of Clé de Sol due in a few days."""
    today = timezone.localdate(now)
    for kind, target, count, set_on, due in (
        (
            Assignment.Kind.LESSON,
            "intervalles",
            8,
            first + timedelta(weeks=2),
            first + timedelta(weeks=4),
        ),
        (Assignment.Kind.GAME, "gama", 2, today - timedelta(days=14), today - timedelta(days=5)),
        (
            Assignment.Kind.GAME,
            "cle-de-sol",
            2,
            today - timedelta(days=4),
            today + timedelta(days=3),
        ),
    ):
        Assignment.objects.create(
            classroom=classroom,
            kind=kind,
            target=target,
            count=count,
            due=due,
            created_at=_at(set_on, 9),
        )
