"""A table is one game in progress: `seed + options + actions`, with the state kept current.

The state JSON holds hidden cards and the RNG: it never leaves the server (only observations do).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from . import starting


class TableManager(models.Manager):
    def with_seats(self, code: str) -> Table | None:
        """The table of this code with its seats, as `prefetch_related("seats")` gives it, in
        one query (a join) instead of two: a move's request reads its table this way, and so
        does each process whose streams show the move (issue 24). None for an unknown code."""
        seats = list(Seat.objects.select_related("table").filter(table__code=code))
        if not seats:  # no table, or one with no seat yet
            table = self.filter(code=code).first()
            if table is not None:
                _with(table, [])
            return table
        table = seats[0].table  # each row brought its own copy: the seats all get the first
        for seat in seats:
            seat.table = table
        _with(table, seats)
        return table


def _with(table: Table, seats: list[Seat]) -> None:
    """Seats `table.seats.all()` answers without a query: what Django's prefetch does with
    the rows it read (its cache is no public API: `test_reads.py` checks it still holds)."""
    found = table.seats.all()
    found._result_cache, found._prefetch_done = seats, True
    table._prefetched_objects_cache = {"seats": found}


class Table(models.Model):
    class Mode(models.TextChoices):
        BOTS = "bots", _("contre l’ordinateur")
        HOTSEAT = "hotseat", _("à plusieurs sur un ordinateur")
        NETWORK = "network", _("chacun sur son ordinateur")

    class Status(models.TextChoices):
        OPEN = "open", _("en attente de joueurs")
        PLAYING = "playing", _("en cours")
        FINISHED = "finished", _("terminée")

    code = models.CharField(max_length=8, unique=True)
    game = models.SlugField(max_length=40)
    mode = models.CharField(max_length=10, choices=Mode.choices)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PLAYING)
    options = models.JSONField(default=dict)
    seed = models.BigIntegerField()
    state = models.JSONField()
    # The game's final `Outcome` (its JSON form: winners, scores, rounds), stored by the move
    # that finished the game, in its transaction; None while the game goes on.
    outcome = models.JSONField(null=True, blank=True)
    version = models.PositiveIntegerField(default=0)
    # The log's last rows as of `version` (`logs.tail_row`: seq, seat, by_bot, events), written
    # with the state by the move that made the version: a board shows them without reading the
    # log (issue 24). Empty before a first move, and on tables older than it (then read).
    log_tail = models.JSONField(default=list, blank=True)
    # Bumped by what changes the page but is no action of the game (a seat taken, a player away,
    # a bot standing in): `version` counts actions (one log row each), `revision` the rest.
    revision = models.PositiveIntegerField(default=0)
    # Networked tables: after this many seconds without a sign from a player's browser, a bot
    # plays for them (0: never); the person may take the seat back.
    away_after = models.PositiveIntegerField(default=120)
    language = models.CharField(max_length=8, default="fr")
    creator = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    # The creating browser's claim (a guest has no user): it may start early or seat bots.
    creator_token = models.CharField(max_length=64, blank=True)
    # Who may come to the table (`games.tables.people`): empty, anyone with its code (a guest's
    # table); else the key of the group the site's provider gave when a pupil or teacher started
    # it ("class:12": pupils of that class; its teacher only watches).
    reserved_for = models.CharField(max_length=24, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = TableManager()

    class Meta:
        indexes = [models.Index(fields=["game", "status"])]

    def __str__(self) -> str:
        return f"{self.game} {self.code}"


class Seat(models.Model):
    class Kind(models.TextChoices):
        HUMAN = "human", _("élève")
        BOT = "bot", _("ordinateur")

    table = models.ForeignKey(Table, related_name="seats", on_delete=models.CASCADE)
    index = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=8, choices=Kind.choices)
    name = models.CharField(max_length=40)
    bot_level = models.CharField(max_length=10, blank=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    # A guest's (or a hot-seat computer's) claim on the seat: a random token kept in its session.
    player_token = models.CharField(max_length=64, blank=True, db_index=True)
    # Networked tables: the last sign of life from this seat's browser, whether it has gone quiet,
    # and the level of the bot playing for a person who left (empty: the person plays).
    last_seen = models.DateTimeField(null=True, blank=True)
    away = models.BooleanField(default=False)
    stand_in = models.CharField(max_length=10, blank=True)
    # When this seat's last try was refused (a rule's refusal, whatever it taught): a right
    # card laid after it was not found at the first try.
    refused_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["index"]
        constraints = [
            models.UniqueConstraint(fields=["table", "index"], name="one_seat_per_index"),
        ]

    def __str__(self) -> str:
        return f"{self.table.code}#{self.index} {self.name}"

    @property
    def is_bot(self) -> bool:
        """A computer player, or a bot standing in for a person who left."""
        return self.kind == self.Kind.BOT or bool(self.stand_in)

    @property
    def level(self) -> str:
        """The level of the bot playing this seat (a stand-in's first)."""
        return self.stand_in or self.bot_level

    @property
    def shown_name(self) -> str:
        """The name as the page shows it: a computer's level in the page's language (a bot's
        name is stored with its level in the language the table was made in)."""
        return starting.localised_bot_name(self.name, self.level)

    @property
    def is_claimed(self) -> bool:
        """A person's seat that someone has taken (a free seat waits for a newcomer)."""
        return self.kind == self.Kind.HUMAN and bool(self.player_token or self.user_id)


class ActionLog(models.Model):
    """Append-only: one row per accepted action. Replays, audits and analytics come from here."""

    table = models.ForeignKey(Table, related_name="log", on_delete=models.CASCADE)
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    by_bot = models.BooleanField(default=False)
    action = models.JSONField()
    events = models.JSONField(default=list)
    learning = models.JSONField(default=list)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            models.UniqueConstraint(fields=["table", "seq"], name="one_log_row_per_seq"),
        ]

    def __str__(self) -> str:
        return f"{self.table_id}#{self.seq}"
