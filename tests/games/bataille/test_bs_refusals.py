"""Refused actions: a stable code and a kind sentence in French (typography included),
Romanian and English."""

import pytest

from games.bataille.rules_text import NB, T

from .util import R, ask, deal, lay, refused


def _renders(err):
    texts = [err.why.render(lang) for lang in ("fr", "ro", "en")]
    assert all(texts) and len(set(texts)) == 3
    return texts[0]


def test_refusals_of_a_trick():
    state = deal([["flute", "chat"], ["tonnerre", "guitare"], ["horloge", "lion"]])
    assert refused(lay, state, 2).code == "wait-question"
    assert refused(ask, state, 1, "volume").code == "attacker-asks"
    # a defender who tries to ask is not told « before laying your card » (a reviewer's find)
    assert (
        _renders(refused(ask, state, 1, "volume"))
        == "C’est l’attaquant qui pose la question, pas toi."
    )
    assert refused(ask, state, 0, "loudness").code == "bad-param"
    state, _ = ask(state, 0, "volume")
    assert refused(ask, state, 0, "pitch").code == "asked-already"  # asking twice
    # a defender who asks is told who asks, also when it is his turn to lay (seat 2): « not
    # your turn » was false there (an English reviewer's find)
    assert refused(ask, state, 1, "pitch").code == "attacker-asks"
    assert refused(ask, state, 2, "pitch").code == "attacker-asks"
    assert refused(lay, state, 1).code == "not-your-turn"
    assert refused(lay, state, 2, True).code == "no-power"  # the clock has none
    assert refused(lay, state, 2, False, "pitch").code == "no-target"
    err = refused(R.apply, state, R.Action(2, "deal"))
    assert err.code == "deal-in-play"  # the move exists, not during a round (a reviewer's find)
    assert refused(R.apply, state, R.Action(7, "deal")).code == "bad-action"
    assert "Ce n’est pas ton tour" in _renders(refused(lay, state, 0))


def test_refusals_between_rounds_and_after_the_game():
    state = deal([["tonnerre"], ["guitare"]], mystery=None, dealer=1)
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 1)
    state, _ = lay(state, 0)
    assert state.phase == "round-over"
    assert refused(R.apply, state, R.Action(1, "deal")).code == "not-dealer"
    # not « the winner of the last round deals »: after a shared round the last dealer deals
    assert "regarde qui va distribuer" in _renders(refused(R.apply, state, R.Action(1, "deal")))
    assert refused(ask, state, 0, "volume").code == "round-over"
    over = deal([["tonnerre"], ["guitare"]], mystery=None, options=R.Options(rounds_to_win=1))
    over, _ = ask(over, 0, "volume")
    over, _ = lay(over, 1)
    over, _ = lay(over, 0)
    assert refused(R.apply, over, R.Action(0, "deal")).code == "game-over"


def test_the_attacker_laying_before_asking_is_told_to_ask_and_a_seat_out_of_cards_to_wait():
    state = deal([["flute", "chat"], ["tonnerre", "guitare"], ["horloge", "lion"]])
    assert "Pose d’abord ta question" in _renders(refused(lay, state, 0))  # he is the attacker
    state = deal([["flute", "chat"], ["tonnerre", "guitare"], []], out=[2])  # BS-ours-17
    state, _ = ask(state, 0, "volume")
    assert "Tu n’as plus de carte" in _renders(refused(lay, state, 2))


def test_romanian_takes_no_space_before_its_colon():
    for code, text in T["ro"].items():
        assert "{nb}:" not in text and f"{NB}:" not in text, code


@pytest.mark.parametrize("code", sorted(T["fr"]))
def test_every_sentence_exists_in_three_languages_with_french_typography(code):
    assert code in T["ro"] and code in T["en"]
    fr = T["fr"][code].format(nb=NB, param="la hauteur")
    assert "'" not in fr and '"' not in fr
    for mark in ":;?!":
        for k, ch in enumerate(fr):
            if ch == mark and k:
                assert fr[k - 1] == NB, (code, fr)
