#!/usr/bin/env python3
"""Build La Clé's lexicon (ruling LC-3) from Debian's `hunspell-fr-classical` (MPL-2.0).

Run `make lexicon` (it installs the package if needed), or directly:

    python3 tools/build_lexicon.py [--dic /usr/share/hunspell/fr.dic] [--aff …] [--out …]

It writes `games/lacle/data/lexique.tsv.gz` (one `WORD<TAB>CODE` line per form, sorted, gzip with
mtime 0: the same input gives the same bytes), copies the package's licence into
`LICENSE-MPL-2.0.txt` beside it, and rewrites the figures in `games/lacle/data/README.md`. Plain Python 3 (standard library only); `unmunch` is not used: it
expands the continuation flags blindly and emits millions of forms hunspell itself refuses.

The steps:

1. **The affix file** (`fr.aff`, `FLAG long`: every flag is two characters). Each `PFX`/`SFX`
   class is read with its cross-product mark (`Y`/`N`) and its rules: strip, affix,
   continuation flags (after `/`), condition, and morphology (`po:…`, `is:…`). Conditions are
   hunspell's patterns (`.`, `[abc]`, `[^abc]`, letters), checked against the stem, at its end
   for a suffix and at its start for a prefix, as hunspell does. The special flags are read by
   name: `NEEDAFFIX` (`()`: the bare stem, or an affixed form carrying it, is not a word by
   itself), `FORBIDDENWORD`, `KEEPCASE` (`||`), `NOSUGGEST` (`--`), `CIRCUMFIX`.
2. **The stems** (`fr.dic`): `stem/FLAGS morphology`. Each entry is sorted into one of:
   - *excluded*, not stored: an entry with `FORBIDDENWORD` (none in 7.0); the prefix and
     suffix fragments, errors and symbols (`po:pfx` such as anti, `po:sfx`, `po:err`,
     `po:div`, `po:ponc`, `po:sign`);
   - *abbreviation* (code `A`): all-capital stems (SNCF, OK), capitalised titles (`po:titr`:
     Mme, Dr), `KEEPCASE`/`NOSUGGEST` entries (units and symbols: mth, km, ha), and the few
     lower-case abbreviations the dictionary does not flag (`LOWER_ABBREVIATIONS`: cf, etc…);
   - *proper noun* (code `N`): any capital letter in the stem (France, Mozart, openSUSE) or a
     proper-noun tag (`po:npr`, `po:prn` first names, `po:patr` surnames);
   - *foreign* (code `F`): the Latin and Italian pieces of locutions, entries tagged only
     `po:loc.…` and listed in `FOREIGN_LOCUTIONS` (AB, AD, HOC, PRIORI, CAPPELLA…);
   - *kept out of a children's game* (code `V`): the crude words and slurs listed in
     `data/ecartes.txt` (MERDE, CON, PUTE…); a form another, ordinary entry also makes stays a
     word (FOUS is « fou » as well as « foutre »), unless the file lists the form itself
     (`=PUTES`: « vous pûtes » spells it too);
   - *game entry*: everything else, lower-case common words. The dictionary is the judge of
     what is French: it lists borrowings in use (BLOG, LIED, TEMPO, SPRINT) as French words, and
     tags no word as foreign, hence the short explicit list above.
   `CIRCUMFIX` is declared by the affix file but carried by no rule in 7.0.
3. **Expansion**, one level of affixes as hunspell applies them: the bare stem (unless it has
   `NEEDAFFIX`); each suffix of its flags; each prefix of its flags; and, when both classes
   are marked `Y`, each prefix with each suffix (cross product; a prefix's continuation flags
   may name further suffix classes, as the unit prefixes `kilo`, `méga`… do with `S.`). An
   affixed form whose rule carries `NEEDAFFIX` counts only with the other affix. Rules whose
   affix holds a non-letter (the elisions `l'`, `d'`, `qu'`, `jusqu'`…) are skipped: their
   forms hold an apostrophe and are no game words (LC-3).
4. **Morphology**: a form's reading has the entry's tags with the rule's number (`is:sg`,
   `is:pl`, `is:inv`) replacing the entry's when the rule gives one. A reading is a plural when
   its number is `is:pl`: nouns, adjectives, participles, and the grammatical plurals the
   dictionary tags so (EUX, NOUS, VOUS, CES, LES, DES, DEUX, TOUS). Conjugated verbs carry
   persons (`po:1pl`), not `is:pl`: CHANTONS is a verb form, not a plural.
5. **Game forms**: each form is spelt in capitals without accents: Unicode NFD with combining
   marks dropped, the ligatures Œ → OE and Æ → AE; only forms of 2 letters A–Z or more are kept
   (hyphenated and apostrophe entries such as PORTE-MONNAIE and AUJOURD'HUI, digits, dots and
   one-letter words drop out). Accented spellings that meet (PÉCHÉ, PÊCHE…) merge.
6. **Number** of a game form: `p` (plural-only) when every reading of it, over every entry and
   every accented spelling, is a plural **and** it ends in S or X (PARIS, only the plural of
   *pari*; EUX). NOTES is also "tu notes": `w`. Plurals without a final S or X (TEMPI, LIEDER,
   MAXIMA) are `w`, words like any other: the plural rule concerns only a final S or X, so
   `plural_only` is true only of forms ending in S or X.
7. **Codes**: a form with any game reading is `w` or `p`; a form with none is kept with the
   reason it is refused, `N` (proper noun), else `A` (abbreviation), else `F` (foreign), so
   that the game and `manage.py mot` can say why MOZART, SNCF or HOC are refused.
"""

