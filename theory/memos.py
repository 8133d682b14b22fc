"""The memo pages' content (docs/architecture.md: /apprendre/<memo>/), one context builder per memo.

Django-free: each builder takes the pupil's language and returns plain data for its template.
Music comes from `theory` (engraving, sound specs, names, staff places); sentences stay in the
templates, where Django translates them. hauteurs and durées are built here; the interval memo
(with its form) in `memo_intervals`, the scale in `memo_gamme`, the sound in `memo_son`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .constants import GAME_RANGE, RHYTHMS, normalise_lang
from .labels import beats_label, note_label, rhythm_label
from .memo_figures import Figure, beats_number, figure, hz, note_spots, sound_json
from .memo_gamme import gamme_context
from .memo_intervals import interval_context
from .memo_son import son_context
from .notation import svg_interval, svg_notes, svg_range, svg_rhythm, svg_scale
from .rhythms import quarter_length, rhythm_decompositions
from .sound import sound_spec_interval, sound_spec_note, sound_spec_notes
from .staff import describe_place, staff_place

__all__ = [
    "durees_context",
    "gamme_context",
    "hauteurs_context",
    "index_context",
    "interval_context",
    "son_context",
]

SLUGS: tuple[str, ...] = ("hauteurs", "durees", "intervalles", "gamme", "son")
# The game each memo prepares for (docs/architecture.md game slugs).
GAME_OF: dict[str, str] = {
    "hauteurs": "cle-de-sol",
    "durees": "cle-de-sol",
    "intervalles": "cle-de-sol",
    "gamme": "gama",
    "son": "bataille-des-sons",
}

TEMPOS: tuple[int, ...] = (60, 80, 120)
DEFAULT_TEMPO = 80


def _names(pitches: tuple[str, ...], lang: str) -> str:
    """ "Mi, Sol, Si, Ré, Fa": octave-free names, as the memo says them."""
    return ", ".join(note_label(p[0], lang) for p in pitches)


# --- hauteurs ---------------------------------------------------------------------------------

# The pitch memo's groups (seed 000, "Mémo hauteurs"): lines, spaces, outside the staff.
PITCH_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("lines", ("E4", "G4", "B4", "D5", "F5")),
    ("spaces", ("F4", "A4", "C5", "E5")),
    ("outside", ("C4", "D4", "G5", "A5")),
)


@dataclass(frozen=True)
class PitchNote:
    pitch: str
    label: str  # "Do grave"
    name: str  # "Do"
    place: str  # "sur la 1re ligne ajoutée au-dessous de la portée"
    kind: str  # "line" | "space"
    sound: str
    x: float = 0.0  # notehead centre on the range staff, % of its width
    y: float = 0.0


@dataclass(frozen=True)
class PitchGroup:
    key: str
    names: str
    notes: tuple[PitchNote, ...]
    figure: Figure


def _pitch_note(pitch: str, lang: str, x: float = 0.0, y: float = 0.0) -> PitchNote:
    place = staff_place(pitch)
    return PitchNote(
        pitch=pitch,
        label=note_label(pitch, lang),
        name=note_label(pitch[0], lang),
        place=describe_place(place, lang),
        kind=place.kind,
        sound=sound_json(sound_spec_note(pitch, "half")),
        x=x,
        y=y,
    )


def hauteurs_context(lang: str) -> dict:
    """Every note of the game on one staff (CS-1), each placed and playable; the memo's groups."""
    lang = normalise_lang(lang)
    svg = svg_range(lang, id_prefix="range")
    spots = note_spots(svg)
    if len(spots) != len(GAME_RANGE):  # engraving changed shape: no overlay, the list remains
        spots = []
    notes = tuple(
        _pitch_note(p, lang, spots[i].x, spots[i].y) if spots else _pitch_note(p, lang)
        for i, p in enumerate(GAME_RANGE)
    )
    column = round(100 * (spots[1].x - spots[0].x), 2) / 100 if len(spots) > 1 else 0
    groups = tuple(
        PitchGroup(
            key=key,
            names=_names(pitches, lang),
            notes=tuple(_pitch_note(p, lang) for p in pitches),
            figure=figure(
                svg_notes(((p, None) for p in pitches), lang, id_prefix=f"group-{key}"),
                sound_spec_notes(((p, "quarter") for p in pitches), tempo=72),
            ),
        )
        for key, pitches in PITCH_GROUPS
    )
    whole = figure(svg, sound_spec_notes(((p, "quarter") for p in GAME_RANGE), tempo=120))
    return {
        "range_figure": whole,
        "range_notes": notes,
        "overlay": bool(spots),
        "column": column,
        "first": note_label(GAME_RANGE[0], lang),
        "last": note_label(GAME_RANGE[-1], lang),
        "count": len(GAME_RANGE),
        "groups": {g.key: g for g in groups},
    }


