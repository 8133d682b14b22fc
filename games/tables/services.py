"""Every write to a table, one function per write, each owning its transaction.

A write locks the table row, re-reads the state, applies one action through the game's rules and
bumps the version: of two racing actions exactly one wins, the other is re-checked against the
new state. Each move, and each refused attempt, is announced once by a signal (`signals.py`)
with its learning events by seat, inside its transaction. Bots act here too, server-side, after
the table's delay (CS-10, CS-ours-5), when `bot_runner` calls `advance_bots`.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone, translation
from django.utils.translation import gettext_lazy as _

from games.engine import (
    Action,
    IllegalAction,
    Rng,
    Why,
    aimed_kinds,
    bot_observation,
    learning_events,
    registry,
)
from games.tables import bus, logs, people, signals
from games.tables.bus import Stamp
from games.tables.codes import new_code
from games.tables.models import ActionLog, Seat, Table

DEFAULT_BOT_DELAY_MS = 1200
# A bot who deals the next round waits this many bot delays after the round's end: the round's
# points stay on the pupils' screens long enough to be read (6 s at the default delay).
ROUND_PAUSE = 5
# …and never less than this: at « rapide » five delays were 3 s, gone before a child had read
# the round's result (a pupil dealing clicks when ready; a bot does not know). 12 s was still
# too short for a slow reader of 9 with the points table, how they count and the hands left.
ROUND_READ = timedelta(seconds=25)


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
    # The table as written (or as read under the lock), and its state: the page's board is
    # drawn from them without reading or decoding them again.
    table: Table | None = None
    state: object = None


def rules_for(table: Table):
    return registry.rules(table.game)


def observe(table: Table, rules, state, seat: int | None, bot: bool = False) -> dict:
    """What `seat` sees of the game, with the table's version in its head (the rules do not
    count versions; a board and a bot both read them from here). A bot may perceive in its own
    way (`games.engine.bot_observation`)."""
    seen = bot_observation(rules, state, seat) if bot else rules.observation(state, seat)
    return {**seen, "version": table.version}


def load_state(table: Table):
    return rules_for(table).from_json(table.state)


# Refusals that come from the table, not from a game's rules.
TABLE_REFUSALS = {
    "table.not-started": _("La partie n’a pas encore commencé : on attend les autres joueurs."),
    "table.finished": _("La partie est terminée."),
    "table.stale": _("Quelqu’un a joué juste avant toi : regarde la table, puis rejoue."),
    "table.already-played": _("Ton coup est déjà joué."),
}


def _table_why(code: str, *, lang: str = "fr", names: str | None = None) -> str:
    with translation.override(lang):
        return str(TABLE_REFUSALS[code])


def table_refusal(code: str) -> IllegalAction:
    return IllegalAction(code, Why(_table_why, code))


@transaction.atomic
def create_table(
    *,
    game: str,
    mode: str,
    seats: list[SeatSpec],
    options: dict,
    creator=None,
    creator_token: str = "",
    away_after: int = 120,
    language: str = "fr",
    seed: int | None = None,
) -> Table:
    """A new table, dealt. Seats given without a name nor a claim are free: a networked table
    waits for people to take them (status OPEN) before the game starts. A pupil's (or a
    teacher's) table is reserved for their class (`people.reservation`)."""
    rules = registry.rules(game)
    opts = rules.Options.from_json(options)
    seed = secrets.randbits(48) if seed is None else seed
    state = rules.new_game(len(seats), opts, seed)
    free = [s for s in seats if not s.bot_level and not s.player_token and s.user is None]
    reserved_for = people.reservation(creator)
    for _attempt in range(10):
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
                    creator_token=creator_token,
                    reserved_for=reserved_for,
                    away_after=away_after,
                    status=Table.Status.OPEN if free else Table.Status.PLAYING,
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
            last_seen=timezone.now() if spec.player_token or spec.user is not None else None,
        )
        for i, spec in enumerate(seats)
    )
    bus.announce(table.code, table.version, table.revision)  # a bot may be the first to play
    return table


