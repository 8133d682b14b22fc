"""Every write to a table, one function per write, each owning its transaction.

A write locks the table row, re-reads the state, applies one action through the game's rules and
bumps the version: of two racing actions exactly one wins, the other is re-checked against the
new state. Bots act here too, server-side, after the table's delay (CS-10, CS-ours-5).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone

from clesite.classroom import progress
from games.engine import Action, IllegalAction, Rng, learning_events, registry
from games.tables.codes import new_code
from games.tables.models import ActionLog, Seat, Table

DEFAULT_BOT_DELAY_MS = 1200


@dataclass(frozen=True)
class SeatSpec:
    name: str
    bot_level: str = ""  # empty: a person
    user: object | None = None
    player_token: str = ""


@dataclass
class PlayResult:
    accepted: bool
    version: int
    refusal: IllegalAction | None = None
    stale: bool = False
    events: list = field(default_factory=list)


def rules_for(table: Table):
    return registry.rules(table.game)


def load_state(table: Table):
    return rules_for(table).from_json(table.state)


def new_player_token() -> str:
    return secrets.token_urlsafe(24)


@transaction.atomic
def create_table(
    *,
    game: str,
    mode: str,
    seats: list[SeatSpec],
    options: dict,
    creator=None,
    language: str = "fr",
    seed: int | None = None,
) -> Table:
    rules = registry.rules(game)
    opts = rules.Options.from_json(options)
    seed = secrets.randbits(48) if seed is None else seed
    state = rules.new_game(len(seats), opts, seed)
    for _ in range(10):
        try:
            with transaction.atomic():
                table = Table.objects.create(
                    code=new_code(),
                    game=game,
                    mode=mode,
                    options=opts.to_json(),
                    seed=seed,
                    state=rules.to_json(state),
                    language=language,
                    creator=creator if creator is not None and creator.is_authenticated else None,
                )
            break
        except IntegrityError:  # a code already in use: draw another
            continue
    else:
        raise RuntimeError("no free table code")
    Seat.objects.bulk_create(
        Seat(
            table=table,
            index=i,
            kind=Seat.Kind.BOT if spec.bot_level else Seat.Kind.HUMAN,
            name=spec.name,
            bot_level=spec.bot_level,
            user=spec.user if spec.user is not None and spec.user.is_authenticated else None,
            player_token=spec.player_token,
        )
        for i, spec in enumerate(seats)
    )
    return table


def _commit(table: Table, rules, state, action: Action, events, seat: Seat) -> None:
    table.state = rules.to_json(state)
    table.version += 1
    if rules.outcome(state) is not None and rules.outcome(state).finished:
        table.status = Table.Status.FINISHED
    table.save(update_fields=["state", "version", "status", "updated_at"])
    learning = [e.to_json() for e in learning_events(events)]
    ActionLog.objects.create(
        table=table,
        seq=table.version,
        seat=action.seat,
        by_bot=seat.is_bot,
        action=action.to_json(),
        events=[e.to_json() for e in events if e.kind != "learning"],
        learning=learning,
    )
    _record_learning(table, seat, learning)


def _record_learning(table: Table, seat: Seat, learning: list[dict]) -> None:
    if seat.is_bot or not learning:
        return
    progress.record(
        learning,
        user=seat.user,
        guest_token=seat.player_token,
        source=f"game:{table.game}",
        context=table.code,
    )


def play(code: str, seat_index: int, action: Action, expected_version: int | None) -> PlayResult:
    """A person's action. A stale in-turn action (`expected_version` behind) is re-checked
    against the current state: it stands only if still legal there."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        seat = table.seats.get(index=seat_index)
        rules = rules_for(table)
        state = rules.from_json(table.state)
        if action.seat != seat_index:
            action = Action(seat_index, action.kind, action.cards, action.choice, action.target)
        try:
            state, events = rules.apply(state, action)
        except IllegalAction as refusal:
            _record_learning(table, seat, [e.to_json() for e in refusal.learning])
            stale = expected_version is not None and expected_version != table.version
            return PlayResult(False, table.version, refusal=refusal, stale=stale)
        _commit(table, rules, state, action, events, seat)
        return PlayResult(True, table.version, events=events)


def bot_delay(table: Table) -> timedelta:
    return timedelta(milliseconds=int(table.options.get("bot_delay_ms", DEFAULT_BOT_DELAY_MS)))


def advance_bots(code: str, now=None, limit: int = 60) -> int:
    """Lets bots act, one action per bot delay of stillness, and returns how many acted.

    Called from the pages' polling: nothing runs in the background, an idle table costs nothing,
    and it stays correct with several server processes (the row lock serialises them). Bots
    who may act out of turn (an interception) choose first; then the bot who must act."""
    now = now or timezone.now()
    acted = 0
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        delay = bot_delay(table)
        if table.status == Table.Status.FINISHED or now - table.updated_at < delay:
            return 0
        rules = rules_for(table)
        state = rules.from_json(table.state)
        bots = {s.index: s for s in table.seats.all() if s.is_bot}
        while acted < limit and (acted == 0 or not delay):
            choice = _bot_choice(table, rules, state, bots)
            if choice is None:
                break
            seat, action = choice
            state, events = rules.apply(state, action)
            _commit(table, rules, state, action, events, seat)
            acted += 1
            if table.status == Table.Status.FINISHED:
                break
    return acted


def _bot_choice(table: Table, rules, state, bots: dict[int, Seat]):
    stage = rules.observation(state, None).get("stage") or {}
    order = [i for i in stage.get("may", ()) if i in bots]
    order += [i for i in stage.get("must", ()) if i in bots and i not in order]
    for index in order:
        actions = rules.legal_actions(state, index)
        if not actions:
            continue
        bot = registry.bot(table.game, bots[index].bot_level)
        rng = Rng(table.seed ^ (table.version * 7919 + index))
        choice = bot.choose(rules.observation(state, index), actions, rng)
        if choice is not None:
            return bots[index], choice
    return None
