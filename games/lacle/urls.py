"""La Clé's own addresses (GameApp.urls): Mots croisés' preview of a lay, at a table; La Clé en
duplicate's pages, under /jeux/la-cle/duplicate/."""

from django.urls import path

from games.lacle import views_crossword, views_duplicate

game_urls: list = [
    path("duplicate/", views_duplicate.entry, name="lacle-duplicate-entry"),
    path("duplicate/nouvelle/", views_duplicate.new, name="lacle-duplicate-new"),
    path("duplicate/<str:code>/", views_duplicate.game_page, name="lacle-duplicate"),
    path("duplicate/<str:code>/rejoindre/", views_duplicate.join, name="lacle-duplicate-join"),
    path("duplicate/<str:code>/jouer/", views_duplicate.play, name="lacle-duplicate-play"),
    path("duplicate/<str:code>/suivant/", views_duplicate.next_turn, name="lacle-duplicate-next"),
    path("duplicate/<str:code>/terminer/", views_duplicate.stop, name="lacle-duplicate-stop"),
    path("duplicate/<str:code>/etat/", views_duplicate.state, name="lacle-duplicate-state"),
    path("duplicate/<str:code>/apercu/", views_duplicate.preview, name="lacle-duplicate-preview"),
]
table_urls = [path("mots/apercu/", views_crossword.preview, name="lacle-preview")]
