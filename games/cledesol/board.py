"""The Clé de Sol board as one seat sees it: view models for `cledesol/board.html`.

Built only from `observation(state, seat)` and that seat's `legal_actions`, so nothing hidden can
reach the page.
"""

from __future__ import annotations

import json

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.cledesol.rules_text import KIND_NAMES, SILENCE_NAMES, card_label, demand_label
from games.tables import boards
from theory import (
    NAMES,
    RHYTHMS,
    interval_label,
    notation,
    note_label,
    rhythm_label,
    sound_spec_note,
)


def _lang(lang: str | None) -> str:
    lang = (lang or "fr")[:2]
    return lang if lang in ("fr", "ro", "en") else "fr"


def card_view(card: dict, lang: str, *, show_names: bool, where: str = "") -> dict:
    """What a card face shows: its kind band, its engraving or symbol, its accessible label."""
    from games.cledesol.cards import CARDS

    c = CARDS[card["id"]]
    view = {
        "id": c.id,
        "kind": c.kind,
        "kind_label": KIND_NAMES[lang][c.kind],
        "label": card_label(c, lang),
        "points": c.points,
        "svg": "",
        "big": "",
        "caption": "",
        "icon": "",
        "sound": "",
    }
    if c.kind == "note":
        view["svg"] = notation.svg_note(
            c.pitch, c.rhythm, lang, id_prefix=f"{where}{_slug(c.id)}" if where else None
        )
        view["caption"] = note_label(c.pitch, lang) if show_names else ""
        view["sound"] = json.dumps(sound_spec_note(c.pitch, c.rhythm))
    elif c.kind == "rythme":
        view["svg"] = notation.svg_rhythm(
            c.rhythm, lang, id_prefix=f"{where}{_slug(c.id)}" if where else None
        )
        view["caption"] = rhythm_label(c.rhythm, lang)
    elif c.kind == "hauteur":
        view["big"] = note_label(c.name, lang)
    elif c.kind == "intervalle":
        view["big"] = str(c.size)
        view["caption"] = interval_label(c.size, lang)
    elif c.kind == "musicien":
        view["icon"] = "musician"
    elif c.kind == "silence":
        view["icon"] = "quarter-rest" if c.silence == "soupir" else "half-rest"
        view["caption"] = SILENCE_NAMES[lang][c.silence]
    elif c.kind == "reprise":
        view["icon"] = "repeat"
    return view


def _slug(cid: str) -> str:
    return "c" + "".join(ch if ch.isalnum() else "-" for ch in cid)


def _names(seats) -> list[str]:
    return [s.name for s in seats]


def pending_view(obs: dict, names: list[str], lang: str) -> dict | None:
    """The obligation in words and on a staff ("Tierce demandée à partir de Sol…")."""
    p = obs["pending"]
    top = obs["pile_a"]["top"]
    if not p:
        return None
    if p["type"] == "interval":
        size = interval_label(p["size"], lang)
        ref = (
            note_label(top["pitch"], lang)
            if top["kind"] == "note"
            else note_label(top["name"], lang)
        )
        view = {
            "type": "interval",
            "title": _("%(interval)s demandée à partir de %(ref)s : montante ou descendante")
            % {"interval": size.capitalize(), "ref": ref},
            "text": _(
                "Pose une Note ou une Hauteur à une %(interval)s de %(ref)s. Sinon, un Musicien ; sans Musicien, pioche %(n)s cartes."
            )
            % {"interval": size, "ref": ref, "n": p["size"]},
            "svg": notation.svg_note(top["pitch"], None, lang) if top["kind"] == "note" else "",
        }
        if p.get("drawn"):
            view["text"] = _(
                "Quelqu’un a déjà pioché : chacun doit maintenant former cette %(interval)s lui-même ou piocher 2 cartes (le Musicien n’aide plus)."
            ) % {"interval": size}
        return view
    if p["type"] == "demand":
        return {
            "type": "demand",
            "title": _("%(name)s a posé un Musicien et demande %(demand)s.")
            % {"name": names[p["by"]], "demand": demand_label(p["value"], lang)},
            "text": _(
                "Pose une Note qui le donne, ou la carte Hauteur ou Rythme qui le nomme. Sinon, pioche une carte (ou pose un autre Musicien à la place)."
            ),
            "svg": "",
        }
    return {
        "type": "free",
        "title": _("Jeu libre"),
        "text": _("Tu peux poser n’importe quelle carte (mais pas d’Intervalle sur un Rythme)."),
        "svg": "",
    }


