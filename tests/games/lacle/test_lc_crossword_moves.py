"""Mots croisés' moves: the opening, later words, passing, the words formed and the plural rule
(LC-sheet-12 … 14, 24, 25, 27 … 37, LC-ours-4, 6 … 8, 17, 19, 24, 26, rulings LC-3, LC-4)."""

from games.engine import Action
from games.lacle import rules

from .crossword_util import ARBITRE, DOWN, LEX, R, game, play, refused, tiles

NB = "\u00a0"


def test_lc_sheet_27_the_opener_must_lay_the_key_word_when_he_can():
    state = game(["CLEAARTTII", "UUUUOOOOOO"], keys=["CLE", "SOL"])
    err = refused(state, 0, tiles("ART", 7, 6))
    assert err.code == "cw-must-key"
    assert str(err) == f"Tu peux former le mot-clé CLE{NB}: c’est lui que tu dois poser en premier."
    assert refused(state, 0, "pass").code == "cw-must-key"
    legal = R.legal_actions(state, 0)
    assert legal and all(a.kind == R.LAY for a in legal)  # the rules know he can
    assert all(R.is_legal(state, a, LEX) for a in legal)
    after, events = play(state, 0, tiles("CLE", 7, 6))
    assert after.scores[0] == 15 + 50 and after.key_word == "SOL"
    assert [e.data["word"] for e in events if e.kind == "key"] == ["CLE"]
    # a joker makes it possible too; without C, L and E (or jokers) he opens as he likes
    assert R.key_placements(game(["CL?AARTTII", "UUUUOOOOOO"], keys=["CLE"]), 0)
    free = game(["CLAARTTIIU", "UUUUOOOOOE"], keys=["CLE"])
    assert not R.key_placements(free, 0) and R.is_legal(free, R.lay(0, tiles("ART", 7, 6)), LEX)
    assert R.is_legal(free, Action(0, R.PASS), LEX)


def test_lc_sheet_27_only_the_opener_sees_that_he_must():
    state = game(["CLEAARTTII", "UUUUOOOOOO"], keys=["CLE"])
    assert R.observation(state, 0)["must_lay_key"] is True
    assert R.observation(state, 1)["must_lay_key"] is False  # his rack stays his own
    # Review 15: no « Passer mon tour » for him (it was offered, then refused).
    assert R.observation(state, 0)["kinds"] == [R.LAY]
    free = game(["CLAARTTIIU", "UUUUOOOOOE"], keys=["CLE"])
    assert R.observation(free, 0)["kinds"] == [R.LAY, R.PASS]


def test_lc_sheet_28_the_opening_word_has_three_letters_or_more_on_a_gray_cell():
    state = game(["ARTEEEEEEE", "UUUUOOOOOO"])
    assert refused(state, 0, tiles("TA", 7, 6)).code == "cw-opening-short"
    err = refused(state, 0, tiles("ART", 2, 2))
    assert err.code == "cw-opening-gray"
    assert str(err) == "Le premier mot doit passer par une case grise, au milieu du plateau."
    down, _ = play(state, 0, tiles("ART", 6, 6, DOWN))  # across or down
    assert down.board[8][6] == "T"


def test_lc_ours_19_the_opening_may_run_past_the_gray_cells_either_way():
    state = game(["RETABLEUUU", "IIIIIIIIOO"])
    left, _ = play(state, 0, tiles("RETABLE", 7, 0))  # ends on the gray (7, 6)
    up, _ = play(state, 0, tiles("RETABLE", 0, 7, DOWN))
    assert left.board[7][:7] == "RETABLE" and up.board[6][7] == "E"
    assert refused(state, 0, tiles("RETABLE", 5, 0)).code == "cw-opening-gray"
    assert refused(state, 0, tiles("RETABLE", 0, 10, DOWN)).code == "cw-opening-gray"


def test_lc_sheet_29_after_a_lay_he_draws_back_to_ten():
    state = game(["ARTEEEEEEE", "UUUUOOOOAA"], draws="SOLIDE")
    after, events = play(state, 0, tiles("ART", 7, 6))
    assert len(after.racks[0]) == 10 and sorted(after.racks[0]) == sorted("EEEEEEE" + "SOL")
    assert len(after.pool) == len(state.pool) - 3
    drew = [e for e in events if e.kind == "drew"]
    assert drew[0].data["tiles"] == ["S", "O", "L"] and drew[0].visible_to == (0,)
    assert [e.data["count"] for e in events if e.kind == "draw"] == [3]


