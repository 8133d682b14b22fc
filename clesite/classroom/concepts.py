"""The concepts and misconceptions the games and lessons report, as a teacher reads them.

Codes come from the games' judges (games/cledesol/rules_refuse.py, games/gama/rules_refuse.py),
from `theory.misconceptions` and from the lessons' generators (theory/lessons/gen_*.py,
theory/lessons/words.py). A code this list does not know still shows, under its own code, in
the group "Autres". The grid always shows the concepts the games practise (`always`); the
others (a lesson's finer skills) once someone in the class has met them.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from django.utils.functional import Promise
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from games.tables import kit
from theory import GAME_RANGE, note_label


@dataclass(frozen=True)
class Group:
    key: str
    label: Promise | str
    always: bool  # shown in the grid even before anyone in the class met it


@dataclass(frozen=True)
class Concept:
    code: str
    group: str
    label: Promise | str  # the teacher's words
    short: Promise | str  # a grid column's header
    always: bool = True  # a grid column even before anyone in the class met it


GROUPS: tuple[Group, ...] = (
    Group("pitch", _("Hauteurs"), True),
    Group("rhythm", _("Durées"), True),
    Group("interval", _("Intervalles"), True),
    Group("scale", _("Gamme"), True),
    Group("accidental", _("Altérations"), True),
    Group("sound", _("Sons"), False),
    Group("word", _("Mots"), False),
    Group("rules", _("Règles des jeux"), False),
    Group("other", _("Autres"), False),
)
GROUP_OF = {g.key: g for g in GROUPS}

LESSON = {"always": False}  # a lesson's finer skill: a column once met
# Short labels head the grid's columns, beside the J / L marks of where answers come from: no
# lone « L » (« Lire L L » read as nonsense), no two columns both « Durée ».

VOCABULARY: tuple[Concept, ...] = (
    Concept("pitch.read.line", "pitch", _("lire une note sur une ligne"), _("Lire lig."), **LESSON),
    Concept(
        "pitch.read.space", "pitch", _("lire une note dans un interligne"), _("Lire int."), **LESSON
    ),
    Concept(
        "pitch.read.outside",
        "pitch",
        _("lire une note hors de la portée"),
        _("Lire hors"),
        **LESSON,
    ),
    Concept(
        "pitch.place.line", "pitch", _("placer une note sur une ligne"), _("Pl. lig."), **LESSON
    ),
    Concept(
        "pitch.place.space",
        "pitch",
        _("placer une note dans un interligne"),
        _("Pl. int."),
        **LESSON,
    ),
    Concept(
        "pitch.place.outside",
        "pitch",
        _("placer une note hors de la portée"),
        _("Pl. hors"),
        **LESSON,
    ),
    Concept("pitch.same-name", "pitch", _("même nom de note, à toute octave"), _("Nom")),
    Concept("pitch.conjoint", "pitch", _("notes conjointes (voisines sur la portée)"), _("Conj.")),
    Concept("rhythm.name", "rhythm", _("nommer les durées"), _("Noms"), **LESSON),
    Concept("rhythm.equivalence", "rhythm", _("équivalences de durées"), _("Équiv."), **LESSON),
    Concept("rhythm.same", "rhythm", _("même durée"), _("Même durée")),
    Concept("rhythm.sum", "rhythm", _("additionner des durées"), _("Somme")),
    Concept("rest.quarter", "rhythm", _("le soupir (silence d’une noire)"), _("Soupir")),
    Concept("interval.name", "interval", _("nommer un intervalle"), _("Nommer"), **LESSON),
    Concept("interval.second.up", "interval", _("seconde montante"), _("2de ↑"), **LESSON),
    Concept("interval.second.down", "interval", _("seconde descendante"), _("2de ↓"), **LESSON),
    Concept("interval.third.up", "interval", _("tierce montante"), _("3ce ↑")),
    Concept("interval.third.down", "interval", _("tierce descendante"), _("3ce ↓")),
    Concept("interval.fourth.up", "interval", _("quarte montante"), _("4te ↑")),
    Concept("interval.fourth.down", "interval", _("quarte descendante"), _("4te ↓")),
    Concept("interval.fifth.up", "interval", _("quinte montante"), _("5te ↑")),
    Concept("interval.fifth.down", "interval", _("quinte descendante"), _("5te ↓")),
    Concept("interval.sixth.up", "interval", _("sixte montante"), _("6te ↑"), **LESSON),
    Concept("interval.sixth.down", "interval", _("sixte descendante"), _("6te ↓"), **LESSON),
    Concept("interval.seventh.up", "interval", _("septième montante"), _("7e ↑"), **LESSON),
    Concept("interval.seventh.down", "interval", _("septième descendante"), _("7e ↓"), **LESSON),
    Concept("interval.octave.up", "interval", _("octave montante"), _("8ve ↑"), **LESSON),
    Concept("interval.octave.down", "interval", _("octave descendante"), _("8ve ↓"), **LESSON),
    Concept("scale.opening-do", "scale", _("commencer la gamme par Do"), _("Do")),
    Concept("scale.next", "scale", _("la note suivante de la gamme"), _("Suiv.")),
    Concept("scale.previous", "scale", _("la note précédente de la gamme"), _("Préc.")),
    Concept("scale.same", "scale", _("rejouer la même note"), _("Même")),
    Concept("scale.order", "scale", _("l’ordre des notes de la gamme"), _("Ordre"), **LESSON),
    Concept("accidental.flat", "accidental", _("le bémol ♭"), "♭"),
    Concept("accidental.sharp", "accidental", _("le dièse ♯"), "♯"),
    Concept("accidental.natural", "accidental", _("le bécarre ♮"), "♮"),
    Concept("sound.volume", "sound", _("l’intensité (fort ou doux)"), _("Intens.")),
    Concept("sound.pitch", "sound", _("la hauteur (aigu ou grave)"), _("Haut.")),
    Concept("sound.duration", "sound", _("la durée (long ou court)"), _("Durée")),
    Concept("sound.timbre", "sound", _("le timbre"), _("Timbre")),
    Concept("word.spelling", "word", _("l’orthographe des mots"), _("Mots")),
)


@functools.cache
def _concepts() -> tuple[Concept, ...]:
    """The classroom's vocabulary, then what the installed games teach beyond it (their rules,
    in their own words). A concept is a grid column from the start when a game teaches it."""
    taught = kit.taught_concepts()
    own = tuple(replace(c, always=c.code in taught) for c in VOCABULARY)
    known = {c.code for c in own}
    added = tuple(
        Concept(t.code, t.group, t.label or t.code, t.short or t.code)
        for code, (t, _slug) in taught.items()
        if code not in known
    )
    return own + added


def __getattr__(name: str):
    """`CONCEPTS` and `CONCEPT_OF` are read once the apps are ready (games declare concepts)."""
    if name == "CONCEPTS":
        return _concepts()
    if name == "CONCEPT_OF":
        return {c.code: c for c in _concepts()}
    raise AttributeError(name)


# The misconception codes the judges recognise, as "the pupil …" would end.
MISCONCEPTIONS: dict[str, Promise] = {
    "interval.exclusive-count": _("compte les intervalles sans la note de départ"),
    "interval.off-by-one": _("s’arrête une note trop tôt en comptant l’intervalle"),
    "interval.wrong-direction": _(
        "forme l’intervalle dans le mauvais sens (vers le bas au lieu du haut, ou l’inverse)"
    ),
    "pitch.line-space": _(
        "prend deux notes sur des lignes voisines (ou deux interlignes) pour des notes conjointes"
    ),
    "rules.conjoint-hauteur": _("pose une Hauteur voisine au lieu de la Hauteur du même nom"),
    "scale.wrong-direction": _("recule dans la gamme au lieu d’avancer (ou l’inverse)"),
    "scale.same-note-other-colour": _(
        "rejoue la même note d’une autre couleur au lieu de la note suivante"
    ),
    "scale.no-step": _(
        "rejoue la note sous l’altération au lieu de monter ou descendre d’une note"
    ),
    "pitch.step-off": _(
        "lit ou place la note voisine (une ligne pour un interligne, ou l’inverse)"
    ),
    # reading or placing one note, not two notes taken for neighbours (`pitch.line-space`)
    "pitch.third-off": _(
        "lit ou place la note deux places trop loin (la ligne voisine pour une ligne, "
        "l’interligne voisin pour un interligne)"
    ),
    "pitch.octave": _("trouve le bon nom de note, mais à la mauvaise octave"),
    "pitch.same-pitch": _("donne la même note quand on en cherche une autre"),
    "scale.skip": _("saute une note de la gamme"),
    "scale.no-wrap": _("oublie qu’après Si la gamme recommence à Do"),
    "rhythm.sum-too-long": _("choisit des notes qui, ensemble, durent trop longtemps"),
    "rhythm.sum-too-short": _("choisit des notes qui, ensemble, ne durent pas assez"),
    "rhythm.one-note": _("choisit une seule note là où il en faut plusieurs"),
    "rhythm.split-once-less": _("oublie un partage en deux d’une durée"),
    "rhythm.split-once-more": _("partage une durée en deux une fois de trop"),
    "rhythm.longer-shorter": _("confond une durée longue et une durée courte"),
    "accidental.direction": _("confond le sens des altérations (♯ monte, ♭ descend)"),
    "accidental.natural": _("oublie que le bécarre ♮ annule l’altération"),
}


# The same, told to the pupil on her own page: « tu … » (the teacher's « compte les
# intervalles… » reads to a child as an order to do the mistake).
TO_THE_PUPIL: dict[str, Promise] = {
    "interval.exclusive-count": _("tu comptes les intervalles sans la note de départ"),
    "interval.off-by-one": _("tu t’arrêtes une note trop tôt en comptant l’intervalle"),
    "interval.wrong-direction": _(
        "tu formes l’intervalle dans le mauvais sens (vers le bas au lieu du haut, ou l’inverse)"
    ),
    "pitch.line-space": _(
        "tu prends deux notes sur des lignes voisines (ou deux interlignes) pour des notes conjointes"
    ),
    "rules.conjoint-hauteur": _("tu poses une Hauteur voisine au lieu de la Hauteur du même nom"),
    "scale.wrong-direction": _("tu recules dans la gamme au lieu d’avancer (ou l’inverse)"),
    "scale.same-note-other-colour": _(
        "tu rejoues la même note d’une autre couleur au lieu de la note suivante"
    ),
    "scale.no-step": _(
        "tu rejoues la note sous l’altération au lieu de monter ou descendre d’une note"
    ),
    "pitch.step-off": _(
        "tu lis ou places la note voisine (une ligne pour un interligne, ou l’inverse)"
    ),
    "pitch.third-off": _(
        "tu lis ou places la note deux places trop loin (la ligne voisine pour une ligne, l’interligne voisin pour un interligne)"
    ),
    "pitch.octave": _("tu trouves le bon nom de note, mais à la mauvaise octave"),
    "pitch.same-pitch": _("tu donnes la même note quand on en cherche une autre"),
    "scale.skip": _("tu sautes une note de la gamme"),
    "scale.no-wrap": _("tu oublies qu’après Si la gamme recommence à Do"),
    "rhythm.sum-too-long": _("tu choisis des notes qui, ensemble, durent trop longtemps"),
    "rhythm.sum-too-short": _("tu choisis des notes qui, ensemble, ne durent pas assez"),
    "rhythm.one-note": _("tu choisis une seule note là où il en faut plusieurs"),
    "rhythm.split-once-less": _("tu oublies un partage en deux d’une durée"),
    "rhythm.split-once-more": _("tu partages une durée en deux une fois de trop"),
    "rhythm.longer-shorter": _("tu confonds une durée longue et une durée courte"),
    "accidental.direction": _("tu confonds le sens des altérations (♯ monte, ♭ descend)"),
    "accidental.natural": _("tu oublies que le bécarre ♮ annule l’altération"),
}


READ_PITCH = re.compile(r"pitch\.read\.([A-G][0-9])")  # Clé de Sol: one note read (issue 18)


def _read_pitch(code: str) -> Concept | None:
    """`pitch.read.C4`: reading that very note on the staff, named in the page's language."""
    found = READ_PITCH.fullmatch(code)
    if found is None or found[1] not in GAME_RANGE:
        return None
    note = note_label(found[1], (get_language() or "fr")[:2])
    label = _("lire le %(note)s sur la portée") % {"note": note}
    return Concept(code, "pitch", label, note, always=False)


