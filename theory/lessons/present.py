"""What a lesson page draws, Django-free: engraved figures, sounds, answer widgets, feedback.

Everything is plain data for the templates: SVG strings from `theory.notation` (the memo pages'
engravings), JSON sound specs for theory/static/theory/sound.js, labels in the child's language.
Game cards are left as ids: the page draws them with the games' own card templates.

The staff a pupil clicks on is a real engraving (a clef, and the reference note if any) with one
invisible band per pitch of the game laid over it, at the height Verovio gives that pitch.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from theory import (
    GAME_RANGE,
    generic_interval,
    interval_label,
    normalise_lang,
    note_label,
    rhythm_label,
    sound_spec_interval,
    sound_spec_notes,
    sound_spec_rhythm,
)
from theory.memo_figures import note_spots, svg_width
from theory.notation import svg_notes, svg_range, svg_rhythm
from theory.staff import describe_place, staff_place

from .core import MULTI, STAFF, Question, Verdict
from .words import MISCONCEPTIONS, NB, WORDS, trap

_NOTE = re.compile(r'<g class="note">\s*<g class="notehead">\s*<use [^>]*/>\s*</g>\s*</g>')
_HEAD_X = re.compile(r"translate\(([-\d.]+), ([-\d.]+)\)")
_LEDGER = re.compile(r'<path d="M([-\d.]+) ([-\d.]+) L([-\d.]+) \2" stroke-width="22" />\s*')
_LINES = re.compile(r'<path d="M[-\d.]+ ([-\d.]+) L[-\d.]+ \1" stroke-width="13"')
_OUTER = re.compile(r'^<svg[^>]*\swidth="([\d.]+)" height="([\d.]+)"')
_INNER = re.compile(r'class="definition-scale"[^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"')
_MARGIN = re.compile(r'class="page-margin" transform="translate\(([-\d.]+), ([-\d.]+)\)"')
_TITLE = re.compile(r'(<title id="[^"]*">)[^<]*(</title>)')
# A question's staff is named without its notes: the engraving's title said « Do aigu » on
# « Comment s'appelle cette note ? », to a screen reader and in the page (ours, not music21's).
QUESTION_STAFF = {
    "fr": "La portée de la question",
    "ro": "Portativul întrebării",
    "en": "The question's staff",
}
STAFF_FIGURES = ("notes", "interval", "pick", "scale")
# A duration asked by its name is titled without it (« Blanche » was read first: review 12).
QUESTION_VALUE = {
    "fr": "La durée de la question",
    "ro": "Durata din întrebare",
    "en": "The question's note value",
}
# « une note sur la 2e ligne de la portée, puis une note entre… »
NOTES_AT = {
    "fr": ("une note ", ", puis "),
    "ro": ("o notă ", ", apoi "),
    "en": ("a note ", ", then "),
}


def sound_json(spec: Mapping | None) -> str:
    return json.dumps(spec, ensure_ascii=False, separators=(",", ":")) if spec else ""


@dataclass
class Fig:
    """An engraved figure: its SVG, natural width (CSS px), sound, and labels under notes."""

    svg: str = ""
    width: float = 0.0
    sound: str = ""
    labels: list[dict] = field(default_factory=list)  # {"x": %, "text", "cls"}
    extra: dict = field(default_factory=dict)


# --- engraving helpers ---------------------------------------------------------------------------


def _classify(svg: str, classes: Mapping[int, str]) -> str:
    """Add a class to the n-th note (0-based) of an engraving: is-right / is-wrong / is-ref."""
    count = -1

    def sub(m: re.Match[str]) -> str:
        nonlocal count
        count += 1
        cls = classes.get(count)
        return m.group(0).replace('class="note"', f'class="note {cls}"', 1) if cls else m.group(0)

    return _NOTE.sub(sub, svg)


def _remove_notes(svg: str, keep: Sequence[int]) -> str:
    """Remove every note but those kept, with the ledger lines drawn for them only."""
    xs: list[float] = []
    count = -1

    def sub(m: re.Match[str]) -> str:
        nonlocal count
        count += 1
        if count in keep:
            return m.group(0)
        xs.append(float(_HEAD_X.search(m.group(0)).group(1)))
        return ""

    svg = _NOTE.sub(sub, svg)

    def ledger(m: re.Match[str]) -> str:
        a, b = float(m.group(1)), float(m.group(3))
        return "" if any(a - 60 <= x <= b for x in xs) else m.group(0)

    return _LEDGER.sub(ledger, svg)


def staff_y(svg: str) -> dict[str, float]:
    """The height (% of the figure) of every pitch of the game on this engraving's staff."""
    outer, inner, margin = _OUTER.match(svg), _INNER.search(svg), _MARGIN.search(svg)
    lines = sorted({float(y) for y in _LINES.findall(svg)})
    if not (outer and inner and margin) or len(lines) < 5:
        return {}
    ow, oh = float(outer.group(1)), float(outer.group(2))
    iw, ih = float(inner.group(1)), float(inner.group(2))
    scale = min(ow / iw, oh / ih)
    dy = (oh - ih * scale) / 2
    bottom, half = lines[4], (lines[4] - lines[0]) / 8  # E4's line, half a staff space
    out = {}
    for p in GAME_RANGE:
        g = generic_interval("E4", p)
        steps = g - 1 if g > 0 else g + 1
        y = bottom - steps * half
        out[p] = round(100 * (dy + (float(margin.group(2)) + y) * scale) / oh, 2)
    return out


