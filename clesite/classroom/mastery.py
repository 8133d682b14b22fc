"""How much a pupil masters a concept, from their answers: Bayesian Knowledge Tracing (BKT).

Plain Python, no Django: it reads a pupil's answers on one concept, oldest first (True: right).

The model (Corbett & Anderson, 1995). For each pupil and concept, the probability P(L) that the
pupil knows the concept starts at P(L0) and is updated after each answer:

- after a right answer  P(L | right) = P(L)(1 − S) / (P(L)(1 − S) + (1 − P(L)) G)
- after a wrong answer  P(L | wrong) = P(L) S / (P(L) S + (1 − P(L))(1 − G))
- then, since the answer itself teaches: P(L) ← P(L | answer) + (1 − P(L | answer)) T

with the parameters of `PARAMS`:

- P(L0) = 0.15  prior: most pupils of 8–14 arrive without this piece of theory;
- T = 0.05      learn: the chance of learning it at each occasion (a card game is practice
                with immediate feedback: the refusal explains the rule);
- G = 0.50      guess: right without knowing. High on purpose: in a card game several cards
                often fit, and the "hints" option shows the playable ones, so a right move is
                weak evidence; with a lower G a pupil right two times out of three, no better
                than chance here, would soon read "maîtrisé";
- S = 0.05      slip: wrong while knowing (a misclick, haste in a fast game).

The five levels come from P(L) and from the number of answers, so that a lucky streak is
never "maîtrisé":

- non vu       no answer yet;
- découverte   P(L) < 0.50, or fewer than 3 answers;
- en progrès   0.50 ≤ P(L) < 0.80, or fewer than 5 answers;
- acquis       0.80 ≤ P(L) < 0.95, or fewer than 10 answers;
- maîtrisé     P(L) ≥ 0.95 with at least 10 answers.

With these numbers, right answers in a row from the start give P(L) ≈ 0.29, 0.46, 0.64, 0.78,
0.88 (acquis after five), 0.94, 0.97… and maîtrisé from the tenth. From there one wrong answer
keeps P(L) ≈ 0.96, two in a row bring it to ≈ 0.73 (en progrès). Simulated pupils right at
random with a steady rate end up (after 40 answers) mostly découverte at 50–60 %, spread over
the levels at 70 %, acquis or maîtrisé from 85 %. BKT has no forgetting: a concept acquired
long ago stays acquired (the pupil page shows the date of the last answer).

Time on task counts only active time: the gaps between a pupil's consecutive events, each
counted only if it is at most `ACTIVE_GAP` (5 minutes); a longer gap means the pupil was away
(a break, another lesson), and counts nothing. The first event of a sitting counts nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass(frozen=True)
class Params:
    p_init: float = 0.15
    p_learn: float = 0.05
    p_guess: float = 0.50
    p_slip: float = 0.05


PARAMS = Params()
ACTIVE_GAP = timedelta(minutes=5)

NOT_SEEN, DISCOVERY, PROGRESS, ACQUIRED, MASTERED = range(5)
LEVELS = (NOT_SEEN, DISCOVERY, PROGRESS, ACQUIRED, MASTERED)
# (level, lowest P(L), fewest answers), checked from the top.
THRESHOLDS: tuple[tuple[int, float, int], ...] = (
    (MASTERED, 0.95, 10),
    (ACQUIRED, 0.80, 5),
    (PROGRESS, 0.50, 3),
)


def update(p: float, right: bool, params: Params = PARAMS) -> float:
    """P(L) after one answer (the posterior, then the chance to learn from it)."""
    s, g = params.p_slip, params.p_guess
    if right:
        known = p * (1 - s) / (p * (1 - s) + (1 - p) * g)
    else:
        known = p * s / (p * s + (1 - p) * (1 - g))
    return known + (1 - known) * params.p_learn


def level_of(p: float, answers: int) -> int:
    if answers == 0:
        return NOT_SEEN
    for level, lowest, fewest in THRESHOLDS:
        if p >= lowest and answers >= fewest:
            return level
    return DISCOVERY


@dataclass(frozen=True)
class Mastery:
    level: int
    p_known: float
    answers: int
    right: int

    @property
    def right_share(self) -> float:
        return self.right / self.answers if self.answers else 0.0


UNSEEN = Mastery(NOT_SEEN, PARAMS.p_init, 0, 0)


def assess(answers: Iterable[bool], params: Params = PARAMS) -> Mastery:
    """The mastery after these answers, oldest first."""
    p, n, right = params.p_init, 0, 0
    for answer in answers:
        p = update(p, answer, params)
        n += 1
        right += bool(answer)
    return Mastery(level_of(p, n), p, n, right)


def assess_until(
    answers: Sequence[tuple[datetime, bool]], moments: Sequence[datetime]
) -> list[Mastery]:
    """The mastery as it stood at each moment (sorted ascending), from dated answers sorted
    by date: the weekly chart's points."""
    out: list[Mastery] = []
    p, n, right, i = PARAMS.p_init, 0, 0, 0
    for moment in moments:
        while i < len(answers) and answers[i][0] < moment:
            p = update(p, answers[i][1])
            n += 1
            right += bool(answers[i][1])
            i += 1
        out.append(Mastery(level_of(p, n), p, n, right))
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
