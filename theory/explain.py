"""Explanations a child understands (fr / ro / en), for IllegalAction and the lessons.

Texts live in `theory.texts`; this module only picks a template and fills it. Every function
takes `lang` and an optional `names` (the class's naming system, "fr" | "ro" | "en"); those
that offer an answer pitch take a keyword `pitch_range` (default EXTENDED_RANGE; pass GAME_RANGE
for the 52-card game, CS-1, so Si aigu is never offered as an answer).
A right answer gets a short "Oui : …" confirmation rather than an error.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .constants import EXTENDED_RANGE, normalise_lang
from .labels import beats_label, note_label, rhythm_label
from .misconceptions import WRONG_DIRECTION, is_at_interval, misconception_interval
from .pitches import (
    conjoint,
    counted_names,
    generic_interval,
    is_pitch,
    name_interval,
    name_of,
    names_at_interval,
    pitch_at_interval,
    scale_next,
)
from .rhythms import quarter_length, rhythm_of_length, rhythms_sum_to, total_quarter_length
from .staff import describe_place, staff_place
from .texts import (
    EN_AN_NAMES,
    EXPLAIN,
    INTERVAL_DEFINITE,
    INTERVAL_WITH_ARTICLE,
    NAME_ARTICLE,
    NBSP,
    RHYTHM_WITH_ARTICLE,
)


def _say(lang: str, key: str, **fields: str) -> str:
    text = EXPLAIN[lang][key].format(nb=NBSP, **fields)
    return text[:1].upper() + text[1:]


def _word(lang: str, key: str) -> str:
    return EXPLAIN[lang][key]


def _dir(direction: int) -> str:
    return "up" if direction == 1 else "down"


def _seq(start: str, size: int, direction: int, lang: str, names: str | None) -> str:
    """ "Do, Ré, Mi": the names counted inclusively from start (CS-4 memo)."""
    return ", ".join(note_label(n, lang, names) for n in counted_names(start, size, direction))


def _with_name_article(name: str, lang: str, names: str | None) -> str:
    label = note_label(name, lang, names)
    if lang == "en":
        return ("an " if label in EN_AN_NAMES else "a ") + label
    return NAME_ARTICLE[lang].format(x=label)


def _answer(ref: str, size: int, direction: int, exact: bool, pitch_range: Sequence[str]):
    """The right answer as a pitch (exact) or a name; None when no card of the range has it."""
    if not exact:
        up, down = names_at_interval(name_of(ref), size)
        return up if direction == 1 else down
    got = pitch_at_interval(ref, size, direction)
    return got if got in pitch_range else None


def explain_interval(
    ref: str,
    played: str,
    size: int,
    direction: int | None,
    lang: str,
    names: str | None = None,
    *,
    pitch_range: Sequence[str] = EXTENDED_RANGE,
) -> str:
    """Why `played` is (not) the interval `size` from `ref` (CS-4, CS-6); direction None = either.

    « Fa n’est pas une tierce au-dessus de Do : on compte Do, Ré, Mi → la tierce est Mi.
    Tu as compté Do, Ré, Mi, Fa : c’est une quarte. »
    Two exact pitches are labelled with their octave words; with a bare name, names only.
    """
    lang = normalise_lang(lang)
    exact = is_pitch(ref) and is_pitch(played)

    def label(x: str) -> str:
        return note_label(x if exact else name_of(x), lang, names)

    size_a = INTERVAL_WITH_ARTICLE[lang][size]
    common = {"played": label(played), "ref": label(ref), "size": size_a}
    for d in (1, -1) if direction is None else (direction,):
        if is_at_interval(ref, played, size, d):
            return _say(
                lang,
                "interval.ok",
                seq=_seq(ref, size, d, lang, names),
                dir=_word(lang, _dir(d)),
                **common,
            )
    if direction is None:
        answers = {d: _answer(ref, size, d, exact, pitch_range) for d in (1, -1)}
        first = _say(
            lang,
            "interval.wrong_any",
            seq_up=_seq(ref, size, 1, lang, names),
            seq_down=_seq(ref, size, -1, lang, names),
            answer_up=label(answers[1]) if answers[1] else _word(lang, "missing"),
            answer_down=label(answers[-1]) if answers[-1] else _word(lang, "missing"),
            **common,
        )
    else:
        answer = _answer(ref, size, direction, exact, pitch_range)
        key = "interval.wrong" if answer else "interval.wrong_missing"
        missing_name = counted_names(ref, size, direction)[-1]
        first = _say(
            lang,
            key,
            seq=_seq(ref, size, direction, lang, names),
            dir=_word(lang, _dir(direction)),
            the=INTERVAL_DEFINITE[lang][size],
            answer=label(answer) if answer else note_label(missing_name, lang, names),
            **common,
        )
    return first + " " + _what_was_counted(ref, played, size, direction, exact, lang, names, label)


def _what_was_counted(ref, played, size, direction, exact, lang, names, label) -> str:
    """The second sentence: the interval the pupil actually made (misconception-aware)."""
    if exact:
        g = generic_interval(ref, played)
        actual_dir, actual = (1 if g > 0 else -1), abs(g)
    else:
        a, b = name_of(ref), name_of(played)
        if direction is None:
            up, down = name_interval(a, b, 1), name_interval(a, b, -1)
            actual_dir, actual = (1, up) if up <= down else (-1, down)
        else:
            wrong_way = misconception_interval(ref, played, size, direction) == WRONG_DIRECTION
            actual_dir = -direction if wrong_way else direction
            actual = name_interval(a, b, actual_dir)
    actual_a = INTERVAL_WITH_ARTICLE[lang][actual]
    if name_of(ref) == name_of(played):
        return _say(lang, "interval.same", played=label(played), ref=label(ref), actual=actual_a)
    seq = _seq(ref, actual, actual_dir, lang, names)
    if direction is not None and actual_dir == direction:
        return _say(lang, "interval.counted", seq=seq, actual=actual_a)
    return _say(
        lang,
        "interval.counted_way",
        way=_word(lang, "way." + _dir(actual_dir)),
        seq=seq,
        actual=actual_a,
        dir=_word(lang, _dir(actual_dir)),
        ref=label(ref),
    )


def explain_conjoint(
    ref: str,
    played: str,
    lang: str,
    names: str | None = None,
    *,
    pitch_range: Sequence[str] = EXTENDED_RANGE,
) -> str:
    """Why two Note cards are (not) conjoint: one staff step apart, exact pitches (CS-3)."""
    lang = normalise_lang(lang)

    def label(x: str) -> str:
        return note_label(x, lang, names)

    if conjoint(ref, played):
        d = 1 if generic_interval(ref, played) > 0 else -1
        return _say(
            lang,
            "conjoint.ok",
            played=label(played),
            ref=label(ref),
            dir=_word(lang, "conj." + _dir(d)),
        )
    low, high = (pitch_at_interval(ref, 2, d) for d in (-1, 1))
    low = low if low in pitch_range else None
    high = high if high in pitch_range else None
    common = {"played": label(played), "ref": label(ref)}
    if low and high:
        return _say(lang, "conjoint.wrong_two", low=label(low), high=label(high), **common)
    only, d = (low, -1) if low else (high, 1)
    if only is None:  # a range of one pitch: nothing is conjoint
        raise ValueError(f"{ref!r} has no conjoint pitch in {pitch_range!r}")
    return _say(
        lang, "conjoint.wrong_one", only=label(only), dir=_word(lang, "alone." + _dir(d)), **common
    )


def explain_same_name(ref: str, played: str, lang: str, names: str | None = None) -> str:
    """Why two cards have (not) the same pitch name, octave-free (CS-3); pitches or names."""
    lang = normalise_lang(lang)
    fields = {"played": note_label(played, lang, names), "ref": note_label(ref, lang, names)}
    if name_of(ref) == name_of(played):
        return _say(lang, "same_name.ok", name=note_label(name_of(ref), lang, names), **fields)
    return _say(
        lang, "same_name.wrong", name_a=_with_name_article(name_of(ref), lang, names), **fields
    )


def explain_same_rhythm(
    ref_rhythm: str, played_rhythm: str, lang: str, names: str | None = None
) -> str:
    """Why two cards have (not) the same rhythm, with each one's length in beats (CS-2)."""
    lang = normalise_lang(lang)
    if ref_rhythm == played_rhythm:
        quarter_length(ref_rhythm)  # validates
        return _say(lang, "same_rhythm.ok", rhythm=RHYTHM_WITH_ARTICLE[lang][ref_rhythm])
    return _say(
        lang,
        "same_rhythm.wrong",
        played_a=RHYTHM_WITH_ARTICLE[lang][played_rhythm],
        ref_a=RHYTHM_WITH_ARTICLE[lang][ref_rhythm],
        played_beats=beats_label(quarter_length(played_rhythm), lang),
        ref_beats=beats_label(quarter_length(ref_rhythm), lang),
    )