def _commit(
    table: Table, rules, state, action: Action, events, seat: Seat, seen: Stamp | None = None
) -> bool:
    """Writes the move: the state, the version, its log row, then its one signal.

    `seen`: the table was read without a lock at this (version, revision), its seats with it;
    the write then happens only if the table is still exactly that (one conditional UPDATE, no
    re-read), else nothing is written and False says so. Without `seen` the row is locked."""
    shown = [e.to_json() for e in events if e.kind != "learning"]  # the log's, and the tail's
    changes = {
        "state": rules.to_json(state),
        "version": table.version + 1,
        "log_tail": logs.next_tail(table, table.version + 1, action.seat, seat.is_bot, shown),
    }
    outcome = rules.outcome(state)
    if outcome is not None and outcome.finished:
        changes.update(status=Table.Status.FINISHED, outcome=outcome.to_json())
    if seen is None:
        for name, value in changes.items():
            setattr(table, name, value)
        table.save(update_fields=[*changes, "updated_at"])
    else:
        changes["updated_at"] = timezone.now()
        unchanged = Table.objects.filter(
            pk=table.pk, version=seen[0], revision=seen[1], status=Table.Status.PLAYING
        )
        if not unchanged.update(**changes):
            return False
        for name, value in changes.items():
            setattr(table, name, value)
    bus.announce(table.code, table.version, table.revision)
    learning = [e.to_json() for e in learning_events(events)]
    log = ActionLog.objects.create(
        table=table,
        seq=table.version,
        seat=action.seat,
        by_bot=seat.is_bot,
        action=action.to_json(),
        events=shown,
        learning=learning,
    )
    grouped = signals.by_seat(learning)
    signals.move_committed.send(
        sender=Table, table=table, log=log, learning=grouped, seats=_named(table, grouped, seat)
    )
    return True


def _named(table: Table, grouped: dict[int, list], known: Seat) -> dict[int, Seat]:
    """The seats the learning events name: usually the acting one, else read once."""
    seats = {known.index: known} if known.index in grouped else {}
    others = [i for i in grouped if i not in seats]
    if others:
        seats.update((s.index, s) for s in table.seats.filter(index__in=others))
    return seats


def _refused(table: Table, seat: Seat, refusal: IllegalAction) -> None:
    seat.refused_at = timezone.now()
    Seat.objects.filter(pk=seat.pk).update(refused_at=seat.refused_at)
    grouped = signals.by_seat(e.to_json() for e in refusal.learning)
    signals.move_refused.send(
        sender=Table,
        table=table,
        seat=seat.index,
        code=refusal.code,
        learning=grouped,
        seats=_named(table, grouped, seat),
    )


def play(
    code: str,
    seat_index: int,
    action: Action,
    expected_version: int | None,
    table: Table | None = None,
) -> PlayResult:
    """A person's action, serialised with every other write to the table.

    An action sent from an older version than the table's (`expected_version` behind: someone
    acted meanwhile, or a double click) is refused when it is this seat's turn now, since the
    player decided on a table that has changed; an out-of-turn action is re-checked against the
    current state and stands only if still legal there.

    `table`: the table as the page's view just read it, with its seats. A move that stands on
    that state is written at once if the table has not changed since (`_commit`'s `seen`): one
    decode, one apply, one write. Anything else (a refusal, a table changed meanwhile) is
    judged again on the locked row, as without `table`."""
    if action.seat != seat_index:
        action = action.for_seat(seat_index)
    if table is not None:
        quick = _play_seen(table, seat_index, action, expected_version)
        if quick is not None:
            return quick
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        seat = table.seats.get(index=seat_index)
        if table.status != Table.Status.PLAYING:
            why = "table.finished" if table.status == Table.Status.FINISHED else "table.not-started"
            return PlayResult(False, table.version, refusal=table_refusal(why), table=table)
        rules = rules_for(table)
        state = rules.from_json(table.state)
        stale = expected_version is not None and expected_version != table.version
        aimed = action.kind in aimed_kinds(rules)  # at the move on his screen, now gone
        if stale and (aimed or seat_index in rules.stage(state).must or _sent_twice(table, action)):
            refusal = _stale_refusal(table, seat_index)
            return PlayResult(False, table.version, refusal=refusal, table=table, state=state)
        try:
            state, events = rules.apply(state, action)
        except IllegalAction as refusal:
            # Decided on a table that has changed since: what it says of the pupil is unknown
            # (a quick discard right on her screen is « not the same card » two moves later).
            if not stale:
                _refused(table, seat, refusal)
            return PlayResult(
                False, table.version, refusal=refusal, stale=stale, table=table, state=state
            )
        _commit(table, rules, state, action, events, seat)
        return PlayResult(True, table.version, events=events, table=table, state=state)


