"""Every sentence La Clé's rules say to a child (fr / ro / en), rendered lazily by `Why`.

Words of the game stay French in every language (the lexicon is French); rows and columns are
counted from 1 as on the drawn board. French typography: a no-break space before « : ; ? ! ».
"""

from __future__ import annotations

from games.engine import Why
from theory import normalise_lang

NB = "\u00a0"

T = {
    "fr": {
        "game-over": "La patience est finie.",
        "bad-action": "Ce coup n’existe pas dans La Clé.",
        "not-your-seat": "Cette patience n’est pas la tienne.",
        "bad-tiles": "Pose au moins une lettre, chacune sur une case du plateau, avec sa lettre.",
        "joker-letter": "Dis quelle lettre ton joker remplace (une lettre de A à Z).",
        "same-cell": "Une seule lettre par case{nb}!",
        "taken": "La case ligne {row}, colonne {col} est déjà prise.",
        "not-in-rack": "Tu n’as pas assez de {letter} sur ton support.",
        "not-in-rack-joker": "Tu n’as pas assez de {letter} sur ton support, mais ton joker peut remplacer un {letter}.",
        "none-in-rack": "Tu n’as pas de {letter} sur ton support.",
        "none-in-rack-joker": "Tu n’as pas de {letter} sur ton support, mais ton joker peut remplacer un {letter}.",
        "no-joker": "Tu n’as pas de joker sur ton support.",
        "not-one-line": "Pose tes lettres sur une seule ligne ou une seule colonne.",
        "gap": "Tes lettres doivent former un seul mot, sans case vide au milieu (les lettres déjà posées comptent).",
        "too-short": "Un mot a au moins 2{nb}lettres.",
        "top-left": "Le premier mot doit couvrir la première case, tout en haut à gauche.",
        "not-on-previous": "Ton mot doit passer par une lettre du mot précédent, {previous}.",
        "unknown": "{word}{nb}: ce mot n’est pas dans le dictionnaire du jeu.",
        "proper-noun": "{word}{nb}: ce n’est pas un mot du jeu, c’est un nom propre (les noms propres sont interdits).",
        "abbreviation": "{word}{nb}: ce n’est pas un mot du jeu, c’est une abréviation (les abréviations et les sigles sont interdits).",
        "foreign": "{word}{nb}: ce n’est pas un mot du jeu, c’est un mot étranger (les mots étrangers sont interdits).",
        "school": "{word}{nb}: ce mot n’est pas dans le dictionnaire de l’école (les gros mots, les insultes et les mots d’adultes en sont écartés).",
        "not-letters": "{word}{nb}: un mot du jeu n’a que des lettres, sans trait d’union ni apostrophe.",
        "plural-s": "{word}{nb}: ce pluriel demande que son S soit déjà sur le plateau.",
        "plural-x": "{word}{nb}: ce pluriel demande que son X soit déjà sur le plateau.",
        "side": "{why} (C’est un mot formé à côté de ton mot{nb}: il doit être juste lui aussi.)",
    },
    "ro": {
        "game-over": "Pasiența s-a terminat.",
        "bad-action": "Mutarea aceasta nu există în La Clé.",
        "not-your-seat": "Pasiența aceasta nu este a ta.",
        "bad-tiles": "Pune cel puțin o literă, fiecare pe o căsuță a tablei, cu litera ei.",
        "joker-letter": "Spune ce literă înlocuiește jokerul tău (o literă de la A la Z).",
        "same-cell": "O singură literă pe căsuță!",
        "taken": "Căsuța de pe rândul {row}, coloana {col} este deja ocupată.",
        "not-in-rack": "Nu ai destule litere {letter} pe suport.",
        "not-in-rack-joker": "Nu ai destule litere {letter} pe suport, dar jokerul tău poate înlocui un {letter}.",
        "none-in-rack": "Nu ai nicio literă {letter} pe suport.",
        "none-in-rack-joker": "Nu ai nicio literă {letter} pe suport, dar jokerul tău poate înlocui un {letter}.",
        "no-joker": "Nu ai niciun joker pe suport.",
        "not-one-line": "Pune literele pe un singur rând sau pe o singură coloană.",
        "gap": "Literele tale trebuie să formeze un singur cuvânt, fără căsuță goală la mijloc (literele deja puse contează).",
        "too-short": "Un cuvânt are cel puțin 2 litere.",
        "top-left": "Primul cuvânt trebuie să acopere prima căsuță, sus de tot în stânga.",
        "not-on-previous": "Cuvântul tău trebuie să treacă printr-o literă a cuvântului de dinainte, {previous}.",
        "unknown": "{word}: cuvântul acesta nu este în dicționarul jocului (francez).",
        "proper-noun": "{word}: nu este un cuvânt al jocului, este un nume propriu (numele proprii sunt interzise).",
        "abbreviation": "{word}: nu este un cuvânt al jocului, este o abreviere (abrevierile și siglele sunt interzise).",
        "foreign": "{word}: nu este un cuvânt al jocului, este un cuvânt străin (cuvintele străine sunt interzise).",
        "school": "{word}: acest cuvânt nu este în dicționarul școlii (cuvintele vulgare, insultele și cuvintele pentru adulți sunt lăsate deoparte).",
        "not-letters": "{word}: un cuvânt al jocului are numai litere, fără cratimă sau apostrof.",
        "plural-s": "{word}: pluralul acesta cere ca S-ul lui să fie deja pe tablă.",
        "plural-x": "{word}: pluralul acesta cere ca X-ul lui să fie deja pe tablă.",
        "side": "{why} (E un cuvânt format lângă cuvântul tău: și el trebuie să fie corect.)",
    },
    "en": {
        "game-over": "The Patience is over.",
        "bad-action": "That move does not exist in La Clé.",
        "not-your-seat": "This Patience is not yours.",
        "bad-tiles": "Lay at least one letter, each on a square of the board, with its letter.",
        "joker-letter": "Say which letter your joker stands for (a letter from A to Z).",
        "same-cell": "Only one letter per square!",
        "taken": "The square on row {row}, column {col} is already taken.",
        "not-in-rack": "You do not have enough {letter} letters on your rack.",
        "not-in-rack-joker": "You do not have enough {letter} letters on your rack, but your joker can stand for {letter}.",
        "none-in-rack": "You have no {letter} on your rack.",
        "none-in-rack-joker": "You have no {letter} on your rack, but your joker can stand for {letter}.",
        "no-joker": "You have no joker on your rack.",
        "not-one-line": "Lay your letters in one row or one column.",
        "gap": "Your letters must make one word, with no empty square in the middle (letters already on the board count).",
        "too-short": "A word has at least 2 letters.",
        "top-left": "The first word must cover the first square, at the very top left.",
        "not-on-previous": "Your word must go through a letter of the previous word, {previous}.",
        "unknown": "{word}: this word is not in the game’s (French) dictionary.",
        "proper-noun": "{word}: not a word of the game, it is a proper noun (proper nouns are not allowed).",
        "abbreviation": "{word}: not a word of the game, it is an abbreviation (abbreviations are not allowed).",
        "foreign": "{word}: not a word of the game, it is a foreign word (foreign words are not allowed).",
        "school": "{word}: this word is not in the school’s dictionary (rude words, insults and grown-up words are left out).",
        "not-letters": "{word}: a word of the game has only letters, no hyphen or apostrophe.",
        "plural-s": "{word}: this plural needs its S to be on the board already.",
        "plural-x": "{word}: this plural needs its X to be on the board already.",
        "side": "{why} (It is a word formed alongside yours: it must be right too.)",
    },
}

WORD_FAULTS = (
    "unknown",
    "proper-noun",
    "abbreviation",
    "foreign",
    "school",
    "not-letters",
    "plural-s",
    "plural-x",
)


def _render(code: str, fields: dict, *, lang: str, names: str | None) -> str:
    lang = normalise_lang(lang)
    text = T[lang].get(code) or T[lang]["unknown"]
    return text.format(nb=NB, **fields)


def say(code: str, **fields) -> Why:
    """A lazily rendered sentence of this module."""
    return Why(_render, code, fields)


def _render_word(code: str, word: str, side: bool, *, lang: str, names: str | None) -> str:
    why = _render(code, {"word": word}, lang=lang, names=names)
    if not side:
        return why
    return _render("side", {"why": why}, lang=lang, names=names)


def say_word(code: str, word: str, side: bool = False) -> Why:
    """Why a word may not stand, naming it (« RIXES : ce pluriel demande… »); a word formed on
    the side says so."""
    return Why(_render_word, code, word, side)
