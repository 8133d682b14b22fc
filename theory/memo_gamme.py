"""The scale memo (/apprendre/gamme/): C major up and down, Si → Do (GA-3), ♭ ♯ ♮ (GA-4).

Django-free. theory.notation engraves natural notes only, so the accidentals are shown on a
keyboard drawing and heard (a semitone is a frequency ratio of 2^(1/12)).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .constants import NAMES, normalise_lang
from .labels import note_label
from .memo_figures import Figure, figure, hz, semitone, sound_json
from .notation import svg_notes, svg_scale
from .pitches import pitch_at_interval
from .sound import sound_spec_note, sound_spec_notes, sound_spec_scale


def _names(pitches: tuple[str, ...], lang: str) -> str:
    return ", ".join(note_label(p[0], lang) for p in pitches)


SCALE_DOWN = ("C5", "B4", "A4", "G4", "F4", "E4", "D4", "C4")


@dataclass(frozen=True)
class RingNode:
    label: str
    x: float
    y: float
    arc: str  # SVG path from this name to the next one up the scale
    wraps: bool  # Si → Do: the scale starts again


RING_R, RING_C, RING_DOT = 88.0, 120.0, 22.0


def _ring(lang: str) -> tuple[RingNode, ...]:
    """The seven names round a circle, Do at the top, going up clockwise (GA-3: Si → Do)."""
    count = len(NAMES)
    gap = (RING_DOT + 6) / RING_R  # radians left free round each name

    def point(angle: float) -> tuple[float, float]:
        return (
            round(RING_C + RING_R * math.cos(angle), 1),
            round(RING_C + RING_R * math.sin(angle), 1),
        )

    nodes = []
    for i, name in enumerate(NAMES):
        angle = 2 * math.pi * i / count - math.pi / 2
        x, y = point(angle)
        (ax, ay), (bx, by) = point(angle + gap), point(angle + 2 * math.pi / count - gap)
        arc = f"M{ax} {ay} A{RING_R:g} {RING_R:g} 0 0 1 {bx} {by}"
        nodes.append(RingNode(note_label(name, lang), x, y, arc, wraps=i == count - 1))
    return tuple(nodes)


@dataclass(frozen=True)
class Accidental:
    """What a ♭ ♯ ♮ card does in Gama (GA-4) against what the sign does in music."""

    key: str  # "flat" | "sharp" | "natural"
    sign: str
    ref: str  # the note under the card in the game example ("Mi")
    game_answer: str  # the note the game asks for ("Ré")
    game_figure: Figure
    before: str  # music: "Mi" -> "Mi♭"
    after: str
    music_sound: str


def _two_tones(first_hz: float, second_hz: float) -> str:
    return sound_json(
        {"notes": [{"f": first_hz, "d": 1.5}, {"f": second_hz, "d": 1.5}], "mode": "sequence"}
    )


def _accidentals(lang: str) -> tuple[Accidental, ...]:
    out = []
    # (card, sign, the note under the card, the game's step: GA-4 ♭ down, ♯ up, ♮ same)
    cases = (("flat", "♭", "E4", -1), ("sharp", "♯", "F4", 1), ("natural", "♮", "A4", 0))
    for key, sign, ref, step in cases:
        answer = pitch_at_interval(ref, 2, step) if step else ref
        if key == "natural":  # in music ♮ cancels a ♭ or a ♯: Mi♭ becomes Mi again
            e = note_label("E", lang)
            before, after = e + "♭", e
            music = _two_tones(semitone("E4", -1), hz("E4"))
        else:  # ♭ a semitone down, ♯ a semitone up: same name, new sound
            name = note_label(ref[0], lang)
            before, after = name, name + sign
            music = _two_tones(hz(ref), semitone(ref, step))
        out.append(
            Accidental(
                key=key,
                sign=sign,
                ref=note_label(ref[0], lang),
                game_answer=note_label(str(answer)[0], lang),
                game_figure=figure(
                    svg_notes(((ref, None), (answer, None)), lang, id_prefix=f"game-{key}"),
                    sound_spec_notes(((ref, "half"), (answer, "half"))),
                ),
                before=before,
                after=after,
                music_sound=music,
            )
        )
    return tuple(out)


@dataclass(frozen=True)
class Key:
    """A piano key of the keyboard drawing (C4 to E5)."""

    x: float
    black: bool
    label: str
    mark: str  # "" | "flat" | "sharp": the example keys
    sound: str
    name: str = ""  # what a screen reader says: "Ré", "Do♯ / Ré♭"
    shape: str = ""  # the key's outline, an SVG path


WIDTH, BLACK_W, WHITE_H, BLACK_H = 40, 24, 150, 92


def _white_shape(x: float, cut_left: float, cut_right: float) -> str:
    """A white key notched where its black neighbours sit: no key covers another, so the keys
    can come in the page in the order of their pitch (the keyboard's Tab order)."""
    right = x + WIDTH
    return (
        f"M{x + cut_left} 0H{right - cut_right}V{BLACK_H}H{right}V{WHITE_H}H{x}V{BLACK_H}"
        f"H{x + cut_left}Z"
    )


def _keyboard(lang: str) -> tuple[Key, ...]:
    """The keys from Do grave up to Mi aigu, black ones between the white, as a pupil tabs."""
    white_pitches = ("C4", "D4", "E4", "F4", "G4", "A4", "B4", "C5", "D5", "E5")
    sharps = {i for i, p in enumerate(white_pitches[:-1]) if p[0] not in ("E", "B")}
    cut = BLACK_W / 2  # Mi–Fa and Si–Do: no black key, already a semitone
    keys = []
    for i, p in enumerate(white_pitches):
        keys.append(
            Key(
                x=i * WIDTH,
                black=False,
                label=note_label(p[0], lang),
                mark="",
                sound=sound_json(sound_spec_note(p)),
                name=note_label(p, lang),  # « Do grave », « Do aigu »: two keys, two names
                shape=_white_shape(i * WIDTH, cut * (i - 1 in sharps), cut * (i in sharps)),
            )
        )
        if i not in sharps:
            continue
        upper = white_pitches[i + 1]
        mark = {"D4": "flat", "F4": "sharp"}.get(p, "")
        label = ""
        if mark == "flat":
            label = note_label("E", lang) + "♭"
        elif mark == "sharp":
            label = note_label("F", lang) + "♯"
        x = (i + 1) * WIDTH - cut
        keys.append(
            Key(
                x=x,
                black=True,
                label=label,
                mark=mark,
                sound=_one_tone(semitone(upper, -1)),
                name=f"{note_label(p[0], lang)}♯ / {note_label(upper[0], lang)}♭",
                shape=f"M{x} 0H{x + BLACK_W}V{BLACK_H}H{x}Z",
            )
        )
    return tuple(keys)


def _one_tone(hz: float) -> str:
    return sound_json({"notes": [{"f": hz, "d": 1}], "mode": "sequence"})


def gamme_context(lang: str) -> dict:
    """The C major scale up and down, its wrap Si → Do (GA-3), and ♭ ♯ ♮ game vs music (GA-4)."""
    lang = normalise_lang(lang)
    keys = _keyboard(lang)
    wrap = ("A4", "B4", "C5", "D5")
    return {
        "up": figure(svg_scale(lang=lang, id_prefix="scale-up"), sound_spec_scale("C4", 1)),
        "down": figure(
            svg_scale(SCALE_DOWN, lang=lang, id_prefix="scale-down"), sound_spec_scale("C5", -1)
        ),
        "scale_names": _names(("C4", "D4", "E4", "F4", "G4", "A4", "B4", "C5"), lang),
        "ring_names": _names(("C4", "D4", "E4", "F4", "G4", "A4", "B4"), lang),  # then Do again
        "ring": _ring(lang),
        "wrap": figure(
            svg_scale(wrap, lang=lang, id_prefix="scale-wrap"),
            sound_spec_notes((p, "quarter") for p in wrap),
        ),
        "mi": note_label("E", lang),
        "fa": note_label("F", lang),
        "si": note_label("B", lang),
        "do": note_label("C", lang),
        "accidentals": {a.key: a for a in _accidentals(lang)},
        "keys": keys,
        "keyboard_width": sum(not k.black for k in keys) * WIDTH,
    }
