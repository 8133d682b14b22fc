"""Bataille des sons at a real table: listed with its own start form and rules page (fr, ro, en),
the options said in a teacher's words and checked with clear French messages, a whole game
against bots through the real pages, the board's pieces (the question, the cards laid, a power
turned, the trick just won, the aide-mémoire), and the hot seat's shared screen."""

import re
from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from games.bataille import rules as R
from games.bataille.cards import CARDS
from games.bataille.rules_scenario import scenario
from games.bataille.rules_state import DECK
from games.engine import Action
from games.tables import services
from games.tables.models import Table
from tests.games.bataille.web.util import START, assert_nothing_hidden, move_form, start

pytestmark = pytest.mark.django_db
NBSP = "\u00a0"


def test_it_is_listed_with_its_own_start_form(client):
    assert "/jeux/bataille-des-sons/" in client.get("/jeux/").content.decode()
    home = client.get("/").content.decode()
    assert "/jeux/bataille-des-sons/" in home  # no longer only announced
    page = client.get("/jeux/bataille-des-sons/").content.decode()
    for words in (
        "Classique : la plus grande valeur gagne la plie",
        "Pianissimo : la plus petite valeur gagne la plie",
        "Scherzo : l’attaquant choisit à chaque plie",
        "« À l’oreille » : on écoute les cartes",
        "Manches gagnantes pour remporter la partie",
        "Qui attaque en premier ?",
        "tiré au sort",
        "la 1re place (le plus jeune s’y assoit)",
        "Vitesse de l’ordinateur",
    ):
        assert (
            words.replace(" :", NBSP + ":")
            .replace(" ?", NBSP + "?")
            .replace("« ", "«" + NBSP)
            .replace(" »", NBSP + "»")
            in page
        ), words
    assert 'value="strong"' in page and "Mémo du son" in page


@pytest.mark.parametrize("lang", ["fr", "ro", "en"])
def test_the_game_and_rules_pages_in_three_languages(client, lang):
    client.cookies["django_language"] = lang
    game = client.get("/jeux/bataille-des-sons/", HTTP_ACCEPT_LANGUAGE=lang)
    assert game.status_code == 200
    rules = client.get("/jeux/bataille-des-sons/regles/", HTTP_ACCEPT_LANGUAGE=lang)
    assert rules.status_code == 200
    html = rules.content.decode()
    words = {
        "fr": ("carte mystère", "Nos choix", "Le tonnerre", "Miroir", "Pianissimo"),
        "ro": ("cartea misterioasă", "Tunetul", "Oglinda", "Pianissimo"),
        "en": ("mystery card", "Thunder", "Mirror", "Pianissimo"),
    }[lang]
    for w in words:
        assert w in html, (lang, w)
    assert html.count('class="button secondary bs-listen"') == len(CARDS) == 37
    assert "../shared" not in html and "checklist.md" not in html and "rulings.md" not in html
    assert "bataille/bataille.js" in html  # the listen buttons work there too


