# Two commands on a fresh clone: `make demo` (load the sample KG into the embedded
# FalkorDB and answer a question) and `make test` (install what the tests need, run them).
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Neo4j's own Cypher parser, for the lint of every statement the Neo4j backend sends
LINT_NODE := tests/cypher_lint/node_modules/.package-lock.json
DEMO_ENV := SAFE_GRAPH=demo

.PHONY: install demo test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet torch==2.13.0
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

$(LINT_NODE): tests/cypher_lint/package-lock.json
	cd tests/cypher_lint && npm ci --no-audit --no-fund --loglevel=error

install: $(STAMP)

demo: $(STAMP)
	$(DEMO_ENV) $(BIN)/safe load app/samples/movies.tsv --format tsv \
		--types app/samples/movies_types.tsv --replace
	$(DEMO_ENV) $(BIN)/safe stats
	$(DEMO_ENV) $(BIN)/safe ask "Which country was the director of Glass Orchard born in?"

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

test: $(STAMP) $(LINT_NODE) lint
	$(BIN)/pytest -q -rs

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_load.py --json reports/bench_load.json
	$(BIN)/python benchmarks/bench_type_distances.py --json reports/bench_type_distances.json

clean:
	rm -rf $(VENV) reports .pytest_cache .mypy_cache .ruff_cache
