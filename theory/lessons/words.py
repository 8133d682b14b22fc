"""What the lesson generators say to a child, in French, Romanian and English.

Rules of the house (as theory/texts.py): French typography with a NO-BREAK SPACE before : ; ? !
and inside « »; Romanian ș ț with the comma below. Templates use str.format; a field is plain
text or a (kind, value) pair rendered in the child's language by `field`.
"""

from __future__ import annotations

import re
from typing import Any

from theory import interval_label, normalise_lang, note_label, rhythm_label
from theory.texts import (
    EN_AN_NAMES,
    EXPLAIN,
    INTERVAL_WITH_ARTICLE,
    NAME_ARTICLE,
    RHYTHM_WITH_ARTICLE,
)

from .core import Say, voiced

RHYTHM_PLURAL: dict[str, dict[str, str]] = {
    "fr": {"16th": "doubles-croches", "eighth": "croches", "quarter": "noires", "half": "blanches"},
    "ro": {"16th": "șaisprezecimi", "eighth": "optimi", "quarter": "pătrimi", "half": "doimi"},
    "en": {
        "16th": "sixteenth notes",
        "eighth": "eighth notes",
        "quarter": "quarter notes",
        "half": "half notes",
    },
}
SIGNS = {"#": "♯", "-": "♭", "n": "♮", "": ""}

PROMPTS: dict[str, dict[str, str]] = {
    "note.name": {
        "fr": "Comment s’appelle cette note ?",
        "ro": "Cum se numește această notă?",
        "en": "What is this note called?",
    },
    "note.place": {
        "fr": "Clique sur la portée, à la place de {note}.",
        "ro": "Apasă pe portativ, acolo unde se scrie {note}.",
        "en": "Click on the staff where {note} is written.",
    },
    "interval.find.staff": {
        "fr": "Quelle note est {size} {dir} {note} ? Clique sur la portée.",
        "ro": "Care notă este {size} {dir} {note}? Apasă pe portativ.",
        "en": "Which note is {size} {dir} {note}? Click on the staff.",
    },
    "interval.find.names": {
        "fr": "Quelle note est {size} {dir} {note} ?",
        "ro": "Care notă este {size} {dir} {note}?",
        "en": "Which note is {size} {dir} {note}?",
    },
    "interval.name": {
        "fr": "Regarde et écoute ces deux notes. Quel est cet intervalle ?",
        "ro": "Privește și ascultă aceste două note. Ce interval este?",
        "en": "Look at these two notes and listen. Which interval is it?",
    },
    "pitch.same-name": {
        "fr": "Clique sur l’autre note qui a le même nom que {note}.",
        "ro": "Apasă pe cealaltă notă care are același nume ca {note}.",
        "en": "Click on the other note that has the same name as {note}.",
    },
    "pitch.conjoint": {
        "fr": "Clique sur une note conjointe à {note}, juste à côté d’elle.",
        "ro": "Apasă pe o notă alăturată lui {note}, imediat lângă ea.",
        "en": "Click on a neighbour of {note}, the note just next to it.",
    },
    "rhythm.name": {
        "fr": "Comment s’appelle cette durée ?",
        "ro": "Cum se numește această durată?",
        "en": "What is this note value called?",
    },
    "rhythm.count": {
        "fr": "Combien de {small} font {big} ?",
        "ro": "Câte {small} fac {big}?",
        "en": "How many {small} make {big}?",
    },
    "rhythm.sum": {
        "fr": "Choisis plusieurs notes qui, ensemble, durent autant qu’{target}.",
        "ro": "Alege mai multe note care, împreună, durează cât {target}.",
        "en": "Pick several notes that together last as long as {target}.",
    },
    "scale.next.up": {
        "fr": "Dans la gamme qui monte, quelle note vient après {name} ?",
        "ro": "În gama care urcă, ce notă vine după {name}?",
        "en": "Going up the scale, which note comes after {name}?",
    },
    "scale.next.down": {
        "fr": "Dans la gamme qui descend, quelle note vient après {name} ?",
        "ro": "În gama care coboară, ce notă vine după {name}?",
        "en": "Going down the scale, which note comes after {name}?",
    },
    "scale.missing.up": {
        "fr": "La gamme monte. Quelle note manque ?",
        "ro": "Gama urcă. Ce notă lipsește?",
        "en": "The scale goes up. Which note is missing?",
    },
    "scale.missing.down": {
        "fr": "La gamme descend. Quelle note manque ?",
        "ro": "Gama coboară. Ce notă lipsește?",
        "en": "The scale goes down. Which note is missing?",
    },
    "accidental.compare": {
        "fr": "{altered} est-il plus aigu ou plus grave que {ref} ?",
        "ro": "{altered} este mai acut sau mai grav decât {ref}?",
        "en": "Is {altered} higher or lower than {ref}?",
    },
    "accidental.sign": {
        "fr": "Écoute{nb}: d’abord {first}, puis la même note avec un signe devant. Quel signe ?",
        "ro": "Ascultă: mai întâi {first}, apoi aceeași notă cu un semn în față. Ce semn?",
        "en": "Listen: first {first}, then the same note with a sign in front. Which sign?",
    },
    "sound.compare": {
        "fr": "Écoute les deux sons. Lequel est le plus {word} ?",
        "ro": "Ascultă cele două sunete. Care este mai {word}?",
        "en": "Listen to the two sounds. Which one is {word}?",
    },
}

