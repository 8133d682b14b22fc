"""The four super powers (BS-2, BS-sheet-21…25, BS-ours-5…9, 15)."""

from .util import R, ask, deal, lay, refused, trick_through


def test_bs_sheet_21_22_a_defender_may_turn_his_card_for_its_power_as_he_lays_it():
    state = deal([["tonnerre", "chat"], ["flute", "guitare"]])
    state, _ = ask(state, 0, "volume")
    legal = R.legal_actions(state, 1)
    assert [a.param("power", False) for a in legal] == [False, True]
    state, _ = lay(state, 1, power=True)
    laid = R.observation(state, 0)["laid"][0]
    assert laid["power_used"] is True and laid["card"]["power"] == "miroir"
    assert R.observation(state, 0)["judged"] == {"param": "volume", "way": "low"}


def test_bs_sheet_23_the_attacker_cannot_use_a_power():
    state = deal([["flute", "chat"], ["tonnerre", "guitare"]])
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 1)
    assert len(R.legal_actions(state, 0)) == 1
    assert refused(lay, state, 0, True).code == "attacker-power"


def test_bs_sheet_24_25_several_powers_resolve_in_the_order_laid():
    # seat 2 transposes to pitch, then seat 1 to duration: the organ's duration 10 wins
    state = deal([["orgue", "chat"], ["piano", "guitare"], ["violon", "horloge"]])
    state, _ = trick_through(state, "volume", powers={2: "pitch", 1: "duration"})
    assert state.last_trick["judged"] == {"param": "duration", "way": "high"}
    assert state.last_trick["winner"] == 0


def test_bs_ours_5_crescendo_adds_3_on_the_judged_parameter():
    state = deal([["klaxon", "chat"], ["trompette", "guitare"]])
    state, _ = trick_through(state, "volume", powers={1: True})
    laid = {e["seat"]: e for e in state.last_trick["laid"]}
    assert laid[1]["value"] == 11 and state.last_trick["winner"] == 1


def test_bs_2_crescendo_with_transposition_counts_on_the_new_parameter_whatever_the_order():
    # Transposition first, then Crescendo: the tambourine's pitch 7 + 3 beats the soprano's 9
    state = deal([["soprano", "chat"], ["tambourin", "guitare"], ["piano", "horloge"]])
    state, _ = trick_through(state, "volume", powers={2: "pitch", 1: True})
    assert state.last_trick["winner"] == 1
    # Crescendo first, then Transposition: still +3 on the pitch finally judged
    state = deal([["soprano", "chat"], ["violon", "guitare"], ["tambourin", "horloge"]])
    state, _ = trick_through(state, "volume", powers={2: True, 1: "pitch"})
    laid = {e["seat"]: e for e in state.last_trick["laid"]}
    assert laid[2]["value"] == 10 and state.last_trick["winner"] == 2


def test_bs_ours_6_miroir_the_lowest_wins_and_two_miroirs_cancel():
    state = deal([["tonnerre", "chat"], ["flute", "guitare"]])
    state, _ = trick_through(state, "volume", powers={1: True})
    assert state.last_trick["winner"] == 1  # the flute's 4 beats the thunder's 10
    state = deal([["tonnerre", "chat"], ["goutte", "guitare"], ["harpe", "horloge"]])
    state, _ = trick_through(state, "volume", powers={2: True, 1: True})
    assert state.last_trick["judged"]["way"] == "high" and state.last_trick["winner"] == 0


def test_bs_ours_7_transposition_changes_the_asked_parameter():
    state = deal([["tonnerre", "chat"], ["violon", "guitare"]])
    state, _ = ask(state, 0, "volume")
    targets = [a.param("target_param") for a in R.legal_actions(state, 1)]
    assert targets == [None, "pitch", "duration", "timbre"]
    assert refused(lay, state, 1, True).code == "target-needed"
    assert refused(lay, state, 1, True, "volume").code == "same-param"
    state, _ = lay(state, 1, True, "pitch")
    assert R.observation(state, 0)["judged"] == {"param": "pitch", "way": "high"}
    state, _ = lay(state, 0)
    assert state.last_trick["winner"] == 1 and state.last_trick["question"]["param"] == "volume"


def test_bs_ours_8_echo_lays_the_next_card_the_better_counts_both_go_to_the_winner():
    state = deal([["soprano", "chat"], ["cloche", "triangle", "guitare"]])
    state, _ = ask(state, 0, "pitch")
    state, _ = lay(state, 1, True)
    laid = R.observation(state, 0)["laid"][0]
    assert laid["echo"]["id"] == "triangle" and state.decks[1] == ["guitare"]
    state, _ = lay(state, 0)
    assert state.last_trick["winner"] == 1  # the triangle's 10 counts, not the bell's 3
    assert sorted(state.won[1]) == ["cloche", "soprano", "triangle"]
    state = deal([["sifflet", "chat"], ["cloche", "goutte", "guitare"]], mystery="xylophone")
    state, _ = trick_through(state, "pitch", powers={1: True})
    assert sorted(state.won[0]) == ["cloche", "goutte", "sifflet"]  # both to the winner
    # the better of the two, not the extra one: the bell's 9 counts, not the drop's 1
    state = deal([["soprano", "chat"], ["cloche", "goutte", "guitare"]])
    state, _ = trick_through(state, "volume", powers={1: True})
    assert state.last_trick["winner"] == 1 and sorted(state.won[1]) == [
        "cloche",
        "goutte",
        "soprano",
    ]


def test_bs_ours_15_echo_with_an_empty_deck_does_nothing():
    state = deal([["soprano", "chat"], ["cloche"]])
    state, _ = ask(state, 0, "pitch")
    assert len(R.legal_actions(state, 1)) == 2
    state, events = lay(state, 1, True)
    assert state.laid[0]["echo"] is None and state.laid[0]["power_used"]
    state, _ = lay(state, 0)
    assert state.last_trick["winner"] == 0


def test_bs_ours_9_the_mystery_cards_power_cannot_be_used():
    # seat 2 alone runs out: he plays the mystery card, the flute (Miroir), without its power
    state = deal([["tonnerre", "chat"], ["guitare", "lion"], []], mystery="flute")
    assert state.hands[2] == "flute" and state.mystery_seat == 2
    state, _ = ask(state, 0, "volume")
    assert len(R.legal_actions(state, 2)) == 1
    assert refused(lay, state, 2, True).code == "mystery-power"
