"""One answer told in a sentence, with the class's note names: "tierce depuis Do → Fa".

The games put their cards and notes in an event's `detail` (`top`/`played` card ids, or `ref`,
`played` and `size` for an interval). Cards are named by each game's own `card_label`; an
answer this module cannot read is told by its concept alone.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from clesite.classroom.analytics import Answer
from clesite.classroom.concepts import concept

# A game's slug -> (rules_text module, its cards module): how to name its cards.
CARD_NAMERS = {
    "cle-de-sol": ("games.cledesol.rules_text", "games.cledesol.cards", True),
    "gama": ("games.gama.rules_text", "games.gama.cards", False),
}


def _card(game: str, card_id: str, lang: str, names: str | None) -> str | None:
    namer = CARD_NAMERS.get(game)
    if namer is None:
        return None
    try:
        text = importlib.import_module(namer[0])
        cards = importlib.import_module(namer[1]).CARDS
        card = cards[card_id] if namer[2] else card_id
        if not namer[2] and card_id not in cards:
            return None
        label = text.card_label(card, lang, names)
        if getattr(card, "kind", None) == "note":  # « Fa grave (croche) »: a note says so
            label = label.split(" ", 1)[1]  # (« sur Note Fa grave… » read heavily: a reviewer)
        return label
    except Exception:  # a card id from another version of the deck
        return None


def _asked(value: str, lang: str, names: str | None) -> str:
    """A Musicien's demand: a note name (« La ») or a duration (« croche »)."""
    from theory import RHYTHMS, rhythm_label

    return rhythm_label(value, lang) if value in RHYTHMS else _note(value, lang, names)


def _note(value: str, lang: str, names: str | None) -> str:
    from theory import note_label

    try:
        return note_label(value, lang, names)
    except Exception:
        return value


def _value(value, lang: str, names: str | None) -> str:
    """A note, a rhythm or a list of them, in words; anything else as it is."""
    from theory import rhythm_label

    if isinstance(value, list | tuple):
        return " + ".join(_value(v, lang, names) for v in value)
    value = str(value)
    try:
        return rhythm_label(value, lang)
    except ValueError:
        return _note(value, lang, names)


def _direction(answer: Answer, d: dict) -> int | None:
    """The way the interval went: the lesson's asked direction, else the concept's (the games
    name the concept after the way the pupil's card went, the nearer count)."""
    if d.get("direction") in (1, -1):
        return d["direction"]
    way = answer.concept.rsplit(".", 1)[-1]
    return {"up": 1, "down": -1}.get(way) if answer.concept.startswith("interval.") else None


def _expected(ref: str, played: str, size: int, direction: int) -> str | None:
    """The note the pupil should have reached that way: an exact pitch between two Notes, a
    name as soon as one side is a name (CS-4)."""
    from theory import is_pitch, name_of, names_at_interval, pitch_at_interval

    try:
        if is_pitch(ref) and is_pitch(played):
            return pitch_at_interval(ref, size, direction)
        up, down = names_at_interval(name_of(ref), size)
    except (ValueError, KeyError, TypeError):
        return None
    return up if direction == 1 else down


def _interval(answer: Answer, d: dict, lang: str, names: str | None) -> str:
    """Issue 18: "tierce en montant depuis Do → Fa, au lieu de Mi" for a wrong answer."""
    from theory import interval_label

    try:
        size = interval_label(int(d["size"]), lang)
    except (ValueError, TypeError):
        size = str(d["size"])
    ref, played = str(d["ref"]), str(d.get("played", d.get("answer")))
    words = {"interval": size, "ref": _note(ref, lang, names), "played": _note(played, lang, names)}
    direction = _direction(answer, d)
    expected = None
    if not answer.correct and direction is not None and str(d["size"]).isdigit():
        expected = _expected(ref, played, int(d["size"]), direction)
    if expected is None or expected == played:
        return _("%(interval)s depuis %(ref)s → %(played)s") % words
    words["expected"] = _note(expected, lang, names)
    if direction == 1:
        return _("%(interval)s en montant depuis %(ref)s → %(played)s, au lieu de %(expected)s") % (
            words
        )
    return _("%(interval)s en descendant depuis %(ref)s → %(played)s, au lieu de %(expected)s") % (
        words
    )