def _play_seen(
    table: Table, seat_index: int, action: Action, expected_version: int | None
) -> PlayResult | None:
    """The move on the table as read without a lock: written if it stands there and the table
    is unchanged; None for anything else (the locked path decides)."""
    if table.status != Table.Status.PLAYING or expected_version != table.version:
        return None
    seat = next((s for s in table.seats.all() if s.index == seat_index), None)
    if seat is None:
        return None
    rules = rules_for(table)
    try:
        state, events = rules.apply(rules.from_json(table.state), action)
    except IllegalAction:
        return None  # judged again under the lock, where its learning events are filed
    with transaction.atomic():
        if not _commit(table, rules, state, action, events, seat, (table.version, table.revision)):
            return None
    return PlayResult(True, table.version, events=events, table=table, state=state)


def _sent_twice(table: Table, action: Action) -> bool:
    """The very move the table took last, sent again (a double click, a form sent twice): told
    « Ton coup est déjà joué », not that someone played meanwhile."""
    last = ActionLog.objects.filter(table=table).order_by("-seq").values_list("action", "by_bot")
    return last.first() == (action.to_json(), False)


def _stale_refusal(table: Table, seat_index: int) -> IllegalAction:
    last = ActionLog.objects.filter(table=table).order_by("-seq").values_list("seat", "by_bot")
    mine = last.first() == (seat_index, False)
    return table_refusal("table.already-played" if mine else "table.stale")


def bot_delay(table: Table) -> timedelta:
    return timedelta(milliseconds=int(table.options.get("bot_delay_ms", DEFAULT_BOT_DELAY_MS)))


def round_pause(table: Table) -> timedelta:
    """How long a round's result stays before a bot deals the next one (none without delay:
    the tests' tables)."""
    delay = bot_delay(table)
    return max(ROUND_PAUSE * delay, ROUND_READ) if delay else timedelta(0)


def advance_bots(code: str, now=None, limit: int = 60) -> int:
    """Lets bots act, one action per bot delay of stillness, and returns how many acted.

    Called by `bot_runner` only (its timers after each change of the table, its sweep), never
    by a page: it stays correct with several server processes (the row lock serialises them; a
    second caller finds the table changed too recently and does nothing). Bots who may act out
    of turn (an interception) choose first; then the bot who must act."""
    return run_bots(code, now, limit).acted


def mark_ready(code: str, seats: list[int], version: int) -> bool | None:
    """These seats have read the round's result (« Continuer »): kept on the table for this
    version alone, without touching `updated_at` (the pause runs from the round's end). Whether
    every person seated has now said so (the bot may deal at once); None if the table moved
    on or is not playing."""
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        if table.status != Table.Status.PLAYING or table.version != version:
            return None
        kept = table.options.get("ready") or {}
        before = set(kept.get("seats", ())) if kept.get("version") == version else set()
        ready = {"version": version, "seats": sorted(before | set(seats))}
        table.options = {**table.options, "ready": ready}
        Table.objects.filter(pk=table.pk).update(options=table.options)
        return all_ready(table)


def all_ready(table: Table) -> bool:
    """Every person at the table has said « Continuer » since its last change (a bot standing in
    for one who left is not waited for)."""
    kept = table.options.get("ready") or {}
    if kept.get("version") != table.version:
        return False
    people = {s.index for s in table.seats.all() if not s.is_bot}
    return bool(people) and people <= set(kept.get("seats", ()))


@dataclass(frozen=True)
class BotRun:
    acted: int  # bot actions taken
    more: bool  # after them, the rules let a bot act (must or may): the table is due again
    held: float = 0.0  # seconds until a bot may deal the next round (`ROUND_PAUSE`), if waiting


