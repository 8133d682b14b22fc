"""What the classroom plugs into the tables at start-up (`ClassroomConfig.ready`).

The tables never import the classroom (docs/architecture.md, "The floors"); instead:

- the classroom answers the tables' questions about people (`games.tables.people`): whether a
  user is a pupil, which class a table they start is reserved for, who may play or watch at a
  reserved table, whether a teacher teaches the class a table is reserved for;
- it receives the tables' signals (`games.tables.signals`) and records each learning event once,
  for the pupil of the seat the event names (a game may judge a seat other than the one that
  acted): that seat's account, or its browser's token for a guest. A bot's seat records nothing,
  nor does a person's seat while a bot stands in for them (the bot decided, not the pupil), nor
  a free seat nobody has taken, nor, on one computer, a seat that is not the account's pupil's.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from clesite.classroom import actions, api, progress, ratelimit, summaries, throttle
from clesite.classroom.models import LearningEvent
from games.tables import names, people, signals
from games.tables.models import ActionLog


class ClassroomPeople(people.People):
    def is_pupil(self, user) -> bool:
        return api.pupil_of(user) is not None

    def teaches_table(self, user, table) -> bool:
        return api.teaches_table(user, table)

    def pseudonym(self, user) -> str:
        return api.display_name(user)

    def classmates(self, user) -> frozenset[int] | None:
        return api.classmates(user)

    def classmate_at_computer(self, request, name: str, code: str) -> tuple[object, str]:
        """The pupil's classmate by pseudonym, once the code of their card is right: the same
        code and the same limits as /rejoindre/ (a wrong code counts a try)."""
        me = api.pupil_of(request.user)
        if me is None:
            return None, "unknown"
        other = _classmate_named(me.classroom.pupils.all(), name)
        if other is None:
            return None, "unknown"
        if other.pk == me.pk:
            return other.user, ""  # herself: she is logged in already
        if not code:
            return other.user, "no-code"  # her account, to name her as the class spells it
        outcome = ratelimit.check_code(other, code, throttle.address_of(request))
        return (other.user, "") if outcome == "ok" else (None, outcome)

    def reservation(self, user) -> str:
        return api.reservation(user)

    def classes_taught(self, user) -> list[tuple[str, str]]:
        return api.classes_taught(user)

    def class_reservation(self, user, class_code: str) -> str:
        return api.class_reservation(user, class_code)

    def admission(self, user, reserved_for: str) -> str:
        return api.admission(user, reserved_for)


def _classmate_named(pupils, name: str):
    """The pupil `name` is: by its letters (« éloïse » is « Éloïse »: SQLite's iexact is ASCII),
    else by its letters without accents if only one pupil has them (« Zoe » typed for « Zoé »)."""
    pupils = list(pupils)
    typed = name.strip().casefold()
    exact = [p for p in pupils if p.pseudonym.casefold() == typed]
    if exact:
        return exact[0]
    loose = [p for p in pupils if names.folded(p.pseudonym) == names.folded(name)]
    return loose[0] if len(loose) == 1 else None


def record_learning(
    sender, *, table, learning: Mapping[int, list[dict]], seats: Mapping, **kwargs
) -> int:
    """Stores the events of a move or of a refused attempt, each once, under its seat's pupil."""
    stored = 0
    for index, events in learning.items():
        seat = seats.get(index)
        if seat is None or seat.is_bot or not events:
            continue
        if seat.user_id is None and not seat.player_token:
            continue  # a free seat: nobody to file it under
        if not _decided_by_its_person(table, seat):
            continue
        if kwargs.get("signal") is signals.move_refused:
            events = _not_tried_yet(table, seat, events)
            if not events:
                continue
        elif kwargs.get("log") is not None:
            events = _first_tries(table, seat, kwargs["log"], events)
        stored += progress.record(
            events,
            user=seat.user,
            guest_token=seat.player_token,
            source=f"game:{table.game}",
            context=table.code,
        )
    return stored


def _not_tried_yet(table, seat, events: list[dict]) -> list[dict]:
    """A refused try's events, less those the same person already made on this table since its
    last move: a child who clicks the same wrong card again (20 times in a row, a reviewer saw)
    made one mistake, not twenty. Another wrong card on the same notion in the same turn is
    kept in the log but stamped `again`, not counted: a child trying her cards one after the
    other until one fits (a reviewer's pupil, 188 refusals for 38 cards laid in one lesson) had
    one turn's doubt about the next note, not five. The same try on a later turn counts again."""
    tried = LearningEvent.objects.filter(
        context=table.code, correct=False, created_at__gte=table.updated_at
    )
    if seat.user_id is not None:
        tried = tried.filter(user_id=seat.user_id)
    else:
        tried = tried.filter(user__isnull=True, guest_token=seat.player_token)
    seen, missed = set(), set()
    for concept, detail in tried.values_list("concept", "detail"):
        seen.add((concept, _key(detail)))
        missed.add(concept)
    fresh = []
    for event in events:
        key = (event["concept"], _key(event.get("detail") or {}))
        if event.get("correct"):
            fresh.append(event)
        elif key not in seen:
            if event["concept"] in missed:
                event = {**event, "detail": {**(event.get("detail") or {}), "again": True}}
            fresh.append(event)
            seen.add(key)
            missed.add(event["concept"])
    return fresh


def _first_tries(table, seat, log, events: list[dict]) -> list[dict]:
    """The right answers among choices that did not all fit, stamped by whether the pupil had
    a refused try since the move before (games.engine.evidence). Found at once, the one card
    that fitted was read, not found by elimination: `first_try`. Found after a refusal, whose
    explanation said what fits, any right card is `after_refusal`: not a decision (a reviewer
    counted 93 such « right » answers in one pupil's first game). Any refusal counts, also one
    that taught nothing (Clé de Sol's Musicien refused while an interval could be made). An
    answer given once and for all (`final`) is stamped too, and `is_decision` still counts it:
    no refusal pointed to it."""
    judged = [
        e
        for e in events
        if e.get("correct")
        and (e.get("detail") or {}).get("fitting", 0) < e["detail"].get("options", 0)
    ]
    if not judged:
        return events
    # Never refused at this table: found at once, and no query.
    if seat.refused_at is not None and seat.refused_at >= _previous_move_at(table, log):
        stamp = {id(e): {"after_refusal": True} for e in judged}
    else:
        # (an emitter that says only its choices, no `fitting`, gets no stamp: a 500 once)
        stamp = {id(e): {"first_try": True} for e in judged if e["detail"].get("fitting") == 1}
    return [
        {**e, "detail": {**e["detail"], **stamp[id(e)]}} if id(e) in stamp else e for e in events
    ]


def _previous_move_at(table, log):
    return (
        ActionLog.objects.filter(table_id=table.pk, seq__lt=log.seq)
        .order_by("-seq")
        .values_list("created_at", flat=True)
        .first()
    ) or table.created_at


def _key(detail) -> str:
    """A try's detail, whether or not it was stamped `again`: the same card is the same try."""
    detail = {k: v for k, v in (detail or {}).items() if k != "again"}
    return json.dumps(detail, sort_keys=True, default=str)


def _decided_by_its_person(table, seat) -> bool:
    """On one computer (hot seat) every seat shares the browser, and the account of whoever
    started the table: a decision is that pupil's only at the seat bearing their pseudonym. The
    other children at the computer are not known, so their seats record nothing rather than
    credit (or blame) the account holder with their moves."""
    if table.mode != table.Mode.HOTSEAT:
        return True
    pupil = api.pupil_of(seat.user)
    return pupil is not None and seat.name.strip().casefold() == pupil.pseudonym.casefold()


def keep_summaries(sender, *, user_id: int, events, **kwargs) -> None:
    """A pupil's new answers folded into their mastery summaries, in the same transaction."""
    summaries.add(user_id, events)


def keep_memo_visit(sender, *, user, memo: str, **kwargs) -> None:
    """A pupil opened a memo page: what a memo homework asks (`actions.record_memo_visit`)."""
    if api.pupil_of(user) is not None:
        actions.record_memo_visit(user, memo)


def install() -> None:
    from theory.signals import memo_shown

    memo_shown.connect(keep_memo_visit, dispatch_uid="classroom.keep_memo_visit")
    people.provide(ClassroomPeople())
    progress.recorded.connect(keep_summaries, dispatch_uid="classroom.keep_summaries")
    for signal in (signals.move_committed, signals.move_refused):
        # One receiver per signal, however often `ready()` runs: never an event twice.
        signal.connect(record_learning, dispatch_uid="classroom.record_learning")
