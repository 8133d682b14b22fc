"""Self-study lessons (/lecons/): data plus generators, Django-free.

- `catalogue.PATH`: the lessons in order (explanation blocks, question items, the check);
- `kinds`: every question kind, `generate(kind, params, seed)` and `judge(question, picked)`,
  pure functions over `theory`; the games' situations (judged by their real rules) live in the
  games, `games/<game>/lessons.py`, and come in through their declarations (`game_lessons`:
  the interface a game's lessons module offers; theory never imports a game);
- `adapt`: which question comes next, and the Leitner boxes of spaced repetition;
- `runs`: a pupil's run through a lesson, a review or an exercise, as JSON data;
- `exercises`: a teacher's customised exercise as data;
- `present`: what a page draws for a question or a figure (SVG from theory.notation, sounds).
Django-free too: `words` and `lesson_texts` (every text, fr/ro/en), `situations` (the machinery
of game lessons, handed a game's rules module by the game).
The Django glue: `store` (a pupil's progress in the database, a guest's in the session; the
learning events to the classroom), `service` (which run a URL means, moving it on), `pages`
(template contexts), `teacher` (making an exercise); views in theory/lesson_views.py, models in
theory/models.py.

`LESSONS` is what the classroom lists (slug and title in the page's language).
"""

from __future__ import annotations

from dataclasses import dataclass

from .catalogue import PATH, Lesson


def _lang() -> str:
    try:
        from django.utils.translation import get_language

        return (get_language() or "fr")[:2]
    except Exception:  # no Django, or Django without settings: the site's default language
        return "fr"


class _Title:
    """A lesson's title in the active language, whenever it is turned into text."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def __str__(self) -> str:
        return self.lesson.title(_lang())


@dataclass(frozen=True)
class LessonEntry:
    slug: str
    title: _Title


LESSONS: tuple[LessonEntry, ...] = tuple(
    LessonEntry(lesson.slug, _Title(lesson)) for lesson in PATH
)

__all__ = ["LESSONS", "PATH", "Lesson", "LessonEntry"]
