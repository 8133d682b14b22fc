"""Deck, deal, turn order, round end and scoring (CS-1, CS-11, CS-14)."""

from collections import Counter

import pytest

from games.cledesol.cards import CARDS, deck
from games.cledesol.rules_state import all_cards
from games.engine import Action, Rng

from .util import R, deal, draw, play, refused


def finish_round(state, seat, token):
    state, _ = play(state, seat, token)
    assert state.phase in ("round-over", "game-over")
    return state


def test_cs_sheet_1_goal_is_to_lay_all_cards():
    s = deal([["C4q"], ["D4q", "E4q"]], ["C5q"])
    s = finish_round(s, 0, "C4q")
    assert s.rounds[-1]["winner"] == 0
    assert R.outcome(s).rounds[-1]["winner"] == 0


def test_cs_sheet_2_oldest_deals_seven_then_deal_passes_left():
    s = R.new_game(4, R.Options(oldest_seat=2), seed=5)
    assert s.dealer == 2 and [len(h) for h in s.hands] == [7, 7, 7, 7]
    over = finish_round(
        deal([["C4q"], ["Rh", "E4q"], ["F4q"], ["G4q"]], ["C5q"], dealer=2), 0, "C4q"
    )
    assert refused(R.apply, over, Action(1, "deal")).code == "round-over"
    nxt, events = R.apply(over, Action(3, "deal"))
    assert nxt.dealer == 3 and nxt.round == 2 and nxt.turn == 3
    assert [len(h) for h in nxt.hands] == [7, 7, 7, 7]
    assert events[0].kind == "deal"


def test_cs_sheet_3_remaining_cards_form_the_draw_pile():
    for seats in range(2, 7):
        s = R.new_game(seats, None, seed=seats)
        assert len(s.draw_pile) == 106 - 7 * seats - 1


def test_cs_sheet_4_start_card_is_rythme_hauteur_or_note():
    """The first Rythme, Hauteur or Note turned over starts pile A; the cards turned before it
    go back into the draw pile, shuffled. The deal is replayed from the seed, as the rules
    shuffle it, to know which card was turned first."""
    shuffled_back = 0
    for seed in range(60):
        s = R.new_game(3, None, seed=seed)
        assert len(s.pile_a) == 1 and CARDS[s.pile_a[0]].kind in ("rythme", "hauteur", "note")
        assert s.pile_b == []
        assert Counter(all_cards(s)) == Counter(deck())
        assert not R.check_invariants(s)
        cards = list(deck())
        Rng(seed).shuffle(cards)
        rest = cards[: len(cards) - 3 * 7]  # 7 each dealt from the top (the list's end)
        turned = []
        while CARDS[rest[-1]].kind not in ("rythme", "hauteur", "note"):
            turned.append(rest.pop())
        assert s.pile_a == [rest.pop()], seed  # the first one turned over, not any
        assert Counter(s.draw_pile) == Counter(rest + turned)
        if len(turned) > 1:
            shuffled_back += 1
            assert s.draw_pile != rest + turned, seed  # shuffled, not put back in order
    assert shuffled_back >= 5


def test_cs_sheet_5_dealer_plays_first_every_round():
    s = R.new_game(3, R.Options(oldest_seat=1), seed=9)
    assert s.turn == s.dealer == 1
    over = finish_round(
        deal([["Rq", "C4q"], ["C5q"], ["D4q"]], ["C4e"], turn=1, dealer=1), 1, "C5q"
    )
    s2, _ = R.apply(over, Action(2, "deal"))
    assert s2.turn == s2.dealer == 2


def test_cs_sheet_6_cannot_play_draws_one_and_passes():
    s = deal([["HD", "I3"], ["C4q"]], ["Rq"])
    assert R.legal_actions(s, 0) == [Action(0, "draw")]
    drawn_card = s.draw_pile[-1]
    s, events = draw(s, 0)
    assert len(s.hands[0]) == 3 and drawn_card in s.hands[0]
    assert s.turn == 1 and s.pile_a[-1].startswith("R:quarter")
    assert [e.kind for e in events if e.kind in ("draw", "drew")] == ["draw", "drew"]


def test_cs_sheet_6_can_play_may_not_draw():
    s = deal([["C4q", "I3"], ["C4e"]], ["Rq"])
    assert refused(draw, s, 0).code == "cannot-draw-can-play"


