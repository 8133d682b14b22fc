"""Generators about reading and placing notes: note.name, note.place, pitch.same-name,
pitch.conjoint (CS-3). Pure functions over `theory`: (params, seed) -> Question.

Concepts name the staff group of the note asked (pitch.read.line / .space / .outside), so the
adaptive choice and the dashboard see *where* a pupil stumbles.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from theory import (
    GAME_RANGE,
    NAMES,
    explain_conjoint,
    explain_same_name,
    explain_staff_place,
    generic_interval,
    name_of,
    pitch_at_interval,
    sound_spec_note,
    sound_spec_notes,
    staff_place,
)

from .core import BUTTONS, STAFF, BadParams, Choice, Question, Say, Verdict, event, rng_for
from .words import prompt, text

RIGHT = {"fr": "Oui{nb}!", "ro": "Da!", "en": "Yes!"}
NOT_THIS = {
    "fr": "Cette note est {right}, pas {played}.",
    "ro": "Această notă este {right}, nu {played}.",
    "en": "This note is {right}, not {played}.",
}
SAME_PITCH = {
    "fr": "Tu as cliqué sur {ref} lui-même. L’autre note du même nom, c’est {other}.",
    "ro": "Ai apăsat chiar pe {ref}. Cealaltă notă cu același nume este {other}.",
    "en": "You clicked on {ref} itself. The other note with the same name is {other}.",
}
CLICKED = {
    "fr": "Tu as cliqué sur {played}, mais on cherchait {right}.",
    "ro": "Ai apăsat pe {played}, dar căutam {right}.",
    "en": "You clicked on {played}, but we were looking for {right}.",
}


def group(pitch: str) -> str:
    """The memo's groups: "line", "space" inside the staff, "outside" (C4, D4, G5, A5)."""
    place = staff_place(pitch)
    return place.kind if place.where == "staff" else "outside"


def _pitches(params: Mapping, default: Sequence[str] = GAME_RANGE) -> tuple[str, ...]:
    pitches = tuple(params.get("pitches") or default)
    bad = [p for p in pitches if p not in GAME_RANGE]
    if bad or not pitches:
        raise BadParams(f"pitches must be a non-empty subset of {GAME_RANGE}, not {pitches!r}")
    return pitches


def _explain(fn, *args) -> Say:
    return Say(lambda *a, lang, names: fn(*a, lang, names), *args)


def _staff_trap(right: str, played: str) -> str | None:
    """A wrong pitch near the right one: the neighbour step, or a line taken for the next."""
    if played == right:
        return None
    if name_of(played) == name_of(right):
        return "pitch.octave"
    size = abs(generic_interval(right, played))
    return {2: "pitch.step-off", 3: "pitch.third-off"}.get(size)


def _nearest_named(pitch: str, name: str) -> str:
    """The note called `name` nearest `pitch` on the game's staff."""
    near = [p for p in GAME_RANGE if name_of(p) == name]
    return min(near, key=lambda p: abs(generic_interval(pitch, p)))


def _notes_show(*pitches: str, marks: Sequence[str] = (), names: bool = True) -> dict:
    return {
        "type": "notes",
        "items": [[p, None] for p in pitches],
        "marks": list(marks),
        "names": names,
        "sound": sound_spec_notes([(p, "half") for p in pitches]),
    }


# --- note.name: read the note on the staff, answer with its name ---------------------------


def name_concepts(params: Mapping) -> tuple[str, ...]:
    return tuple(sorted({f"pitch.read.{group(p)}" for p in _pitches(params)}))


def name_generate(params: Mapping, seed: int) -> Question:
    pitch = rng_for(seed).choice(_pitches(params))
    return Question(
        kind="note.name",
        params=params,
        seed=seed,
        concept=f"pitch.read.{group(pitch)}",
        mode=BUTTONS,
        prompt=prompt("note.name"),
        choices=tuple(Choice(n, "name") for n in NAMES),
        answers=frozenset({name_of(pitch)}),
        figure={"type": "notes", "items": [[pitch, None]], "names": False},
        data={"pitch": pitch},
    )


def name_judge(q: Question, picked: Sequence[str]) -> Verdict:
    pitch = q.data["pitch"]
    played = picked[0] if picked and picked[0] in NAMES else ""
    correct = played == name_of(pitch)
    # The wrong name is drawn at its height nearest the note read: the trap is told from that
    # drawing (a name a third away in name only may be drawn a sixth away: no trap then).
    wrong = _nearest_named(pitch, played) if played and not correct else None
    mis = None if wrong is None else _staff_trap(pitch, wrong)
    place = _explain(explain_staff_place, pitch)
    if correct:
        why = Say.join(text(RIGHT), place)
    else:
        why = Say.join(
            text(NOT_THIS, right=("name", name_of(pitch)), played=("name", played or "?")),
            place,
        )
    detail = {"pitch": pitch, "answer": played}
    show = _notes_show(pitch, marks=[pitch])
    if wrong is not None:
        show = _notes_show(wrong, pitch, marks=[pitch])
        show["wrong"] = [wrong]
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


# --- note.place: click where a note is written --------------------------------------------


def place_concepts(params: Mapping) -> tuple[str, ...]:
    return tuple(sorted({f"pitch.place.{group(p)}" for p in _pitches(params)}))


def place_generate(params: Mapping, seed: int) -> Question:
    pitch = rng_for(seed).choice(_pitches(params))
    return Question(
        kind="note.place",
        params=params,
        seed=seed,
        concept=f"pitch.place.{group(pitch)}",
        mode=STAFF,
        prompt=prompt("note.place", note=("note", pitch)),
        choices=tuple(Choice(p, "pitch") for p in GAME_RANGE),
        answers=frozenset({pitch}),
        figure={"type": "pick", "ref": None},
        data={"pitch": pitch},
    )


