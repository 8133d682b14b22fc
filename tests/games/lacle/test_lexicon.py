"""La Clé's lexicon: ruling LC-3 (the dictionary, plural-only forms), LC-2 (accents ignored),
LC-8 (key words). Plain Python; only the `mot` command's test touches Django."""

from __future__ import annotations

import gzip
import hashlib
import importlib.util
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from games.lacle import familiar, lexicon
from games.lacle.example import PATIENCE_EXAMPLE
from games.lacle.keywords import KEY_WORDS
from games.lacle.lexicon import Lexicon, load, report
from games.lacle.rules_text import say_word

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "games" / "lacle" / "data"
BUILD = ROOT / "tools" / "build_lexicon.py"
FR = Path("/usr/share/hunspell/fr")

# The sheet's own Patience (LC-11, LC-sheet-7), 15 words.
SHEET_PATIENCE = [word for word, *_ in PATIENCE_EXAMPLE]

# Real words, written with their accents: each, stripped, is a game word (LC-2, LC-3):
# feminines, plurals, conjugations, borrowings the dictionary lists, modern words.
REAL_WORDS = [
    "fière",
    "fières",
    "étude",
    "écrin",
    "âne",
    "ânesse",
    "œuvre",
    "cœur",
    "sœur",
    "naïf",
    "naïve",
    "où",
    "déjà",
    "forêt",
    "hôpital",
    "noël",
    "garçon",
    "façade",
    "élève",
    "élevât",
    "chantâmes",
    "chantèrent",
    "mangeons",
    "commençâmes",
    "jetterai",
    "céderez",
    "épeler",
    "appellent",
    "créées",
    "finîmes",
    "vîmes",
    "eûmes",
    "plaît",
    "connaît",
    "reçûmes",
    "mûre",
    "mûrs",
    "dûment",
    "aïeul",
    "aïeux",
    "bœufs",
    "yeux",
    "œil",
    "cieux",
    "chevaux",
    "châteaux",
    "bijoux",
    "genoux",
    "journaux",
    "travaux",
    "lieder",
    "tempi",
    "maxima",
    "blog",
    "courriel",
    "selfie",
    "clé",
    "sol",
    "ré",
    "mi",
    "fa",
    "la",
    "si",
    "do",
    "ut",
    "dièse",
    "bémol",
    "bécarre",
    "portée",
    "soupir",
    "croche",
    "noire",
    "blanche",
    "ronde",
    "mesure",
    "accord",
    "rythme",
    "tempo",
    "octave",
    "gamme",
    "note",
    "chant",
    "chanteuse",
]

# Not game words, each with the reason the lexicon gives.
NON_WORDS = {
    "FRANCE": "proper-noun",
    "MOZART": "proper-noun",
    "BEETHOVEN": "proper-noun",
    "MARSEILLE": "proper-noun",
    "SNCF": "abbreviation",
    "OK": "abbreviation",
    "MME": "abbreviation",
    "KM": "abbreviation",
    "ETC": "abbreviation",
    "CF": "abbreviation",
    # Abbreviations the dictionary lists bare (« fig. », « janv. », « sin »): a reviewer saw
    # the computer lay them.
    "FIG": "abbreviation",
    "ENV": "abbreviation",
    "ETYM": "abbreviation",
    "CHAP": "abbreviation",
    "LITT": "abbreviation",
    "OCT": "abbreviation",
    "JANV": "abbreviation",
    "SIN": "abbreviation",
    "ARCTAN": "abbreviation",
    "HOC": "foreign",
    "AB": "foreign",
    "PRIORIS": "unknown",
    "XYZZY": "unknown",
    "ANTI": "unknown",
    "MANGEAGE": "unknown",
    "CHANTERER": "unknown",
    "PARISS": "unknown",
    "PORTEMONNAIE": "unknown",
    "AUJOURDHUI": "unknown",
    "A": "too-short",
    "Y": "too-short",
    "PORTE-MONNAIE": "not-letters",
    "AUJOURD'HUI": "not-letters",
    "1ER": "not-letters",
}


