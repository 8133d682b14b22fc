"""What every installed game's bots owe the framework, checked over random walks: they answer
from their observation alone (its JSON form, as the tables store it) with one of the legal
actions, or let an optional window pass. A new game is checked the day it is installed."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine import Rng, bot_observation, registry
from games.tables import kit

FAST = {"strong": {"budget_ms": 2, "max_worlds": 2}}  # the search's shape, not its strength


def _bots(slug: str) -> list:
    return [registry.bot(slug, level, **FAST.get(level, {})) for level in registry.levels(slug)]


def _walk(slug: str, seats: int, seed: int, steps: int, check) -> None:
    """Random legal moves from a fresh deal; `check(state, rng)` before each one."""
    rules = registry.rules(slug)
    state = rules.new_game(seats, None, seed)  # the game's defaults for that many seats
    rng = Rng(seed)
    for _ in range(steps):
        result = rules.outcome(state)
        if result is not None and result.finished:
            return
        check(rules, state, rng)
        stage = rules.stage(state)
        movers = [s for s in (*stage.may, *stage.must) if list(rules.legal_actions(state, s))]
        must = [s for s in movers if s in stage.must] or movers
        seat = rng.choice(movers) if rng.random() < 0.2 else rng.choice(must)
        state, _events = rules.apply(state, rng.choice(list(rules.legal_actions(state, seat))))


# La Clé's bots each search every placement of their rack (half a second): a third as many
# examples there cost what the card games' twelve cost.
EXAMPLES = {"la-cle": 4}


@pytest.mark.parametrize("slug", sorted(kit.games()))
def test_every_bot_answers_with_a_legal_action_from_its_observation(slug):
    settings(max_examples=EXAMPLES.get(slug, 12), deadline=None)(
        given(seed=st.integers(0, 2**31 - 1), seats=st.integers(2, 4))(_bots_answer_legally)
    )(slug)


def _bots_answer_legally(slug, seed, seats):
    bots = _bots(slug)
    seats = max(kit.game(slug).min_players, min(seats, kit.game(slug).max_players))

    def check(rules, state, rng):
        stage = rules.stage(state)
        for seat in {*stage.must, *stage.may}:
            legal = list(rules.legal_actions(state, seat))
            if not legal:
                continue
            obs = json.loads(json.dumps(bot_observation(rules, state, seat)))  # only what it sees
            for bot in bots:
                chosen = bot.choose(obs, legal, rng)
                if chosen is None:
                    assert seat not in stage.must
                    continue
                # legal_actions may be partial (board placements): is_legal is then the judge
                assert chosen in legal or rules.is_legal(state, chosen)

    _walk(slug, seats, seed, 50, check)


HEAD = ("game", "seat", "seats", "phase", "round", "rounds", "turn", "direction", "stage")


@pytest.mark.parametrize("slug", sorted(kit.games()))
def test_every_observation_starts_with_the_shared_head(slug):
    """The board, the bots and the tables read whose turn it is, the stage and the round the
    same way in every game (games.engine.ObservationHead)."""
    rules = registry.rules(slug)
    seats = kit.game(slug).min_players
    state = rules.new_game(seats, None, 3)
    for seat in (None, *range(seats)):
        obs = rules.observation(state, seat)
        assert [k for k in HEAD if k not in obs] == []
        assert obs["seat"] == seat and obs["seats"] == seats and obs["game"] == slug
        assert obs["direction"] in ("clockwise", "counter-clockwise")
        assert {"name", "must", "may"} <= set(obs["stage"])
        assert set(obs["stage"]["must"]) == set(rules.stage(state).must)


@pytest.mark.django_db
def test_a_board_and_a_bot_read_the_tables_version_in_the_head():
    from games.tables import services

    table = services.create_table(
        game="cle-de-sol",
        mode="bots",
        seats=[services.SeatSpec("Léa"), services.SeatSpec("Clara", bot_level="simple")],
        options={},
    )
    rules = services.rules_for(table)
    obs = services.observe(table, rules, services.load_state(table), 0)
    assert obs["version"] == table.version and obs["seat"] == 0
