# Clé de Sol: `make run` serves the site, `make test` runs every test. Both are idempotent.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test fuzz install migrate demo bench lint format messages browser clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	@rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

migrate: install
	$(PY) manage.py migrate --noinput

demo: migrate
	$(PY) manage.py demo

run: demo
	@echo "Clé de Sol sur http://$(HOST):$(PORT)/  (Ctrl+C pour arrêter)"
	$(PY) manage.py runserver $(HOST):$(PORT)

# Browser tests drive Debian's chromium (never a downloaded browser).
browser:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium) >/dev/null; \
	  else echo "Installez chromium (sudo apt-get install chromium) pour les tests dans le navigateur." >&2; exit 1; fi; }

# Every core runs tests (`-n auto`); the browser and server tests go one at a time to one worker.
JOBS ?= auto
test: install browser
	DJANGO_ALLOW_ASYNC_UNSAFE=true $(PY) -m pytest -n $(JOBS) --dist loadgroup $(PYTEST_ARGS)

# The long fuzz run (tests/fuzz): the CI slice's code with more requests per URL and a fresh seed
# each run (printed, and named in a failure: FUZZ_SEED=… replays it). DATABASE_URL=postgres://…
# runs it on PostgreSQL.
FUZZ_EXAMPLES ?= 25
FUZZ_SEED ?= $(shell date +%s)
fuzz: install
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) FUZZ_SEED=$(FUZZ_SEED) DJANGO_ALLOW_ASYNC_UNSAFE=true \
	  $(PY) -m pytest tests/fuzz -p no:xdist -s $(PYTEST_ARGS)

bench: install migrate
	$(PY) tests/bench/run.py --out bench.json $(BENCH_ARGS)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

format: install
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

# Catalogues are committed compiled; run this after changing a translatable string.
messages: install
	$(PY) manage.py messages

clean:
	rm -rf $(VENV) staticfiles .pytest_cache