@pytest.fixture(scope="module")
def lex() -> Lexicon:
    return load()


def _codes() -> dict[str, str]:
    with gzip.open(DATA / "lexique.tsv.gz", "rt", encoding="ascii") as f:
        return dict(line.rstrip("\n").split("\t") for line in f)


def _build_module():
    spec = importlib.util.spec_from_file_location("build_lexicon", BUILD)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _package_version() -> str | None:
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status} ${Version}", "hunspell-fr-classical"],
            capture_output=True,
            text=True,
        ).stdout
    except OSError:
        return None
    return out.split()[-1] if "ok installed" in out else None


def _readme_version() -> str:
    return re.search(
        r"Built from Debian `hunspell-fr-classical` (\S+)", (DATA / "README.md").read_text()
    ).group(1)


@pytest.mark.parametrize("word", SHEET_PATIENCE)
def test_lc_3_every_word_of_the_sheets_patience_is_valid(lex, word):
    assert word in lex
    assert lex.why_not(word) is None
    assert not lex.plural_only(word)


@pytest.mark.parametrize("word", ["FRANCE", "MOZART", "SNCF", "OK"])
def test_lc_3_no_proper_nouns_abbreviations_or_foreign_words(lex, word):
    assert word not in lex
    assert lex.why_not(word) == NON_WORDS[word]


@pytest.mark.parametrize("word, reason", sorted(NON_WORDS.items()))
def test_lc_3_non_words_are_refused_with_their_reason(lex, word, reason):
    assert word not in lex
    assert lex.why_not(word) == reason


def test_lc_3_a_plural_only_form_is_one_whose_every_reading_is_a_plural(lex):
    assert "PARIS" in lex and lex.plural_only("PARIS")  # only the plural of pari
    assert "NOTES" in lex and not lex.plural_only("NOTES")  # also "tu notes"
    assert lex.plural_only("ANES") and not lex.plural_only("ANE")
    assert lex.plural_only("NOTEES")  # a participle's plural
    assert not lex.plural_only("CHANTONS")  # a verb form, not a plural
    assert not lex.plural_only("TEMPS")  # invariable


def test_lc_3_grammatical_plurals_count_as_plurals(lex):
    # The sheet's own example of the plural rule: EUX laid on the X of AXE.
    for word in ("EUX", "NOUS", "CES", "DEUX", "VOUS", "CEUX", "ELLES", "ILS", "AUX"):
        assert word in lex and lex.plural_only(word), word
    # Another reading is not a plural: lès, dès (prepositions).
    assert not lex.plural_only("LES") and not lex.plural_only("DES")


def test_lc_3_plurals_without_s_or_x_are_words_like_any_other(lex):
    for word in ("TEMPI", "LIEDER", "MAXIMA", "SCENARII"):
        assert word in lex and not lex.plural_only(word), word
    assert lex.plural_only("TEMPOS") and lex.plural_only("LIEDS")


def test_lc_3_plural_only_forms_all_end_in_s_or_x():
    codes = _codes()
    plurals = [w for w, code in codes.items() if code == "p"]
    assert plurals and all(w[-1] in "SX" for w in plurals)


def test_lc_3_hyphen_and_apostrophe_entries_are_not_words(lex):
    for word in ("PORTE-MONNAIE", "AUJOURD'HUI", "WEEK-END"):
        assert word not in lex and lex.why_not(word) == "not-letters"
    for word in ("PORTEMONNAIE", "AUJOURDHUI", "WEEKEND"):
        assert word not in lex and lex.why_not(word) == "unknown"


def test_lc_3_one_letter_words_are_not_words_of_the_game(lex):
    assert all(len(w) >= 2 for w in lex)
    assert lex.why_not("A") == "too-short" and lex.why_not("à") == "too-short"


