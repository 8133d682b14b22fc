"""A teacher's exercise as data: which notes, intervals and rhythms, how many questions, a time
limit or none, the note names; turned into the same items a lesson has (so a pupil's run of it
is a run like any other, recorded with source "exercise:<code>").

Like musictheory.net's customised exercises: the teacher ticks what to practise and gets a link.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

from theory import GAME_RANGE, LANGS, RHYTHMS

from .core import BadParams
from .kinds import check

TYPES = ("read", "place", "intervals", "rhythms", "scale")
SIZES = (2, 3, 4, 5)
TIME_LIMITS = (0, 1, 2, 3, 5, 10, 15)  # minutes; 0 = none
COUNT_MIN, COUNT_MAX = 3, 40
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud in class
CODE_LENGTH = 6

DEFAULTS: dict[str, Any] = {
    "types": ["read"],
    "pitches": list(GAME_RANGE),
    "sizes": [3, 4, 5],
    "directions": [1, -1],
    "rhythms": list(RHYTHMS),
    "count": 10,
    "time_limit": 0,
    "names": "",
    "title": "",
}


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def _ints(values, allowed) -> list[int]:
    out = []
    for v in values or ():
        try:
            n = int(v)
        except (TypeError, ValueError):
            continue
        if n in allowed and n not in out:
            out.append(n)
    return out


def clean(raw: Mapping[str, Any]) -> tuple[dict, list[str]]:
    """Parameters from a form (lists of strings) or stored JSON -> (params, error codes).
    Error codes: "types", "pitches", "sizes", "directions", "rhythms", "count", "time_limit",
    "names", "nothing" (no question can be made from this choice)."""
    errors: list[str] = []
    types = [t for t in TYPES if t in (raw.get("types") or ())]
    pitches = [p for p in GAME_RANGE if p in (raw.get("pitches") or ())]
    sizes = _ints(raw.get("sizes"), SIZES)
    directions = _ints(raw.get("directions"), (1, -1))
    rhythms = [r for r in RHYTHMS if r in (raw.get("rhythms") or ())]
    try:
        count = int(raw.get("count") or DEFAULTS["count"])
    except (TypeError, ValueError):
        count, errors = DEFAULTS["count"], [*errors, "count"]
    try:
        time_limit = int(raw.get("time_limit") or 0)
    except (TypeError, ValueError):
        time_limit = -1
    names = str(raw.get("names") or "")
    if not types:
        errors.append("types")
    if {"read", "place", "intervals"} & set(types) and not pitches:
        errors.append("pitches")
    if "intervals" in types and not sizes:
        errors.append("sizes")
    if {"intervals", "scale"} & set(types) and not directions:
        errors.append("directions")
    if "rhythms" in types and len(rhythms) < 2:
        errors.append("rhythms")
    if not COUNT_MIN <= count <= COUNT_MAX:
        errors.append("count")
    if time_limit not in TIME_LIMITS:
        errors.append("time_limit")
    if names and names not in LANGS:
        errors.append("names")
    params = {
        "types": types,
        "pitches": pitches,
        "sizes": sizes,
        "directions": directions,
        "rhythms": rhythms,
        "count": min(max(count, COUNT_MIN), COUNT_MAX),
        "time_limit": time_limit if time_limit in TIME_LIMITS else 0,
        "names": names if names in LANGS else "",
        "title": str(raw.get("title") or "").strip()[:60],
    }
    if not errors and not items(params):
        errors.append("nothing")
    return params, errors


def _candidates(params: Mapping[str, Any]) -> list[list]:
    types = params["types"]
    pitches, rhythms = params["pitches"], params["rhythms"]
    out: list[list] = []
    if "read" in types:
        out.append(["note.name", {"pitches": pitches}])
    if "place" in types:
        out.append(["note.place", {"pitches": pitches}])
    if "intervals" in types:
        out.append(
            [
                "interval.find",
                {"pitches": pitches, "sizes": params["sizes"], "directions": params["directions"]},
            ]
        )
    if "rhythms" in types:
        out.append(["rhythm.name", {"rhythms": rhythms}])
        out.append(["rhythm.count", {"rhythms": rhythms}])
        out.append(["rhythm.sum", {"rhythms": rhythms, "targets": list(RHYTHMS)}])
    if "scale" in types:
        out.append(["scale.next", {"directions": params["directions"]}])
    return out


def items(params: Mapping[str, Any]) -> list[list]:
    """The lesson items of an exercise: only those a question can really be made from."""
    out = []
    for kind, item_params in _candidates(params):
        try:
            check(kind, item_params)
        except BadParams:
            continue
        out.append([kind, item_params])
    return out
