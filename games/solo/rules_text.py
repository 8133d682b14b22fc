"""Every sentence Solo's rules say to a child (fr / ro / en), rendered lazily by `Why`.

Templates use str.format; a field is plain text or a (kind, value) pair rendered in the page's
language: ("card", card id, notes) « 5 rouge » / « Sol rouge », ("colour", "rouge") « rouge ».
"""

from __future__ import annotations

import re

from games.engine import Why
from theory import normalise_lang, note_label

from .cards import CARDS, NUMBER

NB = "\u00a0"
ELIDED = re.compile(r"\b([Ll])e (?=[AEIOUÉÈÊ])")

# « Solo en notes »: the number cards' notes on the treble staff (1 = Do4 … 8 = Do5, 9 = Ré5).
PITCHES = {1: "C4", 2: "D4", 3: "E4", 4: "F4", 5: "G4", 6: "A4", 7: "B4", 8: "C5", 9: "D5"}

COLOUR_WORDS = {
    "fr": {"rouge": "rouge", "vert": "vert", "bleu": "bleu", "jaune": "jaune", "noir": "noir"},
    "ro": {
        "rouge": "roșu",
        "vert": "verde",
        "bleu": "albastru",
        "jaune": "galben",
        "noir": "negru",
    },
    "en": {"rouge": "red", "vert": "green", "bleu": "blue", "jaune": "yellow", "noir": "black"},
}
# « une carte bleue », « o carte albastră »: the colour agreeing with « carte ».
CARD_COLOUR_WORDS = {
    "fr": {"rouge": "rouge", "vert": "verte", "bleu": "bleue", "jaune": "jaune", "noir": "noire"},
    "ro": {
        "rouge": "roșie",
        "vert": "verde",
        "bleu": "albastră",
        "jaune": "galbenă",
        "noir": "neagră",
    },
    "en": COLOUR_WORDS["en"],
}
KIND_WORDS = {
    "fr": {
        "passer": "Passer son tour",
        "sens": "Changement de sens",
        "plus2": "Piocher 2",
        "echange": "Échange avec un joueur",
        "couleur": "Choix de couleur",
        "plus4": "Piocher 4",
        "tournant": "Échange tournant",
    },
    "ro": {
        "passer": "Stai o tură",
        "sens": "Schimbarea sensului",
        "plus2": "Trage 2",
        "echange": "Schimb cu un jucător",
        "couleur": "Alegerea culorii",
        "plus4": "Trage 4",
        "tournant": "Schimb în cerc",
    },
    "en": {
        "passer": "Skip",
        "sens": "Reverse",
        "plus2": "Draw 2",
        "echange": "Swap with a player",
        "couleur": "Colour choice",
        "plus4": "Draw 4",
        "tournant": "Rotating swap",
    },
}

