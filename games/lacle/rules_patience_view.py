"""What La Patience shows and allows: the stage, the (partial) legal actions, the observation,
the outcome, and the checks of the engine's invariants (tiles conserved, the chain on the board).
"""

from __future__ import annotations

from games.engine import Action, Outcome, Stage, observation_head, visible_events

from .board import BOTTOM_RIGHT
from .rules_patience_apply import GIVE_UP, LAY
from .rules_patience_state import FAILED, GAME, GAVE_UP, MODE, PLAY, REACHED, State, conserved
from .tiles import RACK_SIZE, letter_of


def stage(state: State) -> Stage:
    """The one player must act while the patience is on; nobody once it is over."""
    if state.phase != PLAY:
        return Stage("over")
    return Stage("turn", (0,))


def legal_actions(state: State, seat: int) -> list[Action]:
    """Partial, as the contract allows: the placements cannot be listed (every word of the
    lexicon in every place), so this gives what is cheap, giving up; `is_legal`, which asks
    `apply`, is the judge of a `lay`."""
    if seat != 0 or state.phase != PLAY:
        return []
    return [Action(0, GIVE_UP)]


def kinds(state: State) -> tuple[str, ...]:
    """The kinds of action open now (the page shows a lay form and a give-up button)."""
    return (LAY, GIVE_UP) if state.phase == PLAY else ()


def result(state: State) -> dict:
    """The attempt in a few numbers: words laid, reached or not, why it failed."""
    return {
        "words": state.words,
        "reached": state.phase == REACHED,
        "failure": state.failure,
        "chain": [w["word"] for w in state.chain],
    }


def observation(state: State, seat: int | None = None) -> dict:
    """What `seat` may see (None: a spectator): the board, the chain, the pool's size, and the
    rack to its player only; never the pool's order or the RNG."""
    st = stage(state)
    return {
        **observation_head(
            GAME,
            seat,
            seats=1,
            phase=state.phase,
            round=1,
            rounds=1,
            turn=0,
            direction=1,
            stage=st,
            scores=[state.words],
            last_move=state.last_move,
            options=state.options,
        ),
        "mode": MODE,
        "kinds": list(kinds(state)),
        "board": list(state.board),
        "rack": sorted(state.rack) if seat == 0 else None,
        "rack_count": len(state.rack),
        "pool_count": len(state.pool),
        "chain": [dict(w) for w in state.chain],
        "previous": state.chain[-1]["word"] if state.chain else None,
        "goal": list(BOTTOM_RIGHT),
        "result": result(state),
        "hand_counts": [len(state.rack)],
        "last_move": visible_events(state.last_move, seat),
    }


def outcome(state: State) -> Outcome | None:
    """None while the patience is on; then its number of words (LC-sheet-9: fewer is better),
    and the player as the winner only if a letter reached the bottom-right cell."""
    if state.phase == PLAY:
        return None
    winners = (0,) if state.phase == REACHED else ()
    given_up = state.failure == GAVE_UP  # « ne compte pas comme terminée », the page says
    return Outcome(True, winners, (state.words,), (result(state),), given_up=given_up)


def check_invariants(state: State) -> list[str]:
    """The 102 tiles are all there once each (pool + rack + board); the rack is full while the
    pool lasts; every word of the chain is written on the board."""
    problems = []
    if not conserved(state):
        problems.append("tiles not conserved")
    if len(state.rack) > RACK_SIZE or (state.pool and len(state.rack) < RACK_SIZE):
        problems.append("the rack is not full while the pool lasts")
    for word in state.chain:
        text = "".join(letter_of(state.board[r][c]) for r, c in word["cells"])
        if text != word["word"]:
            problems.append(f"{word['word']} is not on the board")
    if state.phase not in (PLAY, REACHED, FAILED):
        problems.append(f"unknown phase {state.phase}")
    return problems