# --- durées -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RhythmValue:
    rhythm: str
    label: str  # "croche"
    beats: str  # "un demi-temps"
    number: str  # "½"
    figure: Figure


@dataclass(frozen=True)
class WallRow:
    """One row of the wall of durations: `count` notes of one value fill the two beats."""

    rhythm: str
    label: str
    count: int
    cells: tuple[str, ...]  # one engraved glyph per cell
    sound: str


@dataclass(frozen=True)
class Decomposition:
    key: str  # a page-unique id
    equation: str  # "noire + croche + croche = blanche"
    numbers: str  # "1 + ½ + ½ = 2 temps"
    figure: Figure


def _rhythm_sound(rhythms: tuple[str, ...], tempo: int) -> str:
    # Played on Si (B4), the middle line, like the Rythme cards (theory.sound_spec_rhythm).
    return sound_json(sound_spec_notes((("B4", r) for r in rhythms), tempo=tempo))


def durees_context(lang: str, tempo: int = DEFAULT_TEMPO) -> dict:
    """The four values en binaire (CS-2), the wall of equivalences and mixed fillings (CS-5)."""
    lang = normalise_lang(lang)
    tempo = tempo if tempo in TEMPOS else DEFAULT_TEMPO
    values = tuple(
        RhythmValue(
            rhythm=r,
            label=rhythm_label(r, lang),
            beats=beats_label(quarter_length(r), lang),
            number=beats_number(quarter_length(r)),
            figure=Figure(
                svg=svg_rhythm(r, lang, id_prefix=f"value-{r}"),
                sound=_rhythm_sound((r,), tempo),
                width=42,
            ),
        )
        for r in RHYTHMS
    )
    span = quarter_length("half")
    wall = tuple(
        WallRow(
            rhythm=r,
            label=rhythm_label(r, lang),
            count=int(span / quarter_length(r)),
            cells=tuple(
                svg_rhythm(r, lang, id_prefix=f"wall-{r}-{i}")
                for i in range(int(span / quarter_length(r)))
            ),
            sound=_rhythm_sound((r,) * int(span / quarter_length(r)), tempo),
        )
        for r in reversed(RHYTHMS)
    )
    mixed = []
    for target in ("quarter", "half"):  # the simplest first; eighth = 2 sixteenths only
        for i, parts in enumerate(rhythm_decompositions(target)):
            if len(set(parts)) == 1:
                continue  # already on the wall
            numbers = " + ".join(beats_number(quarter_length(r)) for r in parts)
            mixed.append(
                Decomposition(
                    key=f"mix-{target}-{i}",
                    equation=" + ".join(rhythm_label(r, lang) for r in parts)
                    + " = "
                    + rhythm_label(target, lang),
                    numbers=f"{numbers} = {beats_label(quarter_length(target), lang)}",
                    figure=figure(
                        svg_notes((("B4", r) for r in parts), lang, id_prefix=f"mix-{target}-{i}"),
                        sound_spec_notes((("B4", r) for r in parts), tempo=tempo),
                    ),
                )
            )
    return {
        "values": values,
        "wall": wall,
        "mixed": tuple(mixed),
        "tempo": tempo,
        "tempos": TEMPOS,
        "beat_count": int(span),
    }


# --- index ------------------------------------------------------------------------------------


def index_context(lang: str) -> dict:
    """A small engraved, playable preview for each index card (the same renders the memos use)."""
    lang = normalise_lang(lang)
    lines = (("E4", None), ("G4", None), ("B4", None))
    rhythm = (("B4", "quarter"), ("B4", "eighth"), ("B4", "eighth"))
    scale = ("C4", "D4", "E4", "F4")
    a4 = hz("A4")
    return {
        "previews": {
            "hauteurs": figure(
                svg_notes(lines, lang, id_prefix="pv-h"),
                sound_spec_notes((p, "quarter") for p, _ in lines),
            ),
            "durees": figure(svg_notes(rhythm, lang, id_prefix="pv-d"), sound_spec_notes(rhythm)),
            "intervalles": figure(
                svg_interval("C4", "E4", True, lang, id_prefix="pv-i"),
                sound_spec_interval("C4", "E4"),
            ),
            "gamme": figure(
                svg_scale(scale, lang=lang, id_prefix="pv-g"),
                sound_spec_notes((p, "quarter") for p in scale),
            ),
            "son": Figure(
                svg="",
                sound=sound_json(
                    {
                        "notes": [{"f": a4, "d": 1, "g": 0.15}, {"f": a4, "d": 1, "g": 1.0}],
                        "mode": "sequence",
                    }
                ),
                width=0,
            ),
        },
    }
