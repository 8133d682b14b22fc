"""Every sentence Bataille des sons' rules say to a child (fr / ro / en), rendered by `Why`.

French typography: a no-break space (U+00A0) before « : ; ? ! », « » quotes, the typographic
apostrophe ’. A field is plain text or a (kind, value) pair: ("param", "pitch") « la hauteur »,
("power", "miroir") « Miroir ».
"""

from __future__ import annotations

from games.engine import Why
from theory import normalise_lang

NB = "\u00a0"

PARAM_WORDS = {
    "fr": {"volume": "le volume", "pitch": "la hauteur", "duration": "la durée",
           "timbre": "le timbre"},
    "ro": {"volume": "intensitatea", "pitch": "înălțimea", "duration": "durata",
           "timbre": "timbrul"},
    "en": {"volume": "volume", "pitch": "pitch", "duration": "duration", "timbre": "timbre"},
}  # fmt: skip
POWER_WORDS = {
    "fr": {"crescendo": "Crescendo", "miroir": "Miroir", "transposition": "Transposition",
           "echo": "Écho"},
    "ro": {"crescendo": "Crescendo", "miroir": "Oglinda", "transposition": "Transpunerea",
           "echo": "Ecoul"},
    "en": {"crescendo": "Crescendo", "miroir": "Mirror", "transposition": "Transposition",
           "echo": "Echo"},
}  # fmt: skip
# BS-sheet-37: Scherzo's words, « le plus … » for each parameter and way.
WAY_WORDS = {
    "fr": {("volume", "high"): "le plus fort", ("volume", "low"): "le plus faible",
           ("pitch", "high"): "le plus aigu", ("pitch", "low"): "le plus grave",
           ("duration", "high"): "le plus long", ("duration", "low"): "le plus court",
           ("timbre", "high"): "le plus rugueux", ("timbre", "low"): "le plus lisse"},
    "ro": {("volume", "high"): "cel mai tare", ("volume", "low"): "cel mai slab",
           ("pitch", "high"): "cel mai înalt", ("pitch", "low"): "cel mai grav",
           ("duration", "high"): "cel mai lung", ("duration", "low"): "cel mai scurt",
           ("timbre", "high"): "cel mai aspru", ("timbre", "low"): "cel mai neted"},
    "en": {("volume", "high"): "the loudest", ("volume", "low"): "the softest",
           ("pitch", "high"): "the highest", ("pitch", "low"): "the lowest",
           ("duration", "high"): "the longest", ("duration", "low"): "the shortest",
           ("timbre", "high"): "the roughest", ("timbre", "low"): "the smoothest"},
}  # fmt: skip
QUESTION = {
    "fr": "Qui a le son {words}{nb}?",
    "ro": "Cine are sunetul {words}?",
    "en": "Who has {words} sound?",
}

