"""Generators about durations "en binaire" (CS-2, CS-5): rhythm.name, rhythm.count
(how many croches make a blanche?) and rhythm.sum (pick the notes that make a blanche)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from theory import (
    RHYTHMS,
    beats_label,
    explain_rhythm_sum,
    explain_same_rhythm,
    quarter_length,
    rhythm_decompositions,
    rhythm_label,
    rhythms_sum_to,
    sound_spec_rhythm,
)

from .core import BUTTONS, MULTI, BadParams, Choice, Question, Say, Verdict, event, rng_for
from .words import prompt, text

THIS_IS = {"fr": "C’est {rhythm}.", "ro": "Este {rhythm}.", "en": "It is {rhythm}."}
RIGHT = {"fr": "Oui{nb}!", "ro": "Da!", "en": "Yes!"}
COUNT = {
    "fr": "{big} dure {big_beats} et {small_a} dure {small_beats}{nb}: il faut {n} {small}.",
    "ro": "{big} durează {big_beats}, iar {small_a} durează {small_beats}: trebuie {n} {small}.",
    "en": "{big} lasts {big_beats} and {small_a} lasts {small_beats}: it takes {n} {small}.",
}
SOLUTION = {
    "fr": "Par exemple{nb}: {sum} = {target}.",
    "ro": "De exemplu: {sum} = {target}.",
    "en": "For example: {sum} = {target}.",
}
COUNT_CHOICES = (2, 3, 4, 6, 8)
PLAYED_ON = "B4"  # the middle line, like the Rythme cards (theory.sound_spec_rhythm)


def _rhythms(params: Mapping) -> tuple[str, ...]:
    rhythms = tuple(params.get("rhythms") or RHYTHMS)
    if not rhythms or any(r not in RHYTHMS for r in rhythms):
        raise BadParams(f"rhythms must be among {RHYTHMS}, not {rhythms!r}")
    return tuple(r for r in RHYTHMS if r in rhythms)


def _show(rhythms: Sequence[str], marks: Sequence[int] = ()) -> dict:
    return {
        "type": "rhythms",
        "items": list(rhythms),
        "marks": list(marks),
        "sound": sound_spec_rhythm(rhythms),
    }


def _same_rhythm(ref: str, played: str) -> Say:
    return Say(lambda *, lang, names: explain_same_rhythm(ref, played, lang, names))


# --- rhythm.name -----------------------------------------------------------------------------


def name_generate(params: Mapping, seed: int) -> Question:
    rhythm = rng_for(seed).choice(_rhythms(params))
    return Question(
        kind="rhythm.name",
        params=params,
        seed=seed,
        concept="rhythm.name",
        mode=BUTTONS,
        prompt=prompt("rhythm.name"),
        choices=tuple(Choice(r, "rhythm") for r in RHYTHMS),
        answers=frozenset({rhythm}),
        figure={"type": "rhythm", "rhythm": rhythm},
        sounds=({"key": "listen", "spec": sound_spec_rhythm([rhythm])},),
        data={"rhythm": rhythm},
    )


def name_judge(q: Question, picked: Sequence[str]) -> Verdict:
    rhythm = q.data["rhythm"]
    played = picked[0] if picked and picked[0] in RHYTHMS else ""
    correct = played == rhythm
    mis = None if correct or not played else "rhythm.longer-shorter"
    why = Say.join(
        text(RIGHT) if correct else None,
        text(THIS_IS, rhythm=("rhythm_a", rhythm)),
        _same_rhythm(rhythm, played) if played and not correct else None,
    )
    detail = {"rhythm": rhythm, "answer": played}
    return Verdict(correct, mis, why, _show([rhythm]), (event(q.concept, correct, mis, **detail),))


def name_concepts(params: Mapping) -> tuple[str, ...]:
    return ("rhythm.name",)


# --- rhythm.count ----------------------------------------------------------------------------


def count_pairs(params: Mapping) -> list[tuple[str, str, int]]:
    """(big, small, how many smalls make the big) for the chosen rhythms."""
    rhythms = _rhythms(params)
    out = []
    for big in rhythms:
        for small in rhythms:
            ratio = quarter_length(big) / quarter_length(small)
            if ratio > 1:
                out.append((big, small, int(ratio)))
    return out


def count_generate(params: Mapping, seed: int) -> Question:
    pairs = count_pairs(params)
    if not pairs:
        raise BadParams("rhythm.count needs two rhythms of different lengths")
    big, small, n = rng_for(seed).choice(pairs)
    return Question(
        kind="rhythm.count",
        params=params,
        seed=seed,
        concept="rhythm.equivalence",
        mode=BUTTONS,
        prompt=prompt("rhythm.count", small=("rhythms", small), big=("rhythm_a", big)),
        choices=tuple(Choice(str(c), "number") for c in COUNT_CHOICES),
        answers=frozenset({str(n)}),
        figure={"type": "count", "big": big, "small": small},
        data={"big": big, "small": small, "n": n},
    )


def count_judge(q: Question, picked: Sequence[str]) -> Verdict:
    big, small, n = q.data["big"], q.data["small"], q.data["n"]
    played = picked[0] if picked and picked[0] in {str(c) for c in COUNT_CHOICES} else ""
    correct = played == str(n)
    mis = None
    if played and not correct:
        mis = {n // 2: "rhythm.split-once-less", n * 2: "rhythm.split-once-more"}.get(int(played))

    def beats(rhythm: str, lang: str) -> str:
        return beats_label(quarter_length(rhythm), lang)

    def render(*, lang: str, names: str | None) -> str:
        return text(
            COUNT,
            big=("rhythm_a", big),
            big_beats=beats(big, lang),
            small_a=("rhythm_a", small),
            small_beats=beats(small, lang),
            n=str(n),
            small=("rhythms", small),
        ).render(lang, names)

    why = Say.join(text(RIGHT) if correct else None, Say(render))
    detail = {"big": big, "small": small, "answer": played}
    show = _show([small] * n)
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


def count_concepts(params: Mapping) -> tuple[str, ...]:
    return ("rhythm.equivalence",)


# --- rhythm.sum: pick the notes that make a blanche ------------------------------------------


def _sum_options(params: Mapping) -> list[tuple[str, tuple[str, ...]]]:
    rhythms = set(_rhythms(params))
    targets = tuple(params.get("targets") or ("quarter", "half"))
    return [
        (t, parts)
        for t in targets
        if t in RHYTHMS
        for parts in rhythm_decompositions(t)
        if set(parts) <= rhythms
    ]


def sum_generate(params: Mapping, seed: int) -> Question:
    options = _sum_options(params)
    if not options:
        raise BadParams("no set of these rhythms adds up to the target")
    rng = rng_for(seed)
    short = [o for o in options if len(o[1]) <= 4]  # room for distractors on the table
    target, parts = rng.choice(short or options)
    shorter = [r for r in _rhythms(params) if quarter_length(r) < quarter_length(target)]
    cards = list(parts)
    # Distractors: shorter values, other ones than the solution's first (never the target).
    others = [r for r in shorter if r not in parts] or shorter
    for _ in range(rng.choice((2, 3))):
        if len(cards) >= 6:
            break
        cards.append(rng.choice(others))
    order = list(range(len(cards)))
    rng.shuffle(order)
    cards = [cards[i] for i in order]
    solution = frozenset(f"c{order.index(i)}" for i in range(len(parts)))
    return Question(
        kind="rhythm.sum",
        params=params,
        seed=seed,
        concept="rhythm.sum",
        mode=MULTI,
        prompt=prompt("rhythm.sum", target=("rhythm_a", target)),
        choices=tuple(Choice(f"c{i}", "rhythm-card") for i in range(len(cards))),
        answers=solution,
        figure={"type": "target", "rhythm": target},
        data={"target": target, "cards": cards},
    )


def sum_rhythms(q: Question, picked: Sequence[str]) -> tuple[str, ...]:
    cards = q.data["cards"]
    index = sorted({int(v[1:]) for v in picked if v[:1] == "c" and v[1:].isdigit()})
    return tuple(cards[i] for i in index if i < len(cards))


def sum_solutions(q: Question) -> list[tuple[int, ...]]:
    """Every selection of 2+ cards lasting exactly the target (any of them is right)."""
    cards, target = q.data["cards"], q.data["target"]
    return [
        combo
        for k in range(2, len(cards) + 1)
        for combo in combinations(range(len(cards)), k)
        if rhythms_sum_to(tuple(cards[i] for i in combo), target)
    ]


def sum_judge(q: Question, picked: Sequence[str]) -> Verdict:
    target = q.data["target"]
    chosen = sum_rhythms(q, picked)
    correct = len(chosen) >= 2 and rhythms_sum_to(tuple(chosen), target)
    mis = None
    if not correct:
        total = sum(quarter_length(r) for r in chosen)
        if len(chosen) == 1:
            mis = "rhythm.one-note"
        elif chosen:
            mis = (
                "rhythm.sum-too-long" if total > quarter_length(target) else "rhythm.sum-too-short"
            )
    shown = chosen if correct else tuple(q.data["cards"][i] for i in sum_solutions(q)[0])
    example = " + ".join(f"{{{i}}}" for i in range(len(shown)))
    why = Say.join(
        Say(lambda *, lang, names: explain_rhythm_sum(chosen, target, lang, names))
        if len(chosen) > 1
        else None,
        None
        if correct
        else text(
            SOLUTION,
            sum=Say(lambda *, lang, names: example.format(*(rhythm_label(r, lang) for r in shown))),
            target=("rhythm", target),
        ),
    )
    show = _show(shown, marks=range(len(shown)))
    detail = {"target": target, "answer": list(chosen)}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),))


def sum_concepts(params: Mapping) -> tuple[str, ...]:
    return ("rhythm.sum",)


KINDS = {
    "rhythm.name": (name_generate, name_judge, name_concepts),
    "rhythm.count": (count_generate, count_judge, count_concepts),
    "rhythm.sum": (sum_generate, sum_judge, sum_concepts),
}
