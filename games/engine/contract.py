"""The game contract: what every game's rules give the framework, and the small types they speak.

A game's `rules` module (Django-free, like python-chess's) implements `Rules`; the engine
(`simulate`, bots, invariants) and the Django layer (tables, classroom) know nothing else about a
game. A game is `seed + options + actions`: each action gets an append-only log row, so replay,
audit, analytics and bug reports all come from that. See docs/architecture.md.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, TypedDict, runtime_checkable

# ---------------------------------------------------------------- actions and events


class _FrozenMap(tuple):
    """A JSON object inside a param, as sorted pairs (hashable, and known to be an object)."""


def _frozen(value: Any) -> Any:
    """A JSON value made hashable: lists become tuples, objects `_FrozenMap`s."""
    if isinstance(value, Mapping):
        return _FrozenMap(sorted((str(k), _frozen(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


def _thawed(value: Any) -> Any:
    if isinstance(value, _FrozenMap):
        return {k: _thawed(v) for k, v in value}
    if isinstance(value, tuple):
        return [_thawed(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one seat: `Action(seat, kind, params)`.

    The card games' params have fields of their own, because bots build thousands of actions a
    second: `cards` (card ids of the seat's hand, in the order laid), `choice` (a named option:
    a demand, a colour, a sound parameter…) and `target` (a seat).
    Any other param (tiles placed on cells, a challenged word…) goes in `extra`, as sorted
    `(name, value)` pairs; `Action.of(seat, kind, params)` builds either kind from one mapping.
    The JSON form is flat: `{"seat", "kind", **params}`."""

    seat: int
    kind: str
    cards: tuple[str, ...] = ()
    choice: str | None = None
    target: int | None = None
    extra: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, seat: int, kind: str, params: Mapping[str, Any] | None = None) -> Action:
        params = dict(params or {})
        cards = params.pop("cards", ())
        choice = params.pop("choice", None)
        target = params.pop("target", None)
        return cls(
            seat,
            kind,
            tuple(str(c) for c in cards),
            None if choice is None else str(choice),
            None if target is None else int(target),
            tuple(sorted((str(k), _frozen(v)) for k, v in params.items())),
        )

    @property
    def params(self) -> dict[str, Any]:
        """Every param by name, as JSON values."""
        out: dict[str, Any] = {}
        if self.cards:
            out["cards"] = list(self.cards)
        if self.choice is not None:
            out["choice"] = self.choice
        if self.target is not None:
            out["target"] = self.target
        for name, value in self.extra:
            out[name] = _thawed(value)
        return out

    def param(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)

    def for_seat(self, seat: int) -> Action:
        """The same decision, made by `seat` (the tables layer trusts the seat, not the form)."""
        return Action(seat, self.kind, self.cards, self.choice, self.target, self.extra)

    def to_json(self) -> dict:
        return {"seat": self.seat, "kind": self.kind, **self.params}

    @classmethod
    def from_json(cls, data: Mapping) -> Action:
        try:
            params = {k: v for k, v in data.items() if k not in ("seat", "kind")}
            return cls.of(int(data["seat"]), str(data["kind"]), params)
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


def visible_events(events: Iterable[Mapping], seat: int | None) -> list[Mapping]:
    """The events (in their JSON form, as a state keeps its last move) that `seat` may be
    shown; the same test as `Event.visible`, without building an Event for each."""
    return [
        e
        for e in events
        if (vis := e.get("visible_to")) is None or (seat is not None and seat in vis)
    ]


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
    """Who may act now, and how.

    The game waits for the seats of `must` (one seat on a normal turn; several for a
    simultaneous reveal, each acting once in any order). `may` seats can act out of turn, with
    the kinds of action of `may_kinds` (an interception, a quick discard, a challenge…): several
    seats may act on one version, the first valid action wins and the others are re-checked by
    `apply` against the new state, which says why theirs no longer fits."""

    name: str
    must: tuple[int, ...] = ()
    may: tuple[int, ...] = ()
    may_kinds: tuple[str, ...] = ()

    def to_json(self) -> dict:
        out = {"name": self.name, "must": list(self.must), "may": list(self.may)}
        if self.may_kinds:
            out["may_kinds"] = list(self.may_kinds)
        return out


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
    # Over because its player gave up (La Clé's Patience): not a game played to its end, so no
    # homework of « N parties » counts it.
    given_up: bool = False

    def to_json(self) -> dict:
        out = {
            "finished": self.finished,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "rounds": [dict(r) for r in self.rounds],
        }
        if self.given_up:
            out["given_up"] = True
        return out


# ---------------------------------------------------------------- observation


class StageView(TypedDict, total=False):
    name: str
    must: list[int]
    may: list[int]
    may_kinds: list[str]


