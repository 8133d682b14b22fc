"""What the table shows and allows: the stage, the legal actions, a seat's observation (README,
"A seat's observation"), `card_at` for the opaque sound addresses, the outcome, and the checks
of the engine's invariants (37 cards conserved, nothing hidden leaks).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from games.engine import Action, Outcome, Stage, observation_head, visible_events

from .cards import CARD, PARAMS
from .rules_apply import decisions
from .rules_judge import judged
from .rules_state import DECK, GAME_OVER, PLAY, SCHERZO, WAYS, State, all_cards, next_dealer

SLUG = "bataille-des-sons"


def stage(state: State) -> Stage:
    """`ask` (the attacker), `lay` (the next layer), `deal` (the next dealer), `over`."""
    if state.phase == GAME_OVER:
        return Stage("over")
    if state.phase != PLAY:
        return Stage("deal", (next_dealer(state),))
    if state.question is None:
        return Stage("ask", (state.attacker,))
    layer = state.next_layer()
    assert layer is not None
    return Stage("lay", (layer,))


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every action open to `seat` now: the 4 questions (8 in Scherzo), or the ways to lay
    his card (with its power, and Transposition's three new parameters), or the deal."""
    st = stage(state)
    if seat not in st.must:
        return []
    if st.name == "deal":
        return [Action(seat, "deal")]
    if st.name == "ask":
        if state.options.variant == SCHERZO:
            return [Action(seat, "ask", choice=p, extra=(("way", w),)) for p in PARAMS
                    for w in WAYS]  # fmt: skip
        return [Action(seat, "ask", choice=p) for p in PARAMS]
    out = []
    for e in decisions(state, seat):
        extra: tuple = ()
        if e["power_used"]:
            extra = (("power", True),)
            if e["target_param"]:
                extra = (("power", True), ("target_param", e["target_param"]))
        out.append(Action(seat, "lay", extra=extra))
    return out


def _card(
    cid: str,
    hidden: bool,
    sound: str,
    line: bool = False,
    mystery: str | None = None,
    power_shown: bool = True,
):
    """A card as a seat sees it; `mystery` (the mystery card's id once played) marks it, face up
    or hidden, so that everyone can tell which card in play is the mystery card. A hidden card
    laid by another names its power only once turned for it: each power is on three cards, so
    its name would tell which card it is, to be read instead of heard (BS-ours-14)."""
    c = CARD[cid]
    out: dict
    if hidden:
        out = {"hidden": True, "power": c.power if power_shown else None, "sound": sound}
    else:
        out = {"id": c.id, "name": dict(c.name), "values": c.values, "power": c.power}
        if line:
            out["line"] = dict(c.line)
    if cid == mystery:
        out["mystery"] = True
    return out


def _laid(state: State) -> list[dict]:
    hidden = state.options.by_ear  # BS-ours-14: only heard until the reveal
    m = state.mystery_card
    out = []
    for e in state.laid:
        seat = e["seat"]
        echo = e["echo"]
        out.append({
            "seat": seat,
            "card": _card(e["card"], hidden, f"laid-{seat}", mystery=m,
                          power_shown=e["power_used"]),
            "power_used": e["power_used"],
            "target_param": e["target_param"],
            "echo": None if echo is None else _card(echo, hidden, f"echo-{seat}", mystery=m,
                                                    power_shown=False),
            "bataille": [_card(c, hidden, f"bataille-{seat}-{k}", mystery=m, power_shown=False)
                         for k, c in enumerate(e["bataille"])],
        })  # fmt: skip
    return out


def _revealed(trick: dict | None, m: str | None) -> dict | None:
    """The trick just resolved, every card shown (the reveal); `m`: the mystery card played."""
    if trick is None:
        return None
    laid = [
        {**e, "card": _card(e["card"], False, "", mystery=m),
         "echo": None if e["echo"] is None else _card(e["echo"], False, "", mystery=m),
         "bataille": [_card(c, False, "", mystery=m) for c in e["bataille"]]}
        for e in trick["laid"]
    ]  # fmt: skip
    return {**trick, "laid": laid}


def _played(state: State) -> list[str]:
    """The cards revealed this round, now in won piles or set aside: everyone saw them laid
    (what a player who counts cards remembers). Between rounds, none (banked cards were
    never shown)."""
    if state.phase != PLAY:
        return []
    return sorted([c for w in state.won for c in w] + state.set_aside)


