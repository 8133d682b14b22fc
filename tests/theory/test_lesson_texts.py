"""Every word the lessons say, in three languages and well written: the Django-free tables, the
rendered questions and explanations, the templates' gettext strings (French typography)."""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

from tests.site.test_catalogues import french_typography_errors
from theory.lessons import (
    catalogue,
    game_lessons,
    gen_interval,
    gen_pitch,
    gen_rhythm,
    gen_scale,
    gen_sound,
    lesson_texts,
    present,
    words,
)
from theory.lessons.kinds import generate, judge, registry

NB = "\u00a0"
LANGS = ("fr", "ro", "en")
TEMPLATES = Path(__file__).resolve().parents[2] / "theory" / "templates" / "theory" / "lessons"


def tables():
    """(name, {lang: text}) for every fr/ro/en table of the lessons."""
    yield from ((f"PROMPTS.{k}", v) for k, v in words.PROMPTS.items())
    yield from ((f"MISCONCEPTIONS.{k}", v) for k, v in words.MISCONCEPTIONS.items())
    yield from ((f"TEACHER_PROMPTS.{k}", v) for k, v in words.TEACHER_PROMPTS.items())
    yield from ((f"TEACHER_MISCONCEPTIONS.{k}", v) for k, v in words.TEACHER_MISCONCEPTIONS.items())
    for slug, texts in lesson_texts.TEACHER_TEXTS.items():
        yield from ((f"teacher.{slug}.{k}", v) for k, v in texts.items())
    yield from ((f"WORDS.{k}", v) for k, v in words.WORDS.items())
    yield "SOUND_TRAP", words.SOUND_TRAP
    yield "TRAP", words.TRAP
    for slug, texts in lesson_texts.TEXTS.items():
        yield from ((f"{slug}.{k}", v) for k, v in texts.items())
    for module in (gen_pitch, gen_interval, gen_rhythm, gen_scale, gen_sound):
        for name, value in vars(module).items():
            if name.isupper() and isinstance(value, dict) and set(value) == set(LANGS):
                yield f"{module.__name__}.{name}", value
    yield from ((f"ACC_RULE.{k}", v) for k, v in gen_scale.ACC_RULE.items())
    for module in game_lessons.installed():  # the games' situations, found as the lessons find them
        yield from game_tables(module)


def game_tables(module):
    """A game lessons module's tables: {lang: text} (DEMANDED), or of those by key (PROMPTS)."""
    for name, value in vars(module).items():
        if not name.isupper() or not isinstance(value, dict):
            continue
        if set(value) == set(LANGS):
            yield f"{module.__name__}.{name}", value
        elif value and all(isinstance(v, dict) and set(v) == set(LANGS) for v in value.values()):
            yield from ((f"{module.__name__}.{name}.{k}", v) for k, v in value.items())


def test_every_game_lessons_table_is_checked():
    """The games' prompts and explanations, found through their declarations, are all here."""
    games = {module.__name__: module for module in game_lessons.installed()}
    cledesol, gama = games["games.cledesol.lessons"], games["games.gama.lessons"]
    expected = {"games.cledesol.lessons.DEMANDED"}
    for module, name in ((cledesol, "PROMPTS"), (gama, "PROMPTS"), (gama, "RIGHT")):
        expected |= {f"{module.__name__}.{name}.{k}" for k in getattr(module, name)}
    expected |= {f"{m.__name__}.TEACHER_PROMPTS.{k}" for m in (cledesol, gama) for k in m.PROMPTS}
    assert len(expected) == 27
    assert expected <= {name for name, _ in tables()}


def french_errors(text: str) -> list[str]:
    errors = french_typography_errors(text.replace("{nb}", NB))
    if "'" in text:
        errors.append("straight apostrophe: use ’")
    return errors


def test_every_table_speaks_three_languages():
    for name, table in tables():
        assert set(table) == set(LANGS), name
        assert all(table[lang].strip() for lang in LANGS), name


def test_french_tables_follow_french_typography():
    bad = {name: french_errors(t["fr"]) for name, t in tables() if french_errors(t["fr"])}
    assert bad == {}


def test_romanian_uses_comma_below_letters():
    assert [name for name, t in tables() if re.search("[şţŞŢ]", t["ro"])] == []


def test_lesson_texts_cover_their_blocks():
    for lesson in catalogue.PATH:
        texts = lesson_texts.TEXTS[lesson.slug]
        assert {"title", "summary"} | {b.text for b in lesson.blocks} == set(texts), lesson.slug


@pytest.mark.parametrize("kind", sorted(registry()))
def test_rendered_questions_and_explanations_read_well(kind):
    for seed in range(150):
        q = generate(kind, {}, seed)
        for value in [c.value for c in q.choices][:4]:
            v = judge(q, [value])
            for lang in LANGS:
                texts = [q.prompt.render(lang), v.explanation.render(lang)]
                trap = present.trap_view(v, lang, None)
                if trap:
                    texts.append(trap["label"] + " " + trap["text"])
                for text in texts:
                    assert text and "{" not in text and "None" not in text, (kind, lang, text)
                    if lang == "fr":
                        assert french_errors(text) == [], (kind, text)
                    else:
                        assert NB + ":" not in text, (kind, lang, text)


