"""The one adapter to music21: every other module asks the tables built here, never music21.

music21 is slow to import (~0.3 s) and slow per call (µs to hundreds of µs), while the game
range is tiny (14 pitches, 7 names, 4 rhythms). So music21 is asked every question once, here,
and the answers become dictionaries (see `theory.tables`). The same module turns notes into
MusicXML for Verovio (`theory.notation`), so no other module imports music21.
"""

from __future__ import annotations

import itertools
import re
from fractions import Fraction
from typing import Any

import music21  # noqa: F401  (import once: the package imports all its submodules anyway)
from music21 import bar, clef, duration, interval, meter, note, pitch, scale, stream
from music21.musicxml.m21ToXml import GeneralObjectExporter

from .constants import EXTENDED_RANGE, MAX_SIZE, NAMES, RHYTHMS

# Reference octave for octave-free names: names count inside one C major octave.
_NAME_OCTAVE = 4


def _name_pitch(name: str, octave: int = _NAME_OCTAVE) -> pitch.Pitch:
    return pitch.Pitch(f"{name}{octave}")


def _pitch_tables() -> dict[str, Any]:
    """Exact-pitch relations over every ordered pair of EXTENDED_RANGE (CS-3, CS-4)."""
    in_range = set(EXTENDED_RANGE)
    objs = {p: pitch.Pitch(p) for p in EXTENDED_RANGE}
    generic: dict[tuple[str, str], int] = {}
    quality: dict[tuple[str, str], tuple[str, int]] = {}
    for p, q in itertools.product(EXTENDED_RANGE, repeat=2):
        iv = interval.Interval(objs[p], objs[q])
        generic[(p, q)] = iv.generic.directed
        quality[(p, q)] = (iv.specifier.name, iv.generic.undirected)
    at: dict[tuple[str, int, int], str | None] = {}
    for p in EXTENDED_RANGE:
        for size in range(1, MAX_SIZE + 2):
            for direction in (1, -1):
                got = interval.GenericInterval(size * direction).transposePitch(objs[p])
                name = got.nameWithOctave
                at[(p, size, direction)] = name if name in in_range else None
    return {
        "name": {p: objs[p].step for p in EXTENDED_RANGE},
        "octave": {p: objs[p].octave for p in EXTENDED_RANGE},
        "diatonic": {p: objs[p].diatonicNoteNum for p in EXTENDED_RANGE},
        "frequency": {p: float(objs[p].frequency) for p in EXTENDED_RANGE},
        "generic": generic,
        "quality": quality,
        "at": at,
    }


def _name_tables() -> dict[str, Any]:
    """Octave-free relations between letter names (CS-4 Hauteur cards, GA-3 scale steps)."""
    name_interval: dict[tuple[str, str, int], int] = {}
    name_quality: dict[tuple[str, str], tuple[str, int]] = {}
    for a, b in itertools.product(NAMES, repeat=2):
        low = _name_pitch(a)
        up = _name_pitch(b)
        if up.diatonicNoteNum < low.diatonicNoteNum:
            up = _name_pitch(b, _NAME_OCTAVE + 1)
        down = _name_pitch(b)
        if down.diatonicNoteNum > low.diatonicNoteNum:
            down = _name_pitch(b, _NAME_OCTAVE - 1)
        iv_up = interval.Interval(low, up)
        name_interval[(a, b, 1)] = iv_up.generic.undirected
        name_interval[(a, b, -1)] = interval.Interval(low, down).generic.undirected
        name_quality[(a, b)] = (iv_up.specifier.name, iv_up.generic.undirected)
    names_at: dict[tuple[str, int], tuple[str, str]] = {}
    for name in NAMES:
        for size in range(1, 9):
            up = interval.GenericInterval(size).transposePitch(_name_pitch(name))
            down = interval.GenericInterval(-size).transposePitch(_name_pitch(name))
            names_at[(name, size)] = (up.step, down.step)
    c_major = scale.MajorScale("C")
    scale_next: dict[tuple[str, int], str] = {}
    for name in NAMES:
        for direction, m21dir in ((1, scale.Direction.ASCENDING), (-1, scale.Direction.DESCENDING)):
            nxt = c_major.nextPitch(_name_pitch(name), direction=m21dir)
            scale_next[(name, direction)] = nxt.step
    return {
        "name_interval": name_interval,
        "name_quality": name_quality,
        "names_at": names_at,
        "scale_next": scale_next,
    }


def _decompose(target: Fraction, values: list[tuple[str, Fraction]]) -> list[tuple[str, ...]]:
    """Every multiset of `values` (longest first) summing exactly to `target`."""
    if target == 0:
        return [()]
    out: list[tuple[str, ...]] = []
    for i, (name, ql) in enumerate(values):
        if ql <= target:
            for rest in _decompose(target - ql, values[i:]):
                out.append((name, *rest))
    return out