def explain_rhythm_sum(
    rhythms: Iterable[str], target: str, lang: str, names: str | None = None
) -> str:
    """Whether several Notes add up to a Rythme card (CS-2, CS-5): « croche + croche = noire »."""
    lang = normalise_lang(lang)
    rhythms = tuple(rhythms)
    total_text = " + ".join(rhythm_label(r, lang) for r in rhythms)
    target_text = rhythm_label(target, lang)
    if rhythms_sum_to(rhythms, target):
        return _say(lang, "rhythm_sum.ok", sum=total_text, target=target_text)
    total = total_quarter_length(rhythms)
    single = rhythm_of_length(total)
    if single is not None:
        return _say(
            lang,
            "rhythm_sum.wrong_rhythm",
            sum=total_text,
            total_rhythm=rhythm_label(single, lang),
            target=target_text,
        )
    return _say(
        lang,
        "rhythm_sum.wrong",
        sum=total_text,
        total=beats_label(total, lang),
        target=target_text,
        target_beats=beats_label(quarter_length(target), lang),
    )


def explain_scale_next(
    ref_name: str, played_name: str, direction: int, lang: str, names: str | None = None
) -> str:
    """Whether a note follows another on the C major scale (GA-3 up; GA-4 ♭ down)."""
    lang = normalise_lang(lang)
    ref, played = name_of(ref_name), name_of(played_name)
    answer = scale_next(ref, direction)
    verdict = "ok" if played == answer else "wrong"
    return _say(
        lang,
        f"scale.{verdict}.{_dir(direction)}",
        ref=note_label(ref, lang, names),
        played=note_label(played, lang, names),
        answer=note_label(answer, lang, names),
    )


def explain_staff_place(pitch: str, lang: str, names: str | None = None) -> str:
    """Where a note is written, in the memo's words (CS-sheet-59): « Do grave se place sur… »."""
    lang = normalise_lang(lang)
    place = describe_place(staff_place(pitch), lang)
    return _say(lang, "staff", note=note_label(pitch, lang, names), place=place)