# Sound words (the sound memo's: faible → fort, grave → aigu, court → long, lisse → rugueux).
SOUND_WORDS: dict[str, dict[tuple[str, int], str]] = {
    "fr": {
        ("volume", 1): "fort",
        ("volume", -1): "faible",
        ("pitch", 1): "aigu",
        ("pitch", -1): "grave",
        ("duration", 1): "long",
        ("duration", -1): "court",
        ("timbre", 1): "rugueux",
        ("timbre", -1): "lisse",
    },
    "ro": {
        ("volume", 1): "puternic",
        ("volume", -1): "slab",
        ("pitch", 1): "acut",
        ("pitch", -1): "grav",
        ("duration", 1): "lung",
        ("duration", -1): "scurt",
        ("timbre", 1): "aspru",
        ("timbre", -1): "neted",
    },
    "en": {
        ("volume", 1): "louder",
        ("volume", -1): "softer",
        ("pitch", 1): "higher",
        ("pitch", -1): "lower",
        ("duration", 1): "longer",
        ("duration", -1): "shorter",
        ("timbre", 1): "rougher",
        ("timbre", -1): "smoother",
    },
}
PARAM_NAMES: dict[str, dict[str, str]] = {
    "fr": {
        "volume": "le volume",
        "pitch": "la hauteur",
        "duration": "la durée",
        "timbre": "le timbre",
    },
    "ro": {
        "volume": "intensitatea",
        "pitch": "înălțimea",
        "duration": "durata",
        "timbre": "timbrul",
    },
    "en": {
        "volume": "volume",
        "pitch": "pitch",
        "duration": "duration",
        "timbre": "timbre",
    },  # the memo's
}

# Words on answer buttons.
WORDS: dict[str, dict[str, str]] = {
    "higher": {"fr": "Plus aigu", "ro": "Mai acut", "en": "Higher"},
    "lower": {"fr": "Plus grave", "ro": "Mai grav", "en": "Lower"},
    "sound.1": {"fr": "Le son 1", "ro": "Sunetul 1", "en": "Sound 1"},
    "sound.2": {"fr": "Le son 2", "ro": "Sunetul 2", "en": "Sound 2"},
    "listen.1": {"fr": "Son 1", "ro": "Sunetul 1", "en": "Sound 1"},
    "listen.2": {"fr": "Son 2", "ro": "Sunetul 2", "en": "Sound 2"},
    "sign.#": {"fr": "♯ dièse", "ro": "♯ diez", "en": "♯ sharp"},
    "sign.-": {"fr": "♭ bémol", "ro": "♭ bemol", "en": "♭ flat"},
    "sign.n": {"fr": "♮ bécarre", "ro": "♮ becar", "en": "♮ natural"},
}

