"""A teacher reading a lesson's wrong answer sees what was expected beside what the child
answered (a reviewer read « Do grave : a répondu Sol » for a question that asked for the other
Do, and « a répondu 2 » for « which sound is louder? »)."""

from datetime import UTC, datetime

import pytest

from clesite.classroom.analytics import Answer
from clesite.classroom.examples import describe
from theory.lessons import runs
from theory.lessons.core import MULTI
from theory.lessons.kinds import generate, judge, registry

NBSP = "\u00a0"


def told(q, picked) -> str:
    verdict = judge(q, picked)
    event = runs.weighed(q, verdict.events)[0]
    answer = Answer(
        datetime.now(UTC), event["concept"], event["correct"], event["misconception"] or "",
        "lesson:x", "practice", event["detail"],
    )  # fmt: skip
    return describe(answer, None, "fr").replace(NBSP, " ")


THEORY_KINDS = sorted(k for k in registry() if not k.startswith("game."))


@pytest.mark.parametrize("kind", THEORY_KINDS)
def test_a_wrong_lesson_answer_says_what_was_expected(kind):
    q = generate(kind, {}, 7)
    if q.mode == MULTI:  # a combination: its target says what was asked
        return
    wrong = next(c.value for c in q.choices if c.value not in q.answers)
    text = told(q, [wrong])
    assert ", au lieu de " in text, text
    right = told(q, [next(iter(q.answers))])
    assert "au lieu de" not in right, right


def test_a_same_name_question_names_the_other_note_expected():
    q = next(q for s in range(80) if (q := generate("pitch.same-name", {}, s)).data["ref"] == "C4")
    assert told(q, ["G4"]) == "Do grave : a répondu Sol grave, au lieu de Do aigu"


def test_a_sound_question_names_the_sounds_not_their_numbers():
    kind = next(k for k in THEORY_KINDS if k.startswith("sound."))
    q = generate(kind, {}, 3)
    wrong = next(c.value for c in q.choices if c.value not in q.answers)
    text = told(q, [wrong])
    assert text == f"a répondu « Le son {wrong} », au lieu de « Le son {3 - int(wrong)} »", text


@pytest.mark.parametrize("kind", THEORY_KINDS)
def test_a_right_lesson_answer_reads_as_its_button(kind):
    """Review 11: the history CSV read « answered # », « answered n » for right answers."""
    q = generate(kind, {}, 7)
    if q.mode == MULTI or len(q.answers) != 1:
        return
    wrong = next(c.value for c in q.choices if c.value not in q.answers)
    expected = told(q, [wrong]).rsplit(", au lieu de ", 1)[1]
    right = told(q, list(q.answers))
    if "→" in right:  # an interval found reads as one: « quinte depuis Sol grave → Do grave »
        assert right.endswith(f"→ {expected}"), right
    else:
        assert right.endswith(f"a répondu {expected}"), right
