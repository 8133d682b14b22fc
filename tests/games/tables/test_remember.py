"""`{% remember %}`: a board's piece drawn once per process for its values, from them alone."""

from __future__ import annotations

import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.test import override_settings
from django.utils import translation
from django.utils.safestring import mark_safe

from games.tables.templatetags.remember import DRAWN, NotPlain, frozen


@pytest.fixture(autouse=True)
def _empty():
    DRAWN.clear()
    yield
    DRAWN.clear()


def draw(source: str, **values) -> str:
    return Template("{% load remember %}" + source).render(Context(values))


def test_a_piece_is_drawn_once_for_the_same_values_then_again_for_others():
    piece = "{% remember name %}<b>{{ name }}</b>{% endremember %}"
    template = Template("{% load remember %}" + piece)
    assert template.render(Context({"name": "Léa"})) == "<b>Léa</b>"
    assert len(DRAWN) == 1
    assert template.render(Context({"name": "Léa"})) == "<b>Léa</b>"
    assert len(DRAWN) == 1  # the same values: the same HTML, not drawn again
    assert template.render(Context({"name": "Tom"})) == "<b>Tom</b>"
    assert len(DRAWN) == 2


def test_the_piece_sees_only_the_values_it_is_given():
    """What a board holds beyond the named values (another seat's hand, say) is not there."""
    with override_settings(TEMPLATE_REMEMBER_CHECK=False):
        html = draw(
            "{% remember name %}{{ name }}:{{ hand }}{% endremember %}", name="Léa", hand="SECRET"
        )
    assert html == "Léa:"


def test_the_tests_check_catches_a_piece_reading_a_value_it_was_not_given():
    with pytest.raises(TemplateSyntaxError, match="reads a value it is not given"):
        draw("{% remember name %}{{ name }}:{{ hand }}{% endremember %}", name="a", hand="b")


def test_a_named_expression_and_the_language_are_part_of_the_key():
    source = "{% load i18n %}{% remember n=card.n %}{% translate 'toi' %} {{ n }}{% endremember %}"
    with translation.override("fr"):
        assert draw(source, card={"n": 3}) == "toi 3"
    with translation.override("en"):
        assert draw(source, card={"n": 3}) == "you 3"
    with translation.override("fr"):
        assert draw(source, card={"n": 4}) == "toi 4"


def test_values_that_render_differently_have_different_keys():
    assert frozen(True) != frozen(1)
    assert frozen("<b>") != frozen(mark_safe("<b>"))
    assert frozen([1, 2]) != frozen((1, 2))
    assert frozen({"a": 1, "b": 2}) != frozen({"b": 2, "a": 1})  # the order a loop shows
    assert frozen({1: "a"}) != frozen({True: "a"})
    escaped = "{% remember s %}{{ s }}{% endremember %}"
    assert draw(escaped, s="<b>") == "&lt;b&gt;"
    assert draw(escaped, s=mark_safe("<b>")) == "<b>"


def test_a_value_that_is_not_plain_data_is_drawn_each_time_never_kept():
    class Seat:
        name = "Léa"

    with pytest.raises(NotPlain):
        frozen(Seat())
    assert draw("{% remember s %}{{ s.name }}{% endremember %}", s=Seat()) == "Léa"
    assert len(DRAWN) == 0


def test_a_csrf_token_cannot_be_remembered():
    with pytest.raises(TemplateSyntaxError, match="csrf_token"):
        Template("{% load remember %}{% remember a %}{% csrf_token %}{% endremember %}")