from __future__ import annotations

import argparse
import gzip
import io
import re
import subprocess
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "games" / "lacle" / "data"
OUT = DATA / "lexique.tsv.gz"
README = DATA / "README.md"
LICENSE = DATA / "LICENSE-MPL-2.0.txt"
SCHOOL_LIST = DATA / "ecartes.txt"  # crude words and slurs kept out of a children's game
COPYRIGHT = Path("/usr/share/doc/hunspell-fr-classical/copyright")
MPL = Path("/usr/share/common-licenses/MPL-2.0")
PACKAGE = "hunspell-fr-classical"
DIC = Path("/usr/share/hunspell/fr.dic")
AFF = Path("/usr/share/hunspell/fr.aff")

WORD = "w"  # a game word
PLURAL = "p"  # a game word whose every reading is a plural ending in S or X
PROPER = "N"  # refused: a proper noun only
ABBREV = "A"  # refused: an abbreviation, acronym, title or symbol only
FOREIGN = "F"  # refused: a Latin or Italian fragment of a locution only (ad hoc, a cappella)
SCHOOL = "V"  # refused: a crude word or a slur, kept out of a game for children
REFUSED = (PROPER, ABBREV, FOREIGN, SCHOOL)  # a form refused on several grounds: the first

# Lower-case entries that are abbreviations, though the dictionary marks them with no flag
# (it lists them bare so that « fig. » or « janv. » spell-check): the editorial ones, the
# months, and the trigonometric functions' symbols. A pupil who challenges FIG, ENV or OCT is
# right (cos and tan stay: the lettuce and the oak bark are words).
LOWER_ABBREVIATIONS = frozenset(
    ["cf", "conf", "cit", "etc", "vs", "av", "ln", "pt", "éd"]
    + ["bibl", "chap", "circ", "coll", "div", "dpi", "env", "étym", "fig", "hab", "ibid"]
    + ["litt", "rel", "réf", "suppl"]
    + ["janv", "févr", "avr", "juil", "oct", "nov", "déc"]
    + ["sin", "sinh", "cosh", "tanh", "cotan", "cotanh", "arcsin", "arccos", "arctan"]
)
# Entries tagged only as pieces of a locution (`po:loc.…`) that are Latin or Italian, not
# French words: ab ovo, ad hoc, a cappella, in extenso… (French pieces such as tâtons,
# reculons, catimini or emblée stay words.)
_SCHOOL_LINES = [
    line.strip()
    for line in SCHOOL_LIST.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]
