"""Solo at a real table: listed with its own start form and rules page, a whole game against
bots through the real pages with no hidden card in the pupil's page, and the hot seat's quick
discard on a shared screen."""

import re
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from games.solo import rules as R
from games.solo.rules_scenario import scenario
from games.tables import services
from games.tables.models import Table

pytestmark = pytest.mark.django_db
NBSP = "\u00a0"


def test_it_is_listed_with_its_own_start_form_and_rules(client):
    assert "/jeux/solo/" in client.get("/jeux/").content.decode()
    assert "/jeux/solo/" in client.get("/").content.decode()  # the home page
    page = client.get("/jeux/solo/").content.decode()
    assert "Solo en notes" in page and 'value="300"' in page and 'value="200"' in page
    assert "Changement de sens" in page  # the 2-player option
    assert "sans l’option, Solo ne note rien" in page  # no music events, said on its page
    assert 'value="simple"' in page and 'value="strong"' in page  # « fort »: the search bot
    rules = client.get("/jeux/solo/regles/").content.decode()
    assert "Défausse rapide" in rules and "Nos choix" in rules and "Piocher 4" in rules
    assert "posées l’une après l’autre" in rules  # SO-3: identical black cards in a race
    assert "Sur un seul ordinateur" in rules  # the hot seat's quick discard, disclosed
    assert "Repérer la carte pareille" in rules  # the button without hints, disclosed
    assert f"il lui arrive d’oublier SOLO{NBSP}!" in rules.replace("&nbsp;", NBSP)  # bots
    assert "300 ou à 200" in rules  # the shorter game, disclosed


