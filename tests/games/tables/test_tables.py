"""Tables: starting, playing, refusing, bots' pacing, persistence and what each browser sees."""

import json
import re
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from clesite.classroom.models import LearningEvent
from games.engine import Action
from games.tables import services
from games.tables.models import ActionLog, Table

pytestmark = pytest.mark.django_db


def new_bots_table(client: Client, **extra) -> Table:
    data = {
        "mode": "bots",
        "my_name": "Léa",
        "bot_1": "simple",
        "bot_2": "random",
        "opt-oldest": "0",
        "opt-note_cards": "52",
        "opt-speed": "fast",
        **extra,
    }
    response = client.post("/jeux/cle-de-sol/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def test_a_new_table_has_its_seats_and_a_dealt_state(client):
    table = new_bots_table(client)
    assert [s.kind for s in table.seats.all()] == ["human", "bot", "bot"]
    assert [s.bot_level for s in table.seats.all()] == ["", "simple", "random"]
    assert table.state["hands"] and all(len(h) == 7 for h in table.state["hands"])
    assert table.options["bot_delay_ms"] == 800
    assert re.fullmatch(r"[3467ACDEFGHJKMNPQRTWXY]{8}", table.code)  # issue 25, point 4


def test_a_guest_who_leaves_his_name_blank_is_joueur_1_not_moi(client):
    """« Moi remporte la plie » read in the log; at a networked table the others saw « Moi »."""
    table = new_bots_table(client, my_name="")
    assert table.seats.get(index=0).name == "Joueur 1"
    data = {"mode": "network", "seat_1": "person", "seat_2": "simple", "away_after": "120",
            "opt-oldest": "0", "opt-note_cards": "52", "opt-speed": "fast"}  # fmt: skip
    response = client.post("/jeux/cle-de-sol/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    code = response["Location"].rstrip("/").rsplit("/", 1)[1]
    assert Table.objects.get(code=code).seats.get(index=0).name == "Joueur 1"


def test_the_start_form_explains_what_is_missing(client):
    response = client.post(
        "/jeux/cle-de-sol/nouvelle/",
        {
            "mode": "hotseat",
            "player_1": "Léa",
            "opt-note_cards": "52",
            "opt-speed": "normal",
            "opt-oldest": "0",
        },
    )
    assert response.status_code == 400
    assert "Écris le prénom d’au moins 2 joueurs." in response.content.decode()
    assert Table.objects.count() == 0


@pytest.mark.parametrize(
    "lang, player", [("fr", "Joueur 2"), ("ro", "Jucătorul 2"), ("en", "Player 2")]
)
def test_the_oldest_players_choices_are_in_the_pages_language(client, settings, lang, player):
    """« Joueur 2 » was formatted once at import, in French, on every language's form."""
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = lang
    assert f">{player}</option>" in client.get("/jeux/cle-de-sol/").content.decode()


def test_invisible_characters_are_no_part_of_a_name(client):
    """A reviewer pasted a right-to-left override before « Zoé » (« donne » then read « ennod »)
    and a name of one zero-width space (« C’est à  de jouer »)."""
    from games.tables.names import cleaned

    assert cleaned("\u202eZoé") == "Zoé" and cleaned("Zo\u0065\u0301") == "Zoé"
    assert cleaned("\u200b") == "" and cleaned(" Léa \u00a0 B\ufeff ") == "Léa B"
    # A joiner between two symbols is one emoji (a reviewer's 👨‍👩‍👧 came out as three
    # people); between letters it is still taken out.
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert cleaned(family) == family and cleaned("L\u200déa") == "Léa"
    assert cleaned("\u200d\U0001f468") == "\U0001f468"
    data = {"mode": "hotseat", "player_1": "\u202eZoé", "player_2": "\u200b",
            "opt-note_cards": "52", "opt-speed": "normal", "opt-oldest": "0"}  # fmt: skip
    response = client.post("/jeux/cle-de-sol/nouvelle/", data)
    assert "Écris le prénom d’au moins 2 joueurs." in response.content.decode()
    data["player_2"] = "Zoé\u200b"  # the same name, once the invisible is gone
    response = client.post("/jeux/cle-de-sol/nouvelle/", data)
    assert "Deux joueurs ont le même prénom" in response.content.decode().replace("\xa0", " ")
    data["player_2"] = "Tom"
    assert client.post("/jeux/cle-de-sol/nouvelle/", data).status_code == 302
    assert list(Table.objects.get().seats.values_list("name", flat=True)) == ["Zoé", "Tom"]


def test_hot_seat_asks_who_is_oldest_and_refuses_a_seat_that_does_not_exist(client):
    data = {
        "mode": "hotseat",
        "player_1": "Léa",
        "player_2": "Tom",
        "opt-note_cards": "52",
        "opt-speed": "normal",
        "opt-oldest": "4",
    }
    response = client.post("/jeux/cle-de-sol/nouvelle/", data)
    assert response.status_code == 400
    assert Table.objects.count() == 0
    response = client.post("/jeux/cle-de-sol/nouvelle/", {**data, "opt-oldest": "1"})
    table = Table.objects.get()
    assert table.state["dealer"] == 1 and table.state["turn"] == 1  # CS-11, CS-ours-6


def test_a_hot_seat_hand_of_cle_de_sol_can_be_hidden_again(client):
    """A child who showed his cards to intercept, and cannot, gives the screen back without
    a wrong interception (it cost two cards and two mistakes: a reviewer)."""
    data = {"mode": "hotseat", "player_1": "Léa", "player_2": "Tom", "player_3": "Zoé"}
    options = {"opt-note_cards": "52", "opt-oldest": "0", "opt-speed": "normal"}
    assert client.post("/jeux/cle-de-sol/nouvelle/", {**data, **options}).status_code == 302
    table = Table.objects.get()
    url = f"/tables/{table.code}/"
    client.post(url + "montrer/", {"seat": table.state["turn"]})
    assert f'formaction="{url}cacher/"' in client.get(url).content.decode()
    client.post(url + "cacher/")
    assert "Passe l’ordinateur" in client.get(url).content.decode()


def _my_legal_actions(table: Table, seat: int = 0) -> list[Action]:
    rules = services.rules_for(table)
    return rules.legal_actions(rules.from_json(table.state), seat)


def _table_with_a_card_to_refuse(client: Client) -> tuple[Table, str]:
    """A random deal where some card of the pupil's hand cannot go down (nearly always the
    first one: a deal where all seven fit is rare, but it happens). `is_legal` judges each card:
    the legal actions list one copy of twin cards only."""
    for _ in range(20):
        table = new_bots_table(client)
        rules = services.rules_for(table)
        state = rules.from_json(table.state)
        refused = next(
            (c for c in state.hands[0] if not rules.is_legal(state, Action(0, "play", (c,)))),
            None,
        )
        if refused is not None:
            return table, refused
    raise AssertionError("twenty deals where every card fits")


def test_a_refused_move_says_why_and_changes_nothing(client):
    table, refused = _table_with_a_card_to_refuse(client)
    before = (table.version, json.dumps(table.state, sort_keys=True), ActionLog.objects.count())
    response = client.post(
        f"/tables/{table.code}/jouer/",
        {"seat": 0, "version": table.version, "kind": "play", "cards": refused},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert 'class="refusal message error"' in html
    table.refresh_from_db()
    after = (table.version, json.dumps(table.state, sort_keys=True), ActionLog.objects.count())
    assert before == after
    # Said once: a reviewer reloaded the page and read the refusal again (then it went).
    assert (
        'class="refusal message error"' not in client.get(f"/tables/{table.code}/").content.decode()
    )


def test_a_refused_move_is_said_by_the_hand_and_without_javascript_the_page_opens_there(client):
    """Issue 20: on a phone the top of the board is out of sight; the refusal sits in the hand's
    form, and a plain form post comes back to the page at #refusal."""
    table = new_bots_table(client)  # the oldest (seat 0, the pupil) plays first
    response = client.post(
        f"/tables/{table.code}/jouer/", {"seat": 0, "version": table.version, "kind": "play"}
    )
    assert response.status_code == 302
    assert response["Location"] == f"/tables/{table.code}/#refusal"
    html = client.get(response["Location"]).content.decode()
    assert html.count('id="refusal"') == 1
    hand = html.split('<form class="hand-form"', 1)[1].split("</form>", 1)[0]
    assert 'id="refusal" role="alert"' in hand


@pytest.mark.parametrize(
    "post",
    [
        {},
        {"seat": "x", "version": "1", "kind": "play"},
        {"seat": "0", "version": "0", "kind": ""},
        {"seat": "0", "version": "0", "kind": "play", "cards": "N:C9:quarter"},
        {"seat": "0", "version": "0", "kind": "fly"},
        {"seat": "0", "version": "0", "kind": "play", "target": "abc"},
        {"seat": "2", "version": "0", "kind": "draw"},
    ],
)
def test_bad_input_gets_a_message_never_a_500(client, post):
    table = new_bots_table(client)
    version = table.version
    response = client.post(f"/tables/{table.code}/jouer/", post)
    assert response.status_code in (302, 200, 403)
    table.refresh_from_db()
    assert table.version == version


def test_an_unknown_table_is_a_404(client):
    assert client.get("/tables/ZZZZZ/").status_code == 404
    assert client.get("/jeux/pas-un-jeu/").status_code == 404


def test_someone_else_cannot_play_your_seat(client):
    table = new_bots_table(client)
    intruder = Client()
    response = intruder.post(
        f"/tables/{table.code}/jouer/", {"seat": 0, "version": table.version, "kind": "draw"}
    )
    assert response.status_code == 302
    table.refresh_from_db()
    assert table.version == 0


def _a_move_after_which_only_bots_must_act(client):
    """Not a Reprise giving Léa the turn back, not a Note a person might still intercept.

    Some deals give Léa no such first move: a new table is dealt then (the deal is random).
    """
    for _ in range(30):
        table = new_bots_table(client)
        rules = services.rules_for(table)
        state = rules.from_json(table.state)
        for action in rules.legal_actions(state, 0):
            if set(rules.stage(rules.apply(state, action)[0]).must) <= {1, 2}:
                return table, action
    raise AssertionError("30 deals without a first move that hands the turn to the bots")


def test_bots_wait_for_the_delay_before_acting(client):
    table, action = _a_move_after_which_only_bots_must_act(client)
    services.play(table.code, 0, action, table.version)
    table.refresh_from_db()
    version = table.version
    assert (
        services.advance_bots(table.code, now=table.updated_at + timedelta(milliseconds=100)) == 0
    )
    assert services.advance_bots(table.code, now=timezone.now() + timedelta(minutes=1)) == 1
    table.refresh_from_db()
    assert table.version == version + 1


def test_a_game_survives_a_restart_exactly(client):
    """The state lives in the database: a fresh read gives the same game, RNG included."""
    table = new_bots_table(client)
    rules = services.rules_for(table)
    for _ in range(8):
        mine = _my_legal_actions(table)
        if mine:
            services.play(table.code, 0, mine[0], None)
        services.advance_bots(table.code, now=timezone.now() + timedelta(minutes=1))
        table.refresh_from_db()
    assert table.version >= 8
    reread = Table.objects.get(code=table.code)
    state = rules.from_json(reread.state)
    assert rules.to_json(state) == reread.state
    assert ActionLog.objects.filter(table=table).count() == reread.version


def test_learning_events_are_kept_for_people_not_for_bots(client):
    from games.cledesol.cards import CARDS, PILE_A_KINDS

    table = new_bots_table(client)
    # Play until the pupil has made a real decision on a musical card (a forced one records
    # nothing), however the cards were dealt.
    for _ in range(300):
        if LearningEvent.objects.exists():
            break
        table.refresh_from_db()
        legal = _my_legal_actions(table)
        musical = [a for a in legal if a.kind == "play" and CARDS[a.cards[0]].kind in PILE_A_KINDS]
        if musical or legal:
            services.play(table.code, 0, (musical or legal)[0], None)
        services.advance_bots(table.code, now=timezone.now() + timedelta(minutes=1))
    for _ in range(4):
        services.advance_bots(table.code, now=timezone.now() + timedelta(minutes=1))
    events = LearningEvent.objects.all()
    assert events.exists()
    assert {e.context for e in events} == {table.code}
    assert all(e.guest_token for e in events)  # the guest's session token, no user
    bot_rows = ActionLog.objects.filter(table=table, by_bot=True)
    assert bot_rows.exists()


def test_simulate_prints_a_json_summary(capsys):
    call_command("simulate", "cle-de-sol", "--players", "3", "--games", "2", "--seed", "1")
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and summary["invariant_violations"] == 0


def test_a_name_too_long_says_so_beside_its_field(client):
    """A reviewer's 31-letter name came back with nothing said: the field pointed at an error
    (aria-describedby) that was never printed."""
    data = {"mode": "network", "net_name": "L" * 31, "seat_1": "person",
            "opt-note_cards": "52", "opt-speed": "normal", "opt-oldest": "0"}  # fmt: skip
    html = client.post("/jeux/cle-de-sol/nouvelle/", data).content.decode()
    assert 'id="id_net_name_error"' in html and "20 caractères" in html.replace("\xa0", " ")
    assert Table.objects.count() == 0


def test_a_players_name_is_never_an_email_address(client):
    """A hardening reviewer's Léa seated « tom@free.fr » at a hot-seat table, and a guest joined
    as « lea@gmail.com »: the teacher saw the address. Refused beside the field, in any guise."""
    for name in ("tom@free.fr", "tom＠free.fr", "tom (at) free.fr"):
        data = {"mode": "network", "net_name": name, "seat_1": "person",
                "opt-note_cards": "52", "opt-speed": "normal", "opt-oldest": "0"}  # fmt: skip
        html = client.post("/jeux/cle-de-sol/nouvelle/", data).content.decode()
        assert 'id="id_net_name_error"' in html
        assert "Pas d’adresse électronique : un prénom" in html.replace("\xa0", " ")
    assert Table.objects.count() == 0
    from .test_network import new_network_table

    table = new_network_table(client)
    guest = Client()
    joined = guest.post(f"/tables/{table.code}/rejoindre/", {"name": "lea@gmail.com"}, follow=True)
    assert "Pas d’adresse électronique" in joined.content.decode().replace("\xa0", " ")
    assert table.seats.filter(name__contains="@").count() == 0


def test_a_computers_level_is_said_in_the_pages_language(client):
    """« Clara (moyen) » on an English page: the name is stored in the table's first language."""
    table = new_bots_table(client)
    stored = [s.name for s in table.seats.all()[1:]]
    assert all(name.endswith(("(moyen)", "(débutant)")) for name in stored), stored
    client.cookies["django_language"] = "en"
    page = client.get(f"/tables/{table.code}/").content.decode()
    base = stored[0].rsplit(" (", 1)[0]
    assert f"{base} (medium)" in page and f"{base} (moyen)" not in page
    client.cookies["django_language"] = "ro"
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert f"{base} (moyen)" not in page and f"{base} (mediu)" in page