def notes_fig(
    items: Sequence[Sequence],
    lang: str,
    names: str | None,
    prefix: str,
    marks: Sequence[str] = (),
    wrong: Sequence[str] = (),
    labels: bool = False,
    sound: Mapping | None = None,
    ref: bool = False,
    named: bool = True,
) -> Fig:
    """Notes engraved in a row, names under each; with `ref` the first note is the reference
    (navy), then a wrong pick is red and the right answers green."""
    pairs = [(p, r) for p, r in items]
    svg = svg_notes(pairs, lang, names, id_prefix=prefix, named=named)
    classes: dict[int, str] = {}
    for i, (p, _r) in enumerate(pairs):
        if ref and i == 0:
            classes[i] = "is-ref"
        elif p in wrong:
            classes[i] = "is-wrong"
        elif p in marks:
            classes[i] = "is-right"
    spots = note_spots(svg)
    under = []
    if labels and len(spots) == len(pairs):
        gaps = [b.x - a.x for a, b in zip(spots, spots[1:], strict=False)] or [30.0]
        width = round(min(34.0, max(12.0, min(gaps) - 1)), 2)
        for i, (p, _r) in enumerate(pairs):
            text = note_label(p, lang, names)
            under.append({"x": spots[i].x, "w": width, "text": text, "cls": classes.get(i, "")})
    spec = sound or sound_spec_notes([(p, r or "half") for p, r in pairs])
    return Fig(_classify(svg, classes), svg_width(svg), sound_json(spec), under)


def pick_fig(ref: str | None, lang: str, names: str | None, prefix: str) -> Fig:
    """The staff to click: a clef, the reference note if any, and a band per pitch."""
    base = ((ref, None), (ref, None)) if ref else (("B4", None),)
    raw = svg_notes(base, lang, names, id_prefix=prefix)
    spots = note_spots(raw)
    ghost_x = spots[-1].x if spots else 70.0
    svg = _remove_notes(raw, keep=[0] if ref else [])
    if ref:
        svg = _classify(svg, {0: "is-ref"})
    heights = staff_y(raw)
    bands = [
        # Named by their place, not their note: the name was the answer to a screen reader.
        {"pitch": p, "y": heights.get(p, 50.0), "label": describe_place(staff_place(p), lang)}
        for p in reversed(GAME_RANGE)
    ]
    step = abs(heights.get("D4", 0) - heights.get("C4", 0)) or 5.0
    extra = {"bands": bands, "ghost_x": ghost_x, "step": round(step, 2)}
    return Fig(svg, svg_width(raw), "", [], extra)


# --- figures of explanations and questions -------------------------------------------------------


