"""The interval memo (CS-4): count step by step, inclusively, from any note the pupil picks.

Django-free. `parse_query` reads the GET form (note, direction, size) and never raises: bad
values give error codes ("note", "direction", "size") that the template turns into a sentence.
`interval_context` builds the page: the memo's table (tierce 3 names, quarte 4, quinte 5) and
the result for the query.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .constants import GAME_RANGE, normalise_lang
from .labels import interval_label, interval_quality, note_label
from .memo_figures import Figure, figure
from .notation import svg_interval, svg_notes
from .pitches import counted_names, pitch_at_interval
from .sound import sound_spec_interval, sound_spec_notes

SIZES: tuple[int, ...] = (3, 4, 5)
DIRECTIONS: dict[str, int] = {"up": 1, "down": -1}
DEFAULT_NOTE, DEFAULT_DIRECTION, DEFAULT_SIZE = "C4", "up", 3
UP_FROM, DOWN_FROM = "C4", "C5"  # the memo's examples: up from Do grave, down from Do aigu


@dataclass(frozen=True)
class IntervalQuery:
    note: str = DEFAULT_NOTE
    direction: str = DEFAULT_DIRECTION
    size: int = DEFAULT_SIZE


def parse_query(data: Mapping[str, str]) -> tuple[IntervalQuery, tuple[str, ...]]:
    """The form's answer and its errors; a missing field takes its default, a wrong one errs."""
    errors = []
    note = (data.get("note") or DEFAULT_NOTE).strip()
    if note not in GAME_RANGE:
        errors.append("note")
        note = DEFAULT_NOTE
    direction = (data.get("direction") or DEFAULT_DIRECTION).strip()
    if direction not in DIRECTIONS:
        errors.append("direction")
        direction = DEFAULT_DIRECTION
    raw_size = (data.get("size") or str(DEFAULT_SIZE)).strip()
    size = int(raw_size) if raw_size in {str(s) for s in SIZES} else 0
    if not size:
        errors.append("size")
        size = DEFAULT_SIZE
    return IntervalQuery(note, direction, size), tuple(errors)


@dataclass(frozen=True)
class Step:
    number: int
    name: str  # "Ré": the name said while counting


@dataclass(frozen=True)
class IntervalResult:
    start: str  # "Do grave"
    start_name: str  # "Do"
    interval: str  # "tierce"
    direction: str  # "up" | "down"
    steps: tuple[Step, ...]
    answer: str  # "Mi grave", or the bare name when no card has it
    answer_pitch: str | None  # None: beyond the cards (C4–A5)
    counting: Figure | None  # every counted note, engraved
    melodic: Figure | None  # the interval, then ...
    harmonic: Figure | None  # ... the two notes together (one button plays both)
    quality: str  # "tierce majeure" (enrichment, music21)
    wrong_name: str  # the note reached when the first note is not counted
    wrong_interval: str  # "quarte"


@dataclass(frozen=True)
class MemoRow:
    """A line of the memo's table: the interval from Do grave, with its counted names."""

    key: str  # a page-unique id
    size: int
    interval: str
    names: str
    figure: Figure
    down_names: str  # the same interval going down, from Do aigu
    down_figure: Figure


def interval_result(query: IntervalQuery, lang: str) -> IntervalResult:
    lang = normalise_lang(lang)
    d = DIRECTIONS[query.direction]
    names = counted_names(query.note, query.size, d)
    answer = pitch_at_interval(query.note, query.size, d)
    in_cards = answer in GAME_RANGE
    counting = melodic = harmonic = None
    if answer and in_cards:
        walk = [pitch_at_interval(query.note, k, d) for k in range(1, query.size + 1)]
        prefix = f"count-{query.note}-{query.direction}-{query.size}"
        counting = figure(
            svg_notes(((p, None) for p in walk if p), lang, id_prefix=prefix),
            sound_spec_notes(((p, "quarter") for p in walk if p), tempo=72),
        )
        spec = sound_spec_interval(query.note, answer)
        melodic = figure(svg_interval(query.note, answer, False, lang, id_prefix="mel"), spec)
        harmonic = figure(svg_interval(query.note, answer, True, lang, id_prefix="harm"), spec)
    wrong = counted_names(query.note, query.size + 1, d)[-1]
    return IntervalResult(
        start=note_label(query.note, lang),
        start_name=note_label(names[0], lang),
        interval=interval_label(query.size, lang),
        direction=query.direction,
        steps=tuple(Step(i, note_label(n, lang)) for i, n in enumerate(names, start=1)),
        answer=note_label(answer, lang) if in_cards else note_label(names[-1], lang),
        answer_pitch=answer if in_cards else None,
        counting=counting,
        melodic=melodic,
        harmonic=harmonic,
        quality=interval_quality(query.note, answer, lang) if in_cards else "",
        wrong_name=note_label(wrong, lang),
        wrong_interval=interval_label(query.size + 1, lang),
    )


def memo_rows(lang: str) -> tuple[MemoRow, ...]:
    """Tierce, quarte, quinte: 3, 4, 5 names counted (the sheet's memo), up from Do grave and,
    beside them, down from Do aigu (an interval is counted the same way in both directions)."""
    lang = normalise_lang(lang)
    rows = []
    for size in SIZES:
        top, bottom = pitch_at_interval(UP_FROM, size, 1), pitch_at_interval(DOWN_FROM, size, -1)
        assert top is not None and bottom is not None
        rows.append(
            MemoRow(
                key=f"memo-{size}",
                size=size,
                interval=interval_label(size, lang),
                names=_counted(UP_FROM, size, 1, lang),
                figure=figure(
                    svg_interval(UP_FROM, top, False, lang, id_prefix=f"memo-{size}"),
                    sound_spec_interval(UP_FROM, top),
                ),
                down_names=_counted(DOWN_FROM, size, -1, lang),
                down_figure=figure(
                    svg_interval(DOWN_FROM, bottom, False, lang, id_prefix=f"memo-down-{size}"),
                    sound_spec_interval(DOWN_FROM, bottom),
                ),
            )
        )
    return tuple(rows)


def _counted(start: str, size: int, direction: int, lang: str) -> str:
    return ", ".join(note_label(n, lang) for n in counted_names(start, size, direction))


def interval_context(query: IntervalQuery, errors: tuple[str, ...], lang: str) -> dict:
    lang = normalise_lang(lang)
    return {
        "query": query,
        "errors": errors,
        "result": None if errors else interval_result(query, lang),
        "memo_rows": memo_rows(lang),
        "note_choices": tuple((p, note_label(p, lang)) for p in GAME_RANGE),
        "size_choices": tuple((s, interval_label(s, lang)) for s in SIZES),
        "first": note_label(GAME_RANGE[0], lang),
        "down_from": note_label(DOWN_FROM, lang),
        "last": note_label(GAME_RANGE[-1], lang),
    }