# The traps a wrong answer falls into, named in the child's words (docs/architecture.md misconception codes;
# the games' codes too, since the game lessons are judged by the real rules).
MISCONCEPTIONS: dict[str, dict[str, str]] = {
    "interval.exclusive-count": {
        "fr": "compter sans la note de départ. On compte toujours la note d’où l’on part.",
        "ro": "numărarea fără nota de plecare. Nota de la care pornești se numără mereu.",
        "en": "counting without the starting note. The note you start from always counts.",
    },
    "interval.off-by-one": {
        "fr": "une note de moins dans le compte. Compte les noms un par un, sur tes doigts.",
        "ro": "o notă în minus la numărare. Numără numele pe rând, pe degete.",
        "en": "one note short in the count. Count the names one by one, on your fingers.",
    },
    "interval.wrong-direction": {
        "fr": "le mauvais sens. Au-dessus, on monte{nb}; au-dessous, on descend.",
        "ro": "direcția greșită. Deasupra urcăm; dedesubt coborâm.",
        "en": "the wrong way. Above means going up; below means going down.",
    },
    "pitch.step-off": {
        "fr": "la note voisine. Regarde bien{nb}: la note est-elle sur une ligne ou entre deux lignes ?",
        "ro": "nota vecină. Privește bine: nota este pe o linie sau între două linii?",
        "en": "the next-door note. Look closely: is the note on a line or in a space?",
    },
    "pitch.line-space": {
        "fr": "sauter d’une ligne à la ligne voisine. Entre deux lignes, il y a toujours une note{nb}: l’interligne.",
        "ro": "săritul de pe o linie pe linia vecină. Între două linii mai este mereu o notă: cea din spațiu.",
        "en": "jumping from one line to the next line. Between two lines there is always a note: the space.",
    },
    "pitch.third-off": {
        "fr": "une note trop loin{nb}: d’une ligne à la ligne voisine (ou d’un interligne à l’interligne voisin), on saute une note. Compte les lignes et les interlignes un par un.",
        "ro": "o notă prea departe: de la o linie la linia vecină (sau de la un spațiu la spațiul vecin) sărim peste o notă. Numără liniile și spațiile una câte una.",
        "en": "one note too far: from a line to the next line (or a space to the next space) you skip a note. Count the lines and spaces one by one.",
    },
    "pitch.octave": {
        "fr": "le bon nom, mais à la mauvaise hauteur. Il y a une note grave et une note aiguë du même nom.",
        "ro": "numele bun, dar la înălțimea greșită. Există o notă gravă și una acută cu același nume.",
        "en": "the right name at the wrong height. There is a low and a high note with the same name.",
    },
    "pitch.same-pitch": {
        "fr": "la même note. On cherche une autre note.",
        "ro": "aceeași notă. Căutăm o altă notă.",
        "en": "the very same note. We are looking for another note.",
    },
    "scale.wrong-direction": {
        "fr": "l’autre sens de la gamme.",
        "ro": "cealaltă direcție a gamei.",
        "en": "the other way along the scale.",
    },
    "scale.no-wrap": {
        "fr": "la gamme qui s’arrête. Elle tourne en rond{nb}: après {B} revient {C}, avant {C} vient {B}.",
        "ro": "gama care se oprește. Ea se învârte în cerc: după {B} revine {C}, înainte de {C} vine {B}.",
        "en": "a scale that stops. It goes round: after {B} comes {C} again, before {C} comes {B}.",
    },
    "scale.no-step": {
        "fr": "rester sur la même note au lieu d’avancer d’une note.",
        "ro": "rămânerea pe aceeași notă în loc de a înainta cu o notă.",
        "en": "staying on the same note instead of moving one step.",
    },
    "scale.skip": {
        "fr": "sauter une note de la gamme. Les notes se suivent sans en oublier.",
        "ro": "săritul peste o notă din gamă. Notele vin una după alta, fără să lipsească vreuna.",
        "en": "skipping a note of the scale. The notes follow each other, none left out.",
    },
    "scale.same-note-other-colour": {
        "fr": "la même note d’une autre couleur. Elle ne suit pas.",
        "ro": "aceeași notă în altă culoare. Ea nu urmează.",
        "en": "the same note in another colour. It does not follow.",
    },
    "rules.conjoint-hauteur": {
        "fr": "une Hauteur conjointe. Une Hauteur va seulement sur une Note du même nom.",
        "ro": "o Înălțime alăturată. O Înălțime merge doar pe o Notă cu același nume.",
        "en": "a neighbouring Pitch card. A Pitch card only goes on a Note of the same name.",
    },
    "rhythm.sum-too-long": {
        "fr": "des notes qui durent trop longtemps ensemble.",
        "ro": "note care, împreună, durează prea mult.",
        "en": "notes that last too long together.",
    },
    "rhythm.sum-too-short": {
        "fr": "des notes qui ne durent pas assez longtemps ensemble.",
        "ro": "note care, împreună, nu durează destul.",
        "en": "notes that together do not last long enough.",
    },
    "rhythm.one-note": {
        "fr": "une seule note. Il en faut plusieurs.",
        "ro": "o singură notă. Trebuie mai multe.",
        "en": "a single note. You need several.",
    },
    "rhythm.split-once-less": {
        "fr": "un partage en deux oublié. Chaque durée se coupe en deux, puis encore en deux.",
        "ro": "o împărțire în două uitată. Fiecare durată se împarte în două, apoi iar în două.",
        "en": "one halving forgotten. Each value splits in two, then in two again.",
    },
    "rhythm.split-once-more": {
        "fr": "un partage en deux de trop.",
        "ro": "o împărțire în două în plus.",
        "en": "one halving too many.",
    },
    "rhythm.longer-shorter": {
        "fr": "confondre une durée longue et une durée courte. La blanche a une tête vide{nb}; la noire, la croche et la double-croche ont une tête pleine, et plus il y a de crochets, plus la note est courte.",
        "ro": "confuzia dintre o durată lungă și una scurtă. Doimea are capul gol; pătrimea, optimea și șaisprezecimea au capul plin, iar cu cât nota are mai multe stegulețe, cu atât e mai scurtă.",
        "en": "mixing up long and short values. A half note has a hollow head; quarter, eighth and sixteenth notes have a filled head, and the more flags, the shorter the note.",
    },
    "accidental.direction": {
        "fr": "le sens du signe. ♯ fait monter, ♭ fait descendre.",
        "ro": "sensul semnului. ♯ urcă, ♭ coboară.",
        "en": "the way the sign goes. ♯ raises, ♭ lowers.",
    },
    "accidental.natural": {
        "fr": "ce que fait le bécarre. ♮ annule le ♯ ou le ♭{nb}: on revient à la note naturelle{nb}; sur une note déjà naturelle, il ne change rien.",
        "ro": "ce face becarul. ♮ anulează diezul sau bemolul: revenim la nota naturală; pe o notă deja naturală nu schimbă nimic.",
        "en": "what the natural does. ♮ cancels the ♯ or ♭: back to the plain note; on a note that is already plain, it changes nothing.",
    },
}
SOUND_TRAP: dict[str, str] = {
    "fr": "écouter {other} plutôt que {asked}. Le son {trap} est plus {trap_word}, mais c’est le son {right} qui est le plus {word}.",
    "ro": "ai ascultat {other}, nu {asked}. Sunetul {trap} este mai {trap_word}, dar sunetul {right} este mai {word}.",
    "en": "listening to {other} instead of {asked}. Sound {trap} is {trap_word}, but sound {right} is {word}.",
}
TRAP: dict[str, str] = {
    "fr": "Le piège{nb}: {what}",
    "ro": "Capcana: {what}",
    "en": "The trap: {what}",
}

