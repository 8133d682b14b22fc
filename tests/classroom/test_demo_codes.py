"""Issue 18: every misconception the demo class shows is one the product can emit."""

import random

from clesite.classroom import demo_data
from theory import misconception_interval

INTERVALS = [f"interval.{s}.{d}" for s in ("third", "fourth", "fifth") for d in ("up", "down")]


def test_the_demo_clé_de_sol_intervals_carry_the_detectors_own_codes():
    """CS-6: up or down at the player's choice, so never « mauvais sens »; each wrong demo
    answer gets exactly the code the game's detector gives it."""
    shown = set()
    for seed in range(200):
        for concept in INTERVALS:
            detail, mis = demo_data._cledesol(random.Random(seed), concept, False)
            ref, played, size = detail["ref"], detail["played"], detail["size"]
            assert mis == (misconception_interval(ref, played, size, None) or ""), detail
            shown.add(mis)
    assert shown == {"interval.exclusive-count", "interval.off-by-one"}


def test_the_demo_lessons_ask_a_direction_and_may_show_the_wrong_way():
    shown = set()
    for seed in range(200):
        for concept in INTERVALS:
            detail, mis = demo_data._interval(random.Random(seed), concept, False, directed=True)
            args = detail["ref"], detail["played"], detail["size"], detail["direction"]
            assert mis == (misconception_interval(*args) or ""), detail
            shown.add(mis)
    assert "interval.wrong-direction" in shown


def test_the_demo_stamps_the_evidence_the_games_stamp():
    """Issue 18: Gama's ♭ ♯ ♮ and rest are always accepted, so the demo's are logged and never
    counted, as in the product (its misses, a draw while one could be laid, are forced too:
    alone they would only sink the notion; a reviewer read « 14 counted, 0 % right » for ♭);
    its other moves are real decisions."""
    from clesite.classroom import mastery

    rng = random.Random(3)
    for concept in ("accidental.flat", "accidental.sharp", "accidental.natural", "rest.quarter"):
        assert not mastery.evidence(True, demo_data._evidence(rng, "gama", concept, True)).counts
        assert not mastery.evidence(False, demo_data._evidence(rng, "gama", concept, False)).counts
    for game, concept in (("gama", "scale.next"), ("cle-de-sol", "pitch.conjoint")):
        assert mastery.evidence(True, demo_data._evidence(rng, game, concept, True)).counts
    asked = demo_data._evidence(rng, "bataille-des-sons", "sound.pitch", True)
    assert asked["final"] and mastery.evidence(True, asked).counts


def test_a_demo_same_duration_answer_is_right_exactly_when_the_durations_match():
    """A reviewer read in Léa's history « même durée ; juste ; sur Sol double-croche a posé Mi
    blanche »: the demo drew the card played at random, whatever the answer's verdict."""
    for seed in range(200):
        for right in (True, False):
            detail, _ = demo_data._cledesol(random.Random(seed), "rhythm.same", right)
            same = detail["top"].rsplit(":", 1)[1] == detail["played"].rsplit(":", 1)[1]
            assert same == right, detail


def test_the_demo_gama_demands_are_judged_as_gama_judges_them():
    """GA-4, a reviewer's find: the demo laid the note below for ♭, ♯ and ♮ alike, so « ♯ sur
    Fa, a posé Mi » read right and « ♮ sur Fa, a posé Fa » wrong; and it filed misses under the
    ♭ ♯ ♮ cards, which are never refused."""
    from games.gama.cards import CARDS
    from games.gama.rules_judge import demanded_note

    kinds = {"scale.previous": "bemol", "scale.same": "becar"}
    for seed in range(200):
        for concept, kind in kinds.items():
            for right in (True, False):
                detail, mis = demo_data._gama(random.Random(seed), concept, right)
                wanted = demanded_note(kind, detail["under"])
                assert detail["note"] == wanted
                assert (CARDS[detail["played"]].name == wanted) == right, (concept, detail)
                assert mis in ("", "scale.no-step", "scale.wrong-direction")
                assert not mis or concept == "scale.previous"
        for concept in ("accidental.flat", "accidental.sharp", "accidental.natural"):
            detail, mis = demo_data._gama(random.Random(seed), concept, True)
            assert CARDS[detail["played"]].kind in ("bemol", "diez", "becar") and mis == ""


def test_the_demo_gama_misses_on_the_next_note_are_of_another_colour():
    """GA-3: the same colour always follows, so a miss on the scale's next note is of another
    colour (a reviewer read « sur Do vert, tu as posé Do vert » filed as « la même note d'une
    autre couleur »)."""
    from games.gama.cards import CARDS

    for seed in range(300):
        detail, mis = demo_data._gama(random.Random(seed), "scale.next", False)
        top, played = CARDS[detail["top"]], CARDS[detail["played"]]
        assert top.colour != played.colour, detail
        assert (played.name == top.name) == (mis == "scale.same-note-other-colour")
