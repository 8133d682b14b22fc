"""`simulate la-cle --mode patience` (issue 26): the bot plays La Patience through the real rules
and the real lexicon, every invariant checked after every action: the 102 tiles conserved, the
JSON round trip (the engine's), and every word on the board a word (La Clé's own, LC-11)."""

import json

from django.core.management import call_command

from games.engine.simulate import simulate
from games.lacle import invariants
from games.lacle import rules as R
from games.lacle.lexicon import Lexicon


def test_lc_11_simulate_mode_patience_checks_every_invariant(capsys):
    call_command("simulate", "la-cle", "--mode", "patience", "--games", "2", "--seed", "3")
    summary = json.loads(capsys.readouterr().out)
    assert summary["players"] == 1 and summary["options"]["mode"] == "patience"
    assert summary["checked"] and summary["invariant_violations"] == 0
    assert summary["actions"] >= 2


def test_a_problem_of_the_games_own_check_is_counted():
    summary = simulate("la-cle", 1, 1, 3, extra_check=lambda state: ["always"])
    assert summary["invariant_violations"] == summary["actions"] + 1  # the deal, then each action


def test_lc_11_the_board_words_check_finds_a_word_that_is_none():
    state = R.scenario("SAVOIRAEEU")
    state.board[0] = "SAVOIR.........."
    lexicon = Lexicon.from_words({"SAVOIR": False})
    assert invariants.check_board_words(state, lexicon) == []
    state.board[1] = "A..............."  # SA, down from S
    assert invariants.check_board_words(state, lexicon) == [
        "SA (row 1, column 1, down) is not a word"
    ]
    assert [w for w, *_ in invariants.board_words(state.board)] == ["SAVOIR", "SA"]