def _power(answer: Answer, d: dict, lang: str, you: bool) -> str:
    """A defender's super power used or kept, and, when wrong, what stood better (a reviewer
    read only « le timbre » there, and could not tell a Miroir kept from a Transposition)."""
    try:
        text = importlib.import_module("games.bataille.rules_text")
        name = text.power_label(str(d["power"]), lang)
    except Exception:  # a power of another version of the deck
        name = str(d["power"])
    words = {"power": name}
    best = d["best"]
    if d.get("target_param"):
        words["param"] = concept(f"sound.{d['target_param']}").label
        said = (
            _you(
                you,
                _("a utilisé son super pouvoir %(power)s sur %(param)s"),
                _("tu as utilisé ton super pouvoir %(power)s sur %(param)s"),
            )
            % words
        )
    elif d.get("used"):
        said = (
            _you(
                you,
                _("a utilisé son super pouvoir %(power)s"),
                _("tu as utilisé ton super pouvoir %(power)s"),
            )
            % words
        )
    else:
        said = (
            _you(
                you,
                _("n’a pas utilisé son super pouvoir %(power)s"),
                _("tu n’as pas utilisé ton super pouvoir %(power)s"),
            )
            % words
        )
    if answer.correct:
        return said
    if best.get("target_param") and d.get("target_param"):
        words["best"] = concept(f"sound.{best['target_param']}").label
        better = (
            _you(you, _("%(best)s plaçait mieux sa carte"), _("%(best)s plaçait mieux ta carte"))
            % words
        )
    elif best.get("used"):
        better = _you(
            you, _("l’utiliser plaçait mieux sa carte"), _("l’utiliser plaçait mieux ta carte")
        )
    else:
        better = _you(
            you,
            _("garder sa carte telle quelle la plaçait mieux"),
            _("garder ta carte telle quelle la plaçait mieux"),
        )
    return _("%(said)s, alors que %(better)s") % {"said": said, "better": better}


def _you(you: bool, said: str, said_to_you: str) -> str:
    """The teacher reads « a posé »; the pupil, on her own page, « tu as posé »."""
    return said_to_you if you else said


@dataclass(frozen=True)
class _Told:
    """One answer being told: its detail, its game, and how to name cards and notes."""

    answer: Answer
    d: dict
    game: str
    lang: str
    names: str | None
    you: bool

    def card(self, card_id) -> str | None:
        return _card(self.game, str(card_id), self.lang, self.names)

    def note(self, value) -> str:
        return _note(str(value), self.lang, self.names)

    def say(self, said: str, said_to_you: str) -> str:
        return _you(self.you, said, said_to_you)


def describe(
    answer: Answer, names: str | None = None, lang: str | None = None, you: bool = False
) -> str:
    """What was asked and what the pupil did, as briefly as the detail allows (`you`: said to
    the pupil herself): the first teller that can read the detail says it."""
    lang = (lang or get_language() or "fr")[:2]
    game = answer.source.partition(":")[2] if answer.source.startswith("game:") else ""
    told = _Told(answer, answer.detail or {}, game, lang, names, you)
    for teller in _TELLERS:
        said = teller(told)
        if said:
            return said
    return str(concept(answer.concept).label)


def _told_interval(t: _Told) -> str | None:
    if {"ref", "size"} <= t.d.keys() and ("played" in t.d or "answer" in t.d):
        return _interval(t.answer, t.d, t.lang, t.names)
    return None


def _told_solo_notes(t: _Told) -> str | None:
    """Solo en notes: a number card read on another."""
    if not {"pitch", "top"} <= t.d.keys():
        return None
    return t.say(_("sur %(top)s, a posé %(played)s"), _("sur %(top)s, tu as posé %(played)s")) % {
        "top": t.note(t.d["top"]),
        "played": t.note(t.d["pitch"]),
    }


def _told_sound_param(t: _Told) -> str | None:
    """Bataille des sons: the parameter asked."""
    if not {"param", "best_param"} <= t.d.keys():
        return None
    return t.say(
        _("a choisi %(param)s pour une carte qui se distingue surtout par %(best)s"),
        _("tu as choisi %(param)s pour une carte qui se distingue surtout par %(best)s"),
    ) % {
        "param": concept(f"sound.{t.d['param']}").label,
        "best": concept(f"sound.{t.d['best_param']}").label,
    }


def _told_power(t: _Told) -> str | None:
    """Bataille des sons: a super power."""
    if t.d.get("power") and isinstance(t.d.get("best"), dict):
        return _power(t.answer, t.d, t.lang, t.you)
    return None


def _told_demand(t: _Told) -> str | None:
    """Clé de Sol: what a Musicien asked for."""
    played = t.d.get("played")
    b = t.card(played) if t.d.get("demand") and played else None
    if not b:
        return None
    return t.say(
        _("à la demande « %(asked)s » du Musicien, a posé %(played)s"),
        _("à la demande « %(asked)s » du Musicien, tu as posé %(played)s"),
    ) % {"asked": _asked(str(t.d["demand"]), t.lang, t.names), "played": b}


