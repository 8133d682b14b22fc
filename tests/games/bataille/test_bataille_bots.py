"""The bots: legal choices from their observation alone (its JSON form), the simple bot's
rules of thumb, the strong bot's card counting, and its think time."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from games.bataille.bots import RandomBot, SimpleBot, StrongBot, unseen
from games.engine import Rng
from games.engine.simulate import simulate

from .util import R, ask, deal, lay


def choose(bot, state, seat, rng=None):
    obs = json.loads(json.dumps(R.bot_observation(state, seat)))
    return bot.choose(obs, R.legal_actions(state, seat), rng or Rng(1))


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 4),
       variant=st.sampled_from(["classic", "pianissimo", "scherzo"]), by_ear=st.booleans())  # fmt: skip
def test_every_bot_answers_with_a_legal_action(seed, seats, variant, by_ear):
    state = R.new_game(seats, R.Options(variant=variant, by_ear=by_ear), seed)
    rng = Rng(seed)
    bots = [RandomBot(), SimpleBot(), StrongBot(worlds=4)]
    for _ in range(60):
        if state.phase == "game-over":
            break
        seat = R.stage(state).must[0]
        for bot in bots:
            assert choose(bot, state, seat, rng) in R.legal_actions(state, seat)
        state, _ = R.apply(state, rng.choice(R.legal_actions(state, seat)))


def test_simple_asks_its_cards_best_parameter():
    state = deal([["sifflet", "chat"], ["guitare", "horloge"]])
    assert choose(SimpleBot(), state, 0).choice == "pitch"
    state = deal(
        [["sifflet", "chat"], ["guitare", "horloge"]], options=R.Options(variant="scherzo")
    )
    a = choose(SimpleBot(), state, 0)
    assert (a.choice, a.param("way")) in {("pitch", "high"), ("duration", "low"), ("timbre", "low")}


def test_simple_uses_a_power_only_to_turn_a_loss_into_a_win():
    state = deal([["guitare", "chat"], ["flute", "horloge"], ["tonnerre", "lion"]])
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 2)
    assert choose(SimpleBot(), state, 1).param("power") is True  # Miroir beats the thunder
    state = deal([["guitare", "chat"], ["flute", "horloge"], ["goutte", "lion"]], mystery="vent")
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 2)
    assert choose(SimpleBot(), state, 1).param("power") is None  # already beats the drop


def test_strong_counts_the_cards_played():
    state = deal([["guitare", "chat", "lion"], ["tonnerre", "horloge", "sirene"]])
    state, _ = ask(state, 0, "volume")
    state, _ = lay(state, 1)
    state, _ = lay(state, 0)
    obs = R.observation(state, 0)
    pool = unseen(obs, "chat")
    assert "tonnerre" not in pool and "guitare" not in pool and "chat" not in pool
    assert "lion" in pool and len(pool) == 37 - 3 - len(state.set_aside)


def test_strong_as_first_defender_turns_a_miroir_on_a_soft_card():
    """Nothing is laid yet, so the simple bot keeps its card; the strong bot sees that the
    drop (volume 1) loses to nearly every card unseen, and wins turned over."""
    state = deal([["guitare", "chat"], ["goutte", "horloge"]], mystery="vent")
    state, _ = ask(state, 0, "volume")
    assert choose(SimpleBot(), state, 1).param("power") is None
    assert choose(StrongBot(), state, 1).param("power") is True


def test_strong_beats_simple_and_decides_quickly(bataille_registered):
    timings: dict[str, list[float]] = {}
    out = simulate("bataille-des-sons", 2, 20, seed=4, bots="strong,simple", check=False,
                   timings=timings)  # fmt: skip
    assert out["unfinished"] == 0 and out["wins_by_level"]["strong"] > 10
    ts = sorted(timings["strong"])
    assert ts[int(0.95 * (len(ts) - 1))] < 0.3


def test_by_ear_the_simple_bot_still_asks_its_cards_best_parameter():
    """« À l'oreille » bots judge from the values (README): not blind, not cleverer."""
    state = deal([["sifflet", "chat"], ["guitare", "horloge"]], options=R.Options(by_ear=True))
    assert choose(SimpleBot(), state, 0).choice == "pitch"
