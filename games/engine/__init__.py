"""The shared, Django-free game framework: the contract's types, seeded RNG, turn order, stages,
bots, the game registry and `simulate`. See docs/architecture.md, "The contract"."""

from .bots import LEVELS, Bot, must_act
from .contract import (
    Action,
    Event,
    IllegalAction,
    LearningEvent,
    ObservationHead,
    Options,
    Outcome,
    Rules,
    Stage,
    Why,
    aimed_kinds,
    bot_observation,
    learning_events,
    observation_head,
    visible_events,
)
from .rng import Rng
from .turns import CLOCKWISE, COUNTER_CLOCKWISE, advance, next_seat, seats_from

__all__ = [
    "CLOCKWISE",
    "COUNTER_CLOCKWISE",
    "LEVELS",
    "Action",
    "Bot",
    "Event",
    "IllegalAction",
    "LearningEvent",
    "ObservationHead",
    "Options",
    "Outcome",
    "Rules",
    "Rng",
    "Stage",
    "Why",
    "advance",
    "aimed_kinds",
    "bot_observation",
    "learning_events",
    "must_act",
    "next_seat",
    "observation_head",
    "visible_events",
    "seats_from",
]