T = {
    "fr": {
        "game-over": "La partie est finie.",
        "round-over": "La manche est finie{nb}: on distribue la suivante.",
        "bad-action": "Ce coup n’existe pas dans Solo.",
        "no-card": "Choisis d’abord une carte dans ta main, puis appuie sur le bouton.",
        "one-card": "Pose une seule carte à la fois.",
        "not-in-hand": "Cette carte n’est pas dans ta main.",
        "not-your-turn": "Ce n’est pas ton tour{nb}: hors de ton tour, tu peux seulement poser une carte exactement pareille à celle de la défausse (défausse rapide).",
        "quick-too-late": "Trop tard{nb}! Quelqu’un a été plus rapide{nb}: ton {card} n’est plus pareil à la carte du dessus, le {top}. Garde-le pour plus tard.",
        "quick-not-identical": "Pour une défausse rapide, il faut exactement la même carte que le {top}{nb}; ton {card} n’est pas pareil.",
        "not-matching": "Le {card} ne va pas sur le {top}{nb}: il faut la même couleur ({colour}), le même chiffre ({value}) ou une carte noire.",
        "not-matching-action": "Le {card} ne va pas sur le {top}{nb}: il faut la même couleur ({colour}), un autre {kind} ou une carte noire.",
        "not-matching-notes": "Le {card} ne va pas sur le {top}{nb}: il faut la même couleur ({colour}), la même note ou une carte noire.",
        "colour-asked": "La couleur demandée est {colour}{nb}: pose une carte {colour_f} ou une carte noire{nb}; le {card} ne va pas.",
        "stack-pending": "Tu dois piocher {count}{nb}cartes, sauf si tu poses toi aussi un {kind} (sa couleur ne compte pas).",
        "stack-pending-black": "Tu dois piocher {count}{nb}cartes, sauf si tu poses toi aussi un {kind}.",
        "nothing-fits": "Aucune carte de ta main ne va{nb}: pioche.",
        "stack-none": "Tu n’en as pas{nb}: pioche les cartes.",
        "drawn-only": "Tu viens de piocher{nb}: tu peux seulement poser la carte piochée, ou la garder (ton tour passe).",
        "must-lay": "Tu as une carte qui va{nb}: pose-la au lieu de piocher (on pioche seulement quand on ne peut rien poser).",
        "no-pass": "Tu passes seulement après avoir pioché une carte que tu ne veux pas poser.",
        "name-colour": "Avec cette carte, annonce une couleur{nb}: rouge, vert, bleu ou jaune.",
        "bad-target": "Choisis un autre joueur de la table pour l’échange, ou personne.",
        "not-dealer": "C’est le donneur suivant qui distribue la nouvelle manche.",
    },
    "ro": {
        "game-over": "Jocul s-a terminat.",
        "round-over": "Runda s-a terminat: se împart cărțile pentru următoarea.",
        "bad-action": "Mutarea aceasta nu există în Solo.",
        "no-card": "Alege mai întâi o carte din mâna ta, apoi apasă butonul.",
        "one-card": "Pune o singură carte o dată.",
        "not-in-hand": "Cartea aceasta nu este în mâna ta.",
        "not-your-turn": "Nu e rândul tău: în afara rândului poți pune doar o carte exact la fel cu cea de pe teanc (aruncare rapidă).",
        "quick-too-late": "Prea târziu! Cineva a fost mai rapid: {card} nu mai e la fel cu cartea de sus, {top}. Păstreaz-o pentru mai târziu.",
        "quick-not-identical": "Pentru o aruncare rapidă îți trebuie exact aceeași carte ca {top}; {card} nu e la fel.",
        "not-matching": "{card} nu merge pe {top}: îți trebuie aceeași culoare ({colour}), aceeași cifră ({value}) ori o carte neagră.",
        "not-matching-action": "{card} nu merge pe {top}: îți trebuie aceeași culoare ({colour}), încă o carte {kind} ori o carte neagră.",
        "not-matching-notes": "{card} nu merge pe {top}: îți trebuie aceeași culoare ({colour}), aceeași notă ori o carte neagră.",
        "colour-asked": "Culoarea cerută este {colour}: pune o carte {colour_f} sau o carte neagră; {card} nu merge.",
        "stack-pending": "Trebuie să iei {count}{nb}cărți, dacă nu pui și tu o carte {kind} (culoarea ei nu contează).",
        "stack-pending-black": "Trebuie să iei {count}{nb}cărți, dacă nu pui și tu o carte {kind}.",
        "nothing-fits": "Nicio carte din mâna ta nu merge: trage din pachet.",
        "stack-none": "Nu ai niciuna: trage cărțile.",
        "drawn-only": "Tocmai ai tras o carte: poți pune doar cartea trasă, sau o păstrezi (tura ta trece).",
        "must-lay": "Ai o carte care merge: pune-o în loc să tragi (tragi doar când nu poți pune nimic).",
        "no-pass": "Treci doar după ce ai tras o carte pe care nu vrei s-o pui.",
        "name-colour": "Cu această carte, spune o culoare: roșu, verde, albastru sau galben.",
        "bad-target": "Alege alt jucător de la masă pentru schimb, sau pe nimeni.",
        "not-dealer": "Următorul dealer împarte runda nouă.",
    },
    "en": {
        "game-over": "The game is over.",
        "round-over": "The round is over: the next one is being dealt.",
        "bad-action": "That move does not exist in Solo.",
        "no-card": "First choose a card in your hand, then press the button.",
        "one-card": "Lay one card at a time.",
        "not-in-hand": "That card is not in your hand.",
        "not-your-turn": "It is not your turn: out of turn you may only lay a card exactly like the top of the discard (quick discard).",
        "quick-too-late": "Too late! Someone was quicker: your {card} no longer matches the top card, the {top}. Keep it for later.",
        "quick-not-identical": "A quick discard needs exactly the same card as the {top}; your {card} is not the same.",
        "not-matching": "The {card} does not go on the {top}: you need the same colour ({colour}), the same number ({value}) or a black card.",
        "not-matching-action": "The {card} does not go on the {top}: you need the same colour ({colour}), another {kind} or a black card.",
        "not-matching-notes": "The {card} does not go on the {top}: you need the same colour ({colour}), the same note or a black card.",
        "colour-asked": "The colour asked for is {colour}: lay a {colour_f} card or a black card; the {card} does not fit.",
        "stack-pending": "You must draw {count} cards, unless you lay a {kind} too (its colour does not matter).",
        "stack-pending-black": "You must draw {count} cards, unless you lay a {kind} too.",
        "nothing-fits": "No card in your hand fits: draw.",
        "stack-none": "You have none: draw the cards.",
        "drawn-only": "You have just drawn: you may only lay the card you drew, or keep it (your turn passes).",
        "must-lay": "You have a card that fits: lay it instead of drawing (you draw only when you cannot lay anything).",
        "no-pass": "You pass only after drawing a card you do not want to lay.",
        "name-colour": "With this card, name a colour: red, green, blue or yellow.",
        "bad-target": "Choose another player at the table for the swap, or nobody.",
        "not-dealer": "The next dealer deals the new round.",
    },
}


