"""The Gama board as one seat sees it: view models for `gama/board.html`, built only from
`observation(state, seat)`."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from games.gama.cards import CARDS, NOTE
from games.gama.rules_text import KIND_NAMES, card_label, colour_label, expect_why
from games.tables import boards
from theory import notation, note_label, sound_spec_note

ICONS = {"bemol": "flat", "diez": "sharp", "becar": "natural", "pauza": "quarter-rest"}
SHAPES = {"rosu": "circle", "galben": "triangle", "verde": "square", "albastru": "diamond"}


def face(card: dict, lang: str, *, where: str = "", names: bool = False) -> dict:
    """`card_view` as the shared board asks for it: a Gama card shows its name by the hints."""
    return card_view(card, lang, where=where)


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
            svg=notation.card_face(notation.svg_note(pitch, None, lang, id_prefix=prefix)),
            name=note_label(c.name, lang),
            sound=json.dumps(sound_spec_note(pitch)),
        )
    else:
        view.update(icon=ICONS[c.kind], kind_label=KIND_NAMES[lang][c.kind])
    return view


def piles_view(obs: dict, lang: str) -> list[dict]:
    """The stock face down, then the played cards (none before the first Do)."""
    n, top = obs["stock"]["count"], obs["pile"]["top"]
    words = ngettext("Talon : %(n)s carte", "Talon : %(n)s cartes", n) % {"n": n}
    return [
        boards.draw_pile(n, _("Talon"), words),
        boards.pile(
            "pile-a",
            card_view(top, lang, where="top") if top else None,
            _("Cartes jouées (%(n)s)") % {"n": obs["pile"]["count"]},
            empty=_("Aucune carte : il faut un Do pour commencer"),
        ),
    ]


def colour_view(colour: str, lang: str) -> dict:
    return {"colour": colour, "shape": SHAPES[colour], "label": colour_label(colour, lang)}


def expect_notices(obs: dict, names: list[str], lang: str, my_turn: bool) -> list[dict]:
    """What the player on turn must or may lay, in words, and who is blocked for a turn."""
    expect = obs["expect"]
    if not expect:
        return []
    who = _("À toi :") if my_turn else _("Pour %(name)s :") % {"name": names[obs["turn"]]}
    texts = [expect_why(expect).render(lang)]
    if obs["blocked"]:
        blocked = ", ".join(names[i] for i in obs["blocked"])
        texts.append(_("Bloqué pour un tour : %(names)s.") % {"names": blocked})
    return [boards.notice(f"pending-{expect['reason']}", who, *texts)]


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


LOG_TEXTS = {
    # No past participle: « bloqué » would not agree with Ana (nor « blocat » in Romanian).
    "skip": gettext_lazy("Blocage : %(name)s passe son tour."),
    "oval": gettext_lazy("Ovale : le joueur suivant pioche %(n)s cartes, sauf s’il pose un ovale."),
    "reshuffle": gettext_lazy("Le talon est vide : on le refait avec %(n)s cartes jouées."),
    "round-end": gettext_lazy("%(name)s n’a plus de cartes : fin de la manche %(round)s."),
    "deal": gettext_lazy("Manche %(round)s : %(name)s commence avec un Do."),
}


def log_line(e: dict, names: list[str], lang: str) -> str:
    """A log line that names cards, notes or several seats (the simple ones are `LOG_TEXTS`)."""
    kind = e["kind"]
    who = names[e["seat"]] if e.get("seat") is not None else ""
    if kind == "play":
        card = card_label(e["card"], lang)
        if e.get("out_of_turn"):
            return _("%(name)s pose %(card)s hors de son tour !") % {"name": who, "card": card}
        return _("%(name)s pose %(card)s.") % {"name": who, "card": card}
    if kind == "drew":
        cards = ", ".join(card_label(c, lang) for c in e["cards"])
        return _("Tu as pioché : %(cards)s.") % {"cards": cards}
    if kind == "block":
        blocked = [names[s] for s in e["seats"]]
        if len(blocked) > 1:  # « Ana et Tom », not « Ana, Tom »
            last = _("%(names)s et %(last)s") % {
                "names": ", ".join(blocked[:-1]),
                "last": blocked[-1],
            }
            blocked = [last]
        return _("%(by)s bloque %(names)s.") % {"by": names[e["by"]], "names": blocked[0]}
    if kind == "demand":
        return _("%(name)s doit poser %(note)s.") % {
            "name": who,
            "note": note_label(e["note"], lang),
        }
    if kind == "run-end":
        return ngettext(
            "%(name)s termine sa suite après %(n)s note.",
            "%(name)s termine sa suite après %(n)s notes.",
            e["notes"],
        ) % {"name": who, "n": e["notes"]}
    return ""