@pytest.mark.parametrize(
    "lang,race,delay",
    [
        ("fr", f"qu’avec une carte noire, car elle existe en 4{NBSP}exemplaires", "0,8"),
        ("ro", "decât cu o carte neagră, pentru că ea există în 4 exemplare", "0,8 s"),
        ("en", "only with a black card, since it exists 4 times", "0.8 s"),
    ],
)
def test_so_3_our_choices_disclose_the_black_card_race_and_the_bots_delay(
    client, lang, race, delay
):
    client.cookies["django_language"] = lang
    page = client.get("/jeux/solo/regles/", HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    page = page.replace("&nbsp;", NBSP)
    assert race in page and delay in page


@pytest.mark.parametrize("lang", ["ro", "en"])
def test_the_rules_page_in_romanian_and_english(client, lang):
    client.cookies["django_language"] = lang
    page = client.get("/jeux/solo/regles/", HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    assert {"ro": "Aruncarea rapidă", "en": "Quick discard"}[lang] in page


def start(client: Client, **options) -> Table:
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "bot_2": "random"}
    data.update({"opt-speed": "fast", "opt-target": "200", "opt-hints": "on"})
    data.update({f"opt-{k}": v for k, v in options.items()})
    response = client.post("/jeux/solo/nouvelle/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    return Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])


def _form(action) -> dict:
    move = {"kind": action.kind, "cards": list(action.cards)}
    if action.choice:
        move["choice"] = action.choice
    if action.target is not None:
        move["target"] = action.target
    if action.param("solo"):
        move["solo"] = "1"
    return move


def _my_move(state, seat: int, forget: bool) -> dict:
    """The first legal action; SOLO! forgotten once, when a second-to-last card goes down."""
    legal = R.legal_actions(state, seat)
    plays = [a for a in legal if a.kind == "play"]
    if forget and len(state.hands[seat]) == 2:
        forgotten = [a for a in plays if not a.param("solo")]
        if forgotten:
            return _form(forgotten[0])
    said = [a for a in plays if a.param("solo")]
    return _form((said or legal)[0])


def test_a_whole_game_against_bots_through_the_real_pages(client):
    table = start(client)
    assert table.options["target"] == 200 and table.options["bot_delay_ms"] == 800
    forgot_once, moves = False, 0
    for _ in range(3000):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            break
        state = R.from_json(table.state)
        mine = R.legal_actions(state, 0)
        if not mine:
            later = timezone.now() + services.round_pause(table) + timedelta(seconds=1)
            assert services.advance_bots(table.code, now=later) >= 1
            continue
        page = client.get(f"/tables/{table.code}/").content.decode()
        for secret in R.secret_ids(state, 0):  # other hands and the draw pile never show
            assert secret not in page
        forget = not forgot_once and len(state.hands[0]) == 2
        move = _my_move(state, 0, forget)
        response = client.post(
            f"/tables/{table.code}/jouer/", {"seat": 0, "version": table.version, **move}
        )
        assert response.status_code == 302
        table.refresh_from_db()
        assert table.state != R.to_json(state), move  # a legal move always lands
        if forget and move["kind"] == "play":
            after = R.from_json(table.state)
            forgot_once = forgot_once or any(e["kind"] == "solo-forgotten" for e in after.last_move)
        moves += 1
    else:
        raise AssertionError("the game did not end")
    state = R.from_json(table.state)
    assert max(state.scores) >= 200 and moves > 5
    finished = client.get(f"/tables/{table.code}/").content.decode()
    assert f'?rejouer={table.code}">Rejouer' in finished  # the same table, offered again
    assert "Les cartes qui restaient en main" in finished  # the last round's points, explained
    # …and how they were counted (a pupil reviewer could not check a 46)
    assert "un chiffre vaut son nombre\u00a0; Changement de sens 10" in finished
    won = 0 in table.outcome["winners"]  # issue 20: who won, and why
    said = "Tu partages la victoire" if len(table.outcome["winners"]) > 1 else "Tu as gagné"
    assert (said in finished) == won, finished
    low = min(table.outcome["scores"])
    points = "point" if low < 2 else "points"  # French: 0 point, 1 point, 2 points
    assert f"{low} {points}\u00a0: le total le plus bas gagne." in finished


def test_a_table_against_the_strong_bot(client):
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "strong", "bot_2": "strong"}
    data.update({"opt-speed": "fast", "opt-target": "200"})
    response = client.post("/jeux/solo/nouvelle/", data)
    assert response.status_code == 302
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    assert sorted(table.seats.values_list("bot_level", flat=True)) == ["", "strong", "strong"]
    bot_moves = 0
    for _ in range(60):
        table.refresh_from_db()
        state = R.from_json(table.state)
        assert R.check_invariants(state) == []
        if state.phase != "play":
            break
        if not R.legal_actions(state, 0):
            bot_moves += services.advance_bots(
                table.code, now=timezone.now() + timedelta(seconds=5)
            )
            continue
        move = _my_move(state, 0, forget=False)
        client.post(f"/tables/{table.code}/jouer/", {"seat": 0, "version": table.version, **move})
    assert bot_moves >= 5


def _show(client: Client, table: Table, state) -> str:
    table.state = R.to_json(state)
    table.save()
    return client.get(f"/tables/{table.code}/").content.decode()


def _actions(page: str) -> str:
    return page.split('class="hand-actions"')[1].split("</form>")[0]


def test_the_board_shows_the_pieces_of_the_game(client):
    table = start(client)
    options = R.Options(hints=True, bot_delay_ms=800, target=200)
    hands = [["C", "rE", "b+2", "b7"], ["v1", "v2"], ["j3", "j4"]]
    page = _show(client, table, scenario(hands, ["v+2", "r+2"], stack=4, options=options))
    assert "4 cartes à piocher" in page and "Piocher 4 cartes" in page
    assert "sauf si on pose un autre Piocher 2." in page  # any colour prolongs (SO-4)
    # Review 13: the « which card » box says the same, not « ou une carte noire » (SO-9).
    assert "pose toi aussi un Piocher 2, de n’importe quelle couleur" in page
    assert "ou une carte noire. Avant de poser" not in page
    assert "Couleur demandée" in page and "rouge" in page
    assert "sens des aiguilles d’une montre" in page
    assert 'name="solo"' in _actions(page)  # the SOLO! toggle beside the card being laid
    # only a Piocher 2 may go down now: no colour to name, nobody to swap with
    assert 'name="choice"' not in page and 'name="target"' not in page
    page = _show(client, table, scenario(hands, ["b1"], options=options))
    actions = _actions(page)
    assert 'name="choice" value="bleu"' in actions  # a black card in hand: the colour picker
    assert 'name="target"' in actions and "personne (je garde mes cartes)" in actions
    assert ">Lili (moyen)</option>" in actions and ">Léa</option>" not in actions
    assert "Défausse rapide" not in actions and "Piocher" not in actions
    page = _show(client, table, scenario(hands, ["b1"], turn=1, options=options))
    assert "Attends ton tour" in _actions(page) and 'name="solo"' not in _actions(page)


def test_a_forgotten_solo_is_shown_to_everybody_with_its_reason(client):
    table = start(client)
    state = scenario(
        [["r5", "r6"], ["v1", "v2", "v3"], ["j3", "j4", "j5"]],
        ["r1"],
        turn=0,
        options=R.Options(bot_delay_ms=800, target=200),
    )
    table.state = R.to_json(state)
    table.save()
    card = next(c for c in state.hands[0] if c.startswith("rouge-5"))
    client.post(f"/tables/{table.code}/jouer/", {"seat": 0, "version": 0, "kind": "play",
                                                 "cards": card})  # fmt: skip
    table.refresh_from_db()
    assert len(R.from_json(table.state).hands[0]) == 3  # one left, plus 2 for the penalty
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert f"Léa a posé son avant-dernière carte sans dire SOLO{NBSP}!" in page
    assert f"Léa a oublié de dire SOLO{NBSP}! et pioche 2 cartes." in page


def test_solo_en_notes_draws_number_cards_on_a_staff(client):
    table = start(client, notes="on")
    assert table.options["notes"] is True
    options = R.Options(notes=True, bot_delay_ms=800, target=200)
    hand = ["b5", "v8", "jP", "C"]
    page = _show(client, table, scenario([hand, ["v1"], ["j3"]], ["r5"], options=options))
    cards = page.split('class="hand"')[1].split("</ul>")[0]
    assert cards.count("<svg") >= 2 + 2  # two staves, and the shapes of the coloured cards
    assert 'aria-label="Sol grave bleu"' in cards and 'aria-label="Do aigu vert"' in cards
    assert (
        'aria-label="Passer son tour (jaune)"' in cards and 'aria-label="Choix de couleur"' in cards
    )
    assert ">5<" not in cards and ">8<" not in cards  # the notes replace the numbers
    assert "Écouter" in page and "data-note-sound" in cards  # the top card can be heard
    assert "Solo en notes" in page  # the memo beside the board
    plain = start(client)  # without the option: numbers
    page = _show(client, plain, scenario([hand, ["v1"], ["j3"]], ["r5"]))
    assert 'aria-label="5 bleu"' in page and "Écouter" not in page


def test_solo_en_notes_records_note_reading_for_the_teacher():
    from clesite.classroom import actions
    from clesite.classroom.models import LearningEvent

    teacher = actions.create_teacher(email="eva@ecole.example", password="un-mot-de-passe-42x")
    classroom = actions.create_classroom(teacher=teacher, name="Les Merles")
    pupil = actions.add_pupils(classroom, ["Léa"]).created[0]
    client = Client()
    client.force_login(pupil.user)
    table = start(client, notes="on")
    options = R.Options(notes=True, bot_delay_ms=800, target=200)
    state = scenario([["b5", "b6", "v2"], ["v1", "v3"], ["j3", "j4"]], ["r5"], options=options)
    table.state = R.to_json(state)
    table.save()
    url = f"/tables/{table.code}/jouer/"
    wrong = next(c for c in state.hands[0] if c.startswith("bleu-6"))
    right = next(c for c in state.hands[0] if c.startswith("bleu-5"))
    client.post(url, {"seat": 0, "version": 0, "kind": "play", "cards": wrong})  # La on Sol
    client.post(url, {"seat": 0, "version": 0, "kind": "play", "cards": right})  # Sol on Sol
    events = LearningEvent.objects.filter(user=pupil.user, concept="pitch.read")
    assert sorted(events.values_list("correct", flat=True)) == [False, True]
    assert set(events.values_list("source", flat=True)) == {"game:solo"}
    teacher_client = Client()
    teacher_client.force_login(teacher)
    dashboard = teacher_client.get(f"/classe/{classroom.code}/").content.decode()
    assert "lire une note sur la portée (Solo en notes)" in dashboard


def test_without_the_option_solo_records_nothing():
    from clesite.classroom import actions
    from clesite.classroom.models import LearningEvent

    teacher = actions.create_teacher(email="ion@ecole.example", password="un-mot-de-passe-42x")
    classroom = actions.create_classroom(teacher=teacher, name="Les Pics")
    pupil = actions.add_pupils(classroom, ["Tom"]).created[0]
    client = Client()
    client.force_login(pupil.user)
    table = start(client)
    state = scenario([["b5", "b6", "v2"], ["v1", "v3"], ["j3", "j4"]], ["r5"])
    table.state = R.to_json(state)
    table.save()
    right = next(c for c in state.hands[0] if c.startswith("bleu-5"))
    client.post(f"/tables/{table.code}/jouer/", {"seat": 0, "version": 0, "kind": "play",
                                                 "cards": right})  # fmt: skip
    table.refresh_from_db()
    assert R.from_json(table.state).top == right
    assert not LearningEvent.objects.filter(user=pupil.user).exists()


@pytest.mark.parametrize("lang,word", [("fr", "fort"), ("ro", "puternic"), ("en", "strong")])
def test_the_strong_bot_is_named_by_its_level_not_by_the_dynamic(client, lang, word):
    """« fort » is also the dynamic (loud): the bot's level has its own context."""
    client.cookies["django_language"] = lang
    data = {"mode": "bots", "my_name": "Ana", "bot_1": "strong", "bot_2": ""}
    data.update({"opt-speed": "slow", "opt-target": "200"})
    response = client.post("/jeux/solo/nouvelle/", data, HTTP_ACCEPT_LANGUAGE=lang)
    table = Table.objects.get(code=response["Location"].rstrip("/").rsplit("/", 1)[1])
    names = [s.name for s in table.seats.order_by("index")]
    assert names[1].endswith(f"({word})"), names


def test_a_bot_deals_the_next_round_once_its_points_could_be_read(client):
    """The round's points stay on screen for `ROUND_PAUSE` bot delays, and at least
    `ROUND_READ`, before a bot deals the next round: at the delay alone (0.8 s here) they
    flashed away before a pupil read them, at five delays they stayed 4 s."""
    table = start(client)
    options = R.Options(hints=True, bot_delay_ms=800, target=200)
    hands = [["r5"], ["v1", "v2"], ["j3", "j4"]]
    state = scenario(hands, ["r1"], dealer=0, options=options)  # seat 1, a bot, deals next
    table.state = R.to_json(state)
    table.save()
    last = next(a for a in R.legal_actions(state, 0) if a.kind == "play")  # her last card
    move = {"seat": 0, "version": table.version, **_form(last)}
    assert client.post(f"/tables/{table.code}/jouer/", move).status_code == 302
    table.refresh_from_db()
    assert R.from_json(table.state).phase == "round-over"
    # Review 13: nothing to lay on the round's end screen, so no « which card » box there;
    # review 18: nor its empty frame (a heading without words, a link to the page itself).
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert "Quelle carte poser" not in page and "memo-side" not in page
    ended, delay = table.updated_at, timedelta(milliseconds=800)
    early = services.run_bots(table.code, now=ended + 2 * delay)
    assert (early.acted, early.more) == (0, True)
    pause = services.round_pause(table)
    assert pause == services.ROUND_READ > services.ROUND_PAUSE * delay
    assert early.held == pytest.approx((pause - 2 * delay).total_seconds())
    table.refresh_from_db()
    assert R.from_json(table.state).phase == "round-over"  # the points still show
    assert services.run_bots(table.code, now=ended + pause - delay).acted == 0
    assert services.run_bots(table.code, now=ended + pause).acted == 1
    table.refresh_from_db()
    assert R.from_json(table.state).phase == "play"


def _round_over_bot_deals(client: Client) -> Table:
    """A table where Léa (seat 0) just laid her last card; seat 1, a bot, deals next."""
    table = start(client)
    options = R.Options(hints=True, bot_delay_ms=800, target=200)
    state = scenario([["r5"], ["v1", "v2"], ["j3", "j4"]], ["r1"], dealer=0, options=options)
    table.state = R.to_json(state)
    table.save()
    last = next(a for a in R.legal_actions(state, 0) if a.kind == "play")
    client.post(
        f"/tables/{table.code}/jouer/", {"seat": 0, "version": table.version, **_form(last)}
    )
    table.refresh_from_db()
    assert R.from_json(table.state).phase == "round-over"
    return table


def test_continuer_lets_the_bot_deal_as_soon_as_every_person_has_read_the_round(client):
    """A bot dealing waits `ROUND_READ` (25 s) for the slowest reader; a pupil who has read the
    round's result said « Continuer » to nobody and waited (a reviewer's note)."""
    table = _round_over_bot_deals(client)
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert f'action="/tables/{table.code}/pret/"' in page and ">Continuer</button>" in page
    ended, delay = table.updated_at, timedelta(milliseconds=800)
    url = f"/tables/{table.code}/pret/"
    stranger = Client()
    stranger.get(f"/tables/{table.code}/")
    assert stranger.post(url, {"version": table.version}).status_code == 403
    stale = client.post(url, {"version": table.version - 1}, HTTP_HX_REQUEST="true")
    assert stale.status_code == 204
    assert services.run_bots(table.code, now=ended + 2 * delay).acted == 0  # nobody said it
    said = client.post(url, {"version": table.version}, HTTP_HX_REQUEST="true").content.decode()
    assert "C’est parti pour la manche suivante" in said
    table.refresh_from_db()
    assert table.updated_at == ended  # the pause still runs from the round's end
    assert services.run_bots(table.code, now=ended + 2 * delay).acted == 1
    table.refresh_from_db()
    assert R.from_json(table.state).phase == "play" and "ready" in table.options


def test_continuer_waits_for_every_person_at_the_table(client):
    """Two children at one table on two computers: the first to read does not cut the other's
    reading short; the bot deals when both have said it (or after `ROUND_READ`)."""
    table = _round_over_bot_deals(client)
    table.seats.filter(index=2).update(kind="human", bot_level="")
    ended, delay = table.updated_at, timedelta(milliseconds=800)
    assert services.mark_ready(table.code, [0], table.version) is False
    said = client.post(f"/tables/{table.code}/pret/", {"version": table.version},
                       HTTP_HX_REQUEST="true").content.decode()  # fmt: skip
    assert "quand tout le monde a cliqué sur «\u00a0Continuer\u00a0»" in said
    assert services.run_bots(table.code, now=ended + 2 * delay).acted == 0
    assert services.mark_ready(table.code, [2], table.version) is True
    assert services.run_bots(table.code, now=ended + 2 * delay).acted == 1


def test_so_2_the_card_just_drawn_is_named_and_ringed_for_its_holder_only(client):
    """A reviewer's pupil tried other cards 40 times after a draw: nothing showed which card
    was the drawn one, the only one that may go down (SO-2)."""
    table = start(client)
    options = R.Options(hints=False, bot_delay_ms=800, target=200)
    hands = [["v1", "j2"], ["v3", "v4"], ["j3", "j4"]]
    state = scenario(hands, ["r5"], draw_top=["r7"], options=options)
    state, _events = R.apply(state, R.legal_actions(state, 0)[0])  # nothing fits: she draws
    assert state.drawn is not None and R.CARDS[state.drawn].face == "rouge-7"
    page = _show(client, table, state)
    assert "Tu as pioché le 7 rouge (entouré dans ta main)\u00a0: pose-le" in page
    ringed = re.findall(
        r'class="card solo-card [^"]*solo-drawn[^"]*" role="img" aria-label="([^"]*)"', page
    )
    assert ringed == ["7 rouge, la carte piochée"]


def test_without_hints_poser_stays_when_no_card_fits(client):
    """Only « Piocher » when nothing fitted told the child so without a note read: in Solo en
    notes the reading was gone. Without the hints « Poser » stays (a card laid is judged); with
    them, the board shows what fits anyway."""
    hand = ["b6", "v7"]  # on the red 5: neither the colour nor the number (the note)
    for hints, shown in ((False, True), (True, False)):
        table = start(client, notes="on")
        options = R.Options(notes=True, hints=hints, bot_delay_ms=800, target=200)
        page = _show(client, table, scenario([hand, ["v1"], ["j3"]], ["r5"], options=options))
        assert ('value="play"' in _actions(page)) is shown, hints
        assert 'value="draw"' in _actions(page)


def test_a_forgotten_solo_is_one_line_of_the_log_for_the_others_too():
    """A reviewer's find: « Bob a oublié de dire SOLO ! et pioche 2 cartes. » then « Bob
    pioche 2 cartes. »: a child read four cards. The penalty's own draw gets no line."""
    from types import SimpleNamespace

    from django.utils import translation

    from games.solo.presenter import BOARD
    from games.tables.boards import log_lines

    row = SimpleNamespace(
        events=[
            {"kind": "play", "seat": 1, "card": "rouge-5-1", "solo": False},
            {"kind": "solo-forgotten", "seat": 1, "count": 2},
            {"kind": "draw", "seat": 1, "count": 2},
            {"kind": "drew", "seat": 1, "cards": ["vert-1-1", "vert-2-1"], "visible_to": [1]},
            {"kind": "draw", "seat": 0, "count": 1},
        ]
    )
    with translation.override("fr"):
        others = log_lines(BOARD, [row], 0, ["Léa", "Bob"], "fr")
        mine = log_lines(BOARD, [row], 1, ["Léa", "Bob"], "fr")
    assert [line for line in others if "pioche" in line] == [
        "Léa pioche 1 carte.",
        f"Bob a oublié de dire SOLO{NBSP}! et pioche 2 cartes.",
    ]
    assert any(line.startswith(f"Tu as pioché{NBSP}:") for line in mine)  # his two cards named


@pytest.mark.parametrize(
    ("lang", "score", "said"),
    [
        ("fr", 1, "1 point\u00a0: le total le plus bas gagne."),
        ("fr", 0, "0 point\u00a0: le total le plus bas gagne."),
        ("ro", 1, "1 punct: câștigă totalul cel mai mic."),
        ("ro", 7, "7 puncte: câștigă totalul cel mai mic."),
        ("ro", 20, "20 de puncte: câștigă totalul cel mai mic."),
        ("en", 1, "1 point: the lowest total wins."),
    ],
)
def test_the_winners_points_take_their_plural(lang, score, said):
    """A Romanian reviewer read « 1 puncte » at the end of a game of Gama."""
    from types import SimpleNamespace

    from django.utils import translation

    from games.gama.presenter import BOARD as GAMA
    from games.tables.boards import why_won

    outcome = SimpleNamespace(finished=True, winners=[0], scores=[score, 40])
    with translation.override(lang):
        assert why_won(GAMA, outcome) == said
