"""The world the fuzz and the site's access matrix run in: real objects to fill every URL.

Two teachers, each with a class; class A has a pupil, an assignment and an exercise by its
teacher; and for every installed game (`games.tables.kit.games()`, so a game added tomorrow is
in), a started table against the computer, a networked table waiting for a second player and
a hot-seat table, all started by the pupil of class A. The cast is built with the site's own services, as the
classroom tests build theirs (tests/classroom/conftest.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta

from django.contrib.auth.tokens import default_token_generator
from django.test import Client
from django.utils import timezone
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode

from clesite.classroom import actions
from clesite.classroom.models import Assignment, Classroom, Pupil
from games.tables import kit, services
from games.tables.models import Table
from theory.lessons import catalogue, exercises
from theory.memos import SLUGS as MEMO_SLUGS
from theory.models import TeacherExercise

PASSWORD = "un-mot-de-passe-solide-42"
ROLES = ("guest", "pupil_a", "teacher_b", "teacher_a")


@dataclass
class World:
    """Everything a URL may name, and who visits."""

    teacher_a: object
    teacher_b: object
    class_a: Classroom
    class_b: Classroom
    pupil_a: Pupil
    assignment: Assignment
    exercise: TeacherExercise
    tables: dict[str, Table] = field(default_factory=dict)  # "<game>:<mode>" -> table

    def users(self) -> dict[str, object | None]:
        return {
            "guest": None,
            "pupil_a": self.pupil_a.user,
            "teacher_b": self.teacher_b,
            "teacher_a": self.teacher_a,
        }

    def reset_link(self) -> dict[str, str]:
        """A real password-reset pair for teacher A (`uidb64`, `token`)."""
        return {
            "uidb64": urlsafe_base64_encode(force_bytes(self.teacher_a.pk)),
            "token": default_token_generator.make_token(self.teacher_a),
        }


# A game whose options for several seats are not its defaults (La Clé: La Patience is played
# alone, Mots croisés by 2 to 4).
SEVERAL_SEATS = {"la-cle": {"mode": "mots-croises"}}


def _tables_for(game: kit.GameApp, pupil: Pupil) -> dict[str, Table]:
    """A started table against the computer, a networked one with a free seat, and one
    played in turns on one computer (its "show my hand" form)."""
    user = pupil.user
    level = game.levels()[0] if game.levels() else ""
    me = services.SeatSpec(name=pupil.pseudonym, user=user, player_token="fuzz-pupil")
    bots = [services.SeatSpec(name=f"Bot {i}", bot_level=level) for i in range(1, game.min_players)]
    common = {"game": game.slug, "options": {}, "creator": user, "creator_token": "fuzz-pupil"}
    made = {"bots": services.create_table(mode="bots", seats=[me, *bots], seed=7, **common)}
    if game.max_players >= 2:
        opened = [services.SeatSpec(name="")] * max(1, game.min_players - 1)
        common = {**common, "options": SEVERAL_SEATS.get(game.slug, {})}
        made["network"] = services.create_table(
            mode="network", seats=[me, *opened], seed=8, **common
        )
        friends = [
            services.SeatSpec(name=f"Ami {i}", user=user, player_token="fuzz-pupil")
            for i in range(1, max(2, game.min_players))
        ]
        made["hotseat"] = services.create_table(
            mode="hotseat", seats=[me, *friends], seed=9, **common
        )
    return {f"{game.slug}:{mode}": table for mode, table in made.items()}


def build_world() -> World:
    """The cast, in the test's database (call it inside a test that has `db`)."""
    teacher_a = actions.create_teacher(email="anne@ecole.example", password=PASSWORD, name="Anne")
    teacher_b = actions.create_teacher(email="bruno@ecole.example", password=PASSWORD)
    class_a = actions.create_classroom(teacher=teacher_a, name="Les Hiboux", level="CM1")
    class_b = actions.create_classroom(teacher=teacher_b, name="Les Renards", level="6e")
    pupil_a = actions.add_pupils(class_a, ["Léa"]).created[0]
    actions.add_pupils(class_b, ["Tom"])
    assignment, _given = actions.create_assignment(
        class_a,
        kind="game",
        target=next(iter(kit.games())),
        count=1,
        due=timezone.localdate() + timedelta(days=3),
    )
    params, _errors = exercises.clean({"types": ["read"], "pitches": ["E4"], "count": 5})
    exercise = TeacherExercise.objects.create(code="FUZZ42", teacher=teacher_a, params=params)
    world = World(teacher_a, teacher_b, class_a, class_b, pupil_a, assignment, exercise)
    for game in kit.games().values():
        world.tables.update(_tables_for(game, pupil_a))
    return world


def clients(world: World) -> dict[str, Client]:
    """One browser per role, logged in; 5xx answers come back as responses, not exceptions."""
    out = {}
    for role, user in world.users().items():
        client = Client(raise_request_exception=False)
        if user is not None:
            client.force_login(user)
        out[role] = client
    return out


def lesson_slugs() -> list[str]:
    return [lesson.slug for lesson in catalogue.PATH]


def memo_slugs() -> list[str]:
    return list(MEMO_SLUGS)
