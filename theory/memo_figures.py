"""Small, Django-free helpers the memo pages share: figures (an engraved staff and its sound).

A `Figure` is what a memo shows beside an "Écouter" button: the inline SVG engraved by
`theory.notation`, its natural width (so every staff is drawn at the same scale) and the JSON
spec `theory/static/theory/sound.js` plays (`data-sound`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from .pitches import frequency

# Whole-note head half-width in staff spaces (Verovio/Leipzig: about 1.6 spaces wide).
_HEAD_HALF = 0.8

_OUTER = re.compile(r'^<svg[^>]*\swidth="([\d.]+)" height="([\d.]+)"')
_INNER = re.compile(r'class="definition-scale"[^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"')
_MARGIN = re.compile(r'class="page-margin" transform="translate\(([-\d.]+), ([-\d.]+)\)"')
_STAFF_LINE = re.compile(r'<path d="M[-\d.]+ ([-\d.]+) L[-\d.]+ \1" stroke-width')
_HEAD = re.compile(r'class="notehead">\s*<use [^>]*transform="translate\(([-\d.]+), ([-\d.]+)\)')


@dataclass(frozen=True)
class Figure:
    """An engraved figure and how it sounds."""

    svg: str
    sound: str  # JSON for data-sound
    width: float  # the SVG's natural width in CSS pixels (72 px is one staff's height)


@dataclass(frozen=True)
class NoteSpot:
    """Where a notehead sits in a figure, in percent of its width and height."""

    x: float
    y: float


def svg_width(svg: str) -> float:
    """The natural width Verovio gave the figure (its `width` attribute)."""
    m = _OUTER.match(svg)
    return float(m.group(1)) if m else 100.0


def figure(svg: str, spec: dict | None = None) -> Figure:
    return Figure(svg=svg, sound=sound_json(spec) if spec else "", width=svg_width(svg))


def sound_json(spec: dict) -> str:
    """A compact spec for a data-sound attribute (the template escapes the quotes)."""
    return json.dumps(spec, ensure_ascii=False, separators=(",", ":"))


def note_spots(svg: str) -> list[NoteSpot]:
    """Centres of the noteheads of an engraved figure, in order, as percentages of its box.

    Verovio draws the music in an inner `<svg viewBox>` scaled to fit the outer one (centred,
    aspect ratio kept); noteheads are `<use transform="translate(x, y)">` placed at their left
    edge on their line or space. Returns [] if the SVG does not have that shape.
    """
    outer, inner, margin = _OUTER.match(svg), _INNER.search(svg), _MARGIN.search(svg)
    lines = [float(y) for y in _STAFF_LINE.findall(svg)[:2]]
    if not (outer and inner and margin) or len(lines) < 2:
        return []
    ow, oh = float(outer.group(1)), float(outer.group(2))
    iw, ih = float(inner.group(1)), float(inner.group(2))
    mx, my = float(margin.group(1)), float(margin.group(2))
    scale = min(ow / iw, oh / ih)
    dx, dy = (ow - iw * scale) / 2, (oh - ih * scale) / 2
    half = _HEAD_HALF * abs(lines[1] - lines[0])
    spots = []
    for x, y in _HEAD.findall(svg):
        cx = dx + (mx + float(x) + half) * scale
        cy = dy + (my + float(y)) * scale
        spots.append(NoteSpot(x=round(100 * cx / ow, 2), y=round(100 * cy / oh, 2)))
    return spots


def hz(pitch: str) -> float:
    """A pitch's frequency, rounded as theory.sound rounds it (short in HTML)."""
    return round(frequency(pitch), 2)


def semitone(pitch: str, steps: int) -> float:
    """Frequency `steps` semitones from a pitch of the range (equal temperament): Mi♭, Fa♯."""
    return round(frequency(pitch) * 2 ** (steps / 12), 2)


FRACTIONS = {0.25: "¼", 0.5: "½", 0.75: "¾"}


def beats_number(beats: float) -> str:
    """1, 2, ½, ¼, 1½: how the memo writes a number of beats."""
    whole, frac = int(beats), beats - int(beats)
    if not frac:
        return str(whole)
    return (str(whole) if whole else "") + FRACTIONS[frac]
