"""A question's staff never names its answer (a reviewer found « Do aigu » in the <title> of the
staff of « Comment s'appelle cette note ? », read by a screen reader, in the page), and the
lesson on tierce, quarte, quinte asks none of the intervals it does not teach."""

import re

import pytest

from theory import note_label
from theory.lessons import catalogue
from theory.lessons.kinds import generate
from theory.lessons.present import QUESTION_STAFF, question_view


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
@pytest.mark.parametrize("kind", ["note.name", "note.place", "interval.name"])
def test_a_question_s_staff_is_titled_without_its_notes(kind, lang):
    for seed in range(12):
        q = generate(kind, {}, seed)
        view = question_view(q, lang, None)
        titles = re.findall(r"<title[^>]*>([^<]*)</title>", view["figure"].svg)
        assert titles and set(titles) == {QUESTION_STAFF[lang]}, (kind, seed, titles)
        for answer in q.answers:
            if re.fullmatch(r"[A-G][#b-]?\d", answer):
                assert note_label(answer, lang) not in view["figure"].svg


def test_the_intervals_lesson_asks_only_the_intervals_it_teaches():
    lesson = catalogue.get("intervalles")
    named = [item for item in lesson.items if item.kind == "interval.name"]
    assert named and all(set(item.params["sizes"]) <= {3, 4, 5} for item in named)
    for seed in range(20):
        q = generate("interval.name", dict(named[0].params), seed)
        assert "2" not in {c.value for c in q.choices}  # no « Seconde » to pick either
