"""One answer told in a sentence, with the class's note names: "tierce depuis Do → Fa".

The games put their cards and notes in an event's `detail` (`top`/`played` card ids, or `ref`,
`played` and `size` for an interval). Cards are named by each game's own `card_label`; an
answer this module cannot read is told by its concept alone.
"""

from __future__ import annotations

import importlib

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


def describe(
    answer: Answer, names: str | None = None, lang: str | None = None, you: bool = False
) -> str:
    """What was asked and what the pupil did, as briefly as the detail allows (`you`: said to
    the pupil herself)."""
    lang = (lang or get_language() or "fr")[:2]
    d = answer.detail or {}
    game = answer.source.partition(":")[2] if answer.source.startswith("game:") else ""
    if {"ref", "size"} <= d.keys() and ("played" in d or "answer" in d):
        return _interval(answer, d, lang, names)
    if {"pitch", "top"} <= d.keys():  # Solo en notes: a number card read on another
        return _you(
            you, _("sur %(top)s, a posé %(played)s"), _("sur %(top)s, tu as posé %(played)s")
        ) % {
            "top": _note(str(d["top"]), lang, names),
            "played": _note(str(d["pitch"]), lang, names),
        }
    if {"param", "best_param"} <= d.keys():  # Bataille des sons: the parameter asked
        return _you(
            you,
            _("a choisi %(param)s pour une carte qui se distingue surtout par %(best)s"),
            _("tu as choisi %(param)s pour une carte qui se distingue surtout par %(best)s"),
        ) % {
            "param": concept(f"sound.{d['param']}").label,
            "best": concept(f"sound.{d['best_param']}").label,
        }
    if d.get("power") and isinstance(d.get("best"), dict):  # Bataille des sons: a super power
        return _power(answer, d, lang, you)
    top, played = d.get("top"), d.get("played")
    if d.get("demand") and played:  # Clé de Sol: what a Musicien asked for
        b = _card(game, str(played), lang, names)
        if b:
            return _you(
                you,
                _("à la demande « %(asked)s » du Musicien, a posé %(played)s"),
                _("à la demande « %(asked)s » du Musicien, tu as posé %(played)s"),
            ) % {
                "asked": _asked(str(d["demand"]), lang, names),
                "played": b,
            }
    if top and played:
        a, b = _card(game, str(top), lang, names), _card(game, str(played), lang, names)
        if a and b:
            return _you(
                you, _("sur %(top)s, a posé %(played)s"), _("sur %(top)s, tu as posé %(played)s")
            ) % {"top": a, "played": b}
    if d.get("under") and played:
        b = _card(game, str(played), lang, names)
        if b:
            sign = concept(answer.concept).short if answer.concept.startswith("accidental.") else ""
            return _you(
                you,
                _("%(sign)s sur %(under)s, a posé %(played)s"),
                _("%(sign)s sur %(under)s, tu as posé %(played)s"),
            ) % {
                "sign": sign or _("altération"),
                "under": _note(str(d["under"]), lang, names),
                "played": b,
            }
    if d.get("note") and played:  # Gama's opening: the scale starts on a Do (GA-2)
        b = _card(game, str(played), lang, names)
        if b:
            words = {"played": b, "note": _note(str(d["note"]), lang, names)}
            if answer.correct:
                return (
                    _you(
                        you,
                        _("a commencé la gamme par %(played)s"),
                        _("tu as commencé la gamme par %(played)s"),
                    )
                    % words
                )
            return (
                _you(
                    you,
                    _("a voulu commencer la gamme par %(played)s, au lieu d’un %(note)s"),
                    _("tu as voulu commencer la gamme par %(played)s, au lieu d’un %(note)s"),
                )
                % words
            )
    if d.get("could_play"):  # Gama: a draw refused while a card of the hand could go down
        card = _card(game, str(d["could_play"]), lang, names)
        if card:
            return _you(
                you,
                _("a voulu piocher, mais pouvait poser %(card)s"),
                _("tu as voulu piocher, mais tu pouvais poser %(card)s"),
            ) % {"card": card}
    if answer.concept == "word.spelling" and d.get("word"):  # La Clé: the word laid
        if answer.correct:
            return _you(you, _("a écrit %(word)s"), _("tu as écrit %(word)s")) % {"word": d["word"]}
        return _you(
            you,
            _("a écrit %(word)s, qui n’est pas un mot du jeu"),
            _("tu as écrit %(word)s, qui n’est pas un mot du jeu"),
        ) % {"word": d["word"]}
    if "answer" in d:  # a lesson's question: what was asked, what the pupil answered
        return _lesson(d, lang, names, you)
    return str(concept(answer.concept).label)


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