def test_lc_sheet_30_if_the_dealer_cannot_open_the_player_on_his_left_tries():
    state = game(["IIIIIIIIUU", "ARTEEEEEEE", "UUUUOOOOOO"])
    state, _ = play(state, 0, "pass")
    assert state.turn == 1 and not state.opened
    state, _ = play(state, 1, tiles("ART", 7, 6))
    assert state.board[7][6:9] == "ART" and state.turn == 2


def test_lc_sheet_31_turns_pass_to_the_left():
    state = game(["IIIIIIIIUU", "ARTEEEEEEE", "UUUUOOOOOO", "EEEEEEEEAA"], turn=1)
    order = []
    for _ in range(3):
        order.append(state.turn)
        state, _ = play(state, state.turn, "pass")
    assert order == [1, 2, 3] and state.turn == 0


def test_lc_sheet_32_and_lc_4_later_words_two_letters_or_more_on_a_letter_of_the_board():
    state = game(["AAEEEEEEEE", "SAUUOOOOOO"], ("ART", 7, 6, "across"), turn=1)
    two, _ = play(state, 1, [(8, 8, "A")])  # TA down, on the T
    assert two.board[8][8] == "A"
    err = refused(state, 1, tiles("SA", 2, 2))
    assert err.code == "cw-not-connected"
    assert str(err) == "Ton mot doit utiliser une lettre déjà posée sur le plateau."
    assert refused(state, 1, [(2, 2, "A")]).code == "cw-not-connected"


def test_lc_sheet_33_a_player_who_cannot_lay_passes_no_draw_no_exchange():
    state = game(["IIIIIIIIUU", "UUUUOOOOOO"], ("ART", 7, 6, "across"))
    after, events = play(state, 0, "pass")
    assert after.racks == state.racks and after.pool == state.pool
    assert [e.kind for e in events] == ["pass"] and after.turn == 1
    assert R.legal_actions(state, 0) == [Action(0, R.PASS)]


def test_lc_sheet_34_extending_a_word_is_a_move_like_any_other():
    state = game(["TEEEEEEEEU", "IIIIIIIIUU"], ("AXE", 7, 6, "across"))
    after, events = play(state, 0, [(7, 5, "T")])
    assert after.board[7][5:9] == "TAXE"
    assert [w["word"] for w in events[0].data["words"]] == ["TAXE"]
    table = game(["REUUUOOOOO", "IIIIIIIIUU"], ("TABLE", 7, 6, "across"))
    after, _ = play(table, 0, tiles("RE", 7, 4))
    assert after.board[7][4:11] == "RETABLE"


def test_lc_sheet_35_inserting_a_letter_between_two_words():
    state = game(["REEEEEEEEE", "IIIIIIIIUU"], ("LA", 6, 6, DOWN), ("TU", 7, 8, DOWN))
    after, events = play(state, 0, [(7, 7, "R")])
    assert after.board[7][6:9] == "ART"
    assert [w["word"] for w in events[0].data["words"]] == ["ART"]


def test_lc_sheet_36_the_sheets_own_example_with_the_real_lexicon():
    """MO, refused by the sheet as meaning nothing, is known to the real lexicon only as « Mo »
    (an abbreviation): the child reads first that it is not a word of the game (a reviewer's
    find: « c’est un sigle » alone puzzled); MOI and COTE stand."""
    from games.lacle import lexicon, rules_text

    real = lexicon.load()
    assert "MOI" in real and "COTE" in real and "MO" not in real
    why = real.why_not("MO")
    said = rules_text.say_word(why, word="MO").render("fr")
    assert said.startswith("MO\u00a0: ce n’est pas un mot du jeu"), said