def test_cs_sheet_7_play_goes_clockwise():
    s = deal([["C4q", "D4q"], ["E4q", "F4q"], ["G4q", "A4q"]], ["Rq"])
    s, _ = play(s, 0, "C4q")
    assert s.turn == 1
    s, _ = play(s, 1, "E4q")
    assert s.turn == 2
    s, _ = play(s, 2, "G4q")
    assert s.turn == 0


def test_cs_sheet_8_two_piles():
    s = deal([["C4q", "soupir", "D4q"], ["E4q", "I3", "F4h"]], ["Rq"])
    s, _ = play(s, 0, "C4q")
    assert s.pile_a[-1] == "N:C4:quarter" and s.pile_b == []
    s, _ = play(s, 1, "I3")
    assert s.pile_b[-1].startswith("I:3") and s.pile_a[-1] == "N:C4:quarter"


def test_cs_sheet_9_every_seat_can_look_at_any_time():
    s = deal([["C4q", "D4q"], ["E4q"], ["C5q"]], ["Rq"])
    s, _ = play(s, 0, "C4q")
    before = R.to_json(s)
    for seat in (None, 0, 1, 2):
        obs = R.observation(s, seat)
        assert obs["pile_a"]["top"]["id"] == "N:C4:quarter"
    assert R.to_json(s) == before


def test_cs_sheet_10_round_ends_at_once_even_on_a_pile_b_card():
    s = deal([["I3"], ["D4q", "E4q"]], ["C5q"])
    s, events = play(s, 0, "I3")
    assert s.phase == "round-over" and s.pending is None
    assert "round-end" in [e.kind for e in events]


def test_cs_sheet_11_to_14_others_count_their_cards():
    hands = [["C4q"], ["D4q", "Rh", "HE"], ["soupir", "P"], ["I4", "M"]]
    s = finish_round(deal(hands, ["C5q"]), 0, "C4q")
    assert s.rounds[-1]["points"] == [0, 15, 20, 30]
    assert s.scores == [0, 15, 20, 30]


def test_cs_sheet_12_rythme_hauteur_note_are_worth_5():
    assert {CARDS[c].points for c in deck() if CARDS[c].kind in ("rythme", "hauteur", "note")} == {
        5
    }


def test_cs_sheet_13_silence_reprise_are_worth_10():
    assert {CARDS[c].points for c in deck() if CARDS[c].kind in ("silence", "reprise")} == {10}


def test_cs_sheet_14_intervalle_musicien_are_worth_15():
    assert {CARDS[c].points for c in deck() if CARDS[c].kind in ("intervalle", "musicien")} == {15}


def test_cs_sheet_15_after_five_rounds_lowest_total_wins():
    assert R.Options().rounds == 5
    fourth = finish_round(deal([["C4q"], ["D4q", "E4q"]], ["C5q"], round=4), 0, "C4q")
    assert fourth.phase == "round-over" and not R.outcome(fourth).finished
    s = deal([["C4q"], ["D4q", "E4q"]], ["C5q"], round=5, scores=[30, 20])
    s = finish_round(s, 0, "C4q")
    assert s.phase == "game-over" and s.scores == [30, 30]
    s = deal([["C4q"], ["D4q", "E4q"]], ["C5q"], round=5, scores=[20, 20])
    s = finish_round(s, 0, "C4q")
    out = R.outcome(s)
    assert out.finished and out.winners == (0,) and out.scores == (20, 30)
    assert R.legal_actions(s, 0) == [] and R.legal_actions(s, 1) == []


def test_cs_ours_10_equal_lowest_totals_share_the_win():
    s = deal([["C4q"], ["D4q", "E4q"]], ["C5q"], round=5, scores=[40, 30])
    s = finish_round(s, 0, "C4q")
    assert R.outcome(s).winners == (0, 1)


def test_cs_sheet_16_note_cards_52_or_the_printed_56():
    assert len(deck()) == 106 and sum(CARDS[c].kind == "note" for c in deck()) == 52
    notes = {CARDS[c].pitch for c in deck() if CARDS[c].kind == "note"}
    assert notes == set(R.CARDS[c].pitch for c in deck(52) if CARDS[c].pitch) and "B5" not in notes
    big = deck(56)
    assert len(big) == 110 and sum(c.startswith("N:B5") for c in big) == 4
    s = R.new_game(3, R.Options(note_cards=56), seed=1)
    assert Counter(all_cards(s)) == Counter(big)


