"""The games' lessons come in through the games' declarations (their app configs), never through
an import of `games` in theory: found, drawn, and gone with the app."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType, SimpleNamespace

import pytest
from django.apps import apps
from django.core.exceptions import ImproperlyConfigured
from django.template.loader import get_template, render_to_string

from theory.lessons import game_lessons, pages
from theory.lessons.core import BadParams
from theory.lessons.kinds import build, generate, registry

GAMES = {"cledesol": ("game.cledesol", "card-cledesol"), "gama": ("game.gama", "card-gama")}


def configs_without(label: str) -> list:
    return [c for c in apps.get_app_configs() if c.label != label]


@pytest.mark.parametrize("label", sorted(GAMES))
def test_a_game_lesson_kind_is_found_through_the_game_declaration(label):
    kind, card_kind = GAMES[label]
    config = apps.get_app_config(label)
    module = importlib.import_module(config.lessons)
    assert module.__name__ == f"games.{label}.lessons"
    assert module in game_lessons.installed()
    assert registry()[kind] is module.KINDS[kind]
    assert game_lessons.card_views(game_lessons.installed())[card_kind] is module.card_view
    assert generate(kind, {}, 3).choices[0].kind == card_kind


@pytest.mark.parametrize("label", sorted(GAMES))
def test_an_app_left_out_takes_its_lesson_kinds_and_cards_with_it(label):
    kind, card_kind = GAMES[label]
    (other,) = set(GAMES) - {label}
    modules = game_lessons.declared(configs_without(label))
    assert kind not in build(modules) and GAMES[other][0] in build(modules)
    assert card_kind not in game_lessons.card_views(modules)
    assert set(build(game_lessons.declared(apps.get_app_configs()))) == set(registry())


def test_without_any_game_the_lessons_keep_theory_kinds_only():
    configs = [c for c in apps.get_app_configs() if not getattr(c, "lessons", "")]
    assert game_lessons.declared(configs) == ()
    theory_only = set(build(()))
    assert theory_only == set(registry()) - {kind for kind, _ in GAMES.values()}
    assert "note.name" in theory_only


@pytest.fixture
def toy(monkeypatch):
    """A lessons module of a game theory has never heard of, declared by a duck-typed config."""
    module = ModuleType("toy_lessons")

    def generate_toy(params, seed):
        return generate("note.name", params, seed)

    module.KINDS = {"toy.pick": (generate_toy, lambda q, picked: None, lambda params: ("toy",))}
    module.CARD_KIND = "card-toy"
    module.card_view = lambda cid, lang, where: {"card": {}, "template": "", "label": cid}
    monkeypatch.setitem(sys.modules, "toy_lessons", module)
    return module


def test_any_app_config_declaring_lessons_brings_its_kinds(toy):
    config = SimpleNamespace(name="toy", lessons="toy_lessons")
    modules = game_lessons.declared([*apps.get_app_configs(), config])
    assert modules[-1] is toy
    kinds = build(modules)
    assert kinds["toy.pick"] is toy.KINDS["toy.pick"] and "game.gama" in kinds
    assert game_lessons.card_views(modules)["card-toy"]("T1", "fr", "")["label"] == "T1"
    with pytest.raises(BadParams):  # not installed: the site's registry does not know it
        generate("toy.pick", {}, 0)


def test_a_lessons_module_lacking_the_interface_is_refused():
    config = SimpleNamespace(name="notagame", lessons="theory.lessons.gen_pitch")
    with pytest.raises(ImproperlyConfigured, match="CARD_KIND, card_view"):
        game_lessons.declared([config])


def test_two_games_may_not_claim_one_kind_nor_a_theory_kind(toy):
    cledesol = apps.get_app_config("cledesol")
    with pytest.raises(ValueError, match="game.cledesol"):
        game_lessons.kinds(game_lessons.declared([cledesol, cledesol]))
    toy.KINDS = {"note.name": toy.KINDS["toy.pick"]}
    with pytest.raises(ValueError, match="note.name"):
        build(game_lessons.declared([SimpleNamespace(name="toy", lessons="toy_lessons")]))


def test_an_unknown_card_kind_is_no_game_card():
    with pytest.raises(LookupError, match="card-toy"):
        pages.card_view("card-toy", "T1", "fr", "")


def table(kind: str, situation: str) -> tuple[dict, str]:
    q = generate(kind, {"situations": [situation]}, 0)
    view = pages._table_view(q.figure, "fr")
    return view, render_to_string("theory/lessons/_table.html", {"t": view})


def test_the_lesson_table_draws_each_game_cards_with_its_template():
    view, html = table("game.cledesol", "after-interval")
    assert {"pile_a", "pile_b"} <= set(view) and not {"under", "pile"} & set(view)
    assert view["pile_a"]["template"] == "cledesol/card.html" and not view["empty"]
    assert "Pile A" in html and "Pile B" in html and "Pile vide" not in html
    view, html = table("game.cledesol", "after-note")
    assert "pile_a" in view and "pile_b" not in view and "Pile vide" not in html
    view, html = table("game.gama", "flat")
    assert {"under", "pile"} <= set(view) and view["pile"]["template"] == "gama/card.html"
    assert "La carte dessous" in html and "Pile vide" not in html
    view, html = table("game.gama", "opening")
    assert view["empty"] and not {"pile_a", "pile_b", "under", "pile"} & set(view)
    assert "Pile vide" in html


@pytest.mark.parametrize("module", game_lessons.installed(), ids=lambda m: m.__name__)
def test_every_installed_game_lessons_module_keeps_the_interface(module):
    """Its questions offer its cards, on its table, and it draws each with a real template."""
    assert module.KINDS and module.CARD_KIND.startswith("card-")
    for kind, (generate_kind, _, concepts) in module.KINDS.items():
        assert concepts({}) and all(c.startswith(f"{kind}.") for c in concepts({}))
        for seed in range(20):
            q = generate_kind({}, seed)
            assert q.kind == kind and q.concept in concepts({})
            assert q.figure["game"] == module.CARD_KIND
            assert {c.kind for c in q.choices} == {module.CARD_KIND}
            for choice in q.choices:
                drawn = module.card_view(choice.value, "ro", "t-")
                get_template(drawn["template"])
                assert drawn["label"] and drawn["card"]
