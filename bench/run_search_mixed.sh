#!/usr/bin/env bash
# Mixed search benchmark with sales running: see run_search_mixed.py (--help for options).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/tarmac ]; then
    make install
fi
cd bench
exec ../.venv/bin/python run_search_mixed.py "$@"
