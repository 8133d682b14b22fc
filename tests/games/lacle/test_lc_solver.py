"""The solver: a bounded search for a shorter Patience over the same tiles (LC-sheet-9
« On peut faire mieux », LC-11)."""

from games.lacle import rules_patience as R
from games.lacle import solver as S

from .lexicon_double import Lexicon
from .util import LEX, E

# A constructed deal: RESTAURANT across, TEMPERATURE down its T, ELEGANT across the E,
# TOMATE down to the bottom-right cell; four words is the least any deal allows (a word lays
# at most 10 tiles, so 3 words cannot cross 15 rows and 15 columns).
FOUR = "RESTAURANT" + "EMPERATURE" + "LEGANT" + "OMATE"
WORDS = "RESTAURANT TEMPERATURE ELEGANT TOMATE TE RE ET TU ART RAT TA AS SA"


def _replay(state, solution):
    for action in solution.actions:
        state, _ = R.apply(state, action, LEX_FOUR)
    return state


LEX_FOUR = Lexicon.from_words({w: False for w in WORDS.split()})  # noqa: SIM905


def test_lc_sheet_9_the_solver_finds_the_shortest_patience_of_a_constructed_deal():
    state = R.scenario(FOUR)
    solution = S.solve(state, LEX_FOUR)
    assert solution.chain == ["RESTAURANT", "TEMPERATURE", "ELEGANT", "TOMATE"]
    assert solution.reached and solution.exhaustive and solution.nodes <= S.MAX_NODES
    done = _replay(state, solution)
    assert done.phase == R.REACHED and done.words == 4
    assert S.verdict(solution, 6) == "On peut faire mieux\u00a0: 4\u00a0mots."
    assert S.verdict(solution, 4).startswith("Impossible de faire mieux")
    assert S.solve(state, LEX_FOUR).to_json() == solution.to_json()  # same deal, same answer


def test_lc_sheet_9_at_its_bound_the_solver_says_at_least_as_good_as():
    state = R.scenario(E.draws())
    solution = S.solve(state, LEX, max_nodes=200)
    assert not solution.exhaustive
    if solution.reached:  # a greedy finish from the most advanced states
        assert solution.words < 15
        assert S.verdict(solution, 15).startswith("On peut arriver en")
        for action in solution.actions:
            state, _ = R.apply(state, action, LEX)
        assert state.phase == R.REACHED


def test_lc_sheet_9_no_word_no_patience_and_the_search_says_so():
    state = R.scenario(FOUR)
    solution = S.solve(state, Lexicon.from_words({"ZZ": False}))
    assert not solution.reached and solution.exhaustive
    assert "aucune patience" in S.verdict(solution)
    # A pupil who reached the corner where the search did not is told he did better.
    assert S.verdict(solution, 6).startswith("Tu as fait mieux que la recherche")


def test_the_computers_path_is_named_when_the_verdict_spoke_of_the_pupils_words():
    """« L’ordinateur n’a pas trouvé plus court que tes 6 mots. » then seven words: a child
    read them as hers (a reviewer's find). The verdicts that announce the computer's own path
    (« On peut faire mieux : 4 mots. », « L’ordinateur y arrive en 7 mots : ») need no name."""
    from django.utils import translation

    from games.lacle import presenter as P

    seven = {"chain": ["MOT"] * 7, "reached": True, "exact": False}
    with translation.override("fr"):
        assert P._verdict(seven, 6).startswith("L’ordinateur n’a pas trouvé plus court")
        assert P._chain_label(seven, 6) == "Le chemin de l’ordinateur, en 7\u00a0mots\u00a0:"
        assert P._chain_label({**seven, "exact": True}, 7).endswith("7\u00a0mots\u00a0:")
        assert P._chain_label(seven, None) == ""  # « L’ordinateur y arrive en 7 mots : »
        assert P._chain_label(seven, 9) == ""  # « On peut faire mieux », of its own path
        assert P._chain_label({**seven, "reached": False}, 6) == ""  # no path to name
    with translation.override("ro"):
        assert P._chain_label(seven, 6) == "Drumul calculatorului, în 7 cuvinte:"
    with translation.override("en"):
        assert P._chain_label(seven, 6) == "The computer’s path, in 7 words:"
