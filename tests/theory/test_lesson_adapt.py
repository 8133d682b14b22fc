"""Adaptivity and spaced repetition (theory.lessons.adapt, runs), without Django."""

from __future__ import annotations

import random
from collections import Counter
from datetime import date, timedelta

from theory.lessons import adapt, catalogue, runs
from theory.lessons.core import MULTI
from theory.lessons.kinds import judge

TODAY = date(2026, 3, 2)
LESSON = catalogue.get("lire-les-notes")


def pick_value(q, right: bool) -> list[str]:
    if q.mode == "multi":
        from theory.lessons.gen_rhythm import sum_solutions

        return [f"c{i}" for i in sum_solutions(q)[0]] if right else [q.choices[0].value]
    return [next(c.value for c in q.choices if (c.value in q.answers) == right)]


def play(run, progress, answers, lesson=LESSON, today=TODAY):
    """Answer right/wrong in turn (cycling `answers`) until the run is done."""
    seen = []
    for i in range(200):
        if run["phase"] == runs.DONE:
            break
        q = runs.question(run)
        right = answers[i % len(answers)]
        seen.append((run["phase"], run["item"], right))
        runs.answer(run, pick_value(q, right), progress, today)
        runs.proceed(run, progress, today, lesson)
    return seen


# --- Leitner boxes ----------------------------------------------------------------------------


def test_passing_a_check_schedules_its_concepts_for_tomorrow():
    progress = adapt.empty()
    adapt.schedule_passed(progress, ["pitch.read.line"], TODAY)
    state = progress["concepts"]["pitch.read.line"]
    assert state["box"] == 1 and state["due"] == (TODAY + timedelta(days=1)).isoformat()
    assert adapt.due_concepts(progress, TODAY) == []
    assert adapt.due_concepts(progress, TODAY + timedelta(days=1)) == ["pitch.read.line"]


def test_a_right_review_climbs_one_box_with_the_stated_intervals():
    progress = adapt.empty()
    adapt.schedule_passed(progress, ["c"], TODAY)
    day = TODAY + timedelta(days=1)
    for box, days in adapt.INTERVAL_DAYS.items():
        if box == 1:
            continue
        adapt.record_answer(progress, "c", True, day, review=True)
        state = progress["concepts"]["c"]
        assert state["box"] == box
        assert state["due"] == (day + timedelta(days=days)).isoformat()
        day = date.fromisoformat(state["due"])
    adapt.record_answer(progress, "c", True, day, review=True)
    assert progress["concepts"]["c"]["box"] == adapt.TOP_BOX  # the top box stays the top


def test_only_a_due_review_promotes_and_any_mistake_demotes():
    progress = adapt.empty()
    adapt.schedule_passed(progress, ["c"], TODAY)
    adapt.record_answer(progress, "c", True, TODAY, review=True)  # not due yet: no cramming
    assert progress["concepts"]["c"]["box"] == 1
    adapt.record_answer(progress, "c", True, TODAY + timedelta(days=1), review=False)
    assert progress["concepts"]["c"]["box"] == 1  # outside a review: counted, not promoted
    adapt.record_answer(progress, "c", True, TODAY + timedelta(days=1), review=True)
    assert progress["concepts"]["c"]["box"] == 2
    adapt.record_answer(progress, "c", False, TODAY + timedelta(days=2))
    state = progress["concepts"]["c"]
    assert (state["box"], state["due"]) == (1, (TODAY + timedelta(days=2)).isoformat())
    assert (state["right"], state["wrong"]) == (3, 1)


def test_concepts_never_passed_are_never_reviewed():
    progress = adapt.empty()
    adapt.record_answer(progress, "c", False, TODAY)
    assert progress["concepts"]["c"]["box"] == 0
    assert adapt.due_concepts(progress, TODAY + timedelta(days=400)) == []


def test_reviews_come_lowest_box_first():
    progress = {
        "lessons": {},
        "concepts": {
            "a": {"box": 3, "due": "2026-03-01", "right": 0, "wrong": 0},
            "b": {"box": 1, "due": "2026-03-02", "right": 0, "wrong": 0},
            "c": {"box": 1, "due": "2026-02-20", "right": 0, "wrong": 0},
            "d": {"box": 2, "due": "2026-03-09", "right": 0, "wrong": 0},
        },
    }
    assert adapt.due_concepts(progress, TODAY) == ["c", "b", "a"]


# --- adaptive choice inside a lesson ----------------------------------------------------------


