"""sound.compare: which of two sounds is louder, higher, longer, rougher (seed 002, BS-1),
heard, never read. Each sound is a spec for theory/static/theory/sound.js (per-note gain "g",
an oscillator "type" per spec), built so that the numbers and the ear agree.

Half of the questions set a trap: a second parameter changes the other way (the higher sound is
the softer one), so a pupil who hears loudness for pitch is caught and told so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from theory import GAME_RANGE, RHYTHMS, frequency, quarter_length, timbre_gain

from .core import BUTTONS, BadParams, Choice, Question, Verdict, event, rng_for
from .words import NB, SOUND_TRAP, TRAP, prompt, text

PARAMS = ("volume", "pitch", "duration", "timbre")
# Oscillators from smooth to rough: a sine has no overtones, a sawtooth has them all.
TIMBRES = ("sine", "triangle", "square", "sawtooth")
TIMBRE_PAIRS = (("sine", "square"), ("sine", "sawtooth"), ("triangle", "sawtooth"))
GAINS = (0.12, 0.3, 0.55, 0.9)  # clearly different loudness steps
BASE = {"pitch": "A4", "gain": 0.55, "beats": 1.5, "type": "triangle"}
TRAP_OF = {"volume": "pitch", "pitch": "volume", "duration": "volume", "timbre": "pitch"}
TRAP_SENTENCE = {lang: TRAP[lang].format(nb=NB, what=t) for lang, t in SOUND_TRAP.items()}
SAID = {
    "fr": "C’est le son {right} qui est le plus {word}.",
    "ro": "Sunetul {right} este mai {word}.",
    "en": "Sound {right} is {word}.",
}


def _list(params: Mapping, key: str, allowed: Sequence) -> tuple:
    values = tuple(params.get(key) or allowed)
    if not values or any(v not in allowed for v in values):
        raise BadParams(f"{key} must be among {allowed}, not {values!r}")
    return values


def _pair(param: str, rng) -> tuple[object, object]:
    """Two values of one parameter, low then high (swapped later)."""
    if param == "volume":
        i = rng.randrange(len(GAINS) - 2)
        return GAINS[i], GAINS[rng.randrange(i + 2, len(GAINS))]
    if param == "pitch":
        i = rng.randrange(len(GAME_RANGE) - 3)
        return GAME_RANGE[i], GAME_RANGE[rng.randrange(i + 3, len(GAME_RANGE))]
    if param == "duration":
        i = rng.randrange(len(RHYTHMS) - 1)
        return RHYTHMS[i], RHYTHMS[rng.randrange(i + 1, len(RHYTHMS))]
    return rng.choice(TIMBRE_PAIRS)


def spec(values: Mapping[str, object]) -> dict:
    """One sound for sound.js from its parameter values (the missing ones at BASE)."""
    pitch = values.get("pitch", BASE["pitch"])
    beats = quarter_length(values["duration"]) * 2 if "duration" in values else BASE["beats"]
    timbre = values.get("timbre", BASE["type"])
    gain = timbre_gain(values.get("volume", BASE["gain"]), timbre)  # no timbre louder than another
    note = {"f": round(frequency(pitch), 2), "d": beats, "g": gain}
    return {"notes": [note], "mode": "sequence", "tempo": 80, "type": timbre}


def concepts(params: Mapping) -> tuple[str, ...]:
    return tuple(f"sound.{p}" for p in _list(params, "params", PARAMS))


def generate(params: Mapping, seed: int) -> Question:
    rng = rng_for(seed)
    param = rng.choice(_list(params, "params", PARAMS))
    way = rng.choice(_list(params, "ways", (1, -1)))
    low, high = _pair(param, rng)
    sounds = [{param: low}, {param: high}]  # index 1 is the higher value
    trap_param = None
    if params.get("traps", True) and rng.random() < 0.5:
        trap_param = TRAP_OF[param]
        t_low, t_high = _pair(trap_param, rng)
        sounds[0][trap_param], sounds[1][trap_param] = t_high, t_low  # the other way round
    if rng.random() < 0.5:
        sounds.reverse()
    high_index = 1 if sounds[1][param] == high else 0
    right = high_index if way == 1 else 1 - high_index
    return Question(
        kind="sound.compare",
        params=params,
        seed=seed,
        concept=f"sound.{param}",
        mode=BUTTONS,
        prompt=prompt("sound.compare", word=("sound_word", (param, way))),
        choices=(Choice("1", "sound"), Choice("2", "sound")),
        answers=frozenset({str(right + 1)}),
        figure={"type": "sounds"},
        sounds=tuple({"key": f"listen.{i + 1}", "spec": spec(s)} for i, s in enumerate(sounds)),
        data={"param": param, "way": way, "values": sounds, "trap": trap_param},
    )


def judge(q: Question, picked: Sequence[str]) -> Verdict:
    param, way, trap_param = q.data["param"], q.data["way"], q.data["trap"]
    played = picked[0] if picked and picked[0] in ("1", "2") else ""
    right = next(iter(q.answers))
    correct = played == right
    mis = f"sound.{param}-vs-{trap_param}" if played and not correct and trap_param else None
    trap_text = None
    if mis:
        trap_text = text(
            TRAP_SENTENCE,
            other=("param", trap_param),
            asked=("param", param),
            trap=played,
            trap_word=("sound_word", (trap_param, way)),
            right=right,
            word=("sound_word", (param, way)),
        )
    why = text(SAID, right=right, word=("sound_word", (param, way)))
    show = {"type": "sounds", "sounds": [s["spec"] for s in q.sounds], "right": int(right)}
    detail = {"param": param, "way": way, "trap": trap_param, "answer": played}
    return Verdict(correct, mis, why, show, (event(q.concept, correct, mis, **detail),), trap_text)


KINDS = {"sound.compare": (generate, judge, concepts)}
