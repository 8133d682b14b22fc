"""Every sentence Clé de Sol's rules say to a child (fr / en / ro), outside pure music.

Music explanations come from `theory.explain`; this module says the game's own rules and glues
the two. Templates use str.format; a field is either plain text or a (kind, value) pair rendered
in the page's language: ("note", "C4"), ("name", "C"), ("rhythm", "quarter"), ("interval", 3),
("card", card id), ("demand", "A" | "eighth").
"""

from __future__ import annotations

from collections.abc import Callable

from games.engine import Why
from games.engine.whys import explained
from theory import NAMES, interval_label, normalise_lang, note_label, rhythm_label

from .cards import CARDS, DEMI_PAUSE, Card

NB = "\u00a0"

KIND_NAMES = {
    "fr": {
        "note": "Note",
        "rythme": "Rythme",
        "hauteur": "Hauteur",
        "intervalle": "Intervalle",
        "musicien": "Musicien",
        "silence": "Silence",
        "reprise": "Reprise",
    },
    "en": {
        "note": "Note",
        "rythme": "Rhythm",
        "hauteur": "Pitch",
        "intervalle": "Interval",
        "musicien": "Musician",
        "silence": "Rest",
        "reprise": "Repeat",
    },
    "ro": {
        "note": "Notă",
        "rythme": "Ritm",
        "hauteur": "Înălțime",
        "intervalle": "Interval",
        "musicien": "Muzician",
        "silence": "Pauză",
        "reprise": "Repriză",
    },
}
RO_ARTICLED = {  # a card's kind as a sentence names it, with its definite article
    "Notă": "Nota",
    "Ritm": "Ritmul",
    "Înălțime": "Înălțimea",
    "Interval": "Intervalul",
    "Muzician": "Muzicianul",
    "Pauză": "Pauza",
    "Repriză": "Repriza",
}
SILENCE_NAMES = {
    "fr": {"soupir": "soupir", DEMI_PAUSE: "demi-pause"},
    "en": {"soupir": "quarter rest", DEMI_PAUSE: "half rest"},
    "ro": {"soupir": "pauză de pătrime", DEMI_PAUSE: "pauză de doime"},
}

