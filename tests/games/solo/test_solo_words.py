"""What Solo's refusals say to a child, in correct French (and Romanian, English), and what
the table's form sends when a swap partner was picked before another card was chosen."""

from django.http import QueryDict

from games.solo import presenter
from games.solo.cards import CARDS

from .util import cid, deal, play, refused


def test_so_4_a_pending_stack_is_prolonged_by_any_piocher_2_and_the_refusal_says_so():
    state = deal([["j+2", "r1"], ["b+2", "r3"]], ["j5"])
    state, _ = play(state, 0, "j+2")
    err = refused(play, state, 1, "r3")
    assert err.why.render("fr") == (
        "Tu dois piocher 2\u00a0cartes, sauf si tu poses toi aussi un Piocher 2 "
        "(sa couleur ne compte pas)."
    )
    assert "jaune" not in err.why.render("fr")
    assert "o carte Trage 2 (culoarea ei nu contează)" in err.why.render("ro")
    assert "unless you lay a Draw 2 too" in err.why.render("en")
    state, _ = play(state, 1, "b+2")  # what the sentence promises holds
    assert state.stack == 4


def test_the_colour_asked_agrees_with_carte():
    state = deal([["C", "r1"], ["j8", "b2"]], ["r5"])
    state, _ = play(state, 0, "C", choice="bleu")
    err = refused(play, state, 1, "j8")
    assert "pose une carte bleue ou une carte noire" in err.why.render("fr")
    assert "pune o carte albastră sau o carte neagră" in err.why.render("ro")
    state = deal([["C", "r1"], ["j8", "b2"]], ["r5"])
    state, _ = play(state, 0, "C", choice="vert")
    assert "une carte verte ou" in refused(play, state, 1, "j8").why.render("fr")


def test_the_echange_card_is_elided_in_french():
    state = deal([["r2", "r1"], ["v5"]], ["jE"])
    text = refused(play, state, 0, "r2").why.render("fr")
    assert text.startswith("Le 2 rouge ne va pas sur l’Échange avec un joueur (jaune)")
    state = deal([["bE", "r1"], ["v5"]], ["r3"])
    assert (
        refused(play, state, 0, "bE").why.render("fr").startswith("L’Échange avec un joueur (bleu)")
    )


def _post(**fields) -> QueryDict:
    q = QueryDict(mutable=True)
    for key, value in fields.items():
        q.setlist(key, value if isinstance(value, list) else [value])
    return q


def test_a_partner_picked_for_a_swap_is_not_sent_with_another_card():
    state = deal([["rE", "r6"], ["v5"], ["j1"]], ["r3"])
    six, swap = cid(state, 0, "r6"), cid(state, 0, "rE")
    sent = presenter.parse_action(_post(kind="play", cards=[six], target="1"), 0)
    assert sent.target is None and CARDS[six].kind != "echange"
    assert sent.cards == (six,)
    sent = presenter.parse_action(_post(kind="play", cards=[swap], target="1"), 0)
    assert sent.target == 1
