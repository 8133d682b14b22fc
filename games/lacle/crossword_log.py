"""What a Mots croisés table says happened: the news since a seat's own last action, the
words laid with their points (and whether the computer laid them for someone who had left),
the dealer's draw, and the end with its winner and why. Only public events are read: nothing
of a rack."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext

from games.lacle import rules as R
from games.lacle import rules_crossword as C
from games.tables.models import ActionLog, Table
from games.tables.names import elides

TEAM_WORDS = (gettext_lazy("Rouge + orangé"), gettext_lazy("Vert + bleu"))


NEWS_ACTIONS = 8  # at most the last actions a seat is told of (a whole round at 4 and more)


def since_mine(table: Table, seat: int | None, obs: dict) -> list[dict]:
    """The events of the actions since this seat's own last one, that one included: a
    challenge's result against a pupil's word stays on his screen until he acts again, however
    fast the bots played after it (a spectator: the last action's)."""
    if seat is None:
        return list(obs["last_move"])
    rows = ActionLog.objects.filter(table=table).order_by("-seq")
    events: list[dict] = []
    for acting, logged in rows.values_list("seat", "events")[:NEWS_ACTIONS]:
        events[:0] = logged or []
        if acting == seat:
            break
    return events


def news(events: list[dict], names: list[str], lang: str, viewer=None, pending=None) -> list[str]:
    """What the actions did, said to everyone: another's word and its points (the move that
    may still be challenged has its own box), a challenge's result and its ground, a key
    word's bonus, a pass (nothing of a rack: only these public events are read)."""
    out = []
    waiting = pending and pending["tiles"]
    for event in events:
        kind = event["kind"]
        if kind == C.LAY and event["seat"] != viewer and event["tiles"] != waiting:
            words = " · ".join(w["word"] for w in event["words"])
            out.append(
                ngettext(
                    "%(name)s pose %(words)s : %(n)s point.",
                    "%(name)s pose %(words)s : %(n)s points.",
                    event["points"]["total"],
                )
                % {"name": names[event["seat"]], "words": words, "n": event["points"]["total"]}
            )
        elif kind == C.CHALLENGE:
            fields = {"name": names[event["seat"]], "other": names[event["against"]]}
            if elides(fields["other"]):
                out.append(_("%(name)s conteste le coup d’%(other)s.") % fields)
            else:
                out.append(_("%(name)s conteste le coup de %(other)s.") % fields)
            out.append(str(C.verdict(event).render(lang)))
            out.append(
                _("%(name)s gagne 50 points.") % fields
                if event["right"]
                else _("%(name)s perd 50 points.") % fields
            )
        elif kind == "key":
            line = _("Mot-clé posé : %(word)s, +50 points.") % {"word": event["word"]}
            if event["next"]:
                line += " " + _("Nouvelle carte clé : %(word)s.") % {"word": event["next"]}
            out.append(line)
        elif kind == C.PASS:
            # A pass chosen, not a turn lost (Romanian says them apart: « trece rândul »).
            out.append(
                pgettext("lacle", "%(name)s passe son tour.") % {"name": names[event["seat"]]}
            )
        elif kind == C.ROUND_PASSED:
            out.append(
                _(
                    "Tout le monde a passé son tour, mais il reste des lettres dans la masse et "
                    "des mots à poser : la partie continue."
                )
            )
    return out


def stood_in(table: Table, seats) -> list[bool]:
    """For each lay or pass of the game in order, whether the computer made it for a person
    who had left (a networked table's stand-in): his words are not his."""
    people = {s.index for s in seats if s.kind == s.Kind.HUMAN}
    if not people or table.mode != Table.Mode.NETWORK:
        return []
    rows = ActionLog.objects.filter(table=table, action__kind__in=[C.LAY, C.PASS])
    return [
        bot and seat in people for seat, bot in rows.order_by("seq").values_list("seat", "by_bot")
    ]


def words_log(obs: dict, names: list[str], by_computer: list[bool] = ()) -> list[dict]:
    """Every move, newest first: who, which words, how many points, whether the computer
    played it for him; a move undone by a challenge struck through."""
    rows = []
    for i in range(len(obs["log"]) - 1, -1, -1):
        entry = obs["log"][i]
        if entry["kind"] != C.LAY:
            continue
        rows.append(
            {
                "for_absent": i < len(by_computer) and by_computer[i],
                "name": names[entry["seat"]],
                "words": " · ".join(entry["words"]),
                "points": entry["total"],
                "key": bool(entry.get("key")),
                "undone": bool(entry.get("undone")),
            }
        )
    return rows


def dealer_line(obs: dict, names: list[str]) -> str:
    """The dealer's draw, shown to all (LC-9): who drew which tile, who plays first."""
    if not obs["dealer_draws"] or obs["log"]:
        return ""
    draws = " · ".join(
        ", ".join(
            _("%(name)s a tiré %(tile)s")
            % {"name": names[s], "tile": _("un joker") if t == R.JOKER else t}
            for s, t in r
        )
        for r in obs["dealer_draws"]
    )
    return _("Tirage : %(draws)s. %(name)s a la lettre la plus proche du A et commence.") % {
        "draws": draws,
        "name": names[obs["dealer"]],
    }


def end(outcome, obs: dict, names: list[str]) -> dict:
    """The winner(s) and why the game ended, from the state's outcome (the table row's copy
    may not be re-read yet right after the last move)."""
    result = obs["result"]
    winners = [names[w] for w in outcome.winners]
    if obs["teams"]:
        best = max(obs["team_scores"])
        winners = [str(TEAM_WORDS[t]) for t in (0, 1) if obs["team_scores"][t] == best]
    if result["ended"] == C.OUT:
        left = result.get("left", 0)
        why = ngettext(
            "%(name)s a posé toutes ses lettres : +%(bonus)s points, 50 pour avoir fini et 5 "
            "pour la lettre restée chez ses adversaires.",
            "%(name)s a posé toutes ses lettres : +%(bonus)s points, 50 pour avoir fini et 5 "
            "pour chacune des %(left)s lettres restées chez ses adversaires.",
            left,
        ) % {"name": names[result["finisher"]], "bonus": result.get("bonus", 50), "left": left}
        if not left:
            why = _(
                "%(name)s a posé toutes ses lettres : +50 points (ses adversaires n’avaient "
                "plus de lettre)."
            ) % {"name": names[result["finisher"]]}
    else:
        minus = ", ".join(
            f"{names[seat]} \u2212{points}" for seat, points in enumerate(result.get("minus", []))
        )
        why = _(
            "Tout le monde a passé son tour : chacun perd 5 points par lettre restée sur son "
            "support (%(minus)s)."
        ) % {"minus": minus}
    count = len(winners)
    title = ngettext("Gagnant : %(names)s", "Gagnants : %(names)s", count) % {
        "names": ", ".join(winners)
    }
    return {"title": title, "why": why}
