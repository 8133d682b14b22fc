"""Every sentence La Clé en duplicate's rules say to a pupil (fr / ro / en), rendered lazily by
`Why`; the words of a move's refusals are Mots croisés' and La Patience's. French typography: a
no-break space before « : ; ? ! »."""

from __future__ import annotations

from games.engine import IllegalAction, Why
from theory import normalise_lang

from .rules_text import NB

T = {
    "fr": {
        "dp-closed": "Le temps de ce tour est écoulé{nb}: ton coup n’a pas été compté. Regarde le top, puis attends le tour suivant.",
        "dp-over": "La partie est finie.",
        "dp-over-join": "Cette partie est finie{nb}: on ne peut plus y entrer. Regarde le classement, ou demande à ton professeur la prochaine partie.",
        "dp-waiting": "Le premier tour n’a pas commencé{nb}: ton professeur le lance quand toute la classe est là.",
        "dp-not-player": "Tu ne joues pas dans cette partie.",
        "dp-bad-action": "Pose un mot sur le plateau avec les lettres du tirage.",
    },
    "ro": {
        "dp-closed": "Timpul acestei ture a trecut{nb}: mutarea ta nu a fost numărată. Uită-te la top, apoi așteaptă tura următoare.",
        "dp-over": "Partida s-a terminat.",
        "dp-over-join": "Această partidă s-a terminat{nb}: nu mai poți intra în ea. Uită-te la clasament sau întreabă-l pe profesorul tău care este următoarea partidă.",
        "dp-waiting": "Prima tură nu a început{nb}: profesorul tău o pornește când toată clasa este aici.",
        "dp-not-player": "Nu joci în această partidă.",
        "dp-bad-action": "Pune un cuvânt pe tablă cu literele extrase.",
    },
    "en": {
        "dp-closed": "Time is up for this turn{nb}: your move was not counted. Look at the top, then wait for the next turn.",
        "dp-over": "The game is over.",
        "dp-over-join": "This game is over{nb}: no one can join it now. Look at the ranking, or ask your teacher for the next game.",
        "dp-waiting": "The first turn has not started{nb}: your teacher starts it when the whole class is here.",
        "dp-not-player": "You are not playing in this game.",
        "dp-bad-action": "Lay a word on the board with the letters drawn.",
    },
}


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    nb = NB if normalise_lang(lang) == "fr" else ""
    return T[normalise_lang(lang)][code].format(nb=nb, **fields)


def refuse(code: str) -> IllegalAction:
    return IllegalAction(code, Why(_render, code, {}))
