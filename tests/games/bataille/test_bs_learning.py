"""Learning events: the attacker's question and a defender's power decision; a forced lay
yields none (README, "Learning events")."""

from games.engine.evidence import is_decision

from .util import ask, deal, lay, learned


def test_the_attackers_question_on_his_cards_standout_parameter_is_right():
    state = deal([["sifflet", "chat"], ["guitare", "horloge"]])  # the whistle: pitch 10
    state, events = ask(state, 0, "pitch")
    assert learned(events) == [("sound.pitch", True, None)]
    detail = [e for e in events if e.kind == "learning"][0].data["detail"]
    assert detail["options"] == 4 and detail["values"]["pitch"] == 10
    # issue 18: the whistle stands high on volume and pitch, 2 of the 4 questions; a question
    # is asked once (final), the hints were off
    assert (detail["fitting"], detail["final"], detail["hinted"]) == (2, True, False)
    assert is_decision(detail)


def test_in_scherzo_the_question_is_one_of_eight_and_says_how_many_stood():
    from games.bataille.rules_state import Options

    state = deal([["sifflet", "chat"], ["guitare", "horloge"]], options=Options(variant="scherzo"))
    state, events = ask(state, 0, "pitch", way="high")
    detail = [e for e in events if e.kind == "learning"][0].data["detail"]
    assert (detail["options"], detail["fitting"]) == (8, 4)  # each parameter, high or low


def test_asking_volume_for_a_card_that_stands_out_on_pitch_is_volume_vs_pitch():
    state = deal([["clochette", "chat"], ["guitare", "horloge"]])  # volume 2, pitch 10
    state, events = ask(state, 0, "volume")
    assert learned(events) == [("sound.volume", False, "sound.volume-vs-pitch")]


def test_in_pianissimo_asking_the_cards_lowest_parameter_is_right():
    from games.bataille.rules_state import Options

    state = deal(
        [["clochette", "chat"], ["guitare", "horloge"]], options=Options(variant="pianissimo")
    )
    state, events = ask(state, 0, "volume")
    assert learned(events) == [("sound.volume", True, None)]


def test_a_defenders_power_decision_is_judged_against_the_cards_laid():
    # 3 players: the thunder (volume 10) laid, the flute (4) turns its Miroir: right
    state = deal([["guitare", "chat"], ["flute", "horloge"], ["tonnerre", "lion"]])
    state, _ = ask(state, 0, "volume")
    state, events = lay(state, 2)  # no power: no decision, no event
    assert learned(events) == []
    state, events = lay(state, 1, True)
    assert learned(events) == [("sound.volume", True, None)]
    detail = [e for e in events if e.kind == "learning"][0].data["detail"]
    assert detail["options"] == 2 and detail["fitting"] == 1 and detail["final"]
    assert is_decision(detail)  # laid once and for all: the right one of two is a decision
    state = deal([["guitare", "chat"], ["flute", "horloge"], ["tonnerre", "lion"]])
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 2)
    state, events = lay(state, 1)  # keeping it: it loses to the thunder
    assert learned(events) == [("sound.volume", False, None)]


def test_a_wrong_new_parameter_for_transposition_names_the_better_one():
    # against the thunder (pitch 1, duration 8, timbre 9), the violin (pitch 8) should take pitch
    state = deal([["guitare", "chat"], ["violon", "horloge"], ["tonnerre", "lion"]])
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 2)
    state, events = lay(state, 1, True, "timbre")
    assert learned(events) == [("sound.timbre", False, "sound.timbre-vs-pitch")]


def test_the_attacker_laying_last_has_no_decision():
    state = deal([["flute", "chat"], ["guitare", "horloge"]])
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 1)
    state, events = lay(state, 0)
    assert learned(events) == []


def test_bs_ours_14_by_ear_the_question_is_a_judgement_of_the_sound_heard():
    """« À l'oreille » the attacker judges his card by ear: the same concept and misconception
    codes as with the values shown (volume taken for pitch), marked `by_ear`, filed under him."""
    from games.bataille.rules_state import Options

    by_ear = Options(by_ear=True)
    state = deal([["clochette", "chat"], ["guitare", "horloge"]], options=by_ear)
    state, events = ask(state, 0, "volume")  # the bell: volume 2, pitch 10
    assert learned(events) == [("sound.volume", False, "sound.volume-vs-pitch")]
    event = [e for e in events if e.kind == "learning"][0]
    assert event.data["seat"] == 0 and event.data["detail"]["by_ear"] is True
    state = deal([["sifflet", "chat"], ["guitare", "horloge"]], options=by_ear)
    state, events = ask(state, 0, "pitch")
    assert learned(events) == [("sound.pitch", True, None)]


