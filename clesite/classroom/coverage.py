"""Which activities can give evidence on each concept (issue 18): the games that emit it, the
lessons that ask it, or none yet. A teacher reads it to know where a notion is practised."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from django.utils.translation import get_language

from games.tables import kit


@dataclass(frozen=True)
class Coverage:
    games: tuple[str, ...]  # the games' names
    lessons: tuple[str, ...]  # the lessons' titles

    @property
    def none(self) -> bool:
        return not self.games and not self.lessons


@functools.cache
def _slugs() -> dict[str, tuple[list[str], list[str]]]:
    from theory.lessons import catalogue

    out: dict[str, tuple[list[str], list[str]]] = {}
    for slug, config in kit.games().items():
        for c in config.concepts:
            out.setdefault(c.code, ([], []))[0].append(slug)
    for lesson in catalogue.PATH:
        for code in catalogue.lesson_concepts(lesson):
            lessons = out.setdefault(code, ([], []))[1]
            if lesson.slug not in lessons:
                lessons.append(lesson.slug)
    return out


def coverage(code: str) -> Coverage:
    from clesite.classroom.sources import game_name
    from theory.lessons import catalogue

    games, lessons = _slugs().get(code, ([], []))
    lang = (get_language() or "fr")[:2]
    return Coverage(
        tuple(game_name(s) for s in games),
        tuple(catalogue.get(s).title(lang) for s in lessons),
    )
