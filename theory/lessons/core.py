"""The small types every lesson generator speaks: a question, its choices, a verdict.

A question is a pure function of (kind, params, seed): the run keeps only those three and
regenerates the question when it needs it, so nothing but data is ever stored. Texts are lazy
(`Say`): a generator says *what* to tell the child, the page says it in the child's language.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

# How a pupil answers (the template draws one widget per mode).
BUTTONS = "buttons"  # one button per choice (names, numbers, words, sounds)
STAFF = "staff"  # click a height on a staff (each choice is a pitch)
CARDS = "cards"  # click one card of a hand (game situations)
MULTI = "multi"  # tick several cards, then check (rhythm sums)
MODES = (BUTTONS, STAFF, CARDS, MULTI)

Render = Callable[[str, str | None], str]  # (lang, names) -> text

# Who reads the page: a pupil (texts say « tu ») or a teacher previewing it (texts phrased for
# an adult, or neutral). Set around a page's rendering, like Django's active language.
_TEACHER_READS: ContextVar[bool] = ContextVar("teacher_reads", default=False)


@contextmanager
def teacher_reads(on: bool = True) -> Iterator[None]:
    """Texts rendered inside speak to a teacher (where a table has a teacher's version)."""
    token = _TEACHER_READS.set(on)
    try:
        yield
    finally:
        _TEACHER_READS.reset(token)


def voiced(table: Mapping[str, str], for_teacher: Mapping[str, str] | None) -> Mapping[str, str]:
    """The table to say: its teacher's version while a teacher reads, if it has one."""
    return for_teacher if for_teacher is not None and _TEACHER_READS.get() else table


class Say:
    """A text rendered later in the page's language: `Say(fn, *args)` calls
    `fn(*args, lang=lang, names=names)`; `Say.join` glues several with a space."""

    __slots__ = ("_parts",)

    def __init__(self, fn: Callable[..., str] | None = None, *args: Any) -> None:
        self._parts: tuple[tuple[Callable[..., str], tuple[Any, ...]], ...] = (
            ((fn, args),) if fn is not None else ()
        )

    @classmethod
    def join(cls, *items: Say | None) -> Say:
        out = cls()
        out._parts = tuple(p for item in items if item is not None for p in item._parts)
        return out

    def render(self, lang: str = "fr", names: str | None = None) -> str:
        return " ".join(
            text for fn, args in self._parts if (text := fn(*args, lang=lang, names=names))
        )

    def __bool__(self) -> bool:
        return bool(self._parts)

    def __str__(self) -> str:
        return self.render("fr")

    def __repr__(self) -> str:
        return f"Say({self.render('fr')!r})"


@dataclass(frozen=True)
class Choice:
    """One answer a pupil may give: `value` is what the form posts; `kind` says how to draw
    it ("name" C…B, "pitch" E4, "number", "rhythm", "interval" size, "word" key, "sign",
    "sound" index, a game's card kind such as "card-cledesol" with a card id)."""

    value: str
    kind: str


@dataclass(frozen=True)
class Question:
    """A generated question. `answers` holds every right single answer (one-choice modes) or
    one right selection (MULTI, where `judge` decides). `figure` and `sounds` are language-free
    descriptions drawn by `theory.lessons.present`."""

    kind: str
    params: Mapping[str, Any]
    seed: int
    concept: str
    mode: str
    prompt: Say
    choices: tuple[Choice, ...]
    answers: frozenset[str]
    figure: Mapping[str, Any] | None = None
    sounds: tuple[Mapping[str, Any], ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """The judgement of an answer: right or not, the misconception recognised (a stable code,
    docs/architecture.md), the explanation in the child's words, what to show and play as the right answer
    (`show`: a figure description), and the learning events for the progress store. The page
    names the trap beside the explanation (`theory.lessons.words.trap`, or `trap`)."""

    correct: bool
    misconception: str | None
    explanation: Say
    show: Mapping[str, Any] | None
    events: tuple[dict, ...]
    trap: Say | None = None  # the trap in words when `misconception` alone cannot say it


def event(concept: str, correct: bool, misconception: str | None = None, **detail: Any) -> dict:
    """A learning event as `clesite.classroom.progress.record` takes it."""
    return {
        "concept": concept,
        "correct": bool(correct),
        "misconception": misconception,
        "detail": detail,
    }


def rng_for(seed: int) -> random.Random:
    """The generator's random source: the same seed always gives the same question."""
    return random.Random(seed)


class BadParams(ValueError):
    """Parameters no question can be made from (e.g. a teacher chose no note)."""
