"""`simulate la-cle --players N` (issue 16): Mots croisés played by its bots through the site's
computer seats (`bots_table`), every invariant checked after every action: the 102 tiles
conserved, the JSON round trip, every board word a word of the lexicon."""

import json

import pytest
from django.core.management import call_command

from games.engine import registry
from games.lacle import bots_crossword, bots_table
from games.tables.management.commands.simulate import mode_for


@pytest.fixture
def crossword_bots(monkeypatch):
    """The site's levels play Mots croisés with `bots_crossword` (its one-line registration)."""
    for level in ("random", "simple"):
        kind = getattr(bots_crossword, level.capitalize() + "Bot")
        monkeypatch.setitem(bots_table.CROSSWORD_BOTS, level, kind)


@pytest.mark.parametrize(
    "players,options", [(2, "{}"), (3, '{"challenges": "arbitre"}'), (4, '{"teams": true}')]
)
def test_simulate_players_n_plays_mots_croises_with_every_invariant(
    crossword_bots, capsys, players, options
):
    call_command(
        "simulate", "la-cle", "--players", str(players), "--games", "2", "--seed", "4",
        "--bots", "random,simple", "--options", options,
    )  # fmt: skip
    summary = json.loads(capsys.readouterr().out)
    assert summary["options"]["mode"] == "mots-croises" and summary["players"] == players
    assert summary["options"]["teams"] == (players == 4)
    assert summary["checked"] and summary["invariant_violations"] == 0
    assert summary["unfinished"] == 0 and summary["mean_turns"] >= 8


def test_simulate_with_a_mode_named_keeps_it():
    """`--mode patience` with `--players 1` stays La Patience (the mode is never guessed over)."""
    rules = registry.rules("la-cle")
    assert mode_for(rules, {}, 1) == {}
    assert mode_for(rules, {}, 2) == {"mode": "mots-croises"}
    assert mode_for(rules, {"mode": "patience"}, 2) == {"mode": "patience"}
