"""Interception (CS-10) and what the others may see of it."""

import json

from games.cledesol.cards import CARDS, deck

from .util import R, deal, draw, give, intercept, play, refused, top

# Seat 0 lays Do grave noire on Mi grave noire; seat 1 plays next; seats 2 and 3 may intercept.
HANDS = [
    ["C4q", "B4s"],
    ["HD", "Rh", "G5s"],
    ["C5q", "C5e", "A5s"],
    ["F5s", "I3", "M", "soupir"],
]


def laid():
    s, _ = play(deal([list(h) for h in HANDS], ["E4q"]), 0, "C4q")
    return s


def test_cs_sheet_55_same_name_and_rhythm_may_be_laid_before_the_next_player():
    s = laid()
    assert s.turn == 1 and s.window == {"note": "N:C4:quarter", "layer": 0, "turn": 1}
    stage = R.stage(s)
    assert stage.must == (1,) and set(stage.may) == {2, 3}
    assert {a.cards[0] for a in R.legal_actions(s, 2) if a.kind == "intercept"} == {
        "N:C5:quarter",
        "N:C5:eighth",
        "N:A5:16th",
    }
    s2, events = intercept(s, 2, "C5q")
    assert top(s2) == "N:C5:quarter" and [e.kind for e in events][0] == "intercept"
    assert refused(intercept, s, 0, "B4s").code == "no-intercept-own"


def test_cs_sheet_55_drawing_counts_as_acting():
    s, _ = draw(laid(), 1)
    assert s.window is None
    assert refused(intercept, s, 2, "C5q").code == "window-closed"


def test_cs_sheet_56_play_continues_from_the_interceptor():
    s = laid()
    s.hands[3].append("N:C5:quarter")
    s.hands[2].remove("N:C5:quarter")
    s2, _ = intercept(s, 3, "C5q")
    assert s2.turn == 0  # seats 1 and 2 lost their turn
    assert s2.window == {"note": "N:C5:quarter", "layer": 3, "turn": 0}


def test_cs_sheet_57_a_wrong_interception_costs_two_cards_of_the_players_choice():
    s = laid()
    s, events = intercept(s, 2, "C5e")  # same name, wrong rhythm
    assert "N:C5:eighth" in s.hands[2] and top(s) == "N:C4:quarter"
    assert s.gift == {"giver": 1, "receiver": 2, "count": 2}
    assert R.stage(s).name == "gift" and R.stage(s).must == (1,)
    assert refused(play, s, 1, "HD").code == "must-give"
    wrong = [e for e in events if e.kind == "learning" and not e.data["correct"]]
    assert [e.data["concept"] for e in wrong] == ["rhythm.same"]
    s, _ = give(s, 1, "HD", "Rh")
    assert len(s.hands[1]) == 1 and len(s.hands[2]) == 5 and s.turn == 1
    assert s.gift is None
    assert R.legal_actions(s, 1)  # then he plays


def test_cs_sheet_57_cs_10_the_right_rhythm_under_another_name_is_a_wrong_interception_too():
    """A rules reviewer intercepted a Ré double-croche with a La double-croche: the log said
    « raté » and the card stayed down, the turn skipped, nothing given (the learning loop's
    own `right` overwrote the interception's: only the rhythm was judged)."""
    s = deal([["C4q", "B4s"], ["HD", "Rh", "G5s"], ["A4q", "C5e", "A5s"], ["F5s", "I3"]],
             ["E4q"])  # fmt: skip
    s, _ = play(s, 0, "C4q")
    s, events = intercept(s, 2, "A4q")  # same rhythm, another name
    assert [e.data["right"] for e in events if e.kind == "intercept"] == [False]
    assert "N:A4:quarter" in s.hands[2] and top(s) == "N:C4:quarter"
    assert s.gift == {"giver": 1, "receiver": 2, "count": 2} and s.window is None
    wrong = [e for e in events if e.kind == "learning" and not e.data["correct"]]
    assert [e.data["concept"] for e in wrong] == ["pitch.same-name"]


def test_cs_sheet_57_at_most_all_but_one():
    s = deal([["C4q", "B4s"], ["HD"], ["C5e", "A5s"]], ["E4q"])
    s, _ = play(s, 0, "C4q")
    s, _ = intercept(s, 2, "C5e")
    assert s.gift is None and len(s.hands[1]) == 1  # a last card is never given
    s = deal([["C4q", "B4s"], ["HD", "Rh"], ["C5e", "A5s"]], ["E4q"])
    s, _ = play(s, 0, "C4q")
    s, _ = intercept(s, 2, "C5e")
    assert s.gift["count"] == 1


def test_cs_sheet_58_the_two_cards_are_seen_only_by_giver_and_receiver():
    s = laid()
    s, _ = intercept(s, 2, "C5e")
    s, _ = give(s, 1, "HD", "Rh")
    given = {"H:D", "R:half:1"}
    for seat, sees in ((0, False), (3, False), (None, False), (1, True), (2, True)):
        text = json.dumps(R.observation(s, seat))
        assert all((g in text) == sees for g in given), seat
    assert not R.secret_ids(s, 1) & given and given <= R.secret_ids(s, 3)
    obs3 = R.observation(s, 3)
    assert {"kind": "give", "giver": 1, "receiver": 2, "count": 2} in obs3["last_move"]
    # the wrongly tried card was shown to everyone: it is public
    assert "N:C5:eighth" in [c["id"] for c in obs3["known_cards"][2]]