T = {
    "fr": {
        "not-your-turn": "Ce n’est pas ton tour{nb}: attends ton tour pour jouer.",
        "round-over": "La manche est finie{nb}: le donneur distribue la suivante.",
        "game-over": "La partie est finie.",
        "not-in-hand": "Cette carte n’est pas dans ta main.",
        "bad-action": "Ce coup n’existe pas dans ce jeu.",
        "no-card": "Choisis d’abord une carte dans ta main, puis appuie sur le bouton.",
        "musicien-needs-demand": "Avec un Musicien, demande un nom de note (Do…Si) ou un rythme.",
        "must-give": "Donne d’abord {count} carte(s) au joueur qui s’est trompé en interceptant.",
        "gift-count": "Tu dois donner exactement {count} carte(s) différentes de ta main.",
        "window-closed": "Trop tard{nb}: on ne peut intercepter que juste après une Note.",
        "no-intercept-own": "Tu ne peux pas intercepter ta propre Note ni celle posée juste avant ton tour.",
        "intercept-note-only": "On intercepte seulement avec une carte Note.",
        "intercept-one-card": "On intercepte avec une seule carte Note.",
        "several-notes-only-on-rythme": "Plusieurs Notes d’un coup, seulement sur une carte Rythme.",
        "several-notes-only-notes": "Pour poser plusieurs cartes d’un coup, il faut que ce soient des Notes.",
        "after-rythme": "Après le Rythme {top}, tu peux poser le même Rythme, une Note {top}, plusieurs Notes qui durent autant, un Silence, une Reprise ou un Musicien{nb}; pas la carte {card}.",
        "after-hauteur": "Après la Hauteur {top}, tu peux poser une Note {top}, un Intervalle, un Silence, une Reprise ou un Musicien{nb}; pas la carte {card}.",
        "after-note": "Après la Note {top}, tu peux poser le Rythme ou la Hauteur de cette Note, une Note de même rythme, de même nom ou conjointe, un Intervalle, un Silence, une Reprise ou un Musicien{nb}; pas la carte {card}.",
        "not-conjoint": "La carte {card} ne va pas sur la carte {top}{nb}: il faut le même rythme ({rhythm}), le même nom ({name}) ou une note conjointe.",
        "hauteur-conjoint": "Une Hauteur va sur une Note seulement si c’est le même nom{nb}: jamais une Hauteur conjointe.",
        "intervalle-after-rythme": "Pas d’Intervalle sur un Rythme{nb}: il n’y a pas de note d’où compter.",
        "must-form-interval": "Une {size} est demandée{nb}: pose une Note ou une Hauteur à une {size} de {top}, en montant ou en descendant.",
        "cannot-form-interval": "Une {size} est demandée, et aucune de tes cartes n’est à une {size} de {top}{nb}: pioche {n}{nb}cartes.",
        "interval-can-be-formed": "Tu peux former l’intervalle{nb}: le Musicien ne sert que si tu ne peux pas.",
        "musicien-does-not-help": "Après la pioche, chacun doit former l’intervalle lui-même ou piocher 2 cartes{nb}: le Musicien n’aide plus.",
        "must-play-musicien": "Tu ne peux pas former l’intervalle mais tu as un Musicien{nb}: tu dois le poser.",
        "demand-name-asked": "Le Musicien a demandé {demand}{nb}: pose une Note ou une Hauteur qui porte ce nom.",
        "demand-rhythm-asked": "Le Musicien a demandé {demand}{nb}: pose une Note ou un Rythme de cette durée.",
        "demand-none": "Tu n’en as pas{nb}: pioche une carte.",
        "demand-none-musicien": "Tu n’en as pas{nb}: pioche une carte, ou pose ton Musicien pour demander autre chose.",
        "must-meet-demand": "Tu peux donner {demand}{nb}: un autre Musicien ne se pose que si tu ne peux pas.",
        "cannot-draw-can-play": "Tu peux jouer, donc tu ne peux pas piocher.",
        "cannot-draw-hint": "Tu peux jouer, donc tu ne peux pas piocher{nb}: essaie la carte {card}.",
        "demand-name": "un {value}",
        "demand-rhythm": "une {value}",
    },
    "en": {
        "not-your-turn": "It is not your turn: wait for your turn to play.",
        "round-over": "The round is over: the dealer deals the next one.",
        "game-over": "The game is over.",
        "not-in-hand": "This card is not in your hand.",
        "bad-action": "This move does not exist in this game.",
        "no-card": "First choose a card in your hand, then press the button.",
        "musicien-needs-demand": "With a Musician, ask for a note name (C…B) or a rhythm.",
        "must-give": "First give {count} card(s) to the player who intercepted wrongly.",
        "gift-count": "You must give exactly {count} different card(s) from your hand.",
        "window-closed": "Too late: you can only intercept right after a Note.",
        "no-intercept-own": "You cannot intercept your own Note, nor the one laid just before your turn.",
        "intercept-note-only": "You can only intercept with a Note card.",
        "intercept-one-card": "You intercept with a single Note card.",
        "several-notes-only-on-rythme": "Several Notes at once only on a Rhythm card.",
        "several-notes-only-notes": "To lay several cards at once, they must all be Notes.",
        "after-rythme": "After the Rhythm {top} you may lay the same Rhythm, a {top} Note, several Notes lasting as long, a Rest, a Repeat or a Musician; not the card {card}.",
        "after-hauteur": "After the Pitch {top} you may lay a {top} Note, an Interval, a Rest, a Repeat or a Musician; not the card {card}.",
        "after-note": "After the Note {top} you may lay that Note's Rhythm or Pitch, a Note with the same rhythm, the same name or a step away, an Interval, a Rest, a Repeat or a Musician; not the card {card}.",
        "not-conjoint": "The card {card} does not go on the card {top}: it needs the same rhythm ({rhythm}), the same name ({name}) or a note one step away.",
        "hauteur-conjoint": "A Pitch card goes on a Note only with the same name: never a Pitch one step away.",
        "intervalle-after-rythme": "No Interval on a Rhythm: there is no note to count from.",
        "must-form-interval": "An Interval ({size}) is asked: lay a Note or a Pitch a {size} from {top}, up or down.",
        "cannot-form-interval": "An Interval ({size}) is asked, and none of your cards is a {size} from {top}: draw {n} cards.",
        "interval-can-be-formed": "You can make the interval: the Musician only helps when you cannot.",
        "musicien-does-not-help": "After the draw, each player must make the interval himself or draw 2 cards: the Musician no longer helps.",
        "must-play-musicien": "You cannot make the interval but you hold a Musician: you must lay it.",
        "demand-name-asked": "The Musician asked for {demand}: lay a Note or a Pitch card with that name.",
        "demand-rhythm-asked": "The Musician asked for {demand}: lay a Note or a Rhythm card with that duration.",
        "demand-none": "You have none: draw a card.",
        "demand-none-musicien": "You have none: draw a card, or lay your Musician to ask for something else.",
        "must-meet-demand": "You can give {demand}: another Musician may only be laid when you cannot.",
        "cannot-draw-can-play": "You can play, so you may not draw.",
        "cannot-draw-hint": "You can play, so you may not draw: try the card {card}.",
        "demand-name": "a {value}",
        "demand-rhythm": "{value}",
    },
    "ro": {
        "not-your-turn": "Nu e rândul tău: așteaptă-ți rândul.",
        "round-over": "Runda s-a terminat: cel care împarte dă cărțile pentru următoarea.",
        "game-over": "Jocul s-a terminat.",
        "not-in-hand": "Cartea aceasta nu e în mâna ta.",
        "bad-action": "Mutarea aceasta nu există în joc.",
        "no-card": "Alege mai întâi o carte din mâna ta, apoi apasă butonul.",
        "musicien-needs-demand": "Cu un Muzician, cere un nume de notă (Do…Si) sau un ritm.",
        "must-give": "Mai întâi dă {count} carte(cărți) jucătorului care a interceptat greșit.",
        "gift-count": "Trebuie să dai exact {count} cărți diferite din mâna ta.",
        "window-closed": "Prea târziu: se poate intercepta doar imediat după o Notă.",
        "no-intercept-own": "Nu poți intercepta Nota ta și nici pe cea pusă chiar înaintea rândului tău.",
        "intercept-note-only": "Se interceptează doar cu o carte Notă.",
        "intercept-one-card": "Se interceptează cu o singură carte Notă.",
        "several-notes-only-on-rythme": "Mai multe Note deodată doar pe o carte Ritm.",
        "several-notes-only-notes": "Ca să pui mai multe cărți deodată, trebuie să fie toate Note.",
        "after-rythme": "După Ritmul {top} poți pune același Ritm, o Notă {top}, mai multe Note care durează la fel, o Pauză, o Repriză sau un Muzician; nu {card}.",
        "after-hauteur": "După Înălțimea {top} poți pune o Notă {top}, un Interval, o Pauză, o Repriză sau un Muzician; nu {card}.",
        "after-note": "După Nota {top} poți pune Ritmul sau Înălțimea ei, o Notă cu același ritm, același nume sau alăturată, un Interval, o Pauză, o Repriză sau un Muzician; nu {card}.",
        "not-conjoint": "{card} nu merge pe {top}: trebuie același ritm ({rhythm}), același nume ({name}) sau o notă alăturată.",
        "hauteur-conjoint": "O Înălțime merge pe o Notă doar cu același nume: niciodată o Înălțime alăturată.",
        "intervalle-after-rythme": "Nu se pune Interval pe un Ritm: nu există notă de la care să numeri.",
        "must-form-interval": "Se cere un Interval ({size}): pune o Notă sau o Înălțime la {size} de {top}, în sus sau în jos.",
        "cannot-form-interval": "Se cere un Interval ({size}) și nicio carte de-a ta nu este la {size} de {top}: trage {n} cărți.",
        "interval-can-be-formed": "Poți forma intervalul: Muzicianul ajută doar dacă nu poți.",
        "musicien-does-not-help": "După ce s-a tras, fiecare trebuie să formeze intervalul singur sau să tragă 2 cărți: Muzicianul nu mai ajută.",
        "must-play-musicien": "Nu poți forma intervalul, dar ai un Muzician: trebuie să-l pui.",
        "demand-name-asked": "Muzicianul a cerut {demand}: pune o Notă sau o Înălțime cu acest nume.",
        "demand-rhythm-asked": "Muzicianul a cerut {demand}: pune o Notă sau un Ritm cu această durată.",
        "demand-none": "Nu ai așa ceva: trage o carte.",
        "demand-none-musicien": "Nu ai așa ceva: trage o carte sau pune Muzicianul tău ca să ceri altceva.",
        "must-meet-demand": "Poți da {demand}: alt Muzician se pune doar dacă nu poți.",
        "cannot-draw-can-play": "Poți juca, deci nu poți trage o carte.",
        "cannot-draw-hint": "Poți juca, deci nu poți trage o carte: încearcă {card}.",
        "demand-name": "un {value}",
        "demand-rhythm": "o {value}",
    },
}