def colour_label(colour: str, lang: str) -> str:
    return COLOUR_WORDS[normalise_lang(lang)][colour]


def card_label(cid: str, lang: str, notes: bool = False, names: str | None = None) -> str:
    """ "5 rouge", "Sol rouge" (notes), "Piocher 2 (vert)", "Piocher 4" / "5 roșu" / "red 5"."""
    lang = normalise_lang(lang)
    c = CARDS[cid]
    if c.kind == NUMBER:
        what = note_label(PITCHES[c.value], lang, names) if notes else str(c.value)
    else:
        what = KIND_WORDS[lang][c.kind]
    if c.black:
        return what
    colour = colour_label(c.colour, lang)
    if lang == "en":
        return f"{colour} {what}"
    if c.kind != NUMBER:  # « Échange avec un joueur (jaune) »: not a yellow player
        return f"{what} ({colour})"
    return f"{what} {colour}"


def _label(value, lang: str, names: str | None) -> str:
    if not isinstance(value, tuple):
        return str(value)
    if value[0] == "card":
        return card_label(value[1], lang, value[2], names)
    if value[0] == "colour":
        return colour_label(value[1], lang)
    if value[0] == "colour_f":
        return CARD_COLOUR_WORDS[lang][value[1]]
    if value[0] == "kind":
        return KIND_WORDS[lang][value[1]]
    raise ValueError(f"unknown field kind {value[0]!r}")


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    lang = normalise_lang(lang)
    values = {k: _label(v, lang, names) for k, v in fields.items()}
    text = T[lang][code].format(nb=NB, **values)
    # « le Échange » → « l’Échange »: the one card name that starts with a vowel.
    return ELIDED.sub(r"\1’", text) if lang == "fr" else text


def say(code: str, **fields) -> Why:
    """A lazily rendered sentence of this module."""
    return Why(_render, code, fields)