def test_cs_ours_1_with_52_cards_a_si_note_can_never_be_intercepted():
    """The rule is the rules page's sentence (a reviewer: the test checked only the deck)."""
    from pathlib import Path

    pages = Path(__file__).resolve().parents[3] / "games/cledesol/templates/cledesol/rules"
    said = {"fr": "jamais être interceptée", "ro": "nu poate fi interceptată niciodată",
            "en": "never be intercepted"}  # fmt: skip
    for lang, words in said.items():
        page = (pages / f"choices_{lang}.html").read_text(encoding="utf-8")
        assert words in page and "52" in page, lang
    for rhythm in ("16th", "eighth", "quarter", "half"):
        others = [c for c in deck(52) if CARDS[c].name == "B" and CARDS[c].rhythm == rhythm]
        assert others == [f"N:B4:{rhythm}"]
        assert len([c for c in deck(56) if c.endswith(f":{rhythm}") and c[2] == "B"]) == 2


def test_cs_ours_4_notes_honouring_an_obligation_or_ending_several_can_be_intercepted():
    hands = [["I3", "B4s"], ["E5q", "F4s"], ["E4q", "G4s"]]
    s, _ = play(deal(hands, ["C5h"]), 0, "I3")
    s, _ = play(s, 1, "E5q")
    assert s.window == {"note": "N:E5:quarter", "layer": 1, "turn": 2}
    four = [["I3", "B4s"], ["E5q", "F4s"], ["G4s"], ["E4q", "A4s"]]
    s, _ = play(deal(four, ["C5h"]), 0, "I3")
    s, _ = play(s, 1, "E5q")
    assert s.window == {"note": "N:E5:quarter", "layer": 1, "turn": 2}
    assert top(intercept(s, 3, "E4q")[0]) == "N:E4:quarter"
    demand = [["M", "B4s"], ["A4h", "F4s"], ["G4s"], ["A5h", "C4s"]]
    s, _ = play(deal(demand, ["C5h"]), 0, "M", demand="A")
    s, _ = play(s, 1, "A4h")
    assert s.window["note"] == "N:A4:half"
    several = [["C4e", "D4e", "B4s"], ["F4s"], ["G4s"], ["D5e", "A4s"]]
    s, _ = play(deal(several, ["Rq"]), 0, "C4e", "D4e")
    assert s.window["note"] == "N:D4:eighth"
    assert top(intercept(s, 3, "D5e")[0]) == "N:D5:eighth"


def test_cs_10_two_players_never_intercept():
    s, _ = play(deal([["C4q", "B4s"], ["C5q", "G4s"]], ["E4q"]), 0, "C4q")
    assert s.window is None and R.stage(s).may == ()


def test_cs_10_a_wrong_interception_closes_the_window_for_everyone():
    s = laid()
    s.hands[3].append("N:C5:quarter")
    s.hands[2].remove("N:C5:quarter")
    s, _ = intercept(s, 2, "C5e")  # wrong rhythm: the penalty is given…
    assert s.window is None and R.stage(s).may == ()
    refused(intercept, s, 3, "C5q")  # …and nobody tries again, not while the cards are given
    s, _ = give(s, 1, "HD", "Rh")
    assert s.turn == 1 and s.window is None and R.stage(s).may == ()  # the player on turn plays
    assert not [a for a in R.legal_actions(s, 3) if a.kind == "intercept"]
    assert refused(intercept, s, 3, "C5q").code == "window-closed"  # nor after
    assert refused(intercept, s, 2, "C5e").code == "window-closed"


def test_cs_10_a_missed_interception_says_why_in_the_log():
    """A pupil reviewer read only « essaie d’intercepter avec Note Ré grave (double-croche) :
    raté ! »: the log now says what was needed (the same name and the same rhythm)."""
    from django.utils import translation

    from games.cledesol import board

    event = {"kind": "intercept", "seat": 0, "card": "N:D4:16th", "right": False}
    with translation.override("fr"):
        line = board.log_line(event, ["Léa", "Tom"], "fr")
    assert line.startswith("Léa essaie d’intercepter avec")
    assert "il fallait une Note de même nom et de même rythme" in line


def test_cs_10_intercepter_pressed_with_no_card_says_to_choose_one():
    """A reviewer pressed « Intercepter » with no card ticked: « Cette carte n’est pas dans ta
    main »: no card was named."""
    import pytest

    from games.engine import Action, IllegalAction

    s = laid()
    for cards, code in (((), "no-card"), (("N:C5:quarter", "N:C5:eighth"), "intercept-one-card")):
        with pytest.raises(IllegalAction) as refusal:
            R.apply(s, Action(2, "intercept", cards))
        assert refusal.value.code == code