def observation(state: State, seat: int | None = None) -> dict:
    """What `seat` may see (None: a spectator): his own card (only heard « à l'oreille »), the
    trick so far, the counts; never another seat's card, a deck, the mystery card unplayed."""
    st = stage(state)
    hand = state.hands[seat] if seat is not None and state.phase == PLAY else None
    return {
        **observation_head(
            SLUG,
            seat,
            seats=state.seats,
            phase=state.phase,
            round=state.round,
            rounds=0,  # played to `rounds_to_win` won rounds, not a number of rounds
            turn=st.must[0] if st.must else state.attacker,
            direction=-1,  # BS-sheet-11, 33: counter-clockwise
            stage=st,
        ),
        "dealer": state.dealer,
        "attacker": state.attacker,
        "hand": None
        if hand is None
        else _card(hand, state.options.by_ear, "hand", True, state.mystery_card),
        "hand_counts": [0 if h is None else 1 for h in state.hands],
        "question": None if state.question is None else dict(state.question),
        "judged": judged(state),
        "laid": _laid(state),
        "order": state.order() if state.phase == PLAY else [],
        "out": list(state.out),
        "decks": [len(d) for d in state.decks],
        "won": [len(w) for w in state.won],
        "set_aside": len(state.set_aside),
        "played": _played(state),
        "rounds_won": list(state.rounds_won),
        "rounds_to_win": state.options.rounds_to_win,
        "mystery": {"used": state.mystery is None, "seat": state.mystery_seat},
        "trick": state.trick,
        "last_trick": _revealed(state.last_trick, state.mystery_card),
        "scores": list(state.rounds_won),
        "round_results": [dict(r) for r in state.rounds],
        "next_dealer": next_dealer(state),  # BS-sheet-32: who deals the next round
        "last_move": visible_events(state.last_move, seat),
        "options": state.options.to_json(),
    }


def bot_observation(state: State, seat: int) -> dict:
    """« À l'oreille »: a bot has no ears, so it judges from the values of exactly the cards a
    player hears (his own card and the cards laid), as in the visible game; every other card
    stays hidden (BS-6; the page says so)."""
    if not state.options.by_ear:
        return observation(state, seat)
    seen = observation(replace(state, options=replace(state.options, by_ear=False)), seat)
    return {**seen, "options": state.options.to_json()}


def card_at(state: State, seat_viewing: int | None, slot: str) -> str | None:
    """The card id behind a sound slot of the trick, or None if that seat may not hear it:
    `hand` (his own card), `laid-<seat>`, `echo-<seat>`, `bataille-<seat>-<n>` (the trick in
    play, laid face up: everyone hears them), and the same with `last-` for the trick just
    resolved (`last-laid-2`)."""
    if slot == "hand":
        if seat_viewing is None or state.phase != PLAY:
            return None
        return state.hands[seat_viewing]
    laid = state.laid
    if slot.startswith("last-"):
        slot = slot[5:]
        laid = state.last_trick["laid"] if state.last_trick else []
    parts = slot.split("-")
    try:
        seat = int(parts[1])
        entry = next(e for e in laid if e["seat"] == seat)
        if parts[0] == "laid" and len(parts) == 2:
            return entry["card"]
        if parts[0] == "echo" and len(parts) == 2:
            return entry["echo"]
        if parts[0] == "bataille" and len(parts) == 3:
            return entry["bataille"][int(parts[2])]
    except (IndexError, ValueError, StopIteration):
        return None
    return None


def outcome(state: State) -> Outcome | None:
    """None before the first round ends; then the rounds won, and the winner once a seat has
    won `rounds_to_win` rounds (BS-sheet-31)."""
    if not state.rounds:
        return None
    finished = state.phase == GAME_OVER
    goal = state.options.rounds_to_win
    winners = tuple(s for s, r in enumerate(state.rounds_won) if r >= goal) if finished else ()
    return Outcome(finished, winners, tuple(state.rounds_won), tuple(state.rounds))


def secret_ids(state: State, seat: int | None) -> set[str]:
    """The card ids `seat` must never see: every deck, the other seats' cards in hand, the
    mystery card unplayed; « à l'oreille », also his own card and the cards laid, until the
    reveal (names hidden too)."""
    secret = {c for d in state.decks for c in d}
    secret.update(h for s, h in enumerate(state.hands) if h and s != seat)
    if state.mystery:
        secret.add(state.mystery)
    if state.options.by_ear:
        if seat is not None and state.hands[seat]:
            secret.add(state.hands[seat])
        for e in state.laid:
            secret.update(c for c in (e["card"], e["echo"], *e["bataille"]) if c)
    names = {CARD[c].name[lang] for c in secret for lang in ("fr", "ro", "en")}
    return secret | names


def check_invariants(state: State) -> list[str]:
    """The 37 cards are all there, once each, wherever they are (BS-1, BS-ours-10)."""
    problems = []
    if Counter(all_cards(state)) != Counter(DECK):
        problems.append("cards not conserved")
    if state.phase == PLAY:
        holding = [s for s in range(state.seats) if state.hands[s]]
        layers = state.order()[len(state.laid) :]
        if sorted(holding) != sorted(layers):
            problems.append("the seats holding a card are not the ones still to lay")
    elif any(state.hands):
        problems.append("a card in hand between rounds")
    if state.mystery is not None and state.mystery_seat is not None:
        problems.append("the mystery card is both unplayed and played")
    if state.mystery_card is not None and (state.mystery_seat is None or state.mystery):
        problems.append("the mystery card is labelled played, but nobody played it")
    return problems
