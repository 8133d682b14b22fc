"""The game contract's small types: actions, events, stages, refusals, learning events, outcomes.

Every game's `rules` module speaks in these; the Django layer stores their JSON forms (an action
log row per action, learning events per human decision) and knows nothing else about a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# ---------------------------------------------------------------- actions and events


@dataclass(frozen=True)
class Action:
    """One decision of one seat. `cards` are card ids of the seat's hand, in the order laid;
    `choice` is a named option (a Musicien's demand, a colour, a parameter…); `target` a seat."""

    seat: int
    kind: str
    cards: tuple[str, ...] = ()
    choice: str | None = None
    target: int | None = None

    def to_json(self) -> dict:
        data: dict[str, Any] = {"seat": self.seat, "kind": self.kind}
        if self.cards:
            data["cards"] = list(self.cards)
        if self.choice is not None:
            data["choice"] = self.choice
        if self.target is not None:
            data["target"] = self.target
        return data

    @classmethod
    def from_json(cls, data: Mapping) -> Action:
        try:
            return cls(
                seat=int(data["seat"]),
                kind=str(data["kind"]),
                cards=tuple(str(c) for c in data.get("cards", ())),
                choice=None if data.get("choice") is None else str(data["choice"]),
                target=None if data.get("target") is None else int(data["target"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not an action: {data!r}") from exc


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and the screens. `visible_to` None means everyone
    (spectators too); otherwise only those seats may ever be shown it."""

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    visible_to: tuple[int, ...] | None = None

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)

    def to_json(self) -> dict:
        out = {"kind": self.kind, **self.data}
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
        return out

    @classmethod
    def from_json(cls, data: Mapping) -> Event:
        body = dict(data)
        kind = body.pop("kind")
        vis = body.pop("visible_to", None)
        return cls(kind, body, None if vis is None else tuple(vis))


@dataclass(frozen=True)
class LearningEvent:
    """One decision of a seat judged against one concept (`interval.third.up`, `pitch.conjoint`…);
    `misconception` names a recognisable error (`interval.exclusive-count`) or is None."""

    seat: int
    concept: str
    correct: bool
    detail: Mapping[str, Any] = field(default_factory=dict)
    misconception: str | None = None

    def to_json(self) -> dict:
        return {
            "seat": self.seat,
            "concept": self.concept,
            "correct": self.correct,
            "detail": dict(self.detail),
            "misconception": self.misconception,
        }

    @classmethod
    def from_json(cls, data: Mapping) -> LearningEvent:
        return cls(
            int(data["seat"]),
            str(data["concept"]),
            bool(data["correct"]),
            dict(data.get("detail") or {}),
            data.get("misconception"),
        )

    def as_event(self) -> Event:
        return Event("learning", self.to_json(), (self.seat,))


def learning_events(events: list[Event]) -> list[LearningEvent]:
    """The learning events among `apply`'s events (the classroom keeps the humans' ones)."""
    return [LearningEvent.from_json(e.data) for e in events if e.kind == "learning"]


# ---------------------------------------------------------------- stages


@dataclass(frozen=True)
class Stage:
    """Who may act now. The game waits for one of `must`; `may` seats can act out of turn
    (an interception, a quick discard…): the first valid action wins, the others are re-checked
    against the new state by `apply`."""

    name: str
    must: tuple[int, ...] = ()
    may: tuple[int, ...] = ()

    def to_json(self) -> dict:
        return {"name": self.name, "must": list(self.must), "may": list(self.may)}


# ---------------------------------------------------------------- explanations and refusals

Renderer = Callable[..., str]


class Why:
    """A child's explanation, rendered lazily in the language of the page.

    `Why(fn, *args)` calls `fn(*args, lang=lang, names=names)`; `str(why)` is the French text."""

    __slots__ = ("_fn", "_args")

    def __init__(self, fn: Renderer, *args: Any) -> None:
        self._fn = fn
        self._args = args

    def render(self, lang: str = "fr", names: str | None = None) -> str:
        return self._fn(*self._args, lang=lang, names=names)

    def __str__(self) -> str:
        return self.render("fr")

    def __repr__(self) -> str:
        return f"Why({self.render('fr')!r})"


class IllegalAction(Exception):
    """A refused action: a stable `code`, a lazy `why`, concept tags, and the learning events the
    attempt itself produced (a wrong interval tried is a decision too)."""

    def __init__(
        self,
        code: str,
        why: Why,
        concepts: tuple[str, ...] = (),
        learning: tuple[LearningEvent, ...] = (),
    ) -> None:
        super().__init__(code)
        self.code = code
        self.why = why
        self.concepts = tuple(concepts)
        self.learning = tuple(learning)

    def __str__(self) -> str:
        return self.why.render("fr")

    def to_json(self, lang: str = "fr", names: str | None = None) -> dict:
        return {
            "code": self.code,
            "why": self.why.render(lang, names),
            "concepts": list(self.concepts),
            "learning": [e.to_json() for e in self.learning],
        }


# ---------------------------------------------------------------- outcome


@dataclass(frozen=True)
class Outcome:
    """Results so far: `finished` once the game is over; `winners` then (ties share the win);
    `scores` are the running totals; `rounds` one entry per finished round."""

    finished: bool
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    rounds: tuple[Mapping[str, Any], ...] = ()

    def to_json(self) -> dict:
        return {
            "finished": self.finished,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "rounds": [dict(r) for r in self.rounds],
        }