T = {
    "fr": {
        "game-over": "La partie est finie.",
        "round-over": "La manche est finie{nb}: on distribue la suivante.",
        "bad-action": "Ce coup n’existe pas dans la Bataille des sons.",
        "not-your-turn": "Ce n’est pas ton tour{nb}: les défenseurs posent l’un après l’autre depuis la droite de l’attaquant, et l’attaquant en dernier.",
        "not-dealer": "Ce n’est pas à toi de distribuer{nb}: regarde qui va distribuer la manche suivante.",
        "deal-in-play": "La manche est en cours{nb}: on distribuera quand elle sera finie.",
        "ask-first": "Pose d’abord ta question{nb}: c’est toi l’attaquant.",
        "sitting-out": "Tu n’as plus de carte{nb}: tu attends la fin de la manche.",
        "attacker-asks": "C’est l’attaquant qui pose la question, pas toi.",
        "wait-question": "Attends la question de l’attaquant avant de poser ta carte.",
        "asked-already": "La question est déjà posée{nb}: on ne la pose qu’une fois par plie.",
        "bad-param": "Choisis le volume, la hauteur, la durée ou le timbre.",
        "way-needed": "En Scherzo, dis si tu veux le son «{nb}le plus{nb}» ou «{nb}le moins{nb}».",
        "no-way": "Ici, pas besoin de dire «{nb}le plus{nb}» ou «{nb}le moins{nb}»{nb}: c’est la règle de la partie qui décide.",
        "attacker-power": "L’attaquant ne peut pas activer de super pouvoir{nb}: seuls les défenseurs le peuvent.",
        "no-power": "Ta carte n’a pas de super pouvoir.",
        "mystery-power": "La carte mystère ne donne pas son super pouvoir.",
        "target-needed": "Avec la Transposition, choisis le nouveau sujet{nb}: le volume, la hauteur, la durée ou le timbre.",
        "same-param": "La Transposition doit changer le sujet{nb}: on juge déjà {param}.",
        "no-target": "Seule la Transposition change le sujet de la bataille.",
    },
    "ro": {
        "game-over": "Jocul s-a terminat.",
        "round-over": "Runda s-a terminat: se împart cărțile pentru următoarea.",
        "bad-action": "Mutarea aceasta nu există în Bătălia sunetelor.",
        "not-your-turn": "Nu e rândul tău: apărătorii pun pe rând, începând din dreapta atacantului, iar atacantul ultimul.",
        "not-dealer": "Nu tu împarți cărțile acum: uită-te cine împarte runda următoare.",
        "deal-in-play": "Runda e în desfășurare: se împart cărțile când se termină.",
        "ask-first": "Pune mai întâi întrebarea: tu ești atacantul.",
        "sitting-out": "Nu mai ai nicio carte: aștepți sfârșitul rundei.",
        "attacker-asks": "Atacantul pune întrebarea, nu tu.",
        "wait-question": "Așteaptă întrebarea atacantului înainte să-ți pui cartea.",
        "asked-already": "Întrebarea a fost deja pusă: se pune o singură dată pe levată.",
        "bad-param": "Alege intensitatea, înălțimea, durata sau timbrul.",
        "way-needed": "În Scherzo, spune dacă vrei sunetul „cel mai” sau „cel mai puțin”.",
        "no-way": "Aici nu trebuie să spui „cel mai” sau „cel mai puțin”: regula jocului decide.",
        "attacker-power": "Atacantul nu poate folosi o superputere: doar apărătorii pot.",
        "no-power": "Cartea ta nu are superputere.",
        "mystery-power": "Cartea misterioasă nu își dă superputerea.",
        "target-needed": "Cu Transpunerea, alege noul subiect: intensitatea, înălțimea, durata sau timbrul.",
        "same-param": "Transpunerea trebuie să schimbe subiectul: deja se judecă {param}.",
        "no-target": "Doar Transpunerea schimbă subiectul bătăliei.",
    },
    "en": {
        "game-over": "The game is over.",
        "round-over": "The round is over: the next one is being dealt.",
        "bad-action": "That move does not exist in Battle of Sounds.",
        "not-your-turn": "It is not your turn: the defenders lay one after another from the attacker’s right, the attacker last.",
        "not-dealer": "It is not your turn to deal: see who deals the next round.",
        "deal-in-play": "The round is under way: the cards are dealt when it is over.",
        "ask-first": "Ask your question first: you are the attacker.",
        "sitting-out": "You have no card left: you wait for the end of the round.",
        "attacker-asks": "The attacker asks the question, not you.",
        "wait-question": "Wait for the attacker’s question before laying your card.",
        "asked-already": "The question has been asked: it is asked only once per trick.",
        "bad-param": "Choose volume, pitch, duration or timbre.",
        "way-needed": "In Scherzo, say which sound wins: the one with the “most” or the one with the “least”.",
        "no-way": "Here you need not say “most” or “least”: the game’s rule decides.",
        "attacker-power": "The attacker cannot use a super power: only the defenders can.",
        "no-power": "Your card has no super power.",
        "mystery-power": "The mystery card does not lend its super power.",
        "target-needed": "With Transposition, choose the new subject: volume, pitch, duration or timbre.",
        "same-param": "Transposition must change the subject: {param} is already judged.",
        "no-target": "Only Transposition changes the subject of the battle.",
    },
}


def param_label(param: str, lang: str) -> str:
    return PARAM_WORDS[normalise_lang(lang)][param]


def power_label(power: str, lang: str) -> str:
    return POWER_WORDS[normalise_lang(lang)][power]


def way_label(param: str, way: str, lang: str) -> str:
    """BS-sheet-37: « le plus aigu », « le plus grave »…"""
    return WAY_WORDS[normalise_lang(lang)][(param, way)]


def question_text(param: str, way: str, lang: str = "fr") -> str:
    """The attacker's question in words: « Qui a le son le plus fort ? »."""
    lang = normalise_lang(lang)
    return QUESTION[lang].format(words=way_label(param, way, lang), nb=NB)


def _label(value, lang: str) -> str:
    if not isinstance(value, tuple):
        return str(value)
    if value[0] == "param":
        return param_label(value[1], lang)
    if value[0] == "power":
        return power_label(value[1], lang)
    raise ValueError(f"unknown field kind {value[0]!r}")


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    lang = normalise_lang(lang)
    values = {k: _label(v, lang) for k, v in fields.items()}
    return T[lang][code].format(nb=NB, **values)


def say(code: str, **fields) -> Why:
    """A lazily rendered sentence of this module."""
    return Why(_render, code, fields)
