"""What every game's board shows the same way: the players, the pass-the-computer screen, the
log's recent rows and the score sheet. Each game's presenter adds its own piles and cards."""

from __future__ import annotations

from games.tables.access import View
from games.tables.models import ActionLog, Table

LOG_ROWS = 6


def players(seats, obs: dict, viewer: int | None, *, dealer_key: str = "dealer") -> list[dict]:
    stage = obs["stage"]
    blocked = set(obs.get("blocked", ()))
    skips = obs.get("skips") or [0] * len(seats)
    return [
        {
            "index": s.index,
            "name": s.name,
            "is_bot": s.is_bot,
            "count": obs["hand_counts"][s.index],
            "score": obs["scores"][s.index],
            "is_turn": s.index in stage["must"],
            "is_me": s.index == viewer,
            "is_dealer": s.index == obs.get(dealer_key),
            "skips": skips[s.index],
            "blocked": s.index in blocked,
        }
        for s in seats
    ]


def pass_screen(view: View, seats, stage: dict, may_label: str) -> dict | None:
    """Hot seat: whose hand the screen waits to show, and who may act out of turn meanwhile."""
    if view.seat is not None or not view.waiting:
        return None
    by_index = {s.index: s for s in seats}
    return {
        "must": [by_index[i] for i in view.waiting if i in stage["must"]],
        "may": [by_index[i] for i in view.waiting if i not in stage["must"]],
        "may_label": may_label,
    }


def recent_log(table: Table) -> list[ActionLog]:
    return list(ActionLog.objects.filter(table=table).order_by("-seq")[:LOG_ROWS])[::-1]


def visible_events(rows: list[ActionLog], seat: int | None):
    """The events of the log rows this seat may be shown, oldest first."""
    for row in rows:
        for event in row.events:
            visible = event.get("visible_to")
            if visible is None or (seat is not None and seat in visible):
                yield event


def score_rows(obs: dict, names: list[str]) -> list[dict]:
    return [
        {"round": r["round"], "points": r["points"], "winner": names[r["winner"]]}
        for r in obs["round_results"]
    ]


def game_info(slug: str):
    from clesite.catalogue import info

    return info(slug)


def winners(outcome, names: list[str]) -> list[str]:
    return [names[w] for w in outcome.winners] if outcome and outcome.finished else []
