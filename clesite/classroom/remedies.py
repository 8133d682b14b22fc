"""What fixes a misconception: the section of the memo that explains it and the lesson that
practises it, so a teacher can act on the dashboard's "Erreurs fréquentes" (issue 18)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.urls import reverse
from django.utils.translation import get_language

# A misconception code's prefix or whole code -> (memo, its section's id, lesson). The longest
# match wins, so a whole code can refine its family.
WHERE: dict[str, tuple[str, str, str]] = {
    "interval.": ("intervalles", "memo-title", "intervalles"),
    "pitch.line-space": ("hauteurs", "rules-title", "meme-nom-conjointes"),
    "pitch.step-off": ("hauteurs", "rules-title", "lire-les-notes"),
    "pitch.third-off": ("hauteurs", "rules-title", "lire-les-notes"),
    "pitch.octave": ("hauteurs", "h-range", "notes-hors-portee"),
    "pitch.same-pitch": ("hauteurs", "h-range", "lire-les-notes"),
    "rules.conjoint-hauteur": ("hauteurs", "rules-title", "meme-nom-conjointes"),
    "scale.": ("gamme", "scale-title", "gamme"),
    "scale.no-wrap": ("gamme", "wrap-title", "gamme"),
    "scale.no-step": ("gamme", "acc-title", "alterations"),
    "rhythm.": ("durees", "wall-title", "durees"),
    "accidental.": ("gamme", "acc-title", "alterations"),
    "sound.": ("son", "params-title", "son"),
}


@dataclass(frozen=True)
class Remedy:
    memo_url: str
    lesson_url: str  # "" where the lesson is not open to the reader yet
    lesson_title: str
    lesson_slug: str = ""

    def if_open(self, is_open) -> Remedy:
        """The remedy as a pupil may follow it: its lesson only once open to her (a reviewer's
        pupil was sent to a locked lesson, « Cette leçon s'ouvre… »), its memo always."""
        if not self.lesson_slug or is_open(self.lesson_slug):
            return self
        return replace(self, lesson_url="")


def remedy(code: str) -> Remedy | None:
    """The memo section and lesson for a misconception code, or None if none fits."""
    from theory.lessons import catalogue

    keys = [k for k in WHERE if code == k or (k.endswith(".") and code.startswith(k))]
    if not keys:
        return None
    memo, anchor, slug = WHERE[max(keys, key=len)]
    lesson = catalogue.get(slug)
    if lesson is None:
        return None
    lang = (get_language() or "fr")[:2]
    return Remedy(
        memo_url=reverse("theory:memo", args=[memo]) + f"#{anchor}",
        lesson_url=reverse("lessons:lesson", args=[slug]),
        lesson_title=lesson.title(lang),
        lesson_slug=slug,
    )
