"""La Clé en duplicate on the server: starting a game for a class, joining it, a pupil's move,
the teacher's « Tour suivant », and the turn clock.

The clock is the server's: a game row holds the deadline of its current phase (the turn's end,
or the pause after it). There is no timer process: whoever asks next (a pupil's page polling its
state, the teacher's, a move) brings the game up to date under the row's lock (`catch_up`), so a
game survives a server restart and a turn ends on time whoever is looking. A move that arrives
after the turn's end (plus `GRACE`, the time a click takes to travel) is refused kindly.

Every write happens on the locked game row; a pupil's valid move sends the tables' signal
`move_committed` (its `word.spelling` events, under his seat), a move the lexicon refuses as
unknown sends `move_refused`, inside the same transaction as the tables do
(games/tables/signals.py): the classroom files each event once, for that pupil.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from games.engine import Action, IllegalAction
from games.tables import codes, people, signals

from . import duplicate as D
from .models import DuplicateGame, DuplicatePlayer

GRACE = timedelta(seconds=2)
FRESH = timedelta(hours=12)  # a game left alone longer is no longer offered to join
SECONDS = (60, 120, 180, 300, 600)  # the times per turn a teacher may choose
PAUSES = (20, 45, 0)  # the pause after a turn; 0: until the teacher's « Tour suivant »
PREFIX = "D"  # a duplicate's code: D and 7 characters of the tables' alphabet


def may_start(user) -> bool:
    """A teacher with a class (his pupils may come): not a pupil, not a guest."""
    return bool(user.is_authenticated and not people.is_pupil(user) and people.reservation(user))


def place_with_code(code: str) -> str | None:
    """The site's code box (`GameApp.place_with_code`): a duplicate game's page for its code."""
    from django.urls import reverse

    if code.startswith(PREFIX) and DuplicateGame.objects.filter(code=code).exists():
        return reverse("games:lacle-duplicate", args=[code])
    return None


def new_code() -> str:
    return PREFIX + codes.new_code()[1:]


def start(
    teacher,
    *,
    seconds: int,
    pause: int,
    class_code: str = "",
    seed: int | None = None,
    ranking_shown: bool = True,
) -> DuplicateGame:
    """A new game for the pupils of the teacher's class `class_code` (theirs alone), its first
    rack drawn but hidden and its clock stopped: the class joins while the teacher waits, and
    his « Commencer » shows the rack to all at once (a class still logging in lost turn 1)."""
    reserved_for = people.class_reservation(teacher, class_code)
    if not reserved_for:
        raise ValueError(f"{class_code!r} is not a class of this teacher")
    game = D.new_game(secrets.randbits(31) if seed is None else seed)
    code = new_code()
    while DuplicateGame.objects.filter(code=code).exists():
        code = new_code()
    playing = game.phase == D.PLAY
    return DuplicateGame.objects.create(
        code=code,
        teacher=teacher,
        reserved_for=reserved_for,
        class_code=class_code[:16],
        seconds=seconds,
        pause=pause,
        state=D.to_json(game),
        deadline=None,
        status=DuplicateGame.Status.WAITING if playing else DuplicateGame.Status.FINISHED,
        ranking_shown=ranking_shown,
    )


def running():
    """The games still offered to join: waiting for the class or playing, and touched within
    `FRESH`."""
    return DuplicateGame.objects.filter(
        status__in=(DuplicateGame.Status.WAITING, DuplicateGame.Status.PLAYING),
        updated_at__gte=timezone.now() - FRESH,
    )


def role(user, row: DuplicateGame) -> str:
    """ "teacher" (who started it), "player" (joined), "guest" (may join), or ""."""
    if not user.is_authenticated:
        return ""
    if row.teacher_id == user.pk:
        return "teacher"
    if people.admission(user, row.reserved_for) != people.PLAY:
        return ""
    if row.players.filter(user=user).exists():
        return "player"
    return "guest"


AWAY_AFTER = timedelta(seconds=30)  # a page polls every 2 s: silent this long, it is closed
SEEN_EVERY = 10.0  # seconds between two writes of a pupil's presence, per process
_last_written: dict[tuple[int, int], float] = {}


def seen(row: DuplicateGame, user, now: datetime | None = None) -> None:
    """A pupil's page is open (it polls): kept at most every 10 s, so that a class of 30
    polling every 2 s costs a write every third of a second, not fifteen a second."""
    key = (row.pk, user.pk)
    clock = time.monotonic()
    if clock - _last_written.get(key, -SEEN_EVERY) < SEEN_EVERY:
        return
    if len(_last_written) > 10_000:  # a term of games: start afresh
        _last_written.clear()
    _last_written[key] = clock
    DuplicatePlayer.objects.filter(game=row, user=user).update(seen_at=now or timezone.now())


def away(player: DuplicatePlayer, now: datetime | None = None) -> bool:
    """His page has not polled for a while: closed, or the computer asleep."""
    return player.seen_at is None or player.seen_at < (now or timezone.now()) - AWAY_AFTER


def remaining(row: DuplicateGame, now: datetime | None = None) -> int | None:
    """Seconds left in the current phase (never below 0), None when nothing is timed."""
    if row.deadline is None or row.status == DuplicateGame.Status.FINISHED:
        return None
    now = now or timezone.now()
    return max(0, int((row.deadline - now).total_seconds() + 0.999))


def _save(row: DuplicateGame, game: D.Duplicate) -> None:
    row.state = D.to_json(game)
    row.save(update_fields=["state", "deadline", "version", "moves", "status", "updated_at"])


def _close(row: DuplicateGame, game: D.Duplicate, now: datetime) -> None:
    D.close_turn(game)
    row.deadline = now + timedelta(seconds=row.pause) if row.pause else None
    row.version += 1


def _next(row: DuplicateGame, game: D.Duplicate, now: datetime) -> None:
    D.next_turn(game)
    row.version += 1
    if game.phase == D.OVER:
        row.status, row.deadline = DuplicateGame.Status.FINISHED, None
    else:
        row.deadline = now + timedelta(seconds=row.seconds)  # from when the rack is shown


def _advance(row: DuplicateGame, game: D.Duplicate, now: datetime) -> bool:
    """The phases whose time is up, ended: a turn closes (after `GRACE`), a pause ends. A game
    nobody looked at for a while catches up by one closed turn and opens the next from now."""
    changed = False
    while row.status == DuplicateGame.Status.PLAYING and row.deadline is not None:
        if game.phase == D.PLAY and now > row.deadline + GRACE:
            _close(row, game, now)
        elif game.phase == D.RESULTS and now >= row.deadline:
            _next(row, game, now)
        else:
            break
        changed = True
    return changed


def _due(row: DuplicateGame, now: datetime) -> bool:
    """Whether the current phase's time is up (a turn's end counts its `GRACE`)."""
    if row.status != DuplicateGame.Status.PLAYING or row.deadline is None:
        return False
    return now > row.deadline  # `_advance` decides, under the lock, with the grace


def _locked(code: str) -> DuplicateGame:
    return DuplicateGame.objects.select_for_update().get(code=code)


def catch_up(code: str, now: datetime | None = None) -> DuplicateGame:
    """The game row, brought up to date with the clock (locked only when a phase is due, so
    a class's pages polling every 2 s do not queue on the row)."""
    now = now or timezone.now()
    row = DuplicateGame.objects.get(code=code)
    if not _due(row, now):
        return row
    with transaction.atomic():
        row = _locked(code)
        game = D.from_json(row.state)
        if _advance(row, game, now):
            _save(row, game)
    return row


def join(code: str, user, name: str) -> DuplicatePlayer:
    """A pupil joins (again: his own row back), from the current turn on; raises
    `IllegalAction` when the game is over (changing nothing)."""
    with transaction.atomic():
        row = _locked(code)
        player = row.players.filter(user=user).first()
        if player is not None:
            return player
        game = D.from_json(row.state)
        seat = D.join(game, str(user.pk))
        player = DuplicatePlayer.objects.create(
            game=row, user=user, name=name[:40], index=seat, seen_at=timezone.now()
        )
        row.moves += 1  # the teacher's page lists him
        _save(row, game)
    return player


@dataclass
class Played:
    row: DuplicateGame
    move: dict | None = None
    refusal: IllegalAction | None = None


def submit(code: str, user, action: Action, now: datetime | None = None) -> Played:
    """A pupil's move this turn: judged at once (the lexicon too), or refused with why."""
    now = now or timezone.now()
    with transaction.atomic():
        row = _locked(code)
        game = D.from_json(row.state)
        late = _advance(row, game, now)
        player = row.players.filter(user=user).first()
        try:
            if player is None:
                raise D.refuse("dp-not-player")
            if row.status == DuplicateGame.Status.WAITING:
                raise D.refuse("dp-waiting")
            move, learning = D.submit(game, str(user.pk), action)
        except IllegalAction as refusal:
            if late:
                _save(row, game)
            if refusal.learning and player is not None:
                _tell_refused(row, player, refusal)
            return Played(row, refusal=refusal)
        row.moves += 1
        _save(row, game)
        grouped = signals.by_seat(e.to_json() for e in learning)
        signals.move_committed.send(
            sender=DuplicateGame,
            table=row,
            log=None,
            learning=grouped,
            seats={player.index: player},
        )
    return Played(row, move=move)


def _tell_refused(row: DuplicateGame, player: DuplicatePlayer, refusal: IllegalAction) -> None:
    grouped = signals.by_seat(e.to_json() for e in refusal.learning)
    signals.move_refused.send(
        sender=DuplicateGame,
        table=row,
        seat=player.index,
        code=refusal.code,
        learning=grouped,
        seats={player.index: player},
    )


def teacher_next(code: str, now: datetime | None = None) -> DuplicateGame:
    """The teacher's button: before the first turn, it starts (the rack shown, the clock
    running); during a turn, the turn ends now; after it, the next turn opens."""
    now = now or timezone.now()
    with transaction.atomic():
        row = _locked(code)
        game = D.from_json(row.state)
        if row.status == DuplicateGame.Status.WAITING:
            row.status, row.version = DuplicateGame.Status.PLAYING, row.version + 1
            row.deadline = now + timedelta(seconds=row.seconds)
        elif game.phase == D.PLAY:
            _close(row, game, now)
        elif game.phase == D.RESULTS:
            _next(row, game, now)
        else:
            return row
        _save(row, game)
    return row


def teacher_stop(code: str) -> DuplicateGame:
    """The teacher's « Terminer la partie »: the turn in play closes (its moves count), the game
    ends there."""
    with transaction.atomic():
        row = _locked(code)
        game = D.from_json(row.state)
        if game.phase == D.OVER:
            return row
        if row.status == DuplicateGame.Status.WAITING:
            D.stop_unplayed(game)  # nobody saw the rack: no turn to count
        else:
            D.stop(game)
        row.version += 1
        row.status, row.deadline = DuplicateGame.Status.FINISHED, None
        _save(row, game)
    return row


def delete_group_games(sender, reserved_for: str = "", **kwargs) -> None:
    """A class deleted: its duplicates go too (a review found one left, its teacher's page still
    offering « Commencer le premier tour », its state keyed by a deleted pupil's id)."""
    if reserved_for:
        DuplicateGame.objects.filter(reserved_for=reserved_for).delete()


def personal_data(sender, user=None, **kwargs) -> dict:
    """What a pupil's data export holds of La Clé en duplicate: each game she joined."""
    rows = DuplicatePlayer.objects.filter(user=user).select_related("game").order_by("joined_at")
    return {
        "la_cle_duplicates": [
            {
                "game": p.game.code,
                "name": p.name,
                "joined_at": p.joined_at.isoformat(),
                "seen_at": p.seen_at.isoformat() if p.seen_at else None,
                "status": p.game.status,
            }
            for p in rows
        ]
    }
