"""How much a pupil masters a concept, from their answers: knowledge tracing with evidence
weights and forgetting. docs/mastery.md says it in plain words, for teachers.

Plain Python, no Django: it reads a pupil's answers on one concept, oldest first.

The model is Bayesian Knowledge Tracing (Corbett & Anderson, 1995), with three changes (issue 18):

1. Each answer carries its own chance of being right by luck, G, from the choices the pupil had
   (`games.engine.evidence`): G = fitting / options, the chance that a blind pick fits, kept
   within [`MIN_GUESS`, `MAX_GUESS`]. A forced right move (the only card that fitted: a game
   lets the pupil try again until one fits; a draw with nothing to lay; a move every choice
   allowed) and a move made while the hints showed the playable cards are kept in the log but
   are not decisions: they change nothing here. A move right for two reasons at once (`also`:
   a conjoint Note of the same rhythm, logged under the rhythm) cannot say which one the pupil
   saw: not counted either. An old answer that does not say its choices is read as weak
   evidence: G = `PARAMS.p_guess` (0.5, the former setting for all), counted.
2. Forgetting: between two answers, and from the last answer until `now`, once `rest_days`
   (21) have passed without practice, the part of P(L) above the starting P(L0) halves every
   `half_life_days` (60). Old evidence thus weighs less; a weekend or two weeks of holidays
   change no level (a teacher would not trust a grid that drops over a weekend), and a concept
   left alone slides from « maîtrisé » to « acquis » after about four weeks, to « en progrès »
   after six to seven, to « découverte » after about three months.
3. « maîtrisé » needs real decisions on at least `MASTERY_DAYS` different days; the two top
   levels also need most of the last `RECENT` real decisions right (`RECENT_SHARE`); with fewer
   than `ENOUGH` real decisions the grid says « pas encore assez de réponses », not a level.

For one real decision, with S the slip:

- right  P(L | right) = P(L)(1 − S) / (P(L)(1 − S) + (1 − P(L)) G)
- wrong  P(L | wrong) = P(L) S / (P(L) S + (1 − P(L))(1 − G))
- then   P(L) ← P(L | answer) + (1 − P(L | answer)) T   (the answer itself teaches)

Levels, from P(L) and the number of real decisions (THRESHOLDS), checked from the top:
maîtrisé P(L) ≥ 0.95 with 10 decisions over 2 days, 9 of the last 10 right; acquis ≥ 0.80
with 5, 8 of the last 10 right; en progrès ≥ 0.50 with 3; else découverte. The simulation of tests/classroom/test_mastery_simulation.py checks
that these levels agree with simulated pupils' true skill, and that luck and hints are not
taken for knowledge.

Time on task counts only active time: the gaps between a pupil's consecutive events, each
counted only if it is at most `ACTIVE_GAP` (5 minutes); a longer gap means the pupil was away
(a break, another lesson), and counts nothing. The first event of a sitting counts nothing.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from games.engine.evidence import is_decision


@dataclass(frozen=True)
class Params:
    p_init: float = 0.15  # most pupils of 8–14 arrive without this piece of theory
    p_learn: float = 0.01  # the game explains each refusal: an answer may teach
    p_guess: float = 0.50  # G of an old answer that does not say its choices: weak evidence
    p_slip: float = 0.05  # a misclick, haste in a fast game
    half_life_days: float = 60.0  # forgetting: what is above P(L0) halves in this time
    rest_days: float = 21.0  # … once this long without practice: holidays with their weekends


PARAMS = Params()
ACTIVE_GAP = timedelta(minutes=5)
MIN_GUESS, MAX_GUESS = 0.05, 0.95
ENOUGH = 3  # real decisions before any level above « découverte » is shown
MASTERY_DAYS = 2
RECENT = 10  # the last real decisions whose share of right ones the top levels also need

NOT_SEEN, DISCOVERY, PROGRESS, ACQUIRED, MASTERED = range(5)
LEVELS = (NOT_SEEN, DISCOVERY, PROGRESS, ACQUIRED, MASTERED)
# (level, lowest P(L), fewest real decisions), checked from the top.
THRESHOLDS: tuple[tuple[int, float, int], ...] = (
    (MASTERED, 0.95, 10),
    (ACQUIRED, 0.80, 5),
    (PROGRESS, 0.50, ENOUGH),
)
# The share of right answers among the last RECENT real decisions each top level also needs:
# P(L) trusts the whole history, this says the pupil is right now, most of the time.
RECENT_SHARE = {MASTERED: 0.9, ACQUIRED: 0.8}


@dataclass(frozen=True)
class Evidence:
    """One answer as the model reads it: `counts` is False for a move that could not be
    wrong or was hinted (in the log, not a decision)."""

    correct: bool
    guess: float = PARAMS.p_guess
    counts: bool = True
    at: datetime | None = None


def evidence(correct: bool, detail: Mapping | None = None, at: datetime | None = None) -> Evidence:
    """How much an answer tells, from its `detail` (the fields of games.engine.evidence)."""
    detail = detail or {}
    # Bataille des sons names its hints `hint` (it stamped its choices before issue 18)
    hinted = detail.get("hinted") or detail.get("hint")
    counts = is_decision(detail, correct) and not hinted
    options = detail.get("options")
    if options is None:
        guess = PARAMS.p_guess
    else:
        fitting = detail.get("fitting", 1)
        guess = min(max(fitting / max(options, 1), MIN_GUESS), MAX_GUESS)
    if detail.get("also"):  # right for another reason too: it cannot say which one was seen
        counts = False
    return Evidence(bool(correct), guess, counts, at)


def update(p: float, right: bool, guess: float = PARAMS.p_guess, params: Params = PARAMS) -> float:
    """P(L) after one real decision (the posterior, then the chance to learn from it)."""
    s, g = params.p_slip, guess
    if right:
        known = p * (1 - s) / (p * (1 - s) + (1 - p) * g)
    else:
        known = p * s / (p * s + (1 - p) * (1 - g))
    return known + (1 - known) * params.p_learn


def forget(p: float, elapsed: timedelta, params: Params = PARAMS) -> float:
    """P(L) after `elapsed` without practice: nothing for `rest_days` (a weekend, the holidays),
    then what is above P(L0) halves every half-life."""
    days = elapsed.total_seconds() / 86400 - params.rest_days
    if days <= 0 or p <= params.p_init:
        return p
    return params.p_init + (p - params.p_init) * 0.5 ** (days / params.half_life_days)


def level_of(
    p: float,
    answers: int,
    days: int = MASTERY_DAYS,
    logged: int | None = None,
    recent: float = 1.0,
) -> int:
    """The level from P(L), the real decisions, the days they were made on and the share of
    right ones among the last RECENT."""
    if answers == 0 and not logged:
        return NOT_SEEN
    for level, lowest, fewest in THRESHOLDS:
        if level == MASTERED and days < MASTERY_DAYS:
            continue
        if recent < RECENT_SHARE.get(level, 0.0):
            continue
        if p >= lowest and answers >= fewest:
            return level
    return DISCOVERY


@dataclass(frozen=True)
class Mastery:
    level: int
    p_known: float
    answers: int  # real decisions: the ones the model counts
    right: int  # right real decisions
    logged: int = 0  # every answer, forced and hinted ones too
    last_at: datetime | None = None  # the last answer of any kind
    days: int = 0  # the different days of the real decisions

    @property
    def right_share(self) -> float:
        return self.right / self.answers if self.answers else 0.0

    @property
    def enough(self) -> bool:
        """Whether the level rests on enough real decisions to be shown."""
        return self.answers >= ENOUGH


UNSEEN = Mastery(NOT_SEEN, PARAMS.p_init, 0, 0)


@dataclass(frozen=True)
class Trace:
    """The model's state after a pupil's last answer on one concept, before any forgetting to
    `now`: what the dashboard keeps per pupil and concept, so that it need not read every
    answer again (`resume` goes on from it, `Trace.state` applies the forgetting)."""

    p_known: float = PARAMS.p_init
    answers: int = 0  # real decisions
    right: int = 0
    logged: int = 0
    last_at: datetime | None = None
    last_real: datetime | None = None
    days: int = 0
    last_day: date | None = None
    recent: str = ""  # the last RECENT real decisions, oldest first: "1" right, "0" wrong

    def state(self, now: datetime | None = None) -> Mastery:
        """As `_Tracer(self).state(now)`, read straight from the trace: the dashboard asks it
        for every pupil and concept of a class (720 in a class of 30)."""
        p = self.p_known
        if now is not None and self.last_real is not None:
            p = forget(p, now - self.last_real)
        days = self.days if self.last_real is not None else MASTERY_DAYS
        kept = self.recent[-RECENT:]
        recent = kept.count("1") / len(kept) if kept else 0.0
        level = level_of(p, self.answers, days, self.logged, recent)
        return Mastery(level, p, self.answers, self.right, self.logged, self.last_at, self.days)


def resume(trace: Trace, answers: Iterable[Evidence]) -> Trace:
    """The trace after these further answers (oldest first, all after the trace's)."""
    tracer = _Tracer(trace)
    for answer in answers:
        tracer.feed(answer)
    return tracer.trace()


class _Tracer:
    """P(L) and the counts, fed answers in order."""

    def __init__(self, trace: Trace | None = None) -> None:
        t = trace or Trace()
        self.p, self.n, self.right, self.logged = t.p_known, t.answers, t.right, t.logged
        self.last: datetime | None = t.last_at
        self.last_real: datetime | None = t.last_real
        # the days of the real decisions: answers come oldest first, so a count and the last
        self.days, self.last_day = t.days, t.last_day
        self.recent: deque[bool] = deque((c == "1" for c in t.recent), maxlen=RECENT)

    def trace(self) -> Trace:
        recent = "".join("1" if r else "0" for r in self.recent)
        return Trace(
            self.p, self.n, self.right, self.logged, self.last, self.last_real, self.days,
            self.last_day, recent,
        )  # fmt: skip

    def feed(self, e: Evidence | bool) -> None:
        if not isinstance(e, Evidence):
            e = Evidence(bool(e))
        self.logged += 1
        if e.at is not None:
            self.last = e.at if self.last is None else max(self.last, e.at)
        if not e.counts:
            return
        if e.at is not None:
            if self.last_real is not None:
                self.p = forget(self.p, e.at - self.last_real)
            self.last_real = e.at
            if e.at.date() != self.last_day:
                self.days, self.last_day = self.days + 1, e.at.date()
        self.p = update(self.p, e.correct, e.guess)
        self.recent.append(e.correct)
        self.n += 1
        self.right += e.correct

    def state(self, now: datetime | None = None) -> Mastery:
        p = self.p
        if now is not None and self.last_real is not None:
            p = forget(p, now - self.last_real)
        days = self.days if self.last_real is not None else MASTERY_DAYS
        recent = sum(self.recent) / len(self.recent) if self.recent else 0.0
        level = level_of(p, self.n, days, self.logged, recent)
        return Mastery(level, p, self.n, self.right, self.logged, self.last, self.days)


def assess(answers: Iterable[Evidence | bool], now: datetime | None = None) -> Mastery:
    """The mastery after these answers, oldest first, as it stands at `now` (forgetting since
    the last real decision). Plain booleans are undated old answers (weak evidence)."""
    tracer = _Tracer()
    for answer in answers:
        tracer.feed(answer)
    return tracer.state(now)


def assess_until(answers: Sequence[Evidence], moments: Sequence[datetime]) -> list[Mastery]:
    """The mastery as it stood at each moment (sorted ascending), from dated answers sorted
    by date: the weekly chart's points."""
    out: list[Mastery] = []
    tracer, i = _Tracer(), 0
    for moment in moments:
        while i < len(answers) and answers[i].at < moment:
            tracer.feed(answers[i])
            i += 1
        out.append(tracer.state(moment))
    return out


def active_time(moments: Iterable[datetime], gap: timedelta = ACTIVE_GAP) -> timedelta:
    """The time spent working: the sum of the gaps between consecutive events that are no
    longer than `gap` (see the module's docstring)."""
    total = timedelta(0)
    previous = None
    for moment in sorted(moments):
        if previous is not None and moment - previous <= gap:
            total += moment - previous
        previous = moment
    return total
