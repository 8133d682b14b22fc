"""Learning events from a table reach the classroom once each, on the pupil of the seat that
decided (docs/architecture.md, "The contract": events belong to the seat that decided, not to whoever
acted).

Two pupils of a class and a guest sit at a networked Clé de Sol table; the hands are dealt by the
rules' own scenario helper and every move goes through the table services, as the pages send
them: an interception (right name, wrong rhythm) and its gift, then an Intervalle with a wrong
interval tried, the penalty draw, and the interval formed by the next pupil."""

from __future__ import annotations

import pytest

from clesite.classroom import actions
from clesite.classroom.models import LearningEvent
from games.cledesol import rules as R
from games.engine import Action
from games.engine import LearningEvent as Judged
from games.tables import services
from games.tables.models import ActionLog, Table
from games.tables.services import SeatSpec
from tests.games.cledesol.util import cid, deal

pytestmark = pytest.mark.django_db

GUEST = "jeton-de-zoe"


@pytest.fixture
def lea_tom(class_a):
    lea, tom = actions.add_pupils(class_a, ["Léa", "Tom"]).created
    return lea.user, tom.user


def table_with(hands, pile, names_users) -> Table:
    """A playing networked table whose seats are `names_users` ((name, user or None: the guest)),
    dealt these hands through the scenario helper."""
    seats = [
        SeatSpec(name=name, user=user, player_token=f"jeton-{name}" if user else GUEST)
        for name, user in names_users
    ]
    table = services.create_table(
        game="cle-de-sol", mode="network", seats=seats, options={}, seed=7
    )
    table.state = R.to_json(deal([list(h) for h in hands], pile))
    table.save(update_fields=["state"])
    assert table.status == Table.Status.PLAYING
    return table


def move(table: Table, seat: int, kind: str, *tokens: str) -> services.PlayResult:
    table.refresh_from_db()
    state = R.from_json(table.state)
    cards = tuple(cid(state, seat, t) for t in tokens)
    return services.play(table.code, seat, Action(seat, kind, cards), table.version)


def recorded(table: Table, **who) -> list[tuple]:
    rows = LearningEvent.objects.filter(context=table.code, **who).order_by("pk")
    assert all(r.source == "game:cle-de-sol" for r in rows)
    return [(r.concept, r.correct, r.misconception) for r in rows]


def logged(table: Table) -> int:
    return sum(len(row.learning) for row in ActionLog.objects.filter(table=table))


def test_an_interception_is_filed_once_on_the_interceptor(lea_tom):
    lea, tom = lea_tom
    # Léa lays Do grave noire on Mi grave noire; Zoé (a guest) plays next; Tom may intercept.
    hands = [["C4q", "B4s"], ["HD", "Rh", "G5s"], ["C5q", "C5e", "A5s"]]
    table = table_with(hands, ["E4q"], [("Léa", lea), ("Zoé", None), ("Tom", tom)])

    assert move(table, 0, "play", "C4q").accepted  # same rhythm as the top
    wrong = move(table, 2, "intercept", "C5e")  # the right name, the wrong rhythm
    assert wrong.accepted
    table.refresh_from_db()
    assert R.from_json(table.state).gift == {"giver": 1, "receiver": 2, "count": 2}
    assert move(table, 1, "give", "HD", "Rh").accepted  # a forced gift: no decision judged

    assert recorded(table, user=lea) == [("rhythm.same", True, "")]
    assert recorded(table, user=tom) == [
        ("pitch.same-name", True, ""),
        ("rhythm.same", False, ""),
    ]
    assert recorded(table, guest_token=GUEST) == []
    assert LearningEvent.objects.filter(context=table.code).count() == logged(table) == 3


def test_an_interval_tried_wrong_and_its_penalty_then_formed_by_the_next_pupil(lea_tom):
    lea, tom = lea_tom
    # Zoé lays an Intervalle (a third) on Do grave; Tom cannot form it: he tries Fa (a fourth,
    # counted without Do), then draws the penalty; Léa forms it with Mi.
    hands = [["I3", "B4s"], ["F4q", "G5h"], ["E4q", "B4e"]]
    table = table_with(hands, ["C4q"], [("Zoé", None), ("Tom", tom), ("Léa", lea)])

    assert move(table, 0, "play", "I3").accepted
    tried = move(table, 1, "play", "F4q")
    assert not tried.accepted and tried.refusal.code == "interval-not-formed"
    assert move(table, 1, "draw").accepted  # the penalty: 3 cards, a forced move
    table.refresh_from_db()
    assert len(R.from_json(table.state).hands[1]) == 2 + 3
    assert move(table, 2, "play", "E4q").accepted

    assert recorded(table, user=tom) == [
        ("interval.third.up", False, "interval.exclusive-count"),
    ]
    assert recorded(table, user=lea) == [("interval.third.up", True, "")]
    assert recorded(table, guest_token=GUEST) == []
    # The refused attempt is in no log row (it changed nothing), the formed interval is.
    assert logged(table) == 1
    assert LearningEvent.objects.filter(context=table.code).count() == 2


