"""La Patience, row by row of the sheet (LC-sheet-1 … 9, LC-11, LC-ours-15, 16, 21)."""

import json

from games.engine import Action

from .util import DOWN, LEX, E, R, lay, learned, refused, word


def _example_until(last: str):
    """The sheet's patience replayed up to and including the word `last`."""
    state = R.scenario(E.draws())
    for text, _, tiles in E.moves():
        state, events = lay(state, tiles)
        if text == last:
            return state, events
    raise AssertionError(last)


def test_lc_sheet_1_and_lc_11_from_the_top_left_cell_to_the_bottom_right_one():
    state, events = _example_until("ANE")
    assert state.board[0][0] == "S" and state.board[15][15] == "E"
    assert state.phase == R.REACHED and "reached" in [e.kind for e in events]
    assert R.outcome(state).finished and R.outcome(state).winners == (0,)


def test_lc_sheet_2_the_tiles_lie_face_down_well_shuffled():
    state = R.new_game(seed=11)
    assert len(state.pool) == 92 and R.check_invariants(state) == []
    seen = R.observation(state, 0)
    assert seen["pool_count"] == 92
    assert "pool" not in seen and "rng" not in json.dumps(seen)  # face down: never shown
    assert R.new_game(seed=12).pool != state.pool


def test_lc_sheet_3_ten_tiles_on_the_rack():
    state = R.new_game(seed=3)
    assert len(state.rack) == 10
    assert len(R.observation(state, 0)["rack"]) == 10
    assert R.observation(state, None)["rack"] is None  # a spectator sees how many, not which
    assert R.observation(state, None)["rack_count"] == 10


def test_lc_sheet_4_first_word_any_length_across_or_down_covering_the_top_left_cell():
    state = R.scenario("SAVOIROUGE")
    across, _ = lay(state, word("SAVOIR", 0, 0))
    down, _ = lay(state, word("SAVOIR", 0, 0, DOWN))
    assert across.board[0].startswith("SAVOIR") and down.board[5][0] == "R"
    two, _ = lay(state, word("SA", 0, 0))  # as many letters as one likes, 2 or more
    assert two.words == 1
    err = refused(state, word("SAVOIR", 1, 0))
    assert err.code == "top-left"
    assert str(err) == "Le premier mot doit couvrir la première case, tout en haut à gauche."


def test_lc_sheet_5_the_rack_is_refilled_blind_to_ten_from_the_pool():
    state = R.scenario("SAVOIROUGEFIRE")
    after, events = lay(state, word("SAVOIR", 0, 0))
    assert after.rack[:8] == list("OUGEFIRE")  # what was left, then the pool's top
    assert len(after.rack) == 10 and len(after.pool) == len(state.pool) - 6
    drew = [e for e in events if e.kind == "drew"][0]
    assert drew.data["tiles"] == list("FIRE") + after.rack[8:] and drew.visible_to == (0,)
    assert R.check_invariants(after) == []


def test_lc_sheet_6_each_word_uses_a_letter_of_the_previous_word_not_an_earlier_one():
    state, _ = _example_until("ROUGE")
    err = refused(state, word("SA", 0, 0, DOWN, state))  # on SAVOIR's S: an earlier word
    assert err.code == "not-on-previous"
    assert str(err) == "Ton mot doit passer par une lettre du mot précédent, ROUGE."
    assert refused(state, word("TA", 6, 8)).code == "not-on-previous"  # on nothing at all
    fiere, _ = lay(state, word("FIERE", 4, 3, state=state))
    assert fiere.chain[-1]["word"] == "FIERE"


def test_lc_sheet_7_words_of_two_letters_count_but_not_one_letter():
    state, _ = _example_until("RIXE")
    after, _ = lay(state, [(11, 12, "L")])  # IL, on RIXE's I
    assert after.chain[-1]["word"] == "IL"
    first = R.scenario("SAVOIROUGE")
    assert refused(first, [(0, 0, "S")]).code == "too-short"
    assert str(refused(first, [(0, 0, "S")])) == "Un mot a au moins 2\u00a0lettres."


def test_lc_sheet_8_done_when_a_letter_lands_on_the_bottom_right_cell():
    state, _ = _example_until("TA")
    assert state.phase == R.PLAY and R.outcome(state) is None
    done, _ = lay(state, [(15, 14, "N"), (15, 15, "E")])
    assert done.phase == R.REACHED and R.stage(done).must == ()
    assert R.legal_actions(done, 0) == []
    err = refused(done, [(15, 12, "A")])
    assert err.code == "game-over"


def test_lc_sheet_9_the_result_is_the_number_of_words_fewer_is_better():
    state, _ = _example_until("ANE")
    result = R.outcome(state)
    assert result.scores == (15,)
    assert result.rounds[0]["words"] == 15 and result.rounds[0]["reached"]
    assert R.observation(state, 0)["result"]["chain"][-1] == "ANE"


def test_lc_ours_21_a_word_formed_on_the_side_is_checked_not_counted():
    state, _ = _example_until("IL")
    after, events = lay(state, [(11, 10, "S"), (11, 11, "E")])  # SEL, with RE beside
    assert after.words == state.words + 1
    assert [w["word"] for w in after.chain][-1] == "SEL"
    side = [e for e in events if e.kind == "side-words"][0].data["words"]
    assert [w["word"] for w in side] == ["RE"]
    spelled = [(e.detail["word"], e.detail["main"]) for e in learned(events)]
    assert spelled == [("SEL", True), ("RE", False)]
    without_re = type(LEX).from_words({w: False for w in LEX if w != "RE"})
    err = refused(state, [(11, 10, "S"), (11, 11, "E")], lexicon=without_re)
    assert err.code == "unknown" and err.word.text == "RE"


