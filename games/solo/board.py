"""The Solo board as one seat sees it: view models for `solo/board.html`, built only from
`observation(state, seat)` and that seat's legal actions."""

from __future__ import annotations

import json

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from games.solo.cards import BLACK, CARDS, COLOURS, NUMBER
from games.solo.rules_text import KIND_WORDS, PITCHES, card_label, colour_label
from games.tables import boards
from games.tables.names import elides
from theory import normalise_lang, notation, note_label, sound_spec_note

# A shape per colour, so a card is readable without its colour (colour-blind pupils).
SHAPES = {"rouge": "circle", "jaune": "triangle", "vert": "square", "bleu": "diamond"}
# What an action card shows, big, in the middle: plain characters every school font has.
SYMBOLS = {
    "passer": "Z",
    "sens": "⇄",
    "plus2": "+2",
    "echange": "↔",
    "couleur": "★",  # not ◆: that is the blue cards' shape
    "plus4": "+4",
    "tournant": "↻",
}


def card_label_plain(cid: str, lang: str, names: str | None = None) -> str:
    """The declaration's card labels (lessons, logs): « 5 rouge », « Piocher 2 (vert) »."""
    return card_label(cid, lang, False, names)


def face(card: dict, lang: str, *, where: str = "", names: bool = False, notes: bool = False):
    """A card face: its colour in words and as a shape, and its value or symbol; with
    « Solo en notes », a number card's note on a treble staff (its name only with the hints)."""
    lang = normalise_lang(lang)
    c = CARDS[card["id"]]
    view = {
        "id": c.id,
        "kind": c.kind,
        "colour": c.colour,
        "black": c.black,
        "label": card_label(c.id, lang, notes),
        "colour_label": colour_label(c.colour, lang) if not c.black else "",
        "shape": SHAPES.get(c.colour, ""),
        "value": c.value,
    }
    if c.kind == NUMBER:
        if notes:
            pitch = PITCHES[c.value]
            prefix = f"s{where}{c.id}" if where else f"s{c.id}"
            view["svg"] = notation.card_face(notation.svg_note(pitch, None, lang, id_prefix=prefix))
            view["name"] = note_label(pitch, lang) if names else ""
            view["sound"] = json.dumps(sound_spec_note(pitch))
        else:
            view["symbol"] = str(c.value)
    else:
        view["symbol"] = SYMBOLS[c.kind]
        view["kind_label"] = KIND_WORDS[lang][c.kind]
    return view


def piles_view(obs: dict, lang: str, notes: bool) -> list[dict]:
    """The draw pile face down (its size only), then the discard's top card."""
    n = obs["draw_count"]
    words = ngettext("Pioche : %(n)s carte", "Pioche : %(n)s cartes", n) % {"n": n}
    return [
        boards.draw_pile(n, _("Pioche"), words),
        boards.pile(
            "solo-discard",
            face(obs["top"], lang, where="top", notes=notes),
            _("Défausse (%(n)s)") % {"n": obs["discard_count"]},
        ),
    ]


def colour_view(colour: str | None, lang: str) -> dict | None:
    if colour is None:
        return None
    return {"colour": colour, "shape": SHAPES[colour], "label": colour_label(colour, lang)}


def colour_choices(lang: str) -> list[dict]:
    return [colour_view(c, lang) for c in COLOURS]


def direction_words(obs: dict) -> str:
    if obs["direction"] == "clockwise":
        return _("sens des aiguilles d’une montre")
    return _("sens inverse des aiguilles d’une montre")


def notices(obs: dict, names: list[str], lang: str, *, my_turn: bool, kinds: set[str], hints: bool):
    """What the player on turn must or may do now, and a forgotten SOLO! for everybody. That
    one's own hand holds the twin of the top card is said only with the hints: spotting it is
    the game."""
    out = []
    for e in obs["last_move"]:
        if e["kind"] == "solo-forgotten":
            out.append(
                boards.notice(
                    "pending-solo",
                    _("SOLO ! oublié"),
                    _(
                        "%(name)s a posé son avant-dernière carte sans dire SOLO ! "
                        "et pioche %(n)s cartes."
                    )
                    % {"name": names[e["seat"]], "n": e["count"]},
                )
            )
    if obs["phase"] != "play":
        return out
    who = _("À toi :") if my_turn else _("Pour %(name)s :") % {"name": names[obs["turn"]]}
    top = card_label(obs["top"]["id"], lang, obs["options"]["notes"])
    if obs["stack"]:  # SO-4: any Piocher 2 prolongs a Piocher 2, whatever its colour
        kind = KIND_WORDS[lang][obs["top"]["kind"]]
        out.append(
            boards.notice(
                "pending-stack",
                who,
                _("%(n)s cartes à piocher, sauf si on pose un autre %(top)s.")
                % {"n": obs["stack"], "top": kind},
            )
        )
    elif obs["has_drawn"]:
        drawn = obs.get("drawn") if my_turn else None  # the card itself: its holder's only
        if drawn:
            label = card_label(drawn, lang, obs["options"]["notes"])
            if elides(label):  # « l’Échange avec un joueur (bleu) »
                text = _(
                    "Tu as pioché l’%(card)s (entouré dans ta main) : pose-le tout de suite "
                    "s’il va, ou garde-le."
                )
            else:
                text = _(
                    "Tu as pioché le %(card)s (entouré dans ta main) : pose-le tout de suite "
                    "s’il va, ou garde-le."
                )
            text %= {"card": label}
        else:
            text = _("La carte piochée peut être posée tout de suite, ou gardée.")
        out.append(boards.notice("pending-drawn", who, text))
    if hints and "quick-discard" in kinds:
        out.append(
            boards.notice(
                "pending-quick",
                _("Défausse rapide possible !"),
                _(
                    "Tu as exactement la même carte que le %(top)s : pose-la vite, "
                    "même si ce n’est pas ton tour."
                )
                % {"top": top},
            )
        )
    return out