def concept(code: str) -> Concept:
    """The concept of that code; an unknown code gets a plain entry in "Autres"."""
    known = {c.code: c for c in _concepts()}.get(code) or _read_pitch(code)
    if known is not None:
        return known
    prefix = code.split(".", 1)[0]
    group = prefix if prefix in GROUP_OF and prefix != "other" else "other"
    return Concept(code, group, code, code.rsplit(".", 1)[-1][:8])


SOUND_MIX = re.compile(r"sound\.([a-z]+)-vs-([a-z]+)")  # Bataille des sons: one for another


def misconception_label(code: str, keep_unknown: bool = False, to_pupil: bool = False) -> str:
    """The teacher's words for a code, never the code itself on a page (issue 18): a code this
    list does not know yet is told as an error type still to be described (a data export keeps
    the code after these words: `keep_unknown`)."""
    if to_pupil and code in TO_THE_PUPIL:
        return str(TO_THE_PUPIL[code])
    if code in MISCONCEPTIONS:
        return str(MISCONCEPTIONS[code])
    mix = SOUND_MIX.fullmatch(code)
    known = {c.code: c for c in _concepts()}
    if mix and {f"sound.{mix[1]}", f"sound.{mix[2]}"} <= known.keys():
        chosen, other = (str(known[f"sound.{k}"].label) for k in (mix[1], mix[2]))
        if to_pupil:
            return _("tu confonds %(chosen)s avec %(other)s") % {"chosen": chosen, "other": other}
        return _("confond %(chosen)s avec %(other)s") % {"chosen": chosen, "other": other}
    unknown = str(_("une erreur type pas encore décrite"))
    return f"{unknown} ({code})" if keep_unknown else unknown


