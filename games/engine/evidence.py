"""How much one learning event can tell about a pupil: the fields a game stamps in its `detail`.

A right move among eight cards where one fits says more than a right move where every card fits,
or where the board highlighted the playable cards. Each game stamps its events with:

- `options`  the choices the pupil really had (distinct cards they could try, and the draw);
- `fitting`  how many of those choices were right: a pupil picking blindly is right with the
             chance fitting / options (the classroom's mastery model reads it as the guess);
- `hinted`   the playable cards were shown (the table's hints): the move shows what the pupil
             sees, not what they know;
- `final`    the answer could not be tried again (a lesson's question): a right answer with one
             fitting choice is then a decision, not a forced move;
- `first_try` (stamped by the classroom) the right card was the pupil's first try of the turn,
             no refusal before it: one fitting choice among several was found, not left over;
- `after_refusal` (stamped by the classroom) the right card came after a refused try of the
             same turn, whose explanation said what fits: logged, not counted;
- `again`    (stamped by the classroom) a refused try on a notion already missed in the same
             turn: logged, not counted (one turn's doubt is one mistake, however many cards
             the pupil tries);
- `repeat`   (stamped by a lesson or an exercise) the same question answered before in the same
             run: right, it shows what the pupil answered a moment ago (logged, not counted);
             wrong, it is still a mistake;
- `also`     other concepts the same move satisfied (a conjoint Note that also had the rhythm):
             the credit goes to the event's concept, and the pupil may not have thought of these.

A right move the rules left no way around is forced (issue 18): the only card that fitted, once
the refusals of other tries said where to go (fitting = 1; found at the first try it is a
decision: `first_try`), or a draw with nothing to lay, and a
move that could not be wrong (every choice fits: a ♭ laid, stamped options = fitting = 1). It
stays in the log and is not a decision. A refused try is always a decision: it could be right.
"""

from __future__ import annotations

from collections.abc import Iterable

from .contract import LearningEvent

# Every field of an answer's detail that `is_decision` and the classroom's weighing read: a
# page that loads only these (not whole details) must load them all (a reviewer found the
# pupil's page counting right answers after a refusal, its list lacking `after_refusal`).
EVIDENCE_FIELDS = (
    "options", "fitting", "hinted", "hint", "also", "final", "first_try", "again",
    "after_refusal", "repeat",
)  # fmt: skip


def weighed(
    event: LearningEvent,
    options: int,
    fitting: int,
    hinted: bool,
    also: Iterable[str] = (),
    final: bool = False,
) -> LearningEvent:
    """The event with its evidence stamped in `detail` (a new event: they are frozen)."""
    detail = {**event.detail, "options": options, "fitting": min(fitting, options)}
    detail["hinted"] = bool(hinted)
    if final:
        detail["final"] = True
    also = sorted(set(also) - {event.concept})
    if also:
        detail["also"] = also
    return LearningEvent(event.seat, event.concept, event.correct, detail, event.misconception)


def forced(event: LearningEvent, hinted: bool = False) -> LearningEvent:
    """The event of a move that could not be wrong: in the log, never counted as a decision."""
    return weighed(event, 1, 1, hinted)


def is_decision(detail: dict, correct: bool = True) -> bool:
    """Whether the answer was a real decision (events without the fields are old ones: the
    classroom reads them as weak evidence)."""
    if detail.get("again"):
        return False
    # A question answered before in the same run, right again: what she answered a moment ago.
    # Wrong again, it is still a mistake (counting only the right ones would flatter).
    if correct and detail.get("repeat"):
        return False
    # A right answer after a refusal was helped by its explanation, unless the answer is
    # final: one try that no refusal pointed to (a word laid after « not a word », a card
    # judged once and for all), a decision of its own.
    if correct and detail.get("after_refusal") and not detail.get("final"):
        return False
    options = detail.get("options")
    if options is None:
        return True
    if "fitting" not in detail:  # a game that says only its choices (an older emitter)
        return options > 1
    fitting = detail["fitting"]
    if not correct or detail.get("final") or detail.get("first_try"):
        return fitting < options
    return 1 < fitting < options
