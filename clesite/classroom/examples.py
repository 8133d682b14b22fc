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
        return text.card_label(card, lang, names)
    except Exception:  # a card id from another version of the deck
        return None


def _note(value: str, lang: str, names: str | None) -> str:
    from theory import note_label

    try:
        return note_label(value, lang, names)
    except Exception:
        return value


def describe(answer: Answer, names: str | None = None, lang: str | None = None) -> str:
    """What was asked and what the pupil did, as briefly as the detail allows."""
    lang = (lang or get_language() or "fr")[:2]
    d = answer.detail or {}
    game = answer.source.partition(":")[2] if answer.source.startswith("game:") else ""
    if {"ref", "played", "size"} <= d.keys():
        from theory import interval_label

        try:
            size = interval_label(int(d["size"]), lang)
        except (ValueError, TypeError):
            size = str(d["size"])
        return _("%(interval)s depuis %(ref)s → %(played)s") % {
            "interval": size,
            "ref": _note(str(d["ref"]), lang, names),
            "played": _note(str(d["played"]), lang, names),
        }
    top, played = d.get("top"), d.get("played")
    if top and played:
        a, b = _card(game, str(top), lang, names), _card(game, str(played), lang, names)
        if a and b:
            return _("sur %(top)s, a posé %(played)s") % {"top": a, "played": b}
    if d.get("under") and played:
        b = _card(game, str(played), lang, names)
        if b:
            return _("altération sur %(under)s, a posé %(played)s") % {
                "under": _note(str(d["under"]), lang, names),
                "played": b,
            }
    return str(concept(answer.concept).label)
