"""A simple greedy Patience bot for the tests: it tries every word of a small lexicon through
a letter of the previous word (the top-left cell first), keeps those the real rules accept
(`is_legal`), and lays the one whose far end comes nearest the bottom-right cell; with none, it
gives up. It decides from the observation only. The site's bot will do the same with the real
lexicon (and the solver's search); this one uses ~200 common words, enough to exercise the
rules, not to play well."""

from __future__ import annotations

from games.engine import Action
from games.lacle import rules_patience as R
from games.lacle.board import SIZE, TOP_LEFT
from games.lacle.rules_words import ACROSS, DOWN, STEP

COMMON = """
AI AN AS AU CA CE CI DE DES DU EH EN ES ET EU IL ILS JE LA LE LES LU MA ME MI MOI MON NE NI NU
ON OR OS OU PAS PU RE RI SA SE SI SON SU TA TE TU UN UNE VA VU AIR AMI ANE ARC ART BAS BEC BLE
BOL BUT CLE COL COU CRI DOS DUO EAU ETE FEE FER FIL FIN FOU GAI ILE JEU LAC LIT LOI LUI MAI MAL
MER MIS MOT MUR NEZ NID NOM NUL OIE OUI PAIN PAIX PAR PEU PIE PLI POT PRE RAT RIZ ROI RUE SAC
SEL SOL SUR TAS THE TIR TOI TON VIE VIN VOL AIME AMIE ARBRE AVEC BAIN BATEAU BELLE BLEU BOIS
BRAS CHAT CHIEN CIEL CLOU COIN CORDE DAME DENT DIRE DOUX ECOLE ELLE ETAT ETUDE FAIRE FEU FIERE
FILLE FLEUR FOIS GAMME GARE GRAIN ILE JOUR LAIT LAINE LIRE LIVRE LOUP LUNE MAIN MAIS MERE MIEL
MONDE NOTE NUIT OISEAU ONDE ORAGE PAGE PARI PERE PIANO PIED PIMENT PLAGE PLUIE POIRE PORTE
RADIS RAME RIRE RIXE ROSE ROUGE ROUTE SAVOIR SEUL SOIR SOLEIL SOURIS TABLE TAPIS TERRE TETE
TIGRE TOUR TRAIN VENT VERT VILLE VOIX ZERO ECRIN ENTRE ARENE TENIR SAISON LENT LENTE RONDE
DORE AMER SOURD TOIT TARTE NAGE ORNE UTILE SALE SALUT TRES RARE NOIR NOIRE RUSE TAUREAU
ARIA AIRE AERE AINE ETRE ETAT IRIS OSE OSER RASE REINE ROND SENS SERIE SOLO TEMPS TROU USER
""".split()  # noqa: SIM905 - a word list reads best as text
PLURALS = ["EUX", "NOUS", "CES", "MES", "TES", "DEUX", "AMIS", "ROIS", "RIXES", "NOTES"]
WORDS = {w: False for w in COMMON} | {w: w not in ("NOTES",) for w in PLURALS}


def _anchor(obs: dict) -> set[tuple[int, int]]:
    if not obs["chain"]:
        return {TOP_LEFT}
    return {(r, c) for r, c in obs["chain"][-1]["cells"]}


def _tiles(word: str, r: int, c: int, d: str, board: list[str], rack: list[str]):
    """The tiles that would lay `word` from (r, c), drawn from the rack (a joker for a missing
    letter), or None when it does not fit."""
    dr, dc = STEP[d]
    end = (r + dr * (len(word) - 1), c + dc * (len(word) - 1))
    if r < 0 or c < 0 or end[0] >= SIZE or end[1] >= SIZE:
        return None
    left = list(rack)
    tiles = []
    for i, letter in enumerate(word):
        y, x = r + dr * i, c + dc * i
        here = board[y][x]
        if here != ".":
            if here.upper() != letter:
                return None
            continue
        if letter in left:
            left.remove(letter)
            tiles.append([y, x, letter])
        elif "?" in left:
            left.remove("?")
            tiles.append([y, x, "?" + letter])
        else:
            return None
    return tiles or None


def candidates(obs: dict, words) -> list[tuple[int, Action]]:
    board, rack = obs["board"], obs["rack"]
    anchor = _anchor(obs)
    out = []
    for word in words:
        for d in (ACROSS, DOWN):
            dr, dc = STEP[d]
            for ar, ac in anchor:
                for i in range(len(word)):
                    r, c = ar - dr * i, ac - dc * i
                    tiles = _tiles(word, r, c, d, board, rack)
                    if tiles:
                        far = max(y + x for y, x, _ in tiles)
                        out.append((far, R.lay(tiles, d)))
    return out


class GreedyPatienceBot:
    level = "simple"

    def __init__(self, lexicon, state_for_judge):
        self.lexicon = lexicon
        self.state_for_judge = state_for_judge  # the judge is `is_legal` on the real state

    def choose(self, obs: dict) -> Action:
        seen = set()
        for _, action in sorted(candidates(obs, self.lexicon), key=lambda p: -p[0]):
            key = repr(action)
            if key in seen:
                continue
            seen.add(key)
            if R.is_legal(self.state_for_judge(), action, self.lexicon):
                return action
        return Action(0, R.GIVE_UP)
