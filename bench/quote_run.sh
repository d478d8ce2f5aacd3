#!/usr/bin/env bash
# Quote benchmark: wrk against POST /api/v1/fares/quote and the bare FastAPI app, on
# 127.0.0.1. Everything is in quote_run.py; options: bench/quote_run.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/tarmac ]; then
    make install
fi
exec .venv/bin/python bench/quote_run.py "$@"