# The same questions and traps said to a teacher previewing a lesson (`core.teacher_reads`):
# French in the infinitive, Romanian with the polite plural, English unchanged (already neutral).
TEACHER_PROMPTS: dict[str, dict[str, str]] = {
    "note.place": {
        "fr": "Cliquer sur la portée, à la place de {note}.",
        "ro": "Apăsați pe portativ, acolo unde se scrie {note}.",
        "en": "Click on the staff where {note} is written.",
    },
    "interval.find.staff": {
        "fr": "Quelle note est {size} {dir} {note} ? Cliquer sur la portée.",
        "ro": "Care notă este {size} {dir} {note}? Apăsați pe portativ.",
        "en": "Which note is {size} {dir} {note}? Click on the staff.",
    },
    "interval.name": {
        "fr": "Deux notes à regarder et à écouter. Quel est cet intervalle ?",
        "ro": "Priviți și ascultați aceste două note. Ce interval este?",
        "en": "Look at these two notes and listen. Which interval is it?",
    },
    "pitch.same-name": {
        "fr": "Cliquer sur l’autre note qui a le même nom que {note}.",
        "ro": "Apăsați pe cealaltă notă care are același nume ca {note}.",
        "en": "Click on the other note that has the same name as {note}.",
    },
    "pitch.conjoint": {
        "fr": "Cliquer sur une note conjointe à {note}, juste à côté d’elle.",
        "ro": "Apăsați pe o notă alăturată lui {note}, imediat lângă ea.",
        "en": "Click on a neighbour of {note}, the note just next to it.",
    },
    "rhythm.sum": {
        "fr": "Choisir plusieurs notes qui, ensemble, durent autant qu’{target}.",
        "ro": "Alegeți mai multe note care, împreună, durează cât {target}.",
        "en": "Pick several notes that together last as long as {target}.",
    },
    "accidental.sign": {
        "fr": "À écouter{nb}: d’abord {first}, puis la même note avec un signe devant. Quel signe ?",
        "ro": "Ascultați: mai întâi {first}, apoi aceeași notă cu un semn în față. Ce semn?",
        "en": "Listen: first {first}, then the same note with a sign in front. Which sign?",
    },
    "sound.compare": {
        "fr": "Deux sons à écouter. Lequel est le plus {word} ?",
        "ro": "Ascultați cele două sunete. Care este mai {word}?",
        "en": "Listen to the two sounds. Which one is {word}?",
    },
}
TEACHER_MISCONCEPTIONS: dict[str, dict[str, str]] = {
    "interval.off-by-one": {
        "fr": "une note de moins dans le compte. On compte les noms un par un, sur ses doigts.",
        "ro": "o notă în minus la numărare. Numele se numără pe rând, pe degete.",
        "en": "one note short in the count. Count the names one by one, on the fingers.",
    },
    "pitch.step-off": {
        "fr": "la note voisine. À regarder de près{nb}: la note est-elle sur une ligne ou entre deux lignes ?",
        "ro": "nota vecină. Priviți bine: nota este pe o linie sau între două linii?",
        "en": "the next-door note. Look closely: is the note on a line or in a space?",
    },
    "pitch.third-off": {
        "fr": "une note trop loin{nb}: d’une ligne à la ligne voisine (ou d’un interligne à l’interligne voisin), on saute une note. À compter une à une, lignes et interlignes.",
        "ro": "o notă prea departe: de la o linie la linia vecină (sau de la un spațiu la spațiul vecin) se sare peste o notă. Liniile și spațiile se numără una câte una.",
        "en": "one note too far: from a line to the next line (or a space to the next space) a note is skipped. Count the lines and spaces one by one.",
    },
}

