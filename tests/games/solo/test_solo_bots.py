"""Solo's bots: they see only their observation and their legal actions."""

from games.engine import Rng
from games.engine.simulate import simulate
from games.solo.bots import RandomBot, SimpleBot

from .util import R, deal


def choose(bot, state, seat):
    return bot.choose(R.observation(state, seat), R.legal_actions(state, seat), Rng(1))


def face(action):
    return R.CARDS[action.cards[0]].face if action.cards else action.kind


def test_simple_sheds_its_highest_value_coloured_card():
    state = deal([["r2", "r9", "r+2", "C", "v1"], ["v1", "v2"]], ["r5"])
    assert face(choose(SimpleBot(), state, 0)) == "rouge-plus2"


def test_simple_keeps_black_cards_for_need():
    state = deal([["r2", "C", "+4", "v1"], ["v1", "v2"]], ["r5"])
    assert face(choose(SimpleBot(), state, 0)) == "rouge-2"
    state = deal([["v2", "v7", "C", "b1"], ["v1", "v2"]], ["r5"])
    action = choose(SimpleBot(), state, 0)
    assert face(action) == "noir-couleur" and action.choice == "vert"


def test_simple_quick_discards_and_lets_nothing_pass_on_its_turn():
    state = deal([["v1", "v2"], ["r5", "j2", "j3"]], ["r5"])
    assert choose(SimpleBot(), state, 1).kind == "quick-discard"
    assert choose(SimpleBot(), deal([["v1", "v2"], ["j2", "j3"]], ["r5"]), 1) is None
    assert choose(SimpleBot(), deal([["v1", "v2"], ["j2"]], ["r5"]), 0).kind == "draw"


def test_simple_never_forgets_solo():
    for hand in (["r2", "r9"], ["C", "v1"], ["rE", "b1"]):
        action = choose(SimpleBot(), deal([hand, ["v1", "v2", "v3"]], ["r5"]), 0)
        assert action.param("solo") is True, hand


def test_only_the_random_bot_may_forget_solo():
    """The easiest level (« débutant ») plays any legal move, SOLO! forgotten or not; « moyen »
    and « fort » never forget it (test_solo_strong checks « fort » over whole games)."""
    state = deal([["r2", "r9"], ["v1", "v2", "v3"]], ["r5"])
    obs, legal = R.observation(state, 0), R.legal_actions(state, 0)
    said = [RandomBot().choose(obs, legal, Rng(k)).param("solo", False) for k in range(40)]
    assert True in said and False in said


def test_simple_swaps_for_the_smallest_hand():
    state = deal([["rE", "r1", "r2", "r3"], ["v1", "v2"], ["j1", "j2", "j3", "j4"]], ["r5"])
    action = choose(SimpleBot(), state, 0)
    assert face(action) == "rouge-echange" and action.target == 1


def test_random_bot_picks_a_legal_action():
    state = R.new_game(3, R.Options(), 2)
    legal = R.legal_actions(state, state.turn)
    assert choose(RandomBot(), state, state.turn) in legal
    assert RandomBot().choose({}, [], Rng(1)) is None


def test_simple_beats_random(solo_registered):
    summary = simulate(
        "solo",
        players=2,
        games=12,
        seed=9,
        bots="random,simple",
        options={"target": 200},
        check=False,
    )
    assert summary["wins_by_level"]["simple"] >= 9, summary["wins_by_level"]
