"""Bataille des sons' own addresses (GameApp.urls): the cards' sounds (see sounds.py)."""

from django.urls import path

from games.bataille import sounds

# under /jeux/bataille-des-sons/
game_urls = [
    path("sons/<str:version>/<slug:card_id>.wav", sounds.card_sound, name="bataille-card-sound"),
]
# under /tables/<code>/
table_urls = [
    path("son/<str:token>.wav", sounds.opaque_sound, name="bataille-sound"),
]