class ObservationHead(TypedDict, total=False):
    """What every game's observation starts with; the game's own body follows, in the same
    dict (its piles, the seat's hand, a pending demand…). `version` is the table's, added by the
    tables layer (`games.tables.services.observe`): the rules do not count versions."""

    game: str
    seat: int | None  # who looks (None: a spectator)
    seats: int
    phase: str  # the game's own phase names ("play", "round-over", "game-over"…)
    round: int
    rounds: int  # how many rounds the game has; 0 when it plays to a score
    turn: int  # whose turn it is
    direction: str  # "clockwise" or "counter-clockwise"
    stage: StageView
    hand_counts: list[int]
    scores: list[int]
    round_results: list[dict]
    last_move: list[dict]  # the events of the last action this seat may see
    options: dict
    version: int


def observation_head(
    game: str,
    seat: int | None,
    *,
    seats: int,
    phase: str,
    round: int,  # noqa: A002 - the game's own word
    rounds: int,
    turn: int,
    direction: int,
    stage: Stage | StageView,
    scores: Iterable[int] | None = None,
    round_results: Iterable[Mapping] | None = None,
    last_move: Iterable[Mapping] | None = None,
    options: Any = None,
) -> ObservationHead:
    """The shared head of an observation, in the order every board reads it. The totals, the
    finished rounds, the last move (filtered for `seat`) and the options come when given."""
    head: ObservationHead = {
        "game": game,
        "seat": seat,
        "seats": seats,
        "phase": phase,
        "round": round,
        "rounds": rounds,
        "turn": turn,
        "direction": "clockwise" if direction == 1 else "counter-clockwise",
        "stage": stage.to_json() if isinstance(stage, Stage) else stage,
    }
    if scores is not None:
        head["scores"] = list(scores)
    if round_results is not None:
        head["round_results"] = [dict(r) for r in round_results]
    if last_move is not None:
        head["last_move"] = visible_events(last_move, seat)
    if options is not None:
        head["options"] = options.to_json()
    return head


# ---------------------------------------------------------------- the rules


@runtime_checkable
class Options(Protocol):
    """A game's options: a frozen value with an exact JSON round trip (unknown keys ignored)."""

    def to_json(self) -> dict: ...

    @classmethod
    def from_json(cls, data: Mapping) -> Options: ...


@runtime_checkable
class Rules(Protocol):
    """What a game's rules module offers (a module satisfies it: `games.<game>.rules`).

    `State` is the game's own frozen value; the deal, the seed and the RNG live inside it, so
    `to_json(state)` is everything the server stores between two actions."""

    Options: type

    def new_game(self, seats: int, options: Any, seed: int) -> Any:
        """A dealt game: the deal is part of the state. `options` None: the game's defaults
        for that many seats (La Clé: La Patience alone, Mots croisés from two)."""
        ...

    def stage(self, state: Any) -> Stage:
        """Which seats may act now, and with which kinds of action."""
        ...

    def legal_actions(self, state: Any, seat: int) -> Iterable[Action]:
        """Every action open to `seat` now. May be lazy, or partial where a game cannot list
        them all (La Clé's placements): `is_legal` is then the judge."""
        ...

    def is_legal(self, state: Any, action: Action) -> bool: ...

    def apply(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        """The new state and what happened; raises `IllegalAction` (the state is unchanged)."""
        ...

    def observation(self, state: Any, seat: int | None) -> dict:
        """What `seat` may see (None: a spectator): an `ObservationHead` and the game's body.
        Never another seat's hidden cards, the draw pile's order or the RNG."""
        ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def to_json(self, state: Any) -> dict: ...

    def from_json(self, data: Mapping) -> Any: ...


CONTRACT = (
    "Options",
    "new_game",
    "stage",
    "legal_actions",
    "is_legal",
    "apply",
    "observation",
    "outcome",
    "to_json",
    "from_json",
)


def bot_observation(rules: Any, state: Any, seat: int) -> dict:
    """What a bot decides from: the seat's `observation`, unless the rules module offers
    `bot_observation(state, seat)` for a game where a person perceives what a bot cannot (a card
    only heard: the bot gets the values of exactly the cards its seat may hear). Never more
    than the seat may perceive."""
    own = getattr(rules, "bot_observation", None)
    return own(state, seat) if callable(own) else rules.observation(state, seat)


def aimed_kinds(rules: Any) -> tuple[str, ...]:
    """The kinds of action aimed at what the player saw (a challenge of the move on screen):
    sent from a page the table has moved on from, such an action is refused, never applied to
    whatever is there now (a move the player has not seen). Rules may declare `AIMED_KINDS`."""
    return tuple(getattr(rules, "AIMED_KINDS", ()))


def missing(rules: Any) -> list[str]:
    """The names of the contract a rules module lacks (empty: it implements `Rules`)."""
    return [name for name in CONTRACT if not callable(getattr(rules, name, None))]


def judged_by_apply(apply: Callable[[Any, Action], Any]) -> Callable[[Any, Action], bool]:
    """`is_legal` for a game whose `apply` is pure: would it accept the action? (A card game's
    `legal_actions` may list one of two twin cards only; `apply` takes either.)"""

    def is_legal(state: Any, action: Action) -> bool:
        try:
            apply(state, action)
        except IllegalAction:
            return False
        return True

    return is_legal