def test_items_missed_come_more_often():
    items = [("a",), ("b",), ("c",)]
    rng = random.Random(1)
    counts = Counter(adapt.pick(items, {"a": 2}, adapt.empty(), rng) for _ in range(3000))
    assert counts[0] > 2 * counts[1] and counts[0] > 2 * counts[2]
    history = {"concepts": {"b": {"box": 0, "due": "", "right": 1, "wrong": 3}}}
    counts = Counter(adapt.pick(items, {}, history, rng) for _ in range(3000))
    assert counts[1] > counts[0] and counts[1] > counts[2]


def test_never_the_same_item_twice_in_a_row_when_there_is_a_choice():
    rng = random.Random(2)
    assert all(adapt.pick([("a",), ("b",)], {"a": 9}, {}, rng, avoid=0) == 1 for _ in range(50))


def test_a_missed_question_comes_back_after_one_other_and_lengthens_the_practice():
    progress = adapt.empty()
    run = runs.start_lesson(LESSON, progress, seed=5)
    missed_item = run["item"]
    runs.answer(run, pick_value(runs.question(run), False), progress, TODAY)
    assert run["target"] == LESSON.practice + 1
    runs.proceed(run, progress, TODAY, LESSON)
    assert run["item"] != missed_item
    runs.answer(run, pick_value(runs.question(run), True), progress, TODAY)
    runs.proceed(run, progress, TODAY, LESSON)
    assert run["item"] == missed_item  # the retry
    assert run["misses"]


def test_mistakes_lengthen_the_practice_by_at_most_four():
    progress = adapt.empty()
    run = runs.start_lesson(LESSON, progress, seed=3)
    for _ in range(12):
        runs.answer(run, pick_value(runs.question(run), False), progress, TODAY)
        if run["phase"] != runs.PRACTICE or run["asked"] >= run["target"]:
            break
        runs.proceed(run, progress, TODAY, LESSON)
    assert run["target"] == LESSON.practice + adapt.MAX_EXTRA


def test_a_passed_check_unlocks_the_next_lesson_and_schedules_reviews():
    progress = adapt.empty()
    run = runs.start_lesson(LESSON, progress, seed=11)
    seen = play(run, progress, [False] + [True] * 60)
    assert run["passed"] is True
    assert {phase for phase, _, _ in seen} == {runs.PRACTICE, runs.CHECK}
    checked = [item for phase, item, _ in seen if phase == runs.CHECK]
    assert len(checked) == LESSON.check and set(checked) == set(range(len(LESSON.items)))
    passed = {s for s, v in progress["lessons"].items() if v["passed"]}
    assert catalogue.unlocked("notes-hors-portee", passed)
    assert not catalogue.unlocked("durees", passed)
    assert catalogue.unlocked("jeu-gama", set(), all_open=True)
    due = adapt.due_concepts(progress, TODAY + timedelta(days=1))
    assert set(catalogue.lesson_concepts(LESSON)) <= set(due) | {
        c for c, s in progress["concepts"].items() if s["box"] == 1
    }


