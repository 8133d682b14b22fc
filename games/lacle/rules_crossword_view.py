"""What Mots croisés shows and allows: the stage (the challenge window as out-of-turn play), the
(partial) legal actions, each seat's observation, the outcome, and the engine's invariants.

Hidden (docs/architecture.md): another seat's rack, the pool's order, the key pack's order and
the RNG never reach an observation; a seat sees its own rack, the others' as counts, the pool
as a count. In Classique nothing says whether the last move's words stand before a challenge.
"""

from __future__ import annotations

from games.engine import Action, Outcome, Stage, observation_head, visible_events

from .rules_crossword_apply import ACCEPT, CHALLENGE, LAY, PASS, challengers, final_window
from .rules_crossword_judge import key_placements
from .rules_crossword_state import (
    FINISH_BONUS,
    OUT,
    OVER,
    PER_LETTER,
    PLAY,
    SEAT_COLOURS,
    State,
    colour_of,
    conserved,
    opponents,
    seat_totals,
    team_scores,
)
from .rules_patience_state import ARBITRE, CROSSWORD
from .tiles import RACK_SIZE

GAME = "la-cle"


def stage(state: State) -> Stage:
    """The player whose turn it is must act; while the last move may be challenged, every
    other player who is not its player's partner may challenge out of turn (LC-6). After a
    move that emptied its player's rack, the next player says whether he challenges."""
    if state.phase == OVER:
        return Stage("over")
    may = tuple(s for s in challengers(state) if s != state.turn)
    name = "last-word" if final_window(state) else "turn"
    return Stage(name, (state.turn,), may, (CHALLENGE,) if may else ())


def must_lay_key(state: State, seat: int) -> bool:
    """The opener can form the face-up key word, so he must lay it (LC-sheet-27)."""
    return seat == state.turn and bool(key_placements(state, seat))


def legal_actions(state: State, seat: int) -> list[Action]:
    """Partial, as the contract allows: placements cannot be listed (a move generator is
    another module's work), so this gives passing, challenging, accepting, and the key word's
    placements when the opener must lay it; `is_legal`, which asks `apply`, judges a lay."""
    if state.phase == OVER or not 0 <= seat < state.seats:
        return []
    out: list[Action] = []
    if seat == state.turn:
        if final_window(state):
            out.append(Action(seat, ACCEPT))
        elif must_lay_key(state, seat):
            out += [Action.of(seat, LAY, {"tiles": t}) for t in key_placements(state, seat)]
        else:
            out.append(Action(seat, PASS))
    if seat in challengers(state):
        out.append(Action(seat, CHALLENGE))
    return out


def kinds(state: State, seat: int | None) -> list[str]:
    """The kinds of action open to the seat now (the page shows its buttons)."""
    if seat is None or state.phase == OVER:
        return []
    out = []
    if seat == state.turn:
        if final_window(state):
            out.append(ACCEPT)
        else:  # LC-sheet-27: the opener who can form the key word lays it, he may not pass
            out += [LAY] if must_lay_key(state, seat) else [LAY, PASS]
    if seat in challengers(state):
        out.append(CHALLENGE)
    return out


def _pending(state: State) -> dict | None:
    """The move a challenge may still undo, as everyone may see it: who, where, which words,
    how many points; never what he drew, his rack, nor whether the words stand."""
    move = state.pending
    if move is None:
        return None
    return {
        "seat": move["seat"],
        "tiles": move["tiles"],
        "words": [{k: w[k] for k in ("word", "cells", "direction", "main")} for w in move["words"]],
        "points": dict(move["points"]),
        "final": final_window(state),
    }


def observation(state: State, seat: int | None = None) -> dict:
    """What `seat` may see (None: a spectator)."""
    st = stage(state)
    own = seat is not None and 0 <= seat < state.seats
    return {
        **observation_head(
            GAME,
            seat,
            seats=state.seats,
            phase=state.phase,
            round=1,
            rounds=1,
            turn=state.turn,
            direction=1,
            stage=st,
            scores=seat_totals(state),
            last_move=state.last_move,
            options=state.options,
        ),
        "mode": CROSSWORD,
        "kinds": kinds(state, seat),
        "board": list(state.board),
        "rack": sorted(state.racks[seat]) if own else None,
        "hand_counts": [len(r) for r in state.racks],
        "pool_count": len(state.pool),
        "passes": state.passes,  # passes in a row, everyone's to see (LC-7)
        "key_word": state.key_word,
        "keys_left": state.keys_left,
        "colours": [colour_of(s) for s in range(state.seats)],
        "teams": state.options.teams,
        "team_scores": team_scores(state) if state.options.teams else None,
        "seat_scores": list(state.scores),
        "challenges": state.options.challenges != ARBITRE,
        "dealer": state.dealer,
        "dealer_draws": [[list(d) for d in r] for r in state.dealer_draws],
        "pending": _pending(state),
        "must_lay_key": must_lay_key(state, seat) if own else False,
        "log": [dict(e) for e in state.log],
        "result": result(state),
        "last_move": visible_events(state.last_move, seat),
    }


def result(state: State) -> dict | None:
    if state.phase != OVER:
        return None
    out = {"ended": state.ended, "finisher": state.finisher, "scores": seat_totals(state)}
    if state.ended == OUT:  # the end's points, so the page can say where they came from
        left = sum(len(state.racks[o]) for o in opponents(state, state.finisher))
        out.update(left=left, bonus=FINISH_BONUS + PER_LETTER * left)
    else:
        out["minus"] = [PER_LETTER * len(rack) for rack in state.racks]
    return out


def outcome(state: State) -> Outcome | None:
    """None while the game is on; then each seat's total (his team's, in teams) and the highest
    as winners, equal highest sharing the win (LC-sheet-15, LC-7, LC-ours-20)."""
    if state.phase != OVER:
        return None
    totals = seat_totals(state)
    best = max(totals)
    winners = tuple(s for s, t in enumerate(totals) if t == best)
    return Outcome(True, winners, tuple(totals), (result(state),))


def check_invariants(state: State) -> list[str]:
    """The 102 tiles all there once each (pool + racks + board), no rack over 10 and every rack
    full while the pool lasts, the pending move on the board, a known phase."""
    problems = []
    if not conserved(state):
        problems.append("tiles not conserved")
    for seat, rack in enumerate(state.racks):
        if len(rack) > RACK_SIZE or (state.pool and len(rack) < RACK_SIZE):
            problems.append(f"rack {seat} is not full while the pool lasts")
    if state.pending is not None:
        for r, c, stored in state.pending["tiles"]:
            if state.board[r][c] != stored:
                problems.append("the pending move is not on the board")
    if state.phase not in (PLAY, OVER):
        problems.append(f"unknown phase {state.phase}")
    if len(state.racks) > len(SEAT_COLOURS) or len(state.scores) != state.seats:
        problems.append("seats, racks and scores disagree")
    return problems