def test_lc_ours_15_stuck_with_an_empty_pool_the_attempt_fails():
    state = R.scenario("SAVOIROUGE")
    gave_up, events = R.apply(state, Action(0, "give-up"), LEX)
    assert gave_up.phase == R.FAILED and gave_up.failure == R.GAVE_UP
    assert R.outcome(gave_up).winners == () and R.outcome(gave_up).finished
    empty = R.scenario("SAVOIROUGE")
    empty.pool = []
    stuck, _ = R.apply(empty, Action(0, "give-up"), LEX)
    assert stuck.failure == R.STUCK
    empty.rack = ["S", "A"]  # nothing left after this word: stuck at once
    last, events = lay(empty, word("SA", 0, 0))
    assert last.phase == R.FAILED and last.failure == R.STUCK
    assert [e.data for e in events if e.kind == "failed"] == [{"reason": "stuck", "words": 1}]


def test_lc_ours_16_a_given_seed_deals_the_same_tiles_in_the_same_order():
    """A class compares: every pupil who starts from the same code gets the same rack, and
    the same refills after the same words."""
    pupils = [R.new_game(seed=2025) for _ in range(3)]
    assert len({json.dumps(R.to_json(p), sort_keys=True) for p in pupils}) == 1
    assert R.new_game(seed=2026).rack != pupils[0].rack or (
        R.new_game(seed=2026).pool != pupils[0].pool
    )
    one = R.scenario(E.draws(), seed=5)
    two = R.scenario(E.draws(), seed=5)
    for _, _, tiles in E.moves():
        one, _ = lay(one, tiles)
        two, _ = lay(two, tiles)
        assert one.rack == two.rack and one.pool == two.pool


def test_lc_11_refusals_change_nothing_and_name_the_reason_in_three_languages():
    state = R.scenario("SAVOIROUGE")
    err = refused(state, [(0, 0, "S"), (1, 1, "A")])
    assert err.code == "not-one-line"
    assert err.why.render("ro") == "Pune literele pe un singur rând sau pe o singură coloană."
    assert err.why.render("en") == "Lay your letters in one row or one column."
    assert refused(state, [(0, 0, "S"), (0, 2, "V")]).code == "gap"
    assert refused(state, [(0, 0, "Z"), (0, 1, "A")]).code == "not-in-rack"
    assert refused(state, [(0, 0, "?Z"), (0, 1, "A")]).code == "no-joker"
    assert refused(state, [(0, 0, "S"), (0, 0, "A")]).code == "same-cell"
    assert refused(state, [(0, 16, "S")]).code == "bad-tiles"
    assert refused(state, []).code == "bad-tiles"
    with_word, _ = lay(state, word("SAVOIR", 0, 0))
    err = refused(with_word, [(0, 3, "O"), (1, 3, "U")])
    assert err.code == "taken" and str(err) == "La case ligne 1, colonne 4 est déjà prise."
    assert not R.is_legal(state, Action(1, "give-up"), LEX)
    assert not R.is_legal(state, Action(0, "pass"), LEX)
    assert R.is_legal(state, R.lay(word("SAVOIR", 0, 0)), LEX)


def test_lc_11_stage_legal_actions_and_json_round_trip():
    state = R.scenario("SAVOIROUGE")
    assert R.stage(state).must == (0,)
    assert [a.kind for a in R.legal_actions(state, 0)] == ["give-up"]  # lays are judged
    assert R.legal_actions(state, 1) == []
    action = R.lay([(0, 0, "S"), (0, 1, "?A")])
    assert R.lay([(0, 0, "S"), (0, 1, "?A")]).to_json() == {
        "seat": 0,
        "kind": "lay",
        "tiles": [[0, 0, "S"], [0, 1, "?A"]],
    }
    assert Action.from_json(action.to_json()) == action
    after, _ = lay(state, word("SAVOIR", 0, 0))
    back = R.from_json(json.loads(json.dumps(R.to_json(after))))
    assert back == after


def test_lc_11_a_letter_missing_from_a_rack_with_a_joker_says_the_joker_can_stand_for_it():
    with_joker = R.scenario("SAVOIROUG?")
    err = refused(with_joker, [(0, 0, "Z"), (0, 1, "A")])
    assert err.code == "not-in-rack"
    assert str(err) == "Tu n’as pas de Z sur ton support, mais ton joker peut remplacer un Z."
    assert err.why.render("ro").endswith("dar jokerul tău poate înlocui un Z.")
    assert err.why.render("en").endswith("but your joker can stand for Z.")
    # Its joker already laid, or two letters missing for one joker: no such promise.
    assert str(refused(with_joker, [(0, 0, "?S"), (0, 1, "Z")])) == (
        "Tu n’as pas de Z sur ton support."
    )
    assert str(refused(with_joker, [(0, 0, "Z"), (0, 1, "Z")])) == (
        "Tu n’as pas de Z sur ton support."
    )
    without = R.scenario("SAVOIROUGE")
    assert str(refused(without, [(0, 0, "Z"), (0, 1, "A")])) == (
        "Tu n’as pas de Z sur ton support."
    )
    # two letters missing: the word's first one (ZOZO read « pas de O », the alphabet's first)
    zozo = [(0, 0, "Z"), (0, 1, "O"), (0, 2, "Z"), (0, 3, "O")]
    assert str(refused(R.scenario("SAVIERTUGE"), zozo)) == "Tu n’as pas de Z sur ton support."
    # A rack with one A asked for two: « pas assez », the word for it (a reviewer's find:
    # « pas assez de K » was said of a rack with no K).
    assert str(refused(without, [(0, 0, "A"), (0, 1, "A")])) == (
        "Tu n’as pas assez de A sur ton support."
    )
