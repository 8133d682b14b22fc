"""Adaptivity and spaced repetition, as plain functions over a pupil's progress dict.

Progress (the same shape in a guest's session and, for a pupil, in the database):
    {"lessons": {slug: {"passed": bool, "best": int}},
     "concepts": {concept: {"box": 0..5, "due": "YYYY-MM-DD" | "", "right": n, "wrong": n}}}

The rules, stated once:
1. Inside a lesson, the next question is drawn at random with a weight per item of
   1 + 2 × (mistakes on its concepts in this run) + 2 × (share of wrong answers on them so far);
   an item just missed comes back after exactly one other question (a retry), and each mistake
   makes the practice one question longer (at most MAX_EXTRA more).
2. Leitner boxes with stated intervals: box 1 = 1 day, 2 = 3 days, 3 = 7 days, 4 = 14 days,
   5 = 30 days. Passing a lesson's check puts each of its concepts in box 1 (due tomorrow) unless
   it is already higher. In a review, a right answer on a due concept moves it up one box (due
   after that box's interval); a wrong answer anywhere on a scheduled concept sends it back to
   box 1, due today. Box 0 means "not yet learnt": never reviewed.
3. A review asks the due concepts, lowest box first, each once; a concept missed in the review
   is asked once more at its end.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from datetime import date, timedelta

INTERVAL_DAYS: dict[int, int] = {1: 1, 2: 3, 3: 7, 4: 14, 5: 30}
TOP_BOX = max(INTERVAL_DAYS)
MAX_EXTRA = 4
REVIEW_MAX = 8


def empty() -> dict:
    return {"lessons": {}, "concepts": {}}


def box_of(progress: Mapping, concept: str) -> dict:
    return dict(
        progress.get("concepts", {}).get(concept) or {"box": 0, "due": "", "right": 0, "wrong": 0}
    )


def _set(progress: dict, concept: str, state: dict) -> None:
    progress.setdefault("concepts", {})[concept] = state


def record_answer(
    progress: dict, concept: str, correct: bool, today: date, review: bool = False
) -> None:
    """Count the answer; move the concept between boxes as rule 2 says."""
    state = box_of(progress, concept)
    state["right" if correct else "wrong"] += 1
    if state["box"] > 0:
        if not correct:
            state["box"], state["due"] = 1, today.isoformat()
        elif review and is_due(state, today):
            state["box"] = min(TOP_BOX, state["box"] + 1)
            state["due"] = (today + timedelta(days=INTERVAL_DAYS[state["box"]])).isoformat()
    _set(progress, concept, state)


def schedule_passed(progress: dict, concepts: Iterable[str], today: date) -> None:
    """A passed check: each concept enters box 1, due tomorrow (rule 2)."""
    tomorrow = (today + timedelta(days=INTERVAL_DAYS[1])).isoformat()
    for concept in concepts:
        state = box_of(progress, concept)
        if state["box"] == 0:
            state["box"], state["due"] = 1, tomorrow
        _set(progress, concept, state)


def is_due(state: Mapping, today: date) -> bool:
    return state.get("box", 0) > 0 and bool(state.get("due")) and state["due"] <= today.isoformat()


def due_concepts(progress: Mapping, today: date) -> list[str]:
    """Concepts to review today, lowest box first, then the longest overdue (rule 3)."""
    due = [
        (s["box"], s["due"], c) for c, s in progress.get("concepts", {}).items() if is_due(s, today)
    ]
    return [c for _, _, c in sorted(due)]


def error_share(progress: Mapping, concepts: Sequence[str]) -> float:
    """The largest share of wrong answers among these concepts (0 when never asked)."""
    worst = 0.0
    for c in concepts:
        s = box_of(progress, c)
        total = s["right"] + s["wrong"]
        if total:
            worst = max(worst, s["wrong"] / total)
    return worst


def weights(
    item_concepts: Sequence[Sequence[str]], misses: Mapping[str, int], progress: Mapping
) -> list[float]:
    """Rule 1's weight per item."""
    return [
        1.0 + 2.0 * sum(misses.get(c, 0) for c in cs) + 2.0 * error_share(progress, cs)
        for cs in item_concepts
    ]


def pick(
    item_concepts: Sequence[Sequence[str]],
    misses: Mapping[str, int],
    progress: Mapping,
    rng: random.Random,
    avoid: int | None = None,
) -> int:
    """The next item's index: weighted, never the same item twice in a row when others exist."""
    w = weights(item_concepts, misses, progress)
    if avoid is not None and len(w) > 1:
        w[avoid] = 0.0
    return rng.choices(range(len(w)), weights=w)[0]