SCHOOL_ENTRIES = frozenset(line for line in _SCHOOL_LINES if not line.startswith("="))
SCHOOL_FORMS = frozenset(line[1:] for line in _SCHOOL_LINES if line.startswith("="))
FOREIGN_LOCUTIONS = frozenset(
    [
        "ab",
        "abrupto",
        "abstracto",
        "absurdo",
        "ac",
        "ad",
        "æquo",
        "æternam",
        "al",
        "bene",
        "cætera",
        "cappella",
        "cathedra",
        "causa",
        "cetera",
        "cœtera",
        "commodo",
        "contrario",
        "cujus",
        "die",
        "extenso",
        "extremis",
        "facto",
        "fortiori",
        "generis",
        "giorno",
        "hoc",
        "hominem",
        "honoris",
        "id",
        "in",
        "incognita",
        "incommodo",
        "infinitum",
        "initio",
        "intuitu",
        "ipso",
        "irato",
        "latere",
        "libitum",
        "manu",
        "militari",
        "modo",
        "mortem",
        "mutandis",
        "mutatis",
        "nauseam",
        "nihilo",
        "nunc",
        "orbi",
        "ovo",
        "patres",
        "personæ",
        "petto",
        "post",
        "posteriori",
        "priori",
        "professo",
        "profundis",
        "qua",
        "quanti",
        "quia",
        "quo",
        "retro",
        "sensu",
        "sine",
        "situ",
        "statu",
        "stricto",
        "sui",
        "tempera",
        "urbi",
        "utero",
        "vade",
        "valorem",
        "visu",
        "vitam",
        "vitro",
        "vivo",
    ]
)

SKIPPED_POS = {"po:pfx", "po:sfx", "po:err", "po:div", "po:ponc", "po:sign"}
PROPER_POS = {"po:npr", "po:prn", "po:patr"}
NUMBERS = ("is:sg", "is:pl", "is:inv")
LETTERS = re.compile(r"[A-Z]{2,}")
AFFIX_LETTERS = re.compile(r"[^\W\d_]*")


@dataclass
class Rule:
    strip: str
    affix: str
    cont: tuple[str, ...]
    cond: re.Pattern[str]
    morph: tuple[str, ...]


@dataclass
class AffixClass:
    kind: str  # "PFX" or "SFX"
    cross: bool
    rules: list[Rule] = field(default_factory=list)


@dataclass
class Affixes:
    classes: dict[str, AffixClass]
    needaffix: str = ""
    forbidden: str = ""
    keepcase: str = ""
    nosuggest: str = ""


def split_flags(flags: str) -> tuple[str, ...]:
    """`FLAG long`: two characters a flag."""
    return tuple(flags[i : i + 2] for i in range(0, len(flags), 2))


def condition(pattern: str, kind: str) -> re.Pattern[str]:
    """Hunspell's condition (letters, `.`, `[…]`, `[^…]`) as an anchored regular expression."""
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == "[":
            j = pattern.index("]", i)
            body = pattern[i + 1 : j]
            neg = body.startswith("^")
            chars = re.escape(body[1:] if neg else body)
            out.append(f"[{'^' if neg else ''}{chars}]")
            i = j + 1
        else:
            out.append("." if c == "." else re.escape(c))
            i += 1
    regex = "".join(out)
    return re.compile(regex + r"\Z" if kind == "SFX" else r"\A" + regex)


def read_aff(path: Path) -> Affixes:
    affixes = Affixes({})
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        head = parts[0]
        if head in ("NEEDAFFIX", "FORBIDDENWORD", "KEEPCASE", "NOSUGGEST") and len(parts) > 1:
            setattr(affixes, head.lower().replace("word", ""), parts[1])
        elif head in ("PFX", "SFX") and len(parts) >= 4:
            name = parts[1]
            if name not in affixes.classes:  # the class header: PFX name Y|N count
                affixes.classes[name] = AffixClass(head, parts[2] == "Y")
                continue
            strip, add = parts[2], parts[3]
            add, _, cont = add.partition("/")
            affixes.classes[name].rules.append(
                Rule(
                    "" if strip == "0" else strip,
                    "" if add == "0" else add,
                    split_flags(cont),
                    condition(parts[4] if len(parts) > 4 else ".", head),
                    tuple(parts[5:]),
                )
            )
    return affixes