def test_lc_2_forms_are_accent_free_capitals(lex):
    assert all(re.fullmatch(r"[A-Z]{2,}", w) for w in _codes())
    assert "FIERE" in lex and "FIÈRE" not in lex  # `in` is a strict probe
    assert lex.why_not("fière") is None  # why_not forgives accents and case
    assert "OEUVRE" in lex and "COEUR" in lex  # ligatures Œ → OE


@pytest.mark.parametrize("word", REAL_WORDS)
def test_lc_3_real_words_with_accents_stripped_are_in_the_lexicon(lex, word):
    assert lexicon.game_form(word) in lex


def test_lc_3_the_lexicon_is_loaded_once_per_process():
    assert load() is load()
    assert len(load()) > 400_000


def test_lc_3_a_small_lexicon_for_tests():
    small = Lexicon.from_words({"SAVOIR": False, "PARIS": True})
    assert "SAVOIR" in small and "PARIS" in small and "NOTE" not in small
    assert small.plural_only("PARIS") and not small.plural_only("SAVOIR")
    assert small.why_not("NOTE") == "unknown" and small.why_not("A") == "too-short"
    assert sorted(small) == ["PARIS", "SAVOIR"] and len(small) == 2
    assert "SEL" in Lexicon.from_words(["SEL"])


def test_lc_3_mot_reports_each_word_and_whether_all_are_valid(lex):
    lines, ok = report(["savoir", "Paris", "NOTES"], lex)
    assert ok
    assert lines[0] == "SAVOIR : valide"
    assert lines[1].startswith("PARIS : valide, pluriel seulement") and "S final" in lines[1]
    assert lines[2] == "NOTES : valide"
    lines, ok = report(["EUX", "MOZART", "SNCF", "ZZQX", "A", "PORTE-MONNAIE"], lex)
    assert not ok
    assert "X final" in lines[0]
    assert lines[1] == "MOZART : refusé — nom propre seulement"
    assert "abréviation" in lines[2] and "inconnu" in lines[3]
    assert "une seule lettre" in lines[4] and "trait d'union" in lines[5]


def test_lc_3_mot_command_exits_0_only_when_every_word_is_valid():
    from games.lacle.management.commands.mot import Command

    out = io.StringIO()
    Command(stdout=out).run_from_argv(["manage.py", "mot", "SAVOIR", "PARIS"])
    assert "SAVOIR : valide" in out.getvalue()
    out = io.StringIO()
    with pytest.raises(SystemExit) as stop:
        Command(stdout=out, stderr=io.StringIO()).run_from_argv(
            ["manage.py", "mot", "SAVOIR", "MOZART"]
        )
    assert stop.value.code == 1
    assert "MOZART : refusé — nom propre seulement" in out.getvalue()


@pytest.mark.parametrize("word", KEY_WORDS)
def test_lc_8_each_key_word_is_valid_and_not_plural_only(lex, word):
    assert word in lex and not lex.plural_only(word)


def test_lc_8_twelve_music_key_words_of_three_letters_or_more():
    assert len(KEY_WORDS) == 12 == len(set(KEY_WORDS))
    assert all(len(w) >= 3 for w in KEY_WORDS)
    assert {"CLE", "SOL", "NOTE", "GAMME"} <= set(KEY_WORDS)


def test_lc_3_readme_figures_and_licence_match_the_committed_file():
    codes = _codes()
    readme = (DATA / "README.md").read_text(encoding="utf-8")

    def figure(n: int) -> str:
        return f"{n:_}".replace("_", " ")

    game = sum(1 for c in codes.values() if c in "wp")
    plural = sum(1 for c in codes.values() if c == "p")
    assert f"**{figure(game)} game forms**" in readme
    assert f"**{figure(plural)} plural-only**" in readme
    assert f"is {figure((DATA / 'lexique.tsv.gz').stat().st_size)} bytes" in readme
    licence = (DATA / "LICENSE-MPL-2.0.txt").read_text(encoding="utf-8")
    assert "Mozilla Public License Version 2.0" in licence and "Dicollecte" in licence