def _told_top_played(t: _Told) -> str | None:
    top, played = t.d.get("top"), t.d.get("played")
    if not (top and played):
        return None
    a, b = t.card(top), t.card(played)
    if not (a and b):
        return None
    return t.say(_("sur %(top)s, a posé %(played)s"), _("sur %(top)s, tu as posé %(played)s")) % {
        "top": a,
        "played": b,
    }


def _told_accidental(t: _Told) -> str | None:
    """Clé de Sol: a card laid under an accidental."""
    played = t.d.get("played")
    b = t.card(played) if t.d.get("under") and played else None
    if not b:
        return None
    concept_id = t.answer.concept
    sign = concept(concept_id).short if concept_id.startswith("accidental.") else ""
    return t.say(
        _("%(sign)s sur %(under)s, a posé %(played)s"),
        _("%(sign)s sur %(under)s, tu as posé %(played)s"),
    ) % {"sign": sign or _("altération"), "under": t.note(t.d["under"]), "played": b}


def _told_scale_start(t: _Told) -> str | None:
    """Gama's opening: the scale starts on a Do (GA-2)."""
    played = t.d.get("played")
    b = t.card(played) if t.d.get("note") and played else None
    if not b:
        return None
    words = {"played": b, "note": t.note(t.d["note"])}
    if t.answer.correct:
        return (
            t.say(
                _("a commencé la gamme par %(played)s"),
                _("tu as commencé la gamme par %(played)s"),
            )
            % words
        )
    return (
        t.say(
            _("a voulu commencer la gamme par %(played)s, au lieu d’un %(note)s"),
            _("tu as voulu commencer la gamme par %(played)s, au lieu d’un %(note)s"),
        )
        % words
    )


def _told_could_play(t: _Told) -> str | None:
    """Gama: a draw refused while a card of the hand could go down."""
    card = t.card(t.d["could_play"]) if t.d.get("could_play") else None
    if not card:
        return None
    return t.say(
        _("a voulu piocher, mais pouvait poser %(card)s"),
        _("tu as voulu piocher, mais tu pouvais poser %(card)s"),
    ) % {"card": card}


def _told_word(t: _Told) -> str | None:
    """La Clé: the word laid."""
    if t.answer.concept != "word.spelling" or not t.d.get("word"):
        return None
    if t.answer.correct:
        return t.say(_("a écrit %(word)s"), _("tu as écrit %(word)s")) % {"word": t.d["word"]}
    return t.say(
        _("a écrit %(word)s, qui n’est pas un mot du jeu"),
        _("tu as écrit %(word)s, qui n’est pas un mot du jeu"),
    ) % {"word": t.d["word"]}


def _told_lesson(t: _Told) -> str | None:
    """A lesson's question: what was asked, what the pupil answered."""
    return _lesson(t.d, t.lang, t.names, t.you) if "answer" in t.d else None


_TELLERS = (
    _told_interval,
    _told_solo_notes,
    _told_sound_param,
    _told_power,
    _told_demand,
    _told_top_played,
    _told_accidental,
    _told_scale_start,
    _told_could_play,
    _told_word,
    _told_lesson,
)


def _choice(kind: str, value, lang: str, names: str | None) -> str:
    """A lesson's choice as the child read it on the button (« Le son 2 », « Plus aigu »)."""
    from theory.lessons.present import choice_label

    try:
        label = choice_label(kind, str(value), lang, names)
    except (KeyError, ValueError):
        return _value(value, lang, names)
    if kind in ("word", "sound"):  # a button's words, quoted as read
        return _("« %(words)s »") % {"words": label}
    return label[:1].lower() + label[1:] if kind == "interval" else label


def _lesson(d: dict, lang: str, names: str | None, you: bool) -> str:
    """« Sol : a répondu La » and, for a wrong answer recorded since the lessons keep it,
    « , au lieu de Sol » (a same-name question asked another Do than the one shown)."""
    kind = d.get("choice")
    asked = next((d[k] for k in ("pitch", "ref", "rhythm", "name", "target") if k in d), None)
    if not d["answer"]:
        said = _you(you, _("n’a rien répondu"), _("tu n’as rien répondu"))
    elif kind:
        said = _you(you, _("a répondu %(answer)s"), _("tu as répondu %(answer)s")) % {
            "answer": _choice(kind, d["answer"], lang, names)
        }
    else:
        said = _you(you, _("a répondu %(answer)s"), _("tu as répondu %(answer)s")) % {
            "answer": _value(d["answer"], lang, names)
        }
    if d.get("expected") and kind:
        right = _(" ou ").join(_choice(kind, v, lang, names) for v in d["expected"])
        said = _("%(said)s, au lieu de %(right)s") % {"said": said, "right": right}
    if asked is not None:
        return _("%(asked)s : %(said)s") % {"asked": _value(asked, lang, names), "said": said}
    return said