def figure(spec: Mapping | None, lang: str, names: str | None, prefix: str) -> Fig | None:
    """Draw a language-free figure description (lesson blocks, question figures)."""
    if not spec:
        return None
    kind = spec["type"]
    if kind == "notes":
        items = spec["items"]
        sound = (
            None if items[0][1] else sound_spec_notes([(p, "quarter") for p, _ in items], tempo=72)
        )
        shown = spec.get("names", True)  # hidden names are not read out either
        fig = notes_fig(items, lang, names, prefix, labels=shown, sound=sound, named=shown)
        return _short_labels(fig, [p for p, _ in items], lang, names)
    if kind == "range":
        svg = svg_range(lang, names, id_prefix=prefix)
        sound = sound_spec_notes([(p, "quarter") for p in GAME_RANGE], tempo=120)
        return Fig(svg, svg_width(svg), sound_json(sound))
    if kind == "interval":
        a, b = spec["a"], spec["b"]
        fig = notes_fig([[a, None], [b, None]], lang, names, prefix, labels=True)
        fig.sound = sound_json(sound_spec_interval(a, b))
        return _short_labels(fig, [a, b], lang, names)
    if kind == "scale":
        from .gen_scale import _scale_show

        show = _scale_show(spec["names"], [])
        fig = notes_fig(show["items"], lang, names, prefix, labels=True, sound=show["sound"])
        return _short_labels(fig, [p for p, _ in show["items"]], lang, names, always=True)
    if kind == "rhythms":
        cells = [rhythm_cell(r, lang, f"{prefix}-{r}") for r in spec["items"]]
        return Fig(extra={"cells": cells})
    if kind == "pick":
        return pick_fig(spec.get("ref"), lang, names, prefix)
    if kind in ("rhythm", "target"):
        return Fig(extra={"cells": [rhythm_cell(spec["rhythm"], lang, prefix)]})
    if kind == "count":
        return Fig(
            extra={
                "big": rhythm_cell(spec["big"], lang, prefix + "-b"),
                "small": rhythm_cell(spec["small"], lang, prefix + "-s"),
            }
        )
    if kind == "names":
        tiles = [note_label(n, lang, names) if n else "" for n in spec["items"]]
        return Fig(extra={"names": tiles, "arrow": spec.get("arrow", "")})
    if kind == "accidental":
        from .gen_scale import _two
        from .words import field

        name = spec["pitch"][0]
        fig = Fig(sound=sound_json(_two(spec["pitch"], spec["first"], spec["sign"])))
        fig.extra = {
            "from": field(("acc", (name, spec["first"])), lang, names),
            "to": field(("acc", (name, spec["sign"])), lang, names),
        }
        return fig
    return Fig(extra=dict(spec))  # sound-pair, cards, table, sounds: drawn by the page


def _short_labels(
    fig: Fig, pitches: Sequence[str], lang: str, names: str | None, always: bool = False
) -> Fig:
    """Names without their octave word when each name appears once (Mi, Sol, Si…), or
    `always` (a scale: « Do grave » under eight notes ran into its neighbours, and the staff
    tells the two Do apart)."""
    if fig.labels and (always or len({p[0] for p in pitches}) == len(pitches)):
        for label, p in zip(fig.labels, pitches, strict=True):
            label["text"] = note_label(p[0], lang, names)
    return fig


def rhythm_cell(rhythm: str, lang: str, prefix: str) -> dict:
    return {
        "rhythm": rhythm,
        "svg": svg_rhythm(rhythm, lang, id_prefix=prefix),
        "label": rhythm_label(rhythm, lang),
        "sound": sound_json(sound_spec_rhythm([rhythm])),
    }


# --- a question, and the feedback on an answer ---------------------------------------------------


def choice_label(kind: str, value: str, lang: str, names: str | None) -> str:
    if kind in ("name", "pitch"):
        return note_label(value, lang, names)
    if kind == "rhythm":
        return rhythm_label(value, lang)
    if kind == "interval":
        return interval_label(int(value), lang).capitalize()
    if kind == "word":
        return WORDS[value][lang]
    if kind == "sign":
        return WORDS[f"sign.{value}"][lang]
    if kind == "sound":
        return WORDS[f"sound.{value}"][lang]
    return value


def staff_title(spec: Mapping, lang: str) -> str:
    """The question's staff as a screen reader says it: where each note sits (« sur la 2e
    ligne »), never its name, so a pupil who cannot see the staff reads it as the others do."""
    kind = spec.get("type")
    if kind == "notes":
        pitches = [p for p, _ in spec["items"]]
    elif kind == "interval":
        pitches = [spec["a"], spec["b"]]
    elif kind == "pick" and spec.get("ref"):
        pitches = [spec["ref"]]
    else:
        return QUESTION_STAFF[lang]
    try:
        places = [describe_place(staff_place(p), lang) for p in pitches]
    except ValueError:  # a pitch beyond the staff's ledger lines: the staff's name alone
        return QUESTION_STAFF[lang]
    colon = NB + ": " if lang == "fr" else ": "
    a_note, then = NOTES_AT[lang]
    return QUESTION_STAFF[lang] + colon + then.join(a_note + place for place in places)


