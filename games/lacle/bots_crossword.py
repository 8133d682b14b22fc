"""Mots croisés' bots, levels `random`, `simple` and `strong` (issue 16, LC-4 … LC-6).

Each decides from its own observation only (its rack, the board, the face-up key word, the
counts, the move still open to a challenge): never another rack or the pool's order. It plays
through the game contract as the site calls it, `choose(observation, legal_actions, rng)`.
`legal_actions` is partial (lays are not listed): a bot lists its lays with the move generator
(`movegen.plays`, which keeps the opening's 3 letters on a gray cell and the plural rule) and
builds the `lay` action as `rules_crossword.lay` does; when the opener must lay the key word,
only the key word's placements are kept (LC-sheet-27). Every word a bot lays is a lexicon
word: bots never bluff.

- `random`: a play drawn uniformly among all the generated ones (or a pass when there is none);
- `simple`: the play with the most points by the rules' own scoring (`bots_crossword_eval`);
- `strong`: points plus the value of the tiles kept (jokers, balance, the key word's letters, the
  end's bonus once the pool is empty), over the `width` best-scoring plays: bounded by work.

All three pay for a play with the tiles whose leave is worth most (where the jokers go), and all
three choose among the plays whose every word a pupil may have read (`familiar`: FORKA or TETAT
teach a child nothing), or among all when no such play exists.

Challenges (Classique, LC-6): a bot challenges only a move the lexicon rejects (a word unknown
or a plural laid too early), and then at its level's rate, decided once per move: `random` one
time in four, `simple` one time in two, `strong` always. It never challenges a valid move. When
the rules ask (after a move that emptied a rack) it accepts otherwise.
"""

from __future__ import annotations

from games.engine import Action, Rng

from . import familiar, movegen
from .bots_crossword_eval import as_action, best_lay, leave_value, play_score, points_table
from .rules_crossword import ACCEPT, CHALLENGE, PASS, PLAY, default_lexicon
from .rules_crossword_judge import fault_of
from .rules_words import Word

STRONG_WIDTH = 300  # plays whose leave the strong bot weighs, the best-scoring first


class _CrosswordBot:
    """The part every level shares: the window, the accept, the plays, the jokers."""

    level = ""
    challenge_rate = 0.0

    def __init__(self, lexicon=None, familiar: frozenset[str] | bool = True, **kwargs) -> None:
        """`familiar`: the words it prefers to lay (True: `familiar.load()`; False: any word)."""
        self._lexicon = lexicon
        self._familiar = familiar
        self._decided: dict[tuple, bool] = {}

    def familiar_only(self, plays: list[movegen.Play]) -> list[movegen.Play]:
        if self._familiar is False:
            return plays
        return familiar.plays_to_show(plays, None if self._familiar is True else self._familiar)

    @property
    def lexicon(self):
        if self._lexicon is None:
            self._lexicon = default_lexicon()
        return self._lexicon

    def choose(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action | None:
        if observation.get("phase") != PLAY or observation.get("rack") is None:
            return None
        seat = observation["seat"]
        kinds = {a.kind for a in legal_actions}
        if CHALLENGE in kinds and self.challenges(observation, rng):
            return Action(seat, CHALLENGE)
        if ACCEPT in kinds:
            return Action(seat, ACCEPT)
        if seat != observation["turn"]:
            return None  # only a challenge was open: the move is let stand
        return self.move(observation, legal_actions, rng)

    def challenges(self, observation: dict, rng: Rng) -> bool:
        """Challenge the open move? Only if the lexicon rejects it, at the level's rate, decided
        once per move (asked again, the bot says the same)."""
        pending = observation.get("pending")
        if not pending:
            return False
        key = (observation["seat"], repr(pending["tiles"]))
        if key not in self._decided:
            if len(self._decided) > 64:
                self._decided.clear()
            faulty = fault_of(pending_words(pending), self.lexicon) is not None
            self._decided[key] = faulty and rng.random() < self.challenge_rate
        return self._decided[key]

    def move(self, observation: dict, legal_actions: list[Action], rng: Rng) -> Action:
        """A lay of a generated play, or a pass when there is none."""
        seat, rack, board = observation["seat"], list(observation["rack"]), observation["board"]
        opening = not any(ch != "." for row in board for ch in row)
        plays = movegen.plays(board, rack, self.lexicon, opening=opening)
        key = observation.get("key_word")
        if observation.get("must_lay_key"):
            plays = [p for p in plays if p.word == key]
        if not plays:
            listed = [a for a in legal_actions if a.kind != ACCEPT and a.kind != CHALLENGE]
            return listed[0] if listed else Action(seat, PASS)
        plays = self.familiar_only(plays)
        pool = observation.get("pool_count", 0)
        opponents = _opponents_tiles(observation)

        def judge(leave: list[str]) -> float:
            return leave_value(leave, key, pool, opponents)

        play, tiles = self.pick(plays, rack, points_table(seat), key, judge, rng)
        return as_action(seat, play, tiles)

    def pick(self, plays, rack, table, key, judge, rng) -> tuple[movegen.Play, dict]:
        raise NotImplementedError


class RandomBot(_CrosswordBot):
    """A beginner: any valid play, uniformly."""

    level = "random"
    challenge_rate = 0.25

    def pick(self, plays, rack, table, key, judge, rng):
        play = rng.choice(plays)
        return play, best_lay(play, rack, judge)[1]


class SimpleBot(_CrosswordBot):
    """Greedy: the play with the most points now (the first found among equals)."""

    level = "simple"
    challenge_rate = 0.5

    def pick(self, plays, rack, table, key, judge, rng):
        play = max(plays, key=lambda p: play_score(p, table, key))
        return play, best_lay(play, rack, judge)[1]


class StrongBot(_CrosswordBot):
    """Points now plus the worth of the tiles kept, over the `width` best-scoring plays."""

    level = "strong"
    challenge_rate = 1.0

    def __init__(self, lexicon=None, width: int = STRONG_WIDTH, **kwargs) -> None:
        super().__init__(lexicon, **kwargs)
        self.width = width

    def pick(self, plays, rack, table, key, judge, rng):
        scored = sorted(
            ((play_score(p, table, key), i) for i, p in enumerate(plays)),
            key=lambda pair: (-pair[0], pair[1]),
        )[: self.width]
        best = None
        for points, i in scored:
            kept, tiles = best_lay(plays[i], rack, judge)
            if best is None or points + kept > best[0]:
                best = (points + kept, plays[i], tiles)
        return best[1], best[2]


def pending_words(pending: dict) -> list[Word]:
    """The open move's words as the observation shows them, with which cells it laid (the
    plural rule asks whether a final S or X is new)."""
    laid = {(r, c) for r, c, _ in pending["tiles"]}
    return [
        Word(
            w["word"],
            tuple(tuple(c) for c in w["cells"]),
            w["direction"],
            tuple(tuple(c) in laid for c in w["cells"]),
            w["main"],
        )
        for w in pending["words"]
    ]


def _opponents_tiles(observation: dict) -> int:
    """The tiles on the opponents' racks (the other team's, in teams): the end's bonus."""
    seat, counts = observation["seat"], observation.get("hand_counts") or []
    mine = {seat, (seat + 2) % 4} if observation.get("teams") else {seat}
    return sum(n for s, n in enumerate(counts) if s not in mine)
