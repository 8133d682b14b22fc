"""The path of lessons, as data: each lesson is a few explanation blocks (text and a figure the
memo pages also draw), the question kinds it practises, and its check.

Adding a lesson is adding a `Lesson` to PATH; a figure or question kind it names must exist
(`theory.lessons.present` draws figures, `theory.lessons.kinds` makes questions). Lesson texts
live in `lesson_texts`, in French, Romanian and English.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from .core import voiced
from .lesson_texts import TEACHER_TEXTS, TEXTS
from .words import with_notes

LINES = ("E4", "G4", "B4", "D5", "F5")
SPACES = ("F4", "A4", "C5", "E5")
OUTSIDE = ("C4", "D4", "G5", "A5")


@dataclass(frozen=True)
class Item:
    """One kind of question a lesson asks, with its generator's parameters."""

    kind: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> list:
        return [self.kind, dict(self.params)]


@dataclass(frozen=True)
class Block:
    """An explanation paragraph (key into the lesson's texts) and the figure beside it."""

    text: str
    figure: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Lesson:
    slug: str
    blocks: tuple[Block, ...]
    items: tuple[Item, ...]
    memo: str | None = None  # /apprendre/<memo>/ to read more
    game: str | None = None  # /jeux/<game>/ the lesson prepares for
    practice: int = 6  # questions before the check (plus one per mistake, up to 4 more)
    check: int = 5  # questions of the check
    pass_mark: int = 4  # right answers needed to pass the check
    minutes: int = 6
    icon: str = "clef"

    def text(self, key: str, lang: str, names: str | None = None) -> str:
        """The text in `lang`, its notes named as the class names them (`names`)."""
        table = voiced(TEXTS[self.slug][key], TEACHER_TEXTS.get(self.slug, {}).get(key))
        return with_notes(table.get(lang) or table["fr"], lang, names)

    def title(self, lang: str) -> str:
        return self.text("title", lang)

    def summary(self, lang: str, names: str | None = None) -> str:
        return self.text("summary", lang, names)


def _notes(*pitches: str, rhythm: str | None = None) -> dict:
    return {"type": "notes", "items": [[p, rhythm] for p in pitches]}