def card_label(card: Card, lang: str, names: str | None = None) -> str:
    """ "Note Do grave (noire)", "Rythme croche", "Hauteur Sol", "Intervalle tierce"… (the
    note's duration in brackets: « Notă Do acut șaisprezecime » read as one long name)."""
    kind = KIND_NAMES[lang][card.kind]
    if card.kind == "note":
        return f"{kind} {note_label(card.pitch, lang, names)} ({rhythm_label(card.rhythm, lang)})"
    if card.kind == "rythme":
        return f"{kind} {rhythm_label(card.rhythm, lang)}"
    if card.kind == "hauteur":
        return f"{kind} {note_label(card.name, lang, names)}"
    if card.kind == "intervalle":
        return f"{kind} {interval_label(card.size, lang)}"
    if card.kind == "silence":
        name = SILENCE_NAMES[lang][card.silence]
        if kind.lower() in name:  # « Pauză de doime », « Half rest », not « Pauză pauză de doime »
            return name[:1].upper() + name[1:]
        return f"{kind} {name}"
    return kind


def demand_label(value: str, lang: str, names: str | None = None) -> str:
    """What a Musicien asks: "un La", "croche"."""
    if value in NAMES:
        label = note_label(value, lang, names)
        if lang == "en" and (names or lang) == "en" and label[:1] in "AEF":  # "an A", "an F"
            return f"an {label}"
        return T[lang]["demand-name"].format(value=label)
    return T[lang]["demand-rhythm"].format(value=rhythm_label(value, lang))