def test_every_figure_of_every_lesson_draws_in_every_language():
    for lesson in catalogue.PATH:
        for i, block in enumerate(lesson.blocks):
            for lang in LANGS:
                fig = present.figure(block.figure, lang, None, f"t{i}")
                if block.figure and block.figure["type"] in ("notes", "interval", "scale", "range"):
                    assert fig.svg.startswith("<svg") and fig.sound, (lesson.slug, i)


CALL = re.compile(r"\b(?:n?gettext|n?pgettext)\(((?:u?'(?:[^'\\]|\\.)*'(?:, )?)+)")
LITERAL = re.compile(r"u?'(?:[^'\\]|\\.)*'")


def template_msgids() -> list[str]:
    """The strings makemessages would extract from the lesson templates."""
    from django.utils.translation.template import templatize

    out = []
    for path in sorted(TEMPLATES.glob("*.html")):
        code = templatize(path.read_text(encoding="utf-8"), origin=str(path))
        for call in CALL.finditer(code):
            out += [ast.literal_eval(lit) for lit in LITERAL.findall(call.group(1))]
    return out


def test_template_strings_follow_french_typography():
    msgids = template_msgids()
    assert "Vérifier" in msgids and "Question suivante" in msgids
    bad = {m: french_errors(m) for m in msgids if french_errors(m)}
    assert bad == {}
    assert not [m for m in msgids if "\\u00a0" in m]  # the real character, never the escape


# « tu » and its forms, and the imperatives the lessons use, in French and Romanian.
SAYS_TU = {
    "fr": re.compile(
        r"(?<![-\w])([Tt]u|[Tt]e|[Tt]oi|[Tt]on|[Tt]a|[Tt]es)\b|\b[Tt]’|-(toi|les)\b"
        r"|\b(Écoute|Regarde|Clique|Choisis|Compte)\b"
    ),
    "ro": re.compile(r"\b(tu|tău|ta|tale|poți|pui|Ascultă|Apasă|Privește|Alege|Numără)\b"),
}


def test_a_teacher_previewing_a_lesson_is_never_called_tu():
    """Issue 20: a lesson's texts address the pupil only when a pupil is there. Said to a
    teacher, every lesson's texts and every question of every kind (150 seeds) are neutral;
    said to a pupil, some say « tu » (the teacher's versions replace them, not the pupil's)."""
    from theory.lessons.core import teacher_reads

    def said(teacher: bool, lang: str) -> list[str]:
        out = []
        with teacher_reads(teacher):
            for lesson in catalogue.PATH:
                out += [lesson.summary(lang)] + [lesson.text(b.text, lang) for b in lesson.blocks]
            for kind in sorted(registry()):
                for seed in range(150):
                    q = generate(kind, {}, seed)
                    out.append(q.prompt.render(lang))
                    for value in [c.value for c in q.choices][:4]:
                        trap = present.trap_view(judge(q, [value]), lang, None)
                        out += [trap["text"]] if trap else []
        return out

    for lang, tu in SAYS_TU.items():
        assert {t for t in said(True, lang) if tu.search(t)} == set(), lang
        assert any(tu.search(t) for t in said(False, lang)), lang


FOREIGN_NAMES = {  # note names another naming system would use (« A » is an English article)
    "letters": re.compile(r"\b[B-G][♯♭♮]?(?![\w’])"),
    "solfege": re.compile(r"\b(Do|Ré|Re|Mi|Fa|Sol|Si)\b"),
}


def lesson_says(lang: str, names: str) -> list[str]:
    """Every lesson text and summary, and the traps and answers that name notes inline."""
    from games.gama import lessons as gama_lessons

    out = []
    for lesson in catalogue.PATH:
        out += [lesson.summary(lang, names)]
        out += [lesson.text(b.text, lang, names) for b in lesson.blocks]
    out.append(words.trap("scale.no-wrap").render(lang, names))
    out.append(words.text(gama_lessons.RIGHT["opening"]).render(lang, names))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("names", LANGS)
def test_a_lesson_names_its_notes_as_the_class_does(lang, names):
    """A page in English for a Do Ré Mi class said « E, G, B, D, F » in its text and « Mi, Sol,
    Si » on its staff: every note a lesson's text names now follows the class's naming, and its
    octave word the page's language (« low Do », « Do grave », « C grave »)."""
    said = lesson_says(lang, names)
    foreign = FOREIGN_NAMES["solfege" if names == "en" else "letters"]
    not_notes = ("Clé de Sol", "E ca o horă")  # the game's name; Romanian « it is »
    plain = [functools.reduce(lambda t, w: t.replace(w, ""), not_notes, t) for t in said]
    assert [t for t in plain if foreign.search(t) or "{" in t] == []
    joined = "\n".join(said)
    lines = {"fr": "Mi, Sol, Si, Ré, Fa", "ro": "Mi, Sol, Si, Re, Fa", "en": "E, G, B, D, F"}
    assert lines[names] in joined
    low_c = {"fr": "{} grave", "ro": "{} grav", "en": "low {}"}[lang]
    assert low_c.format("Do" if names != "en" else "C") in joined
    first = catalogue.get("notes-hors-portee").text("outside", lang, names)
    if lang == "en":  # a sentence's first note takes its capital
        assert ". High " in first and f"Low {'C' if names == 'en' else 'Do'} sits" in first
