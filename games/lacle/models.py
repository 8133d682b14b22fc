"""La Clé en duplicate's rows: one game for a class, and each pupil who joined it.

Not a `games.tables` table: a table is one game state with seats taking turns, read by the
generic table pages, the class dashboard's table lists, the bot sweep and the expiry; a duplicate
game is one shared board with a rack for everyone, a turn clock and any number of players, each
on his own copy of the board. Its own rows keep the tables' pages and lists untouched. The state
(`games.lacle.duplicate`, JSON) holds the pool and the next draws' RNG: it never leaves the
server; pages are built from `duplicate.view` only.
"""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from games.tables.models import Table


class DuplicateGame(models.Model):
    class Status(models.TextChoices):
        WAITING = "waiting", _("en attente des élèves")
        PLAYING = "playing", _("en cours")
        FINISHED = "finished", _("terminée")

    code = models.CharField(max_length=8, unique=True)
    teacher = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    # Who may join (`games.tables.people.admission`): the teacher's pupils.
    reserved_for = models.CharField(max_length=24)
    # The class whose dashboard started it ("": from La Clé's own page): its pupils see it listed.
    class_code = models.CharField(max_length=16, blank=True, default="")
    seconds = models.PositiveSmallIntegerField(default=180)  # per turn
    pause = models.PositiveSmallIntegerField(default=30)  # after a turn; 0: the teacher decides
    state = models.JSONField()
    # The server's clock for the current phase (a turn's end, or the pause's); None: waiting.
    deadline = models.DateTimeField(null=True, blank=True)
    # `version` counts turns opened and closed (every page reloads), `moves` the moves handed
    # in (the teacher's page, who has played).
    version = models.PositiveIntegerField(default=0)
    moves = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PLAYING)
    # The class's ranking on the pupils' screens, or each pupil's own line only (the teacher's)
    ranking_shown = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    # What the classroom's receiver of `games.tables.signals.move_committed` reads of a table.
    Mode = Table.Mode
    game = "la-cle"
    mode = Table.Mode.NETWORK

    def __str__(self) -> str:
        return f"duplicate {self.code}"


class DuplicatePlayer(models.Model):
    game = models.ForeignKey(DuplicateGame, related_name="players", on_delete=models.CASCADE)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    name = models.CharField(max_length=40)
    index = models.PositiveSmallIntegerField()  # his seat number in the game's state
    joined_at = models.DateTimeField(auto_now_add=True)
    seen_at = models.DateTimeField(null=True, blank=True)  # his page's last poll (10 s apart)

    # What the classroom's receiver reads of a seat: a person, never a bot, on his own browser.
    is_bot = False
    player_token = ""

    class Meta:
        ordering = ["index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="one_player_per_pupil"),
        ]

    def __str__(self) -> str:
        return f"{self.game.code}#{self.index} {self.name}"