def test_a_failed_check_is_practised_again_then_retaken():
    progress = adapt.empty()
    run = runs.start_lesson(LESSON, progress, seed=13)
    while run["phase"] == runs.PRACTICE:
        runs.answer(run, pick_value(runs.question(run), True), progress, TODAY)
        runs.proceed(run, progress, TODAY, LESSON)
    while run["phase"] == runs.CHECK:
        runs.answer(run, pick_value(runs.question(run), False), progress, TODAY)
        runs.proceed(run, progress, TODAY, LESSON)
    assert run["passed"] is False and LESSON.slug not in progress["lessons"]
    runs.retry_check(run, progress, LESSON)
    assert run["phase"] == runs.PRACTICE and run["target"] == max(3, LESSON.practice // 2)
    play(run, progress, [True])
    assert run["passed"] is True and progress["lessons"][LESSON.slug]["passed"]


def test_an_answer_is_taken_once():
    progress = adapt.empty()
    run = runs.start_lesson(LESSON, progress, seed=1)
    q = runs.question(run)
    verdict, events = runs.answer(run, pick_value(q, True), progress, TODAY)
    assert verdict.correct and events
    assert runs.answer(run, pick_value(q, False), progress, TODAY) == (None, [])
    assert run["right"] == 1


def test_an_exercise_of_one_note_counts_its_first_answer_and_its_mistakes_not_its_repeats():
    """An evidence reviewer's exercise asked Do grave eight times: eight right answers in
    46 s made « acquis ». The same question answered again in the run is stamped `repeat`:
    right, it is what the child answered a moment ago; wrong, still a mistake."""
    from games.engine.evidence import is_decision
    from theory.lessons import exercises

    items = exercises.items({"types": ["read"], "pitches": ["C4"], "rhythms": [], "count": 8})
    run = runs.start_fixed("exercise:ONE", "exercise", items, 8, adapt.empty(), 5)
    counted = []
    for right in [True, True, False, True, True, True, True, True]:
        q = runs.question(run)
        _verdict, events = runs.answer(run, pick_value(q, right), adapt.empty(), TODAY)
        counted += [is_decision(e["detail"], e["correct"]) for e in events if e["concept"]]
        runs.proceed(run, adapt.empty(), TODAY)
    assert run["phase"] == runs.DONE
    assert counted == [True, False, True, False, False, False, False, False]
    # different notes are different questions: each a decision the first time
    items = exercises.items(
        {"types": ["read"], "pitches": ["C4", "E4", "G4"], "rhythms": [], "count": 6}
    )
    run = runs.start_fixed("exercise:TRI", "exercise", items, 6, adapt.empty(), 5)
    firsts = []
    while run["phase"] != runs.DONE:
        q = runs.question(run)
        _verdict, events = runs.answer(run, pick_value(q, True), adapt.empty(), TODAY)
        firsts.append(("repeat" in events[0]["detail"], q.figure))
        runs.proceed(run, adapt.empty(), TODAY)
    fresh = [repr(f) for repeat, f in firsts if not repeat]
    assert sorted(fresh) == sorted({repr(f) for _r, f in firsts})  # each note counted once
    assert len(fresh) > 1


def test_a_review_asks_each_due_concept_about_itself():
    progress = adapt.empty()
    run = runs.start_lesson(LESSON, progress, seed=17)
    play(run, progress, [True])
    tomorrow = TODAY + timedelta(days=1)
    items = runs.review_items(progress, tomorrow, catalogue.PATH)
    due = adapt.due_concepts(progress, tomorrow)
    assert [item[2] for item in items] == due
    assert {item[3] for item in items} == {"lire-les-notes"}
    review = runs.start_fixed("review", "review", items, len(items), progress, 3)
    asked = []
    while review["phase"] != runs.DONE:
        q = runs.question(review)
        asked.append(q.concept)
        runs.answer(review, pick_value(q, True), progress, tomorrow)
        runs.proceed(review, progress, tomorrow)
    assert asked == due
    assert all(progress["concepts"][c]["box"] == 2 for c in due)


def test_every_lesson_question_is_judged_with_events():
    for lesson in catalogue.PATH:
        run = runs.start_lesson(lesson, adapt.empty(), seed=7)
        q = runs.question(run)
        verdict = judge(q, pick_value(q, True))
        assert verdict.correct and verdict.events
        assert all(
            set(e) == {"concept", "correct", "detail", "misconception"} for e in verdict.events
        )


def test_issue_18_each_lesson_answer_says_its_choices_and_that_it_was_final():
    for lesson in catalogue.PATH:
        run = runs.start_lesson(lesson, adapt.empty(), seed=7)
        q = runs.question(run)
        _verdict, events = runs.answer(run, pick_value(q, True), adapt.empty(), date(2026, 9, 7))
        n = len(q.choices)
        options = 2**n - 1 if q.mode == MULTI else n
        for e in events:
            assert e["detail"]["options"] == options and e["detail"]["final"] is True
            assert 1 <= e["detail"]["fitting"] < options, lesson.slug


def test_the_scale_comes_before_the_intervals_and_a_lesson_passed_stays_open():
    """A music teacher: intervals are counted along the scale (« Do, Si, La » going down), so
    the scale is taught first. A pupil who passed the intervals under the old order keeps them."""
    slugs = [lesson.slug for lesson in catalogue.PATH]
    assert slugs.index("meme-nom-conjointes") + 1 == slugs.index("gamme")
    assert slugs.index("gamme") + 1 == slugs.index("intervalles")
    passed = {"lire-les-notes", "notes-hors-portee", "durees", "meme-nom-conjointes"}
    assert catalogue.unlocked("gamme", passed) and not catalogue.unlocked("intervalles", passed)
    assert catalogue.unlocked("intervalles", passed | {"intervalles"})
