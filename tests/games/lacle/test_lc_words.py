"""Every word formed, the lexicon's refusals and the plural rule, jokers (LC-2, LC-3,
LC-ours-7, 14, 17, 18, 22)."""

from games.engine.evidence import is_decision
from games.lacle import rules_patience_apply, rules_words
from games.lacle.rules_text import say_word

from .lexicon_double import Lexicon
from .util import DOWN, LEX, E, R, lay, learned, refused, word


def _savoir(draws: str):
    state = R.scenario("SAVOIR" + draws)
    return lay(state, word("SAVOIR", 0, 0))[0]


def test_lc_ours_14_every_word_formed_across_and_down_must_be_valid():
    state = _savoir("AXE")
    state, _ = lay(state, [(1, 2, "A")])  # VA down, on SAVOIR's V
    assert state.chain[-1]["word"] == "VA"
    err = refused(state, [(1, 3, "X"), (1, 4, "E")])  # AXE across: OX and IE beside it
    assert err.code == "unknown" and err.word.text == "OX" and not err.word.main
    assert err.word.cells == ((0, 3), (1, 3))
    assert str(err) == (
        "OX\u00a0: ce mot n’est pas dans le dictionnaire du jeu. (C’est un mot formé à côté "
        "de ton mot\u00a0: il doit être juste lui aussi.)"
    )
    assert err.to_json()["word"] == {
        "word": "OX",
        "cells": [[0, 3], [1, 3]],
        "direction": "down",
        "main": False,
    }
    assert [(e.concept, e.correct) for e in err.learning] == [("word.spelling", False)]


def test_lc_ours_14_an_unknown_main_word_is_named_and_is_evidence_of_spelling():
    state = R.scenario("SAVOIRZ")
    err = refused(state, [(0, 0, "S"), (0, 1, "A"), (0, 2, "Z")])
    assert err.code == "unknown" and err.word.main and err.word.text == "SAZ"
    assert str(err) == "SAZ\u00a0: ce mot n’est pas dans le dictionnaire du jeu."
    assert err.why.render("en") == "SAZ: this word is not in the game’s (French) dictionary."
    detail = err.learning[0].detail
    assert {k: detail[k] for k in ("word", "length", "main")} == {
        "word": "SAZ",
        "length": 3,
        "main": True,
    }
    # issue 18: S, A, Z laid in 6 orders, none a word; a laid word is final (no hints in La Clé)
    assert (detail["options"], detail["fitting"], detail["final"]) == (6, 0, True)
    assert detail["hinted"] is False


def test_lc_11_every_valid_word_laid_is_a_spelling_learning_event():
    state = R.scenario("SAVOIR")
    _, events = lay(state, word("SAVOIR", 0, 0))
    (event,) = learned(events)
    assert event.concept == "word.spelling" and event.correct and event.seat == 0
    assert {k: event.detail[k] for k in ("word", "length", "main")} == {
        "word": "SAVOIR",
        "length": 6,
        "main": True,
    }
    assert (event.detail["options"], event.detail["fitting"]) == (720, 1)  # 6 letters, 1 word
    assert is_decision(event.detail)
    assert [e.visible_to for e in events if e.kind == "learning"] == [(0,)]


def test_issue_18_a_side_word_of_one_new_letter_has_no_order_to_choose():
    state = _savoir("A")
    _, events = lay(state, [(1, 2, "A")])  # VA down: one letter laid under the V
    (event,) = learned(events)
    assert (event.detail["options"], event.detail["fitting"]) == (1, 1)
    assert not is_decision(event.detail)


def test_one_new_letter_wrong_is_no_decision_either_and_a_word_after_a_refusal_counts():
    # A reviewer's finds: ZAXE (one letter) counted as a full mistake where TAXE never counted;
    # SAVOIR laid right after a refused placement was set aside as helped by the refusal.
    lex = Lexicon.from_words(dict.fromkeys(["AXE", "TAXE"], False))
    zaxe = rules_words.Word(
        "ZAXE", ((0, 0), (0, 1), (0, 2), (0, 3)), "across", (True, False, False, False), True
    )
    event = rules_words.spelling_event(0, zaxe, False, lex)
    assert not event.correct and not is_decision(event.detail, False)
    _, events = lay(R.scenario("SAVOIR"), word("SAVOIR", 0, 0))
    (right,) = learned(events)
    assert is_decision({**right.detail, "after_refusal": True}, True)  # a word: final


def test_issue_18_the_orders_of_the_laid_letters_that_are_words_all_fit():
    lex = Lexicon.from_words(dict.fromkeys(["NOTE", "TONE", "ETON"], False))
    w = rules_words.Word("NOTE", ((0, 0), (0, 1), (0, 2), (0, 3)), "across", (True,) * 4, True)
    assert rules_words.spelling_choices(w, lex) == (24, 3)
    some = rules_words.Word("NOTE", w.cells, "across", (False, True, True, False), True)
    assert rules_words.spelling_choices(some, lex) == (2, 1)  # N…E stay: NOTE, NTOE