PATH: tuple[Lesson, ...] = (
    Lesson(
        "lire-les-notes",
        blocks=(
            Block("lines", _notes(*LINES)),
            Block("spaces", _notes(*SPACES)),
            Block("tip"),
        ),
        items=(
            Item("note.name", {"pitches": LINES}),
            Item("note.name", {"pitches": SPACES}),
            Item("note.place", {"pitches": LINES}),
            Item("note.place", {"pitches": SPACES}),
        ),
        memo="hauteurs",
        game="cle-de-sol",
    ),
    Lesson(
        "notes-hors-portee",
        blocks=(Block("outside", _notes(*OUTSIDE)), Block("range", {"type": "range"})),
        items=(
            Item("note.name", {"pitches": OUTSIDE}),
            Item("note.place", {"pitches": OUTSIDE}),
            Item("note.name", {"pitches": LINES + SPACES}),
            Item("note.place", {"pitches": LINES + SPACES}),
        ),
        memo="hauteurs",
        game="cle-de-sol",
    ),
    Lesson(
        "durees",
        blocks=(
            Block("values", {"type": "rhythms", "items": ["half", "quarter", "eighth", "16th"]}),
            Block(
                "wall",
                {
                    "type": "notes",
                    "items": [["B4", "half"], ["B4", "quarter"], ["B4", "quarter"]]
                    + [["B4", "eighth"]] * 4,
                    "names": False,
                },
            ),
            Block(
                "sum",
                {
                    "type": "notes",
                    "items": [["B4", "quarter"], ["B4", "eighth"], ["B4", "eighth"]],
                    "names": False,
                },
            ),
        ),
        items=(
            Item("rhythm.name"),
            Item("rhythm.count"),
            Item("rhythm.sum", {"targets": ["quarter"]}),
            Item("rhythm.sum", {"targets": ["half"]}),
        ),
        memo="durees",
        game="cle-de-sol",
        minutes=7,
        icon="quarter-rest",
    ),
    Lesson(
        "meme-nom-conjointes",
        blocks=(
            Block("same", {"type": "interval", "a": "C4", "b": "C5"}),
            Block("conjoint", _notes("D4", "E4", "F4")),
        ),
        items=(Item("pitch.same-name"), Item("pitch.conjoint")),
        memo="hauteurs",
        game="cle-de-sol",
    ),
    Lesson(
        "gamme",
        blocks=(
            Block("up", {"type": "scale", "names": ["C", "D", "E", "F", "G", "A", "B", "C"]}),
            Block("wrap", {"type": "scale", "names": ["A", "B", "C", "D"]}),
            Block("down", {"type": "scale", "names": ["C", "B", "A", "G", "F", "E", "D", "C"]}),
        ),
        items=(
            Item("scale.next", {"directions": [1]}),
            Item("scale.next", {"directions": [-1]}),
            Item("scale.missing", {"directions": [1, -1]}),
        ),
        memo="gamme",
        game="gama",
        icon="key",
    ),
    Lesson(
        "intervalles",
        blocks=(
            Block("count", {"type": "interval", "a": "C4", "b": "E4"}),
            Block("sizes", _notes("C4", "F4", "G4")),
            Block("down", {"type": "interval", "a": "C5", "b": "A4"}),
        ),
        items=(
            Item("interval.find", {"sizes": [3], "directions": [1]}),
            Item("interval.find", {"sizes": [3], "directions": [-1]}),
            Item("interval.find", {"sizes": [4], "directions": [1, -1]}),
            Item("interval.find", {"sizes": [5], "directions": [1, -1]}),
            Item("interval.find", {"sizes": [3, 4, 5], "answer": "names"}),
            Item("interval.name", {"sizes": [3, 4, 5]}),  # the seconde is not taught here
        ),
        memo="intervalles",
        game="cle-de-sol",
        practice=8,
        check=6,
        pass_mark=5,
        minutes=9,
    ),
    Lesson(
        "alterations",
        blocks=(
            Block("sharp", {"type": "accidental", "pitch": "F4", "first": "", "sign": "#"}),
            Block("flat", {"type": "accidental", "pitch": "B4", "first": "", "sign": "-"}),
            Block("natural", {"type": "accidental", "pitch": "F4", "first": "#", "sign": "n"}),
            Block("game"),
        ),
        items=(Item("accidental.compare"), Item("accidental.sign")),
        memo="gamme",
        game="gama",
        icon="sharp",
    ),
    Lesson(
        "son",
        blocks=(
            Block("volume", {"type": "sound-pair", "param": "volume"}),
            Block("pitch", {"type": "sound-pair", "param": "hauteur"}),
            Block("duration", {"type": "sound-pair", "param": "duree"}),
            Block("timbre", {"type": "sound-pair", "param": "timbre"}),
        ),
        items=(
            Item("sound.compare", {"params": ["volume"]}),
            Item("sound.compare", {"params": ["pitch"]}),
            Item("sound.compare", {"params": ["duration"]}),
            Item("sound.compare", {"params": ["timbre"]}),
        ),
        memo="son",
        game="bataille-des-sons",
        practice=8,
        check=6,
        pass_mark=5,
        icon="speaker",
    ),
    Lesson(
        "jeu-cle-de-sol",
        blocks=(
            Block(
                "piles",
                {
                    "type": "cards",
                    "game": "card-cledesol",
                    "cards": ["N:G4:quarter", "R:quarter:1", "H:G"],
                },
            ),
            Block(
                "follow",
                {
                    "type": "cards",
                    "game": "card-cledesol",
                    "cards": ["N:G4:quarter", "N:B4:quarter", "N:G5:half", "N:A4:eighth"],
                },
            ),
            Block(
                "obligations", {"type": "cards", "game": "card-cledesol", "cards": ["I:3:1", "M:1"]}
            ),
        ),
        items=tuple(
            Item("game.cledesol", {"situations": [s]})
            for s in (
                "after-note",
                "after-rythme",
                "after-hauteur",
                "after-interval",
                "after-musicien",
            )
        ),
        game="cle-de-sol",
        practice=8,
        check=5,
        pass_mark=4,
        minutes=10,
        icon="cards",
    ),
    Lesson(
        "jeu-gama",
        blocks=(
            Block(
                "follow",
                {
                    "type": "cards",
                    "game": "card-gama",
                    "cards": ["N:G:rosu:1", "N:C:rosu:1", "N:A:verde:1"],
                },
            ),
            Block(
                "accidentals",
                {"type": "cards", "game": "card-gama", "cards": ["bemol:1", "diez:1", "becar:1"]},
            ),
            Block(
                "oval",
                {
                    "type": "cards",
                    "game": "card-gama",
                    "cards": ["N:G:galben:oval", "N:D:albastru:oval"],
                },
            ),
        ),
        items=tuple(
            Item("game.gama", {"situations": [s]})
            for s in ("opening", "follow", "flat", "sharp", "natural", "oval")
        ),
        game="gama",
        practice=8,
        check=5,
        pass_mark=4,
        minutes=10,
        icon="cards",
    ),
)


@cache
def by_slug() -> dict[str, Lesson]:
    return {lesson.slug: lesson for lesson in PATH}


def get(slug: str) -> Lesson | None:
    return by_slug().get(slug)


def index(slug: str) -> int:
    return [lesson.slug for lesson in PATH].index(slug)


def unlocked(
    slug: str,
    passed: set[str] | frozenset[str],
    all_open: bool = False,
    assigned: frozenset[str] = frozenset(),
) -> bool:
    """The first lesson is open; each next one opens when the one before it is passed
    (the teacher may open them all, or one by giving it as homework). A lesson passed stays
    open, wherever the path puts it (the scale came after the intervals until a music teacher
    said one counts intervals along the scale)."""
    i = index(slug)
    return all_open or i == 0 or PATH[i - 1].slug in passed or slug in assigned or slug in passed


def next_lesson(slug: str) -> Lesson | None:
    i = index(slug)
    return PATH[i + 1] if i + 1 < len(PATH) else None


def lesson_concepts(lesson: Lesson) -> tuple[str, ...]:
    """Every concept a lesson's questions touch (what passing its check schedules)."""
    from .kinds import concepts

    out: list[str] = []
    for item in lesson.items:
        for c in concepts(item.kind, item.params):
            if c not in out:
                out.append(c)
    return tuple(out)
