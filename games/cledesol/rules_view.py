"""What each seat may see and do: stage, legal actions, observation, outcome; and the checks
simulate runs after every action (cards conserved, nothing hidden leaks)."""

from __future__ import annotations

from collections import Counter

from games.engine import Action, Outcome, Stage, observation_head
from games.engine.tabletop import lowest_total
from theory import EXTENDED_RANGE, RHYTHMS

from .cards import CARDS, NOTE, PILE_A_KINDS, deck
from .rules_judge import gift_actions, intercept_actions, turn_actions, window_seats
from .rules_state import GAME_OVER, PLAY, ROUND_OVER, State, all_cards

KIND_ORDER = ("note", "rythme", "hauteur", "intervalle", "musicien", "silence", "reprise")


def _sort_key(cid: str) -> tuple:
    c = CARDS[cid]
    return (
        KIND_ORDER.index(c.kind),
        EXTENDED_RANGE.index(c.pitch) if c.pitch else -1,
        RHYTHMS.index(c.rhythm) if c.rhythm else -1,
        c.id,
    )


def stage(state: State) -> Stage:
    """Who the game waits for (`must`) and who may act out of turn (`may`: interceptors
    holding a Note; any Note may be tried, CS-10)."""
    if state.phase == GAME_OVER:
        return Stage("over")
    if state.phase == ROUND_OVER:
        return Stage("deal", (state.next_dealer(),))
    if state.gift is not None:
        return Stage("gift", (state.gift["giver"],))
    may = tuple(
        s for s in window_seats(state) if any(CARDS[c].kind == NOTE for c in state.hands[s])
    )
    if state.window:
        return Stage("interception", (state.turn,), may, ("intercept",))
    return Stage("turn", (state.turn,), may)


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every action open to `seat` now, out-of-turn interceptions included."""
    if not 0 <= seat < state.seats or state.phase == GAME_OVER:
        return []
    if state.phase == ROUND_OVER:
        return [Action(seat, "deal")] if seat == state.next_dealer() else []
    if state.gift is not None:
        return gift_actions(state) if seat == state.gift["giver"] else []
    out = turn_actions(state, seat) if seat == state.turn else []
    if state.window is not None and seat in window_seats(state):
        out += intercept_actions(state, seat)
    return out


# Each card's JSON, made once: an observation hands out copies (a reader may keep or change one).
CARD_JSON = {cid: c.to_json() for cid, c in CARDS.items()}


def _cards(ids) -> list[dict]:
    return [CARD_JSON[c].copy() for c in ids]


def _known_to(state: State, seat: int | None) -> list[list[str]]:
    """Per seat, the cards of its hand that `seat` has seen (public when every seat saw them)."""
    everyone = set(range(state.seats))
    out: list[list[str]] = [[] for _ in range(state.seats)]
    for holder, hand in enumerate(state.hands):
        for c in hand:
            seen = state.known.get(c)
            if seen and (set(seen) >= everyone or (seat is not None and seat in seen)):
                out[holder].append(c)
    return out


def observation(state: State, seat: int | None = None) -> dict:
    """What `seat` may see (None: a spectator). Never another hand beyond what was shown, never
    the draw pile's order, never the RNG; piles show their top and their size."""
    revealed = state.phase != PLAY
    known = _known_to(state, seat)
    w = state.window
    st = stage(state)
    public_may = window_seats(state) if st.name == "interception" else []
    return {
        **observation_head(
            "cle-de-sol",
            seat,
            seats=state.seats,
            phase=state.phase,
            round=state.round,
            rounds=state.options.rounds,
            turn=state.turn,
            direction=state.direction,
            scores=state.scores,
            round_results=state.rounds,
            last_move=state.last_move,
            options=state.options,
            stage={"name": st.name, "must": list(st.must), "may": public_may},
        ),
        "dealer": state.dealer,
        "hand": None if seat is None else _cards(sorted(state.hands[seat], key=_sort_key)),
        "hand_counts": [len(h) for h in state.hands],
        "pile_a": {"top": CARD_JSON[state.top_a].copy(), "count": len(state.pile_a)},
        "pile_b": {
            "top": CARD_JSON[state.pile_b[-1]].copy() if state.pile_b else None,
            "count": len(state.pile_b),
        },
        "draw_pile": {"count": len(state.draw_pile)},
        "pending": dict(state.pending) if state.pending else None,
        "interception": None
        if w is None
        else {"note": CARD_JSON[w["note"]].copy(), "layer": w["layer"], "turn": w["turn"]},
        "gift": dict(state.gift) if state.gift else None,
        "skips": list(state.skips),
        "stuck": [dict(x) if x else None for x in state.stuck],
        "known_cards": [[] if holder == seat else _cards(ids) for holder, ids in enumerate(known)],
        "revealed_hands": [_cards(h) for h in state.hands] if revealed else None,
    }


def outcome(state: State) -> Outcome | None:
    """None before the first round ends; then the totals, and the winners once it is over."""
    return lowest_total(state.scores, state.rounds, state.phase == GAME_OVER)  # CS-ours-10


def secret_ids(state: State, seat: int | None) -> set[str]:
    """The card ids `seat` must never see: the draw pile, and other hands' unshown cards."""
    secret = set(state.draw_pile)
    if state.phase != PLAY:
        return secret
    known = _known_to(state, seat)
    for holder, hand in enumerate(state.hands):
        if holder != seat:
            secret.update(c for c in hand if c not in known[holder])
    return secret


def check_invariants(state: State) -> list[str]:
    problems = []
    if Counter(all_cards(state)) != Counter(deck(state.options.note_cards)):
        problems.append("cards not conserved")
    if not state.pile_a or CARDS[state.top_a].kind not in PILE_A_KINDS:
        problems.append("pile A has no Rythme, Hauteur or Note on top")
    if any(CARDS[c].kind in PILE_A_KINDS for c in state.pile_b):
        problems.append("a pile-A card is on pile B")
    if any(CARDS[c].kind not in PILE_A_KINDS for c in state.pile_a):
        problems.append("a pile-B card is on pile A")
    if state.phase == PLAY and not all(state.hands):
        problems.append("an empty hand while the round goes on")
    if any(c not in {x for h in state.hands for x in h} for c in state.known):
        problems.append("a known card is no longer in a hand")
    return problems
