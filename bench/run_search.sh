#!/usr/bin/env bash
# Search benchmark: wrk against the real API and a bare FastAPI app, on 127.0.0.1.
# Everything is in run_search.py (which stops both servers however it ends); this wrapper
# only makes sure the project's virtualenv exists. Options: bench/run_search.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/tarmac ]; then
    make install
fi
exec .venv/bin/python bench/run_search.py "$@"
