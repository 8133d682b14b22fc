"""A run: one pupil going through a lesson, a review or a teacher's exercise, as plain JSON data
(kept in the session), moved on by pure functions.

    run = {"key", "mode": "lesson" | "review" | "exercise", "items": [[kind, params], …],
           "phase": "practice" | "check" | "done", "asked", "right", "target",
           "check_asked", "check_right", "check_len", "pass_mark",
           "q": {"kind", "params", "seed"} | None, "item": int,
           "fb": {"picked": [...], "correct": bool} | None,   # feedback waiting for "Continue"
           "misses": {concept: n}, "retry": [item, …], "seed": int, "n": int,
           "deadline": epoch seconds | None, "passed": bool | None, "timed_out": bool}

A lesson is practice (adaptive, see `adapt`) then a check; a review and an exercise are a fixed
number of questions with no check. `answer` judges and records, `proceed` moves to the next
question once the pupil has read the feedback.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from datetime import date

from . import adapt
from .catalogue import Lesson, lesson_concepts
from .core import MULTI, Question, Verdict
from .kinds import concepts, from_ref, generate, judge

PRACTICE, CHECK, DONE = "practice", "check", "done"


def _new(key: str, mode: str, items: Sequence[Sequence], seed: int, **extra) -> dict:
    run = {
        "key": key,
        "mode": mode,
        "items": [[item[0], dict(item[1])] for item in items],
        "wants": [item[2] if len(item) > 2 else None for item in items],
        "lessons": [item[3] if len(item) > 3 else None for item in items],
        "phase": PRACTICE,
        "asked": 0,
        "right": 0,
        "target": 0,
        "check_asked": 0,
        "check_right": 0,
        "check_len": 0,
        "pass_mark": 0,
        "q": None,
        "item": 0,
        "fb": None,
        "misses": {},
        "retry": [],
        "seed": seed,
        "n": 0,
        "deadline": None,
        "passed": None,
        "timed_out": False,
        "order": [],
        "base": 0,
        "last": None,
    }
    run.update(extra)
    return run


def start_lesson(lesson: Lesson, progress: Mapping, seed: int) -> dict:
    run = _new(
        lesson.slug,
        "lesson",
        [item.to_json() for item in lesson.items],
        seed,
        target=lesson.practice,
        base=lesson.practice,
        check_len=lesson.check,
        pass_mark=lesson.pass_mark,
    )
    return _ask(run, progress)


def start_fixed(
    key: str,
    mode: str,
    items: Sequence[Sequence],
    count: int,
    progress: Mapping,
    seed: int,
    deadline: float | None = None,
) -> dict:
    """A review or an exercise: `count` questions drawn from `items`, no check."""
    run = _new(key, mode, items, seed, target=count, base=count, deadline=deadline)
    return _ask(run, progress)


def _item_concepts(run: Mapping) -> list[tuple[str, ...]]:
    return [concepts(kind, params) for kind, params in run["items"]]


def _choose(run: dict, progress: Mapping) -> int:
    rng = random.Random(run["seed"] * 7919 + run["n"])
    if run["phase"] == CHECK:  # every item in turn, shuffled once, so the check covers all
        if not run["order"]:
            order = list(range(len(run["items"])))
            rng.shuffle(order)
            run["order"] = order
        return run["order"][run["check_asked"] % len(run["order"])]
    if run["retry"] and run["retry"][0] != run.get("last"):
        return run["retry"].pop(0)
    if run["mode"] == "review" and run["n"] < len(run["items"]):
        return run["n"]  # each due concept once, in order
    avoid = run.get("last")
    return adapt.pick(_item_concepts(run), run["misses"], progress, rng, avoid)


def _ask(run: dict, progress: Mapping) -> dict:
    i = _choose(run, progress)
    kind, params = run["items"][i]
    want = run["wants"][i]
    base = (run["seed"] * 1_000_003 + run["n"] * 7_919) % (2**31)
    seed = base
    for k in range(64 if want else 1):  # a review asks about the concept that is due
        seed = (base + k) % (2**31)
        if want is None or generate(kind, params, seed).concept == want:
            break
    run["item"], run["q"], run["fb"] = i, {"kind": kind, "params": params, "seed": seed}, None
    run["last"] = i
    run["n"] += 1
    return run


def question(run: Mapping) -> Question | None:
    return from_ref(run["q"]) if run.get("q") else None


def admissible(run: Mapping, picked: Sequence[str]) -> bool:
    """An answer is one of the question's choices (several distinct ones for a MULTI question):
    anything else was not offered by the page, and is neither judged nor kept."""
    q = question(run)
    if q is None:
        return True  # nothing is waiting: `answer` ignores it anyway
    offered = {c.value for c in q.choices}
    picked = list(picked)
    if not set(picked) <= offered or len(set(picked)) != len(picked):
        return False
    return 1 <= len(picked) <= len(offered) if q.mode == MULTI else len(picked) == 1


def answer(
    run: dict, picked: Sequence[str], progress: dict, today: date, now: float | None = None
) -> tuple[Verdict | None, list[dict]]:
    """Judge the picked values against the current question; update the run and the progress.
    Returns the verdict and the learning events to record (none if nothing was waiting)."""
    if run["phase"] == DONE or run.get("q") is None or run.get("fb") is not None:
        return None, []
    if run.get("deadline") and now is not None and now > run["deadline"]:
        run["phase"], run["timed_out"], run["q"] = DONE, True, None
        return None, []
    q = question(run)
    verdict = judge(q, picked)
    run["fb"] = {"picked": list(picked), "correct": verdict.correct}
    repeat = _seen_before(run, q)
    adapt.record_answer(progress, q.concept, verdict.correct, today, review=run["mode"] == "review")
    if run["phase"] == CHECK:
        run["check_asked"] += 1
        run["check_right"] += int(verdict.correct)
    else:
        run["asked"] += 1
        run["right"] += int(verdict.correct)
        if not verdict.correct:
            run["misses"][q.concept] = run["misses"].get(q.concept, 0) + 1
            if run["mode"] != "exercise" and run["item"] not in run["retry"]:
                run["retry"].append(run["item"])
            if run["mode"] != "exercise" and run["target"] < run["base"] + adapt.MAX_EXTRA:
                run["target"] += 1
    return verdict, weighed(q, verdict.events, repeat)


def _seen_before(run: dict, q: Question) -> bool:
    """Whether this very question (the same figure, the same right answers) was answered
    before in this phase of the run, and notes it. An exercise of one note asked eight times
    made « acquis » in 46 s: from its second time it shows what the child answered a moment
    ago, not what she reads (a reviewer's find; the duplicate's word handed in again is one
    decision too)."""
    key = question_key(q)
    seen = run.setdefault("seen", {}).setdefault(run["phase"], [])
    if key in seen:
        return True
    seen.append(key)
    return False


def question_key(q: Question) -> str:
    """What makes two questions the same to the child: the figure, the sounds, the answers."""
    same = [q.kind, q.concept, sorted(q.answers), q.figure, list(q.sounds)]
    text = json.dumps(same, sort_keys=True, default=str)
    return hashlib.blake2s(text.encode(), digest_size=6).hexdigest()


def distinct_questions(items: Sequence[Sequence], up_to: int, tries: int = 60) -> int:
    """How many different questions these items can ask, counted up to `up_to` (a sample of
    `tries` questions an item: enough to tell a teacher that eight questions on one note are
    one question eight times)."""
    keys: set[str] = set()
    for kind, params in items:
        for seed in range(tries):
            keys.add(question_key(generate(kind, params, seed)))
            if len(keys) >= up_to:
                return up_to
    return len(keys)


def weighed(q: Question, events: Sequence[Mapping], repeat: bool = False) -> list[dict]:
    """Issue 18: each event says how much it tells (the fields `games.engine.evidence`
    describes): the choices offered, how many were right, and that the answer was final (no
    second try within a question, so even a question with one right choice is a decision);
    `repeat`: the same question was answered before in the run (logged, not counted)."""
    n = len(q.choices)
    options, fitting = (2**n - 1, 1) if q.mode == MULTI else (n, len(q.answers))
    weight = {"options": options, "fitting": min(fitting, options), "final": True}
    if repeat:
        weight["repeat"] = True
    return [
        {**e, "detail": {**(e.get("detail") or {}), **weight, **_expected(q, e)}} for e in events
    ]


def _expected(q: Question, event: Mapping) -> dict:
    """The kind of the choices, so that the teacher reads the answer as the child read it on
    its button (« a répondu ♯ dièse », not « # »: review 11) and, for a wrong answer, the right
    choices (« a répondu Sol, au lieu de La »). A MULTI question's answer is a combination:
    its target already says what was asked."""
    if event.get("concept") != q.concept or q.mode == MULTI:
        return {}
    if event.get("correct"):
        return {"choice": q.choices[0].kind}
    right = [c.value for c in q.choices if c.value in q.answers]
    return {"expected": right, "choice": q.choices[0].kind} if right else {}


def proceed(run: dict, progress: dict, today: date, lesson: Lesson | None = None) -> dict:
    """After the feedback: the next question, the check, or the end."""
    if run["phase"] == DONE or run.get("fb") is None:
        return run
    if run["phase"] == PRACTICE and run["asked"] >= run["target"]:
        if run["mode"] == "lesson":
            run["phase"], run["retry"] = CHECK, []
        else:
            run["phase"], run["q"], run["fb"] = DONE, None, None
            return run
    elif run["phase"] == CHECK and run["check_asked"] >= run["check_len"]:
        run["passed"] = run["check_right"] >= run["pass_mark"]
        run["phase"], run["q"], run["fb"] = DONE, None, None
        if run["passed"] and lesson is not None:
            mark_passed(progress, lesson, run["check_right"], today)
        return run
    return _ask(run, progress)


def mark_passed(progress: dict, lesson: Lesson, score: int, today: date) -> None:
    """The lesson passed with that check score: the best score, and the day it was first passed
    (the teacher's dashboard shows both)."""
    state = progress.setdefault("lessons", {}).get(lesson.slug) or {"passed": False, "best": 0}
    on = state.get("on") if state.get("passed") else None
    state = {"passed": True, "best": max(state["best"], score), "on": on or today.isoformat()}
    progress["lessons"][lesson.slug] = state
    adapt.schedule_passed(progress, lesson_concepts(lesson), today)


def retry_check(run: dict, progress: Mapping, lesson: Lesson) -> dict:
    """A failed check: a short practice on what went wrong, then the check again."""
    run.update(
        phase=PRACTICE,
        asked=0,
        right=0,
        target=max(3, lesson.practice // 2),
        base=max(3, lesson.practice // 2),
        check_asked=0,
        check_right=0,
        passed=None,
        order=[],
    )
    return _ask(run, progress)


def review_items(progress: Mapping, today: date, lessons: Sequence[Lesson]) -> list[list]:
    """One item per due concept: the first item of a lesson that asks it, the concept it must
    produce (the run re-rolls the seed until the question is about it) and the lesson's slug
    (the review's events are that lesson's, with the context "review")."""
    out = []
    for concept in adapt.due_concepts(progress, today)[: adapt.REVIEW_MAX]:
        for lesson in lessons:
            item = next(
                (it for it in lesson.items if concept in concepts(it.kind, it.params)), None
            )
            if item is not None:
                out.append([item.kind, dict(item.params), concept, lesson.slug])
                break
    return out