def game_form(word: str) -> str | None:
    """FIÈRE → FIERE, œuvre → OEUVRE; None unless 2 letters A–Z or more."""
    word = word.replace("œ", "oe").replace("Œ", "OE").replace("æ", "ae").replace("Æ", "AE")
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))
    bare = bare.upper()
    return bare if LETTERS.fullmatch(bare) else None


def number(entry_morph: tuple[str, ...], rule_morph: tuple[str, ...]) -> str | None:
    for morph in (rule_morph, entry_morph):
        for tag in morph:
            if tag in NUMBERS:
                return tag
    return None


def kind_of(stem: str, flags: tuple[str, ...], morph: tuple[str, ...], aff: Affixes) -> str | None:
    """The entry's class (step 2): None (skipped), ABBREV, PROPER or WORD."""
    if aff.forbidden in flags or SKIPPED_POS.intersection(morph):
        return None
    letters = [c for c in stem if c.isalpha()]
    all_caps = len(letters) >= 2 and all(c.isupper() for c in letters)
    if all_caps or "po:titr" in morph and any(c.isupper() for c in stem):
        return ABBREV
    if aff.keepcase in flags or aff.nosuggest in flags:
        return ABBREV
    if any(c.isupper() for c in stem) or PROPER_POS.intersection(morph):
        return PROPER
    if stem in LOWER_ABBREVIATIONS:
        return ABBREV
    pos = [tag for tag in morph if tag.startswith("po:")]
    if stem in FOREIGN_LOCUTIONS and all(tag.startswith("po:loc.") for tag in pos):
        return FOREIGN
    if stem in SCHOOL_ENTRIES:  # a form another, ordinary entry makes stays a word
        return SCHOOL
    return WORD


def expand(stem: str, flags: tuple[str, ...], morph: tuple[str, ...], aff: Affixes):
    """Yield (form, number) for one entry (step 3 and 4)."""

    def usable(name: str, kind: str) -> AffixClass | None:
        cls = aff.classes.get(name)
        return cls if cls is not None and cls.kind == kind else None

    def apply_sfx(word: str, rule: Rule) -> str | None:
        if not rule.cond.search(word) or not word.endswith(rule.strip):
            return None
        return word[: len(word) - len(rule.strip)] + rule.affix

    def apply_pfx(word: str, rule: Rule) -> str | None:
        if not rule.cond.search(word) or not word.startswith(rule.strip):
            return None
        return rule.affix + word[len(rule.strip) :]

    def letters_only(rule: Rule) -> bool:
        return AFFIX_LETTERS.fullmatch(rule.affix) is not None

    if aff.needaffix not in flags:
        yield stem, number(morph, ())
    suffixes = [(f, c) for f in flags if (c := usable(f, "SFX"))]
    prefixes = [(f, c) for f in flags if (c := usable(f, "PFX"))]
    for _, cls in suffixes:
        for rule in cls.rules:
            if not letters_only(rule):
                continue
            word = apply_sfx(stem, rule)
            if word is not None and aff.needaffix not in rule.cont:
                yield word, number(morph, rule.morph)
    for _, pcls in prefixes:
        for prule in pcls.rules:
            if not letters_only(prule):
                continue
            pword = apply_pfx(stem, prule)
            if pword is None:
                continue
            if aff.needaffix not in prule.cont:
                yield pword, number(morph, prule.morph)
            if not pcls.cross:
                continue
            more = [(f, c) for f in prule.cont if (c := usable(f, "SFX"))]
            for _, scls in suffixes + more:
                if not scls.cross:
                    continue
                for srule in scls.rules:
                    if not letters_only(srule):
                        continue
                    # the suffix's condition and strip are checked on the stem, as in hunspell
                    sword = apply_sfx(stem, srule)
                    if sword is None or aff.needaffix in srule.cont:
                        continue
                    yield (
                        prule.affix + sword[len(prule.strip) :],
                        number(morph, prule.morph + srule.morph),
                    )


