"""A simple random player of Mots croisés for the playout tests (the real move generator is
another module's work): it tries short words from a small list through a board letter, keeps
the first the rules accept, and passes when none fits. In Classique it sometimes tries a
non-word too, so challenges have something to find."""

from __future__ import annotations

from collections import Counter

from games.engine import Action, Rng
from games.lacle import rules_crossword as R
from games.lacle.keywords import KEY_WORDS
from games.lacle.rules_words import DIRECTIONS, STEP
from games.lacle.tiles import JOKER, letter_of

from .lexicon_double import Lexicon

TWO = (
    "AA AI AN AS AU BA BE BI BU CA CE CI DA DE DO DU EH EN ES ET EU EX FA FI HA HE HI HO IF IL "
    "IN JE KA LA LE LI LU MA ME MI MU NE NI NO NU OC OH ON OR OS OU PI PU RA RE RI RU SA SE SI "
    "SU TA TE TU UN US UT VA VE VU XI"
)
THREE = (
    "AIR AMI ANE ARC ART BAS BEC BLE BON CAR CLE COL COU CRI DIT DON DOS DUR EAU ELU ERE EST "
    "ETE FEE FER FEU FIN FIL GAI GEL ILE JEU LAC LIT LOI LUI MAI MAL MER MIS MOI MON MOT MUR "
    "NEZ NID NON NUL OIE ONT ORE OSE OUI PAR PAS PEU PIE PIN PLI POT PRE PUR QUI RAS RAT RIZ "
    "ROI RUE SAC SEC SEL SOL SON SUD SUR TAS TEL THE TIR TOI TON TRI TUE UNE USE VIE VIN VOL "
    "VUE"
)
PLURALS = ("DES", "SES", "TES", "CES", "MES", "EUX", "NOS", "VOS")
NON_WORDS = ("TT", "EE", "AE", "IU", "RR", "NNE", "XAE", "UEA")
WORDS = (*TWO.split(), *THREE.split())
LEX = Lexicon.from_words(
    {**dict.fromkeys((*WORDS, *KEY_WORDS), False), **dict.fromkeys(PLURALS, True)}
)
TRIES = 60


def _tiles(state, seat, word, start, direction):
    """The tiles that lay `word` from `start`, or None when it does not fit the board or the
    rack (jokers fill what the rack lacks)."""
    rack = Counter(state.racks[seat])
    dr, dc = STEP[direction]
    out = []
    for i, ch in enumerate(word):
        r, c = start[0] + dr * i, start[1] + dc * i
        if not (0 <= r < 16 and 0 <= c < 16):
            return None
        here = state.board[r][c]
        if here != ".":
            if letter_of(here) != ch:
                return None
            continue
        if rack[ch]:
            rack[ch] -= 1
            out.append([r, c, ch])
        elif rack[JOKER]:
            rack[JOKER] -= 1
            out.append([r, c, JOKER + ch])
        else:
            return None
    return out or None


def random_lay(state, seat: int, rng: Rng, lexicon=LEX) -> Action | None:
    """A lay the rules accept, or None: through each board letter in a random order, each
    word of the list holding that letter, both ways, the first the rules accept (at most
    `TRIES` asked of the rules)."""
    listed = [a for a in R.legal_actions(state, seat) if a.kind == R.LAY]
    if listed:  # the opener must lay the key word
        return rng.choice(listed)
    words = list(WORDS)
    if state.options.challenges == R.CLASSIQUE and rng.random() < 0.3:
        words = list(NON_WORDS) + words
    if not state.opened:
        places = [(w, (7, 6), "across") for w in words if len(w) >= 3]
        rng.shuffle(places)
    else:
        places = _places(state, words, rng)
    asked = 0
    for word, start, direction in places:
        tiles = _tiles(state, seat, word, start, direction)
        if tiles is None:
            continue
        action = R.lay(seat, tiles, direction)
        asked += 1
        if R.is_legal(state, action, lexicon):
            return action
        if asked >= TRIES:
            break
    return None


def _places(state, words, rng):
    """Every (word, start, direction) through a board letter, anchors in a random order."""
    filled = [(r, c) for r in range(16) for c in range(16) if state.board[r][c] != "."]
    rng.shuffle(filled)
    for r, c in filled:
        letter = letter_of(state.board[r][c])
        for direction in DIRECTIONS:
            dr, dc = STEP[direction]
            for word in words:
                for i, ch in enumerate(word):
                    if ch == letter:
                        yield word, (r - dr * i, c - dc * i), direction
