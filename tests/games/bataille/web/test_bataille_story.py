"""A trick's result told in words and numbers (a reviewer: « Edgar remporte la plie ! » said who,
never why): each value counted, Crescendo's +3 shown, which way wins, each bataille's cards."""

from django.utils import translation

from games.bataille import presenter
from games.bataille.cards import CARD


def _card(cid: str) -> dict:
    c = CARD[cid]
    return {"id": c.id, "name": dict(c.name), "values": c.values, "power": c.power}


def _entry(seat: int, cid: str, value: int, **more) -> dict:
    return {"seat": seat, "card": _card(cid), "value": value, "echo": None, "bataille": [], **more}


def test_a_plain_trick_says_each_value_and_which_way_wins():
    flute, trumpet = CARD["flute"].value("volume"), CARD["trompette"].value("volume")
    trick = {
        "question": {"param": "volume"},
        "judged": None,
        "laid": [_entry(0, "flute", flute), _entry(1, "trompette", trumpet + 3, power_used=True)],
        "winner": 1,
    }
    with translation.override("fr"):
        (line,) = presenter.trick_story(trick, ["Ana", "Edgar"], "classic", "fr")
    assert line == (
        f"En volume\u00a0: Ana {flute} (la flûte), Edgar {trumpet + 3} (la trompette\u00a0: "
        f"{trumpet} + 3, Crescendo)\u00a0; le plus grand nombre gagne."
    )
    with translation.override("en"):
        (line,) = presenter.trick_story(trick, ["Ana", "Edgar"], "pianissimo", "en")
    assert line.startswith("On volume: Ana") and line.endswith("the smallest number wins.")


def test_a_bataille_says_the_cards_turned():
    trick = {
        "question": {"param": "pitch"},
        "judged": None,
        "laid": [
            _entry(0, "flute", 7, bataille=[_card("sirene")]),
            _entry(1, "trompette", 7, bataille=[_card("cloche")]),
        ],
        "winner": 0,
    }
    with translation.override("fr"):
        lines = presenter.trick_story(trick, ["Ana", "Edgar"], "classic", "fr")
    siren, bell = CARD["sirene"].value("pitch"), CARD["cloche"].value("pitch")
    assert lines[1] == (
        f"Égalité\u00a0: bataille\u00a0! Cartes suivantes\u00a0: Ana {siren} "
        f"({CARD['sirene'].name['fr'][:1].lower()}{CARD['sirene'].name['fr'][1:]}), "
        f"Edgar {bell} ({CARD['cloche'].name['fr'][:1].lower()}{CARD['cloche'].name['fr'][1:]})."
    )


def test_the_log_says_who_won_the_game():
    """Its last line said « Ana gagne la manche. » and never who won the game."""
    last = {"kind": "round-over", "winner": 0, "game_over": True, "shared": []}
    with translation.override("fr"):
        assert (
            presenter.log_line(last, ["Ana", "Edgar"], "fr")
            == "Ana gagne la manche et la partie\u00a0!"
        )
        assert (
            presenter.log_line({**last, "game_over": False}, ["Ana"], "fr")
            == "Ana gagne la manche."
        )


def test_the_end_of_a_game_marks_its_last_round_over_event():
    from games.bataille import rules as R
    from games.bataille.rules_state import State, end_round, new_game

    state = R.from_json(R.to_json(new_game(2, R.Options(rounds_to_win=1), seed=1)))
    assert isinstance(state, State)
    state.won = [["a", "b", "c"], ["d"]]
    events = []
    end_round(state, [], events)
    assert events[-1].data["game_over"] is True and state.phase == "game-over"