def grid_concepts(seen: set[str]) -> list[Concept]:
    """The grid's columns: every concept of an `always` group, then those the class has met,
    in the groups' order."""
    every = _concepts()
    codes = {c.code for c in every}
    chosen = [c for c in every if (c.always and GROUP_OF[c.group].always) or c.code in seen]
    chosen += sorted((concept(code) for code in seen if code not in codes), key=_order)
    return sorted(chosen, key=_order)


def _order(c: Concept) -> tuple[int, int, str]:
    groups = [g.key for g in GROUPS]
    known = [k.code for k in _concepts()]
    if c.code in known:
        return (groups.index(c.group), known.index(c.code), c.code)
    read = READ_PITCH.fullmatch(c.code)
    if read and read[1] in GAME_RANGE:  # the notes read, low to high, after the other skills
        return (groups.index(c.group), 900 + GAME_RANGE.index(read[1]), c.code)
    return (groups.index(c.group), 999, c.code)


def grouped(concepts: list[Concept]) -> list[tuple[Group, list[Concept]]]:
    """Consecutive runs of one group, for the grid's two-level header."""
    out: list[tuple[Group, list[Concept]]] = []
    for c in concepts:
        if out and out[-1][0].key == c.group:
            out[-1][1].append(c)
        else:
            out.append((GROUP_OF[c.group], [c]))
    return out


@dataclass(frozen=True)
class Level:
    value: int
    key: str  # the CSS class: lvl-<key>
    symbol: str  # the level without colour: the grid shows it in every cell
    label: Promise | str


LEVELS: tuple[Level, ...] = (
    Level(0, "none", "·", _("non vu")),
    Level(1, "discovery", "○", _("découverte")),
    Level(2, "progress", "◐", _("en progrès")),
    Level(3, "acquired", "●", _("acquis")),
    Level(4, "mastered", "★", _("maîtrisé")),
)
# Answers exist but too few real decisions to tell (mastery.ENOUGH): said, not guessed. Ranked
# with « découverte » wherever levels are compared or counted.
TOO_FEW = Level(1, "few", "?", _("pas encore assez de réponses"))
# Answers exist on a notion no activity counts yet (its column's mark is « – »): more play will
# not fill the cell, so it does not say « ? » (review 7).
NEVER_COUNTED = Level(
    1, "uncounted", "–", _("rencontrée, mais aucune activité ne la compte encore")
)
LEGEND = (LEVELS[0], TOO_FEW, NEVER_COUNTED, *LEVELS[1:])  # the legend under a grid