def _rhythm_tables() -> dict[str, Any]:
    """CS-2 durations (quarterLength, binary) and every exact decomposition of a rhythm."""
    ql = {r: Fraction(duration.Duration(r).quarterLength) for r in RHYTHMS}
    longest_first = sorted(ql.items(), key=lambda item: -item[1])
    decompositions = {
        r: tuple(d for d in _decompose(ql[r], longest_first) if len(d) >= 2) for r in RHYTHMS
    }
    return {"quarter_length": ql, "decompositions": decompositions}


def build_raw_tables() -> dict[str, Any]:
    """Ask music21 every question the games can ask; called once per process."""
    return {**_pitch_tables(), **_name_tables(), **_rhythm_tables()}


# --------------------------------------------------------------------------- notation

# On a one-line staff (a rhythm alone) Verovio puts the single line where E4 sits.
_ONE_LINE_DISPLAY = "E4"
_STAFF_TAIL = Fraction(1, 2)  # quarter lengths of blank staff after the last note


def musicxml(
    items: tuple[tuple[str | None, str | None], ...],
    *,
    harmonic: bool = False,
    one_line: bool = False,
    beamed: bool = True,
) -> str:
    """MusicXML for Verovio: (pitch, rhythm) items in one measure, without a visible barline.

    - a rhythm of None draws a stemless whole note (a pitch shown alone, a Hauteur-like face);
    - `harmonic` stacks the pitches into one chord (an interval heard together);
    - `one_line` draws rhythms alone on a single line without clef (a Rythme card face); the
      pitches are then ignored.
    The time signature is exactly the notes' length and hidden: cards show notes, not bars.
    """
    measure = stream.Measure(number=1)
    if one_line:
        measure.insert(0, clef.PercussionClef())
        measure.insert(0, music21.layout.StaffLayout(staffLines=1))
    else:
        measure.insert(0, clef.TrebleClef())
    notes: list[note.GeneralNote] = []
    for p, rhythm in items:
        if one_line:
            n: note.GeneralNote = note.Unpitched(displayName=_ONE_LINE_DISPLAY)
            n.stemDirection = "up"
        else:
            n = note.Note(p)
            # Stems up below the middle line, down from it (B4), as engravers do.
            n.stemDirection = "up" if n.pitch.diatonicNoteNum < 35 else "down"
        n.duration = duration.Duration(rhythm or "whole")
        notes.append(n)
    if harmonic and len(notes) > 1:
        chord = music21.chord.Chord([n.pitch for n in notes])  # type: ignore[attr-defined]
        chord.duration = notes[0].duration
        measure.append(chord)
        total = Fraction(chord.duration.quarterLength)
    else:
        for n in notes:
            measure.append(n)
        total = sum((Fraction(n.duration.quarterLength) for n in notes), Fraction(0))
    # On a staff, a hidden eighth rest after the notes lets the staff lines run on a little
    # (music21 fills the measure with an invisible rest); a bare rhythm line needs none.
    ts = meter.TimeSignature(_time_signature(total + (0 if one_line else _STAFF_TAIL)))
    ts.style.hideObjectOnPrint = True
    measure.insert(0, ts)
    measure.rightBarline = bar.Barline("none")
    part = stream.Part()
    part.append(measure)
    score = stream.Score()
    score.insert(0, part)
    xml = GeneralObjectExporter(score).parse().decode("utf-8")
    if one_line:  # music21 cannot hide a clef: MusicXML can.
        xml = xml.replace("<clef>", '<clef print-object="no">', 1)
    if not beamed and not harmonic:
        xml = _unbeamed(xml, [n.stemDirection for n in notes if n.duration.type != "whole"])
    return xml


_BEAM = re.compile(r"\s*<beam\b[^>]*>[^<]*</beam>")
_STEM = re.compile(r"<stem>\w+</stem>")


def _unbeamed(xml: str, stems: list[str]) -> str:
    """Each note with its own flags: music21 beams the notes that share a beat and turns the
    group's stems one way; the beams go and each stem gets its note's own direction back."""
    directions = iter(stems)
    return _STEM.sub(lambda m: f"<stem>{next(directions, 'up')}</stem>", _BEAM.sub("", xml))


def _time_signature(total: Fraction) -> str:
    """A time signature exactly as long as the notes (3/8, 1/16, 4/4…), so nothing pads them."""
    whole_notes = total / 4
    if whole_notes.denominator == 1:
        return f"{whole_notes.numerator * 4}/4"
    return f"{whole_notes.numerator}/{whole_notes.denominator}"
