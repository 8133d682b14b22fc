"""The board kit shared by every game (`games.tables.boards`, `tables/pieces.html`): each game's
own pieces are partials its board really has, and the log words what games do alike once."""

import re
from dataclasses import replace

import pytest
from django.template.loader import get_template
from django.utils import translation

from games.cledesol.presenter import BOARD as CLEDESOL
from games.gama.presenter import BOARD as GAMA
from games.tables import boards

NB = "\u00a0"  # French typography: a no-break space before « : »
NAMES = ["Léa", "Paul"]


@pytest.mark.parametrize("board", [CLEDESOL, GAMA], ids=lambda b: b.slug)
def test_a_game_names_exactly_the_partials_its_board_has(board):
    source = get_template(board.template).template.source
    defined = set(re.findall(r"{% partialdef (\w+)", source))
    assert defined == set(board.parts)
    for name in board.parts:
        assert get_template(f"{board.template}#{name}")


@pytest.mark.parametrize("board", [CLEDESOL, GAMA], ids=lambda b: b.slug)
def test_what_every_game_does_alike_is_worded_alike(board):
    def line(event):
        return boards.log_line(board, event, NAMES, "fr")

    assert line({"kind": "draw", "seat": 1, "count": 1}) == "Paul pioche 1 carte."
    assert line({"kind": "draw", "seat": 0, "count": 3}) == "Léa pioche 3 cartes."
    assert line({"kind": "game-end", "scores": [3, 4], "winners": [0]}) == "Fin de la partie."
    assert line({"kind": "not-a-kind", "seat": 0}) == ""
    with translation.override("en"):
        assert line({"kind": "draw", "seat": 1, "count": 2}) == "Paul draws 2 cards."


def test_each_game_words_its_own_round_and_deal():
    round_end = {"kind": "round-end", "round": 2, "winner": 1, "points": [5, 0]}
    assert boards.log_line(CLEDESOL, round_end, NAMES, "fr") == (
        f"Paul a posé toutes ses cartes{NB}: fin de la manche 2."
    )
    assert boards.log_line(GAMA, round_end, NAMES, "fr") == (
        f"Paul n’a plus de cartes{NB}: fin de la manche 2."
    )
    assert boards.log_line(CLEDESOL, {"kind": "deal", "round": 3, "dealer": 0}, NAMES, "fr") == (
        f"Manche 3{NB}: Léa distribue et commence."
    )
    deal = {"kind": "deal", "round": 3, "starter": 1}
    assert boards.log_line(GAMA, deal, NAMES, "fr") == f"Manche 3{NB}: Paul commence avec un Do."
    with translation.override("en"):
        assert boards.log_line(GAMA, deal, NAMES, "en") == "Round 3: Paul starts with a C."


def test_the_log_shows_a_seat_only_what_it_may_see():
    class Row:
        events = [
            {"kind": "draw", "seat": 1, "count": 1},
            {"kind": "drew", "seat": 1, "cards": ["N:C:rosu:1"], "visible_to": [1]},
        ]

    assert boards.log_lines(GAMA, [Row()], 0, NAMES, "fr") == ["Paul pioche 1 carte."]
    assert boards.log_lines(GAMA, [Row()], None, NAMES, "fr") == ["Paul pioche 1 carte."]
    mine = boards.log_lines(GAMA, [Row()], 1, NAMES, "fr")
    assert len(mine) == 1 and mine[0].startswith("Tu as pioché")  # issue 20: one line, not two


@pytest.mark.django_db
def test_a_game_adds_its_own_style_and_script_after_the_shared_ones(client, monkeypatch):
    from games.tables import kit
    from tests.games.tables.test_tables import new_bots_table

    monkeypatch.setattr(kit.game("cle-de-sol"), "assets", ("css/memo.css", "js/lessons.js"))
    table = new_bots_table(client)
    page = client.get(f"/tables/{table.code}/").content.decode()
    shared_css, own_css = page.index("/static/css/table."), page.index("/static/css/memo.")
    shared_js, own_js = page.index("/static/js/live."), page.index("/static/js/lessons.")
    assert shared_css < own_css < shared_js < own_js
    fragment = client.get(f"/tables/{table.code}/", HTTP_HX_REQUEST="true").content.decode()
    assert "/static/js/lessons." not in fragment  # once per page, not with every board


@pytest.mark.django_db
def test_a_table_page_has_one_main_heading_naming_the_game_and_table(client):
    """Screen readers jump by headings: the page's h1 says where the pupil is."""
    from tests.games.tables.test_tables import new_bots_table

    table = new_bots_table(client)
    page = client.get(f"/tables/{table.code}/").content.decode()
    headings = re.findall(r"<h1[^>]*>(.*?)</h1>", page, re.S)
    assert len(headings) == 1 and "Clé de Sol" in headings[0] and table.code in headings[0]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