def run_bots(code: str, now=None, limit: int = 60, checked: bool = False) -> BotRun:
    """`advance_bots`, saying also whether a bot may act after these moves (the scheduler
    need not come back to a table where a person must act first). `checked`: the caller has
    just read that a bot may act here (`bot_wait`): no second read before the lock."""
    now = now or timezone.now()
    acted, held = 0, 0.0
    if not checked and not _bots_may_act(code, now):  # no lock for a table where none may act
        return BotRun(0, False)
    with transaction.atomic():
        table = Table.objects.select_for_update().get(code=code)
        delay = bot_delay(table)
        if table.status != Table.Status.PLAYING or now - table.updated_at < delay:
            return BotRun(0, False)
        bots = {s.index: s for s in table.seats.all() if s.is_bot}
        if not bots:
            return BotRun(0, False)
        rules = rules_for(table)
        state = rules.from_json(table.state)
        while acted < limit and (acted == 0 or not delay):
            choice = _bot_choice(table, rules, state, bots)
            if choice is None:
                break
            seat, action = choice
            if action.kind == "deal" and delay:
                pause = table.updated_at + round_pause(table) - now
                if pause > timedelta(0) and not all_ready(table):  # still being read
                    held = pause.total_seconds()
                    break
            state, events = rules.apply(state, action)
            _commit(table, rules, state, action, events, seat)
            acted += 1
            if table.status == Table.Status.FINISHED:
                break
        more = table.status == Table.Status.PLAYING and bool(_bots_to_ask(rules, state, bots))
    return BotRun(acted, more, held)


@dataclass(frozen=True)
class BotWait:
    """What the bots' scheduler needs to know of a table, read without a lock."""

    revision: int
    playing: bool
    bots: bool  # a bot seated, a stand-in included
    delay_s: float  # the table's bot delay
    wait_s: float  # until the table has been still for that delay (0 or less: now)

    @property
    def may_act(self) -> bool:
        return self.playing and self.bots and self.wait_s <= 0


def bot_wait(
    code: str, now=None, bots: bool | None = None, known: tuple | None = None
) -> BotWait | None:
    """The bots' timing at a table (None: no such table), read without a lock; `bots`, when
    the caller knows whether a bot is seated, spares the second read, and so does `known`,
    (revision, a bot seated, …) as last read, while the table's revision is still that one
    (seats change only with the revision)."""
    now = now or timezone.now()
    row = Table.objects.filter(code=code).values(
        "id", "status", "revision", "updated_at", "options"
    )
    row = row.first()
    if row is None:
        return None
    delay = timedelta(milliseconds=int(row["options"].get("bot_delay_ms", DEFAULT_BOT_DELAY_MS)))
    playing = row["status"] == Table.Status.PLAYING
    if bots is None and known is not None and known[0] == row["revision"]:
        bots = known[1]
    bots = playing and (_bot_seated(row["id"]) if bots is None else bots)
    wait = (row["updated_at"] + delay - now).total_seconds()
    return BotWait(row["revision"], playing, bots, delay.total_seconds(), wait)


def _bot_seated(table_id: int) -> bool:
    seats = Seat.objects.filter(table_id=table_id)
    return seats.filter(kind=Seat.Kind.BOT).exists() or seats.exclude(stand_in="").exists()


def _bots_may_act(code: str, now) -> bool:
    """Without a lock: a playing table, still for the bots' delay, with a bot seated."""
    row = Table.objects.filter(code=code).values("id", "status", "updated_at", "options").first()
    if row is None or row["status"] != Table.Status.PLAYING:
        return False
    delay = timedelta(milliseconds=int(row["options"].get("bot_delay_ms", DEFAULT_BOT_DELAY_MS)))
    if now - row["updated_at"] < delay:
        return False
    return _bot_seated(row["id"])


def _bots_to_ask(rules, state, bots: dict[int, Seat]) -> list[int]:
    """The bots the rules let act now: who may act out of turn first, then who must."""
    stage = rules.observation(state, None).get("stage") or {}
    order = [i for i in stage.get("may", ()) if i in bots]
    return order + [i for i in stage.get("must", ()) if i in bots and i not in order]


def _bot_choice(table: Table, rules, state, bots: dict[int, Seat]):
    for index in _bots_to_ask(rules, state, bots):
        actions = rules.legal_actions(state, index)
        if not actions:
            continue
        bot = registry.bot(table.game, bots[index].level)
        rng = Rng(table.seed ^ (table.version * 7919 + index))
        choice = bot.choose(observe(table, rules, state, index, bot=True), actions, rng)
        if choice is not None:
            return bots[index], choice
    return None
