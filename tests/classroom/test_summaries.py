"""Issue 24: the dashboard reads per pupil × concept summaries kept up to date with each answer.
They must say exactly what the answers say (`analytics`, the pupil's own page), and the page
must cost a fixed number of queries whatever the class's size."""

import random
from datetime import timedelta

import pytest
from django.utils import timezone

from clesite.classroom import actions, analytics, class_stats, progress, reports, summaries
from clesite.classroom.models import Assignment, ConceptState, LearningEvent
from games.tables.models import Seat, Table

pytestmark = pytest.mark.django_db

CONCEPTS = ("interval.third.up", "pitch.conjoint", "scale.next", "rhythm.sum", "pitch.read")
MISTAKES = ("interval.exclusive-count", "pitch.line-space", "")
SOURCES = ("game:cle-de-sol", "game:gama", "lesson:intervalles")


def _detail(rng: random.Random) -> dict:
    """Evidence fields as the games stamp them, or none (an old answer: weak evidence)."""
    kind = rng.random()
    if kind < 0.25:
        return {}  # logged before the games stamped their choices
    if kind < 0.3:
        return {"played": "N:C4:quarter"}  # old, with other fields only
    options = rng.randint(1, 8)
    detail = {"options": options, "fitting": rng.randint(1, options), "hinted": rng.random() < 0.1}
    if rng.random() < 0.05:
        detail["also"] = ["rhythm.same"]
    if rng.random() < 0.05:
        detail["final"] = True
    if rng.random() < 0.15:
        detail["first_try"] = True  # the only fitting card, found at the first try (hooks)
    if rng.random() < 0.1:
        detail["again"] = True  # a refused try on a notion already missed this turn (hooks)
    if rng.random() < 0.15:
        # a right answer after a refusal (hooks): the pupil's page counted it, the grid not
        detail["after_refusal"] = True
    return detail


def _play(pupils, seed: int, now) -> None:
    """Seeded random histories over ten weeks, recorded answer batch by answer batch."""
    rng = random.Random(seed)
    moment = now - timedelta(weeks=10)
    while moment < now - timedelta(minutes=5):
        pupil = rng.choice(pupils)
        batch = []
        for _ in range(rng.choice((1, 1, 1, 2, 3))):
            right = rng.random() < 0.7
            batch.append(
                {
                    "concept": rng.choice(CONCEPTS),
                    "correct": right,
                    "misconception": "" if right else rng.choice(MISTAKES),
                    "detail": _detail(rng),
                }
            )
        source = rng.choice(SOURCES)
        progress.record(batch, user=pupil.user, source=source, context="T1", at=moment)
        moment += timedelta(seconds=rng.choice((20, 40, 90, 400, 3600 * 5, 86400)))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_summary_grid_equals_the_grid_from_the_answers(class_a, seed):
    pupils = actions.add_pupils(class_a, ["Léa", "Tom", "Zoé"]).created
    now = timezone.now()
    _play(pupils, seed, now)
    report = reports.class_report(class_a, now)
    answers = analytics.answers_by_user([p.user_id for p in pupils])
    assert report.answers == sum(len(v) for v in answers.values()) > 100
    for row in report.rows:
        raw = analytics.summarise(answers[row.pupil.user_id], now)
        assert row.summary.mastery == raw.mastery  # every level, P(L), count, day and date
        assert [c.concept.code for c in row.cells] == [c.code for c in report.columns]
        assert row.summary.answers == len(raw.answers)
        assert row.summary.right_share == raw.right_share
        assert row.summary.last_at == raw.last_at
        assert row.summary.active == raw.active
        assert row.summary.active_week == raw.active_week
    assert {m.level for r in report.rows for m in r.summary.mastery.values()} != {0}
    ids = [p.user_id for p in pupils]
    assert class_stats.by_source(ids) == analytics.by_source(answers)
    by_count = sorted(analytics.misconceptions(answers), key=lambda m: (-m.count, m.code))
    assert class_stats.misconceptions(ids) == by_count


def test_the_states_read_raw_are_the_ones_the_orm_reads(class_a):
    """`states_of` reads with the database's cursor (no converters): the same traces, times
    aware and in UTC, days as dates, as the models give them."""
    pupils = actions.add_pupils(class_a, ["Léa", "Tom"]).created
    _play(pupils, 5, timezone.now())
    ids = [p.user_id for p in pupils]
    read = summaries.states_of(ids)
    by_orm = {
        (row.user_id, row.concept): (summaries.trace_of(row), row.wrong)
        for row in ConceptState.objects.filter(user_id__in=ids)
    }
    assert len(by_orm) > 5
    assert {(u, c): (t, w) for u, lst in read.items() for c, t, w in lst} == by_orm
    trace = next(t for t, _w in by_orm.values() if t.last_day is not None)
    assert trace.last_at.utcoffset() == timedelta(0)
    assert summaries.states_of([]) == {}  # a class without pupils yet


