"""Every refusal: a stable code, a child's explanation in fr / ro / en, concept tags; and the
typography of the three languages (GA-ours-10: the rules page explains the real ♭ ♯ ♮)."""

import re
from pathlib import Path

import pytest

from games.gama.rules_text import T, a_name, card_label, demand_why, expect_why

from .util import R, deal, draw, end_run, play, refused

NBSP = "\u00a0"
FIELDS = {
    "card": "Ré bleu",
    "top": "Mi rouge",
    "card_colour": "rouge",
    "a_next": "un Fa",
    "under": "Mi",
    "note": "Fa",
    "a_note": "un Fa",
    "played": "Ré",
    "count": 4,
    "x": "Fa",
}


def rendered(lang):
    return {code: text.format(nb=NBSP, **FIELDS) for code, text in T[lang].items()}


def test_every_sentence_exists_in_the_three_languages():
    assert set(T["fr"]) == set(T["ro"]) == set(T["en"])
    for lang in ("fr", "ro", "en"):
        for code, text in rendered(lang).items():
            assert text.strip() and "{" not in text, (lang, code)


def test_french_typography_no_break_space_accents_apostrophes():
    for code, text in rendered("fr").items():
        assert not re.search(r"[^\u00a0][:;?!]", text.replace("{", "")), (code, text)
        assert "'" not in text, code
    assert "après" in T["fr"]["demand-sharp"] and "à" in T["fr"]["oval-pending"]


def test_romanian_uses_comma_below_never_cedilla():
    text = " ".join(rendered("ro").values())
    assert not set("şţŞŢ") & set(text)
    assert "ș" in text and "ț" in text


def test_the_demand_sentence_of_the_brief():
    sharp = {"type": "sharp", "note": "F", "under": "E", "by": 0}
    assert demand_why(sharp).render("fr") == (
        f"Dans Gama, après un ♯ sur Mi, la note suivante de la gamme est Fa{NBSP}: pose un Fa, de "
        "n’importe quelle couleur."
    )
    assert demand_why(sharp).render("ro") == (
        "În Gama, după un ♯ pe Mi, nota următoare din gamă este Fa: pune un Fa, de orice culoare."
    )
    assert demand_why(sharp).render("en") == (
        "In Gama, after a ♯ on E, the next note of the scale is F: lay an F, any colour."
    )
    assert demand_why(sharp).render("fr", names="en").startswith("Dans Gama, après un ♯ sur E,")


def test_card_labels_and_articles():
    assert card_label("N:D:albastru:1", "fr") == "Ré bleu"
    assert card_label("N:G:rosu:oval", "fr") == "Sol rouge à ovale"
    assert card_label("N:G:rosu:oval", "ro") == "Sol roșu cu oval"
    assert card_label("N:A:verde:2", "en") == "green A"
    assert (
        card_label("pauza:1", "ro") == "pauză de pătrime"
        and card_label("bemol:2", "fr") == "bémol ♭"
    )
    assert (a_name("A", "en"), a_name("D", "en"), a_name("D", "ro")) == ("an A", "a D", "un Re")


def test_expect_sentences_for_the_board():
    s = deal([["Ar", "Dg"], ["Ca"]], ["Ev"])
    exp = R.observation(s, 0)["expect"]
    assert exp == {"reason": "follow", "note": "F", "colour": "verde", "under": None, "draw": 0}
    assert (
        expect_why(exp).render("fr") == "Pose une carte verte ou un Fa de n’importe quelle couleur."
    )
    assert expect_why(exp).render("ro") == "Pune o carte verde sau un Fa de orice culoare."
    opening = R.observation(deal([["Ar"], ["Ca"]]), 0)["expect"]
    assert expect_why(opening).render("en").startswith("To start the round, lay a C")


