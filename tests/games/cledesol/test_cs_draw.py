"""Drawing (CS-12), rebuilding the draw pile (CS-13), options (CS-ours-5, 7)."""

from games.cledesol.cards import CARDS
from games.engine import Action

from .util import R, deal, draw, refused


def test_cs_ours_5_bots_wait_a_configurable_moment():
    assert R.Options().bot_delay_ms == 1500
    opts = R.Options(bot_delay_ms=400)
    assert R.Options.from_json(opts.to_json()) == opts
    s = R.new_game(3, opts, seed=1)
    assert R.observation(s, 0)["options"]["bot_delay_ms"] == 400


def test_cs_ours_7_a_refused_draw_names_a_playable_card_only_with_hints():
    hands = [["HC", "C5e", "Rh"], ["D4s"]]
    err = refused(draw, deal(hands, ["C4q"]), 0)
    assert err.code == "cannot-draw-can-play" and "essaie" in str(err)
    assert "Do" in str(err)
    quiet = refused(draw, deal(hands, ["C4q"], options=R.Options(hints=False)), 0)
    assert quiet.code == "cannot-draw-can-play" and "essaie" not in str(quiet)


def empty_draw_pile(state):
    """Move the draw pile under the two piles (each card on its own pile)."""
    for c in state.draw_pile:
        (state.pile_a if CARDS[c].pile == "A" else state.pile_b).insert(0, c)
    state.draw_pile = []
    return state


def test_cs_ours_8_an_empty_draw_pile_is_rebuilt_from_both_piles_but_their_tops():
    s = empty_draw_pile(deal([["HD", "I3"], ["C4s"]], ["Rq"], pile_b=["soupir"]))
    buried = len(s.pile_a) - 1 + len(s.pile_b) - 1
    s2, events = draw(s, 0)
    assert s2.pile_a == [s.pile_a[-1]] and s2.pile_b == [s.pile_b[-1]]
    assert len(s2.draw_pile) == buried - 1 and len(s2.hands[0]) == 3
    assert [e.kind for e in events][:2] == ["reshuffle", "draw"]
    assert not R.check_invariants(s2)


def test_cs_ours_9_with_nothing_to_reshuffle_a_player_who_must_draw_passes():
    s = deal([["HD", "I3"], ["C4s"], []], ["Rq"])
    s.hands[2] = s.draw_pile
    s.draw_pile = []
    s2, events = draw(s, 0)
    assert len(s2.hands[0]) == 2 and s2.turn == 1
    assert [e.data["count"] for e in events if e.kind == "draw"] == [0]


def test_cs_13_an_interval_draw_goes_on_after_a_rebuild():
    s = deal([["I5", "B4s"], ["D5s", "HD"]], ["C5q"], pile_b=["M"])
    s, _ = R.apply(s, Action(0, "play", (s.hands[0][0],)))
    s = empty_draw_pile(s)
    s.draw_pile = s.pile_a[:2]
    s.pile_a = s.pile_a[2:]
    s2, _ = draw(s, 1)
    assert len(s2.hands[1]) == 2 + 5 and not R.check_invariants(s2)


def test_cs_12_the_drawn_card_is_not_played():
    s = deal([["HD", "I3"], ["C4s"]], ["Rq"], draw_top=["C4q"])
    s2, _ = draw(s, 0)
    assert "N:C4:quarter" in s2.hands[0] and s2.turn == 1 and s2.pile_a == s.pile_a
