"""Every word the theory module shows a child, in French, Romanian and English.

One module so a teacher or translator can review all of it. Rules of the house:
- French: accents, typographic apostrophe (’), a NO-BREAK SPACE (U+00A0, written NBSP below)
  before « : ; ? ! » and inside « » guillemets; ordinals 1re, 2e…
- Romanian: ș ț with comma below (U+0219, U+021B), never the cedilla forms ş ţ.
- Templates use str.format fields; explain.py fills them.
"""

from __future__ import annotations

NBSP = "\u00a0"

# Note names per naming system (the class may override the language: CS design "note names follow
# the language or the class setting").
NOTE_NAMES: dict[str, dict[str, str]] = {
    "fr": {"C": "Do", "D": "Ré", "E": "Mi", "F": "Fa", "G": "Sol", "A": "La", "B": "Si"},
    "ro": {"C": "Do", "D": "Re", "E": "Mi", "F": "Fa", "G": "Sol", "A": "La", "B": "Si"},
    "en": {"C": "C", "D": "D", "E": "E", "F": "F", "G": "G", "A": "A", "B": "B"},
}

# Octave words follow the language (not the naming system): "Do grave", "low C", "C grave".
OCTAVE_WORDS: dict[str, dict[int, str]] = {
    "fr": {4: "{name} grave", 5: "{name} aigu"},
    "ro": {4: "{name} grav", 5: "{name} acut"},
    "en": {4: "low {name}", 5: "high {name}"},
}

RHYTHM_NAMES: dict[str, dict[str, str]] = {
    "fr": {"16th": "double-croche", "eighth": "croche", "quarter": "noire", "half": "blanche"},
    "ro": {"16th": "șaisprezecime", "eighth": "optime", "quarter": "pătrime", "half": "doime"},
    "en": {
        "16th": "sixteenth note",
        "eighth": "eighth note",
        "quarter": "quarter note",
        "half": "half note",
    },
}
# With an indefinite article ("une noire", "o pătrime", "an eighth note").
RHYTHM_WITH_ARTICLE: dict[str, dict[str, str]] = {
    "fr": {r: f"une {n}" for r, n in RHYTHM_NAMES["fr"].items()},
    "ro": {r: f"o {n}" for r, n in RHYTHM_NAMES["ro"].items()},
    "en": {
        "16th": "a sixteenth note",
        "eighth": "an eighth note",
        "quarter": "a quarter note",
        "half": "a half note",
    },
}

# Generic interval names by size (CS-4), up to the widest span of the extended range.
INTERVAL_NAMES: dict[str, dict[int, str]] = {
    "fr": dict(
        enumerate(
            [
                "unisson",
                "seconde",
                "tierce",
                "quarte",
                "quinte",
                "sixte",
                "septième",
                "octave",
                "neuvième",
                "dixième",
                "onzième",
                "douzième",
                "treizième",
                "quatorzième",
                "quinzième",
            ],
            start=1,
        )
    ),
    "ro": dict(
        enumerate(
            [
                "primă",
                "secundă",
                "terță",
                "cvartă",
                "cvintă",
                "sextă",
                "septimă",
                "octavă",
                "nonă",
                "decimă",
                "undecimă",
                "duodecimă",
                "terțdecimă",
                "cvartdecimă",
                "cvintdecimă",
            ],
            start=1,
        )
    ),
    "en": dict(
        enumerate(
            [
                "unison",
                "second",
                "third",
                "fourth",
                "fifth",
                "sixth",
                "seventh",
                "octave",
                "ninth",
                "tenth",
                "eleventh",
                "twelfth",
                "thirteenth",
                "fourteenth",
                "fifteenth",
            ],
            start=1,
        )
    ),
}
# Indefinite and definite forms ("une tierce", "la tierce", "l’octave", "an octave").
INTERVAL_WITH_ARTICLE: dict[str, dict[int, str]] = {
    "fr": {k: ("un " if k == 1 else "une ") + v for k, v in INTERVAL_NAMES["fr"].items()},
    "ro": {k: "o " + v for k, v in INTERVAL_NAMES["ro"].items()},
    "en": {k: ("an " if v[0] in "aeio" else "a ") + v for k, v in INTERVAL_NAMES["en"].items()},
}
INTERVAL_DEFINITE: dict[str, dict[int, str]] = {
    "fr": {k: ("l’" if v[0] in "aeiouy" else "la ") + v for k, v in INTERVAL_NAMES["fr"].items()},
    # Romanian suffixes the article: terță -> terța, cvartă -> cvarta, primă -> prima.
    "ro": {k: v[:-1] + "a" for k, v in INTERVAL_NAMES["ro"].items()},
    "en": {k: "the " + v for k, v in INTERVAL_NAMES["en"].items()},
}

