"""The Clé de Sol board as one seat sees it: view models for `cledesol/board.html`.

Built only from `observation(state, seat)` and that seat's `legal_actions`, so nothing hidden can
reach the page.
"""

from __future__ import annotations

import json

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

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
        view["svg"] = notation.card_face(
            notation.svg_note(
                c.pitch, c.rhythm, lang, id_prefix=f"{where}{_slug(c.id)}" if where else None
            )
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


def face(card: dict, lang: str, *, where: str = "", names: bool = False) -> dict:
    """`card_view` as the shared board asks for it (`boards.CardBoard.face`)."""
    return card_view(card, lang, show_names=names, where=where)


def _slug(cid: str) -> str:
    return "c" + "".join(ch if ch.isalnum() else "-" for ch in cid)


def piles_view(obs: dict, lang: str, hints: bool) -> list[dict]:
    """The draw pile face down, then piles A and B (B may be empty)."""
    n, top_a, top_b = obs["draw_pile"]["count"], obs["pile_a"]["top"], obs["pile_b"]["top"]
    words = ngettext("Pioche : %(n)s carte", "Pioche : %(n)s cartes", n) % {"n": n}
    return [
        boards.draw_pile(n, _("Pioche"), words),
        boards.pile(
            "pile-a",
            card_view(top_a, lang, show_names=hints, where="a"),
            _("Pile A (%(n)s)") % {"n": obs["pile_a"]["count"]},
        ),
        boards.pile(
            "pile-b",
            card_view(top_b, lang, show_names=hints, where="b") if top_b else None,
            _("Pile B (%(n)s)") % {"n": obs["pile_b"]["count"]},
            empty=_("Pile B vide"),
        ),
    ]


def pending_view(obs: dict, names: list[str], lang: str) -> dict | None:
    """The obligation in words and on a staff ("Tierce demandée à partir de Sol…"), said to the
    player who must meet it; the others (and spectators) read whose turn it is."""
    p = obs["pending"]
    if not p:
        return None
    if p["type"] == "interval":
        return _interval_view(obs, p, names, lang)
    mine = obs.get("seat") is not None and obs.get("seat") == obs.get("turn")
    who = names[obs["turn"]] if obs.get("turn") is not None else ""
    if p["type"] == "demand":
        return boards.notice(
            "pending-demand",
            _("%(name)s a posé un Musicien et demande %(demand)s.")
            % {"name": names[p["by"]], "demand": demand_label(p["value"], lang)},
            _(
                "Pose une Note qui le donne, ou la carte Hauteur ou Rythme qui le nomme. Sinon, pioche une carte (ou pose un autre Musicien à la place)."
            )
            if mine
            else _("À %(name)s de le donner, ou de piocher une carte.") % {"name": who},
        )
    if not mine:
        return boards.notice(
            "pending-free",
            _("À %(name)s de jouer (jeu libre)") % {"name": who},
            _("%(name)s peut poser n’importe quelle carte (mais pas d’Intervalle sur un Rythme).")
            % {"name": who},
        )
    return boards.notice(
        "pending-free",
        _("Jeu libre"),
        _("Tu peux poser n’importe quelle carte (mais pas d’Intervalle sur un Rythme)."),
    )


def _interval_view(obs: dict, p: dict, names: list[str], lang: str) -> dict:
    top = obs["pile_a"]["top"]
    mine = obs.get("seat") is not None and obs.get("seat") == obs.get("turn")
    size = interval_label(p["size"], lang)
    ref = note_label(top["pitch"] if top["kind"] == "note" else top["name"], lang)
    text = _(
        "Pose une Note ou une Hauteur à une %(interval)s de %(ref)s. Sinon, un Musicien ; sans Musicien, pioche %(n)s cartes."
    ) % {"interval": size, "ref": ref, "n": p["size"]}
    if not mine:
        text = _(
            "À %(name)s de poser une Note ou une Hauteur à une %(interval)s de %(ref)s, ou un Musicien, ou de piocher %(n)s cartes."
        ) % {"name": names[obs["turn"]], "interval": size, "ref": ref, "n": p["size"]}
    if p.get("drawn"):
        text = _(
            "Quelqu’un a déjà pioché : chacun doit maintenant former cette %(interval)s lui-même ou piocher 2 cartes (le Musicien n’aide plus)."
        ) % {"interval": size}
    return boards.notice(
        "pending-interval",
        _("%(interval)s demandée à partir de %(ref)s : montante ou descendante")
        % {"interval": size.capitalize(), "ref": ref},
        text,
        svg=notation.svg_note(top["pitch"], None, lang) if top["kind"] == "note" else "",
    )


def interception_view(obs: dict, names: list[str], lang: str, may_act: bool) -> dict | None:
    """The window after a Note is laid, when its twin in the other octave may be laid on it."""
    window = obs["interception"]
    if window is None:
        return None
    return {
        "layer": names[window["layer"]],
        "turn": names[window["turn"]],
        "note": card_view(window["note"], lang, show_names=True, where="w"),
        "can": may_act,
    }


def gift_view(obs: dict, names: list[str], viewer: int | None) -> dict | None:
    """A missed interception's penalty: who gives how many cards to whom."""
    gift = obs["gift"]
    if not gift:
        return None
    return {
        "giver": names[gift["giver"]],
        "receiver": names[gift["receiver"]],
        "count": gift["count"],
        "mine": viewer == gift["giver"],
    }


def notices(pending: dict | None, interception: dict | None, gift: dict | None) -> list[dict]:
    """The boxes beside the piles: the obligation, an interception window, a gift to make."""
    shown = [pending] if pending else []
    if interception:
        shown.append(
            boards.notice(
                "interception",
                _("%(name)s vient de poser %(note)s.")
                % {"name": interception["layer"], "note": interception["note"]["label"]},
                _(
                    "Qui a la même note dans l’autre octave (même nom, même rythme) peut l’intercepter avant que %(name)s joue."
                )
                % {"name": interception["turn"]},
            )
        )
    if gift:
        title = ngettext(
            "Interception ratée : %(giver)s donne %(n)s carte à %(receiver)s.",
            "Interception ratée : %(giver)s donne %(n)s cartes à %(receiver)s.",
            gift["count"],
        ) % {"giver": gift["giver"], "receiver": gift["receiver"], "n": gift["count"]}
        mine = (
            [_("Choisis les cartes à donner, puis clique sur « Donner ».")] if gift["mine"] else []
        )
        shown.append(boards.notice("gift", title, *mine))
    return shown


LOG_TEXTS = {
    "skip": gettext_lazy("%(name)s passe son tour."),
    "reshuffle": gettext_lazy("La pioche est vide : on la refait avec %(n)s cartes des piles."),
    "round-end": gettext_lazy("%(name)s a posé toutes ses cartes : fin de la manche %(round)s."),
    "deal": gettext_lazy("Manche %(round)s : %(name)s distribue et commence."),
}


def _cards_words(ids, lang: str) -> str:
    from games.cledesol.cards import CARDS

    return ", ".join(card_label(CARDS[c], lang) for c in ids)


def log_line(e: dict, names: list[str], lang: str) -> str:
    """A log line that names cards or several seats (the simple ones are `LOG_TEXTS`)."""
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e else ""
    if kind == "play":
        line = _("%(name)s pose %(cards)s") % {"name": who, "cards": _cards_words(e["cards"], lang)}
        if e.get("demand"):
            line += " " + _("et demande %(demand)s") % {"demand": demand_label(e["demand"], lang)}
        return line + "."
    if kind == "drew":
        return _("Tu as pioché : %(cards)s.") % {"cards": _cards_words(e["cards"], lang)}
    if kind == "intercept":
        card = _cards_words([e["card"]], lang)
        if e["right"]:
            return _("%(name)s intercepte avec %(card)s !") % {"name": who, "card": card}
        # why, in the child's words (CS-10: the Note of the same name and rhythm)
        return _(
            "%(name)s essaie d’intercepter avec %(card)s : raté, il fallait une Note de même "
            "nom et de même rythme que celle qui vient d’être posée."
        ) % {
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
            "Sur les lignes, en partant du bas : Mi, Sol, Si, Ré, Fa. Entre les lignes : Fa, La, Do, Mi. Do grave est sur la 1re ligne ajoutée en dessous, Ré grave juste sous la portée, Sol aigu juste au-dessus, La aigu sur la 1re ligne ajoutée au-dessus."
        ),
        "svg": notation.svg_range(lang),
    }


def demand_choices(lang: str) -> list[tuple[str, str]]:
    return [(n, note_label(n, lang)) for n in NAMES] + [(r, rhythm_label(r, lang)) for r in RHYTHMS]