def test_a_hand_drawn_from_faces_kept_is_the_hand_drawn_card_by_card(lang):
    """Clé de Sol's faces show the card alone: drawn once per process (`boards.FACES`), they
    make the very board the template's own include makes, hints and playable marks included."""
    from django.contrib.auth.models import AnonymousUser
    from django.contrib.sessions.backends.db import SessionStore
    from django.test import RequestFactory

    from clesite.claims import TOKEN_KEY
    from games.tables import push, services
    from games.tables.services import SeatSpec

    seats = [SeatSpec(name=n, player_token=f"jeton-{n}") for n in ("Léa", "Tom", "Zoé")]
    table = services.create_table(
        game="cle-de-sol", mode="network", seats=seats, options={"hints": True}, seed=7
    )
    request = RequestFactory().get("/")
    request.session, request.user = SessionStore(), AnonymousUser()
    request.session[TOKEN_KEY] = "jeton-Léa"

    def board() -> str:
        push.RENDERS.clear()
        with translation.override(lang):
            return push.fragment(request, table)

    assert CLEDESOL.pure_faces
    kept = board()
    object.__setattr__(CLEDESOL, "pure_faces", False)
    try:
        included = board()
    finally:
        object.__setattr__(CLEDESOL, "pure_faces", True)
    assert kept == included and kept.count('class="card-pick"') == 7
    assert " playable" in kept  # a hint marks a card as playable
    # Pointing at a card does not read it for the child (a tooltip said « Note Mi grave
    # blanche »), and a screen reader hears it once: from its box, not from its picture too.
    hand = kept.split('<ul class="hand"', 1)[1].split("</ul>", 1)[0]
    titles = re.findall(r".{80} title=.{60}|<title.{60}", hand)
    assert not titles, titles  # nor an SVG's title on hover (the memo's staff keeps its own)
    assert kept.count('<span class="card-art" aria-hidden="true">') == 7


def test_with_hints_every_copy_of_a_playable_card_is_marked():
    """The legal moves list one copy of identical cards: a reviewer saw one Intervalle tierce
    of three outlined, and took the others for other cards."""
    from games.cledesol import rules as R
    from games.cledesol.rules_scenario import scenario

    state = scenario([["I3", "I3", "I5", "C4q"], ["D4q"]], ["E4q"])
    obs = R.observation(state, 0)
    legal = R.legal_actions(state, 0)
    copies = [c for c in state.hands[0] if R.CARDS[c].face == R.CARDS[state.hands[0][0]].face]
    assert len(copies) == 2 and sum(c in a.cards for a in legal for c in copies) == 1
    seen = boards.Look(
        seats=[], names=["Léa", "Tom"], viewer=0, obs=obs, kinds={a.kind for a in legal},
        playable={c for a in legal if a.kind == "play" for c in a.cards}, hints=True,
        my_turn=True, may_act=False, outcome=None,
    )  # fmt: skip
    with translation.override("fr"):
        faces = boards.hand(replace(CLEDESOL, pure_faces=False), seen, "fr")
    marked = {f["id"] for f in faces if f["playable"]}
    assert set(copies) <= marked


def test_a_note_cards_staff_never_names_its_note_on_hover():
    """An SVG's <title> shows as a tooltip: on Gama's and Solo's cards it read the note for the
    child who was to read it."""
    from games.gama.board import card_view as gama_card
    from games.gama.cards import CARDS as GAMA_CARDS
    from games.solo.board import face as solo_card
    from games.solo.cards import CARDS as SOLO_CARDS

    faces = [gama_card({"id": cid}, "fr") for cid in list(GAMA_CARDS)[:12]]
    faces += [solo_card({"id": cid}, "fr", notes=True) for cid in list(SOLO_CARDS)[:40]]
    staffs = [f["svg"] for f in faces if f.get("svg")]
    assert staffs and all("<title" not in svg and 'aria-hidden="true"' in svg for svg in staffs)


@pytest.mark.parametrize(
    "lang,one,many", [("fr", "1 point", "20 points"), ("en", "1 point", "20 points"),
                      ("ro", "1 punct", "20 de puncte")],
)  # fmt: skip
def test_a_players_score_takes_its_plural(lang, one, many):
    """An English reviewer read « 1 card · 1 points » under a name (Gama scores one point a
    card left): the score says its plural, as the cards do."""
    players = [
        {"name": "Léa", "count": 1, "score": 1, "is_me": True, "is_turn": False},
        {"name": "Paul", "count": 3, "score": 20, "is_me": False, "is_turn": True},
    ]
    with translation.override(lang):
        html = get_template("tables/pieces.html#seats").render({"players": players, "parts": {}})
    html = html.replace(NB, " ")
    assert f"· {one}</div>" in html and f"· {many}</div>" in html


@pytest.mark.parametrize(
    ("game", "said"),
    [
        ("cledesol", "Note, Rythme, Hauteur 5\u00a0points\u00a0; Silence, Reprise 10"),
        ("gama", "Chacun compte 1\u00a0point par carte restée en main."),
        ("solo", "Piocher 2 et Échange avec un joueur 30\u00a0;"),
    ],
)
def test_a_rounds_end_says_how_its_points_were_counted(game, said):
    """A pupil reviewer read 10, 15, 2, 4 and 46 at a round's end, and nowhere how they came;
    the result also went by before a slow reader was done. Each game says its count."""
    from django.template.loader import render_to_string
    from django.utils import translation

    with translation.override("fr"):
        assert said in render_to_string(f"{game}/board.html#round_points")