# Interval qualities (music21 Specifier names), agreeing with the feminine interval names.
QUALITIES: dict[str, dict[str, str]] = {
    "fr": {
        "PERFECT": "juste",
        "MAJOR": "majeure",
        "MINOR": "mineure",
        "AUGMENTED": "augmentée",
        "DIMINISHED": "diminuée",
    },
    "ro": {
        "PERFECT": "perfectă",
        "MAJOR": "mare",
        "MINOR": "mică",
        "AUGMENTED": "mărită",
        "DIMINISHED": "micșorată",
    },
    "en": {
        "PERFECT": "perfect",
        "MAJOR": "major",
        "MINOR": "minor",
        "AUGMENTED": "augmented",
        "DIMINISHED": "diminished",
    },
}
# Word order of "<interval> <quality>".
QUALITY_ORDER: dict[str, str] = {
    "fr": "{name} {quality}",
    "ro": "{name} {quality}",
    "en": "{quality} {name}",
}

# Staff places (CS-sheet-59, the pitch memo). Keys: ("line"|"space", number) with E4 = line 1.
ORDINALS: dict[str, dict[int, str]] = {
    "fr": {1: "1re", 2: "2e", 3: "3e", 4: "4e", 5: "5e"},
    "ro": {1: "întâi", 2: "a doua", 3: "a treia", 4: "a patra", 5: "a cincea"},
    "en": {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"},
}
STAFF_PLACES: dict[str, dict[str, str]] = {
    "fr": {
        "line": "sur la {ord} ligne de la portée",
        "space": "entre la {ord} et la {ord_next} ligne de la portée",
        "ledger_below": "sur la 1re ligne ajoutée au-dessous de la portée",
        "space_below": "juste au-dessous de la portée (sous la 1re ligne)",
        "space_above": "juste au-dessus de la portée (au-dessus de la 5e ligne)",
        "ledger_above": "sur la 1re ligne ajoutée au-dessus de la portée",
        "above_ledger": "juste au-dessus de la 1re ligne ajoutée au-dessus de la portée",
    },
    "ro": {
        "line": "pe linia {ord} a portativului",
        "space": "în spațiul dintre linia {ord} și linia {ord_next} a portativului",
        "ledger_below": "pe prima linie suplimentară de sub portativ",
        "space_below": "chiar sub portativ (sub linia întâi)",
        "space_above": "chiar deasupra portativului (peste linia a cincea)",
        "ledger_above": "pe prima linie suplimentară de deasupra portativului",
        "above_ledger": "chiar deasupra primei linii suplimentare de deasupra portativului",
    },
    "en": {
        "line": "on the {ord} line of the staff",
        "space": "in the space between the {ord} and the {ord_next} line of the staff",
        "ledger_below": "on the first ledger line below the staff",
        "space_below": "just below the staff (under the first line)",
        "space_above": "just above the staff (above the fifth line)",
        "ledger_above": "on the first ledger line above the staff",
        "above_ledger": "just above the first ledger line above the staff",
    },
}

# Beats, as a child says them: (words for 0 < ql < 1), whole-beat forms, fraction suffixes.
BEATS: dict[str, dict[str, object]] = {
    "fr": {
        "fraction": {
            0.25: "un quart de temps",
            0.5: "un demi-temps",
            0.75: "trois quarts de temps",
        },
        "one": "1 temps",
        "many": "{n} temps",
        "one_mixed": "1 temps{suffix}",
        "many_mixed": "{n} temps{suffix}",
        "suffix": {0.25: " et quart", 0.5: " et demi", 0.75: " trois quarts"},
    },
    "ro": {
        "fraction": {
            0.25: "un sfert de timp",
            0.5: "o jumătate de timp",
            0.75: "trei sferturi de timp",
        },
        "one": "1 timp",
        "many": "{n} timpi",
        "one_mixed": "1 timp{suffix}",
        "many_mixed": "{n} timpi{suffix}",
        # Romanian puts "de" after numbers from 20 on: "20 de timpi".
        "many_20": "{n} de timpi",
        "many_mixed_20": "{n} de timpi{suffix}",
        "suffix": {0.25: " și un sfert", 0.5: " și jumătate", 0.75: " și trei sferturi"},
    },
    "en": {
        "fraction": {
            0.25: "a quarter of a beat",
            0.5: "half a beat",
            0.75: "three quarters of a beat",
        },
        "one": "1 beat",
        "many": "{n} beats",
        "one_mixed": "1{suffix} beats",
        "many_mixed": "{n}{suffix} beats",
        "suffix": {0.25: " and a quarter", 0.5: " and a half", 0.75: " and three quarters"},
    },
}

# Explanation templates. Fields: played, ref, answer, size (with article), seq (counted names)…
EXPLAIN: dict[str, dict[str, str]] = {
    "fr": {
        "conj.up": "au-dessus de",
        "conj.down": "au-dessous de",
        "alone.up": "au-dessus",
        "alone.down": "au-dessous",
        "up": "au-dessus de",
        "down": "au-dessous de",
        "interval.ok": "Oui{nb}: on compte {seq} → {played} est bien {size} {dir} {ref}.",
        "interval.wrong": "{played} n’est pas {size} {dir} {ref}{nb}: on compte {seq} → {the} est {answer}.",
        "interval.wrong_missing": "{played} n’est pas {size} {dir} {ref}{nb}: on compte {seq} → {the} serait un {answer} que nos cartes n’ont pas.",
        "interval.wrong_any": "{played} n’est ni {size} au-dessus ni {size} au-dessous de {ref}{nb}: en montant on compte {seq_up} → {answer_up}{nb}; en descendant {seq_down} → {answer_down}.",
        "interval.counted": "Tu as compté {seq}{nb}: c’est {actual}.",
        "interval.counted_way": "Tu as compté en {way} {seq}{nb}: c’est {actual} {dir} {ref}.",
        "way.up": "montant",
        "way.down": "descendant",
        "interval.same": "{played} et {ref} ont le même nom{nb}: c’est {actual}.",
        "missing": "pas de carte",
        "conjoint.ok": "Oui{nb}: {played} est juste {dir} {ref}, les deux notes sont conjointes.",
        "conjoint.wrong_two": "{played} et {ref} ne sont pas conjointes{nb}: les notes conjointes à {ref} sont {low} (juste au-dessous) et {high} (juste au-dessus).",
        "conjoint.wrong_one": "{played} et {ref} ne sont pas conjointes{nb}: parmi les notes du jeu, la seule conjointe à {ref} est {only}, juste {dir}.",
        "same_name.ok": "Oui{nb}: {played} et {ref} ont le même nom, {name}.",
        "same_name.wrong": "{played} n’a pas le même nom que {ref}{nb}: il faut {name_a}, grave ou aigu.",
        "same_rhythm.ok": "Oui{nb}: c’est aussi {rhythm}.",
        "same_rhythm.wrong": "{played_a} et {ref_a} n’ont pas la même durée{nb}: {played_a} dure {played_beats}, {ref_a} dure {ref_beats}.",
        "rhythm_sum.ok": "Oui{nb}: {sum} = {target}.",
        "rhythm_sum.wrong_rhythm": "{sum} = {total_rhythm}, pas {target}.",
        "rhythm_sum.wrong": "{sum} = {total}, pas une {target} ({target_beats}).",  # every value is feminine
        "scale.ok.up": "Oui{nb}: après {ref}, la note suivante de la gamme est {answer}.",
        "scale.ok.down": "Oui{nb}: en descendant la gamme, après {ref} vient {answer}.",
        "scale.wrong.up": "Après {ref}, la note suivante de la gamme est {answer}, pas {played}.",
        "scale.wrong.down": "En descendant la gamme, après {ref} vient {answer}, pas {played}.",
        "staff": "{note} se place {place}.",
    },
    "ro": {
        "conj.up": "deasupra lui",
        "conj.down": "sub",
        "alone.up": "deasupra",
        "alone.down": "dedesubt",
        "up": "în sus de la",
        "down": "în jos de la",
        "interval.ok": "Da: numărăm {seq} → {played} este într-adevăr {size} {dir} {ref}.",
        "interval.wrong": "{played} nu este {size} {dir} {ref}: numărăm {seq} → {the} este {answer}.",
        "interval.wrong_missing": "{played} nu este {size} {dir} {ref}: numărăm {seq} → {the} ar fi un {answer} pe care cărțile noastre nu îl au.",
        "interval.wrong_any": "{played} nu este {size} nici în sus, nici în jos de la {ref}: urcând numărăm {seq_up} → {answer_up}; coborând {seq_down} → {answer_down}.",
        "interval.counted": "Ai numărat {seq}: este {actual}.",
        "interval.counted_way": "Ai numărat {way} {seq}: este {actual} {dir} {ref}.",
        "way.up": "urcând",
        "way.down": "coborând",
        "interval.same": "{played} și {ref} au același nume: este {actual}.",
        "missing": "nicio carte",
        "conjoint.ok": "Da: {played} este imediat {dir} {ref}, sunt note alăturate.",
        "conjoint.wrong_two": "{played} și {ref} nu sunt note alăturate: notele alăturate lui {ref} sunt {low} (imediat dedesubt) și {high} (imediat deasupra).",
        "conjoint.wrong_one": "{played} și {ref} nu sunt note alăturate: dintre notele jocului, singura alăturată lui {ref} este {only}, imediat {dir}.",
        "same_name.ok": "Da: {played} și {ref} au același nume, {name}.",
        "same_name.wrong": "{played} nu are același nume ca {ref}: trebuie {name_a}, grav sau acut.",
        "same_rhythm.ok": "Da: este tot {rhythm}.",
        "same_rhythm.wrong": "{played_a} și {ref_a} nu au aceeași durată: {played_a} durează {played_beats}, {ref_a} durează {ref_beats}.",
        "rhythm_sum.ok": "Da: {sum} = {target}.",
        "rhythm_sum.wrong_rhythm": "{sum} = {total_rhythm}, nu {target}.",
        "rhythm_sum.wrong": "{sum} = {total}, nu {target} ({target_beats}).",
        "scale.ok.up": "Da: după {ref}, nota următoare din gamă este {answer}.",
        "scale.ok.down": "Da: coborând pe gamă, după {ref} vine {answer}.",
        "scale.wrong.up": "După {ref}, nota următoare din gamă este {answer}, nu {played}.",
        "scale.wrong.down": "Coborând pe gamă, după {ref} vine {answer}, nu {played}.",
        "staff": "{note} se scrie {place}.",
    },
    "en": {
        "conj.up": "above",
        "conj.down": "below",
        "alone.up": "above",
        "alone.down": "below",
        "up": "above",
        "down": "below",
        "interval.ok": "Yes: we count {seq} → {played} is indeed {size} {dir} {ref}.",
        "interval.wrong": "{played} is not {size} {dir} {ref}: we count {seq} → {the} is {answer}.",
        "interval.wrong_missing": "{played} is not {size} {dir} {ref}: we count {seq} → {the} would be a {answer} that our cards do not have.",
        "interval.wrong_any": "{played} is not {size} above or below {ref}: going up we count {seq_up} → {answer_up}; going down {seq_down} → {answer_down}.",
        "interval.counted": "You counted {seq}: that is {actual}.",
        "interval.counted_way": "You counted {way} {seq}: that is {actual} {dir} {ref}.",
        "way.up": "up",
        "way.down": "down",
        "interval.same": "{played} and {ref} have the same name: that is {actual}.",
        "missing": "no card",
        "conjoint.ok": "Yes: {played} is just {dir} {ref}, they are neighbours.",
        "conjoint.wrong_two": "{played} and {ref} are not neighbours: the neighbours of {ref} are {low} (just below) and {high} (just above).",
        "conjoint.wrong_one": "{played} and {ref} are not neighbours: among the game’s notes, the only neighbour of {ref} is {only}, just {dir}.",
        "same_name.ok": "Yes: {played} and {ref} have the same name, {name}.",
        "same_name.wrong": "{played} does not have the same name as {ref}: you need {name_a}, low or high.",
        "same_rhythm.ok": "Yes: it is {rhythm} too.",
        "same_rhythm.wrong": "{played_a} and {ref_a} do not last the same time: {played_a} lasts {played_beats}, {ref_a} lasts {ref_beats}.",
        "rhythm_sum.ok": "Yes: {sum} = {target}.",
        "rhythm_sum.wrong_rhythm": "{sum} = {total_rhythm}, not {target}.",
        "rhythm_sum.wrong": "{sum} = {total}, not {target} ({target_beats}).",
        "scale.ok.up": "Yes: after {ref}, the next note of the scale is {answer}.",
        "scale.ok.down": "Yes: going down the scale, after {ref} comes {answer}.",
        "scale.wrong.up": "After {ref}, the next note of the scale is {answer}, not {played}.",
        "scale.wrong.down": "Going down the scale, after {ref} comes {answer}, not {played}.",
        "staff": "{note} is written {place}.",
    },
}

# "un Do", "un Re", "a C", "an F": a note name with its indefinite article.
NAME_ARTICLE: dict[str, str] = {"fr": "un {x}", "ro": "un {x}", "en": "a {x}"}
EN_AN_NAMES: frozenset[str] = frozenset({"A", "E", "F"})  # letters said with a vowel sound

# Accessible titles of engraved notation (the SVG <title>, read by screen readers).
NOTATION_TITLES: dict[str, dict[str, str]] = {
    "fr": {
        "note": "{note}, {rhythm}",
        "melodic": "{a} puis {b}{nb}: {interval}",
        "harmonic": "{a} et {b} ensemble{nb}: {interval}",
        "scale": "Gamme{nb}: {notes}",
        "range": "Les notes du jeu, de {first} à {last}",
        "item": "{note} ({rhythm})",
        "unnamed": "une note {place}",  # a note whose name is the question: its place, not its name
    },
    "ro": {
        "note": "{note}, {rhythm}",
        "melodic": "{a} apoi {b}: {interval}",
        "harmonic": "{a} și {b} împreună: {interval}",
        "scale": "Gamă: {notes}",
        "range": "Notele jocului, de la {first} la {last}",
        "item": "{note} ({rhythm})",
        "unnamed": "o notă {place}",  # a note whose name is the question: its place, not its name
    },
    "en": {
        "note": "{note}, {rhythm}",
        "melodic": "{a} then {b}: {interval}",
        "harmonic": "{a} and {b} together: {interval}",
        "scale": "Scale: {notes}",
        "range": "The notes of the game, from {first} to {last}",
        "item": "{note} ({rhythm})",
        "unnamed": "a note {place}",  # a note whose name is the question: its place, not its name
    },
}