REFUSALS = [
    # (code, state, attempt, concept tags)
    ("not-your-turn", lambda: deal([["Cr"], ["Dr", "Ea"]], ["Br"]), lambda s: play(s, 1, "Dr"), ()),
    (
        "opening-do",
        lambda: deal([["Dr", "Ca"], ["Cg"]]),
        lambda s: play(s, 0, "Dr"),
        ("scale.opening-do",),
    ),
    (
        "flat-before-do",
        lambda: deal([["Dr"], ["♭", "Ca"]]),
        lambda s: play(s, 1, "♭"),
        ("rules.accidental",),
    ),
    (
        "not-following",
        lambda: deal([["Dg", "Ca"], ["Cg"]], ["Er"]),
        lambda s: play(s, 0, "Dg"),
        ("scale.next", "colour.same"),
    ),
    (
        "demand-not-met",
        lambda: deal(
            [["Dg", "Ca"], ["Cg"]],
            ["Er", "♯"],
            demand={"type": "sharp", "note": "F", "under": "E", "by": 1},
        ),
        lambda s: play(s, 0, "Dg"),
        ("scale.next",),
    ),
    (
        "accidental-on-demand",
        lambda: deal(
            [["♮", "Ca"], ["Cg"]],
            ["Er", "♯"],
            demand={"type": "sharp", "note": "F", "under": "E", "by": 1},
        ),
        lambda s: play(s, 0, "♮"),
        ("rules.accidental", "scale.next"),
    ),
    (
        "oval-pending",
        lambda: deal([["Ar", "Ca"], ["Cg"]], ["Gro"], oval_draw=2),
        lambda s: play(s, 0, "Ar"),
        ("rules.oval",),
    ),
    (
        "accidental-on-oval",
        lambda: deal([["♯", "Ca"], ["Cg"]], ["Gro"], oval_draw=2),
        lambda s: play(s, 0, "♯"),
        ("rules.oval",),
    ),
    (
        "rest-needs-note",
        lambda: deal([["rest", "♯"], ["Cg"]], ["Er"]),
        lambda s: play(s, 0, "rest"),
        ("rules.rest",),
    ),
    (
        "run-notes-only",
        lambda: deal(
            [["♯", "Ca"], ["Cg"]], ["Er", "rest"], run={"seat": 0, "notes": 0, "ovals": 0}
        ),
        lambda s: play(s, 0, "♯"),
        ("rules.rest",),
    ),
    (
        "run-must-start",
        lambda: deal(
            [["Ar", "Ca"], ["Cg"]], ["Er", "rest"], run={"seat": 0, "notes": 0, "ovals": 0}
        ),
        lambda s: end_run(s, 0),
        (),
    ),
    (
        "run-blocks-everyone",
        lambda: deal([["Ar", "Ca"], ["♭", "Cg"]], ["Er"], run={"seat": 0, "notes": 1, "ovals": 0}),
        lambda s: play(s, 1, "♭"),
        ("rules.rest",),
    ),
    ("no-run", lambda: deal([["Ar", "Ca"], ["Cg"]], ["Er"]), lambda s: end_run(s, 0), ()),
    (
        "no-draw-in-run",
        lambda: deal([["Ar", "Ca"], ["Cg"]], ["Er"], run={"seat": 0, "notes": 1, "ovals": 0}),
        lambda s: draw(s, 0),
        ("rules.rest",),
    ),
    (
        "cannot-draw-can-play",
        lambda: deal([["Ar", "Ca"], ["Cg"]], ["Er"]),
        lambda s: draw(s, 0),
        ("colour.same",),
    ),
    (
        "flat-own-turn-only",
        lambda: deal(
            [["Ar", "Ca"], ["♭", "Cg"]], ["Er"], options=R.Options(flat_own_turn_only=True)
        ),
        lambda s: play(s, 1, "♭"),
        ("rules.accidental",),
    ),
]


@pytest.mark.parametrize("code,make,attempt,concepts", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_every_refusal_has_its_code_three_explanations_and_concepts(code, make, attempt, concepts):
    err = refused(attempt, make())
    assert err.code == code and err.concepts == concepts
    texts = {lang: err.why.render(lang) for lang in ("fr", "ro", "en")}
    assert len(set(texts.values())) == 3 and all(texts.values())
    data = err.to_json("ro")
    assert data["code"] == code and data["why"] == texts["ro"]


def test_more_refusals_bad_actions_round_and_game_over():
    from games.engine import Action

    s = deal([["Ar", "Ca"], ["Cg"]], ["Er"])
    ids = tuple(s.hands[0])
    assert refused(R.apply, s, Action(0, "play", ids)).code == "one-card"
    nothing = refused(R.apply, s, Action(0, "play", ()))  # « Poser » before choosing a card
    assert nothing.code == "no-card" and str(nothing).startswith("Choisis d’abord une carte")
    assert refused(R.apply, s, Action(0, "play", (ids[0],), "C")).code == "bad-action"
    assert refused(R.apply, s, Action(0, "fly")).code == "bad-action"
    assert refused(R.apply, s, Action(5, "draw")).code == "bad-action"
    assert refused(R.apply, s, Action(0, "deal")).code == "bad-action"
    assert refused(R.apply, s, Action(0, "play", ("N:C:galben:1",))).code == "not-in-hand"
    over = deal([["Fr"], ["Cg"]], ["Er"], round=2)
    over, _ = play(over, 0, "Fr")
    assert refused(R.apply, over, Action(1, "deal")).code == "game-over"


def test_ga_ours_10_the_rules_page_explains_what_the_signs_really_do():
    root = Path(__file__).resolve().parents[3] / "games" / "gama" / "templates" / "gama" / "rules"
    words = {"fr": "demi-ton", "ro": "semiton", "en": "semitone"}
    for lang, word in words.items():
        body = (root / f"body_{lang}.html").read_text(encoding="utf-8")
        assert word in body and all(sign in body for sign in "♭♯♮"), lang
    memo = (
        Path(__file__).resolve().parents[3] / "theory" / "templates" / "theory" / "memo_gamme.html"
    )
    assert "demi-ton" in memo.read_text(encoding="utf-8")


def test_ga_4_the_rules_page_says_a_natural_with_three_players_falls_on_its_own_player():
    root = Path(__file__).resolve().parents[3] / "games" / "gama" / "templates" / "gama" / "rules"
    words = {"fr": "3&nbsp;joueurs avec le ♮", "ro": "3 jucători cu ♮", "en": "3 players and a ♮"}
    for lang, words_ in words.items():
        assert words_ in (root / f"choices_{lang}.html").read_text(encoding="utf-8"), lang


def test_ga_4_run_the_rules_page_says_the_run_spends_the_blocks_and_needs_a_note_card():
    """Our choices (GA-4 run), pinned in test_ga_rest.py, are disclosed to the players."""
    root = Path(__file__).resolve().parents[3] / "games" / "gama" / "templates" / "gama" / "rules"
    words = {
        "fr": ("un blocage qui attendait encore", "il faut avoir en main une carte note"),
        "ro": ("o blocare care încă aștepta", "trebuie să ai în mână o carte cu notă"),
        "en": ("a block still waiting", "you must hold a note card"),
    }
    for lang, said in words.items():
        page = (root / f"choices_{lang}.html").read_text(encoding="utf-8")
        assert all(words_ in page for words_ in said), lang