def label(value, lang: str, names: str | None = None) -> str:
    if not isinstance(value, tuple):
        return str(value)
    kind, v = value
    if kind in ("note", "name"):
        return note_label(v, lang, names)
    if kind == "rhythm":
        return rhythm_label(v, lang)
    if kind == "interval":
        return interval_label(v, lang)
    if kind == "card":
        said = card_label(CARDS[v], lang, names)
        if lang == "ro":  # in a sentence a Romanian noun takes its article: « Nota Si grav… »
            first, _, rest = said.partition(" ")
            said = f"{RO_ARTICLED.get(first, first)} {rest}".strip()
        return said
    if kind == "demand":
        return demand_label(v, lang, names)
    raise ValueError(f"unknown field kind {kind!r}")


def _top_label(cid: str, lang: str, names: str | None) -> str:
    c = CARDS[cid]
    if c.kind == "rythme":
        return rhythm_label(c.rhythm, lang)
    if c.kind == "hauteur":
        return note_label(c.name, lang, names)
    return f"{note_label(c.pitch, lang, names)} {rhythm_label(c.rhythm, lang)}"


def say(code: str, **fields) -> Why:
    """A lazily rendered sentence of this module; ("top", card id) names a pile-A top."""
    return Why(_render, code, fields)


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    lang = normalise_lang(lang)
    values = {}
    for k, v in fields.items():
        if isinstance(v, tuple) and v[0] == "top":
            values[k] = _top_label(v[1], lang, names)
        else:
            values[k] = label(v, lang, names)
    return T[lang][code].format(nb=NB, **values)


def theory_why(fn: Callable[..., str], *args, **kwargs) -> Why:
    """A Why over a `theory.explain` function (they take lang and names)."""
    return explained(fn, normalise_lang, *args, **kwargs)


def label_of(cid: str, lang: str, names: str | None = None) -> str:
    """A card's words from its id (the game's declared card labels)."""
    return card_label(CARDS[cid], lang, names)