NB = "\u00a0"


# A note a text names: {E} a bare name, {C4} a pitch with its octave word (« Do grave », « low C »).
_NOTE_FIELD = re.compile(r"(^|[.!?]\s+)?\{([A-G][45]?)\}")


def with_notes(template: str, lang: str, names: str | None) -> str:
    """The text with its notes named as the class names them, so that a page in English for a
    Do Ré Mi class says « Mi, Sol, Si » in its text as on its staff (a sentence's first note
    capitalised: « Low C sits… »)."""

    def label(m: re.Match) -> str:
        text = note_label(m[2], lang, names)
        return text if m[1] is None else m[1] + text[:1].upper() + text[1:]

    return _NOTE_FIELD.sub(label, template)


def field(value: Any, lang: str, names: str | None) -> str:
    """A template field in the child's language: plain text, or a (kind, value) pair."""
    if isinstance(value, Say):
        return value.render(lang, names)
    if not isinstance(value, tuple):
        return str(value)
    kind, v = value
    if kind in ("note", "name"):
        return note_label(v, lang, names)
    if kind == "rhythm":
        return rhythm_label(v, lang)
    if kind == "name_a":  # "un Sol", "a G", "an F"
        label = note_label(v, lang, names)
        if lang == "en":
            return ("an " if label in EN_AN_NAMES else "a ") + label
        return NAME_ARTICLE[lang].format(x=label)
    if kind == "demand":  # a Musicien's demand: a name or a rhythm, with its article
        return field(("rhythm_a" if v in RHYTHM_PLURAL["fr"] else "name_a", v), lang, names)
    if kind == "rhythm_a":
        return RHYTHM_WITH_ARTICLE[lang][v]
    if kind == "rhythms":
        return RHYTHM_PLURAL[lang][v]
    if kind == "interval":
        return interval_label(v, lang)
    if kind == "interval_a":
        return INTERVAL_WITH_ARTICLE[lang][v]
    if kind == "dir":
        return EXPLAIN[lang]["up" if v == 1 else "down"]
    if kind == "acc":  # ("F", "#") -> "Fa♯"
        name, acc = v
        return note_label(name, lang, names) + SIGNS[acc]
    if kind == "word":
        return WORDS[v][lang]
    if kind == "sound_word":
        return SOUND_WORDS[lang][v]
    if kind == "param":
        return PARAM_NAMES[lang][v]
    raise ValueError(f"unknown field kind {kind!r}")


