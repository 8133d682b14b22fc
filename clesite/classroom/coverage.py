"""Which activities can give evidence on each concept (issue 18): the games whose moves on it are
counted decisions, the lessons that ask it, or none yet. A teacher reads it to know where a
notion is practised, on the help page and over the grid's columns (`Coverage.mark`).

A game that names a concept but never counts a move on it (`kit.Concept.counted`: a ♭ laid in
Gama is always accepted) is listed apart (`logged`): it is no evidence."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from games.tables import kit

GAMES, LESSONS, LOGGED = 0, 1, 2


@dataclass(frozen=True)
class Coverage:
    games: tuple[str, ...]  # the games' names
    lessons: tuple[str, ...]  # the lessons' titles
    logged: tuple[str, ...] = ()  # games that log it without ever counting a move

    @property
    def none(self) -> bool:
        return not self.games and not self.lessons

    @property
    def kind(self) -> str:
        """The CSS class of a grid column's mark: games, lessons, both or none."""
        if self.none:
            return "none"
        return "both" if self.games and self.lessons else "games" if self.games else "lessons"

    @property
    def mark(self) -> str:
        """A column's mark over the grid, one or two letters (the legend says them)."""
        game, lesson = _("J"), _("L")  # jeux, leçons: the legend under the grid says them
        return {"games": game, "lessons": lesson, "both": game + lesson, "none": "–"}[self.kind]

    def words(self) -> str:
        """Where the notion is practised, in a sentence (a column's title, the help page)."""
        if self.none:
            said = _("aucun jeu ni aucune leçon du parcours ne la fait encore pratiquer")
        else:
            parts = []
            if self.games:
                parts.append(_("jeux : %(names)s") % {"names": ", ".join(self.games)})
            if self.lessons:
                parts.append(_("leçons : %(names)s") % {"names": ", ".join(self.lessons)})
            said = " · ".join(parts)
        if self.logged:
            noted = _("%(names)s la note sans la compter") % {"names": ", ".join(self.logged)}
            said = f"{said} ({noted})"
        return said


@functools.cache
def _slugs() -> tuple[dict[str, tuple[list, list, list]], list[tuple[str, str, bool]]]:
    from theory.lessons import catalogue

    out: dict[str, tuple[list, list, list]] = {}
    families: list[tuple[str, str, bool]] = []  # (prefix, game, counted)
    for slug, config in kit.games().items():
        for c in config.concepts:
            if c.family:
                families.append((c.code, slug, c.counted))
            else:
                out.setdefault(c.code, ([], [], []))[GAMES if c.counted else LOGGED].append(slug)
    for lesson in catalogue.PATH:
        for code in catalogue.lesson_concepts(lesson):
            lessons = out.setdefault(code, ([], [], []))[LESSONS]
            if lesson.slug not in lessons:
                lessons.append(lesson.slug)
    return out, families


def _of(prefix: str, code: str) -> bool:
    """Whether `code` is one of a family's: its prefix and a note (`pitch.read.` + `E4`)."""
    return re.fullmatch(re.escape(prefix) + r"[A-G][0-9]", code) is not None


def coverage(code: str) -> Coverage:
    return _coverage(code, (get_language() or "fr")[:2])


@functools.lru_cache(maxsize=4096)
def _coverage(code: str, lang: str) -> Coverage:
    """Once per process and language: the games and lessons do not change while it runs, and
    the dashboard asks it for every column, twice (issue 24)."""
    from clesite.classroom.sources import game_name
    from theory.lessons import catalogue

    known, families = _slugs()
    games, lessons, logged = known.get(code, ([], [], []))
    games = games + [s for prefix, s, counted in families if counted and _of(prefix, code)]
    return Coverage(
        tuple(game_name(s) for s in games),
        tuple(catalogue.get(s).title(lang) for s in lessons),
        tuple(game_name(s) for s in logged),
    )
