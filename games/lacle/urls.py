"""La Clé's own addresses (GameApp.urls): Mots croisés' preview of a lay, at a table."""

from django.urls import path

from games.lacle import views_crossword

game_urls: list = []
table_urls = [path("mots/apercu/", views_crossword.preview, name="lacle-preview")]
