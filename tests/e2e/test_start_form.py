"""The start form in the browser: only the chosen way to play is on the keyboard's path."""

from playwright.sync_api import expect


def test_the_panels_not_chosen_leave_the_keyboards_path_and_a_click_chooses_one(site):
    page = site
    page.goto(page.base_url + "/jeux/cle-de-sol/")
    expect(page.locator("input[name=mode][value=bots]")).to_be_checked()
    page.locator("input[name=mode][value=bots]").focus()
    reached = []
    for _ in range(40):
        page.keyboard.press("Tab")
        reached.append(
            page.evaluate("document.activeElement.id || document.activeElement.textContent.trim()")
        )
        if reached[-1] == "Commencer la partie":
            break
    assert "Commencer la partie" in reached
    assert not any(r.startswith(("id_player_", "id_seat_", "id_net_name")) for r in reached), (
        reached
    )
    # a field of another panel chooses its way (force: Playwright will not click a field of a
    # panel marked aria-disabled, a pupil with a mouse does)
    page.locator("#id_player_1").click(force=True)
    expect(page.locator("input[name=mode][value=hotseat]")).to_be_checked()
    expect(page.locator("#id_player_1")).to_be_focused()
    assert page.locator("#id_my_name").get_attribute("tabindex") == "-1"


def test_choosing_an_opponent_at_la_cle_chooses_the_game_for_several(site):
    """An a11y reviewer chose a computer and kept « La Patience »: a 400, the reason far up the
    page. Choosing an opponent (or playing together) now chooses Mots croisés."""
    page = site
    page.goto(page.base_url + "/jeux/la-cle/")
    expect(page.locator("#id_opt-mode")).to_have_value("patience")
    page.select_option("#id_bot_1", "simple")
    expect(page.locator("#id_opt-mode")).to_have_value("mots-croises")
    page.select_option("#id_opt-mode", "patience")  # his own choice stands until the next one
    page.check("input[name=mode][value=hotseat]")
    expect(page.locator("#id_opt-mode")).to_have_value("mots-croises")


def test_choosing_mots_croises_against_the_computer_seats_one_computer(site):
    """A keyboard reviewer chose « Mots croisés » and started: every computer was « personne »
    (the Patience's default), a 400. The game for several seats one computer; back to the
    Patience, none."""
    page = site
    page.goto(page.base_url + "/jeux/la-cle/")
    expect(page.locator("#id_bot_1")).to_have_value("")
    page.select_option("#id_opt-mode", "mots-croises")
    expect(page.locator("#id_bot_1")).to_have_value("simple")
    page.select_option("#id_opt-mode", "patience")
    expect(page.locator("#id_bot_1")).to_have_value("")
