"""What the dashboard and the pupil pages show, assembled from analytics, tables and mastery."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.utils import timezone

from clesite.classroom import (
    analytics,
    charts,
    class_stats,
    examples,
    lessons_passed,
    played,
    remedies,
    sources,
    summaries,
)
from clesite.classroom.concepts import (
    LEVELS,
    NEVER_COUNTED,
    TOO_FEW,
    Concept,
    Level,
    concept,
    grid_concepts,
    grouped,
    misconception_label,
)
from clesite.classroom.coverage import Coverage, coverage
from clesite.classroom.homework import AssignmentRow, Status, assignment_rows, assignment_status
from clesite.classroom.mastery import ACQUIRED, NOT_SEEN, UNSEEN, Mastery
from clesite.classroom.models import Assignment, Classroom, Pupil


def alphabetical(name: str) -> str:
    """A sort key that puts Léa between Lea and Lucas, as a class list does."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@dataclass(frozen=True)
class Cell:
    concept: Concept
    mastery: Mastery
    counted: bool = True  # some game or lesson counts decisions on it (`coverage`)

    @property
    def level(self) -> Level:
        if self.mastery.level != NOT_SEEN and not self.mastery.enough:
            return TOO_FEW if self.counted else NEVER_COUNTED
        return LEVELS[self.mastery.level]


def cell_of(concept: Concept, mastery: Mastery) -> Cell:
    """A pupil's cell, told « – » when no game or lesson counts decisions on its notion: every
    page builds its cells here (the pupil's detail said « ? » where the grid said « – »)."""
    return Cell(concept, mastery, not coverage(concept.code).none)


@dataclass(frozen=True)
class Head:
    """A grid column's head: the concept, and where it is practised (issue 18, coverage): one
    mark a column, its words in the title, rather than in every cell."""

    concept: Concept
    coverage: Coverage

    @property
    def title(self) -> str:
        return f"{self.concept.label} — {self.coverage.words()}"


@dataclass
class PupilSummary:
    """A pupil's line of the dashboard, from their summaries (`summaries`), not their answers."""

    answers: int = 0  # every answer, forced and hinted ones too
    last_at: datetime | None = None
    active: timedelta = timedelta(0)
    active_week: timedelta = timedelta(0)
    mastery: dict[str, Mastery] = field(default_factory=dict)
    decisions: int = 0  # the answers the grid counts (`mastery`: no forced move, no hint)
    right_decisions: int = 0

    @property
    def right_share(self) -> float:
        """Right among the counted answers, as the grid beside it: a share over every answer
        counted the moves a hint showed or the rules forced, and flattered."""
        return self.right_decisions / self.decisions if self.decisions else 0.0

    def level(self, code: str) -> Mastery:
        return self.mastery.get(code, UNSEEN)


def pupil_summary(states: list, active: timedelta, active_week: timedelta, now) -> PupilSummary:
    """From the pupil's (concept, trace, wrong answers) of `summaries.states_of`."""
    lasts = [t.last_at for _c, t, _w in states if t.last_at is not None]
    return PupilSummary(
        answers=sum(t.logged for _c, t, _w in states),
        last_at=max(lasts) if lasts else None,
        active=active,
        active_week=active_week,
        mastery={code: t.state(now) for code, t, _w in states},
        decisions=sum(t.answers for _c, t, _w in states),
        right_decisions=sum(t.right for _c, t, _w in states),
    )


@dataclass
class PupilRow:
    pupil: Pupil
    summary: PupilSummary
    games: played.Played
    cells: list[Cell]


@dataclass(frozen=True)
class Example:
    """One of the pupil's own moves behind a misconception, told in words."""

    text: str
    who: str
    at: datetime
    source: str


@dataclass
class MisconceptionRow:
    code: str
    label: str
    count: int
    people: int
    example: str
    example_who: str
    example_at: datetime
    example_source: str
    examples: list[Example] = field(default_factory=list)
    remedy: remedies.Remedy | None = None