def _pitch_judge(q: Question, picked: Sequence[str], right: str, why_right: Say) -> Verdict:
    played = picked[0] if picked and picked[0] in GAME_RANGE else ""
    correct = played == right
    mis = None if correct or not played else _staff_trap(right, played)
    if correct:
        why = Say.join(text(RIGHT), why_right)
        show = _notes_show(right, marks=[right])
    else:
        why = Say.join(
            text(CLICKED, played=("note", played or right), right=("note", right)),
            why_right,
        )
        show = _notes_show(*([played] if played else []), right, marks=[right])
        show["wrong"] = [played] if played else []
    detail = {"pitch": right, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


def place_judge(q: Question, picked: Sequence[str]) -> Verdict:
    pitch = q.data["pitch"]
    return _pitch_judge(q, picked, pitch, _explain(explain_staff_place, pitch))


# --- pitch.same-name: the other note of the same name (CS-3) --------------------------------


def _octave_pairs(pitches: Sequence[str]) -> list[tuple[str, str]]:
    """(ref, answer) pairs: ref and the other pitch of its name in the game's range."""
    out = []
    for ref in pitches:
        others = [p for p in GAME_RANGE if p != ref and name_of(p) == name_of(ref)]
        out.extend((ref, other) for other in others)
    return out


def same_concepts(params: Mapping) -> tuple[str, ...]:
    return ("pitch.same-name",)


def same_generate(params: Mapping, seed: int) -> Question:
    pairs = _octave_pairs(_pitches(params))
    if not pairs:
        raise BadParams("no note of these has a twin of the same name in the game's range")
    ref, answer = rng_for(seed).choice(pairs)
    return Question(
        kind="pitch.same-name",
        params=params,
        seed=seed,
        concept="pitch.same-name",
        mode=STAFF,
        prompt=prompt("pitch.same-name", note=("note", ref)),
        choices=tuple(Choice(p, "pitch") for p in GAME_RANGE),
        answers=frozenset({answer}),
        figure={"type": "pick", "ref": ref},
        sounds=({"key": "listen", "spec": sound_spec_note(ref, "half")},),
        data={"ref": ref, "answer": answer},
    )


def same_judge(q: Question, picked: Sequence[str]) -> Verdict:
    ref, answer = q.data["ref"], q.data["answer"]
    played = picked[0] if picked and picked[0] in GAME_RANGE else ""
    correct = played == answer
    mis = None
    if not correct and played:
        # Nothing to count in « the other note of the same name »: the trap is told from the
        # staff (the note next to it), not as an octave counted short (a reviewer's find).
        mis = "pitch.same-pitch" if played == ref else _staff_trap(answer, played)
    if played == ref:
        why = Say.join(text(SAME_PITCH, ref=("note", ref), other=("note", answer)))
    else:
        why = Say.join(_explain(explain_same_name, ref, played or answer))
    show = _notes_show(ref, *([played] if played and not correct else []), answer, marks=[answer])
    show["wrong"] = [] if correct or not played else [played]
    show["ref"] = True
    detail = {"ref": ref, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


# --- pitch.conjoint: a neighbour, one staff step away (CS-3) -------------------------------


def neighbours(ref: str) -> tuple[str, ...]:
    out = (pitch_at_interval(ref, 2, -1), pitch_at_interval(ref, 2, 1))
    return tuple(p for p in out if p in GAME_RANGE)


def conjoint_concepts(params: Mapping) -> tuple[str, ...]:
    return ("pitch.conjoint",)


def conjoint_generate(params: Mapping, seed: int) -> Question:
    ref = rng_for(seed).choice(_pitches(params))
    return Question(
        kind="pitch.conjoint",
        params=params,
        seed=seed,
        concept="pitch.conjoint",
        mode=STAFF,
        prompt=prompt("pitch.conjoint", note=("note", ref)),
        choices=tuple(Choice(p, "pitch") for p in GAME_RANGE),
        answers=frozenset(neighbours(ref)),
        figure={"type": "pick", "ref": ref},
        sounds=({"key": "listen", "spec": sound_spec_note(ref, "half")},),
        data={"ref": ref},
    )


def conjoint_judge(q: Question, picked: Sequence[str]) -> Verdict:
    ref = q.data["ref"]
    played = picked[0] if picked and picked[0] in GAME_RANGE else ""
    correct = played in q.answers
    mis = None
    if not correct and played:
        size = abs(generic_interval(ref, played))
        mis = "pitch.same-pitch" if size == 1 else ("pitch.line-space" if size == 3 else None)
    why = Say.join(
        _explain(
            lambda r, p, lang, names: explain_conjoint(r, p, lang, names, pitch_range=GAME_RANGE),
            ref,
            played or ref,
        ),
    )
    right = sorted(q.answers, key=GAME_RANGE.index)
    shown = [played] if played and not correct else []
    show = _notes_show(ref, *shown, *right, marks=right)
    show["wrong"] = shown
    show["ref"] = True
    detail = {"ref": ref, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


KINDS = {
    "note.name": (name_generate, name_judge, name_concepts),
    "note.place": (place_generate, place_judge, place_concepts),
    "pitch.same-name": (same_generate, same_judge, same_concepts),
    "pitch.conjoint": (conjoint_generate, conjoint_judge, conjoint_concepts),
}