def memo_view(lang: str, notes: bool, stack: int = 0, four: bool = False) -> dict:
    """The « Quelle carte poser ? » box; while a stack waits (SO-4, SO-9) only a like Piocher
    prolongs it, so the box says that, not « ou une carte noire »."""
    if stack:
        text = (
            _(
                "Des cartes attendent d’être piochées : pour ne pas les piocher, pose toi "
                "aussi un Piocher 4. Sinon, pioche-les : ton tour est fini."
            )
            if four
            else _(
                "Des cartes attendent d’être piochées : pour ne pas les piocher, pose toi "
                "aussi un Piocher 2, de n’importe quelle couleur. Sinon, pioche-les : ton "
                "tour est fini."
            )
        )
        return {
            "title": _("Quelle carte poser ?"),
            "url": "/jeux/solo/regles/",
            "text": text,
            "svg": "",
        }
    if notes:
        return {
            "title": _("Solo en notes"),
            "url": "/apprendre/hauteurs/",
            # the notes named as the cards name them (« Do grave »… « Ré aigu »)
            "text": _("Les cartes nombre montrent une note : %(notes)s. Même note = même nombre.")
            % {"notes": ", ".join(f"{n} = {note_label(p, lang)}" for n, p in PITCHES.items())},
            "svg": notation.svg_scale(lang=lang),
        }
    return {
        "title": _("Quelle carte poser ?"),
        "url": "/jeux/solo/regles/",
        "text": _(
            "La même couleur, le même chiffre ou le même symbole que la défausse, ou une carte "
            "noire. Avant de poser ton avant-dernière carte, coche SOLO !"
        ),
        "svg": "",
    }


LOG_TEXTS = {
    "skipped": gettext_lazy("%(name)s passe son tour."),
    "pass": gettext_lazy("%(name)s garde la carte piochée."),
    "rotate": gettext_lazy("Échange tournant : chacun donne ses cartes à son voisin de gauche."),
    "deal": gettext_lazy("Manche %(round)s : %(name)s distribue."),
}


def log_line(e: dict, names: list[str], lang: str, notes: bool = False) -> str:
    """A log line that names cards, colours or several seats."""
    kind = e["kind"]
    who = names[e["seat"]] if e.get("seat") is not None else ""
    if kind in ("play", "quick-discard"):
        c = CARDS[e["card"]]
        words = {"name": who, "card": card_label(c.id, lang, notes)}
        if kind == "quick-discard":
            line = _("Défausse rapide ! %(name)s pose %(card)s.") % words
        else:
            line = _("%(name)s pose %(card)s.") % words
        if e.get("choice") and c.colour == BLACK:
            line += " " + _("Couleur : %(colour)s.") % {"colour": colour_label(e["choice"], lang)}
        if e.get("solo"):
            line += " " + _("SOLO !")
        return line
    if kind == "drew":
        if not e["cards"]:
            return ""
        cards = ", ".join(card_label(c, lang, notes) for c in e["cards"])
        return _("Tu as pioché : %(cards)s.") % {"cards": cards}
    if kind == "swap":
        return _("%(name)s échange ses cartes avec %(other)s.") % {
            "name": who,
            "other": names[e["with"]],
        }
    if kind == "solo-forgotten":
        return _("%(name)s a oublié de dire SOLO ! et pioche %(n)s cartes.") % {
            "name": who,
            "n": e["count"],
        }
    if kind == "round-over":
        return _("%(name)s n’a plus de cartes : fin de la manche.") % {"name": names[e["winner"]]}
    return ""
