"""Two teachers, each with a class and a pupil: the cast of the classroom's tests."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from clesite.classroom import actions, progress

PASSWORD = "un-mot-de-passe-solide-42"


@pytest.fixture
def teacher_a(db):
    return actions.create_teacher(email="anne@ecole.example", password=PASSWORD, name="Anne")


@pytest.fixture
def teacher_b(db):
    return actions.create_teacher(email="bruno@ecole.example", password=PASSWORD)


@pytest.fixture
def class_a(teacher_a):
    return actions.create_classroom(teacher=teacher_a, name="Les Hiboux", level="CM1")


@pytest.fixture
def class_b(teacher_b):
    return actions.create_classroom(teacher=teacher_b, name="Les Renards", level="6e")


@pytest.fixture
def pupil_a(class_a):
    return actions.add_pupils(class_a, ["Léa"]).created[0]


@pytest.fixture
def pupil_b(class_b):
    return actions.add_pupils(class_b, ["Tom"]).created[0]


def client_for(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def record(
    user,
    concept,
    answers,
    *,
    source="game:cle-de-sol",
    context="T1",
    start=None,
    step=timedelta(seconds=30),
    misconception="",
    detail=None,
):
    """Records `answers` (a string of 1 and 0) for a user, spaced by `step`."""
    start = start or timezone.now() - step * len(answers)
    for i, ch in enumerate(answers):
        progress.record(
            [
                {
                    "concept": concept,
                    "correct": ch == "1",
                    "misconception": "" if ch == "1" else misconception,
                    "detail": detail or {},
                }
            ],
            user=user,
            source=source,
            context=context,
            at=start + step * i,
        )
