#!/usr/bin/env bash
# One and two API processes, each beside one worker, over the machine's PostgreSQL and
# Redis: searches, quotes and bookings paid from a wallet, on 127.0.0.1. Everything is in
# scale_run.py; options: bench/scale_run.sh --help
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/tarmac ]; then
    make install
fi
exec .venv/bin/python bench/scale_run.py "$@"