@dataclass
class ClassReport:
    classroom: Classroom
    columns: list[Concept]
    heads: list[Head]
    groups: list
    rows: list[PupilRow]
    column_acquired: list[int]
    misconceptions: list[MisconceptionRow]
    sources: list
    live: list
    assignments: list[AssignmentRow]
    answers: int = 0
    extras: dict = field(default_factory=dict)
    lessons: list = field(default_factory=list)  # (title, [(pupil, Passed)]) for every lesson


SHOWN = 3  # issue 18: two or three of the pupils' own moves per misconception


def _misconception_rows(
    found, names_of: dict[int, str], note_names: str, you: bool = False
) -> list:
    rows = []
    titles = sources.exercise_titles(
        a.source for m in found for a, _who in m.examples or ((m.example, m.example_of),)
    )
    for m in found:
        told: list[Example] = []
        for a, who in m.examples or ((m.example, m.example_of),):
            text = examples.describe(a, note_names, you=you)
            if len(told) < SHOWN and text not in {e.text for e in told}:  # three unlike moves
                told.append(
                    Example(
                        text, names_of.get(who, ""), a.at, sources.source_label(a.source, titles)
                    )
                )
        first = told[0]
        rows.append(
            MisconceptionRow(
                m.code,
                misconception_label(m.code),
                m.count,
                m.people,
                first.text,
                first.who,
                first.at,
                first.source,
                examples=told,
                remedy=remedies.remedy(m.code),
            )
        )
    return rows


def class_pupils(classroom: Classroom) -> tuple[list[Pupil], dict[int, str]]:
    """The class's pupils in alphabetical order, and their pseudonyms by user id (one query)."""
    pupils = sorted(classroom.pupils.all(), key=lambda p: alphabetical(p.pseudonym))
    return pupils, {p.user_id: p.pseudonym for p in pupils}


def grid_rows(
    pupils: list[Pupil],
    states: dict,
    games: dict[int, played.Played],
    now: datetime,
    active: dict[int, timedelta] | None = None,
    week: dict[int, timedelta] | None = None,
) -> tuple[list[Concept], list[PupilRow]]:
    """The grid's columns and one row per pupil, from their summaries (`summaries.states_of`);
    active times only where they were read (the pupils' list and the CSV, not the grid)."""
    columns = grid_concepts({code for lst in states.values() for code, _t, _w in lst})
    counted = [(c, not coverage(c.code).none) for c in columns]  # once a column, not a cell
    rows = []
    for p in pupils:
        summary = pupil_summary(
            states.get(p.user_id, []),
            (active or {}).get(p.user_id, timedelta(0)),
            (week or {}).get(p.user_id, timedelta(0)),
            now,
        )
        cells = [Cell(c, summary.level(c.code), k) for c, k in counted]
        rows.append(PupilRow(p, summary, games.get(p.user_id, played.Played()), cells))
    return columns, rows


def column_acquired(columns: list[Concept], rows: list[PupilRow]) -> list[int]:
    return [
        sum(1 for r in rows if r.cells[i].mastery.level >= ACQUIRED) for i in range(len(columns))
    ]


def class_misconceptions(
    classroom: Classroom, names_of: dict[int, str], now: datetime | None = None
) -> list:
    """The class's frequent misconceptions of the last weeks (`class_stats.RECENT`), with three
    of the pupils' own moves and a remedy."""
    since = (now or timezone.now()) - class_stats.RECENT
    found = class_stats.misconceptions(names_of, since=since)
    return _misconception_rows(found, names_of, classroom.note_names)


def class_sources(names_of: dict[int, str]) -> list:
    found = class_stats.by_source(names_of)
    titles = sources.exercise_titles(s.source for s in found)
    return [(s, sources.source_label(s.source, titles)) for s in found]


def class_grid(pupils, names_of: dict[int, str], now: datetime):
    """The grid's columns and a row per pupil, with their activity, from the summaries."""
    return grid_rows(
        pupils,
        summaries.states_of(names_of),
        played.played_by(names_of),
        now,
        active=summaries.active_of(names_of),
        week=class_stats.active_since(names_of, now - timedelta(days=7)),
    )