@pytest.mark.skipif(
    _package_version() is None or _package_version() != _readme_version(),
    reason="needs the hunspell-fr-classical version the committed lexicon was built from",
)
def test_lc_3_the_build_is_reproducible(tmp_path):
    """Rebuilding from the same Debian package gives the committed bytes (gzip mtime 0)."""
    build = _build_module()
    out = tmp_path / "lexique.tsv.gz"
    assert build.main(["--out", str(out), "--readme", str(tmp_path / "README.md")]) == 0
    assert out.read_bytes() == (DATA / "lexique.tsv.gz").read_bytes()


def test_lc_3_spylls_oracle_accepts_the_expanded_forms(lex):
    """Hunspell itself (spylls, pure Python) accepts every accented form the build expands from
    a sample of the dictionary's entries, and the accented real words it accepts are game words."""
    import spylls.hunspell as spylls  # a dev dependency

    assert FR.with_suffix(".dic").exists(), "make test installs hunspell-fr-classical"
    dictionary = spylls.Dictionary.from_files(str(FR))
    build = _build_module()
    aff = build.read_aff(FR.with_suffix(".aff"))
    lines = FR.with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]
    checked, refused = 0, []
    for line in lines[::401]:
        parts = line.split()
        stem, _, flagtext = parts[0].partition("/")
        flags, morph = build.split_flags(flagtext), tuple(parts[1:])
        if build.kind_of(stem, flags, morph, aff) != build.WORD:
            continue
        for word, _number in build.expand(stem, flags, morph, aff):
            form = build.game_form(word)
            if form is None:
                continue
            checked += 1
            assert form in lex
            if not dictionary.lookup(word):
                refused.append(word)
    assert checked > 500 and refused == []
    for word in REAL_WORDS:
        assert dictionary.lookup(word), word


@pytest.mark.parametrize(
    "word",
    ["MERDE", "CON", "PUTE", "FION", "BITE", "ENCULER", "CHIE", "TAFIOLE", "BOCHE", "SHIT"]
    + [
        "PUTES",
        "NICHONS",
        "PETASSE",
    ]  # also « vous pûtes », « nous nichons »: refused all the same
    + ["SEXONOMIE", "SEXTAPE", "SEXOLOGUES"],  # the computer's Patience path showed SEXONOMIE
)
def test_crude_words_and_slurs_are_kept_out_of_a_game_for_children(lex, word):
    """A reviewer laid FION, and the beginner computer laid CULE·LA-like words: the dictionary
    has them, a game for pupils of 8 to 14 must not (`data/ecartes.txt`). Refused with a reason
    a child understands; no computer, hint or duplicate top can lay what the lexicon refuses."""
    assert word not in lex and lex.why_not(word) == "school"
    said = say_word("school", word).render("fr")
    assert said.startswith(f"{word}\u00a0: ce mot n’est pas dans le dictionnaire de l’école")


@pytest.mark.parametrize(
    "word",
    ["FOUS", "CULOTTE", "BITTE", "CONTE", "PEDALE", "SAVOIR"]
    + ["COS", "TAN", "SEPT", "ART", "FIN", "EX", "PERS"],  # beside the abbreviations above
)
def test_ordinary_words_that_look_alike_stay_words(lex, word):
    assert word in lex  # FOUS is « fou » as well as « foutre »


def test_the_familiar_list_is_made_of_this_lexicons_game_words():
    """`data/familiar.txt.gz` (the computer's words) was built from this very lexicon: a rebuilt
    lexicon asks for `tools/build_familiar.py` again."""
    with gzip.open(familiar.DATA, "rt", encoding="utf-8") as lines:
        header = lines.readline()
    assert hashlib.sha256(lexicon.DATA.read_bytes()).hexdigest() in header
    lex, words = lexicon.load(), familiar.load()
    assert len(words) > 30_000 and all(word in lex for word in words)
