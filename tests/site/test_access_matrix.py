"""Every URL of the site × every kind of visitor, with the answer each must get, for GET and POST.

The URL names come from the URL conf (`tests.fuzz.routes.routes`): a page added tomorrow fails
`test_every_url_has_its_expectations` until someone writes here who may see it. The classroom's
own matrix (tests/classroom/test_access_matrix.py, five roles, with real form data) covers
`classroom:*` and `join:*`; Django's admin is closed to everyone of the cast (no one is staff),
so each admin URL but its login and logout pages is a redirect to the admin's login, whatever
model a future `admin.py` registers.

Roles (tests/fuzz/cast.py): a guest, the pupil of class A (who started every table), the teacher
of class B, the teacher of class A. Expectations are the status for an empty GET or POST.
"""

from __future__ import annotations

import pytest
from django.db import transaction

from tests.classroom.test_access_matrix import MATRIX as CLASSROOM_MATRIX
from tests.fuzz.cast import ROLES, build_world, clients
from tests.fuzz.routes import Route, real_values, routes

ADMIN_LOGIN = "admin login"  # a redirect to /admin/login/?next=…
TEACHERS = {"guest": 403, "pupil_a": 403, "teacher_b": 200, "teacher_a": 200}
GUESTS = {"guest": 200, "pupil_a": 302, "teacher_b": 302, "teacher_a": 302}
CREATOR = {"guest": 404, "pupil_a": 302, "teacher_b": 404, "teacher_a": 404}


def CLASS_A(status: int) -> dict:  # noqa: N802 (reads as the other constants)
    """Class A's table: its pupil and teacher get `status`; anyone else is refused (403)."""
    return {"guest": 403, "pupil_a": status, "teacher_b": 403, "teacher_a": status}


# URL name -> (expected on GET, expected on POST): one status for every role, or one per role.
SITE: dict[str, tuple] = {
    "home": (200, 200),
    "health": (200, 405),  # a load balancer's check, GET or HEAD only
    "games:index": (200, 200),
    "games:game": (200, 400),  # an empty start form is refused with its reasons
    "games:new": (302, 400),
    "games:rules": (200, 200),
    # A table started by the pupil of class A is her class's (issue 25, point 4): a guest and
    # the other class's teacher are told so (403, no name); her teacher watches.
    "tables:table": (CLASS_A(200), 405),
    "tables:state": (CLASS_A(200), 405),
    "tables:play": (405, CLASS_A(302)),  # no seat named: "not your seat", back to the table
    "tables:reveal": (405, CLASS_A(404)),
    "tables:hide": (405, CLASS_A(302)),
    # « Continuer » between rounds: for a seated person; her teacher, who watches, is refused
    "tables:ready": (405, {**CLASS_A(302), "teacher_a": 403}),
    # every hand opened on her teacher's screen only: the pupil is refused
    "tables:hands": (405, {**CLASS_A(302), "pupil_a": 403}),
    "tables:stream": (204, 405),  # a single-threaded WSGI caller gets no stream
    "tables:join": (405, CLASS_A(302)),  # her teacher is told he watches, back to the table
    "tables:take_back": (405, CLASS_A(404)),
    "tables:stand_in": (405, CLASS_A(404)),
    "tables:start": (405, {**CREATOR, "guest": 403, "teacher_b": 403}),
    # a game's own addresses (GameApp.urls): Bataille des sons' sounds, a card's public one and
    # « à l'oreille »'s opaque one (a made-up token at a table of another game: nothing)
    "games:bataille-card-sound": (200, 405),
    "tables:bataille-sound": (CLASS_A(404), 405),
    # Mots croisés' preview of a lay: only for the seat on turn at a table of La Clé
    "tables:lacle-preview": (403, 405),
    # La Clé en duplicate (a class game, no table): its entry page for all, a teacher's start;
    # a game's addresses with a code no page links to (its own tests check who gets in).
    "games:lacle-duplicate-entry": (200, 405),
    "games:lacle-duplicate-new": (405, 302),  # a message and back: not a teacher, or no times
    "games:lacle-duplicate": (404, 405),
    "games:lacle-duplicate-join": (405, 404),
    "games:lacle-duplicate-play": (405, 404),
    "games:lacle-duplicate-next": (405, 404),
    "games:lacle-duplicate-stop": (405, 404),
    "games:lacle-duplicate-state": (404, 405),
    "games:lacle-duplicate-preview": (404, 405),
    "theory:memo-index": (200, 405),
    "theory:memo": (200, 405),
    "lessons:index": (200, 405),
    "lessons:review": (200, 405),
    "lessons:review-answer": (405, 303),
    "lessons:review-next": (405, 303),
    "lessons:review-restart": (405, 303),
    "lessons:exercise-new": (TEACHERS, {**TEACHERS, "teacher_b": 400, "teacher_a": 400}),
    "lessons:exercise": (200, 405),
    "lessons:exercise-ready": ({**TEACHERS, "teacher_b": 404}, 405),
    "lessons:exercise-answer": (405, 303),
    "lessons:exercise-next": (405, 303),
    "lessons:exercise-restart": (405, 303),
    "lessons:lesson": (200, 405),
    "lessons:lesson-answer": (405, 303),
    "lessons:lesson-next": (405, 303),
    "lessons:lesson-restart": (405, 303),
    "signup": (GUESTS, {**GUESTS, "guest": 400}),  # someone logged in is sent on
    "activate": (200, 400),  # given a reset link's pair, not an activation's: "no longer works"
    "login": (GUESTS, GUESTS),  # an empty login form is shown again
    "logout": (405, 302),
    "password_reset": (200, 200),
    "password_reset_done": (200, 405),
    "password_reset_confirm": (302, 302),  # a valid link: on to the new password's form
    "password_reset_complete": (200, 405),
    "set_language": (302, 302),
    "admin:login": (200, 200),
    "admin:logout": (302, 302),
    "error-preview": (400, 400),  # only while DEBUG: the 400 page, for designers
}
ADMIN_DEFAULT = (ADMIN_LOGIN, ADMIN_LOGIN)
TABLE_MODE = dict.fromkeys(("tables:join", "tables:take_back", "tables:stand_in"), "network")


