from django.urls import path

from games.tables import game_views, kit, network_views, views

game_urlpatterns = (
    [
        path("", game_views.games_index, name="index"),
        path("<slug:slug>/", game_views.game_page, name="game"),
        path("<slug:slug>/nouvelle/", game_views.new_table, name="new"),
        path("<slug:slug>/regles/", game_views.rules_page, name="rules"),
        *kit.own_urls("game_urls"),  # a game's own addresses (GameApp.urls)
    ],
    "games",
)

table_urlpatterns = (
    [
        path("<str:code>/", views.table_page, name="table"),
        path("<str:code>/etat/", views.table_state, name="state"),
        path("<str:code>/jouer/", views.table_play, name="play"),
        path("<str:code>/montrer/", views.table_reveal, name="reveal"),
        path("<str:code>/pret/", views.table_ready, name="ready"),
        path("<str:code>/cacher/", views.table_hide, name="hide"),
        path("<str:code>/mains/", views.table_hands, name="hands"),
        path("<str:code>/flux/", network_views.table_stream, name="stream"),
        path("<str:code>/rejoindre/", network_views.table_join, name="join"),
        path("<str:code>/reprendre/", network_views.table_take_back, name="take_back"),
        path("<str:code>/remplacer/", network_views.table_stand_in, name="stand_in"),
        path("<str:code>/commencer/", network_views.table_start, name="start"),
        *kit.own_urls("table_urls"),  # a game's own addresses at a table (GameApp.urls)
    ],
    "tables",
)
