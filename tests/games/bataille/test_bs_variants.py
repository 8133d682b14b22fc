"""Pianissimo, Scherzo and « à l'oreille » (BS-6, BS-sheet-34…38, BS-ours-14), and the sound
slots behind `card_at`."""

import json

from games.bataille.bots import SimpleBot
from games.bataille.rules_text import NB, question_text, way_label
from games.engine import Rng
from games.engine.invariants import find_leaks

from .util import R, ask, deal, lay, refused, trick_through

PIANISSIMO = R.Options(variant="pianissimo")
SCHERZO = R.Options(variant="scherzo")
BY_EAR = R.Options(by_ear=True)


def test_bs_sheet_34_pianissimo_the_lowest_value_wins():
    state = deal([["tonnerre", "chat"], ["guitare", "horloge"]], options=PIANISSIMO)
    state, _ = trick_through(state, "volume")
    assert state.last_trick["judged"]["way"] == "low" and state.last_trick["winner"] == 1


def test_bs_sheet_35_pianissimo_a_bataille_on_the_lowest_tie():
    # volume 1 = 1 (mosquito, drop); then 4 (chat) against 2 (horloge): the clock wins
    state = deal([["goutte", "chat", "tonnerre"], ["moustique", "horloge", "lion"], ["sirene", "orgue"]],
                 mystery="xylophone", options=PIANISSIMO)  # fmt: skip
    state, _ = trick_through(state, "volume")
    assert state.last_trick["batailles"] == 1 and state.last_trick["winner"] == 1


def test_bs_sheet_36_scherzo_the_attacker_says_highest_or_lowest():
    state = deal([["tonnerre", "chat"], ["guitare", "horloge"]], options=SCHERZO)
    assert len(R.legal_actions(state, 0)) == 8
    assert refused(ask, state, 0, "volume").code == "way-needed"
    state, _ = trick_through(state, "volume", "low")
    assert state.last_trick["winner"] == 1
    classic = deal([["tonnerre", "chat"], ["guitare", "horloge"]])
    assert refused(ask, classic, 0, "volume", "low").code == "no-way"


def test_bs_sheet_37_scherzo_words_le_plus_fort_faible_aigu_grave_long_court_rugueux_lisse():
    words = [way_label(p, w, "fr") for p in R.PARAMS for w in ("high", "low")]
    assert words == ["le plus fort", "le plus faible", "le plus aigu", "le plus grave",
                     "le plus long", "le plus court", "le plus rugueux", "le plus lisse"]  # fmt: skip
    assert question_text("pitch", "low") == f"Qui a le son le plus grave{NB}?"
    assert question_text("timbre", "high", "en") == "Who has the roughest sound?"


def test_bs_sheet_38_scherzo_lowest_asked_plays_by_pianissimo_rules_ties_included():
    state = deal([["goutte", "chat", "tonnerre"], ["moustique", "horloge", "lion"]],
                 mystery="xylophone", options=SCHERZO)  # fmt: skip
    state, _ = trick_through(state, "volume", "low")
    assert state.last_trick["batailles"] == 1 and state.last_trick["winner"] == 1


def _strings(obs) -> str:
    return json.dumps(obs, ensure_ascii=False)


def test_bs_ours_14_bs_6_by_ear_values_names_ids_hidden_until_the_reveal():
    state = deal([["tonnerre", "chat"], ["flute", "guitare"]], options=BY_EAR)
    secret = R.secret_ids(state, 1)
    assert {"flute", "La flûte", "tonnerre"} <= secret
    obs = R.observation(state, 1)
    assert obs["hand"] == {"hidden": True, "power": "miroir", "sound": "hand"}
    assert not find_leaks(obs, secret)
    state, events = ask(state, 0, "volume")
    state, events = lay(state, 1, True)
    for seat in (None, 0, 1):
        obs = R.observation(state, seat)
        assert obs["laid"][0]["card"] == {"hidden": True, "power": "miroir", "sound": "laid-1"}
        assert not find_leaks(obs, R.secret_ids(state, seat))
        assert "flute" not in _strings(obs) and "values" not in _strings(obs["laid"])
    state, _ = lay(state, 0)
    last = R.observation(state, 0)["last_trick"]  # the reveal shows every card and value
    assert {e["card"]["id"] for e in last["laid"]} == {"flute", "tonnerre"}
    assert last["laid"][0]["card"]["values"]["volume"] == 4


def test_bs_ours_14_by_ear_a_card_laid_without_its_power_does_not_name_it():
    # Each power is on three cards: « super pouvoir Miroir » on a hidden card said « the flute,
    # the harp or the drop », to be read instead of heard (a reviewer's find). Turned, it is shown.
    state = deal([["tonnerre", "chat"], ["flute", "guitare"], ["cloche", "lion"]], options=BY_EAR)
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 2)  # the bell (Écho), kept plain
    state, _ = lay(state, 1, True)  # the flute turns its Miroir
    for seat in (None, 0, 1, 2):
        laid = {e["seat"]: e["card"] for e in R.observation(state, seat)["laid"]}
        assert laid[2] == {"hidden": True, "power": None, "sound": "laid-2"}
        assert laid[1]["power"] == "miroir"
    assert R.observation(state, 0)["hand"]["power"] is None  # the thunder has none
    assert R.observation(deal([["tonnerre"], ["cloche"]], options=BY_EAR), 1)["hand"]["power"] == (
        "echo"
    )  # his own card, as printed on it


def test_card_at_serves_the_card_behind_a_sound_slot_only_to_who_may_hear_it():
    state = deal([["soprano", "chat", "lion"], ["cloche", "triangle", "guitare"]], options=BY_EAR)
    assert R.card_at(state, 0, "hand") == "soprano"
    assert R.card_at(state, 1, "hand") == "cloche" and R.card_at(state, None, "hand") is None
    assert R.card_at(state, 0, "laid-1") is None  # not laid yet
    state, _ = ask(state, 0, "pitch")
    state, _ = lay(state, 1, True)
    assert R.card_at(state, 0, "laid-1") == "cloche"
    assert R.card_at(state, 0, "echo-1") == "triangle"
    assert R.card_at(state, 0, "bataille-1-0") is None and R.card_at(state, 0, "nonsense") is None
    state, _ = lay(state, 0)
    assert R.card_at(state, 1, "last-laid-0") == "soprano"
    assert R.card_at(state, 1, "last-echo-1") == "triangle"
    assert R.card_at(state, 0, "hand") == "chat"


def test_bs_6_by_ear_bots_judge_from_the_values_of_what_they_hear_and_nothing_more():
    """Bots have no ears: « à l'oreille » they get the values of their own card and the cards
    laid, exactly the visible game's view; decks, other hands and the mystery stay secret."""
    state = deal([["tonnerre", "chat"], ["flute", "guitare"]], options=BY_EAR)
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 1, True)
    seen = R.bot_observation(state, 0)
    assert seen["hand"]["id"] == "tonnerre" and seen["laid"][0]["card"]["id"] == "flute"
    assert seen["options"]["by_ear"] is True
    visible = R.from_json({**R.to_json(state), "options": {**BY_EAR.to_json(), "by_ear": False}})
    assert seen == {**R.observation(visible, 0), "options": seen["options"]}
    assert not find_leaks(seen, R.secret_ids(visible, 0))  # "chat", "guitare", the mystery
    assert R.bot_observation(R.from_json(R.to_json(visible)), 1) == R.observation(visible, 1)
    bot = SimpleBot()
    chosen = bot.choose(R.bot_observation(state, 0), list(R.legal_actions(state, 0)), Rng(1))
    assert chosen.kind == "lay"