def test_a_rebuild_gives_the_rows_kept_answer_by_answer(class_a):
    pupils = actions.add_pupils(class_a, ["Léa", "Tom"]).created
    _play(pupils, 7, timezone.now())
    kept = sorted(ConceptState.objects.values_list(*_row_fields()))
    assert summaries.rebuild() == len(kept) + 2  # and one Activity per pupil
    assert sorted(ConceptState.objects.values_list(*_row_fields())) == kept


def test_the_migration_counts_again_a_final_answer_given_after_a_refusal(class_a):
    """Stored while `after_refusal` set any right answer aside: the word's pupil's summary is
    worked out again, the other pupil's rows stay untouched."""
    import importlib

    from django.apps import apps

    lea, tom = actions.add_pupils(class_a, ["Léa", "Tom"]).created
    word = {"options": 720, "fitting": 1, "final": True, "after_refusal": True}
    for user in (lea.user, tom.user):
        progress.record(
            [{"concept": "word.spelling", "correct": True, "misconception": "", "detail": word}],
            user=user,
            source="game:la-cle",
            context="T1",
        )
    ConceptState.objects.filter(user=lea.user).update(answers=0, right=0)  # as the old rule
    ConceptState.objects.filter(user=tom.user).update(answers=5)  # a row the rebuild must skip
    LearningEvent.objects.filter(user=tom.user).update(detail={**word, "final": False})
    migration = importlib.import_module(
        "clesite.classroom.migrations.0010_final_answers_after_a_refusal_count"
    )
    migration.forward(apps, None)
    rows = dict(ConceptState.objects.values_list("user_id", "answers"))
    assert rows == {lea.user_id: 1, tom.user_id: 5}


def _row_fields():
    return ("user_id", "concept", *summaries.STATE_FIELDS)


def test_deleting_a_pupil_deletes_their_summaries(class_a):
    pupil = actions.add_pupils(class_a, ["Léa"]).created[0]
    progress.record([{"concept": "pitch.read", "correct": True}], user=pupil.user, source="x")
    assert ConceptState.objects.filter(user=pupil.user).exists()
    actions.delete_pupil(pupil)
    assert not ConceptState.objects.exists()


def _class_with(classroom, names: list[str], seed: int) -> None:
    """Pupils with answers, a finished table each, and one assignment of each kind."""
    pupils = actions.add_pupils(classroom, names).created
    _play(pupils, seed, timezone.now())
    for i, pupil in enumerate(pupils):
        table = Table.objects.create(
            code=f"Q{seed}{i:03d}",
            game="cle-de-sol",
            mode=Table.Mode.BOTS,
            status=Table.Status.FINISHED,
            seed=1,
            state={},
            outcome={"finished": True, "winners": [0]},
        )
        Seat.objects.create(table=table, index=0, kind=Seat.Kind.HUMAN, name="x", user=pupil.user)
    today = timezone.localdate()
    for kind, target in ((Assignment.Kind.GAME, "cle-de-sol"), (Assignment.Kind.LESSON, "x")):
        Assignment.objects.create(classroom=classroom, kind=kind, target=target, due=today)


# The dashboard's queries, pinned for a class of 5 and of 30: test_dashboard_parts.py.


def test_the_right_share_beside_the_grid_counts_only_real_decisions(class_a, client):
    """A reviewer's Tom went from 74 % to 78 % right by playing a game with « Aide » on: every
    hinted card fitted. The share now counts what the grid counts: no hint, no forced move."""
    (tom,) = actions.add_pupils(class_a, ["Tom"]).created
    now = timezone.now()
    real = {"options": 6, "fitting": 2, "hinted": False}
    batch = [{"concept": "interval.third.up", "correct": c, "detail": real} for c in (True, False)]
    hinted = {"options": 6, "fitting": 2, "hinted": True}
    batch += [{"concept": "interval.third.up", "correct": True, "detail": hinted}] * 5
    forced = {"options": 1, "fitting": 1, "hinted": False}
    batch += [{"concept": "scale.next", "correct": True, "detail": forced}] * 3
    progress.record(batch, user=tom.user, source="game:cle-de-sol", context="T1", at=now)
    row = reports.class_report(class_a, now).rows[0]
    assert (row.summary.answers, row.summary.decisions, row.summary.right_share) == (10, 2, 0.5)
    raw = analytics.summarise(analytics.answers_by_user([tom.user_id])[tom.user_id], now)
    assert (len(raw.answers), raw.decisions, raw.right_share) == (10, 2, 0.5)
    client.force_login(class_a.teacher)
    page = client.get(f"/classe/{class_a.code}/eleves/").content.decode()
    assert "50\u00a0%" in page and "90\u00a0%" not in page