def _count(kind, **attrs):
    return sum(
        1
        for c in deck()
        if CARDS[c].kind == kind and all(getattr(CARDS[c], k) == v for k, v in attrs.items())
    )


def test_cs_sheet_17_intervalle_cards():
    assert (_count("intervalle", size=3), _count("intervalle", size=4)) == (10, 5)
    assert _count("intervalle", size=5) == 5


def test_cs_sheet_18_rythme_cards():
    counts = [_count("rythme", rhythm=r) for r in ("16th", "eighth", "quarter", "half")]
    assert counts == [2, 2, 3, 3]


def test_cs_sheet_19_musicien_cards():
    assert _count("musicien") == 9


def test_cs_sheet_20_hauteur_cards():
    assert sorted(CARDS[c].name for c in deck() if CARDS[c].kind == "hauteur") == sorted("CDEFGAB")


def test_cs_sheet_21_silence_cards():
    assert (_count("silence", silence="soupir"), _count("silence", silence="demi-pause")) == (3, 2)


def test_cs_sheet_22_reprise_cards():
    assert _count("reprise") == 3


def test_cs_ours_6_the_table_names_the_oldest_seat():
    for oldest in range(4):
        s = R.new_game(4, R.Options(oldest_seat=oldest), seed=3)
        assert s.dealer == s.turn == oldest
    assert R.Options().oldest_seat == 0


def test_cs_14_a_last_pile_b_card_has_no_effect():
    s = finish_round(deal([["soupir"], ["D4q"], ["E4q"]], ["C5q"]), 0, "soupir")
    assert s.skips == [0, 0, 0] and s.pending is None
    s, _ = R.apply(deal([["M"], ["D4q"]], ["C5q"]), Action(0, "play", ("M:1",), "A"))
    assert s.phase == "round-over" and s.pending is None


def test_cs_sheet_59_the_pitch_memo_places_every_note_of_the_game():
    """Lines Mi Sol Si Ré Fa and spaces Fa La Do Mi from the bottom; Do grave on the first ledger
    line below, Ré grave in the space below, Sol aigu in the space above."""
    from theory import staff_place

    lines = [staff_place(p) for p in ("E4", "G4", "B4", "D5", "F5")]
    assert [(p.kind, p.number, p.where) for p in lines] == [
        ("line", n, "staff") for n in range(1, 6)
    ]
    spaces = [staff_place(p) for p in ("F4", "A4", "C5", "E5")]
    assert [(p.kind, p.number, p.where) for p in spaces] == [
        ("space", n, "staff") for n in range(1, 5)
    ]
    do_grave, re_grave, sol_aigu = staff_place("C4"), staff_place("D4"), staff_place("G5")
    assert (do_grave.kind, do_grave.ledger, do_grave.ledger_lines, do_grave.where) == (
        "line", True, 1, "below",
    )  # fmt: skip
    assert (re_grave.kind, re_grave.ledger_lines, re_grave.where) == ("space", 0, "below")
    assert (sol_aigu.kind, sol_aigu.ledger_lines, sol_aigu.where) == ("space", 0, "above")


@pytest.mark.django_db
def test_cs_sheet_9_the_memos_can_be_opened_during_play():
    """« Les joueurs peuvent se référer à tout instant aux mémos »: the table's page in play
    links to the three memos (pitches, durations, intervals), each of which opens, and shows
    the memo that fits the moment beside the board."""
    from django.test import Client

    from clesite.claims import TOKEN_KEY
    from games.tables import services
    from games.tables.models import Table
    from games.tables.services import SeatSpec

    seats = [SeatSpec(name="Léa", player_token="jeton-lea"), SeatSpec("Ordi", bot_level="simple")]
    table = services.create_table(game="cle-de-sol", mode="bots", seats=seats, options={}, seed=3)
    assert table.status == Table.Status.PLAYING
    client = Client()
    session = client.session
    session[TOKEN_KEY] = "jeton-lea"
    session.save()
    html = client.get(f"/tables/{table.code}/").content.decode()
    for url in ("/apprendre/hauteurs/", "/apprendre/durees/", "/apprendre/intervalles/"):
        assert f'href="{url}"' in html, url
        assert client.get(url).status_code == 200, url
    assert "Les autres mémos du jeu\u00a0:" in html  # under the memo of the moment
