"""Clé de Sol's music-theory core: Django-free, music21-backed, one dictionary look-up per answer.

Pitches are strings in scientific notation ("C4" = Do grave); names are letters ("C"); rhythms
are music21 type names ("16th", "eighth", "quarter", "half"). Every relation is precomputed
from music21 once per process (`theory.tables`, lazily; `warm()` to build now). Notation
(Verovio SVG) lives in `theory.notation`, imported on demand.

Rule ids (CS-1…, GA-3…) refer to /rulings.md.
"""

from .constants import EXTENDED_RANGE, GAME_RANGE, LANGS, NAMES, RHYTHMS, normalise_lang
from .explain import (
    explain_conjoint,
    explain_interval,
    explain_rhythm_sum,
    explain_same_name,
    explain_same_rhythm,
    explain_scale_next,
    explain_staff_place,
)
from .labels import beats_label, interval_label, interval_quality, note_label, rhythm_label
from .misconceptions import (
    EXCLUSIVE_COUNT,
    NO_WRAP,
    OFF_BY_ONE,
    WRONG_DIRECTION,
    is_at_interval,
    misconception_interval,
    misses_the_wrap,
)
from .pitches import (
    conjoint,
    counted_names,
    frequency,
    generic_interval,
    is_name,
    is_pitch,
    name_interval,
    name_of,
    names_at_interval,
    pitch_at_interval,
    same_name,
    scale_next,
)
from .rhythms import quarter_length, rhythm_decompositions, rhythms_sum_to
from .sound import (
    TIMBRE_LEVEL,
    sound_spec_chord,
    sound_spec_interval,
    sound_spec_note,
    sound_spec_notes,
    sound_spec_rhythm,
    sound_spec_scale,
    timbre_gain,
)
from .staff import StaffPlace, describe_place, staff_place
from .tables import warm

__all__ = [
    "EXCLUSIVE_COUNT",
    "EXTENDED_RANGE",
    "GAME_RANGE",
    "LANGS",
    "NAMES",
    "NO_WRAP",
    "OFF_BY_ONE",
    "RHYTHMS",
    "WRONG_DIRECTION",
    "StaffPlace",
    "beats_label",
    "conjoint",
    "counted_names",
    "describe_place",
    "explain_conjoint",
    "explain_interval",
    "explain_rhythm_sum",
    "explain_same_name",
    "explain_same_rhythm",
    "explain_scale_next",
    "explain_staff_place",
    "frequency",
    "generic_interval",
    "interval_label",
    "interval_quality",
    "is_at_interval",
    "is_name",
    "is_pitch",
    "misconception_interval",
    "misses_the_wrap",
    "name_interval",
    "name_of",
    "names_at_interval",
    "normalise_lang",
    "note_label",
    "pitch_at_interval",
    "quarter_length",
    "rhythm_decompositions",
    "rhythm_label",
    "rhythms_sum_to",
    "same_name",
    "scale_next",
    "TIMBRE_LEVEL",
    "timbre_gain",
    "sound_spec_chord",
    "sound_spec_interval",
    "sound_spec_note",
    "sound_spec_notes",
    "sound_spec_rhythm",
    "sound_spec_scale",
    "staff_place",
    "warm",
]