def test_the_rules_page_says_our_choices(client):
    html = client.get("/jeux/bataille-des-sons/regles/").content.decode()
    for rule in ("BS-1", "BS-2", "BS-3", "BS-4", "BS-5", "BS-6"):
        assert f'<span class="rule-id">{rule}</span>' in html
    assert "L’ordinateur n’a pas d’oreilles" in html  # bots judge from the values
    assert "À l’oreille" in html and "Le son ne part jamais tout seul" in html
    assert "La plie est un terme suisse romand" not in html  # the sheet's own words, kept:
    assert "Une plie est un terme suisse romand" in html
    for power in ("Crescendo", "Miroir", "Transposition", "Écho"):
        assert f"<dt>{power}</dt>" in html
    # the rules' own choices where the sheet and the rulings are silent
    assert "jusqu’à 13" in html and "Après une plie mise de côté" in html
    assert "fabriqué sur le serveur" in html and "à compléter" not in html


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"opt-first_attacker": "3"},
            f"Le premier attaquant doit être assis à la table{NBSP}: elle n’a que 3 places.",
        ),
        ({"opt-rounds_to_win": "9"}, "Sélectionnez un choix valide"),
        ({"opt-variant": "fortissimo"}, "Sélectionnez un choix valide"),
    ],
)
def test_the_options_form_refuses_with_clear_french_words(client, options, message):
    data = {"mode": "bots", "my_name": "Léa", "bot_1": "simple", "bot_2": "random"}
    data.update({"opt-speed": "fast", "opt-variant": "classic", "opt-rounds_to_win": "2"})
    data.update({"opt-first_attacker": "-1", **options})
    response = client.post(START, data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Table.objects.exists()


def test_the_options_reach_the_table(client):
    table = start(client, variant="scherzo", by_ear="on", rounds_to_win="3", first_attacker="2")
    assert table.options == {
        "variant": "scherzo",
        "by_ear": True,
        "rounds_to_win": 3,
        "first_attacker": 2,
        "hints": False,
        "bot_delay_ms": 800,
    }
    state = R.from_json(table.state)
    assert state.attacker == 2 and state.options.by_ear


def _bots_act(table: Table) -> int:
    return services.advance_bots(table.code, now=timezone.now() + timedelta(minutes=1))


@pytest.mark.parametrize("variant", ["classic", "pianissimo", "scherzo"])
def test_a_whole_game_against_bots_through_the_real_pages(client, variant):
    table = start(client, variant=variant, hints="on")
    asked = laid = 0
    for _ in range(2000):
        table.refresh_from_db()
        if table.status == Table.Status.FINISHED:
            break
        state = R.from_json(table.state)
        mine = R.legal_actions(state, 0)
        if not mine:
            assert _bots_act(table) >= 1
            continue
        page = client.get(f"/tables/{table.code}/").content.decode()
        assert_nothing_hidden(page, table, 0)
        action = mine[-1]  # a power used when there is one; Scherzo: the lowest
        if action.kind == "ask":
            asked += 1
            assert page.count('name="kind" value="ask"') == (8 if variant == "scherzo" else 4)
        elif action.kind == "lay":
            laid += 1
            assert 'name="kind" value="lay"' in page and "Poser ma carte" in page
        response = client.post(f"/tables/{table.code}/jouer/", move_form(action, table.version))
        assert response.status_code == 302
        table.refresh_from_db()
        assert table.state != R.to_json(state), action  # a legal move always lands
    else:
        raise AssertionError("the game did not end")
    # Léa defends in every trick; she asks only if she ever wins one (the deal is random: the
    # bots may take every trick of a one-round game)
    assert laid >= 1 and (asked >= 1 or not any(r["winner"] == 0 for r in table.outcome["rounds"]))
    finished = client.get(f"/tables/{table.code}/").content.decode()
    assert "Partie terminée" in finished and f'?rejouer={table.code}">Rejouer' in finished
    assert "Cartes gagnées à chaque manche" in finished
    # Under the winner, the last trick says it is the last (« Léa remporte la plie ! » under
    # « Gagnant : Inès » read as if Léa had won: a reviewer).
    last = R.from_json(table.state).last_trick
    if last:  # won, or set aside after a tie (a review: then too)
        assert "La dernière plie :" in finished and "remporte la plie !" not in finished


def _show(client: Client, table: Table, state) -> str:
    table.state = R.to_json(state)
    table.save()
    return client.get(f"/tables/{table.code}/").content.decode()


def test_the_board_shows_the_question_the_cards_laid_and_a_power_turned(client):
    table = start(client)
    # Léa (0) attacks; the defenders lay from her right: seat 2, then seat 1; Léa last.
    state = scenario([["tonnerre", "flute"], ["trompette", "violon"], ["harpe", "piano"]])
    page = _show(client, table, state)
    mine = page.split('class="hand-form bs-mine"')[1]
    assert "Le tonnerre" in mine and "Il gronde si fort" in mine and "Écouter" in mine
    assert "faible → fort" in mine and "grave → aigu" in mine and "lisse → rugueux" in mine
    assert "Trompette" not in page and "trompette" not in page  # another seat's card
    assert f"À toi de poser la question{NBSP}!" in page
    for question in ("le plus fort", "le plus aigu", "le plus long", "le plus rugueux"):
        assert f"Qui a le son {question}{NBSP}?" in mine
    # every player's screen shows the aide-mémoire of the four powers (BS-sheet-5)
    assert "Aide-mémoire : les super pouvoirs".replace(" :", NBSP + ":") in page
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    state, _ = R.apply(state, Action.of(2, "lay", {"power": True}))  # La harpe: Miroir
    page = _show(client, table, state)
    table_html = page.split('class="bs-table"')[1].split("</section>")[0]
    assert f"Qui a le son le plus fort{NBSP}?" in table_html
    assert "La harpe" in table_html and "bs-turned" in table_html
    assert "Miroir : carte tournée d’un quart de tour".replace(" :", NBSP + ":") in table_html
    assert f"Qui a le son le plus faible{NBSP}?" in table_html  # judged after the Miroir
    assert "(moyen) n’a pas encore posé sa carte" in table_html  # seat 1, after the harpe


def test_the_trick_just_played_says_who_takes_it(client):
    table = start(client)
    state = scenario([["tonnerre", "flute"], ["trompette", "violon"], ["harpe", "piano"]])
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    state, _ = R.apply(state, Action.of(2, "lay"))
    state, _ = R.apply(state, Action.of(1, "lay"))
    state, _ = R.apply(state, Action.of(0, "lay"))
    page = _show(client, table, state)
    last = page.split('class="panel bs-last"')[1].split("</section>")[0]
    assert f"Léa remporte la plie{NBSP}!" in last  # the thunder: volume 10
    assert "Le tonnerre" in last and "La trompette" in last and "La harpe" in last
    assert "bs-winner" in last


def test_a_lay_with_transposition_offers_the_new_parameter(client):
    table = start(client)
    state = scenario([["tonnerre", "flute"], ["violon", "trompette"], ["harpe", "piano"]])
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    state, _ = R.apply(state, Action.of(2, "lay"))  # then Tom (seat 1): le violon
    table.state = R.to_json(state)
    table.save()
    tom = Client()
    table.seats.filter(index=1).update(kind="human", bot_level="", player_token="tom-token")
    session = tom.session
    from games.tables.access import TOKEN_KEY

    session[TOKEN_KEY] = "tom-token"
    session.save()
    page = tom.get(f"/tables/{table.code}/").content.decode()
    form = page.split('class="bs-lay"')[1].split("</form>")[0]
    assert 'name="power"' in form and "Transposition" in form
    assert 'name="target_param"' in form
    assert 'value="volume"' not in form  # already the question: not a change
    assert 'value="pitch"' in form and 'value="timbre"' in form
    tom.post(
        f"/tables/{table.code}/jouer/",
        {"seat": 1, "version": table.version, "kind": "lay", "power": "1",
         "target_param": "pitch"},
    )  # fmt: skip
    table.refresh_from_db()
    after = R.from_json(table.state)
    assert after.laid[1]["power_used"] and after.laid[1]["target_param"] == "pitch"


def hot_seat_turns(table: Table, turns: int):
    """The table's state, stage and seat to act, turn after turn, while a trick goes on."""
    for _ in range(turns):
        table.refresh_from_db()
        state = R.from_json(table.state)
        stage = R.stage(state)
        if stage.name not in ("ask", "lay"):
            return
        yield state, stage, stage.must[0]


def test_the_hot_seat_shared_screen_shows_no_card_between_seats(client):
    table = start(client, mode="hotseat")
    url = f"/tables/{table.code}/"
    shared = 0
    for state, stage, seat in hot_seat_turns(table, 40):
        screen = client.get(url).content.decode()
        after_trick = stage.name == "ask"  # a trick was just won, new cards taken
        if "Passe l’ordinateur" in screen:
            assert_nothing_hidden(screen, table, None)  # nobody's card on the shared screen
            assert "Aide-mémoire" in screen
            shared += 1
        else:  # the same child acts again within a trick: his screen stays
            assert not after_trick or state.trick == 1  # after a trick, always passed again
            assert_nothing_hidden(screen, table, seat)
        client.post(url + "montrer/", {"seat": seat})
        shown = client.get(url).content.decode()
        assert_nothing_hidden(shown, table, seat)
        assert R.CARD[state.hands[seat]].name["fr"] in shown  # one's own card, large
        legal = R.legal_actions(state, seat)
        client.post(url + "jouer/", move_form(legal[0], table.version))
    assert shared >= 10


def test_bots_alone_are_named_and_leveled(client):
    table = start(client)
    names = list(table.seats.order_by("index").values_list("name", flat=True))
    assert names[0] == "Léa" and "(moyen)" in names[1] and "(débutant)" in names[2]


@pytest.mark.parametrize("variant", ["classic", "pianissimo", "scherzo"])
def test_the_ask_buttons_post_what_the_rules_expect(client, variant):
    """The board's own forms, as a browser sends them: `way` only in Scherzo."""
    table = start(client, variant=variant)
    options = R.Options(variant=variant, rounds_to_win=1, bot_delay_ms=800)
    state = scenario([["tonnerre", "flute"], ["trompette", "violon"], ["harpe", "piano"]],
                     options=options)  # fmt: skip
    page = _show(client, table, state)
    forms = page.split('class="bs-asks"')[1].split("</div>")[0].split("</form>")[:-1]
    assert len(forms) == (8 if variant == "scherzo" else 4)
    assert all(('name="way"' in f) == (variant == "scherzo") for f in forms)
    first = dict(re.findall(r'name="(seat|version|choice|way|kind)" value="([^"]*)"', forms[0]))
    assert client.post(f"/tables/{table.code}/jouer/", first).status_code == 302
    table.refresh_from_db()
    assert R.from_json(table.state).question["param"] == "volume"


@pytest.mark.parametrize("by_ear", [False, True])
def test_bs_sheet_28_bs_ours_11_the_mystery_card_in_play_is_labelled_on_the_board(client, by_ear):
    """Seat 1 alone runs out and plays the mystery card: once laid, Léa's screen says which card
    in play it is (« à l'oreille » too, still unnamed), and so does the trick revealed."""
    table = start(client, **({"by_ear": "on"} if by_ear else {}))
    options = R.Options(by_ear=by_ear, rounds_to_win=1)
    state = scenario([["tonnerre", "orgue"], [], ["chat", "horloge"]], mystery="goutte",
                     options=options)  # fmt: skip
    assert state.hands[1] == "goutte"
    page = _show(client, table, state)
    assert "bs-is-mystery" not in page  # in seat 1's hand: Léa cannot see it
    assert "prise par" in page.split('class="pile bs-mystery"')[1].split("</div>")[0]
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    state, _ = R.apply(state, Action.of(2, "lay"))
    state, _ = R.apply(state, Action.of(1, "lay"))
    table.state = R.to_json(state)
    table.save()
    page = client.get(f"/tables/{table.code}/").content.decode()
    felt = page.split('class="bs-felt"')[1].split('class="pile bs-mystery"')[0]
    slots = felt.split('class="bs-slot')[1:]
    assert "bs-mystery-tag" not in slots[0]  # seat 2's cat
    assert "bs-is-mystery" in slots[1] and "Carte mystère" in slots[1]  # seat 1's
    assert 'aria-label="Carte mystère · ' in slots[1]  # the screen reader hears it first
    assert ("goutte" in slots[1]) is not by_ear  # « à l'oreille »: named only at the reveal
    assert_nothing_hidden(page, table, 0)
    state, _ = R.apply(state, Action.of(0, "lay"))
    page = _show(client, table, state)
    last = page.split('class="panel bs-last"')[1].split("</section>")[0]
    mystery_slot = [s for s in last.split('class="bs-slot')[1:] if "La goutte" in s]
    assert len(mystery_slot) == 1 and "bs-mystery-tag" in mystery_slot[0]
    assert last.count("bs-mystery-tag") == 1


def test_the_mystery_card_in_my_hand_is_said_to_me(client):
    table = start(client)
    table.seats.filter(index=1).update(kind="human", bot_level="", player_token="tom-token")
    state = scenario([["tonnerre", "orgue"], [], ["chat", "horloge"]], mystery="goutte")
    table.state = R.to_json(state)
    table.save()
    tom = Client()
    from games.tables.access import TOKEN_KEY

    session = tom.session
    session[TOKEN_KEY] = "tom-token"
    session.save()
    page = tom.get(f"/tables/{table.code}/").content.decode()
    mine = page.split('class="hand-form bs-mine"')[1]
    assert f"Ton paquet est vide{NBSP}: tu joues la carte mystère." in mine
    assert "bs-is-mystery" in mine and "La goutte" in mine


def test_bs_ours_10_a_trick_set_aside_says_why(client):
    table = start(client)
    state = scenario([["sirene"], ["tonnerre"], ["guitare", "chat"]], mystery=None)
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    for seat in (2, 1, 0):
        state, _ = R.apply(state, Action.of(seat, "lay"))
    assert state.last_trick["winner"] is None
    page = _show(client, table, state)
    last = page.split('class="panel bs-last"')[1].split("</section>")[0]
    assert "Personne ne remporte la plie" in last
    assert "Les joueurs à égalité n’avaient plus de carte pour faire bataille." in last


def test_bs_ours_10_a_round_s_row_says_how_many_cards_were_set_aside(client):
    """Reviewer 16: a round's row added up to 35 of 37 cards and only the log said why."""
    table = start(client)
    rest = [c for c in DECK if c not in {"sirene", "tonnerre", "guitare"}]
    won = [rest[:12], rest[12:24], rest[24:]]  # the round's earlier tricks
    state = scenario([["sirene"], ["tonnerre"], ["guitare"]], mystery=None, won=won)
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    for seat in (2, 1, 0):
        state, _ = R.apply(state, Action.of(seat, "lay"))
    result = R.observation(state, 0)["round_results"][-1]
    assert result["set_aside"] == 3 and sum(result["won"]) == 34  # the last trick: a tie
    page = _show(client, table, state).replace(NBSP, " ")
    assert "Manche 1 : 3 cartes mises de côté (égalité sans gagnant)." in page


def test_bs_sheet_32_the_round_over_names_its_winner_as_the_next_dealer(client):
    """Reviewer 17: the box named the round's dealer (« Clara va distribuer… ») and the log
    then said « Manche 2 : Edgar distribue. », Edgar having won the round."""
    table = start(client, rounds_to_win="2")
    rest = [c for c in DECK if c not in {"chat", "tonnerre", "guitare"}]
    won = [rest[:10], rest[10:22], rest[22:]]
    state = scenario([["chat"], ["tonnerre"], ["guitare"]], mystery=None, won=won, dealer=2,
                     options=R.Options(rounds_to_win=2))  # fmt: skip
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    for seat in (2, 1, 0):
        state, _ = R.apply(state, Action.of(seat, "lay"))
    assert state.rounds[-1]["winner"] == 1 and state.dealer == 2
    names = [seat.shown_name for seat in table.seats.order_by("index")]
    page = _show(client, table, state)
    assert f"{names[1]} va distribuer la manche suivante." in page
    assert f"{names[2]} va distribuer" not in page


def test_by_ear_the_board_says_the_computer_judges_from_the_values(client):
    table = start(client, by_ear="on")
    page = client.get(f"/tables/{table.code}/").content.decode()
    assert f"L’ordinateur n’a pas d’oreilles{NBSP}:" in page
    plain = start(client)
    assert "pas d’oreilles" not in client.get(f"/tables/{plain.code}/").content.decode()


def test_bs_sheet_15_16_the_bataille_cards_are_stacked_on_each_tied_players_card(client):
    table = start(client)
    # the siren and the thunder tie on volume (10): the organ (8) beats the cat (4)
    state = scenario([["sirene", "orgue"], ["tonnerre", "chat"], ["guitare", "horloge"]])
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    for seat in (2, 1, 0):
        state, _ = R.apply(state, Action.of(seat, "lay"))
    page = _show(client, table, state)
    last = page.split('class="panel bs-last"')[1].split("</section>")[0]
    assert "Il y a eu bataille" in last and f"Léa remporte la plie{NBSP}!" in last
    slots = last.split('class="bs-slot')[1:]
    stacks = {s.split('class="bs-who">')[1].split("<")[0].strip(): s for s in slots}
    lea = stacks["Léa ★ · 10"]
    assert "La sirène des pompiers" in lea.split("bs-stack")[0]  # the card laid
    assert "L’orgue" in lea.split('class="bs-stack"')[1]  # its bataille card, stacked on it
    tom = [s for s in slots if "Le tonnerre" in s][0]
    assert "Le chat" in tom.split('class="bs-stack"')[1]
    assert last.count('class="bs-stack"') == 2  # only the tied players turned a card


WINNER_ASKS = 1  # a deal where a trick's winner asks the next question, early in the game


def test_a_trick_won_passes_the_screen_even_for_a_push_read_before_the_answer_saved(
    client, monkeypatch, seed=WINNER_ASKS
):
    """The trick's winner asks next: his move's answer forgets the shown seat in the session,
    but a stream's push (or a GET) woken by the commit may read the session first. Such a read
    must give the pass screen, not the winner's new card (hidden from the other child). The
    deal is seeded: one in fifty or so had no such trick (a red CI)."""
    monkeypatch.setattr(services.secrets, "randbits", lambda bits: seed)
    table = start(client, mode="hotseat")
    url = f"/tables/{table.code}/"
    checked = 0
    for state, _stage, seat in hot_seat_turns(table, 60):
        client.post(url + "montrer/", {"seat": seat})
        action = R.legal_actions(state, seat)[0]
        result = services.play(table.code, seat, action, table.version)  # committed, no answer
        assert result.accepted
        table.refresh_from_db()
        after = R.from_json(table.state)
        if R.stage(after).name == "ask" and R.stage(after).must == (seat,) and after.hands[seat]:
            screen = client.get(url).content.decode()  # the session still shows `seat`
            assert "Passe l’ordinateur" in screen
            assert_nothing_hidden(screen, table, None)
            checked += 1
    assert checked >= 1


@pytest.mark.parametrize("variant", ["classic", "pianissimo"])
def test_crescendo_warns_when_the_smallest_value_wins(client, variant):
    """A reviewer's pupil turned Crescendo in Pianissimo: 8 became 11, and lost."""
    table = start(client, variant=variant)
    options = R.Options(variant=variant, rounds_to_win=1, bot_delay_ms=800)
    state = scenario([["tonnerre", "flute"], ["trompette", "violon"], ["harpe", "piano"]],
                     options=options)  # fmt: skip
    state, _ = R.apply(state, Action.of(0, "ask", {"choice": "volume"}))
    state, _ = R.apply(state, Action.of(2, "lay"))  # then Tom (seat 1): la trompette, Crescendo
    table.state = R.to_json(state)
    table.save()
    table.seats.filter(index=1).update(kind="human", bot_level="", player_token="tom-token")
    tom = Client()
    session = tom.session
    from games.tables.access import TOKEN_KEY

    session[TOKEN_KEY] = "tom-token"
    session.save()
    form = tom.get(f"/tables/{table.code}/").content.decode().split('class="bs-lay"')[1]
    form = form.split("</form>")[0]
    assert "Crescendo" in form
    warned = f"Attention{NBSP}: ici, la plus petite valeur gagne{NBSP}; +3 t’en éloigne." in form
    assert warned == (variant == "pianissimo")


def test_the_games_last_trick_says_it_is_the_last_one_won_or_not():
    from games.bataille.presenter import last_trick_view

    obs = {"options": {"variant": "classic"}, "last_trick": {"winner": None, "laid": []}}
    said = last_trick_view(obs, ["Léa", "Tom"], "fr", "ABC", last=True)["title"]
    assert said.startswith("La dernière plie\u00a0: personne ne l’a remportée")
    obs["last_trick"]["winner"] = 1
    assert last_trick_view(obs, ["Léa", "Tom"], "fr", "ABC", last=True)["title"] == (
        "La dernière plie\u00a0: Tom l’a remportée."
    )
    assert "Tom remporte la plie" in last_trick_view(obs, ["Léa", "Tom"], "fr", "ABC")["title"]
