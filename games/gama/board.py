"""The Gama board as one seat sees it: view models for `gama/board.html`, built only from
`observation(state, seat)`."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.gama.cards import CARDS, NOTE
from games.gama.rules_text import KIND_NAMES, card_label, colour_label, expect_why
from games.tables import boards
from theory import notation, note_label, sound_spec_note

ICONS = {"bemol": "flat", "diez": "sharp", "becar": "natural", "pauza": "quarter-rest"}
SHAPES = {"rosu": "circle", "galben": "triangle", "verde": "square", "albastru": "diamond"}


def lang_of(lang: str | None) -> str:
    lang = (lang or "fr")[:2]
    return lang if lang in ("fr", "ro", "en") else "fr"


def card_view(card: dict, lang: str, *, where: str = "") -> dict:
    """A card face: a note engraved on the staff in its colour, with its colour's shape for
    colour-blind pupils (GA-ours-4); an accidental or the rest as its sign."""
    import json

    c = CARDS[card["id"]]
    view = {"id": c.id, "kind": c.kind, "label": card_label(c.id, lang), "oval": c.oval}
    if c.kind == NOTE:
        pitch = f"{c.name}4"
        prefix = f"g{where}{c.id}".replace(":", "-") if where else None
        view.update(
            colour=c.colour,
            shape=SHAPES[c.colour],
            colour_label=colour_label(c.colour, lang),
            svg=notation.svg_note(pitch, None, lang, id_prefix=prefix),
            name=note_label(c.name, lang),
            sound=json.dumps(sound_spec_note(pitch)),
        )
    else:
        view.update(icon=ICONS[c.kind], kind_label=KIND_NAMES[lang][c.kind])
    return view


def colour_view(colour: str, lang: str) -> dict:
    return {"colour": colour, "shape": SHAPES[colour], "label": colour_label(colour, lang)}


def expect_view(obs: dict, names: list[str], lang: str) -> dict | None:
    """What the player on turn must or may lay, in words, and any block or oval draw."""
    expect = obs["expect"]
    if not expect:
        return None
    return {
        "reason": expect["reason"],
        "who": names[obs["turn"]],
        "text": expect_why(expect).render(lang),
        "oval_draw": obs["oval_draw"],
        "demand": obs["demand"] is not None,
    }


def revealed_view(obs: dict, names: list[str], lang: str) -> list[dict] | None:
    if obs["revealed_hands"] is None or obs["phase"] == "play":
        return None
    return [
        {"name": names[i], "cards": [card_view(c, lang, where=f"r{i}") for c in cards]}
        for i, cards in enumerate(obs["revealed_hands"])
    ]


def memo_view(lang: str) -> dict:
    return {
        "title": _("Mémo de la gamme"),
        "url": "/apprendre/gamme/",
        "text": _(
            "La gamme de Do monte note après note : Do, Ré, Mi, Fa, Sol, La, Si, puis "
            "Do à nouveau. Dans le jeu, ♯ fait jouer la note d’au-dessus, ♭ celle d’en dessous, "
            "♮ la même note."
        ),
        "svg": notation.svg_scale(lang=lang),
    }


def event_lines(rows: list, seat: int | None, names: list[str], lang: str) -> list[str]:
    """The public log (and what this seat alone was shown), newest first, in words."""
    lines = [_line(e, names, lang) for e in boards.visible_events(rows, seat)]
    return [line for line in lines if line][::-1]


def _line(e: dict, names: list[str], lang: str) -> str:
    kind = e["kind"]
    who = names[e["seat"]] if "seat" in e and e["seat"] is not None else ""
    if kind == "play":
        card = card_label(e["card"], lang)
        if e.get("out_of_turn"):
            return _("%(name)s pose %(card)s hors de son tour !") % {"name": who, "card": card}
        return _("%(name)s pose %(card)s.") % {"name": who, "card": card}
    if kind == "draw":
        return ngettext(
            "%(name)s pioche %(n)s carte.", "%(name)s pioche %(n)s cartes.", e["count"]
        ) % {"name": who, "n": e["count"]}
    if kind == "drew":
        cards = ", ".join(card_label(c, lang) for c in e["cards"])
        return _("Tu as pioché : %(cards)s.") % {"cards": cards}
    if kind == "skip":
        return _("%(name)s est bloqué et passe son tour.") % {"name": who}
    if kind == "block":
        blocked = ", ".join(names[s] for s in e["seats"])
        return _("%(by)s bloque %(names)s.") % {"by": names[e["by"]], "names": blocked}
    if kind == "demand":
        return _("%(name)s doit poser %(note)s.") % {
            "name": who,
            "note": note_label(e["note"], lang),
        }
    if kind == "oval":
        return _("Ovale : le joueur suivant pioche %(n)s cartes, sauf s’il pose un ovale.") % {
            "n": e["count"]
        }
    if kind == "run-end":
        return ngettext(
            "%(name)s termine sa suite après %(n)s note.",
            "%(name)s termine sa suite après %(n)s notes.",
            e["notes"],
        ) % {"name": who, "n": e["notes"]}
    if kind == "reshuffle":
        return _("Le talon est vide : on le refait avec %(n)s cartes jouées.") % {"n": e["count"]}
    if kind == "round-end":
        return _("%(name)s n’a plus de cartes : fin de la manche %(round)s.") % {
            "name": names[e["winner"]],
            "round": e["round"],
        }
    if kind == "deal":
        return _("Manche %(round)s : %(name)s commence avec un Do.") % {
            "round": e["round"],
            "name": names[e["starter"]],
        }
    if kind == "game-end":
        return _("Fin de la partie.")
    return ""
