# Tarmac: `make run` starts the API with the demo world; `make test` runs the test suite.
# Both install what they need first: uv (pinned) in .tools/, then the locked dependencies.

UV_VERSION := 0.13.8
PYTHON ?= python3
UV := .tools/bin/uv
VENV := .venv
HOST ?= 127.0.0.1
PORT ?= 8000
# `make test` runs the suite in TEST_WORKERS processes (pytest-xdist; each builds its own
# database; 0: in one process) and passes ARGS to pytest, e.g. ARGS="-m backends" or a path
TEST_WORKERS ?= 2
ARGS ?=
export UV_PYTHON := $(shell command -v $(PYTHON))
export UV_PYTHON_DOWNLOADS := never

.PHONY: install run test lint typecheck-baseline format worker clean errors-doc ndc-bindings

$(UV):
	@echo "Installing uv $(UV_VERSION) into .tools/ (once)..."
	$(PYTHON) -m venv .tools
	.tools/bin/pip install --quiet uv==$(UV_VERSION)

$(VENV)/.installed: $(UV) pyproject.toml uv.lock
	@echo "Installing the locked dependencies into $(VENV)/ (the first time: about a minute)..."
	$(UV) sync --frozen --quiet
	touch $@

install: $(VENV)/.installed

# The independent readers some tests run through Node (the npm package bcbp reads the boarding
# pass), from tests/node/package-lock.json, once per change of it. Without npm (or the
# registry) those tests skip; in CI, which installs npm, they fail instead.
NODE_READERS := tests/node/node_modules/.installed

$(NODE_READERS): tests/node/package.json tests/node/package-lock.json
	@if command -v npm >/dev/null; then \
		echo "Installing the tests' Node readers into tests/node/node_modules/..."; \
		npm ci --prefix tests/node --no-audit --no-fund --loglevel=error && touch $@ \
			|| echo "npm ci failed: the tests that read documents with Node's readers will skip"; \
	else \
		echo "npm is missing: the tests that read documents with Node's readers will skip"; \
	fi

run: install
	$(VENV)/bin/tarmac serve --demo --host $(HOST) --port $(PORT)

test: install $(NODE_READERS)
	$(VENV)/bin/pytest -n $(TEST_WORKERS) --dist worksteal $(ARGS)

lint: install
	$(VENV)/bin/ruff check src tests bench
	$(VENV)/bin/ruff format --check src tests bench
	$(VENV)/bin/lint-imports --no-logo
	$(VENV)/bin/python .ci/typecheck.py check

# mypy-baseline.txt, the type errors `make lint` tolerates, rewritten from what mypy finds now
# (.ci/typecheck.py): after fixing some, or after moving code between files
typecheck-baseline: install
	$(VENV)/bin/python .ci/typecheck.py rewrite

format: install
	$(VENV)/bin/ruff format src tests bench
	$(VENV)/bin/ruff check --fix src tests bench

# docs/errors.md, the catalogue of error codes, from the error classes (a test checks it)
errors-doc: install
	$(VENV)/bin/python -m tarmac.errors_doc docs/errors.md

# The NDC 21.3 messages Tarmac serves: their IATA schemas copied from ../shared/ndc-21.3 into
# src/tarmac/ndc/xsd (requests are validated against them at run time) and the xsdata bindings
# generated from them into src/tarmac/ndc/bindings (both committed; a test checks the copies)
NDC_SCHEMAS := ../shared/ndc-21.3
NDC_MESSAGES := AirShoppingRQ AirShoppingRS OfferPriceRQ OfferPriceRS ServiceListRQ ServiceListRS \
	SeatAvailabilityRQ SeatAvailabilityRS OrderCreateRQ OrderRetrieveRQ OrderViewRS \
	OrderReshopRQ OrderReshopRS OrderChangeRQ OrderChangeNotifRQ Acknowledgement

ndc-bindings: install
	rm -rf src/tarmac/ndc/xsd src/tarmac/ndc/bindings
	mkdir -p src/tarmac/ndc/xsd
	for m in $(NDC_MESSAGES); do cp $(NDC_SCHEMAS)/IATA_$$m.xsd src/tarmac/ndc/xsd/; done
	cp $(NDC_SCHEMAS)/IATA_OffersAndOrdersCommonTypes.xsd $(NDC_SCHEMAS)/xmldsig-core-schema.xsd \
		src/tarmac/ndc/xsd/
	cd src && PATH=$(CURDIR)/$(VENV)/bin:$$PATH $(CURDIR)/$(VENV)/bin/xsdata generate \
		tarmac/ndc/xsd --package tarmac.ndc.bindings --structure-style filenames \
		--docstring-style Blank --slots --relative-imports

worker: install
	$(VENV)/bin/tarmac worker

clean:
	rm -rf .tools $(VENV) .tarmac-test tests/node/node_modules
