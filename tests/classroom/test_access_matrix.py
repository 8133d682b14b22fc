"""Every classroom URL × every kind of visitor, with the answer each must get.

Visitors: anonymous, a pupil of class A, a pupil of class B, the teacher of A, the teacher of B.
Every URL names class A (and its pupil). A teacher sees only their own classes (another's is a
404, as if it did not exist), a pupil only themselves (a teacher's page is a 403), anonymous
visitors are sent to the login page. The last test checks the matrix covers every URL.
"""

from datetime import timedelta

import pytest
from django.urls import get_resolver, reverse
from django.utils import timezone

from clesite.classroom.models import Assignment

from .conftest import client_for

ROLES = ("anonymous", "pupil_a", "pupil_b", "teacher_a", "teacher_b")
LOGIN = "login"  # a redirect to the login page
TEACHER_ONLY = {"anonymous": LOGIN, "pupil_a": 403, "pupil_b": 403, "teacher_b": 404}

# (url name, method, expected for each role); {code}, {pupil} and {assignment} are filled in.
MATRIX = [
    ("classroom:index", "get", {"anonymous": LOGIN, "pupil_a": 302, "pupil_b": 302,
                                "teacher_a": 200, "teacher_b": 200}),
    ("classroom:help", "get", dict.fromkeys(ROLES, 200)),
    ("classroom:guide", "get", dict.fromkeys(ROLES, 200)),
    ("classroom:me", "get", {"anonymous": 200, "pupil_a": 200, "pupil_b": 200,
                             "teacher_a": 302, "teacher_b": 302}),
    ("classroom:dashboard", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:live", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    # the dashboard's parts, each fetched when opened (issue 24)
    ("classroom:part-cells", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:part-mistakes", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:part-activities", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:part-pupils", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:part-lessons", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:part-past-homework", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:part-game", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:settings", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:settings", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:archive", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:delete-class", "get", {**TEACHER_ONLY, "teacher_a": 302}),  # not archived yet
    ("classroom:delete-class", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:lessons", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:add-pupils", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:cards", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:grid-csv", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:add-assignment", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:delete-assignment", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:pupil", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:history-csv", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:data-json", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:new-code", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("classroom:delete-pupil", "get", {**TEACHER_ONLY, "teacher_a": 200}),
    ("classroom:delete-pupil", "post", {**TEACHER_ONLY, "teacher_a": 302}),
    ("join:join", "get", dict.fromkeys(ROLES, 200)),
    ("join:names", "get", dict.fromkeys(ROLES, 200)),
    ("join:code", "get", dict.fromkeys(ROLES, 200)),
    ("join:code", "post", dict.fromkeys(ROLES, 400)),  # a wrong code
    ("join:leave", "post", dict.fromkeys(ROLES, 302)),
]  # fmt: skip

ARGS = {
    "classroom:index": [], "classroom:help": [], "classroom:guide": [], "classroom:me": [],
    "join:join": [],
    "join:leave": [], "join:names": ["code"], "classroom:delete-assignment": ["code", "assignment"],
    "classroom:part-game": ["code", "game"],
}  # fmt: skip
PUPIL_URLS = {"pupil", "history-csv", "data-json", "new-code", "delete-pupil", "code"}
POST_DATA = {
    "classroom:settings": {"name": "Les Chouettes", "level": "CM2", "language": "fr",
                           "note_names": "fr"},
    "classroom:archive": {"archived": "1"},
    "classroom:lessons": {"unlocked": "1"},
    "classroom:add-pupils": {"names": "Zoé\nHugo"},
    "classroom:delete-pupil": {"pseudonym": "Léa"},
    "classroom:delete-class": {"code": "wrong"},
    "join:code": {"code": "abcd"},
}  # fmt: skip


def _args(name, class_a, pupil_a, assignment):
    if name in ARGS:
        values = {"code": class_a.code, "assignment": assignment.pk, "game": "la-cle"}
        return [values[a] for a in ARGS[name]]
    if name.split(":")[1] in PUPIL_URLS:
        return [class_a.code, pupil_a.pk]
    return [class_a.code]


# The roles refused first, then the one let in: a refused request changes nothing (the fuzz
# test checks that), so one class serves the five; the writes let in come last.
IN_TURN = ("anonymous", "pupil_a", "pupil_b", "teacher_b", "teacher_a")


@pytest.mark.parametrize(("name", "method", "expected"), MATRIX, ids=lambda x: str(x)[:30])
def test_access(name, method, expected, class_a, pupil_a, pupil_b, teacher_b):
    assignment = Assignment.objects.create(
        classroom=class_a, kind="game", target="cle-de-sol", count=1,
        due=timezone.localdate() + timedelta(days=3),
    )  # fmt: skip
    users = {
        "anonymous": None,
        "pupil_a": pupil_a.user,
        "pupil_b": pupil_b.user,
        "teacher_a": class_a.teacher,
        "teacher_b": teacher_b,
    }
    url = reverse(name, args=_args(name, class_a, pupil_a, assignment))
    data = {"eleve": pupil_a.pk} if name == "classroom:part-cells" else POST_DATA.get(name, {})
    answers, wanted = {}, {}
    for role in IN_TURN:
        client = client_for(users[role])
        response = (client.get if method == "get" else client.post)(url, data)
        answers[role] = response.status_code
        wanted[role] = 302 if expected[role] == LOGIN else expected[role]
        if expected[role] == LOGIN:
            login = response.get("Location", "").startswith(reverse("login") + "?next=")
            answers[role] = response.status_code if login else f"{response.status_code}, not login"
    assert answers == wanted, url


def test_the_matrix_covers_every_classroom_url():
    resolver = get_resolver()
    names = set()
    for namespace in ("classroom", "join"):
        sub = resolver.namespace_dict[namespace][1]
        names |= {f"{namespace}:{n}" for n in sub.reverse_dict if isinstance(n, str)}
    assert names == {name for name, _method, _expected in MATRIX}


def test_a_pupil_sees_only_themselves(pupil_a, pupil_b):
    from .conftest import record

    record(pupil_a.user, "interval.third.up", "1101")
    record(pupil_b.user, "rhythm.sum", "0000")
    response = client_for(pupil_a.user).get(reverse("classroom:me"))
    html = response.content.decode().replace("\xa0", " ")
    assert "Léa" in html and "Tom" not in html
    answers = response.context["report"].summary.answers
    assert [a.concept for a in answers] == ["interval.third.up"] * 4