def test_bs_ours_14_by_ear_a_power_decision_judges_the_sounds_laid_a_forced_lay_none():
    from games.bataille.rules_state import Options

    by_ear = Options(by_ear=True)
    state = deal([["guitare", "chat"], ["flute", "horloge"], ["tonnerre", "lion"]],
                 options=by_ear)  # fmt: skip
    state, _ = ask(state, 0, "duration")
    state, events = lay(state, 2)  # the thunder, no power: nothing to decide
    assert learned(events) == []
    state, events = lay(state, 1)  # the flute keeps its Miroir against the thunder's 8
    [event] = [e for e in events if e.kind == "learning"]
    assert event.data["concept"] == "sound.duration" and event.data["seat"] == 1
    assert event.data["detail"]["by_ear"] is True and event.data["detail"]["options"] == 2
    state, events = lay(state, 0)  # the attacker last: no decision
    assert learned(events) == []


def test_a_card_middling_everywhere_asked_on_its_best_parameter_is_right():
    """The guitar (4, 5, 4, 3) beats fewer than half of the cards on every parameter: its best
    question (pitch) is right, for there was none better; another one is still wrong."""
    state = deal([["guitare", "chat"], ["tonnerre", "horloge"]])
    _, events = ask(state, 0, "pitch")
    assert learned(events) == [("sound.pitch", True, None)]
    _, events = ask(state, 0, "timbre")
    assert learned(events) == [("sound.timbre", False, "sound.timbre-vs-pitch")]


def test_a_question_on_the_cards_highest_number_is_right_even_where_another_ties():
    """The bass singer has volume 6 and duration 6: duration beats more of the 36 other cards,
    but the child sees two equal numbers. Asking either is right, with no misconception (a
    reviewer's pupils were told « confond l'intensité avec la durée » three games in three)."""
    for asked in ("volume", "duration"):
        state = deal([["basse", "chat"], ["guitare", "horloge"]])  # (6, 2, 6, 3)
        state, events = ask(state, 0, asked)
        assert learned(events) == [(f"sound.{asked}", True, None)]
    state = deal([["basse", "chat"], ["guitare", "horloge"]])
    state, events = ask(state, 0, "timbre")  # 3, below his 6s: still wrong
    assert learned(events)[0][1] is False


def test_a_by_ear_decision_is_not_marked_hinted_since_no_hint_is_shown():
    # A reviewer's find: « à l'oreille » with the table's hints on stamped every decision
    # hinted (none counted), though the board shows no hint there.
    from games.bataille.rules_state import Options

    for by_ear, hinted in ((True, False), (False, True)):
        options = Options(by_ear=by_ear, hints=True)
        state = deal(
            [["sifflet", "chat"], ["flute", "horloge"], ["tonnerre", "lion"]], options=options
        )
        state, events = ask(state, 0, "pitch")
        assert [e for e in events if e.kind == "learning"][0].data["detail"]["hinted"] is hinted
        state, _ = lay(state, 2)
        state, events = lay(state, 1, True)  # the flute's Miroir
        assert [e for e in events if e.kind == "learning"][0].data["detail"]["hinted"] is hinted


def test_a_crescendo_choice_is_logged_but_never_counted_on_sound():
    # +3 helps whenever the highest wins, hurts whenever the lowest does: the choice says
    # nothing about the sound (a reviewer's find: 2,168 such choices counted on sound.*).
    for use in (True, False):
        state = deal([["guitare", "chat"], ["trompette", "horloge"], ["tonnerre", "lion"]])
        state, _ = ask(state, 0, "volume")
        state, _ = lay(state, 2)
        state, events = lay(state, 1, use)
        [event] = [e for e in events if e.kind == "learning"]
        assert (
            event.data["concept"] == "sound.volume" and event.data["detail"]["power"] == "crescendo"
        )
        assert not is_decision(event.data["detail"], event.data["correct"])


def test_a_power_decision_is_weighed_against_the_cards_not_yet_seen_this_round():
    # The cards won earlier this round were shown at their trick's end: not « unseen » (a
    # reviewer's find). The flute (volume 4) beats the drop and the mosquito (1), both won.
    from games.bataille.rules_judge import standing

    fresh = deal([["guitare", "chat", "goutte", "moustique"], ["flute", "horloge"]])  # in a deck
    played = deal([["guitare", "chat"], ["flute", "horloge"]], won=[["goutte", "moustique"], []])
    counts = []
    for state in (fresh, played):
        state, _ = ask(state, 0, "volume")
        entry = {"seat": 1, "card": "flute", "power_used": False, "target_param": None,
                 "echo": None, "bataille": []}  # fmt: skip
        counts.append(standing("flute", entry, state)[1])
    assert counts[0] - counts[1] == 2