def build(dic: Path, aff_path: Path) -> dict[str, str]:
    aff = read_aff(aff_path)
    # form → set of kinds seen; and for game readings, whether every one is a plural
    game_plural: dict[str, bool] = {}
    refused: dict[str, str] = {}
    lines = dic.read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        parts = line.split()
        if not parts:
            continue
        stem, _, flagtext = parts[0].partition("/")
        flags = split_flags(flagtext)
        morph = tuple(parts[1:])
        kind = kind_of(stem, flags, morph, aff)
        if kind is None:
            continue
        for word, num in expand(stem, flags, morph, aff):
            form = game_form(word)
            if form is None:
                continue
            if kind == WORD:
                plural = num == "is:pl"
                game_plural[form] = game_plural.get(form, True) and plural
            elif form not in refused or REFUSED.index(kind) < REFUSED.index(refused[form]):
                refused[form] = kind
    table = dict(refused)
    for form, plural in game_plural.items():
        table[form] = PLURAL if plural and form[-1] in "SX" else WORD
    for form in SCHOOL_FORMS & table.keys():  # whatever entry makes it (PUTES: vous pûtes)
        table[form] = SCHOOL
    return table


def write(table: dict[str, str], out: Path) -> bytes:
    text = "".join(f"{form}\t{code}\n" for form, code in sorted(table.items()))
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, mtime=0, compresslevel=9) as gz:
        gz.write(text.encode("ascii"))
    data = buffer.getvalue()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    return data


def write_license(out: Path) -> None:
    """The package's copyright file, then the full MPL 2.0 text it points to."""
    parts = [COPYRIGHT.read_text(encoding="utf-8")]
    if MPL.exists():
        parts.append(f"\n----- {MPL} -----\n\n" + MPL.read_text(encoding="utf-8"))
    out.write_text("".join(parts), encoding="utf-8")


def package_version() -> str:
    try:
        return subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", PACKAGE],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def update_readme(readme: Path, table: dict[str, str], size: int, version: str) -> None:
    counts = {code: sum(1 for c in table.values() if c == code) for code in "wpNAFV"}

    def n(value: int) -> str:
        return f"{value:_}".replace("_", " ")

    figures = (
        f"<!-- figures: rewritten by tools/build_lexicon.py -->\n"
        f"Built from Debian `{PACKAGE}` {version} by `make lexicon`: "
        f"**{n(counts['w'] + counts['p'])} game forms**, of which **{n(counts['p'])} plural-only**; "
        f"{n(counts['N'])} proper-noun, {n(counts['A'])} abbreviation, {n(counts['F'])} "
        f"foreign and {n(counts['V'])} crude or slurring forms (`ecartes.txt`) kept only to say "
        f"why they are refused; `lexique.tsv.gz` is {n(size)} bytes.\n"
        f"<!-- /figures -->"
    )
    text = readme.read_text(encoding="utf-8") if readme.exists() else ""
    pattern = re.compile(r"<!-- figures:.*?<!-- /figures -->", re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: figures, text)
    else:
        text += ("\n" if text else "") + figures + "\n"
    readme.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dic", type=Path, default=DIC)
    parser.add_argument("--aff", type=Path, default=AFF)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--readme", type=Path, default=README)
    args = parser.parse_args(argv)
    if not args.dic.exists() or not args.aff.exists():
        print(
            f"Install {PACKAGE} (apt-get install {PACKAGE}) to build the lexicon.", file=sys.stderr
        )
        return 1
    table = build(args.dic, args.aff)
    data = write(table, args.out)
    if COPYRIGHT.exists():
        write_license(args.out.parent / LICENSE.name)
    update_readme(args.readme, table, len(data), package_version())
    plural = sum(1 for c in table.values() if c == PLURAL)
    game = sum(1 for c in table.values() if c in (WORD, PLURAL))
    print(f"{args.out}: {game} game forms ({plural} plural-only), {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
