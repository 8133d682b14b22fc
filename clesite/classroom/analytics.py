"""Reads learning events and turns them into what a teacher (or a pupil) sees.

One query per page fetches the answers of the people shown; everything else is computed here,
in memory, with `mastery` (knowledge tracing and active time). A class of 30 pupils with a year of play is a
few tens of thousands of rows: well within one request.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from django.utils import timezone

from clesite.classroom import mastery
from clesite.classroom.models import LearningEvent
from games.engine.evidence import EVIDENCE_FIELDS


@dataclass(frozen=True)
class Answer:
    at: datetime
    concept: str
    correct: bool
    misconception: str
    source: str
    context: str
    detail: dict
    # How much the answer tells (games.engine.evidence), read for every answer; None: an old
    # answer that does not say (the model reads it as weak evidence).
    weight: dict | None = None

    @property
    def again(self) -> bool:
        """A refused try on a notion already missed in the same turn (hooks): not counted."""
        return bool((self.weight or {}).get("again") or (self.detail or {}).get("again"))

    @property
    def evidence(self) -> mastery.Evidence:
        return mastery.evidence(self.correct, self.weight, self.at)


FIELDS = ("user_id", "created_at", "concept", "correct", "misconception", "source", "context")
# Only the evidence fields of every answer's detail: decoding whole details is the slow part.
WEIGHT_FIELDS = EVIDENCE_FIELDS


def _answers(events, all_details: bool = False) -> list[tuple[tuple, dict]]:
    """Rows with their detail; unless asked, only wrong answers' details are read (the pages
    tell mistakes, never right answers, and decoding every detail is most of the time)."""
    weights = [f"detail__{key}" for key in WEIGHT_FIELDS]
    rows = list(events.order_by("created_at", "pk").values_list("pk", *FIELDS, *weights))
    with_detail = events if all_details else events.filter(correct=False)
    details = dict(with_detail.values_list("pk", "detail"))
    return [(row[1:], details.get(row[0], {})) for row in rows]


def _answer(row: tuple, detail: dict) -> Answer:
    weight = {k: v for k, v in zip(WEIGHT_FIELDS, row[7:], strict=True) if v is not None}
    return Answer(*row[1:7], detail, weight or None)


def answers_by_user(user_ids: Iterable[int], all_details: bool = False) -> dict[int, list[Answer]]:
    """Every answer of these users, oldest first."""
    out: dict[int, list[Answer]] = defaultdict(list)
    events = LearningEvent.objects.filter(user_id__in=list(user_ids))
    for row, detail in _answers(events, all_details):
        out[row[0]].append(_answer(row, detail))
    return out


def guest_answers(token: str) -> list[Answer]:
    """A guest's answers: those recorded with their session's token."""
    if not token:
        return []
    events = LearningEvent.objects.filter(user__isnull=True, guest_token=token)
    return [_answer(row, detail) for row, detail in _answers(events)]


@dataclass
class Summary:
    """One person's answers, judged."""

    answers: list[Answer]
    mastery: dict[str, mastery.Mastery] = field(default_factory=dict)
    active: timedelta = timedelta(0)
    active_week: timedelta = timedelta(0)
    mistakes: int = 0  # wrong tries (`wrong_tries`), not wrong answers per concept
    last_at: datetime | None = None
    decisions: int = 0  # the answers the grid counts (no forced move, no hint)
    right_decisions: int = 0

    @property
    def right_share(self) -> float:
        """Right among the counted answers, as the grid (`reports.PupilSummary.right_share`)."""
        return self.right_decisions / self.decisions if self.decisions else 0.0

    @property
    def hinted(self) -> int:
        """Answers given with the playable cards shown (a table's hints): logged, not counted."""
        return sum(1 for a in self.answers if (a.weight or {}).get("hinted"))

    def level(self, code: str) -> mastery.Mastery:
        return self.mastery.get(code, mastery.UNSEEN)


def wrong_tries(answers: Iterable[Answer]) -> int:
    """How many tries went wrong: one refused card in Gama is a wrong answer under two concepts
    (the scale's next note, the colour to follow), recorded at one moment; a teacher who saw 5
    wrong cards read « 11 erreurs »). A try on a notion already missed in the same turn (`again`)
    is the same doubt: the page's list of wrong answers leaves it out, so does this count (a
    reviewer read « 3 erreurs » above a list of 2)."""
    return len({(a.source, a.context, a.at) for a in answers if not a.correct and not a.again})


