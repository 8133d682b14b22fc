"""Every kind of generated question, by name: generate, judge, and the concepts it can touch.

Adding a kind is adding a module with a `KINDS` mapping here; a lesson or a teacher's exercise
then only names the kind and its parameters (data, not a view). A game's kinds live in the game
(`games/<game>/lessons.py`) and come in through its declaration (`game_lessons`): the registry
is read once Django's apps are ready.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from . import game_lessons
from .core import BadParams, Question, Verdict

Generate = Callable[[Mapping, int], Question]
Judge = Callable[[Question, Sequence[str]], Verdict]
Concepts = Callable[[Mapping], tuple[str, ...]]


@lru_cache(maxsize=1)
def registry() -> dict[str, tuple[Generate, Judge, Concepts]]:
    """Theory's kinds and the installed games' (found through their declarations)."""
    return build(game_lessons.installed())


def build(
    games: Iterable[game_lessons.GameLessons],
) -> dict[str, tuple[Generate, Judge, Concepts]]:
    """Theory's own kinds, then those of these games' lessons modules (`game_lessons`)."""
    from . import gen_interval, gen_pitch, gen_rhythm, gen_scale, gen_sound

    out: dict[str, tuple[Generate, Judge, Concepts]] = {}
    for module in (gen_pitch, gen_interval, gen_rhythm, gen_scale, gen_sound):
        out.update(module.KINDS)
    played = game_lessons.kinds(games)
    taken = set(out) & set(played)
    if taken:
        raise ValueError(f"game lessons claim theory's kinds: {sorted(taken)}")
    out.update(played)
    return out


def _get(kind: str) -> tuple[Generate, Judge, Concepts]:
    try:
        return registry()[kind]
    except KeyError:
        raise BadParams(f"unknown question kind {kind!r}") from None


def generate(kind: str, params: Mapping, seed: int) -> Question:
    """The question of this kind, parameters and seed (always the same one)."""
    return _get(kind)[0](params, seed)


def judge(question: Question, picked: Sequence[str]) -> Verdict:
    """Judge the values a pupil picked (one for most kinds, several for MULTI)."""
    return _get(question.kind)[1](question, tuple(str(p) for p in picked))


def concepts(kind: str, params: Mapping) -> tuple[str, ...]:
    """The concepts questions of this kind and parameters may be about."""
    return _get(kind)[2](params)


def check(kind: str, params: Mapping) -> None:
    """Raise BadParams unless questions can be generated from these parameters."""
    concepts(kind, params)
    generate(kind, params, 0)


def from_ref(ref: Mapping) -> Question:
    """A question back from what a run stored (`Question.ref()`)."""
    return generate(ref["kind"], ref.get("params") or {}, int(ref["seed"]))
