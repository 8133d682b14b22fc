"""Generators about intervals counted inclusively (CS-4): interval.find (the note a tierce
below…, on the staff or by name) and interval.name (which interval do you see and hear?).

Concepts follow the games' learning events: interval.third.up, interval.fifth.down…
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from theory import (
    GAME_RANGE,
    NAMES,
    WRONG_DIRECTION,
    counted_names,
    explain_interval,
    generic_interval,
    is_at_interval,
    misconception_interval,
    name_of,
    names_at_interval,
    pitch_at_interval,
    sound_spec_interval,
    sound_spec_note,
)

from .core import BUTTONS, STAFF, BadParams, Choice, Question, Say, Verdict, event, rng_for
from .gen_pitch import _pitches, _staff_trap
from .words import field, prompt, text

WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "octave"}
SIZES = tuple(WORDS)
COUNTED = {
    "fr": "On compte {seq}{nb}: {n} noms de notes, c’est {size}.",
    "ro": "Numărăm {seq}: {n} nume de note, este {size}.",
    "en": "We count {seq}: {n} note names, so it is {size}.",
}
NOT_THAT = {
    "fr": "Ce n’est pas {played}.",
    "ro": "Nu este {played}.",
    "en": "It is not {played}.",
}


def concept(size: int, direction: int) -> str:
    return f"interval.{WORDS[size]}.{'up' if direction == 1 else 'down'}"


def _sizes(params: Mapping, default: Sequence[int] = (3, 4, 5)) -> tuple[int, ...]:
    sizes = tuple(int(s) for s in params.get("sizes") or default)
    if not sizes or any(s not in SIZES for s in sizes):
        raise BadParams(f"interval sizes must be among {SIZES}, not {sizes!r}")
    return sizes


def _directions(params: Mapping) -> tuple[int, ...]:
    dirs = tuple(int(d) for d in params.get("directions") or (1, -1))
    if not dirs or any(d not in (1, -1) for d in dirs):
        raise BadParams(f"directions are +1 and/or -1, not {dirs!r}")
    return dirs


def combos(params: Mapping) -> list[tuple[str, int, int, str]]:
    """Every (ref, size, direction, answer pitch) whose answer is a note of the game."""
    out = []
    for ref in _pitches(params):
        for size in _sizes(params):
            for d in _directions(params):
                got = pitch_at_interval(ref, size, d)
                if got in GAME_RANGE:
                    out.append((ref, size, d, got))
    return out


# --- interval.find ---------------------------------------------------------------------------


def find_concepts(params: Mapping) -> tuple[str, ...]:
    return tuple(sorted({concept(s, d) for _, s, d, _ in combos(params)}))


def find_generate(params: Mapping, seed: int) -> Question:
    options = combos(params)
    if not options:
        raise BadParams("no interval from these notes stays inside the game's range")
    ref, size, d, answer = rng_for(seed).choice(options)
    by_name = params.get("answer") == "names"
    fields = {"size": ("interval_a", size), "dir": ("dir", d)}
    if by_name:
        name_up, name_down = names_at_interval(name_of(ref), size)
        return Question(
            kind="interval.find",
            params=params,
            seed=seed,
            concept=concept(size, d),
            mode=BUTTONS,
            prompt=prompt("interval.find.names", note=("name", name_of(ref)), **fields),
            choices=tuple(Choice(n, "name") for n in NAMES),
            answers=frozenset({name_up if d == 1 else name_down}),
            figure={
                "type": "names",
                "items": [name_of(ref), None],
                "arrow": "↑" if d == 1 else "↓",
            },
            data={"ref": ref, "size": size, "direction": d, "answer": answer, "names": True},
        )
    return Question(
        kind="interval.find",
        params=params,
        seed=seed,
        concept=concept(size, d),
        mode=STAFF,
        prompt=prompt("interval.find.staff", note=("note", ref), **fields),
        choices=tuple(Choice(p, "pitch") for p in GAME_RANGE),
        answers=frozenset({answer}),
        figure={"type": "pick", "ref": ref},
        sounds=({"key": "listen", "spec": sound_spec_note(ref, "half")},),
        data={"ref": ref, "size": size, "direction": d, "answer": answer, "names": False},
    )


def _why_interval(ref: str, played: str, size: int, d: int) -> Say:
    def render(lang: str, names: str | None) -> str:
        return explain_interval(ref, played, size, d, lang, names, pitch_range=GAME_RANGE)

    return Say(lambda *, lang, names: render(lang, names))


def _counted_to(ref: str, played: str, way: int) -> list[str]:
    """The wrong name drawn where the explanation says the pupil counted to: from the reference,
    the way he counted (the question's, or the other one for a wrong direction). The nearest
    either way drew a quarte down from Sol aigu answered La as La aigu, a second up, under
    « Tu as compté Sol, Fa, Mi, Ré, Do, Si, La : c’est une septième » (a music teacher's review;
    the nearest to the answer before that: review 12)."""
    near = [p for p in GAME_RANGE if name_of(p) == played and p != ref]
    that_way = [p for p in near if generic_interval(ref, p) * way > 0]
    return [min(that_way or near, key=lambda p: abs(generic_interval(ref, p)))] if near else []


def find_judge(q: Question, picked: Sequence[str]) -> Verdict:
    ref, size, d, answer = (q.data[k] for k in ("ref", "size", "direction", "answer"))
    by_name = q.data["names"]
    valid = NAMES if by_name else GAME_RANGE
    played = picked[0] if picked and picked[0] in valid else ""
    ref_for = name_of(ref) if by_name else ref
    correct = bool(played) and is_at_interval(ref_for, played, size, d)
    mis = None
    if played and not correct:
        mis = misconception_interval(ref_for, played, size, d)
        if mis is None and not by_name:
            mis = _staff_trap(answer, played) if name_of(played) != name_of(ref) else None
    why = Say.join(_why_interval(ref_for, played or answer, size, d))
    wrong = [] if correct or not played else [played]
    if by_name and wrong:
        wrong = _counted_to(ref, played, -d if mis == WRONG_DIRECTION else d)
    show = {
        "type": "notes",
        "items": [[p, None] for p in (ref, *wrong, answer)],
        "marks": [answer],
        "wrong": wrong,
        "ref": True,
        "names": True,
        "sound": sound_spec_interval(ref, answer),
    }
    detail = {"ref": ref_for, "size": size, "direction": d, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


# --- interval.name ---------------------------------------------------------------------------


def name_concepts(params: Mapping) -> tuple[str, ...]:
    return ("interval.name",)


def name_generate(params: Mapping, seed: int) -> Question:
    sizes = _sizes(params, (2, 3, 4, 5))
    rng = rng_for(seed)
    pairs = [
        (a, b)
        for a in GAME_RANGE
        for b in GAME_RANGE
        if abs(generic_interval(a, b)) in sizes and a != b
    ]
    if not pairs:
        raise BadParams("no pair of notes makes these intervals")
    a, b = rng.choice(pairs)
    size = abs(generic_interval(a, b))
    return Question(
        kind="interval.name",
        params=params,
        seed=seed,
        concept="interval.name",
        mode=BUTTONS,
        prompt=prompt("interval.name"),
        # The sizes asked, and the three the path teaches (a seconde only where it is asked)
        choices=tuple(Choice(str(s), "interval") for s in sorted(set(sizes) | {3, 4, 5})),
        answers=frozenset({str(size)}),
        figure={"type": "notes", "items": [[a, None], [b, None]], "names": False},
        sounds=({"key": "listen", "spec": sound_spec_interval(a, b)},),
        data={"a": a, "b": b, "size": size},
    )


def _counted(a: str, b: str) -> Say:
    g = generic_interval(a, b)
    d, size = (1 if g > 0 else -1), abs(g)

    def render(*, lang: str, names: str | None) -> str:
        seq = ", ".join(field(("name", n), lang, names) for n in counted_names(a, size, d))
        return text(COUNTED, seq=seq, n=str(size), size=("interval_a", size)).render(lang, names)

    return Say(render)


def name_judge(q: Question, picked: Sequence[str]) -> Verdict:
    a, b, size = q.data["a"], q.data["b"], q.data["size"]
    played = picked[0] if picked and picked[0] in {c.value for c in q.choices} else ""
    correct = played == str(size)
    mis = None
    if played and not correct:
        mis = "interval.exclusive-count" if int(played) == size - 1 else None
    why = Say.join(
        text(NOT_THAT, played=("interval_a", int(played))) if played and not correct else None,
        _counted(a, b),
    )
    show = {
        "type": "notes",
        "items": [[a, None], [b, None]],
        "marks": [b],
        "names": True,
        "sound": sound_spec_interval(a, b),
    }
    detail = {"a": a, "b": b, "size": size, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


KINDS = {
    "interval.find": (find_generate, find_judge, find_concepts),
    "interval.name": (name_generate, name_judge, name_concepts),
}