def summarise(answers: list[Answer], now: datetime | None = None) -> Summary:
    now = now or timezone.now()
    by_concept: dict[str, list[mastery.Evidence]] = defaultdict(list)
    counted = []
    for a in answers:
        e = a.evidence
        by_concept[a.concept].append(e)
        if e.counts:
            counted.append(e.correct)
    moments = [a.at for a in answers]
    week_ago = now - timedelta(days=7)
    return Summary(
        answers=answers,
        mastery={code: mastery.assess(seq, now) for code, seq in by_concept.items()},
        active=mastery.active_time(moments),
        active_week=mastery.active_time(m for m in moments if m >= week_ago),
        mistakes=wrong_tries(answers),
        last_at=moments[-1] if moments else None,
        decisions=len(counted),
        right_decisions=sum(counted),
    )


@dataclass(frozen=True)
class SourceStats:
    source: str
    answers: int
    right: int
    people: int
    last_at: datetime

    @property
    def kind(self) -> str:
        return self.source.split(":", 1)[0]

    @property
    def slug(self) -> str:
        return self.source.split(":", 1)[-1]

    @property
    def right_share(self) -> float:
        return self.right / self.answers if self.answers else 0.0


def by_source(answers_of: dict[int, list[Answer]]) -> list[SourceStats]:
    """Answers grouped by where they happened (a game, a lesson, a teacher's exercise)."""
    count: Counter = Counter()
    right: Counter = Counter()
    people: dict[str, set] = defaultdict(set)
    last: dict[str, datetime] = {}
    for who, answers in answers_of.items():
        for a in answers:
            count[a.source] += 1
            right[a.source] += a.correct
            people[a.source].add(who)
            last[a.source] = max(last.get(a.source, a.at), a.at)
    order = {"game": 0, "lesson": 1, "exercise": 2}
    return sorted(
        (SourceStats(s, count[s], right[s], len(people[s]), last[s]) for s in count),
        key=lambda x: (order.get(x.kind, 3), x.source),
    )


@dataclass(frozen=True)
class Misconception:
    code: str
    count: int
    people: int
    example: Answer
    example_of: int  # the user id of the example's author
    examples: tuple[tuple[Answer, int], ...] = ()  # the latest few (answer, author), newest first


EXAMPLES = 12  # the latest moves per misconception, for the page to pick three unlike ones


def misconceptions(answers_of: dict[int, list[Answer]], limit: int = 6) -> list[Misconception]:
    """The most frequent misconceptions, each with its latest occurrences as examples."""
    count: Counter = Counter()
    people: dict[str, set] = defaultdict(set)
    found: dict[str, list[tuple[Answer, int]]] = defaultdict(list)
    for who, answers in answers_of.items():
        for a in answers:
            if a.misconception and not a.again:  # one turn's doubt is one mistake
                count[a.misconception] += 1
                people[a.misconception].add(who)
                found[a.misconception].append((a, who))
    out = []
    for code, n in count.most_common(limit):
        latest = tuple(sorted(found[code], key=lambda x: x[0].at, reverse=True)[:EXAMPLES])
        out.append(Misconception(code, n, len(people[code]), *latest[0], examples=latest))
    return out


def week_start(day: date) -> date:
    return day - timedelta(days=day.weekday())


def weekly_levels(answers: list[Answer], weeks: int = 8, now: datetime | None = None) -> list:
    """For each of the last `weeks` weeks: (monday, Counter of levels over the concepts met so
    far, answers that week, right answers that week)."""
    now = timezone.localtime(now or timezone.now())
    this_monday = week_start(now.date())
    mondays = [this_monday - timedelta(weeks=k) for k in range(weeks - 1, -1, -1)]
    tz = timezone.get_current_timezone()
    starts = [datetime.combine(m, datetime.min.time(), tz) for m in mondays]
    ends = [start + timedelta(days=7) for start in starts]
    by_concept: dict[str, list[mastery.Evidence]] = defaultdict(list)
    for a in answers:
        by_concept[a.concept].append(a.evidence)
    levels = [Counter() for _ in mondays]
    for dated in by_concept.values():
        # each week as it stood at its end, or now for this week (forgetting runs to then)
        for i, m in enumerate(mastery.assess_until(dated, [min(e, now) for e in ends])):
            if m.level != mastery.NOT_SEEN:
                levels[i][m.level] += 1
    out = []
    for i, monday in enumerate(mondays):
        week = [a for a in answers if starts[i] <= a.at < ends[i]]
        out.append((monday, levels[i], len(week), sum(a.correct for a in week)))
    return out