def event_lines(rows: list, seat: int | None, names: list[str], lang: str) -> list[str]:
    """The public log (and what this seat alone was shown), newest first, in words."""
    lines = [_event_line(e, names, lang) for e in boards.visible_events(rows, seat)]
    return [line for line in lines if line][::-1]


def _cards_words(ids, lang: str) -> str:
    from games.cledesol.cards import CARDS

    return ", ".join(card_label(CARDS[c], lang) for c in ids)


def _event_line(e: dict, names: list[str], lang: str) -> str:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "play":
        line = _("%(name)s pose %(cards)s") % {"name": who, "cards": _cards_words(e["cards"], lang)}
        if e.get("demand"):
            line += " " + _("et demande %(demand)s") % {"demand": demand_label(e["demand"], lang)}
        return line + "."
    if kind == "draw":
        return ngettext(
            "%(name)s pioche %(n)s carte.", "%(name)s pioche %(n)s cartes.", e["count"]
        ) % {
            "name": who,
            "n": e["count"],
        }
    if kind == "drew":
        return _("Tu as pioché : %(cards)s.") % {"cards": _cards_words(e["cards"], lang)}
    if kind == "skip":
        return _("%(name)s passe son tour.") % {"name": who}
    if kind == "intercept":
        card = _cards_words([e["card"]], lang)
        if e["right"]:
            return _("%(name)s intercepte avec %(card)s !") % {"name": who, "card": card}
        return _("%(name)s essaie d’intercepter avec %(card)s : raté !") % {
            "name": who,
            "card": card,
        }
    if kind == "give":
        return ngettext(
            "%(giver)s donne %(n)s carte à %(receiver)s.",
            "%(giver)s donne %(n)s cartes à %(receiver)s.",
            e["count"],
        ) % {"giver": names[e["giver"]], "receiver": names[e["receiver"]], "n": e["count"]}
    if kind == "gave":
        return _("Cartes données : %(cards)s.") % {"cards": _cards_words(e["cards"], lang)}
    if kind == "reshuffle":
        return _("La pioche est vide : on la refait avec %(n)s cartes des piles.") % {
            "n": e["count"]
        }
    if kind == "round-end":
        return _("%(name)s a posé toutes ses cartes : fin de la manche %(round)s.") % {
            "name": names[e["winner"]],
            "round": e["round"],
        }
    if kind == "deal":
        return _("Manche %(round)s : %(name)s distribue et commence.") % {
            "round": e["round"],
            "name": names[e["dealer"]],
        }
    if kind == "game-end":
        return _("Fin de la partie.")
    return ""


def memo_view(obs: dict, lang: str) -> dict:
    """The memo beside the table follows the game: intervals while one is pending, durations on
    a Rythme, the pitches otherwise."""
    p = obs["pending"]
    top = obs["pile_a"]["top"]
    if p and p["type"] == "interval":
        return {
            "title": _("Mémo des intervalles"),
            "url": "/apprendre/intervalles/",
            "text": _(
                "Pour une tierce, on compte trois noms de notes en incluant la note de départ : à partir de Do, on compte Do, Ré, Mi. La tierce montante de Do est Mi ; en descendant, Do, Si, La : la tierce descendante est La. Une quarte : quatre noms ; une quinte : cinq."
            ),
            "svg": notation.svg_interval("C4", "E4", False, lang),
        }
    if top["kind"] == "rythme":
        return {
            "title": _("Mémo des durées"),
            "url": "/apprendre/durees/",
            "text": _(
                "En binaire : une blanche = 2 noires = 4 croches = 8 doubles-croches. Plusieurs Notes peuvent aller sur un Rythme si leurs durées additionnées font exactement ce Rythme."
            ),
            "svg": notation.svg_notes(
                (("C5", "half"), ("C5", "quarter"), ("C5", "eighth"), ("C5", "16th")), lang
            ),
        }
    return {
        "title": _("Mémo des hauteurs"),
        "url": "/apprendre/hauteurs/",
        "text": _(
            "Sur les lignes, en partant du bas : Mi, Sol, Si, Ré, Fa. Entre les lignes : Fa, La, Do, Mi. Do grave est sur la 1re ligne ajoutée en dessous, Ré grave juste sous la portée, Sol aigu juste au-dessus."
        ),
        "svg": notation.svg_range(lang),
    }


def demand_choices(lang: str) -> list[tuple[str, str]]:
    return [(n, note_label(n, lang)) for n in NAMES] + [(r, rhythm_label(r, lang)) for r in RHYTHMS]
