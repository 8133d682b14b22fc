"""Generators about the C major scale (GA-3) and what ♭ ♯ ♮ really do (GA-4's memo note):
scale.next (what comes after Si?), scale.missing, accidental.compare, accidental.sign."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from theory import (
    GAME_RANGE,
    NAMES,
    NO_WRAP,
    explain_scale_next,
    frequency,
    misses_the_wrap,
    name_of,
    pitch_at_interval,
    scale_next,
)

from .core import BUTTONS, BadParams, Choice, Question, Say, Verdict, event, rng_for
from .words import prompt, text

MISSING = {
    "fr": "On récite la gamme{nb}: {seq}. Il manque {answer}.",
    "ro": "Spunem gama: {seq}. Lipsește {answer}.",
    "en": "Say the scale: {seq}. {answer} is missing.",
}
SEMITONES = {"": 0, "#": 1, "-": -1, "n": 0}
ACC_CONCEPT = {"#": "accidental.sharp", "-": "accidental.flat", "n": "accidental.natural"}
ACC_RULE = {
    "#": {
        "fr": "Le dièse ♯ fait monter la note d’un demi-ton{nb}: {altered} est plus aigu que {ref}.",
        "ro": "Diezul ♯ urcă nota cu un semiton: {altered} este mai acut decât {ref}.",
        "en": "The sharp ♯ raises the note by a semitone: {altered} is higher than {ref}.",
    },
    "-": {
        "fr": "Le bémol ♭ fait descendre la note d’un demi-ton{nb}: {altered} est plus grave que {ref}.",
        "ro": "Bemolul ♭ coboară nota cu un semiton: {altered} este mai grav decât {ref}.",
        "en": "The flat ♭ lowers the note by a semitone: {altered} is lower than {ref}.",
    },
    "n+": {
        "fr": "Le bécarre ♮ annule le bémol{nb}: on remonte à {altered}, plus aigu que {ref}.",
        "ro": "Becarul ♮ anulează bemolul: urcăm înapoi la {altered}, mai acut decât {ref}.",
        "en": "The natural ♮ cancels the flat: back up to {altered}, higher than {ref}.",
    },
    "n-": {
        "fr": "Le bécarre ♮ annule le dièse{nb}: on redescend à {altered}, plus grave que {ref}.",
        "ro": "Becarul ♮ anulează diezul: coborâm înapoi la {altered}, mai grav decât {ref}.",
        "en": "The natural ♮ cancels the sharp: back down to {altered}, lower than {ref}.",
    },
}
# A ♮ chosen for a note that was natural already: the sign cannot have changed the sound.
NATURAL_ALREADY = {
    "fr": "{ref} est déjà une note naturelle{nb}: un ♮ devant ne la change pas, et le son, lui, a changé.",
    "ro": "{ref} este deja o notă naturală: un ♮ în fața ei nu o schimbă, iar sunetul s-a schimbat.",
    "en": "{ref} is already a plain note: a ♮ before it does not change it, and the sound did change.",
}
# (first accidental, sign written before the second note): the pairs a child meets.
PAIRS = (("", "#"), ("", "-"), ("#", "n"), ("-", "n"))


def _names(params: Mapping) -> tuple[str, ...]:
    names = tuple(params.get("names") or NAMES)
    if not names or any(n not in NAMES for n in names):
        raise BadParams(f"names must be among {NAMES}, not {names!r}")
    return names


def _directions(params: Mapping) -> tuple[int, ...]:
    dirs = tuple(int(d) for d in params.get("directions") or (1,))
    if not dirs or any(d not in (1, -1) for d in dirs):
        raise BadParams(f"directions are +1 and/or -1, not {dirs!r}")
    return dirs


def scale_trap(ref: str, played: str, direction: int) -> str | None:
    """The misconception behind a wrong next note (the Gama rules use the same codes)."""
    if played == ref:
        return "scale.no-step"
    if played == scale_next(ref, -direction):
        return "scale.wrong-direction"
    if played == scale_next(scale_next(ref, direction), direction):
        return "scale.skip"
    return NO_WRAP if misses_the_wrap(ref, played, direction) else None


def _scale_show(names: Sequence[str], marks: Sequence[str], wrong: Sequence[str] = ()) -> dict:
    """The names as notes placed step by step, to engrave and play, from the lowest start that
    keeps every step in the range: « Do, Si, La… » goes down from Do aigu (from Do grave it
    stayed on Do grave, the lowest note there is)."""
    starts = [p for p in GAME_RANGE if name_of(p) == names[0]]
    pitches = next(filter(None, (_steps(start, names) for start in starts)), None)
    if pitches is None:
        raise ValueError(f"the names {names!r} do not fit in the game's range step by step")
    return {
        "type": "notes",
        "items": [[p, None] for p in pitches],
        "marks": [p for p in pitches if name_of(p) in marks],
        "wrong": list(wrong),
        "names": True,
        "sound": {
            "notes": [{"f": round(frequency(p), 2), "d": 1} for p in pitches],
            "mode": "sequence",
            "tempo": 100,
        },
    }


def _steps(start: str, names: Sequence[str]) -> list[str] | None:
    """The pitches from `start`, each a step up or down to the next name; None if one falls out
    of the range."""
    pitches = [start]
    for n in names[1:]:
        step = 1 if scale_next(name_of(pitches[-1]), 1) == n else -1
        nxt = pitch_at_interval(pitches[-1], 2, step)
        if nxt is None:
            return None
        pitches.append(nxt)
    return pitches


# --- scale.next ------------------------------------------------------------------------------


def next_concepts(params: Mapping) -> tuple[str, ...]:
    return tuple("scale.next" if d == 1 else "scale.previous" for d in _directions(params))


def next_generate(params: Mapping, seed: int) -> Question:
    rng = rng_for(seed)
    name, d = rng.choice(_names(params)), rng.choice(_directions(params))
    return Question(
        kind="scale.next",
        params=params,
        seed=seed,
        concept="scale.next" if d == 1 else "scale.previous",
        mode=BUTTONS,
        prompt=prompt("scale.next.up" if d == 1 else "scale.next.down", name=("name", name)),
        choices=tuple(Choice(n, "name") for n in NAMES),
        answers=frozenset({scale_next(name, d)}),
        data={"name": name, "direction": d},
    )


def next_judge(q: Question, picked: Sequence[str]) -> Verdict:
    name, d = q.data["name"], q.data["direction"]
    answer = scale_next(name, d)
    played = picked[0] if picked and picked[0] in NAMES else ""
    correct = played == answer
    mis = None if correct or not played else scale_trap(name, played, d)
    why = Say.join(
        Say(lambda *, lang, names: explain_scale_next(name, played or answer, d, lang, names)),
    )
    show = _scale_show([name, answer], [answer])
    detail = {"name": name, "direction": d, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


# --- scale.missing ---------------------------------------------------------------------------


def missing_concepts(params: Mapping) -> tuple[str, ...]:
    return ("scale.order",)


def missing_generate(params: Mapping, seed: int) -> Question:
    rng = rng_for(seed)
    d = rng.choice(_directions(params))
    seq = [rng.choice(NAMES)]
    for _ in range(4):
        seq.append(scale_next(seq[-1], d))
    hole = rng.choice((1, 2, 3))
    return Question(
        kind="scale.missing",
        params=params,
        seed=seed,
        concept="scale.order",
        mode=BUTTONS,
        prompt=prompt("scale.missing.up" if d == 1 else "scale.missing.down"),
        choices=tuple(Choice(n, "name") for n in NAMES),
        answers=frozenset({seq[hole]}),
        figure={"type": "names", "items": [n if i != hole else None for i, n in enumerate(seq)]},
        data={"seq": seq, "hole": hole, "direction": d},
    )


def missing_judge(q: Question, picked: Sequence[str]) -> Verdict:
    seq, hole, d = q.data["seq"], q.data["hole"], q.data["direction"]
    answer = seq[hole]
    played = picked[0] if picked and picked[0] in NAMES else ""
    correct = played == answer
    mis = None if correct or not played else scale_trap(seq[hole - 1], played, d)

    def render(*, lang: str, names: str | None) -> str:
        from theory import note_label

        return text(
            MISSING,
            seq=", ".join(note_label(n, lang, names) for n in seq),
            answer=("name", answer),
        ).render(lang, names)

    why = Say.join(Say(render))
    show = _scale_show(seq, [answer])
    detail = {"seq": seq, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


# --- accidentals: what ♭ ♯ ♮ do to a note (heard) ----------------------------------------------


def altered_hz(pitch: str, acc: str) -> float:
    """The frequency of a natural pitch of the range with an accidental (equal temperament)."""
    return round(frequency(pitch) * 2 ** (SEMITONES[acc] / 12), 2)


def _two(pitch: str, first: str, second: str) -> dict:
    notes = [{"f": altered_hz(pitch, a), "d": 1.5} for a in (first, second)]
    return {"notes": notes, "mode": "sequence", "tempo": 80}


def _acc_pick(params: Mapping, seed: int) -> tuple[str, str, str]:
    rng = rng_for(seed)
    pitch = rng.choice([p for p in GAME_RANGE if name_of(p) in _names(params)])
    first, sign = rng.choice([pair for pair in PAIRS if _black_key(name_of(pitch), pair)])
    return pitch, first, sign


def _black_key(name: str, pair: tuple[str, str]) -> bool:
    """Only the sharps and flats on a black key (review 12): Mi♯, Si♯, Fa♭ and Do♭ are white
    keys, which the memo's keyboard, where a semitone is the key right next to it, does not
    prepare a child for."""
    altered = {pair[0], pair[1]} - {"", "n"}
    return not (("#" in altered and name in "EB") or ("-" in altered and name in "FC"))


def _rule_key(first: str, sign: str) -> str:
    if sign != "n":
        return sign
    return "n+" if first == "-" else "n-"


def _rule(pitch: str, first: str, sign: str) -> Say:
    name = name_of(pitch)
    return text(
        ACC_RULE[_rule_key(first, sign)],
        altered=("acc", (name, "" if sign == "n" else sign)),
        ref=("acc", (name, first)),
    )


def compare_concepts(params: Mapping) -> tuple[str, ...]:
    return tuple(ACC_CONCEPT.values())


def compare_generate(params: Mapping, seed: int) -> Question:
    pitch, first, sign = _acc_pick(params, seed)
    name = name_of(pitch)
    up = SEMITONES[sign if sign != "n" else ""] > SEMITONES[first]
    return Question(
        kind="accidental.compare",
        params=params,
        seed=seed,
        concept=ACC_CONCEPT[sign],
        mode=BUTTONS,
        prompt=prompt(
            "accidental.compare", altered=("acc", (name, sign)), ref=("acc", (name, first))
        ),
        choices=(Choice("higher", "word"), Choice("lower", "word")),
        answers=frozenset({"higher" if up else "lower"}),
        sounds=({"key": "listen", "spec": _two(pitch, first, sign)},),
        data={"pitch": pitch, "first": first, "sign": sign},
    )


def _acc_verdict(q: Question, played: str, correct: bool, detail: dict) -> Verdict:
    pitch, first, sign = q.data["pitch"], q.data["first"], q.data["sign"]
    mis = None
    if played and not correct:
        mis = "accidental.natural" if "n" in (sign, played) else "accidental.direction"
    already = played == "n" and first == "" and sign != "n"
    why = Say.join(
        text(NATURAL_ALREADY, ref=("acc", (name_of(pitch), ""))) if already else None,
        _rule(pitch, first, sign),
    )
    show = {"type": "sounds", "sound": _two(pitch, first, sign)}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


def compare_judge(q: Question, picked: Sequence[str]) -> Verdict:
    played = picked[0] if picked and picked[0] in ("higher", "lower") else ""
    detail = {**q.data, "answer": played}
    return _acc_verdict(q, played, played in q.answers, detail)


def sign_generate(params: Mapping, seed: int) -> Question:
    pitch, first, sign = _acc_pick(params, seed)
    return Question(
        kind="accidental.sign",
        params=params,
        seed=seed,
        concept=ACC_CONCEPT[sign],
        mode=BUTTONS,
        prompt=prompt("accidental.sign", first=("acc", (name_of(pitch), first))),
        choices=tuple(Choice(s, "sign") for s in ("-", "#", "n")),
        answers=frozenset({sign}),
        sounds=({"key": "listen", "spec": _two(pitch, first, sign)},),
        data={"pitch": pitch, "first": first, "sign": sign},
    )


def sign_judge(q: Question, picked: Sequence[str]) -> Verdict:
    played = picked[0] if picked and picked[0] in ("-", "#", "n") else ""
    detail = {**q.data, "answer": played}
    return _acc_verdict(q, played, played == q.data["sign"], detail)


KINDS = {
    "scale.next": (next_generate, next_judge, next_concepts),
    "scale.missing": (missing_generate, missing_judge, missing_concepts),
    "accidental.compare": (compare_generate, compare_judge, compare_concepts),
    "accidental.sign": (sign_generate, sign_judge, compare_concepts),
}