def test_lc_sheet_36_every_word_formed_must_be_a_whole_word():
    state = game(["MITAEEEEEE", "UUUUOOOOII"], ("COTE", 7, 6, "across"), options=ARBITRE)
    err = refused(state, 0, [(6, 7, "M")])
    assert err.code == "unknown" and err.word.text == "MO"
    after, events = play(state, 0, [(6, 7, "M"), (8, 7, "I")])
    assert [w["word"] for w in events[0].data["words"]] == ["MOI"] and "COTE" in after.board[7]
    side = refused(state, 0, tiles("TA", 8, 8))
    assert side.code == "unknown" and side.word.text == "TT" and not side.word.main
    assert str(side).endswith(
        f"(C’est un mot formé à côté de ton mot{NB}: il doit être juste lui aussi.)"
    )


def test_lc_sheet_37_the_player_announces_his_word():
    state = game(["ARTEEEEEEE", "UUUUOOOOOO"])
    _, events = play(state, 0, tiles("ART", 7, 6))
    lay = events[0]
    assert lay.kind == R.LAY and lay.visible_to is None  # every seat is told
    assert [w["word"] for w in lay.data["words"]] == ["ART"]
    after, _ = play(state, 0, tiles("ART", 7, 6))
    assert [e["words"] for e in R.observation(after, 1)["log"]] == [["ART"]]


def test_lc_sheet_12_and_lc_3_only_words_of_the_dictionary():
    state = game(["TRAEEEEEEE", "UUUUOOOOOO"], options=ARBITRE)
    err = refused(state, 0, tiles("TRA", 7, 6))
    assert err.code == "unknown"
    assert str(err) == f"TRA{NB}: ce mot n’est pas dans le dictionnaire du jeu."
    assert [(e.concept, e.correct) for e in err.learning] == [("word.spelling", False)]


def test_lc_sheet_13_no_proper_nouns_foreign_words_or_acronyms():
    mozart = game(["MOZARTEEEE", "UUUUOOOOII"], options=ARBITRE)
    assert refused(mozart, 0, tiles("MOZART", 7, 6)).code == "proper-noun"
    ok = game(["OKEEEEEEEE", "UUUUOOOOII"], ("ART", 7, 6, "across"), options=ARBITRE)
    err = refused(ok, 0, [(6, 6, "O"), (6, 7, "K")])
    assert err.code == "foreign" and err.learning == ()  # no spelling mistake
    sncf = game(["SNCFEEEEEE", "UUUUOOOOII"], options=ARBITRE)
    assert refused(sncf, 0, tiles("SNCF", 7, 6)).code == "abbreviation"


def test_lc_sheet_14_and_lc_ours_17_a_plural_needs_its_s_or_x_already_on_the_board():
    rixe = game(["RIXESEEEEE", "UUUUOOOOII"], options=ARBITRE)
    err = refused(rixe, 0, tiles("RIXES", 7, 5))
    assert err.code == "plural-s"
    assert str(err) == f"RIXES{NB}: ce pluriel demande que son S soit déjà sur le plateau."
    on_s = game(["RIXEEEEEEE", "UUUUOOOOII"], ("SE", 7, 10, DOWN), options=ARBITRE)
    after, _ = play(on_s, 0, tiles("RIXE", 7, 6))
    assert after.board[7][6:11] == "RIXES"
    eux = game(["EUEEEEEEEE", "UUUUOOOOII"], ("AXE", 7, 6, "across"), options=ARBITRE)
    after, events = play(eux, 0, [(5, 7, "E"), (6, 7, "U")])  # EUX on AXE's X, as the sheet
    assert [w["word"] for w in events[0].data["words"]] == ["EUX"]
    alone = game(["EUXEEEEEEE", "UUUUOOOOII"], options=ARBITRE)
    assert refused(alone, 0, tiles("EUX", 7, 6)).code == "plural-x"


def test_lc_sheet_14_the_plural_rule_holds_for_a_word_formed_on_the_side():
    state = game(["SEEEEEEEEE", "UUUUOOOOII"], ("ROSE", 6, 9, DOWN), options=ARBITRE)
    err = refused(state, 0, tiles("ES", 10, 8))  # ES across makes ROSES down
    assert err.code == "plural-s" and err.word.text == "ROSES" and not err.word.main


