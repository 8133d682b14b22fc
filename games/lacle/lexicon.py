"""La Clé's French lexicon (ruling LC-3), plain Python: no Django, no hunspell.

The words live in `data/lexique.tsv.gz`, built by `tools/build_lexicon.py` (`make lexicon`) from
Debian's `hunspell-fr-classical` (MPL-2.0, `data/LICENSE-MPL-2.0.txt`); see `data/README.md`. One
line per accent-free upper-case form, `WORD<TAB>CODE`:

- `w` a game word; `p` a game word that is plural-only: every reading of it is a plural and it
  ends in S or X (PARIS, EUX; NOTES is also "tu notes", so `w`). Plurals without a final S or X
  (TEMPI, LIEDER) are `w`: the plural rule concerns only a final S or X;
- `N`, `A`, `F`, `V`: refused, kept to say why: proper noun only, abbreviation only, foreign
  only, crude word or slur (kept out of a game for children: `data/ecartes.txt`).

`load()` reads it once per process (cached); `"SAVOIR" in lex` and `lex.plural_only("PARIS")` are
one dict probe. The plural rule itself lives in the rules: a plural-only form may be laid only if
its final S or X was already on the board.
"""

from __future__ import annotations

import gzip
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "lexique.tsv.gz"

WORD, PLURAL = "w", "p"
REASONS = {"N": "proper-noun", "A": "abbreviation", "F": "foreign", "V": "school"}
_GAME = frozenset((WORD, PLURAL))

# In French, for `manage.py mot` (the lexicon and its users are French).
EXPLAINED = {
    "unknown": "inconnu du dictionnaire",
    "proper-noun": "nom propre seulement",
    "abbreviation": "abréviation, sigle ou symbole seulement",
    "foreign": "mot étranger (morceau de locution latine ou italienne) seulement",
    "school": "mot grossier, injurieux ou d'adulte, écarté d'un jeu pour les élèves (data/ecartes.txt)",
    "too-short": "une seule lettre : les mots ont 2 lettres ou plus",
    "not-letters": "pas seulement des lettres (trait d'union, apostrophe, chiffre…)",
}


def game_form(text: str) -> str:
    """How a typed word is played (LC-2): 'fière' → 'FIERE', 'œuvre' → 'OEUVRE'."""
    text = text.strip().replace("œ", "oe").replace("Œ", "OE").replace("æ", "ae").replace("Æ", "AE")
    bare = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return bare.upper()


class Lexicon:
    """Accent-free upper-case game words, each plural-only or not (LC-3)."""

    __slots__ = ("_codes",)

    def __init__(self, codes: dict[str, str]) -> None:
        self._codes = codes

    @classmethod
    def from_words(cls, words: Mapping[str, bool] | Iterable[str]) -> Lexicon:
        """A small lexicon for tests: `{"SAVOIR": False, "PARIS": True}` (word → plural_only)."""
        if not isinstance(words, Mapping):
            words = dict.fromkeys(words, False)
        return cls({w: PLURAL if plural else WORD for w, plural in words.items()})

    @classmethod
    def from_file(cls, path: Path = DATA) -> Lexicon:
        with gzip.open(path, "rt", encoding="ascii") as f:
            items = iter(f.read().split())
        return cls(dict(zip(items, items, strict=True)))

    def __contains__(self, word: object) -> bool:
        return self._codes.get(word) in _GAME  # type: ignore[arg-type]

    def __iter__(self) -> Iterator[str]:
        """The game words, in the file's (alphabetical) order."""
        return (w for w, code in self._codes.items() if code in _GAME)

    def __len__(self) -> int:
        return sum(1 for code in self._codes.values() if code in _GAME)

    def plural_only(self, word: str) -> bool:
        """True when every reading of `word` is a plural ending in S or X (PARIS, EUX)."""
        return self._codes.get(word) == PLURAL

    def why_not(self, word: str) -> str | None:
        """None for a game word, else why not: "unknown", "proper-noun", "abbreviation",
        "foreign", "school" (a crude or sexual word, or a slur), "too-short" (one letter), "not-letters" (hyphen, apostrophe, digit…).

        Accents and case are forgiven here ('fière' is FIERE), not by `in`."""
        form = game_form(word)
        if not form.isascii() or not form.isalpha():
            return "not-letters"
        if len(form) < 2:
            return "too-short"
        code = self._codes.get(form)
        if code in _GAME:
            return None
        return REASONS.get(code, "unknown")  # type: ignore[arg-type]


@cache
def load() -> Lexicon:
    """The committed lexicon, read once per process (about 0.3 s)."""
    return Lexicon.from_file(DATA)


def report(words: Iterable[str], lex: Lexicon | None = None) -> tuple[list[str], bool]:
    """`manage.py mot`: one French line per word, and whether every word is a game word."""
    lex = lex if lex is not None else load()
    lines, all_valid = [], True
    for word in words:
        form = game_form(word)
        reason = lex.why_not(word)
        if reason is not None:
            all_valid = False
            label = form if form else repr(word)
            lines.append(f"{label} : refusé — {EXPLAINED[reason]}")
        elif lex.plural_only(form):
            lines.append(
                f"{form} : valide, pluriel seulement — ne se pose que si son {form[-1]} final "
                "est déjà sur le plateau (LC-3)"
            )
        else:
            lines.append(f"{form} : valide")
    return lines, all_valid
