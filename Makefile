# Clé de Sol: `make run` serves the site, `make test` runs every test. Both are idempotent.
SHELL := /bin/bash
# The venv's Python: this one if Clé de Sol supports it, else a supported python3.X (tools/find-python).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test fuzz mastery-sim generators install migrate demo bench load lint format messages browser postgres hunspell lexicon clean

$(STAMP): pyproject.toml
	@test -x $(PY) || { python=$$(tools/find-python $(PYTHON)) && $$python -m venv $(VENV); }
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

migrate: install
	$(PY) manage.py migrate --noinput

demo: migrate
	$(PY) manage.py demo

# HOST=0.0.0.0 lets the classroom's computers in, by whatever name or address they reach this one,
# without Django's debug pages (tools/class-server).
run: demo
	@echo "Clé de Sol at http://$(HOST):$(PORT)/  (Ctrl+C to stop)"
	@[ "$(HOST)" != 0.0.0.0 ] || echo "From the classroom's computers: http://$$(hostname -I | cut -d' ' -f1):$(PORT)/"
	$(if $(filter-out 127.0.0.1 localhost,$(HOST)),PY=$(PY) tools/class-server,$(PY) manage.py runserver) $(HOST):$(PORT)

# Browser tests drive Debian's chromium (never a downloaded browser).
browser:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium) >/dev/null; \
	  else echo "Install chromium (sudo apt-get install chromium) for the browser tests." >&2; exit 1; fi; }

# The networked-table tests start their own PostgreSQL server from Debian's binaries.
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql) >/dev/null; \
	  else echo "Install postgresql (sudo apt-get install postgresql) for the networked-table tests." >&2; exit 1; fi; }

# Every core runs tests (`-n auto`); the browser and server tests go one at a time to one worker.
JOBS ?= auto
# The lexicon's tests rebuild it and check it against hunspell's own dictionary.
hunspell:
	@dpkg-query -W -f='$${Status}' hunspell-fr-classical 2>/dev/null | grep -q "ok installed" || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends hunspell-fr-classical) >/dev/null; \
	  else echo "Install hunspell-fr-classical (sudo apt-get install hunspell-fr-classical) for the lexicon's tests." >&2; exit 1; fi; }

test: install browser postgres hunspell
	DJANGO_ALLOW_ASYNC_UNSAFE=true $(PY) -m pytest -n $(JOBS) --dist loadgroup $(PYTEST_ARGS)

# The long fuzz run (tests/fuzz): the CI slice's code with more requests per URL and a fresh seed
# each run (printed, and named in a failure: FUZZ_SEED=… replays it). DATABASE_URL=postgres://…
# runs it on PostgreSQL.
FUZZ_EXAMPLES ?= 25
FUZZ_SEED ?= $(shell date +%s)
fuzz: install
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) FUZZ_SEED=$(FUZZ_SEED) DJANGO_ALLOW_ASYNC_UNSAFE=true \
	  $(PY) -m pytest tests/fuzz -p no:xdist -s $(PYTEST_ARGS)

# The mastery model against simulated pupils (tests/classroom/test_mastery_simulation.py), with
# SIM_PUPILS pupils a game instead of the suite's 12; prints the agreement figures.
SIM_PUPILS ?= 48
mastery-sim: install
	SIM_PUPILS=$(SIM_PUPILS) $(PY) -m pytest tests/classroom/test_mastery_simulation.py -p no:xdist -s -q

# Every lesson generator against music21 over LESSON_QUESTIONS seeds a kind, not the suite's 500.
LESSON_QUESTIONS ?= 2000
generators: install
	LESSON_QUESTIONS=$(LESSON_QUESTIONS) $(PY) -m pytest tests/theory/test_lesson_generators.py -q

bench: install migrate
	$(PY) tests/bench/run.py --out bench.json $(BENCH_ARGS)

# Issue 24's load test: a throwaway PostgreSQL and the site as production runs it (uvicorn, 2
# workers, DEBUG=0, TABLES_BUS=postgres), 30 then 300 simulated players at 4-seat Clé de Sol
# tables (pupils and bots), streams open, 3 runs of 120 s each (about half an hour in all);
# prints the table of medians, writes load.json (docs/capacity.md).
# E.g. LOAD_ARGS="--players 30 --seconds 30 --runs 1" for a quick look (tests/bench/load.py -h).
load: install postgres
	$(PY) tests/bench/load.py --out load.json $(LOAD_ARGS)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

format: install
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

# La Clé's lexicon (LC-3), committed in games/lacle/data/: rebuilt from Debian's French hunspell
# dictionary by a standard-library script (the site itself never needs hunspell); then the move
# generator's word graph built from it (graphe.txt.gz, stamped with the lexicon's SHA-256).
lexicon: hunspell
	$(PYTHON) tools/build_lexicon.py
	$(PYTHON) tools/build_graph.py

# Catalogues are committed compiled; run this after changing a translatable string.
messages: install
	$(PY) manage.py messages

clean:
	rm -rf $(VENV) staticfiles .pytest_cache