class JudgesAnotherSeat:
    """Clé de Sol's rules as a game that judges a seat other than the one acting (a challenge in
    Bataille des sons will): a wrong interception also says the Note's layer was right, on the
    layer's seat. The events of the interceptor stay theirs."""

    def __init__(self, rules) -> None:
        self.rules = rules

    def __getattr__(self, name):
        return getattr(self.rules, name)

    def apply(self, state, action):
        window = state.window
        new, events = self.rules.apply(state, action)
        if action.kind == "intercept" and new.gift is not None:
            judged = Judged(window["layer"], "pitch.same-name", True, {"by": action.seat})
            events = [*events, judged.as_event()]
        return new, events


def test_an_event_about_another_seat_is_filed_on_that_seats_pupil_never_on_the_actor(
    lea_tom, monkeypatch
):
    lea, tom = lea_tom
    monkeypatch.setattr(services, "rules_for", lambda table: JudgesAnotherSeat(R))
    hands = [["C4q", "B4s"], ["HD", "Rh", "G5s"], ["C5q", "C5e", "A5s"]]
    table = table_with(hands, ["E4q"], [("Léa", lea), ("Zoé", None), ("Tom", tom)])
    assert move(table, 0, "play", "C4q").accepted
    assert move(table, 2, "intercept", "C5e").accepted  # Tom acts; Léa is judged too

    assert recorded(table, user=lea) == [("rhythm.same", True, ""), ("pitch.same-name", True, "")]
    assert recorded(table, user=tom) == [
        ("pitch.same-name", True, ""),
        ("rhythm.same", False, ""),
    ]
    assert LearningEvent.objects.filter(context=table.code).count() == logged(table) == 4


def test_a_bot_or_a_bot_standing_in_records_nothing(lea_tom):
    lea, tom = lea_tom
    hands = [["C4q", "B4s"], ["HD", "Rh", "G5s"], ["C5q", "C5e", "A5s"]]
    table = table_with(hands, ["E4q"], [("Léa", lea), ("Zoé", None), ("Tom", tom)])
    table.seats.filter(index=2).update(stand_in="simple")  # Tom left: a bot plays for him
    assert move(table, 0, "play", "C4q").accepted
    table.refresh_from_db()
    state = R.from_json(table.state)
    intercept = Action(2, "intercept", (cid(state, 2, "C5e"),))
    assert services.play(table.code, 2, intercept, table.version).accepted

    assert recorded(table, user=lea) == [("rhythm.same", True, "")]
    assert recorded(table, user=tom) == []
    assert logged(table) == 3  # the log keeps every event, the bot's included


def test_on_one_computer_only_the_account_pupils_own_seat_is_filed(lea_tom):
    """Hot seat: Léa, logged in, started a table for herself and Tom on her computer; every seat
    shares her account. Her decisions are hers; Tom's are not filed under her (nor anywhere:
    nobody knows who Tom is), so her grid shows only what she decided."""
    from clesite.classroom.hooks import record_learning

    lea, _tom = lea_tom
    seats = [SeatSpec("Léa", user=lea, player_token="jeton-x"), SeatSpec("Tom", user=lea)]
    table = services.create_table(game="cle-de-sol", mode="hotseat", seats=seats, options={})
    by_index = {s.index: s for s in table.seats.all()}
    judged = {i: [Judged(i, "interval.third.up", i == 0, {"options": 3}).to_json()] for i in (0, 1)}
    assert record_learning(None, table=table, learning=judged, seats=by_index) == 1
    assert recorded(table, user=lea) == [("interval.third.up", True, "")]
    network = services.create_table(game="cle-de-sol", mode="network", seats=seats, options={})
    by_index = {s.index: s for s in network.seats.all()}
    assert record_learning(None, table=network, learning=judged, seats=by_index) == 2


def test_the_same_wrong_card_tried_again_and_again_is_one_mistake(lea_tom):
    """A reviewer's pupil clicked the same refused card 20 times: 20 mistakes in the grid. The
    same try, on the same turn, is filed once; another wrong card on the same notion in that
    turn is filed but not counted (a reviewer's pupils tried every card in turn: 188 refusals
    for 38 cards laid, « 17 % justes » on the next note); on a later turn it counts again."""
    from games.engine.evidence import is_decision

    lea, tom = lea_tom
    # Tom's E4 forms the third: his wrong tries are real choices (with nothing to lay they
    # would be logged, not counted: the draw, the right move then, is forced)
    hands = [["I3", "B4s"], ["F4q", "G4q", "G5h", "E4h"], ["E4q", "B4e"]]
    table = table_with(hands, ["C4q"], [("Zoé", None), ("Tom", tom), ("Léa", lea)])
    assert move(table, 0, "play", "I3").accepted
    for _ in range(3):
        assert not move(table, 1, "play", "F4q").accepted
    assert not move(table, 1, "play", "G4q").accepted
    assert not move(table, 1, "play", "F4q").accepted
    assert [c for c, right, _m in recorded(table, user=tom) if not right] == [
        "interval.third.up",
        "interval.third.up",
    ]
    first, second = LearningEvent.objects.filter(user=tom, correct=False).order_by("pk")
    assert is_decision(first.detail, False) and "again" not in first.detail
    assert second.detail["again"] and not is_decision(second.detail, False)