def _expectations(route: Route) -> tuple | None:
    if route.key in SITE:
        return SITE[route.key]
    if route.space == "admin":
        return ADMIN_DEFAULT
    return None


def _cases() -> list[tuple[Route, str]]:
    """Every site URL outside the classroom's matrix, with each method."""
    return [
        (route, method)
        for route in routes()
        if route.space not in ("classroom", "join")
        for method in ("get", "post")
    ]


def _path(route: Route, world) -> str:
    if route.space == "tables":
        slug = next(iter(world.tables)).split(":")[0]
        table = world.tables[f"{slug}:{TABLE_MODE.get(route.key, 'bots')}"]
        return route.path({**real_values(route, world)[0], "code": table.code})
    return route.path(real_values(route, world)[0])


def _answers(browsers, method: str, path: str, want_all) -> tuple[dict, dict]:
    """What each role got, and what it should have got."""
    got, wanted = {}, {}
    for role, client in browsers.items():
        with transaction.atomic():  # each visitor meets the same world
            response = getattr(client, method)(path)
            transaction.set_rollback(True)
        want = want_all[role] if isinstance(want_all, dict) else want_all
        status = response.status_code
        if want == ADMIN_LOGIN and _to_admin_login(response):
            status = ADMIN_LOGIN
        got[role], wanted[role] = status, want
    return got, wanted


@pytest.mark.django_db
def test_every_site_url_answers_each_role_as_expected(settings):
    """One world for every case (building it per case took a minute and a half): each
    request is rolled back, so no case sees another's writes."""
    settings.DEBUG = False
    world = build_world()
    browsers = clients(world)  # logged in first: a reset link's token counts the last login
    wrong = []
    for route, method in _cases():
        expected = _expectations(route)
        if expected is None:
            continue  # test_every_url_has_its_expectations names it
        path = _path(route, world)
        got, wanted = _answers(browsers, method, path, expected[0 if method == "get" else 1])
        if got != wanted:
            wrong.append(f"{route.key} {method.upper()} {path}: got {got}, want {wanted}")
    assert wrong == [], "\n".join(wrong)


def _to_admin_login(response) -> bool:
    return response.status_code == 302 and response["Location"].startswith("/admin/login/?next=")


def test_every_url_has_its_expectations():
    """A URL name (or an unnamed pattern) that neither this matrix nor the classroom's knows."""
    classroom = {name for name, _method, _expected in CLASSROOM_MATRIX}
    missing = [
        route.key
        for route in routes()
        if route.key not in classroom and _expectations(route) is None
    ]
    assert missing == [], f"add these URLs to SITE (tests/site/test_access_matrix.py): {missing}"


def test_the_roles_are_the_fuzz_roles():
    assert set(ROLES) == {"guest", "pupil_a", "teacher_b", "teacher_a"}
