"""A question's staff never names its answer (a reviewer found « Do aigu » in the <title> of the
staff of « Comment s'appelle cette note ? », read by a screen reader, in the page), and the
lesson on tierce, quarte, quinte asks none of the intervals it does not teach."""

import re

import pytest

from theory import GAME_RANGE, note_label
from theory.lessons import catalogue
from theory.lessons.kinds import generate
from theory.lessons.present import QUESTION_STAFF, question_view
from theory.staff import describe_place, staff_place


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
@pytest.mark.parametrize("kind", ["note.name", "note.place", "interval.name"])
def test_a_question_s_staff_is_titled_without_its_notes(kind, lang):
    for seed in range(12):
        q = generate(kind, {}, seed)
        view = question_view(q, lang, None)
        titles = re.findall(r"<title[^>]*>([^<]*)</title>", view["figure"].svg)
        assert len(titles) == 1 and titles[0].startswith(QUESTION_STAFF[lang]), (kind, seed)
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


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
def test_a_screen_reader_hears_where_the_notes_sit_and_clicks_places_not_names(lang):
    """A reviewer reached « Do aigu » with the arrow keys on « Clique sur la portée, à la place
    de Do aigu »: the heights were named by their answer. They are named by their place, and
    the staff of « Comment s'appelle cette note ? » says where its note sits."""
    q = generate("note.name", {}, 3)
    view = question_view(q, lang, None)
    (title,) = re.findall(r"<title[^>]*>([^<]*)</title>", view["figure"].svg)
    pitch = q.figure["items"][0][0]
    assert title.endswith(describe_place(staff_place(pitch), lang)), title
    names = {note_label(p, lang) for p in GAME_RANGE}
    for seed in range(6):
        bands = question_view(generate("note.place", {}, seed), lang, None)["figure"].extra["bands"]
        labels = [b["label"] for b in bands]
        assert len(set(labels)) == len(GAME_RANGE) and not names & set(labels), labels
        assert labels[0] == describe_place(staff_place(GAME_RANGE[-1]), lang)


def test_the_staff_s_words_in_french():
    q = generate("interval.name", {}, 0)
    (title,) = re.findall(
        r"<title[^>]*>([^<]*)</title>", question_view(q, "fr", None)["figure"].svg
    )
    assert title.startswith("La portée de la question\u00a0: une note ")
    assert ", puis une note " in title


def test_a_duration_asked_by_its_name_is_not_titled_with_it():
    """Review 12: « Comment s'appelle cette durée ? » titled its glyph « Blanche »."""
    from theory.labels import rhythm_label
    from theory.lessons.kinds import generate
    from theory.lessons.present import question_view

    for seed in range(12):
        q = generate("rhythm.name", {}, seed)
        view = question_view(q, "fr", None)
        svgs = "".join(c["svg"] for c in view["figure"].extra["cells"])
        assert "<title" in svgs and "La durée de la question" in svgs
        assert f">{rhythm_label(q.data['rhythm'], 'fr').capitalize()}<" not in svgs


def test_a_name_counted_the_wrong_way_is_drawn_where_the_pupil_counted():
    """Review 12: « une quarte au-dessus de Fa ? » answered Do drew Do aigu (a fifth up), not
    Do grave (the fourth he counted down)."""
    from theory.lessons.kinds import generate, judge

    q = next(
        q
        for s in range(3000)
        if (q := generate("interval.find", {"answer": "names"}, s)).data.get("names")
        and q.data["ref"] == "F4"
        and q.data["size"] == 4
        and q.data["direction"] == 1
    )
    verdict = judge(q, ["C"])
    assert verdict.show["wrong"] == ["C4"]


def test_the_durations_lesson_figures_say_durations_not_the_pitch_they_are_drawn_on():
    """A reviewer's find: the durations lesson's figures were read « Si grave (blanche), … »:
    a pitch that does not matter there, and that the page does not show."""
    from theory.lessons.pages import block_views

    views = block_views(catalogue.get("durees"), None)
    svgs = " ".join(v["figure"].svg for v in views if v["figure"] and v["figure"].svg)
    titles = re.findall(r"<title[^>]*>([^<]*)</title>", svgs)
    assert any(t.startswith("Blanche, noire, noire") for t in titles), titles
    assert not [t for t in titles if "Si grave" in t]


def test_a_wrong_name_is_drawn_the_way_the_explanation_counted():
    """A music teacher's review: « une quarte au-dessous de Sol ? » (Sol aigu) answered La
    drew La aigu, a second up, under « Tu as compté Sol, Fa, Mi, Ré, Do, Si, La : c’est une
    septième » (counted down): the La drawn is the one a seventh down."""
    from theory.lessons.kinds import generate, judge

    q = next(
        q
        for s in range(5000)
        if (q := generate("interval.find", {"answer": "names"}, s)).data.get("names")
        and q.data["ref"] == "G5"
        and q.data["size"] == 4
        and q.data["direction"] == -1
    )
    verdict = judge(q, ["A"])
    assert verdict.show["wrong"] == ["A4"]
    assert "septième" in verdict.explanation.render("fr", None)