def test_lc_ours_22_and_lc_sheet_13_the_same_lexicon_and_refusals_as_mots_croises():
    assert rules_patience_apply.word_fault is rules_words.word_fault  # one judge, both games
    lex = Lexicon.from_words({}, reasons={"MOZART": "proper-noun", "SNCF": "abbreviation"})
    state = R.scenario("MOZARTSNCFOK")
    mozart = refused(state, word("MOZART", 0, 0), lexicon=lex)
    assert str(mozart) == (
        "MOZART\u00a0: ce n’est pas un mot du jeu, c’est un nom propre (les noms propres sont "
        "interdits)."
    )
    assert refused(state, word("SNCF", 0, 0), lexicon=lex).code == "abbreviation"
    foreign = Lexicon.from_words({}, reasons={"OK": "foreign"})
    ok = R.scenario("OK")
    assert refused(ok, word("OK", 0, 0), lexicon=foreign).code == "foreign"
    assert mozart.learning == ()  # a proper noun is no misspelling


def test_lc_3_and_lc_sheet_14_rixes_asks_for_its_s_already_on_the_board():
    state = R.scenario(E.draws())
    for text, _, tiles in E.moves():
        state, _ = lay(state, tiles)
        if text == "RIXE":
            break
    err = refused(state, [(10, 15, "S")])
    assert err.code == "plural-s" and err.word.text == "RIXES"
    assert str(err) == "RIXES\u00a0: ce pluriel demande que son S soit déjà sur le plateau."
    assert err.why.render("ro") == "RIXES: pluralul acesta cere ca S-ul lui să fie deja pe tablă."
    assert err.word.cells[-1] == (10, 15)


def test_lc_ours_17_eux_only_on_an_x_already_on_the_board_a_joker_counts():
    state = _savoir("IXEEUDE?")
    state, _ = lay(state, [(1, 5, "I"), (2, 5, "X"), (3, 5, "E")])  # RIXE down on SAVOIR's R
    eux, _ = lay(state, [(2, 3, "E"), (2, 4, "U")])  # EUX across, ending on RIXE's X
    assert eux.chain[-1]["word"] == "EUX"
    err = refused(state, [(3, 4, "D"), (3, 6, "U"), (3, 7, "?X")])  # DEUX on RIXE's E
    assert err.code == "plural-x" and err.word.text == "DEUX"  # a joker laid as X: no
    assert str(err) == "DEUX\u00a0: ce pluriel demande que son X soit déjà sur le plateau."
    joker = _savoir("I?EEU")
    joker, _ = lay(joker, [(1, 5, "I"), (2, 5, "?X"), (3, 5, "E")])  # the joker stands for X
    assert joker.board[2][5] == "x"
    eux, _ = lay(joker, [(2, 3, "E"), (2, 4, "U")])
    assert eux.chain[-1]["word"] == "EUX"  # a joker standing for X on the board counts


def test_lc_3_a_word_that_is_not_only_a_plural_and_plurals_without_s_or_x():
    notes = R.scenario("NOTES")
    after, _ = lay(notes, word("NOTES", 0, 0))  # NOTES is also "tu notes" (LC-ours-6)
    assert after.chain[-1]["word"] == "NOTES"
    tempi = R.scenario("TEMPI")
    assert lay(tempi, word("TEMPI", 0, 0))[0].words == 1  # LC-ours-7: a word like any other


def test_lc_ours_18_hyphens_and_apostrophes_are_no_words_of_the_game():
    state = R.scenario("SAVOIR")
    assert refused(state, [(0, 0, "-"), (0, 1, "A")]).code == "bad-tiles"
    assert refused(state, [(0, 0, "’"), (0, 1, "A")]).code == "bad-tiles"
    assert LEX.why_not("PORTE-MONNAIE") == "not-letters"
    assert str(say_word("not-letters", "AUJOURD’HUI")).startswith("AUJOURD’HUI\u00a0: un mot")


def test_lc_2_a_joker_takes_its_letter_when_laid_and_keeps_it():
    state = R.scenario("SAV?IROUGE")
    assert refused(state, [(0, 0, "S"), (0, 1, "A"), (0, 2, "V"), (0, 3, "?")]).code == (
        "joker-letter"
    )
    after, events = lay(state, word(["S", "A", "V", "?O", "I", "R"], 0, 0))
    assert after.board[0][:6] == "SAVoIR" and after.rack[:4] == list("OUGE")
    assert after.chain[-1]["word"] == "SAVOIR"
    assert R.check_invariants(after) == []  # the joker still counts as a joker tile
    rouge, _ = lay(after, word("ROUGE", 0, 5, DOWN, after), lexicon=LEX)
    assert rouge.board[0][3] == "o"  # it never moves and keeps its letter
    accented, _ = lay(state, [(0, 0, "S"), (0, 1, "À")])  # LC-ours-4: accents ignored
    assert accented.chain[-1]["word"] == "SA"