class BotTable:
    """A table of Léa against the computer where her right answers are recorded as a move's
    request records them, and her refused tries as a refusal does."""

    def __init__(self, lea, answer: dict) -> None:
        bot = SeatSpec("Ordinateur", bot_level="simple")
        self.table = services.create_table(
            game="cle-de-sol", mode="bots", seats=[SeatSpec("Léa", user=lea), bot], options={}
        )
        self.answer = answer

    def lay(self, seq: int) -> dict:
        from clesite.classroom.hooks import record_learning
        from games.tables import signals

        table = self.table
        log = ActionLog.objects.create(table=table, seq=seq, seat=0, action={})
        seats = {0: table.seats.get(index=0)}  # read by the move's request, as services do
        record_learning(None, table=table, learning={0: [self.answer]}, seats=seats, log=log,
                        signal=signals.move_committed)  # fmt: skip
        return LearningEvent.objects.filter(context=table.code, correct=True).last().detail

    def refused(self, *learning: Judged) -> None:
        from games.engine import IllegalAction, Why

        why = Why(lambda lang="fr", names=None: "non")
        seat = self.table.seats.get(index=0)
        services._refused(self.table, seat, IllegalAction("no", why, (), learning))


def test_the_one_card_that_fits_found_at_the_first_try_is_a_decision(lea_tom):
    """A reviewer's pupil read her Solo note right at once, five cards of another colour in
    hand and one that fitted: the grid left it out as forced, while each refused card counted
    wrong, so her level could only go down. Found at the first try, the one card that fits is
    a decision; found after a refusal on the same turn, it was left over, also after a refusal
    that taught nothing (review 7: Clé de Sol's Musicien refused while an interval could be
    made, then the one card that fitted was counted as read at once)."""
    from games.engine.evidence import is_decision

    lea, _tom = lea_tom
    sole = BotTable(lea, Judged(0, "pitch.read", True, {"options": 5, "fitting": 1}).to_json())
    lay, refused, table = sole.lay, sole.refused, sole.table

    first = lay(1)
    assert first["first_try"] and is_decision(first, True)
    refused(Judged(0, "pitch.read", False, {"options": 5, "fitting": 1}))
    after = lay(2)
    assert "first_try" not in after and not is_decision(after, True)
    assert lay(3)["first_try"]  # the next turn: at once again
    refused()  # the Musicien's refusal: no notion, no event, but a try all the same
    assert LearningEvent.objects.filter(context=table.code, correct=False).count() == 1
    assert "first_try" not in lay(4)


def test_a_right_card_found_after_a_refusal_of_the_same_turn_is_no_decision(lea_tom):
    """A teacher-journey reviewer's find: a right card laid after refused tries counted as a
    full decision whenever more than one card fitted (93 in one pupil's first game): the
    refusal's explanation had said what fits. Laid at once, it still counts."""
    from games.engine.evidence import is_decision

    lea, _tom = lea_tom
    two_fit = BotTable(lea, Judged(0, "rhythm.same", True, {"options": 5, "fitting": 2}).to_json())
    lay = two_fit.lay

    at_once = lay(1)
    assert is_decision(at_once, True) and "after_refusal" not in at_once
    two_fit.refused(Judged(0, "rhythm.same", False, {"options": 5, "fitting": 2}))
    after = lay(2)
    assert after["after_refusal"] and not is_decision(after, True)
    assert is_decision(lay(3), True)  # the next turn: at once again


def test_a_retry_of_the_same_turn_is_not_counted_again_on_the_teachers_pages(lea_tom):
    """A teacher-journey reviewer read « 90 fois » for a misconception with 31 retries stamped
    `again` in it, and six rows of « Dernières réponses fausses » for one turn."""
    from django.utils import timezone

    from clesite.classroom import analytics, class_stats, reports

    _lea, tom = lea_tom
    now = timezone.now()
    for again in (False, True, True):
        detail = {"options": 4, "fitting": 1, **({"again": True} if again else {})}
        LearningEvent.objects.create(user=tom, concept="interval.third.up", correct=False,
                                     misconception="interval.off-by-one", detail=detail,
                                     source="game:cle-de-sol", context="T1", created_at=now)  # fmt: skip
    (told,) = class_stats.misconceptions([tom.pk])
    assert (told.code, told.count) == ("interval.off-by-one", 1)
    answers = analytics.answers_by_user([tom.pk])[tom.pk]
    (mine,) = analytics.misconceptions({0: answers})
    assert mine.count == 1
    assert len(reports.person_report(answers).mistakes) == 1


def test_an_emitter_that_says_only_its_choices_gets_no_first_try_stamp():
    """An older emitter says `options` without `fitting` (the toy game of the architecture
    guide): its right answer found at once went through `_first_tries` as a KeyError, a 500."""
    from types import SimpleNamespace

    from clesite.classroom.hooks import _first_tries

    seat = SimpleNamespace(refused_at=None)
    event = {"concept": "count.neighbour", "correct": True, "detail": {"options": 4, "right": 2}}
    assert _first_tries(None, seat, None, [event]) == [event]
