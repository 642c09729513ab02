# Two commands on a fresh clone: `make demo` (load the sample KG into the embedded
# FalkorDB and answer a question) and `make test` (install what the tests need, run them).
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Neo4j's own Cypher parser, for the lint of every statement the Neo4j backend sends
LINT_NODE := tests/cypher_lint/node_modules/.package-lock.json
# cytoscape.js for the `safe serve` page and `safe ask --html`, served by the app (no CDN)
WEB_NODE := app/serve/web/node_modules/.package-lock.json
# Debian's Chromium drives the browser test; installed where apt can (the test skips otherwise)
CHROMIUM := /usr/bin/chromium
DEMO_ENV := SAFE_GRAPH=demo

.PHONY: install demo test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet torch==2.13.0
	$(BIN)/pip install --quiet -e '.[test,bench]'
	touch $(STAMP)

$(LINT_NODE): tests/cypher_lint/package-lock.json
	cd tests/cypher_lint && npm ci --no-audit --no-fund --loglevel=error

$(WEB_NODE): app/serve/web/package-lock.json
	cd app/serve/web && npm ci --no-audit --no-fund --loglevel=error

$(CHROMIUM):
	-(command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ] && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || \
		echo "chromium not installed: the browser test will skip"

install: $(STAMP) $(WEB_NODE)

demo: $(STAMP) $(WEB_NODE)
	$(DEMO_ENV) $(BIN)/safe load app/samples/movies.tsv --format tsv \
		--types app/samples/movies_types.tsv --replace
	$(DEMO_ENV) $(BIN)/safe stats
	$(DEMO_ENV) $(BIN)/safe ask "Which country was the director of Glass Orchard born in?"

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

test: $(STAMP) $(LINT_NODE) $(WEB_NODE) $(CHROMIUM) lint
	$(BIN)/pytest -q -rs

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_load.py --json reports/bench_load.json
	$(BIN)/python benchmarks/bench_type_distances.py --json reports/bench_type_distances.json

clean:
	rm -rf $(VENV) reports .pytest_cache .mypy_cache .ruff_cache
