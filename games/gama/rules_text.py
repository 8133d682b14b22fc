"""Every sentence Gama's rules say to a child (fr / ro / en), outside pure music.

Music explanations come from `theory.explain` (explain_scale_next); this module says the game's
own rules and glues the two. Templates use str.format; a field is either plain text or a
(kind, value) pair rendered in the page's language: ("name", "E") "Mi", ("a-name", "F") "un Fa",
("card", card id) "Ré bleu", ("colour", "verde") "vert", ("card-colour", "verde") "verte"
(agreeing with « une carte »).
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine import Why
from games.engine.whys import explained
from theory import normalise_lang, note_label

from .cards import BECAR, BEMOL, CARDS, DIEZ, NOTE, PAUZA

NB = "\u00a0"

# GA-1: (after a note name, after « carte » / « carte » / "card").
COLOUR_WORDS = {
    "fr": {
        "rosu": ("rouge", "rouge"),
        "galben": ("jaune", "jaune"),
        "verde": ("vert", "verte"),
        "albastru": ("bleu", "bleue"),
    },
    "ro": {
        "rosu": ("roșu", "roșie"),
        "galben": ("galben", "galbenă"),
        "verde": ("verde", "verde"),
        "albastru": ("albastru", "albastră"),
    },
    "en": {
        "rosu": ("red", "red"),
        "galben": ("yellow", "yellow"),
        "verde": ("green", "green"),
        "albastru": ("blue", "blue"),
    },
}
KIND_NAMES = {
    "fr": {BEMOL: "bémol ♭", DIEZ: "dièse ♯", BECAR: "bécarre ♮", PAUZA: "soupir"},
    "ro": {BEMOL: "bemol ♭", DIEZ: "diez ♯", BECAR: "becar ♮", PAUZA: "pauză de pătrime"},
    "en": {BEMOL: "flat ♭", DIEZ: "sharp ♯", BECAR: "natural ♮", PAUZA: "quarter rest"},
}
NOTE_CARD = {
    "fr": ("{note} {colour}", "{note} {colour} à ovale"),
    "ro": ("{note} {colour}", "{note} {colour} cu oval"),
    "en": ("{colour} {note}", "{colour} {note} with an oval"),
}
EN_AN = frozenset({"A", "E", "F"})  # English letters said with a vowel sound

T = {
    "fr": {
        "not-your-turn": "Ce n’est pas ton tour{nb}: attends ton tour pour jouer.",
        "not-your-turn-flat": "Ce n’est pas ton tour{nb}: hors de ton tour, on ne peut poser qu’un ♭.",
        "round-over": "La manche est finie{nb}: on distribue la suivante.",
        "game-over": "La partie est finie.",
        "not-in-hand": "Cette carte n’est pas dans ta main.",
        "bad-action": "Ce coup n’existe pas dans ce jeu.",
        "no-card": "Choisis d’abord une carte dans ta main, puis appuie sur le bouton.",
        "one-card": "Pose une seule carte à la fois.",
        "opening-do": "Pour commencer la manche, il faut poser un Do, de n’importe quelle couleur{nb}; sans Do, on pioche une carte.",
        "flat-before-do": "Le ♭ se pose seulement quand le premier Do est sur la table.",
        "flat-own-turn-only": "À cette table, le ♭ se pose seulement à son tour.",
        "run-blocks-everyone": "Le soupir bloque tous les autres joueurs{nb}: attends la fin de sa suite de notes.",
        "run-notes-only": "Dans la suite qui suit le soupir, on pose seulement des cartes notes.",
        "run-must-start": "Après ton soupir, pose d’abord une carte note, n’importe laquelle.",
        "no-run": "Il n’y a pas de suite à terminer{nb}: une suite commence seulement après un soupir.",
        "no-draw-in-run": "Pendant ta suite, on ne pioche pas{nb}: pose une note qui suit, ou termine ta suite.",
        "rest-needs-note": "Après le soupir, il faut poser une carte note{nb}: garde-le pour quand tu en auras une.",
        "not-following": "Le {card} ne va pas sur le {top}{nb}: il faut une carte {card_colour} (n’importe quelle note) ou {a_next} (n’importe quelle couleur).",
        "demand-sharp": "Dans Gama, après un ♯ sur {under}, la note suivante de la gamme est {note}{nb}: pose {a_note}, de n’importe quelle couleur.",
        "demand-flat": "Dans Gama, après un ♭ sur {under}, la note d’en dessous dans la gamme est {note}{nb}: pose {a_note}, de n’importe quelle couleur.",
        "demand-natural": "Après un ♮ sur {under}, on rejoue la même note{nb}: pose {a_note}, de n’importe quelle couleur.",
        "sharp-rule": "Dans Gama, après un ♯, on monte d’une note dans la gamme, de n’importe quelle couleur.",
        "flat-rule": "Dans Gama, après un ♭, on descend d’une note dans la gamme, de n’importe quelle couleur.",
        "natural-rule": "Après un ♮ sur {under}, on rejoue la même note, {note}, de n’importe quelle couleur{nb}; pas {played}.",
        "accidental-on-demand": "Quand une note est demandée, on ne pose ni ♭, ni ♯, ni ♮, ni soupir.",
        "oval-pending": "Une carte à ovale te fait piocher {count}{nb}cartes, sauf si tu poses une autre carte à ovale (n’importe quelle couleur, n’importe quelle note).",
        "accidental-on-oval": "Quand une pioche d’ovale attend, on ne pose ni ♭, ni ♯, ni ♮, ni soupir.",
        "cannot-draw-can-play": "Tu peux jouer, donc tu ne peux pas piocher.",
        "cannot-draw-hint": "Tu peux jouer, donc tu ne peux pas piocher{nb}: essaie le {card}.",
        "expect-follow": "Pose une carte {card_colour} ou {a_next} de n’importe quelle couleur.",
        "expect-oval": "Pioche {count}{nb}cartes, ou pose une carte à ovale pour passer la pioche au suivant.",
        "expect-run-start": "Soupir{nb}: pose n’importe quelle carte note, puis continue ta suite si tu veux.",
        "expect-run": "Continue ta suite avec une carte {card_colour} ou {a_next}, ou termine-la.",
        "a-name": "un {x}",
    },
    "ro": {
        "not-your-turn": "Nu e rândul tău: așteaptă-ți rândul.",
        "not-your-turn-flat": "Nu e rândul tău: în afara rândului tău se poate pune doar un ♭.",
        "round-over": "Runda s-a terminat: se împart cărțile pentru următoarea.",
        "game-over": "Jocul s-a terminat.",
        "not-in-hand": "Cartea aceasta nu e în mâna ta.",
        "bad-action": "Mutarea aceasta nu există în joc.",
        "no-card": "Alege mai întâi o carte din mâna ta, apoi apasă butonul.",
        "one-card": "Pune o singură carte odată.",
        "opening-do": "Ca să începi runda, trebuie să pui un Do, de orice culoare; fără Do, tragi o carte.",
        "flat-before-do": "Bemolul se pune doar după ce primul Do este pe masă.",
        "flat-own-turn-only": "La masa aceasta, bemolul se pune doar când e rândul tău.",
        "run-blocks-everyone": "Pauza de pătrime îi blochează pe toți ceilalți jucători: așteaptă sfârșitul șirului de note.",
        "run-notes-only": "În șirul de după pauza de pătrime se pun doar cărți cu note.",
        "run-must-start": "După pauza ta de pătrime, pune întâi o carte cu notă, oricare.",
        "no-run": "Nu e niciun șir de terminat: un șir începe doar după o pauză de pătrime.",
        "no-draw-in-run": "În timpul șirului tău nu se trage: pune o notă care urmează sau termină șirul.",
        "rest-needs-note": "După pauza de pătrime trebuie să pui o carte cu notă: păstreaz-o pentru când vei avea una.",
        "not-following": "{card} nu merge pe {top}: trebuie o carte {card_colour} (orice notă) sau {a_next} (orice culoare).",
        "demand-sharp": "În Gama, după un ♯ pe {under}, nota următoare din gamă este {note}: pune {a_note}, de orice culoare.",
        "demand-flat": "În Gama, după un ♭ pe {under}, nota de dedesubt din gamă este {note}: pune {a_note}, de orice culoare.",
        "demand-natural": "După un ♮ pe {under}, se pune aceeași notă: pune {a_note}, de orice culoare.",
        "sharp-rule": "În Gama, după un ♯ urci o notă în gamă, de orice culoare.",
        "flat-rule": "În Gama, după un ♭ cobori o notă în gamă, de orice culoare.",
        "natural-rule": "După un ♮ pe {under} se pune aceeași notă, {note}, de orice culoare; nu {played}.",
        "accidental-on-demand": "Când se cere o notă, nu se pune nici ♭, nici ♯, nici ♮, nici pauză.",
        "oval-pending": "O carte cu oval te obligă să tragi {count} cărți, dacă nu pui și tu o carte cu oval (orice culoare, orice notă).",
        "accidental-on-oval": "Când așteaptă o tragere de la oval, nu se pune nici ♭, nici ♯, nici ♮, nici pauză.",
        "cannot-draw-can-play": "Poți juca, deci nu poți trage o carte.",
        "cannot-draw-hint": "Poți juca, deci nu poți trage o carte: încearcă {card}.",
        "expect-follow": "Pune o carte {card_colour} sau {a_next} de orice culoare.",
        "expect-oval": "Trage {count} cărți sau pune și tu o carte cu oval: atunci trage următorul jucător.",
        "expect-run-start": "Pauză de pătrime: pune orice carte cu notă, apoi continuă șirul dacă vrei.",
        "expect-run": "Continuă șirul cu o carte {card_colour} sau {a_next}, ori termină-l.",
        "a-name": "un {x}",
    },
    "en": {
        "not-your-turn": "It is not your turn: wait for your turn to play.",
        "not-your-turn-flat": "It is not your turn: out of turn, only a ♭ may be laid.",
        "round-over": "The round is over: the next one is being dealt.",
        "game-over": "The game is over.",
        "not-in-hand": "This card is not in your hand.",
        "bad-action": "This move does not exist in this game.",
        "no-card": "First choose a card in your hand, then press the button.",
        "one-card": "Lay one card at a time.",
        "opening-do": "To start the round, lay a C, any colour; without a C, you draw a card.",
        "flat-before-do": "A ♭ may only be laid once the first C is on the table.",
        "flat-own-turn-only": "At this table, a ♭ may only be laid on your own turn.",
        "run-blocks-everyone": "The rest blocks every other player: wait for the end of the run of notes.",
        "run-notes-only": "In the run after the rest, only note cards are laid.",
        "run-must-start": "After your rest, first lay a note card, any one.",
        "no-run": "There is no run to end: a run only starts after a rest.",
        "no-draw-in-run": "During your run you do not draw: lay a note that follows, or end your run.",
        "rest-needs-note": "After the rest you must lay a note card: keep it for when you have one.",
        "not-following": "The {card} does not go on the {top}: you need a {card_colour} card (any note) or {a_next} (any colour).",
        "demand-sharp": "In Gama, after a ♯ on {under}, the next note of the scale is {note}: lay {a_note}, any colour.",
        "demand-flat": "In Gama, after a ♭ on {under}, the note below in the scale is {note}: lay {a_note}, any colour.",
        "demand-natural": "After a ♮ on {under}, the same note is played again: lay {a_note}, any colour.",
        "sharp-rule": "In Gama, after a ♯, you go one note up the scale, any colour.",
        "flat-rule": "In Gama, after a ♭, you go one note down the scale, any colour.",
        "natural-rule": "After a ♮ on {under}, the same note is played again, {note}, any colour; not {played}.",
        "accidental-on-demand": "While a note is asked for, no ♭, ♯, ♮ or rest may be laid.",
        "oval-pending": "An oval card makes you draw {count} cards, unless you lay another oval card (any colour, any note).",
        "accidental-on-oval": "While an oval draw is waiting, no ♭, ♯, ♮ or rest may be laid.",
        "cannot-draw-can-play": "You can play, so you may not draw.",
        "cannot-draw-hint": "You can play, so you may not draw: try the {card}.",
        "expect-follow": "Lay a {card_colour} card or {a_next} of any colour.",
        "expect-oval": "Draw {count} cards, or lay an oval card to pass the draw on.",
        "expect-run-start": "Rest: lay any note card, then carry on your run if you like.",
        "expect-run": "Carry on your run with a {card_colour} card or {a_next}, or end it.",
        "a-name": "a {x}",
    },
}


def colour_label(colour: str, lang: str, card: bool = False) -> str:
    return COLOUR_WORDS[normalise_lang(lang)][colour][1 if card else 0]


def a_name(name: str, lang: str, names: str | None = None) -> str:
    """ "un Fa", "un Re", "an F"."""
    lang = normalise_lang(lang)
    x = note_label(name, lang, names)
    if lang == "en" and x in EN_AN:
        return f"an {x}"
    return T[lang]["a-name"].format(x=x)


def card_label(cid: str, lang: str, names: str | None = None) -> str:
    """ "Ré bleu", "Sol rouge à ovale", "dièse ♯" / "Re albastru" / "blue D"."""
    lang = normalise_lang(lang)
    c = CARDS[cid]
    if c.kind != NOTE:
        return KIND_NAMES[lang][c.kind]
    template = NOTE_CARD[lang][1 if c.oval else 0]
    return template.format(
        note=note_label(c.name, lang, names), colour=colour_label(c.colour, lang)
    )


def label(value, lang: str, names: str | None = None) -> str:
    if not isinstance(value, tuple):
        return str(value)
    kind, v = value
    if kind == "name":
        return note_label(v, lang, names)
    if kind == "a-name":
        return a_name(v, lang, names)
    if kind == "card":
        return card_label(v, lang, names)
    if kind == "colour":
        return colour_label(v, lang)
    if kind == "card-colour":
        return colour_label(v, lang, card=True)
    raise ValueError(f"unknown field kind {kind!r}")


def say(code: str, **fields) -> Why:
    """A lazily rendered sentence of this module."""
    return Why(_render, code, fields)


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    lang = normalise_lang(lang)
    values = {k: label(v, lang, names) for k, v in fields.items()}
    return T[lang][code].format(nb=NB, **values)


def theory_why(fn: Callable[..., str], *args, **kwargs) -> Why:
    """A Why over a `theory.explain` function (they take lang and names)."""
    return explained(fn, normalise_lang, *args, **kwargs)


def demand_why(demand: dict) -> Why:
    """What a pending demand asks, in words: « Après un ♯ sur Mi, la note suivante de la gamme
    est Fa : pose un Fa, de n’importe quelle couleur. »"""
    if demand["type"] == "do":
        return say("opening-do")
    note = demand["note"]
    return say(
        f"demand-{demand['type']}",
        under=("name", demand["under"]),
        note=("name", note),
        a_note=("a-name", note),
    )


def expect_why(expect: dict) -> Why:
    """The sentence for an observation's `expect` (what the player on turn may lay)."""
    reason = expect["reason"]
    if reason in ("opening", "flat", "sharp", "natural"):
        return demand_why({"type": "do" if reason == "opening" else reason, **expect})
    if reason == "oval":
        return say("expect-oval", count=expect["draw"])
    if reason == "run-start":
        return say("expect-run-start")
    code = "expect-run" if reason == "run" else "expect-follow"
    return say(
        code, card_colour=("card-colour", expect["colour"]), a_next=("a-name", expect["note"])
    )