def question_view(q: Question, lang: str, names: str | None, prefix: str = "q") -> dict:
    lang = normalise_lang(lang)
    fig = figure(q.figure, lang, names, f"{prefix}-fig")
    if fig is not None and fig.svg and q.figure.get("type") in STAFF_FIGURES:
        title = staff_title(q.figure, lang)
        fig.svg = _TITLE.sub(lambda m: m.group(1) + title + m.group(2), fig.svg, 1)
    if fig is not None and q.figure.get("type") == "rhythm":
        untitled = QUESTION_VALUE[lang]
        for cell in fig.extra.get("cells", ()):
            cell["svg"] = _TITLE.sub(lambda m: m.group(1) + untitled + m.group(2), cell["svg"], 1)
    choices = []
    for i, c in enumerate(q.choices):
        view = {
            "value": c.value,
            "kind": c.kind,
            "key": str(i + 1) if i < 9 else "",
            "label": choice_label(c.kind, c.value, lang, names),
        }
        if q.mode == MULTI:
            rhythm = q.data["cards"][i]
            view.update(
                label=rhythm_label(rhythm, lang), cell=rhythm_cell(rhythm, lang, f"{prefix}-c{i}")
            )
        choices.append(view)
    sounds = [
        {
            "label": WORDS.get(s["key"], {}).get(lang, ""),
            "key": s["key"],
            "sound": sound_json(s["spec"]),
        }
        for s in q.sounds
    ]
    return {
        "prompt": q.prompt.render(lang, names),
        "mode": q.mode,
        "kind": q.kind,
        "figure": fig,
        "sounds": sounds,
        "choices": choices,
        "staff": q.mode == STAFF,
    }


def feedback_view(
    q: Question, v: Verdict, picked: Sequence[str], lang: str, names: str | None, prefix: str = "fb"
) -> dict:
    lang = normalise_lang(lang)
    show = dict(v.show or {})
    fig = None
    if show.get("type") == "notes":
        fig = notes_fig(
            show["items"],
            lang,
            names,
            prefix,
            show.get("marks", ()),
            show.get("wrong", ()),
            show.get("names", True),
            show.get("sound"),
            show.get("ref", False),
        )
    elif show.get("type") == "rhythms":
        items = [["B4", r] for r in show["items"]]  # durations: the pitch does not count
        fig = notes_fig(items, lang, names, prefix, sound=show.get("sound"), named=False)
        fig.labels = []
        fig.extra["rhythms"] = [rhythm_label(r, lang) for r in show["items"]]
    elif show.get("type") == "sounds":
        specs = show.get("sounds") or []
        right = show.get("right")
        fig = Fig(sound=sound_json(specs[right - 1] if right else show.get("sound")))
        fig.extra["sounds"] = [
            {
                "sound": sound_json(s),
                "label": WORDS[f"listen.{i + 1}"][lang],
                "right": i + 1 == right,
            }
            for i, s in enumerate(specs)
        ]
    elif show.get("type") == "cards":
        fig = Fig(
            sound=sound_json(show.get("sound")),
            extra={"right": show["right"], "played": show.get("played")},
        )
    return {
        "correct": v.correct,
        "text": v.explanation.render(lang, names),
        "trap": trap_view(v, lang, names),
        "misconception": v.misconception or "",
        "figure": fig,
        "picked": list(picked),
        "right": sorted(q.answers),
    }


def trap_view(v: Verdict, lang: str, names: str | None) -> dict | None:
    """The trap the wrong answer fell into: its name (a badge) and the advice."""
    if v.trap:
        text = v.trap.render(lang, names)
    elif v.misconception in MISCONCEPTIONS:
        text = trap(v.misconception).render(lang, names)
    else:
        return None
    colon = NB + ":" if lang == "fr" else ":"
    label, _, rest = text.partition(colon)
    return {"label": label.strip() + colon, "text": rest.strip(), "code": v.misconception}
