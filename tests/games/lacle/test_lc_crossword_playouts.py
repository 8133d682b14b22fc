"""Seeded random playouts of Mots croisés through the dispatching rules module: after every
action the 102 tiles are all there (through challenges and undos), the state survives a JSON
round trip, the listed actions are legal and `is_legal` agrees with `apply`, and no observation
shows another seat's rack, the pool's order or the key pack's order."""

import json

import pytest

from games.engine import Action, IllegalAction, Rng
from games.engine.invariants import check_state
from games.lacle import rules
from games.lacle import rules_crossword as R

from .crossword_bot import LEX, random_lay

GAMES = [
    (2, R.CLASSIQUE, False, 1),
    (3, R.CLASSIQUE, False, 2),
    (4, R.CLASSIQUE, True, 3),
    (2, R.ARBITRE, False, 4),
    (4, R.ARBITRE, False, 5),
]
STEPS = 260


def _hidden_ok(state) -> list[str]:
    """Each seat sees its own rack only, counts for the rest, no pool, no key pack."""
    problems = []
    for seat in (None, *range(state.seats)):
        seen = R.observation(state, seat)
        if seen["rack"] != (None if seat is None else sorted(state.racks[seat])):
            problems.append(f"seat {seat} sees a wrong rack")
        if {"racks", "pool", "keys", "rng"} & set(seen) or "rack" in json.dumps(seen["pending"]):
            problems.append(f"seat {seat} sees hidden state")
        for event in seen["last_move"]:
            if event["kind"] == "drew" and event["seat"] != seat:
                problems.append(f"seat {seat} sees another seat's draw")
        face_down = state.keys[state.key_at + 1 :]
        text = json.dumps(seen)
        if [w for w in face_down if f'"{w}"' in text and w not in seen["board"]]:
            problems.append(f"seat {seat} sees a face-down key card")
    return problems


def _choose(state, rng: Rng) -> Action:
    stage = R.stage(state)
    if state.pending is not None and rng.random() < 0.35:
        seat = rng.choice([*stage.may, *stage.must])
        if Action(seat, R.CHALLENGE) in R.legal_actions(state, seat):
            return Action(seat, R.CHALLENGE)
    seat = state.turn
    legal = R.legal_actions(state, seat)
    if Action(seat, R.ACCEPT) in legal:
        return Action(seat, R.ACCEPT)
    return random_lay(state, seat, rng) or Action(seat, R.PASS)


@pytest.mark.parametrize(("seats", "challenges", "teams", "seed"), GAMES)
def test_random_playouts_keep_every_invariant(seats, challenges, teams, seed):
    options = R.Options(mode=R.CROSSWORD, challenges=challenges, teams=teams)
    state = rules.new_game(seats, options, seed)
    rng = Rng(seed)
    seen = {"lay": 0, "undone": 0, "challenge": 0, "refused": 0}
    for _ in range(STEPS):
        assert check_state(rules, state, seats) == []
        assert _hidden_ok(state) == []
        for seat in range(seats):
            for action in rules.legal_actions(state, seat):
                assert rules.is_legal(state, action, LEX)
        outcome = rules.outcome(state)
        if outcome is not None:
            assert outcome.finished and outcome.winners
            break
        wrong = Action(next(s for s in range(seats) if s != state.turn), R.PASS)
        with pytest.raises(IllegalAction):
            rules.apply(state, wrong, LEX)
        assert not rules.is_legal(state, wrong, LEX)
        action = _choose(state, rng)
        assert rules.is_legal(state, action, LEX)
        state, events = rules.apply(state, action, LEX)
        for event in events:
            if event.kind in seen:
                seen[event.kind] += 1
    assert seen["lay"] > 10
    if challenges == R.CLASSIQUE:  # challenges both ways, and moves undone
        assert seen["challenge"] > seen["undone"] > 0