def class_report(classroom: Classroom, now: datetime | None = None) -> ClassReport:
    """Everything about a class at once (the CSV export, the tests), from the pupils'
    summaries and a few counting queries: a fixed number of queries whatever the class's size
    or history (issue 24). The dashboard shows it in parts (`dashboard`)."""
    now = now or timezone.now()
    pupils, names_of = class_pupils(classroom)
    columns, rows = class_grid(pupils, names_of, now)
    return ClassReport(
        classroom=classroom,
        columns=columns,
        heads=[Head(c, coverage(c.code)) for c in columns],
        groups=grouped(columns),
        rows=rows,
        column_acquired=column_acquired(columns, rows),
        misconceptions=class_misconceptions(classroom, names_of, now),
        sources=class_sources(names_of),
        live=played.playing_now(names_of, now),
        assignments=assignment_rows(classroom, pupils, names_of, now),
        answers=sum(r.summary.answers for r in rows),
        lessons=lessons_passed.by_lesson(pupils, lessons_passed.passed_by(names_of)),
    )


@dataclass
class PersonReport:
    """One person's page: a pupil seen by their teacher or by themselves, or a guest."""

    summary: analytics.Summary
    games: played.Played
    groups: list  # (group, [Cell]) for every concept of the grid
    misconceptions: list[MisconceptionRow]
    mistakes: list[tuple]  # (answer, concept label, what happened, where, which part, hinted)
    sources: list
    chart: charts.Chart
    weeks: list
    assignments: list[tuple[str, Assignment, Status]] = field(default_factory=list)
    lessons: list[lessons_passed.Passed] = field(default_factory=list)

    @property
    def game_rows(self) -> list[tuple[str, played.GameCount]]:
        return [(sources.game_name(slug), n) for slug, n in sorted(self.games.per_game.items())]


def _mistake(a: analytics.Answer, note_names, titles, for_pupil: bool) -> tuple:
    """One wrong answer of a pupil's page: the notion, what was asked and done, where, whether
    a hint was on screen."""
    return (
        a,
        str(concept(a.concept).label),
        examples.describe(a, note_names, you=for_pupil),
        sources.source_label(a.source, titles),
        # a table's code, a lesson's step (an exercise's code is in its name already)
        "" if a.source.startswith("exercise:") else sources.context_label(a.source, a.context),
        bool((a.weight or {}).get("hinted") or (a.weight or {}).get("hint")),
    )


def person_report(
    answers: list[analytics.Answer],
    games: played.Played | None = None,
    note_names: str | None = None,
    name: str = "",
    assignments=(),
    now: datetime | None = None,
    lessons=(),
    opened: dict[str, datetime] | None = None,
    for_pupil: bool = False,
) -> PersonReport:
    """A pupil's page (`for_pupil`: her own, where what she did is said to her: « tu as posé »)."""
    now = now or timezone.now()
    summary = analytics.summarise(answers, now)
    games = games or played.Played()
    columns = grid_concepts({a.concept for a in answers})
    cells = [cell_of(c, summary.level(c.code)) for c in columns]
    groups = []
    for group, concepts in grouped(columns):
        codes = {c.code for c in concepts}
        groups.append((group, [cell for cell in cells if cell.concept.code in codes]))
    wrong = [a for a in answers if not a.correct and not a.again][-12:][::-1]
    by_source = analytics.by_source({0: answers})
    titles = sources.exercise_titles(s.source for s in by_source)
    weeks = analytics.weekly_levels(answers, now=now)
    today = timezone.localdate(now)
    lessons = list(lessons)
    passed = {p.slug for p in lessons}
    return PersonReport(
        summary=summary,
        games=games,
        groups=groups,
        misconceptions=_misconception_rows(
            analytics.misconceptions({0: answers}, limit=10), {0: name}, note_names or "", for_pupil
        ),
        mistakes=[_mistake(a, note_names, titles, for_pupil) for a in wrong],
        sources=[(s, sources.source_label(s.source, titles)) for s in by_source],
        chart=charts.weekly_chart(weeks),
        weeks=weeks,
        assignments=[
            (
                sources.assignment_label(a.kind, a.target, a.count),
                a,
                assignment_status(a, answers, games, today, passed, opened),
            )
            for a in assignments
        ],
        lessons=lessons,
    )