def test_lc_ours_26_a_joker_standing_for_s_counts_as_that_s():
    laid = game(["RIXE?EEEEE", "UUUUOOOOII"], options=ARBITRE)
    assert refused(laid, 0, tiles(["R", "I", "X", "E", "?S"], 7, 5)).code == "plural-s"
    on_board = game(["RIXEEEEEEE", "UUUUOOOOII"], ("se", 7, 10, DOWN), options=ARBITRE)
    after, _ = play(on_board, 0, tiles("RIXE", 7, 6))
    assert after.board[7][6:11] == "RIXEs"


def test_lc_sheet_24_a_joker_stands_for_any_letter():
    state = game(["AR?EEEEEEE", "UUUUOOOOII"])
    after, _ = play(state, 0, tiles(["A", "R", "?T"], 7, 6))
    assert after.board[7][6:9] == "ARt" and after.racks[0][:7] == list("EEEEEEE")


def test_lc_sheet_25_a_laid_joker_never_moves_and_keeps_its_letter():
    state = game(["AEEEEEEEEE", "UUUUOOOOII"], ("ARt", 7, 6, "across"))
    after, events = play(state, 0, [(8, 8, "A")])  # TA on the joker's T
    assert [w["word"] for w in events[0].data["words"]] == ["TA"] and after.board[7][8] == "t"
    assert refused(state, 0, [(7, 8, "A")]).code == "taken"


def test_lc_ours_4_and_lc_2_accents_are_ignored():
    state = game(["PATEEEEEEE", "UUUUOOOOII"])
    after, _ = play(state, 0, [(7, 6, "P"), (7, 7, "A"), (7, 8, "T"), (7, 9, "É")])
    assert after.board[7][6:10] == "PATE"
    typed = Action.of(0, R.LAY, {"word": "pâte", "at": [7, 6], "direction": "across"})
    assert rules.apply(state, typed, LEX)[0].board == after.board  # the page's word form


def test_lc_ours_6_a_form_that_is_also_a_verb_is_no_plural():
    state = game(["SEEEEEEEEE", "UUUUOOOOII"], ("NOTE", 7, 6, "across"), options=ARBITRE)
    after, _ = play(state, 0, [(7, 10, "S")])  # NOTES: also « tu notes »
    assert after.board[7][6:11] == "NOTES"


def test_lc_ours_7_a_plural_without_s_or_x_is_a_word_like_any_other():
    state = game(["TEMPIEEEEE", "UUUUOOOOAA"], options=ARBITRE)
    after, _ = play(state, 0, tiles("TEMPI", 7, 6))
    assert after.board[7][6:11] == "TEMPI"


def test_lc_ours_8_the_tiles_of_one_move_lie_in_one_line():
    state = game(["ARTEEEEEEE", "UUUUOOOOII"])
    err = refused(state, 0, [(7, 6, "A"), (8, 7, "R"), (9, 8, "T")])
    assert err.code == "not-one-line"
    gap = refused(state, 0, [(7, 6, "A"), (7, 7, "R"), (7, 9, "T")])
    assert gap.code == "gap"


def test_lc_ours_24_a_parallel_play_is_connected():
    state = game(["ASEEEEEEEE", "UUUUOOOOII"], ("TA", 7, 6, "across"))
    after, events = play(state, 0, tiles("AS", 8, 6))  # AS under TA: TA and AS down
    assert sorted(w["word"] for w in events[0].data["words"]) == ["AS", "AS", "TA"]
    assert after.scores[0] == 0  # every word has 2 letters (LC-sheet-17)


def test_lc_sheet_30_the_player_who_opens_in_the_dealers_place_owes_the_key_word_too():
    """« le joueur placé à sa gauche le remplace »: he takes the dealer's place, key word and
    all (our reading)."""
    state = game(["UUUUOOOOII", "CLEAARTTII"], keys=["CLE", "SOL"])
    passed, _ = play(state, 0, "pass")  # the dealer cannot form CLE: he may pass
    assert refused(passed, 1, tiles("ART", 7, 6)).code == "cw-must-key"
    assert refused(passed, 1, "pass").code == "cw-must-key"
    after, _ = play(passed, 1, tiles("CLE", 7, 6))
    assert after.key_word == "SOL"