def _render(table: dict[str, str], fields: dict, lang: str, names: str | None) -> str:
    lang = normalise_lang(lang)
    values = {k: field(v, lang, names) for k, v in fields.items()}
    text = with_notes(table[lang], lang, names).format(nb=NB, **values)
    return text[:1].upper() + text[1:]


def prompt(key: str, **fields: Any) -> Say:
    """The question's sentence, e.g. prompt("note.place", note=("note", "G4"))."""
    return Say(_prompt, key, fields)


def _prompt(key: str, fields: dict, *, lang: str, names: str | None) -> str:
    return _render(voiced(PROMPTS[key], TEACHER_PROMPTS.get(key)), fields, lang, names)


def text(table: dict[str, str], for_teacher: dict[str, str] | None = None, **fields: Any) -> Say:
    """Any fr/ro/en template of this package as a lazy text (`for_teacher`: the same said to a
    teacher previewing the lesson)."""
    return Say(_text, table, for_teacher, fields)


def _text(
    table: dict[str, str], for_teacher: dict | None, fields: dict, *, lang: str, names: str | None
) -> str:
    return _render(voiced(table, for_teacher), fields, lang, names)


def trap(code: str | None) -> Say | None:
    """ "Le piège : compter sans la note de départ. …" for a known misconception code."""
    if code not in MISCONCEPTIONS:
        return None
    return Say(_trap, code)


def _trap(code: str, *, lang: str, names: str | None) -> str:
    lang = normalise_lang(lang)
    what = voiced(MISCONCEPTIONS[code], TEACHER_MISCONCEPTIONS.get(code))[lang]
    what = with_notes(what, lang, names).format(nb=NB)
    return TRAP[lang].format(nb=NB, what=what)
