"""Every sentence Mots croisés' rules say to a child (fr / ro / en), rendered lazily by `Why`;
the sentences about tiles and words are La Patience's (`rules_text`).

Words of the game stay French in every language. French typography: a no-break space before
« : ; ? ! » and inside « ».
"""

from __future__ import annotations

from games.engine import Why
from theory import normalise_lang

from .rules_text import NB, say_word

T = {
    "fr": {
        "cw-game-over": "La partie est finie.",
        "cw-bad-action": "Ce coup n’existe pas dans les mots croisés de La Clé.",
        "cw-not-your-turn": "Ce n’est pas ton tour{nb}: attends que ce soit à toi.",
        "cw-wait-challenge": "Le dernier joueur n’a plus de lettres{nb}: dis d’abord si tu contestes son mot.",
        "cw-opening-short": "Le premier mot a au moins 3{nb}lettres.",
        "cw-opening-gray": "Le premier mot doit passer par une case grise, au milieu du plateau.",
        "cw-must-key": "Tu peux former le mot-clé {key}{nb}: c’est lui que tu dois poser en premier.",
        "cw-not-connected": "Ton mot doit utiliser une lettre déjà posée sur le plateau.",
        "cw-no-word": "Il n’y a pas de mot à contester maintenant.",
        "cw-own-word": "Tu ne peux pas contester ton propre mot.",
        "cw-partner": "Tu ne peux pas contester le mot de ton partenaire.",
        "cw-arbitre": "À cette table, chaque mot est vérifié dès qu’il est posé{nb}: on ne conteste pas.",
        "cw-right": "Contestation réussie{nb}! {why} Le coup est annulé{nb}: ses lettres retournent sur le support de celui qui l’a joué.",
        "cw-wrong": "Contestation ratée{nb}: tous les mots de ce coup sont dans le dictionnaire du jeu. Le coup reste.",
        "cw-plural-stands": "{word} n’est pas seulement le pluriel de {single}{nb}: le dictionnaire le connaît aussi comme un autre mot (un verbe conjugué, par exemple), alors la règle des pluriels ne l’interdit pas.",
    },
    "ro": {
        "cw-game-over": "Partida s-a terminat.",
        "cw-bad-action": "Mutarea aceasta nu există la cuvintele încrucișate din La Clé.",
        "cw-not-your-turn": "Nu este rândul tău: așteaptă să vină rândul tău.",
        "cw-wait-challenge": "Ultimul jucător nu mai are litere: spune mai întâi dacă îi contești cuvântul.",
        "cw-opening-short": "Primul cuvânt are cel puțin 3 litere.",
        "cw-opening-gray": "Primul cuvânt trebuie să treacă printr-o căsuță gri, în mijlocul tablei.",
        "cw-must-key": "Poți forma cuvântul-cheie {key}: pe el trebuie să-l pui primul.",
        "cw-not-connected": "Cuvântul tău trebuie să folosească o literă care este deja pe tablă.",
        "cw-no-word": "Acum nu este niciun cuvânt de contestat.",
        "cw-own-word": "Nu îți poți contesta propriul cuvânt.",
        "cw-partner": "Nu poți contesta cuvântul partenerului tău.",
        "cw-arbitre": "La masa aceasta fiecare cuvânt este verificat imediat ce e pus: nu se contestă.",
        "cw-right": "Contestație reușită! {why} Mutarea se anulează: literele ei se întorc pe suportul celui care a jucat-o.",
        "cw-wrong": "Contestație greșită: toate cuvintele mutării sunt în dicționarul jocului. Mutarea rămâne.",
        "cw-plural-stands": "{word} nu este doar pluralul lui {single}: dicționarul îl cunoaște și ca alt cuvânt (de exemplu un verb conjugat), așa că regula pluralelor nu îl interzice.",
    },
    "en": {
        "cw-game-over": "The game is over.",
        "cw-bad-action": "That move does not exist in La Clé’s crosswords.",
        "cw-not-your-turn": "It is not your turn: wait until it is yours.",
        "cw-wait-challenge": "The last player has no letters left: first say whether you challenge his word.",
        "cw-opening-short": "The first word has at least 3 letters.",
        "cw-opening-gray": "The first word must go through a grey square, in the middle of the board.",
        "cw-must-key": "You can make the key word {key}: that is the word you must lay first.",
        "cw-not-connected": "Your word must use a letter already on the board.",
        "cw-no-word": "There is no word to challenge now.",
        "cw-own-word": "You cannot challenge your own word.",
        "cw-partner": "You cannot challenge your partner’s word.",
        "cw-arbitre": "At this table every word is checked as soon as it is laid: no challenges.",
        "cw-right": "Challenge won! {why} The move is undone: its letters go back to the rack of whoever played it.",
        "cw-wrong": "Challenge lost: every word of this move is in the game’s dictionary. The move stands.",
        "cw-plural-stands": "{word} is not only the plural of {single}: the dictionary also knows it as another word (a verb form, for example), so the plural rule does not forbid it.",
    },
}

CODES = tuple(T["fr"])


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    return T[normalise_lang(lang)][code].format(nb=NB, **fields)


def say(code: str, **fields) -> Why:
    """A lazily rendered sentence of this module."""
    return Why(_render, code, fields)


def _render_verdict(
    right: bool, fault, word, side, also=(), *, lang: str, names: str | None
) -> str:
    if not right:
        stands = [
            _render("cw-plural-stands", {"word": w, "single": w[:-1]}, lang=lang, names=names)
            for w in also
        ]
        return " ".join([_render("cw-wrong", {}, lang=lang, names=names), *stands])
    why = say_word(fault, word, side).render(lang, names)
    return _render("cw-right", {"why": why}, lang=lang, names=names)


def verdict(challenge: dict) -> Why:
    """What the page says once the lexicon has decided a challenge (the `challenge` event's
    data): on which ground the move falls (« RIXES : ce pluriel demande… »), or that it stands."""
    word = challenge.get("word") or {}
    return Why(
        _render_verdict,
        bool(challenge["right"]),
        challenge.get("fault"),
        word.get("word", ""),
        not word.get("main", True),
        tuple(challenge.get("also") or ()),
    )
